/** The per-game bot evaluations: properties every one must have (strength is measured, not tested). */
import { describe, expect, it } from 'vitest';
import { games, playoutAny } from '../../src/index.js';
import { evaluate as villagersEvaluate, villagePromise } from '../../src/villagers/evaluate.js';
import type { VillagersState } from '../../src/villagers/types.js';

describe('Villagers evaluate', () => {
  it('is zero-sum at 2 players, and at the end the promise is the gold (V-10.1)', () => {
    const game = games.villagers!;
    const seen: VillagersState[] = [];
    const r = playoutAny(game, { players: 2 }, 'ev', { onAction: (s) => seen.push(s as VillagersState) });
    for (const s of seen.filter((_, i) => i % 25 === 0)) expect(villagersEvaluate(s, 0)).toBeCloseTo(-villagersEvaluate(s, 1), 9);
    const end = r.state as VillagersState;
    expect(end.phase).toBe('over');
    for (const seat of end.seats.slice(0, 2)) expect(villagePromise(end, seat)).toBe(seat.gold);
    expect(villagersEvaluate(end, 0)).toBe(end.seats[0]!.gold - end.seats[1]!.gold);
  });
  it('counts the Market income still to come: before the First Market, at least gold + 2 × printed gold of uncovered cards', () => {
    const game = games.villagers!;
    const s = game.setup({ players: 3 }, 'ev2') as VillagersState;
    expect(s.firstMarketDone).toBe(false);
    for (const seat of s.seats) expect(villagePromise(s, seat)).toBeGreaterThanOrEqual(seat.gold);
  });
});
