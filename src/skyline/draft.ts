/**
 * Copy-on-write by hand for the reducer (immer's drafts were a third of a playout here). A recipe
 * edits a plain shallow copy of the state ({@link draftOf}): the small records it edits in place
 * (supply, pending step, end state) are copied up front; the arrays (stacks, market, discard), the
 * player records and the objectives are copied the first time a recipe changes them; everything
 * else is shared with the input, which is never written. {@link finish} then freezes what is new,
 * so the result is as deeply frozen as immer made it.
 */
import { deepFreeze, type Draft, type PlayerId } from '../core/index.js';
import { PENDING_NONE } from './legal.js';
import type { Colour, ObjectiveState, Piece, PlayerState, SkylineState } from './types.js';

/** The draft of a recipe. */
export type D = Draft<SkylineState>;

/**
 * The stacks as plain data: the original ones, or the plain array a build assigned in this recipe
 * (reading through the draft would wrap every stack in a proxy).
 */
export function plainStacks(d: D, s: SkylineState): readonly (readonly Piece[])[] {
  return workOf(d).stacks ?? s.stacks;
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
type MutableObjective = { -readonly [K in keyof ObjectiveState]: ObjectiveState[K] extends readonly (infer T)[] ? T[] : ObjectiveState[K] };
interface Work {
  players: (MutablePlayer | undefined)[];
  playerStates?: PlayerState[];
  objectives?: ObjectiveState[];
  objective: (MutableObjective | undefined)[];
  stacks?: Piece[][];
  market?: (string | null)[];
  discard?: string[];
  /** Sites whose stack changed in this recipe. */
  touched: number[];
}
/**
 * The working copies of the recipe that is running, made by {@link draftOf} for its draft `d`. A
 * recipe runs to its end before another can start (`apply` is synchronous and never re-entered), so
 * one record at a time is enough; the `d` parameters below name the draft it belongs to.
 */
let current: { d: D | null; w: Work } = { d: null, w: { touched: [], players: [], objective: [] } };
function workOf(d: D): Work {
  if (current.d !== d) throw new Error('skyline: a working copy was used outside its own recipe');
  return current.w;
}
export function plain<K extends ArrayField>(d: D, s: SkylineState, key: K): NonNullable<Work[K]> {
  const w = workOf(d);
  let arr = w[key];
  if (!arr) {
    arr = w[key] = copyArray(s[key] as readonly unknown[]) as NonNullable<Work[K]>;
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
    ps = w.players[p] = {
      hand: colours(o.hand),
      roofsLeft: o.roofsLeft,
      markers: colours(o.markers),
      stars: copyArray(o.stars),
      chips: copyArray(o.chips),
      cone: o.cone,
    };
    w.playerStates ??= (d as { playerStates: PlayerState[] }).playerStates = copyArray(s.playerStates);
    w.playerStates[p] = ps;
  }
  return ps;
}

/** Objective `i`, copied once per recipe (with its claim list) and put in a copy of the objectives. */
export function objectiveOf(d: D, s: SkylineState, i: number): MutableObjective {
  const w = workOf(d);
  let o = w.objective[i];
  if (!o) {
    const x = s.objectives[i]!;
    o = w.objective[i] = { id: x.id, name: x.name, shape: x.shape, condition: x.condition, chips: copyArray(x.chips), claimedBy: copyArray(x.claimedBy) };
    w.objectives ??= (d as { objectives: ObjectiveState[] }).objectives = copyArray(s.objectives);
    w.objectives[i] = o;
  }
  return o;
}

/** The recipe's working copy of `s` (see the module documentation). */
export function draftOf(s: SkylineState): D {
  const d = {
    game: s.game,
    players: s.players,
    options: s.options,
    components: s.components,
    sites: s.sites,
    stacks: s.stacks,
    supply: colours(s.supply),
    deck: s.deck,
    drawn: s.drawn,
    market: s.market,
    discard: s.discard,
    objectives: s.objectives,
    playerStates: s.playerStates,
    firstPlayer: s.firstPlayer,
    turn: s.turn,
    pending: s.pending === PENDING_NONE ? PENDING_NONE : pendingCopy(s.pending),
    extraTurn: s.extraTurn,
    extraEarned: s.extraEarned,
    triggered: s.triggered,
    end: s.end === null ? null : { trigger: s.end.trigger, by: s.end.by, finalTurns: s.end.finalTurns },
    over: s.over,
    rng: s.rng,
  } as unknown as D;
  current = { d, w: { touched: [], players: [], objective: [] } };
  return d;
}

/*
 * The copies below name every field (in the order setup writes them, which JSON output keeps) and
 * copy arrays with a loop: V8's object spread and array spread or slice of a frozen object take a
 * slow path, and these run on every ply.
 */

function colours(h: Readonly<Record<Colour, number>>): Record<Colour, number> {
  return { grey: h.grey, white: h.white, brown: h.brown, black: h.black };
}

function copyArray<T>(a: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < a.length; i++) out.push(a[i]!);
  return out;
}

function pendingCopy(p: SkylineState['pending']): SkylineState['pending'] {
  switch (p.kind) {
    case 'none':
      return { kind: 'none' };
    case 'discard':
      return { kind: 'discard' };
    case 'setup':
      return { kind: 'setup', floors: p.floors, index: p.index };
    case 'choose':
      return { kind: 'choose', card: p.card, slot: p.slot, index: p.index, shortage: p.shortage };
  }
}

/**
 * The new state: the working copy deep-frozen, as immer made it. Every object field is named here
 * (the others are primitives); `deepFreeze` stops at what is already frozen, so the shared parts cost
 * one check each, and only the new ones are walked.
 */
export function finish(d: D): SkylineState {
  seal(d);
  deepFreeze(d.options);
  deepFreeze(d.components);
  deepFreeze(d.sites);
  deepFreeze(d.stacks);
  deepFreeze(d.supply);
  deepFreeze(d.deck);
  deepFreeze(d.market);
  deepFreeze(d.discard);
  deepFreeze(d.objectives);
  deepFreeze(d.playerStates);
  deepFreeze(d.pending);
  deepFreeze(d.end);
  deepFreeze(d.rng);
  return Object.freeze(d) as SkylineState;
}

/** Put `stack` on site `i`. */
export function setStack(d: D, s: SkylineState, i: number, stack: Piece[]): void {
  plain(d, s, 'stacks')[i] = stack;
  workOf(d).touched.push(i);
}

/** Sites whose stack changed in this recipe. */
export function touchedSites(d: D): readonly number[] {
  return workOf(d).touched;
}

/** Freeze the plain working copies at the end of a recipe (the stacks without walking every site's). */
function seal(d: D): void {
  const w = workOf(d);
  if (w.stacks) {
    // Only `setStack` puts a new stack in the copy, and it records the site: the others are the input's, frozen.
    for (const i of w.touched) Object.freeze(w.stacks[i]);
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
