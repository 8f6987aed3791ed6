#!/usr/bin/env node
/**
 * `tabletop-rules`: play, simulate, replay and benchmark any registered game from the command line.
 *
 *   tabletop-rules play <game> [--players N] [--seed S] [--bot random|greedy] [--config JSON] [--log FILE]
 *   tabletop-rules simulate <game|all> --games N [--players N] [--seed S] [--config JSON] [--json]
 *   tabletop-rules replay <FILE>
 *   tabletop-rules bench [game|all] [--players N] [--time MS] [--json]
 *   tabletop-rules demo            one seeded game of every registered game, with score tables
 *
 * Usage errors (unknown game, bad flag, bad player count, bad config) print one line and exit 2.
 */
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import cliProgress from 'cli-progress';
import { games as registry } from '../index.js';
import type { AnyGame, BaseConfig } from '../core/game.js';
import { isRuleError } from '../core/errors.js';
import { greedyBot, randomBot, playoutAny, type Bot } from '../core/bots.js';
import { replayAny } from '../core/replay.js';
import { formatScoreSheet } from './format.js';
import { benchGame, simulate } from './run.js';

class UsageError extends Error {}

function usage(message: string): never {
  throw new UsageError(message.replace(/\s*\n\s*/g, ' '));
}

function seats(n: number): string {
  return `${n} player${n === 1 ? '' : 's'}`;
}

function gameById(id: string): AnyGame {
  const game = Object.prototype.hasOwnProperty.call(registry, id) ? registry[id] : undefined;
  if (!game) usage(`unknown game "${id}" (known: ${Object.keys(registry).join(', ') || 'none'})`);
  return game;
}

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive integer');
  return n;
}

function seedOf(value: string | undefined): string | number {
  if (value === undefined) return 1;
  return /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : value;
}

/**
 * The config for `game`: `--config` JSON merged with `--players`. With `clamp` (for `all`), a player
 * count outside the game's range is clamped into it; otherwise it is a usage error.
 */
function configOf(game: AnyGame, players: number | undefined, json: string | undefined, clamp = false): BaseConfig {
  let extra: Record<string, unknown> = {};
  if (json !== undefined) {
    try {
      extra = JSON.parse(json) as Record<string, unknown>;
    } catch {
      usage(`--config is not valid JSON: ${json}`);
    }
    if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) usage('--config must be a JSON object');
  }
  if (extra.players !== undefined && (typeof extra.players !== 'number' || !Number.isSafeInteger(extra.players))) {
    usage(`"players" in --config must be a whole number, not ${JSON.stringify(extra.players)}`);
  }
  let n = players ?? (typeof extra.players === 'number' ? extra.players : 4);
  if (clamp || (players === undefined && extra.players === undefined)) n = Math.min(game.players.max, Math.max(game.players.min, n));
  if (n < game.players.min || n > game.players.max) {
    usage(`${game.id} is for ${game.players.min} to ${game.players.max} players, not ${n}`);
  }
  return { ...extra, players: n };
}

/** Run setup once to turn a BAD_CONFIG into a usage error before any loop starts. */
function checkConfig(game: AnyGame, config: BaseConfig, seed: string | number): void {
  try {
    game.setup(config, seed);
  } catch (e) {
    if (isRuleError(e)) usage(`${game.id}: ${e.message}`);
    throw e;
  }
}

function selected(id: string | undefined): AnyGame[] {
  return id === undefined || id === 'all' ? Object.values(registry) : [gameById(id)];
}

const program = new Command('tabletop-rules')
  .description('Exact, fast, pure rules engines for modern board games.')
  .exitOverride()
  .configureOutput({ writeErr: (s) => process.stderr.write(s) });

program
  .command('play')
  .description('play one full game with bots, printing every action and the final score table')
  .argument('<game>', `game id: ${Object.keys(registry).join(', ')}`)
  .option('--players <n>', 'number of seats', positiveInt)
  .option('--seed <seed>', 'game seed (integer or string)', '1')
  .option('--bot <bot>', 'random or greedy', 'random')
  .option('--config <json>', 'extra config options as JSON, e.g. \'{"variant":"advanced"}\'')
  .option('--log <file>', 'write the replayable game log (JSON) to this file')
  .option('--quiet', 'print only the final score table')
  .action((id: string, o: { players?: number; seed: string; bot: string; config?: string; log?: string; quiet?: boolean }) => {
    const game = gameById(id);
    const config = configOf(game, o.players, o.config);
    const seed = seedOf(o.seed);
    checkConfig(game, config, seed);
    if (o.bot !== 'random' && o.bot !== 'greedy') usage(`--bot must be random or greedy, not "${o.bot}"`);
    if (o.log) {
      // Fail before playing, not after: the log file must be writable.
      try {
        closeSync(openSync(o.log, 'w'));
      } catch (e) {
        usage(`cannot write the log ${o.log}: ${(e as Error).message}`);
      }
    }
    const bots: Bot[] = Array.from({ length: config.players }, (_, p) =>
      o.bot === 'greedy' ? greedyBot(game, `${String(seed)}/bot${p}`) : randomBot(`${String(seed)}/bot${p}`),
    );
    let ply = 0;
    const result = playoutAny(game, config, seed, {
      bots,
      onAction: (state, action) => {
        ply++;
        if (!o.quiet) console.log(`${String(ply).padStart(4)}. ${game.describe(state, action, action.player)}`);
      },
    });
    console.log('');
    console.log(formatScoreSheet(game.score(result.state), `${game.title} — ${seats(config.players)}, seed ${String(seed)}, ${result.plies} actions`));
    if (o.log) writeFileSync(o.log, JSON.stringify(result.log, null, 1) + '\n');
  });

program
  .command('simulate')
  .description('play N seeded random games and report speed, scores and wins')
  .argument('<game>', 'game id or "all"')
  .requiredOption('--games <n>', 'number of games (required)', positiveInt)
  .option('--players <n>', 'number of seats (default 4; with "all", clamped to each game\'s range)', positiveInt)
  .option('--seed <seed>', 'base seed; game i uses "<seed>/<i>"', '1')
  .option('--config <json>', 'extra config options as JSON')
  .option('--json', 'print one JSON object per game id as the last line(s) of stdout')
  .action((id: string, o: { games: number; players?: number; seed: string; config?: string; json?: boolean }) => {
    const seed = seedOf(o.seed);
    const list = selected(id);
    const plans = list.map((game) => {
      const config = configOf(game, o.players, o.config, id === 'all');
      checkConfig(game, config, seed);
      return { game, config };
    });
    for (const { game, config } of plans) {
      const bar = process.stderr.isTTY
        ? new cliProgress.SingleBar({ format: `${game.id} [{bar}] {value}/{total} games`, stream: process.stderr }, cliProgress.Presets.shades_classic)
        : undefined;
      bar?.start(o.games, 0);
      const report = simulate(game, config, o.games, seed, (done) => bar?.update(done));
      bar?.stop();
      if (o.json) console.log(JSON.stringify(report));
      else {
        console.log(`${game.title}: ${report.games} games at ${seats(report.players)}, ${report.finished} finished, ${report.errors} errors`);
        console.log(`  ${report.gamesPerSecond} games/s, ${report.actionsPerSecond} actions/s (${report.actions} actions in ${report.seconds} s)`);
        console.log(`  mean score by seat: ${report.scores.mean.join(', ')}; wins: ${report.wins.join(', ')}`);
        if (report.firstError) console.log(`  first error: ${report.firstError}`);
      }
    }
  });

program
  .command('replay')
  .description('replay a game log and print its final (or current) score table')
  .argument('<file>', 'a log written by play --log')
  .action((file: string) => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      usage(`cannot read ${file}: ${(e as Error).message}`);
    }
    try {
      const { game, log, state } = replayAny(registry, text);
      console.log(formatScoreSheet(game.score(state), `${game.title} — ${seats(log.config.players)}, seed ${String(log.seed)}, ${log.actions.length} actions (replayed)`));
    } catch (e) {
      if (isRuleError(e)) usage(`${file}: ${e.message}`);
      throw e;
    }
  });

program
  .command('bench')
  .description('benchmark random playouts (tinybench) and cold legalActions / apply medians per game and player count')
  .argument('[game]', 'game id or "all"', 'all')
  .option('--players <n>', 'only this player count', positiveInt)
  .option('--time <ms>', 'tinybench time budget per task', positiveInt, 1000)
  .option('--json', 'one JSON object per row')
  .action(async (id: string, o: { players?: number; time: number; json?: boolean }) => {
    for (const game of selected(id)) {
      const counts: number[] = [];
      for (let n = game.players.min; n <= game.players.max; n++) if (o.players === undefined || o.players === n) counts.push(n);
      if (counts.length === 0) usage(`${game.id} is for ${game.players.min} to ${game.players.max} players, not ${o.players}`);
      for (const n of counts) {
        const row = await benchGame(game, { players: n }, o.time);
        if (o.json) console.log(JSON.stringify(row));
        else {
          console.log(
            `${game.id.padEnd(11)} ${String(n).padStart(2)}p  ${String(row.playoutsPerSecond).padStart(8)} games/s  ${String(row.actionsPerSecond).padStart(9)} actions/s  legalActions p50 ${row.legalActionsMedianMicros} µs  apply p50 ${row.applyMedianMicros} µs  branching ${row.meanBranching}`,
          );
        }
      }
    }
  });

program
  .command('demo')
  .description('play one seeded random game of every registered game and print each final score table')
  .option('--seed <seed>', 'game seed', 'demo')
  .action((o: { seed: string }) => {
    const list = Object.values(registry);
    if (list.length === 0) console.log('No games are registered yet.');
    for (const game of list) {
      const config = configOf(game, undefined, undefined);
      const result = playoutAny(game, config, o.seed);
      console.log(formatScoreSheet(game.score(result.state), `${game.title} (${game.id}) — ${seats(config.players)}, seed "${o.seed}", ${result.plies} actions`));
      console.log('');
    }
  });

try {
  await program.parseAsync(process.argv);
} catch (e) {
  if (e instanceof UsageError) {
    process.stderr.write(`tabletop-rules: ${e.message}\n`);
    process.exit(2);
  }
  if (e instanceof CommanderError) {
    if (e.exitCode === 0) process.exit(0); // --help, --version
    process.exit(2); // commander already printed its one-line error
  }
  throw e;
}
