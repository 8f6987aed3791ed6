/**
 * Soak run of the edited-state corpus (`npm run fuzz`): every edit of states from SIM_EDIT_SEEDS (default
 * 4, times FUZZ_SCALE) seeded games per mode, within the FUZZ_MINUTES budget of test/fuzz.ts. The slowest
 * call (CPU ms) is reported; a call over HANG_MS fails (a hang) — speed is not asserted in a test.
 */
import { describe, expect, it } from 'vitest';
import { envNumber, mergeTally, scaled, soak } from '../fuzz.js';
import { HANG_MS } from '../hang.js';
import { EDIT_CONFIGS, checkEdits, sampleStates, type EditReport } from './edits.js';

const SEEDS = scaled(envNumber('SIM_EDIT_SEEDS', 4));

describe('SIM trust boundary soak: every edit of states from several games per mode', () => {
  it(`${EDIT_CONFIGS.length} configs, up to ${SEEDS} games each: only RuleErrors`, () => {
    const rep: EditReport = { edited: 0, rejected: 0, accepted: 0, calls: 0, nonRuleErrors: 0, rawCrashes: 0, slowestMs: 0, slowest: '' };
    const tasks = EDIT_CONFIGS.map((config) => ({
      label: JSON.stringify(config).slice(0, 60),
      runs: SEEDS,
      run: (i: number) => mergeTally(rep, checkEdits(sampleStates(config, 100 + i), 1, `edits-soak/${config.players}`), 'slowestMs', 'slowest'),
    }));
    soak('simplicity/validate-edits.fuzz', tasks);
    console.log(`[fuzz] simplicity edited states: ${JSON.stringify(rep)}`);
    expect(rep.nonRuleErrors).toBe(0);
    expect(rep.slowestMs, rep.slowest).toBeLessThan(HANG_MS);
    expect(rep.accepted).toBeGreaterThan(0);
  });
});
