/**
 * Issue #11, the components override (BV-2 .. BV-7): every object of component data (a tile, a layout
 * and its placements, a zoning card, a contract card and its `required`, an objective, `offerCosts`,
 * `startingCoins`) may carry only its own fields, so a typo (an unknown key) is a BAD_CONFIG naming the
 * key, where it is and the rule, not silently kept in the state; ids and names are capped at
 * COMPONENT_LIMITS.id / .name characters; a zoning card's `allowedDistricts` and a contract's `districts`
 * list at most the town's district tiles. A stored state whose config carries an unknown key in its
 * components is reported by `validate` and is BAD_STATE when it enters the game.
 */
import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../../src/core/testing.js';
import { BELLAVISTA_COMPONENTS as D, bellavista as g, type BellaVistaConfig } from '../../src/bellavista/index.js';
import { COMPONENT_LIMITS } from '../../src/bellavista/town.js';

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const copy = <T>(x: T): Rec => JSON.parse(JSON.stringify(x)) as Rec;
const setupWith = (components: Rec, players = 4, layout?: unknown) => g.setup({ players, components, ...(layout === undefined ? {} : { layout }) } as BellaVistaConfig, 1);
const escape = (s: string) => s.replace(/[[\].#"()]/g, (m) => `\\${m}`);
const find = (list: readonly unknown[] | Rec, kind: string): number => (list as Rec[]).findIndex((x) => x.kind === kind);
const DISTRICTS = D.tiles.filter((t) => t.kind === 'district').map((t) => t.id);

const zd = find(D.zoningCards as never, 'districts');
const zo = find(D.zoningCards as never, 'mustNotBeOnBorder');
const kd = find(D.contractCards as never, 'buildingsWhollyInDistrict');
const ke = find(D.contractCards as never, 'oneWhollyInEachDistrict');
const kb = find(D.contractCards as never, 'buildingsOnBorder');

/** Where an unknown key may be put: the part to override, the object in it, the place named, the rule. */
const PLACES: readonly [keyof typeof D, (x: Rec) => Rec, string, string][] = [
  ['tiles', (x) => x[0], `Tile ${D.tiles[0]!.id}`, 'BV-3.2'],
  ['layouts', (x) => x[0], `Layout ${D.layouts[0]!.id}`, 'BV-4.1'],
  ['layouts', (x) => x[1].placements[2], `Layout ${D.layouts[1]!.id}: placement #3`, 'BV-4.1'],
  ['zoningCards', (x) => x[zd], `Zoning card ${D.zoningCards[zd]!.id}`, 'BV-6'],
  ['zoningCards', (x) => x[zo], `Zoning card ${D.zoningCards[zo]!.id}`, 'BV-6'],
  ['contractCards', (x) => x[kd], `Contract ${D.contractCards[kd]!.id}`, 'BV-7.1'],
  ['contractCards', (x) => x[ke], `Contract ${D.contractCards[ke]!.id}`, 'BV-7.1'],
  ['contractCards', (x) => x[kb], `Contract ${D.contractCards[kb]!.id}`, 'BV-7.1'],
  ['contractCards', (x) => x[kb].required, `Contract ${D.contractCards[kb]!.id}: required`, 'BV-7.1'],
  ['heightObjectives', (x) => x[0], `Height objective ${D.heightObjectives[0]!.id}`, 'BV-4.4'],
  ['groupingObjectives', (x) => x[0], `Grouping objective ${D.groupingObjectives[0]!.id}`, 'BV-4.4'],
  ['offerCosts', (x) => x, 'components.offerCosts', 'BV-4.2'],
  ['startingCoins', (x) => x, 'components.startingCoins', 'BV-4.9'],
];

describe('bellavista components: unknown keys, string lengths, district lists (BV-2 .. BV-7)', () => {
  it('the published components, given in full as an override, still set up (2 to 4 players, both layouts)', () => {
    for (const players of [2, 3, 4]) {
      for (const l of D.layouts) expect(g.validate(copy(setupWith(copy(D), players, l.id)))).toEqual([]);
    }
  });

  it.each(PLACES)('an unknown key in %s (%s) is BAD_CONFIG naming the key; the override is unchanged', (part, at, place, rule) => {
    const c = { [part]: copy(D[part]) };
    at(c[part]!).copiess = 1;
    const before = JSON.stringify(c);
    expectRuleError(() => setupWith(c), 'BAD_CONFIG', rule, new RegExp(`${escape(place)} has an unknown key "copiess" \\(known: `));
    expect(JSON.stringify(c)).toBe(before);
  });

  it('an unknown key in a placement of config.layout is BAD_CONFIG BV-4.1', () => {
    const layout = copy(D.layouts[0]!.placements);
    layout[0].rotaton = 90;
    expectRuleError(() => setupWith({}, 4, layout), 'BAD_CONFIG', 'BV-4.1', /placement of tile .* has an unknown key "rotaton"/);
  });

  it(`ids of ${COMPONENT_LIMITS.id} characters and names of ${COMPONENT_LIMITS.name} set up; one more is BAD_CONFIG naming the limit`, () => {
    expect([COMPONENT_LIMITS.id, COMPONENT_LIMITS.name]).toEqual([40, 80]);
    const ok = { contractCards: copy(D.contractCards), layouts: copy(D.layouts) };
    ok.contractCards[0].id = 'c'.repeat(40);
    ok.layouts[0].name = 'n'.repeat(80);
    expect(setupWith(ok).config.components).toBeTruthy();
    const edits: [keyof typeof D, (x: Rec) => void, string, RegExp][] = [
      ['contractCards', (x) => (x[0].id = 'c'.repeat(41)), 'BV-7.1', /A contract id must be a string of 1 to 40 characters \(limit COMPONENT_LIMITS\.id\)/],
      ['contractCards', (x) => (x[0].id = 'c'.repeat(10_000)), 'BV-7.1', /limit COMPONENT_LIMITS\.id/],
      ['zoningCards', (x) => (x[0].id = 'z'.repeat(41)), 'BV-6', /A zoning card id must be .* 1 to 40 characters/],
      ['layouts', (x) => (x[0].name = 'n'.repeat(81)), 'BV-4.1', /name must be a string of 1 to 80 characters \(limit COMPONENT_LIMITS\.name\)/],
      ['layouts', (x) => (x[1].id = 'l'.repeat(41)), 'BV-4.1', /A layout id must be .* 1 to 40 characters/],
      ['heightObjectives', (x) => (x[0].id = 'h'.repeat(41)), 'BV-4.4', /id must be a string of 1 to 40 characters/],
      ['groupingObjectives', (x) => (x[0].id = 'g'.repeat(41)), 'BV-4.4', /id must be a string of 1 to 40 characters/],
      ['tiles', (x) => (x[find(x, 'district')].symbol = 's'.repeat(41)), 'BV-3.2', /symbol and pattern must be null or strings of 1 to 40 characters/],
      ['tiles', (x) => (x[find(x, 'district')].pattern = 'p'.repeat(41)), 'BV-3.2', /symbol and pattern must be null or strings of 1 to 40 characters/],
      ['colours', (x) => (x[0] = 'r'.repeat(41)), 'BV-2', /a colour name has 1 to 40 characters/],
    ];
    for (const [part, edit, rule, re] of edits) {
      const c = { [part]: copy(D[part]) };
      edit(c[part]!);
      const e = expectRuleError(() => setupWith(c), 'BAD_CONFIG', rule, re);
      expect(e.message.length).toBeLessThan(300);
    }
  });

  it(`allowedDistricts and a contract's districts list at most the town's ${DISTRICTS.length} district tiles (BV-6.1, BV-7.1)`, () => {
    const huge = Array.from({ length: 20_000 }, (_, i) => DISTRICTS[i % DISTRICTS.length]!);
    const z = copy(D.zoningCards);
    z[zd].allowedDistricts = [...DISTRICTS];
    expect(setupWith({ zoningCards: z }).config.components).toBeTruthy();
    z[zd].allowedDistricts = [...DISTRICTS, DISTRICTS[0]];
    expectRuleError(() => setupWith({ zoningCards: z }), 'BAD_CONFIG', 'BV-6.1', new RegExp(`allowedDistricts may list at most the ${DISTRICTS.length} district tiles of the town \\(limit\\), not ${DISTRICTS.length + 1}`));
    z[zd].allowedDistricts = huge;
    expectRuleError(() => setupWith({ zoningCards: z }), 'BAD_CONFIG', 'BV-6.1', /\(limit\), not 20000/);
    const k = copy(D.contractCards);
    k[ke].districts = [...DISTRICTS];
    expect(setupWith({ contractCards: k }).config.components).toBeTruthy();
    k[ke].districts = huge;
    expectRuleError(() => setupWith({ contractCards: k }), 'BAD_CONFIG', 'BV-7.1', new RegExp(`districts may list at most the ${DISTRICTS.length} district tiles of the town \\(limit\\), not 20000`));
  });

  it('an unknown key in the components a state stores is reported by validate and is BAD_STATE', () => {
    const s = copy(setupWith({ contractCards: copy(D.contractCards) }));
    s.config.components.contractCards[kd].copiess = 1;
    const problems = g.validate(s);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map((q) => q.message).join(' ')).toMatch(/has an unknown key "copiess"/);
    const e = expectRuleError(() => g.legalActions(s as never, 0), 'BAD_STATE', problems[0]!.rule, /copiess/);
    expect(e.message.length).toBeLessThan(2000);
  });
});
