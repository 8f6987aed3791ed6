/**
 * Where the city can grow (SK-7.2 – SK-7.4) and who has invested where (SK-3.5), as flat counts: for
 * every site, whether it is built and which seats have a roof in it, and how many of its neighbours
 * are buildings of each colour (each takes one floor of its colour from the builder's hand, SK-7.5; a
 * colour present next to a site cannot be built there, SK-7.3).
 *
 * A building's colour is its bottom floor and never changes, and a roof stays in its stack for good
 * (covered or not), so these change only on a build (or a starting floor): `legalActions` and the
 * objective checks read them instead of walking every site's stack and neighbours, and `apply` derives
 * those of the new stacks from the old ones in a few steps. They are kept per stacks array (frozen,
 * and shared by every state until the next building), by identity, so they are never stale (see
 * {@link remembered}); a stacks array not seen before is counted once.
 */
import type { PlayerId } from '../core/index.js';
import type { Piece } from './types.js';

/**
 * Per site `i`, five counts from `5 * i`: 0 for an empty site, else 1 + the seats with a roof in it as
 * bits (seat p: `2 << p`), or {@link UNREAD} for a building whose roofs are not read yet; then how
 * many buildings of each colour index c (grey, white, brown, black) are next to it, at `5 * i + 1 + c`.
 * A packed plain array of small integers: a build copies it in one fast step (typed arrays of this
 * size are allocated outside the heap, which cost more than the copy).
 */
export type Frontier = readonly number[];

type Stacks = readonly (readonly Piece[])[];

/**
 * Where frontiers are kept. Those a build derives (one per build of a playout or a search) go in a
 * ring of the most recent stacks arrays, held strongly: the next listing reads the newest, and no
 * WeakMap insert per build (an ephemeron the garbage collector must trace: the insert and its GC work
 * were 5% of a 4-player playout). Those counted from the stacks (a state from outside, or one pushed
 * out of the ring and used again: a search tree's) go in the WeakMap, so each stacks array is counted
 * at most once while it lives. Keys are frozen arrays, compared by identity: never stale.
 */
const frontiers = new WeakMap<Stacks, Frontier>();

/**
 * The first count of a built site whose roofs have not been read: a listing needs only which sites are
 * built (SK-7.2), so counting a state from outside reads each stack's bottom floor and no further (its
 * roofs were a third of the count); the objective checks of a build read them once
 * ({@link frontierWithRoofs}). A build keeps it for the sites it leaves alone (`-1 | bit` is -1).
 */
export const UNREAD = -1;
const RECENT = 16;
const recentStacks: (Stacks | null)[] = Array.from({ length: RECENT }, () => null);
const recentFrontiers: (Frontier | null)[] = Array.from({ length: RECENT }, () => null);
let newest = 0;

/** The frontier remembered for `stacks` (ring first, newest first; then the WeakMap), else `undefined`. */
function remembered(stacks: Stacks): Frontier | undefined {
  for (let k = 0, at = newest; k < RECENT; k++, at = at === 0 ? RECENT - 1 : at - 1) {
    if (recentStacks[at] === stacks) return recentFrontiers[at]!;
  }
  return frontiers.get(stacks);
}

/** Colour index of a building's bottom floor (grey, white, brown, black = 0..3). */
function colourIndex(bottom: Piece | undefined): number {
  return bottom === 'grey' ? 0 : bottom === 'white' ? 1 : bottom === 'brown' ? 2 : 3;
}

/** The bit of seat `p` in a site's first count (seats 0..29; a valid state has at most 4). */
function seatBit(p: Piece): number {
  return typeof p === 'number' && p >= 0 && p < 30 && Number.isInteger(p) ? 2 << p : 0;
}

/** Whether the site whose first count is `site` (see {@link Frontier}; not {@link UNREAD}) holds a roof of `player`. */
export function roofOf(site: number, player: PlayerId): boolean {
  return (site & seatBit(player)) !== 0;
}

/** The bit of `player`'s roofs in a site's first count: `(site & roofBit(p)) !== 0` is {@link roofOf}, for a loop over sites. */
export function roofBit(player: PlayerId): number {
  return seatBit(player);
}

/** Count the building on site `i` (colour index `c`): the site is built (no roof yet), and each neighbour has one more of colour c next to it. */
function addBuilding(f: number[], i: number, c: number, adjacency: readonly (readonly number[])[]): void {
  f[5 * i] = 1;
  const around = adjacency[i]!;
  for (let k = 0; k < around.length; k++) f[5 * around[k]! + 1 + c]!++;
}

/** A packed array of `length` zeros to copy from (a pre-sized array is holey, and slow to copy). */
const zeroRows: number[][] = [];
function zeros(length: number): readonly number[] {
  let z = zeroRows[length];
  if (z === undefined) {
    z = [];
    for (let k = 0; k < length; k++) z.push(0);
    zeroRows[length] = z;
  }
  return z;
}

/**
 * The frontier of `stacks` on a board with these neighbours: remembered, or counted now (and
 * remembered if the stacks array is frozen: the engine's states are frozen throughout).
 */
export function frontierOf(stacks: Stacks, adjacency: readonly (readonly number[])[]): Frontier {
  const known = remembered(stacks);
  if (known !== undefined) return known;
  // A plain copy of the (frozen) outer array, made in one step: its elements are read once each below,
  // and reading an element of a frozen array in optimised code costs ~10x a plain one (Node 20).
  const sites = [...stacks];
  const n = sites.length;
  const f = [...zeros(5 * n)];
  for (let i = 0; i < n; i++) {
    const st = sites[i]!;
    if (st.length === 0) continue;
    addBuilding(f, i, colourIndex(st[0]), adjacency);
    f[5 * i] = UNREAD; // the roofs are read by frontierWithRoofs, if a build needs them
  }
  if (Object.isFrozen(stacks)) frontiers.set(stacks, f);
  return f;
}

/**
 * The frontier of `stacks` if it is known (see {@link knownFrontier}), with the roofs of every
 * building read: an {@link UNREAD} site is read from its stack now, in place (the counts belong to
 * these very stacks, which never change), so each is read at most once.
 */
export function frontierWithRoofs(stacks: Stacks): Frontier | undefined {
  const f = remembered(stacks) as number[] | undefined;
  if (f === undefined) return undefined;
  for (let i = 0, b = 0; b < f.length; i++, b += 5) {
    if (f[b] !== UNREAD) continue;
    const st = stacks[i]!;
    let bits = 1;
    for (let k = 1; k < st.length; k++) bits |= seatBit(st[k]!);
    f[b] = bits;
  }
  return f;
}

/**
 * DEFAULT "locked city" (see `cityLocked` in legal.ts) read from a frontier: no site is empty and next to
 * a building that lacks a neighbour of some colour (SK-7.2, SK-7.3), so no building can ever be added.
 */
export function lockedFrontier(f: Frontier): boolean {
  for (let b = 0; b < f.length; b += 5) {
    if (f[b] !== 0) continue; // built
    const n0 = f[b + 1]!, n1 = f[b + 2]!, n2 = f[b + 3]!, n3 = f[b + 4]!;
    if (n0 + n1 + n2 + n3 > 0 && (n0 === 0 || n1 === 0 || n2 === 0 || n3 === 0)) return false;
  }
  return true;
}

/** The frontier of `stacks` if it is already known (counted, or derived by a build), else `undefined`; counts nothing. */
export function knownFrontier(stacks: Stacks): Frontier | undefined {
  return remembered(stacks);
}

/**
 * The five counts of site `i` alone, from the stacks: what `frontierOf(stacks)` holds from `5 * i`
 * (see {@link Frontier}), the first as a count of a state from outside (0, or {@link UNREAD} for a
 * building: the guard asks only whether the site is built). For one site of a state whose frontier is
 * not known (a state from outside, checked once by `apply`'s guard): counting the whole board for it
 * cost more than the rest of the guard.
 */
export function siteCounts(stacks: readonly (readonly Piece[])[], adjacency: readonly (readonly number[])[], i: number): number[] {
  const row = [0, 0, 0, 0, 0];
  if (stacks[i]!.length > 0) row[0] = UNREAD; // as frontierOf counts it: the guard reads only whether it is built
  const around = adjacency[i]!;
  for (let k = 0; k < around.length; k++) {
    const n = stacks[around[k]!]!;
    if (n.length > 0) row[1 + colourIndex(n[0])]!++;
  }
  return row;
}

/**
 * Remember the frontier of `next`: the stacks of `prev` with a new building on `site` (empty in
 * `prev`) and, if `roofSite >= 0`, a roof of `seat` on `roofSite`; derived from the frontier of `prev`
 * when that is known (a state that was listed: every state of a playout or a search), else `next` is
 * counted when it is read. `next` must be frozen before anyone else reads it (the reducer's working copy is).
 */
export function noteBuilding(
  prev: readonly (readonly Piece[])[],
  next: readonly (readonly Piece[])[],
  site: number,
  roofSite: number,
  seat: PlayerId,
  adjacency: readonly (readonly number[])[],
): void {
  const f = remembered(prev); // only a frozen `prev` is remembered, so what it shares with `next` cannot change
  if (f === undefined) return;
  const copy = [...f];
  addBuilding(copy, site, colourIndex(next[site]![0]), adjacency);
  if (roofSite >= 0) copy[5 * roofSite]! |= seatBit(seat);
  newest = newest === RECENT - 1 ? 0 : newest + 1;
  recentStacks[newest] = next;
  recentFrontiers[newest] = copy;
}
