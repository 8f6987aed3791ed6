/**
 * Soak run (`npm run fuzz`, not CI): at least 200 random full games at every player count 1..12,
 * spread over every mode of that count (see `configsFor`), with the hidden-information check and the
 * card-conservation / sheet invariant. FUZZ_GAMES overrides the per-count total.
 */
import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/core/testing.js';
import { configsFor, g, invariant, leaks, probes } from './helpers.js';

const PER_COUNT = Number(process.env.FUZZ_GAMES ?? 200);

describe('welcometo soak: 200 games per player count, every mode', () => {
  for (let players = 1; players <= 12; players++) {
    it(`${players} player(s)`, () => {
      const modes = configsFor(players).length;
      const games = Math.ceil(PER_COUNT / modes);
      const report = checkGame(g, { players: [players], games, probeRate: players <= 4 ? 0.1 : 0.02, configs: configsFor, invariant, leaks, probes });
      expect(report.games).toBeGreaterThanOrEqual(PER_COUNT);
    });
  }
});
