/**
 * Score sheets in words. A {@link ScoreSheet}'s `parts` keys and `tiebreak` values are data (stable keys,
 * "larger is better" numbers); a {@link ScoreLabels} says how a player reads them. Each game exports its
 * own (`welcometoScoreLabels`, ...); the CLI prints every table with them.
 */
import type { ScoreSheet } from './game.js';

/** How to show one game's score sheet to players. */
export interface ScoreLabels {
  /** A score part's key in words, e.g. `greyTrack` -> `grey track`, `contract C-STRADDLE` -> `contract: straddle`. */
  part(key: string): string;
  /**
   * A tie-break as players read it, from its `tiebreakNames` entry and the stored value: e.g.
   * `fewer villagers` with the stored `-21` is shown as `{ label: 'fewer villagers', value: '21' }`.
   */
  tiebreak(name: string, value: number): { readonly label: string; readonly value: string };
}

/** `greyTrack` -> `grey track`, `iceCream` -> `ice cream`; anything else unchanged. */
export function camelToWords(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);
}

/** The labels of a game that names its parts and tie-breaks in words already: parts in camelCase become words. */
export const plainScoreLabels: ScoreLabels = Object.freeze({
  part: camelToWords,
  tiebreak: (name: string, value: number | string) => ({ label: name, value: String(value) }),
});

/**
 * Labels from tables: `parts` maps a key to its words (others go through `part`, then `camelToWords`);
 * `tiebreaks` maps a tie-break name to its label and how its value is shown (default: as stored).
 */
export function scoreLabels(spec: {
  readonly parts?: Readonly<Record<string, string>>;
  readonly part?: (key: string) => string | undefined;
  readonly tiebreaks?: Readonly<Record<string, { readonly label: string; readonly value?: (v: number) => string }>>;
}): ScoreLabels {
  return {
    part: (key) =>
      (Object.prototype.hasOwnProperty.call(spec.parts ?? {}, key) ? spec.parts![key] : undefined) ?? spec.part?.(key) ?? camelToWords(key),
    tiebreak: (name, value) => {
      const t = Object.prototype.hasOwnProperty.call(spec.tiebreaks ?? {}, name) ? spec.tiebreaks![name] : undefined;
      return t ? { label: t.label, value: t.value ? t.value(value) : String(value) } : plainScoreLabels.tiebreak(name, value);
    },
  };
}

/** `41` + `million` -> `41 million`; `1` + `points` -> `1 point`. */
export function amount(n: number, unit: string): string {
  return `${n} ${Math.abs(n) === 1 && unit.endsWith('s') ? unit.slice(0, -1) : unit}`;
}

/** The winner line in words: `Winner: P3 with 41 million`, `Winners: P1, P2 with 30 points each`, `Leading: ...`. */
export function winnerLine(sheet: ScoreSheet, labels: ScoreLabels = plainScoreLabels): string {
  const top = sheet.players.filter((p) => sheet.winners.includes(p.player));
  if (top.length === 0) {
    const o = sheet.opponent;
    if (o) return `${sheet.final ? 'Winner' : 'Leading'}: the ${o.name} with ${amount(o.total, sheet.unit)}`;
    return sheet.final ? 'No winner' : 'No leader yet';
  }
  const total = top[0]!.total;
  const who = top.map((p) => `P${p.player + 1}`).join(', ');
  const head = `${sheet.final ? 'Winner' : 'Leading'}${top.length > 1 ? 's' : ''}: ${who} with ${amount(total, sheet.unit)}${top.length > 1 ? ' each' : ''}`;
  // Someone else has the same total: name the first tie-break that separated the winners from them.
  let level = sheet.players.filter((p) => p.total === total && !sheet.winners.includes(p.player));
  const best = top[0]!.tiebreak;
  for (let k = 0; k < sheet.tiebreakNames.length && level.length > 0; k++) {
    if (level.some((p) => (p.tiebreak[k] ?? 0) !== (best[k] ?? 0))) {
      const t = labels.tiebreak(sheet.tiebreakNames[k]!, best[k] ?? 0);
      return `${head}, on the tie-break (${t.label}: ${t.value})`;
    }
    level = level.filter((p) => (p.tiebreak[k] ?? 0) === (best[k] ?? 0));
  }
  return head;
}
