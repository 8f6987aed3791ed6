/** Soak run (npm run fuzz): many more random games, more probes. Not part of CI. */
import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/core/testing.js';
import { skyline, type SkylineConfig } from '../../src/skyline/index.js';

const configs = (n: number): SkylineConfig[] => [
  { players: n },
  { players: n, setupMode: 'manual', objectives: 'starter', extraTurnMandatory: true },
  n <= 3 ? { players: n, startingFloors: 7 } : { players: n, startingFloors: 5 },
  { players: n, objectives: ['O4', 'O7', 'O10'] },
  { players: n, objectives: ['O5', 'O6', 'O9'], firstPlayer: n - 1 },
];

describe('skyline soak', () => {
  for (const n of [2, 3, 4]) {
    it(`${n} players`, () => {
      const r = checkGame(skyline, { players: [n], configs, games: Number(process.env.SKYLINE_FUZZ_GAMES ?? 400), probeRate: 0.3 });
      expect(r.games).toBeGreaterThan(0);
    });
  }
});
