/**
 * BV-4.2 with custom component data shared across player counts: the resolved components and town are
 * cached by their text, without the player count, so games of 2, 3 and 4 architects on the same custom
 * town validate and build it once; each player count must still get its own side of the offer board
 * (3 architects: `threePlayers`, else `twoOrFourPlayers`), whatever order the games are set up in.
 */
import { describe, expect, it } from 'vitest';
import { BELLAVISTA_COMPONENTS as D, bellavista as g, type BellaVistaConfig, type BellaVistaState } from '../../src/bellavista/index.js';
import { rulesOf } from '../../src/bellavista/rules.js';

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

describe('BV-4.2 rules of the published components on a named layout, for a state read from JSON', () => {
  it('a JSON copy reads the same rules as the state it copies: per layout and player count, its side of the offer board', () => {
    const seen = new Set<unknown>();
    for (const layout of ['LAYOUT-A', 'LAYOUT-B']) {
      for (const players of [2, 3, 4, 3, 2]) {
        const s = g.setup({ players, layout }, `${layout}/${players}`);
        const copy = JSON.parse(JSON.stringify(s)) as BellaVistaState;
        const rules = rulesOf(copy);
        expect(rules).toBe(rulesOf(s));
        expect(rules.offerCosts).toEqual(players === 3 ? D.offerCosts.threePlayers : D.offerCosts.twoOrFourPlayers);
        expect(rules.town).toBe(rulesOf(g.setup({ players: players === 4 ? 2 : 4, layout }, 1)).town);
        seen.add(rules);
      }
    }
    expect(seen.size).toBe(6); // 2 layouts × 3 player counts
    // Custom components on the same layout id are never read from that table.
    const components = JSON.parse(JSON.stringify({ offerCosts: { twoOrFourPlayers: [9, 7, 5, 3, 1], threePlayers: [8, 4, 2, 0] } })) as BellaVistaConfig['components'];
    const custom = g.setup({ players: 4, components }, 7);
    const copy = JSON.parse(JSON.stringify(custom)) as BellaVistaState;
    expect(rulesOf(copy).offerCosts).toEqual([9, 7, 5, 3, 1]);
    expect(rulesOf(copy)).not.toBe(rulesOf(g.setup({ players: 4 }, 7)));
  });
});
