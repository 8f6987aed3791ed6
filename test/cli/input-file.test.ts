/**
 * Files the CLI reads (`replay`, `show`, `merge`; issue #11, the trust boundary): a regular file of at
 * most MAX_INPUT_BYTES, checked with fstat before reading and bounded while reading; a directory, a
 * FIFO or a device is refused at once (a FIFO used to block the CLI for ever, /dev/zero to fill memory).
 * In-process first, then the built CLI.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageOf } from './usage-of.js';
import { MAX_INPUT_BYTES, readInputFile } from '../../src/cli/input-file.js';
import { games, sealLog } from '../../src/index.js';
import { playoutAny } from '../../src/core/bots.js';
import type { AnyGame, BaseConfig } from '../../src/core/index.js';

const dir = mkdtempSync(join(tmpdir(), 'ttr-input-'));
const fifo = join(dir, 'fifo');
execFileSync('mkfifo', [fifo]);
const big = join(dir, 'big.json');
writeFileSync(big, '');
truncateSync(big, MAX_INPUT_BYTES + 1); // sparse: costs no disk
const atLimit = join(dir, 'at-limit.json');
writeFileSync(atLimit, '');
truncateSync(atLimit, MAX_INPUT_BYTES);

describe('readInputFile', () => {
  it('reads a regular file up to the limit', () => {
    const f = join(dir, 'small.json');
    writeFileSync(f, '{"é":1}\n');
    expect(readInputFile(f)).toBe('{"é":1}\n');
    expect(readInputFile(atLimit)).toHaveLength(MAX_INPUT_BYTES);
  });
  it('the limit is above the longest legitimate logs: a max-length 4-player Tower Up log at the hard round limit or 12-player Welcome To log is under an eighth of it', () => {
    for (const [game, config] of [[games.skyline, { players: 4, roundLimit: 200 }], [games.welcometo, { players: 12 }]] as [AnyGame, BaseConfig][]) {
      const longest = game.maxGameLength(game.setup(config, 1)); // Tower Up 5,768 actions (SK-10.7 at SKYLINE_LIMITS.roundLimit), Welcome To 1,860
      const r = playoutAny(game, config, 1);
      const text = JSON.stringify(sealLog(r.log, r.state), null, 1);
      const perAction = text.length / r.log.actions.length;
      expect(longest * perAction * 8).toBeLessThan(MAX_INPUT_BYTES);
    }
  });
  it('refuses a file over the limit before reading it, naming the limit', () => {
    expect(usageOf(() => readInputFile(big))).toBe(`cannot read ${big}: it is 4.0 MiB (4194305 bytes), and the limit for an input file is 4 MiB (no game log or report is that large)`);
  });
  it('stops reading at the limit whatever fstat says (a /proc file reports size 0)', () => {
    expect(readInputFile('/proc/self/status').length).toBeGreaterThan(10);
    expect(usageOf(() => readInputFile('/proc/self/status', 10))).toMatch(/it is over 10 bytes, and the limit for an input file is 10 bytes/);
  });
  it.each([
    [dir, 'a directory'],
    [fifo, 'a FIFO \\(named pipe\\)'],
    ['/dev/zero', 'a character device'],
  ])('refuses %s at once: %s', (file, what) => {
    const t = Date.now();
    expect(usageOf(() => readInputFile(file))).toMatch(new RegExp(`^cannot read ${file}: it is ${what}.*not a regular file$`));
    expect(Date.now() - t).toBeLessThan(1000);
  });
  it('a missing or unreadable file is a usage error', () => {
    expect(usageOf(() => readInputFile(join(dir, 'missing')))).toMatch(/^cannot read .*missing: ENOENT/);
    expect(usageOf(() => readInputFile(''))).toMatch(/^cannot read : ENOENT/);
  });
});

const cli = resolve(__dirname, '../../dist/cli/main.js');

describe.skipIf(!existsSync(cli))('replay, show, merge and play --log refuse odd files (built)', () => {
  const cases: Array<[string[], RegExp]> = [
    [['replay', big], /it is 4.0 MiB \(4194305 bytes\), and the limit for an input file is 4 MiB/],
    [['show', big], /it is 4.0 MiB \(4194305 bytes\), and the limit for an input file is 4 MiB/],
    [['merge', big], /it is 4.0 MiB \(4194305 bytes\), and the limit for an input file is 4 MiB/],
    [['replay', fifo], /it is a FIFO \(named pipe\), not a regular file/],
    [['show', fifo, '--at', '0'], /it is a FIFO \(named pipe\), not a regular file/],
    [['merge', fifo], /it is a FIFO \(named pipe\), not a regular file/],
    [['replay', '/dev/zero'], /it is a character device, not a regular file/],
    [['merge', '/dev/zero'], /it is a character device, not a regular file/],
    [['replay', dir], /it is a directory, not a regular file/],
    [['play', 'simplicity', '--log', fifo], /cannot write the log .*fifo: ENXIO/],
    [['play', 'simplicity', '--log', '/dev/null'], /cannot write the log \/dev\/null: it is not a regular file/],
  ];
  it.each(cases)('%j', (args, message) => {
    const t = Date.now();
    const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 20_000, input: '' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(Date.now() - t).toBeLessThan(10_000); // node start-up included; a FIFO used to block until the timeout
  });
  it('a log just under the limit still replays (a real log padded with spaces)', () => {
    const r0 = spawnSync(process.execPath, [cli, 'play', 'simplicity', '--players', '2', '--quiet', '--log', join(dir, 'real.json')], { encoding: 'utf8' });
    expect(r0.status, r0.stderr).toBe(0);
    const text = readFileSync(join(dir, 'real.json'), 'utf8');
    writeFileSync(join(dir, 'padded.json'), text + ' '.repeat(MAX_INPUT_BYTES - Buffer.byteLength(text)));
    const r = spawnSync(process.execPath, [cli, 'replay', join(dir, 'padded.json')], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/replayed/);
  });
});
