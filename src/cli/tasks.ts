/**
 * The CLI's worker tasks (see `pool.ts`): each is `(data, index) => result` or, for a chunk task,
 * `(data, from, to) => partial`, depends only on its arguments, and looks its game up in the registry by id (a worker cannot receive functions).
 * This file is its own build entry (`dist/cli/tasks.js`) so that workers can import it.
 */
import { gameById } from '../index.js';
import type { BaseConfig, Seed } from '../core/game.js';
import { playGame, tally, type GameResult, type Tally } from './run.js';
import { benchGame, type BenchOptions, type BenchRow } from './bench.js';
import { arenaGame, type ArenaGameResult, type ArenaTaskData } from './arena.js';

function gameOf(id: string) {
  const game = gameById(id);
  if (!game) throw new Error(`unknown game "${id}"`);
  return game;
}

/** The data of a `simulate` task: game i is played with seed `"<seed>/<i>"`. */
export interface SimulateTaskData {
  game: string;
  config: BaseConfig;
  seed: Seed;
}

/**
 * Chunk task of `simulate`: play games `from` .. `to - 1` and return their tally (a worker posts this
 * small aggregate, not one result per game; `addTally` in simulate-command.ts merges the tallies).
 */
export function simulateChunk(data: SimulateTaskData, from: number, to: number): Tally {
  const game = gameOf(data.game);
  const results: GameResult[] = [];
  for (let i = from; i < to; i++) results.push(playGame(game, data.config, data.seed, i));
  return tally(data.config.players, results, from);
}

/** The data of a `bench` task: row i is `rows[i]`. */
export interface BenchTaskData {
  rows: { game: string; players: number }[];
  options: BenchOptions;
}

/** Task i of `bench`: benchmark row i. */
export function benchTask(data: BenchTaskData, i: number): Promise<BenchRow> {
  const row = data.rows[i]!;
  return benchGame(gameOf(row.game), { players: row.players }, data.options);
}

/** Task i of `arena`: play game i of the spec (seed `"<seed>/<i>"`). */
export function arenaTask(data: ArenaTaskData, i: number): ArenaGameResult {
  return arenaGame({ ...data, game: gameOf(data.game) }, i);
}
