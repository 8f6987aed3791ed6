/**
 * The reducer: offer phase, construction phase, 3-player neutral building, round end.
 *
 * Each step reads the input state (plain, frozen data) and writes new values into `w`, a shallow
 * working copy of the root; nested arrays are replaced, never edited in place. The working copy is
 * then the next state: what it holds new is deep-frozen, everything else is shared with the input.
 * (Editing nested immer drafts field by field was 3–5× slower on this state, and a final `produce`
 * over the changed root fields still cost about a quarter of a playout.)
 */
import { deepFreeze, guardAction, listedByIdentity, type PlayerId } from '../core/index.js';
import { DRAW_PER_ROUND, ROUNDS } from './data.js';
import { actors, eligibleContracts, explain, heightToPlace, isOverState, listedAction, listedOrCompute, zoningCard } from './legal.js';
import { cardColour, cardNumber, sortCards } from './setup.js';
import { rulesOf } from './rules.js';
import { candidate, fitsSomewhere, gridCopy, newGrid, placementOn, placementTable, plainGrid, zoneFlags, type Candidate, type TownInfo } from './town.js';
import type { BellaVistaAction, BellaVistaState, Building, Offer } from './types.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type W = Mutable<BellaVistaState>;

const guardGame = { isOver: isOverState, actors, legalActions: listedOrCompute };

/**
 * A plain copy of a (frozen) array. A spread: V8 runs `slice`, `filter`, `map`, ... on frozen arrays
 * on a slow path (measured 10–40× slower than on a fresh array); spreading stays fast.
 */
function copy<T>(arr: readonly T[]): T[] {
  return [...arr];
}

// Every array and object a step puts into the state is frozen as it is made, its elements being
// frozen already (the input's, or made frozen): `commit` then finds each new field frozen and walks
// nothing (its deep freeze walked every card id, coin and offer of the new fields, about a tenth of a
// playout in profiles). `commit` still deep-freezes anything new it finds unfrozen.

/** `arr` frozen (its elements are frozen or primitive). */
function fix<T>(arr: T[]): readonly T[] {
  return Object.freeze(arr);
}

// `part` and `without` read their input through a spread copy: V8 (Node 20) reads an element of a
// frozen array on a slow path even in optimised code (a loop over a 30-element frozen array measured
// 5-7x slower than over a plain one), and every state array is frozen, while the spread itself copies
// at full speed. (Reading the frozen decks element by element in `part` was 5% of a 4-player playout.)

/** `arr.slice(from, to)`, frozen (read from a plain copy, see above). */
function part<T>(arr: readonly T[], from: number, to: number): readonly T[] {
  const all = copy(arr);
  const out: T[] = [];
  for (let i = from; i < to && i < all.length; i++) out.push(all[i]!);
  return Object.freeze(out);
}

/** A frozen copy of `arr` without the element at `i` (none if `i` is not an index of it). */
function without<T>(arr: readonly T[], i: number): readonly T[] {
  const out = copy(arr);
  if (i >= 0 && i < out.length) out.splice(i, 1);
  return Object.freeze(out);
}

/** A frozen copy of `arr` with `arr[i] = v` (`v` frozen or primitive). */
function setAt<T>(arr: readonly T[], i: number, v: T): readonly T[] {
  const out = copy(arr);
  out[i] = v;
  return Object.freeze(out);
}

/** A frozen copy of `arr` with `v` appended (`v` frozen or primitive). */
function plus<T>(arr: readonly T[], v: T): readonly T[] {
  const out = copy(arr);
  out.push(v);
  return Object.freeze(out);
}

/**
 * The working copy of the root, field by field: several times faster than `{ ...state }` on a frozen
 * object in V8, and the compiler checks that no field is forgotten (same key order as setup's).
 */
function copyState(s: BellaVistaState): W {
  return {
    players: s.players,
    config: s.config,
    heightObjective: s.heightObjective,
    groupingObjective: s.groupingObjective,
    round: s.round,
    phase: s.phase,
    step: s.step,
    colours: s.colours,
    roofColours: s.roofColours,
    neutralColour: s.neutralColour,
    coins: s.coins,
    decks: s.decks,
    hands: s.hands,
    offerOrder: s.offerOrder,
    offerTurn: s.offerTurn,
    spaces: s.spaces,
    overflow: s.overflow,
    queue: s.queue,
    buildTurn: s.buildTurn,
    buildings: s.buildings,
    grid: s.grid,
    setAside: s.setAside,
    zoning: s.zoning,
    zoningDeck: s.zoningDeck,
    zoningPast: s.zoningPast,
    contractDeck: s.contractDeck,
    display: s.display,
    contracts: s.contracts,
    rng: s.rng,
  };
}

/** Scratch for a placement's cell indices. */
const cellIdx = new Int32Array(64);

/**
 * The town placement of a listed placement of building `h`, found by its cells (in row-major order,
 * as listed). (Looked up rather than remembered per listed action: a weak map entry per action was a
 * large part of a cold listing, and of garbage collection, in a town at the component limits.) A
 * listed action's cells are its table row's own frozen pairs (`placementCoords`), so the rows that
 * start on its first space are matched by identity first; its cells are compared one by one only
 * if none is (reading them from the frozen pairs was most of this lookup).
 */
function candOf(info: TownInfo, h: number, a: BellaVistaAction & { cells: readonly (readonly [number, number])[] }): Candidate {
  const cols = info.town.cols;
  const cells = a.cells;
  const t = placementTable(info, h);
  const c0 = cells[0]!;
  const v = c0[0] * cols + c0[1];
  if (v >= 0 && v < t.first.length - 1) {
    for (let i = t.first[v]!, end = t.first[v + 1]!; i < end; i++) if (t.coords[i] === cells) return candidate(info, t, i);
  }
  for (let j = 0; j < cells.length; j++) cellIdx[j] = cells[j]![0] * cols + cells[j]![1];
  return candidate(info, t, placementOn(t, cellIdx, cells.length));
}

export function apply(state: BellaVistaState, action: BellaVistaAction): BellaVistaState {
  // An action object legalActions listed for this very state is legal as it is; any other (plain
  // JSON; a placement's cells, a set (BV-5.8), already in the row-major order legalActions lists them
  // in: the trust boundary applies `canonical` before `apply`) is looked up directly, or goes through
  // the guard, which lists every legal action, compares and explains.
  const a =
    (listedByIdentity(state, action) as BellaVistaAction | undefined) ??
    listedAction(state, action) ??
    guardAction(guardGame, state, action, state.players, explain);
  const info = rulesOf(state).info;
  const w = copyState(state);
  switch (a.type) {
    case 'offer':
      offer(w, info, a.player, a.space, a.card);
      break;
    case 'place': {
      // A listed placement obeys the zoning card iff zoning could be met (BV-5.9: otherwise every
      // listed placement breaks it), so the placement itself tells which case this is.
      const h = heightToPlace(state);
      const cand = candOf(info, h, a);
      construct(w, info, a.player, cand, zoneFlags(info, zoningCard(state), h)[cand.index] === 1);
      break;
    }
    case 'take_contract':
      // BV-5.11: the card leaves the display; its coins count at game end.
      w.display = without(w.display, state.display.indexOf(a.contract));
      w.contracts = setAt(w.contracts, a.player, plus(w.contracts[a.player]!, a.contract));
      nextBuilder(w, info);
      break;
    case 'skip_contract':
      nextBuilder(w, info);
      break;
    case 'place_neutral': {
      // BV-9.1: the round's neutral building; nobody gains coins or contracts for it.
      const cand = candOf(info, state.round, a);
      putBuilding(w, makeBuilding(w, `${state.neutralColour}-${state.round}`, null, cand), cand);
      roundEnd(w);
      break;
    }
  }
  return commit(state, w);
}

/**
 * The next state: the working copy with its new parts deep-frozen; the input itself if nothing changed.
 * Field by field, like `copyState` (a `for...in` over the 29 keys read both objects by computed key,
 * about a tenth of a playout in profiles). Only the fields a step replaces can hold new objects; the
 * scalar fields are compared so that "nothing changed" stays exact.
 */
function commit(state: BellaVistaState, w: W): BellaVistaState {
  let n = 0; // fields replaced
  const fresh = (a: unknown, b: unknown): void => {
    if (a !== b) {
      n++;
      deepFreeze(a);
    }
  };
  fresh(w.coins, state.coins);
  fresh(w.decks, state.decks);
  fresh(w.hands, state.hands);
  fresh(w.offerOrder, state.offerOrder);
  fresh(w.spaces, state.spaces);
  fresh(w.overflow, state.overflow);
  fresh(w.queue, state.queue);
  fresh(w.buildings, state.buildings);
  fresh(w.grid, state.grid);
  fresh(w.setAside, state.setAside);
  fresh(w.zoningDeck, state.zoningDeck);
  fresh(w.zoningPast, state.zoningPast);
  fresh(w.contractDeck, state.contractDeck);
  fresh(w.display, state.display);
  fresh(w.contracts, state.contracts);
  // Never replaced by a step (setup's): players, config, objectives, colours, roofColours, neutralColour, rng.
  if (
    n === 0 &&
    w.round === state.round &&
    w.phase === state.phase &&
    w.step === state.step &&
    w.offerTurn === state.offerTurn &&
    w.buildTurn === state.buildTurn &&
    w.zoning === state.zoning
  ) {
    return state;
  }
  return Object.freeze(w);
}

/** BV-5.2 / BV-5.4: pay for an empty offer space (or none) and put the card face down on it. */
function offer(w: W, info: TownInfo, player: PlayerId, space: number | null, card: string): void {
  const hand = w.hands[player]!;
  w.hands = setAt(w.hands, player, without(hand, hand.indexOf(card)));
  if (space === null) {
    w.overflow = plus(w.overflow, Object.freeze({ player, card, space: null, cost: 0 }));
  } else {
    const cost = rulesOf(w).offerCosts[space]!;
    w.coins = setAt(w.coins, player, w.coins[player]! - cost);
    w.spaces = setAt(w.spaces, space, Object.freeze({ player, card, space, cost }));
  }
  w.offerTurn++;
  if (w.offerTurn < w.offerOrder.length) return;
  // BV-5.6 / BV-5.7: construction order = the board left to right, then the overflow row.
  // (Index loops: `for...of` and a spread push over these frozen arrays showed in profiles of a cold last offer.)
  const queue: Offer[] = [];
  for (let i = 0; i < w.spaces.length; i++) {
    const s = w.spaces[i];
    if (s) queue.push(s);
  }
  for (let i = 0; i < w.overflow.length; i++) queue.push(w.overflow[i]!);
  w.queue = fix(queue);
  const costs = rulesOf(w).offerCosts;
  const spaces: null[] = [];
  for (let i = 0; i < costs.length; i++) spaces.push(null);
  w.spaces = fix(spaces);
  w.overflow = fix([]);
  w.phase = 'build';
  w.step = 'place';
  beginTurn(w, info, 0);
}

/** Start construction turn `turn`; a building that fits nowhere is set aside (BV-5.9 DEFAULT). */
function beginTurn(w: W, info: TownInfo, turn: number): void {
  while (turn < w.queue.length) {
    const card = w.queue[turn]!.card;
    if (fitsSomewhere(info, plainGrid(w.grid), cardNumber(card))) {
      w.buildTurn = turn;
      return;
    }
    w.setAside = plus(w.setAside, card);
    turn++;
  }
  w.buildTurn = turn;
  endConstruction(w, info);
}

/**
 * A building `id` of `owner` on `cand`, with the attributes the engine derives from the town (BV-3.5,
 * BV-3.6). Its cells, tiles, parks and rivers are the candidate's own frozen arrays, shared by every
 * building ever placed there (the same JSON; nothing new to allocate or freeze).
 */
export function makeBuilding(w: Pick<W, 'round'>, id: string, owner: PlayerId | null, cand: Candidate): Building {
  return Object.freeze({
    id,
    colour: cardColour(id),
    height: cardNumber(id),
    owner,
    cells: cand.coords,
    tiles: cand.tileIds,
    border: cand.border,
    parks: cand.parks,
    rivers: cand.rivers,
    round: w.round,
  });
}

/** Put `b` on the spaces of `cand`; returns the new grid's plain copy (for reading its neighbours). */
function putBuilding(w: W, b: Building, cand: Candidate): readonly number[] {
  const index = w.buildings.length;
  const buildings = copy(w.buildings);
  buildings.push(b);
  w.buildings = Object.freeze(buildings); // every element is frozen already: commit need not walk them
  const grid = gridCopy(w.grid);
  for (const i of cand.idx) grid[i] = index;
  w.grid = newGrid(grid);
  return grid;
}

/** BV-5.8..5.11: place the building, earn coins, then maybe a contract. */
function construct(w: W, info: TownInfo, player: PlayerId, cand: Candidate, zoned: boolean): void {
  const b = makeBuilding(w, w.queue[w.buildTurn]!.card, player, cand);
  if (!zoned) {
    // BV-5.9: zoning could not be met; the building went on the border and the turn ends at once.
    putBuilding(w, b, cand);
    nextBuilder(w, info);
    return;
  }
  // BV-5.10: +1 per adjacent strictly lower building; +3 if strictly higher than all (or isolated).
  // (Read on the new grid: the spaces around the building are the same there.)
  const cells = putBuilding(w, b, cand);
  const seen: number[] = [];
  let lower = 0;
  let tallest = true;
  for (const i of cand.around) {
    const bi = cells[i]!;
    if (bi < 0 || seen.includes(bi)) continue;
    seen.push(bi);
    if (w.buildings[bi]!.height < b.height) lower++;
    else tallest = false;
  }
  w.coins = setAt(w.coins, player, w.coins[player]! + lower + (tallest ? 3 : 0));
  // BV-5.11: optional contract step, offered only when a face-up contract can be taken.
  if (eligibleContracts(w, player).length > 0) {
    w.step = 'contract';
    return;
  }
  nextBuilder(w, info);
}

function nextBuilder(w: W, info: TownInfo): void {
  w.step = 'place';
  beginTurn(w, info, w.buildTurn + 1);
}

/** BV-5.12 / BV-9: end of the construction phase. */
function endConstruction(w: W, info: TownInfo): void {
  w.step = 'place';
  if (w.players === 3 && (w.round < ROUNDS || w.config.neutralInFinalRound)) {
    if (fitsSomewhere(info, plainGrid(w.grid), w.round)) {
      w.phase = 'neutral';
      return;
    }
    w.setAside = plus(w.setAside, `${w.neutralColour}-${w.round}`);
  }
  roundEnd(w);
}

/** BV-5.13: round end — game end after round 8, else reorder, draw, refill contracts, next zoning. */
function roundEnd(w: W): void {
  if (w.round >= ROUNDS) {
    w.phase = 'over';
    return;
  }
  // A: BV-5.14 reorder by building number; equal numbers keep construction order (sort is stable).
  const order = copy(w.queue).sort((x, y) => cardNumber(x.card) - cardNumber(y.card));
  const offerOrder: PlayerId[] = [];
  for (const o of order) offerOrder.push(o.player);
  w.offerOrder = fix(offerOrder);
  w.offerTurn = 0;
  w.queue = fix([]);
  w.buildTurn = 0;
  // B: draw back up (fewer or none once the deck runs out).
  const k = DRAW_PER_ROUND[w.players]!;
  const hands: (readonly string[])[] = [];
  const decks: (readonly string[])[] = [];
  for (let p = 0; p < w.hands.length; p++) {
    const hand = w.hands[p]!;
    const deck = w.decks[p]!;
    if (deck.length) {
      hands.push(fix(sortCards([...hand, ...part(deck, 0, k)])));
      decks.push(part(deck, k, deck.length));
    } else {
      hands.push(hand);
      decks.push(deck);
    }
  }
  w.hands = fix(hands);
  w.decks = fix(decks);
  // C: refill the contract display up to its size from the deck.
  const take = Math.max(0, Math.min(rulesOf(w).components.contractDisplaySize - w.display.length, w.contractDeck.length));
  if (take > 0) {
    w.display = fix([...w.display, ...part(w.contractDeck, 0, take)]);
    w.contractDeck = part(w.contractDeck, take, w.contractDeck.length);
  }
  // D: the next zoning card is revealed on top of the previous one.
  w.zoningPast = plus(w.zoningPast, w.zoning);
  w.zoning = w.zoningDeck[0]!;
  w.zoningDeck = part(w.zoningDeck, 1, w.zoningDeck.length);
  w.round++;
  w.phase = 'offer';
}
