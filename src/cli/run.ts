/**
 * The CLI's engine loops: simulate many seeded random games and benchmark a game. Pure library code
 * over the Game contract; the CLI only parses flags and prints.
 */
import { Bench } from 'tinybench';
import type { AnyGame, BaseAction, BaseConfig, Seed } from '../core/game.js';
import { playoutAny } from '../core/bots.js';
import { deepFreeze } from '../core/freeze.js';

/** The JSON object `simulate --json` prints (one per game id). */
export interface SimulateReport {
  game: string;
  players: number;
  games: number;
  seed: Seed;
  finished: number;
  errors: number;
  actions: number;
  seconds: number;
  gamesPerSecond: number;
  actionsPerSecond: number;
  scores: { mean: number[]; min: number[]; max: number[] };
  wins: number[];
  /** The first engine error met, if any (message only). */
  firstError?: string;
}

/**
 * Play `games` random games of `game` with seeds `${seed}/0`, `${seed}/1`, ... Engine exceptions are
 * counted in `errors`, not thrown. `onGame` is called after each game (for a progress bar).
 */
export function simulate(
  game: AnyGame,
  config: BaseConfig,
  games: number,
  seed: Seed,
  onGame?: (done: number) => void,
): SimulateReport {
  const n = config.players;
  const sum = new Array<number>(n).fill(0);
  const min = new Array<number>(n).fill(Infinity);
  const max = new Array<number>(n).fill(-Infinity);
  const wins = new Array<number>(n).fill(0);
  let finished = 0;
  let errors = 0;
  let actions = 0;
  let scored = 0;
  let firstError: string | undefined;
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    try {
      const r = playoutAny(game, config, `${String(seed)}/${i}`);
      actions += r.plies;
      if (r.finished) {
        finished++;
        const sheet = game.score(r.state);
        scored++;
        sheet.players.forEach((p, s) => {
          sum[s]! += p.total;
          min[s] = Math.min(min[s]!, p.total);
          max[s] = Math.max(max[s]!, p.total);
        });
        for (const w of sheet.winners) wins[w]!++;
      }
    } catch (e) {
      errors++;
      firstError ??= e instanceof Error ? e.message : String(e);
    }
    onGame?.(i + 1);
  }
  const seconds = (performance.now() - t0) / 1000;
  const report: SimulateReport = {
    game: game.id,
    players: n,
    games,
    seed,
    finished,
    errors,
    actions,
    seconds: round(seconds, 3),
    gamesPerSecond: round(games / seconds, 1),
    actionsPerSecond: round(actions / seconds, 0),
    scores: {
      mean: sum.map((s) => (scored ? round(s / scored, 2) : 0)),
      min: min.map((m) => (scored ? m : 0)),
      max: max.map((m) => (scored ? m : 0)),
    },
    wins,
  };
  if (firstError !== undefined) report.firstError = firstError;
  return report;
}

/** One row of `bench`. */
export interface BenchRow {
  game: string;
  players: number;
  playoutsPerSecond: number;
  actionsPerSecond: number;
  legalActionsMedianMicros: number;
  applyMedianMicros: number;
  /** Mean legal actions per decision in the sampled states. */
  meanBranching: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[s.length >> 1]!;
}

/** A deep-frozen JSON copy: equal to `state`, but a new object no cache has seen. */
function coldCopy(state: unknown): unknown {
  return deepFreeze(JSON.parse(JSON.stringify(state)));
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/**
 * Benchmark one game at one player count: whole random playouts with tinybench (`timeMs` is its time
 * budget), and the median time of one `legalActions` and one `apply` call, each on a fresh copy of a
 * state from a fixed sample of up to 2,000 states met in seeded playouts (cold: no cache hits).
 */
export async function benchGame(game: AnyGame, config: BaseConfig, timeMs = 1000): Promise<BenchRow> {
  // A fixed sample of (state, actor, legal action) from seeded playouts.
  const sample: { state: unknown; player: number; action: BaseAction }[] = [];
  let branching = 0;
  for (let g = 0; sample.length < 2000 && g < 50; g++) {
    playoutAny(game, config, `bench/${g}`, {
      onAction: (state, action) => {
        if (sample.length < 2000) {
          sample.push({ state, player: action.player, action });
          branching += game.legalActions(state, action.player).length;
        }
      },
    });
  }
  let g = 0;
  let plies = 0;
  let games = 0;
  const bench = new Bench({ time: timeMs, warmupTime: Math.min(200, timeMs / 4) });
  bench.add('playout', () => {
    const r = playoutAny(game, config, `bench/playout/${g++}`);
    plies += r.plies;
    games++;
  });
  await bench.run();
  const stat = (name: string) => {
    const t = bench.tasks.find((x) => x.name === name)!;
    const r = t.result as { state: string; latency?: { p50: number; mean: number } };
    if (r.state !== 'completed' || !r.latency) throw new Error(`bench task ${name} did not complete (${r.state})`);
    return r.latency;
  };
  const playout = stat('playout');
  // legalActions and apply are timed call by call on a fresh deep-frozen JSON copy of each sampled
  // state, so no game's per-state cache can answer from memory: these are cold, honest medians.
  const legalTimes: number[] = [];
  const applyTimes: number[] = [];
  for (const x of sample) {
    const a = coldCopy(x.state);
    let t0 = performance.now();
    game.legalActions(a, x.player);
    legalTimes.push(performance.now() - t0);
    const b = coldCopy(x.state);
    t0 = performance.now();
    game.apply(b, x.action);
    applyTimes.push(performance.now() - t0);
  }
  return {
    game: game.id,
    players: config.players,
    playoutsPerSecond: round(1000 / playout.mean, 1),
    actionsPerSecond: round((plies / Math.max(1, games)) * (1000 / playout.mean), 0),
    legalActionsMedianMicros: round(median(legalTimes) * 1000, 2),
    applyMedianMicros: round(median(applyTimes) * 1000, 2),
    meanBranching: round(branching / Math.max(1, sample.length), 1),
  };
}
