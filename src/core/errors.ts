/**
 * Typed rule errors. Every rejection of an action, a config or a seed is a {@link RuleError}:
 * a closed `code`, the rule ID from `docs/rules/<game>.md` that forbids it, and a sentence a
 * player understands. An engine never throws anything else for bad input.
 */

/** The closed set of reasons an engine rejects input. */
export type RuleErrorCode =
  /** The acting seat is not among `actors(state)`. */
  | 'NOT_YOUR_TURN'
  /** Well-formed, but the rules forbid it in this state. */
  | 'ILLEGAL_ACTION'
  /** Not an action of this game at all: wrong shape, unknown type, missing or mistyped field. */
  | 'MALFORMED_ACTION'
  /** The game is over; nothing more may be applied. */
  | 'GAME_OVER'
  /** `setup` was given a config the game cannot play (player count, components, options). */
  | 'BAD_CONFIG'
  /** A seed that is neither a string nor a safe integer. */
  | 'BAD_SEED'
  /** A replay log that is not a log of this library, or does not reach its recorded end. */
  | 'BAD_LOG'
  /** A state (or a position spec) that is not a valid state of this game (see `validate` and `assertValidState`). */
  | 'BAD_STATE'
  /** `ruleDoc` was given a game or a rule ID that no rules reference names (or that is not an id at all). */
  | 'UNKNOWN_RULE';

/** All codes, for validation and exhaustive tests. */
export const RULE_ERROR_CODES: readonly RuleErrorCode[] = Object.freeze([
  'NOT_YOUR_TURN',
  'ILLEGAL_ACTION',
  'MALFORMED_ACTION',
  'GAME_OVER',
  'BAD_CONFIG',
  'BAD_SEED',
  'BAD_LOG',
  'BAD_STATE',
  'UNKNOWN_RULE',
]);

/**
 * Thrown by `setup`, `apply` and `replay` for input the rules reject. The state passed in is never
 * changed.
 *
 * @example
 * throw new RuleError('ILLEGAL_ACTION', 'WT-4.2', 'House 5 is already built on street 1.');
 */
export class RuleError extends Error {
  override readonly name = 'RuleError';
  constructor(
    /** Why the input was rejected; a closed union. */
    readonly code: RuleErrorCode,
    /** The rule ID that forbids it, e.g. `WT-4.2`; `core` for the engine's own contract. */
    readonly rule: string,
    message: string,
  ) {
    super(message);
  }

  /** Plain-data form, for logs and network replies. */
  toJSON(): { code: RuleErrorCode; rule: string; message: string } {
    return { code: this.code, rule: this.rule, message: this.message };
  }
}

/** True for a {@link RuleError}, also one from another copy of this library. */
export function isRuleError(e: unknown): e is RuleError {
  return (
    e instanceof RuleError ||
    (typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'RuleError' &&
      typeof (e as { code?: unknown }).code === 'string')
  );
}

/** Shorthand: throw an `ILLEGAL_ACTION` for `rule`. */
export function illegal(rule: string, message: string): never {
  throw new RuleError('ILLEGAL_ACTION', rule, message);
}

/** Shorthand: throw a `MALFORMED_ACTION` for `rule`. */
export function malformed(rule: string, message: string): never {
  throw new RuleError('MALFORMED_ACTION', rule, message);
}

/** Shorthand: throw a `BAD_STATE` for `rule` (an impossible position or state). */
export function badState(rule: string, message: string): never {
  throw new RuleError('BAD_STATE', rule, message);
}

/** Shorthand: throw a `BAD_CONFIG` for `rule`. */
export function badConfig(rule: string, message: string): never {
  throw new RuleError('BAD_CONFIG', rule, message);
}
