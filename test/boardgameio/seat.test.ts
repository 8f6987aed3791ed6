/**
 * The adapter's reading of boardgame.io's `playerID`: only the decimal string of a seat names a seat.
 * `Number()` would also read `""` as seat 0 and `"0x1"` or `" 1 "` as seat 1.
 */
import { describe, expect, test } from 'vitest';
import { checkMove, seatOfPlayerID, toBoardgameIO, type MatchG } from '../../src/boardgameio/index.js';
import { simplicity } from '../../src/simplicity/index.js';

const ODD = ['', ' 0', '0 ', '00', '01', '0x0', '0x1', '1e0', '-0', '+1', '1.0', 'NaN', 'Infinity', '１', '9999999'];

describe('seatOfPlayerID', () => {
  test('reads "0", "1", … as seats', () => {
    expect(['0', '1', '2', '10', '123456'].map(seatOfPlayerID)).toEqual([0, 1, 2, 10, 123456]);
  });
  test.each(ODD)('%j names no seat', (id) => {
    expect(seatOfPlayerID(id)).toBeNull();
  });
  test('non-strings name no seat', () => {
    for (const id of [0, 1, null, undefined, 1n, {}, ['0'], true]) expect(seatOfPlayerID(id)).toBeNull();
  });
});

describe('the adapter with odd playerIDs', () => {
  const state = simplicity.setup({ players: 2 }, 'seat');
  const seat = simplicity.actors(state)[0]!;
  const action = simplicity.legalActions(state, seat)[0]!;
  const G = { state, config: { players: 2 }, seed: 1 } as unknown as MatchG<typeof state, { players: number }>;

  test('checkMove: only the seat\'s own decimal playerID may act for it', () => {
    expect(checkMove(simplicity, G, String(seat), action).ok).toBe(true);
    for (const id of seat === 0 ? ['', ' 0', '00', '-0', '0x0'] : [' 1', '01', '0x1', '1e0', '+1', '1.0']) {
      const r = checkMove(simplicity, G, id, action);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('NOT_YOUR_TURN');
    }
  });

  test('playerView shows an odd playerID the spectator\'s view; ai.enumerate lists nothing for it', () => {
    const bg = toBoardgameIO(simplicity);
    const view = (playerID: string | null) => (bg.playerView as (a: { G: unknown; ctx: unknown; playerID: string | null }) => unknown)({ G, ctx: {}, playerID });
    const enumerate = (playerID: string) => (bg.ai!.enumerate as (G: unknown, ctx: unknown, id: string) => unknown[])(G, {}, playerID);
    expect(view(String(seat))).toEqual(simplicity.view(state, seat));
    for (const id of ODD) {
      expect(view(id)).toEqual(simplicity.view(state, null));
      expect(enumerate(id)).toEqual([]);
    }
    expect(enumerate(String(seat))).toHaveLength(simplicity.legalActions(state, seat).length);
  });
});
