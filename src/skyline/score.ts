/**
 * Final (and running) money (SK-11): the four vehicle tracks, bonus chips and the cone row; ties
 * broken by floors left in hand (SK-11.2, SK-11.3).
 */
import { scoreSheet, type ScoreSheet } from '../core/index.js';
import { COLOURS } from './data.js';
import { dataOf, total } from './legal.js';
import { roofsOnTop } from './objectives.js';
import type { SkylineState } from './types.js';

/** Score-sheet part names, in sheet order. */
export const SCORE_PARTS = ['greyTrack', 'whiteTrack', 'brownTrack', 'blackTrack', 'chips', 'cone'] as const;

/** Roofs on top counted for the cone: the frozen count once set, else the count right now (running sheet). */
export function coneCount(s: SkylineState, p: number): number {
  const ps = s.playerStates[p]!;
  return ps.cone ?? Math.min(roofsOnTop(s.stacks, p), dataOf(s).components.coneValues.length - 1);
}

export function score(s: SkylineState): ScoreSheet {
  const { track, coneValues } = dataOf(s).components;
  const raw = s.playerStates.map((ps, p) => {
    const parts: Record<string, number> = {};
    for (const c of COLOURS) parts[`${c}Track`] = track.values[ps.markers[c]]!;
    parts.chips = ps.chips.reduce((sum, ch) => sum + ch.value, 0);
    parts.cone = coneValues[coneCount(s, p)]!;
    return { parts, tiebreak: [total(ps.hand)] };
  });
  return scoreSheet(raw, { unit: 'million', tiebreakNames: ['floors in hand'], final: s.over });
}
