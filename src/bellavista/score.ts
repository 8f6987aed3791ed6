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
  const own: number[] = [];
  for (let i = 0; i < buildings.length; i++) if (buildings[i]!.owner === player) own.push(i);
  const parent = new Map<number, number>(own.map((i) => [i, i]));
  const find = (x: number): number => {
    while (parent.get(x) !== x) x = parent.get(x)!;
    return x;
  };
  for (const i of own) {
    const cells = [...buildings[i]!.cells];
    for (let k = 0; k < cells.length; k++) {
      const r = cells[k]![0];
      const c = cells[k]![1];
      const ns: number[] = [];
      if (r > 0) ns.push((r - 1) * cols + c);
      if (r < rows - 1) ns.push((r + 1) * cols + c);
      if (c > 0) ns.push(r * cols + c - 1);
      if (c < cols - 1) ns.push(r * cols + c + 1);
      for (const j of ns) {
        const o = grid[j]!;
        if (o >= 0 && o !== i && parent.has(o)) parent.set(find(o), find(i));
      }
    }
  }
  const comps = new Map<number, number[]>();
  for (const i of own) {
    const root = find(i);
    const list = comps.get(root) ?? [];
    list.push(i);
    comps.set(root, list);
  }
  const groups: number[][] = [];
  let loners = 0;
  for (const list of comps.values()) {
    if (list.length >= 2) groups.push(list.sort((a, b) => a - b));
    else loners++;
  }
  groups.sort((a, b) => a[0]! - b[0]!);
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

