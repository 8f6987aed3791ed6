/**
 * Determinization (BV §10 views): a state the seat cannot tell apart from the given one.
 *
 * Re-dealt for every other architect, from the multiset of that architect's unseen building cards
 * (hand, construction deck and face-down offers): first its face-down offers (offer spaces, the
 * overflow row, unrevealed construction-queue cards), then its hand, then its deck. The seat's own deck
 * is shuffled. Taken contracts of the other architects (face down until the game is over) are re-dealt
 * with the contract deck; the zoning deck is shuffled; the RNG is re-drawn. Everything else is public.
 */
import { canonical, determinizationRng, freshRngState, type PlayerId, type Seed } from '../core/index.js';
import type { BellaVistaState, Offer } from './types.js';

/** `bellavista.determinize`. */
export function determinize(state: BellaVistaState, seat: PlayerId | null, seed: Seed): BellaVistaState {
  const r = determinizationRng(seed);
  const building = state.phase === 'build' || state.phase === 'neutral' || state.phase === 'over';
  const queueSeen = (i: number) => building && (i <= state.buildTurn || state.phase !== 'build');
  // Unseen building cards per architect.
  const unseen: string[][] = state.hands.map((h, p) => (p === seat ? [...state.decks[p]!] : [...h, ...state.decks[p]!]));
  const hidden = (o: Offer) => o.player !== seat;
  for (const o of state.spaces) if (o && hidden(o)) unseen[o.player]!.push(o.card);
  for (const o of state.overflow) if (hidden(o)) unseen[o.player]!.push(o.card);
  state.queue.forEach((o, i) => {
    if (hidden(o) && !queueSeen(i)) unseen[o.player]!.push(o.card);
  });
  const pools = unseen.map((cards) => r.shuffle(canonical(cards)));
  const deal = (o: Offer): Offer => ({ ...o, card: pools[o.player]!.shift()! });
  const spaces = state.spaces.map((o) => (o && hidden(o) ? deal(o) : o));
  const overflow = state.overflow.map((o) => (hidden(o) ? deal(o) : o));
  const queue = state.queue.map((o, i) => (hidden(o) && !queueSeen(i) ? deal(o) : o));
  const hands = state.hands.map((h, p) => (p === seat ? [...h] : pools[p]!.splice(0, h.length)));
  const decks = pools.map((pool) => pool.splice(0));
  // Contracts: the deck and the other architects' face-down contracts.
  const contractsSeen = (p: number) => p === seat || state.phase === 'over';
  const contractPool = [...state.contractDeck];
  state.contracts.forEach((c, p) => {
    if (!contractsSeen(p)) contractPool.push(...c);
  });
  const shuffled = r.shuffle(canonical(contractPool));
  const contracts = state.contracts.map((c, p) => (contractsSeen(p) ? [...c] : shuffled.splice(0, c.length)));
  const contractDeck = shuffled.splice(0);
  const zoningDeck = r.shuffle(canonical(state.zoningDeck));
  return { ...state, spaces, overflow, queue, hands, decks, contracts, contractDeck, zoningDeck, rng: freshRngState(r) };
}
