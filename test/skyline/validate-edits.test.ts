/**
 * #11 trust boundary, fast slice: edited states from seeded random games (see edits.ts). Every edited
 * state `validate` accepts is handled by every contract function with a RuleError at worst, in under
 * 50 ms; every one it rejects is refused with BAD_STATE. The full corpus runs in
 * validate-edits.fuzz.test.ts (`npm run fuzz`).
 */
import { describe, expect, it } from 'vitest';
import { createRng, openRng } from '../../src/core/index.js';
import { checkEdited, editsOf, newTally, sampleStates } from './edits.js';
import { BOARD_T } from './helpers.js';
import { HANG_MS } from '../hang.js';

describe('SK-1 … SK-14 validate is the whole trust boundary (edited states, fast slice)', () => {
  it('accepted edits: only RuleErrors, every call < 50 ms; rejected edits: BAD_STATE', () => {
    const states = sampleStates(
      [{ players: 3 }, { players: 2, setupMode: 'manual', components: { boards: { '2p': BOARD_T } } }],
      [1],
    );
    const rng = openRng(createRng('validate-edits'));
    const t = newTally();
    for (const s of states) for (const e of editsOf(s, rng, 0.1)) checkEdited(t, e, 4);
    console.log(
      `skyline edited states: ${t.edited} (${states.length} sampled states), rejected ${t.rejected}, accepted ${t.accepted}, ` +
        `calls on accepted ${t.calls}, non-RuleErrors ${t.nonRuleErrors.length}, slowest ${t.slowestMs.toFixed(1)} ms (${t.slowest}), ` +
        `raw-rules crashes kept away by validate ${t.rawCrashesCaught}`,
    );
    expect(t.edited).toBeGreaterThan(1000);
    expect(t.rejected).toBeGreaterThan(0);
    expect(t.accepted).toBeGreaterThan(0);
    expect(t.nonRuleErrors).toEqual([]);
    expect(t.notBadState).toEqual([]);
    expect(t.slowestMs, t.slowest).toBeLessThan(HANG_MS); // 50 ms is measured by the fuzz run (t.slow there), not asserted here
  });
});
