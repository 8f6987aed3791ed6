/**
 * `tabletop-rules`: the registry of every game this package ships, and the core re-exported.
 * Each game is also its own subpath (`tabletop-rules/<id>`), so an app that plays one game ships only
 * that game and the core.
 */
import type { AnyGame, GameRegistry } from './core/game.js';
import { checkRuleDocArgs, unknownRule } from './core/ruledoc-args.js';
import { RULE_IDS, RULE_PREFIXES } from './rule-ids.js';
import { printValue } from './core/json.js';
import { welcometo } from './welcometo/index.js';
import { villagers } from './villagers/index.js';
import { skyline } from './skyline/index.js';
import { simplicity } from './simplicity/index.js';
import { bellavista } from './bellavista/index.js';

/**
 * Every registered game by id. Each entry keeps its own type: `games.simplicity` is `typeof simplicity`,
 * so `games.simplicity.apply(state, action)` accepts only Simplicity states and actions. For an id known
 * only at run time use {@link gameById} (or read the registry as a `GameRegistry`).
 */
export const games = Object.freeze({
  welcometo,
  villagers,
  skyline,
  simplicity,
  bellavista,
} as const satisfies GameRegistry);

/** The registry's type: `Games['villagers']` is `typeof villagers`. */
export type Games = typeof games;

/** The id of a registered game: `'welcometo' | 'villagers' | 'skyline' | 'simplicity' | 'bellavista'`. */
export type RegisteredGameId = keyof Games;

/** The registered game ids, in registry order. */
export const gameIds: readonly RegisteredGameId[] = Object.freeze(Object.keys(games) as RegisteredGameId[]);

/**
 * The registered game with id `id` (a string from a log, a URL, a command line), types erased;
 * `undefined` for any other string (own ids only: `'toString'` is not a game).
 */
export function gameById(id: string): AnyGame | undefined {
  return Object.prototype.hasOwnProperty.call(games, id) ? (games as GameRegistry)[id] : undefined;
}

/** Each shipped game's rule IDs as a set, built on first use from the generated table (src/rule-ids.ts). */
const ruleSets = new Map<string, ReadonlySet<string>>();
function ruleSet(id: string): ReadonlySet<string> {
  let set = ruleSets.get(id);
  if (set === undefined) ruleSets.set(id, (set = new Set(RULE_IDS[id])));
  return set;
}

/**
 * The file, relative to the package root, that defines `rule` for the shipped game `game`:
 * `docs/rules/<id>.md`, or `docs/README.md` for `core`. See the core `ruleDoc`. The rule must be one that
 * file names (the IDs are a table generated from docs/rules/*.md, src/rule-ids.ts, so nothing is read at
 * run time), with the game's prefix (`WT-` for Welcome To; Villagers `V-` and `S-`; `SK-`, `SIM-`, `BV-`).
 * Every `RuleError.rule` a shipped engine throws passes.
 * @example ruleDoc('welcometo', 'WT-7.2'); // 'docs/rules/welcometo.md'
 * @throws RuleError `UNKNOWN_RULE` (rule `core`) when `game` is not a game this package ships (an id
 *   or a game object), or `rule` is neither `core` nor a rule ID that game's rules reference names
 *   (`WT-99.1`, another game's `SK-1`). Never anything else, whatever the arguments (non-strings, a
 *   Proxy, a throwing getter, BigInt, a huge string): they are read once, bounded.
 */
export function ruleDoc(game: string | { readonly id: string }, rule: string): string {
  const id = checkRuleDocArgs(game, rule);
  if (gameById(id) === undefined) unknownRule(`Not a game this package ships: ${printValue(id)} (its games: ${gameIds.join(', ')}).`);
  if (rule === 'core') return 'docs/README.md';
  const prefixes = RULE_PREFIXES[id]!;
  if (!prefixes.includes(rule.slice(0, rule.indexOf('-')))) {
    unknownRule(`${printValue(rule)} is not a rule ID of ${id} (its rules are ${prefixes.map((p) => `${p}-…`).join(', ')}).`);
  }
  if (!ruleSet(id).has(rule)) unknownRule(`${printValue(rule)} is not a rule of ${id}: docs/rules/${id}.md does not name it.`);
  return `docs/rules/${id}.md`;
}

export * from './core/index.js';
