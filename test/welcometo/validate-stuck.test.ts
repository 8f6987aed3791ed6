/**
 * Issue #11 (trial 14): `validate` refuses a state in which a seat still to play has no legal action
 * (a game that could never end). At the write step the chosen number (or one of its Temp values) must
 * fit in some house, since writing it is compulsory (WT-4.6); a claim in progress must still have
 * the estates it needs, since designating is the only action of that step (WT-8.2).
 *
 * The states here are corrupt ON PURPOSE (JSON edits of real states).
 */
import { describe, expect, it } from 'vitest';
import { position, welcometo as g, type WelcomeToState } from '../../src/welcometo/index.js';
import { apply as rawApply } from '../../src/welcometo/apply.js';
import { actors as rawActors, legalActions as rawLegal } from '../../src/welcometo/legal.js';
import type { WelcomeToAction } from '../../src/welcometo/types.js';

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const copy = (s: WelcomeToState): Rec => JSON.parse(JSON.stringify(s)) as Rec;
const FULL_MIDDLE = '0 1 2 3 4 5 6 7 8 9 10';
const FULL_BOTTOM = '0 1 2 3 4 5 6 7 8 9 10 11';

/** Seat 0 of a 2-player game with the given top street, having chosen the first combination of `offer`. */
function atWrite(top: string, offer: string): WelcomeToState {
  const s = position({ config: { players: 2 }, offer, sheets: [{ streets: [top, FULL_MIDDLE, FULL_BOTTOM] }, {}], turn: 6 }, 'stuck');
  return g.apply(s, { type: 'choose', player: 0, numberCard: 0, effectCard: 0 });
}

/**
 * Every seat still to play has a legal action (what the refused states below break), asked of the
 * engine's own listing: the game object refuses these states on entry (BAD_STATE).
 */
function everyActorCanAct(x: unknown): boolean {
  return rawActors(x as WelcomeToState).every((p) => rawLegal(x as WelcomeToState, p).length > 0);
}

describe('WT-4.6: at the write step the chosen number fits in some house', () => {
  it('one house left for 8: valid, one write; that house filled: refused (no legal action)', () => {
    const s = atWrite('0 1 2 3 4 5 6 7 _ 9', '8 surveyor, 4 landscaper, 6 pool');
    expect(s.players[0]!.turn.step).toBe('write');
    expect(g.validate(s)).toEqual([]);
    expect(g.legalActions(s, 0).filter((a) => a.type === 'write')).toEqual([{ type: 'write', player: 0, street: 0, house: 8, number: 8, temp: false }]);
    const x = copy(s);
    x.players[0].sheet.houses[0][8] = 8; // the house taken by an edit (ascending: 7 8 9), the choice unchanged
    expect(everyActorCanAct(x)).toBe(false);
    expect(g.validate(x)).toEqual([expect.objectContaining({ path: '.players[0].turn.choice', rule: 'WT-4.6' })]);
  });
  it('with the Temp Agency a value within ±2 is enough; none left: refused', () => {
    // 8 temp may be written as 6..10; only 10..17 fit (after the 9 of the top street).
    const s = atWrite('0 1 2 3 4 5 6 7 9 _', '8 temp, 4 landscaper, 6 pool');
    expect(g.validate(s)).toEqual([]);
    expect(g.legalActions(s, 0).filter((a) => a.type === 'write').map((a) => (a as Extract<WelcomeToAction, { type: 'write' }>).number)).toEqual([10]);
    const x = copy(s);
    x.players[0].sheet.houses[0][9] = 17;
    expect(everyActorCanAct(x)).toBe(false);
    const problems = g.validate(x);
    expect(problems.map((p) => [p.path, p.rule])).toEqual([['.players[0].turn.choice', 'WT-4.6']]);
    expect(problems[0]!.message).toContain('Temp');
  });
  it('the trial repro: 2 players, seed 7, seat 0 chose, then every street numbered 0, 1, 2, ...', () => {
    let s = g.setup({ players: 2 }, 7);
    s = g.apply(s, g.legalActions(s, 0).find((a) => a.type === 'choose')!);
    const x = copy(s);
    x.players[0].sheet.houses = x.players[0].sheet.houses.map((street: number[]) => street.map((_, i) => i));
    expect(everyActorCanAct(x)).toBe(false);
    expect(g.validate(x).map((p) => p.rule)).toContain('WT-4.6');
    // The trust wrapper refuses it on entry instead of answering "no legal action".
    expect(() => g.legalActions(x as WelcomeToState, 0)).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
  });
});

describe('WT-8.2: a claim in progress still has the estates it needs', () => {
  /** Seat 0 claiming N1-C (three estates of 3) with the first estate designated. */
  function claiming(): WelcomeToState {
    const spec = { config: { players: 2 }, offer: '10 surveyor, 4 landscaper, 6 pool', turn: 6, sheets: [{ streets: ['1 2 3 | 4 5 6 | 7 8 9 | _'] }, {}] };
    const dealt = position(spec, 'claim').plans;
    let s = position({ ...spec, plans: ['N1-C', dealt[1]!, dealt[2]!] }, 'claim');
    s = g.apply(s, { type: 'choose', player: 0, numberCard: 0, effectCard: 0 });
    s = g.apply(s, { type: 'write', player: 0, street: 1, house: 0, number: 10, temp: false });
    s = g.apply(s, { type: 'skip', player: 0 });
    s = g.apply(s, { type: 'claim', player: 0, plan: 0 });
    return g.apply(s, { type: 'designate', player: 0, street: 0, house: 0 });
  }
  it('two estates of 3 left for two picks: valid; merged into one estate of 6: refused (no legal action)', () => {
    const s = claiming();
    expect(s.players[0]!.turn.claiming).toEqual({ plan: 0, estates: [[0, 0]] });
    expect(g.validate(s)).toEqual([]);
    expect(g.legalActions(s, 0).map((a) => a.type)).toEqual(['designate', 'designate']);
    const x = copy(s);
    x.players[0].sheet.fences[0] = '..|.....|'; // the fence between 4 5 6 and 7 8 9 erased
    expect(everyActorCanAct(x)).toBe(false);
    expect(g.validate(x).map((p) => [p.path, p.rule])).toContainEqual(['.players[0].turn.claiming.estates', 'WT-8.2']);
  });
  it('one estate of 3 left for two picks: refused (the pick it allows would leave the claim stuck)', () => {
    const x = copy(claiming());
    x.players[0].sheet.houses[0][6] = -1; // 7 8 9 -> _ 8 9: no longer a completed estate
    const s = x as unknown as WelcomeToState;
    expect(rawLegal(s, 0)).toEqual([{ type: 'designate', player: 0, street: 0, house: 3 }]);
    expect(everyActorCanAct(rawApply(s, rawLegal(s, 0)[0]!))).toBe(false);
    expect(g.validate(x).map((p) => [p.path, p.rule])).toContainEqual(['.players[0].turn.claiming.estates', 'WT-8.2']);
  });
});
