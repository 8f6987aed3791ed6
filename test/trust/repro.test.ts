/** The reproductions of issue #11, one test each, in every game they name. */
import { describe, expect, it } from 'vitest';
import { isRuleError, type AnyGame } from '../../src/core/index.js';
import { expectRuleError } from '../../src/core/testing.js';
import { CARDS, villagers } from '../../src/villagers/index.js';
import { BELLAVISTA_COMPONENTS, bellavista } from '../../src/bellavista/index.js';
import { WELCOMETO_COMPONENTS, welcometo } from '../../src/welcometo/index.js';
import { skyline } from '../../src/skyline/index.js';
import { simplicity } from '../../src/simplicity/index.js';
import { GAMES, HANG_MS } from './corpus.js';

const timed = <T>(fn: () => T): { ms: number; out: T | unknown } => {
  const t0 = performance.now();
  let out: unknown;
  try {
    out = fn();
  } catch (e) {
    out = e;
  }
  return { ms: performance.now() - t0, out };
};

describe('issue #11 item 1: a config cannot abort the process', () => {
  it('villagers: a card with copies 1e9, 2^53 or MAX_VALUE is BAD_CONFIG naming the limit', () => {
    for (const copies of [1e9, 2 ** 53, Number.MAX_VALUE, 51]) {
      const cards = CARDS.map((c, i) => (i === 3 ? { ...c, copies } : c));
      const { ms } = timed(() => expectRuleError(() => villagers.setup({ players: 3, cards }, 1), 'BAD_CONFIG', 'V-2.10', /limit/));
      expect(ms).toBeLessThan(HANG_MS);
    }
  });
  it('bellavista: a contract card with copies 1e9 is BAD_CONFIG naming the limit', () => {
    const contractCards = BELLAVISTA_COMPONENTS.contractCards.map((c, i) => (i === 0 ? { ...c, copies: 1e9 } : c));
    expectRuleError(() => bellavista.setup({ players: 3, components: { contractCards } }, 1), 'BAD_CONFIG', 'BV-7.1', /limit/);
  });
  it('welcometo: a street of 1e9 houses is BAD_CONFIG naming the limit', () => {
    const components = JSON.parse(JSON.stringify(WELCOMETO_COMPONENTS));
    components.streets[0].houses = 1e9;
    expectRuleError(() => welcometo.setup({ players: 2, components }, 1), 'BAD_CONFIG', 'WT-2.3', /limit/);
  });
});

describe('issue #11 item 2: a state cannot hang the engine', () => {
  it('welcometo: a house number of 1e8 or 1e300 is reported by validate and legalActions stays fast', () => {
    const s = JSON.parse(JSON.stringify(welcometo.setup({ players: 2 }, 1)));
    for (const n of [1e8, 1e300]) {
      s.players[0].sheet.houses[0][0] = n;
      expect(welcometo.validate(s).some((p) => p.path === '.players[0].sheet.houses[0][0]')).toBe(true);
      const { ms, out } = timed(() => welcometo.legalActions(s, 0));
      expect(ms).toBeLessThan(HANG_MS);
      expect(Array.isArray(out) || isRuleError(out)).toBe(true);
    }
  });
  it('skyline: supply.grey = -5 is reported by validate', () => {
    const s = JSON.parse(JSON.stringify(skyline.setup({ players: 2 }, 1)));
    s.supply.grey = -5;
    expect(skyline.validate(s).map((p) => p.path)).toContain('.supply.grey');
  });
});

describe('issue #11 items 3-5: values JSON cannot print, huge fields, getters and Proxies are MALFORMED_ACTION', () => {
  for (const { game } of GAMES) {
    it(`${game.id}`, () => {
      const s = game.setup({ players: 2 } as never, 1);
      const p = game.actors(s)[0]!;
      const a = game.legalActions(s, p)[0] as Record<string, unknown>;
      const cycle: Record<string, unknown> = {};
      cycle.c = cycle;
      let deep: unknown = 0;
      for (let i = 0; i < 10_000; i++) deep = { d: deep };
      const getter = Object.defineProperty({ ...a }, 'player', { enumerable: true, get: () => { throw new Error('mine'); } });
      for (const bad of [{ ...a, player: 1n }, { ...a, x: cycle }, { ...a, x: deep }, { ...a, x: new Array(1e6).fill(0) }, getter]) {
        const { ms, out } = timed(() => game.apply(s, bad as never));
        expect(isRuleError(out) && (out as { code: string }).code).toBe('MALFORMED_ACTION');
        expect((out as Error).message.length).toBeLessThan(300);
        expect(ms).toBeLessThan(HANG_MS);
      }
      expectRuleError(() => game.setup({ players: 2, x: 1n } as never, 1), 'BAD_CONFIG', 'core');
    });
  }
});

describe('issue #11 item 6: null / {} states are BAD_STATE, not a TypeError', () => {
  for (const { game } of GAMES) {
    it(`${game.id}`, () => {
      for (const bad of [null, undefined, 3, []]) {
        for (const f of [() => game.apply(bad, { type: 'x', player: 0 }), () => game.legalActions(bad, 0), () => game.actors(bad), () => game.score(bad), () => game.view(bad, null), () => game.isOver(bad)]) {
          expectRuleError(f, 'BAD_STATE', 'core');
        }
      }
      for (const f of [() => game.apply({}, { type: 'x', player: 0 }), () => game.legalActions({}, 0), () => game.score({}), () => game.view({}, null)]) {
        const { out } = timed(f);
        if (out instanceof Error) expect(isRuleError(out), String(out)).toBe(true);
      }
      expect(game.validate({}).length).toBeGreaterThan(0);
    });
  }
});

describe('issue #11 item 7: no aliasing, frozen throughout, the caller\'s objects untouched', () => {
  const deepFrozen = (x: unknown): boolean =>
    typeof x !== 'object' || x === null || (Object.isFrozen(x) && Object.values(x).every(deepFrozen));
  const objects = (x: unknown, out = new Set<object>()): Set<object> => {
    if (typeof x === 'object' && x !== null) {
      out.add(x);
      for (const v of Object.values(x)) objects(v, out);
    }
    return out;
  };
  for (const { game } of GAMES as readonly { game: AnyGame }[]) {
    it(`${game.id}: setup is deep-frozen; apply on a JSON.parse'd state shares nothing with it and freezes none of it`, () => {
      const s0 = game.setup({ players: 2 } as never, 4);
      expect(deepFrozen(s0)).toBe(true);
      const parsed = JSON.parse(JSON.stringify(s0));
      const p = game.actors(parsed)[0]!;
      const next = game.apply(parsed, game.legalActions(parsed, p)[0]);
      expect(deepFrozen(next)).toBe(true);
      const mine = objects(parsed);
      for (const o of objects(next)) expect(mine.has(o)).toBe(false);
      for (const o of mine) expect(Object.isFrozen(o)).toBe(false);
    });
  }
});

describe('issue #11 item 8: describe does not name what its viewer cannot see', () => {
  it('bellavista offer, villagers trade, welcometo choices: named to the actor only', () => {
    const b = bellavista.setup({ players: 3 }, 2);
    const p = bellavista.actors(b)[0]!;
    const offer = bellavista.legalActions(b, p).find((a) => a.type === 'offer')!;
    expect(offer.type === 'offer' && bellavista.describe(b, offer, p).includes(offer.card)).toBe(true);
    for (const viewer of [null, (p + 1) % 3]) expect(offer.type === 'offer' && bellavista.describe(b, offer, viewer).includes(offer.card)).toBe(false);
    const w = welcometo.setup({ players: 2 }, 2);
    const choose = welcometo.legalActions(w, 0).find((a) => a.type === 'choose')!;
    expect(welcometo.describe(w, choose, 0)).toMatch(/takes the/);
    expect(welcometo.describe(w, choose, 1)).not.toMatch(/takes the/);
    expect(welcometo.describe(w, choose)).not.toMatch(/takes the/);
  });
  it('describe of an action that is not legal is a RuleError in every game', () => {
    for (const { game } of GAMES) {
      const s = game.setup({ players: 2 } as never, 1);
      const p = game.actors(s)[0]!;
      const a = game.legalActions(s, p)[0] as Record<string, unknown>;
      const other = game.actors(s).includes(1 - p) ? undefined : { ...a, player: 1 - p };
      if (other) expectRuleError(() => game.describe(s, other), 'NOT_YOUR_TURN', 'core');
      // a type the game does not have: MALFORMED_ACTION (docs/README.md, the order of error codes), naming the game's rule where it has one
      expect(() => game.describe(s, { ...a, type: 'no-such-type' })).toThrow(expect.objectContaining({ code: 'MALFORMED_ACTION' }));
      expectRuleError(() => game.describe(s, { ...a, player: 1n }), 'MALFORMED_ACTION', 'core');
    }
    void simplicity;
  });
});
