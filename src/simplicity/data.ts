/**
 * Simplicity components (`test/fixtures/simplicity/components.json` (the published component data)), typed, and their validation and
 * compilation into flat lookup tables for the hot paths.
 *
 * Boards, planning-board symbols, tile counts and team colours are DEFAULT data (docs/rules/simplicity.md §11): a user
 * passes corrected data as `config.components` and it is validated here (`BAD_CONFIG`).
 */
import { RuleError, deepFreeze, printValue, type GridSpec } from '../core/index.js';
import type { PlanningRow, SimplicityBoard, SimplicityComponents } from './types.js';

/** Hard limits on component data (issue #11): tiles in the box, boards, cells per board. */
export const MAX_TILES = 5000;
export const MAX_BOARDS = 16;
export const MAX_CELLS = 4096;
/** Longest name in component data (limit): a symbol, building colour, team colour or board id (DEFAULT at most 8). */
export const MAX_NAME = 40;
/** Discs per team (U-14): 5, one more with `startTilesHaveDiscs`. */
export const DISCS = 5;
/** Rounds in a game (SIM-1.2). */
export const ROUNDS = 5;
/** Rows on the planning board (SIM-3.7). */
export const PLAN_ROWS = 7;
/** Points per link (SIM-7.1). */
export const LINK_POINTS = 3;
/** Park points by number of distinct adjacent building colours (SIM-7.3). */
export const PARK_POINTS: readonly number[] = [0, 1, 4, 9, 16];
/** Points per bonus token (SIM-7.4). */
export const BONUS_POINTS = 1;
/** Player counts that use the demolition token (SIM-4.5). */
export const DEMOLITION_PLAYERS: readonly number[] = [2, 4, 5];
/** Teams per player (SIM-3.1). */
export const teamsPerPlayer = (players: number): number => (players <= 3 ? 2 : 1);
/** Reserved names. */
export const BLANK = 'blank';
export const PARK = 'park';
export const WILD = 'wild';

const S = ['circle', 'triangle', 'square', 'star', 'hexagon'] as const;
/** DEFAULT board generator (SIM-3.6): symbol(r,c) = S[(2r+c) mod 5], one blank. */
function genBoard(rows: number, cols: number, blank: [number, number], start: [number, number][]): SimplicityBoard {
  const cells: string[][] = [];
  for (let r = 0; r < rows; r++) {
    const line: string[] = [];
    for (let c = 0; c < cols; c++) line.push(r === blank[0] && c === blank[1] ? BLANK : S[(2 * r + c) % 5]!);
    cells.push(line);
  }
  return { cells, startTilePositions: start };
}

/** The DEFAULT components (components.json). */
export const DEFAULT_COMPONENTS: SimplicityComponents = {
  symbols: [...S],
  buildings: ['blue', 'orange', 'purple', 'yellow'],
  tileCounts: { blue: 12, orange: 12, purple: 12, yellow: 12, park: 12 },
  planningBoard: {
    A: [['circle'], ['triangle'], ['square'], ['star', 'hexagon'], ['circle', 'star'], ['square', 'hexagon'], WILD],
    B: [['star'], ['hexagon'], ['triangle'], ['circle', 'square'], ['triangle', 'circle'], ['star', 'square'], WILD],
  },
  boards: {
    T4: genBoard(5, 6, [2, 2], [[1, 1], [1, 4], [3, 1], [3, 4]]),
    T5: genBoard(6, 6, [2, 3], [[1, 1], [1, 4], [3, 2], [4, 1], [4, 4]]),
    T6: genBoard(6, 7, [2, 3], [[1, 1], [1, 3], [1, 5], [4, 1], [4, 3], [4, 5]]),
  },
  boardForPlayers: { '2': 'T4', '3': 'T6', '4': 'T4', '5': 'T5', '6': 'T6' },
  teamColours: ['red', 'green', 'white', 'black', 'pink', 'teal'],
};

/** A city board compiled to flat tables. Not part of the state (derived from it). */
export interface Geo {
  readonly id: string;
  readonly rows: number;
  readonly cols: number;
  /** rows × cols. */
  readonly n: number;
  /** Per cell: symbol index, `symbols.length` for blank, -1 for no space. */
  readonly space: Int8Array;
  /** Per cell: 1 << space (0 for no space): matched against a row's mask. */
  readonly bit: Int32Array;
  /** Per cell, 4 slots: orthogonal neighbour cell indices (up, right, down, left), -1 if none. */
  readonly nb: Int32Array;
  /** Start positions as cell indices, in order. */
  readonly start: readonly number[];
  readonly spec: GridSpec;
}

/** Components compiled to lookup tables. */
export interface Compiled {
  readonly c: SimplicityComponents;
  /** `[...buildings, 'park']`. */
  readonly kinds: readonly string[];
  /** Index of `park` in `kinds` (= number of building colours). */
  readonly park: number;
  /** Per side (0 = A, 1 = B), per row: the mask of space bits its tile may go on. */
  readonly masks: readonly (readonly number[])[];
  /** The full box of tiles, kinds in order (shuffled at setup). */
  readonly deck: readonly number[];
  readonly geo: Readonly<Record<string, Geo>>;
}

function bad(message: string, rule = 'SIM-3.5'): never {
  throw new RuleError('BAD_CONFIG', rule, `Bad components: ${message}`);
}

function isNameList(x: unknown): x is string[] {
  return Array.isArray(x) && x.every((s) => typeof s === 'string' && s.length > 0 && s.length <= MAX_NAME) && new Set(x).size === x.length;
}

/** BAD_CONFIG naming the key and `where` if the object `o` has a key not in `known`: a typo in component data is refused. */
function onlyKeys(o: object, known: readonly string[], where: string, rule = 'SIM-3.5'): void {
  for (const k in o) if (!known.includes(k)) bad(`${where} has an unknown key ${printValue(k)} (known: ${known.join(', ')}).`, rule);
}

function compileBoard(id: string, b: SimplicityBoard, symbols: readonly string[]): Geo {
  if (typeof b !== 'object' || b === null || !Array.isArray(b.cells) || b.cells.length === 0) {
    bad(`board "${id}" needs a non-empty "cells" grid.`);
  }
  onlyKeys(b, ['cells', 'startTilePositions'], `board "${id}"`);
  const rows = b.cells.length;
  const cols = Array.isArray(b.cells[0]) ? b.cells[0].length : 0;
  if (cols === 0 || rows * cols > MAX_CELLS) bad(`board "${id}" must have 1..${MAX_CELLS} cells.`);
  const n = rows * cols;
  const space = new Int8Array(n);
  const bit = new Int32Array(n);
  const holes: { r: number; c: number }[] = [];
  let spaces = 0;
  for (let r = 0; r < rows; r++) {
    const line: readonly (string | null)[] | undefined = b.cells[r];
    if (!Array.isArray(line) || line.length !== cols) bad(`board "${id}" row ${r} must have ${cols} cells like row 0.`);
    for (let c = 0; c < cols; c++) {
      const v = line[c];
      const i = r * cols + c;
      if (v === null) {
        space[i] = -1;
        holes.push({ r, c });
        continue;
      }
      const s = v === BLANK ? symbols.length : symbols.indexOf(v as string);
      if (s < 0) bad(`board "${id}" cell [${r},${c}] is ${printValue(v)}, not a symbol, "${BLANK}" or null.`);
      space[i] = s;
      bit[i] = 1 << s;
      spaces++;
    }
  }
  if (spaces === 0) bad(`board "${id}" has no space.`);
  const spec: GridSpec = { rows, cols, holes };
  // Orthogonal neighbours on the board (holes excluded), up/right/down/left. Read from `space`, not
  // from the core grid's `neighbours`, which looks each cell up in the hole list: that made this
  // table cost spaces × holes (a second for 16 boards of 64 × 64 with every other cell a hole).
  const nb = new Int32Array(n * 4).fill(-1);
  const on = (r: number, c: number): boolean => r >= 0 && c >= 0 && r < rows && c < cols && space[r * cols + c]! >= 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      if (space[i]! < 0) continue;
      if (on(r - 1, c)) nb[i * 4] = i - cols;
      if (on(r, c + 1)) nb[i * 4 + 1] = i + 1;
      if (on(r + 1, c)) nb[i * 4 + 2] = i + cols;
      if (on(r, c - 1)) nb[i * 4 + 3] = i - 1;
    }
  }
  if (!Array.isArray(b.startTilePositions) || b.startTilePositions.length > spaces) {
    bad(`board "${id}" needs a "startTilePositions" list of at most ${spaces} spaces.`);
  }
  const start: number[] = [];
  const isStart = new Uint8Array(n); // one flag per cell, not a search of the list so far
  for (const p of b.startTilePositions) {
    if (!Array.isArray(p) || p.length !== 2 || !Number.isInteger(p[0]) || !Number.isInteger(p[1])) {
      bad(`board "${id}" start position ${printValue(p)} must be [row, col].`);
    }
    const [r, c] = p;
    if (r < 0 || c < 0 || r >= rows || c >= cols || space[r * cols + c]! < 0) {
      bad(`board "${id}" start position [${r},${c}] is not a space of the board.`);
    }
    if (isStart[r * cols + c] !== 0) bad(`board "${id}" lists start position [${r},${c}] twice.`);
    isStart[r * cols + c] = 1;
    start.push(r * cols + c);
  }
  return { id, rows, cols, n, space, bit, nb, start, spec };
}

/**
 * Validate components and compile them. Throws `BAD_CONFIG` with a message naming the bad field.
 */
export function compileComponents(c: SimplicityComponents): Compiled {
  if (typeof c !== 'object' || c === null) bad('components must be an object.');
  if (!isNameList(c.symbols) || c.symbols.length === 0 || c.symbols.length > 30) {
    bad(`"symbols" must be 1..30 distinct names of 1..${MAX_NAME} characters (limit MAX_NAME).`, 'SIM-2.2');
  }
  if (c.symbols.includes(BLANK) || c.symbols.includes(WILD)) bad(`"symbols" may not use the reserved names "${BLANK}" or "${WILD}".`, 'SIM-2.2');
  if (!isNameList(c.buildings) || c.buildings.length === 0 || c.buildings.length > 30) bad(`"buildings" must be 1..30 distinct colour names of 1..${MAX_NAME} characters (limit MAX_NAME).`, 'SIM-2.1');
  if (c.buildings.includes(PARK)) bad(`"buildings" may not include "${PARK}" (a park is not a building colour, SIM-2.1).`, 'SIM-2.1');
  const kinds = [...c.buildings, PARK];
  if (typeof c.tileCounts !== 'object' || c.tileCounts === null) bad('"tileCounts" must be an object.', 'SIM-2.1');
  for (const k of Object.keys(c.tileCounts)) if (!kinds.includes(k)) bad(`"tileCounts" has an unknown tile kind ${printValue(k)}.`, 'SIM-2.1');
  const deck: number[] = [];
  kinds.forEach((k, i) => {
    const v = c.tileCounts[k];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 1000) bad(`"tileCounts.${k}" must be an integer 0..1000.`, 'SIM-2.1');
    for (let j = 0; j < v; j++) deck.push(i);
  });
  const bitsAll = (1 << (c.symbols.length + 1)) - 1;
  if (typeof c.planningBoard !== 'object' || c.planningBoard === null) bad('"planningBoard" must have sides A and B.', 'SIM-3.8');
  onlyKeys(c.planningBoard, ['A', 'B'], '"planningBoard"', 'SIM-3.8');
  const masks = (['A', 'B'] as const).map((side) => {
    const rows = c.planningBoard[side];
    if (!Array.isArray(rows) || rows.length !== PLAN_ROWS) bad(`planning board side ${side} must have ${PLAN_ROWS} rows.`, 'SIM-3.8');
    return rows.map((row: PlanningRow, i: number) => {
      if (row === WILD) return bitsAll;
      if (!isNameList(row) || row.length === 0) {
        bad(`planning board side ${side} row ${i + 1} must be "${WILD}" or a list of distinct symbols.`, 'SIM-3.8');
      }
      let m = 0;
      for (const s of row) {
        const j = c.symbols.indexOf(s);
        if (j < 0) bad(`planning board side ${side} row ${i + 1} names an unknown symbol ${printValue(s)}.`, 'SIM-3.8');
        m |= 1 << j;
      }
      return m;
    });
  });
  if (deck.length > MAX_TILES) bad(`"tileCounts" must total at most ${MAX_TILES} tiles, not ${deck.length}.`, 'SIM-2.1');
  if (typeof c.boards !== 'object' || c.boards === null) bad('"boards" must be an object of boards.');
  if (Object.keys(c.boards).length > MAX_BOARDS) bad(`"boards" may hold at most ${MAX_BOARDS} boards.`);
  const geo: Record<string, Geo> = {};
  for (const [id, b] of Object.entries(c.boards)) {
    if (id.length < 1 || id.length > MAX_NAME) bad(`board id ${printValue(id)} must have 1..${MAX_NAME} characters (limit MAX_NAME).`);
    geo[id] = compileBoard(id, b, c.symbols);
  }
  if (!isNameList(c.teamColours) || c.teamColours.length < 6 || c.teamColours.length > 30) {
    bad(`"teamColours" must be 6..30 distinct names of 1..${MAX_NAME} characters (limit MAX_NAME).`, 'SIM-3.2');
  }
  if (typeof c.boardForPlayers !== 'object' || c.boardForPlayers === null) bad('"boardForPlayers" must map "2".."6" to board ids.');
  onlyKeys(c.boardForPlayers, ['2', '3', '4', '5', '6'], '"boardForPlayers"');
  for (let p = 2; p <= 6; p++) {
    const id = c.boardForPlayers[String(p)];
    if (typeof id !== 'string' || !Object.prototype.hasOwnProperty.call(geo, id)) {
      bad(`"boardForPlayers.${p}" must name one of the boards (${Object.keys(geo).join(', ')}).`);
    }
  }
  return { c, kinds, park: c.buildings.length, masks, deck, geo };
}

/**
 * U-11: the box must hold enough tiles that the pile never runs dry on `geo` (start tiles + 7 per
 * round, start tiles + 7 of them buildings). The reason it does not, or undefined.
 */
export function boxProblem(cp: Compiled, geo: Geo): string | undefined {
  // Checked once per board (a board belongs to one compiled components object): `setup` asks on every game.
  if (boxChecked.has(geo)) return boxChecked.get(geo);
  const out = boxProblemOf(cp, geo);
  boxChecked.set(geo, out);
  return out;
}
const boxChecked = new WeakMap<Geo, string | undefined>();

function boxProblemOf(cp: Compiled, geo: Geo): string | undefined {
  const startN = geo.start.length;
  let buildings = 0;
  for (const k of cp.deck) if (k !== cp.park) buildings++;
  if (cp.deck.length >= startN + PLAN_ROWS * ROUNDS && buildings >= startN + PLAN_ROWS) return undefined;
  return (
    `the tiles must number at least ${startN + PLAN_ROWS * ROUNDS} (start tiles + 7 per round), ` +
    `${startN + PLAN_ROWS} of them buildings; there are ${cp.deck.length} with ${buildings} buildings.`
  );
}

// The exported defaults must not drift from their compiled tables.
deepFreeze(DEFAULT_COMPONENTS);

/** The compiled default components. */
export const DEFAULTS: Compiled = compileComponents(DEFAULT_COMPONENTS);

const cache = new WeakMap<object, Compiled>();

/** The compiled components of a state (`null` = defaults); compiled once per object. */
export function compiledOf(components: SimplicityComponents | null): Compiled {
  if (components === null) return DEFAULTS;
  let out = cache.get(components);
  if (!out) {
    out = compileComponents(components);
    cache.set(components, out);
  }
  return out;
}

/** Symbols of a planning row for people: `'circle'`, `'star/hexagon'`, `'wild'`. */
export function rowLabel(c: SimplicityComponents, side: number, row: number): string {
  const r = (side === 0 ? c.planningBoard.A : c.planningBoard.B)[row]!;
  return r === WILD ? WILD : r.join('/');
}

/** Name of a space index (symbol or blank). */
export function spaceName(c: SimplicityComponents, s: number): string {
  return s === c.symbols.length ? BLANK : (c.symbols[s] ?? 'no space');
}
