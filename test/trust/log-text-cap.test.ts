/**
 * Issue #11, "no call over 50 ms": a log given as text longer than MAX_LOG_TEXT is refused by its length
 * before it is parsed, by every function that takes a log's text; the longest real logs are far shorter.
 */
import { describe, expect, it } from 'vitest';
import { MAX_LOG_TEXT, createLog, isRuleError, parseLog, replay, replayAny, undo } from '../../src/core/index.js';
import { games } from '../../src/index.js';
import { GAMES, sampleStates } from './corpus.js';

function refusal(fn: () => unknown): string | undefined {
  try {
    fn();
    return undefined;
  } catch (e) {
    if (isRuleError(e)) return `${e.code} ${e.message}`;
    throw e;
  }
}

describe('MAX_LOG_TEXT', () => {
  it('text one past the cap is BAD_LOG by its length, whatever it holds', () => {
    const small = JSON.stringify(createLog('simplicity', { players: 2 }, 1));
    const long = small.replace('"actions":[]', `"actions":[${' '.repeat(MAX_LOG_TEXT - small.length + 1)}]`);
    expect(long.length).toBe(MAX_LOG_TEXT + 1);
    const expected = `BAD_LOG A log's text is at most ${MAX_LOG_TEXT} characters (this one ${MAX_LOG_TEXT + 1}); no real game's log is that long.`;
    const g = games.simplicity;
    for (const f of [() => parseLog(long), () => replay(g, long as never), () => undo(g, long as never), () => replayAny(games, long)]) expect(refusal(f)).toBe(expected);
    expect(refusal(() => parseLog('['.repeat(MAX_LOG_TEXT + 1)))).toBe(expected);
    // At the cap the text is read as before (here: valid JSON, a log with no actions).
    const atCap = long.slice(0, -3) + ']}';
    expect(atCap.length).toBe(MAX_LOG_TEXT);
    expect(parseLog(atCap).actions).toEqual([]);
  });

  it('real logs are far below it', () => {
    for (const { game, configs } of GAMES) {
      const { log } = sampleStates(game, configs[0]!, 1, 1);
      expect(JSON.stringify(log).length).toBeLessThan(MAX_LOG_TEXT / 20);
    }
  });
});
