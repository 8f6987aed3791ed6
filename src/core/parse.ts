/**
 * Input that arrives as TEXT (a network message, a stored row): read into plain JSON with work bounded
 * by the text's documented cap, before and after `JSON.parse`. Issue #11, "rejecting any input takes
 * < 1 ms": an in-process action object of 10^5 keys costs V8 ~20 ms to list its keys before any check
 * can refuse it (docs/README.md, "What stays the server's job"), but text is refused by its length in
 * O(1), and text within the cap parses and is checked in microseconds. Logs as text: `parseLog`.
 */
import type { AnyGame } from './game.js';
import { RuleError, type RuleErrorCode } from './errors.js';
import { deepFreeze } from './freeze.js';
import { ACTION_LIMITS, STATE_LIMITS, NESTS_DEEPER, jsonProblem, jsonTextExcess, notJsonText, parsedWithinLimits, printValue, readJson, type JsonLimits } from './json.js';

/**
 * The longest action text {@link parseAction} reads, in UTF-16 units (DEFAULT, a resource limit).
 * Measured: the longest JSON text of any action `legalActions` listed, over 30 random playouts of every
 * game at every player count (and the expert, advanced and variant configs), is 86 characters (a
 * Villagers `build`); Welcome To 75, Tower Up 74, Bella Vista 73, Simplicity 48. Custom component ids
 * (at most 40 characters in every game) make a Villagers `build` (two ids) about 150. 4 096 is ~48
 * times the longest measured: room for pretty-printed JSON and ids written with `\u` escapes. An action text within it parses and is
 * checked in a few microseconds; one past it is refused before it is parsed.
 */
export const MAX_ACTION_TEXT = 4_096;

/**
 * The longest state text {@link parseState} reads, in UTF-16 units (DEFAULT, a resource limit). The
 * longest state of the longest random playouts of every game and player count (test/trust/timing.ts
 * `gen`) is 17 358 characters (Welcome To, 12 players, advanced icecream); Villagers 7 244, Bella Vista
 * 6 519, Tower Up 3 588, Simplicity 868. A state is read with at most {@link STATE_LIMITS}`.nodes`
 * (60 000) values, and 2 000 000 characters is ~33 a value at that count. Text of 2 MB parses in
 * 8–17 ms on Node 20.
 */
export const MAX_STATE_TEXT = 2_000_000;

/**
 * How far past a limit {@link jsonTextExcess} refuses text unparsed: an object of 16 times the keys
 * (1,024 for an action, 4,096 for a state or log), twice the values. Below that, parsing costs little
 * (an object of 4,096 keys: ~0.5 ms) and the message is the read's, naming where, as for the value.
 */
export const FAR = 16;

/**
 * JSON text read the way every text of this module is: a string, at most `cap` characters (checked
 * first, O(1)), no byte-order mark (RFC 8259 §8.1: networked JSON text must not begin with one),
 * nesting at most `limits.depth` deep (a linear scan, before `JSON.parse`), valid JSON.
 * @throws RuleError `code` (rule `core`) naming what is wrong, with at most the text's first 32
 *   characters through the bounded printer.
 */
function parseText(text: unknown, cap: number, limits: JsonLimits, code: RuleErrorCode, what: string): unknown {
  if (typeof text !== 'string') {
    throw new RuleError(code, 'core', `${what} must be given as a string of JSON text, not ${printValue(text)}.`);
  }
  if (text.length > cap) {
    throw new RuleError(code, 'core', `${what} is at most ${cap} characters of JSON text (this one ${text.length}).`);
  }
  if (text.charCodeAt(0) === 0xfeff) {
    throw new RuleError(code, 'core', `${what} begins with a byte-order mark (U+FEFF); send the JSON text alone (RFC 8259 §8.1).`);
  }
  // One scan before JSON.parse: nesting (readJson's depth counts the top value as 0 and refuses a
  // container at `depth`; the scan counts it as 1), and text far too wide or with far too many values
  // (trial 20: 131 ms for 150,000 keys). Nearer those limits the text is parsed and the read names
  // where, as for the parsed value.
  const excess = jsonTextExcess(text, limits.depth, limits.keys * FAR, limits.nodes * 2);
  if (excess === NESTS_DEEPER) throw new RuleError(code, 'core', `${what} must be plain JSON data: nesting deeper than ${limits.depth}.`);
  if (excess !== undefined) throw new RuleError(code, 'core', `${what} must be plain JSON data: ${excess}.`);
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new RuleError(code, 'core', `${what} ${notJsonText(text, e)}.`);
  }
}

/**
 * An action from its JSON text (what a client sends over a network), as the plain action `apply`,
 * `describe` and `tryApply` take: `parseAction('{"type":"pass","player":1}')` is `{ type: 'pass',
 * player: 1 }` (a fresh, unfrozen object the caller owns). Shape: any JSON value that reads as an
 * action reads (`readAction`: depth <= 8, <= 10 000 values, objects of <= 64 keys, strings <= 1 000
 * characters, no `__proto__` / `constructor` / `prototype` key; `1e999` reads as Infinity and is left
 * to the game's field checks, as for an in-process action). Whether it is an action of a game, with
 * the right fields, is `apply`'s to say. Work is bounded by {@link MAX_ACTION_TEXT}: a refusal takes
 * microseconds whatever the text (measured by test/trust/parse-timing.ts).
 * @throws RuleError `MALFORMED_ACTION` (rule `core`) for a non-string, text longer than
 *   {@link MAX_ACTION_TEXT} (refused before anything else is read), a leading byte-order mark, nesting
 *   deeper than 8 (refused before parsing), text that is not JSON, or JSON past the action limits; the
 *   message is bounded (~200 characters) and shows at most the text's first 32 characters, escaped.
 */
export function parseAction(text: string): unknown {
  const value = parseText(text, MAX_ACTION_TEXT, ACTION_LIMITS, 'MALFORMED_ACTION', "An action's text");
  // Our own JSON.parse result is plain data: only the limits are left to check (in place); a value
  // past them is read as readAction reads it, so the refusal names why and where, as apply's would.
  if (parsedWithinLimits(value, ACTION_LIMITS)) return value;
  const r = readJson(value, ACTION_LIMITS);
  if (!r.ok) throw new RuleError('MALFORMED_ACTION', 'core', `An action must be plain JSON data: ${jsonProblem(r)}.`);
  return r.value;
}

/**
 * A state of `game` from its JSON text (a stored row, a network message), entered once: the text is read
 * as {@link parseAction} reads (a string of at most {@link MAX_STATE_TEXT} characters, no byte-order
 * mark, nesting at most {@link STATE_LIMITS}`.depth` checked before parsing, within the state limits),
 * deep-frozen, and checked by the game (plain JSON, `validate`) the way every contract function checks a
 * state it has not seen. The result is frozen throughout, so every later call with it uses the copy the
 * game checked, without reading or validating it again (a state `JSON.parse` gives is unfrozen: it is
 * read and checked again on every call).
 * @throws RuleError `BAD_STATE` (rule `core`, or the game's rule for a problem `validate` reports).
 */
export function parseState<S = unknown>(game: AnyGame, text: string): S {
  const value = parseText(text, MAX_STATE_TEXT, STATE_LIMITS, 'BAD_STATE', `A ${game.id} state's text`);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RuleError('BAD_STATE', 'core', `A ${game.id} state is a JSON object, not ${printValue(value)}.`);
  }
  // Our own JSON.parse result is plain data: checked against the limits in place before it is frozen
  // (a 2 MB text of one wide array is refused without freezing it); past them, the copy names why.
  if (!parsedWithinLimits(value, STATE_LIMITS)) {
    const r = readJson(value, STATE_LIMITS);
    if (!r.ok) throw new RuleError('BAD_STATE', 'core', `A ${game.id} state must be plain JSON data: ${jsonProblem(r)}.`);
  }
  deepFreeze(value);
  // Entering: any contract function reads, checks and remembers a frozen state it has not seen (BAD_STATE
  // naming the problems); `seats` is the cheapest.
  game.seats(value);
  return value as S;
}
