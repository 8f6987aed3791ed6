/**
 * Issue #11: nothing is changed silently. In an action, what JSON.stringify would drop — a symbol-keyed
 * property, a non-enumerable own property, a named property on an array — is refused
 * (`MALFORMED_ACTION`, bounded message; `ACTION_LIMITS.exactKeys`). States and configs are JSON
 * documents: there these are read exactly as their JSON text (`JSON.stringify` semantics), so the
 * result is the one of `JSON.parse(JSON.stringify(x))`. Accessors, holes, Date and Map are refused
 * everywhere; a null-prototype object is read as the plain object it spells.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_LIMITS, isRuleError, readJson } from '../../src/core/index.js';
import { GAMES } from './corpus.js';

const longSymbol = Symbol('s'.repeat(500));

/** Ways to add something JSON.stringify drops (or that is not data) to a copy of `x`; `x` itself is untouched. */
function hide(x: Record<string, unknown>): { name: string; value: unknown; dropped?: boolean }[] {
  const c = () => JSON.parse(JSON.stringify(x)) as Record<string, unknown>;
  const withArray = (edit: (a: unknown[]) => void) => {
    const o = c();
    const a: unknown[] = [1, 2];
    edit(a);
    o.extra = a;
    return o;
  };
  return [
    { name: 'symbol key', dropped: true, value: Object.assign(c(), { [Symbol('why')]: 1 }) },
    { name: 'long symbol key', dropped: true, value: Object.assign(c(), { [longSymbol]: 1 }) },
    { name: 'non-enumerable property', dropped: true, value: Object.defineProperty(c(), 'hidden', { value: 1, enumerable: false }) },
    { name: 'accessor', value: Object.defineProperty(c(), 'got', { get: () => 1, enumerable: true }) },
    { name: 'array with a named property', dropped: true, value: withArray((a) => Object.assign(a, { named: 3 })) },
    { name: 'array with a symbol', dropped: true, value: withArray((a) => Object.assign(a, { [Symbol('a')]: 3 })) },
    { name: 'sparse array', value: withArray((a) => (a.length = 5)) },
    { name: 'Date', value: { ...c(), extra: new Date(0) } },
    { name: 'Map', value: { ...c(), extra: new Map([[1, 2]]) } },
  ];
}

function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (isRuleError(e)) return `${e.code}: ${e.message}`;
    throw e;
  }
  return 'accepted';
}

describe('nothing is dropped silently: refused, or read faithfully', () => {
  it('readJson refuses each such value with its reason, and reads a null-prototype object as plain data', () => {
    for (const { name, value } of hide({ type: 'x', player: 0 })) {
      const r = readJson(value, ACTION_LIMITS);
      expect(r.ok, name).toBe(false);
      if (!r.ok) expect(r.reason.length, name).toBeLessThanOrEqual(80);
    }
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { type: 'x', player: 0 });
    expect(readJson(bare, ACTION_LIMITS)).toMatchObject({ ok: true, value: { type: 'x', player: 0 } });
  });

  it.each(GAMES.map((g) => [g.game.id, g] as const))('%s: a listed action with any of them is MALFORMED_ACTION in apply and describe (bounded message)', (_id, { game, configs }) => {
    const s = game.setup(configs[0]!, 'hidden-keys');
    const listed = game.legalActions(s, game.actors(s)[0]!)[0]! as unknown as Record<string, unknown>;
    for (const { name, value } of hide(listed)) {
      for (const f of [() => game.apply(s, value), () => game.describe(s, value)]) {
        const why = refusal(f);
        expect(why, name).toMatch(/^MALFORMED_ACTION: /);
        expect(why.length, name).toBeLessThan(200);
      }
    }
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, JSON.parse(JSON.stringify(listed)));
    expect(() => game.apply(s, bare), 'null prototype: read faithfully').not.toThrow();
  });

  it.each(GAMES.map((g) => [g.game.id, g] as const))('%s: a state or config from outside is read as its JSON text (what JSON drops is dropped); accessors, holes, Date, Map refused', (_id, { game, configs }) => {
    const s = JSON.parse(JSON.stringify(game.setup(configs[0]!, 'hidden-keys'))) as Record<string, unknown>;
    const asJson = (v: unknown): unknown => JSON.parse(JSON.stringify(v));
    for (const { name, value, dropped } of hide(s)) {
      const why = refusal(() => game.legalActions(value, 0));
      if (dropped) expect(why, name).toBe(refusal(() => game.legalActions(asJson(value), 0)));
      else expect(why, name).toMatch(/^BAD_STATE: /);
    }
    const symbolKeyed = Object.assign(JSON.parse(JSON.stringify(s)) as Record<string, unknown>, { [Symbol('ui')]: 1 });
    expect(game.legalActions(symbolKeyed, game.actors(s)[0]!)).toEqual(game.legalActions(s, game.actors(s)[0]!));
    for (const { name, value, dropped } of hide(configs[0]! as unknown as Record<string, unknown>)) {
      const why = refusal(() => game.setup(value as never, 1));
      if (dropped) expect(why, name).toBe(refusal(() => game.setup(asJson(value) as never, 1)));
      else expect(why, name).toMatch(/^BAD_CONFIG: /);
    }
  });
});
