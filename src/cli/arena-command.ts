/**
 * `tabletop-rules arena <game> --bots mcts,greedy[,random] --games N [--players P] [--seed S]
 * [--ms MS | --iterations K] [--config JSON] [--json] [--workers N] [--shard K/M]`: seeded games
 * between bots, seats rotated, and a table per bot of win rate (95% Wilson interval), mean score,
 * mean margin and ms per move. Game i always has seed "<seed>/<i>" and is one task of the worker pool
 * (`pool.ts`, task `arenaTask` in `tasks.ts`), so the report is the same for every `--workers N` (up
 * to the timing fields), and the `--json` reports of `--shard 1/M` .. `--shard M/M` merge (`merge`)
 * into the whole run's.
 */
import type { Command } from 'commander';
import cliProgress from 'cli-progress';
import type { AnyGame, BaseConfig, Seed } from '../core/game.js';
import { formatArena, summarizeArena, type ArenaGameResult, type ArenaReport, type ArenaSpec, type ArenaTaskData } from './arena.js';
import { BOT_KINDS, tuningOf, type BotKind } from './bots.js';
import { shardOption, workersOption } from './parallel-options.js';
import { defaultWorkers, runIndexed } from './pool.js';
import { shardRange } from './run.js';
import { SEED_HELP, checkRunSeed, seedOption } from './seed-option.js';
import { MAX_GAMES, gamesOption, iterationsOption, msOption, playersOption } from './budget-options.js';

/** The CLI helpers main.ts shares with the command. */
export interface ArenaCliHelpers {
  gameById(id: string): AnyGame;
  configOf(game: AnyGame, players: number | undefined, json: string | undefined, clamp?: boolean, fallback?: number): BaseConfig;
  checkConfig(game: AnyGame, config: BaseConfig, seed: Seed): void;
  usage(message: string): never;
}

/** Parse `--bots`: a comma-separated line-up of bot kinds, at most one per seat. */
export function parseLineup(text: string, players: number, usage: (m: string) => never): BotKind[] {
  const bots = text.split(',').map((b) => b.trim());
  for (const b of bots) if (!(BOT_KINDS as readonly string[]).includes(b)) usage(`--bots: unknown bot "${b}" (known: ${BOT_KINDS.join(', ')})`);
  if (bots.length > players) usage(`--bots lists ${bots.length} bots for ${players} seats`);
  return bots as BotKind[];
}

/** Options of {@link runArenaPool}. */
export interface ArenaRun {
  workers: number;
  shard?: { index: number; of: number };
  /** The task module (`dist/cli/tasks.js`). */
  tasks: URL;
  onProgress?: (done: number, total: number) => void;
}

/** Play the spec's games (or this shard of them) on `workers` threads and report. */
export async function runArenaPool(spec: ArenaSpec, run: ArenaRun): Promise<ArenaReport> {
  const shard = run.shard ? shardRange(spec.games, run.shard.index, run.shard.of) : undefined;
  const data: ArenaTaskData = { config: spec.config, bots: spec.bots, games: spec.games, seed: spec.seed, budget: spec.budget, game: spec.game.id };
  const results = await runIndexed<ArenaTaskData, ArenaGameResult>({ module: run.tasks, name: 'arenaTask', data }, shard?.first ?? 0, shard?.count ?? spec.games, {
    workers: run.workers,
    // One game per message: arena games are long, so the queue stays balanced.
    chunk: 1,
    ...(run.onProgress ? { onProgress: run.onProgress } : {}),
  });
  return summarizeArena(spec, results, shard);
}

/** Register the `arena` command on the CLI program. */
export function registerArena(program: Command, h: ArenaCliHelpers): void {
  // The bundled CLI sits next to its task module (dist/cli/main.js, dist/cli/tasks.js).
  const tasks = new URL('./tasks.js', import.meta.url);
  program
    .command('arena')
    .description('play N seeded games between bots (seats rotated) and report win rates, scores, margins and ms per move')
    .argument('<game>', 'game id')
    .requiredOption('--bots <list>', `comma-separated line-up by seat, padded with its last bot (${BOT_KINDS.join(', ')})`)
    .requiredOption('--games <n>', `number of games, 1 to ${MAX_GAMES}`, gamesOption)
    .option('--players <n>', 'number of seats (default 2)', playersOption)
    .option('--seed <seed>', `base seed; game i uses the string seed "<seed>/<i>". ${SEED_HELP}`, seedOption, 1 as Seed)
    .option('--ms <ms>', 'mcts: milliseconds per move', msOption)
    .option('--iterations <k>', "mcts: iterations per move (default: the game's tuning, see docs/bots.md)", iterationsOption)
    .option('--config <json>', 'extra config options as JSON')
    .option('--json', 'print the report as one JSON object')
    .option('--workers <n>', 'worker threads (default: all cores); the result is the same for every N (up to ms/move)', workersOption)
    .option('--shard <K/M>', 'play only shard K of M of the games (combine the --json outputs with merge)', shardOption)
    .action(
      async (
        id: string,
        o: { bots: string; games: number; players?: number; seed: Seed; ms?: number; iterations?: number; config?: string; json?: boolean; workers?: number; shard?: { index: number; of: number } },
      ) => {
        const game = h.gameById(id);
        const config = h.configOf(game, o.players, o.config, false, 2); // default 2 seats
        const seed = o.seed;
        checkRunSeed(seed, o.games, h.usage);
        h.checkConfig(game, config, seed);
        if (o.ms !== undefined && o.iterations !== undefined) h.usage('give --ms or --iterations, not both');
        const spec: ArenaSpec = {
          game,
          config,
          bots: parseLineup(o.bots, config.players, h.usage),
          games: o.games,
          seed,
          budget: o.ms !== undefined ? { ms: o.ms } : { iterations: o.iterations ?? tuningOf(game).iterations },
        };
        const bar = process.stderr.isTTY
          ? new cliProgress.SingleBar({ format: `${game.id} [{bar}] {value}/{total} games`, stream: process.stderr }, cliProgress.Presets.shades_classic)
          : undefined;
        const count = o.shard ? shardRange(o.games, o.shard.index, o.shard.of).count : o.games;
        bar?.start(count, 0);
        const report = await runArenaPool(spec, {
          workers: o.workers ?? defaultWorkers(),
          tasks,
          ...(o.shard ? { shard: o.shard } : {}),
          onProgress: (done) => bar?.update(done),
        });
        bar?.stop();
        console.log(o.json ? JSON.stringify(report) : formatArena(report, game.title));
      },
    );
}
