import { describe, expect, it } from 'vitest';
import { benchGame, playGame, shardRange, simulate, summarize } from '../../src/cli/run.js';
import { mergeReports } from '../../src/cli/merge.js';
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
  it('prints every part, the total with its unit, the rank and the winner in words', () => {
    const s = nim.setup({ players: 2 }, 1);
    const text = formatScoreSheet(nim.score({ ...s, heaps: s.heaps.map(() => 0), winner: 1 }), 'Nim');
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
