/**
 * `tabletop-rules`: the registry of every game this package ships, and the core re-exported.
 */
import type { GameRegistry } from './core/game.js';

/** Every registered game by id. */
export const games: GameRegistry = {};

/** The registered game ids, in registry order. */
export const gameIds: readonly string[] = Object.keys(games);

export * from './core/index.js';
