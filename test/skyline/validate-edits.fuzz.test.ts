/**
 * Soak run (`npm run fuzz`) of validate-edits.test.ts: more configs, more edits — SKYLINE_EDIT_SEEDS
 * (default 1, times FUZZ_SCALE) games per config, SKYLINE_EDIT_KEEP (default 0.3) of the edits, within the
 * FUZZ_MINUTES budget of test/fuzz.ts. Calls over 50 ms (min of wall and CPU time) are counted and
 * reported; only a call over HANG_MS (a hang) fails — speed is not asserted in a test.
 */
import { describe, expect, it } from 'vitest';
import { createRng, openRng } from '../../src/core/index.js';
import type { SkylineConfig } from '../../src/skyline/index.js';
import { envNumber, scaled, soak } from '../fuzz.js';
import { HANG_MS } from '../hang.js';
import { checkEdited, editsOf, newTally, sampleStates } from './edits.js';
import { BOARD_T } from './helpers.js';

const SEEDS = scaled(envNumber('SKYLINE_EDIT_SEEDS', 1));
/** Share of the edits of each state that are run (1 = every edit). */
const KEEP = envNumber('SKYLINE_EDIT_KEEP', 0.3);
const CONFIGS: SkylineConfig[] = [
  { players: 2 },
  { players: 3, startingFloors: 7 },
  { players: 4, setupMode: 'manual', extraTurnMandatory: true },
  { players: 3, components: { boards: { '2p': BOARD_T, '3-4p': BOARD_T }, roofsPerPlayer: 3, floorsPerColour: 8, handLimit: 6 } },
];

describe('skyline edited states soak', () => {
  it('accepted edits: only RuleErrors; rejected edits: BAD_STATE', () => {
    const rng = openRng(createRng('validate-edits-fuzz'));
    const t = newTally();
    let sampled = 0;
    const tasks = CONFIGS.map((config, ci) => ({
      label: `config ${ci}`,
      runs: SEEDS,
      run: (i: number) => {
        const states = sampleStates([config], [i + 1]);
        sampled += states.length;
        for (const s of states) for (const e of editsOf(s, rng, KEEP)) checkEdited(t, e, 12);
      },
    }));
    soak('skyline/validate-edits.fuzz', tasks);
    console.log(
      `[fuzz] skyline edited states: ${t.edited} (${sampled} sampled states), rejected ${t.rejected}, accepted ${t.accepted}, ` +
        `calls on accepted ${t.calls}, non-RuleErrors ${t.nonRuleErrors.length}, over 50 ms ${t.slow.length}, slowest ${t.slowestMs.toFixed(1)} ms (${t.slowest}), ` +
        `raw-rules crashes kept away by validate ${t.rawCrashesCaught}`,
    );
    expect(t.nonRuleErrors.slice(0, 20)).toEqual([]);
    expect(t.notBadState.slice(0, 20)).toEqual([]);
    expect(t.slowestMs, t.slowest).toBeLessThan(HANG_MS);
  });
});
