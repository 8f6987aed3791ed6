/**
 * Issue #11 for Welcome To...: `validate` is the whole trust boundary. A fast slice of the edited-state
 * corpus (`edits.ts`; the full corpus is `validate-edits.fuzz.test.ts`), then one test per known gap:
 * derived fields, emptied stacks and short hands, values out of range, card conservation, component
 * limits, and the 100-column render of a custom board (#12).
 *
 * The states here are corrupt ON PURPOSE (JSON edits of real states): each test asserts the problem
 * `validate` reports, or the BAD_STATE / BAD_CONFIG the game object throws.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/core/index.js';
import { expectRuleError } from '../../src/core/testing.js';
import { WELCOMETO_COMPONENTS, position, welcometo as g, type WelcomeToComponents, type WelcomeToState } from '../../src/welcometo/index.js';
import { view as rawView } from '../../src/welcometo/view.js';
import { determinize as rawDeterminize } from '../../src/welcometo/determinize.js';
import { legalActions as rawLegal } from '../../src/welcometo/legal.js';
import { COMPONENT_LIMITS } from '../../src/welcometo/setup.js';
import { runCorpus } from './edits.js';

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const copy = (s: WelcomeToState): Rec => JSON.parse(JSON.stringify(s)) as Rec;
const paths = (x: unknown): string[] => g.validate(x).map((p) => p.path);
const rules = (x: unknown): string[] => g.validate(x).map((p) => p.rule);

describe('edited states: reported by validate, or handled with RuleErrors only (fast slice)', () => {
  it('about 2% of the edits of one game per config', () => {
    const r = runCorpus(1, 0.02);
    console.log(`welcometo edited states: ${r.edited} (rejected ${r.rejected}, accepted ${r.accepted}), ${r.calls} calls, non-RuleErrors ${r.nonRuleErrors.length}, slowest ${r.slowest.toFixed(1)} ms (${r.slowestCall})`);
    expect(r.edited).toBeGreaterThan(300);
    expect(r.rejected).toBeGreaterThan(0);
    expect(r.accepted).toBeGreaterThan(0);
    expect(r.nonRuleErrors).toEqual([]);
    // The 50 ms budget is measured by the soak run; here only a hang would fail (the machine is shared).
    expect(r.slowest).toBeLessThan(1000);
  });
});

describe('derived score-sheet fields are re-derived and compared', () => {
  const s = position({ config: { players: 2, variant: 'advanced' }, sheets: [{ streets: ['1 1b _ O _ _ 5p', '1p'] }], turn: 3 }, 'derived');
  it('the position itself is valid', () => {
    expect(g.validate(s)).toEqual([]);
    expect(s.players[0]!.sheet.bisUsed).toBe(1);
    expect(s.players[0]!.sheet.roundabouts).toBe(1);
  });
  it('bis boxes = bis houses (WT-6.6.3), roundabout boxes = roundabouts (WT-7.1)', () => {
    const a = copy(s);
    a.players[0].sheet.bisUsed = 3;
    expect(paths(a)).toContain('.players[0].sheet.bisUsed');
    const b = copy(s);
    b.players[0].sheet.roundabouts = 0;
    expect(paths(b)).toContain('.players[0].sheet.roundabouts');
    const c = copy(s);
    c.players[0].sheet.bis[0] = '..........';
    expect(rules(c)).toContain('WT-6.6.3');
  });
  it('fences beside a roundabout (WT-7.3); bis/pool marks only on numbers; pools only where planned (WT-6.4.1)', () => {
    const a = copy(s);
    a.players[0].sheet.fences[0] = '.........';
    expect(rules(a)).toContain('WT-7.3');
    const b = copy(s);
    b.players[0].sheet.pools[0] = '..p.......';
    expect(rules(b)).toContain('WT-6.6.2');
    const c = copy(s);
    c.players[1].sheet.houses[1][1] = 4;
    c.players[1].sheet.pools[1] = '.p.........';
    expect(rules(c)).toContain('WT-6.4.1');
  });
  it('plan first turns = the earliest resolved claim (WT-8.6); claims not after the turn (WT-8.5)', () => {
    const t = position({ config: { players: 2 }, turn: 4, sheets: [{ plans: [2, null, null] }, { plans: [3, null, null] }] }, 'plans');
    expect(t.planFirstTurn).toEqual([2, null, null]);
    const a = copy(t);
    a.planFirstTurn[0] = 3;
    expect(rules(a)).toContain('WT-8.6');
    const b = copy(t);
    b.players[0].sheet.plans[1] = 9;
    expect(rules(b)).toContain('WT-8.5');
    const c = copy(t);
    c.plans = ['N1-A', 'N1-B', 'N3-A'];
    expect(rules(c)).toContain('WT-3.3');
  });
  it('a chosen combination is the one on offer (WT-4.1); a step needs what it reads (WT-4.3)', () => {
    let t = g.setup({ players: 2 }, 'choice');
    t = g.apply(t, g.legalActions(t, 0).find((a) => a.type === 'choose')!);
    const a = copy(t);
    a.players[0].turn.choice.number = (a.players[0].turn.choice.number + 1) % 16;
    expect(rules(a)).toContain('WT-4.1');
    const b = copy(t);
    b.players[0].turn.choice = null;
    expect(rules(b)).toContain('WT-4.3');
    // Without the check, the raw rules would crash on it:
    expect(() => rawLegal(b as unknown as WelcomeToState, 0)).toThrow(TypeError);
    expectRuleError(() => g.legalActions(b as unknown as WelcomeToState, 0), 'BAD_STATE', 'WT-4.3');
  });
});

describe('emptied stacks and short hands are BAD_STATE, not a TypeError', () => {
  it('standard: stacks[0] emptied (WT-4.1): the raw view would throw', () => {
    const s = g.setup({ players: 2 }, 'stacks');
    const a = copy(s);
    a.discard.push(...a.stacks[0]);
    a.stacks[0] = [];
    expect(rules(a)).toContain('WT-4.1');
    expect(() => rawView(a as unknown as WelcomeToState, 0)).toThrow(TypeError);
    for (const f of [() => g.view(a as never, 0), () => g.render(a as never, null), () => g.determinize(a as never, 0, 1), () => g.legalActions(a as never, 1)]) {
      expectRuleError(f, 'BAD_STATE', 'WT-4.1');
    }
  });
  it('expert: a hand of 2 during a turn (WT-11.2); solo: no hand (WT-12.2)', () => {
    const s = g.setup({ players: 3, expert: true }, 'hands');
    const a = copy(s);
    a.discard.push(a.players[0].hand.pop());
    expect(rules(a)).toContain('WT-11.2');
    const solo = copy(g.setup({ players: 1 }, 'solo'));
    solo.discard.push(...solo.players[0].hand);
    solo.players[0].hand = [];
    expect(rules(solo)).toContain('WT-12.2');
    expectRuleError(() => g.determinize(solo as never, 0, 1), 'BAD_STATE', 'WT-12.2');
  });
  it('the raw determinize of a state missing a card throws; validate names the missing card count (WT-3.4)', () => {
    const s = g.setup({ players: 2 }, 'lost');
    const a = copy(s);
    a.stacks[1].pop();
    expect(g.validate(a).some((p) => p.rule === 'WT-3.4' && /nowhere/.test(p.message))).toBe(true);
    const dup = copy(s);
    dup.discard.push(dup.stacks[2][3]);
    expect(g.validate(dup).some((p) => p.rule === 'WT-3.4' && /elsewhere/.test(p.message))).toBe(true);
    const missingSolo = copy(g.setup({ players: 1 }, 'solo'));
    missingSolo.deck = missingSolo.deck.filter((k: number) => k !== -1);
    expect(rules(missingSolo)).toContain('WT-12.3');
    void rawDeterminize;
  });
});

describe('long card lists (issue #11): the same first problems, found without walking the whole list', () => {
  // Problems keeps the first 50 problems; once full, validate stops walking a list (a stack of 55,000
  // cards is rejected after ~130 of them, not 55,000). What it reports must not change.
  const grown = (fill: (a: Rec) => number[], value: (a: Rec, k: number) => unknown, length: number): Rec => {
    const a = copy(g.setup({ players: 4 }, 'long'));
    const list = fill(a);
    for (let k = list.length; k < length; k++) list.push(value(a, k) as number);
    return a;
  };
  it('a stack of 55,000 cards: 50 problems, the duplicates of its first entries (WT-3.4)', () => {
    const a = grown((s) => s.stacks[0], (s, k) => s.stacks[0][k % 20], 55_000);
    const problems = g.validate(a);
    expect(problems).toHaveLength(50);
    expect(problems.every((p) => p.rule === 'WT-3.4' && p.path === '.stacks[0]' && /is also elsewhere/.test(p.message))).toBe(true);
    // The same problems as the same stack cut to 200 cards: nothing past the 50th problem is reported.
    expect(problems).toEqual(g.validate(grown((s) => s.stacks[0], (s, k) => s.stacks[0][k % 20], 200)));
    expectRuleError(() => g.legalActions(a as never, 0), 'BAD_STATE', 'WT-3.4');
  });
  it('a discard pile of 55,000 out-of-range entries: the first 50, by index', () => {
    const a = grown((s) => s.discard, () => -7, 55_000);
    expect(g.validate(a).map((p) => p.path)).toEqual(Array.from({ length: 50 }, (_, k) => `.discard[${k}]`));
  });
});

describe('validate remembers the last valid state: an edit of a shared, frozen state is still reported', () => {
  // validate skips seats and sheets that are those of the last state it found valid (replay and the
  // harness validate every state in order); an edited state that shares the rest must still be caught,
  // with the same problems as its plain JSON copy, for the published and for custom components.
  const streets = WELCOMETO_COMPONENTS.streets.map((st) => ({ ...st, houses: st.houses + 2 }));
  const custom: WelcomeToComponents = { ...WELCOMETO_COMPONENTS, streets, iceCream: { cones: [], trucks: streets.map(() => ['leftToRight'] as const) } };
  for (const [name, components] of [['published', undefined], ['custom', custom]] as const) {
    it(`${name} components`, () => {
      const states: WelcomeToState[] = [];
      let s = g.setup({ players: 3, variant: 'advanced', ...(components ? { components } : {}) }, 'memo');
      for (let k = 0; k < 60 && !g.isOver(s); k++) {
        s = g.apply(s, g.legalActions(s, g.actors(s)[0]!)[k % 3] ?? g.legalActions(s, g.actors(s)[0]!)[0]!);
        states.push(s);
      }
      for (const x of states) expect(g.validate(x)).toEqual([]);
      const last = states.at(-1)!;
      const seat = last.players[1]!;
      const row = seat.sheet.houses[0]!.map((v, h) => (h === 1 ? 18 : v));
      const sheet = Object.freeze({ ...seat.sheet, houses: Object.freeze([Object.freeze(row), ...seat.sheet.houses.slice(1)]) });
      const players = Object.freeze(last.players.map((pl, i) => (i === 1 ? Object.freeze({ ...pl, sheet }) : pl)));
      const edited = Object.freeze({ ...last, players });
      const problems = g.validate(edited);
      expect(problems.map((p) => p.path)).toContain('.players[1].sheet.houses[0][1]');
      expect(problems).toEqual(g.validate(JSON.parse(JSON.stringify(edited))));
    });
  }
});

describe('every loop bounded by component sizes: values out of range are reported', () => {
  it('house numbers outside 0..17 (and not a roundabout/empty), effect names, step names, turn counts', () => {
    const s = g.setup({ players: 2 }, 'range');
    for (const v of [18, -3, 1e8, 1e300, 0.5, NaN, '4', null]) {
      const a = copy(s);
      a.players[1].sheet.houses[2][4] = v;
      expect(paths(a)).toContain('.players[1].sheet.houses[2][4]');
    }
    let t = g.setup({ players: 2 }, 'range');
    t = g.apply(t, g.legalActions(t, 0).find((a) => a.type === 'choose')!);
    const e = copy(t);
    e.players[0].turn.choice.effect = 'teleport';
    expect(paths(e)).toContain('.players[0].turn.choice.effect');
    const st = copy(t);
    st.players[0].turn.step = 'dance';
    expect(paths(st)).toContain('.players[0].turn.step');
    const turn = copy(t);
    turn.turn = 1e9;
    expect(paths(turn)).toContain('.turn');
  });
  it('a state that validate accepts answers legalActions on the largest board in well under a second', () => {
    const streets = Array.from({ length: COMPONENT_LIMITS.streets }, (_, i) => ({ name: `s${i}`, houses: COMPONENT_LIMITS.houses, poolHouses: [0, 5], parkTrack: [0, 1, 2] }));
    const components: WelcomeToComponents = {
      ...WELCOMETO_COMPONENTS,
      streets,
      tracks: { ...WELCOMETO_COMPONENTS.tracks, pools: Array.from({ length: 17 }, (_, i) => i * 3) },
      iceCream: { cones: [], trucks: streets.map(() => ['leftToRight'] as const) },
    };
    let s = g.setup({ players: 2, variant: 'advanced', components }, 'big');
    s = g.apply(s, g.legalActions(s, 0).find((a) => a.type === 'choose')!);
    const t0 = performance.now();
    const legal = g.legalActions(s, 0);
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(legal.filter((a) => a.type === 'roundabout').length).toBe(8 * 30);
  });
});

describe('config limits: BAD_CONFIG naming the limit, at once', () => {
  const C = WELCOMETO_COMPONENTS;
  const bad: [string, unknown][] = [
    ['a track value of 1e300', { ...C, tracks: { ...C.tracks, bis: [0, 1e300] } }],
    ['plan points of Infinity-ish size', { ...C, plans: C.plans.map((p, i) => (i === 0 ? { ...p, firstPoints: 1e308 } : p)) }],
    ['a street of 31 houses', { ...C, streets: C.streets.map((st, i) => (i === 0 ? { ...st, houses: 31 } : st)) }],
    ['9 streets', { ...C, streets: Array.from({ length: 9 }, () => C.streets[0]!) }],
    ['a plan naming street 7 of 3', { ...C, plans: C.plans.map((p) => (p.id === 'N1-ADV-A' ? { ...p, requirement: { type: 'fullStreet', street: 7 } } : p)) }],
    ['an extremity house off the board', { ...C, plans: C.plans.map((p) => (p.id === 'N1-ADV-E' ? { ...p, requirement: { type: 'extremities', houses: [[0, 40]] } } : p)) }],
    ['an estate size of 7', { ...C, plans: C.plans.map((p) => (p.id === 'N1-A' ? { ...p, requirement: { type: 'estates', sizes: [7] } } : p)) }],
    ['four advanced pools', { ...C, planPools: { ...C.planPools, advanced: [[], [], [], []] } }],
    ['a pool track shorter than the pool houses', { ...C, tracks: { ...C.tracks, pools: [0, 1] } }],
    ['five real-estate columns', { ...C, tracks: { ...C.tracks, realEstate: C.tracks.realEstate.slice(0, 5) } }],
    ['a card with an unknown effect', { ...C, cards: C.cards.map((c, i) => (i === 0 ? { ...c, effect: 'teleport' } : c)) }],
    ['a cone off the board', { ...C, iceCream: { ...C.iceCream, cones: [{ street: 0, house: 99, scoops: 1 }] } }],
    ['trucks for 2 of 3 streets', { ...C, iceCream: { ...C.iceCream, trucks: C.iceCream.trucks.slice(0, 2) } }],
    ['1e6 plans', { ...C, plans: { length: 1e6 } }],
  ];
  for (const [what, components] of bad) {
    it(what, () => {
      const t0 = performance.now();
      let err: unknown;
      try {
        g.setup({ players: 2, components } as never, 1);
      } catch (e) {
        err = e;
      }
      expect(isRuleError(err) && err.code === 'BAD_CONFIG' && /^WT-2|^WT-13/.test(err.rule)).toBe(true);
      expect(performance.now() - t0).toBeLessThan(200);
    });
  }
  it('expert rules with fewer than 3 cards per seat (WT-11.2)', () => {
    const components = { ...C, cards: C.cards.slice(0, 20) };
    expectRuleError(() => g.setup({ players: 12, expert: true, components }, 1), 'BAD_CONFIG', 'WT-11.2', /36/);
    expect(g.validate(g.setup({ players: 6, expert: true, components }, 1))).toEqual([]);
  });
  it('a config setup accepts gives a state validate accepts', () => {
    for (const components of [C, { ...C, cards: C.cards.slice(0, 6) }]) {
      for (const config of [{ players: 2 }, { players: 1 }, { players: 2, expert: true }, { players: 4, board: 'icecream' as const, variant: 'advanced' as const }]) {
        const s = g.setup({ ...config, components }, 'ok');
        expect(g.validate(s)).toEqual([]);
        expect(isRuleError(g.legalActions(s, 0))).toBe(false);
      }
    }
  });
});

describe('#12: render fits in 100 columns on any board setup accepts', () => {
  it('8 streets of 30 houses, every seat and a spectator, through a game', () => {
    const streets = Array.from({ length: 8 }, (_, i) => ({ name: `street${i}`, houses: 30, poolHouses: [1], parkTrack: [0, 5] }));
    const components: WelcomeToComponents = {
      ...C0(),
      streets,
      iceCream: { cones: streets.map((_, i) => ({ street: i, house: 29, scoops: 2 })), trucks: streets.map(() => ['leftToRight', 'rightToLeft'] as const) },
    };
    let s = g.setup({ players: 3, board: 'icecream', components }, 'wide');
    for (let ply = 0; ply < 60 && !g.isOver(s); ply++) {
      for (const viewer of [null, 0, 1, 2]) for (const line of g.render(s, viewer).split('\n')) expect([...line].length).toBeLessThanOrEqual(100);
      const p = g.actors(s)[0]!;
      const legal = g.legalActions(s, p);
      s = g.apply(s, legal.find((a) => a.type === 'write' && a.house === 29 - ply % 30) ?? legal.find((a) => a.type === 'write') ?? legal[0]!);
    }
    const pic = g.render(s, 0);
    expect(pic).toContain('str. 4');
    // The 30 houses of a street: 15 on its first line, 15 on the next (indented under the first).
    const lines = pic.split('\n');
    const at = lines.findIndex((l) => l.startsWith('  str. 4 '));
    expect(lines[at]!.length).toBeGreaterThan(85);
    expect(lines[at + 1]!).toMatch(/^ {9}( _|\d\d| \d| O)/);
  });
});

function C0(): WelcomeToComponents {
  return { ...WELCOMETO_COMPONENTS, tracks: { ...WELCOMETO_COMPONENTS.tracks, pools: Array.from({ length: 10 }, (_, i) => i * 3) } };
}
