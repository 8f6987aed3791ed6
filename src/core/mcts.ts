/**
 * Information-set Monte Carlo tree search (IS-MCTS) for any {@link Game}: a bot that never reads
 * hidden state.
 *
 * Each iteration searches one determinization — `game.determinize(state, seat, seed)`, a full state
 * the seat cannot tell apart from the real one — so the bot sees only what `view(state, seat)` shows
 * (single-observer IS-MCTS, Cowling, Powley & Whitehouse 2012; OpenSpiel's `is_mcts`). The tree
 * holds the seat's own decisions only: a node is the sequence of the seat's own actions from the root,
 * its children are keyed by the action's {@link actionKey}, and UCT picks among the children *available* in this
 * iteration's determinization (each child counts how often it was available, the ISMCTS form of the
 * UCB1 visit count). Moves of the other seats — and the order in which several seats act in a
 * simultaneous phase — are played by the playout policy, in the tree descent as in the playout, so the
 * tree is open-loop over them: whenever the seat is one of the actors it moves (in Welcome To every
 * seat clicks through its own turn in the same phase), otherwise one of the actors moves by the policy.
 * One node is expanded per iteration; the playout then runs to the end of the game or, with
 * `playoutPlies`, for that many plies, and the state reached is scored by `evaluate(state, seat)`
 * (default: the running score lead, {@link scoreLead}). Values are normalised to 0..1 by the smallest
 * and largest value seen in this search before UCB1 uses them. The move played is the most visited
 * root child.
 *
 * Deterministic: the search generator is seeded from `seed` and the seat's view (never from hidden
 * state), so with a fixed `iterations` the same view gives the same move. With `timeMs` the number of
 * iterations depends on the clock (`globalThis.performance.now()`, else `Date.now()`); no Node API is
 * used, so it runs in a browser.
 */
import type { Bot } from './bots.js';
import { choices, scoreLead } from './bots.js';
import { RuleError } from './errors.js';
import type { BaseAction, BaseConfig, Game, PlayerId, Seed } from './game.js';
import { actionKey } from './actions.js';
import { createRng, openRng, type Rng } from './rng.js';

/** Options of {@link mctsBot}. */
export interface MctsOptions<S, A extends BaseAction> {
  /** Iterations (determinization + descent + playout) per move. Default 200 when `timeMs` is not given. */
  readonly iterations?: number;
  /** Time budget per move in milliseconds (at least one iteration runs). Overrides `iterations` when given. */
  readonly timeMs?: number;
  /** Seed of the search generator. Default 0. */
  readonly seed?: Seed;
  /** UCB1 exploration constant `c` in `mean + c·sqrt(ln(available) / visits)`, on values scaled to 0..1. Default 0.7. */
  readonly exploration?: number;
  /** Cut the playout after this many plies and score the state reached. Default: play to the end. */
  readonly playoutPlies?: number;
  /**
   * Score every iteration at the same point of the game: stop the descent and playout when the seat
   * is about to begin its `horizonTurns`-th turn after the current one (a turn begins when the seat
   * becomes one of the actors after not being one), or at the end of the game or the `playoutPlies`
   * cut-off if sooner. Values of leaves at different depths are then comparable (a running score grows
   * with depth, so leaves of mixed depths favour whichever move was searched deepest). Default: none.
   */
  readonly horizonTurns?: number;
  /**
   * The game's turn (or round) number, for `horizonTurns`: a turn of the seat also begins when this
   * number changes while the seat is an actor (a solo seat, or a seat that acts in every phase, is never
   * "not an actor" between its turns). Default: none (turns are told only by the seat ceasing to act).
   */
  readonly turnOf?: (state: S) => number;
  /** Value of a (final or cut-off) state for `seat`; larger is better. Default {@link scoreLead}. */
  readonly evaluate?: (state: S, seat: PlayerId) => number;
  /**
   * The playout policy: picks an action of `player` among `legal`. Default: uniform random from the
   * search generator.
   */
  readonly policy?: (state: S, player: PlayerId, legal: readonly A[], rng: Rng) => A;
  /**
   * Progressive bias: a heuristic value of the state after each of the seat's actions (larger is
   * better). With it, a node expands all its children at once, tries them in order of this value, and
   * UCB1 adds `priorWeight · prior / (visits + 1)` (prior scaled to 0..1 among the available children).
   * Default: none (children are expanded one per iteration, in random order).
   */
  readonly prior?: (state: S, seat: PlayerId) => number;
  /**
   * With `prior`: do not stop the tree at the node expanded in an iteration, but descend on through
   * new nodes (each tries its children in prior order, so a new path follows the prior's best moves)
   * until the horizon, the cut-off or the end. The seat's own moves are then never random. Default false.
   */
  readonly deepPrior?: boolean;
  /**
   * With `prior`: progressive widening (progressive unpruning, Chaslot et al. 2008): a node visited
   * `n` times chooses only among its `ceil((n + 1) ^ widening)` available children of highest prior, so
   * the visits of a node with many children (every house a number could go in) go to its best few
   * instead of once to each. An exponent in (0, 1]; default: none (all children, each tried once first).
   */
  readonly widening?: number;
  /**
   * Common random numbers: search a fixed pool of this many determinizations (drawn once per move),
   * the k-th visit of a root child using determinization `k mod n` of the pool, so the root's
   * children are compared on the same hidden cards rather than on fresh draws (far less noise for the
   * same iterations). Default: a fresh determinization every iteration.
   */
  readonly determinizations?: number;
  /** Weight of the progressive-bias term. Default 1. */
  readonly priorWeight?: number;
  /** Bot name shown in tables. Default `'mcts'`. */
  readonly name?: string;
}

/** What the last search did, for tools and tests. */
export interface MctsStats {
  readonly iterations: number;
  /** Root children: action key, visits and mean value (raw `evaluate` units). */
  readonly children: readonly { readonly key: string; readonly visits: number; readonly mean: number }[];
}

interface Node {
  readonly children: Map<string, Child>;
}

interface Child {
  visits: number;
  /** Times this action was legal when its parent was visited (ISMCTS availability count). */
  available: number;
  /** Sum of raw values. */
  total: number;
  /** The prior of the action (0 without {@link MctsOptions.prior}). */
  prior: number;
  readonly node: Node;
}

const newNode = (): Node => ({ children: new Map() });

const now = (): number => {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf ? perf.now() : Date.now();
};

/**
 * An information-set MCTS bot for `game` (see the module documentation). Its `choose` returns one of
 * `legal`; `lastStats` describes the last search.
 * @throws RuleError `BAD_CONFIG` for a non-positive `iterations`, `timeMs` or `horizonTurns`; its `choose`
 *   throws `ILLEGAL_ACTION` for an empty list.
 */
export function mctsBot<S, A extends BaseAction>(
  game: Game<S, A, BaseConfig, unknown>,
  options: MctsOptions<S, A> = {},
): Bot<S, A> & { lastStats: MctsStats | null } {
  const { iterations, timeMs } = options;
  if (iterations !== undefined && !(Number.isInteger(iterations) && iterations >= 1)) throw new RuleError('BAD_CONFIG', 'core', `mcts: iterations must be a positive integer, not ${iterations}`);
  if (timeMs !== undefined && !(timeMs > 0)) throw new RuleError('BAD_CONFIG', 'core', `mcts: timeMs must be positive, not ${timeMs}`);
  const c = options.exploration ?? 0.7;
  const evaluate = options.evaluate ?? ((s: S, p: PlayerId) => scoreLead(game as unknown as Game<S, BaseAction, BaseConfig, unknown>, s, p));
  const policy = options.policy ?? ((_s: S, _p: PlayerId, legal: readonly A[], rng: Rng) => rng.pick(legal));
  const cutoff = options.playoutPlies ?? Infinity;
  const horizon = options.horizonTurns ?? Infinity;
  if (options.horizonTurns !== undefined && !(Number.isInteger(horizon) && horizon >= 1)) throw new RuleError('BAD_CONFIG', 'core', `mcts: horizonTurns must be a positive integer, not ${horizon}`);
  const turnOf = options.turnOf;
  const prior = options.prior;
  const priorWeight = options.priorWeight ?? 1;
  const deepPrior = options.deepPrior ?? false;
  const widening = options.widening;
  const poolSize = options.determinizations;
  if (poolSize !== undefined && !(Number.isInteger(poolSize) && poolSize >= 1)) throw new RuleError('BAD_CONFIG', 'core', `mcts: determinizations must be a positive integer, not ${poolSize}`);
  if (widening !== undefined && !(widening > 0 && widening <= 1)) throw new RuleError('BAD_CONFIG', 'core', `mcts: widening must be in (0, 1], not ${widening}`);
  const baseSeed = String(options.seed ?? 0);

  const bot = {
    name: options.name ?? 'mcts',
    lastStats: null as MctsStats | null,
    choose(state: S, seat: PlayerId, legal: readonly A[]): A {
      choices(legal);
      if (legal.length === 1) {
        bot.lastStats = { iterations: 0, children: [] };
        return legal[0]!;
      }
      // Seeded from what the seat sees only.
      const rng = openRng(createRng(`${baseSeed}/${JSON.stringify(game.view(state, seat))}`));
      const rootKeys = new Map(legal.map((a) => [actionKey(a), a] as const));
      const root = newNode();
      let lo = Infinity;
      let hi = -Infinity;
      const deadline = timeMs !== undefined ? now() + timeMs : Infinity;
      const budget = timeMs !== undefined ? Infinity : (iterations ?? 200);
      let done = 0;
      // The pool of determinizations (common random numbers), each made when first needed.
      const poolSeeds = poolSize === undefined ? [] : Array.from({ length: poolSize }, () => rng.int(0x7fffffff));
      const pool: S[] = [];
      const pooled = (k: number): S => (pool[k] ??= game.determinize(state, seat, poolSeeds[k]!));
      while (done < budget && (done === 0 || now() < deadline)) {
        let s = poolSize === undefined ? game.determinize(state, seat, rng.int(0x7fffffff)) : pooled(0);
        const path: Child[] = [];
        let node: Node | null = root;
        let nodeVisits = done;
        let plies = 0;
        let turns = 0;
        let wasActor = true;
        let lastTurn = turnOf ? turnOf(s) : 0;
        // Descent through the seat's own decisions, expanding one node.
        while (!game.isOver(s)) {
          const actors = game.actors(s);
          if (actors.length === 0) break;
          const isActor = actors.includes(seat);
          const turn = turnOf ? turnOf(s) : 0;
          if (isActor && (!wasActor || turn !== lastTurn) && ++turns >= horizon) break;
          wasActor = isActor;
          lastTurn = turn;
          if (node !== null && isActor) {
            let acts = game.legalActions(s, seat);
            if (node === root) acts = acts.filter((a) => rootKeys.has(actionKey(a)));
            if (acts.length === 0) break;
            const keyed = acts.map((a) => ({ a, key: actionKey(a) }));
            let pick: { a: A; key: string };
            let expanded = false;
            if (prior) {
              // Progressive bias: every child exists once seen, untried ones in order of their prior.
              let pLo = Infinity;
              let pHi = -Infinity;
              for (const x of keyed) {
                let ch = node.children.get(x.key);
                if (!ch) {
                  ch = { visits: 0, available: 0, total: 0, prior: prior(game.apply(s, x.a), seat), node: newNode() };
                  node.children.set(x.key, ch);
                }
                ch.available++;
                pLo = Math.min(pLo, ch.prior);
                pHi = Math.max(pHi, ch.prior);
              }
              let eligible = keyed;
              if (widening !== undefined) {
                const m = Math.ceil((nodeVisits + 1) ** widening);
                if (m < keyed.length) {
                  const children = node.children;
                  eligible = [...keyed].sort((x, y) => children.get(y.key)!.prior - children.get(x.key)!.prior || (x.key < y.key ? -1 : 1)).slice(0, m);
                }
              }
              let best = -Infinity;
              pick = eligible[0]!;
              for (const x of eligible) {
                const ch = node.children.get(x.key)!;
                const bias = pHi > pLo ? (ch.prior - pLo) / (pHi - pLo) : 0.5;
                const u =
                  ch.visits === 0
                    ? 1e9 + bias + rng.int(1000) * 1e-7
                    : (hi > lo ? (ch.total / ch.visits - lo) / (hi - lo) : 0.5) +
                      c * Math.sqrt(Math.log(ch.available) / ch.visits) +
                      (priorWeight * bias) / (ch.visits + 1);
                if (u > best) {
                  best = u;
                  pick = x;
                }
              }
              expanded = node.children.get(pick.key)!.visits === 0;
            } else {
              const untried = keyed.filter((x) => !node!.children.has(x.key));
              for (const x of keyed) {
                const ch = node.children.get(x.key);
                if (ch) ch.available++;
              }
              if (untried.length > 0) {
                pick = untried[rng.int(untried.length)]!;
                node.children.set(pick.key, { visits: 0, available: 1, total: 0, prior: 0, node: newNode() });
                expanded = true;
              } else {
                let best = -Infinity;
                pick = keyed[0]!;
                for (const x of keyed) {
                  const ch = node.children.get(x.key)!;
                  const mean = hi > lo ? (ch.total / ch.visits - lo) / (hi - lo) : 0.5;
                  const u = mean + c * Math.sqrt(Math.log(ch.available) / ch.visits);
                  if (u > best) {
                    best = u;
                    pick = x;
                  }
                }
              }
            }
            const child: Child = node.children.get(pick.key)!;
            path.push(child);
            // The seat's own actions are the same in every determinization (they depend on its view only).
            if (poolSize !== undefined && node === root) s = pooled(child.visits % poolSize);
            s = game.apply(s, pick.a);
            nodeVisits = child.visits;
            node = expanded && !(prior && deepPrior) ? null : child.node;
            continue;
          }
          // Another seat moves (or the tree has ended): the playout policy.
          if (node === null && plies >= cutoff) break;
          const p = isActor ? seat : actors.length === 1 ? actors[0]! : actors[rng.int(actors.length)]!;
          const acts = game.legalActions(s, p);
          if (acts.length === 0) break;
          s = game.apply(s, policy(s, p, acts, rng));
          if (node === null) plies++;
        }
        const value = evaluate(s, seat);
        if (value < lo) lo = value;
        if (value > hi) hi = value;
        for (const ch of path) {
          ch.visits++;
          ch.total += value;
        }
        done++;
      }
      let bestKey = '';
      let bestVisits = -1;
      let bestMean = -Infinity;
      const children: { key: string; visits: number; mean: number }[] = [];
      for (const [key, ch] of root.children) {
        const mean = ch.visits > 0 ? ch.total / ch.visits : -Infinity;
        children.push({ key, visits: ch.visits, mean });
        if (ch.visits > bestVisits || (ch.visits === bestVisits && mean + ch.prior * 1e-9 > bestMean)) {
          bestKey = key;
          bestVisits = ch.visits;
          bestMean = mean;
        }
      }
      bot.lastStats = { iterations: done, children };
      return rootKeys.get(bestKey) ?? legal[0]!;
    },
  };
  return bot;
}
