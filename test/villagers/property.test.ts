import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/core/testing.js';
import { villagers } from '../../src/villagers/index.js';
import { conservation, hiddenNames, leaks } from './checks.js';

describe('V-3 V-5 V-6 V-8 V-9 property: random full games at every player count', () => {
  for (const n of [2, 3, 4, 5]) {
    it(`${n} players: 200 games`, () => {
      const report = checkGame(villagers, {
        games: 200,
        players: [n],
        probeRate: 0.03,
        invariant: conservation,
        leaks,
        hidden: hiddenNames,
        seed: 1000 + n,
      });
      expect(report.games).toBe(200);
    });
  }
});
