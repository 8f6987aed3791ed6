/**
 * Villagers edited-states soak (`npm run fuzz`): random games solo to 5 players (3 seeds per count, times
 * FUZZ_SCALE) plus a maximal-Countess solo game, 5 sampled states each, 100 edits per state, within the
 * FUZZ_MINUTES budget of test/fuzz.ts. The slowest call is reported; only a call over HANG_MS (a hang)
 * fails — speed is not asserted in a test.
 */
import { describe, expect, it } from 'vitest';
import type { VillagersConfig } from '../../src/villagers/types.js';
import { mergeTally, scaled, soak } from '../fuzz.js';
import { HANG_MS } from '../hang.js';
import { runEdits, type EditTally } from './edits.js';

describe('villagers edited states soak (npm run fuzz)', () => {
  it('random games (solo to 5 players), 5 sampled states each, 100 edits per state: only RuleErrors', () => {
    const t: EditTally = { edited: 0, rejected: 0, accepted: 0, calls: 0, failures: [], maxMs: 0, slowest: '', rawCrashes: 0 };
    const one = (config: VillagersConfig, seed: string) => mergeTally(t, runEdits([[config, seed]], 100, `fuzz/${seed}`), 'maxMs', 'slowest');
    const tasks = [
      ...[1, 2, 3, 4, 5].map((n) => ({ label: `${n}p`, runs: scaled(3), run: (i: number) => one({ players: n }, `fz${n}-${i + 1}`) })),
      { label: 'max countess', runs: 1, run: () => one({ players: 1, countess: { perVillagerAtSecondMarket: 1000 } }, 'fz-max') },
    ];
    const r = soak('villagers/villagers-edits.fuzz', tasks);
    console.log(`[fuzz] villagers edited states: ${JSON.stringify({ ...t, failures: t.failures.length })}`);
    expect(t.failures).toEqual([]);
    expect(t.maxMs, t.slowest).toBeLessThan(HANG_MS);
    expect(t.edited).toBe(r.total * 5 * 100);
  });
});
