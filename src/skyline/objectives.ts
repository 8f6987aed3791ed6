/**
 * Objective conditions (SK-9.2) evaluated on a player's invested buildings (SK-3.5: buildings whose
 * stack holds at least one of the player's roofs, covered or not).
 */
import type { PlayerId } from '../core/index.js';
import { COLOUR_INDEX, height } from './legal.js';
import type { Colour, Piece, ResolvedBoard, ResolvedCondition } from './types.js';

/** Sites (indices) in which `player` has invested. */
export function investedSites(stacks: readonly (readonly Piece[])[], player: PlayerId): number[] {
  const out: number[] = [];
  for (let i = 0; i < stacks.length; i++) if (stacks[i]!.includes(player)) out.push(i);
  return out;
}

/** Buildings whose top piece is `player`'s roof (SK-3.4). */
export function roofsOnTop(stacks: readonly (readonly Piece[])[], player: PlayerId): number {
  let k = 0;
  for (const st of stacks) if (st.length > 0 && st[st.length - 1] === player) k++;
  return k;
}

/** Does `player` fulfil `cond` now? */
export function holds(
  cond: ResolvedCondition,
  board: ResolvedBoard,
  stacks: readonly (readonly Piece[])[],
  player: PlayerId,
  invested: readonly number[] | null = null,
): boolean {
  if (cond.type === 'roofsOnTop') return roofsOnTop(stacks, player) >= cond.count;
  const inv = invested ?? investedSites(stacks, player);
  switch (cond.type) {
    case 'connectedGroup': {
      if (inv.length < cond.count) return false;
      const n = stacks.length;
      const mine = new Uint8Array(n); // 1 = invested, 2 = already grouped
      for (const i of inv) mine[i] = 1;
      const group: number[] = [];
      for (const start of inv) {
        if (mine[start] !== 1) continue;
        mine[start] = 2;
        group.length = 0;
        group.push(start);
        for (let k = 0; k < group.length; k++) {
          for (const j of board.adjacency[group[k]!]!) {
            if (mine[j] === 1) {
              mine[j] = 2;
              group.push(j);
            }
          }
        }
        if (group.length >= cond.count && (cond.minDistricts <= 1 || new Set(group.map((i) => board.districts[i])).size >= cond.minDistricts)) return true;
      }
      return false;
    }
    case 'distinctColours': {
      // The building colours as bits (an invested building has a floor, so a colour, at the bottom).
      let mask = 0;
      for (const i of inv) mask |= 1 << COLOUR_INDEX[stacks[i]![0] as Colour];
      return ((mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1)) >= cond.count;
    }
    case 'distinctDistricts':
      return new Set(inv.map((i) => board.districts[i])).size >= cond.count;
    case 'countWhere': {
      let k = 0;
      for (const i of inv) {
        const h = height(stacks[i]!);
        if (cond.parkAdjacent !== null && board.parkAdjacent[i] !== cond.parkAdjacent) continue;
        if (cond.minHeight !== null && h < cond.minHeight) continue;
        if (cond.maxHeight !== null && h > cond.maxHeight) continue;
        k++;
      }
      return k >= cond.count;
    }
    case 'sameColour': {
      const per = [0, 0, 0, 0];
      for (const i of inv) per[COLOUR_INDEX[stacks[i]![0] as Colour]]!++;
      return Math.max(per[0]!, per[1]!, per[2]!, per[3]!) >= cond.count;
    }
    case 'adjacentEqualHeight': {
      const h = new Int16Array(stacks.length).fill(-1);
      for (const i of inv) h[i] = height(stacks[i]!);
      for (const i of inv) {
        if (h[i]! < cond.minHeight!) continue;
        for (const j of board.adjacency[i]!) if (j > i && h[j] === h[i]) return true;
      }
      return false;
    }
  }
}
