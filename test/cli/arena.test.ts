// The arena: the pure per-game function, the summary (Wilson interval, seat rotation), and the built CLI.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { games } from '../../src/index.js';
import { arenaGame, arenaSeats, summarizeArena, wilson, type ArenaSpec } from '../../src/cli/arena.js';

const cli = resolve(__dirname, '../../dist/cli/main.js');
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 120_000 });

describe('arena library', () => {
  it('rotates the padded line-up over the seats', () => {
    expect(arenaSeats(['mcts', 'greedy'], 2, 0)).toEqual(['mcts', 'greedy']);
    expect(arenaSeats(['mcts', 'greedy'], 2, 1)).toEqual(['greedy', 'mcts']);
    expect(arenaSeats(['mcts', 'greedy'], 4, 0)).toEqual(['mcts', 'greedy', 'greedy', 'greedy']);
    expect(arenaSeats(['mcts', 'greedy'], 4, 3)).toEqual(['greedy', 'greedy', 'greedy', 'mcts']);
    expect(() => arenaSeats(['mcts', 'greedy', 'random'], 2, 0)).toThrow(RangeError);
  });
  it('Wilson 95% interval: known values', () => {
    const [lo, hi] = wilson(7, 10);
    expect(lo).toBeCloseTo(0.3968, 3);
    expect(hi).toBeCloseTo(0.8922, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
    const [lo0, hi0] = wilson(0, 5);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.4345, 3);
  });
  it('game i is a pure function of (spec, i): same result twice, and the summary counts every seat-game', () => {
    const spec: ArenaSpec = { game: games.simplicity!, config: { players: 2 }, bots: ['greedy', 'random'], games: 2, seed: 3, budget: {} };
    const a = arenaGame(spec, 1);
    const b = arenaGame(spec, 1);
    expect({ ...a, ms: [] }).toEqual({ ...b, ms: [] });
    expect(a.seats).toEqual(['random', 'greedy']);
    expect(a.finished).toBe(true);
    const report = summarizeArena(spec, [arenaGame(spec, 0), a]);
    expect(report.bots.map((l) => l.games)).toEqual([2, 2]);
    const wins = report.bots.reduce((s, l) => s + l.wins, 0);
    expect(wins).toBeCloseTo(2, 5);
    for (const l of report.bots) expect(l.winRateLow).toBeLessThanOrEqual(l.winRate);
    // Margins are zero-sum at two players.
    expect(report.bots[0]!.meanMargin + report.bots[1]!.meanMargin).toBeCloseTo(0, 5);
  });
});

describe.skipIf(!existsSync(cli))('arena CLI (built)', () => {
  it('prints the table, and --json the report', () => {
    const r = run('arena', 'simplicity', '--bots', 'mcts,greedy', '--games', '2', '--iterations', '3', '--seed', '4');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/win rate\s+95% interval\s+mean score\s+mean margin\s+ms\/move/);
    expect(r.stdout).toMatch(/^mcts\s+2\s/m);
    expect(r.stdout).toMatch(/^greedy\s+2\s/m);
    const j = run('arena', 'skyline', '--bots', 'greedy,random', '--games', '2', '--json');
    expect(j.status, j.stderr).toBe(0);
    const report = JSON.parse(j.stdout) as { games: number; bots: { bot: string; games: number }[] };
    expect(report.games).toBe(2);
    expect(report.bots.map((b) => b.bot)).toEqual(['greedy', 'random']);
  });
  it('usage errors exit 2 with one line', () => {
    for (const args of [
      ['arena', 'simplicity', '--bots', 'mcts,alphazero', '--games', '1'],
      ['arena', 'simplicity', '--bots', 'mcts,greedy,random', '--games', '1', '--players', '2'],
      ['arena', 'simplicity', '--bots', 'mcts', '--games', '1', '--ms', '5', '--iterations', '5'],
    ]) {
      const r = run(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
  it('play --bot mcts plays a game', () => {
    const r = run('play', 'simplicity', '--players', '2', '--bot', 'mcts', '--iterations', '3', '--quiet');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/total/);
  });
});
