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
import { MAX_ITERATIONS, MAX_MS, MAX_ROUNDS, iterationsOption, msOption, roundsOption } from '../../src/cli/budget-options.js';
import { checkRunSeed } from '../../src/cli/seed-option.js';

describe('budget options', () => {
  it('take whole numbers from 1 to the limit', () => {
    expect([msOption('1'), msOption(String(MAX_MS)), iterationsOption(String(MAX_ITERATIONS)), roundsOption(String(MAX_ROUNDS))]).toEqual([1, MAX_MS, MAX_ITERATIONS, MAX_ROUNDS]);
  });
  it.each(['0', '-5', '1e3', '2.5', 'abc', '', '99999999999999', '0x10'])('refuse %j', (v) => {
    for (const parse of [msOption, iterationsOption, roundsOption]) expect(() => parse(v)).toThrow(InvalidArgumentError);
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
    [['simulate', 'simplicity', '--games', '2', '--seed', long], /with --games 2 a seed has at most 198 characters, not 200/],
    [['arena', 'simplicity', '--bots', 'random', '--games', '1', '--workers', '1', '--seed', long], /with --games 1 a seed has at most 198 characters/],
    [['play', 'simplicity', '--config', '{"players":1e400}'], /"players" in --config must be a whole number, not Infinity/],
    [['simulate', 'simplicity', '--games', '1', '--shard', '0/0'], /'--shard <K\/M>' argument '0\/0' is invalid/],
    [['show', dir], /cannot read .*EISDIR/],
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
