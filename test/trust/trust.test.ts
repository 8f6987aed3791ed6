/**
 * Issue #11, the attacker in the test suite (fast slice; the full corpus is `trust.fuzz.test.ts`):
 * malformed actions at every field of every action type, edited states, wrong configs and forged
 * logs, over every game. Every call returns or throws a RuleError; the slowest call is reported.
 */
import { describe, expect, it } from 'vitest';
import { runCorpus, summary } from './run.js';
import { HANG_MS } from './corpus.js';

describe('trust boundary corpus (fast slice)', () => {
  it('every contract function returns or throws a RuleError on every attack, in every game', () => {
    const r = runCorpus({ games: 1, points: 2, edits: 25 });
    console.log(summary(r));
    for (const [id, t] of Object.entries(r)) {
      expect(t.failures, id).toEqual([]);
      expect(t.calls).toBeGreaterThan(1000);
      expect(t.statesRejected).toBeGreaterThan(0);
      // Generous: a bound against hangs, not a timing assertion (the measured maximum is reported).
      expect(t.maxMs, `${id}: ${t.slowest}`).toBeLessThan(HANG_MS);
    }
  });
});
