/**
 * The reducer's working copy. One `apply` call reads and writes a shallow copy of the state: the
 * seats list, a seat, a village or a Road space is copied the first time it is written, never the
 * input's. At the end `commit` deep-freezes what is new (stopping at the shared, already frozen parts)
 * and returns it: no immer draft at all (its proxies and its finalising walk were ~60% of the time of
 * an action, and a `produce` whose recipe returns a fresh frozen value only added its scope), and
 * untouched parts stay shared with the input.
 */
import { deepFreeze, type PlayerId } from '../core/index.js';
import type { RoadSlot, SeatState, SoloState, VillageNode, VillagersState } from './types.js';

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

/** The solo part of a state, field by field (see copyState). */
export function copySolo(s: SoloState): Mutable<SoloState> {
  return {
    events: s.events,
    countess: s.countess,
    summer: s.summer,
    winter: s.winter,
    current: s.current,
    revealed: s.revealed,
    jester: s.jester,
    log: s.log,
    income: s.income,
  };
}

// Lists in a state are frozen, and V8's Array builtins (`slice`, `filter`, `find`, `some`,
// `forEach`, ...) leave their fast paths on frozen arrays (measured 10-40× slower than on a fresh
// array); spreading a frozen array and plain loops stay fast. The reducer uses these helpers.

/** A fresh copy of a (frozen) list. */
export function copyOf<T>(xs: readonly T[]): T[] {
  return [...xs];
}

/** A fresh copy of a list without its last element (the top card of a pile). */
export function withoutTop<T>(xs: readonly T[]): T[] {
  const out = [...xs];
  out.pop();
  return out;
}

/** A fresh copy of a list without the elements in `drop`. */
export function without<T>(xs: readonly T[], drop: readonly T[]): T[] {
  const from = [...xs]; // a plain copy of the (frozen) list, read element by element (see "Plain copies" in village.ts)
  const out: T[] = [];
  for (let i = 0; i < from.length; i++) if (!drop.includes(from[i]!)) out.push(from[i]!);
  return out;
}

/** A fresh copy of a list without the first occurrence of `x` (a card leaving a hand). */
export function withoutOne<T>(xs: readonly T[], x: T): T[] {
  const out = [...xs]; // a plain copy, closed up over the element: no element read of the frozen list (see "Plain copies" in village.ts)
  let i = 0;
  while (i < out.length && out[i] !== x) i++;
  if (i === out.length) return out;
  for (; i < out.length - 1; i++) out[i] = out[i + 1]!;
  out.pop();
  return out;
}

/** True if some element of the (frozen) list passes `test`; a plain loop (see above). */
export function anyOf<T>(xs: readonly T[], test: (x: T, i: number) => boolean): boolean {
  for (let i = 0; i < xs.length; i++) if (test(xs[i]!, i)) return true;
  return false;
}

/** A village card with some fields changed (a field-by-field copy). */
export function nodeWith(node: VillageNode, change: Partial<VillageNode>): VillageNode {
  return {
    card: change.card !== undefined ? change.card : node.card,
    on: change.on !== undefined ? change.on : node.on,
    role: change.role !== undefined ? change.role : node.role,
    coins: change.coins !== undefined ? change.coins : node.coins,
    side: change.side !== undefined ? change.side : node.side,
  };
}

/** Start writing on `base`. */
export function work(base: VillagersState): Work {
  return { base, s: copyState(base) };
}

/** Seat `p`, copied on first write. */
export function seatOf(w: Work, p: PlayerId): WorkSeat {
  if (w.s.seats === w.base.seats) w.s.seats = copyOf(w.base.seats);
  const seats = w.s.seats as SeatState[];
  if (seats[p] === w.base.seats[p]) seats[p] = copySeat(seats[p]!);
  return seats[p] as WorkSeat;
}

/** Put `node` at `index` of seat `p`'s village (the village list is copied on first write). */
export function setNode(w: Work, p: PlayerId, index: number, node: VillageNode): void {
  const seat = seatOf(w, p);
  const village = seat.village === w.base.seats[p]!.village ? copyOf(seat.village) : (seat.village as VillageNode[]);
  village[index] = node;
  seat.village = village;
}

/**
 * The Road space holding `card` with `coins` on it: one shared frozen object per card and coin count
 * (a Road space is plain data that never changes once made), so writing the Road allocates and freezes
 * no new space: a draft from the Road, its refill and every Road coin used to make one each.
 */
const ROAD_SLOTS: RoadSlot[][] = [];

export function roadSlot(card: number, coins: number): RoadSlot {
  if (coins > 7) return Object.freeze({ card, coins }); // more coins than any game piles on one space
  const row = (ROAD_SLOTS[coins] ??= []);
  return (row[card] ??= Object.freeze({ card, coins }));
}

/** Put `slot` on Road space `i` (the Road is copied on first write). */
export function setRoad(w: Work, i: number, slot: RoadSlot | null): void {
  const road = w.s.road === w.base.road ? copyOf(w.s.road) : (w.s.road as (RoadSlot | null)[]);
  road[i] = slot;
  w.s.road = road;
}

/*
 * Freezing by shape. A state's parts are known (types.ts): card lists hold numbers, village cards and
 * Road spaces only numbers, strings and null. So the walk below freezes exactly the objects that are
 * new, field by field, with no `for...in` and no `Object.isFrozen` probe per object (a generic deep
 * freeze was a third of `setup` and the largest part of `commit`). `base` is the state the working copy
 * was made from (its parts are deep-frozen already: a part that is still the base's is skipped), or null
 * for a state built from nothing (`setup`).
 */

/** Freeze a new list of village cards or Road spaces (objects of plain values, or null). */
function freezeFlatList<T>(xs: readonly T[], was: readonly T[] | undefined): void {
  const base = was === undefined ? undefined : [...was]; // the input's list is frozen: read a plain copy (see "Plain copies" in village.ts)
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (x !== null && (base === undefined || x !== base[i])) Object.freeze(x);
  }
  Object.freeze(xs);
}

function freezeIncome(income: SeatState['income']): void {
  Object.freeze(income.secondSilver);
  Object.freeze(income);
}

function freezeSeat(seat: SeatState, was: SeatState | undefined): void {
  if (was === undefined || seat.hand !== was.hand) Object.freeze(seat.hand); // card lists hold numbers only
  if (was === undefined || seat.square !== was.square) Object.freeze(seat.square);
  if (was === undefined || seat.village !== was.village) freezeFlatList(seat.village, was?.village);
  if (was === undefined || seat.income !== was.income) freezeIncome(seat.income);
  Object.freeze(seat);
}

function freezeSolo(solo: SoloState, was: SoloState | null): void {
  // the event list and the Countess's rules come from the config: frozen at setup, never written after
  if (was === null || solo.events !== was.events) deepFreeze(solo.events);
  if (was === null || solo.countess !== was.countess) deepFreeze(solo.countess);
  if (was === null || solo.summer !== was.summer) Object.freeze(solo.summer);
  if (was === null || solo.winter !== was.winter) Object.freeze(solo.winter);
  if (was === null || solo.log !== was.log) freezeFlatList(solo.log, was?.log);
  if (was === null || solo.income !== was.income) Object.freeze(solo.income);
  Object.freeze(solo);
}

/** Freeze the parts of `s` that are not `b`'s (all of them when `b` is null); returns `s`, frozen. */
function freezeState(s: VillagersState, b: VillagersState | null): VillagersState {
  if (b === null || s.seats !== b.seats) {
    const was0 = b === null ? undefined : [...b.seats]; // a plain copy of the input's frozen seats (see "Plain copies" in village.ts)
    for (let p = 0; p < s.seats.length; p++) {
      const seat = s.seats[p]!;
      const was = was0 === undefined ? undefined : was0[p];
      if (seat !== was) freezeSeat(seat, was);
    }
    Object.freeze(s.seats);
  }
  if (b === null) freezeFlatList(s.road, undefined);
  else if (s.road !== b.road) Object.freeze(s.road); // its spaces are the input's or roadSlot's, frozen already
  if (b === null || s.stacks !== b.stacks) {
    const was = b === null ? undefined : [...b.stacks]; // a plain copy (as for the seats)
    for (let i = 0; i < s.stacks.length; i++) if (was === undefined || s.stacks[i] !== was[i]) Object.freeze(s.stacks[i]);
    Object.freeze(s.stacks);
  }
  if (b === null || s.reserve !== b.reserve) Object.freeze(s.reserve);
  if (b === null || s.discard !== b.discard) Object.freeze(s.discard);
  if (b === null || s.basics !== b.basics) {
    // a trade takes from one pile: the other two are the input's, frozen already
    const basics = s.basics;
    if (b === null || basics.hayer !== b.basics.hayer) Object.freeze(basics.hayer);
    if (b === null || basics.lumberjack !== b.basics.lumberjack) Object.freeze(basics.lumberjack);
    if (b === null || basics.miner !== b.basics.miner) Object.freeze(basics.miner);
    Object.freeze(basics);
  }
  if (s.solo !== null && (b === null || s.solo !== b.solo)) freezeSolo(s.solo, b === null ? null : b.solo);
  if (b === null || s.rng !== b.rng) Object.freeze(s.rng);
  if (b === null) {
    deepFreeze(s.cardSet); // config data, null by default
    deepFreeze(s.startingRoad);
  }
  return Object.freeze(s);
}

/** A state built from nothing (`setup`), deep-frozen by shape (see above). */
export function freezeFresh(s: VillagersState): VillagersState {
  return freezeState(s, null);
}

/**
 * The next state: the working copy, deep-frozen (the input is never written, see above). Only what
 * differs from the (deep-frozen) input is frozen: a part that is the input's own is frozen already.
 */
export function commit(w: Work): VillagersState {
  return freezeState(w.s as VillagersState, w.base);
}
