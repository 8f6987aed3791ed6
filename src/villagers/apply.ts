/**
 * The Villagers reducer. Each recipe reads like the rulebook; the flow functions hold the phase
 * changes (end of draft, Road refresh, end of round, Markets). Every step writes a working copy of
 * the state (work.ts), and one `produce` per action turns it into the next frozen state.
 */
import { guardAction, listedByIdentity, type PlayerId } from '../core/index.js';
import { LIMITS } from './data.js';
import type { CountessIncome, SeatState, SoloEvent, SoloState, Unlock, VillageNode, VillagersAction, VillagersState } from './types.js';
import { COUNTESS, eventsOf } from './solo.js';
import { actors, canDraftAnything, chainPlace, explain, findInHand, firstOfEffect, listedAction, matchListed } from './legal.js';
import {
  buildLimit,
  cardOf,
  coinsOnCards,
  coverCounts,
  draftLimit,
  goldOf,
  idOf,
  locate,
  nodeIndex,
  silverIncome,
  visibleFood,
  visibleGold,
} from './village.js';
import { anyOf, commit, copyOf, copySolo, nodeWith, roadSlot, seatOf, setNode, setRoad, without, withoutOne, withoutTop, work, type Work } from './work.js';

const isOver = (s: VillagersState) => s.phase === 'over';

/** Pay a padlock (V-6.7): onto your own unlocker from the bank, onto another's from your supply, to the bank, or free with a Tinner. */
function payUnlock(w: Work, player: PlayerId, unlock: Unlock): void {
  if (unlock === null || unlock === 'tinner') return;
  if (unlock === 'bank') {
    seatOf(w, player).gold -= LIMITS.unlockCost;
    return;
  }
  const at = locate(w.s, unlock)!;
  if (at.seat !== player) seatOf(w, player).gold -= LIMITS.unlockCost;
  const node = w.s.seats[at.seat]!.village[at.index]!;
  setNode(w, at.seat, at.index, nodeWith(node, { coins: node.coins + LIMITS.unlockCost }));
}

// ---- flow ------------------------------------------------------------------------------------

/** Take the top card of the Reserve. */
function fromReserve(w: Work): number {
  const reserve = w.s.reserve;
  w.s.reserve = withoutTop(reserve);
  return reserve[reserve.length - 1]!;
}

/** Take the top card of stack `i`. */
function fromStack(w: Work, i: number): number {
  const stack = w.s.stacks[i]!;
  const stacks = copyOf(w.s.stacks);
  stacks[i] = withoutTop(stack);
  w.s.stacks = stacks;
  return stack[stack.length - 1]!;
}

/** Draw a card for a Road hole: the leftmost non-empty stack, then the Reserve (or the Reserve first); null if both are empty. */
function drawCard(w: Work, reserveFirst: boolean): number | null {
  if (reserveFirst && w.s.reserve.length > 0) return fromReserve(w);
  for (let i = 0; i < w.s.stacks.length; i++) if (w.s.stacks[i]!.length > 0) return fromStack(w, i); // the leftmost non-empty stack
  return w.s.reserve.length > 0 ? fromReserve(w) : null;
}

/** Fill every empty Road space from the Reserve, then the leftmost non-empty stack (V-5.8, V-5.9). */
function refillRoad(w: Work): void {
  for (let i = 0; i < w.s.road.length; i++) {
    if (w.s.road[i] !== null) continue;
    const card = drawCard(w, true);
    if (card !== null) setRoad(w, i, roadSlot(card, 0));
  }
}

/** Start of the build phase: build limits are fixed now (V-6.2); the first player builds first. */
function startBuild(w: Work): void {
  w.s.phase = 'build';
  w.s.turn = w.s.firstPlayer;
  for (let p = 0; p < w.s.players; p++) {
    const limit = buildLimit(w.s, w.s.seats[p]!); // villages do not change in the draft
    const seat = seatOf(w, p);
    seat.buildLimit = limit;
    seat.builds = 0;
    seat.trades = 0;
    seat.tinner = false;
  }
}

/** End of the draft: squares go to hands (V-5.7), then the Road refresh (V-5.8 / V-5.9). */
function endDraft(w: Work): void {
  for (let p = 0; p < w.s.players; p++) {
    const square = w.s.seats[p]!.square;
    if (square.length > 0) {
      const seat = seatOf(w, p);
      seat.hand = [...seat.hand, ...square];
      seat.square = [];
    }
  }
  if (w.s.players <= 2) {
    w.s.phase = 'roadCoins'; // V-5.9: the player without the First Player card starts
    w.s.coinsPlaced = 0;
    w.s.turn = (w.s.firstPlayer + 1) % w.s.players; // solo: the player alone (S-3: the Countess places none)
    return;
  }
  // V-5.8: 1. discard Road villagers with coins, 2. coins to the bank, 3. refill from the Reserve,
  // 4. one coin on each face-up villager.
  const discard = copyOf(w.s.discard);
  w.s.road = copyOf(w.s.road).map((r) => {
    if (r !== null && r.coins > 0) {
      discard.push(r.card);
      return null;
    }
    return r;
  });
  w.s.discard = discard;
  refillRoad(w);
  w.s.road = copyOf(w.s.road).map((r) => (r === null ? null : roadSlot(r.card, r.coins + 1)));
  startBuild(w);
}

/** V-5.9 steps 3–4: discard face-up villagers without coins, refill from the Reserve; then build. */
function finishTwoPlayerRefresh(w: Work): void {
  const discard = copyOf(w.s.discard);
  w.s.road = copyOf(w.s.road).map((r) => {
    if (r !== null && r.coins === 0) {
      discard.push(r.card);
      return null;
    }
    return r;
  });
  w.s.discard = discard;
  refillRoad(w);
  startBuild(w);
}

/** V-8: food check, Markets, pass the First Player card, next draft. */
function endRound(w: Work): void {
  const n = w.s.players;
  // V-8.1: a village without visible food flips its Founders to the food side, every round.
  for (let p = 0; p < n; p++) {
    if (visibleFood(w.s, w.s.seats[p]!) > 0) continue;
    const seat = seatOf(w, p);
    seat.village = copyOf(seat.village).map((node) => (node.side === 'gold' ? nodeWith(node, { side: 'food' }) : node));
  }
  // V-9.1: First Market when stacks 1 and 2 are empty, Second when all 6 are; First before Second.
  const m = LIMITS.firstMarketUnderStack;
  const first = !w.s.firstMarketDone && !anyOf(w.s.stacks, (st, i) => i <= m && st.length > 0);
  const second = !anyOf(w.s.stacks, (st) => st.length > 0);
  for (let p = 0; p < n && (first || second); p++) {
    const now: SeatState = w.s.seats[p]!;
    const gold = visibleGold(w.s, now);
    const coins = coinsOnCards(now);
    const silver = second ? silverIncome(w.s, now) : {};
    const seat = seatOf(w, p);
    const was = seat.income; // field by field: a spread of a frozen object is slow in V8
    const income = { firstGold: was.firstGold, firstCoins: was.firstCoins, secondGold: was.secondGold, secondSilver: { ...was.secondSilver }, secondCoins: was.secondCoins };
    if (first) {
      // V-9.2: printed gold on uncovered cards, plus the value of the coins on cards (they stay)
      seat.gold += gold + coins;
      income.firstGold += gold;
      income.firstCoins += coins;
    }
    if (second) {
      // V-9.3: printed gold, then silver (computed with the coins still on the cards), then the coins
      let silverTotal = 0;
      for (const name in silver) {
        const v = silver[name]!;
        if (v === 0) continue;
        income.secondSilver[name] = (income.secondSilver[name] ?? 0) + v;
        silverTotal += v;
      }
      seat.gold += gold + silverTotal + coins;
      income.secondGold += gold;
      income.secondCoins += coins;
      if (coins > 0) seat.village = copyOf(seat.village).map((node) => (node.coins > 0 ? nodeWith(node, { coins: 0 }) : node));
    }
    seat.income = income;
  }
  if (w.s.solo !== null && (first || second)) countessMarkets(w, first, second);
  if (first) w.s.firstMarketDone = true;
  if (second) {
    w.s.secondMarketDone = true;
    w.s.phase = 'over'; // V-10.1: the game ends after the Second Market
    return;
  }
  w.s.firstPlayer = (w.s.firstPlayer + 1) % n; // V-8.3
  w.s.round += 1;
  if (w.s.solo !== null) revealSummer(w); // S-3.1: this round's Summer event, then the draft
  else startDraft(w);
}

/** The next round's draft (V-5.1: limits from visible food). */
function startDraft(w: Work): void {
  const n = w.s.players;
  w.s.phase = 'draft';
  w.s.turn = w.s.firstPlayer;
  for (let p = 0; p < n; p++) {
    const limit = draftLimit(w.s, w.s.seats[p]!);
    const seat = seatOf(w, p);
    seat.draftLimit = limit;
    seat.drafted = 0;
  }
  if (!canDraftAnything(w.s)) endDraft(w);
}

/** After a drafted card: the square goes to the hand at the limit (V-5.7); the next seat drafts (V-5.3), or the draft ends (V-11.3). */
function afterDraft(w: Work, p: PlayerId): void {
  const me = seatOf(w, p);
  me.drafted += 1;
  if (me.drafted >= me.draftLimit) {
    me.hand = [...me.hand, ...me.square]; // V-5.7: limit reached, the square goes to the hand
    me.square = [];
  }
  // V-5.3: the next seat clockwise that has not reached its limit drafts next
  if (canDraftAnything(w.s)) {
    for (let k = 1; k <= w.s.players; k++) {
      const q = (p + k) % w.s.players;
      if (w.s.seats[q]!.drafted < w.s.seats[q]!.draftLimit) {
        w.s.turn = q;
        return;
      }
    }
  }
  endDraft(w); // V-11.3: nobody left to draft, or nothing to draft
}

// ---- solo (S-1..S-5) -------------------------------------------------------------------------

type WorkSolo = { -readonly [K in keyof SoloState]: SoloState[K] };

/** The solo part of the working copy, copied on first write. */
function soloOf(w: Work): WorkSolo {
  if (w.s.solo === w.base.solo) w.s.solo = copySolo(w.base.solo!);
  return w.s.solo as WorkSolo;
}

/** The Countess's income with `gold` more from `source` (field by field: a spread of a frozen object is slow in V8). */
function countessIncome(was: CountessIncome, source: keyof CountessIncome, gold: number): CountessIncome {
  const out = { events: was.events, roadCoins: was.roadCoins, firstMarket: was.firstMarket, secondMarket: was.secondMarket };
  out[source] += gold;
  return out;
}

/** S-3.1: the start of a round turns the next Summer event face up; the Jester may discard it (S-4). */
function revealSummer(w: Work): void {
  const solo = soloOf(w);
  const e = solo.summer[solo.summer.length - 1];
  solo.summer = withoutTop(solo.summer);
  solo.current = e ?? null;
  if (e !== undefined && solo.jester) {
    solo.revealed = e;
    w.s.phase = 'event';
    w.s.turn = 0;
    return;
  }
  startDraft(w);
}

/** S-3.1: at the end of the build phase the round's Summer event resolves, then a Winter event is revealed. */
function soloEndOfBuild(w: Work): void {
  const solo = soloOf(w);
  if (solo.current !== null) resolveEvent(w, solo.current);
  solo.current = null;
  const e = solo.winter[solo.winter.length - 1];
  solo.winter = withoutTop(solo.winter);
  if (e === undefined) return endRound(w);
  if (solo.jester) {
    solo.revealed = e; // S-4: wait for the Jester decision
    w.s.phase = 'event';
    w.s.turn = 0;
    return;
  }
  resolveEvent(w, e);
  endRound(w);
}

/**
 * The villager a steal event takes (S-3.3, DEFAULT choice): an uncovered villager of the player, never a
 * basic one nor the Founders, of the event's suit if it names one; the one with the most printed gold,
 * ties to the one placed last. Node index, or -1.
 */
export function stealTarget(state: VillagersState, e: SoloEvent): number {
  const village = state.seats[0]!.village;
  const cover = coverCounts(village);
  let best = -1;
  let bestGold = -1;
  for (let i = 0; i < village.length; i++) {
    const node = village[i]!;
    const t = cardOf(state, node.card);
    if (cover[i] !== 0 || t.kind !== 'deck' || node.role !== null) continue;
    if (e.suit !== null && t.suit !== e.suit) continue;
    const g = goldOf(state, node);
    if (g >= bestGold) (best = i), (bestGold = g);
  }
  return best;
}

/** S-3.2 / S-3.3: resolve event `e`: you pay the Countess, or she steals a villager. */
function resolveEvent(w: Work, e: number): void {
  const ev = eventsOf(w.s)[e]!;
  const solo = soloOf(w);
  let paid = 0;
  let stolen: number | null = null;
  if (ev.kind === 'pay') {
    const me = seatOf(w, 0);
    paid = Math.min(ev.coins, me.gold); // all you have if fewer (DEFAULT)
    me.gold -= paid;
    seatOf(w, COUNTESS).gold += paid;
    solo.income = countessIncome(solo.income, 'events', paid);
  } else {
    const i = stealTarget(w.s, ev);
    if (i >= 0) {
      const me = seatOf(w, 0);
      const village = me.village;
      const node = village[i]!;
      stolen = node.card;
      // remove the node; the nodes after it move down one index (it is uncovered: nothing lies on it)
      const rest: VillageNode[] = [];
      for (let k = 0; k < village.length; k++) {
        if (k === i) continue;
        const n = village[k]!;
        rest.push(n.on !== null && n.on > i ? nodeWith(n, { on: n.on - 1 }) : n);
      }
      me.village = rest;
      const c = seatOf(w, COUNTESS);
      c.village = [...c.village, { card: node.card, on: null, role: node.role, coins: node.coins, side: node.side }]; // with the coins lying on it
    }
  }
  solo.log = [...solo.log, { event: e, round: w.s.round, paid, stolen, discarded: false }];
}

/** S-5 (DEFAULT): the Countess's Market income — her card's gold, her villagers' printed gold, the coins on her cards. */
function countessMarkets(w: Work, first: boolean, second: boolean): void {
  const rules = w.s.solo!.countess;
  const her = w.s.seats[COUNTESS]!;
  let gold = rules.cardGold;
  if (rules.villagerGold) for (let i = 0; i < her.village.length; i++) gold += goldOf(w.s, her.village[i]!);
  const coins = coinsOnCards(her);
  const solo = soloOf(w);
  const c = seatOf(w, COUNTESS);
  if (first) {
    c.gold += gold + coins;
    solo.income = countessIncome(solo.income, 'firstMarket', gold + coins);
  }
  if (second) {
    const extra = rules.perVillagerAtSecondMarket * her.village.length;
    c.gold += gold + extra + coins;
    solo.income = countessIncome(solo.income, 'secondMarket', gold + extra + coins);
    if (coins > 0) c.village = copyOf(c.village).map((node) => (node.coins > 0 ? nodeWith(node, { coins: 0 }) : node));
  }
}

// ---- the reducer ----------------------------------------------------------------------------

/** The action `apply` is guarding (read by GUARD.legalActions during that call only). */
let guarding: Record<string, unknown> = {};

/**
 * The guard needs only the listed action equal to the one applied (it then checks deep equality
 * itself). One shared object, not a closure per call: most actions applied are listed ones, which the
 * guard recognises by identity before it reads `legalActions`.
 */
const GUARD = { isOver, actors, legalActions: (s: VillagersState, p: PlayerId) => matchListed(s, p, guarding) };

/** `villagers.apply`. */
export function apply(state: VillagersState, action: VillagersAction): VillagersState {
  // An action object legalActions listed for this very (frozen) state is legal as it is; a plain one
  // (the trust wrapper's fresh JSON copy) is matched with the listed action it equals; anything else
  // goes through the guard, which checks it in the contract's order and explains why it is refused.
  let a = (listedByIdentity(state, action) as VillagersAction | undefined) ?? listedAction(state, action);
  if (a === undefined) {
    guarding = action as unknown as Record<string, unknown>;
    a = guardAction(GUARD, state, action, state.players, explain);
  }
  const p = a.player;
  const seat = state.seats[p]!;
  const w = work(state);
  const me = seatOf(w, p);
  switch (a.type) {
    case 'draftRoad': {
      const r = state.road[a.slot]!;
      me.gold += r.coins; // V-5.5
      me.square = [...seat.square, r.card]; // V-5.7
      if (state.solo !== null && anyOf(state.road, (x, i) => x !== null && i !== a.slot)) {
        // S-2: before the Road refills, the Countess takes a face-up Road villager of your choice
        setRoad(w, a.slot, null);
        w.s.phase = 'countess';
        break;
      }
      const card = drawCard(w, false); // V-5.6: refill from the leftmost non-empty stack
      setRoad(w, a.slot, card === null ? null : roadSlot(card, 0));
      afterDraft(w, p);
      break;
    }
    case 'draftStack':
      me.square = [...seat.square, fromStack(w, a.stack)];
      afterDraft(w, p);
      break;
    case 'draftReserve':
      me.square = [...seat.square, fromReserve(w)];
      afterDraft(w, p);
      break;
    case 'countessTakes': {
      // S-2: she takes the villager (and its coins) into her village, ignoring chain rules
      const r = state.road[a.slot]!;
      const c = seatOf(w, COUNTESS);
      c.gold += r.coins;
      c.village = [...state.seats[COUNTESS]!.village, { card: r.card, on: null, role: null, coins: 0, side: null }];
      if (r.coins > 0) soloOf(w).income = countessIncome(soloOf(w).income, 'roadCoins', r.coins);
      setRoad(w, a.slot, null);
      // then the Road refills (V-5.6: from the leftmost non-empty stack), holes left to right
      for (let i = 0; i < w.s.road.length; i++) {
        if (w.s.road[i] !== null) continue;
        const card = drawCard(w, false);
        if (card !== null) setRoad(w, i, roadSlot(card, 0));
      }
      w.s.phase = 'draft';
      afterDraft(w, p);
      break;
    }
    case 'jester':
    case 'acceptEvent': {
      // S-4: the Jester discards the event just revealed (once per game), or the event stands
      const solo = soloOf(w);
      const e = solo.revealed!;
      const summer = eventsOf(state)[e]!.season === 'summer';
      solo.revealed = null;
      if (a.type === 'jester') {
        solo.jester = false;
        solo.log = [...solo.log, { event: e, round: state.round, paid: 0, stolen: null, discarded: true }];
        if (summer) solo.current = null;
      }
      if (summer) startDraft(w); // a Summer event is revealed at the start of the round (S-3.1)
      else {
        if (a.type === 'acceptEvent') resolveEvent(w, e); // a Winter event resolves at once, then the round ends
        endRound(w);
      }
      break;
    }
    case 'placeCoin':
      if (a.slot !== null) {
        const r = state.road[a.slot]!;
        setRoad(w, a.slot, roadSlot(r.card, r.coins + 1));
      }
      w.s.coinsPlaced += 1;
      if (w.s.coinsPlaced === 1 && state.players === 2) w.s.turn = state.firstPlayer; // then the first player (V-5.9 step 2)
      else finishTwoPlayerRefresh(w); // solo: the Countess places no coin (S-3)
      break;
    case 'build': {
      const hand = [...seat.hand]; // plain copies of the frozen hand and village, read by the loops below (see "Plain copies" in village.ts)
      const village = copyOf(seat.village);
      const uid = findInHand(state, hand, a.card);
      const t = cardOf(state, uid);
      let on = a.on === null ? null : nodeIndex(village, a.on);
      // V-7.2: the Monks arrive with the card, standing in for the chain members just below it
      const monks: number[] = [];
      for (let i = 0; i < hand.length && monks.length < a.monks; i++) if (cardOf(state, hand[i]!).effect === 'wildChainMember') monks.push(hand[i]!);
      const top = chainPlace(t); // the card's place in its printed chain (a plain loop: the chain is frozen)
      for (let j = 0; j < monks.length; j++) {
        village.push({ card: monks[j]!, on, role: t.chain[top - a.monks + j]!, coins: 0, side: null });
        on = village.length - 1;
      }
      village.push({ card: uid, on, role: null, coins: 0, side: t.kind === 'founders' ? 'gold' : null });
      me.village = village;
      me.hand = without(hand, [uid, ...monks]);
      me.builds += a.monks + 1; // V-6.3
      payUnlock(w, p, a.unlock);
      break;
    }
    case 'trade': {
      const hand = [...seat.hand]; // a plain copy (see "Plain copies" in village.ts)
      const uid = findInHand(state, hand, a.card);
      me.hand = withoutOne(hand, uid);
      if (a.stack !== null) {
        const stacks = copyOf(state.stacks);
        stacks[a.stack] = [...state.stacks[a.stack]!, uid]; // V-6.6: face down on top of the stack
        w.s.stacks = stacks;
      } else if (state.reserve.length > 0) w.s.reserve = [...state.reserve, uid];
      else w.s.discard = [...state.discard, uid];
      const pile = state.basics[a.basic];
      const basics = state.basics;
      const taken = withoutTop(pile);
      // field by field (a spread of the frozen supply is slow in V8), in the supply's order
      w.s.basics = {
        hayer: a.basic === 'hayer' ? taken : basics.hayer,
        lumberjack: a.basic === 'lumberjack' ? taken : basics.lumberjack,
        miner: a.basic === 'miner' ? taken : basics.miner,
      };
      me.village = [...seat.village, { card: pile[pile.length - 1]!, on: null, role: null, coins: 0, side: null }];
      me.trades += 1;
      break;
    }
    case 'apprentice': {
      const appr = firstOfEffect(state, seat.hand, 'swapNonTop');
      me.hand = withoutOne(seat.hand, appr);
      const at = locate(state, a.target)!;
      // V-7.3: the Apprentice takes the exact place of the villager, keeping the cards above it
      const node: VillageNode = state.seats[at.seat]!.village[at.index]!;
      setNode(w, at.seat, at.index, nodeWith(node, { card: appr, role: idOf(state, a.target), side: null }));
      me.taken = a.target;
      me.builds += 1;
      break;
    }
    case 'placeTaken': {
      const on = a.on === null ? null : nodeIndex(seat.village, a.on);
      me.village = [...seat.village, { card: seat.taken!, on, role: null, coins: 0, side: a.side }];
      me.taken = null;
      payUnlock(w, p, a.unlock);
      break;
    }
    case 'tinner': {
      const uid = firstOfEffect(state, seat.hand, 'freeUnlock');
      me.hand = withoutOne(seat.hand, uid);
      w.s.discard = [...state.discard, uid]; // V-7.1: X cards are discarded after use
      me.tinner = true;
      break;
    }
    case 'smuggler': {
      const uid = firstOfEffect(state, seat.hand, 'halfPrintedGold');
      me.hand = withoutOne(seat.hand, uid);
      payUnlock(w, p, a.unlock);
      const target = seat.village[nodeIndex(seat.village, a.target)]!;
      me.gold += Math.ceil(goldOf(state, target) / 2); // V-7.5
      w.s.discard = [...state.discard, uid];
      break;
    }
    case 'endBuild': {
      me.tinner = false;
      const nextSeat = (p + 1) % state.players;
      if (nextSeat !== state.firstPlayer) w.s.turn = nextSeat;
      else if (state.solo !== null) soloEndOfBuild(w); // S-3.1: the Summer event, then a Winter event
      else endRound(w); // the last seat has built: the round ends
      break;
    }
  }
  return commit(w);
}
