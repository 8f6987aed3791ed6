/**
 * Issue #11: what JSON.stringify would drop silently is refused, never dropped — a symbol-keyed
 * property, a non-enumerable own property, a named property on an array — in actions
 * (`MALFORMED_ACTION`), states (`BAD_STATE`) and configs (`BAD_CONFIG`), all read by `readJson`, with a
 * bounded message. Accessors, holes, Date and Map are refused; a null-prototype object is read as the
 * plain object it spells.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_LIMITS, isRuleError, readJson } from '../../src/core/index.js';
import { GAMES } from './corpus.js';

const longSymbol = Symbol('s'.repeat(500));

/** Ways to add something JSON.stringify drops (or that is not data) to a copy of `x`; `x` itself is untouched. */
function hide(x: Record<string, unknown>): { name: string; value: unknown }[] {
  const c = () => JSON.parse(JSON.stringify(x)) as Record<string, unknown>;
  const withArray = (edit: (a: unknown[]) => void) => {
    const o = c();
    const a: unknown[] = [1, 2];
    edit(a);
    o.extra = a;
    return o;
  };
  return [
    { name: 'symbol key', value: Object.assign(c(), { [Symbol('why')]: 1 }) },
    { name: 'long symbol key', value: Object.assign(c(), { [longSymbol]: 1 }) },
    { name: 'non-enumerable property', value: Object.defineProperty(c(), 'hidden', { value: 1, enumerable: false }) },
    { name: 'accessor', value: Object.defineProperty(c(), 'got', { get: () => 1, enumerable: true }) },
    { name: 'array with a named property', value: withArray((a) => Object.assign(a, { named: 3 })) },
    { name: 'array with a symbol', value: withArray((a) => Object.assign(a, { [Symbol('a')]: 3 })) },
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

  it.each(GAMES.map((g) => [g.game.id, g] as const))('%s: a state from outside with any of them is BAD_STATE; a config is BAD_CONFIG', (_id, { game, configs }) => {
    const s = JSON.parse(JSON.stringify(game.setup(configs[0]!, 'hidden-keys'))) as Record<string, unknown>;
    for (const { name, value } of hide(s)) {
      expect(refusal(() => game.legalActions(value, 0)), name).toMatch(/^BAD_STATE: /);
    }
    for (const { name, value } of hide(configs[0]! as unknown as Record<string, unknown>)) {
      expect(refusal(() => game.setup(value as never, 1)), name).toMatch(/^BAD_CONFIG: /);
    }
  });
});
