/**
 * `--seed S` on play, simulate, arena and demo: a whole number written in digits is the integer
 * seed (the same game as `setup(config, 7)`); any text that does not look like a number is a
 * string seed; number-looking text that is not a safe integer (1.5, 1e3, +7, 2^53) is refused
 * like any bad option value (one line, exit 2), never read as the string "1.5".
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { seedOption } from '../../src/cli/seed-option.js';
import { games } from '../../src/index.js';

describe('seedOption', () => {
  it('reads whole numbers written in digits as integer seeds', () => {
    expect(['7', '0', '-3', '007', '9007199254740991', '-9007199254740991'].map(seedOption)).toEqual([7, 0, -3, 7, 9007199254740991, -9007199254740991]);
    expect(Object.is(seedOption('-0'), 0)).toBe(true);
  });
  it('reads any text that does not look like a number as a string seed', () => {
    for (const s of ['v1.5', 'game-7', '7a', 'a/b', '1.5.2', '0x10', 'NaN', 'Infinity', '1,5', ' v7', 'v 7', 'demo']) expect(seedOption(s)).toBe(s);
  });
  it.each([' 7', '7 ', ' -3 ', '\t7', ' 1.5'])('refuses the number %j with spaces around it (a quoting slip, not the string seed)', (s) => {
    expect(() => seedOption(s)).toThrow(InvalidArgumentError);
    expect(() => seedOption(s)).toThrow(/a number seed is written without spaces around it \(--seed -?\d/);
  });
  it.each(['1.5', '-2.25', '7.0', '.5', '5.', '1e3', '1E-2', '+7', '9007199254740992', '-9007199254740992', '99999999999999999999'])('refuses the number-looking %j', (s) => {
    expect(() => seedOption(s)).toThrow(InvalidArgumentError);
    expect(() => seedOption(s)).toThrow(/whole number written in digits/);
  });
  it('refuses an empty seed and one longer than the library takes', () => {
    expect(() => seedOption('')).toThrow(/must not be empty/);
    expect(() => seedOption('   ')).toThrow(/must not be empty/);
    expect(seedOption('x'.repeat(200))).toBe('x'.repeat(200));
    expect(() => seedOption('x'.repeat(201))).toThrow(/at most 200 characters/);
  });
});

const cli = resolve(__dirname, '../../dist/cli/main.js');
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 120_000 });

describe.skipIf(!existsSync(cli))('--seed on every command that takes one (built)', () => {
  const commands: string[][] = [
    ['play', 'simplicity', '--players', '2', '--quiet'],
    ['simulate', 'simplicity', '--games', '1', '--players', '2'],
    ['arena', 'simplicity', '--bots', 'random', '--games', '1', '--workers', '1'],
    ['demo'],
  ];
  it.each(commands)('%s: --seed 1.5 is refused with one line, exit 2', (...args) => {
    const r = run(...args, '--seed', '1.5');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^error: option '--seed <seed>' argument '1\.5' is invalid\. .*whole number written in digits/);
  });
  it('play --seed 7 is the game of setup(config, 7); --seed v1.5 the game of setup(config, "v1.5")', () => {
    const g = games.simplicity!;
    for (const [arg, seed] of [['7', 7], ['v1.5', 'v1.5']] as const) {
      const r = run('play', 'simplicity', '--players', '2', '--seed', arg, '--show', '--quiet');
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout.startsWith(g.render(g.setup({ players: 2 }, seed), null) + '\n')).toBe(true);
      expect(r.stdout).toContain(`seed ${arg},`);
    }
  });
  it('--help says what a seed is', () => {
    const r = run('play', '--help');
    expect(r.stdout).toMatch(/--seed <seed> +.*whole number.*text/s);
  });
});
