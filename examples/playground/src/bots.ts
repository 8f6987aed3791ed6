/**
 * The bot menu. Each entry builds a bot for one seat from the core's bots; adding a bot is one line.
 * `mcts` is the core's information-set MCTS (it sees only determinizations of its seat's view), with
 * 150 ms a move.
 */
import { greedyBot, mctsBot, randomBot, type AnyGame, type Bot, type Seed } from 'tabletop-rules/core';

export const BOTS: Readonly<Record<string, (game: AnyGame, seed: Seed) => Bot>> = {
  random: (_game, seed) => randomBot(seed),
  greedy: (game, seed) => greedyBot(game, seed),
  mcts: (game, seed) => mctsBot(game, { seed, timeMs: 150 }),
};
