import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../src/villagers/data.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const json = JSON.parse(readFileSync(path.resolve(repoRoot, 'test/fixtures/villagers/components.json'), 'utf8'));
const idOf: Record<string, string> = Object.fromEntries(json.cards.map((c: { name: string; id: string }) => [c.name, c.id]));

describe('V-2.1 V-2.10 card list matches components.json', () => {
  it('has 54 card types and 135 cards: 5 Founders, 30 basics, 100 deck cards', () => {
    expect(CARDS).toHaveLength(json.cards.length);
    expect(CARDS).toHaveLength(54);
    const total = CARDS.reduce((n, c) => n + c.copies, 0);
    expect(total).toBe(json.deckCounts.totalVillagerCards);
    expect(total).toBe(135);
    expect(CARDS.filter((c) => c.kind === 'founders').reduce((n, c) => n + c.copies, 0)).toBe(json.deckCounts.founders);
    expect(CARDS.filter((c) => c.kind === 'basic').reduce((n, c) => n + c.copies, 0)).toBe(json.deckCounts.basicVillagers);
    const deck = CARDS.filter((c) => c.kind === 'deck');
    expect(deck.reduce((n, c) => n + c.copies, 0)).toBe(json.deckCounts.nonBasicNonFoundersCards_4to5p_incl6StartingRoad);
    expect(deck.filter((c) => !c.fourPlusOnly).reduce((n, c) => n + c.copies, 0)).toBe(json.deckCounts.nonBasicNonFoundersCards_1to3p_incl6StartingRoad);
  });

  for (const j of json.cards) {
    it(`${j.name}: every printed value`, () => {
      const c = CARDS.find((x) => x.id === j.id)!;
      expect(c).toBeDefined();
      expect(c.name).toBe(j.name);
      expect(c.suit).toBe(j.suit);
      expect(c.copies).toBe(j.copies);
      expect(c.fourPlusOnly).toBe(j.fourPlusOnly);
      expect(c.base).toBe(j.base);
      expect(c.printedGold).toBe(j.printedGold);
      expect(c.food).toBe(j.food);
      expect(c.builders).toBe(j.builders);
      expect(c.suitSymbols).toBe(j.suitSymbols);
      expect(c.keyRing).toBe(j.keyRing);
      expect(c.discardAfterUse).toBe(j.discardAfterUse);
      expect(c.padlock).toBe(j.padlock ? idOf[j.padlock.unlockedBy] : null);
      if (j.padlock) expect(j.padlock.unlockCost).toBe(2);
      if (typeof j.slots === 'number') {
        expect(c.slots).toBe(j.slots);
        expect(c.slotsWhenStacked).toBeNull();
        expect(c.chain).toEqual(j.chain.map((n: string) => idOf[n]));
        expect(c.placedOn).toBe(j.placedOn === null ? null : idOf[j.placedOn]);
      } else {
        expect(c.slots).toBe(j.slotsAsBottom);
        expect(c.slotsWhenStacked).toBe(j.slotsOtherwise);
      }
      if (j.silver) {
        expect(c.silver).toEqual({
          metric: j.silver.target.metric,
          suit: j.silver.target.suit ?? null,
          amount: j.silver.amount,
          per: j.silver.per ?? 1,
          includeCovered: j.silver.target.includeCovered,
        });
      } else expect(c.silver).toBeNull();
      if (j.special?.sides) expect(c.flipSide).toEqual(j.special.sides.foodSide);
    });
  }

  it('V-2.7 key-ring numbers equal the padlocked copies naming each unlocker', () => {
    for (const [name, n] of Object.entries(json.keyRingCheck)) {
      const id = idOf[name]!;
      const opened = CARDS.filter((c) => c.padlock === id).reduce((k, c) => k + c.copies, 0);
      expect(opened).toBe(n);
      expect(CARDS.find((c) => c.id === id)!.keyRing).toBe(n);
    }
  });

  it('V-2.9 every unlocker has 0 slots, so it is never covered', () => {
    const unlockers = new Set(CARDS.map((c) => c.padlock).filter((x) => x !== null));
    for (const id of unlockers) expect(CARDS.find((c) => c.id === id)!.slots).toBe(0);
  });

  it('V-3.9 setup table: deck sizes per player count', () => {
    for (const n of [2, 3, 4, 5]) {
      const deck = CARDS.filter((c) => c.kind === 'deck' && (n >= 4 || !c.fourPlusOnly)).reduce((k, c) => k + c.copies, 0);
      const setup = json.setupByPlayerCount[String(n)];
      expect(deck - 6 - 5 * n - 6 * setup.stackSize).toBe(json.setupByPlayerCount.reserveSize_default[String(n)]);
      expect(setup.stackSize).toBe(2 * n);
    }
  });
});
