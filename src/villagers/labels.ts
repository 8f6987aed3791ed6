/** The score sheet in words (V-10.2): the part names are words already; the tie-break is shown as a count. */
import { scoreLabels, type ScoreLabels } from '../core/labels.js';

/** `fewer villagers` is stored as `-villagers` (larger is better) and shown as the number of villagers. */
export const villagersScoreLabels: ScoreLabels = scoreLabels({
  part: (key) => key,
  tiebreaks: { 'fewer villagers': { label: 'fewer villagers', value: (v) => String(-v) } },
});
