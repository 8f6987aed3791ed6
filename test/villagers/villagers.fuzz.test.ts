/**
 * Soak run (`npm run fuzz`, not CI): random games solo to 5 players with the conservation invariant and
 * leak check, plus a fixed Starting Road and a corrected card list. Full counts VILLAGERS_FUZZ_GAMES
 * (default 1000 per player count) and 100 per extra config, times FUZZ_SCALE, within the FUZZ_MINUTES
 * budget of test/fuzz.ts (every case plays at least one game).
 */
import { describe, expect, it } from 'vitest';
import { CARDS, villagers } from '../../src/villagers/index.js';
import type { VillagersConfig } from '../../src/villagers/types.js';
import { envNumber, gameTasks, scaled, soak, type GameTotals } from '../fuzz.js';
import { conservation, leaks } from './checks.js';

const PER_COUNT = scaled(envNumber('VILLAGERS_FUZZ_GAMES', 1000));
const PLAYERS = [1, 2, 3, 4, 5];

describe('villagers soak (npm run fuzz)', () => {
  it(`up to ${PER_COUNT} games per player count (probes at every tenth step), and a fixed Starting Road and a corrected card list`, () => {
    const totals: GameTotals = { games: 0, plies: 0, probes: 0, validated: 0 };
    const cards = CARDS.map((c) => (c.id === 'hayer' ? { ...c, copies: 15 } : c));
    const extra = (n: number): VillagersConfig[] => [
      // solo has no Special suit (S-1): no Monk on its Starting Road
      { players: n, startingRoad: ['wheeler', 'grazier', 'seeker', 'graper', 'hunter', n === 1 ? 'fisher' : 'monk'] },
      { players: n, cards },
    ];
    const tasks = [
      ...gameTasks(villagers, { players: PLAYERS, configs: (n) => [{ players: n }], probeRate: 0.1, invariant: conservation, leaks }, () => PER_COUNT, totals),
      ...gameTasks(villagers, { players: PLAYERS, configs: extra, invariant: conservation, leaks }, () => scaled(100), totals).map((t) => ({ ...t, label: `extra ${t.label}` })),
    ];
    const r = soak('villagers.fuzz', tasks);
    console.log(`[fuzz] villagers.fuzz: ${JSON.stringify(totals)}`);
    expect(totals.games).toBe(r.total);
    expect(r.total).toBeGreaterThanOrEqual(15);
  });
});
