/**
 * Plain-text rendering of score sheets for the CLI: one layout for every game and player count.
 */
import type { ScoreSheet } from '../core/game.js';
import { plainScoreLabels, winnerLine, type ScoreLabels } from '../core/labels.js';

/** `n` and a noun, plural unless `n` is 1: `count(1, 'game')` is "1 game", `count(3, 'ply', 'plies')` "3 plies". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * A table with one column per seat (`P1`, `P2`, ...) and one row per named value: the score parts in
 * words, a rule, then `total (<unit>)`, each tie-break as players read it (`tie-break: fewer villagers`)
 * and `rank`; then the winner line (`Winner: P3 with 41 million`). The first column is left-aligned, the
 * seats right-aligned. A solo opponent who is not a seat (`sheet.opponent`, Villagers' Countess) gets a
 * last column of her own: her parts, her total and her rank.
 */
export function formatScoreSheet(sheet: ScoreSheet, title?: string, labels: ScoreLabels = plainScoreLabels): string {
  // Every seat's part keys, merged keeping each seat's order: a key only some seats have (a contract, a
  // silver card) goes just before the next key of that seat's sheet that is already placed.
  const parts: string[] = [];
  for (const p of sheet.players) {
    const keys = Object.keys(p.parts);
    keys.forEach((k, j) => {
      if (parts.includes(k)) return;
      const next = keys.slice(j + 1).find((n) => parts.includes(n));
      parts.splice(next === undefined ? parts.length : parts.indexOf(next), 0, k);
    });
  }
  const partRows = parts.map((k) => [labels.part(k), ...sheet.players.map((p) => String(p.parts[k] ?? 0))]);
  const tieRows = sheet.tiebreakNames.map((name, i) => {
    const shown = sheet.players.map((p) => labels.tiebreak(name, p.tiebreak[i] ?? 0));
    return [`tie-break: ${shown[0]?.label ?? name}`, ...shown.map((t) => t.value)];
  });
  const endRows = [
    [`total (${sheet.unit})`, ...sheet.players.map((p) => String(p.total))],
    ...tieRows,
    ['rank', ...sheet.players.map((p) => String(p.rank))],
  ];
  const header = ['', ...sheet.players.map((p) => `P${p.player + 1}`)];
  const o = sheet.opponent;
  if (o) {
    // Her own parts become rows of their own; every seat's cell there, and hers in the seats' rows, is blank.
    header.push(o.name);
    for (const r of partRows) r.push('');
    for (const [k, v] of Object.entries(o.parts)) partRows.push([labels.part(k), ...sheet.players.map(() => ''), String(v)]);
    endRows[0]!.push(String(o.total));
    for (const r of endRows.slice(1, -1)) r.push('');
    endRows[endRows.length - 1]!.push(sheet.winners.length === 0 ? '1' : '2');
  }
  const all = [header, ...partRows, ...endRows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [...(title ? [title] : []), line(header), rule, ...partRows.map(line), rule, ...endRows.map(line), winnerLine(sheet, labels)].join('\n');
}
