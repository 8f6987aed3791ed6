/**
 * `villagers.validate`: every field of a Villagers state and the invariants the rules keep: one seat
 * per player, counts never negative, every card (by uid) in exactly one place — Road, stacks,
 * Reserve, discard pile, basic supply piles, a hand, a square, a village or held as "taken" — and
 * villages whose cards lie on cards of the same village, never more of them on a card than its slots (V-2.9).
 *
 * Written in parts (`checkTable`, `checkSupply`, `checkSeat`, `checkPlaces`, `checkSolo`). Solo
 * (players 1, S-1..S-5): two seats (the Countess in `seats[1]`, who never acts: no hand, every card a
 * column of its own), the `solo` part (event decks, face-up events, Jester, log, her income) with every
 * event of the list in exactly one place, and the phases `countess` and `event`; a multi-player state
 * has `solo: null` and neither phase.
 */
import { Problems, isRuleError, keysInOrder, type StateProblem } from '../core/index.js';
import { BASICS, CARDS, LIMITS, SUITS, type CardType } from './data.js';
import { canDraftAnything } from './legal.js';
import { CARD_LIST_LIMITS, checkCards as checkCardList } from './setup.js';
import { COUNTESS, SOLO_EVENTS, SOLO_LIMITS } from './solo.js';
import type { SeatState, SoloEvent, SoloState, VillageNode, VillagersState } from './types.js';
import { buildLimit, catalog, coverCounts, draftLimit, goldOf, isWild, silverIncome, slotsOfType, uidTable, visibleGold, type UidTable } from './village.js';

const KEYS = [
  'players', 'cardSet', 'startingRoad', 'phase', 'round', 'firstPlayer', 'turn', 'road', 'stacks', 'reserve', 'discard',
  'basics', 'firstMarketDone', 'secondMarketDone', 'coinsPlaced', 'seats', 'solo', 'rng',
];
const SEAT_KEYS = ['gold', 'hand', 'square', 'village', 'draftLimit', 'drafted', 'buildLimit', 'builds', 'trades', 'tinner', 'taken', 'income'];
/** No count in a game comes near this (gold, coins, rounds). */
const BIG = 100_000;
const INCOME_KEYS = ['firstGold', 'firstCoins', 'secondGold', 'secondSilver', 'secondCoins'];
const NODE_KEYS = ['card', 'on', 'role', 'coins', 'side'];
const ROAD_KEYS = ['card', 'coins'];
const LOG_KEYS = ['event', 'round', 'paid', 'stolen', 'discarded'];
const PHASES = ['draft', 'roadCoins', 'build', 'over'];
const SOLO_PHASES = ['draft', 'countess', 'roadCoins', 'build', 'event', 'over'];

/*
 * Speed (issue #11: `replay` and the harness validate every state they produce). Most states have no
 * problem, and building a path string and a message for every field checked was most of the cost. So
 * each part of a state is first tested by a cheap predicate that allocates nothing (`isInt`, `intsOk`,
 * `hasKeys`, `seatOk`, ...); only when it fails does the part run its `Problems` checks, which build
 * the paths and report exactly what they always did. A predicate is true only where those checks
 * would find nothing, so the list of problems is the same either way.
 */

/** `v` is an integer in `min..max` (as `Problems.int` checks). */
function isInt(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** `v` is an array of integers in `min..max` (as `Problems.ints` checks, no length). */
function intsOk(v: unknown, min: number, max: number): boolean {
  if (!Array.isArray(v)) return false;
  const a = [...(v as unknown[])]; // a plain copy: an engine state's lists are frozen (see "Plain copies" in village.ts)
  for (let i = 0; i < a.length; i++) if (!isInt(a[i], min, max)) return false;
  return true;
}

/**
 * `v` is an object with exactly the keys `keys` (as `Problems.object` checks, no optional keys): each
 * key is there and there are no more keys than `keys` (a count, not a lookup per key: on plain JSON
 * every key is an own enumerable one, so the count of enumerable keys is the number of own keys).
 */
function hasKeys(v: unknown, keys: readonly string[]): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  // Fast path: the engine's own objects (the `in` lookups by a variable key below were 14% of a replay).
  if (keysInOrder(v, keys)) return true;
  for (let i = 0; i < keys.length; i++) if (!(keys[i]! in v)) return false;
  let n = 0;
  for (const _ in v) n++;
  return n === keys.length;
}

/** The card list and uid table of the state, or null (with a problem) if they are unusable. */
function checkTable(p: Problems, s: VillagersState): UidTable | null {
  if (s.cardSet === null) return uidTable(CARDS, s.players);
  if (!p.arrayMax(s.cardSet, '.cardSet', CARD_LIST_LIMITS.types, 'V-2.10')) return null;
  let total = 0;
  for (let i = 0; i < s.cardSet.length; i++) {
    const t = s.cardSet[i] as unknown as Record<string, unknown> | null;
    if (typeof t !== 'object' || t === null || typeof t.id !== 'string' || typeof t.kind !== 'string' || !Number.isInteger(t.copies)) {
      return (p.add(`.cardSet[${i}]`, 'must be a card type with id, kind and copies', 'V-2.10'), null);
    }
    const copies = t.copies as number;
    if (copies < 0 || copies > CARD_LIST_LIMITS.copies) return (p.add(`.cardSet[${i}].copies`, `must be 0..${CARD_LIST_LIMITS.copies}`, 'V-2.10'), null);
    total += copies;
  }
  if (total > CARD_LIST_LIMITS.cards) return (p.add('.cardSet', `holds more than ${CARD_LIST_LIMITS.cards} cards`, 'V-2.10'), null);
  try {
    checkCardList(s.cardSet as readonly CardType[]); // every field as setup checks a config's list
  } catch (e) {
    return (p.add('.cardSet', isRuleError(e) ? e.message : 'is not a usable card list', 'V-2.10'), null);
  }
  const founders = s.cardSet.find((t) => t.kind === 'founders')!;
  if (founders.copies < s.players) return (p.add('.cardSet', `has ${founders.copies} Founders for ${s.players} players`, 'V-3.4'), null);
  try {
    const table = uidTable(s.cardSet as readonly CardType[], s.players);
    if (table.cards.some((c) => c === undefined)) throw new Error('unknown id');
    return table;
  } catch {
    return (p.add('.cardSet', 'is not a usable card list', 'V-2.10'), null);
  }
}

/** The shared supply: Road, stacks, Reserve, discard, basic piles, phase and turn fields. */
function checkSupply(p: Problems, s: VillagersState, N: number, table: UidTable): void {
  const n = s.players;
  p.oneOf(s.phase, '.phase', n === 1 ? SOLO_PHASES : PHASES, 'S-1');
  p.int(s.round, '.round', 1, BIG);
  p.int(s.firstPlayer, '.firstPlayer', 0, n - 1, 'V-3.5');
  p.int(s.turn, '.turn', 0, n - 1);
  if (s.startingRoad !== null && p.array(s.startingRoad, '.startingRoad', LIMITS.roadSize, 'V-3.2')) {
    s.startingRoad.forEach((id, i) => p.str(id, `.startingRoad[${i}]`));
  }
  if (p.array(s.road, '.road', LIMITS.roadSize, 'V-3.2')) {
    for (let i = 0; i < s.road.length; i++) {
      const slot = s.road[i];
      if (slot === null || (hasKeys(slot, ROAD_KEYS) && isInt(slot.card, 0, N - 1) && isInt(slot.coins, 0, BIG))) continue;
      if (p.object(slot, `.road[${i}]`, ROAD_KEYS)) {
        p.int(slot!.card, `.road[${i}].card`, 0, N - 1);
        p.int(slot!.coins, `.road[${i}].coins`, 0, BIG);
      }
    }
  }
  if (p.array(s.stacks, '.stacks', LIMITS.stacks, 'V-3.7')) {
    for (let i = 0; i < s.stacks.length; i++) if (!knownStack(s, i, table) && !intsOk(s.stacks[i], 0, N - 1)) p.ints(s.stacks[i], `.stacks[${i}]`, 0, N - 1);
  }
  if (!intsOk(s.reserve, 0, N - 1)) p.ints(s.reserve, '.reserve', 0, N - 1);
  if (!intsOk(s.discard, 0, N - 1)) p.ints(s.discard, '.discard', 0, N - 1);
  if (hasKeys(s.basics, BASICS) || p.object(s.basics, '.basics', BASICS)) {
    for (const b of BASICS) if (!intsOk(s.basics[b], 0, N - 1)) p.ints(s.basics[b], `.basics.${b}`, 0, N - 1);
  }
  p.bool(s.firstMarketDone, '.firstMarketDone');
  p.bool(s.secondMarketDone, '.secondMarketDone');
  p.int(s.coinsPlaced, '.coinsPlaced', 0, n, 'V-5');
  p.rng(s.rng, '.rng');
}

/**
 * True if `checkSeat` would find nothing wrong with `seat` (see "Speed" above). `was`: the village of
 * this seat in the last valid state (see {@link lastVillage}): a node that is that village's node at the
 * same index passed these very checks, and is not read again.
 */
function seatOk(seat: SeatState, N: number, was: readonly VillageNode[]): boolean {
  if (!hasKeys(seat, SEAT_KEYS)) return false;
  if (!isInt(seat.gold, 0, BIG) || !intsOk(seat.hand, 0, N - 1) || !intsOk(seat.square, 0, N - 1)) return false;
  if (!isInt(seat.draftLimit, 0, LIMITS.draftMax) || !isInt(seat.drafted, 0, LIMITS.draftMax)) return false;
  if (!isInt(seat.buildLimit, 0, LIMITS.buildMax) || !isInt(seat.builds, 0, LIMITS.buildMax) || !isInt(seat.trades, 0, LIMITS.basicTradesPerBuildTurn)) return false;
  if (typeof seat.tinner !== 'boolean' || (seat.taken !== null && !isInt(seat.taken, 0, N - 1))) return false;
  const inc = seat.income as unknown;
  if (!hasKeys(inc, INCOME_KEYS) || !isInt(inc.firstGold, 0, BIG) || !isInt(inc.firstCoins, 0, BIG) || !isInt(inc.secondGold, 0, BIG) || !isInt(inc.secondCoins, 0, BIG)) return false;
  const silver = inc.secondSilver;
  if (typeof silver !== 'object' || silver === null || Array.isArray(silver)) return false;
  for (const k in silver) if (!isInt((silver as Record<string, unknown>)[k], 0, BIG)) return false;
  if (!Array.isArray(seat.village) || seat.village.length > N) return false;
  const village = [...seat.village]; // a plain copy (see intsOk)
  for (let i = 0; i < village.length; i++) {
    const node = village[i];
    if (i < was.length && node === was[i]) continue;
    if (!hasKeys(node, NODE_KEYS) || !isInt(node.card, 0, N - 1) || !isInt(node.coins, 0, BIG)) return false;
    if (node.on !== null && !isInt(node.on, 0, i - 1)) return false;
    if (node.role !== null && typeof node.role !== 'string') return false;
    if (node.side !== null && node.side !== 'gold' && node.side !== 'food') return false;
  }
  return true;
}

/** One seat: counts, limits, hand, square, village (cards lie on earlier cards of the same village). */
function checkSeat(p: Problems, seat: SeatState, path: string, N: number): void {
  if (!p.object(seat, path, SEAT_KEYS)) return;
  p.int(seat.gold, `${path}.gold`, 0, BIG, 'V-9');
  p.ints(seat.hand, `${path}.hand`, 0, N - 1);
  p.ints(seat.square, `${path}.square`, 0, N - 1);
  p.int(seat.draftLimit, `${path}.draftLimit`, 0, LIMITS.draftMax, 'V-4');
  p.int(seat.drafted, `${path}.drafted`, 0, LIMITS.draftMax, 'V-4');
  p.int(seat.buildLimit, `${path}.buildLimit`, 0, LIMITS.buildMax, 'V-6');
  p.int(seat.builds, `${path}.builds`, 0, LIMITS.buildMax, 'V-6');
  p.int(seat.trades, `${path}.trades`, 0, LIMITS.basicTradesPerBuildTurn, 'V-6');
  p.bool(seat.tinner, `${path}.tinner`);
  if (seat.taken !== null) p.int(seat.taken, `${path}.taken`, 0, N - 1);
  if (p.object(seat.income, `${path}.income`, INCOME_KEYS)) {
    const inc = seat.income as unknown as Record<string, unknown>;
    for (const k of ['firstGold', 'firstCoins', 'secondGold', 'secondCoins']) p.int(inc[k], `${path}.income.${k}`, 0, BIG);
    if (p.object(inc.secondSilver, `${path}.income.secondSilver`, [], Object.keys(inc.secondSilver ?? {}))) {
      for (const [k, v] of Object.entries(inc.secondSilver as Record<string, unknown>)) p.int(v, `${path}.income.secondSilver.${k}`, 0, BIG);
    }
  }
  if (!p.arrayMax(seat.village, `${path}.village`, N)) return;
  seat.village.forEach((node, i) => {
    const at = `${path}.village[${i}]`;
    if (!p.object(node, at, NODE_KEYS)) return;
    p.int(node.card, `${at}.card`, 0, N - 1);
    if (node.on !== null) p.int(node.on, `${at}.on`, 0, i - 1, 'V-6.2');
    if (node.role !== null) p.str(node.role, `${at}.role`);
    p.int(node.coins, `${at}.coins`, 0, BIG);
    if (node.side !== null) p.oneOf(node.side, `${at}.side`, ['gold', 'food']);
  });
}

/** Where each uid was last seen (a place number, see `placeName`); one buffer for every call. */
let seenAt = new Int32Array(256);

/**
 * The places of a state in a fixed order, numbered: 0 the Road, 1.. the stacks, then the Reserve, the
 * discard pile, the basic piles, then per seat its hand, square, village and taken card, then `extra`.
 * Names are only built for a message.
 */
function placeName(s: VillagersState, k: number, extra: readonly [string, readonly number[]][]): string {
  if (k === 0) return '.road';
  k -= 1;
  if (k < s.stacks.length) return `.stacks[${k}]`;
  k -= s.stacks.length;
  if (k === 0) return '.reserve';
  if (k === 1) return '.discard';
  k -= 2;
  if (k < BASICS.length) return `.basics.${BASICS[k]}`;
  k -= BASICS.length;
  if (k < 4 * s.seats.length) return `.seats[${Math.floor(k / 4)}].${['hand', 'square', 'village', 'taken'][k % 4]}`;
  return extra[k - 4 * s.seats.length]![0];
}

/** Every uid in exactly one place. `extra` lists further places (a mode's own decks). */
function checkPlaces(p: Problems, s: VillagersState, N: number, extra: readonly [string, readonly number[]][] = []): void {
  if (seenAt.length < N) seenAt = new Int32Array(N);
  const where = seenAt;
  where.fill(-1, 0, N);
  let place = -1;
  const seen = (u: number): void => {
    if (where[u] !== -1) p.add(placeName(s, place, extra), `card ${u} is also in ${placeName(s, where[u]!, extra)}`, 'V-3');
    where[u] = place;
  };
  const put = (list: readonly number[]): void => {
    place++;
    const uids = [...list]; // a plain copy (see intsOk)
    for (let i = 0; i < uids.length; i++) seen(uids[i]!);
  };
  place++;
  const road = [...s.road];
  for (let i = 0; i < road.length; i++) if (road[i] !== null) seen(road[i]!.card);
  for (let i = 0; i < s.stacks.length; i++) put(s.stacks[i]!);
  put(s.reserve);
  put(s.discard);
  for (const b of BASICS) put(s.basics[b]);
  for (let q = 0; q < s.seats.length; q++) {
    const seat = s.seats[q]!;
    put(seat.hand);
    put(seat.square);
    place++;
    const village = [...seat.village];
    for (let i = 0; i < village.length; i++) seen(village[i]!.card);
    place++;
    if (seat.taken !== null) seen(seat.taken);
  }
  for (const [, uids] of extra) put(uids);
  let missing = 0;
  for (let u = 0; u < N; u++) if (where[u] === -1) missing++;
  if (missing > 0) p.add('', `${missing} card(s) are nowhere`, 'V-3');
}

/*
 * Incremental checks (issue #11: `replay` validates every state it produces). `apply` copies only the
 * seats an action changes; every other seat is the very (frozen) object of the state before. So the
 * seats of the last state found valid are remembered with the uid table they were checked against: a
 * seat that is that state's seat at the same index passes every check that reads only the seat and the
 * table (`seatOk`/`checkSeat`, and its parts of `checkKinds`, `checkNodes`, `checkSlots`), which are
 * skipped for it; every check across seats and fields (`checkPlaces`, `checkLimits`, `checkMarkets`,
 * `checkSolo`, the supply) still runs on every state. Only a frozen `seats` array of frozen seats is
 * remembered, and states reach this function frozen throughout or as a fresh private copy (see
 * `defineGame` in core/harden.ts), so a remembered seat cannot have changed. The problems reported
 * are the same: a skipped check is one that found nothing on that very object.
 */
let lastSeats: readonly SeatState[] | null = null;
let lastTable: UidTable | null = null;
/**
 * Likewise the stacks of the last valid state (a frozen list of frozen lists): a stack that is that
 * state's stack at the same index passes `intsOk` and `allDealt` (the stacks hold most cards of the game,
 * and a draft or a trade changes one of them); `checkPlaces` still reads every card.
 */
let lastStacks: readonly (readonly number[])[] | null = null;

/**
 * The village of seat `i` in the last valid state (checked against `table`), as a plain copy, or an
 * empty list. A build adds nodes to a village and keeps the others (the very frozen objects), so the
 * seat's node checks (`seatOk`, `checkNodes`: each reads one node, its index and the uid table) need
 * not read those nodes again; the checks across nodes (`checkSlots`, `checkPlaces`) still run.
 */
function lastVillage(i: number, table: UidTable): readonly VillageNode[] {
  if (lastTable !== table || lastSeats === null || i >= lastSeats.length) return NO_NODES;
  return [...lastSeats[i]!.village];
}

const NO_NODES: readonly VillageNode[] = Object.freeze([]);

/** Stack `i` of `s` is the frozen stack `i` of the last valid state, checked against `table`. */
function knownStack(s: VillagersState, i: number, table: UidTable): boolean {
  if (lastTable !== table || lastStacks === null || i >= lastStacks.length) return false;
  const stack = s.stacks[i];
  return stack !== undefined && stack === lastStacks[i];
}

/** Seat `i` of `s` is the frozen seat `i` of the last valid state, checked against `table`. */
function knownSeat(s: VillagersState, i: number, table: UidTable): boolean {
  if (lastTable !== table || lastSeats === null || i >= lastSeats.length) return false;
  const seat = s.seats[i];
  return seat !== undefined && seat === lastSeats[i];
}

/** Remember the seats (and stacks) of `s`, found valid against `table`, if they cannot change (else forget the last ones). */
function rememberSeats(s: VillagersState, table: UidTable): void {
  lastStacks = null;
  lastTable = null;
  if (!Object.isFrozen(s.seats)) return;
  for (let i = 0; i < s.seats.length; i++) if (!Object.isFrozen(s.seats[i])) return;
  lastSeats = s.seats;
  lastTable = table;
  if (!Object.isFrozen(s.stacks)) return;
  for (let i = 0; i < s.stacks.length; i++) if (!Object.isFrozen(s.stacks[i])) return;
  lastStacks = s.stacks;
}

/** Problems with `x` as a Villagers state (empty = valid). `x` is plain JSON. */
export function validate(x: unknown): StateProblem[] {
  const p = new Problems();
  if (!hasKeys(x, KEYS) && !p.object(x, '', KEYS)) return p.list;
  const s = x as unknown as VillagersState;
  if (!p.int(s.players, '.players', 1, 5, 'V-1.1')) return p.list;
  const solo = s.players === 1;
  const table = checkTable(p, s);
  if (table === null) return p.list;
  const N = table.ids.length;
  checkSupply(p, s, N, table);
  // S-1: solo has two seats, the player's and the Countess's
  if (p.array(s.seats, '.seats', solo ? 2 : s.players, solo ? 'S-1' : 'V-1.1')) {
    for (let i = 0; i < s.seats.length; i++) if (!knownSeat(s, i, table) && !seatOk(s.seats[i]!, N, lastVillage(i, table))) checkSeat(p, s.seats[i]!, `.seats[${i}]`, N);
  }
  if (!solo) {
    if (s.solo !== null) p.add('.solo', 'must be null: the solo part is only for players: 1', 'S-1');
  } else if (p.ok) checkSolo(p, s, N);
  if (!p.ok) return p.list;
  checkPlaces(p, s, N);
  if (!p.ok) return p.list;
  checkKinds(p, s, table);
  checkNodes(p, s, table);
  checkSlots(p, s, table);
  if (!p.ok) return p.list;
  checkLimits(p, s);
  checkMarkets(p, s, table);
  if (p.ok) rememberSeats(s, table);
  return p.list;
}

/**
 * Where each kind of card can be (V-3.3, V-3.4): a basic supply pile holds only its own basic
 * villager; basic villagers and Founders are never dealt, so outside the villages and the piles they
 * can only be held as taken by an Apprentice (V-7.3), never on the Road, in a stack, the Reserve, the
 * discard pile, a hand or a square.
 */
function checkKinds(p: Problems, s: VillagersState, table: UidTable): void {
  for (const b of BASICS) {
    const pile = s.basics[b];
    for (let i = 0; i < pile.length; i++) {
      const u = pile[i]!;
      if (table.ids[u] !== b) p.add(`.basics.${b}[${i}]`, `card ${u} (${table.ids[u]}) is not a ${b}`, 'V-3.3');
    }
  }
  const cards = table.cards;
  const only = (uids: readonly number[], at: string): void => {
    for (let i = 0; i < uids.length; i++) {
      const u = uids[i]!;
      if (cards[u]!.kind !== 'deck') p.add(at, `card ${u} (${table.ids[u]}) is never dealt: it cannot lie here`, 'V-3.3');
    }
  };
  for (let i = 0; i < s.road.length; i++) {
    const u = s.road[i]?.card;
    if (u !== undefined && cards[u]!.kind !== 'deck') p.add('.road', `card ${u} (${table.ids[u]}) is never dealt: it cannot lie here`, 'V-3.3');
  }
  for (let i = 0; i < s.stacks.length; i++) if (!knownStack(s, i, table) && !allDealt(s.stacks[i]!, cards)) only(s.stacks[i]!, `.stacks[${i}]`);
  only(s.reserve, '.reserve');
  only(s.discard, '.discard');
  for (let q = 0; q < s.seats.length; q++) {
    if (knownSeat(s, q, table)) continue;
    const seat = s.seats[q]!;
    if (!allDealt(seat.hand, cards)) only(seat.hand, `.seats[${q}].hand`);
    if (!allDealt(seat.square, cards)) only(seat.square, `.seats[${q}].square`);
  }
}

/** Every card of `uids` is a deck card (one that is dealt). */
function allDealt(list: readonly number[], cards: readonly CardType[]): boolean {
  const uids = [...list]; // a plain copy (see intsOk)
  for (let i = 0; i < uids.length; i++) if (cards[uids[i]!]!.kind !== 'deck') return false;
  return true;
}

const knownIds = new WeakMap<UidTable, ReadonlySet<string>>();

/** What each village node is: a role only on a Monk or Apprentice and naming a card of the list (V-7.2, V-7.3); a side only on a Founders (V-8.1). */
function checkNodes(p: Problems, s: VillagersState, table: UidTable): void {
  let known = knownIds.get(table);
  if (known === undefined) knownIds.set(table, (known = new Set(table.ids)));
  for (let i = 0; i < s.seats.length; i++) {
    if (knownSeat(s, i, table)) continue;
    const village = [...s.seats[i]!.village]; // a plain copy (see intsOk)
    const was = lastVillage(i, table);
    for (let j = 0; j < village.length; j++) {
      const node = village[j]!;
      if (j < was.length && node === was[j]) continue; // checked in the last valid state (see lastVillage)
      const t = table.cards[node.card]!;
      if (node.role !== null) {
        if (!isWild(t)) p.add(`.seats[${i}].village[${j}].role`, `${t.id} cannot stand in for another card (only a Monk or Apprentice can)`, 'V-7.2');
        if (!known.has(node.role)) p.add(`.seats[${i}].village[${j}].role`, `"${node.role.slice(0, 40)}" is not a card of this game`, 'V-7.2');
      }
      if (node.side !== null) {
        if (t.kind !== 'founders') p.add(`.seats[${i}].village[${j}].side`, `${t.id} has no Founders side`, 'V-8.1');
      } else if (t.kind === 'founders') p.add(`.seats[${i}].village[${j}].side`, 'a Founders card lies gold or food side up', 'V-8.1');
    }
  }
}

/** Cards lying directly on each node of a village; one buffer for every call (validate runs one at a time). */
let onCounts = new Int32Array(64);

/**
 * V-2.9 Slots: no card has more cards lying directly on it than its slots (Lumberjack 2, Wheeler 1,
 * Carpenter 0, ...; a Monk or Apprentice 2 as the bottom of a column, else 1). `on` points at an
 * earlier node of the same village (checked in `checkSeat`), so one pass counts and a second compares.
 */
function checkSlots(p: Problems, s: VillagersState, table: UidTable): void {
  for (let q = 0; q < s.seats.length; q++) {
    if (knownSeat(s, q, table)) continue;
    const village = s.seats[q]!.village;
    if (onCounts.length < village.length) onCounts = new Int32Array(village.length);
    onCounts.fill(0, 0, village.length);
    for (let i = 0; i < village.length; i++) {
      const on = village[i]!.on;
      if (on !== null) onCounts[on]!++;
    }
    for (let i = 0; i < village.length; i++) {
      const node = village[i]!;
      const t = table.cards[node.card]!;
      const slots = slotsOfType(t, node.on === null);
      if (onCounts[i]! > slots) p.add(`.seats[${q}].village[${i}]`, `${onCounts[i]} cards lie on this ${t.id}, which has ${slots} slot(s)`, 'V-2.9');
    }
  }
}

/**
 * The turn counters and the fields the engine derives: in the draft (and solo's Countess choice, and
 * the 2-player Road coins) every draft limit is 2 + the visible food of the village (V-5.1: villages
 * do not change in the draft), and no seat has drafted past it; in the build phase every limit is the
 * snapshot of 2 + visible builders (V-6.2), so a seat whose build turn has not come yet still shows
 * it, with nothing used; nobody has used more builds than the limit (V-6.3); only the seat building now
 * can have a Tinner in play, and only with a Tinner in the discard pile (V-7.4, V-7.1).
 */
function checkLimits(p: Problems, s: VillagersState): void {
  const n = s.players;
  const table = uidTable(s.cardSet ?? CARDS, n);
  const drafting = s.phase === 'draft' || s.phase === 'countess' || s.phase === 'roadCoins';
  if (s.phase === 'draft' || s.phase === 'countess') {
    // V-5.3: a seat that has reached its limit is skipped, so the seat to draft is below it (the
    // Countess phase comes before the Road card just drafted is counted, S-2)
    const me = s.seats[s.turn]!;
    if (me.drafted >= me.draftLimit) p.add(`.seats[${s.turn}].drafted`, `is ${me.drafted} of ${me.draftLimit}: a seat at its draft limit is not the seat to draft`, 'V-5.3');
    // V-11.3: the draft ends as soon as no card can be drafted
    if (s.phase === 'draft' && !canDraftAnything(s)) p.add('.phase', 'is draft, but no card can be drafted (Road, stacks and Reserve are empty)', 'V-11.3');
    if (s.phase === 'countess' && !s.road.some((r) => r !== null)) p.add('.road', 'holds no villager for the Countess to take', 'S-2');
  } else if (s.phase === 'roadCoins') {
    // V-5.9: the player without the First Player card places a coin, then the first player; solo: you alone (S-3)
    const coins = n === 2 ? 2 : 1;
    if (s.coinsPlaced >= coins) p.add('.coinsPlaced', `is ${s.coinsPlaced}, but the Road coins end after ${coins} coin(s) (the phase would be over)`, 'V-5.9');
    else {
      const seat = n === 2 && s.coinsPlaced === 1 ? s.firstPlayer : (s.firstPlayer + 1) % n;
      if (s.turn !== seat) p.add('.turn', `is ${s.turn}, but coin ${s.coinsPlaced + 1} is placed by seat ${seat}`, 'V-5.9');
    }
  }
  for (let q = 0; q < n; q++) {
    const seat = s.seats[q]!;
    const at = () => `.seats[${q}]`;
    if (drafting) {
      const limit = draftLimit(s, seat);
      if (seat.draftLimit !== limit) p.add(`${at()}.draftLimit`, `is ${limit} (2 + visible food, at most 5) in the draft`, 'V-5.1');
      if (seat.drafted > seat.draftLimit) p.add(`${at()}.drafted`, 'is over the draft limit', 'V-5.1');
      // V-5.7: the square holds this draft's cards until the limit is reached, then they go to the hand
      const onSquare = s.phase === 'roadCoins' || seat.drafted >= seat.draftLimit ? 0 : s.phase === 'countess' && q === s.turn ? seat.drafted + 1 : seat.drafted; // S-2: the Road card just drafted is counted once the Countess has taken hers
      if (seat.square.length !== onSquare) p.add(`${at()}.square`, `holds ${onSquare} card(s): the cards drafted this phase until the limit is reached`, 'V-5.7');
    } else if (seat.square.length > 0) p.add(`${at()}.square`, 'is empty outside the draft (drafted cards went to the hand)', 'V-5.7');
    if (s.phase === 'build') {
      if (seat.buildLimit < LIMITS.buildBase) p.add(`${at()}.buildLimit`, `is at least ${LIMITS.buildBase} in the build phase`, 'V-6.2');
      if (seat.builds > seat.buildLimit) p.add(`${at()}.builds`, 'is over the build limit', 'V-6.3');
      const later = (q - s.firstPlayer + n) % n > (s.turn - s.firstPlayer + n) % n; // its build turn is still to come (V-6.1)
      if (later) {
        const limit = buildLimit(s, seat);
        if (seat.buildLimit !== limit) p.add(`${at()}.buildLimit`, `is ${limit} (2 + visible builders, at most 5), fixed at the start of the build phase`, 'V-6.2');
        if (!(seat.builds === 0 && seat.trades === 0 && !seat.tinner && seat.taken === null)) p.add(at(), 'has not had its build turn yet, so it has used nothing', 'V-6.1');
      }
    }
    // V-7.4: a Tinner's free unlocks last for the rest of the build turn it is played in (endBuild ends
    // them), so only the seat building now can have one; a played Tinner is discarded (V-7.1), and
    // nothing ever leaves the discard pile (V-5.10)
    if (seat.tinner) {
      if (s.phase !== 'build' || q !== s.turn) p.add(`${at()}.tinner`, 'is true, but a Tinner lasts only for the build turn it is played in: only the seat building now can have one', 'V-7.4');
      else if (!s.discard.some((uid) => table.cards[uid]?.effect === 'freeUnlock')) p.add(`${at()}.tinner`, 'is true, but no Tinner is in the discard pile (a played Tinner is discarded)', 'V-7.1');
    }
  }
}

/**
 * The Markets and the income the engine records from them (V-9, V-10.1), each field checked against
 * what the rest of the state says it must be:
 * - V-9.1: a Market is done only once its stacks are empty (empty stacks are never refilled); the
 *   Second Market implies the First (both trigger together at the latest); V-10.1: phase `over`
 *   exactly when the Second Market is done.
 * - V-9.2 / V-9.3: before a Market its income fields are 0 (and the silver list empty); a silver
 *   entry names a silver card of this game's list and is at least 1 (only cards that paid are listed).
 * - After the Second Market the game is over and no village changes again, so what it paid is
 *   recomputed from the villages: no coins lie on any card (V-9.3 step 3 moved them), the printed
 *   gold is the village's visible gold now, each silver entry is what `silverIncome` pays now — but
 *   a silver card counting the coins on a card (Agent, V-9.4) counted coins that are gone: its entry
 *   is at most its uncovered copies × amount × ⌊coins collected / per⌋. The seat's gold is at least
 *   what the Second Market paid (the gold before it was ≥ 0). Solo: the Countess's Second Market
 *   income is recomputed the same way (S-5); before a Market her income from it is 0.
 * First Market income and the coins collected are history (the villages and coins changed since)
 * and have nothing to be recomputed from; they are only range-checked.
 */
function checkMarkets(p: Problems, s: VillagersState, table: UidTable): void {
  const m = LIMITS.firstMarketUnderStack;
  if (s.firstMarketDone) {
    for (let i = 0; i <= m && i < s.stacks.length; i++) if (s.stacks[i]!.length > 0) p.add(`.stacks[${i}]`, 'is not empty, but the First Market is done', 'V-9.1');
  }
  if (s.secondMarketDone) {
    if (!s.firstMarketDone) p.add('.firstMarketDone', 'is false, but the Second Market is done (the First comes first)', 'V-9.1');
    for (let i = 0; i < s.stacks.length; i++) if (s.stacks[i]!.length > 0) p.add(`.stacks[${i}]`, 'is not empty, but the Second Market is done', 'V-9.1');
  }
  if ((s.phase === 'over') !== s.secondMarketDone) p.add('.phase', `is ${s.phase}, but the game ends exactly after the Second Market`, 'V-10.1');
  const over = s.secondMarketDone && s.phase === 'over';
  const silverCards = catalog(s).silverCards;
  const n = s.players;
  for (let q = 0; q < n; q++) {
    const seat = s.seats[q]!;
    const inc = seat.income;
    const at = `.seats[${q}].income`;
    if (!s.firstMarketDone && (inc.firstGold !== 0 || inc.firstCoins !== 0)) p.add(at, 'records First Market income, but the First Market has not happened', 'V-9.2');
    let silverKeys = 0;
    for (const k in inc.secondSilver) {
      silverKeys++;
      if (!silverCards.some((t) => t.name === k)) p.add(`${at}.secondSilver`, `"${k.slice(0, 40)}" is not a silver card of this game`, 'V-9.4');
      else if (inc.secondSilver[k]! < 1) p.add(`${at}.secondSilver`, `lists ${k.slice(0, 40)} with 0: only cards that paid are listed`, 'V-9.4');
    }
    if (!s.secondMarketDone) {
      if (inc.secondGold !== 0 || inc.secondCoins !== 0 || silverKeys > 0) p.add(at, 'records Second Market income, but the Second Market has not happened', 'V-9.3');
      continue;
    }
    if (!over || !p.ok) continue;
    for (let i = 0; i < seat.village.length; i++) {
      if (seat.village[i]!.coins !== 0) p.add(`.seats[${q}].village[${i}].coins`, 'coins lie on a card after the Second Market, which moved them to the supply', 'V-9.3');
    }
    const gold = visibleGold(s, seat);
    if (inc.secondGold !== gold) p.add(`${at}.secondGold`, `is ${gold}: the printed gold of the uncovered cards`, 'V-9.3');
    const silver = silverIncome(s, seat);
    const cover = coverCounts(seat.village);
    let silverTotal = 0;
    for (let c = 0; c < silverCards.length; c++) {
      const t = silverCards[c]!;
      if (silverCards.findIndex((u) => u.name === t.name) !== c) continue; // entries are by card name
      const got = inc.secondSilver[t.name] ?? 0;
      silverTotal += got;
      const f = t.silver!;
      if (f.metric === 'coinsOnOneOwnCard') {
        let copies = 0;
        for (let i = 0; i < seat.village.length; i++) if (cover[i] === 0 && table.cards[seat.village[i]!.card]!.name === t.name) copies++;
        const most = copies * f.amount * Math.floor(inc.secondCoins / f.per);
        if (got > most) p.add(`${at}.secondSilver`, `${t.name} is at most ${most} (${copies} uncovered × ${f.amount} × ⌊${inc.secondCoins} coins / ${f.per}⌋)`, 'V-9.4');
      } else if (got !== (silver[t.name] ?? 0)) {
        p.add(`${at}.secondSilver`, `${t.name} is ${silver[t.name] ?? 0}, what it pays in this village`, 'V-9.4');
      }
    }
    const paid = inc.secondGold + silverTotal + inc.secondCoins;
    if (seat.gold < paid) p.add(`.seats[${q}].gold`, `is less than the ${paid} the Second Market paid`, 'V-9.3');
  }
  const solo = s.solo;
  if (solo === null) return;
  const hers = s.seats[COUNTESS]!.income;
  let herSilver = 0;
  for (const _ in hers.secondSilver) herSilver++;
  if (hers.firstGold !== 0 || hers.firstCoins !== 0 || hers.secondGold !== 0 || hers.secondCoins !== 0 || herSilver > 0) {
    p.add(`.seats[${COUNTESS}].income`, "is empty: the Countess's income by source is solo.income", 'S-5');
  }
  if (!s.firstMarketDone && solo.income.firstMarket !== 0) p.add('.solo.income.firstMarket', 'is not 0, but the First Market has not happened', 'S-5');
  if (!s.secondMarketDone && solo.income.secondMarket !== 0) p.add('.solo.income.secondMarket', 'is not 0, but the Second Market has not happened', 'S-5');
  if (!over || !p.ok) return;
  const her = s.seats[COUNTESS]!;
  let base = solo.countess.cardGold + solo.countess.perVillagerAtSecondMarket * her.village.length;
  for (let i = 0; i < her.village.length; i++) {
    const node = her.village[i]!;
    if (node.coins !== 0) p.add(`.seats[${COUNTESS}].village[${i}].coins`, 'coins lie on a card after the Second Market, which moved them to the supply', 'S-5');
    if (solo.countess.villagerGold) base += goldOf(s, node);
  }
  // S-5: her card's gold, her villagers' gold and the extra per villager, plus the coins that lay on her cards (gone now)
  if (solo.income.secondMarket < base) p.add('.solo.income.secondMarket', `is at least ${base}: what her card and village pay at the Second Market`, 'S-5');
}

/** A solo event list of the state: its own (`events`) or the DEFAULT {@link SOLO_EVENTS}; null if unusable. */
function checkEventList(p: Problems, events: unknown): readonly SoloEvent[] | null {
  if (events === null) return SOLO_EVENTS;
  if (!p.arrayMax(events, '.solo.events', SOLO_LIMITS.events, 'S-3')) return null;
  const ids = new Set<string>();
  events.forEach((e, i) => {
    const at = `.solo.events[${i}]`;
    if (!p.object(e, at, ['id', 'name', 'season', 'kind', 'coins', 'suit'])) return;
    if (p.str(e.id, `${at}.id`)) {
      p.check(e.id.length >= 1 && e.id.length <= SOLO_LIMITS.idLength, `${at}.id`, `is 1..${SOLO_LIMITS.idLength} characters`, 'S-3');
      if (ids.has(e.id)) p.add(`${at}.id`, `"${e.id.slice(0, 40)}" appears twice`, 'S-3');
      ids.add(e.id);
    }
    if (p.str(e.name, `${at}.name`)) p.check(e.name.length <= SOLO_LIMITS.nameLength, `${at}.name`, `is at most ${SOLO_LIMITS.nameLength} characters`, 'S-3');
    p.oneOf(e.season, `${at}.season`, ['summer', 'winter'], 'S-3.1');
    p.oneOf(e.kind, `${at}.kind`, ['pay', 'steal'], 'S-3');
    p.int(e.coins, `${at}.coins`, 0, SOLO_LIMITS.coins, 'S-3.2');
    if (e.suit !== null) p.oneOf(e.suit, `${at}.suit`, SUITS, 'S-3.3');
    if (e.kind === 'steal') p.check(e.coins === 0, `${at}.coins`, 'a steal event has 0 coins', 'S-3.3');
    if (e.kind === 'pay') p.check(e.suit === null, `${at}.suit`, 'a pay event has no suit', 'S-3.2');
  });
  return p.ok ? (events as SoloEvent[]) : null;
}

/**
 * The solo part (S-1..S-5): shape and ranges; the Countess's seat (no hand, never acts, every card a
 * column of its own, S-1/S-2); the decks hold only their season (S-3.1), the face-up Summer event,
 * the revealed event waiting for the Jester (phase `event`, S-4); every event index in exactly one of
 * the decks, `current`, `revealed` and the log; at most one Jester discard (S-4); every stolen card in
 * her village (S-3.3); her gold = her starting gold plus her income by source (S-5).
 */
function checkSolo(p: Problems, s: VillagersState, N: number): void {
  if (!p.object(s.solo, '.solo', ['events', 'countess', 'summer', 'winter', 'current', 'revealed', 'jester', 'log', 'income'])) return;
  const solo = s.solo as SoloState;
  const events = checkEventList(p, solo.events);
  if (events === null) return;
  const E = events.length;
  if (p.object(solo.countess, '.solo.countess', ['startingGold', 'cardGold', 'villagerGold', 'perVillagerAtSecondMarket'])) {
    p.int(solo.countess.startingGold, '.solo.countess.startingGold', 0, SOLO_LIMITS.countess, 'S-5');
    p.int(solo.countess.cardGold, '.solo.countess.cardGold', 0, SOLO_LIMITS.countess, 'S-5');
    p.bool(solo.countess.villagerGold, '.solo.countess.villagerGold');
    p.int(solo.countess.perVillagerAtSecondMarket, '.solo.countess.perVillagerAtSecondMarket', 0, SOLO_LIMITS.countess, 'S-5');
  }
  if (p.object(solo.income, '.solo.income', ['events', 'roadCoins', 'firstMarket', 'secondMarket'])) {
    for (const k of ['events', 'roadCoins', 'firstMarket', 'secondMarket'] as const) p.int(solo.income[k], `.solo.income.${k}`, 0, BIG, 'S-5');
  }
  p.bool(solo.jester, '.solo.jester');
  const ok1 = p.ints(solo.summer, '.solo.summer', 0, E - 1, undefined, 'S-3');
  const ok2 = p.ints(solo.winter, '.solo.winter', 0, E - 1, undefined, 'S-3');
  if (solo.current !== null) p.int(solo.current, '.solo.current', 0, E - 1, 'S-3.1');
  if (solo.revealed !== null) p.int(solo.revealed, '.solo.revealed', 0, E - 1, 'S-4');
  if (p.arrayMax(solo.log, '.solo.log', E, 'S-3')) {
    solo.log.forEach((r, i) => {
      // the checks below, first as a predicate that builds no path (see "Speed" above)
      if (hasKeys(r, LOG_KEYS) && isInt(r.event, 0, E - 1) && isInt(r.round, 1, BIG) && isInt(r.paid, 0, BIG) && (r.stolen === null || isInt(r.stolen, 0, N - 1)) && typeof r.discarded === 'boolean') return;
      const at = `.solo.log[${i}]`;
      if (!p.object(r, at, LOG_KEYS)) return;
      p.int(r.event, `${at}.event`, 0, E - 1, 'S-3');
      p.int(r.round, `${at}.round`, 1, BIG);
      p.int(r.paid, `${at}.paid`, 0, BIG, 'S-3.2');
      if (r.stolen !== null) p.int(r.stolen, `${at}.stolen`, 0, N - 1, 'S-3.3');
      p.bool(r.discarded, `${at}.discarded`);
    });
  }
  const her = s.seats[COUNTESS]!;
  const hp = `.seats[${COUNTESS}]`;
  p.check(her.hand.length === 0 && her.square.length === 0 && her.taken === null, hp, 'the Countess holds no hand, square or taken card', 'S-1');
  p.check(her.draftLimit === 0 && her.drafted === 0 && her.buildLimit === 0 && her.builds === 0 && her.trades === 0 && !her.tinner, hp, 'the Countess never drafts or builds', 'S-1');
  const hers0 = [...her.village]; // a plain copy (see intsOk)
  for (let i = 0; i < hers0.length; i++) {
    const node = hers0[i]!;
    if (node.on !== null || node.role !== null || node.side !== null) p.add(`${hp}.village[${i}]`, 'every card of the Countess is a column of its own, with no role or side', 'S-2');
  }
  if (!p.ok || !ok1 || !ok2) return;

  // S-3.1: the decks hold their season; the face-up event is a Summer; S-4: a revealed event waits in phase `event`.
  const season = (i: number) => events[i]!.season;
  // index loops that build a path only for a problem (see "Speed" above)
  for (let i = 0; i < solo.summer.length; i++) if (season(solo.summer[i]!) !== 'summer') p.add(`.solo.summer[${i}]`, 'is not a Summer event', 'S-3.1');
  for (let i = 0; i < solo.winter.length; i++) if (season(solo.winter[i]!) !== 'winter') p.add(`.solo.winter[${i}]`, 'is not a Winter event', 'S-3.1');
  if (solo.current !== null) p.check(season(solo.current) === 'summer', '.solo.current', 'is not a Summer event', 'S-3.1');
  p.check((s.phase === 'event') === (solo.revealed !== null), '.solo.revealed', 'an event is revealed exactly in phase "event"', 'S-4');
  if (solo.revealed !== null) {
    p.check(solo.jester, '.solo.revealed', 'waits for a Jester decision, but the Jester is used', 'S-4');
    if (season(solo.revealed) === 'summer') p.check(solo.revealed === solo.current, '.solo.revealed', 'a revealed Summer event is the face-up one', 'S-3.1');
  }
  // Every event index exactly once: decks, the face-up event, the revealed one, the log.
  const seen = new Int32Array(E);
  const count = (e: number) => (seen[e] = seen[e]! + 1);
  solo.summer.forEach(count);
  solo.winter.forEach(count);
  if (solo.current !== null) count(solo.current);
  if (solo.revealed !== null && solo.revealed !== solo.current) count(solo.revealed);
  let discarded = 0;
  const stolen = new Set<number>();
  const hers = new Set(her.village.map((n) => n.card));
  solo.log.forEach((r, i) => {
    const at = (): string => `.solo.log[${i}]`; // built only for a problem (see "Speed" above)
    count(r.event);
    const ev = events[r.event]!;
    if (!(r.round <= s.round)) p.add(`${at()}.round`, 'is after the current round');
    if (r.discarded) {
      discarded++;
      if (!(r.paid === 0 && r.stolen === null)) p.add(at(), 'an event the Jester discarded does nothing', 'S-4');
    } else if (ev.kind === 'pay') {
      if (!(r.paid <= ev.coins && r.stolen === null)) p.add(at(), `a pay event pays at most its ${ev.coins} coins and steals nothing`, 'S-3.2');
    } else {
      if (r.paid !== 0) p.add(`${at()}.paid`, 'a steal event pays nothing', 'S-3.3');
      if (r.stolen !== null) {
        if (!(!stolen.has(r.stolen) && hers.has(r.stolen))) p.add(`${at()}.stolen`, `card ${r.stolen} is not (once) in the Countess's village`, 'S-3.3');
        stolen.add(r.stolen);
      }
    }
  });
  let missing = 0;
  for (let e = 0; e < E; e++) {
    if (seen[e]! > 1) p.add('.solo', `event ${e} (${events[e]!.id}) is in ${seen[e]} places`, 'S-3');
    else if (seen[e] === 0) missing++;
  }
  if (missing > 0) p.add('.solo', `${missing} event(s) are nowhere (not in a deck, face up or in the log)`, 'S-3');
  p.check(discarded <= 1 && solo.jester === (discarded === 0), '.solo.jester', 'the Jester discards exactly one event once it is used, none before', 'S-4');
  const inc = solo.income;
  const expected = solo.countess.startingGold + inc.events + inc.roadCoins + inc.firstMarket + inc.secondMarket;
  p.check(her.gold === expected, `${hp}.gold`, `the Countess's gold is her starting gold plus her income (${expected})`, 'S-5');
  const paid = solo.log.reduce((a, r) => a + r.paid, 0);
  p.check(paid === inc.events, '.solo.income.events', `is the sum of the coins paid by events (${paid})`, 'S-3.2');
}
