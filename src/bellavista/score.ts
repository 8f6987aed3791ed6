/**
 * Scoring (BV-7.2, BV-7.3): coins + each contract + the height objective + the grouping objective;
 * tie-break by the spaces of the largest group.
 */
import { scoreSheet, type PlayerId, type ScoreSheet } from '../core/index.js';
import { rulesOf } from './rules.js';
import { plainGrid } from './town.js';
import type { BellaVistaState } from './types.js';

/** An architect's groups (BV-3.9): maximal sets of ≥ 2 own buildings joined by edge adjacency. */
export interface GroupInfo {
  /** Each group as indices into `state.buildings`. */
  readonly groups: readonly (readonly number[])[];
  /** Spaces of each group. */
  readonly sizes: readonly number[];
  /** Own buildings in no group. */
  readonly loners: number;
  /** Spaces of the largest group (0 if none). */
  readonly largest: number;
}

export function groupsOf(state: BellaVistaState, player: PlayerId): GroupInfo {
  const { cols, rows } = rulesOf(state).town;
  // Plain copies of the frozen grid and building list: V8 reads a frozen array's elements on a slow
  // path (a spread copies at full speed).
  const grid = plainGrid(state.grid);
  const buildings = [...state.buildings];
  // BV-3.9 as a flat flood fill: from each own building not yet in a group, in index order, through
  // the grid spaces next to its cells, to every own building that touches it. A group's id is that of
  // its smallest building, so groups come out in order of their first building, each ascending.
  const n = buildings.length;
  const group = new Int32Array(n).fill(-1);
  const stack: number[] = [];
  const members: number[][] = [];
  for (let s = 0; s < n; s++) {
    if (buildings[s]!.owner !== player || group[s] !== -1) continue;
    const id = members.length;
    const list: number[] = [];
    members.push(list);
    group[s] = id;
    stack.push(s);
    while (stack.length > 0) {
      const i = stack.pop()!;
      list.push(i);
      const cells = [...buildings[i]!.cells];
      for (let k = 0; k < cells.length; k++) {
        const r = cells[k]![0];
        const c = cells[k]![1];
        const v = r * cols + c;
        // Up, down, left, right (inside the town grid).
        for (let d = 0; d < 4; d++) {
          if (d === 0 ? r === 0 : d === 1 ? r === rows - 1 : d === 2 ? c === 0 : c === cols - 1) continue;
          const o = grid[d === 0 ? v - cols : d === 1 ? v + cols : d === 2 ? v - 1 : v + 1]!;
          if (o >= 0 && o < n && group[o] === -1 && buildings[o]!.owner === player) {
            group[o] = id;
            stack.push(o);
          }
        }
      }
    }
    list.sort((a, b) => a - b);
  }
  const groups: number[][] = [];
  let loners = 0;
  for (let g = 0; g < members.length; g++) {
    if (members[g]!.length >= 2) groups.push(members[g]!);
    else loners++;
  }
  const sizes = groups.map((g) => g.reduce((s, i) => s + buildings[i]!.cells.length, 0));
  return { groups, sizes, loners, largest: sizes.length ? Math.max(...sizes) : 0 };
}

/** The height objective for `player` (BV-7.2). */
export function heightObjectiveCoins(state: BellaVistaState, player: PlayerId): number {
  const o = rulesOf(state).height.get(state.heightObjective)!;
  let sum = 0;
  const buildings = [...state.buildings]; // (a plain copy: see groupsOf)
  for (let i = 0; i < buildings.length; i++) {
    const b = buildings[i]!;
    if (b.owner !== player) continue;
    if (o.kind === 'perPark') sum += b.height * b.parks.length;
    else if (o.kind === 'perRiver') sum += b.height * b.rivers.length;
    else if (b.border) sum += b.height;
  }
  return sum * o.coinsPerHeight;
}

/** The grouping objective for `player` (BV-7.2). */
export function groupingObjectiveCoins(state: BellaVistaState, player: PlayerId, g: GroupInfo = groupsOf(state, player)): number {
  const o = rulesOf(state).grouping.get(state.groupingObjective)!;
  if (o.kind === 'largestGroupSpaces') return o.coins * g.largest;
  if (o.kind === 'perGroup') return o.coins * g.groups.length;
  return o.coins * g.loners;
}

/** Score part names for a player's contracts: `contract C-BORDER`, a second copy `contract C-BORDER (2)`. */
export function contractParts(state: BellaVistaState, player: PlayerId): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of state.contracts[player]!) {
    let key = `contract ${id}`;
    for (let k = 2; key in out; k++) key = `contract ${id} (${k})`;
    out[key] = rulesOf(state).contracts.get(id)?.coins ?? 0;
  }
  return out;
}

export function score(state: BellaVistaState): ScoreSheet {
  const raw = state.coins.map((coins, p) => {
    const g = groupsOf(state, p);
    return {
      parts: {
        coins,
        ...contractParts(state, p),
        heightObjective: heightObjectiveCoins(state, p),
        groupingObjective: groupingObjectiveCoins(state, p, g),
      },
      tiebreak: [g.largest],
    };
  });
  return scoreSheet(raw, { unit: 'coins', tiebreakNames: ['largest group (spaces)'], final: state.phase === 'over' });
}

