/**
 * Final (and running) scoring (WT-9), with the tie-break of WT-10.2. Parts are named after the
 * score sheet: plans, parks, pools, temps, estates, bis, roundabouts, refusals, plus iceCream or
 * lights on the themed boards. Penalties are negative parts.
 */
import { scoreSheet, type ScoreSheet } from '../core/index.js';
import type { WelcomeToComponents } from './data.js';
import { coneScoops } from './apply.js';
import { comps, countChar, estates, lightsInStreet, planAt } from './sheet.js';
import { BONUS_EARNED, CONE_SOLD, POOL, type ResolvedConfig, type Sheet, type WelcomeToState } from './types.js';

/** WT-9.5: temp points per seat from the temp counts (dense or competition ranking; solo threshold). */
export function tempPoints(counts: readonly number[], c: WelcomeToComponents, ranking: ResolvedConfig['tempRanking']): number[] {
  const t = c.tracks.temps;
  if (counts.length === 1) return [counts[0]! >= t.solo.threshold ? t.solo.points : 0];
  const distinct = [...new Set(counts.filter((x) => x > 0))].sort((a, b) => b - a);
  return counts.map((x) => {
    if (x <= 0) return 0;
    const place = ranking === 'dense' ? distinct.indexOf(x) : counts.filter((y) => y > x).length;
    return t.majorityPoints[place] ?? 0;
  });
}

/** WT-9.4: estate points of a sheet. */
export function estatePoints(sheet: Sheet, c: WelcomeToComponents): number {
  let sum = 0;
  for (const e of estates(sheet)) sum += c.tracks.realEstate[e.size - 1]![sheet.realEstate[e.size - 1]!]!;
  return sum;
}

/** WT-13.7: scoops of sold cones, plus one per sold cone in each street whose bonus was earned. */
export function iceCreamPoints(sheet: Sheet, c: WelcomeToComponents): number {
  if (!sheet.ice) return 0;
  const scoops = coneScoops(c);
  let sum = 0;
  sheet.ice.cones.forEach((row, s) => {
    let sold = 0;
    [...row].forEach((mark, h) => {
      if (mark === CONE_SOLD) {
        sold++;
        sum += scoops[s]![h]!;
      }
    });
    if (sheet.ice!.bonus[s] === BONUS_EARNED) sum += sold;
  });
  return sum;
}

/** WT-14.2: the longest light string of each street, summed. */
export function lightsPoints(sheet: Sheet): number {
  return sheet.houses.reduce((sum, row) => sum + lightsInStreet(row), 0);
}

/** The value a seat scores for its claim of plan slot `k` (WT-8.6, WT-12.3). */
export function planValue(state: WelcomeToState, sheet: Sheet, k: number): number {
  const t = sheet.plans[k];
  if (t === null || t === undefined) return 0;
  const plan = planAt(state, k);
  if (state.config.players === 1) {
    return state.soloApprovedTurn === null || t < state.soloApprovedTurn ? plan.firstPoints : plan.laterPoints;
  }
  const first = state.planFirstTurn[k] ?? t;
  return t === first ? plan.firstPoints : plan.laterPoints;
}

/** Named parts of one seat's score. */
export function scoreParts(state: WelcomeToState, player: number, temps: number): Record<string, number> {
  const c = comps(state);
  const sheet = state.players[player]!.sheet;
  const tr = c.tracks;
  const parts: Record<string, number> = {
    plans: sheet.plans.reduce<number>((sum, _, k) => sum + planValue(state, sheet, k), 0),
    parks: sheet.parks.reduce<number>((sum, n, s) => sum + c.streets[s]!.parkTrack[n]!, 0),
    pools: tr.pools[sheet.pools.reduce((n, row) => n + countChar(row, POOL), 0)]!,
    temps,
    estates: estatePoints(sheet, c),
    bis: 0 - tr.bis[sheet.bisUsed]!,
    roundabouts: 0 - tr.roundabouts[sheet.roundabouts]!,
    refusals: 0 - tr.permitRefusals[sheet.refusals]!,
  };
  if (state.config.board === 'icecream') parts.iceCream = iceCreamPoints(sheet, c);
  if (state.config.board === 'christmas') parts.lights = lightsPoints(sheet);
  return parts;
}

/** WT-10.2: completed estates, then estates of size 1, 2, ... 6 (more is better). */
export function tiebreak(sheet: Sheet): number[] {
  const all = estates(sheet);
  const out = [all.length];
  for (let size = 1; size <= 6; size++) out.push(all.filter((e) => e.size === size).length);
  return out;
}

export const TIEBREAK_NAMES = [
  'completed estates',
  'estates of size 1',
  'estates of size 2',
  'estates of size 3',
  'estates of size 4',
  'estates of size 5',
  'estates of size 6',
];

/** The score sheet (running until the game is over). */
export function score(state: WelcomeToState): ScoreSheet {
  const c = comps(state);
  const temps = tempPoints(state.players.map((p) => p.sheet.temps), c, state.config.tempRanking);
  return scoreSheet(
    state.players.map((p, i) => ({ parts: scoreParts(state, i, temps[i]!), tiebreak: tiebreak(p.sheet) })),
    { unit: 'points', tiebreakNames: TIEBREAK_NAMES, final: state.over },
  );
}
