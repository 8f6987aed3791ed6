/**
 * Soak run of the edited-state corpus (`npm run fuzz`): every edit of the sampled states of EDITS_GAMES
 * (default 3, times FUZZ_SCALE) random games per config (EDITS_KEEP: the fraction of the edits run,
 * default 1), within the FUZZ_MINUTES budget of test/fuzz.ts. Each edited state is reported by `validate`
 * or handled by every contract function with only RuleErrors. The slowest call is reported; only a call
 * over HANG_MS (a hang) fails — speed is not asserted in a test.
 */
import { describe, expect, it } from 'vitest';
import { createRng, openRng } from '../../src/core/index.js';
import { envNumber, scaled, soak } from '../fuzz.js';
import { HANG_MS } from '../hang.js';
import { EDIT_CONFIGS, editGame, emptyReport } from './edits.js';

const GAMES = scaled(envNumber('EDITS_GAMES', 3));
/** Fraction of the edits run (1 = all). */
const KEEP = envNumber('EDITS_KEEP', 1);

describe('welcometo edited states (soak)', () => {
  it(`every edit of the states of up to ${GAMES} games per config`, () => {
    const r = emptyReport();
    const rng = openRng(createRng(`edits/${GAMES}/${KEEP}`));
    // runCorpus of edits.ts, one seeded game per run so the budget can stop between games.
    const tasks = EDIT_CONFIGS.map((_, ci) => ({ label: `config ${ci}`, runs: GAMES, run: (k: number) => editGame(r, ci, k, rng, KEEP, 2) }));
    soak('welcometo/validate-edits.fuzz', tasks);
    console.log(`[fuzz] welcometo edited states: ${r.edited} (rejected ${r.rejected}, accepted ${r.accepted}), ${r.calls} calls, non-RuleErrors ${r.nonRuleErrors.length}, slowest ${r.slowest.toFixed(1)} ms (${r.slowestCall})`);
    expect(r.nonRuleErrors.slice(0, 5)).toEqual([]);
    expect(r.slowest, r.slowestCall).toBeLessThan(HANG_MS);
    expect(r.accepted).toBeGreaterThan(0);
  });
});
