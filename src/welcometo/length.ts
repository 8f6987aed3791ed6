/**
 * Welcome To: the most actions a whole game can take (`Game.maxGameLength`, used by `replay` to refuse a
 * longer log before replaying it). Derived from the rules, not measured.
 */
import { comps, planAt } from './sheet.js';
import type { WelcomeToState } from './types.js';

/**
 * An upper bound on the number of actions of any legal Welcome To game with this state's config, plans
 * and components. It reads only those (never a sheet), so it is the same at every point of a game.
 *
 * With `H` houses on a sheet (WT-2.3), `R` refusal boxes (WT-5.6: the last one crossed ends the game),
 * `O` roundabout boxes (advanced variant only, WT-7.1) and `K` construction cards:
 *
 * - **Turns.** Every turn each seat either writes its number in an empty house (WT-4.6, WT-5.1) or
 *   crosses a refusal box (WT-5.6: one of the two is always open, and `end` needs it). The game ends at
 *   the end of a turn in which a seat has no empty house or has crossed its `R`-th box (WT-10.1), so
 *   after turn `T − 1` every seat still had an empty house and at most `R − 1` boxes crossed: it wrote
 *   at most `H − 1` times and refused at most `R − 1` times in `T − 1` turns, and `T ≤ H + R − 1`.
 *   Solo (WT-12.2, WT-10.1): each turn draws 3 construction cards from the deck, and the game ends when
 *   fewer than 3 are left, so also `T ≤ ⌊K / 3⌋` (27 with the published cards).
 * - **Per turn and seat**, the clicks that can occur together (WT-4.3): exactly one `choose` or
 *   `refuse`, and exactly one `end`: `2T` in the game. After a `choose`, one `write`; after the write
 *   at most one effect click (the target or `skip`, only when the effect has a target, WT-15.2; none
 *   after a refusal). Writes `W ≤ T`, effects `≤ W`.
 * - **Per game and seat**, the clicks limited by the sheet, not by the turn: a write, a bis and a
 *   roundabout each fill an empty house, so `W + O_built ≤ H`, and roundabouts `O_built ≤ min(O, T)`
 *   (one per turn, one box each). So writes + effects + roundabouts `≤ 2W + O_built ≤ 2·min(T, H) +
 *   min(O, T, max(0, H − T))`. A `truck` is chosen once per street whose truck starts without a
 *   direction (Ice Cream board, WT-13.2: the street that has two trucks). Each City Plan is claimed at
 *   most once per seat (WT-8.5): one `claim`, plus for an estate plan one `designate` per estate it
 *   lists (WT-8.3: each designation takes one of the sizes still needed, and the last one completes the
 *   claim). A `reshuffle` (WT-8.7) asks once per turn, only in a turn in which the seat first-completed
 *   a plan: at most one per plan (`firstPlanOnly`: only before any plan was first completed, so at
 *   most 1; `never` and solo: 0).
 *
 * Total: `players × (2T + 2·min(T, H) + min(O, T, max(0, H − T)) + trucks + claims + designations +
 * reshuffles)`. Published components, 12 players, base board: T = 35 (33 houses, 3 refusal boxes),
 * 136 actions a seat before the plans (random 12-player games take about 1,000-1,130 in all;
 * test/welcometo/max-length.test.ts).
 *
 * @param s any Welcome To state (only its config, plans and components are read).
 * @returns a positive integer.
 */
export function maxGameLength(s: WelcomeToState): number {
  const c = comps(s);
  const cfg = s.config;
  let H = 0;
  for (const street of c.streets) H += street.houses;
  const R = c.tracks.permitRefusals.length - 1;
  let T = H === 0 || R <= 0 ? 1 : H + R - 1;
  if (cfg.players === 1) T = Math.max(1, Math.min(T, Math.floor(c.cards.length / 3)));
  const O = cfg.variant === 'advanced' ? Math.max(0, c.tracks.roundabouts.length - 1) : 0;
  const writes = Math.min(T, H);
  const roundabouts = Math.min(O, T, Math.max(0, H - T));
  let trucks = 0;
  if (cfg.board === 'icecream') for (const d of c.iceCream.trucks) if (d.length > 1) trucks++;
  let claims = 0;
  for (let k = 0; k < s.plans.length; k++) {
    const req = planAt(s, k).requirement;
    claims += 1 + (req.type === 'estates' ? req.sizes.length : 0);
  }
  const reshuffles = cfg.players === 1 || cfg.reshufflePolicy === 'never' ? 0 : cfg.reshufflePolicy === 'firstPlanOnly' ? Math.min(1, s.plans.length) : s.plans.length;
  return cfg.players * (2 * T + 2 * writes + roundabouts + trucks + claims + reshuffles);
}
