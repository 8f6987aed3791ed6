/**
 * The argument checks of `ruleDoc` (core/ruledoc.ts and the package root's, src/index.ts): internal,
 * not re-exported from the core.
 */
import { RuleError } from './errors.js';
import { printValue } from './json.js';

/** The shape of a game's rule ID, as `RuleError.rule` carries it. */
const RULE_ID = /^[A-Z]{1,4}-\d+(?:\.\d+)*[a-z]?$/;
/** The shape of a game id. */
const GAME_ID = /^[a-z][a-z0-9-]*$/;
/** The longest game id (as a log's `game`) and the longest rule ID `ruleDoc` reads; longer strings are refused unread. */
const MAX_GAME_ID_LENGTH = 64;
const MAX_RULE_ID_LENGTH = 32;

/**
 * The id of `game` (a string, or a game object's `id`), read once: a throwing getter or Proxy trap is
 * caught, never the caller's exception. `undefined` when there is no string id.
 */
export function gameIdOf(game: unknown): unknown {
  if (typeof game === 'string') return game;
  if (typeof game !== 'object' || game === null) return undefined;
  try {
    return (game as { id?: unknown }).id;
  } catch {
    return undefined;
  }
}

/** Refuse `ruleDoc` input: a {@link RuleError} `UNKNOWN_RULE`, rule `core`. */
export function unknownRule(message: string): never {
  throw new RuleError('UNKNOWN_RULE', 'core', message);
}

/**
 * Check the shape of `ruleDoc`'s arguments; return the game id. Lengths are checked before any pattern, and
 * an over-long string is described by its length, never sliced (slicing a long concatenated string flattens it).
 * @throws RuleError `UNKNOWN_RULE` as {@link ruleDoc} documents.
 */
export function checkRuleDocArgs(game: unknown, rule: unknown): string {
  const id = gameIdOf(game);
  if (typeof id === 'string' && id.length > MAX_GAME_ID_LENGTH) unknownRule(`Not a game id: a string of ${id.length} characters (a game id has at most ${MAX_GAME_ID_LENGTH}).`);
  if (typeof id !== 'string' || !GAME_ID.test(id)) unknownRule(`Not a game id: ${printValue(id)}.`);
  if (typeof rule === 'string' && rule.length > MAX_RULE_ID_LENGTH) unknownRule(`Not a rule ID: a string of ${rule.length} characters (a rule ID has at most ${MAX_RULE_ID_LENGTH}).`);
  if (typeof rule !== 'string' || (rule !== 'core' && !RULE_ID.test(rule))) unknownRule(`Not a rule ID: ${printValue(rule)} (a rule ID looks like WT-7.2, or is core).`);
  return id;
}
