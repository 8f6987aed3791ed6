// simulate's tallies: per-chunk tallies merged in index order (addTally) give the tally of the games
// one by one, wherever the chunks are cut; runSimulate on this thread gives the sequential report.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/index.js';
import { addTally, runSimulate } from '../../src/cli/simulate-command.js';
import { emptyTally, simulate, tally, type GameResult } from '../../src/cli/run.js';

const TIMING = ['seconds', 'gamesPerSecond', 'actionsPerSecond'] as const;
const untimed = (r: object) => Object.fromEntries(Object.entries(r).filter(([k]) => !(TIMING as readonly string[]).includes(k)));

describe('addTally', () => {
  // Hand-made results: two errors (the first at game 4), unfinished games, ties.
  const results: GameResult[] = [
    { plies: 10, finished: true, totals: [3, 9, 1], winners: [1] },
    { plies: 7, finished: false },
    { plies: 12, finished: true, totals: [8, 8, 2], winners: [0, 1] },
    { plies: 5, finished: true, totals: [-2, 0, 11], winners: [2] },
    { plies: 0, finished: false, error: 'first bad game' },
    { plies: 9, finished: true, totals: [4, 4, 4], winners: [0, 1, 2] },
    { plies: 0, finished: false, error: 'second bad game' },
    { plies: 11, finished: true, totals: [20, 1, 1], winners: [0] },
  ];
  it('merging the tallies of any split into consecutive chunks, in order, gives the tally of all games', () => {
    const whole = tally(3, results, 100);
    expect(whole).toMatchObject({ finished: 5, errors: 2, actions: 54, scored: 5, firstError: 'first bad game', firstErrorGame: 104, wins: [3, 3, 2], min: [-2, 0, 1], max: [20, 9, 11], sum: [33, 22, 19] });
    for (const cuts of [[], [1], [4], [5], [2, 3, 6], [1, 2, 3, 4, 5, 6, 7]]) {
      const bounds = [0, ...cuts, results.length];
      const t = emptyTally(3);
      for (let c = 0; c + 1 < bounds.length; c++) addTally(t, tally(3, results.slice(bounds[c], bounds[c + 1]), 100 + bounds[c]!));
      expect(t, `cuts ${cuts.join(',')}`).toEqual(whole);
    }
  });
});

describe('runSimulate on this thread (--workers 1)', () => {
  it('gives the report of the sequential per-game loop, for every game, sharded or not', async () => {
    const tasks = new URL('../../src/cli/tasks.ts', import.meta.url);
    const plans = Object.values(games).map((game) => ({ game, config: { players: 2 } }));
    let stats: unknown;
    const reports = await runSimulate(plans, { games: 6, seed: 'eq', workers: 1, tasks, onStats: (s) => (stats = s) });
    expect(reports.map((r) => untimed(r))).toEqual(plans.map(({ game, config }) => untimed(simulate(game, config, 6, 'eq'))));
    expect(stats).toEqual({ threads: [{ kind: 'calling', startMs: 0, chunks: expect.any(Number), indices: 6 * plans.length }] });
    const shard = await runSimulate(plans.slice(0, 1), { games: 6, seed: 'eq', workers: 1, tasks, shard: { index: 2, of: 3 } });
    expect(shard[0]).toMatchObject({ games: 6, shard: { index: 2, of: 3, first: 2, count: 2 } });
  });
});
