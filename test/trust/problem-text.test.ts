/**
 * Issue #11, "error messages show values through a bounded printer": a state's problems can name keys
 * and values of the caller's (an unknown field), so `validate`'s paths and messages and every
 * `BAD_STATE` message are escaped (control, bidirectional and invisible characters as `\uXXXX`) and cut
 * (trial 20: a 3,000-character key with an ESC sequence came back raw, three times, in a 6,124-character
 * message, in every game).
 */
import { describe, expect, it } from 'vitest';
import { isRuleError, parseState } from '../../src/core/index.js';
import { GAMES } from './corpus.js';

const KEY = '\u001b[2J\u202e' + 'k'.repeat(3_000);
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(isRuleError(e)).toBe(true);
    return (e as Error).message;
  }
  throw new Error('expected a RuleError');
}

describe('problems name outside data escaped and cut', () => {
  for (const { game, configs } of GAMES) {
    it(`${game.id}: unknown keys at the root and one level down`, () => {
      const json = JSON.parse(JSON.stringify(game.setup(configs[0]!, 'problem-text'))) as Record<string, unknown>;
      json[KEY] = 1;
      json[`${KEY}2`] = 2;
      json[`${KEY}3`] = 3;
      const problems = game.validate(json);
      expect(problems.length).toBeGreaterThanOrEqual(3);
      for (const p of problems) {
        expect(p.path.length).toBeLessThanOrEqual(120);
        expect(p.message.length).toBeLessThanOrEqual(300);
        expect(UNSAFE.test(p.path + p.message)).toBe(false);
      }
      expect(problems[0]!.path).toContain('\\u001b[2J\\u202e');
      for (const message of [refusal(() => game.view(json, null)), refusal(() => parseState(game, JSON.stringify(json)))]) {
        expect(message.length).toBeLessThan(700);
        expect(UNSAFE.test(message)).toBe(false);
        expect(message).toContain(`Not a valid ${game.id} state`);
      }
    });
  }
});
