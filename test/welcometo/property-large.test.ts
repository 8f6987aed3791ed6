/** checkGame at 7..12 players, every mode, 1 game per (count, mode); see property.test.ts for the budget. */
import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/core/testing.js';
import { configsFor, g, invariant, leaks, probes } from './helpers.js';

describe('checkGame: every mode at 7..12 players', () => {
  for (const players of [7, 8, 9, 10, 11, 12]) {
    it(`${players} players: ${configsFor(players).length} modes x 1 game`, () => {
      const report = checkGame(g, { players: [players], games: 1, probeRate: 0.02, configs: configsFor, invariant, leaks, probes, seed: 3 + players });
      expect(report.games).toBe(configsFor(players).length);
    });
  }
});
