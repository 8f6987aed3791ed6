/**
 * BV-4.2 with custom component data shared across player counts: the resolved components and town are
 * cached by their text, without the player count, so games of 2, 3 and 4 architects on the same custom
 * town validate and build it once; each player count must still get its own side of the offer board
 * (3 architects: `threePlayers`, else `twoOrFourPlayers`), whatever order the games are set up in.
 */
import { describe, expect, it } from 'vitest';
import { BELLAVISTA_COMPONENTS as D, bellavista as g, type BellaVistaConfig } from '../../src/bellavista/index.js';

describe('BV-4.2 offer board side per player count on one cached custom town', () => {
  it('3, 4, 2 and 3 architects on the same components each get their side of the offer board', () => {
    const offerCosts = { twoOrFourPlayers: [9, 7, 5, 3, 1], threePlayers: [8, 4, 2, 0] };
    const components = JSON.parse(JSON.stringify({ offerCosts, startingCoins: D.startingCoins })) as BellaVistaConfig['components'];
    for (const players of [3, 4, 2, 3] as const) {
      const s = g.setup({ players, components }, players);
      const side = players === 3 ? offerCosts.threePlayers : offerCosts.twoOrFourPlayers;
      expect(s.spaces).toHaveLength(side.length);
      expect(g.validate(s)).toEqual([]);
      // A JSON copy (another config object, same text) is checked against the same side.
      expect(g.validate(JSON.parse(JSON.stringify(s)))).toEqual([]);
      const wrong = JSON.parse(JSON.stringify(s)) as { spaces: unknown[] };
      wrong.spaces.push(null);
      expect(g.validate(wrong).length).toBeGreaterThan(0);
    }
  });
});
