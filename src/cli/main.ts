#!/usr/bin/env node
/**
 * `tabletop-rules`: play, simulate, replay and benchmark any registered game from the command line.
 *
 *   tabletop-rules play <game> [--players N] [--seed S] [--bot random|greedy|mcts] [--ms MS | --iterations K] [--config JSON] [--log FILE]
 *   tabletop-rules arena <game> --bots mcts,greedy[,random] --games N [--players P] [--ms MS | --iterations K] [--json] [--workers N] [--shard K/M]
 *   tabletop-rules simulate <game|all> --games N [--players N] [--seed S] [--config JSON] [--json] [--workers N] [--shard K/M]
 *   tabletop-rules merge <FILE...>      combine the simulate (or arena) --json reports of shards into one run's
 *   tabletop-rules play <game> --human <seats> [--show]    play seats yourself (0-based, e.g. 0 or 0,2)
 *   tabletop-rules show <FILE> [--at N] [--seat S]         render the position of a saved log
 *   tabletop-rules replay <FILE>
 *   tabletop-rules bench [game|all] [--players N] [--time MS] [--rounds N] [--json] [--workers N] [--no-boardgameio] [--no-client]
 *   tabletop-rules demo            one seeded game of every registered game, with score tables
 *   tabletop-rules --version       the package version
 *
 * Score tables (format.ts) print each game's ScoreLabels (labels.ts): parts, tie-breaks and the winner in words.
 *
 * A `--seed` is read by seed-option.ts: a whole number in digits is the integer seed, other text a string seed,
 * number-looking text that is not a safe integer (1.5, 1e3) or has spaces around it (" 7") an error. Every
 * whole-number option (--games, --players, --workers, --ms, ...) is read by budget-options.ts: digits only,
 * from 1 to a limit that --help states or the error names.
 *
 * Usage errors (unknown game, bad flag, bad player count, bad config) print one line and exit 2.
 */
import { closeSync, constants, fstatSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import cliProgress from 'cli-progress';
import { games } from '../index.js';
import type { AnyGame, BaseConfig, GameRegistry, Seed } from '../core/game.js';
import { isRuleError } from '../core/errors.js';
import { printValue } from '../core/json.js';
import { playoutAny, type Bot } from '../core/bots.js';
import { replayAny, sealLog } from '../core/replay.js';
import { count, formatScoreSheet } from './format.js';
import { labelsOf } from './labels.js';
import { registerArena } from './arena-command.js';
import { BOT_KINDS, makeBot, type BotKind } from './bots.js';
import { parseSeats, playHuman, showLog } from './human.js';

/**
 * The version in this package's own package.json: `dist/cli/main.js` (and `src/cli/main.ts`) is two folders
 * below it. The name is checked, so a package.json that is not this package's is never reported.
 */
function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { name?: unknown; version?: unknown };
  if (pkg.name !== 'tabletop-rules' || typeof pkg.version !== 'string') throw new Error('tabletop-rules: cannot find its own package.json');
  return pkg.version;
}

/** The registry with its per-game types erased: the CLI looks games up by a string from the command line. */
const registry: GameRegistry = games;
import { UsageError, clip, printable, seedText, usage } from './usage.js';
import { shardOption, workersOption } from './parallel-options.js';
import { defaultWorkers } from './pool.js';
import { runSimulate } from './simulate-command.js';
import { mergeReports, readReports } from './merge.js';
import { mergeArenaFiles, readArenaReports } from './arena-merge.js';
import { runBench } from './bench-command.js';
import { readJsonFile } from './input-file.js';
import { SEED_HELP, checkRunSeed, seedOption } from './seed-option.js';
import { MAX_GAMES, gamesOption, iterationsOption, msOption, playersOption, roundsOption } from './budget-options.js';

/** The worker task module, next to this entry point in dist/cli. */
const tasks = new URL('./tasks.js', import.meta.url);

/**
 * The text of a log file named on the command line: a regular file of at most MAX_INPUT_BYTES (4 MiB);
 * anything else (unreadable, a directory, a FIFO, a device, too large, JSON nested over 64 deep) is a usage error.
 */
function readText(file: string): string {
  return readJsonFile(file);
}

/** Write a finished game's log (checked writable before the game); a failed write (disk full) is a usage error. */
function writeLog(file: string, log: unknown): void {
  try {
    writeFileSync(file, JSON.stringify(log, null, 1) + '\n');
  } catch (e) {
    usage(`cannot write the log ${file}: ${(e as Error).message}`);
  }
}

function seats(n: number): string {
  return count(n, 'player');
}

function gameById(id: string): AnyGame {
  const game = Object.prototype.hasOwnProperty.call(registry, id) ? registry[id] : undefined;
  if (!game) usage(`unknown game "${id}" (known: ${Object.keys(registry).join(', ') || 'none'})`);
  return game;
}

/** A whole number written in decimal digits only ("07" is 7; "", " 7", "0x10", "1e1", "2.0" are not), else NaN. */
/** {@link printable} of each line of `text`, its line breaks kept. */
const printableLines = (text: string): string => text.split('\n').map(printable).join('\n');

function decimal(value: string): number {
  return /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * The config for `game`: `--config` JSON merged with `--players`. With `clamp` (for `all`), a player
 * count outside the game's range is clamped into it; otherwise it is a usage error.
 */
function configOf(game: AnyGame, players: number | undefined, json: string | undefined, clamp = false, fallback = 4): BaseConfig {
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
    usage(`"players" in --config must be a whole number, not ${printValue(extra.players)}`);
  }
  if (players !== undefined && extra.players !== undefined && extra.players !== players) {
    usage(`--players ${players} and "players": ${String(extra.players)} in --config disagree: give one`);
  }
  let n = players ?? (typeof extra.players === 'number' ? extra.players : fallback);
  if (clamp || (players === undefined && extra.players === undefined)) n = Math.min(game.players.max, Math.max(game.players.min, n));
  if (n < game.players.min || n > game.players.max) {
    usage(`${game.id} is for ${game.players.min} to ${game.players.max} players, not ${n}`);
  }
  return { ...extra, players: n };
}

/** Run setup once to turn a BAD_CONFIG into a usage error before any loop starts. */
function checkConfig(game: AnyGame, config: BaseConfig, seed: Seed): void {
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
  .version(packageVersion(), '-V, --version', 'print the version of tabletop-rules')
  .exitOverride()
  // commander's own errors echo the option value: clipped like usage errors (a 100,000-character value was printed whole).
  // commander's own errors echo the argument as typed: its control characters are escaped line by line
  // (commander puts a suggestion on a line of its own), as in every usage error.
  .configureOutput({ writeErr: (s) => process.stderr.write(s.endsWith('\n') ? `${clip(printableLines(s.slice(0, -1)))}\n` : clip(printableLines(s))) });

program
  .command('play')
  .description('play one full game with bots, printing every action and the final score table')
  .argument('<game>', `game id: ${Object.keys(registry).join(', ')}`)
  .option('--players <n>', 'number of seats', playersOption)
  .option('--seed <seed>', `game seed: ${SEED_HELP}`, seedOption, 1 as Seed)
  .option('--bot <bot>', 'random, greedy or mcts', 'random')
  .option('--ms <ms>', 'mcts: milliseconds per move', msOption)
  .option('--iterations <k>', "mcts: iterations per move (default: the game's tuning, see docs/bots.md)", iterationsOption)
  .option('--config <json>', 'extra config options as JSON, e.g. \'{"variant":"advanced"}\'')
  .option('--log <file>', 'write the replayable game log (JSON) to this file')
  .option('--quiet', 'print only the final score table (with --show: the positions too, without the action lines)')
  .option('--human <seats>', 'seats you play yourself in the terminal, 0-based, comma-separated (e.g. 0 or 0,2)')
  .option('--show', 'print the rendered start position, then the position after every action')
  .action(async (id: string, o: { players?: number; seed: Seed; bot: string; ms?: number; iterations?: number; config?: string; log?: string; quiet?: boolean; human?: string; show?: boolean }) => {
    const game = gameById(id);
    const config = configOf(game, o.players, o.config);
    const seed = o.seed;
    checkConfig(game, config, seed);
    if (!(BOT_KINDS as readonly string[]).includes(o.bot)) usage(`--bot must be random, greedy or mcts, not "${o.bot}"`);
    if (o.log === '') usage('--log needs a file name');
    if (o.log) {
      // Fail before playing, not after: the log file must be writable, and a regular file (O_NONBLOCK: opening a
      // FIFO with no reader fails at once instead of waiting for one).
      let fd: number;
      try {
        fd = openSync(o.log, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NONBLOCK, 0o666);
      } catch (e) {
        usage(`cannot write the log ${o.log}: ${(e as Error).message}`);
      }
      const regular = fstatSync(fd).isFile();
      closeSync(fd);
      if (!regular) usage(`cannot write the log ${o.log}: it is not a regular file`);
    }
    const budget = { ...(o.ms !== undefined ? { ms: o.ms } : {}), ...(o.iterations !== undefined ? { iterations: o.iterations } : {}) };
    const bots: Bot[] = Array.from({ length: config.players }, (_, p) => makeBot(o.bot as BotKind, game, `${String(seed)}/bot${p}`, budget));
    if (o.human !== undefined) {
      let humans: Set<number>;
      try {
        humans = parseSeats(o.human, config.players);
      } catch (e) {
        usage((e as Error).message);
      }
      const r = await playHuman({ game, config, seed, humans, bots, input: process.stdin, output: process.stdout, show: o.show });
      if (o.log) writeLog(o.log, sealLog(r.log, r.state));
      if (r.quit) console.log(`\nQuit after ${count(r.log.actions.length, 'action')}${o.log ? `; log saved to ${o.log}` : ''}.`);
      else console.log('\n' + formatScoreSheet(game.score(r.state), `${game.title} — ${seats(config.players)}, seed ${seedText(seed)}, ${count(r.log.actions.length, 'action')}`, labelsOf(game.id)));
      return;
    }
    let ply = 0;
    // --show: the start position first, then the position after every action.
    if (o.show) console.log(game.render(game.setup(config, seed), null));
    const result = playoutAny(game, config, seed, {
      bots,
      onAction: (state, action, next) => {
        ply++;
        if (!o.quiet) console.log(`${String(ply).padStart(4)}. ${game.describe(state, action, action.player)}`);
        if (o.show) console.log(game.render(next, null));
      },
    });
    if (!o.quiet) console.log('\n' + game.render(result.state, null) + '\n');
    console.log(formatScoreSheet(game.score(result.state), `${game.title} — ${seats(config.players)}, seed ${seedText(seed)}, ${count(result.plies, 'action')}`, labelsOf(game.id)));
    if (o.log) writeLog(o.log, sealLog(result.log, result.state));
  });

program
  .command('simulate')
  .description('play N seeded random games and report speed, scores and wins')
  .argument('<game>', 'game id or "all"')
  .requiredOption('--games <n>', `number of games, 1 to ${MAX_GAMES} (required)`, gamesOption)
  .option('--players <n>', 'number of seats (default 4; with "all", clamped to each game\'s range)', playersOption)
  .option('--seed <seed>', `base seed; game i uses the string seed "<seed>/<i>". ${SEED_HELP}`, seedOption, 1 as Seed)
  .option('--config <json>', 'extra config options as JSON')
  .option('--json', 'print one JSON object per game id as the last line(s) of stdout')
  .option('--workers <n>', 'threads playing games, this one included (default: all cores); the result is the same for every N', workersOption)
  .option('--shard <K/M>', 'play only shard K of M of the games (combine the --json outputs with merge)', shardOption)
  .action(async (id: string, o: { games: number; players?: number; seed: Seed; config?: string; json?: boolean; workers?: number; shard?: { index: number; of: number } }) => {
    const seed = o.seed;
    checkRunSeed(seed, o.games, usage);
    const list = selected(id);
    const plans = list.map((game) => {
      const config = configOf(game, o.players, o.config, id === 'all');
      checkConfig(game, config, seed);
      return { game, config };
    });
    const run = { games: o.games, seed, workers: o.workers ?? defaultWorkers(), tasks, ...(o.shard ? { shard: o.shard } : {}) };
    for (const report of await runSimulate(plans, run)) {
      const game = gameById(report.game);
      if (o.json) console.log(JSON.stringify(report));
      else {
        const part = report.shard ? ` (shard ${report.shard.index}/${report.shard.of}: games ${report.shard.first} to ${report.shard.first + report.shard.count - 1})` : '';
        console.log(`${game.title}: ${count(report.games, 'game')} at ${seats(report.players)}${part}, ${report.finished} finished, ${count(report.errors, 'error')}`);
        console.log(`  ${report.gamesPerSecond} games/s, ${report.actionsPerSecond} actions/s (${count(report.actions, 'action')} in ${report.seconds} s)`);
        console.log(`  mean score by seat: ${report.scores.mean.join(', ')}; wins: ${report.wins.join(', ')}`);
        if (report.firstError) console.log(`  first error: ${report.firstError}`);
      }
    }
  });

registerArena(program, { gameById, configOf, checkConfig, usage });

program
  .command('merge')
  .description('combine the simulate (or arena) --json outputs of shards (--shard K/M) into the JSON of the whole run')
  .argument('<files...>', 'simulate --json or arena --json outputs')
  .action((files: string[]) => {
    const arena = readArenaReports(files);
    if (arena) for (const report of mergeArenaFiles(arena)) console.log(JSON.stringify(report));
    else for (const report of mergeReports(readReports(files))) console.log(JSON.stringify(report));
  });

program
  .command('replay')
  .description('replay a game log and print its final (or current) score table')
  .argument('<file>', 'a log written by play --log')
  .action((file: string) => {
    const text = readText(file);
    try {
      const { game, log, state } = replayAny(registry, text);
      console.log(formatScoreSheet(game.score(state), `${game.title} — ${seats(log.config.players)}, seed ${seedText(log.seed)}, ${count(log.actions.length, 'action')} (replayed)`, labelsOf(game.id)));
    } catch (e) {
      if (isRuleError(e)) usage(`${file}: ${e.message}`);
      throw e;
    }
  });

program
  .command('show')
  .description('render the position of a saved log after N actions, as a seat or a spectator sees it')
  .argument('<file>', 'a log written by play --log')
  .option('--at <n>', 'number of actions to replay (default: all)')
  .option('--seat <s>', 'the seat looking (0-based; default: a spectator)')
  .action((file: string, o: { at?: string; seat?: string }) => {
    // `--at 1e1` or `--seat -1` is not a count: say so before reading the log (its range comes after).
    for (const [flag, v] of [['--at', o.at], ['--seat', o.seat]] as const) {
      if (v !== undefined && Number.isNaN(decimal(v))) usage(`${flag} must be a whole number written in digits, not ${JSON.stringify(v)}`);
    }
    const text = readText(file);
    try {
      console.log(showLog(registry, text, o.at === undefined ? undefined : decimal(o.at), o.seat === undefined ? null : decimal(o.seat)));
    } catch (e) {
      usage(`${file}: ${(e as Error).message}`);
    }
  });

program
  .command('bench')
  .description('benchmark random playouts per CPU second against boardgame.io on the same games, and cold legalActions / apply timings, per game and player count')
  .argument('[game]', 'game id or "all"', 'all')
  .option('--players <n>', 'only this player count', playersOption)
  .option('--time <ms>', 'time budget of the interleaved playout rounds per row, ms', msOption, 1000)
  .option('--rounds <n>', 'rounds (median of them; at least 5 for a comparison)', roundsOption, 5)
  .option('--json', 'one JSON object per row')
  .option('--workers <n>', "worker threads for the rows (more than 1: rows side by side disturb each other's timings)", workersOption, 1)
  .option('--no-boardgameio', 'skip the boardgame.io comparison')
  .option('--no-client', "skip boardgame.io's headless Client loop (the reducer loop still runs)")
  .action(async (id: string, o: { players?: number; time: number; rounds: number; json?: boolean; workers: number; boardgameio: boolean; client: boolean }) => {
    await runBench(selected(id), { players: o.players, json: o.json, workers: o.workers, tasks, timeMs: o.time, rounds: o.rounds, boardgameIO: o.boardgameio, client: o.client });
  });

program
  .command('demo')
  .description('play one seeded random game of every registered game and print each final score table')
  .option('--seed <seed>', `game seed: ${SEED_HELP}`, seedOption, 'demo' as Seed)
  .action((o: { seed: Seed }) => {
    const list = Object.values(registry);
    if (list.length === 0) console.log('No games are registered yet.');
    for (const game of list) {
      const config = configOf(game, undefined, undefined);
      const result = playoutAny(game, config, o.seed);
      console.log(formatScoreSheet(game.score(result.state), `${game.title} (${game.id}) — ${seats(config.players)}, seed ${seedText(o.seed)}, ${count(result.plies, 'action')}`, labelsOf(game.id)));
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
