import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/core/testing.js';
import { simplicity } from '../../src/simplicity/index.js';
import { MODES, invariant, leaks } from './helpers.js';

describe('checkGame: 200+ random full games at every player count, all modes', () => {
  for (let players = 2; players <= 6; players++) {
    it(`${players} players`, () => {
      const report = checkGame(simplicity, { games: 50, players: [players], configs: MODES, invariant, leaks, probeRate: 0.05 });
      expect(report.games).toBe(200);
    });
  }
});
