/**
 * A seat is a seat of this game, not of the largest game the rules allow: in a 2-player game seat 2
 * is refused by every function that takes a seat (villagers `determinize` crashed on it with a
 * TypeError; `view`/`render` showed "P3's view"; `legalActions` returned []).
 */
import { describe, expect, test } from 'vitest';
import { games, isRuleError, type GameRegistry } from '../../src/index.js';
import { comparableView } from '../../src/villagers/index.js';

const codeOf = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    return isRuleError(e) ? e.code : `non-RuleError: ${String(e)}`;
  }
  return 'returned';
};

describe.each(Object.values(games as GameRegistry).map((game) => ({ id: game.id, game })))('$id', ({ game }) => {
  const players = Math.max(2, game.players.min);
  const state = game.setup({ players }, 'seats');
  test(`seats(state) is the player count (${players}), and seats past it are refused`, () => {
    expect(game.seats(state)).toBe(players);
    expect(game.seats(JSON.parse(JSON.stringify(state)))).toBe(players);
    for (let seat = players; seat < game.players.max + 2; seat++) {
      expect(codeOf(() => game.legalActions(state, seat))).toBe('MALFORMED_ACTION');
      expect(codeOf(() => game.view(state, seat))).toBe('MALFORMED_ACTION');
      expect(codeOf(() => game.render(state, seat))).toBe('MALFORMED_ACTION');
      expect(codeOf(() => game.determinize(state, seat, 1))).toBe('MALFORMED_ACTION');
      expect(codeOf(() => game.describe(state, game.legalActions(state, game.actors(state)[0]!)[0]!, seat))).toBe('MALFORMED_ACTION');
    }
    for (let seat = 0; seat < players; seat++) {
      expect(codeOf(() => game.view(state, seat))).toBe('returned');
      expect(codeOf(() => game.determinize(state, seat, 1))).toBe('returned');
    }
  });
  test('seats of a non-state is BAD_STATE', () => {
    for (const junk of [null, {}, [], 3, 'x']) expect(codeOf(() => game.seats(junk as never))).toBe('BAD_STATE');
  });
});

test('villagers comparableView of a non-state is BAD_STATE', () => {
  for (const junk of [{}, null, [], { players: 2 }]) expect(codeOf(() => comparableView(junk as never))).toBe('BAD_STATE');
});

test('a solo Villagers game has one seat (the Countess keeps a row in the state, but is no seat)', () => {
  const s = games.villagers.setup({ players: 1 }, 'solo');
  expect(games.villagers.seats(s)).toBe(1);
  expect(codeOf(() => games.villagers.view(s, 1))).toBe('MALFORMED_ACTION');
  expect(codeOf(() => games.villagers.view(s, 0))).toBe('returned');
});
