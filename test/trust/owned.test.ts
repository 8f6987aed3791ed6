/**
 * The trust wrapper remembers the states the engine made (a ring of recent states, then a WeakMap for
 * states checked on entry): a state it made is never re-checked while it is recent, one pushed out of the
 * ring is checked once when it comes back (and passes), and anything else is always checked.
 */
import { describe, expect, it } from 'vitest';
import { defineGame, deepFreeze, scoreSheet, type StateProblem } from '../../src/core/index.js';
import { expectRuleError } from '../../src/core/testing.js';

interface CountState { readonly count: number }
interface Inc { readonly type: 'inc'; readonly player: number }

let checks = 0;
const validate = (x: unknown): StateProblem[] => {
  checks++;
  const c = (x as { count?: unknown }).count;
  return typeof c === 'number' && Number.isInteger(c) && c >= 0 && c <= 1000 && Object.keys(x as object).length === 1
    ? []
    : [{ path: '.count', message: 'a count from 0 to 1000', rule: 'C-1' }];
};
const counter = defineGame<CountState, Inc, { players: number }, CountState>({
  id: 'counter',
  title: 'Counter',
  actionTypes: { inc: true },
  players: { min: 1, max: 1 },
  setup: () => ({ count: 0 }),
  actors: (s) => (s.count < 1000 ? [0] : []),
  legalActions: (s) => (s.count < 1000 ? [{ type: 'inc', player: 0 }] : []),
  seats: () => 1,
  apply: (s) => ({ count: s.count + 1 }),
  isOver: (s) => s.count >= 1000,
  score: (s) => scoreSheet([{ parts: { count: s.count } }], { unit: 'points', final: s.count >= 1000 }),
  view: (s) => s,
  describe: () => 'count one more',
  render: (s) => String(s.count),
  determinize: (s) => ({ ...s }),
  validate,
  maxGameLength: () => 1000,
});

const step = (s: CountState): CountState => counter.apply(s, counter.legalActions(s, 0)[0]!);

describe('states the engine made', () => {
  it('are not checked again while recent (a playout checks nothing)', () => {
    let s = counter.setup({ players: 1 }, 1);
    checks = 0;
    for (let i = 0; i < 200; i++) s = step(s);
    expect(s.count).toBe(200);
    expect(checks).toBe(0);
  });

  it('come back after 500 newer states: checked once, accepted, then remembered', () => {
    const old = step(counter.setup({ players: 1 }, 1));
    let s = old;
    for (let i = 0; i < 500; i++) s = step(s);
    checks = 0;
    expect(counter.legalActions(old, 0)).toEqual([{ type: 'inc', player: 0 }]);
    expect(checks).toBe(1);
    const listed = counter.legalActions(old, 0)[0]!;
    expect(counter.apply(old, listed)).toEqual({ count: 2 });
    for (let i = 0; i < 100; i++) s = step(s);
    expect(counter.isOver(old)).toBe(false);
    expect(checks).toBe(1);
  });

  it('a frozen edited copy is always checked, and refused', () => {
    const s = step(step(counter.setup({ players: 1 }, 1)));
    const edited = deepFreeze({ ...s, count: -1 });
    checks = 0;
    expectRuleError(() => counter.legalActions(edited, 0), 'BAD_STATE', 'C-1');
    expectRuleError(() => counter.apply(edited, { type: 'inc', player: 0 }), 'BAD_STATE', 'C-1');
    expect(checks).toBe(2);
    expect(counter.apply(s, { type: 'inc', player: 0 })).toEqual({ count: 3 });
  });
});
