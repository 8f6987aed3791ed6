/**
 * The CLI's engine loops: simulate many seeded random games (one game = one task, so a run can be
 * split over worker threads or machines and merged back) and benchmark a game (`bench.ts`). Pure
 * library code over the Game contract; the CLI only parses flags and prints.
 */
import type { AnyGame, BaseConfig, Seed } from '../core/game.js';
import { playoutAny } from '../core/bots.js';

/** The JSON object `simulate --json` prints (one per game id). */
export interface SimulateReport {
  game: string;
  players: number;
  games: number;
  seed: Seed;
  finished: number;
  errors: number;
  actions: number;
  /** Timing: the only fields that differ between two runs of the same games (wall seconds). */
  seconds: number;
  gamesPerSecond: number;
  actionsPerSecond: number;
  /** Final totals by seat over the `scored` finished games (`sum` makes shards mergeable exactly). */
  scores: { mean: number[]; min: number[]; max: number[]; sum: number[] };
  scored: number;
  wins: number[];
  /** The first engine error met, if any (message only), and the index of its game. */
  firstError?: string;
  firstErrorGame?: number;
  /** Present when this report covers only some of the games (`--shard K/M`). */
  shard?: Shard;
}

/** Shard `index` of `of` (1-based) of a run: games `first` .. `first + count - 1`. */
export interface Shard {
  index: number;
  of: number;
  first: number;
  count: number;
}

/** The games of shard K/M of `games` games: contiguous, in order, sizes differing by at most one. */
export function shardRange(games: number, index: number, of: number): Shard {
  const first = Math.floor(((index - 1) * games) / of);
  return { index, of, first, count: Math.floor((index * games) / of) - first };
}

/** What one seeded random game leaves for the report: structured-cloneable, so a worker can send it. */
export interface GameResult {
  plies: number;
  finished: boolean;
  /** Final totals by seat and the winners (finished games only). */
  totals?: number[];
  winners?: number[];
  /** The engine error's message, if the game threw. */
  error?: string;
}

/** Play game `i` of a simulate run: seed `"<seed>/<i>"`, random bots. Engine errors are recorded, not thrown. */
export function playGame(game: AnyGame, config: BaseConfig, seed: Seed, i: number): GameResult {
  try {
    const r = playoutAny(game, config, `${String(seed)}/${i}`);
    if (!r.finished) return { plies: r.plies, finished: false };
    const sheet = game.score(r.state);
    return { plies: r.plies, finished: true, totals: sheet.players.map((p) => p.total), winners: [...sheet.winners] };
  } catch (e) {
    return { plies: 0, finished: false, error: e instanceof Error ? e.message : String(e) };
  }
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** The counts behind a report: additive over games, so shard tallies add up to the run's. */
export interface Tally {
  finished: number;
  errors: number;
  actions: number;
  scored: number;
  sum: number[];
  min: number[];
  max: number[];
  wins: number[];
  firstError?: string;
  firstErrorGame?: number;
}

/** A tally of no games, for `players` seats. */
export function emptyTally(players: number): Tally {
  return {
    finished: 0,
    errors: 0,
    actions: 0,
    scored: 0,
    sum: new Array<number>(players).fill(0),
    min: new Array<number>(players).fill(Infinity),
    max: new Array<number>(players).fill(-Infinity),
    wins: new Array<number>(players).fill(0),
  };
}

/** The tally of games `first`, `first + 1`, ... from their results in index order. */
export function tally(players: number, results: readonly GameResult[], first = 0): Tally {
  const t = emptyTally(players);
  results.forEach((r, k) => {
    t.actions += r.plies;
    if (r.finished) t.finished++;
    if (r.error !== undefined) {
      t.errors++;
      if (t.firstError === undefined) {
        t.firstError = r.error;
        t.firstErrorGame = first + k;
      }
    }
    if (r.totals) {
      t.scored++;
      r.totals.forEach((x, s) => {
        t.sum[s]! += x;
        t.min[s] = Math.min(t.min[s]!, x);
        t.max[s] = Math.max(t.max[s]!, x);
      });
      for (const w of r.winners ?? []) t.wins[w]!++;
    }
  });
  return t;
}

/**
 * The report of a run of `games` games of `gameId` from its tally; `played` games took `seconds`
 * (wall time). Field order is fixed, so equal tallies print equal JSON up to the timing fields.
 */
export function report(gameId: string, players: number, games: number, seed: Seed, t: Tally, played: number, seconds: number, shard?: Shard): SimulateReport {
  const time = Math.max(seconds, 1e-9);
  const r: SimulateReport = {
    game: gameId,
    players,
    games,
    seed,
    finished: t.finished,
    errors: t.errors,
    actions: t.actions,
    seconds: round(seconds, 3),
    gamesPerSecond: round(played / time, 1),
    actionsPerSecond: round(t.actions / time, 0),
    scores: {
      mean: t.sum.map((s) => (t.scored ? round(s / t.scored, 2) : 0)),
      min: t.min.map((m) => (t.scored ? m : 0)),
      max: t.max.map((m) => (t.scored ? m : 0)),
      sum: [...t.sum],
    },
    scored: t.scored,
    wins: [...t.wins],
  };
  if (t.firstError !== undefined) {
    r.firstError = t.firstError;
    r.firstErrorGame = t.firstErrorGame!;
  }
  if (shard) r.shard = shard;
  return r;
}

/**
 * The report of a run of `games` games from the results of its games in index order (all of them,
 * or those of `shard`); `seconds` is the wall time they took.
 */
export function summarize(game: AnyGame, config: BaseConfig, games: number, seed: Seed, results: readonly GameResult[], seconds: number, shard?: Shard): SimulateReport {
  return report(game.id, config.players, games, seed, tally(config.players, results, shard?.first ?? 0), results.length, seconds, shard);
}

/**
 * Play `games` random games of `game` with seeds `${seed}/0`, `${seed}/1`, ... on this thread. Engine
 * exceptions are counted in `errors`, not thrown. `onGame` is called after each game (for a progress bar).
 */
export function simulate(
  game: AnyGame,
  config: BaseConfig,
  games: number,
  seed: Seed,
  onGame?: (done: number) => void,
): SimulateReport {
  const results: GameResult[] = [];
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    results.push(playGame(game, config, seed, i));
    onGame?.(i + 1);
  }
  return summarize(game, config, games, seed, results, (performance.now() - t0) / 1000);
}

export { benchGame, type BenchRow, type BenchOptions } from './bench.js';
