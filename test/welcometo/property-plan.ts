import type { WelcomeToState } from '../../src/welcometo/types.js';
/**
 * The CI property plan: checkGame for at least 200 random full games at EVERY player count 1..12,
 * spread evenly over every mode of that count (`configsFor`: 3 boards x standard / advanced / expert,
 * solo has no expert), with the hidden-information check (`leaks`), the card-conservation / sheet
 * invariant and the near-miss probes.
 *
 * Budget: the whole test folder must stay near 150 s of CPU. Every step of every game still gets the
 * full per-step contract (frozen input, every listed action applies, invariant), and every game ends
 * with the replay, view-of-every-seat and GAME_OVER checks; only the costly probe/JSON-snapshot steps
 * are sampled, at a rate that falls with the player count (probing a 12-seat state costs ~10x a solo
 * one: more probes per step and a bigger state to serialise per probe). The first three steps of
 * every game are always probed (the core harness does that even at probeRate 0), so from 7 players
 * on only those are. Measured (2 cores, shared machine): the whole folder 119-138 s of CPU, ~112-140 s wall. The same plan runs with a higher probe rate in welcometo.fuzz.test.ts.
 *
 * Player counts are split over several test files (property-*.test.ts) so vitest runs them in parallel.
 */
import { expect, it } from 'vitest';
import { checkGame } from '../../src/core/testing.js';
import { configsFor, g, invariant, leaks, probes } from './helpers.js';

/** Random full games per player count, summed over its modes (at least). */
export const GAMES_PER_COUNT = 200;

/** Share of steps probed at a player count. */
export function probeRateFor(players: number): number {
  if (players <= 2) return 0.01;
  if (players <= 6) return 0.004;
  return 0;
}

const VERBS = ['takes', 'writes', 'builds', 'sends', 'puts', 'raises', 'copies', 'skips', 'claims', 'uses', 'asks'];
/** WT-1.1: what another seat does during the turn is hidden until it resolves: no line may say what. */
export function hidden(s: WelcomeToState, viewer: number | null): string[] {
  const out: string[] = [];
  for (let p = 0; p < s.players.length; p++) if (p !== viewer) for (const v of VERBS) out.push(`P${p + 1} ${v}`);
  return out;
}

/** One vitest case per player count: >= GAMES_PER_COUNT games over every mode of that count. */
export function propertyCase(players: number, perCount = GAMES_PER_COUNT, probeRate = probeRateFor(players)): void {
  const modes = configsFor(players).length;
  const games = Math.ceil(perCount / modes);
  it(`${players} player(s): ${modes} modes x ${games} games = ${modes * games}, probeRate ${probeRate}`, () => {
    const report = checkGame(g, { players: [players], games, probeRate, configs: configsFor, invariant, leaks, probes, hidden, seed: 1000 + players });
    expect(report.games).toBe(modes * games);
    expect(report.games).toBeGreaterThanOrEqual(perCount);
    expect(Object.keys(report.cases)).toHaveLength(modes);
    for (const n of Object.values(report.cases)) expect(n).toBe(games);
  });
}
