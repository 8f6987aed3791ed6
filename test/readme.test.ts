// The README's API example, kept runnable: if this test changes, change the README with it.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tryApply } from '../src/core/index.js';
import { position, positionOf, simplicity } from '../src/simplicity/index.js';

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
  });
  it('saving a game: the state JSON resumes it exactly; positionOf keeps only the spectator\'s part', () => {
    const readme = readFileSync(resolve(__dirname, '../README.md'), 'utf8');
    const block = /```ts\n(import \{ position, positionOf, simplicity \}[\s\S]*?)```/.exec(readme)![1]!;
    for (const call of ['JSON.stringify(state)', 'simplicity.apply(JSON.parse(saved), action)', "position(positionOf(state), 'any-seed')"]) expect(block, call).toContain(call);
    let state = simplicity.setup({ players: 3 }, 'save');
    for (let i = 0; i < 7; i++) state = simplicity.apply(state, simplicity.legalActions(state, simplicity.actors(state)[0]!)[0]!);
    const action = simplicity.legalActions(state, simplicity.actors(state)[0]!).at(-1)!;
    const saved = JSON.stringify(state);
    const resumed = simplicity.apply(JSON.parse(saved), action);
    expect(resumed).toEqual(simplicity.apply(state, action));
    const shared = position(positionOf(state), 'any-seed');
    expect(simplicity.view(shared, null)).toEqual(simplicity.view(state, null));
    // Not the state itself: the RNG (the future draws) is the seed's, not the game's.
    expect(JSON.stringify(shared)).not.toBe(saved);
    expect(JSON.stringify(positionOf(state))).not.toMatch(/rng/);
  });
  it('imports one game subpath and the core, not the five-game registry, and the same calls as this test', () => {
    const readme = readFileSync(resolve(__dirname, '../README.md'), 'utf8');
    const block = /## Playing through the API\s+```ts\n([\s\S]*?)```/.exec(readme)![1]!;
    const imports = [...block.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports).toEqual(['tabletop-rules/core', 'tabletop-rules/simplicity']);
    const self = readFileSync(__filename, 'utf8');
    for (const call of ['game.setup({ players: 4 }, \'my-seed\')', 'game.actors(state)[0]!', 'game.legalActions(state, seat)', 'game.apply(state, moves[0]!)', "tryApply(game, state, { type: 'nope', player: 0 })"]) {
      expect(block, call).toContain(call);
      expect(self, call).toContain(call);
    }
  });
});
