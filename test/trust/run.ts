/** Run the corpus over every game at a given size; shared by the fast slice and `npm run fuzz`. */
import { GAMES, attackActions, attackConfigs, attackLogs, attackStates, badValues, newTally, sampleStates, type Tally } from './corpus.js';

export interface Size {
  /** Random games per config. */
  games: number;
  /** Sampled points per game. */
  points: number;
  /** Edited states per sampled point. */
  edits: number;
}

export function runCorpus(size: Size): Record<string, Tally> {
  const values = badValues();
  const out: Record<string, Tally> = {};
  for (const { game, configs } of GAMES) {
    const t = newTally();
    out[game.id] = t;
    configs.forEach((config, ci) => {
      attackConfigs(t, game, config, values);
      for (let g = 0; g < size.games; g++) {
        const seed = 1 + g * 31 + ci;
        const { states, log } = sampleStates(game, config, seed, size.points);
        attackLogs(t, game, log);
        states.forEach((s, i) => {
          attackActions(t, game, s, values);
          attackStates(t, game, s, size.edits, seed * 101 + i);
        });
      }
    });
  }
  return out;
}

export function summary(r: Record<string, Tally>): string {
  return Object.entries(r)
    .map(([id, t]) => `${id}: ${t.calls} calls, max ${t.maxMs.toFixed(1)} ms (${t.slowest}), edited states rejected/accepted ${t.statesRejected}/${t.statesAccepted}, outcomes ${JSON.stringify(t.outcomes)}, non-RuleError ${t.failures.length}`)
    .join('\n');
}
