/**
 * `tabletop-rules/core`: the engine kit every game is built on.
 */
export * from './game.js';
export * from './errors.js';
export * from './ruledoc.js';
export * from './rng.js';
export * from './actions.js';
export * from './score.js';
export * from './labels.js';
export * from './grid.js';
export * from './graph.js';
export * from './replay.js';
export * from './bots.js';
export * from './determinize.js';
export * from './mcts.js';
export * from './freeze.js';
export * from './json.js';
export * from './validate.js';
export { buildPosition, readPosition } from './position.js';
export { MAX_ACTION_TEXT, MAX_STATE_TEXT, parseAction, parseState } from './parse.js';
export { defineGame, type GameRules } from './harden.js';
export { produce, type Draft } from './immer.js';
