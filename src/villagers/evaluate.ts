/**
 * A heuristic value of a Villagers position for bots (gold, V-10): the gold in supply plus what the
 * village will still pay at the Markets left (V-9.2 First Market: printed gold of uncovered cards
 * and the coins on cards; V-9.3 Second Market: the same plus silver), plus the promise of the
 * position — cards in hand and on the Village Square (villagers still to build), cards built in the
 * village, visible food (a larger draft, V-5.1) and builders (more builds, V-6.2) while rounds are
 * left — relative to the best
 * other seat (solo: to the Countess's gold, S-5). Weights are DEFAULT, set by hand from short arena runs.
 */
import type { PlayerId } from '../core/index.js';
import { COUNTESS } from './solo.js';
import type { SeatState, VillagersState } from './types.js';
import { coinsOnCards, silverIncome, visibleBuilders, visibleFood, visibleGold } from './village.js';

/** DEFAULT weights of {@link villagePromise}, in gold per item. */
export const VILLAGERS_WEIGHTS = { card: 0.5, food: 1, builder: 1, placed: 1 };

/**
 * A seat's gold in supply plus the Market income its village would pay at each Market left (as it
 * lies now) plus, while the game is on, `card` per card in hand or on the Village Square, `placed`
 * per card in the village (a built card opens the chains above it; a card kept in hand scores
 * nothing, so it is worth less than building it) and `food`/`builder` per visible food and builder
 * icon (in gold).
 */
export function villagePromise(state: VillagersState, seat: SeatState, w = VILLAGERS_WEIGHTS): number {
  if (state.phase === 'over') return seat.gold;
  const markets = (state.firstMarketDone ? 0 : 1) + (state.secondMarketDone ? 0 : 1);
  let silver = 0;
  if (!state.secondMarketDone) for (const v of Object.values(silverIncome(state, seat))) silver += v;
  const income = markets * (visibleGold(state, seat) + coinsOnCards(seat)) + silver;
  const growth =
    w.card * (seat.hand.length + seat.square.length) +
    w.food * visibleFood(state, seat) +
    w.builder * visibleBuilders(state, seat) +
    w.placed * seat.village.length;
  return seat.gold + income + (markets > 0 ? growth : 0);
}

/**
 * `evaluate(state, seat)`: {@link villagePromise} of the seat minus the best other seat's (solo: minus
 * the Countess's gold). Larger is better; in gold.
 */
export function evaluate(state: VillagersState, seat: PlayerId): number {
  const own = villagePromise(state, state.seats[seat]!);
  if (state.solo !== null) return own - state.seats[COUNTESS]!.gold;
  let best = -Infinity;
  for (let p = 0; p < state.players; p++) if (p !== seat) best = Math.max(best, villagePromise(state, state.seats[p]!));
  return best === -Infinity ? own : own - best;
}
