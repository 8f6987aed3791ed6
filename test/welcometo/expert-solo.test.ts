import { describe, expect, it } from 'vitest';
import { CARDS, type Effect } from '../../src/welcometo/data.js';
import { SOLO_CARD, type WelcomeToState } from '../../src/welcometo/types.js';
import { FRESH_TURN } from '../../src/welcometo/setup.js';
import { at, endTurnAll, withSheet, expectReject, g, legalOf, setStreet, types } from './helpers.js';

/** Seat `p` holds these cards (number, effect); `position` deals the rest (cards are conserved). */
function giveHand(s: WelcomeToState, p: number, cards: [number, Effect][]): WelcomeToState {
  const hands = s.players.map((x, i) => (i === p ? cards.map(([n, e]) => `${n} ${e}`).join(', ') : x.hand.length));
  return at(s, { hands });
}
const allCards = (s: WelcomeToState): number[] =>
  [...s.deck, ...s.discard, ...s.players.flatMap((p) => p.hand)].filter((c) => c !== SOLO_CARD).sort((a, b) => a - b);
const ALL = Array.from({ length: 81 }, (_, i) => i);

const expert = (players = 3): WelcomeToState => g.setup({ players, expert: true }, 'exp');

describe('WT-11.1 / WT-11.2 expert setup and draws', () => {
  it('one deck of 81; each player draws 3 in the first turn', () => {
    const s = expert();
    expect(s.players.map((p) => p.hand.length)).toEqual([3, 3, 3]);
    expect(s.deck).toHaveLength(81 - 9);
    expect(s.stacks).toEqual([]);
    expect(allCards(s)).toEqual(ALL);
  });
  it('later turns: the passed card plus 2 drawn', () => {
    const s = endTurnAll(expert());
    expect(s.players.map((p) => p.hand.length)).toEqual([3, 3, 3]);
    expect(s.deck).toHaveLength(81 - 9 - 6);
    expect(allCards(s)).toEqual(ALL);
  });
});

describe('WT-11.3 / WT-11.4 use two different cards, pass the third to the next seat', () => {
  it('perft: 6 ordered pairs on an empty sheet; the same card twice is refused', () => {
    const s = giveHand(expert(), 0, [
      [3, 'pool'],
      [8, 'bis'],
      [11, 'surveyor'],
    ]);
    expect(legalOf(s, 0, 'choose').map((a) => [a.numberCard, a.effectCard])).toEqual([
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 2],
      [2, 0],
      [2, 1],
    ]);
    expectReject(s, { type: 'choose', player: 0, numberCard: 1, effectCard: 1 }, 'ILLEGAL_ACTION', 'WT-11.3');
    const t = g.apply(s, { type: 'choose', player: 0, numberCard: 1, effectCard: 2 });
    expect(t.players[0]!.turn.choice).toMatchObject({ number: 8, effect: 'surveyor' });
  });
  it('the unused card goes to seat +1 (the last seat passes to seat 0); used cards are discarded', () => {
    let s = giveHand(expert(), 0, [
      [3, 'pool'],
      [8, 'bis'],
      [11, 'surveyor'],
    ]);
    const passed = s.players[0]!.hand[0]!;
    const lastPassed = s.players[2]!.hand;
    s = g.apply(s, { type: 'choose', player: 0, numberCard: 1, effectCard: 2 });
    s = g.apply(s, { type: 'write', player: 0, street: 0, house: 0, number: 8, temp: false });
    s = g.apply(s, { type: 'skip', player: 0 });
    s = g.apply(s, { type: 'end', player: 0 });
    const p2 = s;
    s = endTurnAll(s);
    expect(s.players[1]!.hand[0]).toBe(passed);
    expect(lastPassed).toContain(s.players[0]!.hand[0]);
    expect(s.discard).toHaveLength(6);
    expect(p2.discard).toHaveLength(0);
    expect(allCards(s)).toEqual(ALL);
  });
});

describe('WT-11.5 reshuffles in expert mode', () => {
  it('an empty deck takes the shuffled discard pile', () => {
    let s = at(expert(), { deckSize: 0 });
    expect(s.discard).toHaveLength(81 - 9);
    s = endTurnAll(s);
    expect(s.players.every((p) => p.hand.length === 3)).toBe(true);
    expect(allCards(s)).toEqual(ALL);
  });
  it('a plan reshuffle shuffles deck and discards; passed cards stay with their recipients', () => {
    let s = endTurnAll(expert());
    expect(s.discard).toHaveLength(6);
    // P1 completed a plan first and asked for a reshuffle, then ended the turn (WT-8.7).
    // (The same spec deals the same hands: P1's turn took the number of card 1 and the effect of card 2.)
    const hand = at(s).players[0]!.hand;
    const choice = { numberCard: 0, effectCard: 1, number: CARDS[hand[0]!]!.number, effect: CARDS[hand[1]!]!.effect };
    s = at(s, { turns: [{ ...FRESH_TURN, step: 'done', choice, reshuffle: true }, FRESH_TURN, FRESH_TURN] });
    expect(s.players[0]!.hand).toEqual(hand);
    const passedBy0 = s.players[0]!.hand[2]!;
    const t = endTurnAll(s);
    expect(t.discard).toEqual([]);
    expect(t.players[1]!.hand[0]).toBe(passedBy0);
    expect(allCards(t)).toEqual(ALL);
  });
});

describe('WT-11.6 / WT-11.8 / U-12 refusal in expert mode', () => {
  it('refusal when no card number of the hand fits; all 3 discarded; the next seat draws 3', () => {
    let s = giveHand(expert(), 0, [
      [3, 'pool'],
      [8, 'bis'],
      [11, 'surveyor'],
    ]);
    s = setStreet(s, 0, 0, '0 1 2 4 _ 5 6 7 9 10');
    s = setStreet(s, 0, 1, '0 1 2 4 5 6 7 9 10 12 13');
    s = setStreet(s, 0, 2, '0 1 2 4 5 6 7 9 10 12 13 14');
    expect(g.legalActions(s, 0)).toEqual([{ type: 'refuse', player: 0 }]);
    const hand = s.players[0]!.hand;
    s = g.apply(s, { type: 'refuse', player: 0 });
    s = endTurnAll(s);
    for (const c of hand) expect(s.discard).toContain(c);
    expect(s.players.map((p) => p.hand.length)).toEqual([3, 3, 3]);
    expect(allCards(s)).toEqual(ALL);
  });
});

describe('WT-11.7 expert rules combine with the advanced variant and the boards', () => {
  it('roundabouts and themed plans are available', () => {
    const s = g.setup({ players: 2, expert: true, variant: 'advanced', board: 'christmas' }, 1);
    expect(types(s, 0)).toContain('roundabout');
    expect(s.plans[2]).toMatch(/^N3-XMAS/);
  });
});

describe('views in expert mode hide the other hands', () => {
  it('own hand as cards, others as counts', () => {
    const s = expert();
    const v = g.view(s, 1);
    expect(v.players[1]!.hand).toHaveLength(3);
    expect(v.players[0]!.hand).toBeNull();
    expect(v.players[0]!.handSize).toBe(3);
    expect(v.deckSize).toBe(72);
  });
});

const solo = (extra: Record<string, unknown> = {}): WelcomeToState => g.setup({ players: 1, ...extra }, 'solo');

describe('WT-12.1 solo setup', () => {
  it('82 cards: the Solo card lies in the bottom 42 (40 construction cards above it)', () => {
    for (let seed = 0; seed < 30; seed++) {
      const s = g.setup({ players: 1 }, seed);
      const drawn = 3;
      const at = s.deck.indexOf(SOLO_CARD);
      expect(at + drawn).toBeGreaterThanOrEqual(40);
      expect(s.deck.length + drawn).toBe(82);
    }
  });
});

describe('WT-12.2 solo turns', () => {
  it('draw 3, use two different cards, discard all 3', () => {
    let s = giveHand(solo(), 0, [
      [3, 'pool'],
      [8, 'bis'],
      [11, 'surveyor'],
    ]);
    expect(legalOf(s, 0, 'choose')).toHaveLength(6);
    s = g.apply(s, { type: 'choose', player: 0, numberCard: 0, effectCard: 2 });
    s = g.apply(s, { type: 'write', player: 0, street: 0, house: 0, number: 3, temp: false });
    s = g.apply(s, { type: 'skip', player: 0 });
    s = g.apply(s, { type: 'end', player: 0 });
    expect(s.discard).toHaveLength(3);
    expect(s.players[0]!.hand).toHaveLength(3);
    expect(s.turn).toBe(2);
  });
});

describe('WT-12.3 / EXAMPLE-13 solo approval', () => {
  it('a plan claimed before the Solo card scores high; in the turn it is drawn or later, low', () => {
    const claimAt = (approvedTurn: number | null, claimTurn: number) => {
      const s = at(solo(), {
        plans: ['N1-C', 'N2-A', 'N3-A'],
        soloApprovedTurn: approvedTurn,
        turn: Math.max(claimTurn, approvedTurn ?? 0) + 1,
        sheets: [{ plans: [claimTurn, null, null] }],
        deckSize: 40,
      });
      return g.score(s).players[0]!.parts.plans;
    };
    expect(claimAt(16, 15)).toBe(8);
    expect(claimAt(15, 16)).toBe(4);
    expect(claimAt(15, 15)).toBe(4);
    expect(claimAt(null, 15)).toBe(8);
  });
  it('drawing the Solo card sets it aside, records the turn, and a replacement is drawn', () => {
    let s = at(solo(), { soloCardAt: 1 });
    expect(s.deck[1]).toBe(SOLO_CARD);
    s = endTurnAll(s);
    expect(s.soloApprovedTurn).toBe(2);
    expect(s.players[0]!.hand).toHaveLength(3);
    expect(s.players[0]!.hand).not.toContain(SOLO_CARD);
  });
});

describe('WT-12.4 no reshuffle in solo', () => {
  it('a solo claim never offers a reshuffle', () => {
    let s = at(solo(), { plans: ['N1-C', 'N2-A', 'N3-A'] });
    s = setStreet(s, 0, 0, '1 2 3 | 4 5 6 | 7 8 9 | _');
    s = giveHand(s, 0, [
      [11, 'surveyor'],
      [13, 'pool'],
      [14, 'realEstate'],
    ]);
    s = g.apply(s, { type: 'choose', player: 0, numberCard: 0, effectCard: 2 });
    s = g.apply(s, { type: 'write', player: 0, street: 1, house: 0, number: 11, temp: false });
    s = g.apply(s, { type: 'skip', player: 0 });
    s = g.apply(s, { type: 'claim', player: 0, plan: 0 });
    for (const h of [0, 3, 6]) s = g.apply(s, { type: 'designate', player: 0, street: 0, house: h });
    expect(types(s, 0)).toEqual(['end']);
    expectReject(s, { type: 'reshuffle', player: 0 }, 'ILLEGAL_ACTION', 'WT-8.7');
  });
});

describe('WT-12.5 / EXAMPLE-12 solo temps', () => {
  it('5 temps -> 0, 6 temps -> 7', () => {
    expect(g.score(withSheet(solo(), 0, { temps: 5 })).players[0]!.parts.temps).toBe(0);
    expect(g.score(withSheet(solo(), 0, { temps: 6 })).players[0]!.parts.temps).toBe(7);
  });
});

describe('WT-12.6 solo ends when the deck is empty', () => {
  it('27 turns at most', () => {
    let s = solo();
    let turns = 0;
    while (!s.over) {
      // always refuse-proof: play the first listed action except roundabouts
      const legal = g.legalActions(s, 0);
      const a = legal.find((x) => x.type === 'end') ?? legal.find((x) => x.type === 'skip') ?? legal[0]!;
      s = g.apply(s, a);
      turns = s.turn;
    }
    expect(turns).toBeLessThanOrEqual(27);
    // Two cards left in the deck (one of them the Solo card): fewer than 3 at the end of the turn.
    const s2 = at(solo(), { deckSize: 2 });
    expect(endTurnAll(s2).over).toBe(true);
  });
});
