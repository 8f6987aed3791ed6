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
  for (let i = 0; i < stacks.length; i++) if (hasRoof(stacks[i]!, player)) out.push(i);
  return out;
}

/** Whether `player` has a roof in `stack` (covered or not). A loop: this runs for every site on every build. */
export function hasRoof(stack: readonly Piece[], player: PlayerId): boolean {
  for (let k = 1; k < stack.length; k++) if (stack[k] === player) return true; // a roof is never the bottom piece
  return false;
}

/**
 * The fewest invested buildings that can fulfil `cond` (a cheap test before the condition itself); a
 * roof on top is one of the player's roofs, so each building counted by `roofsOnTop` is invested too.
 */
function fewestInvested(cond: ResolvedCondition): number {
  switch (cond.type) {
    case 'adjacentEqualHeight':
      return 2;
    default:
      return cond.count;
  }
}

/*
 * Scratch for the conditions below (evaluation is synchronous and never re-entered): cleared after
 * each use instead of a new typed array per call, as `holds` runs for every player on every build.
 */
let scratchMark = new Uint8Array(64);
let scratchHeight = new Int16Array(64);
const scratchGroup: number[] = [];
function scratchFor(n: number): void {
  if (scratchMark.length < n) {
    scratchMark = new Uint8Array(n);
    scratchHeight = new Int16Array(n);
  }
}

/** Buildings whose top piece is `player`'s roof (SK-3.4). */
export function roofsOnTop(stacks: readonly (readonly Piece[])[], player: PlayerId): number {
  let k = 0;
  for (let i = 0; i < stacks.length; i++) {
    const st = stacks[i]!;
    if (st.length > 0 && st[st.length - 1] === player) k++;
  }
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
  const inv = invested ?? investedSites(stacks, player);
  if (inv.length < fewestInvested(cond)) return false;
  switch (cond.type) {
    case 'roofsOnTop': {
      // SK-3.4: buildings topped by the player's roof, all among the invested ones (SK-3.5): only those are read.
      let k = 0;
      for (const i of inv) {
        const st = stacks[i]!;
        if (st[st.length - 1] === player) k++;
      }
      return k >= cond.count;
    }
    case 'connectedGroup': {
      scratchFor(stacks.length);
      const mine = scratchMark; // 1 = invested, 2 = already grouped; all 0 again on return
      for (const i of inv) mine[i] = 1;
      const group = scratchGroup;
      let found = false;
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
        if (group.length >= cond.count && (cond.minDistricts <= 1 || new Set(group.map((i) => board.districts[i])).size >= cond.minDistricts)) {
          found = true;
          break;
        }
      }
      for (const i of inv) mine[i] = 0;
      return found;
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
      scratchFor(stacks.length);
      const h = scratchHeight; // height + 1 of each invested building, 0 elsewhere; all 0 again on return
      for (const i of inv) h[i] = height(stacks[i]!) + 1;
      let found = false;
      for (const i of inv) {
        if (h[i]! - 1 < cond.minHeight!) continue;
        for (const j of board.adjacency[i]!) if (j > i && h[j] === h[i]) found = true;
        if (found) break;
      }
      for (const i of inv) h[i] = 0;
      return found;
    }
  }
}
