/**
 * Game logs and replay. A log is `{ format, game, config, seed, actions }`: enough to rebuild any
 * state exactly, because every random draw comes from the seeded RNG inside the state. Undo is
 * replaying a prefix.
 */
import { RuleError, isRuleError } from './errors.js';
import { forgetPlainCopies, isPlainObject, jsonEqual, logAction, readAction } from './actions.js';
import { CONFIG_LIMITS, checksum, NESTS_DEEPER, jsonProblem, jsonTextExcess, notJsonText, parsedWithinLimits, printValue, readJson, type JsonLimits } from './json.js';
import { problemsError } from './validate.js';
import { checkSeed } from './rng.js';
import { deepFreeze } from './freeze.js';
import { madeChecksum } from './canonical.js';
import { FAR } from './parse.js';
import type { AnyGame, BaseAction, BaseConfig, Game, GameRegistry, Seed } from './game.js';

/**
 * The most actions a log may hold (DEFAULT, a resource limit): `replay` applies and validates every
 * one, so a forged log of a million legal actions would cost a server seconds. Real games are far
 * shorter: the longest random games measured are Welcome To at 12 players, ~660 actions.
 */
export const MAX_LOG_ACTIONS = 20_000;

/**
 * How a log is read: once, defensively, into plain JSON (getters are never called, a Proxy trap that
 * throws is caught): room for a config at its limits and {@link MAX_LOG_ACTIONS} actions of ~20 values.
 */
const LOG_LIMITS: JsonLimits = { depth: CONFIG_LIMITS.depth + 2, nodes: CONFIG_LIMITS.nodes + MAX_LOG_ACTIONS * 20, keys: 256, string: 10_000, nonFinite: true };
const LOG_KEYS = ['format', 'game', 'config', 'seed', 'actions', 'end'];

/**
 * The longest log text {@link parseLog} (and `replay`, `undo`, `replayAny` given text) reads, in UTF-16
 * units (DEFAULT, a resource limit), checked before anything else in O(1): `JSON.parse` of a 100 MB text
 * alone takes ~1 s. The longest log of the longest random playouts measured (test/trust/timing.ts `gen`) is
 * 58 222 characters (Welcome To, 12 players, 1 164 actions); the longest a game's `maxGameLength` allows
 * is ~0.35 MB (Tower Up at 4 players, 4 368 actions; 5 768 at its hard round limit, ~0.46 MB). 4 MiB, the
 * CLI's `MAX_INPUT_BYTES` (a UTF-8 file of n bytes is at most n UTF-16 units, so every file the CLI reads
 * fits), leaves room for {@link MAX_LOG_ACTIONS} actions of ~180 characters (~3.6 MB).
 */
export const MAX_LOG_TEXT = 4 * 1024 * 1024;

/** The format tag written in every log. */
export const LOG_FORMAT = 'tabletop-rules/log@1';

/** A replayable record of a game. Plain JSON. */
export interface GameLog<Config extends BaseConfig = BaseConfig, Action extends BaseAction = BaseAction> {
  readonly format: typeof LOG_FORMAT;
  /** The game's registry id. */
  readonly game: string;
  readonly config: Config;
  readonly seed: Seed;
  /** Every applied action, in order. */
  readonly actions: readonly Action[];
  /**
   * Where the log ends, written by {@link record} and {@link undo}: the number of actions and the
   * {@link checksum} of the state they reach. `replay` of the whole log checks both (`BAD_LOG` if the
   * log was cut or edited). Logs without it (older logs, {@link createLog}) replay unchecked.
   */
  readonly end?: LogEnd;
}

/** The recorded end of a log: action count and checksum of the final state. */
export interface LogEnd {
  readonly actions: number;
  readonly checksum: string;
}

/**
 * A new, empty log for `game` (a registry id), `config` (copied) and `seed`.
 * @throws RuleError `BAD_LOG` for a game id that is not a string of 1 to 64 characters, `BAD_CONFIG` for a
 *   config that is not a plain JSON object within the config limits, `BAD_SEED` for a bad seed.
 */
export function createLog<C extends BaseConfig, A extends BaseAction>(game: string, config: C, seed: Seed): GameLog<C, A> {
  if (typeof game !== 'string' || game.length === 0 || game.length > 64) {
    throw new RuleError('BAD_LOG', 'core', `A log needs a game id (a string of 1 to 64 characters), not ${printValue(game)}.`);
  }
  const r = readJson(config, CONFIG_LIMITS);
  if (!r.ok) throw new RuleError('BAD_CONFIG', 'core', `A config must be plain JSON data: ${jsonProblem(r)}.`);
  if (!isPlainObject(r.value)) throw new RuleError('BAD_CONFIG', 'core', `A config must be an object like { players: 3 }, not ${printValue(config)}.`);
  return { format: LOG_FORMAT, game, config: r.value as C, seed: checkSeed(seed), actions: [] };
}

/**
 * Refuse a log holding more than {@link MAX_LOG_ACTIONS} actions before it is copied (the copy of 10^5
 * actions alone took 140–290 ms). Reads only `actions.length` of a plain array; anything odd (a getter,
 * a Proxy) is left to the defensive copy that follows, which refuses it.
 */
function tooManyActions(raw: unknown): void {
  const n = peekLength(raw);
  if (n > MAX_LOG_ACTIONS) {
    throw new RuleError('BAD_LOG', 'core', `A log holds at most ${MAX_LOG_ACTIONS} actions (this one ${n}); no real game is that long.`);
  }
}

/**
 * Logs this module returned (`record`, `undo`, `sealLog`): frozen throughout and already read, so
 * reading one again hands it back as it is. Recording a game one action at a time used to copy the
 * whole log on every call (time growing with the square of the game's length: 30 ms per `record`
 * at 19,990 actions).
 */
const madeLogs = new WeakSet<object>();

function made<L extends GameLog<BaseConfig, BaseAction>>(log: L): L {
  deepFreeze(log); // a log this module made before has frozen actions already: only the new parts are walked
  madeLogs.add(log);
  return log;
}

const isMade = (input: unknown): input is GameLog => typeof input === 'object' && input !== null && madeLogs.has(input);

/**
 * A log given as JSON text, parsed. A leading byte-order mark (U+FEFF, as some editors save UTF-8) is
 * ignored, as RFC 8259 §8.1 allows.
 * @throws RuleError `BAD_LOG` for text longer than {@link MAX_LOG_TEXT} (before anything else), if it nests deeper than a log can (checked before parsing, in linear time)
 * or is not valid JSON; the message shows where, and the text's first characters through the bounded
 * printer (escaped), never the raw bytes.
 */
function parseText(text: string): unknown {
  if (text.length > MAX_LOG_TEXT) {
    throw new RuleError('BAD_LOG', 'core', `A log's text is at most ${MAX_LOG_TEXT} characters (this one ${text.length}); no real game's log is that long.`);
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // One scan before JSON.parse: nesting deeper than a log can (LOG_LIMITS), and text far too wide or
  // with far too many values (FAR, parse.ts; trial 20: 434 ms for a 4 MiB log of one 358,784-key object).
  // Nearer those limits the read names where, as for the parsed value.
  const excess = jsonTextExcess(body, LOG_LIMITS.depth + 1, LOG_LIMITS.keys * FAR, LOG_LIMITS.nodes * 2);
  if (excess === NESTS_DEEPER) throw new RuleError('BAD_LOG', 'core', `A log must be plain JSON data: nesting deeper than ${LOG_LIMITS.depth}.`);
  if (excess !== undefined) throw new RuleError('BAD_LOG', 'core', `A log must be plain JSON data: ${excess}.`);
  try {
    const value = JSON.parse(body) as unknown;
    if (typeof value === 'object' && value !== null) parsedTexts.add(value);
    return value;
  } catch (e) {
    throw new RuleError('BAD_LOG', 'core', `The log ${notJsonText(body, e)}`);
  }
}

/**
 * Trees {@link parseText} made from a log's text and no caller holds: {@link parseLog} checks one against
 * the log's limits in place (see `parsedWithinLimits`) instead of copying it.
 */
const parsedTexts = new WeakSet<object>();

/** A data field of a plain object, read without calling a getter or letting a Proxy trap's error out; else undefined. */
function peek(raw: unknown, key: string): unknown {
  if (typeof raw !== 'object' || raw === null) return undefined;
  try {
    const d = Object.getOwnPropertyDescriptor(raw, key);
    return d !== undefined && 'value' in d ? d.value : undefined;
  } catch {
    return undefined;
  }
}

/** `actions.length` of a log read as {@link peek} reads (0 when it is not a plain array). */
function peekLength(raw: unknown): number {
  try {
    const actions = peek(raw, 'actions');
    return Array.isArray(actions) ? actions.length : 0;
  } catch {
    return 0; // a Proxy whose traps throw: the full read refuses it
  }
}

/** Logs with more actions than this are checked against their game's {@link Game.maxGameLength} before they are copied. */
const EARLY_LENGTH_CHECK = 1_000;

/**
 * {@link parseLog} for one game: a long log (over {@link EARLY_LENGTH_CHECK} actions) that no game of its
 * config can last is refused before the whole log is copied (a forged 19,999-action log cost 20–66 ms
 * to copy and then refuse). Only the small parts (game id, config, seed) are read first, as `peek`
 * reads; anything odd in them is left to `parseLog`, which reports it.
 * @throws RuleError `BAD_LOG` as {@link parseLog}, or for a log longer than its game can last.
 */
function parseLogFor(game: AnyGame, input: unknown): GameLog {
  if (isMade(input)) return input;
  const raw = typeof input === 'string' ? parseText(input) : input;
  const total = peekLength(raw);
  let start: EarlyStart | undefined;
  if (total > EARLY_LENGTH_CHECK && total <= MAX_LOG_ACTIONS && peek(raw, 'game') === game.id) {
    let longest = Infinity;
    try {
      // The config as setup reads it (a plain copy; setup of that copy is setup of the config), kept to
      // see that the log parseLog then reads has this very config.
      const read = readJson(peek(raw, 'config'), CONFIG_LIMITS);
      const config = read.ok ? read.value : peek(raw, 'config');
      const seed = peek(raw, 'seed');
      const state = game.setup(config as BaseConfig, seed as Seed);
      longest = game.maxGameLength(state);
      if (read.ok) start = { game, config, seed, state };
    } catch (e) {
      if (!isRuleError(e)) throw e;
      // A config or seed the game refuses: parseLog and replay report it in full.
    }
    if (total > longest) {
      throw new RuleError('BAD_LOG', 'core', `The log holds ${total} actions, but a ${game.title} game with this config lasts at most ${longest}.`);
    }
  }
  const log = parseLog(raw);
  if (start !== undefined) earlyStarts.set(log, start);
  return log;
}

/** The state {@link parseLogFor} set up for its early length check, with the game, config and seed it used. */
interface EarlyStart {
  game: AnyGame;
  config: unknown;
  seed: unknown;
  state: unknown;
}

/**
 * The early check's starting state per log it returned: the replay that follows starts from it when the
 * log has that game, config and seed, instead of setting the game up a second time (issue #11: ~0.22 ms,
 * 1-2% of replaying the longest Welcome To and Tower Up logs). States are immutable, so it is the state a
 * second setup would make.
 */
const earlyStarts = new WeakMap<GameLog, EarlyStart>();

/**
 * Check that `input` (an object, or JSON text) is a log; return a plain-JSON copy of it, typed. The
 * input is read once (as `readJson` reads), so a getter or a throwing Proxy in it is `BAD_LOG`, never
 * the caller's own exception; keys other than those of {@link GameLog} are `BAD_LOG` too.
 * @throws RuleError `BAD_LOG` naming what is wrong.
 */
export function parseLog(input: unknown): GameLog {
  if (isMade(input)) return input;
  const raw = typeof input === 'string' ? parseText(input) : input;
  tooManyActions(raw);
  // Our own JSON.parse of the log's text is plain data already: checked in place, not copied.
  const own = typeof raw === 'object' && raw !== null && parsedTexts.delete(raw);
  const r: ReturnType<typeof readJson> = own && parsedWithinLimits(raw, LOG_LIMITS) ? { ok: true, value: raw, frozen: false } : readJson(raw, LOG_LIMITS);
  if (!r.ok) throw new RuleError('BAD_LOG', 'core', `A log must be plain JSON data: ${jsonProblem(r)}.`);
  const data = r.value;
  if (!isPlainObject(data)) throw new RuleError('BAD_LOG', 'core', 'A log must be a JSON object.');
  for (const k of Object.keys(data)) {
    if (!LOG_KEYS.includes(k)) throw new RuleError('BAD_LOG', 'core', `A log has no field ${printValue(k)} (its fields: ${LOG_KEYS.join(', ')}).`);
  }
  if (data.format !== LOG_FORMAT) {
    throw new RuleError('BAD_LOG', 'core', `A log needs "format": "${LOG_FORMAT}".`);
  }
  if (typeof data.game !== 'string') throw new RuleError('BAD_LOG', 'core', 'A log needs a string "game".');
  if (!isPlainObject(data.config)) throw new RuleError('BAD_LOG', 'core', 'A log needs a "config" object.');
  try {
    checkSeed(data.seed);
  } catch (e) {
    throw new RuleError('BAD_LOG', 'core', `A log needs a "seed": ${(e as Error).message}`);
  }
  if (!Array.isArray(data.actions)) throw new RuleError('BAD_LOG', 'core', 'A log needs an "actions" array.');
  if (data.actions.length > MAX_LOG_ACTIONS) {
    throw new RuleError('BAD_LOG', 'core', `A log holds at most ${MAX_LOG_ACTIONS} actions (this one ${data.actions.length}); no real game is that long.`);
  }
  if (data.end !== undefined) {
    const end = data.end;
    if (
      !isPlainObject(end) ||
      typeof end.actions !== 'number' ||
      !Number.isInteger(end.actions) ||
      end.actions < 0 ||
      typeof end.checksum !== 'string' ||
      !/^[0-9a-f]{8}$/.test(end.checksum) ||
      Object.keys(end).length !== 2
    ) {
      throw new RuleError('BAD_LOG', 'core', 'A log\'s "end" must be { actions: <count>, checksum: <8 hex digits> }.');
    }
  }
  return data as unknown as GameLog;
}

/**
 * Rebuild the state after the first `upTo` actions of `log` (all of them by default): a log object, or
 * its JSON text as stored (read as {@link parseLog} reads it, at most {@link MAX_LOG_TEXT} characters).
 * Every state produced is checked with `game.validate`.
 * @throws RuleError `BAD_LOG` if `log` is not a log, is for another game, holds more actions than a game
 *   under its config can last ({@link Game.maxGameLength}, checked before replaying), an action in it is rejected
 *   (the message names the action's index and the rule error), `upTo` is not an integer from 0 to the
 *   number of actions, or (for a whole replay) the log does not reach its recorded `end` (action count
 *   and checksum). `BAD_STATE` if the engine produced a state its own `validate` rejects (a bug).
 */
export function replay<S, A extends BaseAction, C extends BaseConfig>(
  game: Game<S, A, C, unknown>,
  log: GameLog<C, A> | string,
  upTo?: number,
): S {
  const raw = typeof log === 'string' ? parseText(log) : log;
  // A bad `upTo` is refused before the log is read (issue #11: `replay(log, NaN)` of a 19,990-action
  // log read and copied it all first, 48 ms), when the log's action count can be seen (a plain array).
  if (upTo !== undefined) {
    const total = peekActions(raw);
    if (total !== undefined && !isCount(upTo, total)) throw badUpTo(total, upTo);
  }
  return replayParsed(game, parseLogFor(game as unknown as AnyGame, raw) as GameLog<C, A>, upTo);
}

/** Whether `n` is an integer from 0 to `max`. */
function isCount(n: unknown, max: number): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;
}

const badSteps = (n: number, steps: unknown): RuleError =>
  new RuleError('BAD_LOG', 'core', `Undo a number of actions from 0 to ${n}, not ${printValue(steps)}.`);

const badUpTo = (total: number, upTo: unknown): RuleError =>
  new RuleError('BAD_LOG', 'core', `Replay up to an action count from 0 to ${total}, not ${printValue(upTo)}.`);

/** The length of a log's `actions` if it is a plain array of at most MAX_LOG_ACTIONS (read as {@link peek} reads), else undefined. */
function peekActions(raw: unknown): number | undefined {
  if (isMade(raw)) return raw.actions.length;
  try {
    const actions = peek(raw, 'actions');
    if (!Array.isArray(actions) || Object.getPrototypeOf(actions) !== Array.prototype) return undefined;
    const n = actions.length;
    return n <= MAX_LOG_ACTIONS ? n : undefined;
  } catch {
    return undefined;
  }
}

/** {@link replay} of a log that {@link parseLog} has already read (a plain copy). */
/**
 * Replay a parsed log up to `upTo` actions (default all) and return the state after `capture` actions
 * (default: the last state replayed). The recorded end is checked whatever `upTo` is: the action count
 * always, the checksum whenever the whole log is replayed.
 */
function replayParsed<S, A extends BaseAction, C extends BaseConfig>(game: Game<S, A, C, unknown>, log: GameLog<C, A>, upTo?: number, capture?: number): S {
  if (log.game !== game.id) {
    throw new RuleError('BAD_LOG', 'core', `This log is for ${printValue(log.game)}, not "${game.id}".`);
  }
  const total = log.actions.length;
  if (upTo !== undefined && !isCount(upTo, total)) throw badUpTo(total, upTo);
  if (log.end !== undefined && log.end.actions !== total) {
    throw new RuleError('BAD_LOG', 'core', `The log records ${log.end.actions} actions but holds ${total}: it was cut or extended.`);
  }
  let state: S;
  const early = earlyStarts.get(log);
  try {
    state =
      early !== undefined && early.game === (game as unknown) && early.seed === log.seed && jsonEqual(early.config, log.config)
        ? (early.state as S)
        : game.setup(log.config, log.seed);
  } catch (e) {
    if (isRuleError(e)) throw new RuleError('BAD_LOG', e.rule, `The log's config or seed is rejected: ${e.message}`);
    throw e;
  }
  // A log longer than any game under its config can last is refused before any action is replayed.
  const longest = game.maxGameLength(state);
  if (total > longest) {
    throw new RuleError('BAD_LOG', 'core', `The log holds ${total} actions, but a ${game.title} game with this config lasts at most ${longest}.`);
  }
  const check = (at: number): void => {
    const problems = game.validate(state);
    if (problems.length > 0) {
      const e = problemsError(problems, game.id);
      throw new RuleError('BAD_STATE', e.rule, `After ${at} actions of the log: ${e.message}`);
    }
  };
  check(0);
  const n = upTo ?? total;
  let captured: S | undefined = capture === 0 ? state : undefined;
  try {
    for (let i = 0; i < n; i++) {
      try {
        // The log's own copy of the action (read once by parseLog), not a second copy (see logAction).
        state = game.apply(state, logAction(log.actions[i]!) as A);
      } catch (e) {
        if (isRuleError(e)) {
          throw new RuleError('BAD_LOG', e.rule, `Action ${i + 1} of the log is rejected: ${e.message}`);
        }
        throw e;
      }
      check(i + 1);
      if (capture === i + 1) captured = state;
    }
  } finally {
    forgetPlainCopies(); // `replayAny` hands the parsed log (these very actions) to its caller
  }
  if (n === total && log.end !== undefined) {
    const reached = ownChecksum(state);
    if (reached !== log.end.checksum) {
      throw new RuleError('BAD_LOG', 'core', `The log does not reach its recorded final state (checksum ${reached}, recorded ${log.end.checksum}).`);
    }
  }
  return captured ?? state;
}

/**
 * The {@link checksum} of a state the engine made (`setup`, `apply`: the states a replay walks through,
 * frozen throughout, plain data by construction), without the defensive copy `checksum` makes of a
 * caller's value (see `madeChecksum`); the same checksum.
 */
const ownChecksum = (state: unknown): string => madeChecksum(state as object, checksum);

/** Replay a log of any game in `registry`. @throws RuleError `BAD_LOG` for an unknown game. */
export function replayAny(registry: GameRegistry, input: unknown): { game: AnyGame; log: GameLog; state: unknown } {
  const raw = typeof input === 'string' ? parseText(input) : input;
  const id = peek(raw, 'game');
  const named = typeof id === 'string' && Object.prototype.hasOwnProperty.call(registry, id) ? registry[id] : undefined;
  const log = named ? parseLogFor(named, raw) : parseLog(raw);
  const game = Object.prototype.hasOwnProperty.call(registry, log.game) ? registry[log.game] : undefined;
  if (!game) throw new RuleError('BAD_LOG', 'core', `Unknown game ${printValue(log.game)}.`);
  return { game, log, state: replayParsed(game, log) };
}

/**
 * Append an action: apply it to `state`, which must be the state `log` reaches, and return the new state
 * and the longer log (its `end` recorded; frozen throughout, like every log `record`, `undo` and `sealLog`
 * return, so passing it back costs no new read of its actions). `state` is checked against the log's recorded `end` (its
 * checksum); a log without an `end` (from {@link createLog}, or an older log) is replayed once to check it.
 * @throws RuleError `BAD_LOG` for a log that is not one, or if `state` is not the state it reaches (a
 *   state from another game or an earlier turn would record a log that no longer replays); otherwise as
 *   `apply` does.
 */
export function record<S, A extends BaseAction, C extends BaseConfig>(
  game: Game<S, A, C, unknown>,
  log: GameLog<C, A>,
  state: S,
  action: A,
): { state: S; log: GameLog<C, A> } {
  const checked = parseLogFor(game as unknown as AnyGame, log) as GameLog<C, A>;
  if (checked.game !== game.id) throw new RuleError('BAD_LOG', 'core', `This log is for ${printValue(checked.game)}, not "${game.id}".`);
  if (checked.end !== undefined && checked.end.actions !== checked.actions.length) {
    throw new RuleError('BAD_LOG', 'core', `The log records ${checked.end.actions} actions but holds ${checked.actions.length}: it was cut or extended.`);
  }
  const reached = checked.end?.checksum ?? ownChecksum(replayParsed(game, checked));
  let here: string;
  try {
    here = checksum(state);
  } catch (e) {
    if (isRuleError(e)) throw new RuleError('BAD_LOG', 'core', `record: the state is not plain JSON data, so not the state the log reaches (${e.message})`);
    throw e;
  }
  if (here !== reached) {
    throw new RuleError('BAD_LOG', 'core', `record: the state is not the one the log reaches after its ${checked.actions.length} actions (checksum ${here}, the log's ${reached}).`);
  }
  const next = game.apply(state, action);
  // `apply` accepted the action, so it reads as plain JSON; the log keeps a copy, like the rest of it.
  const actions = [...checked.actions, readAction(action) as A];
  return { state: next, log: made({ ...checked, actions, end: { actions: actions.length, checksum: ownChecksum(next) } }) };
}

/**
 * `log` with its `end` recorded: the action count and the checksum of `state`, the state the log reaches,
 * so that `replay` reports a log that was later cut, extended or changed as `BAD_LOG`.
 */
export function sealLog<A extends BaseAction, C extends BaseConfig>(log: GameLog<C, A>, state: unknown): GameLog<C, A> {
  const checked = parseLog(log) as GameLog<C, A>;
  return made({ ...checked, end: { actions: checked.actions.length, checksum: checksum(state) } });
}

/**
 * Undo the last `steps` actions (default 1): the shorter log and the state it replays to.
 * @throws RuleError `BAD_LOG` for a log that is not one, or `steps` that is not an integer from 0 to
 *   the action count.
 */
export function undo<S, A extends BaseAction, C extends BaseConfig>(
  game: Game<S, A, C, unknown>,
  log: GameLog<C, A> | string,
  steps = 1,
): { state: S; log: GameLog<C, A> } {
  const raw = typeof log === 'string' ? parseText(log) : log;
  // A bad `steps` is refused before the log is read, as `replay` refuses a bad `upTo`.
  const peeked = peekActions(raw);
  if (peeked !== undefined && !isCount(steps, peeked)) throw badSteps(peeked, steps);
  const checked = parseLogFor(game as unknown as AnyGame, raw) as GameLog<C, A>;
  const n = checked.actions.length;
  if (!isCount(steps, n)) throw badSteps(n, steps);
  const keep = n - steps;
  const { end: _end, ...rest } = checked;
  const shorter = { ...rest, actions: checked.actions.slice(0, keep) };
  // The whole log is replayed (its recorded end checked: a cut or edited log is BAD_LOG, as in
  // `replay`) and the state after `keep` actions kept.
  const state = replayParsed(game, checked, undefined, keep);
  return { state, log: made({ ...shorter, end: { actions: keep, checksum: ownChecksum(state) } }) };
}
