// The CLI's output as a player reads it, run as a user runs it: the built `dist/cli/main.js`.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const cli = resolve(__dirname, '../../dist/cli/main.js');
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 120_000 });
const version = (JSON.parse(readFileSync(resolve(__dirname, '../../package.json'), 'utf8')) as { version: string }).version;

/** The score table's shape, the same for every game and player count; returns its rows by label. */
function checkTable(lines: string[], seats: number): Map<string, string[]> {
  const [title, header, rule, ...rest] = lines;
  expect(title).toMatch(/ — \d+ players?, seed .+, \d+ actions/);
  expect(header!.trim().split(/\s+/)).toEqual(Array.from({ length: seats }, (_, i) => `P${i + 1}`));
  expect(rule).toMatch(/^-+( {2}-+)+$/);
  const second = rest.indexOf(rule!);
  expect(second).toBeGreaterThan(0);
  const winner = rest.at(-1)!;
  expect(winner).toMatch(/^(Winner: P\d+|Winners: P\d+(, P\d+)+) with -?\d+ [a-z]+( each)?(, on the tie-break \(.+: .+\))?$/);
  const width = rule!.indexOf(' '); // the first column's width
  const rows = new Map<string, string[]>();
  for (const line of [...rest.slice(0, second), ...rest.slice(second + 1, -1)]) {
    const values = line.slice(width).trim().split(/\s+/);
    expect(values, line).toHaveLength(seats);
    rows.set(line.slice(0, width).trim(), values);
  }
  expect([...rows.keys()].find((k) => k.startsWith('total ('))).toBeDefined();
  expect(rows.get('rank')).toHaveLength(seats);
  for (const label of rows.keys()) expect(label, 'labels are words, not camelCase keys').not.toMatch(/[a-z][A-Z]|^contract C-/);
  return rows;
}

/** Tables of `demo` (one per game, separated by a blank line). */
function tables(stdout: string): string[][] {
  return stdout.trim().split('\n\n').map((t) => t.split('\n'));
}

describe.skipIf(!existsSync(cli))('CLI output in words (built)', () => {
  it('--version and -V print the package version', () => {
    for (const flag of ['--version', '-V']) {
      const r = run(flag);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toBe(`${version}\n`);
    }
  });
  it('demo: one table layout for every game; tie-breaks, parts and the winner line in words', () => {
    const r = run('demo');
    expect(r.status, r.stderr).toBe(0);
    const byGame = new Map(tables(r.stdout).map((t) => [/\((\w+)\) —/.exec(t[0]!)![1]!, t]));
    expect([...byGame.keys()]).toEqual(['welcometo', 'villagers', 'skyline', 'simplicity', 'bellavista']);
    const rows = new Map([...byGame].map(([id, t]) => [id, checkTable(t, 4)]));
    const villagers = rows.get('villagers')!;
    expect(villagers.get('tie-break: fewer villagers')!.every((v) => /^\d+$/.test(v) && Number(v) > 0)).toBe(true);
    expect(byGame.get('villagers')!.at(-1)).toMatch(/ with \d+ gold/);
    const skyline = rows.get('skyline')!;
    for (const part of ['grey track', 'white track', 'brown track', 'black track', 'bonus chips', 'cone', 'total (million)', 'tie-break: more floors in hand']) {
      expect(skyline.has(part), part).toBe(true);
    }
    expect(byGame.get('skyline')!.at(-1)).toMatch(/ with \d+ million/);
    const simplicity = rows.get('simplicity')!;
    expect(simplicity.get('tie-break: final pawn row (higher wins)')!.every((v) => /^[1-7]$/.test(v))).toBe(true);
    expect(rows.get('welcometo')!.has('temp agencies')).toBe(true);
    const bella = [...rows.get('bellavista')!.keys()];
    expect(bella).toEqual(expect.arrayContaining(['coins in hand', 'height objective', 'grouping objective', 'total (coins)']));
    expect(bella.some((k) => /^contract: [a-z]/.test(k))).toBe(true);
    // Contract rows sit together, between the coins and the objectives.
    const contracts = bella.map((k, i) => (k.startsWith('contract: ') ? i : -1)).filter((i) => i >= 0);
    expect(contracts.at(-1)! - contracts[0]! + 1).toBe(contracts.length);
    expect(contracts[0]).toBe(bella.indexOf('coins in hand') + 1);
  });
  it('the README\'s CLI example is the real output of its command', () => {
    const readme = readFileSync(resolve(__dirname, '../../README.md'), 'utf8');
    const block = /```text\n\$ npx tabletop-rules (.+)\n([\s\S]*?)```/.exec(readme)!;
    const r = run(...block[1]!.split(' '));
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(block[2]);
  });
  it('play: the same layout at 12 seats; --quiet prints only the table, no leading blank line', () => {
    const r = run('play', 'welcometo', '--players', '12', '--quiet');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.startsWith('Welcome To')).toBe(true);
    checkTable(r.stdout.trimEnd().split('\n'), 12);
    const loud = run('play', 'simplicity', '--players', '2');
    expect(loud.status, loud.stderr).toBe(0);
    expect(loud.stdout).toMatch(/^ {3}1\. /);
    const table = loud.stdout.slice(loud.stdout.lastIndexOf('\n\n') + 2).trimEnd().split('\n');
    checkTable(table, 2);
  });
  it('villagers solo: the Countess has a column of her own, and the winner line names her when she wins (S-5)', () => {
    const r = run('play', 'villagers', '--players', '1', '--seed', '3', '--quiet');
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[1]!.trim().split(/\s+/)).toEqual(['P1', 'Countess']);
    const total = lines.find((l) => l.startsWith('total (gold)'))!.trim().split(/\s+/).slice(2).map(Number);
    const her = lines.filter((l) => l.startsWith('Countess: ')).map((l) => Number(l.trim().split(/\s+/).at(-1)));
    expect(her).toHaveLength(5);
    expect(her.reduce((a, b) => a + b, 0)).toBe(total[1]);
    const [mine, hers] = total as [number, number];
    expect(lines.at(-1)).toBe(mine > hers ? `Winner: P1 with ${mine} gold` : `Winner: the Countess with ${hers} gold`);
  });
});
