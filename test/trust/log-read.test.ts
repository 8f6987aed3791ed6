/**
 * Logs are read once, defensively (issue #11): a getter, a throwing Proxy or an unknown field in a log is
 * BAD_LOG from parseLog, replay, undo, record and replayAny — never the caller's own exception.
 */
import { describe, expect, it } from 'vitest';
import { createLog, parseLog, record, replay, replayAny, undo, type GameLog } from '../../src/core/index.js';
import { expectRuleError } from '../../src/core/testing.js';
import { nim, type NimAction, type NimConfig } from '../core/fixtures/nim.js';

const played = (): GameLog<NimConfig, NimAction> => {
  let s = nim.setup({ players: 2 }, 7);
  let log = createLog<NimConfig, NimAction>('nim', { players: 2 }, 7);
  for (let i = 0; i < 4 && !nim.isOver(s); i++) ({ state: s, log } = record(nim, log, s, nim.legalActions(s, nim.actors(s)[0]!)[0]!));
  return log;
};

const hostile = (): [string, GameLog<NimConfig, NimAction>][] => {
  const log = played();
  const getterAction = [...log.actions];
  Object.defineProperty(getterAction, 0, { get: () => { throw new Error('getter boom'); }, enumerable: true });
  const getterSeed = { ...log };
  Object.defineProperty(getterSeed, 'seed', { get: () => { throw new Error('seed boom'); }, enumerable: true });
  const boom = (): never => { throw new Error('proxy boom'); };
  const throwingProxy = new Proxy(log, { get: boom, getOwnPropertyDescriptor: boom, ownKeys: boom });
  const proxyActions = { ...log, actions: new Proxy([...log.actions], { get: () => { throw new Error('array boom'); } }) };
  const cyclic: Record<string, unknown> = { ...log };
  cyclic.extra = cyclic;
  return [
    ['an action read through a throwing getter', { ...log, actions: getterAction }],
    ['a seed read through a throwing getter', getterSeed],
    ['a log that is a throwing Proxy', throwingProxy],
    ['an actions array that is a throwing Proxy', proxyActions as never],
    ['an unknown field', { ...log, note: 'hello' } as never],
    ['an unknown field in end', { ...log, end: { ...log.end!, extra: 1 } } as never],
    ['a cycle', cyclic as never],
  ];
};

describe('hostile logs are BAD_LOG everywhere', () => {
  for (const [name, log] of hostile()) {
    it(name, () => {
      expectRuleError(() => parseLog(log), 'BAD_LOG', 'core');
      expectRuleError(() => replay(nim, log), 'BAD_LOG', 'core');
      expectRuleError(() => undo(nim, log), 'BAD_LOG', 'core');
      expectRuleError(() => replayAny({ nim }, log), 'BAD_LOG', 'core');
      const s = nim.setup({ players: 2 }, 7);
      expectRuleError(() => record(nim, log, s, nim.legalActions(s, 0)[0]!), 'BAD_LOG', 'core');
    });
  }

  it('a Proxy whose get trap throws is BAD_LOG (its get is called once per property, as for actions and configs)', () => {
    const log = played();
    const proxy = new Proxy(log, { get: () => { throw new Error('get boom'); } });
    expectRuleError(() => replay(nim, proxy), 'BAD_LOG', 'core');
    // A transparent Proxy is read like the object it stands for.
    expect(replay(nim, new Proxy(log, {}))).toEqual(replay(nim, log));
  });

  it('a good log still replays, undoes and records, as a copy', () => {
    const log = played();
    const state = replay(nim, log);
    expect(replay(nim, JSON.parse(JSON.stringify(log)))).toEqual(state);
    // A log record returned is frozen throughout and handed back as it is; any other is read into a copy.
    expect(Object.isFrozen(log)).toBe(true);
    expect(parseLog(log)).toBe(log);
    const plain = JSON.parse(JSON.stringify(log)) as typeof log;
    const parsed = parseLog(plain);
    expect(parsed).toEqual(log);
    expect(parsed).not.toBe(plain);
    expect(undo(nim, log, 1).log.actions).toEqual(log.actions.slice(0, -1));
  });
});

describe('a log given as JSON text', () => {
  it('a leading byte-order mark is ignored (RFC 8259 §8.1): the log replays as without it', () => {
    const log = played();
    const text = JSON.stringify(log);
    expect(parseLog(`\uFEFF${text}`)).toEqual(parseLog(text));
    expect(replay(nim, parseLog(`\uFEFF${text}`))).toEqual(replay(nim, log));
    expect(replayAny({ nim }, `\uFEFF${text}`).state).toEqual(replay(nim, log));
  });

  it('text that is not JSON is BAD_LOG showing its escaped first characters, never raw bytes', () => {
    const cases: [string, RegExp][] = [
      ['\u0000\u0001\uFFFD binary', /^The log is not valid JSON text; it begins "\\u0000\\u0001\uFFFD binary"$/],
      ['{"format": ', /^The log is not valid JSON text; it begins "\{\\"format\\": "$/],
      ['   ', /^The log is not valid JSON text \(it is empty\); it begins "   "$/],
      ['', /^The log is not valid JSON text \(it is empty\)$/], // trial 20: not 'it begins ""'
      [`{"a":1,}${'x'.repeat(100)}`, /^The log is not valid JSON text \(at character 7\); it begins "\{\\"a\\":1,\}x{24}"$/],
    ];
    for (const [text, message] of cases) {
      const e = expectRuleError(() => parseLog(text), 'BAD_LOG', 'core');
      expectRuleError(() => replayAny({ nim }, text), 'BAD_LOG', 'core');
      expect(e.message).toMatch(message);
    }
  });
});

describe('a log given as JSON text that nests deeper than any log can', () => {
  it('is BAD_LOG before JSON.parse spends time on it (4·10^6 brackets), and a log at the depth limit still parses', () => {
    const t0 = performance.now();
    const e = expectRuleError(() => parseLog('['.repeat(4_000_000)), 'BAD_LOG', 'core');
    expect(e.message).toBe('A log must be plain JSON data: nesting deeper than 18.');
    expectRuleError(() => replayAny({ nim }, `{"a":${'['.repeat(100)}`), 'BAD_LOG', 'core');
    expect(performance.now() - t0).toBeLessThan(1_000);
    // Brackets inside strings do not count; a real log is far shallower than the limit.
    const log = played();
    expect(parseLog(JSON.stringify({ ...log, seed: '['.repeat(150) })).seed).toBe('['.repeat(150));
    expect(parseLog(JSON.stringify(log))).toEqual(log);
  });
});
