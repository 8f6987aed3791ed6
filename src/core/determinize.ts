/**
 * Helpers for writing a game's `determinize` (see {@link Game.determinize}): a seeded generator for
 * the re-deal, a canonical order for hidden multisets, and the fresh RNG state the result carries.
 */
import { createRng, openRng, type Rng, type RngState } from './rng.js';
import type { Seed } from './game.js';

/**
 * The generator a determinization re-deals with, opened on `createRng(seed)`.
 * @throws RuleError `BAD_SEED` for a bad seed.
 */
export function determinizationRng(seed: Seed): Rng {
  return openRng(createRng(seed));
}

/**
 * A hidden multiset in a canonical order (ascending), so that a re-deal never depends on the order
 * the hidden items had in the state. Numbers sort numerically, strings by code unit.
 */
export function canonical<T extends number | string>(items: Iterable<T>): T[] {
  const out = [...items];
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * A fresh game RNG state for the determinized state: the hidden future randomness is re-drawn too,
 * from the determinization's generator (two outputs).
 */
export function freshRngState(r: Rng): RngState {
  return createRng(r.int(0x7fffffff));
}

/** Remove and return the first item of `pool` matching `pred`, or `undefined` if none does. */
export function takeFirst<T>(pool: T[], pred: (x: T) => boolean): T | undefined {
  const i = pool.findIndex(pred);
  if (i < 0) return undefined;
  return pool.splice(i, 1)[0];
}
