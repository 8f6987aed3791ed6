/**
 * The Villagers reducer. Each recipe reads like the rulebook; `flow` holds the phase changes
 * (end of draft, Road refresh, end of round, Markets).
 */
import { guardAction, produce, type Draft, type PlayerId } from '../core/index.js';
import { LIMITS } from './data.js';
import type { Unlock, VillageNode, VillagersAction, VillagersState } from './types.js';
import { actors, canDraftAnything, explain, findInHand, listActions } from './legal.js';
import {
  buildLimit,
  cardOf,
  coinsOnCards,
  draftLimit,
  goldOf,
  idOf,
  locate,
  nodeIndex,
  silverIncome,
  visibleFood,
  visibleGold,
} from './village.js';

type D = Draft<VillagersState>;

const isOver = (s: VillagersState) => s.phase === 'over';

/** Pay a padlock (V-6.7): onto your own unlocker from the bank, onto another's from your supply, to the bank, or free with a Tinner. */
function payUnlock(state: VillagersState, d: D, player: PlayerId, unlock: Unlock): void {
  if (unlock === null || unlock === 'tinner') return;
  if (unlock === 'bank') {
    d.seats[player]!.gold -= LIMITS.unlockCost;
    return;
  }
  const at = locate(state, unlock)!;
  if (at.seat !== player) d.seats[player]!.gold -= LIMITS.unlockCost;
  const village = d.seats[at.seat]!.village;
  const node = village[at.index]!;
  village[at.index] = { ...node, coins: node.coins + LIMITS.unlockCost };
}

// ---- flow: each step reads the plain state and writes a new one ----------------------------

/** Draw for a Road hole, in the given order of sources; returns the card and the new piles. */
function drawCard(
  s: VillagersState,
  reserveFirst: boolean,
): { card: number | null; stacks: number[][]; reserve: number[] } {
  const all = s.stacks as number[][];
  const fromReserve = () => ({ card: s.reserve[s.reserve.length - 1]!, stacks: all, reserve: s.reserve.slice(0, -1) as number[] });
  if (reserveFirst && s.reserve.length > 0) return fromReserve();
  const i = s.stacks.findIndex((st) => st.length > 0); // the leftmost non-empty stack
  if (i >= 0) {
    const stacks = all.slice();
    stacks[i] = s.stacks[i]!.slice(0, -1);
    return { card: s.stacks[i]![s.stacks[i]!.length - 1]!, stacks, reserve: s.reserve as number[] };
  }
  if (s.reserve.length > 0) return fromReserve();
  return { card: null, stacks: all, reserve: s.reserve as number[] };
}

/** Fill every empty Road space from the Reserve, then the leftmost non-empty stack (V-5.8, V-5.9). */
function refillRoad(s: VillagersState, d: D): void {
  let piles = { stacks: s.stacks as number[][], reserve: s.reserve as number[] };
  const road = s.road.slice();
  for (let i = 0; i < road.length; i++) {
    if (road[i] !== null) continue;
    const got = drawCard({ ...s, ...piles }, true);
    piles = { stacks: got.stacks, reserve: got.reserve };
    if (got.card !== null) road[i] = { card: got.card, coins: 0 };
  }
  d.road = road;
  d.stacks = piles.stacks;
  d.reserve = piles.reserve;
}

/** Start of the build phase, inside a recipe: build limits are fixed now (V-6.2); the first player builds first. */
function startBuild(s: VillagersState, d: D): void {
  const limits = s.seats.map((seat) => buildLimit(s, seat)); // villages do not change in the draft
  d.phase = 'build';
  d.turn = s.firstPlayer;
  d.seats.forEach((seat, p) => {
    seat.buildLimit = limits[p]!;
    seat.builds = 0;
    seat.trades = 0;
    seat.tinner = false;
  });
}

/** End of the draft: squares go to hands (V-5.7), then the Road refresh (V-5.8 / V-5.9). */
function endDraft(s: VillagersState): VillagersState {
  return produce(s, (d) => {
    d.seats.forEach((seat, p) => {
      if (s.seats[p]!.square.length > 0) {
        seat.hand = [...s.seats[p]!.hand, ...s.seats[p]!.square];
        seat.square = [];
      }
    });
    if (s.players === 2) {
      d.phase = 'roadCoins'; // V-5.9: the player without the First Player card starts
      d.coinsPlaced = 0;
      d.turn = (s.firstPlayer + 1) % 2;
      return;
    }
    // V-5.8: 1. discard Road villagers with coins, 2. coins to the bank, 3. refill from the Reserve,
    // 4. one coin on each face-up villager.
    const discard = s.discard.slice();
    const road = s.road.map((r) => {
      if (r !== null && r.coins > 0) {
        discard.push(r.card);
        return null;
      }
      return r;
    });
    d.discard = discard;
    refillRoad({ ...s, road }, d);
    d.road = d.road.map((r) => (r === null ? null : { card: r.card, coins: r.coins + 1 }));
    startBuild(s, d);
  });
}

/** V-5.9 steps 3–4: discard face-up villagers without coins, refill from the Reserve; then build. */
function finishTwoPlayerRefresh(s: VillagersState): VillagersState {
  return produce(s, (d) => {
    const discard = s.discard.slice();
    const road = s.road.map((r) => {
      if (r !== null && r.coins === 0) {
        discard.push(r.card);
        return null;
      }
      return r;
    });
    d.discard = discard;
    refillRoad({ ...s, road }, d);
    startBuild(s, d);
  });
}

/**
 * V-8: food check, Markets, pass the First Player card, next draft. The income is computed on the
 * villages as they are after the food check (plain reads), then written in one recipe.
 */
function endRound(s: VillagersState): VillagersState {
  // V-8.1: a village without visible food flips its Founders to the food side, every round.
  const hungry = s.seats.map((seat) => visibleFood(s, seat) === 0);
  const after: VillagersState = {
    ...s,
    seats: s.seats.map((seat, p) =>
      hungry[p] ? { ...seat, village: seat.village.map((n) => (n.side === 'gold' ? { ...n, side: 'food' as const } : n)) } : seat,
    ),
  };
  // V-9.1: First Market when stacks 1 and 2 are empty, Second when all 6 are; First before Second.
  const m = LIMITS.firstMarketUnderStack;
  const first = !s.firstMarketDone && s.stacks.slice(0, m + 1).every((st) => st.length === 0);
  const second = s.stacks.every((st) => st.length === 0);
  const gold = after.seats.map((seat) => visibleGold(after, seat));
  const coins = after.seats.map((seat) => coinsOnCards(seat));
  const silver = second ? after.seats.map((seat) => silverIncome(after, seat)) : [];
  const draftLimits = after.seats.map((seat) => draftLimit(after, seat)); // coins do not change food
  const next = produce(s, (d) => {
    d.seats.forEach((seat, p) => {
      if (hungry[p]) seat.village = after.seats[p]!.village as VillageNode[];
      if (first) {
        // V-9.2: printed gold on uncovered cards, plus the value of the coins on cards (they stay)
        seat.gold += gold[p]! + coins[p]!;
        seat.income.firstGold += gold[p]!;
        seat.income.firstCoins += coins[p]!;
      }
      if (second) {
        // V-9.3: printed gold, then silver (computed with the coins still on the cards), then the coins
        let silverTotal = 0;
        for (const [name, v] of Object.entries(silver[p]!)) {
          if (v === 0) continue;
          seat.income.secondSilver[name] = (seat.income.secondSilver[name] ?? 0) + v;
          silverTotal += v;
        }
        seat.gold += gold[p]! + silverTotal + coins[p]!;
        seat.income.secondGold += gold[p]!;
        seat.income.secondCoins += coins[p]!;
        if (coins[p]! > 0) seat.village = after.seats[p]!.village.map((n) => (n.coins > 0 ? { ...n, coins: 0 } : n));
      }
    });
    if (first) d.firstMarketDone = true;
    if (second) {
      d.secondMarketDone = true;
      d.phase = 'over'; // V-10.1: the game ends after the Second Market
      return;
    }
    d.firstPlayer = (s.firstPlayer + 1) % s.players; // V-8.3
    d.round += 1;
    // next round's draft (V-5.1: limits from visible food)
    d.phase = 'draft';
    d.turn = d.firstPlayer;
    d.seats.forEach((seat, p) => {
      seat.draftLimit = draftLimits[p]!;
      seat.drafted = 0;
    });
  });
  return next.phase === 'draft' && !canDraftAnything(next) ? endDraft(next) : next;
}

// ---- the reducer ----------------------------------------------------------------------------

/** `villagers.apply`. */
export function apply(state: VillagersState, action: VillagersAction): VillagersState {
  // The guard compares the action with the listed ones of its own type only (same answer, less work).
  const only = typeof (action as { type?: unknown })?.type === 'string' ? (action as { type: string }).type : null;
  const guard = { isOver, actors, legalActions: (s: VillagersState, p: PlayerId) => listActions(s, p, only) };
  const a = guardAction(guard, state, action, state.players, explain);
  const p = a.player;
  const seat = state.seats[p]!;
  const without = (uids: readonly number[]) => seat.hand.filter((u) => !uids.includes(u));
  let drafting = false;
  const next = produce(state, (d) => {
    const me = d.seats[p]!;
    switch (a.type) {
      case 'draftRoad': {
        const r = state.road[a.slot]!;
        me.gold += r.coins; // V-5.5
        me.square = [...seat.square, r.card]; // V-5.7
        const got = drawCard(state, false); // V-5.6: refill from the leftmost non-empty stack
        const road = state.road.slice();
        road[a.slot] = got.card === null ? null : { card: got.card, coins: 0 };
        d.road = road;
        d.stacks = got.stacks;
        d.reserve = got.reserve;
        break;
      }
      case 'draftStack': {
        const stacks = state.stacks.slice();
        const stack = stacks[a.stack]!;
        me.square = [...seat.square, stack[stack.length - 1]!];
        stacks[a.stack] = stack.slice(0, -1);
        d.stacks = stacks as number[][];
        break;
      }
      case 'draftReserve':
        me.square = [...seat.square, state.reserve[state.reserve.length - 1]!];
        d.reserve = state.reserve.slice(0, -1);
        break;
      case 'placeCoin':
        if (a.slot !== null) d.road[a.slot]!.coins += 1;
        d.coinsPlaced += 1;
        if (d.coinsPlaced === 1) d.turn = state.firstPlayer; // then the first player (V-5.9 step 2)
        break;
      case 'build': {
        const uid = findInHand(state, seat.hand, a.card);
        const t = cardOf(state, uid);
        let on = a.on === null ? null : nodeIndex(seat.village, a.on);
        // V-7.2: the Monks arrive with the card, standing in for the chain members below it
        const monks = seat.hand.filter((u) => cardOf(state, u).effect === 'wildChainMember').slice(0, a.monks);
        const village = seat.village.slice();
        const top = t.chain.indexOf(t.id); // the card's place in its printed chain
        monks.forEach((m, j) => {
          village.push({ card: m, on, role: t.chain[top - a.monks + j]!, coins: 0, side: null });
          on = village.length - 1;
        });
        village.push({ card: uid, on, role: null, coins: 0, side: t.kind === 'founders' ? 'gold' : null });
        me.village = village;
        me.hand = without([uid, ...monks]);
        me.builds += a.monks + 1; // V-6.3
        payUnlock(state, d, p, a.unlock);
        break;
      }
      case 'trade': {
        const uid = findInHand(state, seat.hand, a.card);
        me.hand = without([uid]);
        if (a.stack !== null) {
          const stacks = state.stacks.slice() as number[][];
          stacks[a.stack] = [...state.stacks[a.stack]!, uid]; // V-6.6: face down on top of the stack
          d.stacks = stacks;
        } else if (state.reserve.length > 0) d.reserve = [...state.reserve, uid];
        else d.discard = [...state.discard, uid];
        const pile = state.basics[a.basic];
        d.basics = { ...state.basics, [a.basic]: pile.slice(0, -1) } as D['basics'];
        me.village = [...seat.village, { card: pile[pile.length - 1]!, on: null, role: null, coins: 0, side: null }];
        me.trades += 1;
        break;
      }
      case 'apprentice': {
        const appr = seat.hand.find((u) => cardOf(state, u).effect === 'swapNonTop')!;
        me.hand = without([appr]);
        const at = locate(state, a.target)!;
        // V-7.3: the Apprentice takes the exact place of the villager, keeping the cards above it
        const node = state.seats[at.seat]!.village[at.index]!;
        d.seats[at.seat]!.village[at.index] = { ...node, card: appr, role: idOf(state, a.target), side: null };
        me.taken = a.target;
        me.builds += 1;
        break;
      }
      case 'placeTaken': {
        const uid = seat.taken!;
        const on = a.on === null ? null : nodeIndex(seat.village, a.on);
        me.village = [...seat.village, { card: uid, on, role: null, coins: 0, side: a.side }];
        me.taken = null;
        payUnlock(state, d, p, a.unlock);
        break;
      }
      case 'tinner': {
        const uid = seat.hand.find((u) => cardOf(state, u).effect === 'freeUnlock')!;
        me.hand = without([uid]);
        d.discard = [...state.discard, uid]; // V-7.1: X cards are discarded after use
        me.tinner = true;
        break;
      }
      case 'smuggler': {
        const uid = seat.hand.find((u) => cardOf(state, u).effect === 'halfPrintedGold')!;
        me.hand = without([uid]);
        payUnlock(state, d, p, a.unlock);
        const target = seat.village[nodeIndex(seat.village, a.target)]!;
        me.gold += Math.ceil(goldOf(state, target) / 2); // V-7.5
        d.discard = [...state.discard, uid];
        break;
      }
      case 'endBuild': {
        me.tinner = false;
        const nextSeat = (p + 1) % state.players;
        if (nextSeat !== state.firstPlayer) d.turn = nextSeat; // else the round ends (below)
        break;
      }
    }
    if (a.type === 'draftRoad' || a.type === 'draftStack' || a.type === 'draftReserve') {
      me.drafted += 1;
      if (seat.drafted + 1 >= seat.draftLimit) {
        me.hand = [...seat.hand, ...me.square]; // V-5.7: limit reached, the square goes to the hand
        me.square = [];
      }
      // V-5.3: the next seat clockwise that has not reached its limit drafts next
      const open = (d.road as VillagersState['road']).some((r) => r !== null) ||
        (d.stacks as VillagersState['stacks']).some((st) => st.length > 0) || (d.reserve as readonly number[]).length > 0;
      drafting = false;
      for (let k = 1; open && k <= state.players; k++) {
        const q = (p + k) % state.players;
        if (state.seats[q]!.drafted + (q === p ? 1 : 0) < state.seats[q]!.draftLimit) {
          d.turn = q;
          drafting = true;
          break;
        }
      }
    }
  });
  switch (a.type) {
    case 'draftRoad':
    case 'draftStack':
    case 'draftReserve':
      return drafting ? next : endDraft(next); // V-11.3: nobody left to draft, or nothing to draft
    case 'placeCoin':
      return next.coinsPlaced === 2 ? finishTwoPlayerRefresh(next) : next;
    case 'endBuild':
      return (p + 1) % state.players === state.firstPlayer ? endRound(next) : next;
    default:
      return next;
  }
}
