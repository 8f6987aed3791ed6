import { describe, expect, it } from 'vitest';
import type { Effect } from '../../src/welcometo/data.js';
import { EMPTY, ROUNDABOUT, type WelcomeToState } from '../../src/welcometo/types.js';
import { estates } from '../../src/welcometo/sheet.js';
import { at, endTurnAll, withSheet, expectReject, g, legalOf, setOffer, setStreet, types } from './helpers.js';

const OFFER: [number, Effect][] = [
  [7, 'pool'],
  [12, 'surveyor'],
  [2, 'bis'],
];
const adv = (extra: Record<string, unknown> = {}): WelcomeToState =>
  setOffer(g.setup({ players: 2, variant: 'advanced', ...extra }, 'adv'), OFFER);
const rb = (s: WelcomeToState, p: number, street: number, house: number): WelcomeToState =>
  g.apply(s, { type: 'roundabout', player: p, street, house });

describe('WT-7.1 roundabouts: advanced variant only, at most 2, one per turn', () => {
  it('perft: on an empty sheet, 33 roundabout houses + 3 combinations', () => {
    const s = adv();
    expect(legalOf(s, 0, 'roundabout')).toHaveLength(33);
    expect(g.legalActions(s, 0)).toHaveLength(36);
  });
  it('standard variant: no roundabout', () => {
    const s = setOffer(g.setup({ players: 2 }, 'adv'), OFFER);
    expectReject(s, { type: 'roundabout', player: 0, street: 0, house: 3 }, 'ILLEGAL_ACTION', 'WT-7.1');
  });
  it('one per turn, two in all', () => {
    let s = rb(adv(), 0, 0, 3);
    expect(types(s, 0)).not.toContain('roundabout');
    expectReject(s, { type: 'roundabout', player: 0, street: 1, house: 3 }, 'ILLEGAL_ACTION', 'WT-7.1');
    s = endTurnAll(s);
    s = rb(setOffer(s, OFFER), 0, 1, 3);
    s = endTurnAll(s);
    expect(s.players[0]!.sheet.roundabouts).toBe(2);
    expect(types(s, 0)).not.toContain('roundabout');
    expectReject(s, { type: 'roundabout', player: 0, street: 2, house: 3 }, 'ILLEGAL_ACTION', 'WT-7.1');
  });
});

describe('WT-7.2 / U-3 roundabout timing', () => {
  it('beforeWrite (DEFAULT, seed: "before the normal write"): before or after choosing, never after writing', () => {
    let s = g.apply(adv(), { type: 'choose', player: 0, numberCard: 0, effectCard: 0 });
    // chosen (7, pool): the 33 empty houses still take a roundabout, and the number is still to write
    expect(types(s, 0)).toEqual(['roundabout', 'write']);
    expect(legalOf(s, 0, 'roundabout')).toHaveLength(33);
    const t = rb(s, 0, 0, 5);
    expect(t.players[0]!.sheet.houses[0]![5]).toBe(ROUNDABOUT);
    expect(t.players[0]!.sheet.fences[0]).toBe('....||...');
    expect(types(t, 0)).toEqual(['write']);
    s = g.apply(s, { type: 'write', player: 0, street: 0, house: 2, number: 7, temp: false });
    s = g.apply(s, { type: 'skip', player: 0 });
    expect(types(s, 0)).not.toContain('roundabout');
    expectReject(s, { type: 'roundabout', player: 0, street: 0, house: 6 }, 'ILLEGAL_ACTION', 'WT-7.2');
  });
  it('beforeWrite: after choosing, a roundabout may not take the last house the chosen number fits (WT-4.6: the write is compulsory)', () => {
    // streets 1 and 2 full; street 0 `0 1 2 _ _ 15 16 17 _ _`: the chosen 7 (pool) fits in houses 3 and 4 only
    const full = (st: WelcomeToState): WelcomeToState =>
      setStreet(setStreet(st, 0, 1, '0 1 2 3 4 5 6 7 8 9 10'), 0, 2, '0 1 2 3 4 5 6 7 8 9 10 11');
    const chosen = (street0: string): WelcomeToState =>
      g.apply(setStreet(full(adv()), 0, 0, street0), { type: 'choose', player: 0, numberCard: 0, effectCard: 0 });
    let s = chosen('0 1 2 _ _ 15 16 17 _ _');
    expect(legalOf(s, 0, 'write').map((a) => a.house)).toEqual([3, 4]);
    // any of the 4 empty houses: a roundabout on 3 leaves 4 (between it and 15), on 4 leaves 3
    expect(legalOf(s, 0, 'roundabout').map((a) => a.house)).toEqual([3, 4, 8, 9]);
    // `0 1 2 _ 15 16 17 _ _ _`: the 7 fits only in house 3, so no roundabout there; one on 7 or 8 opens a
    // new section to its right where the 7 fits
    s = chosen('0 1 2 _ 15 16 17 _ _ _');
    expect(legalOf(s, 0, 'write').map((a) => a.house)).toEqual([3]);
    expect(legalOf(s, 0, 'roundabout').map((a) => a.house)).toEqual([7, 8, 9]);
    expectReject(s, { type: 'roundabout', player: 0, street: 0, house: 3 }, 'ILLEGAL_ACTION', 'WT-7.2');
    const t = rb(s, 0, 0, 7);
    expect(legalOf(t, 0, 'write').map((a) => [a.street, a.house])).toEqual([[0, 3], [0, 8], [0, 9]]);
  });
  it('beforeChoosing (BGA option, the former beforeWrite): only before choosing', () => {
    let s = g.apply(adv({ roundaboutTiming: 'beforeChoosing' }), { type: 'choose', player: 0, numberCard: 0, effectCard: 0 });
    expect(types(s, 0)).toEqual(['write']);
    expectReject(s, { type: 'roundabout', player: 0, street: 0, house: 5 }, 'ILLEGAL_ACTION', 'WT-7.2');
    s = g.apply(s, { type: 'write', player: 0, street: 0, house: 2, number: 7, temp: false });
    s = g.apply(s, { type: 'skip', player: 0 });
    expect(types(s, 0)).not.toContain('roundabout');
    expectReject(s, { type: 'roundabout', player: 0, street: 0, house: 5 }, 'ILLEGAL_ACTION', 'WT-7.2');
  });
  it('beforeOrAfter (rulebook option): also after choosing and after the house and its effect', () => {
    let s = g.apply(adv({ roundaboutTiming: 'beforeOrAfter' }), { type: 'choose', player: 0, numberCard: 0, effectCard: 0 });
    expect(legalOf(s, 0, 'roundabout')).toHaveLength(33);
    s = g.apply(s, { type: 'write', player: 0, street: 0, house: 2, number: 7, temp: false });
    s = g.apply(s, { type: 'skip', player: 0 });
    expect(legalOf(s, 0, 'roundabout')).toHaveLength(32);
    s = rb(s, 0, 0, 5);
    expect(types(s, 0)).toEqual(['end']);
  });
});

describe('WT-7.3 / WT-7.5 building a roundabout', () => {
  it('an empty house, fences on both sides, a box crossed, -3 then -8', () => {
    let s = rb(adv(), 0, 0, 3);
    const sh = s.players[0]!.sheet;
    expect(sh.houses[0]![3]).toBe(ROUNDABOUT);
    expect(sh.fences[0]).toBe('..||.....');
    expect(sh.roundabouts).toBe(1);
    expect(g.score(s).players[0]!.parts.roundabouts).toBe(-3);
    s = rb(setOffer(endTurnAll(s), OFFER), 0, 2, 0);
    expect(s.players[0]!.sheet.fences[2]).toBe('|..........');
    expect(g.score(s).players[0]!.parts.roundabouts).toBe(-8);
  });
  it('not on a built house', () => {
    const s = setStreet(adv(), 0, 0, '_ _ _ 5');
    expectReject(s, { type: 'roundabout', player: 0, street: 0, house: 3 }, 'ILLEGAL_ACTION', 'WT-7.3');
  });
});

describe('WT-7.4 / WT-7.6 / WT-5.4 / EXAMPLE-3 roundabouts split a street', () => {
  it('EXAMPLE-3: `3 4 9 | O | 1 2` is legal: 1 and 2 right of the roundabout', () => {
    let s = setStreet(adv(), 0, 0, '3 4 9 _ _ _');
    s = rb(s, 0, 0, 3);
    s = g.apply(s, { type: 'choose', player: 0, numberCard: 2, effectCard: 2 });
    expect(legalOf(s, 0, 'write').filter((a) => a.street === 0).map((a) => a.house)).toEqual([4, 5, 6, 7, 8, 9]);
    s = g.apply(s, { type: 'write', player: 0, street: 0, house: 5, number: 2, temp: false });
    expect(s.players[0]!.sheet.houses[0]!.slice(0, 6)).toEqual([3, 4, 9, ROUNDABOUT, EMPTY, 2]);
    expect(s.players[0]!.sheet.fences[0]!.slice(0, 4)).toBe('..||');
  });
  it('a roundabout is not a house: no estate, never copied by bis, but counts as filled', () => {
    let s = setStreet(adv(), 0, 0, '1 _ O 4 5 6 7 8 9 10');
    s = g.apply(s, { type: 'choose', player: 0, numberCard: 2, effectCard: 2 });
    s = g.apply(s, { type: 'write', player: 0, street: 1, house: 0, number: 2, temp: false });
    const bis = legalOf(s, 0, 'bis').filter((a) => a.street === 0);
    expect(bis).toEqual([{ type: 'bis', player: 0, street: 0, house: 1, from: 0 }]);
    expect(estates(setStreet(adv(), 0, 0, '1 | O | 4 5 6 7 8 9 10').players[0]!.sheet).map((e) => e.size)).toEqual([1]);
    // the top street is full once a roundabout fills its last gap: N1-ADV-B is met
    const full = atPlans(['N1-ADV-B', 'N2-A', 'N3-A'], (x) => setStreet(x, 0, 0, '1 2 O 4 5 6 7 8 9 10'));
    expect(legalOf(full, 0, 'claim')).toEqual([{ type: 'claim', player: 0, plan: 0 }]);
  });
});

describe('WT-7.7 a roundabout may precede a refusal', () => {
  it('after the roundabout nothing fits: refusal is legal', () => {
    // only house 9 of the top street is empty (it takes 12); a roundabout there leaves no room
    let s = setStreet(adv(), 0, 0, '1 2 3 4 5 6 7 8 9 _');
    s = setStreet(s, 0, 1, '0 1 2 3 4 5 6 7 8 9 10');
    s = setStreet(s, 0, 2, '0 1 2 3 4 5 6 7 8 9 10 11');
    expect(types(s, 0)).toEqual(['roundabout', 'choose']);
    s = rb(s, 0, 0, 9);
    expect(g.legalActions(s, 0)).toEqual([{ type: 'refuse', player: 0 }]);
  });
});

/** Put player 0 at the plans step with these streets and plans. */
function atPlans(plans: string[], setup: (s: WelcomeToState) => WelcomeToState): WelcomeToState {
  let s = at(adv(), { plans });
  s = setup(s);
  s = g.apply(s, { type: 'choose', player: 0, numberCard: 1, effectCard: 1 });
  const w = legalOf(s, 0, 'write')[0]!;
  s = g.apply(s, w);
  return g.apply(s, { type: 'skip', player: 0 });
}

describe('WT-2.2.3 / WT-8.4 advanced City Plans', () => {
  it('N1-ADV-A/B: a full street (roundabouts count), every house becomes used', () => {
    const s = atPlans(['N1-ADV-A', 'N2-A', 'N3-A'], (x) => setStreet(x, 0, 2, '0 1 2 3 O 4 5 6 7 8 9 _'));
    expect(types(s, 0)).not.toContain('claim');
    const t = atPlans(['N1-ADV-B', 'N2-A', 'N3-A'], (x) => setStreet(x, 0, 0, '0 1 2 3 O 5 6 7 8 9'));
    const u = g.apply(t, { type: 'claim', player: 0, plan: 0 });
    expect(u.players[0]!.sheet.plans[0]).toBe(1);
    expect(u.players[0]!.sheet.used[0]).toBe('uuuuuuuuuu');
  });
  it('N1-ADV-A/B: not claimable once a house of that street is used for another plan', () => {
    const full = (x: WelcomeToState) => setStreet(x, 0, 0, '0 1 2 3 O 5 6 7 8 9');
    const used = atPlans(['N1-ADV-B', 'N2-A', 'N3-A'], (x) => setStreet(x, 0, 0, '0 1 2 3 O 5u 6u 7 8 9'));
    expect(legalOf(used, 0, 'claim')).toHaveLength(0);
    expectReject(used, { type: 'claim', player: 0, plan: 0 }, 'ILLEGAL_ACTION', 'WT-8.4');
    const bottom = atPlans(['N1-ADV-A', 'N2-A', 'N3-A'], (x) =>
      setStreet(x, 0, 2, '0u 1 2 3 4 5 6 7 8 9 10 11'));
    expect(legalOf(bottom, 0, 'claim')).toHaveLength(0);
  });
  it('N1-ADV-C: 5 bis houses in one street; N1-ADV-D: 7 temps', () => {
    const c = atPlans(['N1-ADV-C', 'N2-A', 'N3-A'], (x) => setStreet(x, 0, 1, '1 1b 1b 1b 1b 1b _'));
    expect(legalOf(c, 0, 'claim')).toHaveLength(1);
    const c4 = atPlans(['N1-ADV-C', 'N2-A', 'N3-A'], (x) => setStreet(x, 0, 1, '1 1b 1b 1b 1b _'));
    expect(legalOf(c4, 0, 'claim')).toHaveLength(0);
    const d = atPlans(['N1-ADV-D', 'N2-A', 'N3-A'], (x) => withSheet(x, 0, { temps: 7 }));
    expect(legalOf(d, 0, 'claim')).toHaveLength(1);
    const d6 = atPlans(['N1-ADV-D', 'N2-A', 'N3-A'], (x) => withSheet(x, 0, { temps: 6 }));
    expect(legalOf(d6, 0, 'claim')).toHaveLength(0);
  });
  it('N1-ADV-E: first and last house of each street built and unused; they become used', () => {
    const setup = (x: WelcomeToState) => {
      let t = setStreet(x, 0, 0, '1 _ _ _ _ _ _ _ _ 12');
      t = setStreet(t, 0, 1, '1 _ _ _ _ _ _ _ _ _ 12');
      return setStreet(t, 0, 2, '1 _ _ _ _ _ _ _ _ _ _ 14');
    };
    let s = atPlans(['N1-ADV-E', 'N2-A', 'N3-A'], setup);
    s = g.apply(s, { type: 'claim', player: 0, plan: 0 });
    expect(s.players[0]!.sheet.used).toEqual(['u........u', 'u.........u', 'u..........u']);
    const used = atPlans(['N1-ADV-E', 'N2-A', 'N3-A'], (x) => setStreet(setup(x), 0, 0, '1u _ _ _ _ _ _ _ _ 12'));
    expect(legalOf(used, 0, 'claim')).toHaveLength(0);
  });
  it('N2-ADV-A/C/D/E: parks and pools', () => {
    const parks = (p: number[]) => (x: WelcomeToState) => withSheet(x, 0, { parks: p });
    expect(legalOf(atPlans(['N1-A', 'N2-ADV-A', 'N3-A'], parks([3, 4, 0])), 0, 'claim')).toHaveLength(1);
    expect(legalOf(atPlans(['N1-A', 'N2-ADV-A', 'N3-A'], parks([3, 3, 4])), 0, 'claim')).toHaveLength(0);
    // Pool houses: top h2, h6, h7; middle h0, h3, h7; bottom h1, h6, h10.
    const pools = (streets: string[]) => (x: WelcomeToState) => withSheet(x, 0, { streets });
    expect(legalOf(atPlans(['N1-A', 'N2-ADV-C', 'N3-A'], pools(['_ _ 1p _ _ _ 2p 3p', '1p _ _ 2p _ _ _ 3p', ''])), 0, 'claim')).toHaveLength(1);
    expect(legalOf(atPlans(['N1-A', 'N2-ADV-C', 'N3-A'], pools(['_ _ 1p _ _ _ 2p 3p', '1p _ _ 2p', '_ 1p _ _ _ _ 2p'])), 0, 'claim')).toHaveLength(0);
    const bottom = (x: WelcomeToState) => withSheet(x, 0, { parks: [0, 0, 5], streets: ['', '', '_ 1p _ _ _ _ 2p _ _ _ 3p'] });
    expect(legalOf(atPlans(['N1-A', 'N2-ADV-D', 'N3-A'], bottom), 0, 'claim')).toHaveLength(1);
    expect(legalOf(atPlans(['N1-A', 'N2-ADV-E', 'N3-A'], bottom), 0, 'claim')).toHaveLength(0);
    const middle = (x: WelcomeToState) => withSheet(x, 0, { parks: [0, 4, 0], streets: ['', '1p _ _ 2p _ _ _ 3p', ''] });
    expect(legalOf(atPlans(['N1-A', 'N2-ADV-E', 'N3-A'], middle), 0, 'claim')).toHaveLength(1);
  });
  it('N2-ADV-B: one street with all parks, all pools and a roundabout', () => {
    const setup = (rbHouse: boolean) => (x: WelcomeToState) =>
      withSheet(x, 0, { parks: [3, 0, 0], streets: [rbHouse ? '_ _ 1p _ O _ 2p 3p' : '_ _ 1p _ _ _ 2p 3p', '', ''] });
    expect(legalOf(atPlans(['N1-A', 'N2-ADV-B', 'N3-A'], setup(true)), 0, 'claim')).toHaveLength(1);
    expect(legalOf(atPlans(['N1-A', 'N2-ADV-B', 'N3-A'], setup(false)), 0, 'claim')).toHaveLength(0);
  });
  it('non-estate plans mark nothing (WT-8.3)', () => {
    let s = atPlans(['N1-ADV-D', 'N2-A', 'N3-A'], (x) => withSheet(x, 0, { temps: 7 }));
    s = g.apply(s, { type: 'claim', player: 0, plan: 0 });
    expect(s.players[0]!.sheet.used.join('')).not.toContain('u');
    expect(s.players[0]!.sheet.plans[0]).toBe(1);
  });
});
