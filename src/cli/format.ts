/**
 * Plain-text rendering of score sheets for the CLI.
 */
import type { ScoreSheet } from '../core/game.js';

/** Columns padded to their widest cell: the first left-aligned, the rest right-aligned. */
function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

function winnerLine(sheet: ScoreSheet): string {
  // A solo sheet may have no winner (the game's own opponent, e.g. Villagers' Countess, won).
  const winners = sheet.winners.length === 0 ? 'none' : sheet.winners.map((w) => `P${w + 1}`).join(', ');
  return `${sheet.final ? 'Winner' : 'Leading'}${sheet.winners.length > 1 ? 's' : ''}: ${winners} (${sheet.unit})`;
}

/**
 * A table: one row per seat, one column per score part, then total, tie-breaks and rank. A sheet with
 * more than `wide` parts (default 6) is printed transposed: one row per part, one column per seat.
 */
export function formatScoreSheet(sheet: ScoreSheet, title?: string, wide = 6): string {
  const parts: string[] = [];
  for (const p of sheet.players) for (const k of Object.keys(p.parts)) if (!parts.includes(k)) parts.push(k);
  // One record per seat: every named value in display order.
  const columns = sheet.players.map((p) => [
    ...parts.map((k) => String(p.parts[k] ?? 0)),
    String(p.total),
    ...sheet.tiebreakNames.map((_, i) => String(p.tiebreak[i] ?? '')),
    String(p.rank),
  ]);
  const names = [...parts, 'total', ...sheet.tiebreakNames, 'rank'];
  const seats = sheet.players.map((p) => `P${p.player + 1}`);
  const lines =
    parts.length > wide
      ? table(['', ...seats], names.map((n, i) => [n, ...columns.map((c) => c[i]!)]))
      : table(['seat', ...names], columns.map((c, s) => [seats[s]!, ...c]));
  return [...(title ? [title] : []), ...lines, winnerLine(sheet)].join('\n');
}
