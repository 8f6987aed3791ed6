import { describe, expect, it } from 'vitest';
import { checkGame, expectRejected, expectRuleError } from '../../src/core/testing.js';
import { RuleError } from '../../src/core/errors.js';
import { defineGame } from '../../src/core/harden.js';
import {
  nim,
  nimDeterminizeChangesView,
  nimDeterminizeReadsRng,
  nimDeterminizeUnfrozen,
  nimAcceptsUnlisted,
  nimBadScore,
  nimBreaksInvariant,
  nimSecretCounts,
  nimLeaksRng,
  nimListsIllegal,
  nimUnfrozenActions,
  nimMutates,
  nimUsesMathRandom,
} from './fixtures/nim.js';

describe('checkGame on a correct game', () => {
  it('passes Nim at every player count and reports what it played', () => {
    const report = checkGame(nim, { games: 15, configs: (n) => [{ players: n }, { players: n, heaps: 5 }] });
    expect(report.games).toBe(3 * 2 * 15);
    expect(Object.keys(report.cases)).toHaveLength(6);
    expect(report.plies).toBeGreaterThan(report.games);
    expect(report.probes).toBeGreaterThan(0);
    expect(report.validated).toBeGreaterThan(report.plies);
    expect(report.described).toBeGreaterThan(0);
  });
});

describe('checkGame bites', () => {
  const run = (g: typeof nim) => () => checkGame(g, { games: 5, players: [2], seed: 1 });
  it('catches an apply that mutates its input', () => {
    expect(run(nimMutates)).toThrow(/mutated its input|changed its input/);
  });
  it('catches listed actions that can be edited (not deep-frozen)', () => {
    expect(run(nimUnfrozenActions)).toThrow(/listed action .* is not deep-frozen/);
  });
  it('catches a game that declares frozenStates and returns a state it did not freeze', () => {
    // Nim's own functions behind a second trust wrapper that declares frozenStates (so it freezes nothing).
    const over = (apply: (s: never, a: never) => unknown) =>
      defineGame({
        ...nim,
        players: { ...nim.players },
        describe: (s, a, viewer) => nim.describe(s, a, viewer),
        apply: apply as typeof nim.apply,
        actionTypes: { take: true },
        frozenActions: true,
        frozenStates: true,
      });
    expect(run(over((s, a) => ({ ...nim.apply(s, a) })))).toThrow(/the state after .* is not frozen throughout/);
    expect(run(over((s, a) => nim.apply(s, a)))).not.toThrow(); // immer's results are frozen throughout
  });
  it('catches a listed action that the rules reject', () => {
    expect(run(nimListsIllegal)).toThrow(/listed action .* was rejected/);
  });
  it('catches Math.random in game code', () => {
    expect(run(nimUsesMathRandom)).toThrow(/Math\.random/);
  });
  it('catches a view that shows the RNG state', () => {
    expect(run(nimLeaksRng)).toThrow(/rng/i);
  });
  it('catches score parts that do not sum to the total', () => {
    expect(run(nimBadScore)).toThrow(/parts sum to/);
  });
  it('catches a determinization that changes the view', () => {
    expect(run(nimDeterminizeChangesView)).toThrow(/determinize\(state, .*\) looks different/);
  });
  it('catches a determinization that reads hidden information (the RNG state)', () => {
    expect(run(nimDeterminizeReadsRng)).toThrow(/depends on hidden information/);
  });
  it('catches a determinization that is not frozen throughout (issue #11, the Welcome To bug of stop 17)', () => {
    expect(run(nimDeterminizeUnfrozen)).toThrow(/determinize\(state, .*\) is not frozen throughout/);
  });
  it('catches an accepted action that is not listed', () => {
    expect(() => checkGame(nimAcceptsUnlisted, { games: 5, players: [2], seed: 1, probes: (s, p) => [{ type: 'take', player: p, heap: 0, count: 0 }] })).toThrow(/unlisted action .* was accepted/);
  });
  it('catches a render line wider than 100 columns', () => {
    expect(run({ ...nim, render: (s, v) => nim.render(s, v) + '\n' + '='.repeat(101) })).toThrow(/101 columns wide/);
  });
  it('catches a render that reads more than the view (the RNG state)', () => {
    expect(run({ ...nim, render: (s, v) => nim.render(s, v) + ` ${s.rng[0]}` })).toThrow(/render\(.*\) depends on something view/);
  });
  it('checks render and view on the sameView states a game supplies', () => {
    const other = (s: ReturnType<typeof nim.setup>) => [{ ...s, rng: s.rng.map((x, i) => (i === 1 ? x + 1 : x)) }];
    const readsRng1 = { ...nim, render: (s: ReturnType<typeof nim.setup>, v: number | null) => nim.render(s, v) + ` ${s.rng[1]}` };
    expect(() => checkGame(readsRng1, { games: 2, players: [2], seed: 1 })).not.toThrow();
    expect(() => checkGame(readsRng1, { games: 2, players: [2], seed: 1, sameView: other })).toThrow(/depends on something view/);
    expect(() => checkGame(nim, { games: 2, players: [2], seed: 1, sameView: (s) => [{ ...s, turn: 1 - s.turn }] })).toThrow(/sameView state .* has a different view/);
  });
  it('catches a reducer that breaks an invariant validate checks', () => {
    expect(run(nimBreaksInvariant)).toThrow(/validate rejects the state after/);
  });
  it('catches a describe line that names a word its viewer may not know', () => {
    expect(() => checkGame(nimSecretCounts, { games: 2, players: [2], seed: 1, hidden: (_s, v) => (v === null ? ['secretly-'] : []) })).toThrow(/for viewer null names "secretly-"/);
  });
  it('catches a describe that words an unlisted action', () => {
    expect(run(nimSecretCounts)).toThrow(/describe of the unlisted .* returned a line/);
  });
  it('runs the game-specific leak check', () => {
    expect(() => checkGame(nim, { games: 2, players: [2], seed: 1, leaks: (s, v) => (v.heaps.length > 0 ? 'heaps visible' : undefined) })).toThrow(/leaks: heaps visible/);
  });
});

describe('expectRejected', () => {
  const s = nim.setup({ players: 2 }, 1);
  it('returns the RuleError when code, rule and an unchanged state all match', () => {
    const e = expectRejected(nim, s, { type: 'take', player: 1, heap: 0, count: 1 }, 'NOT_YOUR_TURN', 'core', /Seat 1 \(P2\)/);
    expect(e.code).toBe('NOT_YOUR_TURN');
  });
  it('fails on an accepted action, a wrong code or rule, and a wrong message', () => {
    const ok = nim.legalActions(s, 0)[0]!;
    expect(() => expectRejected(nim, s, ok, 'ILLEGAL_ACTION', 'NIM-2')).toThrow(/nothing was thrown/);
    expect(() => expectRejected(nim, s, { type: 'take', player: 0, heap: 0, count: 9 }, 'ILLEGAL_ACTION', 'NIM-2')).toThrow(/got MALFORMED_ACTION NIM-2/);
    expect(() => expectRejected(nim, s, { type: 'take', player: 1, heap: 0, count: 1 }, 'NOT_YOUR_TURN', 'core', /nobody/)).toThrow(/does not match/);
  });
  it('fails when the rejection changed the state', () => {
    const sloppy = { ...nim, apply: (st: typeof s) => { (st as { turn: number }).turn = 1; throw new RuleError('ILLEGAL_ACTION', 'X', 'no'); } };
    expect(() => expectRejected(sloppy, { ...s }, {}, 'ILLEGAL_ACTION', 'X')).toThrow(/changed the state/);
  });
});

describe('expectRuleError', () => {
  it('returns a matching RuleError and fails on anything else', () => {
    expect(expectRuleError(() => nim.setup({ players: 9 }, 1), 'BAD_CONFIG', 'NIM-0').message).toMatch(/2 to 4/);
    expect(() => expectRuleError(() => nim.setup({ players: 2 }, 1), 'BAD_CONFIG', 'NIM-0')).toThrow(/nothing was thrown/);
    expect(() => expectRuleError(() => { throw new TypeError('x'); }, 'BAD_CONFIG', 'NIM-0')).toThrow(/threw TypeError/);
  });
});
