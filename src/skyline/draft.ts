/**
 * Plain working copies for the reducer. Inside one `produce` recipe, the state's arrays (stacks,
 * market, discard) and the player records are copied once, assigned to the draft, and then changed in
 * place: immer finalises such plain values several times faster than nested array and object drafts.
 */
import type { Draft, PlayerId } from '../core/index.js';
import type { Colour, Piece, PlayerState, SkylineState } from './types.js';

/** The draft of a recipe. */
export type D = Draft<SkylineState>;

/**
 * The stacks as plain data: the original ones, or the plain array a build assigned in this recipe
 * (reading through the draft would wrap every stack in a proxy).
 */
export function plainStacks(d: D, s: SkylineState): readonly (readonly Piece[])[] {
  return work.get(d)?.stacks ?? s.stacks;
}

type ArrayField = 'stacks' | 'market' | 'discard';
/** A player's state as a plain mutable object. */
type MutablePlayer = {
  -readonly [K in keyof PlayerState]: PlayerState[K] extends Readonly<Record<Colour, number>>
    ? Record<Colour, number>
    : PlayerState[K] extends readonly (infer T)[]
      ? T[]
      : PlayerState[K];
};
interface Work {
  players: (MutablePlayer | undefined)[];
  stacks?: Piece[][];
  market?: (string | null)[];
  discard?: string[];
  /** Sites whose stack changed in this recipe. */
  touched: number[];
}
/**
 * Plain working copies of the state's arrays, assigned to the draft on first write and then changed
 * in place (immer's array drafts cost several times more than a plain copy).
 */
const work = new WeakMap<D, Work>();
function workOf(d: D): Work {
  let w = work.get(d);
  if (!w) work.set(d, (w = { touched: [], players: [] }));
  return w;
}
export function plain<K extends ArrayField>(d: D, s: SkylineState, key: K): NonNullable<Work[K]> {
  const w = workOf(d);
  let arr = w[key];
  if (!arr) {
    arr = w[key] = s[key].slice() as NonNullable<Work[K]>;
    (d as Record<K, unknown>)[key] = arr;
  }
  return arr as NonNullable<Work[K]>;
}
export function replace<K extends ArrayField>(d: D, key: K, arr: NonNullable<Work[K]>): void {
  workOf(d)[key] = arr;
  (d as Record<K, unknown>)[key] = arr;
}

/** Player `p`, copied once per recipe and assigned to the draft (cheaper than drafting its parts). */
export function playerOf(d: D, s: SkylineState, p: PlayerId): MutablePlayer {
  const w = workOf(d);
  let ps = w.players[p];
  if (!ps) {
    const o = s.playerStates[p]!;
    ps = w.players[p] = { ...o, hand: { ...o.hand }, markers: { ...o.markers }, stars: [...o.stars], chips: [...o.chips] };
    (d.playerStates as PlayerState[])[p] = ps;
  }
  return ps;
}

/** Put `stack` on site `i`. */
export function setStack(d: D, s: SkylineState, i: number, stack: Piece[]): void {
  plain(d, s, 'stacks')[i] = stack;
  workOf(d).touched.push(i);
}

/** Sites whose stack changed in this recipe. */
export function touchedSites(d: D): readonly number[] {
  return work.get(d)?.touched ?? [];
}

/**
 * Freeze the plain working copies at the end of a recipe. immer skips frozen values when it finalises
 * (it would otherwise walk every new array and object to look for drafts and freeze them), and the
 * result is as deeply frozen as immer would make it.
 */
export function seal(d: D): void {
  const w = work.get(d);
  if (!w) return;
  if (w.stacks) {
    for (const st of w.stacks) if (!Object.isFrozen(st)) Object.freeze(st);
    Object.freeze(w.stacks);
  }
  if (w.market) Object.freeze(w.market);
  if (w.discard) Object.freeze(w.discard);
  for (const ps of w.players) {
    if (!ps) continue;
    Object.freeze(ps.hand);
    Object.freeze(ps.markers);
    Object.freeze(ps.stars);
    for (const c of ps.chips) Object.freeze(c);
    Object.freeze(ps.chips);
    Object.freeze(ps);
  }
}
