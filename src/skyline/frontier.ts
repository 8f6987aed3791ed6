/**
 * Where the city can grow (SK-7.2 – SK-7.4), as flat counts: for every site, whether it is built, and
 * how many of its neighbours are buildings of each colour (each takes one floor of its colour from
 * the builder's hand, SK-7.5; a colour present next to a site cannot be built there, SK-7.3).
 *
 * A building's colour is its bottom floor and never changes, so the counts change only when a new
 * building appears (a build, or a starting floor): `legalActions` reads them instead of walking every
 * site's neighbours on every listing, and `apply` derives the counts of the new stacks from the old
 * ones in a few steps. They are kept per stacks array (frozen, and shared by every state until the
 * next building) in a WeakMap, so they are never stale; a stacks array not seen before is counted once.
 */
import type { Piece } from './types.js';

/**
 * Per site `i`, five counts from `5 * i`: whether it holds a building (1) or is empty (0), then how
 * many buildings of each colour index c (grey, white, brown, black) are next to it, at `5 * i + 1 + c`.
 * A packed plain array of small integers: a build copies it in one fast step (typed arrays of this
 * size are allocated outside the heap, which cost more than the copy itself).
 */
export type Frontier = readonly number[];

const frontiers = new WeakMap<readonly (readonly Piece[])[], Frontier>();

/** Colour index of a building's bottom floor (grey, white, brown, black = 0..3). */
function colourIndex(bottom: Piece | undefined): number {
  return bottom === 'grey' ? 0 : bottom === 'white' ? 1 : bottom === 'brown' ? 2 : 3;
}

/** Count the building on site `i` (colour index `c`): the site is built, and each neighbour has one more of colour c next to it. */
function addBuilding(f: number[], i: number, c: number, adjacency: readonly (readonly number[])[]): void {
  f[5 * i] = 1;
  const around = adjacency[i]!;
  for (let k = 0; k < around.length; k++) f[5 * around[k]! + 1 + c]!++;
}

/**
 * The frontier of `stacks` on a board with these neighbours: remembered, or counted now (and
 * remembered if the stacks array is frozen: the engine's states are frozen throughout).
 */
export function frontierOf(stacks: readonly (readonly Piece[])[], adjacency: readonly (readonly number[])[]): Frontier {
  const known = frontiers.get(stacks);
  if (known !== undefined) return known;
  const n = stacks.length;
  const f: number[] = [];
  for (let k = 0; k < 5 * n; k++) f.push(0); // packed (a pre-sized array is holey, and copies of it slow)
  for (let i = 0; i < n; i++) {
    const st = stacks[i]!;
    if (st.length !== 0) addBuilding(f, i, colourIndex(st[0]), adjacency);
  }
  if (Object.isFrozen(stacks)) frontiers.set(stacks, f);
  return f;
}

/**
 * Remember the frontier of `next`: the stacks of `prev` with a new building on `site` (empty in
 * `prev`), derived from the frontier of `prev` if it is known (else `next` is counted when listed).
 * `next` must be frozen before anyone else reads it (the reducer's working copy is).
 */
export function noteBuilding(
  prev: readonly (readonly Piece[])[],
  next: readonly (readonly Piece[])[],
  site: number,
  adjacency: readonly (readonly number[])[],
): void {
  const f = frontiers.get(prev);
  if (f === undefined) return;
  const copy = [...f];
  addBuilding(copy, site, colourIndex(next[site]![0]), adjacency);
  frontiers.set(next, copy);
}
