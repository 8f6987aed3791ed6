/**
 * Villagers: the most actions a whole game can take (`Game.maxGameLength`, used by `replay` to refuse a
 * longer log before replaying it). Derived from the rules, not measured.
 */
import { CARDS, LIMITS } from './data.js';
import { eventsOf } from './solo.js';
import type { VillagersState } from './types.js';
import { uidTable } from './village.js';

/**
 * An upper bound on the number of actions of any legal Villagers game with this state's config: player
 * count, card list and (solo) event list. It reads only those, so it is the same at every point of a game.
 *
 * With `a` acting seats (the players; solo: 1, the Countess never acts), `K` deck cards in use (V-3.1,
 * S-1), `B` basic villagers in the supply piles (V-3.3), `H = 5a` cards dealt to hands (V-3.6), `S` cards
 * dealt to the six stacks (V-3.7: 6 × 2 × players; solo 6 × 5), `A` Apprentice cards and `E` solo events:
 *
 * - Trades (V-6.6) take a basic villager from a supply pile, and nothing ever returns one there (it goes
 *   into a village; an Apprentice or a steal, V-7.3 and S-3.3, moves cards between villages): at most `B`
 *   trades in the whole game, whatever the 3-per-turn limit allows.
 * - The draftable pool (Road, stacks, Reserve) starts with `K − H` cards and gains a card only by a trade
 *   (onto a stack or the Reserve; a Road discard, V-5.8/V-5.9/V-5.10, never returns). Every draft (V-5.4)
 *   and every `countessTakes` (S-2) removes one: at most `K − H + B` of them.
 * - Cards reach a hand only by the deal and by drafts (V-5.7), and every build, trade, Apprentice, Tinner
 *   or Smuggler (V-6.3, V-6.6, V-7) takes at least one from a hand: at most `H + (K − H + B) = K + B`.
 *   `placeTaken` follows an Apprentice, which never returns to a hand (V-7.2, V-7.3): at most `A`.
 * - Rounds: the game ends after the round in which all six stacks are empty (V-9.1, V-10.1), and an
 *   empty stack never takes a card again (V-6.6), so in every earlier round the stacks are never all
 *   empty. Then every draft takes a stack card (V-5.4 from a stack, or a Road pick refilled from the
 *   leftmost non-empty stack, V-5.6), and drafting is mandatory up to a limit of at least 2 (V-5.1,
 *   V-5.2): at least `2a` stack cards per such round. The stacks lose at most `S + B` cards in all and
 *   still hold one at the end of every earlier round, so there are at most `1 + ⌊(S + B − 1) / 2a⌋` rounds.
 * - Per round: one `endBuild` per acting seat (V-6.8), plus the Road coins (V-5.9: 2 with 2 players,
 *   1 in solo, S-2; none with 3–5, V-5.8). Solo: one Jester decision per revealed event at most (S-4), `E`.
 *
 * Total: `(K − H + B) + (K + B) + A + rounds × (a + coins) + E`. Published cards: solo 295, 2p 280,
 * 3p 252, 4p 282, 5p 282 (random games take about 104, 150, 161, 187, 209; test/villagers/max-length.test.ts).
 *
 * @param state any Villagers state (only `players`, `cardSet` and the solo event list are read).
 * @returns a positive integer.
 */
export function maxGameLength(state: VillagersState): number {
  const n = state.players;
  const table = uidTable(state.cardSet ?? CARDS, n);
  let K = 0;
  let B = 0;
  let A = 0;
  for (const t of table.cards) {
    if (t.kind === 'deck') K++;
    else if (t.kind === 'basic') B++;
    if (t.effect === 'swapNonTop') A++;
  }
  const acting = n === 1 ? 1 : n;
  const H = acting * LIMITS.handSize;
  const S = LIMITS.stacks * (n === 1 ? LIMITS.soloStackSize : 2 * n);
  const rounds = 1 + Math.floor((S + B - 1) / (LIMITS.draftBase * acting));
  const coins = n === 2 ? 2 : n === 1 ? 1 : 0;
  const events = n === 1 ? eventsOf(state).length : 0;
  const pool = K - H + B;
  return pool + (K + B) + A + rounds * (acting + coins) + events;
}
