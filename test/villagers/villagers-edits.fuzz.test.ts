import { describe, expect, it } from 'vitest';
import type { VillagersConfig } from '../../src/villagers/types.js';
import { runEdits } from './edits.js';

describe('villagers edited states soak (npm run fuzz)', () => {
  it('16 random games (solo to 5 players), 5 sampled states each, 100 edits per state: only RuleErrors, every call < 50 ms', () => {
    const games = [1, 2, 3, 4, 5].flatMap((n) => [1, 2, 3].map((k) => [{ players: n }, `fz${n}-${k}`] as [VillagersConfig, string]));
    const t = runEdits([...games, [{ players: 1, countess: { perVillagerAtSecondMarket: 1000 } }, 'fz-max'] as [VillagersConfig, string]], 100, 'fuzz');
    console.log(`villagers edited states (fuzz): ${JSON.stringify({ ...t, failures: t.failures.length })}`);
    expect(t.failures).toEqual([]);
    expect(t.maxMs, t.slowest).toBeLessThan(50);
    expect(t.edited).toBe(16 * 5 * 100);
  }, 600_000);
});
