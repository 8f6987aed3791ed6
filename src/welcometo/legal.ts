/**
 * Legal actions and the rule checks `apply` reuses: what each player may click at each step of the
 * turn (WT-4.3), and, for anything else, the RuleError naming the rule that forbids it.
 */
import { RuleError, assertInt, assertKeys, assertOneOf, rememberListed, rememberedList, type BaseAction, type PlayerId } from '../core/index.js';
import type { CityPlan, Effect, TruckDirection } from './data.js';
import {
  canBis,
  canWrite,
  canFence,
  cardEffect,
  cardNumber,
  comps,
  countChar,
  estates,
  isNumber,
  lit,
  planAt,
  some,
  every,
  streetName,
  writableMask,
  writableNumbers,
  fitMask,
  type Estate,
} from './sheet.js';
import {
  ACTION_TYPES,
  BIS,
  CONE_SOLD,
  EMPTY,
  FENCE,
  POOL,
  USED,
  ROUNDABOUT,
  type OfferView,
  type PlayerState,
  type Sheet,
  type TurnState,
  type WelcomeToAction,
  type WelcomeToState,
} from './types.js';

/** The combinations a player may pick from (WT-4.1 standard; WT-11.3 / WT-12.2 expert and solo). */
export function offers(state: WelcomeToState, player: PlayerId): OfferView[] {
  const out: OfferView[] = [];
  if (state.config.players === 1 || state.config.expert) {
    const hand = state.players[player]!.hand;
    for (let i = 0; i < hand.length; i++) {
      for (let j = 0; j < hand.length; j++) {
        if (i !== j) {
          out.push({ numberCard: i, effectCard: j, number: cardNumber(state, hand[i]!), effect: cardEffect(state, hand[j]!) });
        }
      }
    }
  } else {
    for (let i = 0; i < state.flipped.length; i++) {
      out.push({ numberCard: i, effectCard: i, number: cardNumber(state, state.stacks[i]![0]!), effect: cardEffect(state, state.flipped[i]!) });
    }
  }
  return out;
}

/**
 * WT-5.6: a permit refusal is allowed iff none of the offered numbers fits (DEFAULT ignores Temp;
 * with `refusalConsidersTemp`, neither may any number a Temp combination offers).
 */
export function mayRefuse(state: WelcomeToState, player: PlayerId): boolean {
  return refusalAllowed(state, player, fitMask(state.players[player]!.sheet));
}

/**
 * {@link mayRefuse} given the sheet's {@link fitMask}. Reads the offer card by card (no combination
 * objects): listing runs it at every choose step.
 */
function refusalAllowed(state: WelcomeToState, player: PlayerId, fits: number): boolean {
  const cards = comps(state).cards;
  const solo = state.config.players === 1 || state.config.expert;
  const hand = state.players[player]!.hand;
  // The three card numbers on offer (the hand's, or the number side of each stack's top card).
  const count = solo ? hand.length : state.stacks.length;
  for (let i = 0; i < count; i++) {
    const n = cards[solo ? hand[i]! : state.stacks[i]![0]!]!.number;
    if ((fits & (1 << n)) !== 0) return false;
  }
  if (state.config.refusalConsidersTemp) {
    for (const o of offers(state, player)) {
      if (o.effect === 'temp' && (fits & writableMask(o.number, 'temp')) !== 0) return false;
    }
  }
  return true;
}

/**
 * WT-4.1 / WT-11.3 with WT-4.6: the combinations whose number (or a Temp value) fits somewhere, as
 * `choose` actions, in the order of {@link offers}. Reads the cards directly (no combination objects).
 */
function chooseActions(state: WelcomeToState, player: PlayerId, fits: number, out: WelcomeToAction[]): void {
  const cards = comps(state).cards;
  if (state.config.players === 1 || state.config.expert) {
    const hand = state.players[player]!.hand;
    for (let i = 0; i < hand.length; i++) {
      const number = cards[hand[i]!]!.number;
      for (let j = 0; j < hand.length; j++) {
        if (i !== j && (fits & writableMask(number, cards[hand[j]!]!.effect)) !== 0) out.push(chooseAction(player, i, j));
      }
    }
  } else {
    for (let i = 0; i < state.flipped.length; i++) {
      const number = cards[state.stacks[i]![0]!]!.number;
      if ((fits & writableMask(number, cards[state.flipped[i]!]!.effect)) !== 0) out.push(chooseAction(player, i, i));
    }
  }
}

function maxRoundabouts(state: WelcomeToState): number {
  return comps(state).tracks.roundabouts.length - 1;
}

/**
 * WT-7.2: the steps of the turn at which `roundaboutTiming` allows a roundabout. DEFAULT `beforeWrite`
 * (seed: "before the normal write"): before or after choosing, until the number is written;
 * `beforeChoosing` (BGA): only before choosing; `beforeOrAfter` (rulebook): also after the house and
 * its effect.
 */
function roundaboutStepOpen(state: WelcomeToState, turn: TurnState): boolean {
  const timing = state.config.roundaboutTiming;
  if (turn.step === 'choose') return true;
  if (turn.step === 'write') return timing !== 'beforeChoosing';
  return timing === 'beforeOrAfter' && turn.step === 'plans' && !turn.refused && turn.claiming === null;
}

const TIMING_TEXT: Record<WelcomeToState['config']['roundaboutTiming'], string> = {
  beforeWrite: 'A roundabout is built before your number is written (before or after choosing a combination).',
  beforeChoosing: 'A roundabout is built before choosing a combination.',
  beforeOrAfter: 'A roundabout is built before writing your number or after your house and its effect.',
};

/** WT-7: may the player build a roundabout now (ignoring the house)? Returns the reason if not. */
function roundaboutBlocked(state: WelcomeToState, player: PlayerId): readonly [string, string] | null {
  const { turn, sheet } = state.players[player]!;
  if (state.config.variant !== 'advanced') return NOT_ADVANCED;
  if (turn.roundabout) return ONE_PER_TURN;
  if (sheet.roundabouts >= maxRoundabouts(state)) return BOXES_FULL;
  if (!roundaboutStepOpen(state, turn)) return ['WT-7.2', TIMING_TEXT[state.config.roundaboutTiming]];
  return null;
}

// The reasons, made once (listing asks at every step of the standard variant too).
const NOT_ADVANCED = ['WT-7.1', 'Roundabouts are only used in the advanced variant.'] as const;
const ONE_PER_TURN = ['WT-7.1', 'You have already built a roundabout this turn (one per turn).'] as const;
const BOXES_FULL = ['WT-7.1', 'Both of your roundabout boxes are already crossed.'] as const;

/**
 * WT-7.2 with WT-4.6: once a combination is chosen its number must still be written, so a roundabout
 * built between choosing and writing may not take away the last house the number (or a Temp value) fits.
 */
function roundaboutLeavesWrite(state: WelcomeToState, player: PlayerId, street: number, house: number): boolean {
  const { sheet, turn } = state.players[player]!;
  if (turn.step !== 'write') return true;
  const { number, effect } = turn.choice!;
  const row = [...sheet.houses[street]!];
  row[house] = ROUNDABOUT;
  for (const n of writableNumbers(number, effect)) {
    if (tempFlags(state, sheet, number, effect, n).length === 0) continue;
    // other streets are unchanged; in this street, test every empty house against the new row
    const elsewhere = some(sheet.houses, (r, s) => s !== street && some(r, (_, h) => canWrite(r, h, n)));
    if (elsewhere || some(row, (_, h) => canWrite(row, h, n))) return true;
  }
  return false;
}

/** Listed actions are frozen as they are made (states and their lists are deep-frozen). */
function F<A extends WelcomeToAction>(a: A): A {
  return Object.freeze(a);
}

function illegal(rule: string, message: string): RuleError {
  return new RuleError('ILLEGAL_ACTION', rule, message);
}

// The answers of `tempFlags`, made once (listing asks on every write step). Never changed, but not
// frozen: V8 iterates a frozen array slowly (see `some` in sheet.ts).
const NO_FLAG: readonly boolean[] = [];
const PLAIN: readonly boolean[] = [false];
const TEMP: readonly boolean[] = [true];
const PLAIN_OR_TEMP: readonly boolean[] = [false, true];

/** The temp choices for writing `n` with this choice: which `temp` flags are legal (WT-6.5). */
function tempFlags(state: WelcomeToState, sheet: Sheet, number: number, effect: Effect, n: number): readonly boolean[] {
  if (effect !== 'temp') return n === number ? PLAIN : NO_FLAG;
  if (n !== number) return TEMP;
  const canHire = state.config.tempZeroModifierHires && sheet.temps < comps(state).tracks.temps.boxes;
  return canHire ? PLAIN_OR_TEMP : PLAIN;
}

/** Effect targets after the write (WT-6), as actions. Empty: the effect cannot be performed (WT-15.2). */
export function effectActions(
  state: WelcomeToState,
  player: PlayerId,
  sheet: Sheet = state.players[player]!.sheet,
  turn: TurnState = state.players[player]!.turn,
): WelcomeToAction[] {
  return effectTargets(state, player, sheet, turn, Infinity, []);
}

/**
 * WT-15.2: whether the effect has a target at all: the search of {@link effectActions}, stopped at the
 * first target (`apply` asks this after every write to choose the next step).
 */
export function hasEffectTarget(state: WelcomeToState, player: PlayerId, sheet: Sheet, turn: TurnState): boolean {
  return effectTargets(state, player, sheet, turn, 1, []).length > 0;
}

/** The effect targets, in order, appended to `out` until it holds `limit` actions; returns `out`. */
function effectTargets(state: WelcomeToState, player: PlayerId, sheet: Sheet, turn: TurnState, limit: number, out: WelcomeToAction[]): WelcomeToAction[] {
  const c = comps(state);
  if (!turn.choice || !turn.written) return out;
  const { street, house } = turn.written;
  switch (turn.choice.effect) {
    case 'surveyor':
      for (let s = 0; s < sheet.fences.length; s++) {
        const slots = sheet.fences[s]!.length;
        const houses = [...sheet.houses[s]!]; // one plain copy of the street for all its slots (see `fitMask`)
        for (let g = 0; g < slots; g++) {
          if (canFence(sheet, s, g, houses) && out.push(fenceAction(player, s, g)) >= limit) return out;
        }
      }
      break;
    case 'realEstate':
      for (let i = 0; i < c.tracks.realEstate.length; i++) {
        if (sheet.realEstate[i]! < c.tracks.realEstate[i]!.length - 1) out.push(realEstateAction(player, i + 1));
      }
      break;
    case 'landscaper':
      if (sheet.parks[street]! < c.streets[street]!.parkTrack.length - 1) out.push(bareAction('park', player));
      break;
    case 'pool':
      if (c.streets[street]!.poolHouses.includes(house) && sheet.pools[street]![house] !== POOL && sheet.houses[street]![house]! >= 0) {
        out.push(bareAction('pool', player));
      }
      break;
    case 'bis':
      if (sheet.bisUsed < c.tracks.bis.length - 1) {
        for (let s = 0; s < sheet.houses.length; s++) {
          const row = [...sheet.houses[s]!]; // a plain copy, read fast (see `fitMask`)
          for (let h = 0; h < row.length; h++) {
            if (row[h] !== EMPTY) continue;
            if (canBis(sheet, s, h, h - 1, row) && out.push(bisAction(player, s, h, h - 1)) >= limit) return out;
            if (canBis(sheet, s, h, h + 1, row) && out.push(bisAction(player, s, h, h + 1)) >= limit) return out;
          }
        }
      }
      break;
    case 'temp':
      break; // applied with the write (WT-6.5)
  }
  return out;
}

/** Estates a plan may use: completed, unused, of a wanted size, passing the plan's filter (WT-8.2, WT-13.8, WT-14.3). */
export function eligibleEstates(_state: WelcomeToState, sheet: Sheet, plan: CityPlan): Estate[] {
  if (plan.requirement.type !== 'estates') return [];
  return estates(sheet).filter((e) => eligible(sheet, plan, e));
}

/** One estate passes {@link eligibleEstates}' test (a predicate: `planMet` counts without a list). */
function eligible(sheet: Sheet, plan: CityPlan, e: Estate): boolean {
  const req = plan.requirement;
  if (req.type !== 'estates' || e.used || !req.sizes.includes(e.size)) return false;
  if (req.soldConesInEstate) {
    let sold = 0;
    for (let i = e.start; i < e.start + e.size; i++) if (sheet.ice?.cones[e.street]![i] === CONE_SOLD) sold++;
    if (req.soldConesInEstate.min !== undefined && sold < req.soldConesInEstate.min) return false;
    if (req.soldConesInEstate.max !== undefined && sold > req.soldConesInEstate.max) return false;
  }
  if (req.internalLights) {
    const row = sheet.houses[e.street]!;
    for (let g = e.start; g < e.start + e.size - 1; g++) {
      if (lit(row, g) !== (req.internalLights === 'all')) return false;
    }
  }
  return true;
}

/** Sizes still to designate for an estate plan, given the estates picked so far. */
export function neededSizes(plan: CityPlan, picked: readonly (readonly [number, number])[], sheet: Sheet): number[] {
  if (plan.requirement.type !== 'estates') return [];
  const need = [...plan.requirement.sizes];
  const all = estates(sheet);
  for (const [s, h] of picked) {
    const e = all.find((x) => x.street === s && x.start === h);
    const i = e ? need.indexOf(e.size) : -1;
    if (i >= 0) need.splice(i, 1);
  }
  return need;
}

/** Estates still pickable in a claim in progress (each keeps the claim completable). */
function pickable(state: WelcomeToState, sheet: Sheet, plan: CityPlan, picked: readonly (readonly [number, number])[]): Estate[] {
  const need = neededSizes(plan, picked, sheet);
  return eligibleEstates(state, sheet, plan).filter(
    (e) => need.includes(e.size) && !picked.some(([s, h]) => s === e.street && h === e.start),
  );
}

function allParks(state: WelcomeToState, sheet: Sheet, s: number): boolean {
  return sheet.parks[s]! >= comps(state).streets[s]!.parkTrack.length - 1;
}
function allPools(state: WelcomeToState, sheet: Sheet, s: number): boolean {
  return every(comps(state).streets[s]!.poolHouses, (h) => sheet.pools[s]![h] === POOL);
}

/** {@link planMet}'s count of estates still needed per size (index 1..6), reused (never held across calls). */
const NEED: number[] = [0, 0, 0, 0, 0, 0, 0];

/** WT-8 / WT-13.8 / WT-14.3: are the plan's conditions met on this sheet (estate plans: enough eligible estates)? */
export function planMet(state: WelcomeToState, sheet: Sheet, plan: CityPlan): boolean {
  const req = plan.requirement;
  const streets = sheet.houses.length;
  switch (req.type) {
    case 'estates': {
      // As many eligible estates of each size as the plan lists (sizes 1..6), counted one by one (no
      // filtered list: this runs for every open plan at every plans step) into a scratch array.
      const need = NEED;
      for (let size = 0; size < need.length; size++) need[size] = 0; // a loop: `fill` costs a builtin call
      for (let i = 0; i < req.sizes.length; i++) {
        const size = req.sizes[i]!;
        if (!(size >= 1 && size <= 6)) return false; // estates have 1..6 houses (WT-8.1)
        need[size]!++;
      }
      const all = estates(sheet);
      // need[size] > 0 only for a wanted size still short (the sizes test of `eligible`, read first)
      for (let i = 0; i < all.length; i++) if (need[all[i]!.size]! > 0 && eligible(sheet, plan, all[i]!)) need[all[i]!.size]!--;
      for (let size = 1; size <= 6; size++) if (need[size]! > 0) return false;
      return true;
    }
    case 'fullStreet':
      return every(sheet.houses[req.street]!, (v) => v !== EMPTY) && !sheet.used[req.street]!.includes(USED);
    case 'bisInOneStreet':
      return some(sheet.bis, (row) => countChar(row, BIS) >= req.count);
    case 'tempsHired':
      return sheet.temps >= req.count;
    case 'extremities':
      return every(req.houses, ([s, h]) => sheet.houses[s]![h] !== EMPTY && sheet.used[s]![h] !== USED);
    case 'allParksInStreets':
      return countStreets(streets, (s) => allParks(state, sheet, s)) >= req.streets;
    case 'parksPoolsRoundaboutSameStreet':
      return countStreets(streets, (s) => allParks(state, sheet, s) && allPools(state, sheet, s) && sheet.houses[s]!.includes(ROUNDABOUT)) > 0;
    case 'allPoolsInStreets':
      return countStreets(streets, (s) => allPools(state, sheet, s)) >= req.streets;
    case 'allParksAndPoolsInStreet':
      return allParks(state, sheet, req.street) && allPools(state, sheet, req.street);
    case 'allConesSoldInOneStreet': {
      const cones = comps(state).iceCream.cones;
      return (
        sheet.ice !== null &&
        countStreets(streets, (s) => some(cones, (c) => c.street === s) && every(cones, (c) => c.street !== s || sheet.ice!.cones[s]![c.house] === CONE_SOLD)) > 0
      );
    }
    case 'allGapsLitInOneStreet':
      return some(sheet.houses, (row) => every(row, (_, g) => g === row.length - 1 || lit(row, g)));
  }
}

/** How many of the streets 0..`streets`-1 pass `test`. */
function countStreets(streets: number, test: (s: number) => boolean): number {
  let n = 0;
  for (let s = 0; s < streets; s++) if (test(s)) n++;
  return n;
}

/** WT-8.7: may this player ask for a reshuffle now? */
export function mayAskReshuffle(state: WelcomeToState, player: PlayerId): boolean {
  const { sheet, turn } = state.players[player]!;
  const policy = state.config.reshufflePolicy;
  if (policy === 'never' || state.config.players === 1 || turn.reshuffle || turn.claiming) return false;
  if (policy === 'firstPlanOnly' && some(state.planFirstTurn, (t) => t !== null)) return false;
  for (let k = 0; k < sheet.plans.length; k++) if (sheet.plans[k] === state.turn && state.planFirstTurn[k] === null) return true;
  return false;
}

/**
 * Every legal action of `player` now. States are frozen: the list is computed once per state and seat
 * and remembered with the core's `rememberListed` (the same memo `defineGame` keeps, so `apply`
 * recognises these very objects); callers get a copy of the array.
 */
export function legalActions(state: WelcomeToState, player: PlayerId): WelcomeToAction[] {
  if (!Number.isInteger(player) || player < 0 || player >= state.players.length) return [];
  const known = rememberedList(state, player) as readonly WelcomeToAction[] | undefined;
  if (known !== undefined) return [...known];
  const list = computeLegal(state, player);
  rememberListed(state, player, list);
  return [...list];
}

// The actions listed most often are shared frozen values: made once per seat and fields, then the
// same object in every list that holds them (listing allocates nothing). Fields out of the tables'
// ranges (custom components) get a new object, which is as good, only not shared.
const sharedWrites: (WelcomeToAction | undefined)[][] = [];
// The tables indexed by small integer keys are arrays (a keyed array read is cheaper than Map.get on
// the listing's hot path: surveyor and bis effects list every fence slot and bis pair of the sheet).
const sharedRoundabouts = new Array<WelcomeToAction | undefined>(16 * 16 * 64);
const sharedChoices = new Array<WelcomeToAction | undefined>(16 * 16 * 16);
const small = (x: number, n: number): boolean => x >= 0 && x < n;

/** The action writing `number` in house `house` of street `street` (WT-5). */
function writeAction(player: PlayerId, street: number, house: number, number: number, temp: boolean): WelcomeToAction {
  if (!(small(player, 16) && small(street, 8) && small(house, 16) && small(number, 18))) {
    return F({ type: 'write', player, street, house, number, temp });
  }
  // One table per seat (4,608 slots), indexed by street, number, house and temp (an array: faster
  // than a Map here). House and temp innermost: one listing writes one number in runs of neighbouring
  // houses, so its actions sit side by side in the table (a few cache lines, not one per house: the
  // listing of a state no cache has seen, e.g. one read from storage, waited on memory for them).
  const table = (sharedWrites[player] ??= new Array<WelcomeToAction | undefined>(8 * 18 * 16 * 2));
  const key = ((street * 18 + number) * 16 + house) * 2 + (temp ? 1 : 0);
  return (table[key] ??= F({ type: 'write', player, street, house, number, temp }));
}

/** The action building a roundabout in house `house` of street `street` (WT-7). */
function roundaboutAction(player: PlayerId, street: number, house: number): WelcomeToAction {
  if (!(small(player, 16) && small(street, 16) && small(house, 64))) return F({ type: 'roundabout', player, street, house });
  const key = (player * 16 + street) * 64 + house;
  return (sharedRoundabouts[key] ??= F({ type: 'roundabout', player, street, house }));
}

/** The action choosing a combination (WT-4.1, WT-11.3). */
function chooseAction(player: PlayerId, numberCard: number, effectCard: number): WelcomeToAction {
  if (!(small(player, 16) && small(numberCard, 16) && small(effectCard, 16))) return F({ type: 'choose', player, numberCard, effectCard });
  const key = (player * 16 + numberCard) * 16 + effectCard;
  return (sharedChoices[key] ??= F({ type: 'choose', player, numberCard, effectCard }));
}

// The other listed actions with fields, shared the same way: one table per type, keyed by the fields.
const sharedFences = new Array<WelcomeToAction | undefined>(16 * 16 * 64);
const sharedBis = new Array<WelcomeToAction | undefined>(16 * 16 * 64 * 2);
const sharedRealEstate = new Array<WelcomeToAction | undefined>(16 * 16).fill(undefined);
const sharedClaims = new Array<WelcomeToAction | undefined>(16 * 16).fill(undefined);
const sharedDesignates = new Map<number, WelcomeToAction>();
const sharedTrucks = new Map<number, WelcomeToAction>();

/** Store `action` (frozen) in `table` at `key` and return it (`table.get(key) ?? keep(...)`: made once). */
function keep(table: Map<number, WelcomeToAction>, key: number, action: WelcomeToAction): WelcomeToAction {
  table.set(key, Object.freeze(action));
  return action;
}

/** The action drawing a fence on slot `slot` of street `street` (WT-6.1). */
function fenceAction(player: PlayerId, street: number, slot: number): WelcomeToAction {
  if (!(small(player, 16) && small(street, 16) && small(slot, 64))) return F({ type: 'fence', player, street, slot });
  const key = (player * 16 + street) * 64 + slot;
  return (sharedFences[key] ??= F({ type: 'fence', player, street, slot }));
}

/** The action copying house `from` into house `house` of street `street` (WT-6.6). */
function bisAction(player: PlayerId, street: number, house: number, from: number): WelcomeToAction {
  if (!(small(player, 16) && small(street, 16) && small(house, 64) && (from === house - 1 || from === house + 1))) {
    return F({ type: 'bis', player, street, house, from });
  }
  const key = ((player * 16 + street) * 64 + house) * 2 + (from > house ? 1 : 0);
  return (sharedBis[key] ??= F({ type: 'bis', player, street, house, from }));
}

/** The action raising the value of size-`size` estates (WT-6.2). */
function realEstateAction(player: PlayerId, size: number): WelcomeToAction {
  if (!(small(player, 16) && small(size, 16))) return F({ type: 'realEstate', player, size });
  const key = player * 16 + size;
  return (sharedRealEstate[key] ??= F({ type: 'realEstate', player, size }));
}

/** The action claiming the City Plan in slot `plan` (WT-8.2). */
function claimAction(player: PlayerId, plan: number): WelcomeToAction {
  if (!(small(player, 16) && small(plan, 16))) return F({ type: 'claim', player, plan });
  const key = player * 16 + plan;
  return (sharedClaims[key] ??= F({ type: 'claim', player, plan }));
}

/** The action designating the estate starting at house `house` of street `street` for a claim (WT-8.3). */
function designateAction(player: PlayerId, street: number, house: number): WelcomeToAction {
  if (!(small(player, 16) && small(street, 16) && small(house, 64))) return F({ type: 'designate', player, street, house });
  const key = (player * 16 + street) * 64 + house;
  return sharedDesignates.get(key) ?? keep(sharedDesignates, key, { type: 'designate', player, street, house });
}

/** The action choosing the bottom street's ice-cream truck (WT-13.2). */
function truckAction(player: PlayerId, direction: TruckDirection): WelcomeToAction {
  if (!small(player, 16)) return F({ type: 'truck', player, direction });
  const key = player * 2 + (direction === 'leftToRight' ? 0 : 1);
  return sharedTrucks.get(key) ?? keep(sharedTrucks, key, { type: 'truck', player, direction });
}

type Bare = 'refuse' | 'park' | 'pool' | 'skip' | 'reshuffle' | 'end';
// One slot per type and seat (an array read: a Map keyed by the type name hashed the string at every
// listing of the effect and plans steps).
const sharedBare = new Array<WelcomeToAction | undefined>(6 * 16).fill(undefined);

/** The row of {@link sharedBare} of a bare action type. */
function bareRow(type: Bare): number {
  switch (type) {
    case 'refuse':
      return 0;
    case 'park':
      return 1;
    case 'pool':
      return 2;
    case 'skip':
      return 3;
    case 'reshuffle':
      return 4;
    case 'end':
      return 5;
  }
}

/** An action with no field but the seat. */
function bareAction(type: Bare, player: PlayerId): WelcomeToAction {
  if (!small(player, 16)) return F({ type, player } as WelcomeToAction);
  const key = bareRow(type) * 16 + player;
  return (sharedBare[key] ??= F({ type, player } as WelcomeToAction));
}

/** WT-7.3: a roundabout in every empty house, when one may be built now (see `roundaboutBlocked`). */
function roundaboutActions(state: WelcomeToState, player: PlayerId, sheet: Sheet, out: WelcomeToAction[]): void {
  if (roundaboutBlocked(state, player)) return;
  for (let s = 0; s < sheet.houses.length; s++) {
    const row = sheet.houses[s]!;
    for (let h = 0; h < row.length; h++) {
      if (row[h] === EMPTY && roundaboutLeavesWrite(state, player, s, h)) out.push(roundaboutAction(player, s, h));
    }
  }
}

// The runs of empty houses of the sheet being listed ({@link writeActions}): street, first and last+1
// house, and the nearest numbers left and right (see `emptyRuns`). Scratch, reused by every call.
const RUN_STREET: number[] = [];
const RUN_START: number[] = [];
const RUN_END: number[] = [];
const RUN_LO: number[] = [];
const RUN_HI: number[] = [];

/** WT-5.2 / WT-5.5 / WT-6.5: every house the chosen number (or a Temp value) may be written in, with its temp flags. */
function writeActions(state: WelcomeToState, player: PlayerId, sheet: Sheet, turn: TurnState, out: WelcomeToAction[]): void {
  const { number, effect } = turn.choice!;
  // The runs of empty houses, street by street in order (read once for every number; `emptyRuns`'
  // reading: a number n fits in each house of a run iff lo < n < hi, WT-5.2 / WT-5.4).
  let runs = 0;
  for (let s = 0; s < sheet.houses.length; s++) {
    const row = [...sheet.houses[s]!]; // a plain copy, read fast (see `fitMask` in sheet.ts)
    let lo = -1;
    let start = 0;
    for (let h = 0; h <= row.length; h++) {
      const v = h < row.length ? row[h]! : ROUNDABOUT;
      if (v === EMPTY) continue;
      if (start < h) {
        RUN_STREET[runs] = s;
        RUN_START[runs] = start;
        RUN_END[runs] = h;
        RUN_LO[runs] = lo;
        RUN_HI[runs] = v === ROUNDABOUT ? 18 : v;
        runs++;
      }
      lo = v === ROUNDABOUT ? -1 : v;
      start = h + 1;
    }
  }
  // Number by number, then street by street and house by house, each with its temp flags.
  const numbers = writableNumbers(number, effect);
  for (let i = 0; i < numbers.length; i++) {
    const n = numbers[i]!;
    const flags = tempFlags(state, sheet, number, effect, n);
    for (let r = 0; r < runs; r++) {
      if (!(RUN_LO[r]! < n && n < RUN_HI[r]!)) continue;
      const s = RUN_STREET[r]!;
      for (let h = RUN_START[r]!; h < RUN_END[r]!; h++) for (let f = 0; f < flags.length; f++) out.push(writeAction(player, s, h, n, flags[f]!));
    }
  }
}

/**
 * One part of a step's listing (WT-4.3): the actions of `types`, appended to `out` in order. Each step
 * lists its parts one after the other ({@link computeLegal}); {@link listedOfType} runs only the parts
 * that give a type, so its answer is the listing filtered by that type, by construction.
 */
interface Part {
  readonly types: readonly WelcomeToAction['type'][];
  list(state: WelcomeToState, player: PlayerId, me: PlayerState, out: WelcomeToAction[]): void;
}

/** WT-7.2: a roundabout, at the steps `roundaboutTiming` allows (see `roundaboutActions`). */
const ROUNDABOUTS: Part = { types: ['roundabout'], list: (state, player, me, out) => roundaboutActions(state, player, me.sheet, out) };

// Listing writes straight into one array (no list per step joined at the end), and reads each rule
// from the sheet without building intermediate objects: it runs for every state of every playout.

/** What each step of the turn lists, in this order (WT-4.3). */
const STEPS: Readonly<Record<TurnState['step'], readonly Part[]>> = {
  choose: [
    ROUNDABOUTS, // WT-7.2: before choosing
    { types: ['choose'], list: (state, player, me, out) => chooseActions(state, player, fitMask(me.sheet), out) }, // WT-4.1, WT-4.6
    {
      types: ['refuse'], // WT-5.6
      list: (state, player, me, out) => {
        if (refusalAllowed(state, player, fitMask(me.sheet))) out.push(bareAction('refuse', player));
      },
    },
  ],
  write: [
    ROUNDABOUTS, // WT-7.2: until the number is written (not with beforeChoosing)
    { types: ['write'], list: (state, player, me, out) => writeActions(state, player, me.sheet, me.turn, out) }, // WT-5, WT-6.5
  ],
  truck: [
    {
      types: ['truck'], // WT-13.2
      list: (state, player, me, out) => {
        const directions = comps(state).iceCream.trucks[me.turn.written!.street] ?? [];
        for (let i = 0; i < directions.length; i++) out.push(truckAction(player, directions[i]!));
      },
    },
  ],
  effect: [
    {
      types: ['fence', 'realEstate', 'park', 'pool', 'bis'], // WT-6: the targets of the chosen effect
      list: (state, player, me, out) => {
        effectTargets(state, player, me.sheet, me.turn, Infinity, out);
      },
    },
    {
      types: ['skip'], // WT-6: an effect is optional
      list: (_state, player, _me, out) => {
        out.push(bareAction('skip', player));
      },
    },
  ],
  plans: [
    {
      types: ['designate'], // WT-8.3: a claim in progress lists only the estates it may still use
      list: (state, player, me, out) => {
        const claiming = me.turn.claiming;
        if (claiming === null) return;
        for (const e of pickable(state, me.sheet, planAt(state, claiming.plan), claiming.estates)) out.push(designateAction(player, e.street, e.start));
      },
    },
    {
      types: ['claim'], // WT-8.2 / WT-8.5
      list: (state, player, me, out) => {
        if (me.turn.claiming !== null) return;
        for (let k = 0; k < state.plans.length; k++) {
          if (me.sheet.plans[k] === null && planMet(state, me.sheet, planAt(state, k))) out.push(claimAction(player, k));
        }
      },
    },
    ROUNDABOUTS, // WT-7.2 beforeOrAfter: after the house and its effect (not while claiming)
    {
      types: ['reshuffle'], // WT-8.7
      list: (state, player, _me, out) => {
        if (mayAskReshuffle(state, player)) out.push(bareAction('reshuffle', player));
      },
    },
    {
      types: ['end'], // WT-4.4 (not while a claim is in progress, WT-8.2)
      list: (_state, player, me, out) => {
        if (me.turn.claiming === null) out.push(bareAction('end', player));
      },
    },
  ],
  done: [],
};

/**
 * {@link STEPS} of a step, by comparisons (a keyed read by a string is a hash lookup; listing asks at
 * every state).
 */
function partsOf(step: TurnState['step']): readonly Part[] {
  switch (step) {
    case 'choose':
      return CHOOSE_PARTS;
    case 'write':
      return WRITE_PARTS;
    case 'truck':
      return TRUCK_PARTS;
    case 'effect':
      return EFFECT_PARTS;
    case 'plans':
      return PLANS_PARTS;
    case 'done':
      return DONE_PARTS;
    default:
      return STEPS[step] ?? DONE_PARTS;
  }
}
const { choose: CHOOSE_PARTS, write: WRITE_PARTS, truck: TRUCK_PARTS, effect: EFFECT_PARTS, plans: PLANS_PARTS, done: DONE_PARTS } = STEPS;

function computeLegal(state: WelcomeToState, player: PlayerId): WelcomeToAction[] {
  const out: WelcomeToAction[] = [];
  const me = state.over ? undefined : state.players[player];
  if (!me) return out;
  const parts = partsOf(me.turn.step);
  for (let i = 0; i < parts.length; i++) parts[i]!.list(state, player, me, out);
  return out;
}

/**
 * The legal actions of `player` whose type is `type`, in listing order: {@link computeLegal}'s list
 * filtered by type, made by the parts of the step that give that type only. `apply` matches an action
 * read from JSON against these (a cold `apply` of an `end` does not list the plans, roundabouts and
 * reshuffle of the step). Not remembered: it is not the whole list.
 */
export function listedOfType(state: WelcomeToState, player: PlayerId, type: string): WelcomeToAction[] {
  const out: WelcomeToAction[] = [];
  const me = state.over ? undefined : state.players[player];
  if (!me) return out;
  const parts = partsOf(me.turn.step);
  for (let i = 0; i < parts.length; i++) if ((parts[i]!.types as readonly string[]).includes(type)) parts[i]!.list(state, player, me, out);
  return out;
}

/** A whole number: a field that can be a listed action's (-0 too: it deep-equals 0, see `jsonEqual`). */
const whole = (x: unknown): x is number => Number.isInteger(x);

/**
 * The `write` action {@link listedOfType} lists for these fields, or undefined if it lists none: read
 * from the rules for this one house (WT-5.2 `canWrite`, WT-5.5 the numbers of the combination, WT-6.5
 * the temp flags) instead of listing every house (`apply` asks for a write read from JSON, e.g. every
 * write of a replayed log). The same answer as the listing: {@link writeActions} lists each house of a
 * run of empty houses between lo and hi for every n with lo < n < hi, which is `canWrite`'s test.
 */
export function listedWrite(state: WelcomeToState, player: PlayerId, a: Record<string, unknown>): WelcomeToAction | undefined {
  const { street, house, number: n, temp } = a;
  const me = state.over ? undefined : state.players[player];
  if (me === undefined || !whole(player) || me.turn.step !== 'write' || !whole(street) || !whole(house) || !whole(n) || typeof temp !== 'boolean') return undefined;
  const sheet = me.sheet;
  const row = sheet.houses[street];
  if (row === undefined) return undefined;
  const { number, effect } = me.turn.choice!;
  if (!writableNumbers(number, effect).includes(n) || !tempFlags(state, sheet, number, effect, n).includes(temp)) return undefined;
  // `+ 0`: a -0 read from JSON names the listed action of 0
  return canWrite(row, house, n) ? writeAction(player + 0, street + 0, house + 0, n + 0, temp) : undefined;
}

/**
 * The `fence` action {@link listedOfType} lists for these fields, or undefined: the Surveyor's one slot
 * read by its rule (WT-6.1.2 `canFence`), as {@link listedWrite} reads a write.
 */
export function listedFence(state: WelcomeToState, player: PlayerId, a: Record<string, unknown>): WelcomeToAction | undefined {
  const { street, slot } = a;
  const me = state.over ? undefined : state.players[player];
  if (me === undefined || !whole(player) || me.turn.step !== 'effect' || !whole(street) || !whole(slot)) return undefined;
  const { sheet, turn } = me;
  // effectTargets: the Surveyor's targets, once the number is written
  if (turn.choice === null || turn.choice.effect !== 'surveyor' || turn.written === null) return undefined;
  const slots = sheet.fences[street];
  if (slots === undefined || slot < 0 || slot >= slots.length) return undefined;
  return canFence(sheet, street, slot) ? fenceAction(player + 0, street + 0, slot + 0) : undefined;
}

/**
 * The listing as the trust boundary asks for it (`defineGame` remembers it per state and seat and
 * hands out copies): the remembered list, or a new one, not copied and not remembered here.
 */
export function listLegal(state: WelcomeToState, player: PlayerId): WelcomeToAction[] {
  if (!Number.isInteger(player) || player < 0 || player >= state.players.length) return [];
  return (rememberedList(state, player) as WelcomeToAction[] | undefined) ?? computeLegal(state, player);
}

/** Seats still to act this turn (WT-4.3: simultaneous). */
export function actors(state: WelcomeToState): PlayerId[] {
  if (state.over) return [];
  // A plain copy (a spread), read twice: Node 20 reads elements of a frozen array 5-10x slower.
  const players = [...state.players];
  // Counted first, so the list is allocated at its size (asked before every ply of a playout).
  let n = 0;
  for (let i = 0; i < players.length; i++) if (players[i]!.turn.step !== 'done') n++;
  const out = new Array<PlayerId>(n);
  n = 0;
  for (let i = 0; i < players.length; i++) if (players[i]!.turn.step !== 'done') out[n++] = i;
  return out;
}

const FIELDS: Record<(typeof ACTION_TYPES)[number], readonly string[]> = {
  roundabout: ['street', 'house'],
  choose: ['numberCard', 'effectCard'],
  refuse: [],
  write: ['street', 'house', 'number', 'temp'],
  truck: ['direction'],
  fence: ['street', 'slot'],
  realEstate: ['size'],
  park: [],
  pool: [],
  bis: ['street', 'house', 'from'],
  skip: [],
  claim: ['plan'],
  designate: ['street', 'house'],
  reshuffle: [],
  end: [],
};

const EFFECT_OF: Partial<Record<string, Effect>> = {
  fence: 'surveyor',
  realEstate: 'realEstate',
  park: 'landscaper',
  pool: 'pool',
  bis: 'bis',
};

/**
 * Why `action` is not legal: `MALFORMED_ACTION` for a bad shape, else an `ILLEGAL_ACTION` naming
 * the docs/rules/welcometo.md ID that forbids it.
 */
export function explain(state: WelcomeToState, action: Record<string, unknown> & BaseAction): RuleError {
  const c = comps(state);
  const type = action.type as (typeof ACTION_TYPES)[number];
  if (!(ACTION_TYPES as readonly string[]).includes(type)) {
    return new RuleError('MALFORMED_ACTION', 'WT-4.3', `Welcome To has no "${String(action.type)}" action.`);
  }
  try {
    assertKeys(action, FIELDS[type], 'WT-4.3');
    const maxHouses = Math.max(...c.streets.map((s) => s.houses));
    if ('street' in action) assertInt(action, 'street', 0, c.streets.length - 1, 'WT-2.3');
    if ('house' in action) assertInt(action, 'house', 0, maxHouses - 1, 'WT-2.3');
    if ('from' in action) assertInt(action, 'from', 0, maxHouses - 1, 'WT-2.3');
    if ('slot' in action) assertInt(action, 'slot', 0, maxHouses - 2, 'WT-2.3');
    if ('number' in action) assertInt(action, 'number', 0, 17, 'WT-5.5');
    if ('temp' in action) assertOneOf(action, 'temp', [true, false], 'WT-6.5');
    if ('size' in action) assertInt(action, 'size', 1, c.tracks.realEstate.length, 'WT-6.2.1');
    if ('plan' in action) assertInt(action, 'plan', 0, state.plans.length - 1, 'WT-8.2');
    if ('numberCard' in action) assertInt(action, 'numberCard', 0, 2, 'WT-4.1');
    if ('effectCard' in action) assertInt(action, 'effectCard', 0, 2, 'WT-4.1');
    if ('direction' in action) assertOneOf(action, 'direction', ['leftToRight', 'rightToLeft'], 'WT-13.2');
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
  const a = action as unknown as WelcomeToAction;
  const player = a.player;
  const { sheet, turn } = state.players[player]!;
  const step = turn.step;
  const where = (s: number, h: number): string => `house ${h + 1} of the ${streetName(c, s)}`;
  if ('street' in a && 'house' in a && a.house >= c.streets[a.street]!.houses) {
    return illegal('WT-2.3', `The ${streetName(c, a.street)} has only ${c.streets[a.street]!.houses} houses.`);
  }
  if (step === 'done') return illegal('WT-4.4', 'You have ended your turn; wait for the other players.');
  switch (a.type) {
    case 'roundabout': {
      const why = roundaboutBlocked(state, player);
      if (why) return illegal(why[0], why[1]);
      if (sheet.houses[a.street]![a.house] === EMPTY && !roundaboutLeavesWrite(state, player, a.street, a.house)) {
        return illegal('WT-7.2', `A roundabout in ${where(a.street, a.house)} would leave your chosen number no house to go in, and it must be written (WT-4.6).`);
      }
      return illegal('WT-7.3', `A roundabout goes in an empty house; ${where(a.street, a.house)} is not empty.`);
    }
    case 'choose': {
      if (step !== 'choose') return illegal('WT-4.3', 'You have already chosen a combination (or refused) this turn.');
      const solo = state.config.players === 1 || state.config.expert;
      if (!solo && a.numberCard !== a.effectCard) {
        return illegal('WT-4.1', 'A combination is the number and the effect of the same stack (numberCard = effectCard).');
      }
      if (solo && a.numberCard === a.effectCard) {
        return illegal('WT-11.3', 'Use the number of one card and the effect of another card.');
      }
      return illegal('WT-4.6', 'That combination’s number fits in no house of your sheet.');
    }
    case 'refuse':
      if (step !== 'choose') return illegal('WT-4.3', 'You have already chosen a combination (or refused) this turn.');
      return illegal('WT-5.6', 'A permit refusal is only allowed when none of the offered numbers fits on your sheet.');
    case 'write': {
      if (step !== 'write') {
        return illegal('WT-4.3', step === 'choose' ? 'Choose a combination before writing a number.' : 'You have already written your number this turn.');
      }
      const { number, effect } = turn.choice!;
      if (!writableNumbers(number, effect).includes(a.number)) {
        return illegal('WT-5.5', effect === 'temp'
          ? `With the Temp Agency you may write ${number - 2} to ${number + 2} within 0..17, not ${a.number}.`
          : `Your combination's number is ${number}, not ${a.number}.`);
      }
      if (!tempFlags(state, sheet, number, effect, a.number).includes(a.temp)) {
        return illegal('WT-6.5.2', a.temp ? 'You cannot hire a temp here (no Temp combination, or the track is full or the option is off).' : 'Writing a modified number uses the Temp Agency (temp: true).');
      }
      if (sheet.houses[a.street]![a.house] !== EMPTY) return illegal('WT-5.1', `${cap(where(a.street, a.house))} is already built.`);
      return illegal('WT-5.2', `Numbers must increase from left to right: ${a.number} does not fit in ${where(a.street, a.house)}.`);
    }
    case 'truck':
      return illegal('WT-13.2', 'You choose the bottom-street truck only when you first write in the bottom street of the Ice Cream board.');
    case 'fence':
    case 'realEstate':
    case 'park':
    case 'pool':
    case 'bis': {
      if (step !== 'effect') return illegal('WT-4.3', 'An effect is used right after writing your number.');
      const eff = EFFECT_OF[a.type]!;
      if (turn.choice!.effect !== eff) return illegal('WT-4.3', `Your combination's effect is ${turn.choice!.effect}, not ${eff}.`);
      if (a.type === 'fence') {
        if (a.slot >= c.streets[a.street]!.houses - 1) return illegal('WT-2.3', `The ${streetName(c, a.street)} has no fence slot ${a.slot + 1}.`);
        if (sheet.fences[a.street]![a.slot] === FENCE) return illegal('WT-6.1.2', 'There is already a fence there.');
        const row = sheet.houses[a.street]!;
        if (isNumber(row[a.slot]!) && row[a.slot] === row[a.slot + 1]) return illegal('WT-6.6.4', 'A fence may not separate a bis pair.');
        return illegal('WT-6.1.2', 'A fence may not split an estate (or street) already used for a City Plan.');
      }
      if (a.type === 'realEstate') return illegal('WT-6.2.1', `The size-${a.size} estate column is full.`);
      if (a.type === 'park') return illegal('WT-6.3.1', 'Every park of that street is already built.');
      if (a.type === 'pool') return illegal('WT-6.4.1', 'Your number is not in a house with a planned pool.');
      if (sheet.bisUsed >= c.tracks.bis.length - 1) return illegal('WT-6.6.3', 'All your bis boxes are crossed.');
      return illegal('WT-6.6.1', 'A bis copy goes in an empty house directly next to a built house, with no fence between.');
    }
    case 'skip':
      if (step === 'write') return illegal('WT-4.6', 'Writing your number is compulsory; only the effect may be skipped.');
      return illegal('WT-4.3', 'There is no effect to skip now.');
    case 'claim': {
      if (step !== 'plans') return illegal('WT-8.5', 'City Plans are claimed at the end of your turn, after the effect.');
      if (turn.claiming) return illegal('WT-8.2', 'Finish designating the estates of the plan you are claiming.');
      if (sheet.plans[a.plan] !== null) return illegal('WT-8.5', 'You have already scored that City Plan.');
      return illegal(planRule(planAt(state, a.plan)), 'Your sheet does not meet that City Plan’s conditions.');
    }
    case 'designate':
      if (!turn.claiming) return illegal('WT-8.2', 'You are not claiming an estate plan.');
      return illegal('WT-8.3', 'That is not a completed, unused estate of a size the plan still needs.');
    case 'reshuffle':
      return illegal('WT-8.7', 'Only a first completer of a City Plan may ask for a reshuffle (never in solo).');
    case 'end':
      if (turn.claiming) return illegal('WT-8.2', 'Finish designating the estates of the plan you are claiming.');
      if (step === 'write') return illegal('WT-4.6', 'Writing your number is compulsory: write it before ending your turn.');
      return illegal('WT-4.3', 'Finish your turn first (choose, write, effect).');
  }
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function planRule(plan: CityPlan): string {
  switch (plan.set) {
    case 'iceCream':
      return 'WT-13.8';
    case 'christmas':
      return 'WT-14.3';
    case 'advanced':
      return plan.requirement.type === 'fullStreet' || plan.requirement.type === 'extremities' ? 'WT-8.4' : 'WT-2.2.3';
    default:
      return 'WT-8.2';
  }
}
