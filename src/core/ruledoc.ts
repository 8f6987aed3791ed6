/**
 * Where a rule ID is written down. Every `RuleError.rule` of a game is an ID of that game's rules
 * reference, `docs/rules/<game>.md`, which ships in the package; `core` (the engine's own contract:
 * game over, action shape, seat, seed, log) is described in `docs/README.md`, "Errors".
 */

import { checkRuleDocArgs } from './ruledoc-args.js';

/**
 * The file, relative to the package root, that defines `rule` for the game `game` (an id such as
 * `'welcometo'`, or a game object). Search that file for the ID itself.
 *
 * @example
 * ruleDoc('welcometo', 'WT-7.2'); // 'docs/rules/welcometo.md'
 * ruleDoc(simplicity, 'core');    // 'docs/README.md'
 * // In Node: path.join(path.dirname(require.resolve('tabletop-rules/package.json')), ruleDoc(id, e.rule))
 * This core version knows no registry (a third-party game defined with `defineGame` has its own
 * `docs/rules/<id>.md`), so it checks only the shape of its arguments; the package root's `ruleDoc` also
 * refuses ids of games it does not ship and rule IDs its rules references do not name.
 * @throws RuleError `UNKNOWN_RULE` (rule `core`) when `game` is not a well-formed game id (lowercase
 *   letters, digits, `-`; at most 64 characters), or `rule` is neither `core` nor a rule ID (`WT-7.2`,
 *   `V-2.9`, `SIM-3a`: 1–4 capitals, `-`, numbers joined by `.`, an optional letter; at most 32
 *   characters). Never anything else, whatever the arguments (a Proxy, a throwing getter, BigInt, a
 *   huge string): the arguments are read once and shown through the bounded printer.
 */
export function ruleDoc(game: string | { readonly id: string }, rule: string): string {
  const id = checkRuleDocArgs(game, rule);
  return rule === 'core' ? 'docs/README.md' : `docs/rules/${id}.md`;
}
