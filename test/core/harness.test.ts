import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/core/testing.js';
import {
  nim,
  nimAcceptsUnlisted,
  nimBadScore,
  nimLeaksRng,
  nimListsIllegal,
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
  });
});

describe('checkGame bites', () => {
  const run = (g: typeof nim) => () => checkGame(g, { games: 5, players: [2], seed: 1 });
  it('catches an apply that mutates its input', () => {
    expect(run(nimMutates)).toThrow(/mutated its input|changed its input/);
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
  it('catches an accepted action that is not listed', () => {
    expect(() => checkGame(nimAcceptsUnlisted, { games: 5, players: [2], seed: 1, probes: (s, p) => [{ type: 'take', player: p, heap: 0, count: 0 }] })).toThrow(/unlisted action .* was accepted/);
  });
  it('runs the game-specific leak check', () => {
    expect(() => checkGame(nim, { games: 2, players: [2], seed: 1, leaks: (s, v) => (v.heaps.length > 0 ? 'heaps visible' : undefined) })).toThrow(/leaks: heaps visible/);
  });
});
