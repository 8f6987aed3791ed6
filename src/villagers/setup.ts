/**
 * Villagers setup (V-3): suits by player count, the Road, hands, 6 stacks with the Market cards under
 * stacks 2 and 6, the Reserve, basic supplies, Founders gold side up, 8 gold, a random first player.
 */
import { assertConfigKeys, badConfig, printValue, createRng, openRng, type Seed } from '../core/index.js';
import { BASICS, CARDS, CARD_LIST_LIMITS, LIMITS, SUITS, type BasicId, type CardType } from './data.js';
import { soloSetup } from './solo.js';
import type { MarketIncome, SeatState, SoloState, VillagersConfig, VillagersState } from './types.js';
import { catalogOf, draftLimit, uidTable } from './village.js';
import { freezeFresh } from './work.js';

function emptyIncome(): MarketIncome {
  return { firstGold: 0, firstCoins: 0, secondGold: 0, secondSilver: {}, secondCoins: 0 };
}

export { CARD_LIST_LIMITS };

const METRICS = ['suitSymbols', 'goldIcons', 'sumPrintedGold', 'food', 'builders', 'padlocks', 'coinsOnOneOwnCard'];
const EFFECTS = ['foundersFlip', 'wildChainMember', 'swapNonTop', 'freeUnlock', 'halfPrintedGold'];

/** Longest card `name` a card list may give (limit; the longest published name has 12 characters). */
export const CARD_NAME_LIMIT = 40;

/** The fields of a card type, of its silver formula and of its flip side (V-2.10): every one required. */
const CARD_FIELDS = ['id', 'name', 'suit', 'copies', 'kind', 'fourPlusOnly', 'base', 'placedOn', 'chain', 'slots', 'slotsWhenStacked', 'printedGold', 'food', 'builders', 'suitSymbols', 'padlock', 'keyRing', 'silver', 'effect', 'discardAfterUse', 'flipSide'];
const SILVER_FIELDS = ['metric', 'suit', 'amount', 'per', 'includeCovered'];
const FLIP_FIELDS = ['printedGold', 'food'];

/** BAD_CONFIG (V-2.10) naming the key and `path` if the object `o` has a key not in `known`: a typo in a card list is refused. */
function onlyKeys(o: object, known: readonly string[], path: string): void {
  for (const k in o) if (!known.includes(k)) badConfig('V-2.10', `Unknown key ${printValue(k)} in ${path} (known: ${known.join(', ')}).`);
}

/**
 * A card list as `setup` accepts it (V-2.10), also used by `validate` on a state's own list: every
 * field of every card type, with the hard limits of {@link CARD_LIST_LIMITS} on counts and numbers.
 * @throws RuleError `BAD_CONFIG` naming the card, the field and the limit.
 */
export function checkCards(cards: readonly CardType[]): void {
  if (!Array.isArray(cards)) badConfig('V-2.10', '"cards" must be an array of card types.');
  if (cards.length > CARD_LIST_LIMITS.types) badConfig('V-2.10', `"cards" may list at most ${CARD_LIST_LIMITS.types} card types (limit), not ${cards.length}.`);
  let total = 0;
  for (const t of cards) {
    const n = typeof t === 'object' && t !== null ? t.copies : undefined;
    if (typeof n === 'number' && n > CARD_LIST_LIMITS.copies) {
      badConfig('V-2.10', `${String(t.name).slice(0, 40)}: "copies" may be at most ${CARD_LIST_LIMITS.copies} (limit), not ${n}.`);
    }
    if (typeof n === 'number' && n > 0) total += n;
  }
  if (total > CARD_LIST_LIMITS.cards) badConfig('V-2.10', `"cards" may hold at most ${CARD_LIST_LIMITS.cards} cards in all (limit), not ${total}.`);
  const ids = new Set<string>();
  for (const [i, t] of cards.entries()) {
    if (typeof t !== 'object' || t === null || typeof t.id !== 'string' || typeof t.name !== 'string') badConfig('V-2.10', 'Every card must be an object with a string id and name.');
    if (!/^[a-z][a-z0-9_]{0,39}$/.test(t.id)) badConfig('V-2.10', `Card id "${t.id.slice(0, 40)}" must be lowercase letters, digits and _ (at most 40).`);
    if (t.name.length < 1 || t.name.length > CARD_NAME_LIMIT) badConfig('V-2.10', `Card ${t.id}: "name" must have 1 to ${CARD_NAME_LIMIT} characters (limit), not ${t.name.length}.`);
    onlyKeys(t, CARD_FIELDS, `cards[${i}]`);
    if (typeof t.silver === 'object' && t.silver !== null) onlyKeys(t.silver, SILVER_FIELDS, `cards[${i}].silver`);
    if (typeof t.flipSide === 'object' && t.flipSide !== null) onlyKeys(t.flipSide, FLIP_FIELDS, `cards[${i}].flipSide`);
    if (ids.has(t.id)) badConfig('V-2.10', `Card id "${t.id.slice(0, 40)}" appears twice.`);
    ids.add(t.id);
  }
  const cat = catalogOf(cards);
  const max = CARD_LIST_LIMITS.value;
  const whole = (v: unknown, lo = 0) => typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= max;
  for (const t of cards) {
    const name = t.name.slice(0, 40);
    if (!SUITS.includes(t.suit)) badConfig('V-2.3', `${name} has an unknown suit "${String(t.suit).slice(0, 20)}".`);
    if (!Number.isInteger(t.copies) || t.copies < 0) badConfig('V-2.10', `${name}: "copies" must be a whole number >= 0.`);
    for (const k of ['slots', 'printedGold', 'food', 'builders', 'suitSymbols', 'keyRing'] as const) {
      if (!whole(t[k])) badConfig('V-2.10', `${name}: "${k}" must be a whole number from 0 to ${max} (limit).`);
    }
    if (t.slotsWhenStacked !== null && !whole(t.slotsWhenStacked)) badConfig('V-2.9', `${name}: "slotsWhenStacked" must be null or a whole number from 0 to ${max}.`);
    for (const k of ['fourPlusOnly', 'base', 'discardAfterUse'] as const) {
      if (typeof t[k] !== 'boolean') badConfig('V-2.10', `${name}: "${k}" must be true or false.`);
    }
    if (!['founders', 'basic', 'deck'].includes(t.kind)) badConfig('V-2.10', `${name}: "kind" must be founders, basic or deck.`);
    if (!Array.isArray(t.chain) || t.chain.length > CARD_LIST_LIMITS.chain || t.chain.some((c: unknown) => typeof c !== 'string' || !Object.hasOwn(cat.byId, c))) {
      badConfig('V-2.6', `${name}: "chain" must be a list of at most ${CARD_LIST_LIMITS.chain} card ids of this list.`);
    }
    const f = t.silver as unknown;
    if (f !== null) {
      const o = (typeof f === 'object' && f !== null ? f : {}) as Record<string, unknown>;
      const ok = METRICS.includes(o.metric as string) && (o.suit === null || SUITS.includes(o.suit as never)) && whole(o.amount) && whole(o.per, 1) && typeof o.includeCovered === 'boolean';
      if (!ok) badConfig('V-9.4', `${name}: "silver" must be null or a formula { metric, suit, amount 0..${max}, per 1..${max}, includeCovered }.`);
    }
    if (t.effect !== null && !EFFECTS.includes(t.effect)) badConfig('V-7', `${name}: "effect" must be null or one of ${EFFECTS.join(', ')}.`);
    const flip = t.flipSide as unknown;
    if (flip !== null && (typeof flip !== 'object' || !whole((flip as Record<string, unknown>).printedGold) || !whole((flip as Record<string, unknown>).food))) {
      badConfig('V-8.1', `${name}: "flipSide" must be null or { printedGold, food } (0..${max}).`);
    }
    if (t.placedOn !== null && (typeof t.placedOn !== 'string' || !Object.hasOwn(cat.byId, t.placedOn))) badConfig('V-2.6', `${name} is placed on an unknown card "${String(t.placedOn).slice(0, 40)}".`);
    if (t.padlock !== null && (typeof t.padlock !== 'string' || !Object.hasOwn(cat.byId, t.padlock))) badConfig('V-2.7', `${name} names an unknown unlocker "${String(t.padlock).slice(0, 40)}".`);
  }
  if (!cards.some((t) => t.kind === 'founders')) badConfig('V-3.4', 'The card list needs a Founders card.');
  for (const b of BASICS) if (!Object.hasOwn(cat.byId, b)) badConfig('V-3.3', `The card list needs the basic villager "${b}".`);
}

/** `villagers.setup`. */
const CONFIG_KEYS = ['players', 'startingRoad', 'cards', 'events', 'countess'];

export function setup(config: VillagersConfig, seed: Seed): VillagersState {
  assertConfigKeys(config, CONFIG_KEYS, 'V-1.1');
  const n = config.players;
  if (!Number.isInteger(n) || n < 1 || n > 5) badConfig('V-1.1', `Villagers is for 1 to 5 players, not ${printValue(n)}.`);
  const soloOnly = (['events', 'countess'] as const).find((k) => config[k] !== undefined && config[k] !== null);
  if (n > 1 && soloOnly) badConfig('S-1', `"${soloOnly}" is a solo option (players: 1).`);
  const cards = config.cards ?? null;
  if (cards !== null) checkCards(cards);
  const list = cards ?? CARDS;
  const founders = list.find((t) => t.kind === 'founders')!;
  if (founders.copies < n) badConfig('V-3.4', `There are only ${founders.copies} Founders for ${n} players.`);

  // Card uids: the players' Founders, then the basic supply piles, then the deck (V-3.3, V-3.4, V-3.6).
  const table = uidTable(list, n);
  const types = table.ids;
  const basics = {} as Record<BasicId, number[]>;
  for (const b of BASICS) basics[b] = [];
  const deck: number[] = [];
  for (let uid = 0; uid < types.length; uid++) {
    const kind = table.cards[uid]!.kind;
    if (kind === 'basic') basics[types[uid] as BasicId].push(uid);
    else if (kind === 'deck') deck.push(uid); // V-3.1: Wool and Leather only with 4–5 players
  }

  const rng = openRng(createRng(seed));
  const firstPlayer = rng.int(n); // V-3.5
  let shuffled = rng.shuffle(deck); // V-3.6, one shuffle for everything (V-3.10)

  // V-3.2: the Road, either the configured Starting Road villagers or 6 random cards.
  const startingRoad = config.startingRoad ?? null;
  let road: number[];
  if (startingRoad !== null) {
    if (!Array.isArray(startingRoad) || startingRoad.length !== LIMITS.roadSize) {
      badConfig('V-3.2', `"startingRoad" must list exactly ${LIMITS.roadSize} card ids.`);
    }
    road = [];
    for (const id of startingRoad) {
      const at = shuffled.findIndex((u) => types[u] === id);
      if (at < 0) badConfig('V-3.2', `"startingRoad" names "${String(id)}", which is not (or no longer) in the deck at ${n} players.`);
      road.push(shuffled[at]!);
      shuffled = [...shuffled.slice(0, at), ...shuffled.slice(at + 1)];
    }
  } else {
    road = shuffled.slice(0, LIMITS.roadSize);
    shuffled = shuffled.slice(LIMITS.roadSize);
  }
  const stackSize = n === 1 ? LIMITS.soloStackSize : 2 * n; // V-3.7: 2 × players each; solo 5 (S-1)
  const needed = n * LIMITS.handSize + LIMITS.stacks * stackSize;
  if (shuffled.length < needed) badConfig('V-3.9', `The deck has ${shuffled.length} cards after the Road; ${needed} are needed for hands and stacks.`);
  let at = 0;
  const hands: number[][] = [];
  for (let p = 0; p < n; p++) {
    hands.push(shuffled.slice(at, at + LIMITS.handSize));
    at += LIMITS.handSize;
  }
  const stacks: number[][] = [];
  for (let s = 0; s < LIMITS.stacks; s++) {
    stacks.push(shuffled.slice(at, at + stackSize));
    at += stackSize;
  }
  const reserve = shuffled.slice(at); // V-3.8

  const seats: SeatState[] = [];
  for (let p = 0; p < n; p++) {
    seats.push({
      gold: LIMITS.startingGold,
      hand: hands[p]!,
      square: [],
      village: [{ card: p, on: null, role: null, coins: 0, side: 'gold' }],
      draftLimit: 0,
      drafted: 0,
      buildLimit: 0,
      builds: 0,
      trades: 0,
      tinner: false,
      taken: null,
      income: emptyIncome(),
    });
  }
  // S-1: solo — the Countess in the second seat (1 gold, no hand, an empty village beside her card),
  // the Summer and Winter event decks shuffled separately, the first Summer event face up.
  let solo: SoloState | null = null;
  if (n === 1) {
    solo = soloSetup(config, (xs) => rng.shuffle(xs));
    const first = solo.summer[solo.summer.length - 1] ?? null;
    solo = { ...solo, summer: solo.summer.slice(0, -1), current: first, revealed: first };
    seats.push({ ...seats[0]!, gold: solo.countess.startingGold, hand: [], village: [] });
  }
  const state: VillagersState = {
    players: n,
    cardSet: cards === null ? null : JSON.parse(JSON.stringify(cards)),
    startingRoad: startingRoad === null ? null : [...startingRoad],
    phase: solo !== null && solo.revealed !== null ? 'event' : 'draft', // S-4: the Jester may discard the first Summer
    round: 1,
    firstPlayer,
    turn: firstPlayer,
    road: road.map((card) => ({ card, coins: 0 })),
    stacks,
    reserve,
    discard: [],
    basics,
    firstMarketDone: false,
    secondMarketDone: false,
    coinsPlaced: 0,
    seats,
    solo,
    rng: rng.state(),
  };
  // Deep-frozen by shape here (the trust wrapper then finds it frozen and does not walk it again).
  return freezeFresh({ ...state, seats: seats.map((s, p) => ({ ...s, draftLimit: p < n ? draftLimit(state, s) : 0 })) });
}
