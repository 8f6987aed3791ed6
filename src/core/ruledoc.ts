/**
 * Where a rule ID is written down. Every `RuleError.rule` of a game is an ID of that game's rules
 * reference, `docs/rules/<game>.md`, which ships in the package; `core` (the engine's own contract:
 * game over, action shape, seat, seed, log) is described in `docs/README.md`, "Errors".
 */

/**
 * The file, relative to the package root, that defines `rule` for the game `game` (an id such as
 * `'welcometo'`, or a game object). Search that file for the ID itself.
 *
 * @example
 * ruleDoc('welcometo', 'WT-7.2'); // 'docs/rules/welcometo.md'
 * ruleDoc(simplicity, 'core');    // 'docs/README.md'
 * // In Node: path.join(path.dirname(require.resolve('tabletop-rules/package.json')), ruleDoc(id, e.rule))
 * @throws TypeError when `game` is not a registry id (lowercase letters, digits, `-`).
 */
export function ruleDoc(game: string | { readonly id: string }, rule: string): string {
  const id = typeof game === 'string' ? game : game.id;
  if (typeof id !== 'string' || !/^[a-z][a-z0-9-]*$/.test(id)) throw new TypeError(`Not a game id: ${String(id)}`);
  return rule === 'core' ? 'docs/README.md' : `docs/rules/${id}.md`;
}
