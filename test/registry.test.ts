// The typed registry: each game keeps its own types (checked by `tsc --noEmit`, which covers test/).
import { describe, expect, expectTypeOf, it } from 'vitest';
import { gameById, gameIds, games, type Games, type RegisteredGameId } from '../src/index.js';
import { simplicity, type SimplicityAction, type SimplicityState } from '../src/simplicity/index.js';
import { villagers } from '../src/villagers/index.js';

describe('games (typed registry)', () => {
  it('keeps each game its own type', () => {
    expectTypeOf(games.simplicity).toEqualTypeOf<typeof simplicity>();
    expectTypeOf<Games['villagers']>().toEqualTypeOf<typeof villagers>();
    expectTypeOf(games.simplicity.setup).returns.toEqualTypeOf<SimplicityState>();
    expectTypeOf(games.simplicity.legalActions).returns.toEqualTypeOf<SimplicityAction[]>();
    expectTypeOf<RegisteredGameId>().toEqualTypeOf<'welcometo' | 'villagers' | 'skyline' | 'simplicity' | 'bellavista'>();
    const s = games.simplicity.setup({ players: 2 }, 1);
    // @ts-expect-error 'nope' is not a Simplicity action type: the registry does not erase the action type.
    expect(() => games.simplicity.apply(s, { type: 'nope', player: 0 })).toThrow(expect.objectContaining({ code: 'MALFORMED_ACTION' }));
    // @ts-expect-error a Simplicity state is not a Villagers state.
    expect(() => games.villagers.legalActions(s, 0)).toThrow();
  });
  it('looks ids up at run time, own ids only', () => {
    expect(gameIds).toEqual(['welcometo', 'villagers', 'skyline', 'simplicity', 'bellavista']);
    for (const id of gameIds) expect(gameById(id)).toBe(games[id]);
    expect(gameById('toString')).toBeUndefined();
    expect(gameById('__proto__')).toBeUndefined();
    expect(gameById('chess')).toBeUndefined();
  });
});
