/**
 * Issue #11: a rule option of `state.config` flipped in a stored state mid-game. Every value of these
 * options is a legal configuration, so the state is a position of that other (valid) game; `validate`
 * reports a flip only where the state contradicts it (`reshufflePolicy: 'never'` with a reshuffle
 * asked, `thematicReplacesStack3` with a plan of the other pool). Each accepted flip is played to the
 * end with seeded random legal actions and every contract call returns or throws a RuleError.
 */
import { describe, expect, it } from 'vitest';
import { createRng, openRng } from '../../src/core/index.js';
import { validate } from '../../src/welcometo/validate.js';
import type { WelcomeToConfig, WelcomeToState } from '../../src/welcometo/index.js';
import { g } from './helpers.js';
import { playOutErrors } from '../play-out.js';

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const FLIPS: Record<string, readonly unknown[]> = {
  refusalConsidersTemp: [true, false],
  roundaboutTiming: ['beforeWrite', 'beforeChoosing', 'beforeOrAfter'],
  reshufflePolicy: ['perPlan', 'firstPlanOnly', 'never'],
  iceBonusTrigger: ['sellLastCone', 'reachLastConeHouse'],
  tempRanking: ['dense', 'competition'],
  tempZeroModifierHires: [true, false],
  thematicReplacesStack3: [true, false],
};

/** States a third and two thirds into a seeded random game, and its last state before the end. */
function samples(config: WelcomeToConfig, seed: string): WelcomeToState[] {
  const rng = openRng(createRng(seed));
  const all: WelcomeToState[] = [];
  let s = g.setup(config, seed);
  while (!g.isOver(s)) {
    all.push(s);
    s = g.apply(s, rng.pick(g.legalActions(s, rng.pick(g.actors(s)))));
  }
  const n = all.length;
  return [all[Math.floor(n / 3)]!, all[Math.floor((2 * n) / 3)]!, all[n - 1]!];
}

/** Play to the end; the non-RuleErrors of any contract call (view, score, render, determinize every 15th ply). */
const playOut = (s: WelcomeToState, seed: string): string[] => playOutErrors(g, s, seed, { plies: 5000, viewEvery: 15, determinizeEvery: 15, seat: 'random' });

describe('rule options flipped mid-game: a valid other game, played to the end with RuleErrors only', () => {
  it('every other value of every option, at three points of two games', () => {
    const configs: WelcomeToConfig[] = [
      { players: 2, variant: 'advanced', board: 'icecream' },
      { players: 3, expert: true, variant: 'advanced', board: 'christmas' },
    ];
    let accepted = 0;
    let refused = 0;
    const errors: string[] = [];
    let consideredTemp = 0;
    for (const [ci, config] of configs.entries()) {
      for (const [k, s] of samples(config, `flip-${ci}`).entries()) {
        for (const [key, values] of Object.entries(FLIPS)) {
          for (const v of values) {
            const a = JSON.parse(JSON.stringify(s)) as Rec;
            if (a.config[key] === v) continue;
            a.config[key] = v;
            if (validate(a).length > 0) {
              refused++;
              continue;
            }
            accepted++;
            if (key === 'refusalConsidersTemp') consideredTemp++;
            errors.push(...playOut(a as WelcomeToState, `flip-${ci}-${k}-${key}`).map((e) => `${key}=${String(v)} (game ${ci}, point ${k}): ${e}`));
          }
        }
      }
    }
    console.log(`welcometo option flips: ${accepted} accepted and played to the end, ${refused} refused`);
    expect(errors).toEqual([]);
    expect(consideredTemp).toBe(6); // refusalConsidersTemp is never contradicted by a state
    expect(accepted).toBeGreaterThan(40);
  });
});
