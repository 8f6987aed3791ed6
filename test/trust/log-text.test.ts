/**
 * Issue #11/#13: a log given as JSON text is checked in place after our own JSON.parse (no copy, see
 * `parsedWithinLimits` in json.ts). Whatever the text, `parseLog(text)` must give exactly what the
 * defensive copy of the same parsed value gives: the same log, or the same BAD_LOG message.
 */
import { describe, expect, it } from 'vitest';
import { createLog, parseLog, playoutAny, sealLog, type AnyGame } from '../../src/core/index.js';
import { games } from '../../src/index.js';

const outcome = (input: unknown): string => {
  try {
    const log = parseLog(input);
    // -0 is read as 0 on both paths (JSON.stringify would hide the difference).
    return JSON.stringify(log, (_k, v: unknown) => (Object.is(v, -0) ? '-0' : v));
  } catch (e) {
    return `${(e as { code?: string }).code} ${(e as Error).message}`;
  }
};

describe('parseLog of JSON text gives what the copy of the parsed value gives', () => {
  const small = JSON.stringify({ ...createLog('simplicity', { players: 2 }, 1), actions: [] });
  const withActions = (json: string): string => small.replace('"actions":[]', `"actions":${json}`);
  const texts = [
    small,
    withActions('[{"type":"x","player":-0,"a":[-0,0,1e999,-1e999]}]'),
    withActions('[{"__proto__":1}]'),
    withActions('[{"constructor":0}]'),
    withActions('[{"prototype":0}]'),
    withActions(`[${JSON.stringify('x'.repeat(10_001))}]`),
    withActions(`[{${JSON.stringify('k'.repeat(10_001))}:1}]`),
    withActions(`[{${Array.from({ length: 257 }, (_, i) => `"k${i}":1`).join(',')}}]`),
    withActions(`${'['.repeat(17)}${']'.repeat(17)}`),
    withActions(`${'['.repeat(18)}${']'.repeat(18)}`),
    // More values than a log may hold (430 000), in 20 000 actions.
    withActions(`[${Array.from({ length: 20_000 }, () => `[${Array(21).fill(0).join(',')}]`).join(',')}]`),
    small.replace('"players":2', '"players":-0'),
    '-0',
    '[]',
    '{"format":1}',
    JSON.stringify({ ...JSON.parse(small), x: 1 }),
  ];
  for (const g of Object.values(games) as AnyGame[]) {
    const p = playoutAny(g, { players: 3 }, `text/${g.id}`);
    texts.push(JSON.stringify(sealLog(p.log, p.state)));
  }

  it('for every text: the same log or the same error', () => {
    for (const text of texts) expect(outcome(text)).toBe(outcome(JSON.parse(text)));
  });

  it('the parsed text is never the caller\'s: two parses give two separate logs', () => {
    const a = parseLog(small);
    const b = parseLog(small);
    expect(a).not.toBe(b);
    expect(a).toEqual(b);
  });
});
