/**
 * Setup (BV-4, BV-8.1): town, offer board, zoning deck, objectives, contracts, colours, coins, decks.
 */
import { assertConfigKeys, printValue, RuleError, createRng, deepFreeze, isPlainObject, openRng, type Seed } from '../core/index.js';
import { COMPONENTS, HAND_SIZE, type ContractCard } from './data.js';
import { rulesFor } from './rules.js';
import type { BellaVistaConfig, BellaVistaState, Offer, StoredConfig } from './types.js';

const bad = (rule: string, msg: string): never => {
  throw new RuleError('BAD_CONFIG', rule, msg);
};

const CONFIG_KEYS = ['players', 'layout', 'components', 'neutralInFinalRound'];

/** Contract deck: each card `copies` times. */
function contractDeck(cards: readonly ContractCard[]): string[] {
  const out: string[] = [];
  for (const c of cards) for (let i = 0; i < c.copies; i++) out.push(c.id);
  return out;
}

/**
 * A new game (BV-4, BV-8.1) for `config`, plain JSON data that nothing else holds (as `defineGame`'s
 * `setup` and `position` pass it: its parts become part of the frozen state).
 * @throws RuleError `BAD_CONFIG` naming the rule for a config or component data it cannot set up.
 */
export function setup(config: BellaVistaConfig, seed: Seed): BellaVistaState {
  assertConfigKeys(config, CONFIG_KEYS, 'BV-1.1');
  const n = config.players;
  if (!Number.isInteger(n) || n < 2 || n > 4) bad('BV-1.1', `Bella Vista is for 2 to 4 architects, not ${printValue(n)}.`);
  if (config.neutralInFinalRound !== undefined && typeof config.neutralInFinalRound !== 'boolean') {
    bad('BV-9.2', 'config.neutralInFinalRound must be true or false.');
  }
  if (config.components !== undefined && !isPlainObject(config.components)) {
    bad('BV-4.1', 'config.components must be an object of component overrides, e.g. { offerCosts: ... }.');
  }
  if (config.layout !== undefined && typeof config.layout !== 'string' && !Array.isArray(config.layout)) {
    bad('BV-4.1', 'config.layout must be a layout id or a list of {tile, origin, rotation} placements.');
  }
  // Deep-frozen: the rules data derived from it is cached and shared, and views show it. `config` is
  // already a fresh plain-JSON copy (read by the trust wrapper's `setup`, or by `position` from its
  // spec), so its parts are kept as they are: a second copy of component data at the limits cost ~2-7 ms.
  const stored: StoredConfig = deepFreeze({
    players: n,
    layout: config.layout ?? config.components?.defaultLayoutId ?? COMPONENTS.defaultLayoutId,
    neutralInFinalRound: config.neutralInFinalRound ?? false,
    components: config.components === undefined ? null : config.components,
  });
  // Resolves and validates the components and the town (BV-3.2); BAD_CONFIG on any fault.
  const rules = rulesFor(stored);
  const comp = rules.components;
  const rng = openRng(createRng(seed));

  // BV-4.2: offer board side.
  const offerCosts = rules.offerCosts;
  // BV-4.3: zoning deck, top card revealed.
  // (Index loops over the frozen component data here: V8 runs map and slice on frozen arrays on a
  // slow path, and setup runs once per playout.)
  const zoningIds: string[] = [];
  for (let i = 0; i < comp.zoningCards.length; i++) zoningIds.push(comp.zoningCards[i]!.id);
  const zoningDeck = rng.shuffle(zoningIds);
  const zoning = zoningDeck.shift()!;
  // BV-4.4: one height and one grouping objective.
  const heightObjective = rng.pick(comp.heightObjectives).id;
  const groupingObjective = rng.pick(comp.groupingObjectives).id;
  // BV-4.5: contract deck and display.
  const deck = rng.shuffle(contractDeck(comp.contractCards));
  const display = deck.splice(0, comp.contractDisplaySize);
  // BV-4.6 / BV-4.8 / BV-8.1: colours.
  const colours: string[] = [];
  for (let p = 0; p < (n === 2 ? 2 : n); p++) colours.push(comp.colours[p]!);
  const roofColours = n === 2 ? [comp.colours[2]!, comp.colours[3]!] : colours.map(() => null);
  const neutralColour = n === 3 ? comp.colours[3]! : null;
  // BV-4.7 / BV-8.1: start order.
  let offerOrder: number[];
  if (n === 2) {
    // Draw 1 of the 4 start cards (2 per architect): its owner takes positions 1 and 4.
    const first = rng.int(4) < 2 ? 0 : 1;
    offerOrder = [first, 1 - first, 1 - first, first];
  } else {
    offerOrder = rng.shuffle(Array.from({ length: n }, (_, i) => i));
  }
  // BV-4.10 / BV-8.1: private decks and hands.
  const decks: string[][] = [];
  const hands: string[][] = [];
  for (let p = 0; p < n; p++) {
    const cards: string[] = [];
    for (let k = 1; k <= 8; k++) cards.push(`${colours[p]}-${k}`);
    if (n === 2) for (let k = 1; k <= 8; k++) cards.push(`${roofColours[p]}-${k}`);
    const d = rng.shuffle(cards);
    hands.push(sortCards(d.splice(0, HAND_SIZE[n]!)));
    decks.push(d);
  }
  const spaces: (Offer | null)[] = new Array<Offer | null>(offerCosts.length).fill(null);
  const contracts: (readonly string[])[] = [];
  const coins: number[] = [];
  for (let p = 0; p < colours.length; p++) {
    contracts.push(freeze([]));
    coins.push(comp.startingCoins[n as 2 | 3 | 4]);
  }
  const grid: number[] = new Array<number>(rules.town.cellTile.length).fill(-1); // (not a map over the frozen cellTile: V8's slow path)
  // Frozen as it is made, part by part (every part is new and holds only strings, numbers, null and
  // the frozen config): the trust wrapper's deep freeze then finds a frozen root and walks nothing
  // (its walk over the new state, grid included, was 2% of a playout in profiles).
  return freeze({
    players: n,
    config: stored,
    heightObjective,
    groupingObjective,
    round: 1,
    phase: 'offer',
    step: 'place',
    colours: freeze(colours),
    roofColours: freeze(roofColours),
    neutralColour,
    coins: freeze(coins),
    decks: freeze(decks.map(freeze)),
    hands: freeze(hands.map(freeze)),
    offerOrder: freeze(offerOrder),
    offerTurn: 0,
    spaces: freeze(spaces),
    overflow: freeze([]),
    queue: freeze([]),
    buildTurn: 0,
    buildings: freeze([]),
    grid: freeze(grid),
    setAside: freeze([]),
    zoning,
    zoningDeck: freeze(zoningDeck),
    zoningPast: freeze([]),
    contractDeck: freeze(deck),
    display: freeze(display),
    contracts: freeze(contracts),
    rng: freeze(rng.state()),
  });
}

/** `Object.freeze` of a new array (typed for the state's readonly lists). */
function freeze<T>(x: T): T {
  return Object.freeze(x);
}

/** Card id `'red-4'` -> building number 4. */
export function cardNumber(card: string): number {
  // Every sort of cards asks this: one digit after the last dash (the published #1..#8) is read
  // without a search or a substring.
  const n = card.length;
  if (n >= 2 && card.charCodeAt(n - 2) === 45 /* '-' */) {
    const d = card.charCodeAt(n - 1) - 48;
    if (d >= 0 && d <= 9) return d;
  }
  return Number(card.slice(card.lastIndexOf('-') + 1));
}

/** Card id `'red-4'` -> colour `'red'`. */
export function cardColour(card: string): string {
  return card.slice(0, card.lastIndexOf('-'));
}

/** Hands are kept sorted (number, then id) so a hand's order reveals nothing about draws. */
export function sortCards(cards: string[]): string[] {
  return cards.sort((a, b) => cardNumber(a) - cardNumber(b) || (a < b ? -1 : a > b ? 1 : 0));
}
