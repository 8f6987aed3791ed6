/**
 * `merge FILE...`: combine the `simulate --json` reports of shards (`--shard K/M`) into the report
 * of the whole run, the same JSON `simulate` prints without `--shard` (up to the timing fields:
 * `seconds` is the sum of the shards' seconds, and the rates are computed from it).
 */
import { readInputFile } from './input-file.js';
import { emptyTally, report, type SimulateReport, type Tally } from './run.js';
import { usage } from './usage.js';

function isReport(x: unknown): x is SimulateReport {
  const r = x as SimulateReport;
  return typeof r === 'object' && r !== null && typeof r.game === 'string' && Number.isSafeInteger(r.players) && Number.isSafeInteger(r.games) && Array.isArray(r.scores?.sum) && Array.isArray(r.wins) && Number.isSafeInteger(r.scored);
}

/**
 * The report lines (lines starting with `{`) of `--json` output files, each with its file; other lines
 * are skipped. A file that cannot be read (or is not a regular file of at most MAX_INPUT_BYTES, input-file.ts)
 * or a report line that is not JSON is a usage error.
 */
export function reportLines(files: readonly string[]): { file: string; value: unknown }[] {
  const out: { file: string; value: unknown }[] = [];
  for (const file of files) {
    const text = readInputFile(file);
    for (const line of text.split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        out.push({ file, value: JSON.parse(line) as unknown });
      } catch {
        usage(`${file}: a line is not valid JSON: ${line.slice(0, 60)}`);
      }
    }
  }
  return out;
}

/** Read the report lines of `simulate --json` output files (other lines are skipped). */
export function readReports(files: readonly string[]): SimulateReport[] {
  const out: SimulateReport[] = [];
  for (const { file, value } of reportLines(files)) {
    if (!isReport(value)) usage(`${file}: a line is not a simulate --json report (written before merge existed?)`);
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
