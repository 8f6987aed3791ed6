/**
 * The static rules data of a game — components (with the user's overrides), the assembled town and
 * its geometry — resolved from the config stored in the state and cached, so states stay small.
 */
import type { Components, ContractCard, GroupingObjective, HeightObjective, TilePlacement, ZoningCard } from './data.js';
import { COMPONENTS } from './data.js';
import { RuleError, isPlainObject } from '../core/index.js';
import { buildTown, townInfo, validateComponents, type TownInfo } from './town.js';
import type { StoredConfig, Town } from './types.js';

export interface Rules {
  readonly components: Components;
  readonly town: Town;
  readonly info: TownInfo;
  /** Offer space costs for this player count, left to right. */
  readonly offerCosts: readonly number[];
  readonly zoning: ReadonlyMap<string, ZoningCard>;
  readonly contracts: ReadonlyMap<string, ContractCard>;
  readonly height: ReadonlyMap<string, HeightObjective>;
  readonly grouping: ReadonlyMap<string, GroupingObjective>;
}

const bad = (rule: string, msg: string): never => {
  throw new RuleError('BAD_CONFIG', rule, msg);
};

/** The component data for a config: the published set with the user's overrides, validated. */
export function resolveComponents(overrides: Partial<Components> | null): Components {
  if (overrides === null) return COMPONENTS;
  if (!isPlainObject(overrides)) bad('BV-4.1', 'config.components must be an object of component overrides.');
  for (const k of Object.keys(overrides)) {
    if (!Object.prototype.hasOwnProperty.call(COMPONENTS, k)) bad('BV-4.1', `config.components has no "${k}" part (known: ${Object.keys(COMPONENTS).join(', ')}).`);
  }
  const merged = { ...COMPONENTS, ...overrides } as Components;
  validateComponents(merged);
  return merged;
}

/** The rules data that does not depend on the player count: the components, the town and its geometry, the card maps. */
type TownRules = Omit<Rules, 'offerCosts'>;

function resolve(config: StoredConfig): TownRules {
  const components = resolveComponents(config.components);
  let layout: readonly TilePlacement[];
  if (typeof config.layout === 'string') {
    const found = components.layouts.find((l) => l.id === config.layout);
    if (!found) bad('BV-4.1', `Unknown layout "${config.layout}" (known: ${components.layouts.map((l) => l.id).join(', ')}).`);
    layout = found!.placements;
  } else {
    layout = config.layout;
  }
  const town = buildTown(components, layout);
  return {
    components,
    town,
    info: townInfo(town),
    zoning: new Map(components.zoningCards.map((z) => [z.id, z])),
    contracts: new Map(components.contractCards.map((c) => [c.id, c])),
    height: new Map(components.heightObjectives.map((h) => [h.id, h])),
    grouping: new Map(components.groupingObjectives.map((g) => [g.id, g])),
  };
}

const byObject = new WeakMap<StoredConfig, Rules>();
/**
 * Resolved components and towns by the text of the config's `components` and `layout` (not its player
 * count: games of 2, 3 and 4 architects on the same custom town validate and build it once; at the
 * component limits that is most of a setup's time).
 */
const byText = new Map<string, TownRules>();

/**
 * The rules of the published components on a named layout, by layout id and player count: a state
 * read from JSON brings its own config object, which would otherwise cost its config's text and a
 * weak-map insert in `byObject` on the state's first call.
 */
const published = new Map<string, Rules[]>();

/** The rules data for a stored config (validating it the first time; throws BAD_CONFIG). */
export function rulesFor(config: StoredConfig): Rules {
  if (config === lastConfig) return lastRules!;
  const hit = byObject.get(config) ?? rulesOfNew(config);
  lastConfig = config;
  lastRules = hit;
  return hit;
}

/**
 * The config of the last {@link rulesFor} call and its rules (a one-entry memo by identity, as
 * `byObject`): one step asks a state's rules many times, and a state read from JSON brings a config
 * object no weak map has seen (its look-ups were a few percent of a cold `apply`).
 */
let lastConfig: StoredConfig | undefined;
let lastRules: Rules | undefined;

/** {@link rulesFor} for a config object not seen before. */
function rulesOfNew(config: StoredConfig): Rules {
  const named = config.components === null && typeof config.layout === 'string' ? published.get(config.layout)?.[config.players] : undefined;
  if (named !== undefined) return named;
  const text = JSON.stringify([config.components, config.layout]);
  let shared = byText.get(text);
  if (!shared) {
    shared = resolve(config);
    if (byText.size >= 32) byText.delete(byText.keys().next().value!);
    byText.set(text, shared);
  }
  // One rules object per town and player count (what validate's per-rules tables are cached on).
  let rules = perPlayers.get(shared)?.[config.players];
  if (!rules) {
    const c = shared.components;
    // BV-4.2: the offer board side for this player count.
    rules = { ...shared, offerCosts: config.players === 3 ? c.offerCosts.threePlayers : c.offerCosts.twoOrFourPlayers };
    let list = perPlayers.get(shared);
    if (!list) perPlayers.set(shared, (list = []));
    list[config.players] = rules;
  }
  byObject.set(config, rules);
  if (config.components === null && typeof config.layout === 'string') {
    let list = published.get(config.layout);
    if (!list) published.set(config.layout, (list = []));
    list[config.players] = rules;
  }
  return rules;
}

/** The rules object of each player count, per resolved town. */
const perPlayers = new WeakMap<TownRules, Rules[]>();

/** The rules data of a state. */
export function rulesOf(state: { readonly config: StoredConfig }): Rules {
  return rulesFor(state.config);
}
