/**
 * The score sheet (V-10.2): gold in supply, split by where it came from, so a player can see the
 * Markets' income by source. Tie-break: fewer villagers in the village (every card, covered ones and
 * Founders included).
 */
import { scoreSheet, type ScoreSheet } from '../core/index.js';
import type { VillagersState } from './types.js';
import { catalog } from './village.js';

/** Part names, in score-sheet order. Silver parts are `Second Market silver: <card name>`. */
export const PART_OTHER = 'Gold outside Markets';
export const PART_FIRST_GOLD = 'First Market: printed gold';
export const PART_FIRST_COINS = 'First Market: coins on cards';
export const PART_SECOND_GOLD = 'Second Market: printed gold';
export const PART_SECOND_SILVER = 'Second Market silver: ';
export const PART_SECOND_COINS = 'Second Market: coins collected';

/** `villagers.score`: running while the game is on, final after the Second Market. */
export function score(state: VillagersState): ScoreSheet {
  const silverCards = catalog(state).silverCards;
  const raw = state.seats.map((seat) => {
    const inc = seat.income;
    const market: Record<string, number> = {
      [PART_FIRST_GOLD]: inc.firstGold,
      [PART_FIRST_COINS]: inc.firstCoins,
      [PART_SECOND_GOLD]: inc.secondGold,
    };
    for (const t of silverCards) market[PART_SECOND_SILVER + t.name] = inc.secondSilver[t.name] ?? 0;
    market[PART_SECOND_COINS] = inc.secondCoins;
    let fromMarkets = 0;
    for (const v of Object.values(market)) fromMarkets += v;
    // Starting gold, Road coins, unlock payments and Smuggler income: whatever is not Market income.
    return { parts: { [PART_OTHER]: seat.gold - fromMarkets, ...market }, tiebreak: [-seat.village.length] };
  });
  return scoreSheet(raw, { unit: 'gold', tiebreakNames: ['fewer villagers'], final: state.phase === 'over' });
}
