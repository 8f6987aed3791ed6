/**
 * DEFAULT "locked city" (docs/skyline.md): once no empty site can ever be built on again, nobody can place
 * a roof, so trigger A (SK-10.1) can never come; the game then ends as for trigger B (SK-10.2). With the
 * DEFAULT boards this cannot happen before a 10th roof (see the docs); on a small custom board it can, and
 * without this rule such a game would never end.
 */
import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/core/testing.js';
import { position, skyline, type BoardData } from '../../src/skyline/index.js';
import { BOARD_T, build, hands, positionT, takeAndSettle } from './helpers.js';

/** A wheel: hub H joined to L1..L4, which form a ring. H has 4 streets. */
const WHEEL: BoardData = {
  id: 'wheel',
  sites: ['H', 'L1', 'L2', 'L3', 'L4'].map((id) => ({ id, district: 'W' })),
  edges: [['H', 'L1'], ['H', 'L2'], ['H', 'L3'], ['H', 'L4'], ['L1', 'L2'], ['L2', 'L3'], ['L3', 'L4'], ['L4', 'L1']],
  parks: [],
};
const wheel = (players: number, roofsPerPlayer = 10) => ({
  players,
  setupMode: 'manual' as const,
  firstPlayer: 0,
  objectives: 'starter' as const,
  components: { boards: { '2p': WHEEL, '3-4p': WHEEL }, roofsPerPlayer },
});

describe('SK-10.6 (with SK-10.2, SK-10.3) DEFAULT locked city: no site can be built on any more', () => {
  it('a build that fills the board ends the game as trigger B: everyone once more, the builder last', () => {
    const s0 = positionT(3, { towers: 'X1: g, X2: w, X3: g, X4: g, X5: w', hands: hands(3, 'b1 w1') });
    let s = skyline.apply(s0, build(s0, 'X6', 'brown', 'X6'));
    expect(s.end).toEqual({ trigger: 'locked', by: 0, finalTurns: [1, 2, 0] });
    expect(s.turn).toBe(1);
    const order: number[] = [];
    while (!s.over) {
      order.push(s.turn);
      expect(s.playerStates[s.turn]!.cone).toBe(null);
      expect(skyline.legalActions(s, s.turn).some((a) => a.type === 'build')).toBe(false);
      const p = s.turn;
      s = takeAndSettle(s, 0);
      expect(s.playerStates[p]!.cone).not.toBe(null);
    }
    expect(order).toEqual([1, 2, 0]);
    expect(s.playerStates[0]!.cone).toBe(1); // X6
  });
  it('a board with an empty site is locked when every empty site touches all four colours', () => {
    const s0 = position({ config: wheel(2), towers: 'L1: g, L2: w, L3: b', hands: hands(2, 'g1 b1 k1 w1') });
    const locked = skyline.apply(s0, build(s0, 'L4', 'black', 'L4'));
    expect(locked.end).toEqual({ trigger: 'locked', by: 0, finalTurns: [1, 0] });
    const open = skyline.apply(s0, build(s0, 'L4', 'white', 'L4')); // H could still be black
    expect(open.end).toBe(null);
    expect(open.turn).toBe(1);
  });
  it('SK-10.1 a 10th roof that also locks the city is trigger A', () => {
    // One roof per seat: the build places P1's last one.
    const s0 = position({ config: wheel(2, 1), towers: 'L1: g, L2: w, L3: b', hands: hands(2, 'g1 b1 k1') });
    const s = skyline.apply(s0, build(s0, 'L4', 'black', 'L4'));
    expect(s.end).toEqual({ trigger: 'roof', by: 0, finalTurns: [1] });
  });
  it('SK-10.3 a lock during a final round changes nothing', () => {
    const s0 = position({
      config: wheel(3),
      towers: 'L1: g, L2: w, L3: b',
      hands: hands(3, 'g1 b1 k1'),
      turn: 1,
      end: { trigger: 'shortage', by: 0, finalTurns: [1, 2, 0] },
    });
    const s = skyline.apply(s0, build(s0, 'L4', 'black', 'L4'));
    expect(s.end).toEqual({ trigger: 'shortage', by: 0, finalTurns: [2, 0] });
  });
  it('random games on tiny boards end (they ran forever before)', () => {
    for (const board of [BOARD_T, WHEEL]) {
      const report = checkGame(skyline, {
        configs: (n) => [{ players: n, components: { boards: { '2p': board, '3-4p': board } } }, { players: n, setupMode: 'manual' as const, components: { boards: { '2p': board, '3-4p': board } } }],
        games: 5,
        maxPlies: 3000,
        probeRate: 0.05,
      });
      expect(report.games).toBe(30);
    }
  });
  it('starting floors that already lock the city (7 floors on 6 sites): the final round starts at once', () => {
    const s = skyline.setup({ players: 2, startingFloors: 7, firstPlayer: 1, components: { boards: { '2p': BOARD_T } } }, 3);
    expect(s.stacks.every((st) => st.length > 0)).toBe(true);
    expect(s.end).toEqual({ trigger: 'locked', by: 0, finalTurns: [1, 0] });
    expect(s.turn).toBe(1);
  });
});
