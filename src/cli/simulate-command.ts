/**
 * `simulate` over worker threads and shards: game i of a run always has seed "<seed>/<i>" and its
 * result is placed at index i, so the JSON report is the same for every `--workers N`, and the
 * reports of `--shard 1/M` .. `--shard M/M` merge (`merge`) into the report of the whole run.
 */
import cliProgress from 'cli-progress';
import type { AnyGame, BaseConfig, Seed } from '../core/game.js';
import { runIndexed } from './pool.js';
import { shardRange, summarize, type GameResult, type SimulateReport } from './run.js';
import type { SimulateTaskData } from './tasks.js';

/** Options of {@link runSimulate}. */
export interface SimulateRun {
  games: number;
  seed: Seed;
  workers: number;
  shard?: { index: number; of: number };
  /** The task module (`dist/cli/tasks.js`), resolved by the entry point. */
  tasks: URL;
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
  for (const { game, config } of plans) {
    const data: SimulateTaskData = { game: game.id, config, seed: run.seed };
    const t0 = performance.now();
    const results = await runIndexed<SimulateTaskData, GameResult>({ module: run.tasks, name: 'simulateTask', data }, first, count, {
      workers: run.workers,
      onProgress: (done) => bar?.update(before + done, { game: game.id }),
    });
    before += count;
    reports.push(summarize(game, config, run.games, run.seed, results, (performance.now() - t0) / 1000, shard));
  }
  bar?.stop();
  return reports;
}
