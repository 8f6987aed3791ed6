/** `position(spec)`: hand-written specs build playable states; impossible specs get BAD_STATE naming the fault. */
import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../../src/core/testing.js';
import { bellavista, position as bvPosition } from '../../src/bellavista/index.js';
import { simplicity, position as simPosition } from '../../src/simplicity/index.js';
import { skyline, position as skPosition } from '../../src/skyline/index.js';
import { villagers, position as vPosition } from '../../src/villagers/index.js';
import { welcometo, position as wtPosition } from '../../src/welcometo/index.js';

describe('welcometo position', () => {
  it('streets as text rows, derived bis/roundabout counts and roundabout fences (WT-7.3)', () => {
    const s = wtPosition({ config: { players: 2, variant: 'advanced' }, sheets: [{ streets: ['3 8 _ O _ 2 | 4 4b 9', '_ _ _ 5p', ''] }], offer: '8 surveyor, 4 landscaper, 6 pool', turn: 5 }, 'x');
    const sh = s.players[0]!.sheet;
    expect(sh.houses[0]!.slice(0, 9)).toEqual([3, 8, -1, -2, -1, 2, 4, 4, 9]);
    expect(sh.fences[0]!.slice(0, 6)).toBe('..||.|');
    expect(sh.bisUsed).toBe(1);
    expect(sh.roundabouts).toBe(1);
    expect(sh.pools[1]!.slice(0, 4)).toBe('...p');
    expect(welcometo.view(s, 0).offer.map((o) => `${o.number} ${o.effect}`)).toEqual(['8 surveyor', '4 landscaper', '6 pool']);
    expect(s.turn).toBe(5);
    expect(welcometo.render(s, 0)).toContain('top     3     8     _   | O   | _     2   | 4     4b    9');
    expect(welcometo.legalActions(s, 0).length).toBeGreaterThan(0);
  });
  it('BAD_STATE', () => {
    expectRuleError(() => wtPosition({ config: { players: 2 }, sheets: [{ streets: ['1 2 3 4 5 6 7 8 9 10 11'] }] }), 'BAD_STATE', 'WT-3.2', /top street has 10 houses, not 11/);
    expectRuleError(() => wtPosition({ config: { players: 2 }, sheets: [{ streets: ['x'] }] }), 'BAD_STATE', 'WT-4.2', /"x" is not a house/);
    expectRuleError(() => wtPosition({ config: { players: 2 }, offer: '99 surveyor, 1 pool, 2 bis' }), 'BAD_STATE', 'WT-3.4', /no card left for number 99/);
  });
});

describe('skyline position', () => {
  it('towers as site: colours + roof owners; supply, roofs and deck derived', () => {
    const s = skPosition({ config: { players: 2, objectives: 'starter', firstPlayer: 0 }, towers: 'A1: g1, A2: ww2w, C4: k', hands: ['g1 w2', 'k3'], market: ['M06', 'M07', 'M21'], turn: 1 }, 's');
    expect(s.stacks[s.sites.indexOf('A2')]).toEqual(['white', 'white', 1, 'white']);
    expect(s.playerStates[1]!.roofsLeft).toBe(9);
    expect(s.supply.white).toBe(30 - 3 - 2);
    expect(s.deck.length).toBe(44 - 3);
    expect(skyline.render(s, null)).toContain('A2*ww2w');
    expect(skyline.actors(s)).toEqual([1]);
  });
  it('BAD_STATE', () => {
    const c = { players: 2, objectives: 'starter' as const };
    expectRuleError(() => skPosition({ config: c, towers: 'Z9: g' }), 'BAD_STATE', 'SK-2.2', /no site Z9/);
    expectRuleError(() => skPosition({ config: c, towers: 'A1: 1g' }), 'BAD_STATE', 'SK-7.1', /starts with a roof/);
    expectRuleError(() => skPosition({ config: c, towers: 'A1: gw' }), 'BAD_STATE', 'SK-7.1', /mixes grey and white/);
    expectRuleError(() => skPosition({ config: c, towers: 'A1: g, A2: g' }), 'BAD_STATE', 'SK-7.1', /adjacent sites A1 and A2/);
    expectRuleError(() => skPosition({ config: c, market: ['M01', 'M01', 'M02'] }), 'BAD_STATE', 'SK-2.4', /M01 is in two places/);
  });
});

describe('simplicity position', () => {
  it('the city as a grid of letters; the pile derived', () => {
    const rows = ['B1 . P . . .', '# O . . Y .', '. . . . . .', '. B . . P .', '. . . . . .'];
    const s = simPosition({ config: { players: 4 }, city: rows, planning: 'P # . B . Y Y', order: '3 1 4 2', round: 2, bonus: '1 0 0 1' }, 'x');
    expect(s.tile.filter((k) => k >= 0).length).toBe(7); // every start position holds a tile (SIM-3.4)
    expect(s.disc[0]).toBe(0);
    expect(s.order).toEqual([2, 0, 3, 1]);
    expect(s.pile.length).toBe(60 - 7 - 5);
    expect(simplicity.render(s, null)).toContain('oB1');
    expect(simplicity.legalActions(s, simplicity.actors(s)[0]!).length).toBeGreaterThan(0);
  });
  it('BAD_STATE', () => {
    expectRuleError(() => simPosition({ config: { players: 4 }, city: ['Q'] }), 'BAD_STATE', 'SIM-3.5', /5 rows, not 1/);
    expectRuleError(() => simPosition({ config: { players: 4 }, planning: 'P P P' }), 'BAD_STATE', 'SIM-4.3', /7 entries/);
    expectRuleError(() => simPosition({ config: { players: 4 }, order: '1 1 2 3' }), 'BAD_STATE', 'SIM-4.2', /each of the 4 teams once/);
  });
});

describe('bellavista position', () => {
  it('buildings by number and cells, attributes derived by the engine (BV-3.5, BV-3.6)', () => {
    const s = bvPosition({ config: { players: 2 }, buildings: ['red-8: 0,0', 'green-4@2: 6,12 7,12 8,12'], coins: [19, 22], round: 3 }, 'x');
    const g4 = s.buildings[1]!;
    expect(g4.round).toBe(2);
    expect(g4.owner).toBe(0);
    expect(s.buildings[0]!.border).toBe(true);
    expect(s.grid[0]).toBe(0);
    expect(s.hands[0]!.includes('red-8')).toBe(false);
    expect(s.decks[0]!.length + s.hands[0]!.length).toBe(16 - 2);
    expect(bellavista.render(s, null)).toMatch(/^  0 R8 /m);
    expect(bellavista.legalActions(s, bellavista.actors(s)[0]!).length).toBeGreaterThan(0);
  });
  it('BAD_STATE', () => {
    expectRuleError(() => bvPosition({ config: { players: 2 }, buildings: ['red-4: 0,0'] }), 'BAD_STATE', 'BV-5.8', /does not fit/);
    expectRuleError(() => bvPosition({ config: { players: 2 }, buildings: ['red-8: 0,0', 'blue-8: 0,0'] }), 'BAD_STATE', 'BV-5.8', /overlaps red-8/);
    expectRuleError(() => bvPosition({ config: { players: 2 }, buildings: ['purple-8: 0,0'] }), 'BAD_STATE', 'BV-2.1', /no construction card purple-8/);
  });
});

describe('villagers position', () => {
  it('villages as chains of card names; limits and supplies derived by the engine (V-5.1)', () => {
    const s = vPosition({ config: { players: 2 }, villages: [['founders(food) > swineherd', 'hayer', 'miner'], ['founders']], hands: [['blacksmith'], 3], gold: [9, 12] }, 'x');
    expect(s.seats[0]!.village.length).toBe(4);
    expect(s.seats[0]!.village[1]!.on).toBe(0);
    expect(s.seats[1]!.hand.length).toBe(3);
    expect(s.seats[0]!.draftLimit).toBe(villagers.view(s, 0).seats[0]!.draftLimit);
    expect(villagers.render(s, 0)).toContain('founders(food) > swineherd');
    expect(villagers.legalActions(s, villagers.actors(s)[0]!).length).toBeGreaterThan(0);
  });
  it('BAD_STATE', () => {
    expectRuleError(() => vPosition({ config: { players: 2 }, villages: [['founders > dragon'], ['founders']] }), 'BAD_STATE', 'V-2.10', /no card "dragon"/);
    expectRuleError(() => vPosition({ config: { players: 2 }, villages: [['miner'], ['founders']] }), 'BAD_STATE', 'V-3.4', /no Founders/);
    expectRuleError(() => vPosition({ config: { players: 2 }, villages: [['founders > > miner'], ['founders']] }), 'BAD_STATE', 'V-2.6', /card name expected/);
  });
});
