/**
 * Action plumbing shared by every reducer: shape checks with typed reasons, action equality, and the
 * guard that stands in front of every `apply` (game over -> shape -> seat -> listed?).
 */
import { RuleError, isRuleError } from './errors.js';
import { ACTION_LIMITS, Article, jsonProblem, oneOfText, printValue, readJson } from './json.js';
import type { AnyGame, BaseAction, Game, PlayerId, TryResult } from './game.js';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A value as a message shows it: JSON-like, NaN and ±Infinity by name, cut at ~80 characters.
 * Never throws (BigInt, symbols, cycles, getters and Proxies included); see {@link printValue}.
 */
export function showValue(v: unknown): string {
  return printValue(v);
}

/** True for a plain data object (not null, not an array, prototype Object or null). */
export function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}

/** Deep equality of two JSON values; objects must have the same own keys. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || typeof a !== 'object' || a === null || b === null) {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/** Two actions are the same when they are deep-equal as JSON (same keys, same values). */
export const sameAction: (a: unknown, b: unknown) => boolean = jsonEqual;

/** A canonical string for an action (keys sorted), for sets and maps of actions. */
export function actionKey(a: unknown): string {
  return JSON.stringify(a, (_k, v: unknown) =>
    isPlainObject(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v,
  );
}

/** Throw `MALFORMED_ACTION` unless `x` is a plain object with no prototype-polluting keys. */
export function assertRecord(x: unknown, rule: string, what = 'An action'): asserts x is Record<string, unknown> {
  if (!isPlainObject(x)) throw new RuleError('MALFORMED_ACTION', rule, `${what} must be a plain object.`);
  for (const k of Object.keys(x)) {
    if (FORBIDDEN_KEYS.has(k)) throw new RuleError('MALFORMED_ACTION', rule, `${what} may not have a "${k}" key.`);
  }
}

/**
 * Throw `MALFORMED_ACTION` unless `action` has exactly the keys `type`, `player` and `fields`
 * (optional fields may be missing).
 */
export function assertKeys(
  action: Record<string, unknown>,
  fields: readonly string[],
  rule: string,
  optional: readonly string[] = [],
): void {
  for (const f of fields) {
    if (!(f in action) && !optional.includes(f)) {
      throw new RuleError('MALFORMED_ACTION', rule, `${Article(printValue(action.type))} ${printValue(action.type)} action needs a "${f}" field.`);
    }
  }
  for (const k of Object.keys(action)) {
    if (k !== 'type' && k !== 'player' && !fields.includes(k) && !optional.includes(k)) {
      throw new RuleError('MALFORMED_ACTION', rule, `${Article(printValue(action.type))} ${printValue(action.type)} action has no ${printValue(k)} field.`);
    }
  }
}

/** Throw `MALFORMED_ACTION` unless `action[field]` is an integer in `min..max`; return it. */
export function assertInt(
  action: Record<string, unknown>,
  field: string,
  min: number,
  max: number,
  rule: string,
): number {
  const v = action[field];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw new RuleError(
      'MALFORMED_ACTION',
      rule,
      `"${field}" must be an integer from ${min} to ${max}, not ${showValue(v)}.`,
    );
  }
  return v;
}

/** Throw `MALFORMED_ACTION` unless `action[field]` is one of `values`; return it. */
export function assertOneOf<T extends string | number | boolean | null>(
  action: Record<string, unknown>,
  field: string,
  values: readonly T[],
  rule: string,
): T {
  const v = action[field];
  if (!values.includes(v as T)) {
    throw new RuleError(
      'MALFORMED_ACTION',
      rule,
      `"${field}" must be one of ${oneOfText(values)}, not ${showValue(v)}.`,
    );
  }
  return v as T;
}

/**
 * Throw `BAD_CONFIG` (citing `rule`) unless `config` is a plain object whose own keys are all in
 * `known` — so `{ players: 3, colour: 1 }` or `{ constructor: 1 }` name the unknown option instead of
 * being ignored or reaching `Object.prototype`.
 */
export function assertConfigKeys(config: unknown, known: readonly string[], rule: string): asserts config is Record<string, unknown> {
  if (!isPlainObject(config)) throw new RuleError('BAD_CONFIG', rule, 'The config must be an object like { players: 3 }.');
  for (const k of Object.keys(config)) {
    if (!known.includes(k)) throw new RuleError('BAD_CONFIG', rule, `Unknown config option "${k}" (known: ${known.join(', ')}).`);
  }
}

/** The parts of a game the guard needs. */
export interface GuardedGame<State, Action extends BaseAction> {
  isOver(state: State): boolean;
  actors(state: State): PlayerId[];
  legalActions(state: State, player: PlayerId): Action[];
}

/**
 * The front of every reducer, in this order:
 * 1. `GAME_OVER` if the game is over;
 * 2. `MALFORMED_ACTION` unless the action is a plain object with a string `type` and an integer
 *    `player` in `0..players-1`, and no `__proto__`/`constructor`/`prototype` key;
 * 3. `NOT_YOUR_TURN` unless `player` is in `actors(state)`;
 * 4. if the action is not deep-equal to one of `legalActions(state, player)`, the error that
 *    `explain(state, action)` returns (the game's own reason, with its rule ID); if `explain`
 *    returns nothing, a generic `ILLEGAL_ACTION`.
 *
 * Returns the action typed, for the recipe that follows. Never changes `state`.
 */
export function guardAction<State, Action extends BaseAction>(
  game: GuardedGame<State, Action>,
  state: State,
  action: unknown,
  players: number,
  explain: (state: State, action: Record<string, unknown> & BaseAction) => RuleError | undefined,
): Action {
  const known = listedByIdentity(state, action);
  if (known !== undefined) return known as Action;
  if (game.isOver(state)) throw new RuleError('GAME_OVER', 'core', 'The game is over; no more actions can be taken.');
  action = readAction(action);
  assertRecord(action, 'core');
  if (typeof action.type !== 'string') {
    throw new RuleError('MALFORMED_ACTION', 'core', 'An action needs a string "type".');
  }
  const p = action.player;
  if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p >= players) {
    throw new RuleError(
      'MALFORMED_ACTION',
      'core',
      `"player" must be a seat from 0 to ${players - 1}, not ${showValue(p)}.`,
    );
  }
  if (!game.actors(state).includes(p)) {
    throw new RuleError('NOT_YOUR_TURN', 'core', `Seat ${p} (P${p + 1}) may not act now.`);
  }
  // The list the trust wrapper already made for this state, if any (`describe` of an unlisted action
  // asks `apply` for the game's reason after listing): a cold action is not listed twice.
  const listed = (rememberedList(state, p) as readonly Action[] | undefined) ?? game.legalActions(state, p);
  const type = action.type;
  for (const a of listed) if (a.type === type && jsonEqual(a, action)) return a; // the type first: no key arrays for most
  const why = explain(state, action as Record<string, unknown> & BaseAction);
  throw why ?? new RuleError('ILLEGAL_ACTION', 'core', `That ${action.type} action is not legal now.`);
}

/**
 * Read an untrusted action once, defensively, into a fresh plain-JSON copy (see {@link readJson};
 * depth <= 8, <= 10 000 values, strings <= 1 000 characters).
 * @throws RuleError `MALFORMED_ACTION` (rule `core`) for anything that is not such JSON: BigInt,
 *   symbols, functions, cycles, getters, throwing Proxy traps, NaN, too deep or too big.
 */
export function readAction(action: unknown): unknown {
  if (action !== null && typeof action === 'object' && (action === plainA || action === plainB)) return action;
  const r = readJson(action, ACTION_LIMITS);
  if (!r.ok) throw new RuleError('MALFORMED_ACTION', 'core', `An action must be plain JSON data: ${jsonProblem(r)}.`);
  return r.value;
}

/**
 * The last two copies of actions the trust wrapper made with {@link readAction} (or a game's canonical
 * form of one, or a replayed log's deep-frozen action): reading one again returns it as it is, so a cold
 * action is not copied a second time by the guard inside the game's `apply`. Two slots, not a WeakSet:
 * the copy is read again within the same call, and a WeakSet insert per replayed action cost 2% of a
 * replay (its ephemeron GC work). A copy that stays in a slot after the call is either held by no
 * caller or deep-frozen (an action a rule put into a state, a replayed log's action), so it cannot
 * have changed.
 */
let plainA: object | undefined;
let plainB: object | undefined;

/**
 * Mark `x`, a fresh plain-JSON copy of an action made by {@link readAction} (or a game's canonical form
 * of one) that no caller holds unfrozen, so that {@link readAction} passes it through. Returns `x`.
 */
export function markPlainCopy<T>(x: T): T {
  if (typeof x === 'object' && x !== null && x !== plainA) {
    plainB = plainA;
    plainA = x;
  }
  return x;
}

/** Forget the copies {@link markPlainCopy} marked: called when a copy the caller may hold (a replayed log's action) was marked. */
export function forgetPlainCopies(): void {
  plainA = undefined;
  plainB = undefined;
}

/**
 * An action of a log {@link readJson} has read (a fresh plain-JSON tree: `parseLog`'s copy, or the
 * deep-frozen actions of a log `record`/`undo` made) as `apply` takes it: it is not read a second time
 * (issue #13: that second copy, with its descriptor reads, was 11–12% of a replay). Such a tree has no
 * getter, Proxy, symbol, cycle, shared part or non-JSON value; what the log's limits allow and an
 * action's do not (deeper nesting, longer strings, more keys or values) is checked here, and an action
 * past them is returned unmarked, so `apply` reads it as any action and refuses it with the same message.
 * A frozen tree is copied plainly (the games take an unfrozen action for a JSON one, a frozen one for a
 * listed one). The caller must call {@link forgetPlainCopies} before it returns if it hands the tree out.
 */
export function logAction(a: unknown): unknown {
  if (typeof a !== 'object' || a === null) return a;
  logNodes = 0;
  if (!withinActionLimits(a, 0)) return a;
  return markPlainCopy(Object.isFrozen(a) ? plainCopy(a) : a);
}

let logNodes = 0;

/** Whether `readJson(v, ACTION_LIMITS)` of the plain-JSON tree `v` (at `depth`) accepts it (`logNodes`: values so far). */
function withinActionLimits(v: unknown, depth: number): boolean {
  if (++logNodes > ACTION_LIMITS.nodes) return false;
  if (typeof v === 'string') return v.length <= ACTION_LIMITS.string;
  if (typeof v !== 'object' || v === null) return true;
  if (depth >= ACTION_LIMITS.depth) return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (!withinActionLimits(v[i], depth + 1)) return false;
    return true;
  }
  let keys = 0;
  for (const k in v) {
    if (++keys > ACTION_LIMITS.keys || k.length > ACTION_LIMITS.string) return false;
    if (!withinActionLimits((v as Record<string, unknown>)[k], depth + 1)) return false;
  }
  return true;
}

/** A copy of a plain-JSON tree (data read by {@link readJson} already: no getters, no cycles). */
function plainCopy(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) out[i] = plainCopy(v[i]);
    return out;
  }
  const out: Record<string, unknown> = {};
  const keys = Object.keys(v);
  for (let i = 0; i < keys.length; i++) out[keys[i]!] = plainCopy((v as Record<string, unknown>)[keys[i]!]);
  return out;
}

/**
 * What the engine knows about one frozen state: the game that made (or checked) it, if any, and the
 * lists `legalActions(state, seat)` returned (the actions deep-frozen).
 */
interface Known {
  state: object | undefined;
  owner: object | undefined;
  /** The first seat listed for this state and its list (most states are listed for one seat only). */
  seat: number;
  list: readonly unknown[] | undefined;
  /** Lists of further seats (simultaneous turns). */
  more: Map<number, readonly unknown[]> | undefined;
}

/**
 * The states the engine made most recently, held strongly in a ring of reused records. A playout, a
 * bot's search or a server turn uses each new state within a few calls, so those lookups never touch the
 * WeakMap: one WeakMap insert per state (with its young-generation GC work) cost 1.3–1.5× of a whole
 * simplicity playout. A made state pushed out of the ring is forgotten: if it comes back, it is
 * validated like any state from outside (it passes: the engine made it) and then remembered in the
 * WeakMap for good, so a state kept for long (an undo stack, a search tree) is checked at most once.
 */
const RECENT = 32;
const recent: Known[] = Array.from({ length: RECENT }, () => ({ state: undefined, owner: undefined, seat: -1, list: undefined, more: undefined }));
let newest = 0;
const known = new WeakMap<object, Known>();

/** The last state looked up and what was found for it (a playout asks about one state several times in a row). */
let lastState: object | undefined;
let lastKnown: Known | undefined;

function find(state: object): Known | undefined {
  // A ring record is reused for another state once it is pushed out, so the one-entry memo holds only
  // while the record still names this state (a WeakMap record, state undefined, never changes hands).
  if (state === lastState && lastKnown !== undefined && (lastKnown.state === state || lastKnown.state === undefined)) return lastKnown;
  // Newest first: the state being used is almost always the last or second-to-last one made.
  let k: Known | undefined;
  for (let at = newest; at >= 0; at--) if (recent[at]!.state === state) { k = recent[at]; break; }
  if (k === undefined) for (let at = RECENT - 1; at > newest; at--) if (recent[at]!.state === state) { k = recent[at]; break; }
  if (k === undefined) k = known.get(state);
  if (k !== undefined) {
    lastState = state;
    lastKnown = k;
  }
  return k;
}

/**
 * Record that `owner` (a game's rules) made or checked this frozen state. `made`: the engine just made
 * it (kept in the ring of recent states); otherwise (a state from outside that passed `validate`) it is
 * remembered for as long as it lives.
 */
export function markOwned(state: object, owner: object, made = false): void {
  const k = find(state);
  if (k) {
    k.owner = owner;
    return;
  }
  if (!made) {
    known.set(state, { state: undefined, owner, seat: -1, list: undefined, more: undefined });
    return;
  }
  markMade(state, owner);
}

/**
 * {@link markOwned} of a state the engine has just made, as a new object (never one it has seen: the
 * caller checks that it is not its input): it goes straight into the ring, without the search of
 * {@link find} (32 slots and a WeakMap that cannot hold it), which every new state used to pay.
 */
export function markMade(state: object, owner: object): void {
  newest = (newest + 1) % RECENT;
  const r = recent[newest]!;
  r.state = state;
  r.owner = owner;
  r.seat = -1;
  r.list = undefined;
  r.more = undefined;
}

/** Whether `owner` made or checked this state (see {@link markOwned}). */
export function isOwned(state: object, owner: object): boolean {
  return find(state)?.owner === owner;
}

/**
 * Remember the (deep-frozen) list `legalActions(state, seat)` returned, so that `apply` and
 * `describe` recognise one of those very objects without comparing it field by field. Only frozen
 * states are remembered: an unfrozen one could be edited after the call and would be served stale.
 */
export function rememberListed(state: unknown, seat: number, list: readonly unknown[]): void {
  if (typeof state !== 'object' || state === null || !Object.isFrozen(state)) return;
  rememberOwnListed(state, seat, list);
}

/**
 * {@link rememberListed} for a state the trust wrapper has entered (made or checked by a game, so frozen
 * throughout): without the `Object.isFrozen` runtime call, ~3% of a Simplicity playout.
 */
export function rememberOwnListed(state: object, seat: number, list: readonly unknown[]): void {
  let k = find(state);
  if (!k) known.set(state, (k = { state: undefined, owner: undefined, seat: -1, list: undefined, more: undefined }));
  if (k.list === undefined || k.seat === seat) {
    k.seat = seat;
    k.list = list;
  } else (k.more ??= new Map()).set(seat, list);
}

/** The list remembered for this frozen state and seat, if any (same deep-frozen action objects). */
export function rememberedList(state: unknown, seat: number): readonly unknown[] | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const k = find(state);
  if (k === undefined) return undefined;
  return k.seat === seat ? k.list : k.more?.get(seat);
}

/**
 * The last state and action {@link listedByIdentity} found listed. Both are frozen, so the verdict holds
 * for as long as they live: the trust wrapper's `apply` looks the action up first, then the game's own
 * `apply` (or `guardAction`) asks again about the same pair, and is answered here without a search of the
 * list (issue #13: the listed action was checked by identity twice per call).
 */
let verdictState: object | undefined;
let verdictAction: object | undefined;

/** The action itself if it is one of the objects last listed for this frozen state, else undefined. */
export function listedByIdentity(state: unknown, action: unknown): unknown {
  if (typeof state !== 'object' || state === null || typeof action !== 'object' || action === null) return undefined;
  if (action === verdictAction && state === verdictState) return action;
  const k = find(state);
  if (k === undefined || k.list === undefined) return undefined;
  let found = k.list.includes(action);
  if (!found && k.more !== undefined) for (const list of k.more.values()) if (list.includes(action)) found = true;
  if (!found) return undefined;
  verdictState = state;
  verdictAction = action;
  return action;
}

/**
 * `apply` without throwing: `{ ok: true, state }` or `{ ok: false, error }` for a `RuleError`.
 * Other exceptions (engine bugs) still propagate.
 */
export function tryApply<State, Action extends BaseAction>(
  game: Game<State, Action, never, unknown> | AnyGame,
  state: State,
  action: Action | unknown,
): TryResult<State> {
  try {
    return { ok: true, state: (game as AnyGame).apply(state, action) as State };
  } catch (e) {
    if (isRuleError(e)) return { ok: false, error: e };
    throw e;
  }
}
