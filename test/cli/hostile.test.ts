/**
 * Every command with hostile arguments: each is a one-line error on stderr, exit 2, nothing on
 * stdout and no stack trace. The in-process parsers first, then the built CLI on a sample (each case
 * fails before any game is played, so the whole table costs a few node start-ups).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import {
  MAX_GAMES,
  MAX_ITERATIONS,
  MAX_MS,
  MAX_PLAYERS,
  MAX_ROUNDS,
  MAX_WORKERS,
  gamesOption,
  iterationsOption,
  msOption,
  playersOption,
  roundsOption,
  wholeNumberOption,
  workersOption,
} from '../../src/cli/budget-options.js';
import { shardOption, workersOption as parallelWorkers } from '../../src/cli/parallel-options.js';
import { checkRunSeed } from '../../src/cli/seed-option.js';

describe('budget options', () => {
  it('take whole numbers from 1 to the limit', () => {
    expect([msOption('1'), msOption(String(MAX_MS)), iterationsOption(String(MAX_ITERATIONS)), roundsOption(String(MAX_ROUNDS))]).toEqual([1, MAX_MS, MAX_ITERATIONS, MAX_ROUNDS]);
  });
  const all = [msOption, iterationsOption, roundsOption, gamesOption, playersOption, workersOption];
  it.each(['0', '-5', '+5', '1e3', '2.5', '5.0', 'abc', '', ' ', ' 5', '5 ', '\t5', '99999999999999', '9'.repeat(40), '0x10', '５'])('every whole-number option refuses %j alike', (v) => {
    for (const parse of all) expect(() => parse(v)).toThrow(InvalidArgumentError);
  });
  it('every whole-number option reads digits alike (leading zeros allowed)', () => {
    for (const parse of all) expect([parse('1'), parse('007'), parse('100')]).toEqual([1, 7, 100]);
    expect(parallelWorkers).toBe(workersOption);
  });
  it('the count options have limits too (simulate --games 99999999999999 ran for ever)', () => {
    expect([gamesOption(String(MAX_GAMES)), playersOption(String(MAX_PLAYERS)), workersOption(String(MAX_WORKERS))]).toEqual([MAX_GAMES, MAX_PLAYERS, MAX_WORKERS]);
    expect(() => gamesOption(String(MAX_GAMES + 1))).toThrow(`must be a whole number of games from 1 to ${MAX_GAMES}`);
    expect(() => playersOption(String(MAX_PLAYERS + 1))).toThrow(`must be a whole number of players from 1 to ${MAX_PLAYERS}`);
    expect(() => workersOption(String(MAX_WORKERS + 1))).toThrow(`must be a whole number of worker threads from 1 to ${MAX_WORKERS}`);
    expect(shardOption(`2/${MAX_GAMES}`)).toEqual({ index: 2, of: MAX_GAMES });
    expect(() => shardOption(`1/${MAX_GAMES + 1}`)).toThrow(`must be K/M with 1 <= K <= M <= ${MAX_GAMES}`);
  });
  it('wholeNumberOption: the unit and the limit are parameters', () => {
    const parse = wholeNumberOption('apples', 3);
    expect(parse('3')).toBe(3);
    expect(() => parse('4')).toThrow('must be a whole number of apples from 1 to 3');
  });
  it('name the limit', () => {
    expect(() => msOption(String(MAX_MS + 1))).toThrow(`must be a whole number of milliseconds from 1 to ${MAX_MS}`);
    expect(() => iterationsOption(String(MAX_ITERATIONS + 1))).toThrow(`must be a whole number of iterations from 1 to ${MAX_ITERATIONS}`);
  });
});

describe('checkRunSeed: "<seed>/<i>" must be a seed the library takes', () => {
  const usage = (m: string): never => {
    throw new Error(m);
  };
  it('leaves room for "/<i>"', () => {
    expect(() => checkRunSeed('x'.repeat(198), 10, usage)).not.toThrow(); // "…/9": 200
    expect(() => checkRunSeed('x'.repeat(198), 11, usage)).toThrow('with --games 11 a seed has at most 197 characters, not 198');
    expect(() => checkRunSeed(-9007199254740991, 1_000_000, usage)).not.toThrow();
  });
});

const cli = resolve(__dirname, '../../dist/cli/main.js');
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 60_000, input: '' });

describe.skipIf(!existsSync(cli))('hostile arguments (built)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ttr-hostile-'));
  const long = 'x'.repeat(200);
  const cases: Array<[string[], RegExp]> = [
    [['play', 'simplicity', '--log', ''], /--log needs a file name/],
    [['play', 'simplicity', '--log', dir], /cannot write the log .*EISDIR/],
    [['play', 'simplicity', '--bot', 'mcts', '--ms', '99999999999999'], /'--ms <ms>' argument '99999999999999' is invalid\. must be a whole number of milliseconds from 1 to 3600000/],
    [['play', 'simplicity', '--bot', 'mcts', '--iterations', '999999999999999'], /'--iterations <k>' .* from 1 to 10000000/],
    [['arena', 'simplicity', '--bots', 'mcts', '--games', '1', '--ms', '3600001'], /'--ms <ms>' .* from 1 to 3600000/],
    [['bench', 'simplicity', '--time', '99999999999'], /'--time <ms>' .* from 1 to 3600000/],
    [['bench', 'simplicity', '--rounds', '1000000'], /'--rounds <n>' .* from 1 to 1000/],
    [['simulate', 'simplicity', '--games', '99999999999999'], /'--games <n>' argument '99999999999999' is invalid\. must be a whole number of games from 1 to 1000000/],
    [['arena', 'simplicity', '--bots', 'random', '--games', '1000001'], /'--games <n>' .* from 1 to 1000000/],
    [['play', 'simplicity', '--players', '101'], /'--players <n>' .* whole number of players from 1 to 100/],
    [['simulate', 'simplicity', '--games', '1', '--workers', ' 2'], /'--workers <n>' .* worker threads from 1 to 1024/],
    [['simulate', 'simplicity', '--games', '1', '--seed', ' 7'], /'--seed <seed>' argument ' 7' is invalid\. a number seed is written without spaces around it \(--seed 7\)/],
    [['simulate', 'simplicity', '--games', '2', '--seed', long], /with --games 2 a seed has at most 198 characters, not 200/],
    [['arena', 'simplicity', '--bots', 'random', '--games', '1', '--workers', '1', '--seed', long], /with --games 1 a seed has at most 198 characters/],
    [['play', 'simplicity', '--config', '{"players":1e400}'], /"players" in --config must be a whole number, not Infinity/],
    [['simulate', 'simplicity', '--games', '1', '--shard', '0/0'], /'--shard <K\/M>' argument '0\/0' is invalid/],
    [['show', dir], /cannot read .*: it is a directory, not a regular file/],
    [['merge', join(dir, 'missing.json')], /cannot read .*ENOENT/],
  ];
  it.each(cases)('%j', (args, message) => {
    const r = run(...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
