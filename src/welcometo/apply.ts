/**
 * The reducer: each click of a player's turn (WT-4.3), then, once every player has ended their
 * turn, the end-of-turn resolution (WT-4.4): plan ranks, ice-cream bonus race, card passing,
 * reshuffles, end of game (WT-10) and the next reveal.
 */
import { deepFreeze, guardAction, isPlainObject, jsonEqual, rememberedList, type Draft } from '../core/index.js';
import { listedByIdentity } from '../core/actions.js';
import { EFFECTS, type Effect, type WelcomeToComponents } from './data.js';
import { actors, explain, hasEffectTarget, legalActions, listedFence, listedOfType, listedWrite, neededSizes } from './legal.js';
import { startTurn } from './setup.js';
import { comps, copyIce, copyPlayer, copySheet, copyState, copyTurn, estates, hasEmptyHouse, planAt, setAt, setChar, some, type Building } from './sheet.js';
import {
  BONUS_EARNED,
  BONUS_LOST,
  BONUS_OPEN,
  BIS,
  CONE_CROSSED,
  CONE_SOLD,
  FENCE,
  NO_MARK,
  POOL,
  USED,
  ROUNDABOUT,
  SOLO_CARD,
  type IceSheet,
  type PlayerState,
  type Sheet,
  type TurnState,
  type WelcomeToAction,
  type WelcomeToState,
} from './types.js';


const guarded = { isOver: (s: WelcomeToState) => s.over, actors, legalActions };

const coneCache = new WeakMap<WelcomeToComponents, number[][]>();
/** Scoops of the cone on each house (0 = no cone), per street (WT-13.1). */
export function coneScoops(c: WelcomeToComponents): number[][] {
  let m = coneCache.get(c);
  if (!m) {
    m = c.streets.map((st) => Array<number>(st.houses).fill(0));
    for (const cone of c.iceCream.cones) m[cone.street]![cone.house] = cone.scoops;
    coneCache.set(c, m);
  }
  return m;
}

/** The last cone house of a street in the truck's direction (WT-13.5), or null if the street has no cone. */
export function lastConeHouse(c: WelcomeToComponents, s: number, dir: 'leftToRight' | 'rightToLeft'): number | null {
  const row = coneScoops(c)[s]!;
  let last: number | null = null;
  for (let h = 0; h < row.length; h++) {
    if (row[h]! > 0 && (last === null || dir === 'leftToRight')) last = h;
  }
  return last;
}

/**
 * WT-13.3: a number (or bis copy) written in house `h` of street `s` drives that street's truck to it if
 * it has not passed it yet: cones passed are crossed off, the cone on `h` is sold; WT-13.5 bonus.
 * Returns the new ice-cream part of the sheet.
 */
export function driveTruck(
  ice: IceSheet,
  c: WelcomeToComponents,
  s: number,
  h: number,
  trigger: 'sellLastCone' | 'reachLastConeHouse',
): IceSheet {
  const dir = ice.dir[s];
  if (!dir) return ice;
  const pos = ice.pos[s]!;
  const step = dir === 'leftToRight' ? 1 : -1;
  if ((h - pos) * step <= 0) return ice; // already passed
  const scoops = coneScoops(c)[s]!;
  let row = ice.cones[s]!;
  for (let i = pos + step; i !== h; i += step) if (scoops[i]! > 0 && row[i] === NO_MARK) row = setChar(row, i, CONE_CROSSED);
  if (scoops[h]! > 0) row = setChar(row, h, CONE_SOLD);
  let bonus = ice.bonus;
  const last = lastConeHouse(c, s, dir);
  if (last !== null && ice.bonus[s] === BONUS_OPEN) {
    const earned = trigger === 'sellLastCone' ? h === last : (h - last) * step >= 0;
    if (earned) bonus = setAt(bonus, s, BONUS_EARNED);
  }
  const next = copyIce(ice);
  next.cones = setAt(ice.cones, s, row);
  next.pos = setAt(ice.pos, s, h);
  next.bonus = bonus;
  return F(next);
}

/** Freeze a new object (states are deep-frozen; new parts are frozen as they are built). */
const F = Object.freeze;


/**
 * One seat's sheet and turn, edited click by click, copy-on-write: the first change of a click copies
 * the frozen sheet (or turn) once, later changes of the same click write into that copy, and `apply`
 * freezes what was copied (the old state is never touched). One copy per click, not one per change.
 */
interface Seat {
  sheet: Sheet;
  turn: TurnState;
  /** `sheet` / `turn` is this click's own copy (mutable until `apply` freezes it). */
  sheetCopied: boolean;
  turnCopied: boolean;
}

/** The seat's sheet, to change (copied on the first change of the click). */
function editSheet(seat: Seat): Building<Sheet> {
  if (!seat.sheetCopied) {
    seat.sheet = copySheet(seat.sheet);
    seat.sheetCopied = true;
  }
  return seat.sheet as Building<Sheet>;
}
/** The seat's turn progress, to change (copied on the first change of the click). */
function editTurn(seat: Seat): Building<TurnState> {
  if (!seat.turnCopied) {
    seat.turn = copyTurn(seat.turn);
    seat.turnCopied = true;
  }
  return seat.turn as Building<TurnState>;
}
/** Set house `h` of street `st`. */
const setHouse = (seat: Seat, st: number, h: number, v: number): void => {
  editSheet(seat).houses = setAt(seat.sheet.houses, st, setAt(seat.sheet.houses[st]!, h, v));
};
/** Put mark `ch` at position `i` of the mark strings `key` of street `st`. */
const mark = (seat: Seat, key: 'fences' | 'bis' | 'used' | 'pools', st: number, i: number, ch: string): void => {
  editSheet(seat)[key] = setAt(seat.sheet[key], st, setChar(seat.sheet[key][st]!, i, ch));
};

/** After the number (and truck) step: to the effect if it has a target, else straight to plans (WT-15.2). */
function afterWrite(s: WelcomeToState, player: number, seat: Seat): void {
  editTurn(seat).step = hasEffectTarget(s, player, seat.sheet, seat.turn) ? 'effect' : 'plans';
}

/** Mark the houses a claimed plan uses and record the claim turn (WT-8.3, WT-8.6). */
function completeClaim(s: WelcomeToState, seat: Seat, k: number, picked: readonly (readonly [number, number])[]): void {
  const plan = planAt(s, k);
  const req = plan.requirement;
  if (plan.marksHousesUsed === 'estates') {
    const all = estates(seat.sheet);
    for (const [st, h] of picked) {
      const e = all.find((x) => x.street === st && x.start === h)!;
      for (let i = e.start; i < e.start + e.size; i++) mark(seat, 'used', st, i, USED);
    }
  } else if (plan.marksHousesUsed === 'street' && req.type === 'fullStreet') {
    editSheet(seat).used = setAt(seat.sheet.used, req.street, USED.repeat(seat.sheet.used[req.street]!.length));
  } else if (plan.marksHousesUsed === 'listed' && req.type === 'extremities') {
    for (const [st, h] of req.houses) mark(seat, 'used', st, h, USED);
  }
  editSheet(seat).plans = setAt(seat.sheet.plans, k, s.turn);
  editTurn(seat).claiming = null;
}

// A turn's `choice` and `written` records are shared frozen values, made once per content (every
// choose and write click made and froze a new one): states are deep-frozen JSON, so sharing equal
// frozen parts changes nothing a caller can see.
// Dense from the start (filled with undefined): filling an empty array out of order leaves V8 a slow
// dictionary-mode array.
const sharedChoices: (TurnState['choice'] | undefined)[] = new Array<undefined>(16 * 16 * 18 * 8).fill(undefined);
const sharedWritten: (TurnState['written'] | undefined)[] = new Array<undefined>(16 * 64).fill(undefined);

/**
 * The index of `effect` in {@link EFFECTS} (-1 for none), by comparisons: `EFFECTS.indexOf` is a builtin
 * call on a frozen array (~100 ns on a busy Node 20), and every choose click asks.
 */
function effectIndex(effect: Effect): number {
  switch (effect) {
    case 'surveyor':
      return 0;
    case 'realEstate':
      return 1;
    case 'landscaper':
      return 2;
    case 'pool':
      return 3;
    case 'temp':
      return 4;
    case 'bis':
      return 5;
    default:
      return EFFECTS.indexOf(effect);
  }
}

/** The frozen `choice` record of a chosen combination (WT-4.1). */
function choiceOf(numberCard: number, effectCard: number, number: number, effect: Effect): NonNullable<TurnState['choice']> {
  const e = effectIndex(effect);
  if (!(numberCard >= 0 && numberCard < 16 && effectCard >= 0 && effectCard < 16 && number >= 0 && number < 18 && e >= 0 && e < 8)) {
    return F({ numberCard, effectCard, number, effect });
  }
  return (sharedChoices[((numberCard * 16 + effectCard) * 18 + number) * 8 + e] ??= F({ numberCard, effectCard, number, effect }))!;
}

/** The frozen `written` record of house `house` of street `street` (WT-5). */
function writtenAt(street: number, house: number): NonNullable<TurnState['written']> {
  if (!(street >= 0 && street < 16 && house >= 0 && house < 64)) return F({ street, house });
  return (sharedWritten[street * 64 + house] ??= F({ street, house }))!;
}

/** WT-13.3: the number (or bis copy) written in house `h` of street `st` drives that street's truck (Ice Cream sheets). */
function drive(s: WelcomeToState, seat: Seat, st: number, h: number): void {
  if (seat.sheet.ice) editSheet(seat).ice = driveTruck(seat.sheet.ice, comps(s), st, h, s.config.iceBonusTrigger);
}

/** One click of a player's turn (WT-4.3), on that player's seat. */
function click(s: WelcomeToState, a: WelcomeToAction, seat: Seat): void {
  const c = comps(s);
  const { sheet, turn } = seat;
  switch (a.type) {
    case 'roundabout': {
      // WT-7.3: the roundabout, with fences on both sides, and its box.
      setHouse(seat, a.street, a.house, ROUNDABOUT);
      if (a.house > 0) mark(seat, 'fences', a.street, a.house - 1, FENCE);
      if (a.house < sheet.fences[a.street]!.length) mark(seat, 'fences', a.street, a.house, FENCE);
      editSheet(seat).roundabouts = sheet.roundabouts + 1;
      editTurn(seat).roundabout = true;
      break;
    }
    case 'choose': {
      // WT-4.1 / WT-11.3: the number of one card with the effect of a card (the same stack in standard).
      const solo = s.config.players === 1 || s.config.expert;
      const hand = s.players[a.player]!.hand;
      const numberCard = solo ? hand[a.numberCard]! : s.stacks[a.numberCard]![0]!;
      const effectCard = solo ? hand[a.effectCard]! : s.flipped[a.effectCard]!;
      const t = editTurn(seat);
      t.choice = choiceOf(a.numberCard, a.effectCard, c.cards[numberCard]!.number, c.cards[effectCard]!.effect);
      t.step = 'write';
      break;
    }
    case 'refuse': {
      // WT-5.6: cross the next refusal box; nothing is written (WT-4.5).
      editSheet(seat).refusals = sheet.refusals + 1;
      const t = editTurn(seat);
      t.refused = true;
      t.step = 'plans';
      break;
    }
    case 'write': {
      setHouse(seat, a.street, a.house, a.number);
      if (a.temp && sheet.temps < c.tracks.temps.boxes) editSheet(seat).temps = sheet.temps + 1; // WT-6.5.2
      editTurn(seat).written = writtenAt(a.street, a.house);
      if (sheet.ice && sheet.ice.dir[a.street] === null) {
        editTurn(seat).step = 'truck'; // WT-13.2: choose which bottom truck drives
        break;
      }
      drive(s, seat, a.street, a.house);
      afterWrite(s, a.player, seat);
      break;
    }
    case 'truck': {
      const w = turn.written!;
      const ice = sheet.ice!;
      const start = a.direction === 'leftToRight' ? -1 : c.streets[w.street]!.houses;
      const next = copyIce(ice);
      next.dir = setAt(ice.dir, w.street, a.direction);
      next.pos = setAt(ice.pos, w.street, start);
      editSheet(seat).ice = F(next);
      drive(s, seat, w.street, w.house);
      afterWrite(s, a.player, seat);
      break;
    }
    case 'fence':
      mark(seat, 'fences', a.street, a.slot, FENCE);
      editTurn(seat).step = 'plans';
      break;
    case 'realEstate':
      editSheet(seat).realEstate = setAt(sheet.realEstate, a.size - 1, sheet.realEstate[a.size - 1]! + 1);
      editTurn(seat).step = 'plans';
      break;
    case 'park':
      editSheet(seat).parks = setAt(sheet.parks, turn.written!.street, sheet.parks[turn.written!.street]! + 1);
      editTurn(seat).step = 'plans';
      break;
    case 'pool':
      mark(seat, 'pools', turn.written!.street, turn.written!.house, POOL);
      editTurn(seat).step = 'plans';
      break;
    case 'bis':
      setHouse(seat, a.street, a.house, sheet.houses[a.street]![a.from]!);
      mark(seat, 'bis', a.street, a.house, BIS);
      editSheet(seat).bisUsed = sheet.bisUsed + 1;
      drive(s, seat, a.street, a.house);
      editTurn(seat).step = 'plans';
      break;
    case 'skip':
      editTurn(seat).step = 'plans';
      break;
    case 'claim':
      if (planAt(s, a.plan).requirement.type === 'estates') editTurn(seat).claiming = F({ plan: a.plan, estates: F([]) });
      else completeClaim(s, seat, a.plan, []);
      break;
    case 'designate': {
      const claiming = turn.claiming!;
      const picked = F([...claiming.estates, F([a.street, a.house] as const)]);
      if (neededSizes(planAt(s, claiming.plan), picked, sheet).length === 0) completeClaim(s, seat, claiming.plan, picked);
      else editTurn(seat).claiming = F({ plan: claiming.plan, estates: picked });
      break;
    }
    case 'reshuffle':
      editTurn(seat).reshuffle = true;
      break;
    case 'end':
      editTurn(seat).step = 'done';
      break;
  }
}

/**
 * WT-10.1 (solo): the construction cards left in the deck, the Solo card not counted. A counting loop:
 * `deck.filter` on the frozen deck took 8% of a solo playout (V8 leaves the fast path on frozen arrays).
 */
function soloCardsLeft(deck: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < deck.length; i++) if (deck[i] !== SOLO_CARD) n++;
  return n;
}

/**
 * WT-4.4: every player has ended their turn. Builds the next state by hand from the plain state `s`
 * (read) and `seats`, the players after the last click: only what changes is copied, and every new
 * part is frozen at the end (the rest is shared with `s`, as immer would share it).
 */
function resolveTurn(s: WelcomeToState, seats: readonly PlayerState[]): WelcomeToState {
  const c = comps(s);
  const n = s.players.length;
  const d = copyState(s);
  const players = seats.map(copyPlayer);
  d.players = players;
  // WT-8.6: the earliest turn in which anyone claimed a plan gives its high value.
  for (let k = 0; k < s.plans.length; k++) {
    if (s.planFirstTurn[k] === null && some(s.players, (p) => p.sheet.plans[k] === s.turn)) d.planFirstTurn = setAt(d.planFirstTurn, k, s.turn);
  }
  // WT-13.6: everyone else crosses a street bonus someone earned.
  if (s.config.board === 'icecream') {
    c.streets.forEach((_, st) => {
      if (some(s.players, (p) => p.sheet.ice!.bonus[st] === BONUS_EARNED)) {
        players.forEach((p) => {
          const ice = p.sheet.ice!;
          if (ice.bonus[st] === BONUS_OPEN) {
            const sheet = copySheet(p.sheet);
            const lost = copyIce(ice);
            lost.bonus = setAt(ice.bonus, st, BONUS_LOST);
            sheet.ice = F(lost);
            p.sheet = F(sheet);
          }
        });
      }
    });
  }
  // WT-8.7: a first completer asked for a reshuffle (never in solo).
  d.reshuffleNext = n > 1 && some(s.players, (p) => p.turn.reshuffle);
  // Cards: expert passing (WT-11.3/11.4/11.8), solo discard (WT-12.2).
  if (n === 1) {
    d.discard = F([...s.discard, ...s.players[0]!.hand]);
    players[0]!.hand = F([]);
  } else if (s.config.expert) {
    // Indexed loops: `forEach` / `map` on the frozen players and hands leave V8's fast path.
    const next: number[][] = [];
    for (let i = 0; i < n; i++) next.push([]);
    const discard: number[] = [];
    for (let i = 0; i < n; i++) {
      const p = s.players[i]!;
      const ch = p.turn.choice;
      if (p.turn.refused || !ch) {
        discard.push(...p.hand);
      } else {
        for (let j = 0; j < p.hand.length; j++) {
          const card = p.hand[j]!;
          if (j === ch.numberCard || j === ch.effectCard) discard.push(card);
          else next[(i + 1) % n]!.push(card);
        }
      }
    }
    d.discard = F([...s.discard, ...discard]);
    players.forEach((p, i) => {
      p.hand = F(next[i]!);
    });
  }
  // WT-10.1: end of game.
  const maxRefusals = c.tracks.permitRefusals.length - 1;
  const over = some(s.players, (p) => sheetEndsGame(p.sheet, maxRefusals)) || (n === 1 && soloCardsLeft(s.deck) < 3);
  if (over) {
    d.over = true;
    for (const p of players) p.shown = null;
  } else {
    d.turn = s.turn + 1;
    startTurn(d as Draft<WelcomeToState>);
  }
  // Freeze the new parts only. The seats and their list are new; every sheet, turn and hand in them is
  // frozen already (apply froze the clicking seat's; the sheets copied above, the hands here and in
  // startTurn, FRESH_TURN and setAt's lists are frozen as they are made), so they are frozen one level
  // (deepFreeze(d) tested each of their frozen parts with Object.isFrozen, a runtime call: ~28 calls a
  // turn). The card lists and the RNG are plain only after a deal or a draw: deepFreeze stops at once on
  // frozen ones.
  for (let i = 0; i < players.length; i++) F(players[i]!);
  F(players);
  deepFreeze(d.stacks);
  deepFreeze(d.flipped);
  deepFreeze(d.deck);
  deepFreeze(d.discard);
  deepFreeze(d.rng);
  return F(d) as WelcomeToState;
}

/** WT-10.1 for one sheet: its last refusal box crossed, every plan claimed, or no empty house left. */
function sheetEndsGame(sheet: Sheet, maxRefusals: number): boolean {
  if (sheet.refusals >= maxRefusals) return true;
  let allPlans = true;
  for (let k = 0; k < sheet.plans.length; k++) if (sheet.plans[k] === null) allPlans = false;
  return allPlans || !hasEmptyHouse(sheet);
}

/**
 * The listed action deep-equal to `action`, for an action read from JSON (a log being replayed, a
 * client's message): the same search as `guardAction`'s, in the listing (the only source of truth),
 * but among the listed actions of the action's type only (made alone when the state's whole list is
 * not known yet: a cold `apply` does not list what the action cannot be). Returns the listed object,
 * which `apply` then uses as the guard would (the guard's checks all pass for a listed action).
 * Undefined for anything else: the guard then reads the action and names the reason.
 */
function listedMatch(state: WelcomeToState, action: unknown): WelcomeToAction | undefined {
  // Listed actions are frozen (the guard finds them by identity); a JSON action is not.
  if (state.over || typeof action !== 'object' || action === null) return undefined;
  try {
    return Object.isFrozen(action) ? undefined : sameTypeListed(state, action);
  } catch {
    return undefined; // a Proxy or getter: the guard reads it defensively and names the problem
  }
}

function sameTypeListed(state: WelcomeToState, action: object): WelcomeToAction | undefined {
  if (!isPlainObject(action)) return undefined;
  const p = action.player;
  const type = action.type;
  // A seat that may act now (guardAction's NOT_YOUR_TURN otherwise).
  if (typeof type !== 'string' || typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p >= state.players.length) return undefined;
  if (state.players[p]!.turn.step === 'done') return undefined;
  const a = action as Record<string, unknown>;
  // The whole list if the trust boundary made it already, else only the listed actions of this type; a
  // write or a fence by its rule alone (the listing of every house or slot is most of a cold apply).
  const known = rememberedList(state, p) as readonly WelcomeToAction[] | undefined;
  if (known === undefined && (type === 'write' || type === 'fence')) {
    const listed = type === 'write' ? listedWrite(state, p, a) : listedFence(state, p, a);
    return listed !== undefined && jsonEqual(listed, a) ? listed : undefined;
  }
  const list = known ?? listedOfType(state, p, type);
  for (let i = 0; i < list.length; i++) if (list[i]!.type === type && sameFields(list[i]!, a) && jsonEqual(list[i], a)) return list[i];
  return undefined;
}

/**
 * The fields that tell listed actions of one type apart (all but `type` and `player`), compared one by
 * one: true whenever `jsonEqual(listed, a)` is, and false for nearly every other listed action, so the
 * deep comparison (two key lists per call) runs about once per action.
 */
function sameFields(listed: WelcomeToAction, a: Record<string, unknown>): boolean {
  const l = listed as unknown as Record<string, unknown>;
  return (
    l.street === a.street && l.house === a.house && l.number === a.number && l.temp === a.temp && l.slot === a.slot && l.size === a.size &&
    l.plan === a.plan && l.from === a.from && l.numberCard === a.numberCard && l.effectCard === a.effectCard && l.direction === a.direction
  );
}

/** `apply(state, action)`: validate, click, and resolve the turn once everyone is done. */
export function apply(state: WelcomeToState, action: WelcomeToAction): WelcomeToState {
  // An action deep-equal to a listed one is that action (the guard's checks all pass for it); anything
  // else goes through the guard, which recognises a listed object by identity and names any refusal.
  // A listed object first, by identity (what the guard's first step finds: the trust boundary hands
  // `apply` the very listed object), without `listedMatch`'s Object.isFrozen (a runtime call); then an
  // action read from JSON; then the guard, which names the refusal.
  const a = (listedByIdentity(state, action) as WelcomeToAction | undefined) ?? listedMatch(state, action) ?? guardAction(guarded, state, action, state.players.length, explain);
  // The last 'end' of the turn changes nothing but the step: resolve the turn in the same recipe,
  // reading the players from the state before the click.
  // The seats as a plain copy (a spread: read fast, see `fitMask` in sheet.ts), then the new list.
  const players = [...state.players];
  let last = a.type === 'end';
  for (let i = 0; last && i < players.length; i++) if (i !== a.player && players[i]!.turn.step !== 'done') last = false;
  const me = players[a.player]!;
  const seat: Seat = { sheet: me.sheet, turn: me.turn, sheetCopied: false, turnCopied: false };
  click(state, a, seat);
  if (seat.sheetCopied) F(seat.sheet);
  if (seat.turnCopied) F(seat.turn);
  // Keep the sheet as it was at the start of the turn for the other players' views (WT-1.1).
  // The clicks that change the sheet are those that copied it, and the plan clicks (WT-8.2: a claim
  // shows the sheet from its first click, before any house is marked used); the others (choose, skip,
  // reshuffle, end) never copy it. Read from the click, not a Set of type names (a hash lookup a click).
  const sheetClick = seat.sheetCopied || a.type === 'claim' || a.type === 'designate';
  const shown = me.shown === null && sheetClick ? me.sheet : me.shown;
  const mine = copyPlayer(me);
  mine.sheet = seat.sheet;
  mine.turn = seat.turn;
  mine.shown = shown;
  players[a.player] = F(mine);
  // A click inside the turn replaces one seat: a frozen shallow copy of the state is all it takes
  // (no draft needed; every other part is shared, as immer would share it).
  if (!last) {
    const next = copyState(state);
    next.players = F(players);
    return F(next);
  }
  return resolveTurn(state, players);
}
