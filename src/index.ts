/**
 * `tabletop-rules`: the registry of every game this package ships, and the core re-exported.
 * Each game is also its own subpath (`tabletop-rules/<id>`), so an app that plays one game ships only
 * that game and the core.
 */
import type { GameRegistry } from './core/game.js';
import { welcometo } from './welcometo/index.js';
import { villagers } from './villagers/index.js';
import { skyline } from './skyline/index.js';
import { simplicity } from './simplicity/index.js';
import { bellavista } from './bellavista/index.js';

/** Every registered game by id. */
export const games: GameRegistry = {
  welcometo,
  villagers,
  skyline,
  simplicity,
  bellavista,
};

/** The registered game ids, in registry order. */
export const gameIds: readonly string[] = Object.keys(games);

export * from './core/index.js';
