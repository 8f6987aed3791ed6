/**
 * Soak run of `reachable.ts` (`npm run fuzz`): REACHABLE_GAMES (default 20) seeded random games of
 * every config of REACHABLE_CONFIGS (every player count 1..12, both variants, every board and option),
 * every state validated (every 3rd also as plain JSON): no reachable state is refused.
 */
import { describe, expect, it } from 'vitest';
import { REACHABLE_CONFIGS, playReachable } from './reachable.js';

const GAMES = Number(process.env.REACHABLE_GAMES ?? 20);

describe('welcometo reachable states (soak)', () => {
  it(`every state of ${GAMES} games per config is valid`, () => {
    const r = playReachable(REACHABLE_CONFIGS, GAMES, 'shown-soak', 3);
    console.log(`welcometo reachable: ${r.states} states (${r.withShown} with a shown sheet) of ${r.games} games`);
    expect(r.invalid).toEqual([]);
  });
});
