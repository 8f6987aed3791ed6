/**
 * BV-3.2 (a tile's cells) and BV-2.2 (a building's footprint) in custom component data: a non-empty list
 * of distinct [row, col] cells, 0..63 on each axis, forming one edge-connected piece; anything else is
 * BAD_CONFIG naming the tile or building. The check shares one scratch grid between calls, so a refused
 * piece must leave nothing behind: the same cells are accepted right after a refusal, and a tile that
 * reuses a refused piece's cells is judged on its own. Also the value limits of component data (coins,
 * thresholds, costs): each refusal names the field, its limit and the value (the message is built only
 * for a refusal).
 */
import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../../src/core/testing.js';
import { BELLAVISTA_COMPONENTS as D, bellavista as g, type BellaVistaConfig } from '../../src/bellavista/index.js';

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const copy = <T>(x: T): Rec => JSON.parse(JSON.stringify(x)) as Rec;
const setupWith = (components: Rec) => g.setup({ players: 4, components } as BellaVistaConfig, 1);
const tile0 = D.tiles[0]!.id;

/** The published components with tile 0's cells replaced. */
const withTileCells = (cells: unknown): Rec => {
  const tiles = copy(D.tiles) as Rec[];
  tiles[0]!.cells = cells;
  return { tiles };
};
/** The published components with building #3's footprint replaced. */
const withFootprint = (cells: unknown): Rec => {
  const footprints = copy(D.footprints) as unknown[];
  footprints[2] = cells;
  return { footprints };
};

describe('BV-3.2 BV-2.2 polyomino checks of custom component data', () => {
  const bad: readonly [string, unknown, RegExp][] = [
    ['empty', [], /needs a non-empty list of \[row, col\] cells/],
    ['not a list', 'cells', /needs a non-empty list/],
    ['a cell off the 64 × 64 grid', [[0, 0], [0, 64]], /every cell must be a \[row, col\] pair of integers from 0 to 63/],
    ['a negative cell', [[-1, 0], [0, 0]], /from 0 to 63/],
    ['a fractional cell', [[0, 0.5]], /from 0 to 63/],
    ['a cell of three numbers', [[0, 0, 0]], /from 0 to 63/],
    ['a repeated cell', [[0, 0], [0, 1], [0, 0]], /lists cell \[0,0\] twice/],
    ['two pieces', [[0, 0], [0, 1], [2, 1]], /is not one edge-connected piece/],
    ['corner contact only', [[0, 0], [1, 1]], /is not one edge-connected piece/],
    ['pieces far apart on the grid edge', [[0, 63], [63, 0]], /is not one edge-connected piece/],
  ];
  for (const [what, cells, message] of bad) {
    it(`a tile's cells: ${what} is BAD_CONFIG BV-3.2 naming the tile`, () => {
      const e = expectRuleError(() => setupWith(withTileCells(cells)), 'BAD_CONFIG', 'BV-3.2', message);
      expect(e.message).toContain(`Tile ${tile0}`);
    });
    it(`a footprint: ${what} is BAD_CONFIG BV-2.2 naming the building`, () => {
      const e = expectRuleError(() => setupWith(withFootprint(cells)), 'BAD_CONFIG', 'BV-2.2', message);
      expect(e.message).toContain('Footprint of building #3');
    });
  }

  it('connected pieces of every shape pass, including one along the grid edges, and a refusal leaves no marks behind', () => {
    // An L along the last row and column of the 64 × 64 grid (tile cells may lie anywhere on it).
    const edge = [[63, 61], [63, 62], [63, 63], [62, 63]];
    const snake = [[0, 0], [0, 1], [1, 1], [2, 1], [2, 2], [2, 3], [1, 3]]; // 7 cells: one more still fits the limit of 8
    for (const cells of [edge, snake, [[5, 5]]]) {
      // Refused first (the same cells plus a cut-off one), then accepted as they are: the refused
      // piece's marks do not survive into the next check.
      expectRuleError(() => setupWith(withFootprint([...cells, [40, 40]])), 'BAD_CONFIG', 'BV-2.2', /edge-connected/);
      expectRuleError(() => setupWith(withFootprint([...cells, cells[0]!])), 'BAD_CONFIG', 'BV-2.2', /twice/);
      const s = setupWith(withFootprint(cells));
      expect(g.validate(s)).toEqual([]);
    }
  });

  it('the published tiles and footprints pass (each tile and building checked once per new config)', () => {
    expect(() => setupWith(copy({ tiles: D.tiles, footprints: D.footprints }))).not.toThrow();
  });
});

describe('BV-4.2 BV-4.4 BV-4.9 BV-7.1 value limits of custom component data name the field', () => {
  const k0 = D.contractCards.find((k) => 'required' in k)!;
  const i0 = D.contractCards.indexOf(k0);
  const withContract = (edit: (k: Rec) => void): Rec => {
    const contractCards = copy(D.contractCards) as Rec[];
    edit(contractCards[i0]!);
    return { contractCards };
  };
  const cases: readonly [string, Rec, string, string][] = [
    ['contract coins', withContract((k) => (k.coins = 1_001)), 'BV-7.1', `Contract ${k0.id}: coins may be at most 1000 (limit), not 1001.`],
    ['contract threshold', withContract((k) => (k.required.default = 65)), 'BV-7.1', `Contract ${k0.id}: required.default may be at most 64 (limit), not 65.`],
    ['2-player threshold', withContract((k) => (k.required.twoPlayer = -65)), 'BV-7.1', `Contract ${k0.id}: required.twoPlayer may be at most 64 (limit), not -65.`],
    ['height objective coins', { heightObjectives: copy(D.heightObjectives).map((h: Rec, i: number) => (i === 1 ? { ...h, coinsPerHeight: 2_000 } : h)) }, 'BV-4.4', `Height objective ${D.heightObjectives[1]!.id}: coinsPerHeight may be at most 1000 (limit), not 2000.`],
    ['grouping objective coins', { groupingObjectives: copy(D.groupingObjectives).map((g: Rec, i: number) => (i === 0 ? { ...g, coins: -1_001 } : g)) }, 'BV-4.4', `Grouping objective ${D.groupingObjectives[0]!.id}: coins may be at most 1000 (limit), not -1001.`],
    ['starting coins', { startingCoins: { 2: 1, 3: 10_001, 4: 1 } }, 'BV-4.9', 'components.startingCoins.3 may be at most 10000 (limit), not 10001.'],
    ['an offer cost', { offerCosts: { twoOrFourPlayers: [2_000, 3, 2, 1], threePlayers: [3, 2, 1] } }, 'BV-4.2', 'components.offerCosts.twoOrFourPlayers: a cost may be at most 1000 (limit), not 2000.'],
  ];
  for (const [what, components, rule, message] of cases) {
    it(`${what} past its limit: BAD_CONFIG ${rule} with the field in the message`, () => {
      const e = expectRuleError(() => setupWith(components), 'BAD_CONFIG', rule);
      expect(e.message).toBe(message);
    });
  }
});
