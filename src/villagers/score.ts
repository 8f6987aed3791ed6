/**
 * The score sheet (V-10.2): gold in supply, split by where it came from, so a player can see the
 * Markets' income by source. Tie-break: fewer villagers in the village (every card, covered ones and
 * Founders included).
 */
import { scoreSheet, type ScoreSheet } from '../core/index.js';
import { COUNTESS } from './solo.js';
import type { VillagersState } from './types.js';
import { catalog } from './village.js';

/** Part names, in score-sheet order. Silver parts are `Second Market silver: <card name>`. */
export const PART_OTHER = 'Gold outside Markets';
export const PART_FIRST_GOLD = 'First Market: printed gold';
export const PART_FIRST_COINS = 'First Market: coins on cards';
export const PART_SECOND_GOLD = 'Second Market: printed gold';
export const PART_SECOND_SILVER = 'Second Market silver: ';
export const PART_SECOND_COINS = 'Second Market: coins collected';

/** The Countess's part of a solo score sheet (S-5): her gold by source. */
export interface CountessScore {
  readonly total: number;
  readonly parts: Readonly<Record<string, number>>;
}

/** A Villagers score sheet; solo adds the Countess (S-5). */
export interface VillagersScoreSheet extends ScoreSheet {
  /** Solo only: the Countess's gold by source; null with 2–5 players. */
  readonly countess: CountessScore | null;
}

/** Solo tie-break name: your gold minus the Countess's. */
export const SOLO_LEAD = 'lead over the Countess';

/**
 * `villagers.score`: running while the game is on, final after the Second Market.
 *
 * Solo (S-5): one line for the player (gold by source, as with 2–5 players), `tiebreak: [your gold −
 * the Countess's gold]` named `lead over the Countess`, and `countess` with her gold by source. You win
 * only with more gold than the Countess: then your rank is 1 and `winners` is `[0]`; otherwise (a tie
 * included) your rank is 2 — second behind her — and `winners` is empty.
 */
export function score(state: VillagersState): VillagersScoreSheet {
  const silverCards = catalog(state).silverCards;
  const raw = state.seats.slice(0, state.players).map((seat) => {
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
  const final = state.phase === 'over';
  const solo = state.solo;
  if (solo === null) return { ...scoreSheet(raw, { unit: 'gold', tiebreakNames: ['fewer villagers'], final }), countess: null };
  const inc = solo.income;
  const her = state.seats[COUNTESS]!.gold;
  const parts = {
    'Countess: starting gold': solo.countess.startingGold,
    'Countess: coins from events': inc.events,
    'Countess: Road coins': inc.roadCoins,
    'Countess: First Market': inc.firstMarket,
    'Countess: Second Market': inc.secondMarket,
  };
  const mine = state.seats[0]!.gold;
  const sheet = scoreSheet([{ parts: raw[0]!.parts, tiebreak: [mine - her] }], { unit: 'gold', tiebreakNames: [SOLO_LEAD], final });
  const line = sheet.players[0]!;
  const won = mine > her;
  const countess = { total: her, parts };
  return { ...sheet, players: [{ ...line, rank: won ? 1 : 2 }], winners: won ? [0] : [], countess, opponent: { name: 'Countess', ...countess } };
}
