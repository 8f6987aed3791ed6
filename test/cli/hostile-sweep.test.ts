/**
 * The hostile-options sweep (issue #11): one test per class the sweep found broken. Every case is a
 * one-line error on stderr (at most ~1,000 characters), exit 2, no stack trace. In-process parts first
 * (clip, the nesting scan, the report checks), then the built CLI.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageOf } from './usage-of.js';
import { clip, printable, seedText } from '../../src/cli/usage.js';
import { MAX_INPUT_DEPTH, nestsDeeperThan } from '../../src/cli/input-file.js';
import { readReports } from '../../src/cli/merge.js';
import { readArenaReports } from '../../src/cli/arena-merge.js';

const cli = resolve(__dirname, '../../dist/cli/main.js');

const dir = mkdtempSync(join(tmpdir(), 'ttr-sweep-'));
const file = (name: string, text: string): string => {
  const f = join(dir, name);
  writeFileSync(f, text);
  return f;
};
const huge = 'x'.repeat(100_000);
const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const REPORT = { game: 'simplicity', players: 2, games: 1, seed: 1, finished: 1, errors: 0, actions: 45, seconds: 0.1, gamesPerSecond: 10, actionsPerSecond: 450, scores: { mean: [1, 2], min: [1, 2], max: [1, 2], sum: [1, 2] }, scored: 1, wins: [0, 1] };
const ARENA = { game: 'simplicity', players: 2, games: 1, seed: 1, budget: {}, lineup: ['random'], unfinished: 0, bots: [{ bot: 'random', games: 2, wins: 1, winRate: 0.5, winRateLow: 0, winRateHigh: 1, meanScore: 1, meanMargin: 0, msPerMove: 0, sums: { firsts: [2, 0], score: 2, margin: 0, moves: 10, ms: 1 } }] };

describe('clip: an echoed value never makes a huge error line', () => {
  it('cuts every run of over 200 non-space characters to 80, with its length', () => {
    expect(clip(`unknown game "${huge}" (known: a, b)`)).toBe(`unknown game "${'x'.repeat(79)}…(100000 characters) (known: a, b)`);
    expect(clip('short words stay as they are')).toBe('short words stay as they are');
    expect(clip('a '.repeat(2000)).length).toBe(1000);
  });
});

describe('printable: echoed input cannot drive the terminal', () => {
  it('writes C0, DEL and C1 control characters as \\uXXXX and keeps the rest', () => {
    expect(printable('x\u001b]0;PWNED\u0007\u001b[2J')).toBe('x\\u001b]0;PWNED\\u0007\\u001b[2J');
    expect(printable('a\u0000b\u007fc\u009bd\te')).toBe('a\\u0000b\\u007fc\\u009bd\\u0009e');
    expect(printable('seed v1.5 · Tower Up — é 日本 🎲')).toBe('seed v1.5 · Tower Up — é 日本 🎲');
  });
  it('writes bidirectional controls, line separators, invisible characters and lone surrogates as \\uXXXX', () => {
    expect(printable('a\u202Eevil\u202Cb')).toBe('a\\u202eevil\\u202cb');
    expect(printable('\u2066x\u2069\u061C\u200E\u200F')).toBe('\\u2066x\\u2069\\u061c\\u200e\\u200f');
    expect(printable('l1\u2028l2\u2029')).toBe('l1\\u2028l2\\u2029');
    expect(printable('z\u200Bw\u200Dj\u2060\uFEFF')).toBe('z\\u200bw\\u200dj\\u2060\\ufeff');
    expect(printable('\uD800x\uDC00')).toBe('\\ud800x\\udc00');
  });
  it('seedText: a plain seed as it is, any other quoted and escaped, so two seeds never print alike', () => {
    expect(seedText(7)).toBe('7');
    expect(seedText('bench/3')).toBe('bench/3');
    expect(seedText('a b')).toBe('"a b"');
    expect(seedText('')).toBe('""');
    // The seven characters a \ u 0 0 1 b, and an a followed by a real ESC.
    expect(seedText('a\\u001b')).toBe('"a\\\\u001b"');
    expect(seedText('a\u001b')).toBe('"a\\u001b"');
    expect(seedText('a\u202E')).toBe('"a\\u202e"');
    expect(seedText('say "hi"')).toBe('"say \\"hi\\""');
  });
  it('a seed with an escape sequence is printed escaped in play and replay headers (built CLI)', { skip: !existsSync(cli) }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'ttr-esc-'));
    const log = join(dir, 'evil.json');
    const seed = 'x\u001b]0;PWNED\u0007\u001b[2J';
    const played = spawnSync(process.execPath, [cli, 'play', 'simplicity', '--players', '2', '--seed', seed, '--quiet', '--log', log], { encoding: 'utf8', timeout: 60_000 });
    expect(played.status, played.stderr).toBe(0);
    const replayed = spawnSync(process.execPath, [cli, 'replay', log], { encoding: 'utf8', timeout: 60_000 });
    expect(replayed.status, replayed.stderr).toBe(0);
    for (const out of [played.stdout, replayed.stdout]) {
      expect(out).toContain('seed "x\\u001b]0;PWNED\\u0007\\u001b[2J"');
      expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    }
  });
  it("commander's own errors (an unknown option or command, a bad option value) are escaped too (built CLI)", { skip: !existsSync(cli) }, () => {
    for (const args of [['play', 'simplicity', '--pl\u001b[31m\u0007', '2'], ['play', 'simplicity', '--players', '2\u001b\u0007'], ['\u001b]0;title\u0007']]) {
      const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 60_000 });
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toContain('\\u001b');
      expect(r.stderr, args.join(' ')).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    }
  });
});

describe('nestsDeeperThan: a linear scan before JSON.parse', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan(deepArray(MAX_INPUT_DEPTH))).toBe(false);
    expect(nestsDeeperThan(deepArray(MAX_INPUT_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(deepObject(1_000_000))).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ s: '['.repeat(1000) + '\\"[[[' }))).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(REPORT))).toBe(false);
  });
});

describe('merge checks every field it reads (a report with players 10^8 allocated for ever; -1 threw a RangeError stack)', () => {
  const line = (r: object) => JSON.stringify(r) + '\n';
  it('accepts real reports', () => {
    expect(readReports([file('ok.json', line(REPORT))])).toHaveLength(1);
    expect(readArenaReports([file('ok-arena.json', line(ARENA))])).toHaveLength(1);
  });
  const bad: Array<[string, object]> = [
    ['players -1', { ...REPORT, players: -1 }],
    ['players 10^8', { ...REPORT, players: 100_000_000 }],
    ['games null (what JSON.stringify writes for Infinity)', { ...REPORT, games: null }],
    ['games -5', { ...REPORT, games: -5 }],
    ['wins of the wrong length', { ...REPORT, wins: [0] }],
    ['a NaN-like sum', { ...REPORT, scores: { ...REPORT.scores, sum: ['x', 1] } }],
    ['scored over games', { ...REPORT, scored: 5 }],
    ['a shard past the games', { ...REPORT, shard: { index: 1, of: 2, first: 0, count: 9 } }],
    ['seconds negative', { ...REPORT, seconds: -1 }],
  ];
  it.each(bad)('simulate report with %s is a usage error', (_, r) => {
    expect(usageOf(() => readReports([file('bad.json', line(r))]))).toMatch(/:1: the line is not a simulate --json report/);
  });
  const badArena: Array<[string, object]> = [
    ['players 10^8', { ...ARENA, players: 100_000_000 }],
    ['players -1', { ...ARENA, players: -1 }],
    ['an unknown bot', { ...ARENA, lineup: ['nosuch'] }],
    ['firsts of the wrong length', { ...ARENA, bots: [{ ...ARENA.bots[0]!, sums: { ...ARENA.bots[0]!.sums, firsts: [1] } }] }],
    ['a bad shard', { ...ARENA, shard: { index: 3, of: 2, first: 0, count: 1 } }],
  ];
  it.each(badArena)('arena report with %s is a usage error', (_, r) => {
    expect(usageOf(() => readArenaReports([file('bad-arena.json', line(r))]))).toMatch(/:1: the arena --json report line has a field out of range/);
  });
  it('a report line nested 5·10^5 deep (3 MB) is refused before JSON.parse', () => {
    expect(usageOf(() => readReports([file('deep-report.json', deepObject(500_000) + '\n')]))).toMatch(/JSON nested deeper than 64 levels/);
  });
});


describe.skipIf(!existsSync(cli))('hostile options, one per class (built)', () => {
  const log = JSON.stringify({ format: 'tabletop-rules/log@1', game: 'simplicity', config: { players: 2 }, seed: 1, actions: [] });
  const cases: Array<[string, string[], RegExp]> = [
    ['a huge option value (commander error)', ['simulate', 'simplicity', '--games', huge], /argument 'x{79}…\(100000 characters\) is invalid\. must be a whole number of games/],
    ['a huge game id', ['play', huge], /unknown game "x{79}…\(100000 characters\) \(known: /],
    ['a huge --bot', ['play', 'simplicity', '--bot', huge], /--bot must be random, greedy or mcts, not "x{79}…/],
    ['a huge --config', ['play', 'simplicity', '--config', huge], /--config is not valid JSON: x{80}…\(100000 characters\)/],
    ['a huge --log path', ['play', 'simplicity', '--log', huge], /cannot write the log x{80}…\(100000 characters\) ENAMETOOLONG/],
    ['a huge --human', ['play', 'simplicity', '--human', huge], /--human takes seat numbers 0\.\.3 separated by commas, not "x{79}…/],
    ['a log nested 10^6 deep', ['replay', file('deep-log.json', deepArray(1_000_000))], /JSON nested deeper than 64 levels/],
    ['a log of the wrong shape', ['replay', file('shape.json', log.replace('"actions":[]', '"actions":{}'))], /A log needs an "actions" array/],
    ['a log with players 1e309', ['show', file('inf.json', log.replace('"players":2', '"players":1e309'))], /Infinity \(not a JSON number\) at players/],
    ['a report with players -1', ['merge', file('neg.json', JSON.stringify({ ...REPORT, players: -1 }) + '\n')], /:1: the line is not a simulate --json report/],
    ['a report with players 10^8', ['merge', file('big.json', JSON.stringify({ ...REPORT, players: 1e8 }) + '\n')], /:1: the line is not a simulate --json report/],
    ['an unknown game named like a prototype key', ['simulate', '__proto__', '--games', '1'], /unknown game "__proto__"/],
  ];
  it.each(cases)('%s', (_, args, message) => {
    const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 30_000, input: '' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr.length).toBeLessThanOrEqual(1100);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
