/**
 * Issue #13: an action is read with one own-key listing per object or array (`readExact` in json.ts)
 * and, at the first doubt, by the full read, so that every refusal keeps its exact message. Here the
 * fast read is compared with the full read (`undefinedAsMissing` forces it; none of these values holds
 * `undefined`, so the two must agree) on plain actions and on every value class the trust boundary
 * refuses: same copy, same `frozen`, same path and reason.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_LIMITS, readJson } from '../../src/core/index.js';

const FULL = { ...ACTION_LIMITS, undefinedAsMissing: true };

function values(): { name: string; value: unknown }[] {
  const base = () => ({ type: 'place', player: 3, cells: [[6, 2], [7, 1], [7, 2]] });
  const frozen = Object.freeze({ type: 'end', player: 1, list: Object.freeze([1, 2]) });
  const withArray = (edit: (a: unknown[]) => void) => {
    const a: unknown[] = [1, 2];
    edit(a);
    return { ...base(), extra: a };
  };
  const cyclic: Record<string, unknown> = base();
  cyclic.self = cyclic;
  let deep: unknown = 1;
  for (let i = 0; i < 9; i++) deep = [deep];
  const holeAndName: unknown[] = [1, 2, 3];
  delete holeAndName[1];
  (holeAndName as unknown as Record<string, unknown>).named = 1;
  const holeAndSymbol: unknown[] = [1, 2, 3];
  delete holeAndSymbol[1];
  (holeAndSymbol as unknown as Record<symbol, unknown>)[Symbol('s')] = 1;
  const hiddenIndex: unknown[] = [1, 2];
  Object.defineProperty(hiddenIndex, 0, { value: 1, enumerable: false });
  const lying = new Proxy(base(), { get: (t, k) => (k === 'player' ? 0 : Reflect.get(t, k)) });
  const throwing = new Proxy(base(), { ownKeys: () => { throw new Error('no'); } });
  return [
    { name: 'a placement', value: base() },
    { name: 'a write', value: { type: 'write', player: 1, street: 2, house: 4, number: 9, temp: false } },
    { name: 'null fields, -0, NaN, Infinity', value: { type: 'build', player: 0, on: null, a: -0, b: Number.NaN, c: -Infinity } },
    { name: 'integer-like keys', value: { type: 'x', player: 0, 10: 1, 2: 2, b: 3 } },
    { name: 'a null-prototype object', value: Object.assign(Object.create(null) as object, base()) },
    { name: 'frozen throughout', value: frozen },
    { name: 'frozen at the top only', value: Object.freeze(base()) },
    { name: 'a proxy of a plain action', value: new Proxy(base(), {}) },
    { name: 'a primitive', value: 7 },
    { name: 'an empty array', value: [] },
    { name: 'symbol key', value: Object.assign(base(), { [Symbol('why')]: 1 }) },
    { name: 'non-enumerable', value: Object.defineProperty(base(), 'hidden', { value: 1, enumerable: false }) },
    { name: 'getter', value: Object.defineProperty(base(), 'got', { get: () => 1, enumerable: true }) },
    { name: 'array getter', value: withArray((a) => Object.defineProperty(a, 1, { get: () => 2, enumerable: true })) },
    { name: 'array named', value: withArray((a) => Object.assign(a, { named: 3 })) },
    { name: 'array symbol', value: withArray((a) => Object.assign(a, { [Symbol('a')]: 3 })) },
    { name: 'sparse array', value: withArray((a) => (a.length = 5)) },
    { name: 'a hole and a named property', value: { ...base(), extra: holeAndName } },
    { name: 'a hole and a symbol', value: { ...base(), extra: holeAndSymbol } },
    { name: 'a non-enumerable index', value: { ...base(), extra: hiddenIndex } },
    { name: 'array subclass', value: { ...base(), extra: new (class extends Array {})() } },
    { name: 'Date', value: { ...base(), extra: new Date(0) } },
    { name: 'BigInt', value: { ...base(), player: 1n } },
    { name: 'function', value: { ...base(), f: () => 1 } },
    { name: 'cycle', value: cyclic },
    { name: 'too deep', value: { ...base(), deep } },
    { name: 'long string', value: { ...base(), note: 'x'.repeat(1_001) } },
    { name: 'long key', value: { ...base(), ['k'.repeat(1_001)]: 1 } },
    { name: 'forbidden key', value: JSON.parse('{"type":"x","player":0,"__proto__":1}') as unknown },
    { name: 'wide object', value: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`k${i}`, i])) },
    { name: 'too many values', value: { ...base(), many: Array.from({ length: 10_000 }, () => 1) } },
    { name: 'a proxy whose get lies', value: lying },
    { name: 'a proxy whose ownKeys throws', value: throwing },
  ];
}

describe('the one-listing action read agrees with the full read', () => {
  for (const { name, value } of values()) {
    it(name, () => {
      const fast = readJson(value, ACTION_LIMITS);
      const full = readJson(value, FULL);
      expect(fast).toEqual(full);
      if (fast.ok) expect(Object.keys(fast.value as object)).toEqual(Object.keys((full as { value: object }).value)); // same key order
    });
  }
});
