/**
 * `bench`: random playouts of one game at one player count, per CPU second, side by side with
 * boardgame.io 0.50.2 (production mode) driving the same game through the bench's wrapper
 * (`bench-bgio.ts`): its reducer loop and its headless `Client`, on the same seeds, in the same
 * process, rounds interleaved (ours, reducer, Client, ours, ...), median of the rounds.
 */
import { isMainThread } from 'node:worker_threads';
import type { AnyGame, BaseAction, BaseConfig } from '../core/game.js';
import { playoutAny } from '../core/bots.js';
import { deepFreeze } from '../core/freeze.js';
import { asBoardgameIOGame, clientPlayout, loadBoardgameIO, reducerPlayout } from './bench-bgio.js';

/** p50 and p99 of a timing, in microseconds. */
export interface Percentiles {
  p50: number;
  p99: number;
}

/** One loop measured in rounds: median games per CPU second and microseconds per ply. */
export interface LoopRate {
  gamesPerSecond: number;
  microsPerPly: number;
}

/** How our loop compares with boardgame.io's on the same games (or why it was not measured). */
export type VersusBoardgameIO =
  | {
      version: string;
      mode: 'production';
      reducer: LoopRate;
      client?: LoopRate;
      /** Our games/s ÷ boardgame.io reducer loop games/s (median of the per-round ratios). */
      reducerRatio: number;
      /** Our games/s ÷ boardgame.io headless Client games/s (median of the per-round ratios). */
      clientRatio?: number;
    }
  | { skipped: string };

/** One row of `bench` (and one JSON line of `bench --json`). */
export interface BenchRow {
  game: string;
  players: number;
  /** Random playouts per CPU second (median of the rounds). */
  gamesPerSecond: number;
  /** Mean plies (applied actions) per game. */
  pliesPerGame: number;
  /** CPU microseconds per ply of a whole playout (setup, actors, legalActions, bot, apply, isOver). */
  microsPerPly: number;
  /**
   * One `legalActions` call on a cold state: one the game has accepted but never listed actions for
   * (no cached list), µs. Entering the state is timed apart, in `entry`. Timed on the second of two
   * passes over the same sample (each pass on fresh copies), so the code is compiled but no cache is warm.
   */
  legalActions: Percentiles;
  /** One `apply` call on a cold state (as for `legalActions`) with a plain-JSON copy of the action, µs. */
  apply: Percentiles;
  /**
   * A state from outside entering the engine the first time (a fresh deep-frozen JSON copy: read into
   * plain JSON and checked with `validate`, see the trust boundary), µs: what a server pays once per
   * state it loads from storage.
   */
  entry: Percentiles;
  /** Mean JSON length of the sampled states, in UTF-16 code units (≈ bytes for ASCII JSON). */
  bytesPerState: number;
  /** Mean legal actions per decision in the sampled states. */
  meanBranching: number;
  vsBoardgameIO: VersusBoardgameIO;
  /** Rounds measured; the clock used ("process-cpu", "thread-cpu" or "wall" in a worker on Node < 23.9). */
  rounds: number;
  clock: string;
  /** Same as `gamesPerSecond` and `gamesPerSecond × pliesPerGame`, and the p50s (older names). */
  playoutsPerSecond: number;
  actionsPerSecond: number;
  legalActionsMedianMicros: number;
  applyMedianMicros: number;
}

/** Options of {@link benchGame}. */
export interface BenchOptions {
  /** Total time budget of the interleaved rounds, ms (default 1000). */
  timeMs?: number;
  /** Rounds (default 5, at least 1). */
  rounds?: number;
  /** Compare with boardgame.io when it is installed (default true). */
  boardgameIO?: boolean;
  /** Also drive boardgame.io's headless Client (default true). */
  client?: boolean;
}

/**
 * The least warm-up, in CPU ms, of our loop and of each boardgame.io loop, whatever the budget (but no
 * more than the budget itself, so a tiny test budget stays tiny). A loop reaches its full speed only
 * after 0.5–1 s of CPU (our loop alone, games/s per 250 ms block from the start, 4 players: Simplicity
 * 1926, 10006, 13983, 14381, 15290…; Bella Vista 151, 1073, 2823, 3090…, steady ~3,400; Tower Up 116,
 * 1014, 1550, 2331…, steady ~2,400; boardgame.io's reducer on Simplicity 110, 103, 159, 219, 226…, steady
 * ~250). The warm-up used to be a tenth of the budget for ours and a twentieth for each boardgame.io loop
 * (100 and 50 ms at the default 1 s), so the default measured JIT warm-up: `bench <game> --players 4
 * --time T`, one build, runs alternating, games/s (vs boardgame.io) at T = 1000 / 3000 / 5000 ms:
 * Bella Vista 483–785 (10–16×) / 2070–2157 (14–15×) / 1436–2880 (18–24×); Simplicity 4424–6544 (36–40×)
 * / 12287–14640 (50×) / 15121–16058 (50–60×); Tower Up 406–840 (11–15×) / 1212–1405 (15–21×) /
 * 1574–2207 (15–20×). With these floors the default 1 s budget reads what the long ones read: Bella Vista
 * 2643 vs 3235 at 5 s, Simplicity 13122 vs 14301, Tower Up 2182 vs 2021 (same machine, load average ~10,
 * so ±20% run to run). Cost: ~2 s more CPU per row, ~1 min for `npm run bench` (27 rows).
 */
const WARM_OURS_MS = 1000;
const WARM_BGIO_MS = 500;

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[s.length >> 1]!;
}

function percentile(sorted: readonly number[], q: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** A deep-frozen JSON copy: equal to `state`, but a new object no cache has seen. */
function coldCopy(state: unknown): unknown {
  return deepFreeze(JSON.parse(JSON.stringify(state)));
}

/**
 * The CPU clock in microseconds: this thread's where Node has `process.threadCpuUsage`, the
 * process's on the main thread, else the wall clock (a worker thread on older Node).
 */
function cpuClock(): { name: string; now(): number } {
  const p = process as unknown as { threadCpuUsage?: () => NodeJS.CpuUsage };
  if (typeof p.threadCpuUsage === 'function') {
    const f = p.threadCpuUsage.bind(process);
    return { name: 'thread-cpu', now: () => { const u = f(); return u.user + u.system; } };
  }
  if (isMainThread) return { name: 'process-cpu', now: () => { const u = process.cpuUsage(); return u.user + u.system; } };
  return { name: 'wall', now: () => performance.now() * 1000 };
}

/**
 * Benchmark one game at one player count. Rounds: our playout loop, then boardgame.io's reducer
 * loop, then its Client loop, each on the same seeds `bench/<round>/<j>`; games/s and µs/ply are
 * medians over rounds, per CPU second. Then `legalActions` and `apply` are timed call by call on cold
 * copies of up to 2,000 states from seeded playouts (p50/p99), and the states' JSON length is averaged.
 */
export async function benchGame(game: AnyGame, config: BaseConfig, options: BenchOptions | number = {}): Promise<BenchRow> {
  const o = typeof options === 'number' ? { timeMs: options } : options;
  const timeMs = o.timeMs ?? 1000;
  const rounds = Math.max(1, o.rounds ?? 5);
  const clock = cpuClock();
  const bgio = o.boardgameIO === false ? 'not requested (--no-boardgameio)' : loadBoardgameIO();
  const bgGame = typeof bgio === 'string' ? undefined : asBoardgameIOGame(bgio, game, config);
  const reducer = typeof bgio === 'string' ? undefined : bgio.CreateGameReducer({ game: bgGame });
  const withClient = o.client !== false;

  // Warm up, then calibrate: how long one game takes in each loop. Each loop first plays for a share
  // of the budget (ours a tenth, boardgame.io's a twentieth each), but at least WARM_OURS_MS and
  // WARM_BGIO_MS (at least 2 games), then until its speed has settled (`warm`): the JIT reaches full
  // speed only after 0.5-1 s of CPU, and later on a loaded machine (see WARM_OURS_MS). With 2 warm-up games, a fast game (Simplicity, ~0.4 ms a game) ran its first two
  // rounds at a fifth to a half of its speed, so the median round was still warming up, and
  // boardgame.io's reducer its first round at about half (measured).
  const time = (f: () => void) => { const t0 = clock.now(); f(); return clock.now() - t0; };
  /**
   * Play `f` for `micros` CPU µs (at least 2 games), then on in blocks of a quarter of that until two
   * blocks in a row agree within 10% on the µs of one game (the JIT has settled), or for at most 4 ×
   * `micros` in all; the mean µs of one game in the last block. A fixed warm-up was not enough for every
   * game on a loaded machine: Villagers at 4 players ran its first 20 games at 65-82 µs a move and
   * settled at 5-7 µs only after ~160 games (~2.5 s of CPU; vil19, issue #13).
   */
  const warm = (micros: number, f: (seed: string) => void): number => {
    const start = clock.now();
    let i = 0;
    const block = (until: number): number => {
      const t0 = clock.now();
      let n = 0;
      do {
        f(`bench/warmup/${i++}`);
        n++;
      } while (n < 2 || clock.now() < until);
      return (clock.now() - t0) / n;
    };
    block(start + micros);
    let last = block(clock.now() + micros / 4);
    while (clock.now() - start < 4 * micros) {
      const next = block(clock.now() + micros / 4);
      const settled = Math.abs(next - last) <= 0.1 * next;
      last = next;
      if (settled) break;
    }
    return Math.max(1, last);
  };
  const oursMicros = warm(Math.max(timeMs * 100, Math.min(timeMs, WARM_OURS_MS) * 1000), (s) => playoutAny(game, config, s));
  let bgioMicros = 0;
  if (typeof bgio !== 'string') {
    const bgioWarm = Math.max(timeMs * 50, Math.min(timeMs, WARM_BGIO_MS) * 1000);
    bgioMicros = warm(bgioWarm, (s) => reducerPlayout(bgio, game, bgGame, reducer!, config.players, s));
    if (withClient) bgioMicros += warm(bgioWarm, (s) => clientPlayout(bgio, game, bgGame, config.players, s));
  }
  // Games per round: the seeds every loop plays in a round. Our loop repeats them until it has run
  // at least a quarter of the round's budget (a short round is timed mostly by whatever the previous
  // loop left behind: its garbage collection and compiler threads count on the process CPU clock),
  // on the same seeds.
  const roundMicros = (timeMs * 1000) / rounds;
  const perRound = Math.max(1, Math.min(10_000, Math.floor((roundMicros * (bgioMicros ? 0.75 : 1)) / (bgioMicros + oursMicros))));
  const repeat = Math.max(1, Math.ceil((roundMicros * 0.25) / (perRound * oursMicros)));

  const ours: { gps: number; upp: number; plies: number; games: number }[] = [];
  const red: LoopRate[] = [];
  const cli: LoopRate[] = [];
  for (let r = 0; r < rounds; r++) {
    const seeds = Array.from({ length: perRound }, (_, j) => `bench/${r}/${j}`);
    let plies = 0;
    let t0 = clock.now();
    for (let k = 0; k < repeat; k++) for (const s of seeds) plies += playoutAny(game, config, s).plies;
    let dt = clock.now() - t0;
    const games = perRound * repeat;
    ours.push({ gps: games / (dt / 1e6), upp: dt / plies, plies, games });
    if (typeof bgio === 'string') continue;
    let bplies = 0;
    t0 = clock.now();
    for (const s of seeds) bplies += reducerPlayout(bgio, game, bgGame, reducer!, config.players, s);
    dt = clock.now() - t0;
    if (bplies * repeat !== plies) throw new Error(`${game.id}: boardgame.io played ${bplies} plies where we played ${plies / repeat}`);
    red.push({ gamesPerSecond: perRound / (dt / 1e6), microsPerPly: dt / bplies });
    if (!withClient) continue;
    t0 = clock.now();
    let cplies = 0;
    for (const s of seeds) cplies += clientPlayout(bgio, game, bgGame, config.players, s);
    dt = clock.now() - t0;
    cli.push({ gamesPerSecond: perRound / (dt / 1e6), microsPerPly: dt / cplies });
  }
  const gamesPerSecond = median(ours.map((x) => x.gps));
  const totalPlies = ours.reduce((s, x) => s + x.plies, 0);
  const totalGames = ours.reduce((s, x) => s + x.games, 0);
  const pliesPerGame = totalPlies / totalGames;
  const rate = (xs: LoopRate[]): LoopRate => ({ gamesPerSecond: round(median(xs.map((x) => x.gamesPerSecond)), 1), microsPerPly: round(median(xs.map((x) => x.microsPerPly)), 2) });
  let vs: VersusBoardgameIO;
  if (typeof bgio === 'string') vs = { skipped: bgio };
  else {
    vs = {
      version: bgio.version,
      mode: 'production',
      reducer: rate(red),
      reducerRatio: round(median(ours.map((x, i) => x.gps / red[i]!.gamesPerSecond)), 1),
    };
    if (withClient) {
      vs.client = rate(cli);
      vs.clientRatio = round(median(ours.map((x, i) => x.gps / cli[i]!.gamesPerSecond)), 1);
    }
  }

  // A fixed sample of (state, actor, legal action) from seeded playouts, timed cold.
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
  const legalTimes: number[] = [];
  const applyTimes: number[] = [];
  const entryTimes: number[] = [];
  let bytes = 0;
  for (const x of sample) bytes += JSON.stringify(x.state).length;
  // Two passes over the sample, the first untimed: "cold" means a state no cache has seen (each pass
  // makes fresh copies), not code the JIT has not compiled yet (a single pass measured the guard's
  // first, unoptimised calls: simplicity's cold apply read 12.6 µs in pass 1, 5.1 µs in pass 2).
  for (let pass = 0; pass < 2; pass++) {
    for (const x of sample) {
      // Entering: the first call on a state from outside checks it (isOver itself is a field read).
      const a = coldCopy(x.state);
      let t0 = performance.now();
      game.isOver(a);
      const entered = performance.now() - t0;
      t0 = performance.now();
      game.legalActions(a, x.player);
      const listed = performance.now() - t0;
      const b = coldCopy(x.state);
      game.isOver(b);
      const action = JSON.parse(JSON.stringify(x.action)) as BaseAction;
      t0 = performance.now();
      game.apply(b, action);
      const applied = performance.now() - t0;
      if (pass === 1) {
        entryTimes.push(entered);
        legalTimes.push(listed);
        applyTimes.push(applied);
      }
    }
  }
  const pct = (xs: number[]): Percentiles => {
    const s = xs.sort((a, b) => a - b);
    return { p50: round(percentile(s, 0.5) * 1000, 2), p99: round(percentile(s, 0.99) * 1000, 2) };
  };
  const legal = pct(legalTimes);
  const apply = pct(applyTimes);
  const entry = pct(entryTimes);
  return {
    game: game.id,
    players: config.players,
    gamesPerSecond: round(gamesPerSecond, 1),
    pliesPerGame: round(pliesPerGame, 1),
    microsPerPly: round(median(ours.map((x) => x.upp)), 2),
    legalActions: legal,
    apply,
    entry,
    bytesPerState: Math.round(bytes / Math.max(1, sample.length)),
    meanBranching: round(branching / Math.max(1, sample.length), 1),
    vsBoardgameIO: vs,
    rounds,
    clock: clock.name,
    playoutsPerSecond: round(gamesPerSecond, 1),
    actionsPerSecond: Math.round(gamesPerSecond * pliesPerGame),
    legalActionsMedianMicros: legal.p50,
    applyMedianMicros: apply.p50,
  };
}
