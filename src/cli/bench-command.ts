/**
 * `bench`: one row per (game, player count), printed as text or (`--json`) one JSON object per line.
 * Rows run one after another on this thread by default (`--workers 1`): timings of rows run side by
 * side on shared cores disturb each other, and on Node < 23.9 a worker thread has no CPU clock of its
 * own (its rows are then timed by the wall clock, and say so in `clock`).
 */
import type { AnyGame } from '../core/game.js';
import { runIndexed } from './pool.js';
import type { BenchOptions, BenchRow } from './bench.js';
import type { BenchTaskData } from './tasks.js';
import { usage } from './usage.js';

/** One printed line of a bench row. */
export function formatBenchRow(row: BenchRow): string {
  const vs = row.vsBoardgameIO;
  const versus =
    'skipped' in vs
      ? `boardgame.io: ${vs.skipped}`
      : `${vs.reducerRatio}× boardgame.io reducer (median of per-round ratios; ${vs.reducer.microsPerPly} µs/ply)` + (vs.client ? `, ${vs.clientRatio}× Client (${vs.client.microsPerPly} µs/ply)` : '');
  return (
    `${row.game.padEnd(11)} ${String(row.players).padStart(2)}p  ${String(row.gamesPerSecond).padStart(8)} games/s  ${String(row.pliesPerGame).padStart(6)} plies/game  ${String(row.microsPerPly).padStart(6)} µs/ply  ` +
    `legalActions p50/p99 ${row.legalActions.p50}/${row.legalActions.p99} µs  apply p50/p99 ${row.apply.p50}/${row.apply.p99} µs  entry p50 ${row.entry.p50} µs  ${row.bytesPerState} B/state  ${versus}`
  );
}

/** Benchmark `games` at every player count (or `players` only), printing each row as it comes (in order). */
export async function runBench(
  games: AnyGame[],
  o: { players?: number; json?: boolean; workers: number; tasks: URL } & BenchOptions,
): Promise<void> {
  const rows: { game: string; players: number }[] = [];
  for (const game of games) {
    const before = rows.length;
    for (let n = game.players.min; n <= game.players.max; n++) if (o.players === undefined || o.players === n) rows.push({ game: game.id, players: n });
    if (rows.length === before) usage(`${game.id} is for ${game.players.min} to ${game.players.max} players, not ${o.players}`);
  }
  const options: BenchOptions = {};
  if (o.timeMs !== undefined) options.timeMs = o.timeMs;
  if (o.rounds !== undefined) options.rounds = o.rounds;
  if (o.boardgameIO !== undefined) options.boardgameIO = o.boardgameIO;
  if (o.client !== undefined) options.client = o.client;
  const print = (row: BenchRow) => console.log(o.json ? JSON.stringify(row) : formatBenchRow(row));
  if (o.workers === 1) {
    // Row by row, so each line appears as soon as it is measured.
    for (let i = 0; i < rows.length; i++) {
      const [row] = await runIndexed<BenchTaskData, BenchRow>({ module: o.tasks, name: 'benchTask', data: { rows, options } }, i, 1, { workers: 1 });
      print(row!);
    }
    return;
  }
  const all = await runIndexed<BenchTaskData, BenchRow>({ module: o.tasks, name: 'benchTask', data: { rows, options } }, 0, rows.length, { workers: o.workers, chunk: 1 });
  all.forEach(print);
}
