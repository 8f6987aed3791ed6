/**
 * The contract every game implements, and the types the engine, CLI, bots and test harness share.
 * See `docs/architecture.md`: state is plain JSON, randomness lives in the state, `apply` is a
 * pure reducer that throws {@link RuleError} and never changes its input.
 */
import type { RuleError } from './errors.js';
import type { StateProblem } from './validate.js';

export type { StateProblem } from './validate.js';

/** A seat at the table: `0 .. players-1`, in seating order. */
export type PlayerId = number;

/** A seed: a string of at most 200 characters (`MAX_SEED_LENGTH`), or a safe integer. Same config + same seed => same game. */
export type Seed = string | number;

/** The games this package ships. User variants may use any other string id. */
export type KnownGameId = 'welcometo' | 'villagers' | 'skyline' | 'simplicity' | 'bellavista';
/** A game's registry id. */
export type GameId = KnownGameId | (string & {});

/** Every action is a plain object with a `type` discriminant and the acting seat. */
export interface BaseAction {
  readonly type: string;
  readonly player: PlayerId;
}

/** Every config names the number of seats; everything else has documented defaults. */
export interface BaseConfig {
  /** Number of seats at the table. */
  readonly players: number;
}

/** One player's line on the final (or running) score sheet. */
export interface PlayerScore {
  readonly player: PlayerId;
  /** The sum of `parts`. */
  readonly total: number;
  /**
   * Named parts of the total, in score-sheet order, each in the game's unit (points, coins, ...).
   * `Object.values(parts)` sums to `total`.
   */
  readonly parts: Readonly<Record<string, number>>;
  /**
   * Tie-break values after `total`, compared left to right, larger is better (negate a "fewer is
   * better" rule). Empty when the game has no tie-break.
   */
  readonly tiebreak: readonly number[];
  /** 1 = best. Players still tied after every tie-break share a rank. */
  readonly rank: number;
}

/** The score sheet of a game: one line per seat, and the winners after tie-breaks. */
export interface ScoreSheet {
  /** What the numbers count: `'points'`, `'coins'`, `'money'`... */
  readonly unit: string;
  /** One line per seat, in seat order. */
  readonly players: readonly PlayerScore[];
  /** Seats with rank 1 (several if still tied). */
  readonly winners: readonly PlayerId[];
  /** Names of the tie-break values, in order, for display. */
  readonly tiebreakNames: readonly string[];
  /** True when the game is over; a running sheet otherwise. */
  readonly final: boolean;
  /**
   * A solo mode's own opponent, who is not a seat (Villagers' Countess, S-5): her total and its parts,
   * in the sheet's unit. Absent or null in games without one. When she wins, `winners` is empty.
   */
  readonly opponent?: ScoreOpponent | null;
}

/** The non-seat opponent of a solo score sheet ({@link ScoreSheet.opponent}). */
export interface ScoreOpponent {
  /** Her name as players say it, e.g. `'Countess'`. */
  readonly name: string;
  /** The sum of `parts`. */
  readonly total: number;
  readonly parts: Readonly<Record<string, number>>;
}

/**
 * A rules engine. `State`, `Action`, `Config` and `View` are plain JSON data.
 *
 * The loop: `setup` -> (`actors`, `legalActions`) -> a chosen action -> `apply` -> ... -> `isOver`
 * -> `score`.
 *
 * Errors: every function that takes a `state` throws RuleError `BAD_STATE` (naming the first
 * problems `validate` reports, each with its rule) for a state it did not produce itself that
 * `validate` rejects, and nothing but {@link RuleError} for any input (`validate` never throws).
 * The codes each function adds are listed on it; `docs/README.md`, "Errors", gives their order.
 */
export interface Game<
  State = unknown,
  Action extends BaseAction = BaseAction,
  Config extends BaseConfig = BaseConfig,
  View = unknown,
> {
  /** Registry id, also the package subpath (`tabletop-rules/<id>`). */
  readonly id: GameId;
  /** Published English title. */
  readonly title: string;
  /** Seat counts the game supports. */
  readonly players: { readonly min: number; readonly max: number };
  /**
   * Deterministic setup: same config + same seed => deep-equal state.
   * @throws RuleError `BAD_CONFIG` for an unsupported config, `BAD_SEED` for a bad seed.
   */
  setup(config: Config, seed: Seed): State;
  /**
   * Seats that may act now, ascending; several in simultaneous phases; empty once over.
   * @throws RuleError `BAD_STATE` only (see the interface).
   */
  actors(state: State): PlayerId[];
  /**
   * Every legal action of `player` now, and only those. Empty if `player` is a seat that may not act now.
   * @throws RuleError `MALFORMED_ACTION` if `player` is not a seat of this game (an integer from 0 to
   *   `seats(state) - 1`).
   */
  legalActions(state: State, player: PlayerId): Action[];
  /**
   * How many seats this game has (its player count); seats are `0` to `seats(state) - 1`.
   * @throws RuleError `BAD_STATE` only.
   */
  seats(state: State): number;
  /**
   * The reducer. Never mutates `state`; returns a new state, frozen throughout.
   * @throws RuleError for any action not in `legalActions(state, action.player)`: `GAME_OVER`,
   *   `MALFORMED_ACTION` (not plain JSON within the action limits, no string `type`, `player` not a
   *   seat, a `type` the game does not have, a field of the wrong shape), `NOT_YOUR_TURN`, or
   *   `ILLEGAL_ACTION` with the game's rule — in that order (`docs/README.md`, "Errors").
   */
  apply(state: State, action: Action): State;
  /** True once the game has ended. @throws RuleError `BAD_STATE` only. */
  isOver(state: State): boolean;
  /** The score sheet (running while the game is on, final after). @throws RuleError `BAD_STATE` only. */
  score(state: State): ScoreSheet;
  /**
   * What `player` (or a spectator, `null`) may see: hidden cards become counts, no RNG state.
   * @throws RuleError `MALFORMED_ACTION` for a viewer that is neither `null` nor a seat of this game
   *   (the same for `describe`, `render` and `determinize`).
   */
  view(state: State, player: PlayerId | null): View;
  /**
   * One line a person can read about a legal action, before it is applied, e.g. for the CLI's
   * `play` (`"P2 builds a blue floor on site 7"`), worded as `viewer` (a seat, or `null` for a
   * spectator; the default) may know it: a card put face down is named only to its owner.
   * @throws RuleError for an action that is not legal in `state` (the error `apply` would throw).
   */
  describe(state: State, action: Action, viewer?: PlayerId | null): string;
  /**
   * Everything wrong with `state` as a state of this game: shape (every field, type and range),
   * cross-field invariants and derived fields. Empty means valid: every other function handles the
   * state in bounded time and throws nothing but {@link RuleError}. Never throws; linear in the
   * state's size. Every other function checks a state it did not produce itself with it when the
   * state enters (`BAD_STATE` if it has problems), so this is the whole trust boundary for states;
   * states the engine produced always pass.
   */
  validate(state: unknown): StateProblem[];
  /**
   * Determinization (for information-set search): a full state that `seat` (or a spectator, `null`)
   * cannot tell apart from `state` — `view(result, seat)` deep-equals `view(state, seat)` — with
   * everything that seat cannot see (deck order, other hands, face-down cards, unrevealed choices and
   * the RNG state) re-dealt at random from what it cannot see, drawn from `seed` with the core RNG.
   * The result depends only on `view(state, seat)`, the multiset of hidden items and `seed`: two
   * states with equal views for `seat` give the same result for the same seed. The result is a legal
   * state the reducer plays on. Never mutates `state`.
   * @throws RuleError `BAD_SEED` for a bad seed, `MALFORMED_ACTION` for a `seat` that is neither `null`
   *   nor a seat of this game.
   */
  determinize(state: State, seat: PlayerId | null, seed: Seed): State;
  /**
   * A plain-text picture of what `viewer` (a seat, or `null` for a spectator) sees, in the game's own
   * layout, with whose turn it is and the phase; at most 100 columns a line. Computed from
   * `view(state, viewer)` only, so it never shows hidden information.
   * @throws RuleError `MALFORMED_ACTION` for a viewer that is neither `null` nor a seat (it is required).
   */
  render(state: State, viewer: PlayerId | null): string;
  /**
   * The most actions a whole game with this state's config can take, from `setup` to its end (an upper
   * bound, like OpenSpiel's `MaxGameLength`), derived from the config and components only: a positive
   * integer, or `Infinity` for a game with no finite bound under its rules (Tower Up: taking cards and
   * returning floors can go on without end) or none derived yet (Villagers: see docs/villagers.md).
   * `replay` refuses a longer log as `BAD_LOG` before replaying it; `checkGame` fails a playout that
   * runs past it.
   * @throws RuleError `BAD_STATE` only.
   */
  maxGameLength(state: State): number;
}

/** A game with its type parameters erased, for registries and generic tools. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any>;

/** Games by id. */
export type GameRegistry = Readonly<Record<string, AnyGame>>;

/** The state type of a game object. */
export type StateOf<G> = G extends Game<infer S, BaseAction, BaseConfig, unknown> ? S : never;
/** The action type of a game object. */
export type ActionOf<G> = G extends Game<unknown, infer A, BaseConfig, unknown> ? A : never;
/** The config type of a game object. */
export type ConfigOf<G> = G extends Game<unknown, BaseAction, infer C, unknown> ? C : never;

/** The result of {@link tryApply}. */
export type TryResult<State> = { ok: true; state: State } | { ok: false; error: RuleError };
