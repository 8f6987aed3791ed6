/**
 * Copy-on-write by hand for the reducer (immer's drafts were a third of a playout here). A recipe
 * edits a plain shallow copy of the state ({@link draftOf}); every part it changes is copied the
 * first time it changes (supply, stacks, market, discard, one player, one objective) or replaced
 * whole (pending step, end state, deck, RNG state); everything else is shared with the input, which
 * is never written. {@link finish} then freezes exactly the new objects, so the result is as deeply
 * frozen as immer made it.
 *
 * Why by hand and not a generic deep freeze: `Object.isFrozen` and `Object.freeze` are calls into
 * the runtime (about 0.1 µs each in Node 20), and a deep freeze asks `isFrozen` of every shared part
 * on every ply. The recipe knows what it made; only that is frozen.
 */
import type { Draft, PlayerId } from '../core/index.js';
import { PENDING_NONE } from './legal.js';
import type { Colour, ObjectiveState, Piece, PlayerState, SkylineState } from './types.js';

/**
 * The draft of a recipe: a mutable shallow copy of the state. The supply is read-only here (write
 * through {@link supplyOf}); the pending step and the end state are shared with the input and are
 * replaced, never edited.
 */
export type D = Omit<Draft<SkylineState>, 'supply' | 'pending' | 'end'> & {
  readonly supply: Readonly<Record<Colour, number>>;
  pending: SkylineState['pending'];
  end: SkylineState['end'];
};

/** The stacks as plain data: the original ones, or the working copy of this recipe. */
export function plainStacks(d: D, s: SkylineState): readonly (readonly Piece[])[] {
  return workOf(d).stacks ?? s.stacks;
}

type ArrayField = 'stacks' | 'market' | 'discard';
/**
 * A player's state as a plain mutable object. Hand and markers are the input's (frozen) until
 * {@link handOf} / {@link markersOf} copy them for writing (a card take moves no marker, a passive
 * objective claim touches neither); stars and chips are replaced when they grow.
 */
type MutablePlayer = {
  -readonly [K in keyof PlayerState]: PlayerState[K] extends Readonly<Record<Colour, number>> ? Record<Colour, number> : PlayerState[K];
};
type MutableObjective = { -readonly [K in keyof ObjectiveState]: ObjectiveState[K] extends readonly (infer T)[] ? T[] : ObjectiveState[K] };
interface Work {
  d: D | null;
  s: SkylineState | null;
  supply: Record<Colour, number> | undefined;
  players: (MutablePlayer | undefined)[];
  playerStates: PlayerState[] | undefined;
  objectives: ObjectiveState[] | undefined;
  objective: (MutableObjective | undefined)[];
  stacks: Piece[][] | undefined;
  market: (string | null)[] | undefined;
  discard: string[] | undefined;
  /** Sites whose stack changed in this recipe. */
  touched: number[];
}
/**
 * The working copies of the recipe that is running, for its draft `d`. A recipe runs to its end
 * before another can start (`apply` is synchronous and never re-entered), so one record, reset by
 * {@link draftOf}, serves every recipe (no allocation per ply); the `d` parameters below name the
 * draft it belongs to.
 */
const work: Work = {
  d: null,
  s: null,
  supply: undefined,
  players: [],
  playerStates: undefined,
  objectives: undefined,
  objective: [],
  stacks: undefined,
  market: undefined,
  discard: undefined,
  touched: [],
};
function workOf(d: D): Work {
  if (work.d !== d) throw new Error('skyline: a working copy was used outside its own recipe');
  return work;
}

/** The array field `key` as a mutable copy (made the first time it is asked for). */
export function plain<K extends ArrayField>(d: D, s: SkylineState, key: K): NonNullable<Work[K]> {
  const w = workOf(d);
  let arr = w[key];
  if (!arr) {
    arr = w[key] = [...(s[key] as readonly unknown[])] as NonNullable<Work[K]>;
    (d as Record<K, unknown>)[key] = arr;
  }
  return arr as NonNullable<Work[K]>;
}
/** Replace the array field `key` by `arr` (a new array of this recipe). */
export function replace<K extends ArrayField>(d: D, key: K, arr: NonNullable<Work[K]>): void {
  workOf(d)[key] = arr;
  (d as Record<K, unknown>)[key] = arr;
}

/** The supply as a mutable copy (made the first time it is asked for; builds never touch it). */
export function supplyOf(d: D, s: SkylineState): Record<Colour, number> {
  const w = workOf(d);
  let sup = w.supply;
  if (!sup) sup = w.supply = (d as { supply: Record<Colour, number> }).supply = colours(s.supply);
  return sup;
}

/** Player `p`, copied once per recipe and put in a copy of the player states. */
export function playerOf(d: D, s: SkylineState, p: PlayerId): MutablePlayer {
  const w = workOf(d);
  let ps = w.players[p];
  if (!ps) {
    const o = s.playerStates[p]!;
    ps = w.players[p] = {
      hand: o.hand as Record<Colour, number>, // copied by handOf before any write
      roofsLeft: o.roofsLeft,
      markers: o.markers as Record<Colour, number>, // copied by markersOf before any write
      stars: o.stars,
      chips: o.chips,
      cone: o.cone,
    };
    w.playerStates ??= (d as { playerStates: PlayerState[] }).playerStates = [...s.playerStates];
    w.playerStates[p] = ps;
  }
  return ps;
}

/** Player `p`'s hand, copied once per recipe for writing. */
export function handOf(d: D, s: SkylineState, p: PlayerId): Record<Colour, number> {
  const ps = playerOf(d, s, p);
  if (ps.hand === s.playerStates[p]!.hand) ps.hand = colours(ps.hand);
  return ps.hand;
}

/** Player `p`'s vehicle markers, copied once per recipe for writing. */
export function markersOf(d: D, s: SkylineState, p: PlayerId): Record<Colour, number> {
  const ps = playerOf(d, s, p);
  if (ps.markers === s.playerStates[p]!.markers) ps.markers = colours(ps.markers);
  return ps.markers;
}

/** Objective `i`, copied once per recipe (with its claim list) and put in a copy of the objectives. */
export function objectiveOf(d: D, s: SkylineState, i: number): MutableObjective {
  const w = workOf(d);
  let o = w.objective[i];
  if (!o) {
    const x = s.objectives[i]!;
    o = w.objective[i] = { id: x.id, name: x.name, shape: x.shape, condition: x.condition, chips: [...x.chips], claimedBy: [...x.claimedBy] };
    w.objectives ??= (d as { objectives: ObjectiveState[] }).objectives = [...s.objectives];
    w.objectives[i] = o;
  }
  return o;
}

/** The recipe's working copy of `s` (see the module documentation). */
export function draftOf(s: SkylineState): D {
  const d: D = {
    game: s.game,
    players: s.players,
    options: s.options,
    components: s.components,
    sites: s.sites,
    stacks: s.stacks,
    supply: s.supply,
    deck: s.deck,
    drawn: s.drawn,
    market: s.market,
    discard: s.discard,
    objectives: s.objectives,
    playerStates: s.playerStates,
    firstPlayer: s.firstPlayer,
    turn: s.turn,
    round: s.round,
    pending: s.pending,
    extraTurn: s.extraTurn,
    extraEarned: s.extraEarned,
    triggered: s.triggered,
    end: s.end,
    over: s.over,
    rng: s.rng,
  } as unknown as D;
  const w = work;
  w.d = d;
  w.s = s;
  w.supply = undefined;
  // Fresh small arrays, not `length = 0`: setting an array's length is a call into the runtime.
  w.players = [];
  w.playerStates = undefined;
  w.objectives = undefined;
  w.objective = [];
  w.stacks = undefined;
  w.market = undefined;
  w.discard = undefined;
  w.touched = [];
  return d;
}

/*
 * The copies name every field (in the order setup writes them, which JSON output keeps): a literal
 * of fixed shape is cheaper than an object spread of a frozen object. Arrays are copied with array
 * spread, which V8 does in one step even for frozen arrays (a push loop was ~10x slower on the
 * 50 stacks of a 4-player board, and `slice` of a frozen array slower still).
 */

function colours(h: Readonly<Record<Colour, number>>): Record<Colour, number> {
  return { grey: h.grey, white: h.white, brown: h.brown, black: h.black };
}

/** Put `stack` (a new array) on site `i`. */
export function setStack(d: D, s: SkylineState, i: number, stack: Piece[]): void {
  plain(d, s, 'stacks')[i] = stack;
  workOf(d).touched.push(i);
}

/** Sites whose stack changed in this recipe. */
export function touchedSites(d: D): readonly number[] {
  return workOf(d).touched;
}

/**
 * The new state: every object this recipe made frozen, the rest shared with the (deep-frozen) input,
 * so the result is deep-frozen throughout.
 */
export function finish(d: D): SkylineState {
  const w = workOf(d);
  const s = w.s!;
  if (w.stacks) {
    // Only `setStack` puts a new stack in the copy, and it records the site: the others are the input's.
    for (const i of w.touched) Object.freeze(w.stacks[i]);
    Object.freeze(w.stacks);
  }
  if (w.supply) Object.freeze(w.supply);
  if (w.market) Object.freeze(w.market);
  if (w.discard) Object.freeze(w.discard);
  if (w.playerStates) {
    for (let p = 0; p < w.players.length; p++) {
      const ps = w.players[p];
      if (!ps) continue;
      const o = s.playerStates[p]!;
      if (ps.hand !== o.hand) Object.freeze(ps.hand);
      if (ps.markers !== o.markers) Object.freeze(ps.markers);
      if (ps.stars !== o.stars) Object.freeze(ps.stars);
      if (ps.chips !== o.chips) {
        for (const c of ps.chips) Object.freeze(c);
        Object.freeze(ps.chips);
      }
      Object.freeze(ps);
    }
    Object.freeze(w.playerStates);
  }
  if (w.objectives) {
    for (const o of w.objective) {
      if (!o) continue;
      Object.freeze(o.chips);
      Object.freeze(o.claimedBy);
      Object.freeze(o);
    }
    Object.freeze(w.objectives);
  }
  // Replaced whole by the recipe: new objects (their arrays too) when they differ from the input's.
  if (d.pending !== s.pending && d.pending !== PENDING_NONE) {
    if (d.pending.kind === 'setup') Object.freeze(d.pending.floors);
    Object.freeze(d.pending);
  }
  if (d.end !== s.end && d.end !== null) {
    Object.freeze(d.end.finalTurns);
    Object.freeze(d.end);
  }
  if (d.deck !== s.deck) Object.freeze(d.deck);
  if (d.rng !== s.rng) Object.freeze(d.rng);
  w.d = null;
  w.s = null;
  return Object.freeze(d) as unknown as SkylineState;
}
