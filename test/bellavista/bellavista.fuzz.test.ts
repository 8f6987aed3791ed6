import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/core/testing.js';
import { bellavista } from '../../src/bellavista/index.js';

describe('BV-1.1 soak: many random full games (npm run fuzz)', () => {
  it('plays 500 games per player count with full probing', () => {
    const report = checkGame(bellavista, {
      games: 250,
      probeRate: 0.25,
      configs: (n) => [{ players: n }, { players: n, layout: 'LAYOUT-B', neutralInFinalRound: n === 3 }],
    });
    expect(report.games).toBe(1500);
  });
});
