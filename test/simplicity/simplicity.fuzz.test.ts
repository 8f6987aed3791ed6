/** Soak run (npm run fuzz, not CI): many more random games per mode, more probes. */
import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/core/testing.js';
import { simplicity } from '../../src/simplicity/index.js';
import { MODES, invariant, leaks } from './helpers.js';

describe('simplicity soak', () => {
  for (let players = 2; players <= 6; players++) {
    it(`${players} players, 4 modes x 500 games`, () => {
      const report = checkGame(simplicity, { games: 500, players: [players], configs: MODES, invariant, leaks, probeRate: 0.3 });
      expect(report.games).toBe(2000);
    });
  }
});
