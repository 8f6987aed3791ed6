/**
 * `merge FILE...`: combine the `simulate --json` reports of shards (`--shard K/M`) into the report
 * of the whole run, the same JSON `simulate` prints without `--shard` (up to the timing fields:
 * `seconds` is the sum of the shards' seconds, and the rates are computed from it).
 */
import { LOG_FORMAT } from '../core/replay.js';
import { readJsonFile } from './input-file.js';
import { emptyTally, report, type Shard, type SimulateReport, type Tally } from './run.js';
import { MAX_GAMES, MAX_PLAYERS } from './budget-options.js';
import { usage } from './usage.js';

/** A whole number from `min` to `max`. */
export function isCount(x: unknown, min: number, max: number): x is number {
  return typeof x === 'number' && Number.isSafeInteger(x) && x >= min && x <= max;
}

/** An array of `n` finite numbers. */
export function isNumbers(x: unknown, n: number): x is number[] {
  return Array.isArray(x) && x.length === n && x.every((v) => typeof v === 'number' && Number.isFinite(v));
}

/** A `shard` field of `games` games, as `shardRange` writes it (or absent). */
export function isShard(x: unknown, games: number): boolean {
  if (x === undefined) return true;
  const s = x as Shard;
  return (
    typeof s === 'object' && s !== null && isCount(s.of, 1, MAX_GAMES) && isCount(s.index, 1, s.of) &&
    isCount(s.first, 0, games) && isCount(s.count, 0, games - s.first)
  );
}

/**
 * A `simulate --json` report line, checked as far as merging reads it: counts in range (players 1 to
 * MAX_PLAYERS, games 1 to MAX_GAMES: a report with "players": 10^8 made merge allocate for ever, -1 threw
 * a RangeError stack), per-seat arrays of `players` finite numbers, a valid shard.
 */
function isReport(x: unknown): x is SimulateReport {
  const r = x as SimulateReport;
  if (typeof r !== 'object' || r === null || typeof r.game !== 'string' || !isCount(r.players, 1, MAX_PLAYERS) || !isCount(r.games, 1, MAX_GAMES)) return false;
  const n = r.players;
  const s = r.scores as Partial<SimulateReport['scores']> | undefined;
  return (
    (typeof r.seed === 'string' || Number.isSafeInteger(r.seed)) &&
    isCount(r.finished, 0, r.games) && isCount(r.errors, 0, r.games) && isCount(r.actions, 0, Number.MAX_SAFE_INTEGER) &&
    typeof r.seconds === 'number' && Number.isFinite(r.seconds) && r.seconds >= 0 &&
    isCount(r.scored, 0, r.games) && isNumbers(r.wins, n) &&
    typeof s === 'object' && s !== null && isNumbers(s.sum, n) &&
    (r.scored === 0 || (isNumbers(s.min, n) && isNumbers(s.max, n))) &&
    (r.firstError === undefined || typeof r.firstError === 'string') &&
    (r.firstErrorGame === undefined || isCount(r.firstErrorGame, 0, r.games)) &&
    isShard(r.shard, r.games)
  );
}

/**
 * The report lines (lines starting with `{`) of `--json` output files, each with its file; other lines
 * are skipped. A file that cannot be read (or is not a regular file of at most MAX_INPUT_BYTES, input-file.ts)
 * or a report line that is not JSON is a usage error.
 */
export function reportLines(files: readonly string[]): { file: string; line: number; value: unknown }[] {
  const out: { file: string; line: number; value: unknown }[] = [];
  for (const file of files) {
    const text = readJsonFile(file);
    if (isGameLog(text)) usage(`${file}: this file is a game log, as play --log writes it: replay or show read it; merge reads the --json output of simulate or arena`);
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (!line.startsWith('{')) continue;
      let value: unknown;
      try {
        value = JSON.parse(line) as unknown;
      } catch {
        usage(`${file}:${i + 1}: the line is not valid JSON: ${line.slice(0, 60)}`);
      }
      if (isLogValue(value)) usage(`${file}:${i + 1}: the line is a game log, as play --log writes it: replay or show read it; merge reads the --json output of simulate or arena`);
      out.push({ file, line: i + 1, value });
    }
  }
  return out;
}

/** Whether `text` is one whole game log (as `play --log` writes it, on one line or many, with or without a BOM), not `--json` report lines. */
function isGameLog(text: string): boolean {
  try {
    return isLogValue(JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text));
  } catch {
    return false; // not one JSON value: report lines, or junk the line loop names
  }
}

/** Whether a parsed JSON value is a game log (its `format` is the log format). */
function isLogValue(v: unknown): boolean {
  return typeof v === 'object' && v !== null && (v as { format?: unknown }).format === LOG_FORMAT;
}

/** Read the report lines of `simulate --json` output files (other lines are skipped). */
export function readReports(files: readonly string[]): SimulateReport[] {
  const out: SimulateReport[] = [];
  for (const { file, line, value } of reportLines(files)) {
    if (!isReport(value)) usage(`${file}:${line}: the line is not a simulate --json report (written before merge existed?)`);
    out.push(value);
  }
  if (out.length === 0) usage(`no simulate --json reports in ${files.join(', ')}`);
  return out;
}

/**
 * Merge shard reports: grouped by (game, players, games, seed), in the order first met; each group's
 * shards must cover games 0 .. games - 1 exactly once. Throws a usage error otherwise.
 */
export function mergeReports(reports: readonly SimulateReport[]): SimulateReport[] {
  const groups = new Map<string, SimulateReport[]>();
  for (const r of reports) {
    const key = JSON.stringify([r.game, r.players, r.games, r.seed]);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const merged: SimulateReport[] = [];
  for (const parts of groups.values()) {
    const { game, players, games, seed } = parts[0]!;
    const name = `${game} at ${players} players, ${games} games, seed ${JSON.stringify(seed)}`;
    const ranged = parts.map((p) => ({ p, first: p.shard?.first ?? 0, count: p.shard?.count ?? games })).sort((a, b) => a.first - b.first);
    let next = 0;
    for (const { first, count } of ranged) {
      if (first !== next) usage(`${name}: ${first < next ? `games from ${first} are in two shards` : `games ${next} to ${first - 1} are in no shard`}`);
      next = first + count;
    }
    if (next !== games) usage(`${name}: games ${next} to ${games - 1} are in no shard`);
    const t: Tally = emptyTally(players);
    let seconds = 0;
    for (const { p } of ranged) {
      t.finished += p.finished;
      t.errors += p.errors;
      t.actions += p.actions;
      seconds += p.seconds;
      if (p.firstError !== undefined && t.firstError === undefined) {
        t.firstError = p.firstError;
        t.firstErrorGame = p.firstErrorGame ?? p.shard?.first ?? 0;
      }
      if (p.scored > 0) {
        t.scored += p.scored;
        for (let s = 0; s < players; s++) {
          t.sum[s]! += p.scores.sum[s]!;
          t.min[s] = Math.min(t.min[s]!, p.scores.min[s]!);
          t.max[s] = Math.max(t.max[s]!, p.scores.max[s]!);
        }
      }
      p.wins.forEach((w, s) => (t.wins[s]! += w));
    }
    merged.push(report(game, players, games, seed, t, games, seconds));
  }
  return merged;
}
