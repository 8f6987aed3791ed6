/**
 * The checksum `replay` checks a log's recorded end against, computed on the state it has just made.
 * Internal to the log code (not exported by the package): it reads the value's properties directly, so
 * it is only for engine data, never for a value from outside.
 */
import { STATE_LIMITS, checksum } from './json.js';

/**
 * {@link checksum} of a state `replay` has just made (engine data, frozen throughout), computed
 * without a defensive copy or a key-sorted copy of it: the same FNV-1a over the same canonical text
 * (object keys sorted, then ordered as `JSON.stringify` prints an object built in that order: integer
 * keys first, ascending), fed to the hash piece by piece. Anything it does not expect of engine data
 * (a value that is not JSON, a non-finite number, a hole, more than the state limits allow) is left to
 * `checksum` itself, so the result, or the error, is always `checksum`'s.
 */
export function stateChecksum(value: unknown): string {
  let h = 0x811c9dc5;
  let nodes = 0;
  const feed = (text: string): void => {
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  };
  const L = STATE_LIMITS; // the limits `checksum` reads a value within
  const walk = (v: unknown, depth: number): boolean => {
    if (++nodes > L.nodes) return false;
    switch (typeof v) {
      case 'string':
        if (v.length > L.string) return false;
        feed(JSON.stringify(v));
        return true;
      case 'number':
        if (!Number.isFinite(v)) return false;
        feed(String(v));
        return true;
      case 'boolean':
        feed(v ? 'true' : 'false');
        return true;
      case 'object':
        break;
      default:
        return false;
    }
    if (v === null) {
      feed('null');
      return true;
    }
    if (depth >= L.depth) return false;
    if (Array.isArray(v)) {
      if (Object.getPrototypeOf(v) !== Array.prototype) return false;
      h ^= 0x5b; // '['
      h = Math.imul(h, 0x01000193) >>> 0;
      for (let i = 0; i < v.length; i++) {
        if (!(i in v)) return false;
        if (i > 0) {
          h ^= 0x2c; // ','
          h = Math.imul(h, 0x01000193) >>> 0;
        }
        if (!walk(v[i], depth + 1)) return false;
      }
      h ^= 0x5d; // ']'
      h = Math.imul(h, 0x01000193) >>> 0;
      return true;
    }
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return false;
    const keys = Object.keys(v).sort();
    if (keys.length > L.keys) return false;
    // JSON.stringify prints an object's integer keys first, ascending, then the rest in order.
    let ints = 0;
    for (const k of keys) if (isIndexKey(k)) ints++;
    if (ints > 0) {
      const index = keys.filter(isIndexKey).sort((a, b) => Number(a) - Number(b));
      keys.splice(0, keys.length, ...index, ...keys.filter((k) => !isIndexKey(k)));
    }
    h ^= 0x7b; // '{'
    h = Math.imul(h, 0x01000193) >>> 0;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      if (k.length > L.string || FORBIDDEN_KEYS.has(k)) return false;
      const d = Object.getOwnPropertyDescriptor(v, k);
      if (d === undefined || !('value' in d) || d.value === undefined) return false;
      if (i > 0) {
        h ^= 0x2c; // ','
        h = Math.imul(h, 0x01000193) >>> 0;
      }
      feed(JSON.stringify(k));
      h ^= 0x3a; // ':'
      h = Math.imul(h, 0x01000193) >>> 0;
      if (!walk(d.value, depth + 1)) return false;
    }
    h ^= 0x7d; // '}'
    h = Math.imul(h, 0x01000193) >>> 0;
    return true;
  };
  let fast = false;
  try {
    fast = walk(value, 0);
  } catch {
    fast = false;
  }
  return fast ? h.toString(16).padStart(8, '0') : checksum(value);
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A key `JSON.stringify` prints before the others: a canonical array index (0 .. 2^32 - 2). */
function isIndexKey(k: string): boolean {
  if (k.length === 0) return false;
  const c = k.charCodeAt(0);
  if (c < 48 || c > 57 || (c === 48 && k.length > 1) || k.length > 10) return false;
  for (let i = 1; i < k.length; i++) {
    const d = k.charCodeAt(i);
    if (d < 48 || d > 57) return false;
  }
  return Number(k) < 4294967295;
}
