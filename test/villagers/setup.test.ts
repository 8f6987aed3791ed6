import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/core/index.js';
import { CARDS, villagers } from '../../src/villagers/index.js';
import type { VillagersConfig } from '../../src/villagers/types.js';
import { cardOf, uids } from '../../src/villagers/village.js';

function badConfig(config: VillagersConfig): { code: string; rule: string; message: string } {
  try {
    villagers.setup(config, 1);
  } catch (e) {
    if (isRuleError(e)) return e;
    throw e;
  }
  throw new Error('setup accepted a bad config');
}

describe('V-1.1 V-1.2 players and phases', () => {
  it('supports 1 to 5 players (1: solo, S-1) and starts 2–5 players in the draft phase of round 1', () => {
    expect(villagers.players).toEqual({ min: 1, max: 5 });
    for (const n of [2, 3, 4, 5]) {
      const s = villagers.setup({ players: n }, 'x');
      expect(s.phase).toBe('draft');
      expect(s.round).toBe(1);
      expect(s.seats).toHaveLength(n);
    }
    for (const n of [0, 6, 2.5, Number.NaN]) expect(badConfig({ players: n }).code).toBe('BAD_CONFIG');
  });
});

describe('S-1 solo (the Countess) is set up with players: 1 (see solo.test.ts)', () => {
  it('players: 1 is accepted: one player, the Countess in the second seat', () => {
    const s = villagers.setup({ players: 1 }, 'x');
    expect([s.players, s.seats.length, s.solo !== null]).toEqual([1, 2, true]);
  });
});

describe('V-3.1 suits by player count', () => {
  it('removes Wool and Leather with 2–3 players and keeps all 9 suits with 4–5', () => {
    for (const n of [2, 3, 4, 5]) {
      const s = villagers.setup({ players: n }, 3);
      const suits = new Set(uids(s).cards.map((c) => c.suit));
      expect(suits.has('Wool')).toBe(n >= 4);
      expect(suits.has('Leather')).toBe(n >= 4);
      expect(suits.has('Special')).toBe(true);
      expect(suits.size).toBe(n >= 4 ? 9 : 7);
    }
  });
});

describe('V-3.2 V-3.3 V-3.4 V-3.5 V-3.6 V-3.7 V-3.8 V-3.9 V-3.10 setup', () => {
  const table: Record<number, { deck: number; stack: number; reserve: number }> = {
    2: { deck: 86, stack: 4, reserve: 46 },
    3: { deck: 86, stack: 6, reserve: 29 },
    4: { deck: 100, stack: 8, reserve: 26 },
    5: { deck: 100, stack: 10, reserve: 9 },
  };
  for (const n of [2, 3, 4, 5]) {
    it(`${n} players: Road 6, hands 5, 6 stacks of ${2 * n}, Reserve ${table[n]!.reserve}, 8 gold, Founders gold side`, () => {
      const s = villagers.setup({ players: n }, 42);
      expect(s.road).toHaveLength(6);
      expect(s.road.every((r) => r !== null && r.coins === 0)).toBe(true);
      expect(s.stacks).toHaveLength(6);
      for (const st of s.stacks) expect(st).toHaveLength(table[n]!.stack);
      expect(s.reserve).toHaveLength(table[n]!.reserve);
      const deckCards = 6 + 5 * n + 6 * table[n]!.stack + table[n]!.reserve;
      expect(deckCards).toBe(table[n]!.deck);
      for (const seat of s.seats) {
        expect(seat.hand).toHaveLength(5);
        expect(seat.gold).toBe(8);
        expect(seat.village).toHaveLength(1);
        expect(cardOf(s, seat.village[0]!.card).id).toBe('founders');
        expect(seat.village[0]!.side).toBe('gold');
      }
      for (const b of ['hayer', 'lumberjack', 'miner'] as const) expect(s.basics[b]).toHaveLength(10);
      // no basic or Founders in the deck, hands or Road
      const dealt = [...s.road.map((r) => r!.card), ...s.stacks.flat(), ...s.reserve, ...s.seats.flatMap((x) => x.hand)];
      expect(dealt.every((u) => cardOf(s, u).kind === 'deck')).toBe(true);
      expect(s.firstPlayer).toBeGreaterThanOrEqual(0);
      expect(s.firstPlayer).toBeLessThan(n);
      expect(s.turn).toBe(s.firstPlayer);
    });
  }
  it('is deterministic per seed and the first player varies with the seed (V-3.5)', () => {
    expect(villagers.setup({ players: 3 }, 'a')).toEqual(villagers.setup({ players: 3 }, 'a'));
    const firsts = new Set(Array.from({ length: 30 }, (_, i) => villagers.setup({ players: 3 }, i).firstPlayer));
    expect(firsts.size).toBe(3);
  });
  it('V-3.2 startingRoad puts the named villagers on the Road, left to right', () => {
    const startingRoad = ['wheeler', 'grazier', 'seeker', 'graper', 'hunter', 'monk'];
    const s = villagers.setup({ players: 2, startingRoad }, 5);
    expect(s.road.map((r) => cardOf(s, r!.card).id)).toEqual(startingRoad);
    const e = badConfig({ players: 2, startingRoad: ['tailor', 'wheeler', 'grazier', 'seeker', 'graper', 'hunter'] });
    expect(e.rule).toBe('V-3.2');
    expect(badConfig({ players: 2, startingRoad: ['wheeler'] }).rule).toBe('V-3.2');
  });
  it('a corrected card list can be passed as data (config.cards)', () => {
    const cards = CARDS.map((c) => (c.id === 'tailor' ? { ...c, printedGold: 30 } : c));
    const s = villagers.setup({ players: 4, cards }, 5);
    expect(uids(s).cards.find((c) => c.id === 'tailor')!.printedGold).toBe(30);
    expect(badConfig({ players: 4, cards: CARDS.filter((c) => c.id !== 'cooper') }).rule).toBe('V-2.7');
    expect(badConfig({ players: 4, cards: CARDS.map((c) => (c.id === 'wheeler' ? { ...c, slots: -1 } : c)) }).rule).toBe('V-2.10');
    expect(badConfig({ players: 4, cards: [...CARDS, CARDS[3]!] }).rule).toBe('V-2.10');
  });
});

describe('V-1.1 the config is checked', () => {
  it('a missing config or an unknown option is BAD_CONFIG, never a TypeError', () => {
    for (const bad of [null, undefined, [], 'x', { players: 3, nonsense: 1 }, { players: 3, components: 'x' }]) {
      expect(() => villagers.setup(bad as never, 1)).toThrow(expect.objectContaining({ name: 'RuleError', code: 'BAD_CONFIG', rule: 'V-1.1' }));
    }
    expect(villagers.setup({ players: 3, startingRoad: null, cards: null }, 1).players).toBe(3);
  });
});
