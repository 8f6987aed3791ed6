/**
 * The per-stacks counts behind listing and objective checks (src/skyline/frontier.ts) are derived by
 * each build from the previous ones; a state from outside is counted from scratch. Both must list
 * the same actions (SK-7.2 – SK-7.4, SK-7.6) and reach the same next state (SK-9.3 objectives).
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze, playout } from '../../src/core/index.js';
import { skyline, type SkylineState } from '../../src/skyline/index.js';

const cold = (s: SkylineState): SkylineState => JSON.parse(JSON.stringify(s)) as SkylineState;

describe('skyline frontier counts: derived by builds = counted from scratch', () => {
  for (const players of [2, 4]) {
    it(`${players} players: every state of a seeded game lists the same actions and applies alike from a JSON copy`, () => {
      let builds = 0;
      playout(skyline, { players }, `frontier/${players}`, {
        onAction: (s, a, next) => {
          expect(skyline.legalActions(cold(s), a.player)).toEqual(skyline.legalActions(s, a.player));
          if (a.type === 'build') {
            builds++;
            expect(JSON.stringify(skyline.apply(cold(s), JSON.parse(JSON.stringify(a))))).toBe(JSON.stringify(next));
            // Listed first, then applied: the build derives its counts from ones counted without the
            // roofs (UNREAD), and the objective checks (SK-9.3) read those roofs from the stacks.
            const listedFirst = deepFreeze(cold(s)); // frozen: entered as it is, so both calls see one object
            skyline.legalActions(listedFirst, a.player);
            expect(JSON.stringify(skyline.apply(listedFirst, JSON.parse(JSON.stringify(a))))).toBe(JSON.stringify(next));
          }
        },
      });
      expect(builds).toBeGreaterThan(10);
    });
  }
});
