/**
 * Files named on the command line (`replay`, `show`, `merge`) are read through {@link readInputFile}:
 * only a regular file, at most {@link MAX_INPUT_BYTES} bytes, and the read itself never blocks or
 * runs on (a FIFO, `/dev/zero`, a directory or a file growing while it is read are refused).
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { usage } from './usage.js';
import { jsonNestsDeeperThan } from '../core/json.js';

/**
 * The largest file the CLI reads: 4 MiB (8 MiB took 0.55-1.0 s to refuse as a forged 20,000-action log, most of it
 * in JSON.parse and the log's defensive copy; 4 MiB halves that). The longest legitimate log is far smaller: a 4-player
 * Tower Up game lasts at most 4,368 actions at the DEFAULT round limit and 5,768 at the hard one (`maxGameLength`, SK-10.7,
 * `SKYLINE_LIMITS.roundLimit` 200), a 12-player Welcome To game at most 1,860, ~80 bytes each as `play --log` writes them,
 * ~0.35 / 0.46 MB; even a log at the library's own limits (MAX_LOG_ACTIONS = 20,000 actions of the
 * largest action type, ~180 bytes) is ~3.6 MB. `simulate`/`arena --json`
 * reports are ~1 KB a line.
 */
export const MAX_INPUT_BYTES = 4 * 1024 * 1024;

/** A size in words for messages: `8 MiB`, `12.3 MiB`, `40 bytes`; a size just over a whole MiB in bytes too, so it never reads as equal to the limit. */
function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${bytes} bytes`;
  const mib = bytes / (1024 * 1024);
  if (Number.isInteger(mib)) return `${mib} MiB`;
  const shown = mib.toFixed(1);
  return Number(shown) === Math.round(mib) ? `${shown} MiB (${bytes} bytes)` : `${shown} MiB`;
}

/** What a non-regular file is, for the message. */
function kind(st: ReturnType<typeof fstatSync>): string {
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a FIFO (named pipe)';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return 'of an unknown kind';
}

/**
 * The UTF-8 text of `file`. A usage error (one line, exit 2) when it cannot be opened, is not a regular
 * file, or holds more than `limit` bytes: the size is checked with fstat before reading, and the read
 * stops at `limit + 1` bytes whatever fstat said (a file that grows, or a /proc file that reports 0).
 * The file is opened with O_NONBLOCK so that opening a FIFO with no writer returns at once.
 */
export function readInputFile(file: string, limit = MAX_INPUT_BYTES): string {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    usage(`cannot read ${file}: ${(e as Error).message}`);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) usage(`cannot read ${file}: it is ${kind(st)}, not a regular file`);
    const tooBig = (): never =>
      usage(`cannot read ${file}: it is ${st.size > limit ? size(st.size) : `over ${size(limit)}`}, and the limit for an input file is ${size(limit)} (no game log or report is that large)`);
    if (st.size > limit) tooBig();
    let buf = Buffer.allocUnsafe(Math.min(limit, st.size) + 1);
    let n = 0;
    for (;;) {
      if (n === buf.length) {
        if (buf.length > limit) tooBig();
        const bigger = Buffer.allocUnsafe(Math.min(limit + 1, buf.length * 2 + 4096));
        buf.copy(bigger, 0, 0, n);
        buf = bigger;
      }
      let got: number;
      try {
        got = readSync(fd, buf, n, buf.length - n, null);
      } catch (e) {
        usage(`cannot read ${file}: ${(e as Error).message}`);
      }
      if (got === 0) break;
      n += got;
      if (n > limit) tooBig();
    }
    return buf.toString('utf8', 0, n);
  } finally {
    closeSync(fd);
  }
}

/**
 * The most nesting the CLI lets `JSON.parse` see in a file: a log nests ~6 deep (a config at the library's
 * limit 18), a report 3. `JSON.parse` of a 10^6-deep array took 1.2–7 s; the scan below is linear and cheap.
 */
export const MAX_INPUT_DEPTH = 64;

/** True when `text`, read as JSON, nests arrays/objects deeper than `max` (default {@link MAX_INPUT_DEPTH}; see the core's {@link jsonNestsDeeperThan}). */
export const nestsDeeperThan = (text: string, max = MAX_INPUT_DEPTH): boolean => jsonNestsDeeperThan(text, max);

/** {@link readInputFile}, refused as a usage error when it nests deeper than {@link MAX_INPUT_DEPTH}. */
export function readJsonFile(file: string): string {
  const text = readInputFile(file);
  if (nestsDeeperThan(text)) usage(`${file}: JSON nested deeper than ${MAX_INPUT_DEPTH} levels (no game log or report nests that deep)`);
  return text;
}
