/**
 * Game logs and replay. A log is `{ format, game, config, seed, actions }`: enough to rebuild any
 * state exactly, because every random draw comes from the seeded RNG inside the state. Undo is
 * replaying a prefix.
 */
import { RuleError, isRuleError } from './errors.js';
import { isPlainObject } from './actions.js';
import type { AnyGame, BaseAction, BaseConfig, Game, GameRegistry, Seed } from './game.js';

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
}

/** A new, empty log. */
export function createLog<C extends BaseConfig, A extends BaseAction>(game: string, config: C, seed: Seed): GameLog<C, A> {
  return { format: LOG_FORMAT, game, config, seed, actions: [] };
}

/**
 * Check that `input` (an object, or JSON text) is a log; return it typed.
 * @throws RuleError `BAD_LOG` naming what is wrong.
 */
export function parseLog(input: unknown): GameLog {
  let data = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input) as unknown;
    } catch (e) {
      throw new RuleError('BAD_LOG', 'core', `The log is not valid JSON: ${(e as Error).message}`);
    }
  }
  if (!isPlainObject(data)) throw new RuleError('BAD_LOG', 'core', 'A log must be a JSON object.');
  if (data.format !== LOG_FORMAT) {
    throw new RuleError('BAD_LOG', 'core', `A log needs "format": "${LOG_FORMAT}".`);
  }
  if (typeof data.game !== 'string') throw new RuleError('BAD_LOG', 'core', 'A log needs a string "game".');
  if (!isPlainObject(data.config)) throw new RuleError('BAD_LOG', 'core', 'A log needs a "config" object.');
  if (typeof data.seed !== 'string' && typeof data.seed !== 'number') {
    throw new RuleError('BAD_LOG', 'core', 'A log needs a string or number "seed".');
  }
  if (!Array.isArray(data.actions)) throw new RuleError('BAD_LOG', 'core', 'A log needs an "actions" array.');
  return data as unknown as GameLog;
}

/**
 * Rebuild the state after the first `upTo` actions of `log` (all of them by default).
 * @throws RuleError `BAD_LOG` if `log` is not a log, is for another game, or an action in it is rejected
 *   (the message names the action's index and the rule error).
 */
export function replay<S, A extends BaseAction, C extends BaseConfig>(
  game: Game<S, A, C, unknown>,
  log: GameLog<C, A>,
  upTo?: number,
): S {
  parseLog(log);
  if (log.game !== game.id) {
    throw new RuleError('BAD_LOG', 'core', `This log is for "${log.game}", not "${game.id}".`);
  }
  let state = game.setup(log.config, log.seed);
  const n = Math.max(0, Math.min(upTo ?? log.actions.length, log.actions.length));
  for (let i = 0; i < n; i++) {
    try {
      state = game.apply(state, log.actions[i]!);
    } catch (e) {
      if (isRuleError(e)) {
        throw new RuleError('BAD_LOG', e.rule, `Action ${i + 1} of the log is rejected: ${e.message}`);
      }
      throw e;
    }
  }
  return state;
}

/** Replay a log of any game in `registry`. @throws RuleError `BAD_LOG` for an unknown game. */
export function replayAny(registry: GameRegistry, input: unknown): { game: AnyGame; log: GameLog; state: unknown } {
  const log = parseLog(input);
  const game = Object.prototype.hasOwnProperty.call(registry, log.game) ? registry[log.game] : undefined;
  if (!game) throw new RuleError('BAD_LOG', 'core', `Unknown game "${log.game}".`);
  return { game, log, state: replay(game, log) };
}

/** Append an action: apply it and return the new state and the longer log. Throws as `apply` does. */
export function record<S, A extends BaseAction, C extends BaseConfig>(
  game: Game<S, A, C, unknown>,
  log: GameLog<C, A>,
  state: S,
  action: A,
): { state: S; log: GameLog<C, A> } {
  const next = game.apply(state, action);
  return { state: next, log: { ...log, actions: [...log.actions, action] } };
}

/** Undo the last `steps` actions (default 1): the shorter log and the state it replays to. */
export function undo<S, A extends BaseAction, C extends BaseConfig>(
  game: Game<S, A, C, unknown>,
  log: GameLog<C, A>,
  steps = 1,
): { state: S; log: GameLog<C, A> } {
  const keep = Math.max(0, log.actions.length - Math.max(0, steps));
  const shorter = { ...log, actions: log.actions.slice(0, keep) };
  return { state: replay(game, shorter), log: shorter };
}
