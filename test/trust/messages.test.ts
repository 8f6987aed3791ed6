/**
 * Error messages read as one sentence each: no doubled closing period where a message is built from
 * another one (issue #11 leftovers: a joined message ended with "..").
 */
import { describe, expect, it } from 'vitest';
import { isRuleError, problemsError } from '../../src/core/index.js';
import { GAMES } from './corpus.js';

/** A period after a sentence that already ended (a range like "0..3" and an ellipsis are fine). */
const doubled = (m: string): boolean => /[.!?]["')\]]*\.(?!\.)/.test(m.replace(/\.\.\./g, '…').replace(/\d\.\.\d/g, '0-1').replace(/e\.g\.|i\.e\./g, 'eg'));

function messageOf(fn: () => unknown): string | undefined {
  try {
    fn();
    return undefined;
  } catch (e) {
    if (isRuleError(e)) return e.message;
    throw e;
  }
}

describe('no doubled periods in messages', () => {
  it('problemsError: a problem written as a sentence does not double the period', () => {
    const e = problemsError([{ path: '.a', message: 'a must be a number.', rule: 'X-1' }], 'test');
    expect(e.message).toBe('Not a valid test state: .a: a must be a number.');
    expect(doubled(e.message)).toBe(false);
    expect(problemsError([{ path: '', message: 'see "0..3"...', rule: 'X-1' }]).message).toContain('...');
  });

  it('hostile actions, configs and seeds in every game', () => {
    const seen: string[] = [];
    for (const { game, configs } of GAMES) {
      const s = game.setup(configs[0], 1);
      const p = game.actors(s)[0]!;
      const a = game.legalActions(s, p)[0]!;
      const calls: (() => unknown)[] = [
        () => game.apply(s, { ...a, player: 99 }),
        () => game.apply(s, { type: 'nope', player: p }),
        () => game.apply(s, { ...a, zzz: 1 }),
        () => game.describe(s, { ...a, player: 1n }),
        () => game.setup({ players: 99 }, 1),
        () => game.setup({ ...configs[0], bogus: 1 }, 1),
        () => game.setup({ ...configs[0], components: 5 }, 1),
        () => game.setup(configs[0], 'x'.repeat(999)),
        () => game.apply({ ...(s as object), rng: 'junk' }, a),
        () => game.legalActions(s, -1),
      ];
      for (const f of calls) {
        const m = messageOf(f);
        if (m !== undefined) seen.push(`${game.id}: ${m}`);
      }
    }
    expect(seen.length).toBeGreaterThan(40);
    expect(seen.filter(doubled)).toEqual([]);
  });
});
