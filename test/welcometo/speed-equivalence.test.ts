/**
 * Speed work must not change the game: the same seeded random playouts give the same action
 * sequences, legal-list sizes, final states, scores and views as the engine did before the speed
 * pass (golden checksums computed on commit 6ce24eb, before any change). Correctness only; speed is
 * measured by `bench`, never asserted.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/core/index.js';
import { welcometo, welcometoModes, type WelcomeToConfig } from '../../src/welcometo/index.js';
import { unfrozen } from '../frozen.js';

/** Groups of seeded playouts (about 200 games in all): every mode at 1, 2, 4 and 6 players, plus options. */
const GROUPS: { name: string; configs: WelcomeToConfig[]; games: number }[] = [
  { name: '4 players, every mode', configs: welcometoModes(4), games: 12 },
  { name: 'solo, every mode', configs: welcometoModes(1), games: 6 },
  { name: '2 players, every mode', configs: welcometoModes(2), games: 4 },
  { name: '6 players, every mode', configs: welcometoModes(6), games: 2 },
  {
    name: '3 players, rule options',
    configs: [
      { players: 3, variant: 'advanced', roundaboutTiming: 'beforeOrAfter', refusalConsidersTemp: true, tempRanking: 'competition', tempZeroModifierHires: false },
      { players: 3, board: 'icecream', variant: 'advanced', iceBonusTrigger: 'reachLastConeHouse', roundaboutTiming: 'beforeChoosing', reshufflePolicy: 'firstPlanOnly' },
      { players: 3, board: 'christmas', expert: true, variant: 'advanced', reshufflePolicy: 'never', thematicReplacesStack3: false },
    ],
    games: 4,
  },
];

function checksum(configs: WelcomeToConfig[], games: number): string {
  const h = createHash('sha256');
  for (const [m, config] of configs.entries()) {
    for (let i = 0; i < games; i++) {
      const seed = `speed/${m}/${i}`;
      const sizes: number[] = [];
      const r = playout(welcometo, config, seed, {
        onAction: (s, a) => sizes.push(welcometo.legalActions(s, a.player).length),
      });
      h.update(`${JSON.stringify(config)}|${seed}|${JSON.stringify(r.log.actions)}|${sizes.join(',')}|`);
      h.update(`${JSON.stringify(r.state)}|${JSON.stringify(welcometo.score(r.state))}|${JSON.stringify(welcometo.view(r.state, 0))}\n`);
    }
  }
  return h.digest('hex').slice(0, 16);
}

const GOLDEN: Record<string, string> = {
  '4 players, every mode': '370c4f8f71b3f946',
  'solo, every mode': '4314d00711a90a0d',
  '2 players, every mode': 'e404adddb04ddafd',
  '6 players, every mode': '06b9a0611179155b',
  '3 players, rule options': '2dadeb96ee7363c3',
};

describe('welcometo states built by hand are frozen throughout', () => {
  it('every state of a seeded game in each 4-player and solo mode', () => {
    for (const config of [...welcometoModes(4), ...welcometoModes(1)]) {
      const r = playout(welcometo, config, 'speed/frozen', {
        onAction: (s) => expect(unfrozen(s)).toBeNull(),
      });
      expect(unfrozen(r.state)).toBeNull();
    }
  });
});

describe('welcometo speed equivalence: seeded playouts unchanged by the speed pass', () => {
  for (const g of GROUPS) {
    it(g.name, () => {
      const sum = checksum(g.configs, g.games);
      expect(sum).toBe(GOLDEN[g.name]);
    });
  }
});
