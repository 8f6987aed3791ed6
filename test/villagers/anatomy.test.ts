import { describe, expect, it } from 'vitest';
import { CARDS, describe as wording, villagers } from '../../src/villagers/index.js';
import type { VillagersAction, VillagersState } from '../../src/villagers/types.js';
import { apply, legal, pos, uid } from './helpers.js';

const byId = Object.fromEntries(CARDS.map((c) => [c.id, c]));

describe('V-2.3 V-2.4 suits and suit symbols', () => {
  it('nine suits; Log Rafter, Bed Builder, Glass Blower and Chandler carry 2 suit symbols, every other card 1', () => {
    expect(new Set(CARDS.map((c) => c.suit)).size).toBe(9);
    const two = CARDS.filter((c) => c.suitSymbols === 2).map((c) => c.id).sort();
    expect(two).toEqual(['bed_builder', 'chandler', 'glass_blower', 'log_rafter']);
    expect(CARDS.filter((c) => c.suitSymbols !== 1 && c.suitSymbols !== 2)).toEqual([]);
  });
});

describe('V-2.5 V-2.6 banners and chain lines', () => {
  it('bases are Founders, the basics, Graper, Shepherd, Tanner and every Solitary card; others name the card below', () => {
    const bases = CARDS.filter((c) => c.base && c.suit !== 'Solitary').map((c) => c.id).sort();
    expect(bases).toEqual(['founders', 'graper', 'hayer', 'lumberjack', 'miner', 'shepherd', 'tanner']);
    expect(CARDS.filter((c) => c.suit === 'Solitary').every((c) => c.base && c.slots === 0)).toBe(true);
    for (const c of CARDS) {
      if (c.base || c.suit === 'Special') continue;
      const pos = c.chain.indexOf(c.id);
      expect(c.chain[pos - 1]).toBe(c.placedOn);
      expect(byId[c.placedOn!]!.suit).toBe(c.suit); // chains never cross suits
    }
  });
});

describe('V-2.8 V-2.9 X markers and slots', () => {
  it('only Tinner and Smuggler are discarded after use; Monk/Apprentice have 2 slots as bottom, else 1', () => {
    expect(CARDS.filter((c) => c.discardAfterUse).map((c) => c.id).sort()).toEqual(['smuggler', 'tinner']);
    expect([byId.monk!.slots, byId.monk!.slotsWhenStacked]).toEqual([2, 1]);
    expect([byId.apprentice!.slots, byId.apprentice!.slotsWhenStacked]).toEqual([2, 1]);
    const one = CARDS.filter((c) => c.slots === 1).map((c) => c.id).sort();
    expect(one).toEqual(['grazier', 'milk_maid', 'seeker', 'spelunker', 'spinner', 'swineherd', 'vintner', 'weaver', 'wheeler']);
  });
});

describe('V-2.2 the bank is unlimited', () => {
  it('unlock payments from the bank and Market income never run out', () => {
    const s = pos(2, 1, { build: 0, gold: [500, 8], villages: [['hayer > grazier', 'lumberjack > cooper(200c)']], hands: [['milk_maid']] });
    const [g, cooper] = [uid(s, 0, 'grazier'), uid(s, 0, 'cooper')];
    const t = apply(s, { type: 'build', player: 0, card: 'milk_maid', on: g, monks: 0, unlock: cooper });
    expect(t.seats[0]!.village.find((n) => n.card === cooper)!.coins).toBe(202);
  });
});

describe('V-4 V-1.2 round structure: draft, build, end of round, until the Second Market', () => {
  it('a random game goes draft -> build -> draft ... and ends after the Second Market', () => {
    let s: VillagersState = villagers.setup({ players: 3 }, 'round');
    const phases: string[] = [];
    let seed = 7;
    while (!villagers.isOver(s)) {
      if (phases[phases.length - 1] !== s.phase) phases.push(s.phase);
      const acts = legal(s);
      seed = (seed * 16807) % 2147483647;
      s = villagers.apply(s, acts[seed % acts.length]!);
    }
    expect(s.secondMarketDone).toBe(true);
    expect(s.firstMarketDone).toBe(true);
    expect(s.stacks.every((st) => st.length === 0)).toBe(true);
    for (let i = 0; i < phases.length; i++) expect(phases[i]).toBe(i % 2 === 0 ? 'draft' : 'build');
    expect(villagers.score(s).final).toBe(true);
  });
});

describe('describe: one readable line per action', () => {
  it('names cards, places and payments', () => {
    const s = pos(2, 1, { villages: [['hayer > grazier'], ['lumberjack > cooper']] });
    const [cooper, grazier] = [uid(s, 1, 'cooper'), uid(s, 0, 'grazier')];
    const a: VillagersAction = { type: 'build', player: 0, card: 'milk_maid', on: grazier, monks: 0, unlock: cooper };
    // The game's own wording function (villagers.describe also checks that the action is legal now).
    expect(wording(s, a)).toBe("P1 builds Milk Maid on Grazier, paying 2 onto P2's Cooper");
    const trade: VillagersAction = { type: 'trade', player: 1, card: 'hunter', stack: 2, basic: 'miner' };
    expect(wording(s, trade, 1)).toBe('P2 trades Hunter onto stack 3 for a Miner');
    // V-6.6: the traded card goes face down; only the trading seat reads its name.
    expect(wording(s, trade, 0)).toBe('P2 trades a card onto stack 3 for a Miner');
    expect(wording(s, trade)).toBe('P2 trades a card onto stack 3 for a Miner');
    expect(wording(s, { type: 'draftStack', player: 0, stack: 0 })).toBe('P1 drafts the top card of stack 1');
    expect(() => villagers.describe(s, trade)).toThrow(
      expect.objectContaining({ name: 'RuleError' }),
    );
  });
});

describe('apply: frozen results that share what did not change', () => {
  it('a build copies only what it changes, never touches its input, and every part of the result is frozen', () => {
    const s = pos(3, 1, { build: 0, villages: [['lumberjack']], hands: [['wheeler', 'hunter']] });
    const lj = uid(s, 0, 'lumberjack');
    const a = villagers.apply(s, { type: 'trade', player: 0, card: 'hunter', stack: 0, basic: 'hayer' });
    const json = JSON.stringify(a);
    const b = villagers.apply(a, { type: 'build', player: 0, card: 'wheeler', on: lj, monks: 0, unlock: null });
    expect(JSON.stringify(a)).toBe(json);
    expect(b.seats[0]!.village).toHaveLength(a.seats[0]!.village.length + 1);
    expect(b.seats[1]).toBe(a.seats[1]);
    expect(b.stacks).toBe(a.stacks);
    expect(b.seats[0]!.income).toBe(a.seats[0]!.income);
    const walk = (x: unknown): void => {
      if (typeof x !== 'object' || x === null) return;
      expect(Object.isFrozen(x)).toBe(true);
      for (const v of Object.values(x)) walk(v);
    };
    walk(a);
    walk(b);
  });
});
