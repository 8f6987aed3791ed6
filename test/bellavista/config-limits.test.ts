/**
 * Issue #11, Bella Vista configs at the component limits (COMPONENT_LIMITS in src/bellavista/town.ts):
 * - BV-4.5 the contract deck has at most COMPONENT_LIMITS.contractDeck (400) cards in all (the sum of
 *   `copies`): 20 copies of 20 cards set up, one card more is BAD_CONFIG naming
 *   the limit, and so is the 4 000-card deck of 200 cards × 20 copies (each within its own limits);
 * - a town at every other limit (64 tiles making a 32 × 32 town of 1 024 spaces, 200 zoning and 200
 *   contract cards, 8-space footprints, mirroring, 64 + 64 objectives) sets up for 2 to 4 players, its
 *   geometry is the town's (border, parks, rivers), and its JSON copy validates;
 * - BV-3.2 buildTown turns a tile clockwise by its rotation and moves its top-left corner to the
 *   origin (an L-tetromino at 0, 90, 180 and 270 degrees, cell by cell).
 * (Speed is measured, not asserted here: see docs/bellavista.md.)
 */
import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../../src/core/testing.js';
import { BELLAVISTA_COMPONENTS as D, bellavista as g, type BellaVistaConfig } from '../../src/bellavista/index.js';
import type { Components, ContractCard, TileDef } from '../../src/bellavista/data.js';
import { rulesOf } from '../../src/bellavista/rules.js';
import { COMPONENT_LIMITS as L, buildTown } from '../../src/bellavista/town.js';

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const setupWith = (components: Rec, players = 4) => g.setup({ players, components } as BellaVistaConfig, 1);

/** A 32 × 32 town of 64 tiles 4 × 4 (7 parks, 4 rivers, 53 districts) and every list at its limit; `copies` per contract. */
function limitsComponents(copies: number): Partial<Components> {
  const tiles: TileDef[] = [];
  const placements: { tile: string; origin: [number, number]; rotation: 0 | 90 | 180 | 270 }[] = [];
  const symbols = ['flower', 'butterfly', 'leaf', 'bird'];
  const square: [number, number][] = [];
  for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) square.push([i, j]);
  for (let k = 0; k < L.tiles; k++) {
    const kind = k % 9 === 4 ? 'park' : k % 13 === 6 ? 'river' : 'district';
    tiles.push({ id: `T${k}`, kind, symbol: kind === 'district' ? symbols[k % 4]! : null, pattern: kind === 'district' ? (k % 2 ? 'striped' : 'plain') : null, cells: square });
    placements.push({ tile: `T${k}`, origin: [4 * Math.floor(k / 8), 4 * (k % 8)], rotation: ([0, 90, 180, 270] as const)[k % 4]! });
  }
  const districts = tiles.filter((t) => t.kind === 'district').map((t) => t.id);
  const kinds = ['districts', 'mustBeAdjacentToPark', 'mustNotBeAdjacentToPark', 'mustNotBeAdjacentToRiver', 'mustNotBeOnBorder'] as const;
  const zoningCards = Array.from({ length: L.zoningCards }, (_, i) => {
    const kind = kinds[i % 5]!;
    return kind === 'districts' ? { id: `Z${i}`, kind, allowedDistricts: districts.filter((_d, j) => (j + i) % 3 === 0) } : { id: `Z${i}`, kind };
  });
  const contractCards = Array.from({ length: L.contractCards }, (_, i): ContractCard => {
    const c = { ...D.contractCards[i % D.contractCards.length]!, id: `K${i}`, copies } as Rec;
    if (c.kind === 'buildingsWhollyInDistrict') c.district = districts[i % districts.length];
    if (c.kind === 'oneWhollyInEachDistrict') c.districts = [districts[i % districts.length], districts[(i + 7) % districts.length]];
    return c as ContractCard;
  });
  const eight = [[0, 0], [0, 1], [0, 2], [0, 3], [1, 0], [1, 1], [2, 0], [3, 0]] as [number, number][];
  return {
    tiles,
    layouts: [{ id: 'BIG', name: 'limits', placements }],
    defaultLayoutId: 'BIG',
    footprints: D.footprints.map((f, i) => (i < 2 ? eight : f)),
    reflectionAllowed: true,
    zoningCards,
    contractCards,
    contractDisplaySize: L.contractDisplaySize,
    heightObjectives: Array.from({ length: L.objectives }, (_, i) => ({ ...D.heightObjectives[i % 3]!, id: `H${i}` })),
    groupingObjectives: Array.from({ length: L.objectives }, (_, i) => ({ ...D.groupingObjectives[i % 3]!, id: `G${i}` })),
    offerCosts: { twoOrFourPlayers: Array.from({ length: L.offerCosts }, (_, i) => L.offerCosts - i), threePlayers: Array.from({ length: L.offerCosts }, (_, i) => L.offerCosts - 1 - i) },
    startingCoins: { 2: L.startingCoins, 3: L.startingCoins, 4: L.startingCoins },
  };
}

describe('BV-4.5 the contract deck: at most COMPONENT_LIMITS.contractDeck cards in all', () => {
  it('20 copies of each of the 18 published contracts and of 2 more (400 cards) set up; one card more is BAD_CONFIG naming the limit', () => {
    expect(L.contractDeck).toBe(400);
    expect(D.contractCards.length * L.copies).toBe(360);
    const full = [...D.contractCards, { ...D.contractCards[0]!, id: 'C-X1' }, { ...D.contractCards[0]!, id: 'C-X2' }].map((c) => ({ ...c, copies: L.copies }));
    const s = setupWith({ contractCards: full });
    expect(s.contractDeck.length + s.display.length).toBe(400);
    expect(g.validate(copy(s))).toEqual([]);
    const more = [...full, { ...D.contractCards[0]!, id: 'C-EXTRA', copies: 1 }];
    const before = JSON.stringify(more);
    expectRuleError(() => setupWith({ contractCards: more }), 'BAD_CONFIG', 'BV-4.5', /contract deck may have at most 400 cards in all \(limit COMPONENT_LIMITS\.contractDeck\), not 401\./);
    expect(JSON.stringify(more)).toBe(before);
  });

  it('200 contract cards of 20 copies each (4 000 cards, each card within its limits) are BAD_CONFIG naming the limit', () => {
    expectRuleError(() => setupWith(limitsComponents(L.copies)), 'BAD_CONFIG', 'BV-4.5', /at most 400 cards in all \(limit COMPONENT_LIMITS\.contractDeck\), not 4000\./);
  });
});

describe('a town at every component limit (issue #11)', () => {
  it('sets up for 2, 3 and 4 players; the town is 32 × 32 with 124 border spaces, 7 parks and 4 rivers; the JSON copy validates', () => {
    const components = limitsComponents(2); // 200 cards × 2 = the 400-card deck
    for (const players of [2, 3, 4]) {
      const s = setupWith(components, players);
      expect(s.contractDeck.length + s.display.length).toBe(400);
      expect(s.display).toHaveLength(L.contractDisplaySize);
      expect(s.zoningDeck.length + 1).toBe(L.zoningCards);
      expect(s.spaces).toHaveLength(L.offerCosts);
      expect(g.validate(copy(s))).toEqual([]);
      const { town, info } = rulesOf(s);
      expect([town.rows, town.cols, town.cellTile.filter((t) => t >= 0).length]).toEqual([32, 32, 1024]);
      expect([info.border.reduce((a, b) => a + b, 0), info.parkCount, info.riverCount]).toEqual([124, 7, 4]);
      // the tile at [row, col] is T(8 * floor(row / 4) + floor(col / 4)), whatever its rotation (a square)
      expect(town.tiles[town.cellTile[5 * 32 + 30]!]!.id).toBe('T15');
      expect(g.legalActions(s, g.actors(s)[0]!).length).toBeGreaterThan(0);
    }
  });
});

describe('BV-3.2 buildTown turns a tile clockwise, then puts its top-left corner at the origin', () => {
  const L4: [number, number][] = [[0, 0], [1, 0], [2, 0], [2, 1]];
  const components = { ...D, tiles: [{ id: 'L', kind: 'district', symbol: 'flower', pattern: 'plain', cells: L4 }] } as Components;
  /** The town's spaces as rows of # (tile) and . (empty). */
  const picture = (rotation: 0 | 90 | 180 | 270, origin: [number, number] = [0, 0]): string[] => {
    const t = buildTown(components, [{ tile: 'L', origin, rotation }]);
    return Array.from({ length: t.rows }, (_, r) => Array.from({ length: t.cols }, (_c, c) => (t.cellTile[r * t.cols + c]! >= 0 ? '#' : '.')).join(''));
  };
  it.each([
    [0, ['#.', '#.', '##']],
    [90, ['###', '#..']],
    [180, ['##', '.#', '.#']],
    [270, ['..#', '###']],
  ] as const)('rotation %i', (rotation, rows) => {
    expect(picture(rotation)).toEqual(rows);
    expect(picture(rotation, [7, -3])).toEqual(rows); // the town is cut to its bounding box
  });
});
