/** `npm run fuzz`: the full trust-boundary corpus (issue #11). */
import { describe, expect, it } from 'vitest';
import { runCorpus, summary } from './run.js';
import { HANG_MS } from './corpus.js';

describe('trust boundary corpus (full)', () => {
  it('every contract function returns or throws a RuleError on every attack, in every game', () => {
    const r = runCorpus({ games: Number(process.env.TRUST_GAMES ?? 6), points: 6, edits: 200 });
    console.log(summary(r));
    for (const [id, t] of Object.entries(r)) {
      expect(t.failures, id).toEqual([]);
      expect(t.maxMs, `${id}: ${t.slowest}`).toBeLessThan(HANG_MS);
    }
  });
});
