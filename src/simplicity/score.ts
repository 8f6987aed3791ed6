/**
 * Scoring (SIM-7.1 – SIM-7.6) per team, player scores (SIM-8.2), tie-break (SIM-8.4) and ranking
 * (SIM-8.5). Neighbourhoods are connected groups of same-colour building tiles, found by a flat
 * flood fill over the board's neighbour table.
 */
import { scoreSheet, type ScoreSheet } from '../core/index.js';
import { BONUS_POINTS, LINK_POINTS, MAX_CELLS, PARK_POINTS } from './data.js';
import { isOver, tables } from './legal.js';
import type { SimplicityState, TeamScore } from './types.js';

const SIZE = new Int32Array(MAX_CELLS);
const QUEUE = new Int32Array(MAX_CELLS);

/** Score parts of every team (running during the game, final after round 5). Parts are in points. */
export function teamScores(s: SimplicityState): TeamScore[] {
  const { cp, geo } = tables(s);
  // Plain copies of the two frozen arrays read cell by cell below (a spread copies at full speed; an
  // element read of a frozen array takes Node 20's slow path, see plain.ts). `s` may be any caller's
  // state here (teamScores is exported), so the copies are made afresh, not remembered.
  const tile = [...s.tile];
  const disc = [...s.disc];
  const park = cp.park;
  const nb = geo.nb;
  // SIM-7.2: neighbourhood = maximal orthogonal group of same-colour building tiles (parks never).
  // A flat flood fill: each group is gathered breadth-first in `queue`, then its size is written
  // to every one of its cells (`size` 0 = not reached yet).
  // Scratch buffers shared by every call (boards have at most MAX_CELLS cells); `size` is cleared here.
  const size = SIZE;
  const queue = QUEUE;
  size.fill(0, 0, geo.n);
  for (let i = 0; i < geo.n; i++) {
    const kind = tile[i]!;
    if (kind < 0 || kind === park || size[i] !== 0) continue;
    let tail = 0;
    queue[tail++] = i;
    size[i] = -1;
    for (let head = 0; head < tail; head++) {
      const x = queue[head]!;
      for (let k = 0; k < 4; k++) {
        const m = nb[x * 4 + k]!;
        if (m >= 0 && size[m] === 0 && tile[m] === kind) {
          size[m] = -1;
          queue[tail++] = m;
        }
      }
    }
    for (let j = 0; j < tail; j++) size[queue[j]!] = tail;
  }
  const links = new Array<number>(s.teams).fill(0);
  const hood = new Array<number>(s.teams).fill(0);
  const parks = new Array<number>(s.teams).fill(0);
  for (let i = 0; i < geo.n; i++) {
    const t = disc[i]!;
    if (t < 0) continue;
    // SIM-7.1: each orthogonal pair of one team's discs is one link (count each pair once: right, down).
    const right = nb[i * 4 + 1]!;
    const down = nb[i * 4 + 2]!;
    if (right >= 0 && disc[right] === t) links[t]! += 1;
    if (down >= 0 && disc[down] === t) links[t]! += 1;
    if (tile[i] === park) {
      // SIM-7.3: distinct building colours among the orthogonal neighbours -> 0/1/4/9/16.
      let seen = 0;
      let kinds = 0;
      for (let k = 0; k < 4; k++) {
        const m = nb[i * 4 + k]!;
        if (m < 0) continue;
        const kind = tile[m]!;
        if (kind < 0 || kind === park || (seen >> kind) & 1) continue;
        seen |= 1 << kind;
        kinds++;
      }
      parks[t]! += PARK_POINTS[kinds]!;
    } else if (tile[i]! >= 0) {
      hood[t]! += size[i]!; // SIM-7.2: size of the disc's neighbourhood, own tile included
    }
  }
  const out: TeamScore[] = [];
  for (let t = 0; t < s.teams; t++) {
    const linkPts = LINK_POINTS * links[t]!;
    const bonus = BONUS_POINTS * s.bonus[t]!; // SIM-7.4
    out.push({ links: linkPts, neighbourhoods: hood[t]!, parks: parks[t]!, bonus, total: linkPts + hood[t]! + parks[t]! + bonus });
  }
  return out;
}

/**
 * The team whose score counts for `player` (SIM-8.2, DEFAULT U-12): the only team, or the lower of
 * two; if both are equal, the one whose pawn is higher (smaller row).
 */
export function countedTeam(s: SimplicityState, scores: readonly TeamScore[], player: number): number {
  if (s.teamsPerPlayer === 1) return player;
  const a = 2 * player;
  const b = a + 1;
  const ta = scores[a]!.total;
  const tb = scores[b]!.total;
  if (ta !== tb) return ta < tb ? a : b;
  return pawnKey(s, a) <= pawnKey(s, b) ? a : b;
}

/** Pawn row 1..7 of the latest round (8 if the team has not placed a pawn yet). */
function pawnKey(s: SimplicityState, team: number): number {
  const r = s.pawnRow[team]!;
  return r < 0 ? 8 : r + 1;
}

/** SIM-8.2 – SIM-8.5: player totals, tie-break by the higher final pawn (negated row). */
export function score(s: SimplicityState): ScoreSheet {
  const teams = teamScores(s);
  const raw = [];
  for (let p = 0; p < s.players; p++) {
    const t = countedTeam(s, teams, p);
    const ts = teams[t]!;
    raw.push({
      parts: { links: ts.links, neighbourhoods: ts.neighbourhoods, parks: ts.parks, bonus: ts.bonus },
      tiebreak: [-pawnKey(s, t)],
    });
  }
  return scoreSheet(raw, { unit: 'points', tiebreakNames: ['final pawn (-row)'], final: isOver(s) });
}
