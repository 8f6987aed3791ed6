/**
 * Where a rule ID is written down. Every `RuleError.rule` of a game is an ID of that game's rules
 * reference, `docs/rules/<game>.md`, which ships in the package; `core` (the engine's own contract:
 * game over, action shape, seat, seed, log) is described in `docs/README.md`, "Errors".
 */

import { printValue } from './json.js';

/** The shape of a game's rule ID, as `RuleError.rule` carries it. */
const RULE_ID = /^[A-Z]{1,4}-\d+(?:\.\d+)*[a-z]?$/;

/**
 * The file, relative to the package root, that defines `rule` for the game `game` (an id such as
 * `'welcometo'`, or a game object). Search that file for the ID itself.
 *
 * @example
 * ruleDoc('welcometo', 'WT-7.2'); // 'docs/rules/welcometo.md'
 * ruleDoc(simplicity, 'core');    // 'docs/README.md'
 * // In Node: path.join(path.dirname(require.resolve('tabletop-rules/package.json')), ruleDoc(id, e.rule))
 * This core version knows no registry (a third-party game defined with `defineGame` has its own
 * `docs/rules/<id>.md`); the package root's `ruleDoc` also refuses ids of games it does not ship.
 * @throws TypeError when `game` is not a well-formed game id (lowercase letters, digits, `-`), or `rule`
 *   is neither `core` nor a rule ID (`WT-7.2`, `V-2.9`, `SIM-3a`: 1–4 capitals, `-`, numbers joined by
 *   `.`, an optional letter).
 */
export function ruleDoc(game: string | { readonly id: string }, rule: string): string {
  const id = typeof game === 'string' ? game : (game as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || !/^[a-z][a-z0-9-]*$/.test(id)) throw new TypeError(`Not a game id: ${printValue(id)}`);
  if (typeof rule !== 'string' || (rule !== 'core' && !RULE_ID.test(rule))) throw new TypeError(`Not a rule ID: ${printValue(rule)}`);
  return rule === 'core' ? 'docs/README.md' : `docs/rules/${id}.md`;
}
