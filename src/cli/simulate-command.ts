/**
 * `simulate` over threads and shards: game i of a run always has seed "<seed>/<i>", and the report
 * is the tally of every game, so the JSON report is the same for every `--workers N`, and the
 * reports of `--shard 1/M` .. `--shard M/M` merge (`merge`) into the report of the whole run.
 *
 * One pool serves every plan of the command (`simulate all` starts its worker threads once), and
 * the calling thread plays games too: `--workers N` is N threads playing, N - 1 of them workers.
 * Each thread tallies its chunks of games itself (`simulateChunk` in tasks.ts), so the main thread
 * receives a few tallies per thread rather than one result per game.
 */
import cliProgress from 'cli-progress';
import type { AnyGame, BaseConfig, Seed } from '../core/game.js';
import { openPool, type PoolStats } from './pool.js';
import { emptyTally, report, shardRange, type SimulateReport, type Tally } from './run.js';
import type { SimulateTaskData } from './tasks.js';

/** Options of {@link runSimulate}. */
export interface SimulateRun {
  games: number;
  seed: Seed;
  workers: number;
  shard?: { index: number; of: number };
  /** The task module (`dist/cli/tasks.js`), resolved by the entry point. */
  tasks: URL;
  /** Called once at the end with what each thread did (start-up ms, chunks, games). */
  onStats?: (stats: PoolStats) => void;
}

/**
 * Add the tally `part` of later games into `into` (in place). Counts, sums and wins add, min and max
 * combine, and the first error stays the earliest: merging the tallies of consecutive chunks in
 * index order gives the tally of all their games, wherever the chunks were cut (score totals are
 * whole numbers, so their sums are exact in any grouping).
 */
export function addTally(into: Tally, part: Tally): Tally {
  into.finished += part.finished;
  into.errors += part.errors;
  into.actions += part.actions;
  into.scored += part.scored;
  for (let s = 0; s < into.sum.length; s++) {
    into.sum[s]! += part.sum[s]!;
    into.min[s] = Math.min(into.min[s]!, part.min[s]!);
    into.max[s] = Math.max(into.max[s]!, part.max[s]!);
    into.wins[s]! += part.wins[s]!;
  }
  if (into.firstError === undefined && part.firstError !== undefined) {
    into.firstError = part.firstError;
    into.firstErrorGame = part.firstErrorGame!;
  }
  return into;
}

/** Play every plan's games (or this shard of them) and return one report per plan, one progress bar in all. */
export async function runSimulate(plans: { game: AnyGame; config: BaseConfig }[], run: SimulateRun): Promise<SimulateReport[]> {
  const shard = run.shard ? shardRange(run.games, run.shard.index, run.shard.of) : undefined;
  const first = shard?.first ?? 0;
  const count = shard?.count ?? run.games;
  const bar = process.stderr.isTTY
    ? new cliProgress.SingleBar({ format: `simulate [{bar}] {value}/{total} games {game}`, stream: process.stderr }, cliProgress.Presets.shades_classic)
    : undefined;
  bar?.start(count * plans.length, 0, { game: '' });
  const reports: SimulateReport[] = [];
  let before = 0;
  const pool = openPool(run.tasks, { workers: Math.min(run.workers, Math.max(1, count)), callingThread: true });
  try {
    for (const { game, config } of plans) {
      const data: SimulateTaskData = { game: game.id, config, seed: run.seed };
      const t0 = performance.now();
      const parts = await pool.chunks<SimulateTaskData, Tally>('simulateChunk', data, first, count, {
        onProgress: (done) => bar?.update(before + done, { game: game.id }),
      });
      const t = emptyTally(config.players);
      for (const part of parts) addTally(t, part.value);
      before += count;
      reports.push(report(game.id, config.players, run.games, run.seed, t, count, (performance.now() - t0) / 1000, shard));
    }
    run.onStats?.(pool.stats());
  } finally {
    await pool.close();
    bar?.stop();
  }
  return reports;
}
