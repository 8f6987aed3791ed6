/**
 * Issue #11: `players[p].shown`, the sheet the other seats see while this turn's clicks are hidden
 * (WT-1.1, WT-4.3), is the seat's sheet at the start of the turn, so the live sheet is it plus this
 * turn's clicks only. An edit of either sheet that no sequence of clicks could make is reported (each
 * test edits a real mid-turn state of a seeded game), and every state of long seeded playouts of every
 * player count, variant, board and option is accepted (`reachable.ts`).
 */
import { describe, expect, it } from 'vitest';
import { createRng, openRng } from '../../src/core/index.js';
import { validate } from '../../src/welcometo/validate.js';
import type { WelcomeToConfig, WelcomeToState } from '../../src/welcometo/index.js';
import { EMPTY } from '../../src/welcometo/types.js';
import { g } from './helpers.js';
import { REACHABLE_CONFIGS, playReachable } from './reachable.js';

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const copy = (s: WelcomeToState): Rec => JSON.parse(JSON.stringify(s)) as Rec;
const found = (x: unknown): string[] => validate(x).map((p) => `${p.rule} ${p.path}`);

/**
 * The first state of a seeded random game (the first seat always plays the listed action at `pick`)
 * where seat 0 has `shown` set and `test` holds.
 */
function find(config: WelcomeToConfig, test: (s: WelcomeToState) => boolean, tag: string): WelcomeToState {
  for (let game = 0; game < 40; game++) {
    const rng = openRng(createRng(`shown-${tag}-${game}`));
    let s = g.setup(config, `shown-${tag}-${game}`);
    while (!g.isOver(s)) {
      if (s.players[0]!.shown !== null && test(s)) return s;
      const p = g.actors(s)[0]!;
      s = g.apply(s, rng.pick(g.legalActions(s, p)));
    }
  }
  throw new Error(`test setup: no state for ${tag}`);
}

const me = (s: WelcomeToState) => s.players[0]!;
const step = (s: WelcomeToState, ...steps: string[]) => steps.includes(me(s).turn.step);
/** A seat at the plans step whose effect `effect` changed the sheet this turn. */
const effectUsed = (effect: string, changed: (s: WelcomeToState) => boolean) => (s: WelcomeToState) =>
  step(s, 'plans') && me(s).turn.choice?.effect === effect && me(s).turn.written !== null && changed(s);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('shown = the sheet at the start of the turn (WT-1.1, WT-4.3)', () => {
  const written = find({ players: 2 }, (s) => step(s, 'plans') && me(s).turn.written !== null && me(s).turn.choice?.effect === 'surveyor', 'written');

  it('the state found is valid, and its live sheet holds one more house', () => {
    expect(validate(written)).toEqual([]);
    const count = (sh: { houses: readonly (readonly number[])[] }) => sum(sh.houses.map((r) => r.filter((h) => h !== EMPTY).length));
    expect(count(me(written).sheet)).toBeGreaterThan(count(me(written).shown!));
  });

  it('a house of the shown sheet erased from (or rewritten on) the live sheet (WT-5.1)', () => {
    const shown = me(written).shown!;
    const st = shown.houses.findIndex((r) => r.some((h) => h >= 0));
    if (st < 0) return expect(found(written)).toEqual([]); // first turn: no earlier house (not the case for this seed)
    const h = shown.houses[st]!.findIndex((x) => x >= 0);
    const a = copy(written);
    a.players[0].sheet.houses[st][h] = EMPTY;
    a.players[0].sheet.used[st] = a.players[0].sheet.used[st].replace(/./g, '.');
    expect(found(a)).toContain(`WT-5.1 .players[0].shown.houses[${st}][${h}]`);
  });

  it('the shown sheet with its houses erased: the live sheet has more than this turn’s write (WT-4.3)', () => {
    const a = copy(written);
    const sh = a.players[0].shown;
    sh.houses = sh.houses.map((r: number[]) => r.map(() => EMPTY));
    sh.bis = sh.bis.map((m: string) => m.replace(/./g, '.'));
    sh.pools = sh.pools.map((m: string) => m.replace(/./g, '.'));
    sh.used = sh.used.map((m: string) => m.replace(/./g, '.'));
    sh.bisUsed = 0;
    sh.roundabouts = 0;
    const houses = sum(me(written).sheet.houses.map((r) => r.filter((x) => x >= 0).length));
    if (houses < 2) return; // only the written house: nothing erased
    expect(validate(a).map((p) => p.rule)).toContain('WT-4.3');
  });

  it('a refusal box crossed without a refusal this turn (WT-5.6)', () => {
    const a = copy(written);
    a.players[0].sheet.refusals = me(written).shown!.refusals + 1;
    expect(found(a)).toContain('WT-5.6 .players[0].shown.refusals');
    const b = copy(written);
    b.players[0].shown.refusals = me(written).sheet.refusals + 1; // the shown sheet ahead of the live one
    if (b.players[0].shown.refusals <= 2) expect(found(b)).toContain('WT-5.6 .players[0].shown.refusals');
  });

  it('a refusal this turn crosses exactly one box', () => {
    const r = find({ players: 2 }, (s) => me(s).turn.refused, 'refused');
    expect(validate(r)).toEqual([]);
    expect(me(r).sheet.refusals).toBe(me(r).shown!.refusals + 1);
    const a = copy(r);
    a.players[0].shown.refusals = me(r).sheet.refusals;
    expect(found(a)).toEqual([]); // one refusal fewer is allowed, not required (a position can start mid-turn)
    if (me(r).shown!.refusals > 0) {
      const b = copy(r);
      b.players[0].shown.refusals = me(r).shown!.refusals - 1;
      expect(found(b)).toContain('WT-5.6 .players[0].shown.refusals');
    }
  });

  it('a Temp hired without a Temp write this turn (WT-6.5.2)', () => {
    const a = copy(written);
    if (me(written).sheet.temps === 11) return;
    a.players[0].sheet.temps = me(written).shown!.temps + 1;
    expect(found(a)).toContain('WT-6.5.2 .players[0].shown.temps');
  });

  it('a park crossed without the Landscaper, or in another street (WT-6.3)', () => {
    const a = copy(written);
    const k = me(written).sheet.parks.findIndex((x, i) => x === me(written).shown!.parks[i]);
    a.players[0].shown.parks[k] = me(written).sheet.parks[k]! - 1;
    if (me(written).sheet.parks[k]! > 0) expect(found(a)).toContain(`WT-6.3 .players[0].shown.parks[${k}]`);
    const p = find({ players: 2 }, effectUsed('landscaper', (s) => sum(me(s).sheet.parks) > sum(me(s).shown!.parks)), 'park');
    expect(validate(p)).toEqual([]);
    const street = me(p).turn.written!.street;
    const other = (street + 1) % 3;
    const b = copy(p);
    b.players[0].shown.parks[street] += 1;
    b.players[0].sheet.parks[other] += 1;
    b.players[0].shown.parks[other] = me(p).sheet.parks[other];
    if (me(p).sheet.parks[other]! < 2) expect(found(b)).toContain(`WT-6.3 .players[0].shown.parks[${other}]`);
  });

  it('a real-estate box crossed without the Real Estate Agent, or two of them (WT-6.2)', () => {
    const a = copy(written);
    // The column of size 1 (index 0) has the fewest boxes: take the longest one, never full this early.
    a.players[0].sheet.realEstate[5] = me(written).shown!.realEstate[5]! + 1;
    expect(found(a)).toContain('WT-6.2 .players[0].shown.realEstate');
    const r = find({ players: 2 }, effectUsed('realEstate', (s) => sum(me(s).sheet.realEstate) > sum(me(s).shown!.realEstate)), 'estate');
    expect(validate(r)).toEqual([]);
    const k = me(r).sheet.realEstate.findIndex((x, i) => x === me(r).shown!.realEstate[i] && x < 1);
    const b = copy(r);
    b.players[0].sheet.realEstate[k] += 1;
    expect(found(b)).toContain('WT-6.2 .players[0].shown.realEstate');
  });

  it('a fence drawn without the Surveyor or a roundabout, or a fence erased (WT-6.1)', () => {
    const f = find({ players: 2 }, (s) => step(s, 'choose') === false && me(s).turn.choice?.effect !== 'surveyor' && me(s).turn.roundabout === false, 'fence');
    const slot = me(f).sheet.fences[0]!.indexOf('.');
    const a = copy(f);
    a.players[0].sheet.fences[0] = setChar(a.players[0].sheet.fences[0], slot, '|');
    a.players[0].shown.fences[0] = setChar(a.players[0].shown.fences[0], slot, '.');
    expect(found(a)).toContain('WT-6.1 .players[0].shown.fences');
    const b = copy(f);
    b.players[0].shown.fences[0] = setChar(b.players[0].shown.fences[0], slot, '|');
    expect(found(b)).toContain('WT-6.1 .players[0].shown.fences[0]');
  });

  it('a pool built without the Pool Manufacturer (WT-6.4)', () => {
    const pl = find({ players: 2, expert: true }, effectUsed('pool', (s) => me(s).sheet.pools.join() !== me(s).shown!.pools.join()), 'pool');
    expect(validate(pl)).toEqual([]);
    const a = copy(pl);
    a.players[0].turn.choice.effect = 'surveyor';
    expect(found(a)).toContain('WT-6.4 .players[0].shown.pools');
  });

  it('a bis copy without the Bis effect, or two of them (WT-6.6.1)', () => {
    const b = find({ players: 2, expert: true }, effectUsed('bis', (s) => me(s).sheet.bisUsed > me(s).shown!.bisUsed), 'bis');
    expect(validate(b)).toEqual([]);
    const a = copy(b);
    a.players[0].turn.choice.effect = 'surveyor';
    expect(found(a).some((x) => x.startsWith('WT-6.6.1 .players[0].shown'))).toBe(true);
  });

  it('a roundabout not built this turn (WT-7.1)', () => {
    const r = find({ players: 2, variant: 'advanced' }, (s) => me(s).turn.roundabout && me(s).sheet.roundabouts > me(s).shown!.roundabouts, 'roundabout');
    expect(validate(r)).toEqual([]);
    const a = copy(r);
    a.players[0].turn.roundabout = false;
    expect(found(a).some((x) => x.startsWith('WT-7.1 .players[0].shown'))).toBe(true);
  });

  it('an Ice Cream cone or truck moved back (WT-13.2, WT-13.3)', () => {
    const ic = find({ players: 2, board: 'icecream' }, (s) => me(s).shown!.ice!.cones.some((c) => /[sx]/.test(c)), 'ice');
    expect(validate(ic)).toEqual([]);
    const st = me(ic).shown!.ice!.cones.findIndex((c) => /[sx]/.test(c));
    const a = copy(ic);
    a.players[0].sheet.ice.cones[st] = a.players[0].sheet.ice.cones[st].replace(/[sx]/, '.');
    expect(found(a)).toContain(`WT-13.3 .players[0].shown.ice.cones[${st}]`);
  });
});

describe('no reachable state is refused (long seeded playouts, every player count and option set)', () => {
  it('every state of the playouts, including every mid-turn state, is valid', () => {
    const r = playReachable(REACHABLE_CONFIGS, 1, 'shown-fast');
    console.log(`welcometo reachable: ${r.states} states (${r.withShown} with a shown sheet) of ${r.games} games`);
    expect(r.invalid).toEqual([]);
    expect(r.states).toBeGreaterThan(4000);
    expect(r.withShown).toBeGreaterThan(1000);
  });
});

function setChar(s: string, i: number, ch: string): string {
  return s.slice(0, i) + ch + s.slice(i + 1);
}
