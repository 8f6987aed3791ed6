/**
 * The compiled city-board tables (SIM-3.5): the neighbour table is the core grid's orthogonal
 * neighbours (holes excluded), and compiling a large board with many holes stays linear (it used to
 * look every neighbour up in the hole list: about a second for 16 boards of 64 × 64 with every other
 * cell a hole, paid again by every call on a state from outside, e.g. `render` of a JSON copy).
 */
import { describe, expect, it } from 'vitest';
import { neighbours, type GridSpec } from '../../src/core/index.js';
import { DEFAULT_COMPONENTS, compileComponents } from '../../src/simplicity/data.js';
import { simplicity } from '../../src/simplicity/index.js';
import type { SimplicityBoard } from '../../src/simplicity/types.js';
import { HANG_MS } from '../hang.js';

const SYMBOLS = DEFAULT_COMPONENTS.symbols;

/** A rows × cols board: `hole(r, c)` cells are not spaces, the others cycle through the symbols. */
function board(rows: number, cols: number, hole: (r: number, c: number) => boolean, start = 4): SimplicityBoard {
  const cells = Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => (hole(r, c) ? null : SYMBOLS[(2 * r + c) % 5]!)));
  const startTilePositions: [number, number][] = [];
  for (let r = 0; r < rows && startTilePositions.length < start; r++) for (let c = 0; c < cols && startTilePositions.length < start; c++) if (!hole(r, c)) startTilePositions.push([r, c]);
  return { cells, startTilePositions };
}

describe('SIM-3.5 compiled board tables', () => {
  it('the neighbour table lists exactly the core grid neighbours (up, right, down, left), holes excluded', () => {
    let x = 7;
    const rnd = () => ((x = (x * 1103515245 + 12345) % 2147483648), x / 2147483648);
    for (let k = 0; k < 20; k++) {
      const rows = 1 + Math.floor(rnd() * 9);
      const cols = 1 + Math.floor(rnd() * 9);
      const holes = new Set<number>();
      for (let i = 0; i < rows * cols; i++) if (rnd() < 0.3) holes.add(i);
      holes.delete(0); // at least one space
      const b = board(rows, cols, (r, c) => holes.has(r * cols + c), 1);
      const geo = compileComponents({ ...DEFAULT_COMPONENTS, boards: { X: b }, boardForPlayers: { '2': 'X', '3': 'X', '4': 'X', '5': 'X', '6': 'X' } }).geo.X!;
      const spec: GridSpec = { rows, cols, holes: [...holes].map((i) => ({ r: Math.floor(i / cols), c: i % cols })) };
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const i = r * cols + c;
          const expected = [-1, -1, -1, -1];
          if (!holes.has(i)) {
            for (const m of neighbours(spec, { r, c })) expected[m.r < r ? 0 : m.c > c ? 1 : m.r > r ? 2 : 3] = m.r * cols + m.c;
          }
          expect([...geo.nb.subarray(i * 4, i * 4 + 4)], `board ${k} cell (${r},${c})`).toEqual(expected);
        }
      }
    }
  });

  it('a repeated start position is still BAD_CONFIG', () => {
    const b = board(3, 3, () => false);
    const twice = { ...b, startTilePositions: [[0, 0], [1, 1], [0, 0]] as [number, number][] };
    expect(() => compileComponents({ ...DEFAULT_COMPONENTS, boards: { X: twice }, boardForPlayers: { '2': 'X', '3': 'X', '4': 'X', '5': 'X', '6': 'X' } })).toThrow(/lists start position \[0,0\] twice/);
  });

  it('render of a JSON copy of a state with 6 boards of 64 × 64, every other cell a hole, is not stuck', () => {
    const boards: Record<string, SimplicityBoard> = {};
    for (let i = 0; i < 6; i++) boards[`B${i}`] = board(64, 64, (r, c) => (r + c) % 2 === 1, 6);
    const s = simplicity.setup({ players: 4, components: { boards, boardForPlayers: { '2': 'B0', '3': 'B1', '4': 'B2', '5': 'B3', '6': 'B4' } } }, 1);
    const copy = JSON.parse(JSON.stringify(s));
    const t0 = performance.now();
    const text = simplicity.render(copy, null);
    const ms = performance.now() - t0;
    expect(text.split('\n').length).toBeGreaterThan(64);
    expect(ms).toBeLessThan(HANG_MS); // a hang bound, not a timing assertion (measured: ~10 ms warm, ~0.5 s before)
  });
});
