/**
 * Plain-text rendering of score sheets for the CLI.
 */
import type { ScoreSheet } from '../core/game.js';

/**
 * A table: one row per seat, one column per score part, then total, tie-breaks and rank. A sheet with
 * more than `wide` parts (default 6) is printed transposed: one row per part, one column per seat.
 */
export function formatScoreSheet(sheet: ScoreSheet, title?: string, wide = 6): string {
  const parts: string[] = [];
  for (const p of sheet.players) for (const k of Object.keys(p.parts)) if (!parts.includes(k)) parts.push(k);
  if (parts.length > wide) return transposed(sheet, parts, title);
  const header = ['seat', ...parts, 'total', ...sheet.tiebreakNames, 'rank'];
  const rows = sheet.players.map((p) => [
    `P${p.player + 1}`,
    ...parts.map((k) => String(p.parts[k] ?? 0)),
    String(p.total),
    ...sheet.tiebreakNames.map((_, i) => String(p.tiebreak[i] ?? '')),
    String(p.rank),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const out: string[] = [];
  if (title) out.push(title);
  out.push(line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line));
  out.push(winnerLine(sheet));
  return out.join('\n');
}

function transposed(sheet: ScoreSheet, parts: string[], title?: string): string {
  const header = ['', ...sheet.players.map((p) => `P${p.player + 1}`)];
  const rows = [
    ...parts.map((k) => [k, ...sheet.players.map((p) => String(p.parts[k] ?? 0))]),
    ['total', ...sheet.players.map((p) => String(p.total))],
    ...sheet.tiebreakNames.map((n, i) => [n, ...sheet.players.map((p) => String(p.tiebreak[i] ?? ''))]),
    ['rank', ...sheet.players.map((p) => String(p.rank))],
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const out: string[] = [];
  if (title) out.push(title);
  out.push(line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line));
  out.push(winnerLine(sheet));
  return out.join('\n');
}

function winnerLine(sheet: ScoreSheet): string {
  const winners = sheet.winners.map((w) => `P${w + 1}`).join(', ');
  return `${sheet.final ? 'Winner' : 'Leading'}${sheet.winners.length > 1 ? 's' : ''}: ${winners} (${sheet.unit})`;
}
