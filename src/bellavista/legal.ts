/**
 * Who may act, what they may do, and why anything else is refused.
 */
import { RuleError, assertKeys, assertOneOf, jsonEqual, printValue, rememberedList, type PlayerId } from '../core/index.js';
import type { ContractCard, Coord, ZoningCard } from './data.js';
import { cardNumber } from './setup.js';
import { rulesOf } from './rules.js';
import { COMPONENT_LIMITS, candidateOn, footprintOrientations, isPlaceable, placementCoords, placementOn, placementOptions, placementTable, type PlaceMode, type PlacementTable, type TownInfo } from './town.js';
import type { BellaVistaAction, BellaVistaState } from './types.js';

const ACTION_TYPES = ['offer', 'place', 'take_contract', 'skip_contract', 'place_neutral'] as const;

export function zoningCard(state: BellaVistaState): ZoningCard {
  return rulesOf(state).zoning.get(state.zoning)!;
}

export function contractCard(state: BellaVistaState, id: string): ContractCard | undefined {
  return rulesOf(state).contracts.get(id);
}

export function isOverState(state: BellaVistaState): boolean {
  return state.phase === 'over';
}

/** The seats that may act now (one at a time in Bella Vista). */
export function actors(state: BellaVistaState): PlayerId[] {
  const p = actor(state);
  return p < 0 ? [] : [p];
}

/** The one seat that may act now, or -1 when the game is over (no array: listing asks this on every state). */
export function actor(state: BellaVistaState): PlayerId | -1 {
  switch (state.phase) {
    case 'offer':
      return state.offerOrder[state.offerTurn]!;
    case 'build':
      return state.queue[state.buildTurn]!.player;
    case 'neutral':
      return lastBuilder(state);
    default:
      return -1;
  }
}

/** The architect who built last this round (BV-9.1). */
export function lastBuilder(state: BellaVistaState): PlayerId {
  return state.queue[state.queue.length - 1]!.player;
}

/** The building number to place now: the revealed card's, or the round's neutral building. */
export function heightToPlace(state: BellaVistaState): number {
  return state.phase === 'neutral' ? state.round : cardNumber(state.queue[state.buildTurn]!.card);
}

/**
 * Placements of the building to place now (rows of its placement table), and the mode (zoning /
 * border fallback / anywhere).
 */
export function currentOptions(state: BellaVistaState): { mode: PlaceMode; rows: readonly number[]; table: PlacementTable; info: TownInfo } {
  const info = rulesOf(state).info;
  const o = placementOptions(info, state.grid, zoningCard(state), heightToPlace(state));
  return { mode: o.mode, rows: o.rows, table: o.table, info }; // (an object spread here was 3% of a playout)
}

/** Contract threshold for this player count. */
function threshold(state: BellaVistaState, c: { required: { default: number; twoPlayer: number } }): number {
  return state.players === 2 ? c.required.twoPlayer : c.required.default;
}

/**
 * What the contracts ask of one architect's buildings (BV-7.1), counted in one pass over the town:
 * the district tile each building lies wholly within (one entry per such building), and how many
 * straddle district tiles, stand on the border, touch a river, touch a park. (One closure and one
 * pass per face-up contract was most of the contract check, which runs after every placement.)
 */
export interface Holdings {
  readonly wholly: readonly string[];
  readonly straddling: number;
  readonly border: number;
  readonly river: number;
  readonly park: number;
}

/** {@link Holdings} of `player`'s buildings. */
export function holdingsOf(state: BellaVistaState, player: PlayerId): Holdings {
  const wholly: string[] = [];
  let straddling = 0;
  let border = 0;
  let river = 0;
  let park = 0;
  const all = [...state.buildings]; // read from a plain copy: V8 reads a frozen array's elements on a slow path (~5× slower)
  for (let i = 0; i < all.length; i++) {
    const b = all[i]!;
    if (b.owner !== player) continue;
    if (b.tiles.length === 1) wholly.push(b.tiles[0]!);
    else if (b.tiles.length >= 2) straddling++;
    if (b.border) border++;
    if (b.rivers.length > 0) river++;
    if (b.parks.length > 0) park++;
  }
  return { wholly, straddling, border, river, park };
}

/** How many of `list` are `x`. */
function countOf(list: readonly string[], x: string): number {
  let n = 0;
  for (let i = 0; i < list.length; i++) if (list[i] === x) n++;
  return n;
}

/** Do an architect's buildings (their {@link Holdings}) meet contract `c` (BV-7.1)? */
export function meets(state: BellaVistaState, c: ContractCard, own: Holdings): boolean {
  switch (c.kind) {
    case 'buildingsWhollyInDistrict':
      return countOf(own.wholly, c.district) >= threshold(state, c);
    case 'oneWhollyInEachDistrict':
      // (A loop: \`every\` on the frozen component data takes V8's slow path.)
      for (let i = 0; i < c.districts.length; i++) if (!own.wholly.includes(c.districts[i]!)) return false;
      return true;
    case 'buildingsStraddlingDistrictTiles':
      return own.straddling >= threshold(state, c);
    case 'buildingsOnBorder':
      return own.border >= threshold(state, c);
    case 'buildingsAdjacentToRiver':
      return own.river >= threshold(state, c);
    case 'buildingsAdjacentToPark':
      return own.park >= threshold(state, c);
  }
}

/**
 * The last answer of {@link eligibleContracts} for frozen buildings and display (one entry): the
 * contract step lists what the placement just before it found (`construct` asks on its working copy,
 * which shares the next state's buildings and display).
 */
let lastEligible: {
  buildings: BellaVistaState['buildings'];
  display: BellaVistaState['display'];
  player: PlayerId;
  players: number;
  contracts: ReadonlyMap<string, ContractCard>;
  ids: readonly string[];
} | null = null;

/** Ids of the face-up contracts `player` may take now (each id once, in display order; frozen). */
export function eligibleContracts(state: BellaVistaState, player: PlayerId): readonly string[] {
  const contracts = rulesOf(state).contracts;
  const { buildings, display } = state;
  const m = lastEligible;
  if (m !== null && m.buildings === buildings && m.display === display && m.player === player && m.players === state.players && m.contracts === contracts) return m.ids;
  const own = holdingsOf(state, player);
  const out: string[] = [];
  for (let i = 0; i < display.length; i++) {
    const id = display[i]!;
    if (out.includes(id)) continue;
    const c = contracts.get(id);
    if (c && meets(state, c, own)) out.push(id);
  }
  const ids = Object.freeze(out);
  // Frozen arrays cannot change; buildings are frozen one by one as they are made (their fields are not
  // compared here: a frozen list of frozen buildings is the same holdings every time).
  if (Object.isFrozen(buildings) && Object.isFrozen(display) && (buildings.length === 0 || Object.isFrozen(buildings[buildings.length - 1]))) {
    lastEligible = { buildings, display, player, players: state.players, contracts, ids };
  }
  return ids;
}

/**
 * Every legal action of `player` now (BV-5.5, BV-5.8, BV-5.9, BV-5.11, BV-9.1); frozen objects, in a
 * new array. (The trust boundary remembers the list per frozen state; the guard reads that list, see
 * `listedOrCompute`, so nothing is memoised here.)
 */
export function legalActions(state: BellaVistaState, player: PlayerId): BellaVistaAction[] {
  return compute(state, player);
}

/**
 * For the guard, which only reads the list: the (frozen) list the trust boundary remembers for this
 * state and seat, else a fresh listing. Never to be handed to a caller that may edit it.
 */
export function listedOrCompute(state: BellaVistaState, player: PlayerId): BellaVistaAction[] {
  return (rememberedList(state, player) as BellaVistaAction[] | undefined) ?? compute(state, player);
}

// Listed actions are frozen data made once and shared by every state that lists them (a placement
// per town candidate and seat, an offer per seat, space and card, ...): listing allocates nothing.

/**
 * Per placement table, per seat and kind (place / place_neutral): the listed placement of each table
 * row, made the first time it is listed (a town at the component limits has tens of thousands of
 * placements; making every action up front was most of a cold first listing). Each row array is
 * dense from the start (filled with undefined): filling an empty array out of order left V8 a sparse
 * dictionary-mode array whose lookups were 6% of a playout.
 */
const PLACES = new WeakMap<PlacementTable, (BellaVistaAction | undefined)[][]>();

/** The listed placements of table `t` for `player` (neutral: place_neutral), by row (undefined: not made yet). */
function placeRow(t: PlacementTable, player: PlayerId, neutral: boolean): (BellaVistaAction | undefined)[] {
  let rows = PLACES.get(t);
  if (!rows) PLACES.set(t, (rows = []));
  return (rows[player * 2 + (neutral ? 1 : 0)] ??= new Array<BellaVistaAction | undefined>(t.count).fill(undefined));
}

/** The listed placement of row `i` of table `t` (made once, frozen, shared by every state that lists it). */
function placeAction(info: TownInfo, t: PlacementTable, row: (BellaVistaAction | undefined)[], i: number, player: PlayerId, neutral: boolean): BellaVistaAction {
  let a = row[i];
  if (a === undefined) {
    const cells = placementCoords(info, t, i);
    a = Object.freeze(neutral ? { type: 'place_neutral', player, cells } : { type: 'place', player, cells });
    row[i] = a;
  }
  return a;
}

/** The listed placements of rows `rows` of table `t`, in that order. */
function placeActions(info: TownInfo, t: PlacementTable, rows: readonly number[], player: PlayerId, neutral: boolean): BellaVistaAction[] {
  const row = placeRow(t, player, neutral);
  const out = new Array<BellaVistaAction>(rows.length);
  for (let j = 0; j < rows.length; j++) out[j] = row[rows[j]!] ?? placeAction(info, t, row, rows[j]!, player, neutral);
  return out;
}

/** Scratch for the cell indices of a placement being looked up. */
let cellIdx = new Int32Array(8);

/**
 * The listed placement (`place` or `place_neutral`) equal to `action`, found without listing every
 * placement, or undefined. `action` is plain JSON with its cells in row-major order (canonical.ts).
 * Its cells name one town placement of the building to place now, and that placement is listed iff it
 * is one of `currentOptions(state).rows` (`isPlaceable` asks that of the one placement), exactly what
 * {@link legalActions} lists (for the seat to act, in the phase and step that place). Undefined means "not found this way": the caller then runs
 * the guard, which lists, compares and explains. (Replay reads every action from JSON; listing and
 * comparing a few hundred placements per ply was a third of a replay.)
 */
export function listedPlacement(state: BellaVistaState, action: unknown): BellaVistaAction | undefined {
  if (typeof action !== 'object' || action === null) return undefined;
  const a = action as Record<string, unknown>;
  const neutral = a.type === 'place_neutral';
  if (neutral ? state.phase !== 'neutral' : !(a.type === 'place' && state.phase === 'build' && state.step === 'place')) return undefined;
  const player = a.player;
  if (player !== (neutral ? lastBuilder(state) : state.queue[state.buildTurn]!.player)) return undefined;
  const cells = a.cells;
  const info = rulesOf(state).info;
  const { rows, cols } = info.town;
  if (!Array.isArray(cells) || cells.length === 0 || cells.length > info.n) return undefined;
  if (cellIdx.length < cells.length) cellIdx = new Int32Array(info.n);
  for (let j = 0; j < cells.length; j++) {
    const c: unknown = cells[j];
    if (!Array.isArray(c) || c.length !== 2) return undefined;
    const [r, col] = c as unknown[];
    if (!Number.isInteger(r) || !Number.isInteger(col) || (r as number) < 0 || (col as number) < 0 || (r as number) >= rows || (col as number) >= cols) return undefined;
    cellIdx[j] = (r as number) * cols + (col as number);
  }
  const h = heightToPlace(state);
  const table = placementTable(info, h);
  const i = placementOn(table, cellIdx, cells.length);
  if (i < 0 || !isPlaceable(info, state.grid, zoningCard(state), h, i)) return undefined;
  const listed = placeAction(info, table, placeRow(table, player as PlayerId, neutral), i, player as PlayerId, neutral);
  // Type, player and every cell are the listed action's (each pair is the one [row, col] of its index).
  return sameKeys(listed, a) ? listed : undefined;
}

/**
 * Per seat, per card id: the offer of that card on each offer space + 1 (index 0: no space). One map
 * lookup per card of the hand, then array reads per space (a lookup per space and card was a few
 * percent of a playout). Each array is dense from the start, as for {@link PLACES}.
 */
const OFFERS: Map<string, (BellaVistaAction | undefined)[]>[] = [];

/** The offers of `card` by `player`, by offer space + 1 (undefined: not made yet). */
function offersOf(player: PlayerId, card: string): (BellaVistaAction | undefined)[] {
  const byCard = (OFFERS[player] ??= new Map());
  let bySpace = byCard.get(card);
  if (bySpace === undefined) byCard.set(card, (bySpace = new Array<BellaVistaAction | undefined>(COMPONENT_LIMITS.offerCosts + 1).fill(undefined)));
  return bySpace;
}

/** The listed offer of `card` on `space` (null: after the 0 space), from `card`'s row of {@link offersOf}. */
function offerAction(player: PlayerId, space: number | null, card: string, bySpace = offersOf(player, card)): BellaVistaAction {
  return (bySpace[space === null ? 0 : space + 1] ??= Object.freeze({ type: 'offer', player, space, card }));
}

/** Per seat, per contract id: take_contract; and skip_contract per seat. */
const TAKES: Map<string, BellaVistaAction>[] = [];
const SKIPS: BellaVistaAction[] = [];

function takeAction(player: PlayerId, contract: string): BellaVistaAction {
  const takes = (TAKES[player] ??= new Map());
  let a = takes.get(contract);
  if (!a) takes.set(contract, (a = Object.freeze({ type: 'take_contract', player, contract })));
  return a;
}

function skipAction(player: PlayerId): BellaVistaAction {
  return (SKIPS[player] ??= Object.freeze({ type: 'skip_contract', player }));
}

/** BV-5.2: is `space` an empty offer space `player` can pay for? (Any other value, such as 1.5 or "1", is not.) */
function isPayable(state: BellaVistaState, player: PlayerId, space: unknown): boolean {
  return typeof space === 'number' && state.spaces[space] === null && rulesOf(state).offerCosts[space]! <= state.coins[player]!;
}

/** BV-5.4: can `player` pay for some empty offer space (else the card goes after the 0 space)? */
function anyPayable(state: BellaVistaState, player: PlayerId): boolean {
  for (let s = 0; s < state.spaces.length; s++) if (isPayable(state, player, s)) return true;
  return false;
}

function compute(state: BellaVistaState, player: PlayerId): BellaVistaAction[] {
  if (actor(state) !== player) return [];
  const out: BellaVistaAction[] = [];
  if (state.phase === 'offer') {
    // BV-5.2 / BV-5.4: each card of the hand (once) on each empty space the architect can pay for,
    // space by space, left to right; on no space when none is payable.
    // (Hand, spaces and costs read from plain copies: V8 reads a frozen array's elements on a slow path.)
    const held = [...state.hands[player]!];
    const cards: (BellaVistaAction | undefined)[][] = []; // the offers of each card id, once, in hand order
    const seen: string[] = [];
    for (let i = 0; i < held.length; i++) {
      const card = held[i]!;
      if (seen.includes(card)) continue;
      seen.push(card);
      cards.push(offersOf(player, card));
    }
    const coins = state.coins[player]!;
    const costs = [...rulesOf(state).offerCosts];
    const spaces = [...state.spaces];
    let payable = false;
    for (let s = 0; s < spaces.length; s++) {
      if (spaces[s] !== null || !(costs[s]! <= coins)) continue;
      payable = true;
      for (let j = 0; j < cards.length; j++) out.push(offerAction(player, s, seen[j]!, cards[j]));
    }
    if (!payable) for (let j = 0; j < cards.length; j++) out.push(offerAction(player, null, seen[j]!, cards[j]));
  } else if (state.phase === 'build' && state.step === 'place') {
    const { rows, table, info } = currentOptions(state);
    return placeActions(info, table, rows, player, false);
  } else if (state.phase === 'build' && state.step === 'contract') {
    for (const contract of eligibleContracts(state, player)) out.push(takeAction(player, contract));
    out.push(skipAction(player));
  } else if (state.phase === 'neutral') {
    const { rows, table, info } = currentOptions(state);
    return placeActions(info, table, rows, player, true);
  }
  return out;
}

/**
 * The listed action equal to `action` (plain JSON, cells in row-major order: canonical.ts), found
 * without listing every legal action, or undefined ("not found this way": the caller then runs the
 * guard, which lists, compares and explains). Each case asks exactly the question {@link compute}
 * answers for that kind of action, with the same helpers, and returns the very object it lists; the
 * equivalence is tested action by action in test/bellavista/listed.test.ts. (A state read from JSON
 * lists nothing yet: listing every action and comparing them one by one was most of a cold `apply`.)
 */
export function listedAction(state: BellaVistaState, action: unknown): BellaVistaAction | undefined {
  if (typeof action !== 'object' || action === null) return undefined;
  const a = action as Record<string, unknown>;
  let listed: BellaVistaAction | undefined;
  switch (a.type) {
    case 'place':
    case 'place_neutral':
      return listedPlacement(state, action);
    case 'offer': {
      // BV-5.2 / BV-5.4: the architect to offer, a card from the hand, a payable empty space (or null when none is).
      if (state.phase !== 'offer' || a.player !== state.offerOrder[state.offerTurn]) return undefined;
      const player = a.player as PlayerId;
      if (typeof a.card !== 'string' || !state.hands[player]!.includes(a.card)) return undefined;
      if (a.space === null ? anyPayable(state, player) : !isPayable(state, player, a.space)) return undefined;
      listed = offerAction(player, a.space as number | null, a.card);
      break;
    }
    case 'take_contract':
    case 'skip_contract': {
      // BV-5.11: the builder who just placed, a face-up contract their buildings meet (or none).
      if (!(state.phase === 'build' && state.step === 'contract') || a.player !== state.queue[state.buildTurn]!.player) return undefined;
      const player = a.player as PlayerId;
      if (a.type === 'skip_contract') listed = skipAction(player);
      else if (typeof a.contract === 'string' && eligibleContracts(state, player).includes(a.contract)) listed = takeAction(player, a.contract);
      break;
    }
  }
  return listed !== undefined && sameKeys(listed, a) ? listed : undefined;
}

const hasOwn = Object.prototype.hasOwnProperty;

/** How many keys a listed action of each type has (every listed action is made in this file, frozen). */
const LISTED_KEYS: Readonly<Record<BellaVistaAction['type'], number>> = { offer: 4, place: 3, place_neutral: 3, take_contract: 3, skip_contract: 2 };

/**
 * Has `a` exactly the keys of `listed` (own, enumerable, no other)? Once the lookup has compared the
 * value under each of `listed`'s keys, this is `jsonEqual(listed, a)` without walking both again (the
 * cells of a placement, read again pair by pair, were several percent of a cold placement's apply). An
 * inherited key in `a` gives false: "not found this way", and the guard decides. (`listed`'s keys are
 * counted by its type: a `for...in` over the frozen listed action was a few percent of a cold offer.)
 */
function sameKeys(listed: BellaVistaAction, a: object): boolean {
  let n = 0;
  for (const k in a) {
    if (!hasOwn.call(a, k) || !hasOwn.call(listed, k)) return false;
    n++;
  }
  return n === LISTED_KEYS[listed.type];
}

const ill = (rule: string, msg: string): RuleError => new RuleError('ILLEGAL_ACTION', rule, msg);

/** Validate a `cells` field's shape; return the cells. */
function readCells(state: BellaVistaState, action: Record<string, unknown>): Coord[] {
  const v = action.cells;
  const rule = 'BV-5.8';
  if (!Array.isArray(v) || v.length === 0 || v.length > 64) {
    throw new RuleError('MALFORMED_ACTION', rule, '"cells" must be a non-empty list of [row, col] pairs.');
  }
  for (const p of v) {
    if (!Array.isArray(p) || p.length !== 2 || !p.every((x) => typeof x === 'number' && Number.isInteger(x))) {
      throw new RuleError('MALFORMED_ACTION', rule, '"cells" must be a list of [row, col] integer pairs.');
    }
    const town = rulesOf(state).town;
    if (p[0] < 0 || p[1] < 0 || p[0] >= town.rows || p[1] >= town.cols) {
      throw new RuleError('MALFORMED_ACTION', rule, `Cell [${String(p[0])}, ${String(p[1])}] is outside the ${town.rows}×${town.cols} town grid.`);
    }
  }
  return v as Coord[];
}

function zoningRule(z: ZoningCard): { rule: string; text: string } {
  switch (z.kind) {
    case 'districts':
      return { rule: 'BV-6.1', text: `lie wholly on the subsidised districts ${z.allowedDistricts.join(', ')}` };
    case 'mustBeAdjacentToPark':
      return { rule: 'BV-6.2', text: 'be adjacent to a park' };
    case 'mustNotBeAdjacentToPark':
      return { rule: 'BV-6.3', text: 'not be adjacent to a park' };
    case 'mustNotBeAdjacentToRiver':
      return { rule: 'BV-6.4', text: 'not be adjacent to a river' };
    case 'mustNotBeOnBorder':
      return { rule: 'BV-6.5', text: 'not be on the town border' };
  }
}

function explainPlace(state: BellaVistaState, cells: Coord[], neutral: boolean): RuleError {
  const h = heightToPlace(state);
  const what = neutral ? `Neutral building #${h}` : `Building #${h}`;
  const { info, mode } = currentOptions(state);
  const cols = rulesOf(state).town.cols;
  const idx = [...new Set(cells.map(([r, c]) => r * cols + c))].sort((a, b) => a - b);
  if (idx.length !== cells.length) return ill('BV-5.8', 'The same space is listed twice.');
  for (const i of idx) {
    const r = Math.floor(i / cols);
    const c = i % cols;
    if (info.kind[i] === 0) return ill('BV-5.8', `Space [${r}, ${c}] is not part of the town.`);
    if (info.kind[i] === 2) return ill('BV-5.8', `Space [${r}, ${c}] is a park; buildings are never placed on parks.`);
    if (info.kind[i] === 3) return ill('BV-5.8', `Space [${r}, ${c}] is a river; buildings are never placed on rivers.`);
    if (state.grid[i] !== -1) return ill('BV-5.8', `Space [${r}, ${c}] is already built on (${state.buildings[state.grid[i]!]!.id}).`);
  }
  // (Cells in any order were put in row-major order before matching, canonical.ts, so a listed
  // placement never reaches here.)
  const cand = candidateOn(info, h, idx, idx.length);
  if (!cand) {
    const n = footprintOrientations(rulesOf(state).town, h)[0]!.length;
    return ill('BV-2.3', `${what} covers ${n} space${n === 1 ? '' : 's'} in its own shape (turned, not mirrored); those cells are not that shape.`);
  }
  const zc = zoningCard(state);
  const z = zoningRule(zc);
  if (mode === 'zoning') return ill(z.rule, `The zoning card ${zc.id} says the building must ${z.text}.`);
  if (mode === 'border') {
    return ill('BV-5.9', `No placement obeys the zoning card ${zc.id}, so the building must go on the town border.`);
  }
  return ill('BV-5.8', `${what} cannot go there.`);
}

/**
 * Why `action` is not legal: MALFORMED_ACTION for a bad shape, else ILLEGAL_ACTION with the rule that
 * forbids it.
 */
export function explain(state: BellaVistaState, action: Record<string, unknown>): RuleError | undefined {
  const type = action.type;
  if (!ACTION_TYPES.includes(type as (typeof ACTION_TYPES)[number])) {
    return new RuleError('MALFORMED_ACTION', 'BV-10', `Bella Vista has no "${String(type)}" action (known: ${ACTION_TYPES.join(', ')}).`);
  }
  const player = action.player as number;
  switch (type) {
    case 'offer': {
      assertKeys(action, ['space', 'card'], 'BV-5.2');
      const offerCosts = rulesOf(state).offerCosts;
      const space = action.space;
      if (space !== null && (typeof space !== 'number' || !Number.isInteger(space) || space < 0 || space >= offerCosts.length)) {
        throw new RuleError('MALFORMED_ACTION', 'BV-5.2', `"space" must be an offer space from 0 to ${offerCosts.length - 1}, or null, not ${printValue(space)}.`);
      }
      if (typeof action.card !== 'string') throw new RuleError('MALFORMED_ACTION', 'BV-5.2', '"card" must be a card id such as "red-4".');
      if (state.phase !== 'offer') return ill('BV-5.1', 'Offers are made only in the offer phase.');
      const card = action.card;
      if (!state.hands[player]!.includes(card)) return ill('BV-5.2', `Card ${printValue(card)} is not in your hand.`);
      const coins = state.coins[player]!;
      const affordable = state.spaces.some((s, i) => s === null && offerCosts[i]! <= coins);
      if (space === null) {
        return ill('BV-5.4', 'You can pay for an empty offer space, so you must take one.');
      }
      if (state.spaces[space] !== null) return ill('BV-5.2', `Offer space ${space + 1} already holds a card.`);
      if (offerCosts[space]! > coins) {
        return affordable
          ? ill('BV-5.2', `Offer space ${space + 1} costs ${offerCosts[space]} coins and you have ${coins}.`)
          : ill('BV-5.4', `You cannot pay for any empty offer space, so your card goes after the 0 space (space null).`);
      }
      return undefined;
    }
    case 'place':
    case 'place_neutral': {
      assertKeys(action, ['cells'], 'BV-5.8');
      const cells = readCells(state, action);
      if (type === 'place' && !(state.phase === 'build' && state.step === 'place')) {
        if (state.phase === 'neutral') return ill('BV-9.1', 'Only the neutral building is placed now (place_neutral).');
        return ill(
          'BV-5.7',
          state.phase === 'offer'
            ? 'Buildings are placed in the construction phase, after every offer is made.'
            : 'You have placed your building this turn; take a contract or skip.',
        );
      }
      if (type === 'place_neutral' && state.phase !== 'neutral') {
        return ill('BV-9.1', 'The neutral building is placed only at the end of a 3-player construction phase, by the last builder.');
      }
      return explainPlace(state, cells, type === 'place_neutral');
    }
    case 'take_contract': {
      assertKeys(action, ['contract'], 'BV-5.11');
      if (typeof action.contract !== 'string') throw new RuleError('MALFORMED_ACTION', 'BV-5.11', '"contract" must be a contract id such as "C-BORDER".');
      assertOneOf(action, 'contract', [...rulesOf(state).contracts.keys()], 'BV-5.11');
      if (!(state.phase === 'build' && state.step === 'contract')) {
        return ill('BV-5.11', 'A contract may be taken only right after placing and being paid for your building.');
      }
      const id = action.contract;
      if (!state.display.includes(id)) return ill('BV-5.11', `Contract ${id} is not face up in the display.`);
      return ill('BV-7.1', `Your buildings do not meet the requirement of contract ${id}.`);
    }
    case 'skip_contract': {
      assertKeys(action, [], 'BV-5.11');
      return ill('BV-5.11', 'There is no contract step now.');
    }
  }
  return undefined;
}
