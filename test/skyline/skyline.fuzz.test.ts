/**
 * Soak run (`npm run fuzz`, not CI): random games of five configs at 2, 3 and 4 players, more probes.
 * Full count SKYLINE_FUZZ_GAMES (default 400) games per (config, player count), times FUZZ_SCALE,
 * within the FUZZ_MINUTES budget of test/fuzz.ts (every case plays at least one game).
 */
import { describe, expect, it } from 'vitest';
import { skyline, type SkylineConfig } from '../../src/skyline/index.js';
import { envNumber, gameTasks, scaled, soak, type GameTotals } from '../fuzz.js';

const PER_CASE = scaled(envNumber('SKYLINE_FUZZ_GAMES', 400));

const configs = (n: number): SkylineConfig[] => [
  { players: n },
  { players: n, setupMode: 'manual', objectives: 'starter', extraTurnMandatory: true },
  n <= 3 ? { players: n, startingFloors: 7 } : { players: n, startingFloors: 5 },
  { players: n, objectives: ['O4', 'O7', 'O10'] },
  { players: n, objectives: ['O5', 'O6', 'O9'], firstPlayer: n - 1 },
];

describe('skyline soak', () => {
  it(`2, 3 and 4 players, 5 configs, up to ${PER_CASE} games each`, () => {
    const totals: GameTotals = { games: 0, plies: 0, probes: 0, validated: 0 };
    const r = soak('skyline.fuzz', gameTasks(skyline, { players: [2, 3, 4], configs, probeRate: 0.3 }, () => PER_CASE, totals));
    console.log(`[fuzz] skyline.fuzz: ${JSON.stringify(totals)}`);
    expect(totals.games).toBe(r.total);
    expect(r.total).toBeGreaterThanOrEqual(15);
  });
});
