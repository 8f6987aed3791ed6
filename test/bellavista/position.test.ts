/** `position(spec, seed)`: the notation of docs/bellavista.md "Positions" and what it derives (issue #12). */
import { describe, expect, it } from 'vitest';
import { bellavista, position, positionOf } from '../../src/bellavista/index.js';
import { expectRuleError } from '../../src/core/testing.js';
import { legal, play } from './helpers.js';

describe('BV-5.7 BV-5.11 docs/bellavista.md: a construction-phase position', () => {
  const t = position({
    config: { players: 4 },
    buildings: ['red-8: 0,0', 'red-5: 0,3 0,4', 'red-6: 0,7 0,8'],
    phase: 'build',
    queue: ['red-7', 'blue-1', 'green-1', 'yellow-1'], // spaces 0..3, costs 7, 5, 3, 1
    zoning: 'Z-NO-PARK',
    display: ['C-BORDER', 'C-STRADDLE', 'C-PARK', 'C-RIVER'],
    contractDeck: ['C-TWO-1'],
  });
  it('card ids in the queue: their colour\'s architect, the space of their index, its cost; derived turn fields', () => {
    expect(t.queue).toEqual([
      { player: 0, card: 'red-7', space: 0, cost: 7 },
      { player: 1, card: 'blue-1', space: 1, cost: 5 },
      { player: 2, card: 'green-1', space: 2, cost: 3 },
      { player: 3, card: 'yellow-1', space: 3, cost: 1 },
    ]);
    expect([t.offerTurn, t.buildTurn, t.step]).toEqual([4, 0, 'place']);
    expect(t.contractDeck[0]).toBe('C-TWO-1');
    expect(t.contractDeck).toHaveLength(22 - 4);
    expect(t.hands.map((h) => h.length)).toEqual([3, 3, 3, 3]);
    expect(Object.isFrozen(t) && Object.isFrozen(t.buildings[0])).toBe(true);
    expect(bellavista.validate(t)).toEqual([]);
  });
  it('EXAMPLE-10 from it: on the border at (0,12) Andrea meets C-BORDER and C-STRADDLE; taking one ends the turn', () => {
    const s = play(t, { type: 'place', player: 0, cells: [[0, 12]] });
    expect(legal(s).map((a) => (a.type === 'take_contract' ? a.contract : a.type))).toEqual(['C-BORDER', 'C-STRADDLE', 'skip_contract']);
    const u = play(s, { type: 'take_contract', player: 0, contract: 'C-STRADDLE' });
    expect(bellavista.actors(u)).toEqual([1]);
  });
});

describe('BV-4.3 BV-5.13 derived zoning and round', () => {
  it('round 5 without zoningPast: 4 past cards dealt, the active card kept, 10 in all', () => {
    const s = position({ config: { players: 3 }, round: 5, zoning: 'Z-PARK' }, 'z');
    expect(s.zoningPast).toHaveLength(4);
    expect(s.zoning).toBe('Z-PARK');
    expect(new Set([s.zoning, ...s.zoningPast, ...s.zoningDeck]).size).toBe(10);
    const top = position({ config: { players: 3 }, zoningDeck: ['Z-BIRD'] }, 'z');
    expect(top.zoningDeck[0]).toBe('Z-BIRD');
  });
  it('a named contract is not also in the default display; counts are dealt from the rest', () => {
    const s = position({ config: { players: 4 }, contracts: [['C-TWO-1', 'C-TWO-2', 'C-TWO-3', 'C-TWO-4'], 3, 0, 0] }, 'c');
    expect(s.display.filter((c) => c.startsWith('C-TWO-'))).toEqual([]);
    expect(s.contracts[1]).toHaveLength(3);
    expect(s.display.length + s.contractDeck.length + s.contracts.flat().length).toBe(22);
  });
});

describe('BV-2.1 BV-4.10 impossible specs are BAD_STATE naming the fault', () => {
  it('a card in two places, another seat\'s card, a queue card built in another round, a malformed spec', () => {
    expectRuleError(() => position({ config: { players: 4 }, buildings: ['red-8: 0,0'], hands: [['red-8'], 3, 3, 3] }), 'BAD_STATE', 'BV-2.1', /two places/);
    expectRuleError(() => position({ config: { players: 4 }, hands: [['blue-8'], 3, 3, 3] }), 'BAD_STATE', 'BV-4.10', /not a card of P1/);
    expectRuleError(
      () => position({ config: { players: 4 }, round: 2, buildings: ['red-7@1: 0,0'], phase: 'build', queue: ['red-7', 'blue-1', 'green-1', 'yellow-1'], buildTurn: 1 }),
      'BAD_STATE',
      'BV-5.7',
      /built in round 1, not in this round 2/,
    );
    expectRuleError(() => position({ config: { players: 4 }, buildings: 5 as never }), 'BAD_STATE', 'core', /position spec/);
    // the engine's own check: no offers in the construction phase
    expectRuleError(() => position({ config: { players: 4 }, phase: 'build' }), 'BAD_STATE', 'BV-5.7');
  });
  it('positionOf round-trips a construction-phase position', () => {
    const s = position({ config: { players: 2 }, phase: 'build', queue: ['red-7', 'blue-1', 'green-1', 'yellow-1'], buildings: ['red-8: 0,0'] }, 'rt');
    const back = position(JSON.parse(JSON.stringify(positionOf(s))), 'other');
    expect(JSON.stringify(bellavista.view(back, null))).toBe(JSON.stringify(bellavista.view(s, null)));
  });
});
