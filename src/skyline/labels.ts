/** The score sheet in words (SK-11): `greyTrack` -> `grey track`, `chips` -> `bonus chips`. */
import { scoreLabels, type ScoreLabels } from '../core/labels.js';

export const skylineScoreLabels: ScoreLabels = scoreLabels({
  parts: { chips: 'bonus chips', cone: 'cone' },
  part: (key) => (/^[a-z]+Track$/.test(key) ? `${key.slice(0, -5)} track` : undefined),
  tiebreaks: { 'floors in hand': { label: 'more floors in hand' } },
});
