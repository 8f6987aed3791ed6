/**
 * The reducer: demolish (SIM-4.5), choose a row (SIM-4.6 steps 1–2), place the tile with a disc
 * (SIM-4.6 steps 3–4), then the next turn, the round end (SIM-4.11) and the game end (SIM-8.1).
 */
import { guardAction, listedByIdentity, type Draft } from '../core/index.js';
import { PLAN_ROWS, ROUNDS, type Compiled, type Geo } from './data.js';
import { actors, explain, hasEmpty, isOver, legalActions, listedAction, stateEmptyUnion, tables } from './legal.js';
import { startRound, update } from './setup.js';
import type { SimplicityAction, SimplicityState } from './types.js';
import { ORDER } from './plain.js';

const guarded = { isOver, actors, legalActions };

type D = Draft<SimplicityState>;

export function apply(state: SimplicityState, action: SimplicityAction): SimplicityState {
  // An action object the trust wrapper listed for this very state (frozen, so unchanged) is legal:
  // no guard needed. An action read from JSON is matched with the one listed action it can equal;
  // anything else goes through the guard, which finds the reason it is refused.
  const a =
    (listedByIdentity(state, action) as SimplicityAction | undefined) ??
    listedAction(state, action) ??
    guardAction(guarded, state, action, state.players, explain);
  return update(state, play, a);
}

/** The recipe of {@link apply}: the legal action `a` on the draft `d` of `state`. */
function play(d: D, state: SimplicityState, a: SimplicityAction): void {
  const { cp, geo } = tables(state);
  switch (a.type) {
    case 'demolish':
      // SIM-4.5: no pawn may go on that row this round; play starts with the first team.
      d.demolished = a.row - 1;
      d.phase = 'choose';
      d.active = ORDER.of(state.order)[0]!; // (read from the input: reading the draft's array copies it)
      return;
    case 'choose': {
      // SIM-4.6: put the pawn on the row (it fixes the team's place in the next round's order).
      const row = a.row - 1;
      d.rowPawn[row] = a.team;
      d.pawnRow[a.team] = row;
      if (d.options.turnStructure === 'pickAndPlace') {
        if (stateEmptyUnion(state, geo) !== 0) {
          d.phase = 'place';
          d.placeRow = row;
        } else {
          discardRow(d, row); // U-11: no empty space at all -> the tile is discarded
          nextTurn(d, state, cp, geo);
        }
      } else {
        // SIM-4.10 (pawnsThenPlace): every team puts its pawn first, then tiles go down in row order.
        d.turn += 1;
        if (d.turn < d.teams) d.active = ORDER.of(state.order)[d.turn]!;
        else nextPlacer(d, cp, geo, 0);
      }
      return;
    }
    case 'place': {
      // SIM-4.6 steps 3–4: the tile goes on the space and the team's disc on the tile.
      const row = d.placeRow;
      const cell = a.r * geo.cols + a.c;
      d.tile[cell] = d.rowTile[row]!;
      d.disc[cell] = a.team;
      d.rowTile[row] = -1;
      if (d.options.turnStructure === 'pickAndPlace') nextTurn(d, state, cp, geo);
      else nextPlacer(d, cp, geo, row + 1);
      return;
    }
  }
}

function discardRow(d: D, row: number): void {
  const k = d.rowTile[row]!;
  if (k >= 0) d.discarded[k]! += 1;
  d.rowTile[row] = -1;
}

/**
 * pickAndPlace: the next team in order chooses, or the round ends. The order is read from the input
 * state `s` (it changes only when the next round starts; reading the draft's copies it).
 */
function nextTurn(d: D, s: SimplicityState, cp: Compiled, geo: Geo): void {
  d.turn += 1;
  d.placeRow = -1;
  if (d.turn < d.teams) {
    d.phase = 'choose';
    d.active = ORDER.of(s.order)[d.turn]!;
  } else endRound(d, cp, geo);
}

/** pawnsThenPlace: the team whose pawn is on the next row (from `from` down) places its tile. */
function nextPlacer(d: D, cp: Compiled, geo: Geo, from: number): void {
  for (let i = from; i < PLAN_ROWS; i++) {
    const t = d.rowPawn[i]!;
    if (t < 0) continue;
    if (!hasEmpty(d.tile, geo)) {
      discardRow(d, i); // U-11
      continue;
    }
    d.phase = 'place';
    d.placeRow = i;
    d.active = t;
    return;
  }
  endRound(d, cp, geo);
}

/** SIM-4.11: after round 5 the game ends (SIM-8.1), else the next round is prepared. */
function endRound(d: D, cp: Compiled, _geo: Geo): void {
  d.placeRow = -1;
  if (d.round >= ROUNDS) {
    d.phase = 'over';
    d.active = -1;
    return;
  }
  d.round += 1;
  startRound(d, cp);
}
