/**
 * `position(spec, seed?)` / `positionOf(state)`: build a Simplicity position from a short description,
 * and describe the public part of a state the same way (`position(positionOf(s))` has its view).
 *
 * ```ts
 * const s = position({
 *   config: { players: 4 },
 *   city: [              // one row per line, one token per space, left to right
 *     'B1 . P  . . .',   // tile letter (B blue, O orange, P purple, Y yellow, # park) + disc team
 *     '#  O . . Y .',    // (1 = first team colour); `.` = empty; every start position (here (1,1),
 *     ...                // (1,4), ...) holds its start tile, a building without a disc (SIM-3.4)
 *   ],
 *   planning: 'P # . B . Y Y',   // the tile beside rows 1..7 (`.` = none)
 *   order: '3 1 4 2', round: 2,
 * }, 'seed');
 * ```
 * Teams are numbered from 1 everywhere in a spec (as `render` draws them). Not given: the start of a
 * game from `seed` (city with its start tiles, tiles beside the rows, random order, the round-1
 * bonus token on the last team of the order). Derived: the face-down pile (every tile of the box not
 * in the city, beside a row or discarded, shuffled from `seed`, under `pile` if given), the side up
 * (SIM-3.8), each pawn's row in `pawnRows`, and, when not given, the turn (the teams with a pawn on
 * the board have chosen), the row being placed and the team to act (SIM-4.5/4.6: the last team to
 * demolish, else the team whose turn it is, in the place phase the pawn owner of that row).
 * The result is checked with `simplicity.validate`.
 * @throws RuleError `BAD_STATE` naming what is impossible (a row of the wrong length, an unknown tile
 *   letter, a tile or a disc off the board, a disc without a tile, more tiles of a kind than the box,
 *   or any problem `validate` reports, e.g. a pawn count that does not fit the phase or an empty start
 *   position).
 */
import { badState, createRng, openRng, problemsError, type Seed , buildPosition, readPosition } from '../core/index.js';
import { PLAN_ROWS, ROUNDS } from './data.js';
import { tables } from './legal.js';
import { tileChar } from './render.js';
import { setup } from './setup.js';
import type { Phase, SimplicityConfig, SimplicityState } from './types.js';
import { validate } from './validate.js';

/** A Simplicity position. Only `config` is required. */
export interface SimplicityPosition {
  readonly config: SimplicityConfig;
  /** The city board, one string per row (see the module docs). */
  readonly city?: string | readonly string[];
  readonly round?: number;
  /** The planning-board side up. Default: derived (the start side, turned over every round, SIM-3.8). */
  readonly side?: 'A' | 'B';
  readonly phase?: Phase;
  /** This round's team order: `'3 1 4 2'`. */
  readonly order?: string;
  /** Index (0-based) into `order` of the team whose turn it is. Default: derived from the pawns on the board. */
  readonly turn?: number;
  /** The team that must act now (1-based), or null when over. Default: derived (see the module docs). */
  readonly active?: number | null;
  /** Place phase: the planning row 1..7 whose tile is being placed. Default: derived (the pawn of the team whose turn it is; pawns first: the top row with a pawn and a tile). */
  readonly placingRow?: number | null;
  /** The tile beside each planning row 1..7: `'P # . B . Y Y'`. */
  readonly planning?: string;
  /** The team pawn on each planning row 1..7: `'. . 3 1 . 4 2'`. */
  readonly pawns?: string;
  /** The demolished row 1..7, or null. */
  readonly demolished?: number | null;
  /**
   * Each team's pawn row (1..7) in the latest round it placed one: `'4 7 3 6'` (`.` none yet). Teams
   * with a pawn on the board (`pawns`) get that row; only the others need it (from the last round).
   */
  readonly pawnRows?: string;
  /** Bonus tokens per team: `'2 2 0 1'`, one per round so far (SIM-4.4). Default in round 1: the last team of the order has it. */
  readonly bonus?: string;
  /** Discarded tiles per kind name. */
  readonly discarded?: Readonly<Record<string, number>>;
  /**
   * The top of the face-down pile, next tile drawn first: `'B O # P'` (hidden information: for tests
   * and puzzles). The rest of the box goes below it, shuffled from `seed`.
   */
  readonly pile?: string;
}

const tokens = (text: string): string[] => text.trim().split(/\s+/).filter(Boolean);

/** Build the state a spec describes (see the module docs). */
export function position(spec: SimplicityPosition, seed: Seed = 1): SimplicityState {
  return buildPosition('simplicity', POSITION_FIELDS, spec, (plain: SimplicityPosition) => build(plain, seed), seed);
}

/** The fields of a SimplicityPosition (any other is BAD_STATE). */
const POSITION_FIELDS: readonly (keyof SimplicityPosition)[] = ['config', 'city', 'round', 'side', 'phase', 'order', 'turn', 'active', 'placingRow', 'planning', 'pawns', 'demolished', 'pawnRows', 'bonus', 'discarded', 'pile'];

function build(spec: SimplicityPosition, seed: Seed): SimplicityState {
  const base = setup(spec.config, seed);
  const { cp, geo } = tables(base);
  const T = base.teams;
  const letters = new Map<string, number>(cp.kinds.map((k, i) => [tileChar(k), i]));
  const team = (x: string, what: string): number => {
    const t = Number(x);
    if (!Number.isInteger(t) || t < 1 || t > T) badState('SIM-3.1', `${what}: "${x}" is not a team 1..${T}.`);
    return t - 1;
  };
  const perTeam = (text: string | undefined, what: string, dflt: readonly number[], parse: (x: string) => number): number[] => {
    if (text === undefined) return [...dflt];
    const xs = tokens(text);
    if (xs.length !== T) badState('SIM-3.1', `${what} needs ${T} entries (one per team), not ${xs.length}.`);
    return xs.map(parse);
  };
  const perRow = (text: string | undefined, what: string, dflt: readonly number[], parse: (x: string) => number): number[] => {
    if (text === undefined) return [...dflt];
    const xs = tokens(text);
    if (xs.length !== PLAN_ROWS) badState('SIM-4.3', `${what} needs ${PLAN_ROWS} entries (rows 1..7), not ${xs.length}.`);
    return xs.map(parse);
  };
  const kindOf = (x: string, what: string): number => {
    const k = letters.get(x);
    if (k === undefined) badState('SIM-2.1', `${what}: "${x}" is not a tile letter (${[...letters.keys()].join(' ')}).`);
    return k;
  };

  let tile = [...base.tile];
  let disc = [...base.disc];
  if (spec.city !== undefined) {
    const rows = typeof spec.city === 'string' ? spec.city.split('\n').filter((l) => l.trim()) : spec.city;
    if (rows.length !== geo.rows) badState('SIM-3.5', `the city has ${geo.rows} rows, not ${rows.length}.`);
    tile = new Array<number>(geo.n).fill(-1);
    disc = new Array<number>(geo.n).fill(-1);
    rows.forEach((line, r) => {
      const cells = tokens(line);
      if (cells.length !== geo.cols) badState('SIM-3.5', `city row ${r} has ${cells.length} cells, not ${geo.cols}.`);
      cells.forEach((tok, c) => {
        if (tok === '.') return;
        const i = r * geo.cols + c;
        if (geo.space[i]! < 0) badState('SIM-3.5', `city ${r},${c} is not a space of the board, "${tok}" cannot stand there.`);
        tile[i] = kindOf(tok.charAt(0), `city ${r},${c}`);
        if (tok.length > 1) disc[i] = team(tok.slice(1), `disc at city ${r},${c}`);
      });
    });
  }
  const rowTile = perRow(spec.planning, 'planning', base.rowTile, (x) => (x === '.' ? -1 : kindOf(x, 'planning')));
  const rowPawn = perRow(spec.pawns, 'pawns', base.rowPawn, (x) => (x === '.' ? -1 : team(x, 'pawns')));
  const pawnRow = perTeam(spec.pawnRows, 'pawnRows', base.pawnRow, (x) => {
    if (x === '.') return -1;
    const r = Number(x);
    if (!Number.isInteger(r) || r < 1 || r > PLAN_ROWS) badState('SIM-8.4', `pawnRows: "${x}" is not a row 1..7.`);
    return r - 1;
  });
  const order = spec.order === undefined ? [...base.order] : tokens(spec.order).map((x) => team(x, 'order'));
  if (order.length !== T || new Set(order).size !== T) badState('SIM-4.2', `order must name each of the ${T} teams once.`);
  const round = spec.round ?? base.round;
  if (!Number.isInteger(round) || round < 1 || round > ROUNDS) badState('SIM-4.1', `round ${round} is not 1..${ROUNDS}.`);
  if (spec.bonus === undefined && round !== 1) badState('SIM-4.4', `bonus: give the bonus tokens of rounds 1..${round} (one per round).`);
  const bonus = perTeam(spec.bonus, 'bonus', Array.from({ length: T }, (_, t) => (t === order[T - 1] ? 1 : 0)), (x) => {
    const b = Number(x);
    if (!Number.isInteger(b) || b < 0) badState('SIM-4.4', `bonus: "${x}" is not a count.`);
    return b;
  });
  rowPawn.forEach((t, i) => t >= 0 && (pawnRow[t] = i));
  const discarded = spec.discarded === undefined ? [...base.discarded] : cp.kinds.map((k) => spec.discarded![k] ?? 0);
  if (spec.discarded) for (const k of Object.keys(spec.discarded)) if (!cp.kinds.includes(k)) badState('SIM-2.1', `discarded: no tile kind "${k}".`);

  // The pile: the box minus every tile in sight (SIM-3.3).
  const left = cp.kinds.map((_, k) => cp.deck.filter((x) => x === k).length - discarded[k]!);
  for (const k of [...tile, ...rowTile]) if (k >= 0) left[k]! -= 1;
  left.forEach((n, k) => n < 0 && badState('SIM-3.3', `${-n} ${cp.kinds[k]} tiles more than the box holds.`));
  tile.forEach((k, i) => disc[i]! >= 0 && k < 0 && badState('SIM-4.6', `a disc without a tile at city cell ${i}.`));
  const rng = openRng(createRng(`${String(seed)}/position`));
  const top = spec.pile === undefined ? [] : tokens(spec.pile).map((x) => kindOf(x, 'pile'));
  for (const k of top) if (--left[k]! < 0) badState('SIM-3.3', `pile: more ${cp.kinds[k]} tiles than the box has left.`);
  const pile = [...rng.shuffle(left.flatMap((n, k) => new Array<number>(n).fill(k))), ...top.reverse()];

  const phase = spec.phase ?? base.phase;
  const pickAndPlace = base.options.turnStructure === 'pickAndPlace';
  const pawns = rowPawn.filter((t) => t >= 0).length;
  const derivedTurn = phase === 'demolish' ? 0 : phase === 'choose' ? pawns : phase === 'place' && pickAndPlace ? pawns - 1 : T;
  const turn = spec.turn ?? derivedTurn;
  if (!Number.isInteger(turn) || turn < 0 || turn > T) badState('SIM-4.6', `turn ${turn} is not an index into the order.`);
  let placeRow = -1;
  if (spec.placingRow !== undefined && spec.placingRow !== null) placeRow = spec.placingRow - 1;
  else if (spec.placingRow === undefined && phase === 'place') {
    placeRow = pickAndPlace ? rowPawn.indexOf(order[turn] ?? -2) : rowPawn.findIndex((t, i) => t >= 0 && rowTile[i]! >= 0);
  }
  const derivedActive =
    phase === 'over' ? -1 : phase === 'demolish' ? order[T - 1]! : phase === 'place' ? (rowPawn[placeRow] ?? -1) : (order[Math.min(turn, T - 1)] ?? -1);
  const active = spec.active === undefined ? derivedActive : spec.active === null ? -1 : team(String(spec.active), 'active');
  const demolished = spec.demolished === undefined ? base.demolished : spec.demolished === null ? -1 : spec.demolished - 1;
  const startSide = base.options.startSide === 'A' ? 0 : 1;
  const side = spec.side === undefined ? (startSide + round - 1) % 2 : spec.side === 'A' ? 0 : 1;
  const state: SimplicityState = {
    ...base,
    round,
    side,
    phase,
    order,
    turn,
    active,
    placeRow,
    rowTile,
    rowPawn,
    demolished,
    pawnRow,
    tile,
    disc,
    pile,
    discarded,
    bonus,
    rng: rng.state(),
  };
  const problems = validate(state);
  if (problems.length > 0) throw problemsError(problems, 'simplicity');
  return state;
}

/** The spec of the public part of `s`: `position(positionOf(s))` has the same views as `s`. */
export function positionOf(s: SimplicityState): SimplicityPosition {
  return readPosition('simplicity', validate, s, read);
}

function read(s: SimplicityState): SimplicityPosition {
  const { cp, geo } = tables(s);
  const city: string[] = [];
  for (let r = 0; r < geo.rows; r++) {
    const cells: string[] = [];
    for (let c = 0; c < geo.cols; c++) {
      const i = r * geo.cols + c;
      cells.push(s.tile[i]! < 0 ? '.' : tileChar(cp.kinds[s.tile[i]!]!) + (s.disc[i]! < 0 ? '' : String(s.disc[i]! + 1)));
    }
    city.push(cells.join(' '));
  }
  const discarded: Record<string, number> = {};
  cp.kinds.forEach((k, i) => (discarded[k] = s.discarded[i]!));
  const opt = s.options;
  return {
    config: {
      players: s.players,
      turnStructure: opt.turnStructure,
      fallbackScope: opt.fallbackScope,
      startSide: opt.startSide,
      startTilesHaveDiscs: opt.startTilesHaveDiscs,
      ...(s.components ? { components: s.components } : {}),
    },
    city,
    round: s.round,
    side: s.side === 0 ? 'A' : 'B',
    phase: s.phase,
    order: s.order.map((t) => t + 1).join(' '),
    turn: s.turn,
    active: s.active < 0 ? null : s.active + 1,
    placingRow: s.placeRow < 0 ? null : s.placeRow + 1,
    planning: s.rowTile.map((k) => (k < 0 ? '.' : tileChar(cp.kinds[k]!))).join(' '),
    pawns: s.rowPawn.map((t) => (t < 0 ? '.' : String(t + 1))).join(' '),
    demolished: s.demolished < 0 ? null : s.demolished + 1,
    pawnRows: s.pawnRow.map((r) => (r < 0 ? '.' : String(r + 1))).join(' '),
    bonus: s.bonus.join(' '),
    discarded,
  };
}
