/**
 * `npm run fuzz`: the edited-states corpus of validate-edits.test.ts at full size — every edit of the
 * sampled states of seeded games per config, every listed action applied. BV_EDIT_GAMES (default 1,
 * times FUZZ_SCALE) games per config within the FUZZ_MINUTES budget of test/fuzz.ts; BV_EDIT_SHARE
 * (default 1) is the share of edits run. The slowest call is reported; a call over HANG_MS (a hang, not
 * a slow machine) fails — speed is measured in benchmarks, not asserted here.
 */
import { describe, expect, it } from 'vitest';
import type { BellaVistaConfig } from '../../src/bellavista/index.js';
import { envNumber, mergeTally, scaled, soak } from '../fuzz.js';
import { HANG_MS } from '../hang.js';
import { CALL_MS, runEdits, type EditTally } from './edits.js';

const GAMES = scaled(envNumber('BV_EDIT_GAMES', 1));
const SHARE = envNumber('BV_EDIT_SHARE', 1);
const CONFIGS: BellaVistaConfig[] = [{ players: 2 }, { players: 3 }, { players: 4 }, { players: 3, layout: 'LAYOUT-B', neutralInFinalRound: true }];

describe('BV-10 soak: edited states (npm run fuzz)', () => {
  it('every edit of sampled states of 2/3/4-player games: reported by validate, or only RuleErrors', () => {
    const t: EditTally = { states: 0, edited: 0, rejected: 0, accepted: 0, calls: 0, ruleErrors: 0, failures: [], slowestMs: 0, slowest: '', ms: {} };
    const tasks = CONFIGS.map((config, ci) => ({
      label: JSON.stringify(config),
      runs: GAMES,
      run: (i: number) => mergeTally(t, runEdits({ configs: [config], games: 1, share: SHARE, mid: 6, applyAll: true, seed: i === 0 ? 'fuzz' : `fuzz/${ci}/${i}` }), 'slowestMs', 'slowest'),
    }));
    soak('bellavista/validate-edits.fuzz', tasks);
    console.log(`[fuzz] bellavista edited states: ${JSON.stringify({ ...t, ms: undefined, failures: t.failures.length })} (calls over ${CALL_MS} ms are reported, not asserted)`);
    expect(t.failures).toEqual([]);
    expect(t.slowestMs, t.slowest).toBeLessThan(HANG_MS);
    expect(t.accepted).toBeGreaterThan(0);
  });
});
