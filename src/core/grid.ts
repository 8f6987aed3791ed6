/**
 * Square grids: cells and keys, orthogonal neighbours, bounds and holes, the board border,
 * connected groups, and polyominoes (normalise, rotate, reflect, every placement on a board).
 * Pure functions on plain data. Rows grow downwards, columns to the right.
 */

/** A grid cell: row `r`, column `c` (0-based). */
export interface Cell {
  readonly r: number;
  readonly c: number;
}

/** A rectangular board of `rows × cols` cells, less the `holes` (cells that are not on the board). */
export interface GridSpec {
  readonly rows: number;
  readonly cols: number;
  /** Cells inside the rectangle that are not part of the board. */
  readonly holes?: readonly Cell[];
}

/** A stable string key for a cell: `"r,c"`. */
export function cellKey(cell: Cell): string {
  return `${cell.r},${cell.c}`;
}

/** The cell of a `"r,c"` key. Throws `RangeError` for anything else. */
export function parseCellKey(key: string): Cell {
  const m = /^(-?\d+),(-?\d+)$/.exec(key);
  if (!m) throw new RangeError(`not a cell key: ${key}`);
  return { r: Number(m[1]), c: Number(m[2]) };
}

/** The dense index `r * cols + c` of an in-rectangle cell. */
export function cellIndex(spec: GridSpec, cell: Cell): number {
  return cell.r * spec.cols + cell.c;
}

/** The four orthogonal offsets: up, right, down, left. */
export const ORTHOGONAL: readonly Cell[] = Object.freeze([
  Object.freeze({ r: -1, c: 0 }),
  Object.freeze({ r: 0, c: 1 }),
  Object.freeze({ r: 1, c: 0 }),
  Object.freeze({ r: 0, c: -1 }),
]);

function holeSet(spec: GridSpec): Set<string> {
  return new Set((spec.holes ?? []).map(cellKey));
}

/** True if `cell` is on the board: inside the rectangle and not a hole. */
export function onBoard(spec: GridSpec, cell: Cell): boolean {
  if (cell.r < 0 || cell.c < 0 || cell.r >= spec.rows || cell.c >= spec.cols) return false;
  return !(spec.holes ?? []).some((h) => h.r === cell.r && h.c === cell.c);
}

/** Every board cell, row by row. */
export function cells(spec: GridSpec): Cell[] {
  const holes = holeSet(spec);
  const out: Cell[] = [];
  for (let r = 0; r < spec.rows; r++) {
    for (let c = 0; c < spec.cols; c++) if (!holes.has(`${r},${c}`)) out.push({ r, c });
  }
  return out;
}

/** The orthogonal neighbours of `cell` that are on the board (up, right, down, left order). */
export function neighbours(spec: GridSpec, cell: Cell): Cell[] {
  const out: Cell[] = [];
  for (const d of ORTHOGONAL) {
    const n = { r: cell.r + d.r, c: cell.c + d.c };
    if (onBoard(spec, n)) out.push(n);
  }
  return out;
}

/** True if the two cells share a side. */
export function adjacent(a: Cell, b: Cell): boolean {
  return Math.abs(a.r - b.r) + Math.abs(a.c - b.c) === 1;
}

/** The border: board cells with fewer than four on-board orthogonal neighbours (edge or hole). */
export function border(spec: GridSpec): Cell[] {
  return cells(spec).filter((c) => neighbours(spec, c).length < 4);
}

/**
 * Connected groups (orthogonal flood fill) of the board cells for which `member` is true; two member
 * cells are in one group when a path of member cells joins them. If `same` is given, neighbours must
 * also satisfy `same(a, b)` (e.g. same colour). Groups are listed in row-major order of their first
 * cell, each group's cells in flood order. The groups partition the member cells.
 */
export function groups(
  spec: GridSpec,
  member: (cell: Cell) => boolean,
  same: (a: Cell, b: Cell) => boolean = () => true,
): Cell[][] {
  const seen = new Set<string>();
  const out: Cell[][] = [];
  for (const start of cells(spec)) {
    const k = cellKey(start);
    if (seen.has(k) || !member(start)) continue;
    seen.add(k);
    const group: Cell[] = [start];
    for (let i = 0; i < group.length; i++) {
      const cur = group[i]!;
      for (const n of neighbours(spec, cur)) {
        const nk = cellKey(n);
        if (!seen.has(nk) && member(n) && same(cur, n)) {
          seen.add(nk);
          group.push(n);
        }
      }
    }
    out.push(group);
  }
  return out;
}

/** A polyomino: a set of cells, usually normalised (min row and min column 0). */
export type Polyomino = readonly Cell[];

/** Translate so the minimum row and column are 0, and sort row-major. Same shape, canonical form. */
export function normalize(shape: Polyomino): Cell[] {
  if (shape.length === 0) return [];
  let minR = Infinity;
  let minC = Infinity;
  for (const p of shape) {
    if (p.r < minR) minR = p.r;
    if (p.c < minC) minC = p.c;
  }
  return shape
    .map((p) => ({ r: p.r - minR, c: p.c - minC }))
    .sort((a, b) => a.r - b.r || a.c - b.c);
}

/** Rotate a quarter turn clockwise, normalised. Four rotations give the shape back. */
export function rotate(shape: Polyomino): Cell[] {
  return normalize(shape.map((p) => ({ r: p.c, c: -p.r })));
}

/** Mirror left to right, normalised. Two reflections give the shape back. */
export function reflect(shape: Polyomino): Cell[] {
  return normalize(shape.map((p) => ({ r: p.r, c: -p.c })));
}

/** A canonical key of a normalised shape, for deduplication. */
export function shapeKey(shape: Polyomino): string {
  return normalize(shape).map(cellKey).join(';');
}

/**
 * The distinct orientations of a shape: its rotations (1, 2 or 4 of them), and with `reflections`
 * also their mirror images (up to 8). Each normalised; the first is the shape itself.
 */
export function orientations(shape: Polyomino, options: { reflections?: boolean } = {}): Cell[][] {
  const out: Cell[][] = [];
  const seen = new Set<string>();
  let cur = normalize(shape);
  const bases = options.reflections ? [cur, reflect(cur)] : [cur];
  for (const base of bases) {
    cur = base;
    for (let i = 0; i < 4; i++) {
      const k = shapeKey(cur);
      if (!seen.has(k)) {
        seen.add(k);
        out.push(cur);
      }
      cur = rotate(cur);
    }
  }
  return out;
}

/** One way to put a shape on a board. */
export interface Placement {
  /** Index into `orientations(shape, options)`. */
  readonly orientation: number;
  /** Where the normalised orientation's (0,0) lands. */
  readonly at: Cell;
  /** The board cells covered, in the orientation's order. */
  readonly cells: readonly Cell[];
}

/**
 * Every placement of `shape` (in each allowed orientation, at each offset) whose cells are all on the
 * board and satisfy `free`. Listed by orientation, then row-major anchor.
 */
export function placements(
  spec: GridSpec,
  shape: Polyomino,
  free: (cell: Cell) => boolean,
  options: { reflections?: boolean; rotations?: boolean } = {},
): Placement[] {
  const orients =
    options.rotations === false ? [normalize(shape)] : orientations(shape, { reflections: options.reflections });
  const out: Placement[] = [];
  orients.forEach((o, orientation) => {
    let h = 0;
    let w = 0;
    for (const p of o) {
      if (p.r + 1 > h) h = p.r + 1;
      if (p.c + 1 > w) w = p.c + 1;
    }
    for (let r = 0; r + h <= spec.rows; r++) {
      for (let c = 0; c + w <= spec.cols; c++) {
        const placed = o.map((p) => ({ r: p.r + r, c: p.c + c }));
        if (placed.every((p) => onBoard(spec, p) && free(p))) out.push({ orientation, at: { r, c }, cells: placed });
      }
    }
  });
  return out;
}
