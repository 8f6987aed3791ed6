/**
 * What `replay` still checks after its own costs were cut (issue #11, "no call over 50 ms"):
 *
 * - the end checksum is computed on the replayed state without a defensive copy (`stateChecksum`), and
 *   must equal `checksum` on every value, or fall back to it (and its BAD_STATE) on anything that is
 *   not plain JSON within the state limits; a log that does not reach its recorded end is still BAD_LOG;
 * - a log's actions, already read into plain JSON, are handed to `apply` without a second copy only when
 *   they are within the action limits (then frozen, so a caller holding the log cannot change them into
 *   something `apply` would trust); an action past those limits is refused exactly as before;
 * - every state replay produces is still validated: a log whose states break an invariant is refused.
 */
import { describe, expect, it } from 'vitest';
import { checksum, createLog, playout, record, replay, replayAny, sealLog, type BaseAction, type GameLog } from '../../src/core/index.js';
import { stateChecksum } from '../../src/core/logsum.js';
import { expectRuleError } from '../../src/core/testing.js';
import { games } from '../../src/index.js';
import { nim, type NimAction, type NimConfig } from '../core/fixtures/nim.js';

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** The checksum both ways: equal results, or the same RuleError code from each. */
const both = (v: unknown): string => {
  let want: string | undefined;
  let wantError: unknown;
  try {
    want = checksum(v);
  } catch (e) {
    wantError = e;
  }
  if (wantError !== undefined) {
    expect(() => stateChecksum(v)).toThrow(expect.objectContaining({ code: (wantError as { code: string }).code }));
    return 'error';
  }
  expect(stateChecksum(v)).toBe(want);
  return want!;
};

describe('stateChecksum is checksum', () => {
  it('on states of every game, at sampled points of seeded random games (2 and 4 seats)', () => {
    let compared = 0;
    for (const game of Object.values(games)) {
      for (const players of [2, 4]) {
        const seen: unknown[] = [];
        let ply = 0;
        const end = playout(game as never, { players } as never, `sum/${game.id}/${players}`, {
          maxPlies: 60,
          onAction: (_s, _a, next) => {
            if (ply++ % 12 === 0) seen.push(next);
          },
        });
        seen.push(end.state);
        for (const s of seen) {
          both(s);
          both(copy(s)); // a JSON copy (not frozen) too
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(5 * 2 * 3);
  });

  it('on a state holding custom component data with integer keys (startingCoins 2, 3, 4)', () => {
    const bv = games.bellavista;
    const s = bv.setup({ players: 3, components: copy({ startingCoins: { 2: 5, 3: 6, 4: 7 } }) }, 9);
    expect(both(s)).toMatch(/^[0-9a-f]{8}$/);
  });

  it('on JSON edge cases: key order with integer-like keys, escapes, unicode, numbers, nesting', () => {
    const values: unknown[] = [
      { b: 1, a: 2, 10: 'x', 9: 'y', '01': 'z', 4294967295: 'big', 4294967294: 'max index', '-1': 'neg', '1.5': 'f', '': 'empty' },
      { '': 0, 0: 1 }, // the empty key is not an index
      { 10: 'x', 9: 'y', '': 'empty' },
      { 'quote"key': 'line\nbreak\ttab\\slash', 'é': '日本語 😀', '\u0001': '\u2028\u2029', lone: '\ud800' },
      [0, -0, 1e21, 1e-7, 0.1, -5, 123456789012345680000, Number.MAX_SAFE_INTEGER, 5e-324],
      [[], {}, [[[]]], { a: { b: { c: [null, true, false] } } }],
      Object.assign(Object.create(null) as object, { z: 1, y: [2] }),
      'just a string',
      42,
      null,
      true,
      [],
      {},
    ];
    const sums = values.map(both);
    expect(sums.every((x) => /^[0-9a-f]{8}$/.test(x))).toBe(true);
    expect(new Set(sums).size).toBe(sums.length);
  });

  it('falls back to checksum (BAD_STATE) on values that are not plain JSON within the state limits', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    let deep: unknown = 0;
    for (let i = 0; i < 30; i++) deep = [deep];
    const bad: unknown[] = [
      { x: NaN },
      { x: Infinity },
      { x: undefined },
      [1, , 3], // eslint-disable-line no-sparse-arrays
      { x: 1n },
      { f: () => 1 },
      cyclic,
      deep,
      JSON.parse('{"__proto__": 1}'),
      { s: 'x'.repeat(10_001) },
      Object.fromEntries(Array.from({ length: 257 }, (_, i) => [`k${i}`, i])),
      Array.from({ length: 60_001 }, () => 0),
      new Date(0),
      Object.defineProperty({}, 'g', { get: () => 1, enumerable: true }),
    ];
    for (const v of bad) expect(both(v)).toBe('error');
  });
});

describe('replay of a log of plain JSON', () => {
  const played = (n: number): GameLog<NimConfig, NimAction> => {
    let s = nim.setup({ players: 2 }, 7);
    let log = createLog<NimConfig, NimAction>('nim', { players: 2 }, 7);
    for (let i = 0; i < n && !nim.isOver(s); i++) ({ state: s, log } = record(nim, log, s, nim.legalActions(s, nim.actors(s)[0]!)[0]!));
    return log;
  };

  it('still refuses a log whose recorded checksum was edited, and accepts it intact', () => {
    const log = played(4);
    expect(replay(nim, copy(log))).toEqual(replay(nim, log));
    const edited = copy(log);
    (edited as { end: { checksum: string } }).end.checksum = log.end!.checksum === '00000000' ? '00000001' : '00000000';
    expectRuleError(() => replay(nim, edited), 'BAD_LOG', 'core', /does not reach its recorded final state/);
  });

  it('an action past the action limits is refused as apply refuses it (MALFORMED_ACTION read), not passed on', () => {
    const log = copy(played(3)) as unknown as { actions: Record<string, unknown>[]; end?: unknown };
    log.actions[1] = { ...log.actions[1]!, note: 'x'.repeat(1_001) }; // within the log's limits, past an action's
    delete log.end;
    const e = expectRuleError(() => replay(nim, log as never), 'BAD_LOG', 'core', /Action 2 of the log is rejected: An action must be plain JSON data: a string longer than 1000 characters/);
    expect(e.message).toContain('note');
  });

  it('the actions of the log replayAny returns are frozen: the caller cannot edit what apply trusts', () => {
    const r = replayAny({ nim } as never, copy(played(3)));
    for (const a of r.log.actions) expect(Object.isFrozen(a)).toBe(true);
    expect(() => {
      (r.log.actions[0] as unknown as Record<string, unknown>).take = 1n;
    }).toThrow(TypeError);
  });

  it('a log whose state breaks an invariant is still refused: every replayed state is validated', () => {
    // A Welcome To log whose config stands in the state: a recorded end over a state that validate
    // accepts, then the same log under a config whose first state it refuses (a seat count out of range).
    const wt = games.welcometo;
    const p = playout(wt, { players: 2 }, 'inv', { maxPlies: 6 });
    const log = sealLog(p.log as GameLog<never, BaseAction>, p.state);
    expect(checksum(replay(wt, copy(log) as never))).toBe(log.end!.checksum);
    const broken = copy(log) as unknown as { config: Record<string, unknown> };
    broken.config.players = 0;
    expectRuleError(() => replay(wt, broken as never), 'BAD_LOG', 'WT-3.1');
  });
});
