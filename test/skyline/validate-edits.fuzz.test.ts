/** Soak run (npm run fuzz) of validate-edits.test.ts: more configs, more edits (SKYLINE_EDIT_SEEDS games per config, SKYLINE_EDIT_KEEP of the edits). */
import { describe, expect, it } from 'vitest';
import { createRng, openRng } from '../../src/core/index.js';
import { checkEdited, editsOf, newTally, sampleStates } from './edits.js';
import { BOARD_T } from './helpers.js';

const SEEDS = Array.from({ length: Number(process.env.SKYLINE_EDIT_SEEDS ?? 1) }, (_, i) => i + 1);
/** Share of the edits of each state that are run (1 = every edit). */
const KEEP = Number(process.env.SKYLINE_EDIT_KEEP ?? 0.3);

describe('skyline edited states soak', () => {
  it('accepted edits: only RuleErrors, every call < 50 ms; rejected edits: BAD_STATE', () => {
    const states = sampleStates(
      [
        { players: 2 },
        { players: 3, startingFloors: 7 },
        { players: 4, setupMode: 'manual', extraTurnMandatory: true },
        { players: 3, components: { boards: { '2p': BOARD_T, '3-4p': BOARD_T }, roofsPerPlayer: 3, floorsPerColour: 8, handLimit: 6 } },
      ],
      SEEDS,
    );
    const rng = openRng(createRng('validate-edits-fuzz'));
    const t = newTally();
    for (const s of states) for (const e of editsOf(s, rng, KEEP)) checkEdited(t, e, 12);
    console.log(
      `skyline edited states: ${t.edited} (${states.length} sampled states), rejected ${t.rejected}, accepted ${t.accepted}, ` +
        `calls on accepted ${t.calls}, non-RuleErrors ${t.nonRuleErrors.length}, slow ${t.slow.length}, slowest ${t.slowestMs.toFixed(1)} ms (${t.slowest}), ` +
        `raw-rules crashes kept away by validate ${t.rawCrashesCaught}`,
    );
    expect(t.nonRuleErrors.slice(0, 20)).toEqual([]);
    expect(t.notBadState.slice(0, 20)).toEqual([]);
    expect(t.slow.slice(0, 20)).toEqual([]);
  });
});
