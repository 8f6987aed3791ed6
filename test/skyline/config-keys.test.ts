/**
 * Issue #11, the component override (SK-2): every object of `config.components` (a board side, a site,
 * a park, a material card, the track, an objective card and its condition, the chips) may carry only
 * its own fields, so a typo (an unknown key) is a BAD_CONFIG naming the key, where it is and the rule,
 * not silently kept in the state; ids are capped at SKYLINE_LIMITS.id characters and objective names at
 * SKYLINE_LIMITS.name; the last track column SKYLINE_LIMITS.trackEndColumn is reachable. A stored state
 * whose override carries an unknown key is reported by `validate` and is BAD_STATE when it enters.
 */
import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../../src/core/testing.js';
import { DEFAULT_COMPONENTS as K, SKYLINE_LIMITS, skyline as g, type SkylineConfig } from '../../src/skyline/index.js';

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const copy = <T>(x: T): Rec => JSON.parse(JSON.stringify(x)) as Rec;
const setupWith = (components: Rec, players = 3) => g.setup({ players, components } as SkylineConfig, 1);
const escape = (s: string) => s.replace(/[[\].#"()]/g, (m) => `\\${m}`);

/** Where an unknown key may be put: the override to start from, the object to edit, the rule, the place named. */
const PLACES: readonly [string, string, () => Rec, (c: Rec) => Rec][] = [
  ['Board "3-4p"', 'SK-2.1', () => ({ boards: copy(K.boards) }), (c) => c.boards['3-4p']],
  ['Board "3-4p" site #2', 'SK-2.1', () => ({ boards: copy(K.boards) }), (c) => c.boards['3-4p'].sites[1]],
  ['Board "3-4p" park #1', 'SK-2.3', () => ({ boards: copy(K.boards) }), (c) => c.boards['3-4p'].parks[0]],
  ['Material card #1', 'SK-2.4', () => ({ materialCards: copy(K.materialCards) }), (c) => c.materialCards[0]],
  ['components.track', 'SK-2.5', () => ({ track: copy(K.track) }), (c) => c.track],
  ['Objective card #1', 'SK-2.6', () => ({ objectiveCards: copy(K.objectiveCards) }), (c) => c.objectiveCards[0]],
  [`Objective ${K.objectiveCards[0]!.id} condition`, 'SK-2.6', () => ({ objectiveCards: copy(K.objectiveCards) }), (c) => c.objectiveCards[0].condition],
  ['components.chips', 'SK-2.7', () => ({ chips: copy(K.chips) }), (c) => c.chips],
  ['chips.byPlayerCount', 'SK-2.7', () => ({ chips: copy(K.chips) }), (c) => c.chips.byPlayerCount],
];

describe('skyline component override: unknown keys, string lengths, the track end (SK-2)', () => {
  it('the DEFAULT components, given in full as an override, still set up (2 and 4 players)', () => {
    for (const players of [2, 4]) expect(g.validate(copy(setupWith(copy(K), players)))).toEqual([]);
  });

  it.each(PLACES)('an unknown key in %s is BAD_CONFIG %s naming the key; the override is unchanged', (place, rule, make, at) => {
    const c = make();
    at(c).distrct = 'x';
    const before = JSON.stringify(c);
    expectRuleError(() => setupWith(c), 'BAD_CONFIG', rule, new RegExp(`${escape(place)} has unknown key "distrct" \\(known: `));
    expect(JSON.stringify(c)).toBe(before);
  });

  it(`ids of ${SKYLINE_LIMITS.id} characters and names of ${SKYLINE_LIMITS.name} set up; one more is BAD_CONFIG naming the limit`, () => {
    expect([SKYLINE_LIMITS.id, SKYLINE_LIMITS.name]).toEqual([40, 80]);
    const at = (n: number) => {
      const c = { boards: copy(K.boards) };
      c.boards['3-4p'].sites[0].district = 'd'.repeat(n);
      return c;
    };
    expect(setupWith(at(SKYLINE_LIMITS.id)).components!.boards!['3-4p']!.sites[0]!.district).toHaveLength(40);
    expectRuleError(() => setupWith(at(SKYLINE_LIMITS.id + 1)), 'BAD_CONFIG', 'SK-2', /district has 41 characters; the limit is 40 \(SKYLINE_LIMITS\.id\)/);
    expectRuleError(() => setupWith(at(10_000)), 'BAD_CONFIG', 'SK-2', /SKYLINE_LIMITS\.id/);
    const edits: ((c: Rec) => void)[] = [
      (c) => (c.boards['3-4p'].sites[0].id = 's'.repeat(41)),
      (c) => (c.boards['3-4p'].id = 'b'.repeat(41)),
      (c) => (c.boards['3-4p'].parks[0].id = 'p'.repeat(41)),
      (c) => (c.materialCards[0].id = 'm'.repeat(41)),
      (c) => (c.objectiveCards[0].id = 'o'.repeat(41)),
      (c) => (c.chips.shapes[0] = 'c'.repeat(41)),
    ];
    for (const edit of edits) {
      const c = copy(K);
      edit(c);
      expectRuleError(() => setupWith(c), 'BAD_CONFIG', 'SK-2', /has 41 characters; the limit is 40 \(SKYLINE_LIMITS\.id\)/);
    }
    const c = { objectiveCards: copy(K.objectiveCards) };
    c.objectiveCards[0].name = 'n'.repeat(SKYLINE_LIMITS.name);
    expect(setupWith(c).components).toBeTruthy();
    c.objectiveCards[0].name = 'n'.repeat(SKYLINE_LIMITS.name + 1);
    expectRuleError(() => setupWith(c), 'BAD_CONFIG', 'SK-2', /name has 81 characters; the limit is 80 \(SKYLINE_LIMITS\.name\)/);
  });

  it('SK-2.5 a track ending at SKYLINE_LIMITS.trackEndColumn (1000) sets up; beyond it is BAD_CONFIG naming the limit', () => {
    const E = SKYLINE_LIMITS.trackEndColumn;
    const track = (endColumn: number, n = endColumn + 1) => ({ track: { endColumn, values: Array.from({ length: n }, (_, i) => i), starColumns: [5, endColumn] } });
    const s = setupWith(track(E));
    expect(s.components!.track!.endColumn).toBe(1000);
    expect(g.validate(copy(s))).toEqual([]);
    expectRuleError(() => setupWith(track(E + 1)), 'BAD_CONFIG', 'SK-2', /track\.endColumn is 1001; the limit is 1000 \(SKYLINE_LIMITS\.trackEndColumn\)/);
    expectRuleError(() => setupWith(track(E, E + 2)), 'BAD_CONFIG', 'SK-2.5', /track\.values has 1002 entries; the limit is 1001 \(columns 0\.\.SKYLINE_LIMITS\.trackEndColumn\)/);
  });

  it('an unknown key in the override a state stores is reported by validate and is BAD_STATE', () => {
    const s = copy(setupWith({ materialCards: copy(K.materialCards) }));
    s.components.materialCards[3].flors = ['grey'];
    const problems = g.validate(s);
    expect(problems.map((q) => [q.path, q.rule])).toEqual([['.components', 'SK-2']]);
    expect(problems[0]!.message).toMatch(/Material card #4 has unknown key "flors"/);
    expectRuleError(() => g.legalActions(s as never, 0), 'BAD_STATE', 'SK-2', /flors/);
  });
});
