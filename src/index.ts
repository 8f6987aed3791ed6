/**
 * `tabletop-rules`: the registry of every game this package ships, and the core re-exported.
 * Each game is also its own subpath (`tabletop-rules/<id>`), so an app that plays one game ships only
 * that game and the core.
 */
import type { AnyGame, GameRegistry } from './core/game.js';
import { ruleDoc as coreRuleDoc } from './core/ruledoc.js';
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

/** The prefixes of each shipped game's rule IDs (Villagers' solo rules are `S-`). */
const RULE_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  welcometo: ['WT'],
  villagers: ['V', 'S'],
  skyline: ['SK'],
  simplicity: ['SIM'],
  bellavista: ['BV'],
};

/**
 * The file, relative to the package root, that defines `rule` for the shipped game `game`:
 * `docs/rules/<id>.md`, or `docs/README.md` for `core`. See the core `ruleDoc`. The rule's prefix must
 * be the game's (`WT-` for Welcome To; Villagers `V-` and `S-`; `SK-`, `SIM-`, `BV-`); that the number
 * exists in the file is not checked.
 * @example ruleDoc('welcometo', 'WT-7.2'); // 'docs/rules/welcometo.md'
 * @throws TypeError when `game` is not a game this package ships, or `rule` is neither `core` nor a
 *   rule ID with that game's prefix.
 */
export function ruleDoc(game: string | { readonly id: string }, rule: string): string {
  const id = typeof game === 'string' ? game : (game as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || gameById(id) === undefined) throw new TypeError(`Not a game this package ships: ${printValue(id)}`);
  const file = coreRuleDoc(id, rule);
  const prefixes = RULE_PREFIXES[id];
  if (rule !== 'core' && prefixes !== undefined && !prefixes.includes(rule.slice(0, rule.indexOf('-')))) {
    throw new TypeError(`${printValue(rule)} is not a rule ID of ${id} (its rules are ${prefixes.map((p) => `${p}-…`).join(', ')})`);
  }
  return file;
}

export * from './core/index.js';
