/** Soak run of the edited-state corpus (npm run fuzz): every edit of states from more seeded games. */
import { describe, expect, it } from 'vitest';
import { EDIT_CONFIGS, checkEdits, sampleStates } from './edits.js';

const SEEDS = Number(process.env.SIM_EDIT_SEEDS ?? 4);

describe('SIM trust boundary soak: every edit of states from several games per mode', () => {
  for (const config of EDIT_CONFIGS) {
    it(JSON.stringify(config).slice(0, 90), () => {
      const states = Array.from({ length: SEEDS }, (_, i) => sampleStates(config, 100 + i)).flat();
      const report = checkEdits(states, 1, `edits-soak/${config.players}`);
      console.log(JSON.stringify(config).slice(0, 60), JSON.stringify(report));
      expect(report.nonRuleErrors).toBe(0);
      expect(report.slowestMs).toBeLessThan(50);
    });
  }
});
