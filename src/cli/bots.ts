/**
 * The bots the CLI offers (`random`, `greedy`, `mcts`), with each game's heuristics and MCTS settings
 * ({@link tuningOf}): the greedy bot's heuristic, the MCTS leaf evaluation, progressive bias (prior),
 * playout cut-off and playout policy. Games without heuristics of their own use the running score lead.
 */
import type { AnyGame, BaseAction, PlayerId, Seed } from '../core/game.js';
import { greedyBot, randomBot, scoreLead, type Bot } from '../core/bots.js';
import { mctsBot } from '../core/mcts.js';
import type { Rng } from '../core/rng.js';
import { evaluateAhead as welcometoEvaluateAhead, evaluateTurn as welcometoEvaluateTurn, turnNumber as welcometoTurn } from '../welcometo/evaluate.js';
import { evaluate as villagersEvaluate } from '../villagers/evaluate.js';
import { moneyLead as skylineMoneyLead } from '../skyline/evaluate.js';

/** Bot kinds of the CLI. */
export const BOT_KINDS = ['random', 'greedy', 'mcts'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

/** The MCTS budget per move: milliseconds or iterations (default: the game's `BotTuning.iterations`). */
export interface BotBudget {
  readonly ms?: number;
  readonly iterations?: number;
}

/** A heuristic value of a state for a seat (larger is better). */
export type Heuristic = (state: never, seat: PlayerId) => number;

/** A game's bot settings. */
export interface BotTuning {
  /** What the greedy bot maximises one ply ahead. */
  readonly greedy: Heuristic;
  /** What MCTS scores a cut-off (or final) playout state with. */
  readonly evaluate: Heuristic;
  /** MCTS playout cut-off in plies (0: the leaf is scored as soon as it is expanded). */
  readonly playoutPlies: number;
  /** Score every leaf at the start of the seat's `horizonTurns`-th next turn (0: no horizon); see `MctsOptions.horizonTurns`. */
  readonly horizonTurns: number;
  /**
   * The playout policy (also moves the other seats in the tree descent): `random` (uniform) or
   * `greedy` (the greedy heuristic over at most `sample` legal actions drawn at random; with
   * probability `epsilon` a uniform action instead).
   */
  readonly playout: 'random' | 'greedy';
  readonly epsilon: number;
  readonly sample: number;
  /** UCB1 exploration constant on values scaled to 0..1. */
  readonly exploration: number;
  /** Weight of the progressive bias from the greedy heuristic (0: no prior). */
  readonly priorWeight: number;
  /** Follow the prior through new nodes down to the horizon (see `MctsOptions.deepPrior`). */
  readonly deepPrior: boolean;
  /** The game's turn number, so that `horizonTurns` counts turns of a seat that always acts (see `MctsOptions.turnOf`). */
  readonly turnOf?: (state: never) => number;
  /** Progressive widening exponent with the prior (0: none; see `MctsOptions.widening`). */
  readonly widening: number;
  /** Size of the pool of determinizations searched (0: a fresh one every iteration; see `MctsOptions.determinizations`). */
  readonly determinizations: number;
  /**
   * MCTS iterations per move when the budget gives neither `ms` nor `iterations`: sized so that a
   * move costs at most about 200 ms of CPU on one core at 2 and 4 players (measured, docs/bots.md).
   */
  readonly iterations: number;
}

const DEFAULTS: Omit<BotTuning, 'greedy' | 'evaluate'> = {
  playoutPlies: 20,
  horizonTurns: 0,
  playout: 'random',
  epsilon: 0.2,
  sample: 8,
  exploration: 0.7,
  priorWeight: 1,
  deepPrior: false,
  widening: 0,
  determinizations: 0,
  iterations: 200,
};

/** Per-game settings (DEFAULT, from short arena runs: see docs/bots.md). */
const TUNING: Readonly<Record<string, Partial<BotTuning> & { readonly leaf?: 'own total' }>> = {
  // Welcome To: random clicks wreck a sheet, so the seat's own clicks follow the turn lookahead (deep
  // prior, widened: the best few houses of a write, not every house once) to the start of its next
  // turn (told by the turn number: a solo seat always acts), scored by its own sheet after its best
  // play of the next turn's cards, re-dealt per determinization (other sheets hold random turns);
  // root children are compared on one pool of 8 determinizations (common random numbers).
  welcometo: {
    greedy: welcometoEvaluateTurn as Heuristic,
    evaluate: welcometoEvaluateAhead as Heuristic,
    turnOf: welcometoTurn as (state: never) => number,
    horizonTurns: 1,
    playoutPlies: 200,
    deepPrior: true,
    priorWeight: 3,
    widening: 0.5,
    exploration: 0.3,
    determinizations: 8,
    iterations: 80,
  },
  villagers: { greedy: villagersEvaluate as Heuristic, evaluate: villagersEvaluate as Heuristic, iterations: 60 },
  // Bella Vista: the seat's own moves follow the greedy prior to the start of its next turn, scored by
  // its own running total (the lead over seats that moved at random in the determinization is noise).
  // Tower Up: playouts by the sampled epsilon-greedy policy (uniform random builds are far from play).
  skyline: { greedy: skylineMoneyLead as Heuristic, evaluate: skylineMoneyLead as Heuristic, playout: 'greedy', epsilon: 0.1, sample: 6, iterations: 100 },
  // Simplicity: the default 20-ply uniform playouts (the whole game at 4 players), more iterations.
  simplicity: { iterations: 400 },
  bellavista: { leaf: 'own total', horizonTurns: 1, playoutPlies: 200, deepPrior: true, priorWeight: 3, exploration: 0.3, iterations: 40 },
};

/** The bot settings of a game (the running score lead, 20-ply random playouts where it has none of its own). */
export function tuningOf(game: AnyGame, overrides: Partial<BotTuning> = {}): BotTuning {
  const { leaf, ...own } = Object.prototype.hasOwnProperty.call(TUNING, game.id) ? TUNING[game.id]! : {};
  const lead = (s: never, p: PlayerId) => scoreLead(game, s, p);
  // `leaf: 'own total'`: MCTS leaves scored by the seat's own running total, ignoring the other seats.
  const total = (s: never, p: PlayerId) => game.score(s).players[p]?.total ?? 0;
  return { greedy: lead, evaluate: leaf === 'own total' ? total : lead, ...DEFAULTS, ...own, ...overrides };
}

/**
 * The sampled epsilon-greedy playout policy: with probability `epsilon` a uniform action, else the
 * best by `h` of at most `sample` legal actions drawn at random (all of them when there are fewer).
 */
export function greedyPolicy(game: AnyGame, h: Heuristic, epsilon: number, sample: number) {
  const value = h as (s: unknown, p: PlayerId) => number;
  return (state: unknown, player: PlayerId, legal: readonly BaseAction[], rng: Rng): BaseAction => {
    if (legal.length === 1) return legal[0]!;
    if (rng.int(1_000_000) < epsilon * 1_000_000) return rng.pick(legal);
    const pool = legal.length <= sample ? legal : Array.from({ length: sample }, () => rng.pick(legal));
    let best = pool[0]!;
    let bestValue = -Infinity;
    for (const a of pool) {
      const v = value(game.apply(state, a), player);
      if (v > bestValue) {
        bestValue = v;
        best = a;
      }
    }
    return best;
  };
}

/** A bot of `kind` for `game`, seeded from `seed`; `overrides` replace the game's settings (experiments). */
export function makeBot(kind: BotKind, game: AnyGame, seed: Seed, budget: BotBudget = {}, overrides: Partial<BotTuning> = {}): Bot {
  const t = tuningOf(game, overrides);
  switch (kind) {
    case 'random':
      return randomBot(seed);
    case 'greedy':
      return greedyBot(game, seed, t.greedy as (s: unknown, p: PlayerId) => number);
    case 'mcts':
      return mctsBot(game, {
        seed,
        ...(budget.ms !== undefined ? { timeMs: budget.ms } : { iterations: budget.iterations ?? t.iterations }),
        evaluate: t.evaluate as (s: unknown, p: PlayerId) => number,
        ...(t.priorWeight > 0 ? { prior: t.greedy as (s: unknown, p: PlayerId) => number, priorWeight: t.priorWeight } : {}),
        playoutPlies: t.playoutPlies,
        deepPrior: t.deepPrior,
        ...(t.horizonTurns > 0 ? { horizonTurns: t.horizonTurns } : {}),
        ...(t.widening > 0 && t.priorWeight > 0 ? { widening: t.widening } : {}),
        ...(t.determinizations > 0 ? { determinizations: t.determinizations } : {}),
        ...(t.turnOf ? { turnOf: t.turnOf as (s: unknown) => number } : {}),
        exploration: t.exploration,
        ...(t.playout === 'greedy' ? { policy: greedyPolicy(game, t.greedy, t.epsilon, t.sample) } : {}),
      });
  }
}
