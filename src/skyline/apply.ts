/**
 * The reducer: each recipe reads like the rulebook (SK-4.4 setup placement, SK-6 take a card, SK-7
 * build, SK-8 extra turns, SK-9 objectives, SK-10 end of game). Each recipe edits a copy-on-write
 * working copy of the state (draft.ts), never the input.
 */
import { guardAction, openRng, rememberedList, type PlayerId } from '../core/index.js';
import { COLOURS } from './data.js';
import { draftOf, finish, handOf, markersOf, objectiveOf, plain, plainStacks, playerOf, replace, setStack, supplyOf, touchedSites, type D } from './draft.js';
import { PENDING_NONE, legalActionsLike, cityLocked, dataOf, finalRound, lockedAtSetup, explain, height, nextSetupIndex, siteIndex, total } from './legal.js';
import { frontierOf, frontierWithRoofs, knownFrontier, lockedFrontier, noteBuilding, roofBit, roofOf, type Frontier } from './frontier.js';
import { hasRoof, holds, investedSites, roofsOnTop } from './objectives.js';
import type { Colour, MaterialCard, Piece, SkylineAction, SkylineState } from './types.js';

/** SK-7.7, SK-6.3, SK-13.5: advance a marker (capped) and credit star columns (SK-8.1). */
function advance(d: D, s: SkylineState, p: PlayerId, colour: Colour, steps: number): void {
  const ps = playerOf(d, s, p);
  const track = dataOf(s).components.track;
  const m = markersOf(d, s, p);
  m[colour] = Math.min(track.endColumn, m[colour] + steps);
  const low = Math.min(m.grey, m.white, m.brown, m.black);
  // The credited columns are the first ones of `starColumns` (every column the lowest marker has
  // reached, a prefix: validate checks it), so the next ones up to `low` are the new credits.
  const columns = track.starColumns;
  for (let k = ps.stars.length; k < columns.length && columns[k]! <= low; k++) {
    ps.stars = [...ps.stars, columns[k]!];
    d.extraEarned = true; // SK-8.2: one extra turn however many columns
  }
}

/** SK-10.4: count the roofs on top, capped, and freeze the cone. */
function setCone(d: D, s: SkylineState, p: PlayerId): void {
  playerOf(d, s, p).cone = Math.min(roofsOnTop(plainStacks(d, s), p), dataOf(s).components.coneValues.length - 1);
}

/** SK-9.3, SK-9.4: every player, active first then clockwise, claims each objective they now fulfil. */
function checkObjectives(d: D, s: SkylineState): void {
  const stacks = plainStacks(d, s);
  const left: number[] = [];
  for (let i = 0; i < s.objectives.length; i++) left.push(s.objectives[i]!.chips.length);
  const board = dataOf(s).board;
  const touched = touchedSites(d);
  // Who has a roof where, per site (frontier.ts: derived for the new stacks by the build), if known;
  // else (a build on a state from outside, never listed) read from the stacks: not worth counting it all.
  const city = frontierWithRoofs(stacks);
  for (let k = 0; k < s.players; k++) {
    const p = (s.turn + k) % s.players;
    // A condition reads only the player's invested buildings and roofs on top. A player with no roof in
    // a changed stack (and who did not build) is in the same situation as after the last check.
    if (k > 0 && !touchedRoof(touched, stacks, city, p)) continue;
    let inv: number[] | null = null;
    for (let i = 0; i < s.objectives.length; i++) {
      const o = s.objectives[i]!;
      if (left[i] === 0 || o.claimedBy.indexOf(p) >= 0) continue;
      inv ??= investedIn(stacks, city, p);
      if (!holds(o.condition, board, stacks, p, inv)) continue;
      const od = objectiveOf(d, s, i);
      const value = od.chips[0]!;
      od.chips.shift();
      left[i]!--;
      od.claimedBy.push(p);
      const ps = playerOf(d, s, p);
      ps.chips = [...ps.chips, { objective: o.id, value }];
    }
  }
}

/** Whether `p` has a roof in one of the `touched` stacks (read from the frontier `city` if known). */
function touchedRoof(touched: readonly number[], stacks: readonly (readonly Piece[])[], city: Frontier | undefined, p: PlayerId): boolean {
  for (let t = 0; t < touched.length; t++) {
    const i = touched[t]!;
    if (city !== undefined ? roofOf(city[5 * i]!, p) : hasRoof(stacks[i]!, p)) return true;
  }
  return false;
}

/** SK-3.5: the sites (ascending) where `p` has a roof, covered or not: its invested buildings. */
function investedIn(stacks: readonly (readonly Piece[])[], city: Frontier | undefined, p: PlayerId): number[] {
  if (city === undefined) return investedSites(stacks, p);
  const out: number[] = [];
  const bit = roofBit(p);
  for (let i = 0, b = 0; b < city.length; i++, b += 5) if ((city[b]! & bit) !== 0) out.push(i);
  return out;
}

/** SK-6.4: discard the taken card and refill its slot, reshuffling the discard pile into an empty deck (U10). */
function discardAndRefill(d: D, s: SkylineState, card: string, slot: number): void {
  // The pile with the card on top, made at its exact length (a copy then a push grew it a second time).
  const discard = [...d.discard, card];
  replace(d, 'discard', discard);
  let deck = s.deck;
  let drawn = s.drawn;
  if (drawn >= deck.length) {
    const rng = openRng(s.rng);
    deck = rng.shuffle(discard);
    drawn = 0;
    d.deck = deck as string[];
    replace(d, 'discard', []);
    d.rng = rng.state() as number[];
  }
  if (drawn < deck.length) {
    plain(d, s, 'market')[slot] = deck[drawn]!;
    d.drawn = drawn + 1;
  } else {
    plain(d, s, 'market')[slot] = null;
  }
}

/**
 * SK-6.2 – SK-6.5: take the card's floors from `index` on. Stops at the first floor that needs a
 * colour choice (multicolour, or a colour the supply lacks). Returns true once the card is done.
 */
function resolveCard(d: D, s: SkylineState, p: PlayerId, card: MaterialCard, slot: number, index: number): boolean {
  const hand = handOf(d, s, p);
  for (let i = index; i < card.floors.length; i++) {
    const f = card.floors[i]!;
    if (f !== 'multi' && d.supply[f] > 0) {
      supplyOf(d, s)[f]--;
      hand[f]++;
      continue;
    }
    const shortage = f !== 'multi';
    if (shortage && d.end === null && d.triggered === null) d.triggered = 'shortage'; // SK-6.5 -> SK-10.2
    if (total(d.supply) === 0) continue; // nothing left to take at all (DEFAULT)
    d.pending = { kind: 'choose', card: card.id, slot, index: i, shortage };
    return false;
  }
  const icons = dataOf(s).icons[card.id]!;
  for (let c = 0; c < 4; c++) if (icons[c]! > 0) advance(d, s, p, COLOURS[c]!, icons[c]!); // SK-6.3
  discardAndRefill(d, s, card.id, slot);
  d.pending = PENDING_NONE;
  return true;
}

/**
 * SK-5.2: after an action: objectives, hand limit, then the end of the turn. Objectives depend on the
 * stacks only, so they are checked after actions that changed the stacks (builds).
 */
function finishAction(d: D, s: SkylineState, built: boolean): void {
  if (built) checkObjectives(d, s);
  if (total(playerOf(d, s, s.turn).hand) > dataOf(s).components.handLimit) {
    d.pending = { kind: 'discard' };
    return;
  }
  endTurn(d, s);
}

/** SK-5.2 (3)–(4), SK-8, SK-10: extra turn, end-game bookkeeping (SK-10.7 round limit), next player and round. */
function endTurn(d: D, s: SkylineState): void {
  const p = s.turn;
  d.pending = PENDING_NONE;
  if (d.extraEarned) {
    d.extraEarned = false;
    d.extraTurn = true; // SK-8.2: the same player plays again
    return;
  }
  d.extraTurn = false;
  if (d.end !== null) {
    // SK-10.1/10.2: a final turn ends; the cone is set right after it
    if (d.end.finalTurns[0] === p) {
      setCone(d, s, p);
      const [, ...rest] = d.end.finalTurns;
      d.end = { trigger: d.end.trigger, by: d.end.by, finalTurns: rest };
    }
  } else if (d.triggered === 'roof') {
    setCone(d, s, p); // SK-10.1: the trigger player counts at once; every other player plays once more
    const others: PlayerId[] = [];
    for (let k = 1; k < s.players; k++) others.push((p + k) % s.players);
    d.end = { trigger: 'roof', by: p, finalTurns: others };
  } else if (d.triggered !== null) {
    d.end = finalRound(d.triggered, p, s.players); // SK-10.2 (and the DEFAULT locked city)
  } else if ((p + 1) % s.players === s.firstPlayer && d.round + 1 >= s.options.roundLimit) {
    d.end = finalRound('limit', p, s.players); // DEFAULT SK-10.7: the last round begins, as after trigger B
  }
  d.triggered = null;
  if (d.end === null) d.turn = (p + 1) % s.players;
  else if (d.end.finalTurns.length === 0) d.over = true;
  else d.turn = d.end.finalTurns[0]!;
  if (!d.over && d.turn === s.firstPlayer) d.round++; // SK-10.7: a new round begins with the first player
}

/** SK-7: build. */
function build(d: D, s: SkylineState, p: PlayerId, siteId: string, colour: Colour, roofId: string): void {
  const ps = playerOf(d, s, p);
  const board = dataOf(s).board;
  const i = siteIndex(board, siteId);
  const r = siteIndex(board, roofId);
  const stacks = s.stacks;
  const hand = handOf(d, s, p);
  hand[colour]--; // SK-7.4, SK-7.5: the new floor
  const roofed: Piece[] = r === i ? [colour] : [...stacks[r]!, stacks[r]![0]!];
  roofed.push(p); // SK-7.6: one roof on a floor just placed
  setStack(d, s, i, r === i ? roofed : [colour]);
  for (const j of board.adjacency[i]!) {
    const st = stacks[j]!;
    if (st.length === 0) continue; // empty neighbours get nothing
    const c = st[0] as Colour;
    hand[c]--; // one floor of the neighbour's colour, from the hand
    setStack(d, s, j, j === r ? roofed : [...st, c]); // even on top of a roof
  }
  // The counts of the new stacks (frontier.ts), derived from those of the old ones; a state never listed
  // (from outside) has them counted first: the lock test and the objective checks below read them
  // instead of every stack (a frozen array each, slow to read).
  frontierOf(stacks, board.adjacency);
  const next = plainStacks(d, s);
  noteBuilding(stacks, next, i, r, p, board.adjacency);
  ps.roofsLeft--;
  advance(d, s, p, roofed[0] as Colour, height(roofed)); // SK-7.7
  if (ps.roofsLeft === 0 && d.end === null && d.triggered === null) d.triggered = 'roof'; // SK-10.1
  // DEFAULT: a city where nothing can be built any more can never see a 10th roof; end it as trigger B
  if (d.end === null && d.triggered === null && locked(next, board.adjacency)) d.triggered = 'locked';
}

/** DEFAULT locked city (legal.ts `cityLocked`), read from the counts of `stacks` if they are known. */
function locked(stacks: readonly (readonly Piece[])[], adjacency: readonly (readonly number[])[]): boolean {
  const f = knownFrontier(stacks);
  return f !== undefined ? lockedFrontier(f) : cityLocked(stacks, adjacency);
}

/** The reducer (see the module documentation). Throws RuleError for any unlisted action. */
export function apply(state: SkylineState, action: SkylineAction): SkylineState {
  // The guard recognises one of the frozen actions listed for this very state by identity first.
  let a: SkylineAction;
  guarded.action = action;
  try {
    a = guardAction(guarded, state, action, state.players, explain);
  } finally {
    guarded.action = undefined;
  }
  const d = draftOf(state);
  recipe(d, state, a);
  return finish(d);
}

/** The rulebook step for action `a` (already checked by the guard). */
function recipe(d: D, state: SkylineState, a: SkylineAction): void {
  const { board, cards, components } = dataOf(state);
  switch (a.type) {
    case 'setupPlace': {
      // SK-4.4 (manual mode)
      const pend = d.pending;
      if (pend.kind !== 'setup') return;
      const site = siteIndex(board, a.site);
      setStack(d, state, site, [a.colour]);
      const stacks = plainStacks(d, state);
      noteBuilding(state.stacks, stacks, site, -1, 0, board.adjacency);
      supplyOf(d, state)[a.colour]--;
      const next = nextSetupIndex(stacks, board.adjacency, d.supply, pend.floors, pend.index + 1);
      if (next < pend.floors.length) d.pending = { kind: 'setup', floors: pend.floors, index: next };
      else {
        d.pending = PENDING_NONE;
        if (cityLocked(stacks, board.adjacency)) d.end = lockedAtSetup(state.turn, state.players);
      }
      return;
    }
    case 'takeCard': {
      // SK-6.1: take the card off the market and gain it floor by floor
      const id = state.market[a.slot]!;
      plain(d, state, 'market')[a.slot] = null;
      if (resolveCard(d, state, a.player, cards[id]!, a.slot, 0)) finishAction(d, state, false);
      return;
    }
    case 'chooseColour': {
      const pend = d.pending;
      if (pend.kind !== 'choose') return;
      supplyOf(d, state)[a.colour]--;
      handOf(d, state, a.player)[a.colour]++;
      if (resolveCard(d, state, a.player, cards[pend.card]!, pend.slot, pend.index + 1)) finishAction(d, state, false);
      return;
    }
    case 'discard': {
      // SK-6.6: return one floor; the turn ends once the hand is within the limit
      handOf(d, state, a.player)[a.colour]--;
      supplyOf(d, state)[a.colour]++;
      if (total(playerOf(d, state, a.player).hand) <= components.handLimit) endTurn(d, state);
      return;
    }
    case 'build':
      build(d, state, a.player, a.site, a.colour, a.roofSite);
      finishAction(d, state, true);
      return;
    case 'declineExtraTurn': // SK-8.3
    case 'pass': // SK-5.3
      endTurn(d, state);
      return;
  }
}

/**
 * What the guard needs, for the action being applied (`action`, set by {@link apply} just before the
 * guard runs; `apply` is synchronous and never re-entered, so one record serves every call). It reads
 * the list `legalActions` returned for this (frozen) state if there is one (harden's memo), so an
 * action that is a copy of a listed one costs no second listing; else only the listed actions that
 * can equal this one (`legalActionsLike`: the builds on its site, say, not every build on the board).
 */
const guarded = {
  action: undefined as unknown,
  isOver: (s: SkylineState) => s.over,
  actors: (s: SkylineState) => (s.over ? [] : [s.turn]),
  legalActions: (s: SkylineState, p: PlayerId) => (rememberedList(s, p) as SkylineAction[] | undefined) ?? legalActionsLike(s, p, guarded.action),
};
