/**
 * A log's recorded end is checked by every function that reads the log (issue #11, "Logs you can
 * trust"): `replay` with or without `upTo`, and `undo`, refuse a log whose action count does not match
 * its end; `undo` also refuses a log that does not reach its recorded state. An oversized log is refused
 * before it is copied, and `createLog` checks what it is given.
 */
import { describe, expect, it } from 'vitest';
import { createLog, MAX_LOG_ACTIONS, parseLog, record, replay, undo, type GameLog } from '../../src/core/index.js';
import { expectRuleError } from '../../src/core/testing.js';
import { nim, type NimAction, type NimConfig } from '../core/fixtures/nim.js';

const played = (n: number): GameLog<NimConfig, NimAction> => {
  let s = nim.setup({ players: 2 }, 7);
  let log = createLog<NimConfig, NimAction>('nim', { players: 2 }, 7);
  for (let i = 0; i < n && !nim.isOver(s); i++) ({ state: s, log } = record(nim, log, s, nim.legalActions(s, nim.actors(s)[0]!)[0]!));
  return log;
};
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('the recorded end of a log', () => {
  it('a cut log is BAD_LOG for replay up to any count and for undo', () => {
    const log = played(4);
    expect(log.actions.length).toBe(4);
    const cut = copy(log);
    (cut.actions as NimAction[]).pop();
    expectRuleError(() => replay(nim, cut), 'BAD_LOG', 'core');
    expectRuleError(() => replay(nim, cut, 3), 'BAD_LOG', 'core');
    expectRuleError(() => replay(nim, cut, 1), 'BAD_LOG', 'core');
    expectRuleError(() => undo(nim, cut), 'BAD_LOG', 'core');
    // the intact log still replays and undoes
    expect(undo(nim, log).log.actions.length).toBe(3);
    expect(replay(nim, log, 4)).toEqual(replay(nim, log));
  });

  it('an end whose count was edited is BAD_LOG even with upTo equal to the length', () => {
    const log = copy(played(4));
    (log as { end: { actions: number } }).end.actions = 3;
    expectRuleError(() => replay(nim, log, 4), 'BAD_LOG', 'core');
    expectRuleError(() => replay(nim, log, 2), 'BAD_LOG', 'core');
    expectRuleError(() => undo(nim, log, 2), 'BAD_LOG', 'core');
  });

  it('undo refuses an edited log that does not reach its recorded state', () => {
    const log = copy(played(4));
    const edited = copy(log);
    (edited as { end: { checksum: string } }).end.checksum = log.end!.checksum === '00000000' ? '00000001' : '00000000';
    expectRuleError(() => undo(nim, edited), 'BAD_LOG', 'core');
    expectRuleError(() => replay(nim, edited, 4), 'BAD_LOG', 'core');
    expect(replay(nim, edited, 3)).toEqual(undo(nim, log).state); // a prefix is not checked against the end checksum
  });

  it('a log of more than MAX_LOG_ACTIONS actions is refused before it is copied', () => {
    const log = played(1);
    const huge = { ...log, end: undefined, actions: Array.from({ length: MAX_LOG_ACTIONS + 1 }, () => log.actions[0]!) };
    expectRuleError(() => parseLog(huge), 'BAD_LOG', 'core', /at most 20000 actions/);
    expectRuleError(() => replay(nim, huge), 'BAD_LOG', 'core', /at most 20000 actions/);
  });
});

describe('a bad upTo or steps is refused before the log is read', () => {
  // A log whose last action throws when read: reading the log first would report that instead.
  const withThrowingAction = (): GameLog<NimConfig, NimAction> => {
    const log = copy(played(3));
    const bad = {};
    Object.defineProperty(bad, 'type', { enumerable: true, get: () => { throw new Error('read me'); } });
    (log.actions as unknown[]).push(bad);
    return log;
  };

  it('replay names upTo (and the log\'s action count) for NaN, -5, 1.5 and a count past the end', () => {
    const log = withThrowingAction();
    for (const upTo of [NaN, -5, 1.5, 5]) {
      expectRuleError(() => replay(nim, log, upTo), 'BAD_LOG', 'core', new RegExp(`^Replay up to an action count from 0 to 4, not ${String(upTo).replace('.', '\\.')}\\.$`));
    }
    expectRuleError(() => replay(nim, log, 4), 'BAD_LOG', 'core', /getter/); // a good upTo: the log is read, and refused
    expectRuleError(() => replay(nim, JSON.stringify(played(2)) as never, 3), 'BAD_LOG', 'core', /^Replay up to an action count from 0 to 2, not 3\.$/);
  });

  it('undo names steps the same way', () => {
    const log = withThrowingAction();
    for (const steps of [NaN, -1, 0.5, 5]) expectRuleError(() => undo(nim, log, steps), 'BAD_LOG', 'core', /^Undo a number of actions from 0 to 4, not /);
    expectRuleError(() => undo(nim, log, 1), 'BAD_LOG', 'core', /getter/);
  });
});

describe('createLog checks what it is given', () => {
  it('refuses a game that is not an id, a config that is not JSON, a bad seed; copies the config', () => {
    expectRuleError(() => createLog(nim as never, { players: 2 }, 1), 'BAD_LOG', 'core');
    expectRuleError(() => createLog('', { players: 2 }, 1), 'BAD_LOG', 'core');
    expectRuleError(() => createLog('x'.repeat(65), { players: 2 }, 1), 'BAD_LOG', 'core');
    expectRuleError(() => createLog('nim', null as never, 1), 'BAD_CONFIG', 'core');
    expectRuleError(() => createLog('nim', { players: 2n } as never, 1), 'BAD_CONFIG', 'core');
    expectRuleError(() => createLog('nim', { players: 2 }, 'x'.repeat(100_000)), 'BAD_SEED', 'core');
    expectRuleError(() => createLog('nim', { players: 2 }, Number.NaN), 'BAD_SEED', 'core');
    const config = { players: 2 };
    const log = createLog<NimConfig, NimAction>('nim', config, 1);
    config.players = 3;
    expect(log.config).toEqual({ players: 2 });
  });
});
