import { describe, expect, it } from 'vitest';
import { benchGame, simulate } from '../../src/cli/run.js';
import { formatScoreSheet } from '../../src/cli/format.js';
import { nim } from '../core/fixtures/nim.js';
import { scoreSheet } from '../../src/core/score.js';

describe('simulate', () => {
  it('plays N seeded games and reports the documented fields, reproducibly', () => {
    const a = simulate(nim, { players: 3 }, 20, 'x');
    const b = simulate(nim, { players: 3 }, 20, 'x');
    expect(a).toMatchObject({ game: 'nim', players: 3, games: 20, seed: 'x', finished: 20, errors: 0 });
    expect(a.wins.reduce((s, w) => s + w, 0)).toBe(20); // Nim has exactly one winner
    expect(a.scores.mean).toHaveLength(3);
    expect(a.actions).toBe(b.actions);
    expect(a.wins).toEqual(b.wins);
  });
  it('counts engine exceptions as errors instead of throwing', () => {
    const broken = { ...nim, apply: () => { throw new Error('boom'); } };
    const r = simulate(broken, { players: 2 }, 3, 1);
    expect(r).toMatchObject({ errors: 3, finished: 0, firstError: 'boom' });
  });
});

describe('benchGame', () => {
  it('measures playouts, legalActions and apply', async () => {
    const row = await benchGame(nim, { players: 2 }, 30);
    expect(row.game).toBe('nim');
    expect(row.playoutsPerSecond).toBeGreaterThan(0);
    expect(row.legalActionsMedianMicros).toBeGreaterThanOrEqual(0);
    expect(row.meanBranching).toBeGreaterThan(1);
  });
});

describe('formatScoreSheet', () => {
  it('prints every part, the total, the rank and the winner', () => {
    const s = nim.setup({ players: 2 }, 1);
    const text = formatScoreSheet(nim.score({ ...s, winner: 1 }), 'Nim');
    expect(text.split('\n')).toEqual(['Nim', 'seat  win  total  rank', '----  ---  -----  ----', 'P1      0      0     2', 'P2      1      1     1', 'Winner: P2 (points)']);
  });
  it('transposes a sheet with many parts: one row per part', () => {
    const sheet = scoreSheet(
      [
        { parts: { a: 1, b: 2, c: 3 }, tiebreak: [-4] },
        { parts: { a: 3, b: 2, c: 1 }, tiebreak: [-2] },
      ],
      { unit: 'gold', final: true, tiebreakNames: ['fewer villagers'] },
    );
    expect(formatScoreSheet(sheet, undefined, 2).split('\n')).toEqual([
      '                 P1  P2',
      '---------------  --  --',
      'a                 1   3',
      'b                 2   2',
      'c                 3   1',
      'total             6   6',
      'fewer villagers  -4  -2',
      'rank              2   1',
      'Winner: P2 (gold)',
    ]);
  });
});
