/** The score sheet in the score pad's words (WT-9, WT-10.2; themed boards WT-13). */
import { scoreLabels, type ScoreLabels } from '../core/labels.js';

/** `plans` -> `city plans`, `temps` -> `temp agencies`, `estates` -> `real estate`, `refusals` -> `permit refusals`, ... */
export const welcometoScoreLabels: ScoreLabels = scoreLabels({
  parts: {
    plans: 'city plans',
    parks: 'parks',
    pools: 'pools',
    temps: 'temp agencies',
    estates: 'real estate',
    bis: 'bis',
    roundabouts: 'roundabouts',
    refusals: 'permit refusals',
    iceCream: 'ice cream',
    lights: 'Christmas lights',
  },
});
