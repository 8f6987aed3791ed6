/**
 * Soak run of `reachable.ts` (`npm run fuzz`): REACHABLE_GAMES (default 20, times FUZZ_SCALE) seeded
 * random games of every config of REACHABLE_CONFIGS (every player count 1..12, both variants, every board
 * and option), within the FUZZ_MINUTES budget of test/fuzz.ts; every state validated (every 3rd also as
 * plain JSON): no reachable state is refused.
 */
import { describe, expect, it } from 'vitest';
import { envNumber, scaled, soak } from '../fuzz.js';
import { REACHABLE_CONFIGS, playReachable, type ReachableReport } from './reachable.js';

const GAMES = scaled(envNumber('REACHABLE_GAMES', 20));

describe('welcometo reachable states (soak)', () => {
  it(`every state of up to ${GAMES} games per config is valid`, () => {
    const r: ReachableReport = { games: 0, states: 0, withShown: 0, invalid: [] };
    const tasks = REACHABLE_CONFIGS.map((config, ci) => ({
      label: `config ${ci}`,
      runs: GAMES,
      run: (k: number) => {
        const one = playReachable([config], 1, `shown-soak-${ci}-${k}`, 3);
        r.games += one.games;
        r.states += one.states;
        r.withShown += one.withShown;
        r.invalid.push(...one.invalid);
      },
    }));
    soak('welcometo/validate-reachable.fuzz', tasks);
    console.log(`[fuzz] welcometo reachable: ${r.states} states (${r.withShown} with a shown sheet) of ${r.games} games`);
    expect(r.invalid).toEqual([]);
    expect(r.games).toBeGreaterThanOrEqual(REACHABLE_CONFIGS.length);
  });
});
