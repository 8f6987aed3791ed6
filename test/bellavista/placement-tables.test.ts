/**
 * BV-2.3 / BV-5.8: the placement tables (made per building on first use, in flat arrays, in listing
 * order) hold exactly the placements the rule defines — every orientation of the footprint (turned;
 * mirrored too when reflectionAllowed), wholly on district spaces, each set of spaces once — in
 * lexicographic order of their row-major cells, with the attributes a building placed there gets.
 * The reference is the plain definition on core/grid `placements`.
 */
import { describe, expect, it } from 'vitest';
import { placements } from '../../src/core/index.js';
import { COMPONENTS, type Components, type Coord, type TileDef, type TilePlacement } from '../../src/bellavista/data.js';
import { buildTown, candidate, fitsSomewhere, placementCoords, placementTable, townInfo, zoneFlags } from '../../src/bellavista/town.js';
import { bellavista } from '../../src/bellavista/index.js';

/** The placements of building h by the rule's definition: sorted cell-index lists. */
function reference(components: Components, layout: readonly TilePlacement[], h: number): number[][] {
  const town = buildTown(components, layout);
  const info = townInfo(town);
  const { rows, cols } = town;
  const seen = new Set<string>();
  const out: number[][] = [];
  const shape = town.footprints[h - 1]!.map(([r, c]) => ({ r, c }));
  for (const p of placements({ rows, cols }, shape, (x) => info.kind[x.r * cols + x.c] === 1, { reflections: town.reflectionAllowed })) {
    const idx = p.cells.map((x) => x.r * cols + x.c).sort((a, b) => a - b);
    if (seen.has(idx.join())) continue;
    seen.add(idx.join());
    out.push(idx);
  }
  return out.sort((a, b) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  });
}

function rows(components: Components, layout: readonly TilePlacement[], h: number): number[][] {
  const t = placementTable(townInfo(buildTown(components, layout)), h);
  return Array.from({ length: t.count }, (_, i) => Array.from(t.cells.subarray(i * t.size, (i + 1) * t.size)));
}

/** A 12 × 12 town of 3 × 3 tiles, with parks and a river, and irregular footprints of up to 8 spaces. */
function odd(reflectionAllowed: boolean): { components: Components; layout: TilePlacement[] } {
  const tiles: TileDef[] = [];
  const layout: TilePlacement[] = [];
  const square: Coord[] = [];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) square.push([r, c]);
  for (let k = 0; k < 16; k++) {
    const kind = k === 5 ? 'park' : k === 10 ? 'river' : 'district';
    tiles.push({ id: `T${k}`, kind, symbol: kind === 'district' ? 'leaf' : null, pattern: kind === 'district' ? 'plain' : null, cells: square });
    layout.push({ tile: `T${k}`, origin: [3 * Math.floor(k / 4), 3 * (k % 4)], rotation: 0 });
  }
  const footprints: Coord[][] = [
    [[0, 0], [0, 1], [0, 2], [0, 3], [1, 0], [1, 1], [2, 0], [3, 0]],
    [[0, 0], [0, 1], [0, 2], [1, 2], [2, 2], [2, 3], [3, 3], [3, 4]],
    [[0, 1], [1, 0], [1, 1], [1, 2], [2, 1], [3, 1], [3, 2], [4, 2]],
    [[0, 2], [1, 0], [1, 1], [1, 2]],
    [[0, 0], [0, 1], [1, 1], [1, 2]],
    [[0, 0], [1, 0], [1, 1]],
    [[0, 0], [0, 1]],
    [[0, 0]],
  ];
  const districts = tiles.filter((t) => t.kind === 'district').map((t) => t.id);
  const zoningCards: Components['zoningCards'] = [
    { id: 'Z-A', kind: 'districts', allowedDistricts: districts.slice(0, 5) },
    { id: 'Z-B', kind: 'districts', allowedDistricts: districts.slice(5) },
    { id: 'Z-C', kind: 'districts', allowedDistricts: [districts[0]!] },
    { id: 'Z-PARK', kind: 'mustBeAdjacentToPark' },
    { id: 'Z-NO-PARK', kind: 'mustNotBeAdjacentToPark' },
    { id: 'Z-NO-RIVER', kind: 'mustNotBeAdjacentToRiver' },
    { id: 'Z-NO-BORDER', kind: 'mustNotBeOnBorder' },
    { id: 'Z-D', kind: 'districts', allowedDistricts: districts.slice(2, 9) },
  ];
  const contractCards = COMPONENTS.contractCards.filter((c) => c.kind !== 'buildingsWhollyInDistrict' && c.kind !== 'oneWhollyInEachDistrict');
  return {
    components: { ...COMPONENTS, tiles, footprints, reflectionAllowed, zoningCards, contractCards, layouts: [{ id: 'ODD', name: 'odd', placements: layout }], defaultLayoutId: 'ODD' },
    layout,
  };
}

describe('BV-2.3 BV-5.8 placement tables', () => {
  it('the published layouts: every building number, the same placements in the same order as the definition', () => {
    for (const l of COMPONENTS.layouts) {
      for (const reflectionAllowed of [false, true]) {
        const components = { ...COMPONENTS, reflectionAllowed };
        for (let h = 1; h <= 8; h++) expect(rows(components, l.placements, h), `${l.id} #${h} ${reflectionAllowed}`).toEqual(reference(components, l.placements, h));
      }
    }
  });
  it('irregular 4- to 8-space footprints, turned and mirrored, on a town with parks and a river', () => {
    for (const reflectionAllowed of [false, true]) {
      const { components, layout } = odd(reflectionAllowed);
      for (let h = 1; h <= 8; h++) {
        const want = reference(components, layout, h);
        expect(want.length).toBeGreaterThan(0);
        expect(rows(components, layout, h), `#${h} ${reflectionAllowed}`).toEqual(want);
      }
    }
  });
  it('a placement row carries the cells, tiles, border, parks and rivers a building there gets (BV-3.5 BV-3.6 BV-3.7)', () => {
    const { components, layout } = odd(true);
    const info = townInfo(buildTown(components, layout));
    const t = placementTable(info, 3);
    const cols = info.town.cols;
    for (let i = 0; i < t.count; i += 7) {
      const c = candidate(info, t, i);
      expect(c.idx).toEqual(Array.from(t.cells.subarray(i * t.size, (i + 1) * t.size)));
      expect(placementCoords(info, t, i)).toEqual(c.idx.map((v) => [Math.floor(v / cols), v % cols]));
      expect(c.tileIds).toEqual([...new Set(c.idx.map((v) => info.town.tiles[info.town.cellTile[v]!]!.id))].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))));
      const around = new Set<number>();
      for (const v of c.idx) for (const j of [v - cols, v + cols, v % cols > 0 ? v - 1 : -1, v % cols < cols - 1 ? v + 1 : -1]) if (j >= 0 && j < info.n && info.kind[j] && !c.idx.includes(j)) around.add(j);
      expect(c.around).toEqual([...around].sort((a, b) => a - b));
      expect(c.parks).toEqual([...new Set(c.around.filter((j) => info.park[j]! >= 0).map((j) => info.park[j]!))].sort());
      expect(c.rivers).toEqual([...new Set(c.around.filter((j) => info.river[j]! >= 0).map((j) => info.river[j]!))].sort());
      expect(c.border).toBe(c.idx.some((v) => info.border[v] === 1));
      // BV-6: the zoning flags say the same of this placement
      expect(zoneFlags(info, { id: 'Z', kind: 'mustBeAdjacentToPark' }, 3)[i]).toBe(c.parks.length > 0 ? 1 : 0);
      expect(zoneFlags(info, { id: 'Z', kind: 'mustNotBeAdjacentToRiver' }, 3)[i]).toBe(c.rivers.length === 0 ? 1 : 0);
      expect(zoneFlags(info, { id: 'Z', kind: 'mustNotBeOnBorder' }, 3)[i]).toBe(c.border ? 0 : 1);
      expect(zoneFlags(info, { id: 'Z', kind: 'districts', allowedDistricts: ['T0', 'T1', 'T4'] }, 3)[i]).toBe(c.tileIds.every((x) => ['T0', 'T1', 'T4'].includes(x)) ? 1 : 0);
    }
    expect(fitsSomewhere(info, new Array(info.n).fill(-1), 1)).toBe(true);
    expect(fitsSomewhere(info, new Array(info.n).fill(0), 8)).toBe(false);
  });
  it('a 3-player game on that town lists free placements of the building to place, in table order, and stays valid', () => {
    const { components, layout } = odd(true);
    const cols = 12;
    let s = bellavista.setup({ players: 3, components }, 'odd');
    let placed = 0;
    while (!bellavista.isOver(s)) {
      const p = bellavista.actors(s)[0]!;
      const l = bellavista.legalActions(s, p);
      const a = l[(placed * 7) % l.length]!;
      if (a.type === 'place' || a.type === 'place_neutral') {
        placed++;
        const h = a.type === 'place' ? Number(s.queue[s.buildTurn]!.card.split('-')[1]) : s.round;
        const keys = reference(components, layout, h).map((x) => x.join());
        const at = l.map((x) => keys.indexOf((x as typeof a).cells.map(([r, c]) => r * cols + c).join()));
        expect(at.every((i, j) => i >= 0 && (j === 0 || i > at[j - 1]!))).toBe(true);
        for (const x of l) for (const [r, c] of (x as typeof a).cells) expect(s.grid[r * cols + c]).toBe(-1);
      }
      s = bellavista.apply(s, a);
    }
    expect(placed).toBeGreaterThan(20);
    expect(bellavista.validate(JSON.parse(JSON.stringify(s)))).toEqual([]);
  });
});
