/**
 * `villagers.validate`: every field of a Villagers state and the invariants the rules keep: one seat
 * per player, counts never negative, every card (by uid) in exactly one place — Road, stacks,
 * Reserve, discard pile, basic supply piles, a hand, a square, a village or held as "taken" — and
 * villages whose cards lie on cards of the same village.
 *
 * Written in parts (`checkTable`, `checkSupply`, `checkSeat`, `checkPlaces`) so a mode with other
 * seats or decks (the solo Countess) can add its own part and its own places for cards.
 */
import { Problems, type StateProblem } from '../core/index.js';
import { BASICS, CARDS, LIMITS, type CardType } from './data.js';
import { CARD_LIST_LIMITS } from './setup.js';
import type { SeatState, VillagersState } from './types.js';
import { uidTable, type UidTable } from './village.js';

const KEYS = [
  'players', 'cardSet', 'startingRoad', 'phase', 'round', 'firstPlayer', 'turn', 'road', 'stacks', 'reserve', 'discard',
  'basics', 'firstMarketDone', 'secondMarketDone', 'coinsPlaced', 'seats', 'rng',
];
const SEAT_KEYS = ['gold', 'hand', 'square', 'village', 'draftLimit', 'drafted', 'buildLimit', 'builds', 'trades', 'tinner', 'taken', 'income'];
/** No count in a game comes near this (gold, coins, rounds). */
const BIG = 100_000;

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
    const table = uidTable(s.cardSet as readonly CardType[], s.players);
    if (table.cards.some((c) => c === undefined)) throw new Error('unknown id');
    return table;
  } catch {
    return (p.add('.cardSet', 'is not a usable card list', 'V-2.10'), null);
  }
}

/** The shared supply: Road, stacks, Reserve, discard, basic piles, phase and turn fields. */
function checkSupply(p: Problems, s: VillagersState, N: number): void {
  const n = s.players;
  p.oneOf(s.phase, '.phase', ['draft', 'roadCoins', 'build', 'over']);
  p.int(s.round, '.round', 1, BIG);
  p.int(s.firstPlayer, '.firstPlayer', 0, n - 1, 'V-3.5');
  p.int(s.turn, '.turn', 0, n - 1);
  if (s.startingRoad !== null && p.array(s.startingRoad, '.startingRoad', LIMITS.roadSize, 'V-3.2')) {
    s.startingRoad.forEach((id, i) => p.str(id, `.startingRoad[${i}]`));
  }
  if (p.array(s.road, '.road', LIMITS.roadSize, 'V-3.2')) {
    s.road.forEach((slot, i) => {
      if (slot === null) return;
      if (p.object(slot, `.road[${i}]`, ['card', 'coins'])) {
        p.int(slot.card, `.road[${i}].card`, 0, N - 1);
        p.int(slot.coins, `.road[${i}].coins`, 0, BIG);
      }
    });
  }
  if (p.array(s.stacks, '.stacks', LIMITS.stacks, 'V-3.7')) s.stacks.forEach((st, i) => p.ints(st, `.stacks[${i}]`, 0, N - 1));
  p.ints(s.reserve, '.reserve', 0, N - 1);
  p.ints(s.discard, '.discard', 0, N - 1);
  if (p.object(s.basics, '.basics', BASICS)) for (const b of BASICS) p.ints(s.basics[b], `.basics.${b}`, 0, N - 1);
  p.bool(s.firstMarketDone, '.firstMarketDone');
  p.bool(s.secondMarketDone, '.secondMarketDone');
  p.int(s.coinsPlaced, '.coinsPlaced', 0, n, 'V-5');
  p.rng(s.rng, '.rng');
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
  if (p.object(seat.income, `${path}.income`, ['firstGold', 'firstCoins', 'secondGold', 'secondSilver', 'secondCoins'])) {
    const inc = seat.income as unknown as Record<string, unknown>;
    for (const k of ['firstGold', 'firstCoins', 'secondGold', 'secondCoins']) p.int(inc[k], `${path}.income.${k}`, 0, BIG);
    if (p.object(inc.secondSilver, `${path}.income.secondSilver`, [], Object.keys(inc.secondSilver ?? {}))) {
      for (const [k, v] of Object.entries(inc.secondSilver as Record<string, unknown>)) p.int(v, `${path}.income.secondSilver.${k}`, 0, BIG);
    }
  }
  if (!p.arrayMax(seat.village, `${path}.village`, N)) return;
  seat.village.forEach((node, i) => {
    const at = `${path}.village[${i}]`;
    if (!p.object(node, at, ['card', 'on', 'role', 'coins', 'side'])) return;
    p.int(node.card, `${at}.card`, 0, N - 1);
    if (node.on !== null) p.int(node.on, `${at}.on`, 0, i - 1, 'V-6.2');
    if (node.role !== null) p.str(node.role, `${at}.role`);
    p.int(node.coins, `${at}.coins`, 0, BIG);
    if (node.side !== null) p.oneOf(node.side, `${at}.side`, ['gold', 'food']);
  });
}

/** Every uid in exactly one place. `extra` lists further places (a mode's own decks). */
function checkPlaces(p: Problems, s: VillagersState, N: number, extra: readonly [string, readonly number[]][] = []): void {
  const where = new Int32Array(N).fill(-1);
  const names: string[] = [];
  const put = (name: string, uids: readonly number[]): void => {
    names.push(name);
    for (const u of uids) {
      if (where[u] !== -1) p.add(name, `card ${u} is also in ${names[where[u]!]}`, 'V-3');
      where[u] = names.length - 1;
    }
  };
  put('.road', s.road.flatMap((r) => (r === null ? [] : [r.card])));
  s.stacks.forEach((st, i) => put(`.stacks[${i}]`, st));
  put('.reserve', s.reserve);
  put('.discard', s.discard);
  for (const b of BASICS) put(`.basics.${b}`, s.basics[b]);
  s.seats.forEach((seat, i) => {
    put(`.seats[${i}].hand`, seat.hand);
    put(`.seats[${i}].square`, seat.square);
    put(`.seats[${i}].village`, seat.village.map((v) => v.card));
    if (seat.taken !== null) put(`.seats[${i}].taken`, [seat.taken]);
  });
  for (const [name, uids] of extra) put(name, uids);
  let missing = 0;
  for (let u = 0; u < N; u++) if (where[u] === -1) missing++;
  if (missing > 0) p.add('', `${missing} card(s) are nowhere`, 'V-3');
}

/** Problems with `x` as a Villagers state (empty = valid). `x` is plain JSON. */
export function validate(x: unknown): StateProblem[] {
  const p = new Problems();
  if (!p.object(x, '', KEYS)) return p.list;
  const s = x as unknown as VillagersState;
  if (!p.int(s.players, '.players', 2, 5, 'V-1.1')) return p.list;
  const table = checkTable(p, s);
  if (table === null) return p.list;
  const N = table.ids.length;
  checkSupply(p, s, N);
  if (p.array(s.seats, '.seats', s.players, 'V-1.1')) s.seats.forEach((seat, i) => checkSeat(p, seat, `.seats[${i}]`, N));
  if (!p.ok) return p.list;
  checkPlaces(p, s, N);
  return p.list;
}
