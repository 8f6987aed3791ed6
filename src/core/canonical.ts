/**
 * The canonical text of a JSON value and its FNV-1a hash: what `checksum` (json.ts) computes, and the
 * replay's checksum of the states the engine made itself. Internal (not exported from the package):
 * {@link madeChecksum} trusts its input to be an engine state.
 */

/**
 * Checksums of values that were frozen throughout when they were hashed (every engine state): `record`
 * asks for the checksum of the state it made last time again, as the state the log reaches.
 */
const checksums = new WeakMap<object, string>();

/** The remembered checksum of `value` (a value frozen throughout that was hashed before), else undefined. */
export function knownChecksum(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? checksums.get(value) : undefined;
}

/** Remember `sum` as the checksum of `value`, which must be frozen throughout (so it cannot change). */
export function rememberChecksum(value: unknown, sum: string): void {
  if (typeof value === 'object' && value !== null) checksums.set(value, sum);
}

/**
 * FNV-1a (32 bits, over UTF-16 code units) of the canonical text of `v`, as 8 hex digits: the text
 * `JSON.stringify` writes with every object's keys in canonical order (array-index keys first in numeric
 * order, as `Object.keys` lists them, then the other keys sorted). Undefined when `v` holds anything but
 * plain JSON as a checksum reads it (finite numbers, strings, booleans, null, arrays without holes,
 * objects without `undefined` values); it must hold no getter or Proxy (a defensive copy, or a state the
 * engine made).
 *
 * Issue #11, "no call over 50 ms": the first replay in a fresh process paid ~26 M instructions for the
 * checksum of its last state (a 12-player Welcome To state), most of it a JS walk calling a hash function
 * per piece of text while the code was still interpreted. Here the text is written by the native
 * `JSON.stringify`, given the list of every key in the value, in canonical order, as its property list:
 * each object is written with its own keys in that order, which is their canonical order. The same text,
 * so the same checksum as before.
 */
export function canonicalHash(v: unknown): string | undefined {
  const keys = new Set<string>();
  if (!collectKeys(v, keys, 0)) return undefined;
  const text = JSON.stringify(v, [...keys].sort(canonicalOrder));
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** Add every object key in `x` to `out`; false at the first value that is not plain JSON (see {@link canonicalHash}). */
function collectKeys(x: unknown, out: Set<string>, depth: number): boolean {
  switch (typeof x) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(x);
    case 'object':
      break;
    default:
      return false;
  }
  if (x === null) return true;
  if (depth > 64) return false;
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) if (!collectKeys(x[i], out, depth + 1)) return false;
    return true;
  }
  const ks = Object.keys(x);
  for (let i = 0; i < ks.length; i++) {
    out.add(ks[i]!);
    if (!collectKeys((x as Record<string, unknown>)[ks[i]!], out, depth + 1)) return false;
  }
  return true;
}

/** The canonical order of object keys: array-index keys first, numerically, then the others by UTF-16 code units. */
function canonicalOrder(a: string, b: string): number {
  const ia = isArrayIndex(a);
  const ib = isArrayIndex(b);
  if (ia && ib) return Number(a) - Number(b);
  if (ia !== ib) return ia ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether `k` is an array index as an object key: `0` or a digit string without a leading 0, below 2^32 - 1. */
function isArrayIndex(k: string): boolean {
  const n = k.length;
  if (n === 0 || n > 10) return false;
  if (k.charCodeAt(0) === 48) return n === 1;
  for (let i = 0; i < n; i++) {
    const c = k.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return n < 10 || Number(k) < 4294967295;
}

/**
 * The checksum of `state`, a state the engine made (`setup`, `apply`: frozen throughout, plain data by
 * construction, no getter or Proxy), hashed without the defensive copy `checksum` makes of a caller's
 * value (issue #11: that copy was ~4 M of the ~17 M instructions of a first checksum of a 12-player
 * Welcome To state); the same checksum. `full` is `checksum` itself, for a state holding anything a
 * plain-JSON read refuses (it names the problem).
 */
export function madeChecksum(state: object, full: (v: unknown) => string): string {
  const known = checksums.get(state);
  if (known !== undefined) return known;
  const sum = canonicalHash(state);
  if (sum === undefined) return full(state);
  if (Object.isFrozen(state)) checksums.set(state, sum);
  return sum;
}
