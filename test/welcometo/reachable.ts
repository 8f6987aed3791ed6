/**
 * Reachable states must be valid: seeded random playouts of many configs (every player count 1..12,
 * both variants, every board, expert drafting, every rule option), each state (every ply, mid-turn
 * states included: one click of one seat at a time) validated as the engine made it and, for a sample,
 * as plain JSON (as it enters from storage, with no cache to answer). Used by `validate-shown.test.ts`
 * (fast slice) and `validate-reachable.fuzz.test.ts` (soak).
 */
import { createRng, openRng } from '../../src/core/index.js';
import { validate } from '../../src/welcometo/validate.js';
import type { WelcomeToConfig, WelcomeToState } from '../../src/welcometo/index.js';
import { g } from './helpers.js';

/** Every player count, and every option value at least once, on every board. */
export const REACHABLE_CONFIGS: readonly WelcomeToConfig[] = [
  { players: 1 },
  { players: 1, variant: 'advanced', board: 'icecream' },
  { players: 2, variant: 'advanced', roundaboutTiming: 'beforeOrAfter', tempZeroModifierHires: false },
  { players: 2, expert: true, board: 'christmas', refusalConsidersTemp: true },
  { players: 3, variant: 'advanced', board: 'icecream', iceBonusTrigger: 'reachLastConeHouse', roundaboutTiming: 'beforeChoosing' },
  { players: 4, reshufflePolicy: 'firstPlanOnly', tempRanking: 'competition' },
  { players: 5, expert: true, variant: 'advanced', board: 'icecream', reshufflePolicy: 'never' },
  { players: 6, board: 'christmas', thematicReplacesStack3: false },
  { players: 7, variant: 'advanced', roundaboutTiming: 'beforeOrAfter', refusalConsidersTemp: true },
  { players: 8, expert: true },
  { players: 9, board: 'icecream', tempZeroModifierHires: false },
  { players: 10, variant: 'advanced', board: 'christmas' },
  { players: 11, expert: true, variant: 'advanced', roundaboutTiming: 'beforeOrAfter' },
  { players: 12, variant: 'advanced', board: 'icecream', thematicReplacesStack3: false },
];

export interface ReachableReport {
  games: number;
  states: number;
  /** States where some seat has a shown sheet (mid-turn, after a sheet click). */
  withShown: number;
  /** Up to 10 refused states: config, seed, ply and the first problems. */
  invalid: string[];
}

/**
 * `games` seeded random games of each config; the acting seat is drawn at random among those still
 * to act, so the seats' turns interleave.
 */
export function playReachable(configs: readonly WelcomeToConfig[], games: number, tag: string, plainEvery = 7): ReachableReport {
  const r: ReachableReport = { games: 0, states: 0, withShown: 0, invalid: [] };
  const check = (s: WelcomeToState, where: string, plain: boolean) => {
    r.states++;
    if (s.players.some((p) => p.shown !== null)) r.withShown++;
    const problems = validate(plain ? JSON.parse(JSON.stringify(s)) : s);
    if (problems.length > 0 && r.invalid.length < 10) r.invalid.push(`${where}: ${JSON.stringify(problems.slice(0, 3))}`);
  };
  for (const [ci, config] of configs.entries()) {
    for (let k = 0; k < games; k++) {
      const seed = `${tag}-${ci}-${k}`;
      const rng = openRng(createRng(seed));
      let s = g.setup(config, seed);
      r.games++;
      for (let ply = 0; ; ply++) {
        check(s, `${JSON.stringify(config)} seed ${seed} ply ${ply}`, ply % plainEvery === 0);
        if (g.isOver(s)) break;
        const p = rng.pick(g.actors(s));
        s = g.apply(s, rng.pick(g.legalActions(s, p)));
      }
    }
  }
  return r;
}
