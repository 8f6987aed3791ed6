/**
 * `merge FILE...` for `arena --json` reports: when the first report line of the files is an arena
 * report, every report line must be one, and the shards merge into the whole run's report
 * ({@link mergeArenaReports}).
 */
import { isArenaReport, mergeArenaReports, type ArenaReport } from './arena.js';
import { reportLines } from './merge.js';
import { usage } from './usage.js';

/**
 * The arena reports of the files, or `null` when their first report line is not an arena report (a
 * `simulate --json` run: merge.ts reads those). A later line that is not an arena report is a usage error.
 */
export function readArenaReports(files: readonly string[]): ArenaReport[] | null {
  const lines = reportLines(files);
  if (lines.length === 0 || !isArenaReport(lines[0]!.value)) return null;
  for (const { file, value } of lines) if (!isArenaReport(value)) usage(`${file}: a line is not an arena --json report (simulate and arena reports do not merge together)`);
  return lines.map((l) => l.value as ArenaReport);
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
