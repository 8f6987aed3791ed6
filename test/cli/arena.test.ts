// The arena: the pure per-game function, the summary (Wilson interval, seat rotation), and the built CLI.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { games } from '../../src/index.js';
import { arenaGame, arenaSeats, mergeArenaReports, summarizeArena, wilson, type ArenaSpec } from '../../src/cli/arena.js';
import { shardRange } from '../../src/cli/run.js';

const cli = resolve(__dirname, '../../dist/cli/main.js');
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 120_000 });
/** An arena --json report with the timing fields (ms per move) blanked: the only ones that may differ between runs. */
const untimed = (text: string) => text.trim().replace(/"(msPerMove|ms)":[0-9.e+-]+/g, '"$1":0');

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
  it('shard reports merge into the whole run, exactly (up to timing); a missing or doubled shard is refused', () => {
    const spec: ArenaSpec = { game: games.simplicity!, config: { players: 3 }, bots: ['greedy', 'random'], games: 5, seed: 'm', budget: {} };
    const results = Array.from({ length: 5 }, (_, i) => arenaGame(spec, i));
    const whole = summarizeArena(spec, results);
    const parts = [1, 2].map((k) => {
      const sh = shardRange(5, k, 2);
      return summarizeArena(spec, results.slice(sh.first, sh.first + sh.count), sh);
    });
    expect(parts[0]!.shard).toEqual({ index: 1, of: 2, first: 0, count: 2 });
    const merged = mergeArenaReports([parts[1]!, parts[0]!]);
    expect(merged).toHaveLength(1);
    expect(untimed(JSON.stringify(merged[0]))).toBe(untimed(JSON.stringify(whole)));
    expect(() => mergeArenaReports([parts[0]!])).toThrow(/games 2 to 4 are in no shard/);
    expect(() => mergeArenaReports([parts[0]!, parts[0]!, parts[1]!])).toThrow(/in two shards/);
  });
});

describe.skipIf(!existsSync(cli))('arena CLI (built)', () => {
  it('--workers 1 and --workers 2 print the same JSON (iteration budget); --shard K/M outputs merge into it', () => {
    const args = ['arena', 'simplicity', '--bots', 'mcts,greedy', '--games', '4', '--iterations', '4', '--seed', 'w', '--json'];
    const one = run(...args, '--workers', '1');
    expect(one.status, one.stderr).toBe(0);
    const two = run(...args, '--workers', '2');
    expect(two.status, two.stderr).toBe(0);
    expect(untimed(two.stdout)).toBe(untimed(one.stdout));
    const report = JSON.parse(one.stdout) as { games: number; unfinished: number; bots: { games: number }[] };
    expect(report).toMatchObject({ games: 4, unfinished: 0 });
    expect(report.bots.map((b) => b.games)).toEqual([4, 4]);
    const dir = mkdtempSync(join(tmpdir(), 'ttr-arena-'));
    const files = [1, 2].map((k) => {
      const r = run(...args, '--workers', '1', '--shard', `${k}/2`);
      expect(r.status, r.stderr).toBe(0);
      const f = join(dir, `shard${k}.json`);
      writeFileSync(f, r.stdout);
      return f;
    });
    const merged = run('merge', files[1]!, files[0]!);
    expect(merged.status, merged.stderr).toBe(0);
    expect(untimed(merged.stdout)).toBe(untimed(one.stdout));
    const missing = run('merge', files[1]!);
    expect(missing.status).toBe(2);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
  });
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
