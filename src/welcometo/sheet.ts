/**
 * Score-sheet geometry: where a number may go (WT-5), which fence slots and bis houses are open
 * (WT-6), completed estates (WT-8.1), Christmas lights (WT-14) and the state helpers every module
 * shares.
 */
import { WELCOMETO_COMPONENTS, type CityPlan, type Effect, type WelcomeToComponents } from './data.js';
import { EMPTY, FENCE, NO_MARK, ROUNDABOUT, USED, type IceSheet, type PlayerState, type Sheet, type TurnState, type WelcomeToState } from './types.js';

/** `str` with character `i` replaced by `ch`. */
export function setChar(str: string, i: number, ch: string): string {
  return str.slice(0, i) + ch + str.slice(i + 1);
}

/** How many times `ch` occurs in `str`. */
export function countChar(str: string, ch: string): number {
  let n = 0;
  for (let i = 0; i < str.length; i++) if (str[i] === ch) n++;
  return n;
}

/**
 * `list.some(test)`, for the frozen arrays of a state. V8 (Node 20) runs the array builtins (`some`,
 * `every`, `map`, `forEach`) and `for...of` 5-30x slower on a frozen array than on a plain one (it
 * leaves their fast path); a plain indexed loop stays fast. The rules call these on hot paths.
 */
export function some<T>(list: readonly T[], test: (x: T, i: number) => boolean): boolean {
  for (let i = 0; i < list.length; i++) if (test(list[i]!, i)) return true;
  return false;
}

/** `list.every(test)` for frozen arrays (see {@link some}). */
export function every<T>(list: readonly T[], test: (x: T, i: number) => boolean): boolean {
  for (let i = 0; i < list.length; i++) if (!test(list[i]!, i)) return false;
  return true;
}

/** A part of a state being built by hand: a mutable copy, frozen once it is done. */
export type Building<T> = { -readonly [K in keyof T]: T[K] };

// Copies of the frozen parts of a state, field by field in the order of the types (and of `setup`):
// V8 (Node 20) copies a frozen object with `{ ...x }` and a frozen array with `slice()` on a slow
// path, 10-30x slower than these (states are deep-frozen, so every copy in `apply` starts from one).

/** A mutable copy of a state. */
export function copyState(s: WelcomeToState): Building<WelcomeToState> {
  return {
    game: s.game,
    config: s.config,
    components: s.components,
    turn: s.turn,
    plans: s.plans,
    planFirstTurn: s.planFirstTurn,
    stacks: s.stacks,
    flipped: s.flipped,
    deck: s.deck,
    discard: s.discard,
    soloApprovedTurn: s.soloApprovedTurn,
    reshuffleNext: s.reshuffleNext,
    players: s.players,
    over: s.over,
    rng: s.rng,
  };
}

/** A mutable copy of a seat. */
export function copyPlayer(p: PlayerState): Building<PlayerState> {
  return { sheet: p.sheet, shown: p.shown, turn: p.turn, hand: p.hand };
}

/** A mutable copy of a sheet. */
export function copySheet(x: Sheet): Building<Sheet> {
  return {
    houses: x.houses,
    bis: x.bis,
    fences: x.fences,
    used: x.used,
    pools: x.pools,
    parks: x.parks,
    realEstate: x.realEstate,
    temps: x.temps,
    bisUsed: x.bisUsed,
    roundabouts: x.roundabouts,
    refusals: x.refusals,
    plans: x.plans,
    ice: x.ice,
  };
}

/** A mutable copy of the Ice Cream part of a sheet. */
export function copyIce(x: IceSheet): Building<IceSheet> {
  return { cones: x.cones, dir: x.dir, pos: x.pos, bonus: x.bonus };
}

/** A mutable copy of a seat's turn progress. */
export function copyTurn(t: TurnState): Building<TurnState> {
  return {
    step: t.step,
    roundabout: t.roundabout,
    choice: t.choice,
    refused: t.refused,
    written: t.written,
    claiming: t.claiming,
    reshuffle: t.reshuffle,
  };
}

/** A frozen copy of `list` with item `i` replaced. */
export function setAt<T>(list: readonly T[], i: number, v: T): readonly T[] {
  const out = [...list];
  out[i] = v;
  return Object.freeze(out);
}

/** The components in force for a state (the user's, or the published ones). */
export function comps(state: WelcomeToState): WelcomeToComponents {
  return state.components ?? WELCOMETO_COMPONENTS;
}

const planIndex = new WeakMap<WelcomeToComponents, Map<string, CityPlan>>();
/** The City Plan card with this id. */
export function planById(c: WelcomeToComponents, id: string): CityPlan {
  let m = planIndex.get(c);
  if (!m) {
    m = new Map(c.plans.map((p) => [p.id, p]));
    planIndex.set(c, m);
  }
  return m.get(id)!;
}

// The plan cards of the last frozen `plans` list asked about (a game's list never changes: it is
// shared by every state of the game), with the components they were read from.
let plansOf: readonly string[] | null = null;
let plansComps: WelcomeToComponents | null = null;
let planCards: CityPlan[] = [];

/** The plan card in slot `k`. */
export function planAt(state: WelcomeToState, k: number): CityPlan {
  const c = comps(state);
  if (state.plans === plansOf && c === plansComps) return planCards[k]!;
  if (!Object.isFrozen(state.plans)) return planById(c, state.plans[k]!);
  const cards: CityPlan[] = [];
  for (let i = 0; i < state.plans.length; i++) cards.push(planById(c, state.plans[i]!));
  plansOf = state.plans;
  plansComps = c;
  planCards = cards;
  return cards[k]!;
}

/** A card's number and effect by card index. */
export function cardNumber(state: WelcomeToState, card: number): number {
  return comps(state).cards[card]!.number;
}
export function cardEffect(state: WelcomeToState, card: number): Effect {
  return comps(state).cards[card]!.effect;
}

/** A house holds a house number (not empty, not a roundabout). */
export const isNumber = (v: number): boolean => v >= 0;

/**
 * WT-5.2: may `n` be written in house `h` of this street? The house must be empty, `n` greater than
 * the nearest number to its left and smaller than the nearest number to its right, looking only
 * inside the house's section (roundabouts split a street into sections, WT-5.4).
 */
export function canWrite(row: readonly number[], h: number, n: number): boolean {
  if (row[h] !== EMPTY) return false;
  for (let i = h - 1; i >= 0; i--) {
    const v = row[i]!;
    if (v === ROUNDABOUT) break;
    if (v >= 0) {
      if (v >= n) return false;
      break;
    }
  }
  for (let i = h + 1; i < row.length; i++) {
    const v = row[i]!;
    if (v === ROUNDABOUT) break;
    if (v >= 0) {
      if (v <= n) return false;
      break;
    }
  }
  return true;
}

/**
 * WT-5.2 / WT-5.4 read by runs: calls `visit(start, end, lo, hi)` for each run of empty houses
 * `start..end-1` of a street, in order, with the nearest number to its left (`lo`, -1 at the start of
 * a section) and to its right (`hi`, 18 at the end of a section). A number `n` may be written in each
 * house of the run iff lo < n < hi (the same answer as {@link canWrite}).
 */
export function emptyRuns(row: readonly number[], visit: (start: number, end: number, lo: number, hi: number) => void): void {
  let lo = -1;
  let start = 0;
  for (let h = 0; h <= row.length; h++) {
    // The end of the street closes the last run as a roundabout closes a section.
    const v = h < row.length ? row[h]! : ROUNDABOUT;
    if (v === EMPTY) continue;
    const hi = v === ROUNDABOUT ? 18 : v;
    if (start < h) visit(start, h, lo, hi);
    lo = v === ROUNDABOUT ? -1 : v;
    start = h + 1;
  }
}

// The last frozen sheet asked about and its mask (a frozen sheet never changes): listing one seat's
// actions asks about the same sheet for every offered number and combination.
let maskSheet: Sheet | null = null;
let mask = 0;

/** Bit n set: number n (0..17) fits in some house of the sheet (WT-5.2). */
export function fitMask(sheet: Sheet): number {
  if (sheet === maskSheet) return mask;
  let fits = 0;
  // Each street read from a plain copy (a spread: one builtin call): Node 20 reads an element of a
  // frozen array 5-10x slower than one of a plain array in optimised code, and states are deep-frozen.
  for (let s = 0; s < sheet.houses.length; s++) fits |= streetFitMask([...sheet.houses[s]!]);
  if (Object.isFrozen(sheet)) {
    maskSheet = sheet;
    mask = fits;
  }
  return fits;
}

/**
 * {@link fitMask} of one street, read as {@link emptyRuns} reads it (one plain loop, no visitor: the
 * listing asks at every choose step): each run of empty houses between `lo` and `hi` takes the numbers
 * lo+1 .. hi-1, clamped to the house numbers 0..17 (WT-5.5).
 */
function streetFitMask(row: readonly number[]): number {
  let fits = 0;
  let lo = -1;
  let inRun = false;
  for (let h = 0; h <= row.length; h++) {
    const v = h < row.length ? row[h]! : ROUNDABOUT;
    if (v === EMPTY) {
      inRun = true;
      continue;
    }
    if (inRun) {
      const from = lo + 1 > 0 ? lo + 1 : 0;
      const to = v === ROUNDABOUT || v > 18 ? 18 : v;
      if (from < to) fits |= ((1 << to) - 1) & ~((1 << from) - 1);
      inRun = false;
    }
    lo = v === ROUNDABOUT ? -1 : v;
  }
  return fits;
}

/** True if `n` fits somewhere on the sheet. */
export function fitsAnywhere(sheet: Sheet, n: number): boolean {
  return (fitMask(sheet) & (1 << n)) !== 0;
}

// The lists `writableNumbers` returns, made once: [number][0 = a plain number, 1 = with the Temp
// Agency]. Shared and never changed, but not frozen: V8 iterates a frozen array slowly (see `some`).
const WRITABLE: readonly (readonly number[])[][] = Array.from({ length: 18 }, (_, number) => {
  const temp: number[] = [];
  for (let d = -2; d <= 2; d++) if (number + d >= 0 && number + d <= 17) temp.push(number + d);
  return [[number], temp];
});

/**
 * The numbers a combination lets a player write (WT-5.5): the card number, or with Temp ±0..2 within
 * 0..17. A shared list, made once (listing asks for it on every write step): do not change it.
 */
export function writableNumbers(number: number, effect: Effect): readonly number[] {
  const row = WRITABLE[number];
  if (row !== undefined) return row[effect === 'temp' ? 1 : 0]!;
  // Not a card number (cards carry 0..17, checked at setup): the same rule, computed.
  if (effect !== 'temp') return [number];
  const out: number[] = [];
  for (let d = -2; d <= 2; d++) if (number + d >= 0 && number + d <= 17) out.push(number + d);
  return out;
}

/** {@link writableNumbers} as bits (bit n: number n may be written), to test against {@link fitMask}. */
export function writableMask(number: number, effect: Effect): number {
  const list = writableNumbers(number, effect);
  let m = 0;
  for (let i = 0; i < list.length; i++) m |= 1 << list[i]!;
  return m;
}

/**
 * WT-6.1.2: may a fence be drawn on slot `g` of street `s`? `row` is that street's houses (a caller
 * asking about every slot of a street passes one plain copy of it: see {@link fitMask}).
 */
export function canFence(sheet: Sheet, s: number, g: number, row: readonly number[] = [...sheet.houses[s]!]): boolean {
  if (sheet.fences[s]![g] === FENCE) return false;
  const a = row[g]!;
  const b = row[g + 1]!;
  if (a >= 0 && a === b) return false; // (b) a bis pair
  if (sheet.used[s]![g] === USED && sheet.used[s]![g + 1] === USED) return false; // (c) inside a used estate / street
  return true;
}

/** WT-6.6.1: may house `h` of street `s` receive a bis copy of its neighbour `from`? `row`: as for {@link canFence}. */
export function canBis(sheet: Sheet, s: number, h: number, from: number, row: readonly number[] = [...sheet.houses[s]!]): boolean {
  if (from !== h - 1 && from !== h + 1) return false;
  if (row[h] !== EMPTY || from < 0 || from >= row.length || !isNumber(row[from]!)) return false;
  return sheet.fences[s]![Math.min(h, from)] !== FENCE;
}

/** A completed housing estate (WT-8.1). */
export interface Estate {
  readonly street: number;
  readonly start: number;
  readonly size: number;
  /** Some house of it is marked used by a plan. */
  readonly used: boolean;
}

/** Every completed estate of the sheet: fully built fenced segments of 1..6 houses, no roundabout. */
// The last frozen sheet asked about and its estates (a frozen sheet never changes): the plan checks of
// one seat ask about the same sheet in a row. Callers do not change the list.
let estateSheet: Sheet | null = null;
let estateList: Estate[] = [];
export function estates(sheet: Sheet): Estate[] {
  if (sheet === estateSheet) return estateList;
  const list = computeEstates(sheet);
  if (Object.isFrozen(sheet)) {
    estateSheet = sheet;
    estateList = list;
  }
  return list;
}

function computeEstates(sheet: Sheet): Estate[] {
  const out: Estate[] = [];
  for (let s = 0; s < sheet.houses.length; s++) {
    const row = [...sheet.houses[s]!]; // a plain copy, read fast (see `fitMask`)
    const fences = sheet.fences[s]!;
    let start = 0;
    for (let h = 0; h < row.length; h++) {
      if (h === row.length - 1 || fences[h] === FENCE) {
        const size = h - start + 1;
        if (size <= 6) {
          let complete = true;
          let used = false;
          for (let i = start; i <= h; i++) {
            if (!isNumber(row[i]!)) complete = false;
            if (sheet.used[s]![i] === USED) used = true;
          }
          if (complete) out.push({ street: s, start, size, used });
        }
        start = h + 1;
      }
    }
  }
  return out;
}

/** WT-14.1: gap `g` (between houses g and g+1) is lit: both numbers, differing by 0 or 1. */
export function lit(row: readonly number[], g: number): boolean {
  const a = row[g]!;
  const b = row[g + 1]!;
  return a >= 0 && b >= 0 && (b - a === 1 || b === a);
}

/** WT-14.2: the street's longest run of lit gaps L; scores L+1, or 0 without any lit gap. */
export function lightsInStreet(row: readonly number[]): number {
  let best = 0;
  let run = 0;
  for (let g = 0; g < row.length - 1; g++) {
    run = lit(row, g) ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best === 0 ? 0 : best + 1;
}

/** Number of empty houses (roundabouts count as filled, WT-7.4). */
export function emptyHouses(sheet: Sheet): number {
  let n = 0;
  for (let s = 0; s < sheet.houses.length; s++) {
    const row = sheet.houses[s]!;
    for (let h = 0; h < row.length; h++) if (row[h] === EMPTY) n++;
  }
  return n;
}

/** Some house is still empty (roundabouts count as filled, WT-7.4): `emptyHouses(sheet) > 0`, stopped at the first. */
export function hasEmptyHouse(sheet: Sheet): boolean {
  for (let s = 0; s < sheet.houses.length; s++) {
    const row = sheet.houses[s]!;
    for (let h = 0; h < row.length; h++) if (row[h] === EMPTY) return true;
  }
  return false;
}

/** A blank sheet for these streets. */
export function blankSheet(c: WelcomeToComponents, iceCream: boolean): Sheet {
  const marks = (extra: number) => c.streets.map((st) => NO_MARK.repeat(st.houses + extra));
  return {
    houses: c.streets.map((st) => Array<number>(st.houses).fill(EMPTY)),
    bis: marks(0),
    fences: marks(-1),
    used: marks(0),
    pools: marks(0),
    parks: c.streets.map(() => 0),
    realEstate: c.tracks.realEstate.map(() => 0),
    temps: 0,
    bisUsed: 0,
    roundabouts: 0,
    refusals: 0,
    plans: [null, null, null],
    ice: iceCream
      ? {
          cones: marks(0),
          dir: c.iceCream.trucks.map((d) => (d.length === 1 ? d[0]! : null)),
          pos: c.streets.map((st, s) => {
            const d = c.iceCream.trucks[s]!;
            return d.length === 1 ? (d[0] === 'leftToRight' ? -1 : st.houses) : -1;
          }),
          bonus: c.streets.map(() => 0),
        }
      : null,
  };
}

/** Street names for messages. */
export function streetName(c: WelcomeToComponents, s: number): string {
  return `${c.streets[s]?.name ?? `#${s}`} street`;
}
