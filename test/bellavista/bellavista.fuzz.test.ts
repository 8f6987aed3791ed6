/**
 * BV-1.1 soak (`npm run fuzz`): random full games at 2, 3 and 4 players, two configs each, full probing.
 * Full count BV_FUZZ_GAMES (default 250) games per config, times FUZZ_SCALE, within the FUZZ_MINUTES
 * budget of test/fuzz.ts (every config plays at least one game).
 */
import { describe, expect, it } from 'vitest';
import { bellavista, type BellaVistaConfig } from '../../src/bellavista/index.js';
import { envNumber, gameTasks, scaled, soak, type GameTotals } from '../fuzz.js';

const PER_CONFIG = scaled(envNumber('BV_FUZZ_GAMES', 250));

describe('BV-1.1 soak: many random full games (npm run fuzz)', () => {
  it(`up to ${PER_CONFIG} games per config and player count, full probing`, () => {
    const totals: GameTotals = { games: 0, plies: 0, probes: 0, validated: 0 };
    const configs = (n: number): BellaVistaConfig[] => [{ players: n }, { players: n, layout: 'LAYOUT-B', neutralInFinalRound: n === 3 }];
    const r = soak('bellavista.fuzz', gameTasks(bellavista, { players: [2, 3, 4], probeRate: 0.25, configs }, () => PER_CONFIG, totals));
    console.log(`[fuzz] bellavista.fuzz: ${JSON.stringify(totals)}`);
    expect(totals.games).toBe(r.total);
    expect(r.total).toBeGreaterThanOrEqual(6);
  });
});
