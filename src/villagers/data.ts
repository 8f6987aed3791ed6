/**
 * Villagers (Sinister Fish Games, 2019): the published components as typed data.
 *
 * Transcribed from `test/fixtures/villagers/components.json` (the published component data) (docs/rules/villagers.md V-2). Card references
 * (`placedOn`, `chain`, `padlock`) use card ids. The 54 card types hold 135 cards: 5 Founders,
 * 30 basic villagers (10 Hayer, 10 Lumberjack, 10 Miner) and 50 types × 2 copies in the deck.
 * `test/villagers/data.test.ts` checks every field against components.json.
 *
 * A user may pass a corrected list as `config.cards` (same shape) without touching code.
 */

/** The nine suits (V-2.3). */
export type Suit = 'Grains' | 'Wood' | 'Hay' | 'Ore' | 'Grapes' | 'Wool' | 'Leather' | 'Solitary' | 'Special';

/** Every suit, in the order of the rulebook. */
export const SUITS: readonly Suit[] = ['Grains', 'Wood', 'Hay', 'Ore', 'Grapes', 'Wool', 'Leather', 'Solitary', 'Special'];

/** What a silver formula counts in its owner's village (V-9.4). */
export type SilverMetric =
  | 'suitSymbols'
  | 'goldIcons'
  | 'sumPrintedGold'
  | 'food'
  | 'builders'
  | 'padlocks'
  | 'coinsOnOneOwnCard';

/** A silver formula: `amount × floor(metric / per)` (V-9.4). */
export interface SilverFormula {
  readonly metric: SilverMetric;
  /** The suit counted (suit symbols, or the Wood Carver's Wood cards); null otherwise. */
  readonly suit: Suit | null;
  readonly amount: number;
  readonly per: number;
  /** True when covered cards count too (suit symbols and padlocks sit in the top band, V-6.5). */
  readonly includeCovered: boolean;
}

/** A card's special rule (V-7, V-8.1). */
export type CardEffect = 'foundersFlip' | 'wildChainMember' | 'swapNonTop' | 'freeUnlock' | 'halfPrintedGold';

/** One card type. */
export interface CardType {
  /** Stable id, e.g. `"milk_maid"`. */
  readonly id: string;
  /** Printed English name, e.g. `"Milk Maid"`. */
  readonly name: string;
  readonly suit: Suit;
  /** Copies in the box. */
  readonly copies: number;
  /** Where the cards live at setup: one Founders per player, the basic supply piles, or the deck. */
  readonly kind: 'founders' | 'basic' | 'deck';
  /** Wool and Leather carry "4+": used only with 4–5 players (V-3.1). */
  readonly fourPlusOnly: boolean;
  /** Has a banner: may start a new column (V-2.5). */
  readonly base: boolean;
  /** The card it must be placed on (V-2.6); null for bases and specials. */
  readonly placedOn: string | null;
  /** The printed production chain ending in this card; empty for Monk and Apprentice. */
  readonly chain: readonly string[];
  /** Cards that may be placed directly on it (V-2.9); for Monk/Apprentice, as a bottom card. */
  readonly slots: number;
  /** Monk/Apprentice only: slots when not the bottom card (V-7.2); null otherwise. */
  readonly slotsWhenStacked: number | null;
  readonly printedGold: number;
  readonly food: number;
  readonly builders: number;
  readonly suitSymbols: number;
  /** Id of the unlocker named under a padlock (V-6.7); null if not locked. */
  readonly padlock: string | null;
  /** Key-ring number (informational only, V-2.7). */
  readonly keyRing: number;
  readonly silver: SilverFormula | null;
  readonly effect: CardEffect | null;
  /** X marker: discarded after use, not in the build limit (V-2.8). */
  readonly discardAfterUse: boolean;
  /** Founders only: the food side's values (V-8.1). */
  readonly flipSide: { readonly printedGold: number; readonly food: number } | null;
}

/** The base-game card list (docs/rules/villagers.md V-2.10). */
export const CARDS: readonly CardType[] = [
  {
    id: 'founders', name: 'Founders', suit: 'Grains', copies: 5, kind: 'founders', fourPlusOnly: false,
    base: true, placedOn: null, chain: ['founders'], slots: 2, slotsWhenStacked: null,
    printedGold: 2, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: 'foundersFlip', discardAfterUse: false, flipSide: { printedGold: 0, food: 1 },
  },
  {
    id: 'brewer', name: 'Brewer', suit: 'Grains', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'founders', chain: ['founders', 'brewer'], slots: 0, slotsWhenStacked: null,
    printedGold: 0, food: 1, builders: 1, suitSymbols: 1, padlock: 'cooper', keyRing: 2, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'poulterer', name: 'Poulterer', suit: 'Grains', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'founders', chain: ['founders', 'poulterer'], slots: 0, slotsWhenStacked: null,
    printedGold: 3, food: 1, builders: 0, suitSymbols: 1, padlock: 'carpenter', keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'swineherd', name: 'Swineherd', suit: 'Grains', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'founders', chain: ['founders', 'swineherd', 'truffler'], slots: 1, slotsWhenStacked: null,
    printedGold: 2, food: 1, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'truffler', name: 'Truffler', suit: 'Grains', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'swineherd', chain: ['founders', 'swineherd', 'truffler'], slots: 0, slotsWhenStacked: null,
    printedGold: 8, food: 1, builders: 0, suitSymbols: 1, padlock: 'hunter', keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'lumberjack', name: 'Lumberjack', suit: 'Wood', copies: 10, kind: 'basic', fourPlusOnly: false,
    base: true, placedOn: null, chain: ['lumberjack'], slots: 2, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'carpenter', name: 'Carpenter', suit: 'Wood', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'lumberjack', chain: ['lumberjack', 'carpenter'], slots: 0, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 1, suitSymbols: 1, padlock: null, keyRing: 8, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'cooper', name: 'Cooper', suit: 'Wood', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'lumberjack', chain: ['lumberjack', 'cooper'], slots: 0, slotsWhenStacked: null,
    printedGold: 4, food: 0, builders: 0, suitSymbols: 1, padlock: 'blacksmith', keyRing: 6, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'shipwright', name: 'Shipwright', suit: 'Wood', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'lumberjack', chain: ['lumberjack', 'shipwright'], slots: 0, slotsWhenStacked: null,
    printedGold: 2, food: 0, builders: 1, suitSymbols: 1, padlock: null, keyRing: 4, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'wheeler', name: 'Wheeler', suit: 'Wood', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'lumberjack', chain: ['lumberjack', 'wheeler', 'cartwright'], slots: 1, slotsWhenStacked: null,
    printedGold: 3, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'cartwright', name: 'Cartwright', suit: 'Wood', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'wheeler', chain: ['lumberjack', 'wheeler', 'cartwright'], slots: 0, slotsWhenStacked: null,
    printedGold: 9, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 2, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'wood_carver', name: 'Wood Carver', suit: 'Wood', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'lumberjack', chain: ['lumberjack', 'wood_carver'], slots: 0, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: { metric: 'sumPrintedGold', suit: 'Wood', amount: 1, per: 1, includeCovered: false },
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'log_rafter', name: 'Log Rafter', suit: 'Wood', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'lumberjack', chain: ['lumberjack', 'log_rafter'], slots: 0, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 2, padlock: null, keyRing: 0, silver: { metric: 'suitSymbols', suit: 'Wood', amount: 1, per: 1, includeCovered: true },
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'hayer', name: 'Hayer', suit: 'Hay', copies: 10, kind: 'basic', fourPlusOnly: false,
    base: true, placedOn: null, chain: ['hayer'], slots: 2, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'thatcher', name: 'Thatcher', suit: 'Hay', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'hayer', chain: ['hayer', 'thatcher'], slots: 0, slotsWhenStacked: null,
    printedGold: 2, food: 0, builders: 1, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'bed_builder', name: 'Bed Builder', suit: 'Hay', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'hayer', chain: ['hayer', 'bed_builder'], slots: 0, slotsWhenStacked: null,
    printedGold: 4, food: 0, builders: 0, suitSymbols: 2, padlock: 'carpenter', keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'grazier', name: 'Grazier', suit: 'Hay', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'hayer', chain: ['hayer', 'grazier', 'milk_maid', 'fromager'], slots: 1, slotsWhenStacked: null,
    printedGold: 0, food: 1, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'milk_maid', name: 'Milk Maid', suit: 'Hay', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'grazier', chain: ['hayer', 'grazier', 'milk_maid', 'fromager'], slots: 1, slotsWhenStacked: null,
    printedGold: 0, food: 2, builders: 0, suitSymbols: 1, padlock: 'cooper', keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'fromager', name: 'Fromager', suit: 'Hay', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'milk_maid', chain: ['hayer', 'grazier', 'milk_maid', 'fromager'], slots: 0, slotsWhenStacked: null,
    printedGold: 15, food: 1, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'peddler', name: 'Peddler', suit: 'Hay', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'hayer', chain: ['hayer', 'peddler'], slots: 0, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 1, padlock: 'cartwright', keyRing: 0, silver: { metric: 'goldIcons', suit: null, amount: 3, per: 2, includeCovered: false },
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'horse_trader', name: 'Horse Trader', suit: 'Hay', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'hayer', chain: ['hayer', 'horse_trader'], slots: 0, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: { metric: 'suitSymbols', suit: 'Hay', amount: 3, per: 2, includeCovered: true },
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'ore_muler', name: 'Ore Muler', suit: 'Hay', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'hayer', chain: ['hayer', 'ore_muler'], slots: 0, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: { metric: 'suitSymbols', suit: 'Ore', amount: 3, per: 2, includeCovered: true },
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'miner', name: 'Miner', suit: 'Ore', copies: 10, kind: 'basic', fourPlusOnly: false,
    base: true, placedOn: null, chain: ['miner'], slots: 2, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'blacksmith', name: 'Blacksmith', suit: 'Ore', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'miner', chain: ['miner', 'blacksmith'], slots: 0, slotsWhenStacked: null,
    printedGold: 2, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 10, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'glass_blower', name: 'Glass Blower', suit: 'Ore', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'miner', chain: ['miner', 'glass_blower'], slots: 0, slotsWhenStacked: null,
    printedGold: 4, food: 0, builders: 0, suitSymbols: 2, padlock: 'blacksmith', keyRing: 2, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'mason', name: 'Mason', suit: 'Ore', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'miner', chain: ['miner', 'mason'], slots: 0, slotsWhenStacked: null,
    printedGold: 2, food: 0, builders: 1, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'seeker', name: 'Seeker', suit: 'Ore', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'miner', chain: ['miner', 'seeker', 'spelunker', 'jeweler'], slots: 1, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'spelunker', name: 'Spelunker', suit: 'Ore', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'seeker', chain: ['miner', 'seeker', 'spelunker', 'jeweler'], slots: 1, slotsWhenStacked: null,
    printedGold: 10, food: 0, builders: 0, suitSymbols: 1, padlock: 'chandler', keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'jeweler', name: 'Jeweler', suit: 'Ore', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'spelunker', chain: ['miner', 'seeker', 'spelunker', 'jeweler'], slots: 0, slotsWhenStacked: null,
    printedGold: 20, food: 0, builders: 0, suitSymbols: 1, padlock: 'blacksmith', keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'locksmith', name: 'Locksmith', suit: 'Ore', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'miner', chain: ['miner', 'locksmith'], slots: 0, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 1, padlock: 'blacksmith', keyRing: 0, silver: { metric: 'padlocks', suit: null, amount: 2, per: 1, includeCovered: true },
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'graper', name: 'Graper', suit: 'Grapes', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: true, placedOn: null, chain: ['graper'], slots: 2, slotsWhenStacked: null,
    printedGold: 0, food: 1, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'vintner', name: 'Vintner', suit: 'Grapes', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'graper', chain: ['graper', 'vintner', 'wine_trader'], slots: 1, slotsWhenStacked: null,
    printedGold: 5, food: 0, builders: 0, suitSymbols: 1, padlock: 'cooper', keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'wine_trader', name: 'Wine Trader', suit: 'Grapes', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: 'vintner', chain: ['graper', 'vintner', 'wine_trader'], slots: 0, slotsWhenStacked: null,
    printedGold: 14, food: 0, builders: 0, suitSymbols: 1, padlock: 'glass_blower', keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'shepherd', name: 'Shepherd', suit: 'Wool', copies: 2, kind: 'deck', fourPlusOnly: true,
    base: true, placedOn: null, chain: ['shepherd'], slots: 2, slotsWhenStacked: null,
    printedGold: 0, food: 1, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'spinner', name: 'Spinner', suit: 'Wool', copies: 2, kind: 'deck', fourPlusOnly: true,
    base: false, placedOn: 'shepherd', chain: ['shepherd', 'spinner', 'weaver', 'tailor'], slots: 1, slotsWhenStacked: null,
    printedGold: 4, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'weaver', name: 'Weaver', suit: 'Wool', copies: 2, kind: 'deck', fourPlusOnly: true,
    base: false, placedOn: 'spinner', chain: ['shepherd', 'spinner', 'weaver', 'tailor'], slots: 1, slotsWhenStacked: null,
    printedGold: 12, food: 0, builders: 0, suitSymbols: 1, padlock: 'carpenter', keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'tailor', name: 'Tailor', suit: 'Wool', copies: 2, kind: 'deck', fourPlusOnly: true,
    base: false, placedOn: 'weaver', chain: ['shepherd', 'spinner', 'weaver', 'tailor'], slots: 0, slotsWhenStacked: null,
    printedGold: 24, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'tanner', name: 'Tanner', suit: 'Leather', copies: 2, kind: 'deck', fourPlusOnly: true,
    base: true, placedOn: null, chain: ['tanner'], slots: 2, slotsWhenStacked: null,
    printedGold: 2, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'saddler', name: 'Saddler', suit: 'Leather', copies: 2, kind: 'deck', fourPlusOnly: true,
    base: false, placedOn: 'tanner', chain: ['tanner', 'saddler'], slots: 0, slotsWhenStacked: null,
    printedGold: 5, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'cobbler', name: 'Cobbler', suit: 'Leather', copies: 2, kind: 'deck', fourPlusOnly: true,
    base: false, placedOn: 'tanner', chain: ['tanner', 'cobbler'], slots: 0, slotsWhenStacked: null,
    printedGold: 6, food: 0, builders: 0, suitSymbols: 1, padlock: 'blacksmith', keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'harvester', name: 'Harvester', suit: 'Solitary', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: true, placedOn: null, chain: ['harvester'], slots: 0, slotsWhenStacked: null,
    printedGold: 0, food: 1, builders: 0, suitSymbols: 1, padlock: null, keyRing: 2, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'hunter', name: 'Hunter', suit: 'Solitary', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: true, placedOn: null, chain: ['hunter'], slots: 0, slotsWhenStacked: null,
    printedGold: 0, food: 1, builders: 0, suitSymbols: 1, padlock: null, keyRing: 2, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'chandler', name: 'Chandler', suit: 'Solitary', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: true, placedOn: null, chain: ['chandler'], slots: 0, slotsWhenStacked: null,
    printedGold: 3, food: 0, builders: 0, suitSymbols: 2, padlock: null, keyRing: 4, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'wattler', name: 'Wattler', suit: 'Solitary', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: true, placedOn: null, chain: ['wattler'], slots: 0, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 1, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'fisher', name: 'Fisher', suit: 'Solitary', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: true, placedOn: null, chain: ['fisher'], slots: 0, slotsWhenStacked: null,
    printedGold: 3, food: 1, builders: 0, suitSymbols: 1, padlock: 'shipwright', keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'beekeeper', name: 'Beekeeper', suit: 'Solitary', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: true, placedOn: null, chain: ['beekeeper'], slots: 0, slotsWhenStacked: null,
    printedGold: 4, food: 0, builders: 0, suitSymbols: 1, padlock: 'carpenter', keyRing: 0, silver: null,
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'grocer', name: 'Grocer', suit: 'Solitary', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: true, placedOn: null, chain: ['grocer'], slots: 0, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 1, padlock: 'harvester', keyRing: 0, silver: { metric: 'food', suit: null, amount: 3, per: 1, includeCovered: false },
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'freemason', name: 'Freemason', suit: 'Solitary', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: true, placedOn: null, chain: ['freemason'], slots: 0, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 1, padlock: 'brewer', keyRing: 0, silver: { metric: 'builders', suit: null, amount: 3, per: 1, includeCovered: false },
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'priest', name: 'Priest', suit: 'Solitary', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: true, placedOn: null, chain: ['priest'], slots: 0, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 1, padlock: 'chandler', keyRing: 0, silver: { metric: 'suitSymbols', suit: 'Solitary', amount: 3, per: 2, includeCovered: true },
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'agent', name: 'Agent', suit: 'Solitary', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: true, placedOn: null, chain: ['agent'], slots: 0, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: { metric: 'coinsOnOneOwnCard', suit: null, amount: 1, per: 1, includeCovered: false },
    effect: null, discardAfterUse: false, flipSide: null,
  },
  {
    id: 'monk', name: 'Monk', suit: 'Special', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: null, chain: [], slots: 2, slotsWhenStacked: 1,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: 'wildChainMember', discardAfterUse: false, flipSide: null,
  },
  {
    id: 'apprentice', name: 'Apprentice', suit: 'Special', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: null, chain: [], slots: 2, slotsWhenStacked: 1,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: 'swapNonTop', discardAfterUse: false, flipSide: null,
  },
  {
    id: 'tinner', name: 'Tinner', suit: 'Special', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: null, chain: ['tinner'], slots: 0, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 1, padlock: null, keyRing: 0, silver: null,
    effect: 'freeUnlock', discardAfterUse: true, flipSide: null,
  },
  {
    id: 'smuggler', name: 'Smuggler', suit: 'Special', copies: 2, kind: 'deck', fourPlusOnly: false,
    base: false, placedOn: null, chain: ['smuggler'], slots: 0, slotsWhenStacked: null,
    printedGold: 0, food: 0, builders: 0, suitSymbols: 1, padlock: 'shipwright', keyRing: 0, silver: null,
    effect: 'halfPrintedGold', discardAfterUse: true, flipSide: null,
  },
];

/** Rule constants (components.json `limits`, `setupByPlayerCount`). */
export const LIMITS = {
  draftBase: 2,
  draftMax: 5,
  buildBase: 2,
  buildMax: 5,
  basicTradesPerBuildTurn: 3,
  unlockCost: 2,
  startingGold: 8,
  handSize: 5,
  roadSize: 6,
  stacks: 6,
  /** Cards per Road stack in solo (S-1; otherwise 2 × players, V-3.7). */
  soloStackSize: 5,
  /** Stack index (0-based) the First Market card lies under: stack 2. */
  firstMarketUnderStack: 1,
  /** Stack index (0-based) the Second Market card lies under: stack 6. */
  secondMarketUnderStack: 5,
} as const;

/**
 * Hard resource limits on a `cards` list (the published game has 49 card types, at most 10 copies,
 * 150 cards): beyond them `setup` refuses with `BAD_CONFIG` instead of allocating without bound, and
 * the card table of an edited state's list is refused. `value` bounds every number printed on a card
 * (gold, food, builders, slots, suit symbols, key ring, a silver formula's amount and per; the
 * published cards stay under 25), so no Market can pay more than the state's gold range holds;
 * `chain` bounds a printed production chain (the longest published one has 5 cards).
 */
export const CARD_LIST_LIMITS = { types: 200, copies: 50, cards: 1000, value: 100, chain: 12 } as const;

/** Suits in play by player count (V-3.1). */
export function suitsFor(players: number): Suit[] {
  return SUITS.filter((s) => players >= 4 || (s !== 'Wool' && s !== 'Leather'));
}

/** The three basic villagers (V-3.3, V-6.6). */
export const BASICS = ['hayer', 'lumberjack', 'miner'] as const;
export type BasicId = (typeof BASICS)[number];
