/**
 * Who acts, the legal actions (SIM-5.1, SIM-5.2 = SIM-4.8), and the reasons `apply` gives for
 * everything else. Hot paths read the flat state arrays and the compiled board, and allocate only
 * the returned action list.
 */
import { RuleError, assertInt, assertKeys, isPlainObject, jsonEqual, type PlayerId } from '../core/index.js';
import { PLAN_ROWS, compiledOf, rowLabel, spaceName, type Compiled, type Geo } from './data.js';
import type { SimplicityAction, SimplicityState } from './types.js';
import { ROW_PAWN, ROW_TILE, TILE } from './plain.js';

/** The seat that controls `team` (SIM-3.1, DEFAULT U-16). */
export const ownerOf = (s: SimplicityState, team: number): PlayerId => (s.teamsPerPlayer === 2 ? team >> 1 : team);

/**
 * The compiled components and the board of a state, with the board's lookup tables for the hot paths
 * (the interned listed actions, the spaces each planning row allows). One object per components
 * object and board, made once; the last one is remembered, so a call costs two comparisons.
 */
export interface Tables {
  readonly cp: Compiled;
  readonly geo: Geo;
  /** The interned listed actions by seat control (index `teamsPerPlayer - 1`), see {@link legalActions}. */
  readonly interned: readonly [Interned, Interned];
  /** Per side (0 = A, 1 = B), per planning row (0..6): the spaces its symbols allow, in cell order. */
  readonly spaces: readonly (readonly Int32Array[])[];
}

const tablesByComponents = new WeakMap<Compiled, Map<string, Tables>>();
let lastComponents: SimplicityState['components'] | undefined;
let lastBoard = '';
let lastTables: Tables | undefined;

export function tables(s: SimplicityState): Tables {
  if (s.components === lastComponents && s.board === lastBoard && lastTables !== undefined) return lastTables;
  const cp = compiledOf(s.components);
  let byBoard = tablesByComponents.get(cp);
  if (byBoard === undefined) tablesByComponents.set(cp, (byBoard = new Map()));
  let t = byBoard.get(s.board);
  if (t === undefined) {
    const geo = cp.geo[s.board]!;
    const spaces = cp.masks.map((rows) =>
      rows.map((mask) => {
        const list: number[] = [];
        for (let i = 0; i < geo.n; i++) if ((geo.bit[i]! & mask) !== 0) list.push(i);
        return Int32Array.from(list);
      }),
    );
    const interned = (): Interned => ({ demolish: [], choose: [], place: [], demolishLists: [], chooseLists: [] });
    byBoard.set(s.board, (t = { cp, geo, interned: [interned(), interned()], spaces }));
  }
  lastComponents = s.components;
  lastBoard = s.board;
  lastTables = t;
  return t;
}

/** True if the city board has at least one empty space (`tile`: the state's, or a plain copy of it). */
export function hasEmpty(tile: readonly number[], geo: Geo): boolean {
  const bit = geo.bit;
  for (let i = 0; i < geo.n; i++) if (tile[i]! < 0 && bit[i] !== 0) return true;
  return false;
}

/** OR of the space bits of every empty space: a row can be served iff `mask & union` is not 0. */
export function emptyUnion(tile: readonly number[], geo: Geo): number {
  const bit = geo.bit;
  let u = 0;
  for (let i = 0; i < geo.n; i++) if (tile[i]! < 0) u |= bit[i]!;
  return u;
}

/**
 * {@link emptyUnion} of an entered state's city (its frozen `tile` array), remembered for the last
 * array and board: the choose listing and the choose that follows read it once. Not 0 iff the city
 * has an empty space (every space has a bit), as {@link hasEmpty} says.
 */
export function stateEmptyUnion(s: SimplicityState, geo: Geo): number {
  if (s.tile !== unionTile || geo !== unionGeo) {
    unionValue = emptyUnion(TILE.of(s.tile), geo);
    unionTile = s.tile;
    unionGeo = geo;
  }
  return unionValue;
}
let unionTile: readonly number[] | undefined;
let unionGeo: Geo | undefined;
let unionValue = 0;

/**
 * SIM-4.8: the rows (0..6) the active team may choose. `global` scope: the available rows whose
 * symbols have an empty space, or every available row if none has; `perRow`: every available row.
 * `s` is a state the trust wrapper entered (its arrays are read through plain copies, see plain.ts).
 */
export function choosableRows(s: SimplicityState, cp: Compiled, geo: Geo): number {
  const rowTile = ROW_TILE.of(s.rowTile);
  const rowPawn = ROW_PAWN.of(s.rowPawn);
  let avail = 0;
  // SIM-4.6 step 1: the row has a tile, no pawn and no demolition token.
  for (let i = 0; i < PLAN_ROWS; i++) if (rowTile[i]! >= 0 && rowPawn[i]! < 0 && s.demolished !== i) avail |= 1 << i;
  if (s.options.fallbackScope === 'perRow') return avail;
  const u = stateEmptyUnion(s, geo);
  const masks = cp.masks[s.side]!;
  let fit = 0;
  for (let i = 0; i < PLAN_ROWS; i++) if ((avail >> i) & 1 && (masks[i]! & u) !== 0) fit |= 1 << i;
  return fit !== 0 ? fit : avail;
}

/**
 * Listed actions are interned: one frozen object per board, seat control (1 or 2 teams per seat), team
 * and action, made the first time it is listed and handed out by every later listing. An action is a
 * frozen JSON value, so sharing it between states changes nothing a caller can see, and a playout then
 * allocates no action objects (freezing a fresh object per legal action was the largest self cost of a
 * random playout). The trust wrapper remembers each state's list, so `apply` still recognises a listed
 * object by identity for that very state only.
 */
interface Interned {
  readonly demolish: SimplicityAction[];
  readonly choose: SimplicityAction[];
  readonly place: SimplicityAction[];
  /**
   * Whole listings of demolish and choose actions, frozen, by team and the mask of rows listed
   * (`team * 128 + mask`: at most 6 × 128 lists each): such a listing depends on nothing else, so a
   * playout's decisions on the planning board allocate no list (the trust wrapper hands callers copies).
   */
  readonly demolishLists: (readonly SimplicityAction[])[];
  readonly chooseLists: (readonly SimplicityAction[])[];
}

/** Every legal action of `player` now (SIM-5.1, SIM-5.2), each a frozen object. */
export function legalActions(s: SimplicityState, player: PlayerId): SimplicityAction[] {
  const team = s.active;
  if (team < 0 || ownerOf(s, team) !== player) return [];
  const t = tables(s);
  const { cp, geo } = t;
  const known = t.interned[s.teamsPerPlayer - 1]!;
  if (s.phase === 'demolish') {
    // SIM-4.5: the token goes on any row that has a tile.
    const rowTile = ROW_TILE.of(s.rowTile);
    let rows = 0;
    for (let i = 0; i < PLAN_ROWS; i++) if (rowTile[i]! >= 0) rows |= 1 << i;
    return rowActions(known.demolishLists, known.demolish, 'demolish', player, team, rows);
  }
  if (s.phase === 'choose') return rowActions(known.chooseLists, known.choose, 'choose', player, team, choosableRows(s, cp, geo));
  // place: the empty spaces whose symbol the row allows, in cell order (SIM-4.7)
  const out: SimplicityAction[] = [];
  const tile = TILE.of(s.tile);
  const spaces = t.spaces[s.side]![s.placeRow]!;
  for (let j = 0; j < spaces.length; j++) {
    const i = spaces[j]!;
    if (tile[i]! < 0) out.push(placeAction(known, geo, player, team, i));
  }
  if (out.length === 0) {
    // SIM-4.8 fallback: no allowed space for this tile -> any empty space, blank included.
    const bit = geo.bit;
    for (let i = 0; i < geo.n; i++) if (tile[i]! < 0 && bit[i] !== 0) out.push(placeAction(known, geo, player, team, i));
  }
  return out;
}

/**
 * The interned, frozen listing of `type` actions of `team` on the rows in the mask `rows`, row 1 first.
 * Frozen and shared: the trust wrapper only reads a game's listing (and hands callers a copy), so the
 * array type is the contract's, not a promise that it may be changed.
 */
function rowActions(
  lists: (readonly SimplicityAction[])[],
  actions: SimplicityAction[],
  type: 'demolish' | 'choose',
  player: PlayerId,
  team: number,
  rows: number,
): SimplicityAction[] {
  const key = team * 128 + rows;
  let list = lists[key];
  if (list === undefined) {
    const out: SimplicityAction[] = [];
    for (let i = 0; i < PLAN_ROWS; i++) {
      if ((rows >> i) & 1) out.push((actions[team * PLAN_ROWS + i] ??= Object.freeze({ type, player, team, row: i + 1 })));
    }
    lists[key] = list = Object.freeze(out);
  }
  return list as SimplicityAction[];
}

function placeAction(known: Interned, geo: Geo, player: PlayerId, team: number, cell: number): SimplicityAction {
  return (known.place[team * geo.n + cell] ??= Object.freeze({ type: 'place', player, team, r: (cell / geo.cols) | 0, c: cell % geo.cols }));
}

/**
 * The listed action equal to `a`, a plain action read from JSON (what the trust wrapper hands `apply`
 * for anything but a listed object), or undefined. The listing stays the only judge of what is legal:
 * `a`'s fields name the one interned action they could equal (board, control, team, row or cell), and
 * that object must be in this state's listing and deep-equal to `a`. One comparison instead of the
 * guard's second read of the action and its comparison with every listed action of the type (the
 * cost of a cold `apply`). Anything else (wrong seat, team or phase, bad fields) gives undefined and
 * goes to the guard, which names the reason.
 */
export function listedAction(s: SimplicityState, a: unknown): SimplicityAction | undefined {
  if (!isPlainObject(a)) return undefined;
  const team = a.team;
  const player = a.player;
  if (team !== s.active || team < 0 || player !== ownerOf(s, team)) return undefined;
  const list = legalActions(s, player);
  const t = tables(s);
  const geo = t.geo;
  const known = t.interned[s.teamsPerPlayer - 1]!;
  let candidate: SimplicityAction | undefined;
  if (a.type === 'place') {
    const r = a.r;
    const c = a.c;
    if (!isIndex(r, geo.rows) || !isIndex(c, geo.cols)) return undefined;
    candidate = known.place[team * geo.n + r * geo.cols + c];
  } else if (a.type === 'choose' || a.type === 'demolish') {
    const row = a.row;
    if (!isIndex(row, PLAN_ROWS + 1) || row === 0) return undefined;
    candidate = (a.type === 'choose' ? known.choose : known.demolish)[team * PLAN_ROWS + row - 1];
  }
  return candidate !== undefined && list.includes(candidate) && jsonEqual(candidate, a) ? candidate : undefined;
}

/** An integer from 0 to `n - 1`. */
const isIndex = (x: unknown, n: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < n;

/** Seats that may act now (one at a time in Simplicity). */
export function actors(s: SimplicityState): PlayerId[] {
  return s.active < 0 ? [] : [ownerOf(s, s.active)];
}

export const isOver = (s: SimplicityState): boolean => s.phase === 'over';

/** A team's name for messages: "the red team". */
export function teamName(s: SimplicityState, team: number): string {
  const c = compiledOf(s.components).c;
  return `the ${c.teamColours[team] ?? `#${team}`} team`;
}

const ill = (rule: string, message: string): RuleError => new RuleError('ILLEGAL_ACTION', rule, message);

/**
 * Why an action is not legal: shape first (`MALFORMED_ACTION`), then the rule that forbids it.
 * Called by `guardAction` only for actions that are not listed.
 */
export function explain(s: SimplicityState, a: Record<string, unknown>): RuleError | undefined {
  const type = a.type;
  if (type !== 'demolish' && type !== 'choose' && type !== 'place') {
    return new RuleError('MALFORMED_ACTION', 'SIM-5.3', `Simplicity has no "${String(type)}" action (only demolish, choose, place).`);
  }
  const { cp, geo } = tables(s);
  assertKeys(a, type === 'place' ? ['team', 'r', 'c'] : ['team', 'row'], 'SIM-5.3');
  const team = assertInt(a, 'team', 0, s.teams - 1, 'SIM-3.1');
  let row = -1;
  let r = -1;
  let c = -1;
  if (type === 'place') {
    r = assertInt(a, 'r', 0, geo.rows - 1, 'SIM-3.5');
    c = assertInt(a, 'c', 0, geo.cols - 1, 'SIM-3.5');
  } else {
    row = assertInt(a, 'row', 1, PLAN_ROWS, 'SIM-3.7') - 1;
  }
  const player = a.player as number;
  if (ownerOf(s, team) !== player) {
    return ill('SIM-3.2', `Player ${player + 1} does not control ${teamName(s, team)}.`);
  }
  if (team !== s.active) {
    return ill('SIM-4.2', `It is ${teamName(s, s.active)}'s turn, not ${teamName(s, team)}'s.`);
  }
  const need = s.phase;
  if (type !== need) {
    if (need === 'demolish') return ill('SIM-4.5', `${cap(teamName(s, team))} must first put the demolition token on a row.`);
    if (need === 'place') return ill('SIM-4.6', `${cap(teamName(s, team))} must first place the tile taken from row ${s.placeRow + 1}.`);
    if (type === 'demolish') return ill('SIM-4.5', 'The demolition token is placed only before the first turn of a round (2, 4 and 5 players).');
    return ill('SIM-4.6', `${cap(teamName(s, team))} must first choose a row on the planning board.`);
  }
  const label = (i: number) => `Row ${i + 1} (${rowLabel(cp.c, s.side, i)})`;
  if (type === 'demolish') {
    if (s.rowTile[row]! < 0) return ill('SIM-4.5', `${label(row)} has no tile to demolish.`);
    return undefined;
  }
  if (type === 'choose') {
    if (s.demolished === row) return ill('SIM-4.5', `${label(row)} is demolished this round; no pawn may go there.`);
    if (s.rowPawn[row]! >= 0) return ill('SIM-4.6', `${label(row)} was already taken by ${teamName(s, s.rowPawn[row]!)} this round.`);
    if (s.rowTile[row]! < 0) return ill('SIM-4.6', `${label(row)} has no tile.`);
    return ill('SIM-4.8', `${label(row)} has no empty matching space while another row has one; choose a row whose tile can be placed.`);
  }
  const cell = r * geo.cols + c;
  const sp = geo.space[cell]!;
  if (sp < 0) return ill('SIM-3.5', `(${r},${c}) is not a space of the city board.`);
  if (s.tile[cell]! >= 0) return ill('SIM-4.7', `Space (${r},${c}) already holds a ${cp.kinds[s.tile[cell]!]} tile.`);
  const where = `space (${r},${c}) is ${spaceName(cp.c, sp)}`;
  if (sp === cp.c.symbols.length) {
    return ill('SIM-4.7', `Only the wild row's tile may fill a blank space; ${where}, and the ${label(s.placeRow).toLowerCase()} tile fits elsewhere.`);
  }
  return ill('SIM-4.7', `The tile of ${label(s.placeRow).toLowerCase()} must go on a matching empty space; ${where}.`);
}

const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
