import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/core/testing.js';
import { CARDS, villagers } from '../../src/villagers/index.js';
import { conservation, leaks } from './checks.js';

describe('villagers soak (npm run fuzz)', () => {
  it('1000 games per player count with probes at every tenth step', () => {
    const report = checkGame(villagers, { games: 1000, probeRate: 0.1, invariant: conservation, leaks });
    expect(report.games).toBe(5000); // 1 (solo) to 5 players
  });
  it('a fixed Starting Road and a corrected card list play too', () => {
    const cards = CARDS.map((c) => (c.id === 'hayer' ? { ...c, copies: 15 } : c));
    const report = checkGame(villagers, {
      games: 100,
      // solo has no Special suit (S-1): no Monk on its Starting Road
      configs: (n) => [{ players: n, startingRoad: ['wheeler', 'grazier', 'seeker', 'graper', 'hunter', n === 1 ? 'fisher' : 'monk'] }, { players: n, cards }],
      invariant: conservation,
      leaks,
    });
    expect(report.games).toBe(1000);
  });
});
