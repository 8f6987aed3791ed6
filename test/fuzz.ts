/**
 * The time budget shared by every `npm run fuzz` file (issue #11: the soak must finish in one run).
 *
 * Each fuzz file lists its work as tasks (one random game, one seeded game's edited states...), each with
 * the full count it would run without a budget. {@link soak} runs them round-robin — round 0 runs every
 * task once whatever the budget, so every case is always checked — and stops starting new runs when the
 * file's budget is spent. Every check of one run stays as it was: only the number of runs shrinks.
 * A file fails only on a finding (a broken property, a non-RuleError, a call over the hang bound),
 * never on slowness.
 *
 * Environment:
 * - `FUZZ_MINUTES` (default 5): wall-clock minutes per fuzz file; `0` = no budget (every full count runs,
 *   as the soaks did before; the welcometo soak alone then took ~15 min). With the 2 workers of
 *   vitest.fuzz.config.ts, the whole run takes about files × FUZZ_MINUTES / 2 (12 files: ~30 min).
 * - `FUZZ_SCALE` (default 1): multiplies every file's full count (e.g. `FUZZ_SCALE=10 FUZZ_MINUTES=0`
 *   for a ten-times larger unbounded soak). Each file's own variables (FUZZ_GAMES, SKYLINE_FUZZ_GAMES...)
 *   still set its base count.
 */

import { checkGame, type CheckOptions } from '../src/core/testing.js';
import type { BaseAction, BaseConfig, Game } from '../src/core/game.js';

/** Wall-clock budget of one fuzz file, in minutes (0 = none). */
export const FUZZ_MINUTES = envNumber('FUZZ_MINUTES', 5);
/** Multiplier of every file's full count. */
export const FUZZ_SCALE = envNumber('FUZZ_SCALE', 1);

/** A number from the environment; a malformed value throws (a typo must not silently run defaults). */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name}=${raw}: expected a number >= 0`);
  return n;
}

/** `n` times FUZZ_SCALE, at least 1. */
export const scaled = (n: number): number => Math.max(1, Math.round(n * FUZZ_SCALE));

/** One kind of repeated work: `run(i)` is its i-th run (i = 0, 1, ...), each a different seed. */
export interface SoakTask {
  readonly label: string;
  /** Runs without a budget (the full count). */
  readonly runs: number;
  readonly run: (i: number) => void;
}

export interface SoakReport {
  /** Runs done per task label. */
  readonly done: Readonly<Record<string, number>>;
  readonly total: number;
  readonly planned: number;
  readonly seconds: number;
  /** True when the budget, not the full count, ended the file. */
  readonly budgetHit: boolean;
}

/**
 * Run `tasks` round-robin until every full count is done or `minutes` of wall time are spent (checked
 * before each run after round 0; a run in progress finishes). Prints one summary line tagged `[fuzz]`.
 * Throws whatever a run throws (the finding), after printing how far it got.
 */
export function soak(file: string, tasks: readonly SoakTask[], minutes = FUZZ_MINUTES): SoakReport {
  const t0 = performance.now();
  const deadline = minutes > 0 ? t0 + minutes * 60_000 : Infinity;
  const done: Record<string, number> = Object.fromEntries(tasks.map((t) => [t.label, 0]));
  const planned = tasks.reduce((n, t) => n + t.runs, 0);
  const most = Math.max(0, ...tasks.map((t) => t.runs));
  let budgetHit = false;
  let total = 0;
  const line = (): string => `[fuzz] ${file}: ${total} of ${planned} runs in ${((performance.now() - t0) / 1000).toFixed(0)} s${budgetHit ? ` (budget ${minutes} min reached)` : ''}; ${JSON.stringify(done)}`;
  try {
    rounds: for (let r = 0; r < most; r++) {
      for (const t of tasks) {
        if (r >= t.runs) continue;
        if (r > 0 && performance.now() >= deadline) {
          budgetHit = true;
          break rounds;
        }
        t.run(r);
        done[t.label]!++;
        total++;
      }
    }
  } catch (e) {
    console.log(`${line()} — FAILED in run ${total + 1}`);
    throw e;
  }
  console.log(line());
  return { done, total, planned, seconds: (performance.now() - t0) / 1000, budgetHit };
}

/** Totals of the checkGame runs of one soak. */
export interface GameTotals {
  games: number;
  plies: number;
  probes: number;
  validated: number;
}

/**
 * One task per (player count, config) case of `checkGame(game, options)`: each run plays one more random
 * game of that case with the same options (fast-check picks the seed and prints it on a failure).
 * `gamesPerCase(n, configs)` is the full count of a case at player count `n`.
 */
export function gameTasks<S, A extends BaseAction, C extends BaseConfig, V>(
  game: Game<S, A, C, V>,
  options: CheckOptions<S, A, C, V> & { players: readonly number[]; configs: (n: number) => readonly C[] },
  gamesPerCase: (n: number, configs: number) => number,
  totals: GameTotals,
  perPlayers: (n: number) => Partial<CheckOptions<S, A, C, V>> = () => ({}),
): SoakTask[] {
  return options.players.flatMap((n) => {
    const configs = options.configs(n);
    return configs.map((config, i) => ({
      label: `${n}p#${i}`,
      runs: gamesPerCase(n, configs.length),
      run: () => {
        const r = checkGame(game, { ...options, ...perPlayers(n), players: [n], configs: () => [config], games: 1 });
        totals.games += r.games;
        totals.plies += r.plies;
        totals.probes += r.probes;
        totals.validated += r.validated;
      },
    }));
  });
}

/**
 * Add the tally `from` of one run into `into`: numbers summed, arrays concatenated (at most 20 entries
 * kept), records of numbers summed per key; `maxKey` (the slowest call, ms) is the larger of the two and
 * `whatKey` names its call.
 */
export function mergeTally<T extends object>(into: T, from: T, maxKey: keyof T, whatKey: keyof T): T {
  const a = into as Record<string, unknown>;
  const b = from as Record<string, unknown>;
  for (const [k, v] of Object.entries(b)) {
    if (k === maxKey || k === whatKey) continue;
    if (typeof v === 'number') a[k] = ((a[k] as number | undefined) ?? 0) + v;
    else if (Array.isArray(v)) a[k] = [...((a[k] as unknown[] | undefined) ?? []), ...v].slice(0, 20);
    else if (v !== null && typeof v === 'object') {
      const sum = { ...((a[k] as Record<string, number> | undefined) ?? {}) };
      for (const [kk, n] of Object.entries(v as Record<string, number>)) sum[kk] = (sum[kk] ?? 0) + n;
      a[k] = sum;
    }
  }
  if (((b[maxKey as string] as number) ?? 0) > ((a[maxKey as string] as number | undefined) ?? -1)) {
    a[maxKey as string] = b[maxKey as string];
    a[whatKey as string] = b[whatKey as string];
  }
  return into;
}
