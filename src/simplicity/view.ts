/**
 * Views (SIM-6.1): everything is public except the order of the draw pile (a count) and the RNG.
 */
import type { PlayerId } from '../core/index.js';
import { PLAN_ROWS, WILD, spaceName } from './data.js';
import { ownerOf, tables } from './legal.js';
import { teamScores } from './score.js';
import type { CellView, PlanningRowView, SimplicityState, SimplicityView, TeamView } from './types.js';

export function view(s: SimplicityState, viewer: PlayerId | null): SimplicityView {
  const { cp, geo } = tables(s);
  const scores = teamScores(s);
  const teams: TeamView[] = [];
  for (let t = 0; t < s.teams; t++) {
    teams.push({
      team: t,
      colour: cp.c.teamColours[t]!,
      player: ownerOf(s, t),
      pawnRow: s.pawnRow[t]! < 0 ? null : s.pawnRow[t]! + 1,
      bonus: s.bonus[t]!,
      score: scores[t]!,
    });
  }
  const sideRows = s.side === 0 ? cp.c.planningBoard.A : cp.c.planningBoard.B;
  const planningBoard: PlanningRowView[] = [];
  for (let i = 0; i < PLAN_ROWS; i++) {
    const sym = sideRows[i]!;
    planningBoard.push({
      row: i + 1,
      symbols: sym === WILD ? WILD : [...sym],
      tile: s.rowTile[i]! < 0 ? null : cp.kinds[s.rowTile[i]!]!,
      pawn: s.rowPawn[i]! < 0 ? null : s.rowPawn[i]!,
      demolished: s.demolished === i,
    });
  }
  const city: CellView[][] = [];
  for (let r = 0; r < geo.rows; r++) {
    const line: CellView[] = [];
    for (let c = 0; c < geo.cols; c++) {
      const i = r * geo.cols + c;
      const sp = geo.space[i]!;
      line.push({
        space: sp < 0 ? null : spaceName(cp.c, sp),
        tile: s.tile[i]! < 0 ? null : cp.kinds[s.tile[i]!]!,
        disc: s.disc[i]! < 0 ? null : s.disc[i]!,
      });
    }
    city.push(line);
  }
  const discarded: Record<string, number> = {};
  cp.kinds.forEach((k, i) => (discarded[k] = s.discarded[i]!));
  return {
    players: s.players,
    viewer,
    round: s.round,
    side: s.side === 0 ? 'A' : 'B',
    phase: s.phase,
    order: [...s.order],
    activeTeam: s.active < 0 ? null : s.active,
    activePlayer: s.active < 0 ? null : ownerOf(s, s.active),
    placingRow: s.placeRow < 0 ? null : s.placeRow + 1,
    options: { ...s.options },
    demolition: s.demolition,
    teams,
    planningBoard,
    city,
    pileCount: s.pile.length,
    discarded,
  };
}
