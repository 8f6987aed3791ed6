/** The score sheet in words (SIM-7, SIM-8.4). */
import { scoreLabels, type ScoreLabels } from '../core/labels.js';

/**
 * The tie-break is stored as the negated final pawn row (larger is better) and shown as the row, 1 at the
 * top (`final pawn row (higher wins)`: `6`); a team without a pawn on the planning board yet shows `none`.
 */
export const simplicityScoreLabels: ScoreLabels = scoreLabels({
  parts: { links: 'links', neighbourhoods: 'neighbourhoods', parks: 'parks', bonus: 'bonus tokens' },
  tiebreaks: {
    'final pawn (-row)': { label: 'final pawn row (higher wins)', value: (v) => (-v >= 8 ? 'none' : String(-v)) },
  },
});
