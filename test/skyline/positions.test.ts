/** docs/skyline.md "Positions": the final-round example, with its numbers, and what position() derives. */
import { describe, expect, it } from 'vitest';
import { position, positionOf, skyline } from '../../src/skyline/index.js';
import { BOARD_T, ruleError } from './helpers.js';

describe('SK-10.1 SK-10.4 SK-8.1 docs/skyline.md Positions: a final round', () => {
  const final = position({
    config: { players: 3, setupMode: 'manual', components: { boards: { '2p': BOARD_T, '3-4p': BOARD_T }, roofsPerPlayer: 1 } },
    towers: 'X6: g1',
    hands: ['g1 w1', 'g1 w1', ''],
    turn: 1,
    end: { trigger: 'roof', by: 0, finalTurns: [1, 2] },
  });
  it('P1 has counted (cone 1: its roof on X6), P2 and P3 have not; P2 to play', () => {
    expect(final.playerStates.map((p) => p.cone)).toEqual([1, null, null]);
    expect(final.playerStates.map((p) => p.roofsLeft)).toEqual([0, 1, 1]);
    expect(skyline.actors(final)).toEqual([1]);
    expect(final.supply).toEqual({ grey: 27, white: 28, brown: 30, black: 30 });
  });
  it('round trip, and the derived fields', () => {
    expect(skyline.view(position(positionOf(final)), null)).toEqual(skyline.view(final, null));
    const s = position({ config: { players: 2 }, markers: ['g6 w5 b7 k5', 'g1'] });
    expect(s.playerStates.map((p) => p.stars)).toEqual([[2, 5], []]);
    expect(ruleError(() => position({ config: { players: 2 }, markers: ['g6 w5 b7 k5'], stars: [[2]] }))).toMatchObject({ code: 'BAD_STATE', rule: 'SK-8.1' });
  });
});
