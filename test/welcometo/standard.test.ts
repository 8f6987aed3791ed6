import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/core/index.js';
import { WELCOMETO_COMPONENTS as C, type Effect } from '../../src/welcometo/data.js';
import { estates, writableNumbers } from '../../src/welcometo/sheet.js';
import { tempPoints, tiebreak } from '../../src/welcometo/score.js';
import { EMPTY, type WelcomeToAction, type WelcomeToState } from '../../src/welcometo/types.js';
import { position, type SheetSpec } from '../../src/welcometo/index.js';
import { at, endTurnAll, expectReject, g, legalOf, play, setOffer, setStreet, types, withConfig, withSheet } from './helpers.js';

const OFFER: [number, Effect][] = [
  [7, 'pool'],
  [12, 'surveyor'],
  [3, 'bis'],
];
const base = (offer: [number, Effect][] = OFFER, players = 2): WelcomeToState => setOffer(g.setup({ players }, 'std'), offer);
const choose = (s: WelcomeToState, p: number, k: number): WelcomeToState =>
  g.apply(s, { type: 'choose', player: p, numberCard: k, effectCard: k });
const write = (s: WelcomeToState, p: number, street: number, house: number, number: number, temp = false): WelcomeToState =>
  g.apply(s, { type: 'write', player: p, street, house, number, temp });
/** Houses of street `st` where `n` may be written now (the player is at the write step). */
const housesFor = (s: WelcomeToState, p: number, st: number, n: number): number[] =>
  legalOf(s, p, 'write')
    .filter((a) => a.street === st && a.number === n)
    .map((a) => a.house);
/** Put player 0 at the write step with a combination showing number `n` and a neutral effect. */
const atWrite = (s: WelcomeToState, n: number, effect: Effect = 'realEstate'): WelcomeToState =>
  choose(setOffer(s, [[n, effect], OFFER[1]!, OFFER[2]!]), 0, 0);
/** Fill every house of the sheet but the listed ones with a valid street of numbers. */
const fullStreets = (s: WelcomeToState, p: number): WelcomeToState => {
  let st = setStreet(s, p, 0, '0 1 2 3 4 5 6 7 8 9');
  st = setStreet(st, p, 1, '0 1 2 3 4 5 6 7 8 9 10');
  return setStreet(st, p, 2, '0 1 2 3 4 5 6 7 8 9 10 11');
};

describe('WT-1.1 / WT-1.2 simultaneous turns on the same combinations', () => {
  it('every player sees the same three combinations and all act at once', () => {
    const s = base();
    expect(g.actors(s)).toEqual([0, 1]);
    expect(g.view(s, 0).offer).toEqual(g.view(s, 1).offer);
    expect(g.view(s, 0).offer.map((o) => [o.number, o.effect])).toEqual(OFFER);
  });
  it('several players may pick the same combination', () => {
    const s = choose(choose(base(), 0, 1), 1, 1);
    expect(s.players[0]!.turn.choice).toEqual(s.players[1]!.turn.choice);
  });
});

describe('WT-1.3 score sheet parts', () => {
  it('score parts are the published sheet columns', () => {
    expect(Object.keys(g.score(base()).players[0]!.parts)).toEqual(['plans', 'parks', 'pools', 'temps', 'estates', 'bis', 'roundabouts', 'refusals']);
  });
});

describe('WT-3.1 players and config', () => {
  it('accepts 1..12 players, rejects others with BAD_CONFIG', () => {
    for (const n of [1, 2, 12]) expect(g.setup({ players: n }, 1).players).toHaveLength(n);
    for (const n of [0, 13, 2.5]) {
      expect(() => g.setup({ players: n }, 1)).toThrow(RuleError);
      try {
        g.setup({ players: n }, 1);
      } catch (e) {
        expect((e as RuleError).code).toBe('BAD_CONFIG');
        expect((e as RuleError).rule).toBe('WT-3.1');
      }
    }
  });
  it('expert rules need 2 players; unknown options are rejected', () => {
    expect(() => g.setup({ players: 1, expert: true }, 1)).toThrow(/at least 2 players/);
    expect(() => g.setup({ players: 2, board: 'easter' as 'base' }, 1)).toThrow(RuleError);
    expect(() => g.setup({ players: 2, colour: 1 } as unknown as { players: number }, 1)).toThrow(/Unknown config option "colour"/);
  });
  it('setup is deterministic', () => {
    expect(g.setup({ players: 3 }, 'x')).toEqual(g.setup({ players: 3 }, 'x'));
    expect(g.setup({ players: 3 }, 'x')).not.toEqual(g.setup({ players: 3 }, 'y'));
  });
});

describe('WT-3.2 / WT-3.5 empty identical sheets', () => {
  it('every sheet starts empty, no roundabout action in the standard variant', () => {
    const s = g.setup({ players: 3 }, 2);
    for (const p of s.players) {
      expect(p.sheet).toEqual(s.players[0]!.sheet);
      expect(p.sheet.houses.flat().every((v) => v === EMPTY)).toBe(true);
      expect(p.sheet.houses.map((r) => r.length)).toEqual([10, 11, 12]);
    }
    expect(types(s, 0)).not.toContain('roundabout');
  });
});

describe('WT-3.3 City Plans drawn from the pools', () => {
  it('standard: one basic plan of each stack', () => {
    for (let seed = 0; seed < 20; seed++) {
      const s = g.setup({ players: 2 }, seed);
      s.plans.forEach((id, k) => expect(C.planPools.base[k]).toContain(id));
    }
  });
  it('advanced: pools of 11, 11, 6 (advanced plans appear)', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const s = g.setup({ players: 2, variant: 'advanced' }, seed);
      s.plans.forEach((id, k) => expect([...C.planPools.base[k]!, ...(C.planPools.advanced[k] ?? [])]).toContain(id));
      s.plans.forEach((id) => seen.add(id));
    }
    expect([...seen].some((id) => id.startsWith('N1-ADV'))).toBe(true);
    expect([...seen].some((id) => id.startsWith('N2-ADV'))).toBe(true);
  });
  it('themed boards replace pool n°3 (U-8), or add to it with thematicReplacesStack3: false', () => {
    for (let seed = 0; seed < 10; seed++) {
      expect(C.planPools.iceCream).toContain(g.setup({ players: 2, board: 'icecream' }, seed).plans[2]);
      expect(C.planPools.christmas).toContain(g.setup({ players: 2, board: 'christmas' }, seed).plans[2]);
    }
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) seen.add(g.setup({ players: 2, board: 'icecream', thematicReplacesStack3: false }, seed).plans[2]!);
    expect([...seen].some((id) => id.startsWith('N3-ICE'))).toBe(true);
    expect([...seen].some((id) => /^N3-[A-F]$/.test(id))).toBe(true);
  });
});

describe('WT-3.4 / WT-4.1 / EXAMPLE-18 three stacks and the reveal', () => {
  it('81 cards dealt in 3 stacks of 27; the first reveal flips one card from each', () => {
    const s = g.setup({ players: 2 }, 5);
    expect(s.stacks.map((x) => x.length)).toEqual([26, 26, 26]);
    expect(s.flipped).toHaveLength(3);
    expect(s.discard).toHaveLength(0);
  });
  it('EXAMPLE-18: numbers 7, 12, 3 with flipped pool, surveyor, bis give (7,pool) (12,surveyor) (3,bis)', () => {
    const offer = g.view(base(), 0).offer.map((o) => [o.number, o.effect]);
    expect(offer).toEqual([
      [7, 'pool'],
      [12, 'surveyor'],
      [3, 'bis'],
    ]);
  });
  it('next turn: the card that showed its number flips to give the effect; the next card shows the number', () => {
    const s = base();
    const tops = s.stacks.map((st) => st[0]!);
    const seconds = s.stacks.map((st) => st[1]!);
    const next = endTurnAll(s);
    expect(next.turn).toBe(2);
    expect(next.flipped).toEqual(tops);
    expect(next.stacks.map((st) => st[0])).toEqual(seconds);
    expect(next.discard).toHaveLength(3);
  });
});

describe('WT-4.2 / U-6 stack exhaustion', () => {
  it('when the stacks hold fewer than 2 cards, all 81 cards are reshuffled into 3 new stacks of 27', () => {
    const s = at(base(), { stackSizes: [0, 0, 0] });
    expect(s.stacks.map((x) => x.length)).toEqual([1, 1, 1]);
    const next = endTurnAll(s);
    expect(next.stacks.map((x) => x.length)).toEqual([26, 26, 26]);
    expect(next.discard).toEqual([]);
    expect([...next.stacks.flat(), ...next.flipped].sort((a, b) => a - b)).toEqual(Array.from({ length: 81 }, (_, i) => i));
  });
  it('with 2 cards left in each stack there is no reshuffle: the last card shows its number (turn 26 of a deal)', () => {
    const s = at(base(), { stackSizes: [1, 1, 1] });
    const next = endTurnAll(s);
    expect(next.stacks.map((x) => x.length)).toEqual([1, 1, 1]);
    expect(next.flipped).toEqual(s.stacks.map((x) => x[0]));
  });
});

describe('WT-4.3 the steps of a turn', () => {
  it('choose, then write, then effect, then plans/end; other clicks are refused with WT-4.3', () => {
    let s = base();
    expect(types(s, 0)).toEqual(['choose']);
    expectReject(s, { type: 'write', player: 0, street: 0, house: 0, number: 7, temp: false }, 'ILLEGAL_ACTION', 'WT-4.3');
    expectReject(s, { type: 'end', player: 0 }, 'ILLEGAL_ACTION', 'WT-4.3');
    s = choose(s, 0, 1);
    expect(types(s, 0)).toEqual(['write']);
    expectReject(s, { type: 'choose', player: 0, numberCard: 0, effectCard: 0 }, 'ILLEGAL_ACTION', 'WT-4.3');
    s = write(s, 0, 1, 5, 12);
    expect(types(s, 0)).toEqual(['fence', 'skip']);
    expectReject(s, { type: 'realEstate', player: 0, size: 2 }, 'ILLEGAL_ACTION', 'WT-4.3');
    s = g.apply(s, { type: 'skip', player: 0 });
    expect(types(s, 0)).toEqual(['end']);
    s = g.apply(s, { type: 'end', player: 0 });
    expect(g.legalActions(s, 0)).toEqual([]);
    expectReject(s, { type: 'end', player: 0 }, 'NOT_YOUR_TURN', 'core');
  });
});

describe('WT-4.4 the turn resolves only when every player has acted', () => {
  it('one player done: same turn, only the others act; all done: next turn', () => {
    let s = base();
    s = play(s, [
      { type: 'choose', player: 0, numberCard: 0, effectCard: 0 },
      { type: 'write', player: 0, street: 0, house: 3, number: 7, temp: false },
    ]);
    s = endTurnAll(s);
    expect(s.turn).toBe(2);
    let t = base();
    t = play(t, [{ type: 'refuse' as const, player: 0 }].filter(() => false));
    t = choose(t, 0, 0);
    t = write(t, 0, 0, 3, 7);
    t = g.apply(t, { type: 'end', player: 0 });
    expect(t.turn).toBe(1);
    expect(g.actors(t)).toEqual([1]);
    t = choose(t, 1, 2);
    t = write(t, 1, 2, 0, 3);
    t = g.apply(t, { type: 'skip', player: 1 });
    t = g.apply(t, { type: 'end', player: 1 });
    expect(t.turn).toBe(2);
    expect(g.actors(t)).toEqual([0, 1]);
  });
});

describe('WT-4.5 / WT-5.6 / WT-5.7 / U-4 permit refusals', () => {
  const blocked = (s: WelcomeToState): WelcomeToState => {
    // every street full except a gap between 5 and 6 in the top street: nothing fits
    let t = fullStreets(s, 0);
    t = setStreet(t, 0, 0, '1 2 3 4 5 _ 6 7 8 9');
    return t;
  };
  it('refusal only when no offered number fits', () => {
    const s = base();
    expect(types(s, 0)).not.toContain('refuse');
    expectReject(s, { type: 'refuse', player: 0 }, 'ILLEGAL_ACTION', 'WT-5.6');
    const b = blocked(s);
    expect(g.legalActions(b, 0)).toEqual([{ type: 'refuse', player: 0 }]);
  });
  it('a refusal crosses a box, writes nothing, and may still claim plans (WT-4.5)', () => {
    const b = g.apply(blocked(base()), { type: 'refuse', player: 0 });
    expect(b.players[0]!.sheet.refusals).toBe(1);
    expect(b.players[0]!.turn.step).toBe('plans');
    expect(types(b, 0)).toContain('end');
  });
  it('U-4: a placement possible only through a Temp modification does not forbid refusing (option refusalConsidersTemp)', () => {
    // only 6 fits (between 5 and 7); the offer shows 4/temp, 12, 13: 4+2 = 6
    let s = setStreet(base(), 0, 0, '1 2 3 4 5 _ 7 8 9 10');
    s = setStreet(s, 0, 1, '0 1 2 3 4 5 6 7 8 9 10');
    s = setStreet(s, 0, 2, '0 1 2 3 4 5 6 7 8 9 10 11');
    s = setOffer(s, [
      [4, 'temp'],
      [12, 'pool'],
      [13, 'bis'],
    ]);
    expect(types(s, 0).sort()).toEqual(['choose', 'refuse']);
    const strict = withConfig(s, { refusalConsidersTemp: true });
    expect(types(strict, 0)).toEqual(['choose']);
  });
  it('WT-5.7: the third refusal ends the game at the end of that turn, after everyone has played', () => {
    let s = withSheet(blocked(base()), 0, { refusals: 2 });
    s = g.apply(s, { type: 'refuse', player: 0 });
    s = g.apply(s, { type: 'end', player: 0 });
    expect(s.over).toBe(false);
    expect(g.actors(s)).toEqual([1]);
    s = endTurnAll(s);
    expect(s.over).toBe(true);
    expect(g.score(s).players[0]!.parts.refusals).toBe(-5);
  });
});

describe('WT-4.6 writing is compulsory', () => {
  it('a combination whose number fits nowhere cannot be chosen; the write step offers no skip', () => {
    let s = fullStreets(base(), 0);
    s = setStreet(s, 0, 0, '1 2 3 4 5 6 _ 8 9 10'); // only 7 fits
    expect(legalOf(s, 0, 'choose')).toEqual([{ type: 'choose', player: 0, numberCard: 0, effectCard: 0 }]);
    expectReject(s, { type: 'choose', player: 0, numberCard: 1, effectCard: 1 }, 'ILLEGAL_ACTION', 'WT-4.6');
    s = choose(s, 0, 0);
    expect(g.legalActions(s, 0)).toEqual([{ type: 'write', player: 0, street: 0, house: 6, number: 7, temp: false }]);
    // Skipping the write or ending the turn before writing is what WT-4.6 forbids.
    expectReject(s, { type: 'skip', player: 0 }, 'ILLEGAL_ACTION', 'WT-4.6');
    expectReject(s, { type: 'end', player: 0 }, 'ILLEGAL_ACTION', 'WT-4.6');
  });
});

describe('WT-5.1 / WT-5.2 / WT-5.3 / EXAMPLE-6 placement', () => {
  const s6 = setStreet(base(), 0, 0, '_ 3 _ _ 8 _ _ _ _ _');
  it('EXAMPLE-6: 5 -> {2,3}; 3 -> none; 1 -> {0}; 10 -> {5..9}; 8 -> none (top street)', () => {
    expect(housesFor(atWrite(s6, 5), 0, 0, 5)).toEqual([2, 3]);
    expect(housesFor(atWrite(s6, 3), 0, 0, 3)).toEqual([]);
    expect(housesFor(atWrite(s6, 1), 0, 0, 1)).toEqual([0]);
    expect(housesFor(atWrite(s6, 10), 0, 0, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(housesFor(atWrite(s6, 8), 0, 0, 8)).toEqual([]);
  });
  it('WT-5.1: a built house is rejected; WT-5.2: out of order is rejected', () => {
    const s = atWrite(s6, 5);
    expectReject(s, { type: 'write', player: 0, street: 0, house: 1, number: 5, temp: false }, 'ILLEGAL_ACTION', 'WT-5.1');
    expectReject(s, { type: 'write', player: 0, street: 0, house: 6, number: 5, temp: false }, 'ILLEGAL_ACTION', 'WT-5.2');
  });
  it('WT-5.3: gaps and skipped numbers are allowed', () => {
    const s = write(atWrite(s6, 15), 0, 0, 9, 15);
    expect(s.players[0]!.sheet.houses[0]).toEqual([EMPTY, 3, EMPTY, EMPTY, 8, EMPTY, EMPTY, EMPTY, EMPTY, 15]);
  });
  it('WT-5.4: the same number twice in one street only through bis', () => {
    expect(housesFor(atWrite(s6, 3), 0, 0, 3)).toEqual([]);
  });
  it('perft: an empty sheet takes any number in all 33 houses', () => {
    expect(legalOf(atWrite(base(), 7), 0, 'write')).toHaveLength(33);
  });
});

describe('WT-5.5 / WT-6.5.1 / WT-15.1 / WT-15.8 / EXAMPLE-7 Temp Agency numbers', () => {
  it('EXAMPLE-7: 2 -> 0..4, 1 -> 0..3, 15 -> 13..17', () => {
    expect(writableNumbers(2, 'temp')).toEqual([0, 1, 2, 3, 4]);
    expect(writableNumbers(1, 'temp')).toEqual([0, 1, 2, 3]);
    expect(writableNumbers(15, 'temp')).toEqual([13, 14, 15, 16, 17]);
    const nums = (n: number) => [...new Set(legalOf(atWrite(base(), n, 'temp'), 0, 'write').map((a) => a.number))];
    expect(nums(2)).toEqual([0, 1, 2, 3, 4]);
    expect(nums(1)).toEqual([0, 1, 2, 3]);
    expect(nums(15)).toEqual([13, 14, 15, 16, 17]);
  });
  it('without Temp only the card number; 0 is a valid house number (WT-15.8)', () => {
    expect([...new Set(legalOf(atWrite(base(), 2), 0, 'write').map((a) => a.number))]).toEqual([2]);
    const s = write(atWrite(base(), 1, 'temp'), 0, 0, 0, 0, true);
    expect(s.players[0]!.sheet.houses[0]![0]).toBe(0);
    expectReject(atWrite(base(), 2), { type: 'write', player: 0, street: 0, house: 0, number: 3, temp: false }, 'ILLEGAL_ACTION', 'WT-5.5');
  });
  it('perft: 3/temp on an empty sheet: 5 numbers x 33 houses, the unmodified number with or without a hire', () => {
    expect(legalOf(atWrite(base(), 3, 'temp'), 0, 'write')).toHaveLength(4 * 33 + 2 * 33);
  });
});

describe('WT-6.5.2 / U-5 / U-11 temp hires', () => {
  it('a modified number hires a temp; modifier 0 may hire or not', () => {
    const s = atWrite(base(), 8, 'temp');
    expect(write(s, 0, 0, 0, 10, true).players[0]!.sheet.temps).toBe(1);
    expect(write(s, 0, 0, 0, 8, true).players[0]!.sheet.temps).toBe(1);
    expect(write(s, 0, 0, 0, 8, false).players[0]!.sheet.temps).toBe(0);
    expectReject(s, { type: 'write', player: 0, street: 0, house: 0, number: 10, temp: false }, 'ILLEGAL_ACTION', 'WT-6.5.2');
  });
  it('tempZeroModifierHires: false: modifier 0 never hires', () => {
    const s = atWrite(withConfig(base(), { tempZeroModifierHires: false }), 8, 'temp');
    expect(legalOf(s, 0, 'write').filter((a) => a.number === 8).every((a) => !a.temp)).toBe(true);
  });
  it('a full temp track still allows the modification, without counting', () => {
    const s = atWrite(withSheet(base(), 0, { temps: 11 }), 8, 'temp');
    expect(write(s, 0, 0, 0, 6, true).players[0]!.sheet.temps).toBe(11);
    expect(legalOf(s, 0, 'write').filter((a) => a.number === 8).every((a) => !a.temp)).toBe(true);
  });
});

describe('WT-6.1.1 / WT-6.1.2 / WT-6.1.3 / WT-15.5 / WT-6.6.4 Surveyor fences', () => {
  it('perft: after a first write, all 30 slots of all streets + skip', () => {
    const s = write(choose(base(), 0, 1), 0, 1, 5, 12);
    const fences = legalOf(s, 0, 'fence');
    expect(fences).toHaveLength(30);
    expect(new Set(fences.map((f) => f.street))).toEqual(new Set([0, 1, 2]));
  });
  it('not on an existing fence, not inside a bis pair, not between two used houses', () => {
    const s0 = setStreet(base(), 0, 0, '1u | 2u 2b 5 6u 7u 8u');
    expect(s0.players[0]!.sheet.used[0]).toBe('uu..uuu...');
    let s = s0;
    s = write(choose(s, 0, 1), 0, 2, 0, 12);
    const slots = legalOf(s, 0, 'fence').filter((f) => f.street === 0).map((f) => f.slot);
    expect(slots).toEqual([2, 3, 6, 7, 8]);
    expectReject(s, { type: 'fence', player: 0, street: 0, slot: 0 }, 'ILLEGAL_ACTION', 'WT-6.1.2');
    expectReject(s, { type: 'fence', player: 0, street: 0, slot: 1 }, 'ILLEGAL_ACTION', 'WT-6.6.4');
    expectReject(s, { type: 'fence', player: 0, street: 0, slot: 4 }, 'ILLEGAL_ACTION', 'WT-6.1.2');
  });
  it('a fence may go next to empty houses and split a completed unused estate', () => {
    let s = setStreet(base(), 0, 0, '1 2 3 | _ _');
    s = write(choose(s, 0, 1), 0, 2, 0, 12);
    s = g.apply(s, { type: 'fence', player: 0, street: 0, slot: 0 });
    s = g.apply(s, { type: 'end', player: 0 });
    expect(s.players[0]!.sheet.fences[0]).toBe('|.|......');
    expect(estates(s.players[0]!.sheet).map((e) => [e.street, e.start, e.size])).toEqual([
      [0, 0, 1],
      [0, 1, 2],
    ]);
  });
});

describe('WT-6.2.1 / EXAMPLE-2 Real Estate Agent', () => {
  it('perft: 6 columns + skip; a full column is not offered', () => {
    expect(legalOf(write(atWrite(base(), 7), 0, 0, 0, 7), 0, 'realEstate').map((a) => a.size)).toEqual([1, 2, 3, 4, 5, 6]);
    let s = write(atWrite(withSheet(base(), 0, { realEstate: [1, 0, 0, 0, 0, 0] }), 7), 0, 0, 0, 7);
    expect(legalOf(s, 0, 'realEstate').map((a) => a.size)).toEqual([2, 3, 4, 5, 6]);
    expectReject(s, { type: 'realEstate', player: 0, size: 1 }, 'ILLEGAL_ACTION', 'WT-6.2.1');
    s = g.apply(s, { type: 'realEstate', player: 0, size: 2 });
    expect(s.players[0]!.sheet.realEstate).toEqual([1, 1, 0, 0, 0, 0]);
  });
  it('EXAMPLE-2: size-2 estate values with 0, 1, 2 boxes crossed: 2, 3, 4', () => {
    expect(C.tracks.realEstate[1]).toEqual([2, 3, 4]);
    const s = setStreet(base(), 0, 0, '1 2 | _');
    for (const [boxes, value] of [
      [0, 2],
      [1, 3],
      [2, 4],
    ] as const) {
      const t = withSheet(s, 0, { realEstate: [0, boxes, 0, 0, 0, 0] });
      expect(g.score(t).players[0]!.parts.estates).toBe(value);
    }
  });
});

describe('WT-6.3.1 / EXAMPLE-1 Landscaper', () => {
  it('crosses the next park of the street just built in', () => {
    let s = write(atWrite(base(), 7, 'landscaper'), 0, 1, 4, 7);
    expect(legalOf(s, 0, 'park')).toEqual([{ type: 'park', player: 0 }]);
    s = g.apply(s, { type: 'park', player: 0 });
    expect(s.players[0]!.sheet.parks).toEqual([0, 1, 0]);
  });
  it('a street whose parks are all crossed offers no park (WT-15.2)', () => {
    const s = atWrite(withSheet(base(), 0, { parks: [3, 0, 0] }), 7, 'landscaper');
    const t = write(s, 0, 0, 4, 7);
    expect(t.players[0]!.turn.step).toBe('plans');
    expect(types(t, 0)).not.toContain('park');
  });
  it('EXAMPLE-1: top street parks score 0, 2, 4, 10', () => {
    const s = base();
    expect([0, 1, 2, 3].map((k) => g.score(withSheet(s, 0, { parks: [k, 0, 0] })).players[0]!.parts.parks)).toEqual([0, 2, 4, 10]);
  });
});

describe('WT-6.4.1 / WT-15.3 Pool Manufacturer', () => {
  it('a pool only on a house with a planned pool', () => {
    let s = write(choose(base(), 0, 0), 0, 0, 2, 7);
    expect(legalOf(s, 0, 'pool')).toHaveLength(1);
    s = g.apply(s, { type: 'pool', player: 0 });
    expect(s.players[0]!.sheet.pools[0]).toBe('..p.......');
    const t = write(choose(base(), 0, 0), 0, 0, 3, 7);
    expect(types(t, 0)).toEqual(['end']);
    expectReject(t, { type: 'pool', player: 0 }, 'ILLEGAL_ACTION', 'WT-4.3');
  });
  it('a pool house written with another effect never gets its pool', () => {
    const s = write(choose(base(), 0, 1), 0, 0, 2, 12);
    expect(types(s, 0)).not.toContain('pool');
  });
});

describe('WT-6.6.1 / WT-6.6.2 / WT-6.6.3 / WT-15.4 / EXAMPLE-8 Bis', () => {
  it('EXAMPLE-8: no bis across a fence; without it the copy is legal and the slot can never be fenced', () => {
    let s = setStreet(base(), 0, 1, '4 | _');
    s = write(choose(s, 0, 2), 0, 2, 0, 3);
    expect(legalOf(s, 0, 'bis').filter((a) => a.street === 1 && a.from === 0)).toEqual([]);
    expectReject(s, { type: 'bis', player: 0, street: 1, house: 1, from: 0 }, 'ILLEGAL_ACTION', 'WT-6.6.1');
    let t = setStreet(base(), 0, 1, '4 _');
    t = write(choose(t, 0, 2), 0, 2, 0, 3);
    t = g.apply(t, { type: 'bis', player: 0, street: 1, house: 1, from: 0 });
    expect(t.players[0]!.sheet.houses[1]!.slice(0, 2)).toEqual([4, 4]);
    expect(t.players[0]!.sheet.bis[1]!.slice(0, 2)).toBe('.b');
    expect(t.players[0]!.sheet.bisUsed).toBe(1);
  });
  it('copies the number just written or any built house, even of another street', () => {
    let s = setStreet(base(), 0, 0, '_ _ 5');
    s = write(choose(s, 0, 2), 0, 2, 4, 3);
    const targets = legalOf(s, 0, 'bis').map((a) => [a.street, a.house, a.from]);
    expect(targets).toEqual([
      [0, 1, 2],
      [0, 3, 2],
      [2, 3, 4],
      [2, 5, 4],
    ]);
  });
  it('copy of a copy; a bis house is a built house that completes an estate (WT-6.6.2)', () => {
    let s = setStreet(base(), 0, 0, '4 4b _ | _');
    s = write(choose(s, 0, 2), 0, 2, 0, 3);
    s = g.apply(s, { type: 'bis', player: 0, street: 0, house: 2, from: 1 });
    expect(s.players[0]!.sheet.houses[0]!.slice(0, 3)).toEqual([4, 4, 4]);
    expect(estates(s.players[0]!.sheet).map((e) => e.size)).toEqual([3]);
  });
  it('WT-6.6.3: no bis once the 9 boxes are crossed', () => {
    // Nine bis houses already written (the boxes crossed are derived: 9 of 9).
    const nine = withSheet(base(), 0, { streets: ['4 _ _ 8 8b', '1 1b 2 2b 3 3b 4 4b 5 5b', '_ _ 6 6b 7 7b 8 8b'] });
    expect(nine.players[0]!.sheet.bisUsed).toBe(9);
    const s = write(choose(nine, 0, 2), 0, 2, 0, 3);
    // WT-15.2: with every bis box crossed the bis effect has no target: the turn goes on to the plans.
    expect(types(s, 0)).not.toContain('bis');
    expect(s.players[0]!.turn.step).toBe('plans');
    expectReject(s, { type: 'bis', player: 0, street: 0, house: 1, from: 0 }, 'ILLEGAL_ACTION', 'WT-4.3');
    const t = choose(nine, 0, 2);
    expect(write(t, 0, 2, 0, 3).players[0]!.turn.step).toBe('plans');
  });
});

describe('WT-15.2 effects that cannot be performed are skipped', () => {
  it('real estate with every column full goes straight to the plans step', () => {
    const s = atWrite(withSheet(base(), 0, { realEstate: [1, 2, 3, 4, 4, 4] }), 7);
    expect(write(s, 0, 0, 0, 7).players[0]!.turn.step).toBe('plans');
  });
});

describe('WT-8.1 / EXAMPLE-9 completed estates', () => {
  it('EXAMPLE-9: fences at 0, 3, 5, h0..h5 built, h7 empty', () => {
    const sh = setStreet(base(), 0, 0, '1 | 2 3 4 | 5 6 | 7 _ _ _').players[0]!.sheet;
    expect(estates(sh).map((e) => [e.start, e.size])).toEqual([
      [0, 1],
      [1, 3],
      [4, 2],
    ]);
  });
  it('a built segment of 7+ houses is not an estate', () => {
    const s = setStreet(base(), 0, 0, '1 2 3 4 5 6 7 | 8 9 10');
    expect(estates(s.players[0]!.sheet).map((e) => e.size)).toEqual([3]);
  });
});

/** Player 0 with three size-3 estates and plan N1-C (3,3,3; 8/4) in slot 0. */
function withN1C(players = 2): WelcomeToState {
  let s = base(OFFER, players);
  s = at(s, { plans: ['N1-C', s.plans[1]!, s.plans[2]!] });
  s = setStreet(s, 0, 0, '1 2 3 | 4 5 6 | 7 8 9 | _');
  return s;
}
const claimN1C = (s: WelcomeToState, p: number): WelcomeToState => {
  let t = s;
  t = g.apply(t, { type: 'claim', player: p, plan: 0 });
  for (const h of [0, 3, 6]) t = g.apply(t, { type: 'designate', player: p, street: 0, house: h });
  return t;
};
const toPlans = (s: WelcomeToState, p: number): WelcomeToState => {
  const offer = g.view(s, p).offer.map((o): [number, Effect] => [o.number, o.effect]);
  let t = choose(JSON.stringify(offer) === JSON.stringify(OFFER) ? s : setOffer(s, OFFER), p, 1);
  t = write(t, p, 2, 11, 12);
  return g.apply(t, { type: 'skip', player: p });
};

describe('WT-8.2 / WT-8.3 / WT-8.5 claiming a City Plan', () => {
  it('designating estates of exactly the listed sizes marks them used', () => {
    let s = toPlans(withN1C(), 0);
    expect(legalOf(s, 0, 'claim')).toEqual([{ type: 'claim', player: 0, plan: 0 }]);
    s = g.apply(s, { type: 'claim', player: 0, plan: 0 });
    expect(g.legalActions(s, 0).map((a) => a.type)).toEqual(['designate', 'designate', 'designate']);
    expectReject(s, { type: 'end', player: 0 }, 'ILLEGAL_ACTION', 'WT-8.2');
    for (const h of [0, 3, 6]) s = g.apply(s, { type: 'designate', player: 0, street: 0, house: h });
    expect(s.players[0]!.sheet.plans[0]).toBe(1);
    expect(s.players[0]!.sheet.used[0]).toBe('uuuuuuuuu.');
    expect(types(s, 0)).not.toContain('claim');
  });
  it('an estate of the wrong size or a used estate cannot be designated (WT-8.3)', () => {
    let s = setStreet(withN1C(), 0, 1, '1 2 | _');
    s = toPlans(s, 0);
    s = g.apply(s, { type: 'claim', player: 0, plan: 0 });
    expectReject(s, { type: 'designate', player: 0, street: 1, house: 0 }, 'ILLEGAL_ACTION', 'WT-8.3');
  });
  it('an estate already used for a plan is neither counted nor designatable (WT-8.3)', () => {
    // Four size-3 estates, the one in the middle street already used: only the three unused ones count.
    const used = (x: WelcomeToState) => setStreet(x, 0, 1, '1u 2u 3u | _');
    let s = toPlans(used(withN1C()), 0);
    s = g.apply(s, { type: 'claim', player: 0, plan: 0 });
    expect(legalOf(s, 0, 'designate').map((a) => [a.street, a.house])).toEqual([[0, 0], [0, 3], [0, 6]]);
    expectReject(s, { type: 'designate', player: 0, street: 1, house: 0 }, 'ILLEGAL_ACTION', 'WT-8.3');
    // With one of the street-0 estates used too, only two unused size-3 estates remain: no claim.
    const t = toPlans(setStreet(used(withN1C()), 0, 0, '1u 2u 3u | 4 5 6 | 7 8 9 | _'), 0);
    expect(legalOf(t, 0, 'claim')).toHaveLength(0);
    expectReject(t, { type: 'claim', player: 0, plan: 0 }, 'ILLEGAL_ACTION', 'WT-8.2');
  });
  it('not enough estates: no claim; a plan is scored once (WT-8.5)', () => {
    let s = setStreet(withN1C(), 0, 0, '1 2 3 | 4 5 6 | _ _ _ _');
    s = toPlans(s, 0);
    expect(types(s, 0)).toEqual(['end']);
    expectReject(s, { type: 'claim', player: 0, plan: 0 }, 'ILLEGAL_ACTION', 'WT-8.2');
    let t = claimN1C(toPlans(withN1C(), 0), 0);
    expectReject(t, { type: 'claim', player: 0, plan: 0 }, 'ILLEGAL_ACTION', 'WT-8.5');
    t = g.apply(t, { type: 'end', player: 0 });
    expect(t.players[0]!.turn.step).toBe('done');
  });
  it('claiming is optional and possible in a later turn; only at the end of the own turn (WT-8.5)', () => {
    let s = withN1C();
    expectReject(s, { type: 'claim', player: 0, plan: 0 }, 'ILLEGAL_ACTION', 'WT-8.5');
    s = endTurnAll(s);
    expect(s.players[0]!.sheet.plans[0]).toBeNull();
    s = claimN1C(toPlans(s, 0), 0);
    expect(s.players[0]!.sheet.plans[0]).toBe(2);
  });
});

describe('WT-8.6 / WT-15.6 / WT-15.7 / EXAMPLE-13 first and later values', () => {
  it('EXAMPLE-13: A and B claim N1-C in the same turn: 8 each; C in a later turn: 4', () => {
    let s = withN1C(3);
    s = setStreet(s, 1, 0, '1 2 3 | 4 5 6 | 7 8 9 | _');
    s = claimN1C(toPlans(s, 0), 0);
    s = claimN1C(toPlans(s, 1), 1);
    s = endTurnAll(s);
    expect(s.planFirstTurn[0]).toBe(1);
    s = setStreet(s, 2, 0, '1 2 3 | 4 5 6 | 7 8 9 | _');
    s = endTurnAll(s);
    s = claimN1C(toPlans(s, 2), 2);
    s = endTurnAll(s);
    expect(g.score(s).players.map((p) => p.parts.plans)).toEqual([8, 8, 4]);
  });
  it('WT-15.6: estates used for a plan keep scoring', () => {
    const s = claimN1C(toPlans(withN1C(), 0), 0);
    expect(g.score(s).players[0]!.parts.estates).toBe(9);
  });
  it('other players do not see a claim before the turn resolves', () => {
    const s = claimN1C(toPlans(withN1C(), 0), 0);
    expect(g.view(s, 1).players[0]!.sheet.plans[0]).toBeNull();
    expect(g.view(s, 0).players[0]!.sheet.plans[0]).toBe(1);
  });
});

describe('WT-8.7 / U-2 reshuffle after a first completion', () => {
  it('a first completer may ask; next turn all 81 cards are reshuffled into 3 stacks of 27', () => {
    let s = claimN1C(toPlans(withN1C(), 0), 0);
    expect(types(s, 0)).toContain('reshuffle');
    s = g.apply(s, { type: 'reshuffle', player: 0 });
    expect(types(s, 0)).not.toContain('reshuffle');
    s = endTurnAll(s);
    expect(s.stacks.map((x) => x.length)).toEqual([26, 26, 26]);
    expect(s.discard).toEqual([]);
  });
  it('a later completer may not; policy "never" forbids it', () => {
    let s = withN1C();
    s = setStreet(s, 1, 0, '1 2 3 | 4 5 6 | 7 8 9 | _');
    s = endTurnAll(claimN1C(toPlans(s, 0), 0));
    s = claimN1C(toPlans(s, 1), 1);
    expect(types(s, 1)).not.toContain('reshuffle');
    expectReject(s, { type: 'reshuffle', player: 1 }, 'ILLEGAL_ACTION', 'WT-8.7');
    const never = claimN1C(toPlans(withConfig(withN1C(), { reshufflePolicy: 'never' }), 0), 0);
    expect(types(never, 0)).not.toContain('reshuffle');
  });
  it('firstPlanOnly: not after another plan was already completed in an earlier turn', () => {
    // Turn 2: P2 claimed plan n°2 in turn 1 (so its first turn is 1); P1 now completes n°1 first.
    let s = withSheet(at(withConfig(withN1C(), { reshufflePolicy: 'firstPlanOnly' }), { turn: 2 }), 1, { plans: [null, 1, null] });
    expect(s.planFirstTurn).toEqual([null, 1, null]);
    s = claimN1C(toPlans(s, 0), 0);
    expect(types(s, 0)).not.toContain('reshuffle');
  });
});

describe('WT-9.1 / WT-9.2 / WT-9.3 / WT-9.4 / WT-9.5 / WT-9.6 / WT-9.7 / WT-9.8 / EXAMPLE-10 / EXAMPLE-11 / EXAMPLE-14 final scoring', () => {
  it('EXAMPLE-10: estates 1,1,3,6 with size-1 1 box, size-3 0, size-6 2 -> 17', () => {
    let s = setStreet(base(), 0, 0, '1 | 2 | 3 4 5 | _');
    s = setStreet(s, 0, 1, '1 2 3 4 5 6 | _');
    s = withSheet(s, 0, { realEstate: [1, 0, 0, 0, 0, 2] });
    expect(g.score(s).players[0]!.parts.estates).toBe(17);
  });
  it('EXAMPLE-11: pools 4 -> 13, 5 -> 17; 3 bis -> -6; 2 refusals -> -3, 3 -> -5; roundabouts 1 -> -3, 2 -> -8', () => {
    const sc = (sheet: SheetSpec, variant: 'standard' | 'advanced' = 'standard') =>
      g.score(position({ config: { players: 2, variant }, sheets: [sheet] }, 'example-11')).players[0]!.parts;
    expect(sc({ streets: ['_ _ 1p _ _ _ 2p 3p', '1p'] })).toMatchObject({ pools: 13 });
    expect(sc({ streets: ['_ _ 1p _ _ _ 2p 3p', '1p _ _ 2p'] })).toMatchObject({ pools: 17 });
    expect(sc({ streets: ['1 1b 2 2b 3 3b'] })).toMatchObject({ bis: -6 });
    expect(sc({ refusals: 2 })).toMatchObject({ refusals: -3 });
    expect(sc({ refusals: 3 })).toMatchObject({ refusals: -5 });
    expect(sc({ streets: ['_ O'] }, 'advanced')).toMatchObject({ roundabouts: -3 });
    expect(sc({ streets: ['_ O', '_ _ O'] }, 'advanced')).toMatchObject({ roundabouts: -8 });
  });
  it('EXAMPLE-14: plans 8+5, parks 2/4/0, 5 pools, first in temps, EXAMPLE-10 estates, 2 bis, 1 refusal -> 69', () => {
    // Turn 3: P1 claimed N1-C first (turn 1: 8) and N2-E in turn 2, after P2 (turn 1): 5.
    const s = position(
      {
        config: { players: 2 },
        turn: 3,
        plans: ['N1-C', 'N2-E', 'N3-A'],
        sheets: [
          {
            // EXAMPLE-10's estates 1, 1, 3, 6; pools on top h2, h6, h7, middle h0, bottom h1; bis 7 7b, 9 9b.
            streets: ['1 | 2 | 3p 4 5 | _ 7p 8p', '1p 2 3 4 5 6 | _', '_ 5p _ 7 7b _ 9 9b'],
            realEstate: [1, 0, 0, 0, 0, 2],
            plans: [1, 2, null],
            parks: [2, 4, 0],
            temps: 3,
            refusals: 1,
          },
          { temps: 1, plans: [null, 1, null] },
        ],
      },
      'example-14',
    );
    expect(s.planFirstTurn).toEqual([1, 1, null]);
    expect(s.players[0]!.sheet.bisUsed).toBe(2);
    const me = g.score(s).players[0]!;
    expect(me.parts).toEqual({ plans: 13, parks: 18, pools: 17, temps: 7, estates: 17, bis: -3, roundabouts: 0, refusals: 0 });
    expect(me.total).toBe(69);
  });
  it('WT-9.5 / U-1 / EXAMPLE-12: dense temp ranking, zero temps never score, solo threshold', () => {
    expect(tempPoints([6, 6, 4, 0], C, 'dense')).toEqual([7, 7, 4, 0]);
    expect(tempPoints([5, 3, 3, 2, 1], C, 'dense')).toEqual([7, 4, 4, 1, 0]);
    expect(tempPoints([5], C, 'dense')).toEqual([0]);
    expect(tempPoints([6], C, 'dense')).toEqual([7]);
    expect(tempPoints([6, 6, 4, 0], C, 'competition')).toEqual([7, 7, 1, 0]);
    // Zero temps never score, in either ranking (competition would otherwise give them 2nd place).
    expect(tempPoints([5, 0, 0], C, 'competition')).toEqual([7, 0, 0]);
    expect(tempPoints([5, 0, 0], C, 'dense')).toEqual([7, 0, 0]);
  });
});

describe('WT-10.1 / WT-1.4 end of game', () => {
  it('a player with every house filled ends the game at the end of the turn', () => {
    let s = fullStreets(base(), 0);
    s = setStreet(s, 0, 0, '0 1 2 3 4 5 6 _ 8 9');
    s = endTurnAll(s);
    expect(s.over).toBe(true);
    expect(g.actors(s)).toEqual([]);
    expectReject(s, { type: 'end', player: 0 }, 'GAME_OVER', 'core');
  });
  it('a player who has scored all three plans ends the game', () => {
    const s = endTurnAll(withSheet(base(), 1, { plans: [1, 1, 1] }));
    expect(s.over).toBe(true);
    expect(g.score(s).final).toBe(true);
  });
  it('otherwise the game goes on', () => {
    expect(endTurnAll(base()).over).toBe(false);
  });
});

describe('WT-10.2 / EXAMPLE-5 tie-break', () => {
  it('EXAMPLE-5: equal totals -> more completed estates, then more size-1 estates, ...', () => {
    let s = base();
    s = setStreet(s, 0, 0, '1 2 | 3 4 | _'); // two size-2 estates: 4 points
    s = setStreet(s, 1, 0, '1 2 3 4 | _'); // one size-4 estate: 4 points
    expect(tiebreak(s.players[0]!.sheet)).toEqual([2, 0, 2, 0, 0, 0, 0]);
    expect(tiebreak(s.players[1]!.sheet)).toEqual([1, 0, 0, 0, 1, 0, 0]);
    const tie = g.score(s);
    expect(tie.players[0]!.total).toBe(tie.players[1]!.total);
    expect(tie.players[0]!.rank).toBe(1);
    expect(tie.players[1]!.rank).toBe(2);
    expect(tie.winners).toEqual([0]);
    let u = setStreet(base(), 0, 0, '1 | 2 3 4 | _'); // sizes 1 + 3: 1 + 3 = 4 points, 2 estates
    u = setStreet(u, 1, 0, '1 2 | 3 4 | _'); // sizes 2 + 2: 4 points, 2 estates
    expect(g.score(u).winners).toEqual([0]);
  });
});

describe('views hide unrevealed choices', () => {
  it('another player sees neither my choice nor my write until the turn resolves', () => {
    let s = choose(base(), 0, 0);
    s = write(s, 0, 0, 2, 7);
    const v = g.view(s, 1);
    expect(v.players[0]!.turn).toBeNull();
    expect(v.players[0]!.sheet.houses[0]![2]).toBe(EMPTY);
    expect(g.view(s, 0).players[0]!.sheet.houses[0]![2]).toBe(7);
    expect(JSON.stringify(v)).not.toContain('"rng"');
    const after = endTurnAll(s);
    expect(g.view(after, 1).players[0]!.sheet.houses[0]![2]).toBe(7);
  });
});

describe('MALFORMED_ACTION shapes', () => {
  it('unknown type, missing field, wrong type, out of range', () => {
    const s = base();
    expectReject(s, { type: 'dance', player: 0 }, 'MALFORMED_ACTION', 'WT-4.3');
    expectReject(s, { type: 'choose', player: 0, numberCard: 0 }, 'MALFORMED_ACTION', 'WT-4.3');
    expectReject(s, { type: 'choose', player: 0, numberCard: 'a', effectCard: 0 }, 'MALFORMED_ACTION', 'WT-4.1');
    expectReject(s, { type: 'choose', player: 0, numberCard: 5, effectCard: 5 }, 'MALFORMED_ACTION', 'WT-4.1');
    expectReject(s, { type: 'choose', player: 0, numberCard: 0, effectCard: 1 }, 'ILLEGAL_ACTION', 'WT-4.1');
    const w = choose(s, 0, 0);
    expectReject(w, { type: 'write', player: 0, street: 0, house: 0, number: 18, temp: false }, 'MALFORMED_ACTION', 'WT-5.5');
    expectReject(w, { type: 'write', player: 0, street: 0, house: 0, number: 7, temp: 0 }, 'MALFORMED_ACTION', 'WT-6.5');
    expectReject(w, { type: 'write', player: 0, street: 0, house: 10, number: 7, temp: false }, 'ILLEGAL_ACTION', 'WT-2.3');
    expectReject(w, { type: 'write', player: 0, street: 3, house: 0, number: 7, temp: false }, 'MALFORMED_ACTION', 'WT-2.3');
  });
  it('describe gives one readable line per action', () => {
    const s = base();
    const lines = g.legalActions(s, 0).map((a: WelcomeToAction) => g.describe(s, a, 0));
    expect(lines).toContain('P1 takes the 7/pool combination');
    // WT-1.1: the others (and spectators) learn the choice only when the turn resolves.
    const others = g.legalActions(s, 0).map((a: WelcomeToAction) => g.describe(s, a, 1));
    expect(new Set(others)).toEqual(new Set(['P1 works on their sheet (shown when the turn ends)']));
    expect(g.describe(s, g.legalActions(s, 0)[0]!)).toBe('P1 works on their sheet (shown when the turn ends)');
  });
});

describe('describe(): readable lines in every mode', () => {
  it('no "undefined" or "NaN" in the lines of random games', async () => {
    const { configsFor } = await import('./helpers.js');
    for (const config of [...configsFor(1), ...configsFor(3)]) {
      let s = g.setup(config, 7);
      let k = 0;
      while (!s.over) {
        const p = g.actors(s)[0]!;
        const legal = g.legalActions(s, p);
        for (const a of legal) expect(g.describe(s, a, p)).not.toMatch(/undefined|NaN/);
        s = g.apply(s, legal[(k++ * 7) % legal.length]!);
      }
    }
  });
});

describe('WT-3.1 config keys named like Object.prototype members', () => {
  it('constructor, toString and __proto__ are unknown options (BAD_CONFIG), never a TypeError', () => {
    for (const cfg of [{ players: 3, constructor: 1 }, { players: 3, toString: 1 }, JSON.parse('{"players":3,"__proto__":{}}'), [], { players: 3, components: 5 }]) {
      expect(() => g.setup(cfg as never, 1)).toThrow(expect.objectContaining({ name: 'RuleError', code: 'BAD_CONFIG' }));
    }
  });
});
