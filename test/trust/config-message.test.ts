/**
 * A refused player count is printed the same way in every game, through the bounded printValue: the
 * string "2" shows as "2" in quotes, so it cannot be read as the number 2 (three games printed `not 2`).
 */
import { describe, expect, test } from 'vitest';
import { games, isRuleError, printValue, type GameRegistry } from '../../src/index.js';

const refusal = (game: GameRegistry[string], players: unknown): string => {
  try {
    game.setup({ players } as never, 1);
  } catch (e) {
    if (isRuleError(e)) return `${e.code} ${e.message}`;
    throw e;
  }
  throw new Error('accepted');
};

describe.each(Object.values(games as GameRegistry).map((game) => ({ id: game.id, game })))('$id setup', ({ game }) => {
  test.each([['2'], [2.5], [99], [-1], [null], [[2]], ['x'.repeat(500)]])('refuses players: %j, printing it with printValue', (players) => {
    const message = refusal(game, players);
    expect(message.startsWith('BAD_CONFIG ')).toBe(true);
    expect(message).toContain(`not ${printValue(players)}`);
    expect(message.length).toBeLessThan(200);
  });
});
