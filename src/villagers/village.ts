/**
 * Reading a village: what a card is, what it shows, what it covers (V-2, V-6.5, V-9.4).
 * Pure functions over the state; no rules decisions about turns live here.
 */
import { BASICS, CARDS, CARD_LIST_LIMITS, type CardType } from './data.js';
import type { SeatState, VillageNode, VillagersState } from './types.js';

/*
 * Plain copies (issue #13). Every list in a state is frozen, and Node 20's optimised code reads an
 * element of a frozen array through a slow path (~16 ns against ~3 ns for a plain array, measured);
 * a spread `[...frozen]` copies at full speed (a 12-card village: 12 frozen reads 86 ns, spread then
 * 12 plain reads 51 ns; 20 cards: 183 ns against 57 ns). So the loops that read a village, a hand or
 * the piles element by element read a spread copy made once for the call, never the frozen list.
 */

/** A card list indexed for fast lookup. */
export interface Catalog {
  readonly list: readonly CardType[];
  readonly byId: Readonly<Record<string, CardType>>;
  /** Card ids that some card is placed on (the only roles a Monk/Apprentice may take, V-7.2). */
  readonly hasSuccessor: Readonly<Record<string, boolean>>;
  /** Silver card types in list order. */
  readonly silverCards: readonly CardType[];
}

const catalogs = new WeakMap<readonly CardType[], Catalog>();

/** The catalog of a card list (cached per list). */
export function catalogOf(list: readonly CardType[]): Catalog {
  let c = catalogs.get(list);
  if (!c) {
    const byId: Record<string, CardType> = {};
    const hasSuccessor: Record<string, boolean> = {};
    for (const t of list) byId[t.id] = t;
    for (const t of list) if (t.placedOn !== null) hasSuccessor[t.placedOn] = true;
    c = { list, byId, hasSuccessor, silverCards: list.filter((t) => t.silver !== null) };
    catalogs.set(list, c);
  }
  return c;
}

const defaultCatalog = catalogOf(CARDS);

/** The catalog the state plays with. */
export function catalog(state: VillagersState): Catalog {
  return state.cardSet === null ? defaultCatalog : catalogOf(state.cardSet);
}

/** Every card of a game by uid: id and type. */
export interface UidTable {
  readonly ids: readonly string[];
  readonly cards: readonly CardType[];
}

const tables = new WeakMap<readonly CardType[], Map<number, UidTable>>();

/**
 * Card uids of a game (V-3.3–V-3.6): one Founders per seat (uid = seat), then the Hayer, Lumberjack and
 * Miner supply piles, then every deck card in use (Wool and Leather only with 4–5 players, V-3.1; no
 * Special suit in solo, S-1).
 * Derived from the card list and player count, so the state need not carry it.
 */
export function uidTable(list: readonly CardType[], players: number): UidTable {
  // Bounded by the rules (V-1.1: 1–5 players), not by the caller: an edited state's `players` could
  // otherwise make this loop (and the cache) as large as any number.
  if (!Number.isInteger(players) || players < 1 || players > 5) throw new RangeError(`players must be 1..5, not ${String(players)}`);
  let byPlayers = tables.get(list);
  if (!byPlayers) tables.set(list, (byPlayers = new Map()));
  let t = byPlayers.get(players);
  if (!t) {
    // Likewise the copies of an edited card list (the limits `setup` enforces on a config).
    let total = 0;
    for (const c of list) total += typeof c?.copies === 'number' && c.copies >= 0 ? c.copies : CARD_LIST_LIMITS.cards + 1;
    if (list.length > CARD_LIST_LIMITS.types || !(total <= CARD_LIST_LIMITS.cards)) throw new RangeError('the card list is larger than the limits');
    const cat = catalogOf(list);
    const ids: string[] = [];
    const founders = list.find((c) => c.kind === 'founders');
    for (let p = 0; p < players && founders; p++) ids.push(founders.id);
    for (const b of BASICS) for (let i = 0; i < (cat.byId[b]?.copies ?? 0); i++) ids.push(b);
    for (const c of list) {
      if (c.kind !== 'deck' || (c.fourPlusOnly && players < 4)) continue;
      if (players === 1 && c.suit === 'Special') continue; // S-1: solo removes the Special suit
      for (let i = 0; i < c.copies; i++) ids.push(c.id);
    }
    t = { ids, cards: ids.map((id) => cat.byId[id]!) };
    byPlayers.set(players, t);
  }
  return t;
}

let memo: { list: readonly CardType[] | null; players: number; table: UidTable } | null = null;

/** The uid table of a state (memoised: it is looked up for almost every card read). */
export function uids(state: VillagersState): UidTable {
  if (memo === null || memo.list !== state.cardSet || memo.players !== state.players) {
    memo = { list: state.cardSet, players: state.players, table: uidTable(state.cardSet ?? CARDS, state.players) };
  }
  return memo.table;
}

/** The card id of a uid, e.g. `"wheeler"`. */
export function idOf(state: VillagersState, uid: number): string {
  return uids(state).ids[uid]!;
}

/** The card type of a card uid. */
export function cardOf(state: VillagersState, uid: number): CardType {
  return uids(state).cards[uid]!;
}

/** True for a Monk or Apprentice (a node that stands in for another card). */
export function isWild(t: CardType): boolean {
  return t.effect === 'wildChainMember' || t.effect === 'swapNonTop';
}

/** The card id a node counts as in a chain: its role for a Monk/Apprentice, else its own id. */
export function chainId(state: VillagersState, node: VillageNode): string {
  return node.role ?? idOf(state, node.card);
}

/**
 * Number of cards lying directly on each node. Computed on every call, not cached per village: a
 * village is a dozen cards, and counting them costs less than a WeakMap entry (whose insert and whose
 * clearing by the garbage collector cost more than this loop, measured in random playouts).
 */
export function coverCounts(village: readonly VillageNode[]): readonly number[] {
  const counts: number[] = [];
  for (let i = 0; i < village.length; i++) counts.push(0);
  for (let i = 0; i < village.length; i++) {
    const on = village[i]!.on;
    if (on !== null) counts[on]!++;
  }
  return counts;
}

/**
 * {@link coverCounts} written into one shared scratch list, for the sums below that read it and return
 * before anything else counts again (they call only card readers): a visible-food or visible-gold sum
 * runs several times per round for every seat, and a fresh list each time was garbage the collector
 * then had to clear. Never hand the result on or hold it across another call.
 */
const scratch: number[] = [];

function scratchCover(village: readonly VillageNode[]): readonly number[] {
  // zeroed in place up to the village's length (entries past it are stale and never read): emptying
  // and refilling the list went through its length setter, a runtime call (2% of a round's end, measured)
  const n = village.length;
  const counts = scratch;
  for (let i = 0; i < n; i++) counts[i] = 0;
  for (let i = 0; i < n; i++) {
    const on = village[i]!.on;
    if (on !== null) counts[on]!++;
  }
  return counts;
}

const byId = new WeakMap<readonly VillageNode[], Readonly<Record<string, readonly number[]>>>();

/**
 * The uids of a village's cards by card id, Monks and Apprentices left out (they only stand in for a
 * card); e.g. where the Coopers are. Cached for a frozen village.
 */
export function cardsById(state: VillagersState, village: readonly VillageNode[]): Readonly<Record<string, readonly number[]>> {
  let out = byId.get(village);
  if (!out) {
    const ids = uids(state).ids;
    const index: Record<string, number[]> = Object.create(null);
    for (const node of village) if (node.role === null) (index[ids[node.card]!] ??= []).push(node.card);
    out = index;
    if (Object.isFrozen(village)) byId.set(village, out);
  }
  return out;
}

/** Slots of a card of type `t` lying as a bottom card (`bottom`) or on another card (V-2.9; Monk/Apprentice 2 as bottom, else 1). */
export function slotsOfType(t: CardType, bottom: boolean): number {
  if (isWild(t)) return bottom ? t.slots : (t.slotsWhenStacked ?? 1);
  return t.slots;
}

/** Slots of a placed card (V-2.9; Monk/Apprentice 2 as bottom, else 1). */
export function slotsOf(state: VillagersState, node: VillageNode): number {
  return slotsOfType(cardOf(state, node.card), node.on === null);
}

/** Printed gold of a card as it lies (a flipped Founders shows its food side). Monk/Apprentice: 0. */
export function goldOf(state: VillagersState, node: VillageNode): number {
  const t = cardOf(state, node.card);
  if (isWild(t)) return 0;
  if (node.side === 'food' && t.flipSide) return t.flipSide.printedGold;
  return t.printedGold;
}

/** Food icons of a card as it lies. */
export function foodOf(state: VillagersState, node: VillageNode): number {
  const t = cardOf(state, node.card);
  if (isWild(t)) return 0;
  if (node.side === 'food' && t.flipSide) return t.flipSide.food;
  return t.food;
}

/** Builder icons of a card. */
export function buildersOf(state: VillagersState, node: VillageNode): number {
  const t = cardOf(state, node.card);
  return isWild(t) ? 0 : t.builders;
}

/** Visible (uncovered) food in a village (V-5.1, V-8.1). */
export function visibleFood(state: VillagersState, seat: SeatState): number {
  const village = [...seat.village]; // a plain copy, read twice (see "Plain copies")
  const cover = scratchCover(village);
  let n = 0;
  for (let i = 0; i < village.length; i++) if (cover[i] === 0) n += foodOf(state, village[i]!);
  return n;
}

/** Visible builder icons in a village (V-6.2). */
export function visibleBuilders(state: VillagersState, seat: SeatState): number {
  const village = [...seat.village]; // a plain copy, read twice (see "Plain copies")
  const cover = scratchCover(village);
  let n = 0;
  for (let i = 0; i < village.length; i++) if (cover[i] === 0) n += buildersOf(state, village[i]!);
  return n;
}

/** Printed gold on uncovered cards (V-9.2, V-9.3 step 1). */
export function visibleGold(state: VillagersState, seat: SeatState): number {
  const village = [...seat.village]; // a plain copy, read twice (see "Plain copies")
  const cover = scratchCover(village);
  let n = 0;
  for (let i = 0; i < village.length; i++) if (cover[i] === 0) n += goldOf(state, village[i]!);
  return n;
}

/** Coins lying on a village's cards. */
export function coinsOnCards(seat: SeatState): number {
  let n = 0;
  const village = [...seat.village]; // a plain copy (see scratch above)
  for (let i = 0; i < village.length; i++) n += village[i]!.coins;
  return n;
}

/** Draft limit: 2 + visible food, at most 5 (V-5.1). */
export function draftLimit(state: VillagersState, seat: SeatState): number {
  return Math.min(5, 2 + visibleFood(state, seat));
}

/** Build limit: 2 + visible builders, at most 5 (V-6.2). */
export function buildLimit(state: VillagersState, seat: SeatState): number {
  return Math.min(5, 2 + visibleBuilders(state, seat));
}

/** What one silver card pays in its owner's village (V-9.4). */
export function silverOf(state: VillagersState, seat: SeatState, silverCard: CardType): number {
  const f = silverCard.silver;
  if (!f) return 0;
  const village = [...seat.village]; // see "Plain copies"
  return silverPays(state, village, scratchCover(village), f); // silverIncome holds its own counts
}

/** What a silver formula pays in a village whose cover counts are `cover` (V-9.4). */
function silverPays(state: VillagersState, village: readonly VillageNode[], cover: readonly number[], f: NonNullable<CardType['silver']>): number {
  const cards = uids(state).cards;
  let metric = 0;
  for (let i = 0; i < village.length; i++) {
    const node = village[i]!;
    const t = cards[node.card]!;
    if (isWild(t)) continue; // Monk and Apprentice carry no icons (V-9.4)
    const visible = cover[i] === 0;
    if (!visible && !f.includeCovered) continue;
    switch (f.metric) {
      case 'suitSymbols':
        if (t.suit === f.suit) metric += t.suitSymbols;
        break;
      case 'padlocks':
        if (t.padlock !== null) metric += 1;
        break;
      case 'goldIcons':
        if (goldOf(state, node) > 0) metric += 1;
        break;
      case 'sumPrintedGold':
        if (f.suit === null || t.suit === f.suit) metric += goldOf(state, node);
        break;
      case 'food':
        metric += foodOf(state, node);
        break;
      case 'builders':
        metric += t.builders;
        break;
      case 'coinsOnOneOwnCard':
        metric = Math.max(metric, node.coins);
        break;
    }
  }
  return f.amount * Math.floor(metric / f.per);
}

/**
 * Silver income of a village by silver card name: every uncovered silver card pays (V-9.4). The
 * village's cover counts are read once, and a silver card type is counted once however many of its
 * copies are uncovered (each copy pays the same): the Second Market's silver was 8% of a 4-player
 * playout when every copy rescanned the village with fresh counts (measured).
 */
export function silverIncome(state: VillagersState, seat: SeatState): Record<string, number> {
  const cat = catalog(state);
  const out: Record<string, number> = {};
  for (let i = 0; i < cat.silverCards.length; i++) out[cat.silverCards[i]!.name] = 0;
  const village = [...seat.village]; // read once per silver card type (see "Plain copies")
  const cover = coverCounts(village);
  const cards = uids(state).cards;
  const counted: CardType[] = []; // silver card types already counted, and what one copy pays
  const pays: number[] = [];
  for (let i = 0; i < village.length; i++) {
    if (cover[i] !== 0) continue;
    const t = cards[village[i]!.card]!;
    if (!t.silver || isWild(t)) continue;
    let j = counted.indexOf(t);
    if (j < 0) {
      j = counted.length;
      counted.push(t);
      pays.push(silverPays(state, village, cover, t.silver));
    }
    out[t.name] = (out[t.name] ?? 0) + pays[j]!;
  }
  return out;
}

/** Index of the node holding card `uid` in a village, or -1. */
export function nodeIndex(village: readonly VillageNode[], uid: number): number {
  for (let i = 0; i < village.length; i++) if (village[i]!.card === uid) return i;
  return -1;
}

/** Where a card lies: its seat and node index, or null if it is in no village. */
export function locate(state: VillagersState, uid: number): { seat: number; index: number } | null {
  const seats = [...state.seats]; // see "Plain copies"
  for (let s = 0; s < seats.length; s++) {
    const i = nodeIndex([...seats[s]!.village], uid);
    if (i >= 0) return { seat: s, index: i };
  }
  return null;
}
