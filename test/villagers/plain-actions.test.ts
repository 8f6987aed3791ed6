/**
 * `apply` matches a plain action (a JSON copy, as a client sends it) with the listed action it equals,
 * without the generic guard (issue #13, cold apply). The listing stays the judge: a copy gives exactly
 * the state the listed object gives, and a copy with one field more, or of another seat, is refused
 * with the guard's error, the state unchanged.
 */
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/core/bots.js';
import { isRuleError } from '../../src/core/errors.js';
import { villagers } from '../../src/villagers/index.js';
import type { VillagersAction, VillagersState } from '../../src/villagers/types.js';

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** The RuleError code `apply` throws, or 'none'. */
function refusal(state: VillagersState, action: unknown): string {
  try {
    villagers.apply(state, action as VillagersAction);
    return 'none';
  } catch (e) {
    if (!isRuleError(e)) throw e;
    return e.code;
  }
}

describe('villagers apply: plain JSON actions are matched with the listed ones', () => {
  for (const players of [1, 2, 4]) {
    it(`${players} player(s): every ply of 2 seeded playouts`, () => {
      let plies = 0;
      for (let g = 0; g < 2; g++) {
        playout(villagers, { players }, `plain/${players}/${g}`, {
          onAction: (state, action, next) => {
            plies++;
            // a fresh frozen copy of the state: one the engine never listed actions for (cold)
            const cold = copy(state);
            expect(JSON.stringify(villagers.apply(cold, copy(action)))).toBe(JSON.stringify(next));
            const before = JSON.stringify(cold);
            expect(refusal(cold, { ...copy(action), extra: 1 })).toBe('MALFORMED_ACTION');
            if (players > 1) expect(refusal(cold, { ...copy(action), player: (action.player + 1) % players })).toBe('NOT_YOUR_TURN');
            expect(JSON.stringify(cold)).toBe(before);
          },
        });
      }
      expect(plies).toBeGreaterThan(100);
    });
  }
});
