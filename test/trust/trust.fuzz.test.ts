/**
 * `npm run fuzz`: the full trust-boundary corpus (issue #11) — TRUST_GAMES (default 6, times FUZZ_SCALE)
 * seeded games per config of every game, 6 sampled points each, 200 edited states per point, within the
 * FUZZ_MINUTES budget of test/fuzz.ts. The loop of runCorpus in run.ts, one game per run.
 */
import { describe, expect, it } from 'vitest';
import { envNumber, scaled, soak } from '../fuzz.js';
import { GAMES, HANG_MS, attackActions, attackConfigs, attackLogs, attackStates, badValues, newTally, sampleStates, type Tally } from './corpus.js';
import { summary } from './run.js';

const PER_CONFIG = scaled(envNumber('TRUST_GAMES', 6));

describe('trust boundary corpus (full)', () => {
  it('every contract function returns or throws a RuleError on every attack, in every game', () => {
    const values = badValues();
    const r: Record<string, Tally> = {};
    const tasks = GAMES.flatMap(({ game, configs }) => {
      const t = (r[game.id] = newTally());
      return configs.map((config, ci) => ({
        label: `${game.id}#${ci}`,
        runs: PER_CONFIG,
        run: (g: number) => {
          if (g === 0) attackConfigs(t, game, config, values);
          const seed = 1 + g * 31 + ci;
          const { states, log } = sampleStates(game, config, seed, 6);
          attackLogs(t, game, log);
          states.forEach((s, i) => {
            attackActions(t, game, s, values);
            attackStates(t, game, s, 200, seed * 101 + i);
          });
        },
      }));
    });
    soak('trust.fuzz', tasks);
    console.log(`[fuzz] trust:\n${summary(r)}`);
    for (const [id, t] of Object.entries(r)) {
      expect(t.failures, id).toEqual([]);
      expect(t.maxMs, `${id}: ${t.slowest}`).toBeLessThan(HANG_MS);
    }
  });
});
