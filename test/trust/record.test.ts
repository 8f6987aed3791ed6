/**
 * `record(game, log, state, action)` appends only to the state the log reaches (issue #11): with an `end`
 * the state's checksum must be the recorded one; without one (a fresh `createLog`) the log is replayed.
 */
import { describe, expect, it } from 'vitest';
import { createLog, parseLog, record, replay, sealLog, undo, type GameLog } from '../../src/core/index.js';
import { games } from '../../src/index.js';
import { expectRuleError } from '../../src/core/testing.js';
import { nim, type NimAction, type NimConfig } from '../core/fixtures/nim.js';

const first = (s: unknown): NimAction => nim.legalActions(s as never, nim.actors(s as never)[0]!)[0]!;

function game(steps: number): { states: unknown[]; log: GameLog<NimConfig, NimAction> } {
  let s = nim.setup({ players: 2 }, 7);
  let log = createLog<NimConfig, NimAction>('nim', { players: 2 }, 7);
  const states: unknown[] = [s];
  for (let i = 0; i < steps; i++) {
    ({ state: s, log } = record(nim, log, s, first(s)));
    states.push(s);
  }
  return { states, log };
}

describe('record checks that the state is the one the log reaches', () => {
  it('the state the log reaches (also a JSON copy of it) is recorded; the log replays to the result', () => {
    const { states, log } = game(3);
    const last = states[3]!;
    const copy = JSON.parse(JSON.stringify(last)) as unknown;
    const r = record(nim, log, copy as never, first(last));
    expect(r.log.end!.actions).toBe(4);
    expect(replay(nim, r.log)).toEqual(r.state);
  });

  it('an earlier state, another seed’s state or a foreign object is BAD_LOG, and nothing is recorded', () => {
    const { states, log } = game(3);
    expectRuleError(() => record(nim, log, states[2] as never, first(states[2])), 'BAD_LOG', 'core', /not the one the log reaches/);
    const other = nim.setup({ players: 2 }, 8);
    expectRuleError(() => record(nim, log, other, first(other)), 'BAD_LOG', 'core');
    expectRuleError(() => record(nim, log, { x: 1n } as never, first(states[3])), 'BAD_LOG', 'core');
    expect(log.actions).toHaveLength(3);
  });

  it('a log without an end is replayed to check the state; a log whose end does not match its actions is BAD_LOG', () => {
    const { states, log } = game(2);
    const { end: _end, ...bare } = log;
    expect(record(nim, bare as never, states[2] as never, first(states[2])).log.end!.actions).toBe(3);
    expectRuleError(() => record(nim, bare as never, states[1] as never, first(states[1])), 'BAD_LOG', 'core');
    expectRuleError(() => record(nim, { ...log, actions: log.actions.slice(0, 1) }, states[1] as never, first(states[1])), 'BAD_LOG', 'core', /cut or extended/);
    expectRuleError(() => record(nim, { ...log, game: 'welcometo' }, states[2] as never, first(states[2])), 'BAD_LOG', 'core');
  });
});

describe('record: a log it returned is not read again (issue #11: recording a game cost time growing with the square of its length)', () => {
  it('record, undo and sealLog return frozen logs that parseLog hands back as they are; a JSON copy is read as before', () => {
    const g = games.simplicity;
    let state = g.setup({ players: 2 }, 3);
    let log = createLog(g.id, { players: 2 }, 3);
    for (let i = 0; i < 20 && !g.isOver(state); i++) {
      const p = g.actors(state)[0]!;
      ({ state, log } = record(g, log, state, g.legalActions(state, p)[0]!));
      expect(Object.isFrozen(log) && Object.isFrozen(log.actions) && Object.isFrozen(log.actions[i])).toBe(true);
      expect(parseLog(log)).toBe(log);
    }
    expect(() => (log.actions as unknown[]).push({ type: 'x', player: 0 })).toThrow(TypeError);
    const copy = JSON.parse(JSON.stringify(log)) as typeof log;
    expect(parseLog(copy)).not.toBe(copy);
    expect(parseLog(copy)).toEqual(log);
    const back = undo(g, log, 2);
    expect(parseLog(back.log)).toBe(back.log);
    expect(back.log.actions).toHaveLength(18);
    const sealed = sealLog(copy, state);
    expect(parseLog(sealed)).toBe(sealed);
    expect(replay(g, log)).toEqual(state);
  });
});
