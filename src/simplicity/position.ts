/**
 * `position(spec, seed?)` / `positionOf(state)`: build a Simplicity position from a short description,
 * and describe the public part of a state the same way (`position(positionOf(s))` has its view).
 *
 * ```ts
 * const s = position({
 *   config: { players: 4 },
 *   city: [              // one row per line, one token per space, left to right
 *     'B1 . P  . . .',   // tile letter (B blue, O orange, P purple, Y yellow, # park) + disc team
 *     '.  # . . . .',    // (1 = first team colour); `.` = empty
 *   ],
 *   planning: 'P # . B . Y Y',   // the tile beside rows 1..7 (`.` = none)
 *   order: '3 1 4 2', round: 2,
 * }, 'seed');
 * ```
 * Teams are numbered from 1 everywhere in a spec (as `render` draws them). Not given: the start of a
 * game from `seed` (city with its start tiles, tiles beside the rows, random order). Derived: the
 * face-down pile (every tile of the box not in the city, beside a row or discarded, shuffled from
 * `seed`) and, when not given, the team to act (SIM-4.5/4.6: the last team to demolish, else the
 * team whose turn it is in the order).
 * @throws RuleError `BAD_STATE` naming what is impossible (a row of the wrong length, an unknown tile
 *   letter, a tile or a disc off the board, a disc without a tile, more tiles of a kind than the box).
 */
import { badState, createRng, openRng, type Seed } from '../core/index.js';
import { PLAN_ROWS } from './data.js';
import { tables } from './legal.js';
import { tileChar } from './render.js';
import { setup } from './setup.js';
import type { Phase, SimplicityConfig, SimplicityState } from './types.js';

/** A Simplicity position. Only `config` is required. */
export interface SimplicityPosition {
  readonly config: SimplicityConfig;
  /** The city board, one string per row (see the module docs). */
  readonly city?: string | readonly string[];
  readonly round?: number;
  /** The planning-board side up. */
  readonly side?: 'A' | 'B';
  readonly phase?: Phase;
  /** This round's team order: `'3 1 4 2'`. */
  readonly order?: string;
  /** Index (0-based) into `order` of the team whose turn it is. */
  readonly turn?: number;
  /** The team that must act now (1-based), or null when over. Default: derived (see the module docs). */
  readonly active?: number | null;
  /** Place phase: the planning row 1..7 whose tile is being placed. */
  readonly placingRow?: number | null;
  /** The tile beside each planning row 1..7: `'P # . B . Y Y'`. */
  readonly planning?: string;
  /** The team pawn on each planning row 1..7: `'. . 3 1 . 4 2'`. */
  readonly pawns?: string;
  /** The demolished row 1..7, or null. */
  readonly demolished?: number | null;
  /** Each team's pawn row (1..7) in the latest round it placed one: `'4 7 3 6'` (`.` none yet). */
  readonly pawnRows?: string;
  /** Bonus tokens per team: `'2 2 0 1'`. */
  readonly bonus?: string;
  /** Discarded tiles per kind name. */
  readonly discarded?: Readonly<Record<string, number>>;
}

const tokens = (text: string): string[] => text.trim().split(/\s+/).filter(Boolean);

/** Build the state a spec describes (see the module docs). */
export function position(spec: SimplicityPosition, seed: Seed = 1): SimplicityState {
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
  const bonus = perTeam(spec.bonus, 'bonus', base.bonus, (x) => {
    const b = Number(x);
    if (!Number.isInteger(b) || b < 0) badState('SIM-4.4', `bonus: "${x}" is not a count.`);
    return b;
  });
  const discarded = spec.discarded === undefined ? [...base.discarded] : cp.kinds.map((k) => spec.discarded![k] ?? 0);
  if (spec.discarded) for (const k of Object.keys(spec.discarded)) if (!cp.kinds.includes(k)) badState('SIM-2.1', `discarded: no tile kind "${k}".`);

  // The pile: the box minus every tile in sight (SIM-3.3).
  const left = cp.kinds.map((_, k) => cp.deck.filter((x) => x === k).length - discarded[k]!);
  for (const k of [...tile, ...rowTile]) if (k >= 0) left[k]! -= 1;
  left.forEach((n, k) => n < 0 && badState('SIM-3.3', `${-n} ${cp.kinds[k]} tiles more than the box holds.`));
  tile.forEach((k, i) => disc[i]! >= 0 && k < 0 && badState('SIM-4.6', `a disc without a tile at city cell ${i}.`));
  const rng = openRng(createRng(`${String(seed)}/position`));
  const pile = rng.shuffle(left.flatMap((n, k) => new Array<number>(n).fill(k)));

  const order = spec.order === undefined ? [...base.order] : tokens(spec.order).map((x) => team(x, 'order'));
  if (order.length !== T || new Set(order).size !== T) badState('SIM-4.2', `order must name each of the ${T} teams once.`);
  const phase = spec.phase ?? base.phase;
  const turn = spec.turn ?? 0;
  if (!Number.isInteger(turn) || turn < 0 || turn > T) badState('SIM-4.6', `turn ${turn} is not an index into the order.`);
  const derivedActive = phase === 'over' ? -1 : phase === 'demolish' ? order[T - 1]! : (order[Math.min(turn, T - 1)] ?? -1);
  const active = spec.active === undefined ? derivedActive : spec.active === null ? -1 : team(String(spec.active), 'active');
  const demolished = spec.demolished === undefined ? base.demolished : spec.demolished === null ? -1 : spec.demolished - 1;
  const placeRow = spec.placingRow === undefined ? base.placeRow : spec.placingRow === null ? -1 : spec.placingRow - 1;
  const side = spec.side === undefined ? base.side : spec.side === 'A' ? 0 : 1;
  return {
    ...base,
    round: spec.round ?? base.round,
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
}

/** The spec of the public part of `s`: `position(positionOf(s))` has the same views as `s`. */
export function positionOf(s: SimplicityState): SimplicityPosition {
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
