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

function resolve(config: StoredConfig): Rules {
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
    offerCosts: config.players === 3 ? components.offerCosts.threePlayers : components.offerCosts.twoOrFourPlayers,
    zoning: new Map(components.zoningCards.map((z) => [z.id, z])),
    contracts: new Map(components.contractCards.map((c) => [c.id, c])),
    height: new Map(components.heightObjectives.map((h) => [h.id, h])),
    grouping: new Map(components.groupingObjectives.map((g) => [g.id, g])),
  };
}

const byObject = new WeakMap<StoredConfig, Rules>();
const byText = new Map<string, Rules>();

/** The rules data for a stored config (validating it the first time; throws BAD_CONFIG). */
export function rulesFor(config: StoredConfig): Rules {
  const hit = byObject.get(config);
  if (hit) return hit;
  const text = JSON.stringify(config);
  let rules = byText.get(text);
  if (!rules) {
    rules = resolve(config);
    if (byText.size >= 32) byText.delete(byText.keys().next().value!);
    byText.set(text, rules);
  }
  byObject.set(config, rules);
  return rules;
}

/** The rules data of a state. */
export function rulesOf(state: { readonly config: StoredConfig }): Rules {
  return rulesFor(state.config);
}
