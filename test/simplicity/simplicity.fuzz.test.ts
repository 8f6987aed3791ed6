/**
 * Soak run (`npm run fuzz`, not CI): random games of every mode at 2..6 players, more probes.
 * Full count SIM_FUZZ_GAMES (default 500) games per (mode, player count), times FUZZ_SCALE, within the
 * FUZZ_MINUTES budget of test/fuzz.ts (every case plays at least one game).
 */
import { describe, expect, it } from 'vitest';
import { simplicity } from '../../src/simplicity/index.js';
import { envNumber, gameTasks, scaled, soak, type GameTotals } from '../fuzz.js';
import { MODES, invariant, leaks } from './helpers.js';

const PER_CASE = scaled(envNumber('SIM_FUZZ_GAMES', 500));

describe('simplicity soak', () => {
  it(`2..6 players, ${MODES(2).length} modes, up to ${PER_CASE} games each`, () => {
    const totals: GameTotals = { games: 0, plies: 0, probes: 0, validated: 0 };
    const r = soak('simplicity.fuzz', gameTasks(simplicity, { players: [2, 3, 4, 5, 6], configs: MODES, invariant, leaks, probeRate: 0.3 }, () => PER_CASE, totals));
    console.log(`[fuzz] simplicity.fuzz: ${JSON.stringify(totals)}`);
    expect(totals.games).toBe(r.total);
    expect(r.total).toBeGreaterThanOrEqual(5 * MODES(2).length);
  });
});
