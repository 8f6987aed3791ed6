import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  border,
  cellKey,
  cells,
  groups,
  neighbours,
  normalize,
  orientations,
  parseCellKey,
  placements,
  reflect,
  rotate,
  shapeKey,
  type Cell,
  type GridSpec,
} from '../../src/core/grid.js';
import { graphFromEdges, graphGroups, graphNeighbours, isConnected } from '../../src/core/graph.js';

const cellArb = fc.record({ r: fc.integer({ min: -5, max: 5 }), c: fc.integer({ min: -5, max: 5 }) });
const shapeArb = fc.uniqueArray(cellArb, { minLength: 1, maxLength: 6, selector: cellKey });

describe('grid cells', () => {
  const spec: GridSpec = { rows: 3, cols: 4, holes: [{ r: 1, c: 1 }] };
  it('lists board cells without holes', () => {
    expect(cells(spec)).toHaveLength(11);
    expect(cells(spec).map(cellKey)).not.toContain('1,1');
  });
  it('neighbours are orthogonal and on the board', () => {
    expect(neighbours(spec, { r: 0, c: 0 }).map(cellKey)).toEqual(['0,1', '1,0']);
    expect(neighbours(spec, { r: 1, c: 2 }).map(cellKey)).toEqual(['0,2', '1,3', '2,2']); // hole at 1,1
  });
  it('border is every cell touching an edge or a hole (here all 11)', () => {
    expect(border(spec)).toHaveLength(11);
    expect(border({ rows: 3, cols: 3 }).map(cellKey)).not.toContain('1,1');
    expect(border({ rows: 3, cols: 3 })).toHaveLength(8);
  });
  it('keys round-trip', () => {
    fc.assert(
      fc.property(cellArb, (c) => {
        expect(cellKey(parseCellKey(cellKey(c)))).toBe(cellKey(c));
      }),
    );
  });
});

describe('grid groups', () => {
  it('partition the member cells into connected groups', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }), (bits) => {
        const spec = { rows: 5, cols: 6 };
        const member = (c: Cell) => bits[c.r * 6 + c.c]!;
        const gs = groups(spec, member);
        const all = gs.flat().map(cellKey);
        expect(new Set(all).size).toBe(all.length);
        expect(all.length).toBe(bits.filter(Boolean).length);
        for (const g of gs) {
          // each group is connected: a flood from its first cell within the group reaches all
          const inG = new Set(g.map(cellKey));
          const sub = groups(spec, (c) => inG.has(cellKey(c)));
          expect(sub).toHaveLength(1);
        }
        // no two groups touch
        for (let i = 0; i < gs.length; i++) for (let j = i + 1; j < gs.length; j++) {
          for (const a of gs[i]!) for (const b of gs[j]!) expect(Math.abs(a.r - b.r) + Math.abs(a.c - b.c)).not.toBe(1);
        }
      }),
    );
  });
  it('respects a sameness predicate (colours)', () => {
    const colour = ['a', 'a', 'b', 'b'];
    const gs = groups({ rows: 1, cols: 4 }, () => true, (x, y) => colour[x.c] === colour[y.c]);
    expect(gs.map((g) => g.length)).toEqual([2, 2]);
  });
});

describe('polyominoes', () => {
  it('rotating four times is the identity; reflecting twice is the identity', () => {
    fc.assert(
      fc.property(shapeArb, (s) => {
        expect(rotate(rotate(rotate(rotate(s))))).toEqual(normalize(s));
        expect(reflect(reflect(s))).toEqual(normalize(s));
        expect(rotate(s)).toHaveLength(s.length);
      }),
    );
  });
  it('counts orientations: L-tromino 4, I-tromino 2, square 1, L-tetromino 8 with reflections', () => {
    const L3 = [{ r: 0, c: 0 }, { r: 1, c: 0 }, { r: 1, c: 1 }];
    const I3 = [{ r: 0, c: 0 }, { r: 0, c: 1 }, { r: 0, c: 2 }];
    const O = [{ r: 0, c: 0 }, { r: 0, c: 1 }, { r: 1, c: 0 }, { r: 1, c: 1 }];
    const L4 = [{ r: 0, c: 0 }, { r: 1, c: 0 }, { r: 2, c: 0 }, { r: 2, c: 1 }];
    expect(orientations(L3)).toHaveLength(4);
    expect(orientations(I3)).toHaveLength(2);
    expect(orientations(O)).toHaveLength(1);
    expect(orientations(L4)).toHaveLength(4);
    expect(orientations(L4, { reflections: true })).toHaveLength(8);
    expect(new Set(orientations(L4, { reflections: true }).map(shapeKey)).size).toBe(8);
  });
  it('places a domino on a 2x3 board in 7 ways (4 horizontal + 3 vertical), fewer with a blocked cell or a hole', () => {
    const dom = [{ r: 0, c: 0 }, { r: 0, c: 1 }];
    expect(placements({ rows: 2, cols: 3 }, dom, () => true)).toHaveLength(7);
    expect(placements({ rows: 2, cols: 3 }, dom, (c) => !(c.r === 0 && c.c === 1))).toHaveLength(4);
    expect(placements({ rows: 2, cols: 3, holes: [{ r: 1, c: 1 }] }, dom, () => true)).toHaveLength(4);
    expect(placements({ rows: 2, cols: 3 }, dom, () => true, { rotations: false })).toHaveLength(4);
  });
  it('every placement covers distinct free on-board cells', () => {
    fc.assert(
      fc.property(shapeArb, (s) => {
        const spec = { rows: 4, cols: 4, holes: [{ r: 2, c: 2 }] };
        for (const p of placements(spec, s, () => true, { reflections: true })) {
          expect(new Set(p.cells.map(cellKey)).size).toBe(s.length);
          for (const c of p.cells) expect(c.r === 2 && c.c === 2).toBe(false);
        }
      }),
    );
  });
});

describe('graphs', () => {
  it('builds neighbours from edges and finds groups', () => {
    const g = graphFromEdges([['a', 'b'], ['b', 'c'], ['d', 'e']], ['a', 'b', 'c', 'd', 'e', 'f']);
    expect(graphNeighbours(g, 'b')).toEqual(['a', 'c']);
    expect(graphGroups(g)).toEqual([['a', 'b', 'c'], ['d', 'e'], ['f']]);
    expect(graphGroups(g, (n) => n !== 'b')).toEqual([['a'], ['c'], ['d', 'e'], ['f']]);
    expect(isConnected(g)).toBe(false);
    expect(isConnected(graphFromEdges([['a', 'b'], ['b', 'c']]))).toBe(true);
    expect(() => graphFromEdges([['a', 'z']], ['a'])).toThrow(RangeError);
  });
  it('groups partition the member nodes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }))), (edges) => {
        const nodes = Array.from({ length: 10 }, (_, i) => `n${i}`);
        const g = graphFromEdges(edges.map(([a, b]) => [`n${a}`, `n${b}`] as const), nodes);
        const all = graphGroups(g).flat().sort();
        expect(all).toEqual([...nodes].sort());
        for (const [a, b] of edges) {
          const ga = graphGroups(g).find((x) => x.includes(`n${a}`));
          expect(ga).toContain(`n${b}`);
        }
      }),
    );
  });
});
