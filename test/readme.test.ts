// The README's API example, kept runnable: if this test changes, change the README with it.
import { describe, expect, it } from 'vitest';
import { games, tryApply } from '../src/index.js';
import { simplicity } from '../src/simplicity/index.js';

describe('README example', () => {
  it('plays a seeded game to the end through the public API', () => {
    const game = simplicity;
    let state = game.setup({ players: 4 }, 'my-seed');
    const lines: string[] = [];
    while (!game.isOver(state)) {
      const seat = game.actors(state)[0]!;
      const moves = game.legalActions(state, seat);
      lines.push(game.describe(state, moves[0]!));
      state = game.apply(state, moves[0]!);
    }
    const bad = tryApply(game, state, { type: 'nope', player: 0 });
    expect(bad).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
    expect(game.score(state).players).toHaveLength(4);
    expect(lines.length).toBeGreaterThan(20);
    expect(Object.keys(games)).toContain('simplicity');
  });
});
