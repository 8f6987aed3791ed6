/**
 * `npm run fuzz`: the edited-states corpus of validate-edits.test.ts at full size — every edit of the
 * sampled states of several seeded games per player count, every listed action applied.
 * BV_EDIT_GAMES (default 1) and BV_EDIT_SHARE (default 1) scale it.
 */
import { describe, expect, it } from 'vitest';
import { CALL_MS, runEdits } from './edits.js';

describe('BV-10 soak: edited states (npm run fuzz)', () => {
  it('every edit of sampled states of 2/3/4-player games: reported by validate, or only RuleErrors under 50 ms', () => {
    const games = Number(process.env.BV_EDIT_GAMES ?? 1);
    const share = Number(process.env.BV_EDIT_SHARE ?? 1);
    const t = runEdits({ configs: [{ players: 2 }, { players: 3 }, { players: 4 }, { players: 3, layout: 'LAYOUT-B', neutralInFinalRound: true }], games, share, mid: 6, applyAll: true, seed: 'fuzz' });
    console.log(`bellavista edited states: ${JSON.stringify({ ...t, ms: undefined, failures: t.failures.length })}`);
    expect(t.failures).toEqual([]);
    expect(t.slowestMs, t.slowest).toBeLessThan(CALL_MS);
    expect(t.accepted).toBeGreaterThan(0);
  });
});
