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
 * - `describe` of an action that is not legal throws the `RuleError` the guard would
 *   (`GAME_OVER`, `MALFORMED_ACTION`, `NOT_YOUR_TURN` or `ILLEGAL_ACTION`), in every game alike;
 * - `validate` never throws, and sees only plain JSON;
 * - `render` and `determinize` enter the state the same way; `determinize` returns a deep-frozen state.
 */
import { RuleError, isRuleError } from './errors.js';
import { deepFreeze } from './freeze.js';
import { CONFIG_LIMITS, STATE_LIMITS, jsonProblem, printValue, readJson } from './json.js';
import { isOwned, isPlainObject, jsonEqual, listedByIdentity, markOwned, readAction, rememberListed, rememberedList } from './actions.js';
import { problemsError, type StateProblem } from './validate.js';
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
};

/** Wrap a game's functions in the trust boundary described in this module. */
export function defineGame<S, A extends BaseAction, C extends BaseConfig, V>(rules: GameRules<S, A, C, V>): Game<S, A, C, V> {
  const validate = (state: unknown): StateProblem[] => {
    if (!isObjectState(state)) {
      return [{ path: '', message: `a ${rules.id} state must be an object, not ${printValue(state)}`, rule: 'core' }];
    }
    // A state this game produced is engine data (frozen throughout); anything else is first read into
    // plain JSON, so the game's checks see only data. Either way every check runs: the harness and
    // `replay` validate what the engine produces, to catch a reducer that breaks an invariant.
    let plain: unknown = state;
    if (!produced(state)) {
      const r = readJson(state, STATE_LIMITS);
      if (!r.ok) return [{ path: r.path, message: `not plain JSON data: ${r.reason}`, rule: 'core' }];
      plain = r.frozen ? state : r.value; // frozen throughout: plain data that cannot change (see enter)
    }
    return check(plain);
  };

  const check = (plain: unknown): StateProblem[] => {
    try {
      return rules.validate(plain);
    } catch (e) {
      return [{ path: '', message: `the state could not be checked (${printValue(String((e as Error)?.message ?? e))})`, rule: 'core' }];
    }
  };

  /**
   * States this game made (`setup`, `apply`, `determinize`: the ring of recent states in actions.ts) or
   * has already checked on entry (a WeakMap), both shared with the listed-action memo: frozen
   * throughout, so they cannot have changed since. Anything else is checked when it enters.
   */
  const own = <T>(state: T, made = true): T => {
    deepFreeze(state);
    markOwned(state as object, rules, made);
    return state;
  };
  const produced = (state: unknown): boolean => typeof state === 'object' && state !== null && isOwned(state, rules);

  const canonical = (action: unknown): unknown => (rules.canonical ? rules.canonical(action) : action);

  /**
   * A state as the rules may use it: one this game produced, or one from outside that is plain JSON and
   * passes `validate` (else `BAD_STATE` naming the problems). Checked once: a state frozen throughout
   * is remembered as it is; any other is replaced by a deep-frozen copy (remembered; the caller's own
   * mutable object is checked again on its next call, as it may have changed).
   */
  const enter = (state: unknown): S => {
    if (!isObjectState(state)) {
      throw new RuleError('BAD_STATE', 'core', `A ${rules.id} state must be an object, not ${printValue(state)}.`);
    }
    if (produced(state)) return state as S;
    const r = readJson(state, STATE_LIMITS);
    if (!r.ok) throw new RuleError('BAD_STATE', 'core', `A ${rules.id} state must be plain JSON data: ${jsonProblem(r)}.`);
    // A state frozen throughout is plain data that cannot change (readJson found no getter, Proxy or
    // non-JSON value in it), so it is checked and used as it is: what a game's validate remembers about
    // its frozen parts then carries over to the object the rules actually use.
    const used = (r.frozen ? state : r.value) as S;
    const problems = check(used);
    if (problems.length > 0) throw problemsError(problems, rules.id);
    return own(used, false);
  };

  /**
   * Run `fn` on an entered state. An internal exception on a state `validate` rejects (possible only if
   * a game's `validate` misses an invariant its rules rely on) still becomes BAD_STATE naming the
   * problems; on a valid state it is an engine bug and propagates.
   */
  const guarded = <T>(s: S, fn: () => T): T => {
    try {
      return fn();
    } catch (e) {
      if (isRuleError(e)) throw e;
      const problems = check(s);
      if (problems.length > 0) throw problemsError(problems, rules.id);
      throw e;
    }
  };

  const legalActions = (state: S, player: PlayerId): A[] => {
    const s = enter(state);
    const n = rules.seats(s);
    if (!isSeat(player, n)) {
      throw new RuleError('MALFORMED_ACTION', 'core', `A seat of this ${n}-player game is an integer from 0 to ${n - 1}, not ${printValue(player)}.`);
    }
    // A frozen state never changes: its list is computed once (deep-frozen) and handed out as copies
    // of the array, so `apply` and `describe` recognise those very objects by identity.
    const known = rememberedList(s, player) as A[] | undefined;
    if (known !== undefined) return known.slice();
    const list = guarded(s, () => rules.legalActions(s, player));
    if (rules.frozenActions !== true) for (let i = 0; i < list.length; i++) deepFreeze(list[i]);
    rememberListed(s, player, list.slice());
    return list;
  };

  const describe = (state: S, action: A, viewer?: PlayerId | null): string => {
    const s = enter(state);
    const who = checkViewer(viewer ?? null, rules.seats(s));
    let a = listedByIdentity(s, action) as A | undefined;
    if (a === undefined) {
      const plain = canonical(readAction(action));
      if (guarded(s, () => rules.isOver(s))) throw new RuleError('GAME_OVER', 'core', 'The game is over; there is no action to describe.');
      if (!isPlainObject(plain) || typeof plain.type !== 'string') {
        throw new RuleError('MALFORMED_ACTION', 'core', `Not an action: ${printValue(plain)}.`);
      }
      const p = plain.player;
      if (typeof p !== 'number' || !guarded(s, () => rules.actors(s)).includes(p)) {
        throw new RuleError('NOT_YOUR_TURN', 'core', `Not an action of a seat that may act now: ${printValue(plain)}.`);
      }
      a = guarded(s, () => rules.legalActions(s, p)).find((x) => jsonEqual(x, plain));
      if (a === undefined) throw new RuleError('ILLEGAL_ACTION', 'core', `Not a legal action now: ${printValue(plain)}.`);
    }
    const listed = a;
    return guarded(s, () => rules.describe(s, listed, who));
  };

  return {
    id: rules.id,
    title: rules.title,
    players: rules.players,
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
      return guarded(s, () => rules.actors(s));
    },
    legalActions,
    seats: (state) => {
      const s = enter(state);
      return guarded(s, () => rules.seats(s));
    },
    apply(state: S, action: A): S {
      const s = enter(state);
      const a = (listedByIdentity(s, action) ?? canonical(readAction(action))) as A;
      return own(guarded(s, () => rules.apply(s, a)));
    },
    isOver: (state) => {
      const s = enter(state);
      return guarded(s, () => rules.isOver(s));
    },
    score: (state) => {
      const s = enter(state);
      return guarded(s, () => rules.score(s));
    },
    view: (state, player) => {
      const s = enter(state);
      checkViewer(player, rules.seats(s));
      return guarded(s, () => rules.view(s, player));
    },
    describe,
    validate,
    render: (state, viewer) => {
      const s = enter(state);
      const who = checkViewer(viewer, rules.seats(s));
      return guarded(s, () => rules.render(s, who));
    },
    determinize: (state, seat, seed) => {
      const s = enter(state);
      const who = checkViewer(seat, rules.seats(s));
      return own(guarded(s, () => rules.determinize(s, who, seed)));
    },
  };
}

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
