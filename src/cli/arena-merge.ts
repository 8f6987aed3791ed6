/**
 * `merge FILE...` for `arena --json` reports: when the first report line of the files is an arena
 * report, every report line must be one, and the shards merge into the whole run's report
 * ({@link mergeArenaReports}).
 */
import { isArenaReport, mergeArenaReports, type ArenaReport } from './arena.js';
import { isCount, isNumbers, isShard, reportLines } from './merge.js';
import { MAX_GAMES, MAX_PLAYERS } from './budget-options.js';
import { BOT_KINDS } from './bots.js';
import { usage } from './usage.js';

/**
 * The arena reports of the files, or `null` when their first report line is not an arena report (a
 * `simulate --json` run: merge.ts reads those). A later line that is not an arena report is a usage error.
 */
export function readArenaReports(files: readonly string[]): ArenaReport[] | null {
  const lines = reportLines(files);
  if (lines.length === 0 || !isArenaReport(lines[0]!.value)) return null;
  for (const { file, line, value } of lines) {
    if (!isArenaReport(value)) usage(`${file}:${line}: the line is not an arena --json report (simulate and arena reports do not merge together)`);
    if (!isWellFormed(value)) usage(`${file}:${line}: the arena --json report line has a field out of range or of the wrong type`);
  }
  return lines.map((l) => l.value as ArenaReport);
}

/**
 * An arena report line checked as far as merging reads it: players 1 to MAX_PLAYERS, games 1 to MAX_GAMES,
 * a line-up of 1 to `players` known bots, one line per bot kind with `players` finite first-place counts and
 * finite sums, a valid shard (a report with "players": 10^8 would allocate for ever, -1 throw a RangeError).
 */
function isWellFormed(r: ArenaReport): boolean {
  if (!isCount(r.players, 1, MAX_PLAYERS) || !isCount(r.games, 1, MAX_GAMES) || !isCount(r.unfinished, 0, r.games)) return false;
  if (!(typeof r.seed === 'string' || Number.isSafeInteger(r.seed)) || typeof r.budget !== 'object' || r.budget === null) return false;
  const known = BOT_KINDS as readonly unknown[];
  if (r.lineup.length < 1 || r.lineup.length > r.players || !r.lineup.every((k) => known.includes(k))) return false;
  const finite = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
  return (
    r.bots.length <= BOT_KINDS.length &&
    r.bots.every((l) => known.includes(l.bot) && isCount(l.games, 0, Number.MAX_SAFE_INTEGER) && isNumbers(l.sums.firsts, r.players) && finite(l.sums.score) && finite(l.sums.margin) && finite(l.sums.moves) && finite(l.sums.ms)) &&
    isShard(r.shard, r.games)
  );
}

/** Merge the arena shard reports; a missing or doubled shard is a usage error. */
export function mergeArenaFiles(reports: readonly ArenaReport[]): ArenaReport[] {
  try {
    return mergeArenaReports(reports);
  } catch (e) {
    if (e instanceof RangeError) usage(e.message);
    throw e;
  }
}
