/**
 * Which {@link ScoreLabels} the CLI prints a game's score sheet with: each game's own, or plain labels
 * (camelCase keys as words) for a game that exports none.
 */
import { plainScoreLabels, type ScoreLabels } from '../core/labels.js';
import { welcometoScoreLabels } from '../welcometo/labels.js';
import { villagersScoreLabels } from '../villagers/labels.js';
import { skylineScoreLabels } from '../skyline/labels.js';
import { simplicityScoreLabels } from '../simplicity/labels.js';
import { bellavistaScoreLabels } from '../bellavista/labels.js';

const byGame: Readonly<Record<string, ScoreLabels>> = {
  welcometo: welcometoScoreLabels,
  villagers: villagersScoreLabels,
  skyline: skylineScoreLabels,
  simplicity: simplicityScoreLabels,
  bellavista: bellavistaScoreLabels,
};

/** The score labels of the game with id `id`. */
export function labelsOf(id: string): ScoreLabels {
  return Object.prototype.hasOwnProperty.call(byGame, id) ? byGame[id]! : plainScoreLabels;
}
