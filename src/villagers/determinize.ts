/**
 * Determinization (views: V-5.7, V-11.7): a state the seat cannot tell apart from the given one.
 *
 * Cards are uids; a view shows the uids of village cards but only the card type of Road, discard,
 * Village Square, own-hand and Apprentice-taken cards, and only counts (plus the suit on the top card
 * back) of the stacks, the Reserve, the basic supplies and the other hands. So: village cards are kept;
 * every card shown by type gets the lowest unused uid of that type (uids of one type are
 * interchangeable); basic supplies get the lowest unused uids of their type; the rest — the unseen
 * cards — is shuffled and dealt, first a card of the shown suit on top of each stack and of the
 * Reserve, then the rest of the stacks, the Reserve and the other hands. Solo (S-3): the face-down
 * Summer and Winter event decks are shuffled (each from its own remaining cards, which the player can
 * work out from the events already seen). The RNG is re-drawn.
 */
import { canonical, determinizationRng, freshRngState, takeFirst, type PlayerId, type Seed } from '../core/index.js';
import { BASICS, type BasicId } from './data.js';
import type { SeatState, VillagersState } from './types.js';
import { uids } from './village.js';

/** `villagers.determinize`. */
export function determinize(state: VillagersState, seat: PlayerId | null, seed: Seed): VillagersState {
  const r = determinizationRng(seed);
  const table = uids(state);
  const inVillage = new Set<number>();
  for (const s of state.seats) for (const node of s.village) inVillage.add(node.card);
  // Unused uids by card type, lowest first.
  const free = new Map<string, number[]>();
  table.ids.forEach((id, uid) => {
    if (inVillage.has(uid)) return;
    let list = free.get(id);
    if (!list) free.set(id, (list = []));
    list.push(uid);
  });
  const byType = (uid: number): number => {
    const u = free.get(table.ids[uid]!)?.shift();
    if (u === undefined) throw new Error('villagers.determinize: a shown card has no unused uid of its type');
    return u;
  };
  const road = state.road.map((slot) => (slot === null ? null : { card: byType(slot.card), coins: slot.coins }));
  const discard = state.discard.map(byType);
  const squares = state.seats.map((s) => s.square.map(byType));
  const taken = state.seats.map((s) => (s.taken === null ? null : byType(s.taken)));
  const ownHand = seat === null ? null : state.seats[seat]!.hand.map(byType);
  const basics = {} as Record<BasicId, number[]>;
  for (const b of BASICS) basics[b] = (free.get(b) ?? []).splice(0, state.basics[b].length);
  // The unseen cards.
  const pool = r.shuffle(canonical([...free.values()].flat()));
  const suitOf = (uid: number) => table.cards[uid]!.suit;
  const topOf = (pile: readonly number[]): number | null => {
    if (pile.length === 0) return null;
    const suit = suitOf(pile[pile.length - 1]!);
    const u = takeFirst(pool, (x) => suitOf(x) === suit);
    if (u === undefined) throw new Error('villagers.determinize: no unseen card of the shown top suit');
    return u;
  };
  const stackTops = state.stacks.map(topOf);
  const reserveTop = topOf(state.reserve);
  const fill = (pile: readonly number[], top: number | null): number[] => (top === null ? [] : [...pool.splice(0, pile.length - 1), top]);
  const stacks = state.stacks.map((s, i) => fill(s, stackTops[i]!));
  const reserve = fill(state.reserve, reserveTop);
  const seats: SeatState[] = state.seats.map((s, p) => ({
    ...s,
    hand: p === seat ? ownHand! : pool.splice(0, s.hand.length),
    square: squares[p]!,
    taken: taken[p]!,
  }));
  if (pool.length > 0) throw new Error(`villagers.determinize: ${pool.length} unseen cards were not dealt`);
  const solo = state.solo === null ? null : { ...state.solo, summer: r.shuffle(canonical([...state.solo.summer])), winter: r.shuffle(canonical([...state.solo.winter])) };
  return { ...state, road, stacks, reserve, discard, basics, seats, solo, rng: freshRngState(r) };
}
