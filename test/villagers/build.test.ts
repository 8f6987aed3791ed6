import { describe, expect, it } from 'vitest';
import { villagers } from '../../src/villagers/index.js';
import type { VillagersAction, VillagersState } from '../../src/villagers/types.js';
import { buildLimit, cardOf, goldOf, visibleBuilders, visibleGold } from '../../src/villagers/village.js';
import { apply, build, buildTurn, clearHands, fresh, give, idx, legal, place, rejects, type MState } from './helpers.js';

/** A 3-player build turn for seat 0, empty hands, limit `limit`. */
function turn(limit = 2, players = 3): MState {
  const s = fresh(players, 21);
  clearHands(s);
  return buildTurn(s, 0, limit);
}
const builds = (s: MState | VillagersState) => legal(s).filter((a) => a.type === 'build');
const node = (s: MState, seat: number, uid: number) => idx(s, seat, uid);

describe('V-6.1 V-6.8 build turns go clockwise from the first player; each ends with endBuild', () => {
  it('passes the turn clockwise and ends the round after the last seat', () => {
    let s: VillagersState = buildTurn(fresh(3, 3), 1);
    expect(villagers.actors(s)).toEqual([1]);
    s = apply(s, { type: 'endBuild', player: 1 });
    expect(s.turn).toBe(2);
    s = apply(s, { type: 'endBuild', player: 2 });
    expect(s.turn).toBe(0);
    rejects(s, { type: 'endBuild', player: 1 }, 'core', 'NOT_YOUR_TURN');
    s = apply(s, { type: 'endBuild', player: 0 });
    expect(s.phase).toBe('draft');
    expect(s.firstPlayer).toBe(2); // V-8.3: the First Player card moved one seat clockwise
    expect(s.round).toBe(2);
  });
});

describe('V-6.2 V-6.3 build limit', () => {
  it('EXAMPLE-2: Lumberjack with Wheeler and Carpenter -> 1 builder -> limit 3 (fixed at the start of the phase)', () => {
    const s = fresh(3, 5);
    const lj = place(s, 0, 'lumberjack');
    place(s, 0, 'wheeler', node(s, 0, lj));
    place(s, 0, 'carpenter', node(s, 0, lj));
    expect(visibleBuilders(s, s.seats[0]!)).toBe(1);
    expect(buildLimit(s, s.seats[0]!)).toBe(3);
    // reaching the end of the draft fixes the limits
    s.firstPlayer = 0;
    s.turn = 0;
    s.seats.forEach((x) => (x.draftLimit = 1));
    let t: VillagersState = s;
    for (const p of [0, 1, 2]) t = apply(t, { type: 'draftStack', player: p, stack: 0 });
    expect(t.phase).toBe('build');
    expect(t.seats.map((x) => x.buildLimit)).toEqual([3, 2, 2]);
  });
  it('caps at 5', () => {
    const s = fresh(2, 5);
    clearHands(s);
    for (let i = 0; i < 2; i++) place(s, 0, 'wattler');
    for (const b of ['thatcher', 'thatcher']) place(s, 0, b, node(s, 0, place(s, 0, 'hayer')));
    for (const b of ['mason', 'mason']) place(s, 0, b, node(s, 0, place(s, 0, 'miner')));
    expect(visibleBuilders(s, s.seats[0]!)).toBe(6);
    expect(buildLimit(s, s.seats[0]!)).toBe(5);
  });
  it('builders gained during the phase do not raise it; each placement uses 1; over the limit is refused', () => {
    const s = turn(2);
    place(s, 0, 'lumberjack');
    place(s, 0, 'miner');
    give(s, 0, 'carpenter');
    give(s, 0, 'mason');
    give(s, 0, 'blacksmith');
    let t = apply(s, build(0, 'carpenter', s.seats[0]!.village[1]!.card));
    expect(t.seats[0]!.builds).toBe(1);
    t = apply(t, build(0, 'mason', s.seats[0]!.village[2]!.card));
    expect(t.seats[0]!.builds).toBe(2);
    expect(t.seats[0]!.buildLimit).toBe(2);
    expect(legal(t).filter((a) => a.type === 'build')).toHaveLength(0);
    rejects(t, build(0, 'blacksmith', s.seats[0]!.village[2]!.card), 'V-6.2');
  });
});

describe('V-6.4 V-2.5 V-2.6 V-2.9 V-11.1 V-11.4 placement', () => {
  it('perft: Lumberjack in village, hand Wheeler + Carpenter + Cartwright + Hunter -> 4 builds', () => {
    const s = turn();
    const lj = place(s, 0, 'lumberjack');
    for (const c of ['wheeler', 'carpenter', 'cartwright', 'hunter']) give(s, 0, c);
    const acts = builds(s);
    expect(acts).toHaveLength(3);
    expect(acts).toContainEqual(build(0, 'wheeler', lj));
    expect(acts).toContainEqual(build(0, 'carpenter', lj));
    expect(acts).toContainEqual(build(0, 'hunter', null)); // a Solitary card is its own base
    rejects(s, build(0, 'cartwright', lj), 'V-6.4');
    rejects(s, build(0, 'wheeler', null), 'V-6.4');
    rejects(s, build(0, 'hunter', lj), 'V-6.4');
    rejects(s, build(0, 'wheeler', s.seats[0]!.village[0]!.card), 'V-6.4'); // not on another suit
  });
  it('a base and its successors in one turn: trade for a Lumberjack, then Wheeler, then Cartwright', () => {
    let s: VillagersState = (() => {
      const t = turn(2);
      give(t, 0, 'wheeler');
      give(t, 0, 'cartwright');
      give(t, 0, 'hunter');
      return t;
    })();
    s = apply(s, { type: 'trade', player: 0, card: 'hunter', stack: 0, basic: 'lumberjack' });
    const lj = s.seats[0]!.village[1]!.card;
    s = apply(s, build(0, 'wheeler', lj));
    const wh = s.seats[0]!.village[2]!.card;
    s = apply(s, build(0, 'cartwright', wh));
    expect(s.seats[0]!.village.map((n) => cardOf(s, n.card).id)).toEqual(['founders', 'lumberjack', 'wheeler', 'cartwright']);
    expect(s.seats[0]!.village[3]!.on).toBe(2);
    expect(s.seats[0]!.builds).toBe(2);
  });
  it('V-11.4 two Wheelers on one Lumberjack; a third card finds no free slot (V-2.9)', () => {
    const s = turn(3);
    const lj = place(s, 0, 'lumberjack');
    place(s, 0, 'wheeler', node(s, 0, lj));
    give(s, 0, 'wheeler');
    give(s, 0, 'carpenter');
    const t = apply(s, build(0, 'wheeler', lj));
    expect(t.seats[0]!.village.filter((n) => n.on === node(s, 0, lj))).toHaveLength(2);
    rejects(t, build(0, 'carpenter', lj), 'V-2.9');
  });
  it('V-11.1 you build only into your own village', () => {
    const s = turn();
    const lj = place(s, 1, 'lumberjack');
    give(s, 0, 'wheeler');
    expect(builds(s)).toHaveLength(0);
    rejects(s, build(0, 'wheeler', lj), 'V-11.1');
  });
});

describe('V-6.6 basic-villager trades (EXAMPLE-15, EXAMPLE-3)', () => {
  it('EXAMPLE-15: at most 3 trades per turn, outside the build limit; never onto an empty stack', () => {
    const s = turn(2);
    for (const c of ['hunter', 'wattler', 'chandler', 'fisher']) give(s, 0, c);
    s.discard.push(...s.stacks[3]!);
    s.stacks[3] = [];
    // perft: 4 distinct cards × 5 non-empty stacks × 3 basics
    expect(legal(s).filter((a) => a.type === 'trade')).toHaveLength(4 * 5 * 3);
    rejects(s, { type: 'trade', player: 0, card: 'hunter', stack: 3, basic: 'miner' }, 'V-6.6');
    let t: VillagersState = s;
    t = apply(t, { type: 'trade', player: 0, card: 'hunter', stack: 0, basic: 'miner' });
    expect(t.stacks[0]![t.stacks[0]!.length - 1]).toBe(s.seats[0]!.hand[0]);
    t = apply(t, { type: 'trade', player: 0, card: 'wattler', stack: 0, basic: 'hayer' });
    t = apply(t, { type: 'trade', player: 0, card: 'chandler', stack: 5, basic: 'lumberjack' });
    expect(t.seats[0]!.builds).toBe(0);
    expect(t.seats[0]!.trades).toBe(3);
    expect(t.basics.miner).toHaveLength(9);
    expect(legal(t).filter((a) => a.type === 'trade')).toHaveLength(0);
    rejects(t, { type: 'trade', player: 0, card: 'fisher', stack: 0, basic: 'miner' }, 'V-6.6');
  });
  it('with every stack empty the card goes on the Reserve, or to the discard if that is empty too; an empty basic pile cannot be taken', () => {
    const s = turn(2);
    give(s, 0, 'hunter');
    give(s, 0, 'wattler');
    for (let i = 0; i < 6; i++) {
      s.discard.push(...s.stacks[i]!);
      s.stacks[i] = [];
    }
    s.discard.push(...s.basics.miner);
    s.basics.miner = [];
    expect(legal(s).filter((a) => a.type === 'trade')).toHaveLength(2 * 2);
    rejects(s, { type: 'trade', player: 0, card: 'hunter', stack: 0, basic: 'hayer' }, 'V-6.6');
    rejects(s, { type: 'trade', player: 0, card: 'hunter', stack: null, basic: 'miner' }, 'V-6.6');
    const hunter = s.seats[0]!.hand[0]!;
    const t = apply(s, { type: 'trade', player: 0, card: 'hunter', stack: null, basic: 'hayer' });
    expect(t.reserve[t.reserve.length - 1]).toBe(hunter);
    const u = JSON.parse(JSON.stringify(s)) as MState;
    u.discard.push(...u.reserve);
    u.reserve = [];
    const v = apply(u, { type: 'trade', player: 0, card: 'hunter', stack: null, basic: 'hayer' });
    expect(v.discard[v.discard.length - 1]).toBe(hunter);
  });
  it('EXAMPLE-3: trade for a Hayer, build Grazier and Thatcher -> next round draft limit 3, build limit 3', () => {
    const s = fresh(2, 8);
    clearHands(s);
    buildTurn(s, 0, 2);
    s.firstPlayer = 1; // seat 0 builds last, so its endBuild ends the round
    for (const c of ['hunter', 'grazier', 'thatcher']) give(s, 0, c);
    let t: VillagersState = apply(s, { type: 'trade', player: 0, card: 'hunter', stack: 0, basic: 'hayer' });
    const hayer = t.seats[0]!.village[1]!.card;
    t = apply(t, build(0, 'grazier', hayer));
    t = apply(t, build(0, 'thatcher', hayer));
    expect(t.seats[0]!.builds).toBe(2);
    t = apply(t, { type: 'endBuild', player: 0 });
    expect(t.phase).toBe('draft');
    expect(t.seats[0]!.draftLimit).toBe(3);
    expect(t.seats[0]!.village[0]!.side).toBe('gold'); // the Grazier's food kept the Founders gold side up
    expect(buildLimit(t, t.seats[0]!)).toBe(3);
    const thatcher = t.seats[0]!.village[3]!;
    expect(cardOf(t, thatcher.card).id).toBe('thatcher');
    expect(goldOf(t, thatcher)).toBe(2); // the Thatcher pays 2 at a Market
    expect(visibleGold(t, t.seats[0]!)).toBe(2 + 2); // with the Founders' 2
  });
});

describe('V-6.7 padlocks (EXAMPLE-4, EXAMPLE-5)', () => {
  /** Seat 0 has a Hayer + Grazier and a Milk Maid in hand. */
  function milkMaid(): { s: MState; grazier: number } {
    const s = turn(2);
    const hayer = place(s, 0, 'hayer');
    const grazier = place(s, 0, 'grazier', node(s, 0, hayer));
    give(s, 0, 'milk_maid');
    place(s, 1, 'lumberjack');
    place(s, 2, 'lumberjack');
    return { s, grazier };
  }
  it('EXAMPLE-4: own Cooper -> the bank puts 2 on it', () => {
    const { s, grazier } = milkMaid();
    const cooper = place(s, 0, 'cooper', node(s, 0, place(s, 0, 'lumberjack')));
    expect(builds(s).map((a) => (a as { unlock: unknown }).unlock)).toEqual([cooper]);
    const t = apply(s, build(0, 'milk_maid', grazier, cooper));
    expect(t.seats[0]!.gold).toBe(8);
    expect(t.seats[0]!.village[idx(t, 0, cooper)]!.coins).toBe(2);
  });
  it('own Cooper: the bank pays, so it works with no gold in supply (paying the bank or B would not)', () => {
    const { s, grazier } = milkMaid();
    const cooper = place(s, 0, 'cooper', node(s, 0, place(s, 0, 'lumberjack')));
    s.seats[0]!.gold = 0;
    expect(builds(s)).toEqual([build(0, 'milk_maid', grazier, cooper)]);
    const t = apply(s, build(0, 'milk_maid', grazier, cooper));
    expect(t.seats[0]!.gold).toBe(0);
    expect(t.seats[0]!.village[idx(t, 0, cooper)]!.coins).toBe(2);
    rejects(s, build(0, 'milk_maid', grazier, 'bank'), 'V-6.7');
  });
  it("EXAMPLE-4: only B has one -> A pays 2 onto B's Cooper, and may not pay the bank", () => {
    const { s, grazier } = milkMaid();
    const cooper = place(s, 1, 'cooper', 1);
    expect(builds(s).map((a) => (a as { unlock: unknown }).unlock)).toEqual([cooper]);
    const t = apply(s, build(0, 'milk_maid', grazier, cooper));
    expect(t.seats[0]!.gold).toBe(6);
    expect(t.seats[1]!.village[idx(t, 1, cooper)]!.coins).toBe(2);
    expect(t.seats[1]!.gold).toBe(8);
    rejects(s, build(0, 'milk_maid', grazier, 'bank'), 'V-6.7');
    rejects(s, build(0, 'milk_maid', grazier, null), 'V-6.7');
    // with 1 gold A cannot pay B, and may still not pay the bank: the Milk Maid cannot be placed
    s.seats[0]!.gold = 1;
    expect(builds(s)).toEqual([]);
    rejects(s, build(0, 'milk_maid', grazier, cooper), 'V-6.7');
  });
  it('EXAMPLE-4: nobody has one -> A pays 2 to the bank; with under 2 gold the card cannot be placed', () => {
    const { s, grazier } = milkMaid();
    expect(builds(s)).toEqual([build(0, 'milk_maid', grazier, 'bank')]);
    const t = apply(s, build(0, 'milk_maid', grazier, 'bank'));
    expect(t.seats[0]!.gold).toBe(6);
    s.seats[0]!.gold = 1;
    expect(builds(s)).toHaveLength(0);
    rejects(s, build(0, 'milk_maid', grazier, 'bank'), 'V-6.7');
  });
  it('several unlockers: choose any (perft 3: own, B, C; no bank)', () => {
    const { s } = milkMaid();
    place(s, 0, 'cooper', node(s, 0, place(s, 0, 'lumberjack')));
    place(s, 1, 'cooper', 1);
    expect(() => place(s, 2, 'cooper', 1)).toThrow(); // only 2 Coopers exist
    expect(builds(s)).toHaveLength(2);
    expect(builds(s).some((a) => (a as { unlock: unknown }).unlock === 'bank')).toBe(false);
  });
  it('V-6.7 (seed wins): with the unlocker in your own village the bank is not an option (Miner + Blacksmith, Cooper with unlock "bank")', () => {
    const s = turn(2);
    const lj = place(s, 0, 'lumberjack');
    const bs = place(s, 0, 'blacksmith', node(s, 0, place(s, 0, 'miner')));
    give(s, 0, 'cooper');
    expect(s.seats[0]!.gold).toBe(8);
    // only the own Blacksmith is listed: the bank puts 2 on it, the supply stays 8
    expect(builds(s)).toEqual([build(0, 'cooper', lj, bs)]);
    rejects(s, build(0, 'cooper', lj, 'bank'), 'V-6.7');
    const t = apply(s, build(0, 'cooper', lj, bs));
    expect(t.seats[0]!.gold).toBe(8);
    expect(t.seats[0]!.village[idx(t, 0, bs)]!.coins).toBe(2);
  });
  it('V-6.7 (seed): own and another player\'s unlocker: either may be chosen (paying onto the other costs 2), never the bank', () => {
    const s = turn(2);
    const lj = place(s, 0, 'lumberjack');
    const mine = place(s, 0, 'blacksmith', node(s, 0, place(s, 0, 'miner')));
    const theirs = place(s, 1, 'blacksmith', node(s, 1, place(s, 1, 'miner')));
    give(s, 0, 'cooper');
    expect(builds(s)).toEqual([build(0, 'cooper', lj, mine), build(0, 'cooper', lj, theirs)]);
    rejects(s, build(0, 'cooper', lj, 'bank'), 'V-6.7');
    const t = apply(s, build(0, 'cooper', lj, theirs));
    expect(t.seats[0]!.gold).toBe(6);
    expect(t.seats[1]!.village[idx(t, 1, theirs)]!.coins).toBe(2);
    // with under 2 gold only the own Blacksmith remains
    s.seats[0]!.gold = 1;
    expect(builds(s)).toEqual([build(0, 'cooper', lj, mine)]);
  });
  it('EXAMPLE-5: Blacksmith on the Miner, then Cooper on the Lumberjack using the new Blacksmith: bank pays 2 onto it', () => {
    const s = turn(3);
    const lj = place(s, 0, 'lumberjack');
    const miner = place(s, 0, 'miner');
    s.seats[0]!.builds = 1; // 2 of the 3 builds are left
    const bs = give(s, 0, 'blacksmith');
    give(s, 0, 'cooper');
    let t = apply(s, build(0, 'blacksmith', miner));
    expect(builds(t)).toContainEqual(build(0, 'cooper', lj, bs));
    t = apply(t, build(0, 'cooper', lj, bs));
    expect(t.seats[0]!.gold).toBe(8);
    expect(t.seats[0]!.village[idx(t, 0, bs)]!.coins).toBe(2);
    expect(t.seats[0]!.builds).toBe(3);
  });
  it('a card without padlock must not name an unlock; a malformed unlock is MALFORMED_ACTION', () => {
    const s = turn(2);
    const lj = place(s, 0, 'lumberjack');
    give(s, 0, 'wheeler');
    rejects(s, build(0, 'wheeler', lj, 'bank'), 'V-6.7');
    rejects(s, { ...build(0, 'wheeler', lj), unlock: 0.5 }, 'V-6.7', 'MALFORMED_ACTION');
    rejects(s, { ...build(0, 'wheeler', lj), card: 'dragon' }, 'V-6.4', 'MALFORMED_ACTION');
  });
});

describe('V-7.1 V-2.8 special villagers: X cards are discarded and free; Monk/Apprentice stay and count', () => {
  it('Tinner and Smuggler use no build; Monk + card use 2', () => {
    const s = turn(2);
    const lj = place(s, 0, 'lumberjack');
    place(s, 0, 'shipwright', node(s, 0, lj));
    const tinner = give(s, 0, 'tinner');
    const smuggler = give(s, 0, 'smuggler');
    let t = apply(s, { type: 'tinner', player: 0 });
    expect(t.discard).toContain(tinner);
    t = apply(t, { type: 'smuggler', player: 0, target: t.seats[0]!.village[2]!.card, unlock: 'tinner' });
    expect(t.discard).toContain(smuggler);
    expect(t.seats[0]!.builds).toBe(0);
    rejects(s, build(0, 'tinner', null), 'V-7.1');
  });
});

describe('V-7.2 V-11.2 Monk', () => {
  it('stands in for a missing chain member and arrives with the card on it (Lumberjack + Monk as Wheeler + Cartwright)', () => {
    const s = turn(2);
    const lj = place(s, 0, 'lumberjack');
    const monk = give(s, 0, 'monk');
    give(s, 0, 'cartwright');
    const acts = builds(s);
    expect(acts).toEqual([build(0, 'cartwright', lj, null, 1)]);
    const t = apply(s, acts[0]!);
    const v = t.seats[0]!.village;
    expect(v[2]).toEqual({ card: monk, on: 1, role: 'wheeler', coins: 0, side: null });
    expect(cardOf(t, v[3]!.card).id).toBe('cartwright');
    expect(v[3]!.on).toBe(2);
    expect(t.seats[0]!.builds).toBe(2);
    rejects(s, build(0, 'monk', lj), 'V-7.2');
  });
  it('needs 2 builds: with 1 build left a Monk cannot come', () => {
    const s = turn(2);
    place(s, 0, 'lumberjack');
    give(s, 0, 'monk');
    give(s, 0, 'cartwright');
    s.seats[0]!.builds = 1;
    expect(builds(s)).toHaveLength(0);
    rejects(s, build(0, 'cartwright', s.seats[0]!.village[1]!.card, null, 1), 'V-6.2');
  });
  it('V-11.2 Monk as Founders + Brewer; the bottom Monk then takes a second Grains card on its other slot', () => {
    const s = turn(4);
    give(s, 0, 'monk');
    give(s, 0, 'swineherd');
    give(s, 0, 'poulterer');
    place(s, 0, 'brewer', 0);
    place(s, 0, 'brewer', 0); // the Founders' 2 slots are full
    let t: VillagersState = s;
    expect(builds(t)).toEqual([build(0, 'swineherd', null, null, 1), build(0, 'poulterer', null, 'bank', 1)]);
    t = apply(t, build(0, 'swineherd', null, null, 1));
    const monk = t.seats[0]!.village[3]!.card;
    expect(t.seats[0]!.village[3]!.role).toBe('founders');
    expect(builds(t)).toEqual([build(0, 'poulterer', monk, 'bank')]);
    t = apply(t, build(0, 'poulterer', monk, 'bank'));
    expect(t.seats[0]!.village.filter((n) => n.on === 3)).toHaveLength(2);
  });
  it('two stacked Monks arrive with the top card in one action and use 3 builds; a Monk as a padlocked villager needs no unlock', () => {
    const s = turn(3);
    give(s, 0, 'monk');
    give(s, 0, 'monk');
    give(s, 0, 'fromager');
    expect(builds(s)).toEqual([]); // a Hayer role too would need a third Monk
    s.seats[0]!.buildLimit = 4;
    // Monk as Hayer + Monk as Grazier + Monk as Milk Maid would need 3 Monks; with 2, a Hayer is needed
    const hayer = place(s, 0, 'hayer');
    const two = builds(s);
    expect(two).toEqual([build(0, 'fromager', hayer, null, 2)]);
    const t = apply(s, two[0]!);
    expect(t.seats[0]!.village.slice(2).map((n) => n.role)).toEqual(['grazier', 'milk_maid', null]);
    expect(t.seats[0]!.builds).toBe(3);
    expect(t.seats[0]!.gold).toBe(8);
  });
});

describe('V-7.3 Apprentice', () => {
  it("takes a covered villager from another village, stands in its place, and the taken card is placed in yours", () => {
    const s = turn(2);
    const lj = place(s, 1, 'lumberjack');
    const wh = place(s, 1, 'wheeler', node(s, 1, lj));
    place(s, 1, 'cartwright', node(s, 1, wh));
    const myLj = place(s, 0, 'lumberjack');
    const appr = give(s, 0, 'apprentice');
    const acts = legal(s).filter((a) => a.type === 'apprentice');
    expect(acts).toEqual([
      { type: 'apprentice', player: 0, target: lj },
      { type: 'apprentice', player: 0, target: wh },
    ]);
    let t = apply(s, { type: 'apprentice', player: 0, target: wh });
    expect(t.seats[1]!.village[idx(t, 1, appr)]).toEqual({ card: appr, on: node(s, 1, lj), role: 'wheeler', coins: 0, side: null });
    expect(legal(t)).toEqual([{ type: 'placeTaken', player: 0, on: myLj, unlock: null, side: null }]);
    rejects(t, { type: 'endBuild', player: 0 }, 'V-7.3');
    t = apply(t, { type: 'placeTaken', player: 0, on: myLj, unlock: null, side: null });
    expect(cardOf(t, t.seats[0]!.village[2]!.card).id).toBe('wheeler');
    expect(t.seats[0]!.builds).toBe(1);
  });
  it("may not take another player's Founders, a Monk, or a top card; may take your own covered Founders and choose its side", () => {
    const s = turn(2);
    place(s, 1, 'brewer', 0);
    place(s, 0, 'swineherd', 0);
    const monk = place(s, 1, 'monk', null, { role: 'lumberjack' });
    place(s, 1, 'wheeler', node(s, 1, monk));
    give(s, 0, 'apprentice');
    const mine = s.seats[0]!.village[0]!.card;
    expect(legal(s).filter((a) => a.type === 'apprentice')).toEqual([{ type: 'apprentice', player: 0, target: mine }]);
    rejects(s, { type: 'apprentice', player: 0, target: s.seats[1]!.village[0]!.card }, 'V-7.3');
    rejects(s, { type: 'apprentice', player: 0, target: monk }, 'V-7.3');
    rejects(s, { type: 'apprentice', player: 0, target: s.seats[0]!.village[1]!.card }, 'V-7.3');
    const t = apply(s, { type: 'apprentice', player: 0, target: mine });
    expect(legal(t)).toEqual([
      { type: 'placeTaken', player: 0, on: null, unlock: null, side: 'gold' },
      { type: 'placeTaken', player: 0, on: null, unlock: null, side: 'food' },
    ]);
    const u = apply(t, { type: 'placeTaken', player: 0, on: null, unlock: null, side: 'food' });
    expect(u.seats[0]!.village[2]).toEqual({ card: mine, on: null, role: null, coins: 0, side: 'food' });
    expect(u.seats[0]!.village[0]!.role).toBe('founders');
  });
  it('a padlocked villager taken must be unlocked again', () => {
    const s = turn(2);
    const graper = place(s, 1, 'graper');
    const vintner = place(s, 1, 'vintner', node(s, 1, graper));
    place(s, 1, 'wine_trader', node(s, 1, vintner));
    const mine = place(s, 0, 'graper');
    give(s, 0, 'apprentice');
    const t = apply(s, { type: 'apprentice', player: 0, target: vintner });
    expect(legal(t)).toEqual([{ type: 'placeTaken', player: 0, on: mine, unlock: 'bank', side: null }]);
    rejects(t, { type: 'placeTaken', player: 0, on: mine, unlock: null, side: null }, 'V-6.7');
    expect(apply(t, legal(t)[0]!).seats[0]!.gold).toBe(6);
  });
});

describe('V-7.4 Tinner', () => {
  it('after a Tinner, padlocks may be opened free, or paid normally by choice', () => {
    const s = turn(2);
    const hayer = place(s, 0, 'hayer');
    const grazier = place(s, 0, 'grazier', node(s, 0, hayer));
    const cooper = place(s, 1, 'cooper', node(s, 1, place(s, 1, 'lumberjack')));
    give(s, 0, 'milk_maid');
    give(s, 0, 'tinner');
    rejects(s, build(0, 'milk_maid', grazier, 'tinner'), 'V-7.4');
    const t = apply(s, { type: 'tinner', player: 0 });
    expect(builds(t)).toEqual([build(0, 'milk_maid', grazier, cooper), build(0, 'milk_maid', grazier, 'tinner')]);
    const u = apply(t, build(0, 'milk_maid', grazier, 'tinner'));
    expect(u.seats[0]!.gold).toBe(8);
    expect(u.seats[1]!.village[idx(u, 1, cooper)]!.coins).toBe(0);
    // the Tinner's effect ends with the turn
    expect(apply(u, { type: 'endBuild', player: 0 }).seats[0]!.tinner).toBe(false);
  });
});

describe('V-7.5 Smuggler (EXAMPLE-14)', () => {
  it("unlocked by paying an opponent's Shipwright: Jeweler (20) -> +10, Cartwright (9) -> +5", () => {
    const s = turn(2);
    const ship = place(s, 1, 'shipwright', node(s, 1, place(s, 1, 'lumberjack')));
    const miner = place(s, 0, 'miner');
    const seeker = place(s, 0, 'seeker', node(s, 0, miner));
    const spel = place(s, 0, 'spelunker', node(s, 0, seeker));
    const jeweler = place(s, 0, 'jeweler', node(s, 0, spel));
    const wh = place(s, 0, 'wheeler', node(s, 0, place(s, 0, 'lumberjack')));
    const cw = place(s, 0, 'cartwright', node(s, 0, wh));
    give(s, 0, 'smuggler');
    const acts = legal(s).filter((a) => a.type === 'smuggler');
    // uncovered cards: Founders, Jeweler, Cartwright; one unlock option (B's Shipwright)
    expect(acts).toHaveLength(3);
    rejects(s, { type: 'smuggler', player: 0, target: wh, unlock: ship }, 'V-7.5');
    rejects(s, { type: 'smuggler', player: 0, target: jeweler, unlock: 'bank' }, 'V-6.7');
    const t = apply(s, { type: 'smuggler', player: 0, target: jeweler, unlock: ship });
    expect(t.seats[0]!.gold).toBe(8 - 2 + 10);
    expect(t.seats[1]!.village[idx(t, 1, ship)]!.coins).toBe(2);
    const u = apply(s, { type: 'smuggler', player: 0, target: cw, unlock: ship });
    expect(u.seats[0]!.gold).toBe(8 - 2 + 5);
  });
});

describe('V-11.5 cards may stay in hand forever', () => {
  it('ending the build turn with cards in hand is always legal', () => {
    const s = turn(2);
    give(s, 0, 'jeweler');
    give(s, 0, 'cartwright');
    expect(legal(s)).toContainEqual({ type: 'endBuild', player: 0 } satisfies VillagersAction);
  });
});
