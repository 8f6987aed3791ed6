/**
 * The bots the CLI offers (`random`, `greedy`, `mcts`), with each game's heuristics: the greedy bot,
 * the MCTS progressive bias (prior) and its playout cut-off use the game's exported heuristics where it
 * has them, else the running score lead.
 */
import type { AnyGame, PlayerId, Seed } from '../core/game.js';
import { greedyBot, randomBot, scoreLead, type Bot } from '../core/bots.js';
import { mctsBot } from '../core/mcts.js';
import { evaluateTurn as welcometoEvaluateTurn } from '../welcometo/evaluate.js';

/** Bot kinds of the CLI. */
export const BOT_KINDS = ['random', 'greedy', 'mcts'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

/** The MCTS budget per move: milliseconds or iterations (default 200 iterations). */
export interface BotBudget {
  readonly ms?: number;
  readonly iterations?: number;
}

type Heuristic = (state: never, seat: PlayerId) => number;

interface GameHeuristics {
  /** What the greedy bot maximises one ply ahead. */
  readonly greedy: Heuristic;
  /** What MCTS scores a cut-off playout with. */
  readonly evaluate: Heuristic;
  /** MCTS playout cut-off in plies. */
  readonly playoutPlies: number;
}

const HEURISTICS: Readonly<Record<string, Partial<GameHeuristics>>> = {
  // Random Welcome To playouts wreck a sheet: no playout, the leaf is scored with the turn lookahead.
  welcometo: { greedy: welcometoEvaluateTurn as Heuristic, evaluate: welcometoEvaluateTurn as Heuristic, playoutPlies: 0 },
  // Bella Vista scores mostly at the end: random playouts scored by the running lead mislead the search.
  bellavista: { playoutPlies: 0 },
};

/** The heuristics of a game (the running score lead and 20-ply playouts where it has none of its own). */
export function heuristicsOf(game: AnyGame): GameHeuristics {
  const own = Object.prototype.hasOwnProperty.call(HEURISTICS, game.id) ? HEURISTICS[game.id]! : {};
  const lead = (s: never, p: PlayerId) => scoreLead(game, s, p);
  return { greedy: own.greedy ?? lead, evaluate: own.evaluate ?? lead, playoutPlies: own.playoutPlies ?? 20 };
}

/** A bot of `kind` for `game`, seeded from `seed`. */
export function makeBot(kind: BotKind, game: AnyGame, seed: Seed, budget: BotBudget = {}): Bot {
  const h = heuristicsOf(game);
  switch (kind) {
    case 'random':
      return randomBot(seed);
    case 'greedy':
      return greedyBot(game, seed, h.greedy as (s: unknown, p: PlayerId) => number);
    case 'mcts':
      return mctsBot(game, {
        seed,
        ...(budget.ms !== undefined ? { timeMs: budget.ms } : { iterations: budget.iterations ?? 200 }),
        evaluate: h.evaluate as (s: unknown, p: PlayerId) => number,
        prior: h.greedy as (s: unknown, p: PlayerId) => number,
        playoutPlies: h.playoutPlies,
      });
  }
}
