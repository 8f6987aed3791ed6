/**
 * Issue #11: Welcome To's `maxGameLength` (src/welcometo/length.ts) is a sound bound derived from the
 * rules (WT-4.3 one choose-or-refuse and one end per turn, WT-4.6 / WT-5.6 a write or a refusal every
 * turn, WT-7.1 roundabouts fill houses, WT-8 claims, designations and reshuffles once per plan,
 * WT-10.1 / WT-12 the end of the game). It is constant through a game, and no playout (random, or the
 * long policy of longest.ts that plays every click it can without ending the game sooner) exceeds it.
 */
import { describe, expect, it } from 'vitest';
import { createRng, openRng } from '../../src/core/index.js';
import { PLANS, welcometo } from '../../src/welcometo/index.js';
import type { WelcomeToConfig, WelcomeToState } from '../../src/welcometo/types.js';
import { longGame } from './longest.js';

/** Designations of the City Plan `id`: one per estate of an estate plan (WT-8.3), else none. */
function designations(id: string): number {
  const req = PLANS.find((p) => p.id === id)!.requirement;
  return req.type === 'estates' ? req.sizes.length : 0;
}

/** A seeded random game to the end; fails if the bound changes or the game outlasts it. Returns its length. */
function randomGame(config: WelcomeToConfig, seed: string): number {
  let s: WelcomeToState = welcometo.setup(config, seed);
  const bound = welcometo.maxGameLength(s);
  const rng = openRng(createRng(`random:${seed}`));
  let n = 0;
  while (!welcometo.isOver(s)) {
    const actors = welcometo.actors(s);
    s = welcometo.apply(s, rng.pick(welcometo.legalActions(s, rng.pick(actors))));
    n++;
    if (n % 50 === 0) expect(welcometo.maxGameLength(s)).toBe(bound);
    if (n > bound) throw new Error(`${JSON.stringify(config)} ${seed}: ${n} actions, over the bound ${bound}`);
  }
  expect(welcometo.maxGameLength(s)).toBe(bound);
  return n;
}

describe('Welcome To maxGameLength (issue #11)', () => {
  it('the published bound, 12 players: 35 turns × (choose or refuse + end) + 33 writes and effects + the plans', () => {
    const s = welcometo.setup({ players: 12 }, 1);
    // T = 33 houses + 3 refusal boxes − 1 = 35 turns: 70 + 2 × 33 = 136 a seat, plus per plan one claim,
    // one designation per estate it lists, and one reshuffle.
    const plans = [...s.plans].reduce((a, id) => a + 1 + designations(id) + 1, 0);
    expect(welcometo.maxGameLength(s)).toBe(12 * (136 + plans));
    expect(welcometo.maxGameLength(s)).toBeLessThan(1900); // the old bound (7 actions a turn) was 4,248
  });

  it('solo: 27 turns at most (3 of the 81 cards a turn, WT-12.2), no reshuffle; advanced adds its 2 roundabouts (27 turns < 33 houses)', () => {
    const solo = welcometo.setup({ players: 1 }, 1);
    // 27 turns: 54 choose/refuse and end, 27 writes and 27 effects.
    expect(welcometo.maxGameLength(solo)).toBe(54 + 54 + [...solo.plans].reduce((a, id) => a + 1 + designations(id), 0));
    const adv = welcometo.setup({ players: 1, variant: 'advanced' }, 1);
    expect(welcometo.maxGameLength(adv)).toBe(54 + 54 + 2 + [...adv.plans].reduce((a, id) => a + 1 + designations(id), 0));
  });

  it('follows the config: no reshuffle with reshufflePolicy never, one with firstPlanOnly; the Ice Cream board adds its one truck choice', () => {
    const base = welcometo.maxGameLength(welcometo.setup({ players: 4 }, 3));
    expect(welcometo.maxGameLength(welcometo.setup({ players: 4, reshufflePolicy: 'never' }, 3))).toBe(base - 4 * 3);
    expect(welcometo.maxGameLength(welcometo.setup({ players: 4, reshufflePolicy: 'firstPlanOnly' }, 3))).toBe(base - 4 * 2);
    const ice = welcometo.setup({ players: 4, board: 'icecream' }, 3);
    const icePlans = [...ice.plans].reduce((a, id) => a + 1 + designations(id) + 1, 0);
    expect(welcometo.maxGameLength(ice)).toBe(4 * (136 + 1 + icePlans));
  });

  it('seeded random games of several modes and player counts stay inside the bound, which never changes', () => {
    for (const config of [{ players: 1 }, { players: 2 }, { players: 4, variant: 'advanced', board: 'icecream' }, { players: 3, expert: true }, { players: 5, board: 'christmas' }] as WelcomeToConfig[]) {
      for (const seed of ['a', 'b']) expect(randomGame(config, seed)).toBeGreaterThan(10);
    }
  });

  it('the long policy (every effect, claims and designations, reshuffles, the last turn full) stays inside it', () => {
    for (const config of [{ players: 2 }, { players: 3, variant: 'advanced', board: 'icecream', roundaboutTiming: 'beforeOrAfter' }, { players: 2, expert: true }, { players: 1, variant: 'advanced' }] as WelcomeToConfig[]) {
      for (const v of [0, 1]) {
        const r = longGame(config, `long-${v}`, v, v === 0 ? 0 : 0.05);
        const bound = welcometo.maxGameLength(r.start);
        expect(welcometo.maxGameLength(r.state)).toBe(bound);
        expect(r.actions.length).toBeLessThanOrEqual(bound);
        // Measured: the policy's games last 28-33 turns (random ones end sooner, at a third refusal).
        expect(r.state.turn).toBeGreaterThan(20);
      }
    }
  });
});
