/**
 * Issue #11, the reader's limits and wording: a wide object is refused on its key count before any
 * per-key work (whatever kind of keys make it wide), a Proxy whose `get` trap throws is the RuleError of
 * its input kind for actions, configs, states and logs alike, and messages never read "a undefined".
 */
import { describe, expect, it } from 'vitest';
import { ACTION_LIMITS, CONFIG_LIMITS, STATE_LIMITS, article, assertKeys, createLog, readJson, replay, type AnyGame } from '../../src/core/index.js';
import { games } from '../../src/index.js';
import { expectRuleError } from '../../src/core/testing.js';
import { nim } from '../core/fixtures/nim.js';

const wide = (n: number): Record<string, number> => {
  const o: Record<string, number> = {};
  for (let i = 0; i < n; i++) o[`k${i}`] = i;
  return o;
};
const throwingGet = <T extends object>(target: T): T => new Proxy(target, { get: () => { throw new Error('get boom'); } });

describe('readJson refuses a wide object on its key count', () => {
  it('names the key limit for enumerable, non-enumerable, symbol and array-named keys', () => {
    const reasons = (x: unknown): string => {
      const r = readJson({ f: x }, ACTION_LIMITS);
      return r.ok ? 'ok' : `${r.path} ${r.reason}`;
    };
    expect(reasons(wide(1000))).toBe('.f an object with 1000 keys (at most 64)');
    const hidden = { a: 1 };
    for (let i = 0; i < 1000; i++) Object.defineProperty(hidden, `h${i}`, { value: i, enumerable: false });
    expect(reasons(hidden)).toBe('.f an object with 1001 own keys (at most 64)');
    const oneHidden = Object.defineProperty({ a: 1 }, 'h', { value: 2, enumerable: false });
    expect(reasons(oneHidden)).toBe('.f.h a non-enumerable property');
    const symbolic: Record<string | symbol, unknown> = { a: 1 };
    for (let i = 0; i < 1000; i++) symbolic[Symbol(`s${i}`)] = i;
    expect(reasons(symbolic)).toBe('.f a symbol-keyed property (Symbol(s0))');
    const named = Object.assign([1, 2], { x: 1 });
    expect(reasons(named)).toBe('.f an array with a named property "x"');
    const hiddenNamed = Object.defineProperty([1, 2], 'y', { value: 1, enumerable: false });
    expect(reasons(hiddenNamed)).toBe('.f an array with a named property "y"');
    const symbolArray = Object.assign([1], { [Symbol('t')]: 1 });
    expect(reasons(symbolArray)).toBe('.f a symbol-keyed property (Symbol(t))');
    // Without exactKeys (states, configs, logs: JSON documents) only enumerable string keys are read and counted.
    expect(readJson({ f: hidden }, STATE_LIMITS)).toMatchObject({ ok: true, value: { f: { a: 1 } } });
    expect(readJson({ f: wide(300) }, CONFIG_LIMITS)).toEqual({ ok: false, path: '.f', reason: 'an object with 300 keys (at most 256)' });
  });

  it('refuses a wide (10^4-key) action, state, config and log in every game with its own code', () => {
    const o = wide(10_000);
    for (const g of Object.values(games) as AnyGame[]) {
      const s: unknown = g.setup({ players: 2 }, 1);
      const a = { ...g.legalActions(s, g.actors(s)[0]!)[0]!, ...o };
      expectRuleError(() => g.apply(s, a), 'MALFORMED_ACTION', 'core');
      expectRuleError(() => g.describe(s, a), 'MALFORMED_ACTION', 'core');
      expectRuleError(() => g.actors({ ...(JSON.parse(JSON.stringify(s)) as object), extra: o }), 'BAD_STATE', 'core');
      expectRuleError(() => g.setup({ players: 2, ...o }, 1), 'BAD_CONFIG', 'core');
      expectRuleError(() => replay(g, { ...createLog(g.id, { players: 2 }, 1), ...o } as never), 'BAD_LOG', 'core');
      expect(() => g.apply(s, a)).toThrow(/: an object with 100\d\d keys \(at most 64\)\.$/);
    }
  });
});

describe('a Proxy whose get trap throws is the RuleError of its input kind', () => {
  it('action (apply, describe), config, nested config value, state, log', () => {
    const g = games.skyline;
    const s = g.setup({ players: 2 }, 1);
    const a = g.legalActions(s, g.actors(s)[0]!)[0]!;
    expectRuleError(() => g.apply(s, throwingGet({ ...a })), 'MALFORMED_ACTION', 'core');
    expectRuleError(() => g.describe(s, throwingGet({ ...a })), 'MALFORMED_ACTION', 'core');
    expectRuleError(() => g.setup(throwingGet({ players: 2 }), 1), 'BAD_CONFIG', 'core');
    expectRuleError(() => g.setup({ players: 2, objectives: throwingGet([]) } as never, 1), 'BAD_CONFIG', 'core');
    expectRuleError(() => g.actors(throwingGet(JSON.parse(JSON.stringify(s)) as object) as never), 'BAD_STATE', 'core');
    expect(g.validate(throwingGet(JSON.parse(JSON.stringify(s)) as object))).toEqual([
      { path: '', message: 'not plain JSON data: reading it threw an exception', rule: 'core' },
    ]);
    const log = createLog('nim', { players: 2 }, 1);
    expectRuleError(() => replay(nim, throwingGet(log)), 'BAD_LOG', 'core');
  });

  it('a get trap that answers otherwise than the property it lists is refused; a transparent one is read as its target', () => {
    const g = games.skyline;
    const s = g.setup({ players: 2 }, 1);
    const a = g.legalActions(s, g.actors(s)[0]!)[0]!;
    const lying = new Proxy({ ...a }, { get: (t, k) => (k === 'player' ? 1 : Reflect.get(t, k)) });
    expect(readJson(lying, ACTION_LIMITS)).toEqual({ ok: false, path: '.player', reason: 'a value that reads differently through its descriptor and get' });
    expectRuleError(() => g.apply(s, lying), 'MALFORMED_ACTION', 'core');
    expect(g.apply(s, new Proxy({ ...a }, {}))).toEqual(g.apply(s, a));
    expect(g.setup(new Proxy({ players: 2 }, {}), 1)).toEqual(s);
  });
});

describe('messages use the right article', () => {
  it('names non-JSON values without "a undefined"', () => {
    const reason = (v: unknown): string => {
      const r = readJson({ f: v }, ACTION_LIMITS);
      return r.ok ? 'ok' : r.reason;
    };
    expect(reason(undefined)).toBe('undefined (not a JSON value)');
    expect(reason(1n)).toBe('a BigInt (not a JSON value)');
    expect(reason(Symbol('s'))).toBe('a symbol (not a JSON value)');
    expect(reason(() => 1)).toBe('a function (not a JSON value)');
    expect([article('undefined'), article('"end"'), article('"take"'), article('othello'), article('skyline')]).toEqual(['an', 'an', 'a', 'an', 'a']);
  });

  it('an action type starting with a vowel reads "An"', () => {
    expect(() => assertKeys({ type: 'end', player: 0, x: 1 }, [], 'core')).toThrow('An "end" action has no "x" field.');
    expect(() => assertKeys({ type: 'take', player: 0 }, ['heap'], 'core')).toThrow('A "take" action needs a "heap" field.');
    expect(() => nim.actors([] as never)).toThrow('A nim state must be an object, not [].');
  });
});
