/**
 * State validation: the check a state from storage or a network must pass once when it enters, and
 * the small toolkit the games' `validate` functions are written with.
 *
 * A state a game's `validate` accepts is one every contract function handles: it returns, or throws a
 * {@link RuleError}, in time bounded by the component sizes `setup` validated.
 */
import { RuleError } from './errors.js';
import { boundedText, oneOfText } from './json.js';
import type { AnyGame } from './game.js';

/** One thing wrong with a state: where (`.seats[2].coins`), what, and the rule it breaks (`core` for shape). */
export interface StateProblem {
  readonly path: string;
  readonly message: string;
  readonly rule: string;
}

/**
 * Whether the enumerable keys of `v` are exactly `keys`, in that order: the engine's own objects, which
 * one for-in (over V8's enum cache) confirms without an array of keys or lookups by a variable key.
 * `false` says nothing: the object may still have those keys in another order.
 */
export function keysInOrder(v: object, keys: readonly string[]): boolean {
  let at = 0;
  for (const k in v) {
    if (k !== keys[at]) return false;
    at++;
  }
  return at === keys.length;
}

/**
 * Throw `BAD_STATE` (citing the first problem's rule and naming up to three problems) unless
 * `game.validate(state)` finds nothing wrong.
 * @example assertValidState(welcometo, JSON.parse(stored));
 */
export function assertValidState(game: Pick<AnyGame, 'validate' | 'id'>, state: unknown): void {
  const problems = game.validate(state);
  if (problems.length > 0) throw problemsError(problems, game.id);
}

/** The `BAD_STATE` error for a list of problems. */
export function problemsError(problems: readonly StateProblem[], game = 'the game'): RuleError {
  const first = problems[0]!;
  // A problem's message may be a sentence of its own: its closing period would double the message's.
  const shown = problems.slice(0, 3).map((p) => `${boundedText(p.path || 'state', 120)}: ${boundedText(p.message.replace(/(?<!\.)\.$/, ''), 300)}`).join('; ');
  const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : '';
  return new RuleError('BAD_STATE', first.rule, `Not a valid ${game} state: ${shown}${more}.`);
}

type Rec = Record<string, unknown>;

/**
 * Collects problems while a validator walks a (plain JSON) state. Every check returns whether it
 * passed, so a validator can stop descending into a broken part. At most `max` problems are kept.
 */
export class Problems {
  readonly list: StateProblem[] = [];
  constructor(readonly max = 50) {}

  /** Record a problem; returns false (so `return p.add(...)` reads as a failed check). */
  add(path: string, message: string, rule = 'core'): false {
    if (this.list.length < this.max) this.list.push({ path, message, rule });
    return false;
  }

  get ok(): boolean {
    return this.list.length === 0;
  }

  /** `cond` holds, or a problem at `path`. */
  check(cond: boolean, path: string, message: string, rule = 'core'): boolean {
    return cond || this.add(path, message, rule);
  }

  /** `v` is a plain object with exactly the keys `keys` (those in `optional` may be missing). */
  object(v: unknown, path: string, keys: readonly string[], optional: readonly string[] = []): v is Rec {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return this.add(path, 'must be an object');
    if (keysInOrder(v, keys)) return true;
    let ok = true;
    for (const k of keys) if (!(k in v) && !optional.includes(k)) ok = this.add(`${path}.${k}`, 'is missing');
    for (const k of Object.keys(v)) if (!keys.includes(k) && !optional.includes(k)) ok = this.add(`${path}.${k}`, 'is not a field of this state');
    return ok;
  }

  /** `v` is an integer in `min..max`. */
  int(v: unknown, path: string, min: number, max: number, rule = 'core'): v is number {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      return this.add(path, `must be an integer from ${min} to ${max}`, rule);
    }
    return true;
  }

  /** `v` is a finite number in `min..max`. */
  num(v: unknown, path: string, min: number, max: number, rule = 'core'): v is number {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max) return this.add(path, `must be a number from ${min} to ${max}`, rule);
    return true;
  }

  bool(v: unknown, path: string): v is boolean {
    return typeof v === 'boolean' || this.add(path, 'must be true or false');
  }

  str(v: unknown, path: string): v is string {
    return typeof v === 'string' || this.add(path, 'must be a string');
  }

  /** `v` is one of `values`. */
  oneOf<T>(v: unknown, path: string, values: readonly T[], rule = 'core'): v is T {
    return values.includes(v as T) || this.add(path, `must be one of ${oneOfText(values)}`, rule);
  }

  /** `v` is an array (of length `len` if given). */
  array(v: unknown, path: string, len?: number, rule = 'core'): v is unknown[] {
    if (!Array.isArray(v)) return this.add(path, 'must be an array');
    if (len !== undefined && v.length !== len) return this.add(path, `must have ${len} entries, not ${v.length}`, rule);
    return true;
  }

  /** `v` is an array of at most `max` entries. */
  arrayMax(v: unknown, path: string, max: number, rule = 'core'): v is unknown[] {
    if (!Array.isArray(v)) return this.add(path, 'must be an array');
    if (v.length > max) return this.add(path, `must have at most ${max} entries, not ${v.length}`, rule);
    return true;
  }

  /** `v` is an array of integers in `min..max` (of length `len` if given). */
  ints(v: unknown, path: string, min: number, max: number, len?: number, rule = 'core'): v is number[] {
    if (!this.array(v, path, len, rule)) return false;
    let ok = true;
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      // Inline check: the path string is built only for a problem.
      if (typeof x !== 'number' || !Number.isInteger(x) || x < min || x > max) ok = this.int(x, `${path}[${i}]`, min, max, rule);
    }
    return ok;
  }

  /** `v` is an RNG state as `rng.ts` writes it. */
  rng(v: unknown, path: string): boolean {
    if (!Array.isArray(v) || v.length !== 4) return this.add(path, 'must be an RNG state: four 32-bit integers');
    for (let i = 0; i < 4; i++) {
      const w = v[i];
      if (typeof w !== 'number' || !Number.isInteger(w) || w < -0x80000000 || w > 0xffffffff) return this.add(`${path}[${i}]`, 'must be a 32-bit integer');
    }
    return v.some((w) => w !== 0) || this.add(path, 'must not be all zero (the generator would be stuck)');
  }
}
