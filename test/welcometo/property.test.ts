/**
 * checkGame property test: random full games at every player count 1..12 and in every mode
 * (3 boards x standard / advanced / expert; solo at 1 player), with the hidden-information check and
 * the card-conservation / sheet invariant.
 *
 * Budget (the whole test folder must stay near 90 s of one core): games per (count, mode) case fall
 * with the player count because a random game's cost grows with it (more seats x more clicks x a
 * bigger state for the harness to serialise at every step):
 *   1p: 6 per mode (36 games)   2p: 4 (36)   3p: 3 (27)   4p: 3 (27)   5-6p: 2 (18 each)   7-12p: 1 (9 each)
 * with probeRate 0.05 up to 4 players and 0.02 above. The 200-games-per-count soak is in
 * welcometo.fuzz.test.ts (`npm run fuzz`).
 */
import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/core/testing.js';
import { configsFor, g, invariant, leaks, probes } from './helpers.js';

const PLAN: readonly { players: number; games: number; probeRate: number }[] = [
  { players: 1, games: 6, probeRate: 0.05 },
  { players: 2, games: 4, probeRate: 0.05 },
  { players: 3, games: 3, probeRate: 0.05 },
  { players: 4, games: 3, probeRate: 0.05 },
  { players: 5, games: 2, probeRate: 0.02 },
  { players: 6, games: 2, probeRate: 0.02 },
];

describe('checkGame: every mode at 1..6 players', () => {
  for (const { players, games, probeRate } of PLAN) {
    it(`${players} player(s): ${configsFor(players).length} modes x ${games} games`, () => {
      const report = checkGame(g, { players: [players], games, probeRate, configs: configsFor, invariant, leaks, probes, seed: 3 + players });
      expect(report.games).toBe(configsFor(players).length * games);
      expect(Object.keys(report.cases)).toHaveLength(configsFor(players).length);
    });
  }
});
