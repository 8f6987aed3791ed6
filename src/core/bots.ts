/**
 * Bots and playouts. Bots keep their own seeded generator (outside the game state), so a playout is
 * reproducible from (config, game seed, bot seed).
 */
import { createRng, openRng, type Rng } from './rng.js';
import { RuleError } from './errors.js';
import type { AnyGame, BaseAction, BaseConfig, Game, PlayerId, Seed } from './game.js';
import { createLog, type GameLog } from './replay.js';

/** Chooses one of the legal actions of `player` in `state`. */
export interface Bot<S = unknown, A extends BaseAction = BaseAction> {
  readonly name: string;
  choose(state: S, player: PlayerId, legal: readonly A[]): A;
}

/** A bot that picks uniformly among the legal actions, from its own seeded generator. */
export function randomBot<S, A extends BaseAction>(seed: Seed): Bot<S, A> & { rng: Rng } {
  const rng = openRng(createRng(seed));
  return { name: 'random', rng, choose: (_s, _p, legal) => rng.pick(choices(legal)) };
}

/** The default greedy heuristic: own running total minus the best other total. */
export function scoreLead<S>(game: Game<S, BaseAction, BaseConfig, unknown>, state: S, player: PlayerId): number {
  const sheet = game.score(state);
  const own = sheet.players[player]?.total ?? 0;
  let best = -Infinity;
  for (const p of sheet.players) if (p.player !== player && p.total > best) best = p.total;
  return best === -Infinity ? own : own - best;
}

/**
 * A one-ply greedy bot: applies each legal action and keeps one with the highest
 * `heuristic(stateAfter, player)` (default {@link scoreLead}); ties are broken by its seeded generator.
 */
export function greedyBot<S, A extends BaseAction>(
  game: Game<S, A, BaseConfig, unknown>,
  seed: Seed,
  heuristic: (state: S, player: PlayerId) => number = (s, p) => scoreLead(game as unknown as Game<S, BaseAction, BaseConfig, unknown>, s, p),
): Bot<S, A> {
  const rng = openRng(createRng(seed));
  return {
    name: 'greedy',
    choose(state, player, legal) {
      choices(legal);
      let best: A[] = [];
      let bestValue = -Infinity;
      for (const a of legal) {
        const v = heuristic(game.apply(state, a), player);
        if (v > bestValue) {
          bestValue = v;
          best = [a];
        } else if (v === bestValue) best.push(a);
      }
      return rng.pick(best.length > 0 ? best : legal);
    },
  };
}

/** The result of {@link playout}. */
export interface Playout<S, A extends BaseAction, C extends BaseConfig> {
  readonly state: S;
  readonly log: GameLog<C, A>;
  /** Number of actions applied. */
  readonly plies: number;
  /** False if `maxPlies` was reached first. */
  readonly finished: boolean;
}

/**
 * Play a game to its end (or `maxPlies`): at each ply one of `actors(state)` is chosen by the
 * scheduler generator (seeded from `seed`), and that seat's bot picks its action. `onAction` sees
 * every (state before, action, state after).
 */
export function playout<S, A extends BaseAction, C extends BaseConfig>(
  game: Game<S, A, C, unknown>,
  config: C,
  seed: Seed,
  options: {
    bots?: readonly Bot<S, A>[] | Bot<S, A>;
    botSeed?: Seed;
    maxPlies?: number;
    onAction?: (state: S, action: A, next: S) => void;
  } = {},
): Playout<S, A, C> {
  const maxPlies = options.maxPlies ?? 100_000;
  if (!Number.isInteger(maxPlies) || maxPlies < 0) throw new RuleError('BAD_CONFIG', 'core', `playout: maxPlies must be a whole number, not ${String(maxPlies)}.`);
  const scheduler = openRng(createRng(`${String(options.botSeed ?? seed)}/scheduler`));
  const fallback = randomBot<S, A>(`${String(options.botSeed ?? seed)}/bot`);
  const botFor = (p: PlayerId): Bot<S, A> => {
    const b = options.bots;
    if (!b) return fallback;
    return Array.isArray(b) ? ((b as readonly Bot<S, A>[])[p] ?? fallback) : (b as Bot<S, A>);
  };
  let state = game.setup(config, seed);
  const actions: A[] = [];
  while (!game.isOver(state) && actions.length < maxPlies) {
    const actors = game.actors(state);
    if (actors.length === 0) throw new Error(`${game.id}: the game is not over but nobody may act`);
    const p = actors.length === 1 ? actors[0]! : scheduler.pick(actors);
    const legal = game.legalActions(state, p);
    if (legal.length === 0) throw new Error(`${game.id}: player ${p} must act but has no legal action`);
    const a = botFor(p).choose(state, p, legal);
    const next = game.apply(state, a);
    options.onAction?.(state, a, next);
    state = next;
    actions.push(a);
  }
  return {
    state,
    log: { ...createLog<C, A>(game.id, config, seed), actions },
    plies: actions.length,
    finished: game.isOver(state),
  };
}

/** {@link playout} for a game whose types are erased. */
export const playoutAny = playout as (
  game: AnyGame,
  config: BaseConfig,
  seed: Seed,
  options?: Parameters<typeof playout>[3],
) => Playout<unknown, BaseAction, BaseConfig>;

/**
 * `legal` as a bot's list to choose from: a non-empty array (the seat's `legalActions`).
 * @throws RuleError `ILLEGAL_ACTION` (rule `core`) for anything else: a bot is asked only when its seat
 *   has a legal action.
 */
export function choices<A>(legal: readonly A[]): readonly A[] {
  if (!Array.isArray(legal) || legal.length === 0) {
    throw new RuleError('ILLEGAL_ACTION', 'core', 'A bot chooses among its seat\'s legal actions, and there are none.');
  }
  return legal;
}
