/**
 * The reducer's working copy. One `apply` call reads and writes a shallow copy of the state: the
 * seats list, a seat, a village or a Road space is copied the first time it is written, never the
 * input's. At the end `commit` freezes what is new and returns it from one immer `produce`, so immer
 * neither drafts nested objects nor walks unchanged parts (its proxies and its finalising walk were
 * ~60% of the time of an action), and untouched parts stay shared with the input.
 */
import { produce, type PlayerId } from '../core/index.js';
import type { RoadSlot, SeatState, VillageNode, VillagersState } from './types.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type WorkSeat = Mutable<SeatState>;
export type WorkState = Mutable<VillagersState>;

/** A reducer call's working copy of `base`. */
export interface Work {
  readonly base: VillagersState;
  /** The state as written so far (read it like a state). */
  readonly s: WorkState;
}

// Field-by-field copies: several times faster than `{ ...x }` on a frozen object in V8, and the
// compiler checks that no field is forgotten.
function copyState(s: VillagersState): WorkState {
  return {
    players: s.players,
    cardSet: s.cardSet,
    startingRoad: s.startingRoad,
    phase: s.phase,
    round: s.round,
    firstPlayer: s.firstPlayer,
    turn: s.turn,
    road: s.road,
    stacks: s.stacks,
    reserve: s.reserve,
    discard: s.discard,
    basics: s.basics,
    firstMarketDone: s.firstMarketDone,
    secondMarketDone: s.secondMarketDone,
    coinsPlaced: s.coinsPlaced,
    seats: s.seats,
    solo: s.solo,
    rng: s.rng,
  };
}

function copySeat(s: SeatState): WorkSeat {
  return {
    gold: s.gold,
    hand: s.hand,
    square: s.square,
    village: s.village,
    draftLimit: s.draftLimit,
    drafted: s.drafted,
    buildLimit: s.buildLimit,
    builds: s.builds,
    trades: s.trades,
    tinner: s.tinner,
    taken: s.taken,
    income: s.income,
  };
}

/** Start writing on `base`. */
export function work(base: VillagersState): Work {
  return { base, s: copyState(base) };
}

/** Seat `p`, copied on first write. */
export function seatOf(w: Work, p: PlayerId): WorkSeat {
  if (w.s.seats === w.base.seats) w.s.seats = w.base.seats.slice();
  const seats = w.s.seats as SeatState[];
  if (seats[p] === w.base.seats[p]) seats[p] = copySeat(seats[p]!);
  return seats[p] as WorkSeat;
}

/** Put `node` at `index` of seat `p`'s village (the village list is copied on first write). */
export function setNode(w: Work, p: PlayerId, index: number, node: VillageNode): void {
  const seat = seatOf(w, p);
  const village = seat.village === w.base.seats[p]!.village ? seat.village.slice() : (seat.village as VillageNode[]);
  village[index] = node;
  seat.village = village;
}

/** Put `slot` on Road space `i` (the Road is copied on first write). */
export function setRoad(w: Work, i: number, slot: RoadSlot | null): void {
  const road = w.s.road === w.base.road ? w.s.road.slice() : (w.s.road as (RoadSlot | null)[]);
  road[i] = slot;
  w.s.road = road;
}

/** Freeze `x` and everything new inside it; stops at frozen (shared) parts. */
function freezeNew<T>(x: T): T {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return x;
  Object.freeze(x);
  if (Array.isArray(x)) {
    if (typeof x[0] !== 'number') for (const v of x) freezeNew(v); // card lists hold numbers only
  } else for (const k in x) freezeNew((x as Record<string, unknown>)[k]);
  return x;
}

/**
 * The next state. The working copy, frozen, is the recipe's result: immer checks that no draft was
 * also modified and returns it as it is (proxies and a finalising walk over nested drafts cost far
 * more than the shallow copies above).
 */
export function commit(w: Work): VillagersState {
  return produce(w.base, () => freezeNew(w.s as VillagersState));
}
