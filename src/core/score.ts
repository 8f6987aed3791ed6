/**
 * Building score sheets: sum named parts, rank with tie-breaks, name the winners.
 */
import type { PlayerId, PlayerScore, ScoreSheet } from './game.js';

/** One player's raw result: named parts and tie-break values (larger is better). */
export interface RawScore {
  readonly parts: Readonly<Record<string, number>>;
  readonly tiebreak?: readonly number[];
}

function compare(a: readonly number[], b: readonly number[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
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
  const keyed = raw.map((r, player) => {
    let total = 0;
    for (const v of Object.values(r.parts)) total += v;
    return { player, total, parts: { ...r.parts }, tiebreak: [...(r.tiebreak ?? [])] };
  });
  const key = (s: { total: number; tiebreak: number[] }) => [s.total, ...s.tiebreak];
  const players: PlayerScore[] = keyed.map((s) => ({
    ...s,
    rank: 1 + keyed.filter((o) => compare(key(o), key(s)) < 0).length,
  }));
  const winners: PlayerId[] = players.filter((p) => p.rank === 1).map((p) => p.player);
  return {
    unit: options.unit,
    players,
    winners,
    tiebreakNames: [...(options.tiebreakNames ?? [])],
    final: options.final,
  };
}
