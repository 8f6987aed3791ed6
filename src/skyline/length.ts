/**
 * Tower Up: the most actions a whole game can take (`Game.maxGameLength`, used by `replay` to refuse a
 * longer log before replaying it). Derived from the rules, not measured.
 */
import { EXTRA_SETUP_CARDS } from './data.js';
import { dataOf } from './legal.js';
import type { SkylineState } from './types.js';

/**
 * An upper bound on the number of actions of any legal Tower Up game with this state's config: player
 * count `n`, round limit `L` (SK-10.7), setup mode and starting floors, and the components. It reads only
 * those, so it is the same at every point of a game.
 *
 * With `S` star columns on the track, `F` the most floors printed on one material card and `K` the
 * starting floors of the setup (the market's bottoms plus the variant's extra cards, SK-4.4, SK-12):
 *
 * - Rounds: a round is one normal turn of each seat from the first player. The end is scheduled at the
 *   latest when round `L − 1` ends (SK-10.7), and every final round (SK-10.1, SK-10.2, SK-10.6, SK-10.7)
 *   gives each seat at most one more turn, in seat order, so no game has more than `L` rounds and no seat
 *   plays more than `L` normal turns.
 * - Extra turns (SK-8.2): one per turn in which a star column is credited to the seat, and a column is
 *   credited once (SK-8.1: markers never move back): at most `S` per seat.
 * - A turn is one main action (`takeCard`, `build`, `declineExtraTurn` or `pass`), then after a card at
 *   most one `chooseColour` per floor of it (SK-6.2, SK-6.5) and at most one `discard` per floor it
 *   brought over the hand limit (SK-6.6: a hand holds at most the limit between turns, from the starting
 *   hand on): at most `1 + 2F` actions. A build only spends floors, so no discard follows it.
 * - Manual setup (SK-4.4): one `setupPlace` per starting floor, at most `K`.
 *
 * Total: `K + n · (L + S) · (1 + 2F)` (`K` only in manual setup). DEFAULT data (S = 6, F = 3) and the
 * DEFAULT limit L = 150: 2184 actions at 2 players, 3276 at 3, 4368 at 4. Longest random games measured
 * (20,000 a player count): 201, 100 and 125 actions; a staller that never builds and makes every turn as
 * long as it can plays about 1980 at 4 players (docs/skyline.md "Stalling"). Tested: random and stalling
 * games never exceed the bound (test/skyline/round-limit.test.ts).
 *
 * @param state any Tower Up state (only its config fields are read).
 * @returns a positive integer.
 */
export function maxGameLength(state: SkylineState): number {
  const { components } = dataOf(state);
  const n = state.players;
  const L = state.options.roundLimit;
  const S = components.track.starColumns.length;
  let F = 0;
  for (const c of components.materialCards) if (c.floors.length > F) F = c.floors.length;
  const K = state.options.setupMode === 'manual' ? components.marketSize + (EXTRA_SETUP_CARDS[state.options.startingFloors] ?? 0) : 0;
  return K + n * (L + S) * (1 + 2 * F);
}
