import { describe, expect, it } from 'vitest';
import { villagers } from '../../src/villagers/index.js';
import type { VillagersAction, VillagersState } from '../../src/villagers/types.js';
import { buildLimit, cardOf, goldOf, visibleBuilders, visibleGold } from '../../src/villagers/village.js';
import { apply, build, empty, idx, inHand, legal, pos, rejects, uid, type Scene } from './helpers.js';

/** A 3-player build turn for seat 0 with build limit `limit`; hands empty unless given. */
const turn = (limit = 2, scene: Scene = {}): VillagersState => pos(3, 21, { build: 0, limit, ...scene });
const builds = (s: VillagersState) => legal(s).filter((a) => a.type === 'build');

describe('V-6.1 V-6.8 build turns go clockwise from the first player; each ends with endBuild', () => {
  it('passes the turn clockwise and ends the round after the last seat', () => {
    let s: VillagersState = pos(3, 3, { build: 1 });
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
    // the draft, seat 0 first, draft limit 2 each
    const s = pos(3, 5, { firstPlayer: 0, turn: 0, hands: [5, 5, 5], villages: [['lumberjack > [wheeler | carpenter]']] });
    expect(visibleBuilders(s, s.seats[0]!)).toBe(1);
    expect(buildLimit(s, s.seats[0]!)).toBe(3);
    // reaching the end of the draft fixes the limits
    let t: VillagersState = s;
    for (const p of [0, 1, 2, 0, 1, 2]) t = apply(t, { type: 'draftStack', player: p, stack: 0 });
    expect(t.phase).toBe('build');
    expect(t.seats.map((x) => x.buildLimit)).toEqual([3, 2, 2]);
  });
  it('caps at 5', () => {
    const s = pos(2, 5, { villages: [['wattler', 'wattler', 'hayer > thatcher', 'hayer > thatcher', 'miner > mason', 'miner > mason']] });
    expect(visibleBuilders(s, s.seats[0]!)).toBe(6);
    expect(buildLimit(s, s.seats[0]!)).toBe(5);
  });
  it('builders gained during the phase do not raise it; each placement uses 1; over the limit is refused', () => {
    const s = turn(2, { villages: [['lumberjack', 'miner']], hands: [['carpenter', 'mason', 'blacksmith']] });
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
    const s = turn(2, { villages: [['lumberjack']], hands: [['wheeler', 'carpenter', 'cartwright', 'hunter']] });
    const lj = uid(s, 0, 'lumberjack');
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
    let s = turn(2, { hands: [['wheeler', 'cartwright', 'hunter']] });
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
    const s = turn(3, { villages: [['lumberjack > wheeler']], hands: [['wheeler', 'carpenter']] });
    const lj = uid(s, 0, 'lumberjack');
    const t = apply(s, build(0, 'wheeler', lj));
    expect(t.seats[0]!.village.filter((n) => n.on === idx(s, 0, lj))).toHaveLength(2);
    rejects(t, build(0, 'carpenter', lj), 'V-2.9');
  });
  it('V-11.1 you build only into your own village', () => {
    const s = turn(2, { villages: [[], ['lumberjack']], hands: [['wheeler']] });
    const lj = uid(s, 1, 'lumberjack');
    expect(builds(s)).toHaveLength(0);
    rejects(s, build(0, 'wheeler', lj), 'V-11.1');
  });
});

describe('V-6.6 basic-villager trades (EXAMPLE-15, EXAMPLE-3)', () => {
  it('EXAMPLE-15: at most 3 trades per turn, outside the build limit; never onto an empty stack', () => {
    // stack 4 is empty (its cards discarded)
    const stacks = empty().map((x, i) => (i === 3 ? x : { count: 6, topSuit: null }));
    const s = turn(2, { hands: [['hunter', 'wattler', 'chandler', 'fisher']], stacks, discard: 6 });
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
    // every stack empty; all 10 Miners in P2's village, so the Miner pile is empty
    const scene: Scene = { hands: [['hunter', 'wattler']], stacks: empty(), villages: [[], Array<string>(10).fill('miner')] };
    const s = turn(2, scene);
    expect(s.basics.miner).toEqual([]);
    expect(legal(s).filter((a) => a.type === 'trade')).toHaveLength(2 * 2);
    rejects(s, { type: 'trade', player: 0, card: 'hunter', stack: 0, basic: 'hayer' }, 'V-6.6');
    rejects(s, { type: 'trade', player: 0, card: 'hunter', stack: null, basic: 'miner' }, 'V-6.6');
    const hunter = s.seats[0]!.hand[0]!;
    const t = apply(s, { type: 'trade', player: 0, card: 'hunter', stack: null, basic: 'hayer' });
    expect(t.reserve[t.reserve.length - 1]).toBe(hunter);
    const u = turn(2, { ...scene, reserve: { count: 0, topSuit: null }, discard: 'rest' });
    const v = apply(u, { type: 'trade', player: 0, card: 'hunter', stack: null, basic: 'hayer' });
    expect(v.discard[v.discard.length - 1]).toBe(hunter);
  });
  it('EXAMPLE-3: trade for a Hayer, build Grazier and Thatcher -> next round draft limit 3, build limit 3', () => {
    // seat 0 builds last (seat 1 is the first player), so its endBuild ends the round
    const s = pos(2, 8, { phase: 'build', firstPlayer: 1, turn: 0, hands: [['hunter', 'grazier', 'thatcher']] });
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
  /**
   * Seat 0 has a Hayer + Grazier and a Milk Maid in hand, seats 1 and 2 a Lumberjack each; a Cooper
   * (the Milk Maid's unlocker) on a Lumberjack of each seat named in `coopers`; seat 0 has `gold`.
   */
  function milkMaid(coopers: number[] = [], gold = 8): { s: VillagersState; grazier: number; cooper: number } {
    const lj = (p: number) => (coopers.includes(p) ? 'lumberjack > cooper' : 'lumberjack');
    const s = turn(2, { villages: [['hayer > grazier', ...(coopers.includes(0) ? [lj(0)] : [])], [lj(1)], [lj(2)]], hands: [['milk_maid']], gold: [gold, 8, 8] });
    const cooper = coopers.length > 0 ? uid(s, coopers[0]!, 'cooper') : -1;
    return { s, grazier: uid(s, 0, 'grazier'), cooper };
  }
  it('EXAMPLE-4: own Cooper -> the bank puts 2 on it', () => {
    const { s, grazier, cooper } = milkMaid([0]);
    expect(builds(s).map((a) => (a as { unlock: unknown }).unlock)).toEqual([cooper]);
    const t = apply(s, build(0, 'milk_maid', grazier, cooper));
    expect(t.seats[0]!.gold).toBe(8);
    expect(t.seats[0]!.village[idx(t, 0, cooper)]!.coins).toBe(2);
  });
  it('own Cooper: the bank pays, so it works with no gold in supply (paying the bank or B would not)', () => {
    const { s, grazier, cooper } = milkMaid([0], 0);
    expect(builds(s)).toEqual([build(0, 'milk_maid', grazier, cooper)]);
    const t = apply(s, build(0, 'milk_maid', grazier, cooper));
    expect(t.seats[0]!.gold).toBe(0);
    expect(t.seats[0]!.village[idx(t, 0, cooper)]!.coins).toBe(2);
    rejects(s, build(0, 'milk_maid', grazier, 'bank'), 'V-6.7');
  });
  it("EXAMPLE-4: only B has one -> A pays 2 onto B's Cooper, and may not pay the bank", () => {
    const { s, grazier, cooper } = milkMaid([1]);
    expect(builds(s).map((a) => (a as { unlock: unknown }).unlock)).toEqual([cooper]);
    const t = apply(s, build(0, 'milk_maid', grazier, cooper));
    expect(t.seats[0]!.gold).toBe(6);
    expect(t.seats[1]!.village[idx(t, 1, cooper)]!.coins).toBe(2);
    expect(t.seats[1]!.gold).toBe(8);
    rejects(s, build(0, 'milk_maid', grazier, 'bank'), 'V-6.7');
    rejects(s, build(0, 'milk_maid', grazier, null), 'V-6.7');
    // with 1 gold A cannot pay B, and may still not pay the bank: the Milk Maid cannot be placed
    const poor = milkMaid([1], 1).s;
    expect(builds(poor)).toEqual([]);
    rejects(poor, build(0, 'milk_maid', grazier, cooper), 'V-6.7');
  });
  it('EXAMPLE-4: nobody has one -> A pays 2 to the bank; with under 2 gold the card cannot be placed', () => {
    const { s, grazier } = milkMaid();
    expect(builds(s)).toEqual([build(0, 'milk_maid', grazier, 'bank')]);
    const t = apply(s, build(0, 'milk_maid', grazier, 'bank'));
    expect(t.seats[0]!.gold).toBe(6);
    const poor = milkMaid([], 1).s;
    expect(builds(poor)).toHaveLength(0);
    rejects(poor, build(0, 'milk_maid', grazier, 'bank'), 'V-6.7');
  });
  it('several unlockers: choose any (perft 3: own, B, C; no bank)', () => {
    const { s } = milkMaid([0, 1]);
    expect(() => milkMaid([0, 1, 2])).toThrow(/no copy of cooper left/); // only 2 Coopers exist
    expect(builds(s)).toHaveLength(2);
    expect(builds(s).some((a) => (a as { unlock: unknown }).unlock === 'bank')).toBe(false);
  });
  it('V-6.7 (seed wins): with the unlocker in your own village the bank is not an option (Miner + Blacksmith, Cooper with unlock "bank")', () => {
    const s = turn(2, { villages: [['lumberjack', 'miner > blacksmith']], hands: [['cooper']] });
    const [lj, bs] = [uid(s, 0, 'lumberjack'), uid(s, 0, 'blacksmith')];
    expect(s.seats[0]!.gold).toBe(8);
    // only the own Blacksmith is listed: the bank puts 2 on it, the supply stays 8
    expect(builds(s)).toEqual([build(0, 'cooper', lj, bs)]);
    rejects(s, build(0, 'cooper', lj, 'bank'), 'V-6.7');
    const t = apply(s, build(0, 'cooper', lj, bs));
    expect(t.seats[0]!.gold).toBe(8);
    expect(t.seats[0]!.village[idx(t, 0, bs)]!.coins).toBe(2);
  });
  it('V-6.7 (seed): own and another player\'s unlocker: either may be chosen (paying onto the other costs 2), never the bank', () => {
    const scene: Scene = { villages: [['lumberjack', 'miner > blacksmith'], ['miner > blacksmith']], hands: [['cooper']] };
    const s = turn(2, scene);
    const [lj, mine, theirs] = [uid(s, 0, 'lumberjack'), uid(s, 0, 'blacksmith'), uid(s, 1, 'blacksmith')];
    expect(builds(s)).toEqual([build(0, 'cooper', lj, mine), build(0, 'cooper', lj, theirs)]);
    rejects(s, build(0, 'cooper', lj, 'bank'), 'V-6.7');
    const t = apply(s, build(0, 'cooper', lj, theirs));
    expect(t.seats[0]!.gold).toBe(6);
    expect(t.seats[1]!.village[idx(t, 1, theirs)]!.coins).toBe(2);
    // with under 2 gold only the own Blacksmith remains
    expect(builds(turn(2, { ...scene, gold: [1, 8, 8] }))).toEqual([build(0, 'cooper', lj, mine)]);
  });
  it('EXAMPLE-5: Blacksmith on the Miner, then Cooper on the Lumberjack using the new Blacksmith: bank pays 2 onto it', () => {
    // 1 of the 3 builds used: 2 are left
    const s = turn(3, { villages: [['lumberjack', 'miner']], hands: [['blacksmith', 'cooper']], seats: [{ builds: 1 }] });
    const [lj, miner, bs] = [uid(s, 0, 'lumberjack'), uid(s, 0, 'miner'), inHand(s, 0, 'blacksmith')];
    let t = apply(s, build(0, 'blacksmith', miner));
    expect(builds(t)).toContainEqual(build(0, 'cooper', lj, bs));
    t = apply(t, build(0, 'cooper', lj, bs));
    expect(t.seats[0]!.gold).toBe(8);
    expect(t.seats[0]!.village[idx(t, 0, bs)]!.coins).toBe(2);
    expect(t.seats[0]!.builds).toBe(3);
  });
  it('a card without padlock must not name an unlock; a malformed unlock is MALFORMED_ACTION', () => {
    const s = turn(2, { villages: [['lumberjack']], hands: [['wheeler']] });
    const lj = uid(s, 0, 'lumberjack');
    rejects(s, build(0, 'wheeler', lj, 'bank'), 'V-6.7');
    rejects(s, { ...build(0, 'wheeler', lj), unlock: 0.5 }, 'V-6.7', 'MALFORMED_ACTION');
    rejects(s, { ...build(0, 'wheeler', lj), card: 'dragon' }, 'V-6.4', 'MALFORMED_ACTION');
  });
});

describe('V-7.1 V-2.8 special villagers: X cards are discarded and free; Monk/Apprentice stay and count', () => {
  it('Tinner and Smuggler use no build; Monk + card use 2', () => {
    const s = turn(2, { villages: [['lumberjack > shipwright']], hands: [['tinner', 'smuggler']] });
    const [tinner, smuggler] = [inHand(s, 0, 'tinner'), inHand(s, 0, 'smuggler')];
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
    const s = turn(2, { villages: [['lumberjack']], hands: [['monk', 'cartwright']] });
    const [lj, monk] = [uid(s, 0, 'lumberjack'), inHand(s, 0, 'monk')];
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
    const s = turn(2, { villages: [['lumberjack']], hands: [['monk', 'cartwright']], seats: [{ builds: 1 }] });
    expect(builds(s)).toHaveLength(0);
    rejects(s, build(0, 'cartwright', s.seats[0]!.village[1]!.card, null, 1), 'V-6.2');
  });
  it('V-11.2 Monk as Founders + Brewer; the bottom Monk then takes a second Grains card on its other slot', () => {
    // the Founders' 2 slots are full
    const s = turn(4, { villages: [['founders > [brewer | brewer]']], hands: [['monk', 'swineherd', 'poulterer']] });
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
    const hands = [['monk', 'monk', 'fromager']];
    expect(builds(turn(3, { hands }))).toEqual([]); // a Hayer role too would need a third Monk
    // Monk as Hayer + Monk as Grazier + Monk as Milk Maid would need 3 Monks; with 2, a Hayer is needed
    const s = turn(4, { hands, villages: [['hayer']] });
    const hayer = uid(s, 0, 'hayer');
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
    const s = turn(2, { villages: [['lumberjack'], ['lumberjack > wheeler > cartwright']], hands: [['apprentice']] });
    const [lj, wh, myLj, appr] = [uid(s, 1, 'lumberjack'), uid(s, 1, 'wheeler'), uid(s, 0, 'lumberjack'), inHand(s, 0, 'apprentice')];
    const acts = legal(s).filter((a) => a.type === 'apprentice');
    expect(acts).toEqual([
      { type: 'apprentice', player: 0, target: lj },
      { type: 'apprentice', player: 0, target: wh },
    ]);
    let t = apply(s, { type: 'apprentice', player: 0, target: wh });
    expect(t.seats[1]!.village[idx(t, 1, appr)]).toEqual({ card: appr, on: idx(s, 1, lj), role: 'wheeler', coins: 0, side: null });
    expect(legal(t)).toEqual([{ type: 'placeTaken', player: 0, on: myLj, unlock: null, side: null }]);
    rejects(t, { type: 'endBuild', player: 0 }, 'V-7.3');
    t = apply(t, { type: 'placeTaken', player: 0, on: myLj, unlock: null, side: null });
    expect(cardOf(t, t.seats[0]!.village[2]!.card).id).toBe('wheeler');
    expect(t.seats[0]!.builds).toBe(1);
  });
  it("may not take another player's Founders, a Monk, or a top card; may take your own covered Founders and choose its side", () => {
    const s = turn(2, { villages: [['founders > swineherd'], ['founders > brewer', 'monk=lumberjack > wheeler']], hands: [['apprentice']] });
    const monk = uid(s, 1, 'monk');
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
    const s = turn(2, { villages: [['graper'], ['graper > vintner > wine_trader']], hands: [['apprentice']] });
    const [vintner, mine] = [uid(s, 1, 'vintner'), uid(s, 0, 'graper')];
    const t = apply(s, { type: 'apprentice', player: 0, target: vintner });
    expect(legal(t)).toEqual([{ type: 'placeTaken', player: 0, on: mine, unlock: 'bank', side: null }]);
    rejects(t, { type: 'placeTaken', player: 0, on: mine, unlock: null, side: null }, 'V-6.7');
    expect(apply(t, legal(t)[0]!).seats[0]!.gold).toBe(6);
  });
});

describe('V-7.4 Tinner', () => {
  it('after a Tinner, padlocks may be opened free, or paid normally by choice', () => {
    const s = turn(2, { villages: [['hayer > grazier'], ['lumberjack > cooper']], hands: [['milk_maid', 'tinner']] });
    const [grazier, cooper] = [uid(s, 0, 'grazier'), uid(s, 1, 'cooper')];
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
    const s = turn(2, { villages: [['miner > seeker > spelunker > jeweler', 'lumberjack > wheeler > cartwright'], ['lumberjack > shipwright']], hands: [['smuggler']] });
    const [ship, jeweler, wh, cw] = [uid(s, 1, 'shipwright'), uid(s, 0, 'jeweler'), uid(s, 0, 'wheeler'), uid(s, 0, 'cartwright')];
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
    const s = turn(2, { hands: [['jeweler', 'cartwright']] });
    expect(legal(s)).toContainEqual({ type: 'endBuild', player: 0 } satisfies VillagersAction);
  });
});
