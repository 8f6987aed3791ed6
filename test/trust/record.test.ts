/**
 * `record(game, log, state, action)` appends only to the state the log reaches (issue #11): with an `end`
 * the state's checksum must be the recorded one; without one (a fresh `createLog`) the log is replayed.
 */
import { describe, expect, it } from 'vitest';
import { createLog, record, replay, type GameLog } from '../../src/core/index.js';
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
