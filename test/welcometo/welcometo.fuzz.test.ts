/**
 * Soak run (`npm run fuzz`, not CI): random full games at every player count 1..12, spread over every
 * mode of that count (see `configsFor`), with the hidden-information check and the card-conservation /
 * sheet invariant. Full count FUZZ_GAMES (default 200) games per player count (times FUZZ_SCALE), within
 * the FUZZ_MINUTES budget of test/fuzz.ts (every mode of every count plays at least one game).
 */
import { describe, expect, it } from 'vitest';
import { envNumber, gameTasks, scaled, soak, type GameTotals } from '../fuzz.js';
import { configsFor, g, invariant, leaks, probes } from './helpers.js';

const PER_COUNT = scaled(envNumber('FUZZ_GAMES', 200));
const PLAYERS = Array.from({ length: 12 }, (_, i) => i + 1);

describe('welcometo soak: every player count, every mode', () => {
  it(`up to ${PER_COUNT} games per player count 1..12`, () => {
    const totals: GameTotals = { games: 0, plies: 0, probes: 0, validated: 0 };
    const tasks = gameTasks(
      g,
      { players: PLAYERS, configs: configsFor, invariant, leaks, probes },
      (_n, modes) => Math.ceil(PER_COUNT / modes),
      totals,
      (n) => ({ probeRate: n <= 4 ? 0.1 : 0.02 }),
    );
    const r = soak('welcometo.fuzz', tasks);
    console.log(`[fuzz] welcometo.fuzz: ${JSON.stringify(totals)}`);
    expect(totals.games).toBe(r.total);
    expect(r.total).toBeGreaterThanOrEqual(tasks.length);
  });
});
