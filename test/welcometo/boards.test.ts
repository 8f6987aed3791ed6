import { describe, expect, it } from 'vitest';
import type { Effect } from '../../src/welcometo/data.js';
import { lightsInStreet, lit } from '../../src/welcometo/sheet.js';
import { EMPTY, type WelcomeToState } from '../../src/welcometo/types.js';
import { at, expectReject, withSheet, g, legalOf, parseStreet, setOffer, setStreet, types } from './helpers.js';

/** Player `p` writes `n` in house `h` of street `st` this turn (realEstate effect skipped) and ends; others end too. */
function writeTurn(s: WelcomeToState, p: number, st: number, h: number, n: number, truck: 'leftToRight' | 'rightToLeft' | null = null): WelcomeToState {
  // At the start of a turn the offer is set (unless `n` is on offer); later in the turn `n` must be on offer already.
  const fresh = s.players.every((x) => x.turn.step === 'choose' && x.shown === null);
  let t = fresh && !g.view(s, p).offer.some((o) => o.number === n && o.effect === 'realEstate')
    ? setOffer(s, [
        [n, 'realEstate'],
        [15, 'realEstate'],
        [1, 'realEstate'],
      ])
    : s;
  const k = g.view(t, p).offer.findIndex((o) => o.number === n);
  t = g.apply(t, { type: 'choose', player: p, numberCard: k, effectCard: k });
  t = g.apply(t, { type: 'write', player: p, street: st, house: h, number: n, temp: false });
  if (truck) t = g.apply(t, { type: 'truck', player: p, direction: truck });
  if (t.players[p]!.turn.step === 'effect') t = g.apply(t, { type: 'skip', player: p });
  return t;
}
/** The other players finish the turn, writing as far right in the bottom street as they can (away from the tested cones). */
function endOthers(s: WelcomeToState): WelcomeToState {
  let t = s;
  const turn = t.turn;
  while (!t.over && t.turn === turn) {
    const p = g.actors(t)[0]!;
    const legal = g.legalActions(t, p);
    const writes = legal.filter((a) => a.type === 'write');
    const a =
      legal.find((x) => x.type === 'end') ??
      legal.find((x) => x.type === 'skip') ??
      legal.find((x) => x.type === 'truck') ??
      legal.find((x) => x.type === 'choose') ??
      writes[writes.length - 1] ??
      legal[0]!;
    t = g.apply(t, a);
  }
  return t;
}
const ice = (players = 2, extra: Record<string, unknown> = {}): WelcomeToState => g.setup({ players, board: 'icecream', ...extra }, 'ice');
const cones = (s: WelcomeToState, p: number, st: number): string => s.players[p]!.sheet.ice!.cones[st]!;

describe('WT-13.1 / WT-13.2 / WT-13.3 / WT-13.4 / WT-13.7 / EXAMPLE-15 the ice-cream truck', () => {
  it('EXAMPLE-15: top street writes 8@h5, 12@h8, 2@h0 -> sold h5, h0; crossed h9, h7, h4, h2; bonus; 4 points', () => {
    let s = writeTurn(ice(), 0, 0, 5, 8);
    expect(cones(s, 0, 0)).toBe('.....s.x.x');
    expect(s.players[0]!.sheet.houses[0]!.slice(6)).toEqual([EMPTY, EMPTY, EMPTY, EMPTY]);
    s = endOthers(s);
    s = writeTurn(s, 0, 0, 8, 12);
    expect(cones(s, 0, 0)).toBe('.....s.x.x');
    s = endOthers(s);
    s = writeTurn(s, 0, 0, 0, 2);
    expect(cones(s, 0, 0)).toBe('s.x.xs.x.x');
    expect(s.players[0]!.sheet.ice!.bonus[0]).toBe(1);
    expect(g.score(s).players[0]!.parts.iceCream).toBe(4);
  });
  it('the bottom truck is chosen at the first bottom write: left truck drives right, right truck drives left', () => {
    let s = setOffer(ice(), [
      [5, 'realEstate'],
      [15, 'realEstate'],
      [1, 'realEstate'],
    ]);
    s = g.apply(s, { type: 'choose', player: 0, numberCard: 0, effectCard: 0 });
    s = g.apply(s, { type: 'write', player: 0, street: 2, house: 6, number: 5, temp: false });
    expect(g.legalActions(s, 0)).toEqual([
      { type: 'truck', player: 0, direction: 'leftToRight' },
      { type: 'truck', player: 0, direction: 'rightToLeft' },
    ]);
    expectReject(s, { type: 'skip', player: 0 }, 'ILLEGAL_ACTION', 'WT-4.3');
    const l = g.apply(s, { type: 'truck', player: 0, direction: 'leftToRight' });
    expect(cones(l, 0, 2)).toBe('xx.xxx......');
    const r = g.apply(s, { type: 'truck', player: 0, direction: 'rightToLeft' });
    expect(cones(r, 0, 2)).toBe('.......x.xx.');
    expect(types(r, 0)).toContain('realEstate');
  });
  it('the middle truck drives left to right; a later write behind it does nothing', () => {
    let s = writeTurn(ice(), 0, 1, 4, 5);
    expect(cones(s, 0, 1)).toBe('xx.xs......');
    s = writeTurn(endOthers(s), 0, 1, 2, 3);
    expect(cones(s, 0, 1)).toBe('xx.xs......');
  });
  it('a bis copy drives the truck too (WT-4.3 step 4)', () => {
    let s = setOffer(ice(), [
      [8, 'bis'],
      [15, 'realEstate'],
      [1, 'realEstate'],
    ]);
    s = g.apply(s, { type: 'choose', player: 0, numberCard: 0, effectCard: 0 });
    s = g.apply(s, { type: 'write', player: 0, street: 0, house: 5, number: 8, temp: false });
    s = g.apply(s, { type: 'bis', player: 0, street: 0, house: 4, from: 5 });
    expect(cones(s, 0, 0)).toBe('....ss.x.x');
  });
  it('a roundabout does not move the truck; a cone on it is crossed when the truck passes', () => {
    let s = ice(2, { variant: 'advanced' });
    s = setOffer(s, [
      [8, 'realEstate'],
      [15, 'realEstate'],
      [1, 'realEstate'],
    ]);
    s = g.apply(s, { type: 'roundabout', player: 0, street: 0, house: 7 });
    expect(cones(s, 0, 0)).toBe('..........');
    s = g.apply(s, { type: 'choose', player: 0, numberCard: 0, effectCard: 0 });
    s = g.apply(s, { type: 'write', player: 0, street: 0, house: 5, number: 8, temp: false });
    expect(cones(s, 0, 0)).toBe('.....s.x.x');
  });
});

describe('WT-13.5 / U-7 / EXAMPLE-16 street bonus trigger', () => {
  it('middle street (truck left to right): the last cone house is h9, not h0', () => {
    const first = writeTurn(ice(), 0, 1, 0, 2);
    expect(cones(first, 0, 1)).toBe('s..........');
    expect(first.players[0]!.sheet.ice!.bonus[1]).toBe(0);
    const last = writeTurn(ice(), 0, 1, 9, 12);
    expect(cones(last, 0, 1)).toBe('xx.xx.x.xs.');
    expect(last.players[0]!.sheet.ice!.bonus[1]).toBe(1);
  });
  it('EXAMPLE-16 (sellLastCone, DEFAULT): a first middle write in h10 crosses all 7 cones, no bonus', () => {
    const s = writeTurn(ice(), 0, 1, 10, 5);
    expect(cones(s, 0, 1)).toBe('xx.xx.x.xx.');
    expect(s.players[0]!.sheet.ice!.bonus[1]).toBe(0);
    const t = endOthers(s);
    expect(t.players[1]!.sheet.ice!.bonus[1]).toBe(0);
  });
  it('EXAMPLE-16 (reachLastConeHouse): the truck passed h9: bonus (worth 0), the others lose it at the end of the turn', () => {
    const s = writeTurn(ice(2, { iceBonusTrigger: 'reachLastConeHouse' }), 0, 1, 10, 5);
    expect(s.players[0]!.sheet.ice!.bonus[1]).toBe(1);
    expect(g.score(s).players[0]!.parts.iceCream).toBe(0);
    const t = endOthers(s);
    expect(t.players[1]!.sheet.ice!.bonus[1]).toBe(2);
  });
});

describe('WT-13.6 bonus race', () => {
  it('all players earning a bonus in the same turn keep it; everyone else loses it', () => {
    let s = setOffer(ice(3), [
      [2, 'realEstate'],
      [3, 'realEstate'],
      [1, 'realEstate'],
    ]);
    s = writeTurn(s, 0, 0, 0, 2);
    s = writeTurn(s, 1, 0, 0, 3);
    s = endOthers(s);
    expect(s.players.map((p) => p.sheet.ice!.bonus[0])).toEqual([1, 1, 2]);
    s = writeTurn(s, 2, 0, 0, 2);
    expect(s.players[2]!.sheet.ice!.bonus[0]).toBe(2);
    expect(cones(s, 2, 0)[0]).toBe('s');
  });
  it('the bonus is hidden from the others until the turn resolves', () => {
    const s = writeTurn(ice(2), 0, 0, 0, 2);
    expect(g.view(s, 1).players[0]!.sheet.ice!.bonus[0]).toBe(0);
    expect(g.view(s, 0).players[0]!.sheet.ice!.bonus[0]).toBe(1);
  });
});

/** Player 0 at the plans step with `setup` applied, plan n°3 = `plan`. */
function atPlans(board: 'icecream' | 'christmas', plan: string, setup: (s: WelcomeToState) => WelcomeToState, variant: 'standard' | 'advanced' = 'standard'): WelcomeToState {
  const start = g.setup({ players: 2, board, variant }, 'plans');
  let s = at(start, { plans: [start.plans[0]!, start.plans[1]!, plan] });
  s = setup(s);
  s = setOffer(s, [
    [15, 'realEstate'],
    [15, 'realEstate'],
    [14, 'realEstate'],
  ]);
  s = g.apply(s, { type: 'choose', player: 0, numberCard: 0, effectCard: 0 });
  const w = legalOf(s, 0, 'write').find((a) => a.street === 1)!;
  s = g.apply(s, w);
  return g.apply(s, { type: 'skip', player: 0 });
}
const setCones = (st: number, marks: string) => (s: WelcomeToState) => {
  const ice = s.players[0]!.sheet.ice!;
  return withSheet(s, 0, { ice: { ...ice, cones: ice.cones.map((row, k) => (k === st ? marks : row)) } });
};

describe('WT-13.8 Ice Cream City Plans', () => {
  it('N3-ICE-A: every cone of one street sold', () => {
    expect(legalOf(atPlans('icecream', 'N3-ICE-A', setCones(0, 's.s.ss.s.s')), 0, 'claim')).toHaveLength(1);
    expect(legalOf(atPlans('icecream', 'N3-ICE-A', setCones(0, 's.s.ss.s.x')), 0, 'claim')).toHaveLength(0);
  });
  it('N3-ICE-B: estates of 3, 4, 5 with no sold cone', () => {
    const streets = (s: WelcomeToState) => setStreet(s, 0, 2, '1 2 3 | 4 5 6 7 | 8 9 10 11 12');
    let s = atPlans('icecream', 'N3-ICE-B', streets);
    s = g.apply(s, { type: 'claim', player: 0, plan: 2 });
    for (const h of [0, 3, 7]) s = g.apply(s, { type: 'designate', player: 0, street: 2, house: h });
    expect(s.players[0]!.sheet.plans[2]).toBe(1);
    expect(s.players[0]!.sheet.used[2]).toBe('uuuuuuuuuuuu');
    const sold = atPlans('icecream', 'N3-ICE-B', (x) => setCones(2, 's...........')(streets(x)));
    expect(legalOf(sold, 0, 'claim')).toHaveLength(0);
  });
  it('N3-ICE-C: three estates of 4 with at least 3 sold cones each', () => {
    const setup = (x: WelcomeToState) => {
      let t = setStreet(x, 0, 2, '1 2 3 4 | 5 6 7 8 | 9 10 11 12');
      t = setStreet(t, 0, 1, '1 2 3 4 | _');
      t = setCones(2, 'ss.sss.s.ss.')(t);
      return setCones(1, 'ss.s.......')(t);
    };
    expect(legalOf(atPlans('icecream', 'N3-ICE-C', setup), 0, 'claim')).toHaveLength(1);
    let s = atPlans('icecream', 'N3-ICE-C', setup);
    s = g.apply(s, { type: 'claim', player: 0, plan: 2 });
    expect(legalOf(s, 0, 'designate').map((a) => [a.street, a.house])).toEqual([
      [1, 0],
      [2, 0],
      [2, 4],
    ]);
    const two = atPlans('icecream', 'N3-ICE-C', (x) => setCones(1, 'sx.s.......')(setup(x)));
    expect(legalOf(two, 0, 'claim')).toHaveLength(0);
  });
});

const xmas = (): WelcomeToState => g.setup({ players: 2, board: 'christmas' }, 'xmas');
const row = (text: string): number[] => parseStreet(text).houses;

describe('WT-14.1 / WT-14.2 / WT-15.9 / U-13 / EXAMPLE-4 / EXAMPLE-17 Christmas lights', () => {
  it('EXAMPLE-4: 3 4 4b 5 are linked by 3 lit gaps: a string of 4 houses, 4 points', () => {
    const r = row('3 4 4b 5 _ _ _ _ _ _');
    expect([0, 1, 2, 3].map((k) => lit(r, k))).toEqual([true, true, true, false]);
    expect(lightsInStreet(r)).toBe(4);
    expect(g.score(setStreet(xmas(), 0, 0, '3 4 4b 5')).players[0]!.parts.lights).toBe(4);
  });
  it('EXAMPLE-17: 1 2 3 _ 7 8 8b 9 10 15 -> lit gaps 0,1,4,5,6,7 -> 5 points', () => {
    const r = row('1 2 3 _ 7 8 8b 9 10 15');
    expect(r.map((_, k) => k).filter((k) => k < 9 && lit(r, k))).toEqual([0, 1, 4, 5, 6, 7]);
    expect(lightsInStreet(r)).toBe(5);
  });
  it('fences do not break a string; roundabouts and empty houses do; streets add up', () => {
    expect(lightsInStreet(row('1 2 | 3 4'))).toBe(4);
    expect(lightsInStreet(row('1 2 O 3 4'))).toBe(2);
    expect(lightsInStreet(row('1 3 5 7'))).toBe(0);
    let s = setStreet(xmas(), 0, 0, '1 2 3');
    s = setStreet(s, 0, 2, '5 6');
    expect(g.score(s).players[0]!.parts.lights).toBe(5);
  });
  it('lights appear as numbers are written (automatic, WT-15.9)', () => {
    let s = setStreet(xmas(), 0, 0, '_ 5');
    s = writeTurn(s, 0, 0, 0, 4);
    expect(g.score(s).players[0]!.parts.lights).toBe(2);
  });
});

describe('WT-14.3 Christmas City Plans', () => {
  it('N3-XMAS-A: two estates of 6 with all 5 internal gaps lit', () => {
    const ok = atPlans('christmas', 'N3-XMAS-A', (x) => setStreet(x, 0, 2, '1 2 3 4 5 6 | 7 8 9 10 11 12'));
    expect(legalOf(ok, 0, 'claim')).toHaveLength(1);
    const bad = atPlans('christmas', 'N3-XMAS-A', (x) => setStreet(x, 0, 2, '1 2 3 4 5 7 | 8 9 10 11 12 13'));
    expect(legalOf(bad, 0, 'claim')).toHaveLength(0);
  });
  it('N3-XMAS-B: every gap of one street lit (fences allowed, a roundabout breaks it)', () => {
    const ok = atPlans('christmas', 'N3-XMAS-B', (x) => setStreet(x, 0, 0, '1 2 3 | 4 5 6 7 8 9 10'));
    expect(legalOf(ok, 0, 'claim')).toHaveLength(1);
    const bad = atPlans('christmas', 'N3-XMAS-B', (x) => setStreet(x, 0, 0, '1 2 3 O 5 6 7 8 9 10'), 'advanced');
    expect(legalOf(bad, 0, 'claim')).toHaveLength(0);
  });
  it('N3-XMAS-C: two estates of 3 with no internal gap lit', () => {
    const ok = atPlans('christmas', 'N3-XMAS-C', (x) => setStreet(x, 0, 0, '1 3 5 | 7 9 11 | _'));
    expect(legalOf(ok, 0, 'claim')).toHaveLength(1);
    const bad = atPlans('christmas', 'N3-XMAS-C', (x) => setStreet(x, 0, 0, '1 2 5 | 7 9 11 | _'));
    expect(legalOf(bad, 0, 'claim')).toHaveLength(0);
  });
  it('score parts include the board column', () => {
    expect(Object.keys(g.score(xmas()).players[0]!.parts)).toContain('lights');
    expect(Object.keys(g.score(ice()).players[0]!.parts)).toContain('iceCream');
  });
});

describe('WT-15.10 the Easter board is out of scope', () => {
  it('board "easter" is a BAD_CONFIG', () => {
    expect(() => g.setup({ players: 2, board: 'easter' as 'base' }, 1)).toThrow(/board/);
  });
});

describe('types used', () => {
  it('Effect list is the six effects', () => {
    const e: Effect[] = ['surveyor', 'realEstate', 'landscaper', 'pool', 'temp', 'bis'];
    expect(e).toHaveLength(6);
  });
});
