/**
 * Issue #11, "rejecting any input takes < 1 ms" for input that arrives as text: a state or log text
 * within its length cap but holding one very wide object or very many values is refused by a linear
 * scan before `JSON.parse` builds it (when it is far past the limits: 16 times the keys, twice the values) (trial 20: 131 ms for a 150,000-key state text, 434 ms for a 4 MiB
 * log of one 358,784-key object). The scan never refuses data within the limits: every state and log
 * of the round-trip tests still parses.
 */
import { describe, expect, it } from 'vitest';
import { MAX_LOG_TEXT, MAX_STATE_TEXT, isRuleError, NESTS_DEEPER, jsonTextExcess, parseLog, parseState, replay } from '../../src/core/index.js';
import { GAMES } from './corpus.js';

const wideObject = (keys: number): string => `{${Array.from({ length: keys }, (_, i) => `"k${i}":0`).join(',')}}`;

function code(fn: () => unknown): [string, string] {
  try {
    fn();
  } catch (e) {
    expect(isRuleError(e)).toBe(true);
    return [(e as { code: string }).code, (e as Error).message];
  }
  throw new Error('expected a RuleError');
}

describe('wide JSON text is refused before it is parsed', () => {
  const { game } = GAMES[0]!;
  it('a state text of one 150,000-key object, and of 1,000,000 values', () => {
    const wide = wideObject(150_000);
    expect(wide.length).toBeLessThanOrEqual(MAX_STATE_TEXT);
    expect(code(() => parseState(game, wide))).toEqual(['BAD_STATE', expect.stringContaining('an object with more than 4096 keys')]);
    const many = `{"a":[${'0,'.repeat(999_990)}0]}`;
    expect(many.length).toBeLessThanOrEqual(MAX_STATE_TEXT);
    expect(code(() => parseState(game, many))).toEqual(['BAD_STATE', expect.stringContaining('more than 120000 values in all')]);
  });
  it('a log text of one wide object within MAX_LOG_TEXT, as a log and as its config', () => {
    const wide = wideObject(300_000);
    expect(wide.length).toBeLessThanOrEqual(MAX_LOG_TEXT);
    expect(code(() => parseLog(wide))[0]).toBe('BAD_LOG');
    expect(code(() => replay(game, wide))[1]).toContain('keys');
    const config = `{"format":"tabletop-rules/log@1","game":"${game.id}","config":${wideObject(250_000)},"seed":1,"actions":[]}`;
    expect(code(() => replay(game, config))).toEqual(['BAD_LOG', expect.stringContaining('an object with more than 4096 keys')]);
  });
  it('the scan counts commas outside strings only, per object, and nesting', () => {
    expect(jsonTextExcess('{"a":"x,y,z,w"}', 4, 2, 100)).toBeUndefined();
    expect(jsonTextExcess('{"a":1,"b":2}', 4, 2, 100)).toBeUndefined();
    expect(jsonTextExcess('{"a":1,"b":2,"c":3}', 4, 2, 100)).toBe('an object with more than 2 keys');
    expect(jsonTextExcess('[1,2,3,4,5]', 4, 2, 100)).toBeUndefined(); // arrays are bounded by values, not keys
    expect(jsonTextExcess('[1,2,3,4,5]', 4, 2, 5)).toBeUndefined();
    expect(jsonTextExcess('[1,2,3,4,5,6]', 4, 2, 5)).toBe('more than 5 values in all');
    expect(jsonTextExcess('{"a":{"b":1,"c":2},"d":"\\",\\","e":3}', 4, 3, 100)).toBeUndefined();
    expect(jsonTextExcess('[[[1,2,3]]]', 2, 2, 100)).toBe(NESTS_DEEPER); // the first excess in the text
    expect(jsonTextExcess('{"a":1,"b":2,"c":[[[0]]]}', 2, 2, 100)).toBe('an object with more than 2 keys');
    expect(jsonTextExcess('}[[[[0]]]]', 2)).toBe(NESTS_DEEPER); // not JSON: the nesting is still counted
  });
});
