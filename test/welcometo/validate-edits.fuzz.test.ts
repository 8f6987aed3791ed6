/**
 * Soak run of the edited-state corpus (`npm run fuzz`): every edit of the sampled states of EDITS_GAMES
 * (default 3, times FUZZ_SCALE) random games per config (EDITS_KEEP: the fraction of the edits run,
 * default 1), within the FUZZ_MINUTES budget of test/fuzz.ts. Each edited state is reported by `validate`
 * or handled by every contract function with only RuleErrors. The slowest call is reported; only a call
 * over HANG_MS (a hang) fails — speed is not asserted in a test.
 */
import { describe, expect, it } from 'vitest';
import { createRng, openRng } from '../../src/core/index.js';
import { deepFreeze } from '../../src/core/freeze.js';
import type { WelcomeToState } from '../../src/welcometo/index.js';
import { envNumber, scaled, soak } from '../fuzz.js';
import { HANG_MS } from '../hang.js';
import { EDIT_CONFIGS, editsOf, exercise, sampleStates, type CorpusReport } from './edits.js';
import { g } from './helpers.js';

const GAMES = scaled(envNumber('EDITS_GAMES', 3));
/** Fraction of the edits run (1 = all). */
const KEEP = envNumber('EDITS_KEEP', 1);

describe('welcometo edited states (soak)', () => {
  it(`every edit of the states of up to ${GAMES} games per config`, () => {
    const r: CorpusReport = { edited: 0, rejected: 0, accepted: 0, calls: 0, slowest: 0, slowestCall: '', nonRuleErrors: [] };
    const rng = openRng(createRng(`edits/${GAMES}/${KEEP}`));
    // The loop of runCorpus in edits.ts, one seeded game per run so the budget can stop between games.
    const tasks = EDIT_CONFIGS.map((config, ci) => ({
      label: `config ${ci}`,
      runs: GAMES,
      run: (k: number) => {
        for (const s of sampleStates(config, `edits-${ci}-${k}`)) {
          for (const e of editsOf(s, rng, 2)) {
            if (rng.int(10_000) >= KEEP * 10_000) continue;
            r.edited++;
            if (g.validate(e.state).length > 0) {
              r.rejected++;
              continue;
            }
            r.accepted++;
            // As a server would: a state from storage is checked once when it enters, then used frozen.
            const out = exercise(deepFreeze(e.state) as unknown as WelcomeToState, e.what);
            r.calls += out.calls;
            r.nonRuleErrors.push(...out.nonRuleErrors);
            if (out.slowest > r.slowest) [r.slowest, r.slowestCall] = [out.slowest, out.slowestCall];
          }
        }
      },
    }));
    soak('welcometo/validate-edits.fuzz', tasks);
    console.log(`[fuzz] welcometo edited states: ${r.edited} (rejected ${r.rejected}, accepted ${r.accepted}), ${r.calls} calls, non-RuleErrors ${r.nonRuleErrors.length}, slowest ${r.slowest.toFixed(1)} ms (${r.slowestCall})`);
    expect(r.nonRuleErrors.slice(0, 5)).toEqual([]);
    expect(r.slowest, r.slowestCall).toBeLessThan(HANG_MS);
    expect(r.accepted).toBeGreaterThan(0);
  });
});
