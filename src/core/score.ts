/**
 * Building score sheets: sum named parts, rank with tie-breaks, name the winners.
 */
import type { PlayerId, PlayerScore, ScoreSheet } from './game.js';

/** One player's raw result: named parts and tie-break values (larger is better). */
export interface RawScore {
  readonly parts: Readonly<Record<string, number>>;
  readonly tiebreak?: readonly number[];
}

/**
 * `key(a)` against `key(b)` for the key `[total, ...tiebreak]`: the first difference `key(b)[i] -
 * key(a)[i]` (a missing value counts as 0), or 0. Negative: `a` ranks above `b`. Reads the parts in
 * place: no key array per comparison (this sheet is built at the end of every playout).
 */
function compare(a: { total: number; tiebreak: readonly number[] }, b: { total: number; tiebreak: readonly number[] }): number {
  const d = b.total - a.total;
  if (d !== 0) return d;
  const ta = a.tiebreak, tb = b.tiebreak;
  const n = Math.max(ta.length, tb.length);
  for (let i = 0; i < n; i++) {
    const e = (tb[i] ?? 0) - (ta[i] ?? 0);
    if (e !== 0) return e;
  }
  return 0;
}

/**
 * Build a {@link ScoreSheet} from per-seat parts. The total is the sum of the parts; ranks order by
 * total, then by each tie-break value in turn (larger is better); seats equal on all of them share a
 * rank (standard competition ranking: 1, 1, 3).
 */
export function scoreSheet(
  raw: readonly RawScore[],
  options: { unit: string; tiebreakNames?: readonly string[]; final: boolean },
): ScoreSheet {
  const n = raw.length;
  const keyed: { player: PlayerId; total: number; parts: Record<string, number>; tiebreak: number[] }[] = new Array(n);
  for (let player = 0; player < n; player++) {
    const r = raw[player]!;
    let total = 0;
    const keys = Object.keys(r.parts);
    for (let i = 0; i < keys.length; i++) total += r.parts[keys[i]!]!;
    keyed[player] = { player, total, parts: { ...r.parts }, tiebreak: [...(r.tiebreak ?? [])] };
  }
  // Standard competition ranking: 1 + the number of seats strictly ahead.
  const players: PlayerScore[] = new Array(n);
  const winners: PlayerId[] = [];
  for (let i = 0; i < n; i++) {
    const s = keyed[i]!;
    let ahead = 0;
    for (let j = 0; j < n; j++) if (compare(keyed[j]!, s) < 0) ahead++;
    players[i] = { player: s.player, total: s.total, parts: s.parts, tiebreak: s.tiebreak, rank: 1 + ahead };
    if (ahead === 0) winners.push(s.player);
  }
  return {
    unit: options.unit,
    players,
    winners,
    tiebreakNames: [...(options.tiebreakNames ?? [])],
    final: options.final,
  };
}
