/**
 * Seeded randomness kept inside game state.
 *
 * The generator is pure-rand's xoroshiro128+; its whole state is a `number[]` of four 32-bit
 * integers ({@link RngState}) stored as a field of the game state (by convention `state.rng`).
 * Every shuffle and draw inside `apply` reads that field, advances it and writes it back, so
 * (config, seed, action list) reproduces a game exactly and `apply` stays a pure function.
 *
 * Replays never drift: every decision draws a fixed number of generator outputs, whatever the
 * values drawn. {@link Rng.int} consumes exactly two 32-bit outputs (one 53-bit float from
 * pure-rand's `uniformFloat64`), so `shuffle` of `n` items consumes exactly `2·(n−1)` outputs and
 * `pick` exactly two. A rule change that adds or removes a draw therefore shifts later draws by a
 * known amount, and nothing depends on rejection sampling.
 */
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { RuleError } from './errors.js';
import { printValue } from './json.js';
import type { Seed } from './game.js';

/** The serialisable generator state: four 32-bit integers. Never shown in a view. */
export type RngState = readonly number[];

/** A live generator opened on an {@link RngState}; call {@link Rng.state} to store it back. */
export interface Rng {
  /** A uniform integer in `0..n-1`. Consumes two outputs. Throws `RangeError` if `n` < 1. */
  int(n: number): number;
  /** A uniform integer in `lo..hi` inclusive. Consumes two outputs. */
  between(lo: number, hi: number): number;
  /** One uniform element of a non-empty array. Consumes two outputs. */
  pick<T>(items: readonly T[]): T;
  /** A new array: a uniform (Fisher–Yates) permutation of `items`. Consumes 2·(n−1) outputs. */
  shuffle<T>(items: readonly T[]): T[];
  /** The generator's current state, to store in the game state. */
  state(): RngState;
}

/** FNV-1a over UTF-16 code units: a stable 32-bit hash for string seeds. */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** The longest string seed a caller may pass (a resource limit: a seed is hashed character by character). */
export const MAX_SEED_LENGTH = 200;

/**
 * Check a seed from outside: a string of at most {@link MAX_SEED_LENGTH} characters, or a safe integer.
 * Every contract function that takes a seed (`setup`, `determinize`, `position`, a log's `seed`) checks
 * it first. (Seeds the engine derives itself, e.g. `"<seed>/position"`, are not bounded by it.)
 * @throws RuleError `BAD_SEED` (rule `core`) for anything else.
 */
export function checkSeed(seed: unknown): Seed {
  if (typeof seed === 'string') {
    if (seed.length <= MAX_SEED_LENGTH) return seed;
    throw new RuleError('BAD_SEED', 'core', `A seed is a string of at most ${MAX_SEED_LENGTH} characters or a safe integer, not a string of ${seed.length} characters.`);
  }
  if (typeof seed === 'number' && Number.isSafeInteger(seed)) return seed;
  throw new RuleError('BAD_SEED', 'core', `A seed is a string of at most ${MAX_SEED_LENGTH} characters or a safe integer, not ${printValue(seed)}.`);
}

/**
 * Turn a {@link Seed} into a 32-bit integer. Integers in the int32 range are used as they are;
 * strings and larger safe integers are hashed (FNV-1a). Throws `RuleError('BAD_SEED')` for
 * anything else (NaN, fractions, objects).
 */
export function seedToInt(seed: Seed): number {
  if (typeof seed === 'string') return hashString(seed);
  if (typeof seed === 'number' && Number.isSafeInteger(seed)) {
    return seed >= -0x80000000 && seed <= 0x7fffffff ? seed : hashString(String(seed));
  }
  throw new RuleError('BAD_SEED', 'core', `A seed must be a string or a safe integer, not ${printValue(seed)}.`);
}

/** One step of splitmix32: advances `x` and returns a well-mixed 32-bit output. */
function splitmix32(x: number): [value: number, next: number] {
  const next = (x + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return [(z ^ (z >>> 16)) | 0, next];
}

/**
 * The starting {@link RngState} for a seed. Same seed, same state.
 *
 * pure-rand's own `xoroshiro128plus(seed)` puts the seed into the state almost as it is, so nearby
 * seeds (0, 1, 2...) start with nearly the same outputs. The seed is therefore expanded into the four
 * 32-bit state words with splitmix32 (never all zero), and the state is opened with
 * `xoroshiro128plusFromState`.
 */
export function createRng(seed: Seed): RngState {
  let x = seedToInt(seed);
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [v, next] = splitmix32(x);
    words.push(v);
    x = next;
  }
  if ((words[0]! | words[1]! | words[2]! | words[3]!) === 0) words[3] = 1;
  return [...xoroshiro128plusFromState(words).getState()];
}

/** Open a live generator on a stored state. The stored state itself is never changed. */
export function openRng(state: RngState): Rng {
  const g = xoroshiro128plusFromState(state);
  const int = (n: number): number => {
    if (!(n >= 1) || !Number.isInteger(n)) throw new RangeError(`rng.int needs a positive integer, got ${n}`);
    return Math.floor(uniformFloat64(g) * n);
  };
  return {
    int,
    between: (lo, hi) => lo + int(hi - lo + 1),
    pick: (items) => {
      if (items.length === 0) throw new RangeError('rng.pick on an empty array');
      return items[int(items.length)]!;
    },
    shuffle: (items) => {
      // A spread, not `slice()`: Node 20's `slice` of a frozen array (every state array is one)
      // takes its slow path, ~25× slower here.
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const t = out[i]!;
        out[i] = out[j]!;
        out[j] = t;
      }
      return out;
    },
    state: () => [...g.getState()],
  };
}

/**
 * Run `fn` with a live generator opened on `holder.rng` and store the advanced state back.
 * Meant for immer recipes: `withRng(draft, r => { draft.deck = r.shuffle(draft.deck); })`.
 */
export function withRng<T>(holder: { rng: RngState }, fn: (rng: Rng) => T): T {
  const r = openRng(holder.rng);
  const out = fn(r);
  holder.rng = r.state();
  return out;
}
