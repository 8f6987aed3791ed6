/** Issue #11 core pieces: bounded printer, safe reading, identity matching, log end checks, BAD_STATE. */
import { describe, expect, it } from 'vitest';
import {
  ACTION_LIMITS,
  RULE_ERROR_CODES,
  assertValidState,
  checksum,
  createLog,
  printValue,
  readAction,
  readJson,
  record,
  replay,
  sealLog,
  undo,
  MAX_LOG_ACTIONS,
} from '../../src/core/index.js';
import { expectRuleError } from '../../src/core/testing.js';
import { nim } from '../core/fixtures/nim.js';
import { HANG_MS, badValues } from './corpus.js';
import { referenceChecksum } from './reference-checksum.js';

describe('printValue: bounded, never throws', () => {
  it('prints every value class in at most ~80 characters', () => {
    for (const { name, value } of badValues()) {
      const t0 = performance.now();
      const s = printValue(value);
      expect(typeof s, name).toBe('string');
      expect(s.length, name).toBeLessThanOrEqual(80);
      expect(performance.now() - t0, name).toBeLessThan(HANG_MS);
    }
    expect(printValue(1n)).toBe('1n');
    expect(printValue(NaN)).toBe('NaN');
    expect(printValue(-0)).toBe('-0');
    expect(printValue({ a: [1, 'x'] })).toBe('{"a":[1,"x"]}');
  });
  it('names a typed array or DataView without listing its elements (a seat or seed of 10^7 bytes)', () => {
    const t0 = performance.now();
    expect(printValue(new Uint8Array(10_000_000))).toBe('[Uint8Array]');
    expect(printValue({ seat: new Float64Array(10_000_000) })).toBe('{"seat":[Float64Array]}');
    expect(printValue(new DataView(new ArrayBuffer(8)))).toBe('[DataView]');
    expect(performance.now() - t0).toBeLessThan(HANG_MS);
  });
  it('prints a value whose Proxy trap or getter throws as [unreadable], what it printed before taken back', () => {
    const boom = () => {
      throw new Error('trap');
    };
    expect(printValue(new Proxy({}, { ownKeys: boom }))).toBe('[unreadable]');
    expect(printValue({ seat: new Proxy({ a: 1 }, { getOwnPropertyDescriptor: boom }) })).toBe('{"seat":[unreadable]}');
    expect(printValue([1, new Proxy([], { get: boom })])).toBe('[1,[unreadable]]');
    expect(printValue({ get a() { return boom(); } })).toBe('{"a":[getter]}'); // a getter is named, never called
  });
});

describe('readJson / readAction: one defensive read into plain JSON', () => {
  it('refuses every non-JSON class with a reason and copies plain data', () => {
    const refused = badValues().filter(({ value }) => !readJson({ f: value }, ACTION_LIMITS).ok).map((v) => v.name);
    expect(refused).toEqual(expect.arrayContaining(['bigint', 'symbol', 'function', 'cycle', 'deep 10^4', 'array 10^6', 'getter that throws', 'throwing Proxy', 'revoked Proxy', 'huge string', 'undefined', 'sparse array', '__proto__ key', 'class instance', 'Date']));
    const src = { type: 'take', player: 0, list: [1, 2] };
    const r = readJson(src, ACTION_LIMITS);
    expect(r).toEqual({ ok: true, value: src, frozen: false });
    expect(readJson(Object.freeze({ a: Object.freeze([1]) }), ACTION_LIMITS)).toMatchObject({ ok: true, frozen: true });
    expect(readJson(Object.freeze({ a: [1] }), ACTION_LIMITS)).toMatchObject({ ok: true, frozen: false });
    expect(r.ok && r.value !== src && (r.value as typeof src).list !== src.list).toBe(true);
  });
  it('rejects a 10^6-element array in well under a millisecond-scale budget', () => {
    const big = { type: 'take', player: 0, heap: new Array(1_000_000).fill(0) };
    const t0 = performance.now();
    expectRuleError(() => readAction(big), 'MALFORMED_ACTION', 'core');
    expect(performance.now() - t0).toBeLessThan(HANG_MS);
  });
});

describe('guardAction: listed actions by identity, copies otherwise', () => {
  it('accepts the listed object itself and an equal plain copy, and freezes what it lists', () => {
    const s = nim.setup({ players: 2 }, 3);
    const listed = nim.legalActions(s, 0);
    expect(Object.isFrozen(listed[0])).toBe(true);
    expect(nim.apply(s, listed[0]!)).toEqual(nim.apply(s, JSON.parse(JSON.stringify(listed[0]))));
  });
});

describe('BAD_STATE and validate', () => {
  it('is a RuleError code; non-object states are BAD_STATE in every function', () => {
    expect(RULE_ERROR_CODES).toContain('BAD_STATE');
    for (const junk of [null, undefined, 7, 'x', []]) {
      expectRuleError(() => nim.apply(junk as never, { type: 'take', player: 0, heap: 0, count: 1 }), 'BAD_STATE', 'core');
      expectRuleError(() => nim.legalActions(junk as never, 0), 'BAD_STATE', 'core');
      expectRuleError(() => nim.score(junk as never), 'BAD_STATE', 'core');
      expect(nim.validate(junk).length).toBeGreaterThan(0);
    }
    expect(nim.validate({}).length).toBeGreaterThan(0);
    expectRuleError(() => assertValidState(nim, { players: 2 }), 'BAD_STATE', 'core');
    assertValidState(nim, nim.setup({ players: 2 }, 1));
  });
  it('a JSON.parse\'d state gives a result sharing nothing with it, and is never frozen by the engine', () => {
    const s = JSON.parse(JSON.stringify(nim.setup({ players: 2 }, 1)));
    const a = nim.legalActions(s, 0)[0]!;
    const next = nim.apply(s, a);
    expect(Object.isFrozen(s)).toBe(false);
    expect(Object.isFrozen(next) && Object.isFrozen(next.heaps)).toBe(true);
    expect(next.heaps).not.toBe(s.heaps);
    expect(Object.isFrozen(nim.setup({ players: 2 }, 1))).toBe(true);
  });
});

describe('every state from outside is validated when it enters', () => {
  const s = nim.setup({ players: 2 }, 1);
  const take = { type: 'take', player: 0, heap: 0, count: 1 } as const;
  it('an inconsistent state is BAD_STATE in every function, however it was made', () => {
    const parsed = { ...JSON.parse(JSON.stringify(s)), winner: 0 }; // unfrozen, from "storage"
    const topFrozen = Object.freeze({ ...s, heaps: [...s.heaps], winner: 0 }); // frozen at the top only
    const deepFrozen = Object.freeze({ ...s, winner: 0 }); // frozen throughout (as immer makes them)
    for (const bad of [parsed, topFrozen, deepFrozen]) {
      expectRuleError(() => nim.apply(bad, take), 'BAD_STATE', 'NIM-2');
      expectRuleError(() => nim.legalActions(bad, 0), 'BAD_STATE', 'NIM-2');
      expectRuleError(() => nim.actors(bad), 'BAD_STATE', 'NIM-2');
      expectRuleError(() => nim.isOver(bad), 'BAD_STATE', 'NIM-2');
      expectRuleError(() => nim.score(bad), 'BAD_STATE', 'NIM-2');
      expectRuleError(() => nim.view(bad, 0), 'BAD_STATE', 'NIM-2');
      expectRuleError(() => nim.render(bad, null), 'BAD_STATE', 'NIM-2');
      expectRuleError(() => nim.determinize(bad, 0, 1), 'BAD_STATE', 'NIM-2');
      expectRuleError(() => nim.describe(bad, take), 'BAD_STATE', 'NIM-2');
      expect(nim.validate(bad)).toEqual([expect.objectContaining({ path: '.winner', rule: 'NIM-2' })]);
    }
  });
  it('legalActions of something that is not a seat is MALFORMED_ACTION, like view; a seat with no turn gets []', () => {
    for (const seat of [-1, 1.5, Number.NaN, nim.players.max, '0', null]) {
      expectRuleError(() => nim.legalActions(s, seat as never), 'MALFORMED_ACTION', 'core');
    }
    expect(nim.legalActions(s, 1)).toEqual([]);
  });
  it('a state frozen throughout is used as it is (its listed actions recognised by identity)', () => {
    const foreign = Object.freeze({ ...s, heaps: Object.freeze([...s.heaps]), rng: s.rng });
    const listed = nim.legalActions(foreign, 0);
    expect(nim.legalActions(foreign, 0)[0]).toBe(listed[0]);
    expect(nim.apply(foreign, listed[0]!).heaps).not.toBe(foreign.heaps);
  });
  it('a mutable state is checked again on every call: an edit after a call is seen', () => {
    const mine = JSON.parse(JSON.stringify(s)) as { heaps: number[]; winner: number | null };
    expect(nim.legalActions(mine as never, 0).length).toBeGreaterThan(0);
    mine.winner = 1;
    expectRuleError(() => nim.legalActions(mine as never, 0), 'BAD_STATE', 'NIM-2');
    mine.winner = null;
    mine.heaps[0] = 0;
    expect(nim.legalActions(mine as never, 0).every((a) => a.heap !== 0)).toBe(true);
  });
});

describe('the helpers around the contract throw nothing but RuleErrors', () => {
  const s = nim.setup({ players: 2 }, 1);
  let log = createLog('nim', { players: 2 }, 1);
  let st = s;
  for (let i = 0; i < 3; i++) ({ state: st, log } = record(nim, log, st, nim.legalActions(st, nim.actors(st)[0]!)[0]!));
  it('undo takes a whole number of steps from 0 to the action count', () => {
    for (const steps of [Number.NaN, 1e9, 1.5, -1, 4, '1']) expectRuleError(() => undo(nim, log, steps as never), 'BAD_LOG', 'core');
    expect(undo(nim, log, 3).log.actions).toHaveLength(0);
    for (const bad of [null, {}, { ...log, actions: {} }]) expectRuleError(() => undo(nim, bad as never), 'BAD_LOG', 'core');
  });
  it('checksum and sealLog of non-JSON or a non-log are RuleErrors', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expectRuleError(() => checksum(cyclic), 'BAD_STATE', 'core');
    expectRuleError(() => sealLog(log, cyclic), 'BAD_STATE', 'core');
    expectRuleError(() => sealLog(null as never, st), 'BAD_LOG', 'core');
  });
  it('a log longer than MAX_LOG_ACTIONS is BAD_LOG before anything is replayed', () => {
    const long = { ...log, actions: new Array(MAX_LOG_ACTIONS + 1).fill(log.actions[0]), end: undefined };
    expectRuleError(() => replay(nim, long as never), 'BAD_LOG', 'core');
  });
});

describe('logs: end checksum and action count', () => {
  const play = () => {
    let state = nim.setup({ players: 2 }, 5);
    let log = createLog('nim', { players: 2 }, 5);
    while (!nim.isOver(state)) ({ state, log } = record(nim, log, state, nim.legalActions(state, nim.actors(state)[0]!)[0]!));
    return { state, log };
  };
  it('record writes the end; replay checks it; undo rewrites it', () => {
    const { state, log } = play();
    expect(log.end).toEqual({ actions: log.actions.length, checksum: checksum(state) });
    expect(replay(nim, log)).toEqual(state);
    expectRuleError(() => replay(nim, { ...log, actions: log.actions.slice(0, -1) }), 'BAD_LOG', 'core', /cut or extended/);
    expectRuleError(() => replay(nim, { ...log, end: { actions: log.actions.length, checksum: '00000000' } }), 'BAD_LOG', 'core', /checksum/);
    const back = undo(nim, log);
    expect(replay(nim, back.log)).toEqual(back.state);
    const { end: _e, ...old } = log;
    expect(replay(nim, old)).toEqual(state); // old logs without an end still replay
  });
  it('upTo must be an integer from 0 to the action count', () => {
    const { log } = play();
    for (const upTo of [NaN, -5, 0.5, log.actions.length + 1, Infinity]) expectRuleError(() => replay(nim, log, upTo), 'BAD_LOG', 'core');
    expect(replay(nim, log, 0)).toEqual(nim.setup({ players: 2 }, 5));
  });
  it('checksum is a stable 8-hex-digit hash of canonical JSON (key order does not matter)', () => {
    expect(checksum({ a: 1, b: [2] })).toBe(checksum({ b: [2], a: 1 }));
    // The checksum is FNV-1a of the text JSON.stringify writes for the value with each object built
    // from its sorted keys (as it was computed before it hashed while walking): array-index keys first.
    for (const v of [{ '10': 1, '9': 2 }, { '0': 1, '-1': 0, b: [{ '2': 'x', a: null, '01': true }] }, { z: 1, '4294967295': 2, '4294967294': 3 }, { 'é': '\u0000"\\', a: [1.5, -3, 1e21] }]) {
      expect(checksum(v), JSON.stringify(v)).toBe(referenceChecksum(v));
    }
    expect(checksum({ a: 1 })).toMatch(/^[0-9a-f]{8}$/);
    expect(checksum({ a: 1 })).not.toBe(checksum({ a: 2 }));
  });
});
