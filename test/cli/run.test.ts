import { describe, expect, it } from 'vitest';
import { benchGame, playGame, shardRange, simulate, summarize } from '../../src/cli/run.js';
import { mergeReports } from '../../src/cli/merge.js';
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
    expect(row.pliesPerGame).toBeGreaterThan(0);
    expect(row.legalActions.p99).toBeGreaterThanOrEqual(row.legalActions.p50);
    expect(row.apply.p99).toBeGreaterThanOrEqual(row.apply.p50);
    // boardgame.io (a devDependency) plays the very same games: the bench throws if the plies differ.
    expect(row.vsBoardgameIO).toMatchObject({ version: '0.50.2', mode: 'production' });
  });
  it('can skip boardgame.io', async () => {
    const row = await benchGame(nim, { players: 2 }, { timeMs: 20, boardgameIO: false });
    expect(row.vsBoardgameIO).toEqual({ skipped: 'not requested (--no-boardgameio)' });
  });
});

describe('shards', () => {
  const strip = (r: object) => Object.fromEntries(Object.entries(r).filter(([k]) => !['seconds', 'gamesPerSecond', 'actionsPerSecond'].includes(k)));
  it('shardRange splits N games into M contiguous shards covering each game once', () => {
    for (const [games, of] of [[10, 3], [2, 5], [7, 7], [0, 2]] as const) {
      const seen: number[] = [];
      for (let k = 1; k <= of; k++) {
        const s = shardRange(games, k, of);
        for (let i = s.first; i < s.first + s.count; i++) seen.push(i);
      }
      expect(seen).toEqual(Array.from({ length: games }, (_, i) => i));
    }
  });
  it('merged shard reports equal the report of the whole run, errors included', () => {
    // Throws in some games only (when the heaps hold 9 stones in all).
    const flaky = { ...nim, apply: (s: unknown, a: unknown) => { if ((s as { heaps: number[] }).heaps.reduce((x, y) => x + y, 0) === 9) throw new Error('nine'); return nim.apply(s as never, a as never); } };
    for (const game of [nim, flaky]) {
      const whole = simulate(game, { players: 3 }, 10, 'm');
      const parts = [1, 2, 3, 4].map((k) => {
        const shard = shardRange(10, k, 4);
        const results = Array.from({ length: shard.count }, (_, j) => playGame(game, { players: 3 }, 'm', shard.first + j));
        return summarize(game, { players: 3 }, 10, 'm', results, 0.1, shard);
      });
      const [merged] = mergeReports([parts[3]!, parts[1]!, parts[0]!, parts[2]!]);
      expect(strip(merged!)).toEqual(strip(whole));
      if (game === flaky) expect(whole.errors).toBeGreaterThan(0);
      if (game === flaky) expect(whole.errors).toBeLessThan(10);
    }
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
