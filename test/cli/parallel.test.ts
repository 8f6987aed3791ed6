// simulate --workers / --shard and merge, run as a user runs them: the built CLI (npm test builds first).
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { games } from '../../src/index.js';

const cli = resolve(__dirname, '../../dist/cli/main.js');
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 120_000 });
const TIMING = new Set(['seconds', 'gamesPerSecond', 'actionsPerSecond']);

/** The report lines of `simulate --json` without the timing fields (the only ones that may differ). */
function reports(stdout: string): Record<string, unknown>[] {
  return stdout.trim().split('\n').map((l) => Object.fromEntries(Object.entries(JSON.parse(l) as Record<string, unknown>).filter(([k]) => !TIMING.has(k))));
}

function ok(r: ReturnType<typeof run>): string {
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

describe.skipIf(!existsSync(cli))('simulate --workers / --shard, merge (built CLI)', () => {
  it('--workers 1 and --workers 2 print the same JSON, with every field of a report', () => {
    const one = ok(run('simulate', 'simplicity', '--games', '40', '--seed', 'w', '--workers', '1', '--json'));
    const two = ok(run('simulate', 'simplicity', '--games', '40', '--seed', 'w', '--workers', '2', '--json'));
    expect(reports(two)).toEqual(reports(one));
    expect(reports(one)[0]).toMatchObject({ game: 'simplicity', games: 40, finished: 40, errors: 0, scored: 40 });
    // The same field order too: the JSON text is the same once the timing values are blanked.
    const blank = (s: string) => s.replace(/"(seconds|gamesPerSecond|actionsPerSecond)":[0-9.e+-]+/g, '"$1":0');
    expect(blank(two)).toBe(blank(one));
  });
  it('every game: --workers 1, 2 and 3 print the same JSON (one pool for all games, tallies cut at different chunks)', () => {
    const args = ['simulate', 'all', '--games', '9', '--players', '2', '--seed', 'n', '--json'];
    const one = reports(ok(run(...args, '--workers', '1')));
    expect(one.map((r) => r.game)).toEqual(Object.keys(games));
    for (const workers of ['2', '3']) expect(reports(ok(run(...args, '--workers', workers))), `--workers ${workers}`).toEqual(one);
    // A shard played on two threads merges with shards played on one.
    const dir = mkdtempSync(join(tmpdir(), 'ttr-mixed-'));
    const files = [1, 2].map((k) => {
      const f = join(dir, `shard${k}.json`);
      writeFileSync(f, ok(run(...args, '--shard', `${k}/2`, '--workers', String(k))));
      return f;
    });
    expect(reports(ok(run('merge', ...files)))).toEqual(one);
  });
  it('shards 1/3, 2/3, 3/3 merged give the unsharded run, for every game at once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ttr-shard-'));
    const whole = ok(run('simulate', 'all', '--games', '7', '--players', '2', '--seed', 's', '--workers', '2', '--json'));
    const files = [1, 2, 3].map((k) => {
      const f = join(dir, `shard${k}.json`);
      const out = ok(run('simulate', 'all', '--games', '7', '--players', '2', '--seed', 's', '--shard', `${k}/3`, '--workers', '1', '--json'));
      for (const line of out.trim().split('\n')) expect(JSON.parse(line).shard).toMatchObject({ index: k, of: 3 });
      writeFileSync(f, out);
      return f;
    });
    const merged = ok(run('merge', files[2]!, files[0]!, files[1]!));
    expect(reports(merged)).toEqual(reports(whole));
    expect(reports(whole).map((r) => r.game)).toEqual(Object.keys(games));
    // A shard missing or given twice is a usage error.
    for (const args of [[files[0]!, files[2]!], [files[0]!, files[1]!, files[1]!, files[2]!]]) {
      const bad = run('merge', ...args);
      expect(bad.status).toBe(2);
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
  it('bad --workers and --shard values and bad merge inputs are usage errors: one line, exit 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ttr-bad-'));
    const notReport = join(dir, 'x.json');
    writeFileSync(notReport, '{"hello":1}\n');
    const cases = [
      ['simulate', 'simplicity', '--games', '2', '--workers', '0'],
      ['simulate', 'simplicity', '--games', '2', '--workers', '1.5'],
      ['simulate', 'simplicity', '--games', '2', '--workers', 'many'],
      ['simulate', 'simplicity', '--games', '2', '--shard', '0/3'],
      ['simulate', 'simplicity', '--games', '2', '--shard', '4/3'],
      ['simulate', 'simplicity', '--games', '2', '--shard', '2'],
      ['bench', 'simplicity', '--workers', '-1'],
      ['merge', notReport],
      ['merge', join(dir, 'missing.json')],
    ];
    for (const args of cases) {
      const r = run(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout, args.join(' ')).toBe('');
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
    // A game log given to merge: the error says what the file is and which commands read it.
    const log = join(dir, 'game.json');
    ok(run('play', 'simplicity', '--players', '2', '--log', log));
    const text = readFileSync(log, 'utf8');
    const oneLine = join(dir, 'one-line.json');
    writeFileSync(oneLine, JSON.stringify(JSON.parse(text)));
    const bom = join(dir, 'bom.json');
    writeFileSync(bom, `\uFEFF${text}`);
    for (const f of [log, oneLine, bom]) {
      const r = run('merge', f);
      expect(r.status, f).toBe(2);
      expect(r.stderr, f).toContain('this file is a game log, as play --log writes it: replay or show read it');
    }
    // A game log as one line among others: the error names the file and the line.
    const mixed = join(dir, 'mixed.json');
    writeFileSync(mixed, `simulate output\n${JSON.stringify(JSON.parse(text))}\n`);
    const m = run('merge', mixed);
    expect(m.status).toBe(2);
    expect(m.stderr).toContain(`${mixed}:2: the line is a game log, as play --log writes it`);
    // The bytes of a file echoed in an error are escaped: a terminal escape sequence is not sent as it is.
    const esc = join(dir, 'esc.json');
    writeFileSync(esc, '{\u001b]0;PWNED\u0007\u001b[2J oops\n');
    const e = run('merge', esc);
    expect(e.status).toBe(2);
    expect(e.stderr).toContain(`${esc}:1: the line is not valid JSON: {\\u001b]0;PWNED\\u0007\\u001b[2J oops`);
    expect(e.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });
  it('bench --json prints every documented field, with the boardgame.io comparison', () => {
    const r = ok(run('bench', 'simplicity', '--players', '2', '--time', '100', '--json'));
    const row = JSON.parse(r.trim());
    expect(Object.keys(row)).toEqual(expect.arrayContaining(['game', 'players', 'gamesPerSecond', 'pliesPerGame', 'microsPerPly', 'legalActions', 'apply', 'bytesPerState', 'vsBoardgameIO']));
    expect(row).toMatchObject({ game: 'simplicity', players: 2, rounds: 5, clock: 'process-cpu' });
    expect(Object.keys(row.legalActions)).toEqual(['p50', 'p99']);
    expect(row.vsBoardgameIO).toMatchObject({ version: '0.50.2', mode: 'production' });
    expect(row.vsBoardgameIO.reducer.gamesPerSecond).toBeGreaterThan(0);
    expect(row.vsBoardgameIO.client.microsPerPly).toBeGreaterThan(0);
    expect(row.bytesPerState).toBeGreaterThan(100);
  });
});
