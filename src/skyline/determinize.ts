/**
 * Determinization (SK-3.7, SK-3.9 views): everything is public but the order of the face-down deck
 * and the RNG, so the cards still in the deck are shuffled into a new deck (none drawn yet) and the
 * RNG re-drawn. The part of the old deck already drawn is not kept (it is not in any view).
 */
import { canonical, determinizationRng, freshRngState, type PlayerId, type Seed } from '../core/index.js';
import type { SkylineState } from './types.js';

/** `skyline.determinize`. */
export function determinize(state: SkylineState, _seat: PlayerId | null, seed: Seed): SkylineState {
  const r = determinizationRng(seed);
  const deck = r.shuffle(canonical(state.deck.slice(state.drawn)));
  return { ...state, deck, drawn: 0, rng: freshRngState(r) };
}
