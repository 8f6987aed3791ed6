/**
 * The bot menu. Each entry builds a bot for one seat from the core's bots; adding a bot is one line
 * (e.g. `mcts: (game, seed) => mctsBot(game, { seed })` once the core ships it).
 */
import { greedyBot, randomBot, type AnyGame, type Bot, type Seed } from 'tabletop-rules/core';

export const BOTS: Readonly<Record<string, (game: AnyGame, seed: Seed) => Bot>> = {
  random: (_game, seed) => randomBot(seed),
  greedy: (game, seed) => greedyBot(game, seed),
};
