/**
 * Determinization (SIM-6.1 views): everything is public but the order of the draw pile and the RNG,
 * so the pile's tiles (a multiset of tile kinds) are shuffled into a new order and the RNG re-drawn.
 */
import { canonical, determinizationRng, freshRngState, type PlayerId, type Seed } from '../core/index.js';
import type { SimplicityState } from './types.js';

/** `simplicity.determinize`. */
export function determinize(state: SimplicityState, _seat: PlayerId | null, seed: Seed): SimplicityState {
  const r = determinizationRng(seed);
  const pile = r.shuffle(canonical(state.pile));
  return { ...state, pile, rng: freshRngState(r) };
}
