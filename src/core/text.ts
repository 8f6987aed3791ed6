/**
 * Small text helpers shared by the games' `render` (plain-text pictures of a view, at most
 * {@link WIDTH} columns a line).
 */
import type { PlayerId } from './game.js';

/** The widest line a `render` draws. */
export const WIDTH = 100;

/** "P1".."Pn" for seat 0..n-1. */
export const seatName = (p: PlayerId): string => `P${p + 1}`;

/** Who is looking: "P2's view" or "spectator view". */
export const viewerName = (viewer: PlayerId | null): string => (viewer === null ? 'spectator view' : `${seatName(viewer)}'s view`);

/** `s` padded with spaces on the right (or cut) to `n` columns. */
export const padEnd = (s: string, n: number): string => (s.length >= n ? s.slice(0, n) : s + ' '.repeat(n - s.length));

/** `s` padded with spaces on the left to `n` columns. */
export const padStart = (s: string, n: number): string => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

/** A section rule: `── title ─────` filling {@link WIDTH} columns (or `width`). */
export function rule(title: string, width = WIDTH): string {
  const head = `── ${title} `;
  return head.length >= width ? head.slice(0, width) : head + '─'.repeat(width - head.length);
}

/**
 * `items` joined by `sep` into lines no wider than `width`, the first line starting with `label`,
 * the following lines indented to line up under it.
 */
export function wrap(label: string, items: readonly string[], width = WIDTH, sep = '  '): string[] {
  const indent = ' '.repeat(Math.min(label.length, 20));
  const lines: string[] = [];
  let line = label;
  let first = true;
  for (const item of items) {
    const add = first ? item : sep + item;
    if (!first && line.length + add.length > width) {
      lines.push(line);
      line = indent + item.slice(0, width - indent.length);
    } else line = (line + add).slice(0, width);
    first = false;
  }
  lines.push(line);
  return lines;
}

/** Lines of a picture joined, trailing spaces trimmed. */
export const lines = (ls: readonly string[]): string => ls.map((l) => l.replace(/\s+$/, '')).join('\n');
