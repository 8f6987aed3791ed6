/**
 * Soak run of the edited-state corpus (`npm run fuzz`): every edit of the sampled states of
 * EDITS_GAMES (default 3) random games per config (EDITS_KEEP: the fraction of the edits run, default 1). Each edited state is reported by `validate` or
 * handled by every contract function with only RuleErrors, each call under 50 ms.
 */
import { describe, expect, it } from 'vitest';
import { runCorpus } from './edits.js';

const GAMES = Number(process.env.EDITS_GAMES ?? 3);
/** Fraction of the edits run (1 = all). */
const KEEP = Number(process.env.EDITS_KEEP ?? 1);

describe('welcometo edited states (soak)', () => {
  it(`every edit of the states of ${GAMES} games per config`, () => {
    const r = runCorpus(GAMES, KEEP, 2);
    console.log(`welcometo edited states: ${r.edited} (rejected ${r.rejected}, accepted ${r.accepted}), ${r.calls} calls, non-RuleErrors ${r.nonRuleErrors.length}, slowest ${r.slowest.toFixed(1)} ms (${r.slowestCall})`);
    expect(r.nonRuleErrors.slice(0, 5)).toEqual([]);
    expect(r.slowest).toBeLessThan(50);
  });
});
