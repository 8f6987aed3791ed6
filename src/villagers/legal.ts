/**
 * Who may act and every legal action (V-5, V-6, V-7), plus `explain`: the rule that forbids an
 * action that is not listed.
 */
import { RuleError, assertInt, assertKeys, assertOneOf, isPlainObject, printValue, type PlayerId } from '../core/index.js';
import { BASICS, LIMITS, type CardType } from './data.js';
import type {
  BuildAction,
  SeatState,
  Unlock,
  VillageNode,
  VillagersAction,
  VillagersState,
} from './types.js';
import { cardOf, cardsById, catalog, chainId, coverCounts, idOf, isWild, locate, nodeIndex, slotsOfType, uids, type UidTable } from './village.js';

/** Seats that may act now. */
export function actors(state: VillagersState): PlayerId[] {
  return state.phase === 'over' ? [] : [state.turn];
}

/** True while any card can still be drafted (V-11.3). */
export function canDraftAnything(state: VillagersState): boolean {
  if (state.reserve.length > 0) return true;
  // index loops that stop at the first card (a copy would read every element): this runs after every draft
  const road = state.road;
  for (let i = 0; i < road.length; i++) if (road[i] !== null) return true;
  const stacks = state.stacks;
  for (let i = 0; i < stacks.length; i++) if (stacks[i]!.length > 0) return true;
  return false;
}

/** First uid in `hand` whose card id is `id`, or -1. */
export function findInHand(state: VillagersState, hand: readonly number[], id: string): number {
  const ids = uids(state).ids;
  for (let i = 0; i < hand.length; i++) if (ids[hand[i]!] === id) return hand[i]!;
  return -1;
}

// Plain index loops over hands and chains: lists in a state and in the card list are frozen, and V8's
// array builtins and iterators are slow on frozen arrays (see work.ts).

function countInHand(state: VillagersState, hand: readonly number[], effect: CardType['effect']): number {
  const cards = uids(state).cards;
  let n = 0;
  for (let i = 0; i < hand.length; i++) if (cards[hand[i]!]!.effect === effect) n++;
  return n;
}

/** First uid in `hand` whose card has `effect`, or -1. */
export function firstOfEffect(state: VillagersState, hand: readonly number[], effect: CardType['effect']): number {
  const cards = uids(state).cards;
  for (let i = 0; i < hand.length; i++) if (cards[hand[i]!]!.effect === effect) return hand[i]!;
  return -1;
}

/** The place of card `t` in its printed chain (0 = the bottom card; -1 for Monk/Apprentice). */
export function chainPlace(t: CardType): number {
  const chain = t.chain;
  for (let i = 0; i < chain.length; i++) if (chain[i] === t.id) return i;
  return -1;
}

/**
 * Where card `t` may go in `village` with `monks` Monks beneath it (V-6.4, V-7.2): uids of cards with
 * a free slot whose chain id is the one just below, or `null` for a new column.
 */
export function placementTargets(
  state: VillagersState,
  village: readonly VillageNode[],
  t: CardType,
  monks: number,
): (number | null)[] {
  const top = chainPlace(t);
  if (top < 0 || monks > top) return [];
  const bottom = top - monks;
  if (bottom === 0) return catalog(state).byId[t.chain[0]!]?.base ? [null] : [];
  const need = t.chain[bottom - 1]!;
  const cover = coverCounts(village);
  const { ids, cards } = uids(state);
  const out: number[] = [];
  for (let i = 0; i < village.length; i++) {
    const node = village[i]!;
    // chainId and slotsOf (village.ts), read from the uid table once
    if ((node.role ?? ids[node.card]) === need && cover[i]! < slotsOfType(cards[node.card]!, node.on === null)) out.push(node.card);
  }
  return out;
}

/**
 * The ways `player` may open a padlock naming `unlocker` (V-6.7, V-7.4): own unlocker cards (the bank
 * pays), other players' (you pay, needs 2 gold), the bank (you pay; only if the unlocker is in nobody's
 * village, seed §5), the Tinner.
 */
export function unlockOptions(state: VillagersState, player: PlayerId, unlocker: string): readonly Unlock[] {
  const seat = state.seats[player]!;
  const out = OPTIONS;
  options = 0;
  const own = unlockersIn(state, player, unlocker, out);
  if (seat.gold >= LIMITS.unlockCost) {
    let others = 0;
    for (let q = 0; q < state.seats.length; q++) if (q !== player) others += unlockersIn(state, q, unlocker, out);
    if (others === 0 && own === 0) out[options++] = 'bank';
  }
  if (seat.tinner) out[options++] = 'tinner';
  return options === 0 ? NO_OPTIONS : options === 1 && out[0] === 'bank' ? BANK_ONLY : out.slice(0, options);
}

/**
 * {@link unlockOptions} gathers its list here and returns it at its exact length, or one of the two
 * shared (frozen) answers: a list grown by `push` from empty took 17 slots for the one or two ways a
 * padlock opens, and a listing asks once per padlock in hand. Read-only results, for every caller.
 */
const OPTIONS: Unlock[] = [];
let options = 0;
const NO_OPTIONS: readonly Unlock[] = Object.freeze([]);
const BANK_ONLY: readonly Unlock[] = Object.freeze(['bank'] as Unlock[]);

/**
 * Push the uids of the `unlocker` cards of seat `q`'s village (Monks and Apprentices stand in only);
 * returns how many. Reads the village's unlocker cards (see {@link unlockersOf}), not the whole village.
 */
function unlockersIn(state: VillagersState, q: number, unlocker: string, out: Unlock[]): number {
  const ids = uids(state).ids;
  const found = unlockersOf(state, q);
  let n = 0;
  for (let i = 0; i < found.length; i++) {
    if (ids[found[i]!] === unlocker) {
      out[options++] = found[i]!;
      n++;
    }
  }
  return n;
}

/** Per uid table: 1 for a uid whose card id some padlock names (an unlocker, V-6.7), else 0. */
let unlockerTable: UidTable | null = null;
let unlockerFlags: Uint8Array = new Uint8Array(0);

function unlockerUids(state: VillagersState): Uint8Array {
  const table = uids(state);
  if (table !== unlockerTable) {
    const named = new Set<string>();
    for (let i = 0; i < table.cards.length; i++) if (table.cards[i]!.padlock !== null) named.add(table.cards[i]!.padlock!);
    const flags = new Uint8Array(table.ids.length);
    for (let u = 0; u < flags.length; u++) if (named.has(table.ids[u]!)) flags[u] = 1;
    unlockerTable = table;
    unlockerFlags = flags;
  }
  return unlockerFlags;
}

/**
 * The uids of seat `q`'s unlocker cards (village nodes that are not Monks or Apprentices standing in,
 * whose card id some padlock names), in village order. Remembered per seat index for the last frozen
 * village read there (with its uid table): during a build turn only the builder's village changes,
 * and every listing asks about every village once per padlock in hand (the village scans were 8% of a
 * 4-player playout, measured).
 */
const seenVillage: (readonly VillageNode[] | null)[] = [];
const seenTable: (UidTable | null)[] = [];
const seenUnlockers: (readonly number[])[] = [];

function unlockersOf(state: VillagersState, q: number): readonly number[] {
  const table = uids(state);
  const village = state.seats[q]!.village;
  if (seenVillage[q] === village && seenTable[q] === table) return seenUnlockers[q]!;
  const flags = unlockerUids(state);
  const out: number[] = [];
  const nodes = [...village]; // a plain copy (see "Plain copies" in village.ts)
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node.role === null && flags[node.card] === 1) out.push(node.card);
  }
  if (Object.isFrozen(village)) {
    // only a frozen village cannot change later
    seenVillage[q] = village;
    seenTable[q] = table;
    seenUnlockers[q] = out;
  }
  return out;
}

/** Cards an Apprentice of `player` may take (V-7.3): uids, each with a legal placement afterwards. */
export function apprenticeTargets(state: VillagersState, player: PlayerId): number[] {
  const apprentice = firstOfEffect(state, state.seats[player]!.hand, 'swapNonTop');
  return apprentice < 0 ? [] : targetsOf(state, player, apprentice);
}

/** {@link apprenticeTargets} for the Apprentice `apprentice` (uid) in `player`'s hand. */
function targetsOf(state: VillagersState, player: PlayerId, apprentice: number): number[] {
  const seat = state.seats[player]!;
  const out: number[] = [];
  for (let q = 0; q < state.seats.length; q++) {
    const s = state.seats[q]!;
    const cover = coverCounts(s.village);
    for (let i = 0; i < s.village.length; i++) {
      const node = s.village[i]!;
      if (cover[i] === 0 || node.role !== null) continue; // non-top, not a Monk or Apprentice
      const t = cardOf(state, node.card);
      if (isWild(t)) continue;
      if (t.kind === 'founders' && q !== player) continue; // never another player's Founders
      let village: readonly VillageNode[] = seat.village;
      if (q === player) {
        const copy = [...village];
        copy[i] = { card: apprentice, on: node.on, role: t.id, coins: node.coins, side: node.side };
        village = copy;
      }
      if (placementTargets(state, village, t, 0).length === 0) continue;
      if (t.padlock !== null && unlockOptions(state, player, t.padlock).length === 0) continue;
      out.push(node.card);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Listed actions are frozen data. The ones a seat lists again and again (drafts, coins, trades,
// endBuild, ...) are made once and shared by every state that lists them: listing then allocates
// nothing, and the trust wrapper finds them already frozen. Field order is the published one.

type Seats<T> = T[][];

function perSeat<T>(table: Seats<T>, player: PlayerId): T[] {
  return (table[player] ??= []);
}

function once<T extends VillagersAction>(table: Seats<T>, player: PlayerId, i: number, make: () => T): T {
  const row = perSeat(table, player);
  return (row[i] ??= Object.freeze(make()));
}

// The draft's actions, listed on most plies: the shared row is read directly (no closure per action).
function draftRoad(player: PlayerId, slot: number): VillagersAction {
  const row = perSeat(DRAFT_ROAD, player);
  return (row[slot] ??= Object.freeze({ type: 'draftRoad', player, slot }));
}

function draftStack(player: PlayerId, stack: number): VillagersAction {
  const row = perSeat(DRAFT_STACK, player);
  return (row[stack] ??= Object.freeze({ type: 'draftStack', player, stack }));
}

const DRAFT_ROAD: Seats<VillagersAction> = [];
const DRAFT_STACK: Seats<VillagersAction> = [];
const DRAFT_RESERVE: Seats<VillagersAction> = [];
const COUNTESS_TAKES: Seats<VillagersAction> = [];
const PLACE_COIN: Seats<VillagersAction> = [];
const SIMPLE: Seats<VillagersAction> = []; // [jester, acceptEvent, tinner, endBuild] per seat
const APPRENTICE: Seats<VillagersAction> = [];

/** Smuggler plays by seat, target uid and unlock: listed on every build listing while a Smuggler is in hand. */
const SMUGGLER: Map<Unlock, VillagersAction>[][] = [];

function smuggler(player: PlayerId, target: number, unlock: Unlock): VillagersAction {
  const byUnlock = (perSeat(SMUGGLER, player)[target] ??= new Map());
  let a = byUnlock.get(unlock);
  if (!a) byUnlock.set(unlock, (a = Object.freeze({ type: 'smuggler', player, target, unlock })));
  return a;
}

const SIMPLE_TYPES = ['jester', 'acceptEvent', 'tinner', 'endBuild'] as const;
const simple = (player: PlayerId, type: (typeof SIMPLE_TYPES)[number]): VillagersAction =>
  once(SIMPLE, player, SIMPLE_TYPES.indexOf(type), () => ({ type, player }));

/**
 * What the build phase's listing reads about a card, worked out once per card type and uid table (the
 * card list and player count of a game) and found by uid with one array read: the chain arithmetic of
 * V-6.4 / V-7.2, the slots of V-2.9, and the shared build and trade actions of each seat. A listing
 * used to look each card up by id (a WeakMap and a Map per card), walk its chain for its place and
 * recompute where its bottom card may go for every Monk count.
 */
interface CardInfo {
  readonly type: CardType;
  readonly id: string;
  /** Built with a `build` action (V-6.3): no X effect of its own (V-7.1; a Founders' flip is not one) and a place in its chain. */
  readonly buildable: boolean;
  /** Its place in its printed chain ({@link chainPlace}). */
  readonly top: number;
  /**
   * With `k` Monks below it (V-7.2), where the bottom card goes (V-6.4): on a card whose chain id is
   * `goesOn[k]`, in a new column (null: the chain's bottom card has a banner), or nowhere (undefined).
   */
  readonly goesOn: readonly (string | null | undefined)[];
  /** Its slots as a bottom card and lying on another card ({@link slotsOfType}). */
  readonly slotsBottom: number;
  readonly slotsStacked: number;
  /** The shared build and trade actions naming this card, by seat (see {@link buildIn}, {@link tradeRow}). */
  readonly builds: BuildRow[];
  readonly trades: VillagersAction[][];
  /** Its trades by seat and then by which stacks and basics can be traded with (see {@link tradeList}). */
  readonly tradeLists: VillagersAction[][][];
}

const INFOS = new WeakMap<UidTable, readonly CardInfo[]>();
let infoTable: UidTable | null = null;
let infoByUid: readonly CardInfo[] = [];

/** The {@link CardInfo} of every uid of the state's uid table (one object per card type). */
function cardInfos(state: VillagersState): readonly CardInfo[] {
  const table = uids(state);
  if (table === infoTable) return infoByUid;
  let infos = INFOS.get(table);
  if (!infos) {
    const byId = catalog(state).byId;
    const byType = new Map<CardType, CardInfo>();
    const list: CardInfo[] = [];
    for (let u = 0; u < table.cards.length; u++) {
      const t = table.cards[u]!;
      let info = byType.get(t);
      if (!info) {
        const top = chainPlace(t);
        const goesOn: (string | null | undefined)[] = [];
        for (let k = 0; k <= top; k++) {
          const bottom = top - k;
          goesOn.push(bottom > 0 ? t.chain[bottom - 1]! : byId[t.chain[0]!]?.base ? null : undefined);
        }
        info = {
          type: t,
          id: t.id,
          buildable: (t.effect === null || t.effect === 'foundersFlip') && top >= 0,
          top,
          goesOn,
          slotsBottom: slotsOfType(t, true),
          slotsStacked: slotsOfType(t, false),
          builds: [],
          trades: [],
          tradeLists: [],
        };
        byType.set(t, info);
      }
      list.push(info);
    }
    INFOS.set(table, (infos = list));
  }
  infoTable = table;
  infoByUid = infos;
  return infos;
}

/** The 7 × 3 trades of one card by one seat (stack 0..5 or null, then basic), made once. */
function tradeRow(info: CardInfo, player: PlayerId): VillagersAction[] {
  let row = info.trades[player];
  if (!row) {
    row = [];
    const card = info.id;
    for (let i = 0; i <= LIMITS.stacks; i++) {
      const stack = i < LIMITS.stacks ? i : null;
      for (const basic of BASICS) row.push(Object.freeze({ type: 'trade', player, card, stack, basic }));
    }
    info.trades[player] = row;
  }
  return row;
}

/**
 * The shared build actions of one seat and card. The build without a padlock (unlock null, most
 * builds) sits in `none`, by `on + 1` (0: a new column) and then Monk count: plain arrays (indices up
 * to the uid count, so V8 keeps them as fast holey arrays), read on every listed build; the others in
 * `locked`, likewise by `on + 1`, Monk count and then the unlock: 0 the bank, 1 the Tinner, uid + 2 an
 * unlocker card (two Map lookups per padlocked build were the largest part of a build listing, measured).
 */
interface BuildRow {
  readonly none: (VillagersAction | undefined)[][];
  readonly locked: (VillagersAction | undefined)[][][];
}

function buildIn(row: BuildRow, player: PlayerId, card: string, on: number | null, monks: number, unlock: Unlock): VillagersAction {
  let a: VillagersAction | undefined;
  if (unlock === null) {
    const byMonks = (row.none[(on ?? -1) + 1] ??= []);
    a = byMonks[monks];
    if (!a) byMonks[monks] = a = Object.freeze({ type: 'build', player, card, on, monks, unlock });
    return a;
  }
  const byUnlock = ((row.locked[(on ?? -1) + 1] ??= [])[monks] ??= []);
  const u = unlock === 'bank' ? 0 : unlock === 'tinner' ? 1 : unlock + 2;
  a = byUnlock[u];
  if (!a) byUnlock[u] = a = Object.freeze({ type: 'build', player, card, on, monks, unlock });
  return a;
}

/** No cover counts: what a guard's listing of trades, Apprentices or Tinners reads instead (read only). */
const NO_COVER: readonly number[] = [];

/** The unlock of a card without a padlock (read only). */
const NO_UNLOCK: readonly Unlock[] = Object.freeze([null]);

/**
 * A hand as the build phase's listing reads it, in one pass: its cards by type in first-copy order,
 * how many Monks it holds, and the first Apprentice, Tinner and Smuggler (uid, or -1). Builds, trades
 * and the X cards all read this one scan (one listing used to scan the hand five times and collect its
 * ids twice). With `card`, only that card id is collected (apply's guard).
 */
interface HandScan {
  /** Its card types in first-copy order: the first `count` entries (the list is reused, see {@link SCAN}). */
  readonly cards: CardInfo[];
  count: number;
  monks: number;
  apprentice: number;
  tinner: number;
  smuggler: number;
}

/**
 * The one scan a listing reads (listings never nest: nothing a listing calls lists again). Reused, with
 * the scratch lists below, so that a listing allocates only the list it returns: the build phase is
 * listed on every other ply, and its half-dozen small arrays per listing were garbage to collect.
 */
const SCAN: HandScan = { cards: [], count: 0, monks: 0, apprentice: -1, tinner: -1, smuggler: -1 };

function scanHand(infos: readonly CardInfo[], hand: readonly number[], card: string | null): HandScan {
  const scan = SCAN;
  scan.count = 0;
  scan.monks = 0;
  scan.apprentice = -1;
  scan.tinner = -1;
  scan.smuggler = -1;
  const cards = scan.cards;
  for (let h = 0; h < hand.length; h++) {
    const u = hand[h]!;
    const info = infos[u]!;
    const effect = info.type.effect;
    if (effect === 'wildChainMember') scan.monks++;
    else if (effect === 'swapNonTop') {
      if (scan.apprentice < 0) scan.apprentice = u;
    } else if (effect === 'freeUnlock') {
      if (scan.tinner < 0) scan.tinner = u;
    } else if (effect === 'halfPrintedGold' && scan.smuggler < 0) scan.smuggler = u;
    if (card !== null && info.id !== card) continue;
    let seen = false;
    for (let i = 0; i < scan.count; i++) if (cards[i] === info) seen = true;
    if (!seen) cards[scan.count++] = info;
  }
  return scan;
}

/**
 * Builds (V-6.3, V-6.4, V-7.2, V-6.7): each card in hand (first copy order), with 0.. Monks below it
 * (as far as Monks in hand and builds left allow), on each card with a free slot whose chain id is the
 * one just below (or a new column for a chain's bottom), for each way to open its padlock. The same
 * list, in the same order, as looping over {@link placementTargets}; written so that one listing reads
 * the village once (its free slots) instead of once per card and Monk count: this is the longest list
 * of most build turns.
 */
const FREE_IDS: string[] = [];
const PADLOCKS: string[] = [];
const PADLOCK_UNLOCKS: (readonly Unlock[])[] = [];
const FREE_UIDS: number[] = [];
/** The listed seat's cover counts (the first village-length entries; see SCAN). */
const COVER: number[] = [];

function coverInto(village: readonly VillageNode[]): readonly number[] {
  const counts = COVER;
  const n = village.length;
  for (let i = 0; i < n; i++) counts[i] = 0;
  for (let i = 0; i < n; i++) {
    const on = village[i]!.on;
    if (on !== null) counts[on]!++;
  }
  return counts;
}

/**
 * A listing is gathered in one reused list (`add`), then copied at its exact length: a list grown by
 * `push` from empty was allocated two or three times over (17, then 41 slots, and the copy) for a build
 * phase list of ~30, the largest allocation of a playout (measured: ~470 bytes of each build listing's
 * ~900). Listings never nest (nothing a listing calls lists again).
 */
const LISTED: VillagersAction[] = [];
let listed = 0;

function add(a: VillagersAction): void {
  LISTED[listed++] = a;
}

function buildActions(
  state: VillagersState,
  player: PlayerId,
  seat: SeatState,
  village: readonly VillageNode[],
  infos: readonly CardInfo[],
  hand: HandScan,
  cover: readonly number[],
): void {
  const left = seat.buildLimit - seat.builds;
  if (left <= 0) return;
  // The village's cards with a free slot (V-2.9), in village order: their chain ids and uids
  // (`village`: the seat's village, a plain copy).
  const freeIds = FREE_IDS; // the first `free` entries (scratch lists, see SCAN)
  const freeUids = FREE_UIDS;
  let free = 0;
  for (let i = 0; i < village.length; i++) {
    const node = village[i]!;
    const c = infos[node.card]!;
    if (cover[i]! < (node.on === null ? c.slotsBottom : c.slotsStacked)) {
      freeIds[free] = node.role ?? c.id;
      freeUids[free] = node.card;
      free++;
    }
  }
  const padlocks = PADLOCKS; // unlock options by padlock, for this listing: the first `known` entries (scratch lists, see SCAN)
  const padlockUnlocks = PADLOCK_UNLOCKS;
  let known = 0;
  for (let h = 0; h < hand.count; h++) {
    const c = hand.cards[h]!;
    if (!c.buildable) continue; // specials have their own actions
    const padlock = c.type.padlock;
    let unlocks: readonly Unlock[] = NO_UNLOCK;
    if (padlock !== null) {
      let j = 0;
      while (j < known && padlocks[j] !== padlock) j++;
      if (j < known) unlocks = padlockUnlocks[j]!;
      else {
        unlocks = unlockOptions(state, player, padlock);
        padlocks[known] = padlock;
        padlockUnlocks[known] = unlocks;
        known++;
      }
      if (unlocks.length === 0) continue;
    }
    const row = (c.builds[player] ??= { none: [], locked: [] });
    const most = Math.min(hand.monks, left - 1, c.top);
    for (let k = 0; k <= most; k++) {
      const need = c.goesOn[k];
      if (need === undefined) continue;
      if (need === null) {
        // the bottom of a chain starts a new column (its bottom card has a banner)
        for (let j = 0; j < unlocks.length; j++) add(buildIn(row, player, c.id, null, k, unlocks[j]!));
        continue;
      }
      for (let i = 0; i < free; i++) {
        if (freeIds[i] !== need) continue;
        for (let j = 0; j < unlocks.length; j++) add(buildIn(row, player, c.id, freeUids[i]!, k, unlocks[j]!));
      }
    }
  }
}

/**
 * Trades (V-6.6): each card in hand, onto each non-empty stack (or null), for each basic still in
 * supply. Which stacks and basics that is changes a few times a game, so each card's trades for one
 * such choice are a list made once (see {@link tradeList}).
 */
function tradeActions(state: VillagersState, player: PlayerId, hand: HandScan): void {
  let stacks = 0; // bit i: stack i is not empty; bit 6 alone: every stack is empty (stack null)
  const piles = [...state.stacks]; // a plain copy (see "Plain copies" in village.ts)
  for (let i = 0; i < piles.length; i++) if (piles[i]!.length > 0) stacks |= 1 << i;
  if (stacks === 0) stacks = 1 << LIMITS.stacks;
  let basics = 0; // bit b: basic b (in BASICS order) is still in supply; named reads, not a lookup by a variable key
  const supply = state.basics;
  if (supply.hayer.length > 0) basics |= 1;
  if (supply.lumberjack.length > 0) basics |= 2;
  if (supply.miner.length > 0) basics |= 4;
  if (basics === 0) return;
  for (let h = 0; h < hand.count; h++) {
    const list = tradeList(hand.cards[h]!, player, stacks, basics);
    for (let i = 0; i < list.length; i++) add(list[i]!);
  }
}

/** One card's trades by one seat onto the stacks of `stacks` for the basics of `basics` (bit masks), stack by stack, made once. */
function tradeList(info: CardInfo, player: PlayerId, stacks: number, basics: number): readonly VillagersAction[] {
  const lists = (info.tradeLists[player] ??= []);
  const key = (stacks << BASICS.length) | basics;
  let list = lists[key];
  if (!list) {
    const row = tradeRow(info, player);
    list = [];
    for (let i = 0; i <= LIMITS.stacks; i++) {
      if ((stacks & (1 << i)) === 0) continue;
      for (let b = 0; b < BASICS.length; b++) if ((basics & (1 << b)) !== 0) list.push(row[i * BASICS.length + b]!);
    }
    lists[key] = list;
  }
  return list;
}

/** Every legal action of `player` now. */
export function legalActions(state: VillagersState, player: PlayerId): VillagersAction[] {
  return listActions(state, player, null);
}

/**
 * For apply's guard: the listed action equal to `action` field by field (every field is a number, a
 * string or null), as a list of at most one; only actions of its type are listed.
 */
export function matchListed(state: VillagersState, player: PlayerId, action: Record<string, unknown>): VillagersAction[] {
  const a = firstMatch(state, player, action);
  return a === undefined ? [] : [a];
}

/**
 * The listed action equal to `action`, a plain action read from JSON (what the trust wrapper hands
 * `apply` for anything but an object it listed), or undefined. The listing stays the only judge of what
 * is legal: only the actions of `action`'s type (and, for builds and trades, of its card) are listed,
 * and the one found must have exactly `action`'s keys with the same values, i.e. be deep-equal to it.
 * This saves the guard's second read of the action and its generic comparison (the cost of a cold
 * `apply`); anything else (wrong seat or phase, bad fields) gives undefined and goes to the guard,
 * which names the reason.
 */
export function listedAction(state: VillagersState, action: unknown): VillagersAction | undefined {
  if (!isPlainObject(action) || typeof action.type !== 'string' || action.player !== state.turn || state.phase === 'over') return undefined;
  const a = firstMatch(state, state.turn, action);
  if (a === undefined) return undefined;
  let keys = 0;
  for (const _ in a) keys++; // listed actions are flat: every value is a number, a string or null
  return Object.keys(action).length === keys ? a : undefined;
}

/** The first listed action of `action`'s type (and card) whose fields all equal `action`'s. */
function firstMatch(state: VillagersState, player: PlayerId, action: Record<string, unknown>): VillagersAction | undefined {
  const only = typeof action.type === 'string' ? action.type : null;
  const card = typeof action.card === 'string' ? action.card : null;
  const list = listActions(state, player, only, card);
  for (let i = 0; i < list.length; i++) {
    const a = list[i]!;
    let same = true;
    for (const k in a) {
      if ((a as unknown as Record<string, unknown>)[k] !== action[k]) {
        same = false;
        break;
      }
    }
    if (same) return a;
  }
  return undefined;
}

/**
 * The legal actions of `player` (frozen objects); for apply's guard, only those of type `only` and
 * (builds and trades) naming card `card`, when given.
 */
export function listActions(state: VillagersState, player: PlayerId, only: string | null, card: string | null = null): VillagersAction[] {
  if (state.phase === 'over' || player !== state.turn) return [];
  const road = [...state.road]; // a plain copy of the frozen Road (see "Plain copies" in village.ts)
  listed = 0; // every phase's list is gathered with `add` and copied at its length (see LISTED)
  if (state.phase === 'draft') {
    // V-5.4: a face-up Road card, the top of a non-empty stack, or the Reserve once every stack is empty
    for (let slot = 0; slot < road.length; slot++) {
      if (road[slot] !== null) add(draftRoad(player, slot));
    }
    let anyStack = false;
    const stacks = [...state.stacks];
    for (let stack = 0; stack < stacks.length; stack++) {
      if (stacks[stack]!.length === 0) continue;
      anyStack = true;
      add(draftStack(player, stack));
    }
    if (!anyStack && state.reserve.length > 0) add(once(DRAFT_RESERVE, player, 0, () => ({ type: 'draftReserve', player })));
    return LISTED.slice(0, listed);
  }
  if (state.phase === 'countess') {
    // S-2: any face-up Road villager, for the Countess's village
    for (let slot = 0; slot < road.length; slot++) {
      if (road[slot] !== null) add(once(COUNTESS_TAKES, player, slot, () => ({ type: 'countessTakes', player, slot })));
    }
    return LISTED.slice(0, listed);
  }
  if (state.phase === 'event') {
    // S-4: the Jester may discard the event just revealed (the phase exists only while it is unused)
    add(simple(player, 'jester'));
    add(simple(player, 'acceptEvent'));
    return LISTED.slice(0, listed);
  }
  if (state.phase === 'roadCoins') {
    // V-5.9: a coin on a face-up Road villager, or none (slot null, listed first)
    add(once(PLACE_COIN, player, LIMITS.roadSize, () => ({ type: 'placeCoin', player, slot: null })));
    for (let slot = 0; slot < road.length; slot++) {
      if (road[slot] !== null) add(once(PLACE_COIN, player, slot, () => ({ type: 'placeCoin', player, slot })));
    }
    return LISTED.slice(0, listed);
  }
  // build phase (`only`: apply's guard lists one type)
  const seat = state.seats[player]!;
  if (seat.taken !== null) {
    const t = cardOf(state, seat.taken);
    const unlocks = t.padlock !== null ? unlockOptions(state, player, t.padlock) : NO_UNLOCK;
    const sides = t.kind === 'founders' ? (['gold', 'food'] as const) : ([null] as const);
    for (const on of placementTargets(state, seat.village, t, 0)) {
      for (let j = 0; j < unlocks.length; j++) for (const side of sides) add(Object.freeze({ type: 'placeTaken', player, on, unlock: unlocks[j]!, side }));
    }
    return LISTED.slice(0, listed);
  }
  if (only === 'endBuild') {
    add(simple(player, 'endBuild')); // V-6.8: always possible (apply's guard asks for it alone)
    return LISTED.slice(0, listed);
  }
  const infos = cardInfos(state);
  const hand = scanHand(infos, [...seat.hand], card);
  // plain copies of the frozen village, read by several loops below (see "Plain copies" in village.ts)
  const village = [...seat.village];
  // the own village's cover counts, for builds and the Smuggler only (apply's guard asks for one type)
  const cover = only === null || only === 'build' || only === 'smuggler' ? coverInto(village) : NO_COVER;
  if (only === null || only === 'build') buildActions(state, player, seat, village, infos, hand, cover);
  if ((only === null || only === 'trade') && seat.trades < LIMITS.basicTradesPerBuildTurn) tradeActions(state, player, hand);
  if ((only === null || only === 'apprentice') && seat.builds < seat.buildLimit && hand.apprentice >= 0) {
    for (const target of targetsOf(state, player, hand.apprentice)) add(once(APPRENTICE, player, target, () => ({ type: 'apprentice', player, target })));
  }
  if ((only === null || only === 'tinner') && hand.tinner >= 0) add(simple(player, 'tinner'));
  if ((only === null || only === 'smuggler') && hand.smuggler >= 0) {
    const t = cardOf(state, hand.smuggler);
    const unlocks = t.padlock !== null ? unlockOptions(state, player, t.padlock) : NO_UNLOCK;
    for (let i = 0; i < village.length; i++) {
      if (cover[i] === 0) for (let j = 0; j < unlocks.length; j++) add(smuggler(player, village[i]!.card, unlocks[j]!));
    }
  }
  if (only === null || only === 'endBuild') add(simple(player, 'endBuild'));
  return LISTED.slice(0, listed);
}

// ---------------------------------------------------------------------------------------------
// explain: why an unlisted action is refused

const TYPES = ['draftRoad', 'draftStack', 'draftReserve', 'placeCoin', 'build', 'trade', 'apprentice', 'placeTaken', 'tinner', 'smuggler', 'endBuild', 'countessTakes', 'jester', 'acceptEvent'] as const;

/** Why a solo action is refused (S-2, S-4), or why another action waits for one. */
function soloReason(state: VillagersState, a: Record<string, unknown>, type: (typeof TYPES)[number]): RuleError | undefined {
  if (type === 'countessTakes') {
    assertKeys(a, ['slot'], 'S-2');
    const slot = assertInt(a, 'slot', 0, LIMITS.roadSize - 1, 'S-2');
    if (state.solo === null) return illegal('S-2', 'The Countess plays only in solo (players: 1).');
    if (state.phase !== 'countess') return illegal('S-2', 'The Countess takes a Road villager only right after you draft from the Road.');
    return illegal('S-2', `Road space ${slot + 1} is empty; the Countess takes a face-up Road villager.`);
  }
  if (type === 'jester' || type === 'acceptEvent') {
    assertKeys(a, [], 'S-4');
    if (state.solo === null) return illegal('S-4', 'Events and the Jester are used only in solo (players: 1).');
    if (!state.solo.jester) return illegal('S-4', 'The Jester has already discarded an event (once per game).');
    return illegal('S-4', 'The Jester is used only when an event is revealed.');
  }
  if (state.phase === 'countess') return illegal('S-2', 'First choose the Road villager the Countess takes (countessTakes).');
  if (state.phase === 'event') return illegal('S-4', 'First decide on the event just revealed: jester or acceptEvent.');
  return undefined;
}

function illegal(rule: string, message: string): RuleError {
  return new RuleError('ILLEGAL_ACTION', rule, message);
}

function intOrNull(a: Record<string, unknown>, field: string, max: number, rule: string): number | null {
  if (a[field] === null) return null;
  return assertInt(a, field, 0, max, rule);
}

function checkUnlockShape(a: Record<string, unknown>, state: VillagersState): Unlock {
  const u = a.unlock;
  if (u === null || u === 'bank' || u === 'tinner') return u;
  return assertInt(a, 'unlock', 0, uids(state).ids.length - 1, 'V-6.7');
}

function checkCardShape(a: Record<string, unknown>, state: VillagersState, rule: string): CardType {
  const id = a.card;
  const t = typeof id === 'string' && Object.prototype.hasOwnProperty.call(catalog(state).byId, id) ? catalog(state).byId[id] : undefined;
  if (!t) throw new RuleError('MALFORMED_ACTION', rule, `"card" must be a card id such as "wheeler", not ${printValue(id)}.`);
  return t;
}

/** Why a padlock payment is refused, or null if it is fine (V-6.7, V-7.4). */
function unlockReason(state: VillagersState, player: PlayerId, t: CardType, unlock: Unlock): RuleError | null {
  if (t.padlock === null) return unlock === null ? null : illegal('V-6.7', `${t.name} has no padlock; "unlock" must be null.`);
  const unlocker = catalog(state).byId[t.padlock]!;
  if (unlock === null) return illegal('V-6.7', `${t.name} is padlocked: pay 2 to a ${unlocker.name}, the bank, or use a Tinner.`);
  const options = unlockOptions(state, player, t.padlock);
  if (options.includes(unlock)) return null;
  const seat = state.seats[player]!;
  if (unlock === 'tinner') return illegal('V-7.4', 'No Tinner has been played this build turn.');
  if (unlock === 'bank') {
    if ((cardsById(state, seat.village)[t.padlock] ?? []).length > 0) {
      return illegal('V-6.7', `You have a ${unlocker.name}: the bank puts the 2 on it; the bank is paid only when nobody has one.`);
    }
    if (seat.gold < LIMITS.unlockCost) return illegal('V-6.7', `Paying the bank costs 2 gold; you have ${seat.gold}.`);
    return illegal('V-6.7', `Another player has a ${unlocker.name}: you must pay the 2 onto it, not the bank.`);
  }
  const at = locate(state, unlock);
  if (at === null || idOf(state, unlock) !== t.padlock) return illegal('V-6.7', `Card ${printValue(unlock)} is not a ${unlocker.name} in any village.`);
  return illegal('V-6.7', `Paying 2 onto another player's ${unlocker.name} needs 2 gold; you have ${seat.gold}.`);
}

function placementReason(state: VillagersState, village: readonly VillageNode[], t: CardType, on: number | null, monks: number): RuleError {
  const top = t.chain.indexOf(t.id);
  if (monks > top) return illegal('V-7.2', `${t.name} has only ${top} villager(s) below it in its chain, so at most ${top} Monk(s) can stand in.`);
  const bottom = top - monks;
  if (on === null) return illegal('V-6.4', `${t.name} has no banner: it must go on a ${catalog(state).byId[t.chain[bottom - 1]!]?.name ?? '?'}.`);
  if (bottom === 0) return illegal('V-6.4', `${monks > 0 ? 'The bottom Monk' : t.name} starts a new column: "on" must be null.`);
  const i = nodeIndex(village, on);
  if (i < 0) return illegal('V-11.1', `Card ${printValue(on)} is not in your village; you build only into your own village.`);
  const need = t.chain[bottom - 1]!;
  const node = village[i]!;
  if (chainId(state, node) !== need) {
    return illegal('V-6.4', `${monks > 0 ? 'The bottom Monk' : t.name} must go on a ${catalog(state).byId[need]!.name}, not on a ${catalog(state).byId[chainId(state, node)]!.name}.`);
  }
  return illegal('V-2.9', `That ${catalog(state).byId[need]!.name} has no free slot.`);
}

/** The reason an action that is not listed is refused (shape first, then the rule). */
export function explain(state: VillagersState, a: Record<string, unknown>): RuleError | undefined {
  const type = assertOneOf(a, 'type', TYPES, 'V-4');
  const player = a.player as number;
  const seat = state.seats[player]!;
  if (type === 'countessTakes' || type === 'jester' || type === 'acceptEvent') return soloReason(state, a, type);
  switch (type) {
    case 'draftRoad':
    case 'draftStack':
    case 'draftReserve': {
      if (type === 'draftRoad') assertKeys(a, ['slot'], 'V-5.4');
      if (type === 'draftStack') assertKeys(a, ['stack'], 'V-5.4');
      if (type === 'draftReserve') assertKeys(a, [], 'V-5.4');
      const slot = type === 'draftRoad' ? assertInt(a, 'slot', 0, LIMITS.roadSize - 1, 'V-5.4') : 0;
      const stack = type === 'draftStack' ? assertInt(a, 'stack', 0, LIMITS.stacks - 1, 'V-5.4') : 0;
      if (state.phase !== 'draft') return soloReason(state, a, type) ?? illegal('V-4', 'Cards are drafted only in the draft phase.');
      if (type === 'draftRoad') return illegal('V-5.4', `Road space ${slot + 1} is empty.`);
      if (type === 'draftStack') return illegal('V-5.4', `Stack ${stack + 1} is empty; Market cards are never drawn.`);
      if (state.stacks.some((s) => s.length > 0)) return illegal('V-5.4', 'The Reserve may be drafted only once all 6 stacks are empty.');
      return illegal('V-5.4', 'The Reserve is empty.');
    }
    case 'placeCoin': {
      assertKeys(a, ['slot'], 'V-5.9');
      const slot = intOrNull(a, 'slot', LIMITS.roadSize - 1, 'V-5.9');
      if (state.phase !== 'roadCoins') return soloReason(state, a, type) ?? illegal('V-5.9', 'Road coins are placed only in the 2-player (and solo) end-of-draft refresh.');
      return illegal('V-5.9', `Road space ${(slot ?? 0) + 1} is empty; a coin goes on a face-up Road villager.`);
    }
    default:
      break;
  }
  // build-phase actions
  const notBuild = state.phase !== 'build' ? (soloReason(state, a, type) ?? illegal('V-4', 'That is done only in your build turn (build phase).')) : null;
  switch (type) {
    case 'build': {
      assertKeys(a, ['card', 'on', 'monks', 'unlock'], 'V-6.4');
      const t = checkCardShape(a, state, 'V-6.4');
      const on = intOrNull(a, 'on', uids(state).ids.length - 1, 'V-6.4');
      const monks = assertInt(a, 'monks', 0, LIMITS.buildMax, 'V-7.2');
      const unlock = checkUnlockShape(a, state);
      if (notBuild) return notBuild;
      if (seat.taken !== null) return illegal('V-7.3', 'First place the villager your Apprentice took.');
      if (t.effect === 'wildChainMember') return illegal('V-7.2', 'A Monk is never the top card: build the card that goes on it with "monks".');
      if (t.effect !== null && t.effect !== 'foundersFlip') return illegal('V-7.1', `${t.name} is played with its own "${t.effect === 'swapNonTop' ? 'apprentice' : t.effect === 'freeUnlock' ? 'tinner' : 'smuggler'}" action.`);
      if (findInHand(state, seat.hand, t.id) < 0) return illegal('V-6.3', `You have no ${t.name} in hand.`);
      if (countInHand(state, seat.hand, 'wildChainMember') < monks) return illegal('V-7.2', `You do not have ${monks} Monk(s) in hand.`);
      if (seat.builds + monks + 1 > seat.buildLimit) {
        return illegal('V-6.2', `That needs ${monks + 1} build(s); your build limit is ${seat.buildLimit} and you have used ${seat.builds}.`);
      }
      if (!placementTargets(state, seat.village, t, monks).includes(on)) return placementReason(state, seat.village, t, on, monks);
      return unlockReason(state, player, t, unlock) ?? illegal('V-6.4', 'That build is not legal now.');
    }
    case 'trade': {
      assertKeys(a, ['card', 'stack', 'basic'], 'V-6.6');
      const t = checkCardShape(a, state, 'V-6.6');
      const stack = intOrNull(a, 'stack', LIMITS.stacks - 1, 'V-6.6');
      const basic = assertOneOf(a, 'basic', BASICS, 'V-6.6');
      if (notBuild) return notBuild;
      if (seat.taken !== null) return illegal('V-7.3', 'First place the villager your Apprentice took.');
      if (seat.trades >= LIMITS.basicTradesPerBuildTurn) return illegal('V-6.6', 'You may trade for basic villagers at most 3 times per build turn.');
      if (findInHand(state, seat.hand, t.id) < 0) return illegal('V-6.6', `You have no ${t.name} in hand to trade.`);
      if (state.basics[basic].length === 0) return illegal('V-6.6', `The ${catalog(state).byId[basic]!.name} supply is empty.`);
      const anyStack = state.stacks.some((s) => s.length > 0);
      if (stack === null) return illegal('V-6.6', 'While a stack still has cards, the traded card goes on top of a non-empty stack.');
      if (!anyStack) return illegal('V-6.6', 'Every stack is empty: use "stack": null (the card goes on the Reserve).');
      return illegal('V-6.6', `Stack ${stack + 1} is empty; a card cannot be returned to an empty stack.`);
    }
    case 'apprentice': {
      assertKeys(a, ['target'], 'V-7.3');
      const target = assertInt(a, 'target', 0, uids(state).ids.length - 1, 'V-7.3');
      if (notBuild) return notBuild;
      if (seat.taken !== null) return illegal('V-7.3', 'First place the villager your Apprentice took.');
      if (firstOfEffect(state, seat.hand, 'swapNonTop') < 0) return illegal('V-7.3', 'You have no Apprentice in hand.');
      if (seat.builds >= seat.buildLimit) return illegal('V-6.2', `You have used your whole build limit (${seat.buildLimit}).`);
      const at = locate(state, target);
      if (at === null) return illegal('V-7.3', `Card ${printValue(target)} is in no village.`);
      const v = state.seats[at.seat]!.village;
      const node = v[at.index]!;
      if (coverCounts(v)[at.index] === 0) return illegal('V-7.3', 'An Apprentice takes only a villager with at least one card on it.');
      if (node.role !== null) return illegal('V-7.3', 'A Monk or Apprentice cannot be taken by an Apprentice.');
      if (cardOf(state, target).kind === 'founders' && at.seat !== player) return illegal('V-7.3', "You may not take another player's Founders.");
      return illegal('V-7.3', `You could not place the ${cardOf(state, target).name} in your village (no free slot or you cannot pay its padlock).`);
    }
    case 'placeTaken': {
      assertKeys(a, ['on', 'unlock', 'side'], 'V-7.3');
      const on = intOrNull(a, 'on', uids(state).ids.length - 1, 'V-7.3');
      const unlock = checkUnlockShape(a, state);
      const side = assertOneOf(a, 'side', ['gold', 'food', null] as const, 'V-7.3');
      if (notBuild) return notBuild;
      if (seat.taken === null) return illegal('V-7.3', 'Your Apprentice has not taken a villager.');
      const t = cardOf(state, seat.taken);
      if ((t.kind === 'founders') !== (side !== null)) return illegal('V-7.3', t.kind === 'founders' ? 'Choose the side of the Founders: "gold" or "food".' : '"side" is only for a Founders; use null.');
      if (!placementTargets(state, seat.village, t, 0).includes(on)) return placementReason(state, seat.village, t, on, 0);
      return unlockReason(state, player, t, unlock) ?? illegal('V-7.3', 'That placement is not legal.');
    }
    case 'tinner': {
      assertKeys(a, [], 'V-7.4');
      if (notBuild) return notBuild;
      if (seat.taken !== null) return illegal('V-7.3', 'First place the villager your Apprentice took.');
      return illegal('V-7.4', 'You have no Tinner in hand.');
    }
    case 'smuggler': {
      assertKeys(a, ['target', 'unlock'], 'V-7.5');
      const target = assertInt(a, 'target', 0, uids(state).ids.length - 1, 'V-7.5');
      const unlock = checkUnlockShape(a, state);
      if (notBuild) return notBuild;
      if (seat.taken !== null) return illegal('V-7.3', 'First place the villager your Apprentice took.');
      const sm = firstOfEffect(state, seat.hand, 'halfPrintedGold');
      if (sm < 0) return illegal('V-7.5', 'You have no Smuggler in hand.');
      const i = nodeIndex(seat.village, target);
      if (i < 0) return illegal('V-7.5', `The Smuggler targets one of your own villagers; card ${target} is not in your village.`);
      if (coverCounts(seat.village)[i] !== 0) return illegal('V-7.5', 'The Smuggler counts only an uncovered villager.');
      return unlockReason(state, player, cardOf(state, sm), unlock) ?? illegal('V-7.5', 'That Smuggler play is not legal.');
    }
    case 'endBuild': {
      assertKeys(a, [], 'V-6.8');
      if (notBuild) return notBuild;
      return illegal('V-7.3', 'First place the villager your Apprentice took.');
    }
    default:
      return undefined;
  }
}

/** Re-exported for apply: the build action's placement holder. */
export type { BuildAction };
