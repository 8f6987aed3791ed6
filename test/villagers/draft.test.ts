import { describe, expect, it } from 'vitest';
import { villagers } from '../../src/villagers/index.js';
import type { VillagersState } from '../../src/villagers/types.js';
import { cardOf, draftLimit } from '../../src/villagers/village.js';
import { apply, empty, legal, pos, rejects, respec, type Scene } from './helpers.js';

/** A 3-player state in the draft with seat 0 first, hands of 5 dealt; every draft limit 2 + visible food (V-5.1). */
const draft3 = (scene: Scene = {}): VillagersState => pos(3, 7, { firstPlayer: 0, turn: 0, hands: [5, 5, 5], ...scene });
const roadIds = (s: VillagersState) => villagers.view(s, null).road.map((r) => (r === null ? null : r.card));

describe('V-5.1 draft limit = 2 + visible food, max 5', () => {
  it('EXAMPLE-7: flipped Founders + Grazier + Milk Maid on Grazier + Graper = 5 food -> limit 5', () => {
    // the last build turn of the round (seat 2, first player 0)
    const s = pos(3, 2, { phase: 'build', firstPlayer: 0, turn: 2, villages: [[], ['founders(food)', 'hayer > grazier', 'hayer > grazier > milk_maid', 'graper']] });
    expect(draftLimit(s, s.seats[1]!)).toBe(5);
    const next = apply(s, { type: 'endBuild', player: 2 });
    expect(next.phase).toBe('draft');
    expect(next.seats[1]!.draftLimit).toBe(5);
    // seat 0 had no food: its Founders flipped at the end of the round (V-8.1), so 2 + 1
    expect(next.seats[0]!.village[0]!.side).toBe('food');
    expect(next.seats[0]!.draftLimit).toBe(3);
  });
  it('caps at 5 and counts only uncovered food', () => {
    const s = pos(2, 2, { villages: [['graper', 'graper', 'harvester', 'hunter', 'fisher']] });
    expect(draftLimit(s, s.seats[0]!)).toBe(5);
    expect(s.seats[0]!.draftLimit).toBe(5);
    const t = pos(2, 2, { villages: [['graper > vintner']] }); // the Vintner covers the Graper's food
    expect(draftLimit(t, t.seats[0]!)).toBe(2);
  });
});

describe('V-5.2 V-5.3 drafting is mandatory, one card per turn, clockwise, skipping finished players', () => {
  it('offers no pass; order with 3/1/2 drafts left from seat 0 is 0,1,2,0,2,0, then the build phase', () => {
    // seat 0: limit 3 (a flipped Founders shows 1 food); seat 1: limit 2, one card already on its square
    let s: VillagersState = draft3({ villages: [['founders(food)']], hands: [5, 4, 5], squares: [[], ['hunter'], []], seats: [{}, { drafted: 1 }, {}] });
    expect(s.seats.map((x) => x.draftLimit - x.drafted)).toEqual([3, 1, 2]);
    expect(legal(s).every((a) => a.type.startsWith('draft'))).toBe(true);
    const order: number[] = [];
    while (s.phase === 'draft') {
      order.push(s.turn);
      s = apply(s, { type: 'draftStack', player: s.turn, stack: 5 });
    }
    expect(order).toEqual([0, 1, 2, 0, 2, 0]);
    expect(s.seats.map((x) => x.hand.length)).toEqual([8, 6, 7]);
    expect(s.phase).toBe('build');
  });
});

describe('V-5.4 legal picks', () => {
  it('perft: 6 Road cards + 6 stacks = 12 picks at the start', () => {
    expect(legal(villagers.setup({ players: 4 }, 9))).toHaveLength(12);
  });
  it('an empty stack (Market card showing) cannot be drafted; the Reserve only once all stacks are empty', () => {
    const stacks = empty().map((x, i) => (i === 1 ? x : { count: 6, topSuit: null }));
    const s0 = draft3({ stacks });
    expect(legal(s0)).toHaveLength(11);
    rejects(s0, { type: 'draftStack', player: 0, stack: 1 }, 'V-5.4');
    rejects(s0, { type: 'draftReserve', player: 0 }, 'V-5.4');
    const s = draft3({ stacks: empty() });
    const acts = legal(s);
    expect(acts).toHaveLength(7);
    expect(acts).toContainEqual({ type: 'draftReserve', player: 0 });
    const top = s.reserve[s.reserve.length - 1]!;
    const next = apply(s, { type: 'draftReserve', player: 0 });
    expect(next.seats[0]!.square).toEqual([top]);
  });
  it('rejects picks from an empty Road space, malformed picks, and the wrong seat', () => {
    const s = respec(draft3(), 7, (p) => ({ ...p, road: p.road!.map((r, i) => (i === 2 ? null : r)), discard: [p.road![2]!] }));
    rejects(s, { type: 'draftRoad', player: 0, slot: 2 }, 'V-5.4');
    rejects(s, { type: 'draftRoad', player: 0, slot: 6 }, 'V-5.4', 'MALFORMED_ACTION');
    rejects(s, { type: 'draftRoad', player: 0, slot: 1.5 }, 'V-5.4', 'MALFORMED_ACTION');
    rejects(s, { type: 'draftRoad', player: 0 }, 'V-5.4', 'MALFORMED_ACTION');
    rejects(s, { type: 'draftRoad', player: 1, slot: 0 }, 'core', 'NOT_YOUR_TURN');
    rejects(s, { type: 'build', player: 0, card: 'wheeler', on: null, monks: 0, unlock: null }, 'V-4');
  });
});

describe('V-5.5 V-5.6 V-5.7 V-11.6 coins, refill, Village Square', () => {
  it('takes the coins, refills from the leftmost non-empty stack, and keeps the card face up on the square', () => {
    const s = respec(draft3(), 7, (p) => ({ ...p, road: p.road!.map((r, i) => (i === 3 ? `${r}(2c)` : r)), stacks: p.stacks!.map((x, i) => (i === 0 ? { count: 0, topSuit: null } : x)), discard: 6 }));
    const picked = s.road[3]!.card;
    const refill = s.stacks[1]![s.stacks[1]!.length - 1]!;
    const next = apply(s, { type: 'draftRoad', player: 0, slot: 3 });
    expect(next.seats[0]!.gold).toBe(10);
    expect(next.road[3]).toEqual({ card: refill, coins: 0 });
    expect(next.stacks[1]).toHaveLength(s.stacks[1]!.length - 1);
    expect(next.seats[0]!.square).toEqual([picked]);
    expect(next.seats[0]!.hand).toEqual(s.seats[0]!.hand);
    const v = villagers.view(next, 1);
    expect(v.seats[0]!.square).toEqual([cardOf(next, picked).id]);
    const after = apply(next, { type: 'draftStack', player: 1, stack: 2 });
    const again = apply(after, { type: 'draftStack', player: 2, stack: 2 });
    const done = apply(again, { type: 'draftStack', player: 0, stack: 2 });
    expect(done.seats[0]!.square).toEqual([]);
    expect(done.seats[0]!.hand).toContain(picked);
  });
  it('V-5.6 V-11.3 refills from the Reserve when the stacks are empty, and leaves the hole when both are', () => {
    const s = draft3({ stacks: empty() });
    const top = s.reserve[s.reserve.length - 1]!;
    expect(apply(s, { type: 'draftRoad', player: 0, slot: 0 }).road[0]).toEqual({ card: top, coins: 0 });
    const none = draft3({ stacks: empty(), reserve: { count: 0, topSuit: null }, discard: 'rest' });
    expect(apply(none, { type: 'draftRoad', player: 0, slot: 0 }).road[0]).toBeNull();
  });
  it('V-11.3 drafting ends for everyone when no card can be drafted', () => {
    // one Road card left, nothing else to draft; everyone has drafts left (limit 2)
    const s0 = draft3();
    const s = draft3({ road: roadIds(s0).map((r, i) => (i === 0 ? r : null)), stacks: empty(), reserve: { count: 0, topSuit: null }, discard: 'rest' });
    const next = apply(s, { type: 'draftRoad', player: 0, slot: 0 });
    expect(next.phase).toBe('build');
    expect(next.seats[0]!.hand).toHaveLength(6);
  });
});

describe('V-5.8 V-5.10 V-11.3 V-11.6 end of draft, 3–5 players', () => {
  it('EXAMPLE-12: a coined card left undrafted is discarded (coin to the bank), the Reserve refills it, every Road card gets 1 coin', () => {
    const s = respec(draft3(), 7, (p) => ({ ...p, road: p.road!.map((r, i) => (i === 4 ? `${r}(1c)` : r)) }));
    const x = s.road[4]!.card;
    const reserveTop = s.reserve[s.reserve.length - 1]!;
    let t: VillagersState = s;
    for (const p of [0, 1, 2, 0, 1, 2]) t = apply(t, { type: 'draftStack', player: p, stack: 5 }); // limit 2 each
    expect(t.phase).toBe('build');
    expect(t.discard).toContain(x);
    expect(t.reserve).not.toContain(x); // never reshuffled (V-5.10)
    expect(t.road[4]).toEqual({ card: reserveTop, coins: 1 });
    expect(t.road.every((r) => r !== null && r.coins === 1)).toBe(true);
    expect(t.seats.map((q) => q.gold)).toEqual([8, 8, 8]);
  });
  it('refills from the leftmost non-empty stack when the Reserve is empty', () => {
    const s = respec(draft3(), 7, (p) => ({
      ...p,
      road: p.road!.map((r, i) => (i === 0 ? `${r}(1c)` : r)),
      stacks: p.stacks!.map((x, i) => (i === 0 ? { count: 0, topSuit: null } : x)),
      reserve: { count: 0, topSuit: null },
      discard: 'rest',
    }));
    let t: VillagersState = s;
    for (const p of [0, 1, 2, 0, 1, 2]) t = apply(t, { type: 'draftStack', player: p, stack: 5 });
    const expected = s.stacks[1]![s.stacks[1]!.length - 1]!;
    expect(t.road[0]).toEqual({ card: expected, coins: 1 });
  });
});

describe('V-5.9 end of draft, 2 players', () => {
  /** Seat 0 first; draft limit 2 each, so 4 drafts end the draft. */
  const twoP = (): VillagersState => pos(2, 11, { firstPlayer: 0, turn: 0, hands: [5, 5] });
  const drafts = (s: VillagersState) => [0, 1, 0, 1].reduce((t, p) => apply(t, { type: 'draftStack', player: p, stack: 0 }), s);
  it('EXAMPLE-13: both put a coin on card 3; the 5 others are discarded and refilled from the Reserve; card 3 keeps 2 coins', () => {
    const s = twoP();
    const road = s.road.map((r) => r!.card);
    let t = drafts(s);
    expect(t.phase).toBe('roadCoins');
    expect(t.turn).toBe(1); // the player without the First Player card
    expect(legal(t)).toHaveLength(7); // pass + 6 face-up cards
    t = apply(t, { type: 'placeCoin', player: 1, slot: 2 });
    expect(t.turn).toBe(0);
    const reserve = [...t.reserve];
    t = apply(t, { type: 'placeCoin', player: 0, slot: 2 });
    expect(t.phase).toBe('build');
    expect(t.road[2]).toEqual({ card: road[2], coins: 2 });
    for (const i of [0, 1, 3, 4, 5]) expect(t.discard).toContain(road[i]);
    expect(t.road.filter((r, i) => i !== 2).map((r) => r!.card)).toEqual(reserve.slice(-5).reverse());
    expect(t.seats.map((q) => q.gold)).toEqual([8, 8]);
  });
  it('both may pass; a card with older coins stays', () => {
    const s = respec(twoP(), 11, (p) => ({ ...p, road: p.road!.map((r, i) => (i === 5 ? `${r}(1c)` : r)) }));
    let t = drafts(s);
    rejects(t, { type: 'placeCoin', player: 1, slot: 9 }, 'V-5.9', 'MALFORMED_ACTION');
    t = apply(t, { type: 'placeCoin', player: 1, slot: null });
    t = apply(t, { type: 'placeCoin', player: 0, slot: null });
    expect(t.road[5]).toEqual({ card: s.road[5]!.card, coins: 1 });
    expect(t.discard).toHaveLength(s.discard.length + 5);
  });
});

describe('V-11.7 V-5.7 the top suit of each stack is public, its cards are not', () => {
  it('view shows count and top suit per stack; the square is public', () => {
    const s = villagers.setup({ players: 3 }, 4);
    const v = villagers.view(s, 0);
    v.stacks.forEach((st, i) => {
      expect(st.count).toBe(s.stacks[i]!.length);
      expect(st.topSuit).toBe(cardOf(s, s.stacks[i]![s.stacks[i]!.length - 1]!).suit);
    });
    expect(v.stacks[1]!.market).toBe('first');
    expect(v.stacks[5]!.market).toBe('second');
    expect(JSON.stringify(v)).not.toContain('"rng"');
    expect(v.seats[0]!.hand).toHaveLength(5);
    expect(v.seats[1]!.hand).toBeNull();
    expect(v.seats[1]!.handCount).toBe(5);
    const spectator = villagers.view(s, null);
    expect(spectator.seats.every((x) => x.hand === null)).toBe(true);
  });
});
