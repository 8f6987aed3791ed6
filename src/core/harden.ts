/**
 * The trust boundary every shipped game stands behind. `defineGame(rules)` wraps a game's own
 * functions so that, whatever a caller passes:
 *
 * - a state that is not an object is `BAD_STATE`; so is a state this game did not produce itself
 *   (`setup`, `apply`, `determinize`) that `validate` rejects: every state from outside (storage, a
 *   network, `JSON.parse`, a hand edit) is read once into plain JSON and checked when it enters. One
 *   that is frozen throughout is then used as it is (and remembered, so it is checked once); any other
 *   is replaced by a fresh deep-frozen copy, so no result ever shares a mutable object with the
 *   caller's input, and nothing of the caller's is frozen;
 * - `setup` reads its config the same way (`BAD_CONFIG` for non-JSON data) and returns a deep-frozen
 *   state; `apply` returns deep-frozen states;
 * - actions are read once, defensively (see `readAction`); the very objects `legalActions` listed for a
 *   frozen state are recognised by identity, cheaply;
 * - an internal exception is an engine bug and propagates (the state was valid when it entered);
 * - an action that is not legal gets one code, in this order, from `apply` and `describe` alike and in
 *   every game alike (docs/README.md, "Error codes"): `GAME_OVER` if the game is over; else
 *   `MALFORMED_ACTION` if it is not plain JSON, not an object, has no string `type`, a `player` that
 *   is not a seat of this game (an integer from 0 to seats - 1) or a `type` this game does not have;
 *   else `NOT_YOUR_TURN` if that seat may not act now; else the game's own reason (`MALFORMED_ACTION`
 *   for a field of the wrong shape, `ILLEGAL_ACTION` naming the rule). Only a failing action pays for
 *   the checks: a listed action (by identity, or equal to one) goes straight to the rules;
 * - `validate` never throws, and sees only plain JSON;
 * - `render` and `determinize` enter the state the same way; `determinize` returns a deep-frozen state.
 */
import { RuleError, isRuleError } from './errors.js';
import { deepFreeze } from './freeze.js';
import { Article, CONFIG_LIMITS, boundedText, STATE_LIMITS, article, jsonProblem, oneOfText, printValue, readJson } from './json.js';
import { isOwned, isPlainObject, jsonEqual, listedByIdentity, markMade, markOwned, markPlainCopy, readAction, rememberOwnListed, rememberedList } from './actions.js';
import { problemsError, type StateProblem } from './validate.js';
import { checkSeed } from './rng.js';
import type { BaseAction, BaseConfig, Game, PlayerId, Seed } from './game.js';

/**
 * A game's own functions, as `defineGame` takes them: like {@link Game}, but `describe` always gets a
 * viewer (`null` for a spectator) and an action known to be legal, and `validate` gets plain JSON.
 */
export type GameRules<S, A extends BaseAction, C extends BaseConfig, V> = Omit<Game<S, A, C, V>, 'describe'> & {
  describe(state: S, action: A, viewer: PlayerId | null): string;
  /**
   * Optional: the canonical form of an action whose fields are sets, not sequences (Bella Vista's
   * `cells`), so any order of the same items matches the listed action. Gets plain JSON data (any
   * shape) and must return a new value without changing it; anything it does not recognise it returns
   * as it is.
   */
  canonical?(action: unknown): unknown;
  /** How many seats this (valid) state has: its player count. Seats are 0 to `seats(state) - 1`. */
  seats(state: S): number;
  /**
   * `true` if every action `legalActions` returns is already deep-frozen (shared, interned action
   * objects): the wrapper then does not check and freeze each listed action (an `Object.isFrozen` runtime
   * call per action, 6–9% of a playout). `checkGame` fails a game whose listed actions are not deep-frozen.
   */
  frozenActions?: boolean;
  /**
   * `true` if every state `apply` returns is already frozen throughout (the game freezes what it builds,
   * as immer's auto-freeze and a hand-made copy-on-write that freezes each new part do): the wrapper
   * then does not call `deepFreeze` on it (an `Object.isFrozen` runtime call per apply even when the
   * state is frozen, ~3% of a Simplicity playout). `checkGame` fails a game whose `apply` returns a state
   * with a part that is not frozen. `setup` and `determinize` results are frozen by the wrapper whatever
   * this says.
   */
  frozenStates?: boolean;
  /**
   * Every action `type` of this game, as a set (`{ build: true, pass: true }`): the trust boundary refuses
   * any other `type` as `MALFORMED_ACTION` before it asks whose turn it is (see `defineGame`). Typed as a
   * record over the action union, so the compiler keeps it in sync with the game's action types.
   * Optional for games of your own: without it an unknown `type` gets the game's own refusal (every
   * game this package ships declares it).
   */
  actionTypes?: Readonly<Record<A['type'], true>>;
  /**
   * The rule ID of the game's list of actions (e.g. `'WT-4.3'`): the `rule` of the `MALFORMED_ACTION`
   * for a `type` not in {@link actionTypes}, whoever sends it. Default `'core'`.
   */
  actionRule?: string;
};

/** Wrap a game's functions in the trust boundary described in this module. */
export function defineGame<S, A extends BaseAction, C extends BaseConfig, V>(rules: GameRules<S, A, C, V>): Game<S, A, C, V> {
  const validate = (state: unknown): StateProblem[] => {
    if (!isObjectState(state)) {
      return [{ path: '', message: `${article(rules.id)} ${rules.id} state must be an object, not ${printValue(state)}`, rule: 'core' }];
    }
    // A state this game produced is engine data (frozen throughout); anything else is first read into
    // plain JSON, so the game's checks see only data. Either way every check runs: the harness and
    // `replay` validate what the engine produces, to catch a reducer that breaks an invariant.
    let plain: unknown = state;
    if (!produced(state)) {
      const r = readJson(state, STATE_LIMITS);
      if (!r.ok) return [{ path: r.path, message: `not plain JSON data: ${r.reason}`, rule: 'core' }];
      plain = r.value; // the copy, even of a state frozen throughout (see enter)
    }
    return check(plain);
  };

  const check = (plain: unknown): StateProblem[] => {
    try {
      const problems = rules.validate(plain);
      // A problem's path and message may hold a key or value of the caller's (an unknown field named
      // by the game): shown escaped and cut, like every value in a message (trial 20: a 3,000-character
      // key with an ESC sequence came back raw, three times, in a 6,124-character message).
      if (problems.length === 0) return problems;
      return problems.map((p) => ({ ...p, path: boundedText(p.path, 120), message: boundedText(p.message, 300) }));
    } catch (e) {
      return [{ path: '', message: `the state could not be checked (${printValue(String((e as Error)?.message ?? e))})`, rule: 'core' }];
    }
  };

  /** The state {@link enter} let in last (or `apply` made last) and the state the rules use for it. */
  let inState: unknown = NOTHING;
  let inUsed: S | undefined;

  /**
   * States this game made (`setup`, `apply`, `determinize`: the ring of recent states in actions.ts) or
   * has already checked on entry (a WeakMap), both shared with the listed-action memo: frozen
   * throughout, so they cannot have changed since. Anything else is checked when it enters.
   */
  const own = <T>(state: T, made = true): T => {
    deepFreeze(state);
    markOwned(state as object, rules, made);
    inState = state;
    inUsed = state as unknown as S;
    return state;
  };
  /** {@link own} of the state `rules.apply` returned for the entered state `s`: a new object goes straight into the ring. */
  const frozenStates = rules.frozenStates === true;
  const next = (s: S, state: S): S => {
    if (state === s) return s;
    if (!frozenStates) deepFreeze(state);
    markMade(state as object, rules);
    // The next call (a playout's `isOver`) is almost always about this state: see `enter`.
    inState = state;
    inUsed = state;
    return state;
  };
  const produced = (state: unknown): boolean => typeof state === 'object' && state !== null && isOwned(state, rules);

  const canonical = (action: unknown): unknown => (rules.canonical ? markPlainCopy(rules.canonical(action)) : action);

  /**
   * A state as the rules may use it: one this game produced, or one from outside that is plain JSON and
   * passes `validate` (else `BAD_STATE` naming the problems). Checked once: a state frozen throughout
   * is remembered as it is; any other is replaced by a deep-frozen copy (remembered; the caller's own
   * mutable object is checked again on its next call, as it may have changed).
   */
  const enter = (state: unknown): S => {
    // The state entered last (a playout asks isOver, actors, legalActions and apply about one state in
    // a row): one comparison. Only a state frozen throughout is held here (one this game made or
    // checked, or a caller's frozen one with the copy it was checked as), so it cannot have changed.
    if (state === inState) return inUsed as S;
    if (!isObjectState(state)) {
      throw new RuleError('BAD_STATE', 'core', `${Article(rules.id)} ${rules.id} state must be an object, not ${printValue(state)}.`);
    }
    if (produced(state)) {
      inState = state;
      inUsed = state as S;
      return state as S;
    }
    const entered = copies.get(state);
    if (entered !== undefined) {
      inState = state;
      inUsed = entered;
      return entered;
    }
    const r = readJson(state, STATE_LIMITS);
    if (!r.ok) throw new RuleError('BAD_STATE', 'core', `${Article(rules.id)} ${rules.id} state must be plain JSON data: ${jsonProblem(r)}.`);
    // Always the copy readJson made, even of a state frozen throughout: a frozen Proxy reads like data
    // while it is copied and may answer differently later (trial 19: one kept as it was went into Welcome
    // To's validate memo, and once its trap threw, every later Welcome To state "could not be checked").
    // The copy is what is checked, remembered and used.
    const used = r.value as S;
    const problems = check(used);
    if (problems.length > 0) throw problemsError(problems, rules.id);
    own(used, false);
    // A state frozen throughout cannot change: the next call with it gets the same copy, unchecked (and
    // the actions listed for it are recognised by identity). A mutable one is read again every call.
    if (r.frozen) {
      copies.set(state, used);
      inState = state;
      inUsed = used;
    }
    return used;
  };
  /** Caller's states frozen throughout that entered, each with the copy the engine checked and uses. */
  const copies = new WeakMap<object, S>();

  /**
   * Run `fn` on an entered state. An internal exception on a state `validate` rejects (possible only if
   * a game's `validate` misses an invariant its rules rely on) still becomes BAD_STATE naming the
   * problems; on a valid state it is an engine bug and propagates.
   */
  const guarded = <T>(s: S, fn: () => T): T => {
    try {
      return fn();
    } catch (e) {
      throw failure(s, e);
    }
  };
  /**
   * What {@link guarded} throws for `e`, an exception of the game's own code on the entered state `s`.
   * The calls made on every ply (`apply`, `legalActions`, `actors`, `isOver`) catch it themselves and
   * throw this, without a closure per call.
   */
  const failure = (s: S, e: unknown): unknown => {
    if (isRuleError(e)) return e;
    const problems = check(s);
    return problems.length > 0 ? problemsError(problems, rules.id) : e;
  };

  /** The seat count of an entered state; an exception of the game's own code (a state's trap) as {@link failure}. */
  const seatsOf = (s: S): number => {
    try {
      return rules.seats(s);
    } catch (e) {
      throw failure(s, e);
    }
  };

  /** The (remembered) list of `player`'s legal actions in an entered state; `player` is a seat. */
  const listed = (s: S, player: PlayerId): readonly A[] => {
    // A frozen state never changes: its list is computed once (deep-frozen) and handed out as copies
    // of the array, so `apply` and `describe` recognise those very objects by identity.
    const known = rememberedList(s, player) as readonly A[] | undefined;
    if (known !== undefined) return known;
    let list: readonly A[];
    try {
      list = rules.legalActions(s, player);
    } catch (e) {
      throw failure(s, e);
    }
    if (rules.frozenActions !== true) for (let i = 0; i < list.length; i++) deepFreeze(list[i]);
    rememberOwnListed(s as object, player, list);
    return list;
  };
  /** The last list {@link legalActions} handed out a copy of: its entered state, seat and list. */
  let listState: unknown = NOTHING;
  let listSeat = -1;
  let listList: readonly A[] = [];

  const legalActions = (state: S, player: PlayerId): A[] => {
    const s = enter(state);
    // The same state and seat as the last call (a seat already checked): the same list.
    if (s === listState && player === listSeat) return [...listList];
    const n = seatsOf(s);
    if (!isSeat(player, n)) {
      throw new RuleError('MALFORMED_ACTION', 'core', `A seat of this ${n}-player game is an integer from 0 to ${n - 1}, not ${printValue(player)}.`);
    }
    const list = listed(s, player);
    listState = s;
    listSeat = player;
    listList = list;
    return [...list]; // a spread: Node 20's slice() of a frozen array takes its slow path
  };

  const types = rules.actionTypes === undefined ? undefined : new Set<string>(Object.keys(rules.actionTypes));
  /** The game's action types for the unknown-type message, cut at ~80 characters like every list of allowed values. */
  const typeNames = types === undefined ? '' : oneOfText([...types]);
  const isOver = (s: S): boolean => guarded(s, () => rules.isOver(s));
  const gameOver = (): RuleError => new RuleError('GAME_OVER', 'core', 'The game is over; no more actions can be taken.');

  /** An action from outside read into plain JSON (`GAME_OVER` first: an ended game refuses anything). */
  const readFor = (s: S, action: unknown): unknown => {
    try {
      return markPlainCopy(canonical(readAction(action)));
    } catch (e) {
      if (isRuleError(e) && isOver(s)) throw gameOver();
      throw e;
    }
  };

  /**
   * An unknown `type` gets this one error whoever sends it, naming the game's `actionRule` (issue #11:
   * the seat to move used to get the game's own wording, any other seat the core's rule and wording):
   * `refusal` never swaps it for the game's.
   */
  const shared = new WeakSet<RuleError>();
  const unknownType = (type: string): RuleError => {
    const e = new RuleError('MALFORMED_ACTION', rules.actionRule ?? 'core', `${rules.title} has no ${printValue(type)} action (its actions: ${typeNames}).`);
    shared.add(e);
    return e;
  };

  /**
   * The error for a plain action that fails the checks before the game's own (see the module
   * documentation): `GAME_OVER`, then `MALFORMED_ACTION` for the shape, the seat and the type, then
   * `NOT_YOUR_TURN`; `undefined` if it passes them (the game's own reason then decides).
   */
  const screen = (s: S, plain: unknown): RuleError | undefined => {
    if (isOver(s)) return gameOver();
    if (!isPlainObject(plain)) return new RuleError('MALFORMED_ACTION', 'core', `An action must be an object like { type, player }, not ${printValue(plain)}.`);
    const type = plain.type;
    if (typeof type !== 'string') return new RuleError('MALFORMED_ACTION', 'core', `An action needs a string "type", not ${printValue(type)}.`);
    const n = guarded(s, () => rules.seats(s));
    const p = plain.player;
    if (!isSeat(p, n)) return new RuleError('MALFORMED_ACTION', 'core', `"player" must be a seat from 0 to ${n - 1}, not ${printValue(p)}.`);
    if (types !== undefined && !types.has(type)) return unknownType(type);
    if (!guarded(s, () => rules.actors(s)).includes(p)) return new RuleError('NOT_YOUR_TURN', 'core', `Seat ${p} (P${p + 1}) may not act now.`);
    return undefined;
  };

  /** The game's own error for a plain action (undefined if `rules.apply` accepts it). */
  const gameError = (s: S, plain: unknown): RuleError | undefined => {
    try {
      guarded(s, () => rules.apply(s, plain as A));
      return undefined;
    } catch (e) {
      if (isRuleError(e)) return e;
      throw e;
    }
  };

  /**
   * The error a refused action gets: the shared checks decide the code; the game's own error is kept
   * when it has that code (it names the game's rule, e.g. WT-4.3 for an unknown type).
   */
  const refusal = (why: RuleError | undefined, own: RuleError | undefined): RuleError => {
    if (why === undefined) return own ?? new RuleError('ILLEGAL_ACTION', 'core', 'That action is not legal now.');
    if (shared.has(why)) return why;
    return own !== undefined && own.code === why.code ? own : why;
  };

  const apply = (state: S, action: A): S => {
    const s = enter(state);
    const known = listedByIdentity(s, action) as A | undefined;
    if (known !== undefined) {
      let out: S;
      try {
        out = rules.apply(s, known);
      } catch (e) {
        throw failure(s, e);
      }
      return next(s, out);
    }
    const a = readFor(s, action) as A;
    let out: S;
    try {
      out = rules.apply(s, a);
    } catch (e) {
      // Only a refused action pays for the checks in the one order every game shares.
      if (isRuleError(e) && ACTION_CODES.has(e.code)) throw refusal(screen(s, a), e);
      throw failure(s, e);
    }
    return next(s, out);
  };

  const describe = (state: S, action: A, viewer?: PlayerId | null): string => {
    const s = enter(state);
    const who = checkViewer(viewer ?? null, seatsOf(s));
    let a = listedByIdentity(s, action) as A | undefined;
    if (a === undefined) {
      const plain = readFor(s, action);
      const why = screen(s, plain);
      if (why !== undefined) throw refusal(why, gameError(s, plain));
      const { type, player } = plain as A;
      for (const x of listed(s, player)) {
        if (x.type === type && jsonEqual(x, plain)) {
          a = x;
          break;
        }
      }
      // Not listed: the game's own reason, exactly as `apply` gives it (its guard reuses the list).
      if (a === undefined) throw refusal(undefined, gameError(s, plain));
    }
    const found = a;
    return guarded(s, () => rules.describe(s, found, who));
  };

  // The game object is frozen (with its `players`): one object shared by every match in a process.
  const game: Game<S, A, C, V> = {
    id: rules.id,
    title: rules.title,
    players: Object.freeze({ ...rules.players }),
    setup(config: C, seed: Seed): S {
      // Objects are read once into plain JSON (the game's own checks then see only data); anything
      // else goes to the game as it is, which names its own rule.
      let plain: unknown = config;
      if (typeof config === 'object' && config !== null) {
        const r = readJson(config, CONFIG_LIMITS);
        if (!r.ok) throw new RuleError('BAD_CONFIG', 'core', `A config must be plain JSON data: ${jsonProblem(r)}.`);
        plain = r.value;
      } else if (typeof config === 'bigint' || typeof config === 'symbol' || typeof config === 'function') {
        throw new RuleError('BAD_CONFIG', 'core', `A config must be an object like { players: 3 }, not ${printValue(config)}.`);
      }
      checkSeed(seed);
      let state: S;
      try {
        state = rules.setup(plain as C, seed);
      } catch (e) {
        if (isRuleError(e)) throw e;
        throw new RuleError('BAD_CONFIG', 'core', `The config cannot be set up (${printValue(String((e as Error)?.message ?? e))}).`);
      }
      return own(state);
    },
    actors: (state) => {
      const s = enter(state);
      try {
        return rules.actors(s);
      } catch (e) {
        throw failure(s, e);
      }
    },
    legalActions,
    seats: (state) => {
      const s = enter(state);
      return guarded(s, () => rules.seats(s));
    },
    apply,
    isOver: (state) => {
      const s = enter(state);
      try {
        return rules.isOver(s);
      } catch (e) {
        throw failure(s, e);
      }
    },
    score: (state) => {
      const s = enter(state);
      return guarded(s, () => rules.score(s));
    },
    view: (state, player) => {
      const s = enter(state);
      checkViewer(player, seatsOf(s));
      // Frozen throughout: a view may hold the engine's shared data (a board, a card table), which the
      // caller must not be able to change for every match in the process.
      return deepFreeze(guarded(s, () => rules.view(s, player)));
    },
    describe,
    validate,
    render: (state, viewer) => {
      const s = enter(state);
      const who = checkViewer(viewer, seatsOf(s));
      return guarded(s, () => rules.render(s, who));
    },
    determinize: (state, seat, seed) => {
      const s = enter(state);
      const who = checkViewer(seat, seatsOf(s));
      checkSeed(seed);
      return own(guarded(s, () => rules.determinize(s, who, seed)));
    },
    maxGameLength: (state) => {
      const s = enter(state);
      return guarded(s, () => rules.maxGameLength(s));
    },
  };
  return Object.freeze(game);
}

/** What `enter` has let in before any call: no caller's value is this object. */
const NOTHING: object = Object.freeze({});

/** The codes of a refused action, which `apply` reports in the order described in this module. */
const ACTION_CODES = new Set(['GAME_OVER', 'MALFORMED_ACTION', 'NOT_YOUR_TURN', 'ILLEGAL_ACTION']);

/** An object that is not an array (a revoked Proxy, whose type cannot be read, is not). */
function isObjectState(x: unknown): x is object {
  if (typeof x !== 'object' || x === null) return false;
  try {
    return !Array.isArray(x);
  } catch {
    return false;
  }
}

/** Whether `who` is a seat of a game of `seats` players: an integer from 0 to `seats - 1`. */
function isSeat(who: unknown, seats: number): who is PlayerId {
  return typeof who === 'number' && Number.isInteger(who) && who >= 0 && who < seats;
}

function checkViewer(who: unknown, seats: number): PlayerId | null {
  if (who !== null && !isSeat(who, seats)) {
    throw new RuleError('MALFORMED_ACTION', 'core', `A viewer is a seat of this ${seats}-player game (0 to ${seats - 1}) or null, not ${printValue(who)}.`);
  }
  return who;
}
