import { describe, expect, it } from 'vitest';
import { benchGame, simulate } from '../../src/cli/run.js';
import { formatScoreSheet } from '../../src/cli/format.js';
import { nim } from '../core/fixtures/nim.js';
import { scoreSheet } from '../../src/core/score.js';
import { amount, scoreLabels, winnerLine } from '../../src/core/labels.js';

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
  it('prints every part, the total with its unit, the rank and the winner in words', () => {
    const s = nim.setup({ players: 2 }, 1);
    const text = formatScoreSheet(nim.score({ ...s, winner: 1 }), 'Nim');
    expect(text.split('\n')).toEqual([
      'Nim',
      '                P1  P2',
      '--------------  --  --',
      'win              0   1',
      '--------------  --  --',
      'total (points)   0   1',
      'rank             2   1',
      'Winner: P2 with 1 point',
    ]);
  });
  it('one layout whatever the number of parts: tie-breaks as players read them, the deciding one named', () => {
    const sheet = scoreSheet(
      [
        { parts: { a: 1, b: 2, c: 3 }, tiebreak: [-24] },
        { parts: { a: 3, b: 2, c: 1 }, tiebreak: [-21] },
      ],
      { unit: 'gold', final: true, tiebreakNames: ['fewer villagers'] },
    );
    const labels = scoreLabels({ parts: { a: 'first Market' }, tiebreaks: { 'fewer villagers': { label: 'fewer villagers', value: (v) => String(-v) } } });
    expect(formatScoreSheet(sheet, undefined, labels).split('\n')).toEqual([
      '                            P1  P2',
      '--------------------------  --  --',
      'first Market                 1   3',
      'b                            2   2',
      'c                            3   1',
      '--------------------------  --  --',
      'total (gold)                 6   6',
      'tie-break: fewer villagers  24  21',
      'rank                         2   1',
      'Winner: P2 with 6 gold, on the tie-break (fewer villagers: 21)',
    ]);
  });
  it('merges part keys only some seats have next to their own kind, in each seat\'s order', () => {
    const sheet = scoreSheet(
      [{ parts: { coins: 1, 'contract X': 2, objective: 3 } }, { parts: { coins: 1, 'contract Y': 4, objective: 3 } }],
      { unit: 'coins', final: false },
    );
    const rows = formatScoreSheet(sheet).split('\n').map((l) => l.split(/\s{2,}/)[0]);
    expect(rows.slice(2, 6)).toEqual(['coins', 'contract X', 'contract Y', 'objective']);
    expect(rows.at(-1)).toBe('Leading: P2 with 8 coins');
  });
});

describe('winnerLine', () => {
  const sheet = (totals: number[], tiebreak: number[][] = [], final = true) =>
    scoreSheet(totals.map((t, i) => ({ parts: { t }, tiebreak: tiebreak[i] ?? [] })), { unit: 'million', final, tiebreakNames: ['more floors in hand', 'b'] });
  it('names the winner, shared winners, the leader, and the tie-break that decided', () => {
    expect(winnerLine(sheet([41, 30, 12]))).toBe('Winner: P1 with 41 million');
    expect(winnerLine(sheet([30, 41, 41], [[0, 0], [2, 1], [2, 1]]))).toBe('Winners: P2, P3 with 41 million each');
    expect(winnerLine(sheet([41, 41], [[3, 0], [2, 9]]))).toBe('Winner: P1 with 41 million, on the tie-break (more floors in hand: 3)');
    expect(winnerLine(sheet([41, 41], [[2, 0], [2, 9]]))).toBe('Winner: P2 with 41 million, on the tie-break (b: 9)');
    expect(winnerLine(sheet([5, 9], [], false))).toBe('Leading: P2 with 9 million');
    expect(amount(1, 'coins')).toBe('1 coin');
    expect(amount(-1, 'points')).toBe('-1 point');
    expect(amount(2, 'gold')).toBe('2 gold');
  });
});
