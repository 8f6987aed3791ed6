/**
 * What `replay` checks of a log (issue #11): a log that does not reach its recorded end is BAD_LOG; an
 * action past the action limits is refused exactly as `apply` refuses it; every state replay produces
 * is validated, so a log whose states break an invariant is refused.
 */
import { describe, expect, it } from 'vitest';
import { checksum, createLog, playout, readAction, record, replay, replayAny, sealLog, type BaseAction, type GameLog } from '../../src/core/index.js';
import { expectRuleError } from '../../src/core/testing.js';
import { games } from '../../src/index.js';
import { nim, type NimAction, type NimConfig } from '../core/fixtures/nim.js';

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

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

  it('a replayed log\'s own actions are not passed through readAction after the call (replayAny hands that log out)', () => {
    const log = played(4);
    const { log: parsed, state } = replayAny({ nim } as never, copy(log));
    expect(state).toEqual(replay(nim, log));
    const last = parsed.actions[parsed.actions.length - 1]!;
    expect(Object.isFrozen(last)).toBe(false);
    const read = readAction(last);
    expect(read).toEqual(last);
    expect(read).not.toBe(last); // a fresh copy: the caller's object is not taken as the engine's own
  });

  it('an action nested past the action depth, within the log\'s, is refused as apply refuses it', () => {
    const log = copy(played(3)) as unknown as { actions: Record<string, unknown>[]; end?: unknown };
    let deep: unknown = 1;
    for (let i = 0; i < 9; i++) deep = [deep];
    log.actions[2] = { ...log.actions[2]!, deep };
    delete log.end;
    expectRuleError(() => replay(nim, log as never), 'BAD_LOG', 'core', /Action 3 of the log is rejected: An action must be plain JSON data: nesting deeper than 8/);
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
