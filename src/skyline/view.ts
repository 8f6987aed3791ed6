/**
 * Views (SK-3.7, SK-3.9): everything is public except the order of the face-down deck, which becomes
 * a count, and the RNG state.
 */
import type { PlayerId } from '../core/index.js';
import { dataOf } from './legal.js';
import type { SkylineState, SkylineView } from './types.js';

export function view(s: SkylineState, _player: PlayerId | null): SkylineView {
  const { deck, drawn, rng: _rng, ...rest } = s;
  const { board, cards, components } = dataOf(s);
  return {
    ...rest,
    deckSize: deck.length - drawn,
    board,
    cards,
    track: components.track,
    coneValues: components.coneValues,
    handLimit: components.handLimit,
  };
}
