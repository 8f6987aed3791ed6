/**
 * `welcometo.validate`: every field of a Welcome To... state, with the ranges the sheet allows
 * (house numbers 0..17 or a roundabout, marks, track positions), the fields the engine derives
 * (bis and roundabout boxes = the bis houses and roundabouts drawn, the fences beside every
 * roundabout, the first turn of each plan, each chosen combination = the cards it names) and the
 * invariants the rules keep (one sheet per player, the street sizes of the components, every card in
 * exactly one place, three stacks each showing a number, full hands, turn steps in order).
 * Linear in the size of the state; never throws.
 */
import { Problems, keysInOrder, type StateProblem } from '../core/index.js';
import { WELCOMETO_COMPONENTS, type WelcomeToComponents } from './data.js';
import { coneScoops } from './apply.js';
import { eligibleEstates } from './legal.js';
import { MAX_PLAYERS, MIN_PLAYERS, OPTIONS, checkComponents, planPools } from './setup.js';
import { countChar, fitMask, planById, writableMask } from './sheet.js';
import { BIS, BONUS_EARNED, BONUS_OPEN, EMPTY, FENCE, POOL, ROUNDABOUT, SOLO_CARD, USED, type IceSheet, type PlayerState, type Sheet, type TurnState, type WelcomeToState } from './types.js';

const KEYS = ['game', 'config', 'components', 'turn', 'plans', 'planFirstTurn', 'stacks', 'flipped', 'deck', 'discard', 'soloApprovedTurn', 'reshuffleNext', 'players', 'over', 'rng'];
const SHEET_KEYS = ['houses', 'bis', 'fences', 'used', 'pools', 'parks', 'realEstate', 'temps', 'bisUsed', 'roundabouts', 'refusals', 'plans', 'ice'];
const ICE_KEYS = ['cones', 'dir', 'pos', 'bonus'];
const CHOICE_KEYS = ['numberCard', 'effectCard', 'number', 'effect'];
const WRITTEN_KEYS = ['street', 'house'];
const CLAIMING_KEYS = ['plan', 'estates'];
const TURN_KEYS = ['step', 'roundabout', 'choice', 'refused', 'written', 'claiming', 'reshuffle'];
/** No game lasts longer than this many turns (81 cards, reshuffles bounded by the plans). */
const MAX_TURNS = 10_000;
const CONFIG_KEYS = ['players', ...Object.keys(OPTIONS)];
const OPTION_ENTRIES = Object.entries(OPTIONS);
const SEAT_KEYS = ['sheet', 'shown', 'turn', 'hand'];

function marks(p: Problems, v: unknown, path: string, lens: readonly number[], chars: string): void {
  if (!p.array(v, path, lens.length)) return;
  for (let i = 0; i < v.length; i++) {
    const m = v[i];
    if (typeof m !== 'string' || m.length !== lens[i]) p.add(`${path}[${i}]`, `must be a string of ${lens[i]} marks`);
    else for (const ch of m) if (ch !== chars[0] && ch !== chars[1] && !chars.includes(ch)) p.add(`${path}[${i}]`, `has an unknown mark "${ch}"`);
  }
}

/**
 * The seats of the last state found valid (its frozen `players` array), with the board, variant and
 * components (the published ones, or frozen custom ones) it was checked for. A state the engine made shares every seat and sheet
 * no click touched with the state before it, so `replay` and the harness, which validate every state
 * they produce in order, check only what changed. (An identity memo rather than a WeakMap of valid
 * sheets and seats: a WeakMap entry per new frozen object was the largest single cost of validating a
 * replayed 12-player game.) A seat at index i is known valid if it is that state's seat i; a sheet if
 * it is that seat's sheet or shown sheet (the sheet shown this turn is the last turn's sheet).
 */
let lastPlayers: readonly PlayerState[] | null = null;
let lastKey = -1;
let lastComponents: WelcomeToComponents | null = null;
/**
 * What else a seat's {@link turnInvariants} reads, as it was in that last valid state: the offer
 * (stacks, flipped cards), the plans, the config and whether the game was over. A seat of the last
 * valid state at the same index, in a state where all of these are the same (frozen) objects and
 * values, passed its turn invariants then and passes them now: they are skipped for it (within a turn
 * only the acting seat changes; the offer changes when the turn resolves, and every seat is checked).
 */
let lastStacks: unknown = null;
let lastFlipped: unknown = null;
let lastPlans: unknown = null;
let lastConfig: unknown = null;
let lastOver = false;

/** Seat `i` of the last valid state, if `key` and the (frozen) components are those it was checked with. */
function lastSeat(i: number, c: WelcomeToComponents, key: number): PlayerState | undefined {
  return lastPlayers !== null && lastKey === key && c === lastComponents ? lastPlayers[i] : undefined;
}

/** A sheet's shape and its own derived fields; the key says which board and variant it was checked for. */
function sheet(p: Problems, v: unknown, i: number, path: string, c: WelcomeToComponents, ice: boolean, advanced: boolean): void {
  const last = lastSeat(i, c, (ice ? 1 : 0) + (advanced ? 2 : 0));
  if (last !== undefined && v !== null && (last.sheet === v || last.shown === v)) return;
  checkSheet(p, v, path, c, ice, advanced, last?.sheet);
}

const sizes = new WeakMap<WelcomeToComponents, { houses: number[]; slots: number[] }>();
/** Houses and fence slots per street of these components (made once per components object). */
function streetSizes(c: WelcomeToComponents): { houses: number[]; slots: number[] } {
  let z = sizes.get(c);
  if (!z) sizes.set(c, (z = { houses: c.streets.map((st) => st.houses), slots: c.streets.map((st) => st.houses - 1) }));
  return z;
}

const isInt = (v: unknown, min: number, max: number): boolean => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Every entry of `v` is an integer in `min..max`, and there are `len` of them. */
function intsOk(v: unknown, min: number, max: number, len: number): boolean {
  if (!Array.isArray(v) || v.length !== len) return false;
  for (let i = 0; i < len; i++) if (!isInt(v[i], min, max)) return false;
  return true;
}

/**
 * `marks` without a problem: one string per street of `lens[i]` characters, each one of `chars`. A
 * string equal to the same street's in `prev` (the marks of a sheet found valid) passes at once.
 */
function marksOk(v: unknown, lens: readonly number[], chars: string, prev: readonly string[] | undefined): boolean {
  if (v === prev) return true;
  if (!Array.isArray(v) || v.length !== lens.length) return false;
  for (let i = 0; i < v.length; i++) {
    const m = v[i];
    if (prev !== undefined && m === prev[i]) continue;
    if (typeof m !== 'string' || m.length !== lens[i]) return false;
    for (let k = 0; k < m.length; k++) if (chars.indexOf(m[k]!) < 0) return false;
  }
  return true;
}

/** The fields of an engine object: exactly `keys`, in that order (the fast path of `p.object`). */
function ownFields(v: unknown, keys: readonly string[]): boolean {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && keysInOrder(v, keys);
}

/**
 * True only if {@link checkSheet}'s shape checks would find nothing (the same conditions, read without
 * building a path or a closure): every changed sheet of a replayed game is checked, ~2 per seat per
 * turn. False sends the sheet to the full check, which names the problems. `prev` is the seat's sheet
 * in the last valid state (same board, variant and components): a street row that is the same frozen
 * array as its row, or a mark string equal to its string, is known to pass (a click changes one street).
 */
function sheetShapeOk(v: unknown, c: WelcomeToComponents, ice: boolean, advanced: boolean, prev: Sheet | undefined): boolean {
  if (!ownFields(v, SHEET_KEYS)) return false;
  const s = v as unknown as Sheet;
  const { houses, slots } = streetSizes(c);
  const n = houses.length;
  if (!Array.isArray(s.houses) || s.houses.length !== n) return false;
  for (let i = 0; i < n; i++) if (!(prev !== undefined && s.houses[i] === prev.houses[i]) && !intsOk(s.houses[i], -2, 17, houses[i]!)) return false;
  if (!(marksOk(s.bis, houses, '.b', prev?.bis) && marksOk(s.fences, slots, '.|', prev?.fences) && marksOk(s.used, houses, '.u', prev?.used) && marksOk(s.pools, houses, '.p', prev?.pools))) return false;
  if (!Array.isArray(s.parks) || s.parks.length !== n) return false;
  for (let i = 0; i < n; i++) if (!isInt(s.parks[i], 0, Math.max(0, c.streets[i]!.parkTrack.length - 1))) return false;
  const re = c.tracks.realEstate;
  if (!Array.isArray(s.realEstate) || s.realEstate.length !== re.length) return false;
  for (let i = 0; i < re.length; i++) if (!isInt(s.realEstate[i], 0, Math.max(0, re[i]!.length - 1))) return false;
  const t = c.tracks;
  if (!(isInt(s.temps, 0, t.temps.boxes) && isInt(s.bisUsed, 0, t.bis.length - 1) && isInt(s.roundabouts, 0, advanced ? t.roundabouts.length - 1 : 0) && isInt(s.refusals, 0, t.permitRefusals.length - 1))) return false;
  if (!Array.isArray(s.plans) || s.plans.length !== 3) return false;
  for (let i = 0; i < 3; i++) if (!(s.plans[i] === null || isInt(s.plans[i], 1, MAX_TURNS))) return false;
  if (!ice) return s.ice === null;
  if (!ownFields(s.ice, ICE_KEYS)) return false;
  const i = s.ice as unknown as Record<string, unknown>;
  if (!marksOk(i.cones, houses, '.sx', prev?.ice?.cones)) return false;
  const dir = i.dir;
  const pos = i.pos;
  if (!Array.isArray(dir) || dir.length !== n || !Array.isArray(pos) || pos.length !== n) return false;
  for (let k = 0; k < n; k++) {
    if (!(dir[k] === null || dir[k] === 'leftToRight' || dir[k] === 'rightToLeft')) return false;
    if (!isInt(pos[k], -1, houses[k]!)) return false;
  }
  return intsOk(i.bonus, 0, 2, n);
}

function checkSheet(p: Problems, v: unknown, path: string, c: WelcomeToComponents, ice: boolean, advanced: boolean, prev?: Sheet): void {
  if (sheetShapeOk(v, c, ice, advanced, prev)) {
    if (p.ok) derivedMarks(p, v as Sheet, path, c, prev);
    return;
  }
  if (!p.object(v, path, SHEET_KEYS)) return;
  const s = v as unknown as Sheet;
  const { houses, slots } = streetSizes(c);
  if (p.array(s.houses, `${path}.houses`, houses.length)) {
    s.houses.forEach((row, i) => p.ints(row, `${path}.houses[${i}]`, -2, 17, houses[i], 'WT-5.5'));
  }
  marks(p, s.bis, `${path}.bis`, houses, '.b');
  marks(p, s.fences, `${path}.fences`, slots, '.|');
  marks(p, s.used, `${path}.used`, houses, '.u');
  marks(p, s.pools, `${path}.pools`, houses, '.p');
  if (p.array(s.parks, `${path}.parks`, houses.length)) {
    s.parks.forEach((n, i) => p.int(n, `${path}.parks[${i}]`, 0, Math.max(0, c.streets[i]!.parkTrack.length - 1), 'WT-6.3'));
  }
  if (p.array(s.realEstate, `${path}.realEstate`, c.tracks.realEstate.length)) {
    s.realEstate.forEach((n, i) => p.int(n, `${path}.realEstate[${i}]`, 0, Math.max(0, c.tracks.realEstate[i]!.length - 1), 'WT-6.2'));
  }
  p.int(s.temps, `${path}.temps`, 0, c.tracks.temps.boxes, 'WT-6.5.2');
  p.int(s.bisUsed, `${path}.bisUsed`, 0, c.tracks.bis.length - 1, 'WT-6.6.3');
  p.int(s.roundabouts, `${path}.roundabouts`, 0, advanced ? c.tracks.roundabouts.length - 1 : 0, 'WT-7.1');
  p.int(s.refusals, `${path}.refusals`, 0, c.tracks.permitRefusals.length - 1, 'WT-5.6');
  if (p.array(s.plans, `${path}.plans`, 3)) s.plans.forEach((x, i) => x === null || p.int(x, `${path}.plans[${i}]`, 1, MAX_TURNS, 'WT-8.5'));
  if (!ice) {
    p.check(s.ice === null, `${path}.ice`, 'must be null without the Ice Cream board');
  } else if (p.object(s.ice, `${path}.ice`, ICE_KEYS)) {
    const i = s.ice as unknown as Record<string, unknown>;
    marks(p, i.cones, `${path}.ice.cones`, houses, '.sx');
    if (p.array(i.dir, `${path}.ice.dir`, houses.length)) i.dir.forEach((d, k) => d === null || p.oneOf(d, `${path}.ice.dir[${k}]`, ['leftToRight', 'rightToLeft']));
    if (p.array(i.pos, `${path}.ice.pos`, houses.length)) i.pos.forEach((x, k) => p.int(x, `${path}.ice.pos[${k}]`, -1, houses[k]!));
    p.ints(i.bonus, `${path}.ice.bonus`, 0, 2, houses.length);
  }
  if (p.ok) derivedMarks(p, s, path, c);
}

/**
 * What the sheet's marks imply (WT-6, WT-7.3, WT-13): bis, pool and used marks only on numbered
 * houses, pools only where the street shows one, fences on both sides of every roundabout, the bis and
 * roundabout boxes crossed = the bis houses and roundabouts drawn, cones marked only where a cone is
 * printed, a truck's direction fixed where the board allows only one.
 */
function derivedMarks(p: Problems, s: Sheet, path: string, c: WelcomeToComponents, before?: Sheet): void {
  // `before`: the seat's sheet in the last valid state (same board, variant and components). A street
  // whose houses and marks are all the same as there passed every check below then; its bis marks and
  // roundabouts are in its counts (found equal to them), so the counts start from those and only
  // the changed streets are read (a click changes one street).
  let bis = before === undefined ? 0 : before.bisUsed;
  let roundabouts = before === undefined ? 0 : before.roundabouts;
  for (let st = 0; st < s.houses.length; st++) {
    const row = s.houses[st]!;
    const pools = c.streets[st]!.poolHouses;
    const fences = s.fences[st]!;
    const bisMarks = s.bis[st]!;
    const poolMarks = s.pools[st]!;
    const usedMarks = s.used[st]!;
    if (before !== undefined) {
      const was = before.houses[st]!;
      if (row === was && fences === before.fences[st] && bisMarks === before.bis[st] && poolMarks === before.pools[st] && usedMarks === before.used[st]) continue;
      bis -= countChar(before.bis[st]!, BIS);
      for (let h = 0; h < was.length; h++) if (was[h] === ROUNDABOUT) roundabouts--;
    }
    // Every house of every new sheet: the path is made only for a problem. The row is read from a plain
    // copy (a spread: elements of a frozen array are read 5-10x slower, see `shownMatches`).
    const at = (h: number): string => `${path}.houses[${st}][${h}]`;
    const houses = [...row];
    // WT-5.2/5.4: within a section (between street ends and roundabouts) the numbers ascend strictly;
    // equal numbers only as a bis pair, side by side.
    let prev = -1;
    let prevAt = -1;
    let prevBis = false;
    for (let h = 0; h < houses.length; h++) {
      const v = houses[h]!;
      if (v >= 0) {
        const isBis = bisMarks[h] === BIS;
        if (prev >= 0 && (v < prev || (v === prev && !(prevAt === h - 1 && (isBis || prevBis))))) {
          p.add(at(h), `house numbers ascend along a street section: ${v} comes after ${prev}`, v === prev ? 'WT-5.4' : 'WT-5.2');
        }
        prev = v;
        prevAt = h;
        prevBis = isBis;
      } else if (v === ROUNDABOUT) prev = -1;
      if (bisMarks[h] === BIS) bis++;
      if (v < 0 && (bisMarks[h] === BIS || poolMarks[h] === POOL)) p.add(at(h), 'an empty house or roundabout has a bis or pool mark', 'WT-6.6.2');
      if (v === EMPTY && usedMarks[h] === USED) p.add(at(h), 'an empty house is never used for a City Plan', 'WT-8.3');
      if (poolMarks[h] === POOL && !pools.includes(h)) p.add(`${path}.pools[${st}]`, `house ${h + 1} shows no planned pool`, 'WT-6.4.1');
      if (v === ROUNDABOUT) {
        roundabouts++;
        if ((h > 0 && fences[h - 1] !== FENCE) || (h < houses.length - 1 && fences[h] !== FENCE)) p.add(at(h), 'a roundabout has a fence on both sides', 'WT-7.3');
      }
    }
  }
  if (s.bisUsed !== bis) p.add(`${path}.bisUsed`, `must be the ${bis} bis houses written (one box per bis)`, 'WT-6.6.3');
  if (s.roundabouts !== roundabouts) p.add(`${path}.roundabouts`, `must be the ${roundabouts} roundabouts built (one box per roundabout)`, 'WT-7.1');
  if (s.ice) {
    const scoops = coneScoops(c);
    const { cones, dir } = s.ice;
    for (let st = 0; st < cones.length; st++) {
      const row = cones[st]!;
      if (before !== undefined && before.ice !== null && row === before.ice.cones[st]) continue; // checked in `before`
      for (let h = 0; h < row.length; h++) {
        if (row[h] !== '.' && scoops[st]![h] === 0) p.add(`${path}.ice.cones[${st}]`, `house ${h + 1} has no cone`, 'WT-13.1');
      }
    }
    for (let st = 0; st < dir.length; st++) {
      const d = dir[st]!;
      const allowed = c.iceCream.trucks[st]!;
      if (d === null ? allowed.length < 2 : !allowed.includes(d)) p.add(`${path}.ice.dir[${st}]`, `must be one of the directions this street's truck may take (${allowed.join(', ')})`, 'WT-13.2');
    }
  }
}

/**
 * Frozen parts of states already found valid, with what they were checked against: a frozen config
 * never changes, nor do the plans of a game or a seat no click touched, so each is checked once, not
 * once per state (a state shares them with the state before it). Only the published components are
 * cached against (custom components are checked in full every time).
 */
const validConfigs = new WeakSet<object>();
/** Frozen custom component data already found usable (`checkComponents` reads all of it: ~15% of replaying such a game). */
const validComponents = new WeakSet<object>();
const validPlans = new WeakMap<object, object>();

/**
 * The last state found valid whose every part the next state can share is frozen (see
 * {@link rememberState}), or null. Within a turn a click replaces one seat and the `players` array, and
 * nothing else: a state that is this one but for one seat gets only that seat's checks and the checks
 * that read it ({@link changedSeat}); every other check would read what it read in this state, where
 * it found nothing.
 */
let lastState: WelcomeToState | null = null;

/**
 * The seat in which `x` differs from {@link lastState} when it differs in one seat only (every other
 * field the same value or the same frozen object, the same key order, a frozen `players` array of the
 * same length); -1 when the full check must run (a new turn, a state from elsewhere, two seats changed),
 * or when no seat changed.
 */
function changedSeat(x: unknown): number {
  const l = lastState;
  if (l === null || typeof x !== 'object' || x === null || !Object.isFrozen(x) || !keysInOrder(x, KEYS)) return -1;
  const s = x as WelcomeToState;
  if (
    !(s.game === l.game && s.config === l.config && s.components === l.components && s.turn === l.turn && s.plans === l.plans &&
      s.planFirstTurn === l.planFirstTurn && s.stacks === l.stacks && s.flipped === l.flipped && s.deck === l.deck && s.discard === l.discard &&
      s.soloApprovedTurn === l.soloApprovedTurn && s.reshuffleNext === l.reshuffleNext && s.over === l.over && s.rng === l.rng)
  ) {
    return -1;
  }
  const players = s.players;
  const before = l.players;
  if (!Array.isArray(players) || !Object.isFrozen(players) || players.length !== before.length) return -1;
  let j = -1;
  for (let i = 0; i < players.length; i++) {
    if (players[i] === before[i]) continue;
    if (j >= 0) return -1;
    j = i;
  }
  return j;
}

/**
 * {@link validate} of a state that is {@link lastState} but for seat `j`: the seat's shape, its cards
 * (when its hand changed), its turn invariants and its plan claims, in the order the full check reports
 * them. The other seats' checks and the whole-state ones read only what they read in the last state.
 */
function validateSeat(s: WelcomeToState, j: number): StateProblem[] {
  const p = new Problems();
  const l = lastState!;
  const c = lastComponents!;
  const ice = s.config.board === 'icecream';
  const advanced = s.config.variant === 'advanced';
  const pl = s.players[j];
  seat(p, pl, j, c, ice, advanced);
  if (!p.ok) return p.list;
  if (s.players[j]!.hand !== l.players[j]!.hand) cardsInPlace(p, s, c);
  if (!p.ok) return p.list;
  turnInvariants(p, s, c, j, false);
  // WT-8.5 / WT-8.6: the plan claims of the other seats are as before; the first turn of each plan
  // changes only if this seat's claim turns did (then every seat is read again).
  const now = s.players[j]!.sheet.plans;
  const was = l.players[j]!.sheet.plans;
  if (now === was || (now[0] === was[0] && now[1] === was[1] && now[2] === was[2])) planTurnsOf(p, s, j);
  else planTurns(p, s);
  if (p.ok) rememberSeat(s, j);
  return p.list;
}

/**
 * {@link rememberState} for a state that is {@link lastState} but for seat `j`: only the new parts of
 * that seat are tested for being frozen (`Object.isFrozen` is a runtime call: testing every seat of every
 * state was 14% of a replay); the rest is the last state's, tested when it was remembered.
 */
function rememberSeat(s: WelcomeToState, j: number): void {
  const pl = s.players[j]!;
  const was = lastState!.players[j]!;
  lastState = null;
  lastPlayers = s.players; // the same board, variant, components, offer, plans and config as before
  const fresh = (v: object, old: object | null): boolean => v === old || Object.isFrozen(v);
  const shownOk = pl.shown === null || ((pl.shown === was.shown || pl.shown === was.sheet || Object.isFrozen(pl.shown)) && fresh(pl.shown.plans, was.shown?.plans ?? was.sheet.plans));
  if (Object.isFrozen(pl) && fresh(pl.hand, was.hand) && fresh(pl.turn, was.turn) && fresh(pl.sheet, was.sheet) && fresh(pl.sheet.plans, was.sheet.plans) && shownOk) lastState = s;
}

/** Problems with `x` as a Welcome To... state (empty = valid). `x` is plain JSON. */
export function validate(x: unknown): StateProblem[] {
  const j = changedSeat(x);
  if (j >= 0) return validateSeat(x as WelcomeToState, j);
  const p = new Problems();
  if (!p.object(x, '', KEYS)) return p.list;
  const s = x as unknown as WelcomeToState;
  if (s.game !== 'welcometo') p.add('.game', 'must be "welcometo"');
  if (!validConfigs.has(s.config)) {
    const before = p.list.length;
    if (!p.object(s.config, '.config', CONFIG_KEYS)) return p.list;
    const cfg = s.config as unknown as Record<string, unknown>;
    if (!p.int(cfg.players, '.config.players', MIN_PLAYERS, MAX_PLAYERS, 'WT-3.1')) return p.list;
    for (const [k, values] of OPTION_ENTRIES) p.oneOf(cfg[k], `.config.${k}`, values);
    if (p.list.length === before && Object.isFrozen(s.config)) validConfigs.add(s.config);
  }
  if (!p.ok) return p.list;
  const n = s.config.players;
  if (s.config.expert && n < 2) return [{ path: '.config.expert', message: 'expert rules need at least 2 players', rule: 'WT-3.1' }];
  let c: WelcomeToComponents = WELCOMETO_COMPONENTS;
  if (s.components !== null) {
    try {
      if (!validComponents.has(s.components)) {
        checkComponents(s.components);
        if (Object.isFrozen(s.components)) validComponents.add(s.components);
      }
      c = s.components;
    } catch (e) {
      return [{ path: '.components', message: `are not valid component data: ${(e as Error).message}`, rule: 'WT-2' }];
    }
    if (s.config.expert && c.cards.length < 3 * n) return [{ path: '.components.cards', message: `expert rules need 3 cards per player`, rule: 'WT-11.2' }];
  }
  const published = c === WELCOMETO_COMPONENTS;
  const cards = c.cards.length;
  p.int(s.turn, '.turn', 1, MAX_TURNS);
  if (p.array(s.planFirstTurn, '.planFirstTurn', 3)) {
    for (let i = 0; i < 3; i++) {
      const t = s.planFirstTurn[i]!;
      if (t !== null) p.int(t, `.planFirstTurn[${i}]`, 1, MAX_TURNS, 'WT-8.6');
    }
  }
  if (!(published && validPlans.get(s.plans) === s.config)) {
    const before = p.list.length;
    if (p.array(s.plans, '.plans', 3, 'WT-3.3')) {
      const pools = planPools(c, s.config);
      s.plans.forEach((id, i) => p.check(typeof id === 'string' && pools[i]!.includes(id), `.plans[${i}]`, `must name a City Plan of pool n°${i + 1} for this board and variant`, 'WT-3.3'));
      p.check(new Set(s.plans).size === 3, '.plans', 'must be three different City Plans', 'WT-3.3');
    }
    if (published && p.list.length === before && Object.isFrozen(s.plans) && Object.isFrozen(s.config)) validPlans.set(s.plans, s.config);
  }
  const solo = n === 1;
  if (p.arrayMax(s.stacks, '.stacks', 3)) for (let i = 0; i < s.stacks.length; i++) cardList(p, s.stacks[i], `.stacks[${i}]`, 0, cards - 1);
  cardList(p, s.flipped, '.flipped', 0, cards - 1);
  cardList(p, s.deck, '.deck', solo ? SOLO_CARD : 0, cards - 1);
  cardList(p, s.discard, '.discard', 0, cards - 1);
  if (s.soloApprovedTurn !== null) p.int(s.soloApprovedTurn, '.soloApprovedTurn', 1, MAX_TURNS, 'WT-12.3');
  p.bool(s.reshuffleNext, '.reshuffleNext');
  p.bool(s.over, '.over');
  p.rng(s.rng, '.rng');
  if (!p.array(s.players, '.players', n, 'WT-3.1')) return p.list;
  const ice = s.config.board === 'icecream';
  const advanced = s.config.variant === 'advanced';
  for (let i = 0; i < n; i++) seat(p, s.players[i], i, c, ice, advanced);
  if (!p.ok) return p.list;
  cardsInPlace(p, s, c);
  if (!p.ok) return p.list;
  const key = (ice ? 1 : 0) + (advanced ? 2 : 0);
  const sameOffer = s.stacks === lastStacks && s.flipped === lastFlipped && s.plans === lastPlans && s.config === lastConfig && s.over === lastOver;
  for (let i = 0; i < n; i++) {
    const known = lastSeat(i, c, key) === s.players[i];
    if (!(known && sameOffer)) turnInvariants(p, s, c, i, known);
  }
  planTurns(p, s);
  if (p.ok) rememberState(s, c);
  return p.list;
}

/** `s` was found valid: remember its frozen parts for the next state (see {@link lastPlayers}, {@link lastState}). */
function rememberState(s: WelcomeToState, c: WelcomeToComponents): void {
  lastState = null;
  if (!(Object.isFrozen(s.players) && (c === WELCOMETO_COMPONENTS || Object.isFrozen(c)))) return;
  lastPlayers = s.players;
  lastKey = (s.config.board === 'icecream' ? 1 : 0) + (s.config.variant === 'advanced' ? 2 : 0);
  lastComponents = c;
  const frozen = Object.isFrozen(s.stacks) && Object.isFrozen(s.flipped) && Object.isFrozen(s.plans) && Object.isFrozen(s.config);
  lastStacks = frozen ? s.stacks : null;
  lastFlipped = frozen ? s.flipped : null;
  lastPlans = frozen ? s.plans : null;
  lastConfig = frozen ? s.config : null;
  lastOver = s.over;
  // The next state may skip what it shares with this one only if none of it can change: every part
  // compared by identity is frozen (card lists, RNG, plans) down to its numbers.
  let stacks = frozen;
  for (let i = 0; stacks && i < s.stacks.length; i++) stacks = Object.isFrozen(s.stacks[i]);
  if (!(stacks && Object.isFrozen(s) && Object.isFrozen(s.deck) && Object.isFrozen(s.discard) && Object.isFrozen(s.planFirstTurn) && Object.isFrozen(s.rng))) return;
  // And the seats the next state shares: what the checks it skips read (hands, claims, steps).
  for (let i = 0; i < s.players.length; i++) {
    const pl = s.players[i]!;
    if (!(Object.isFrozen(pl) && Object.isFrozen(pl.hand) && Object.isFrozen(pl.turn) && Object.isFrozen(pl.sheet) && Object.isFrozen(pl.sheet.plans))) return;
    if (pl.shown !== null && !(Object.isFrozen(pl.shown) && Object.isFrozen(pl.shown.plans))) return;
  }
  lastState = s;
}

/**
 * Frozen card lists already found in range, by range: a state shares its stacks, deck, discard and
 * hands with the state before it, so each list is read once.
 */
const validLists = new WeakMap<object, number>();

/**
 * `p` already holds as many problems as it keeps (`Problems.max`): nothing more can be recorded, so a
 * check over a long list may stop (issue #11: a 55,000-card stack is rejected after ~130 cards, not
 * 55,000, with the same problems).
 */
function full(p: Problems): boolean {
  return p.list.length >= p.max;
}

/**
 * `v` is a list of card indices in `min..max` (the same problems as `p.ints`, which it inlines so
 * that it can stop once `p` is full), checked once per frozen list.
 */
function cardList(p: Problems, v: unknown, path: string, min: number, max: number): void {
  const key = (min + 2) * 65536 + max;
  if (typeof v === 'object' && v !== null && validLists.get(v) === key) return;
  if (!p.array(v, path)) return;
  let ok = true;
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (typeof x !== 'number' || !Number.isInteger(x) || x < min || x > max) {
      ok = false;
      if (full(p)) break;
      p.int(x, `${path}[${i}]`, min, max);
    }
  }
  if (ok && Object.isFrozen(v)) validLists.set(v, key);
}

/** A seat's own fields (sheets, hand, turn progress), in shape and range (see {@link lastPlayers}). */
function seat(p: Problems, pl: unknown, i: number, c: WelcomeToComponents, ice: boolean, advanced: boolean): void {
  if (pl !== undefined && lastSeat(i, c, (ice ? 1 : 0) + (advanced ? 2 : 0)) === pl) return;
  const path = `.players[${i}]`;
  if (!p.object(pl, path, SEAT_KEYS)) return;
  const x = pl as unknown as PlayerState;
  sheet(p, x.sheet, i, `${path}.sheet`, c, ice, advanced);
  if (x.shown !== null) sheet(p, x.shown, i, `${path}.shown`, c, ice, advanced);
  cardList(p, x.hand, `${path}.hand`, 0, c.cards.length - 1);
  turnShape(p, x.turn, path, c);
}

const STEPS = ['choose', 'write', 'truck', 'effect', 'plans', 'done'];
const EFFECT_NAMES = ['surveyor', 'realEstate', 'landscaper', 'pool', 'temp', 'bis'];

/** A house of these components: `street` and `house` in range. */
const houseOk = (c: WelcomeToComponents, street: unknown, house: unknown): boolean => isInt(street, 0, c.streets.length - 1) && isInt(house, 0, c.streets[street as number]!.houses - 1);

/** True only if {@link turnShape} would find nothing (read without building paths: a seat changes on every click). */
function turnShapeOk(v: unknown, c: WelcomeToComponents): boolean {
  if (!ownFields(v, TURN_KEYS)) return false;
  const t = v as Record<string, unknown>;
  if (!(STEPS.includes(t.step as string) && typeof t.roundabout === 'boolean' && typeof t.refused === 'boolean' && typeof t.reshuffle === 'boolean')) return false;
  const ch = t.choice as Record<string, unknown> | null;
  if (ch !== null && !(ownFields(ch, CHOICE_KEYS) && isInt(ch.numberCard, 0, 2) && isInt(ch.effectCard, 0, 2) && isInt(ch.number, 0, 17) && EFFECT_NAMES.includes(ch.effect as string))) return false;
  const w = t.written as Record<string, unknown> | null;
  if (w !== null && !(ownFields(w, WRITTEN_KEYS) && houseOk(c, w.street, w.house))) return false;
  const cl = t.claiming as Record<string, unknown> | null;
  if (cl === null) return true;
  if (!(ownFields(cl, CLAIMING_KEYS) && isInt(cl.plan, 0, 2) && Array.isArray(cl.estates) && cl.estates.length <= 12)) return false;
  for (const e of cl.estates as unknown[]) if (!(Array.isArray(e) && e.length === 2 && houseOk(c, e[0], e[1]))) return false;
  return true;
}

/** The fields of a seat's turn progress, in range. */
function turnShape(p: Problems, v: unknown, seatPath: string, c: WelcomeToComponents): void {
  if (turnShapeOk(v, c)) return;
  const path = `${seatPath}.turn`;
  if (!p.object(v, path, TURN_KEYS)) return;
  const t = v as Record<string, unknown>;
  p.oneOf(t.step, `${path}.step`, STEPS);
  p.bool(t.roundabout, `${path}.roundabout`);
  p.bool(t.refused, `${path}.refused`);
  p.bool(t.reshuffle, `${path}.reshuffle`);
  if (t.choice !== null && p.object(t.choice, `${path}.choice`, CHOICE_KEYS)) {
    const ch = t.choice as Record<string, unknown>;
    p.int(ch.numberCard, `${path}.choice.numberCard`, 0, 2);
    p.int(ch.effectCard, `${path}.choice.effectCard`, 0, 2);
    p.int(ch.number, `${path}.choice.number`, 0, 17, 'WT-5.5');
    p.oneOf(ch.effect, `${path}.choice.effect`, EFFECT_NAMES);
  }
  if (t.written !== null && p.object(t.written, `${path}.written`, WRITTEN_KEYS)) {
    const w = t.written as Record<string, unknown>;
    if (p.int(w.street, `${path}.written.street`, 0, c.streets.length - 1)) p.int(w.house, `${path}.written.house`, 0, c.streets[w.street]!.houses - 1);
  }
  if (t.claiming !== null && p.object(t.claiming, `${path}.claiming`, CLAIMING_KEYS)) {
    const cl = t.claiming as Record<string, unknown>;
    p.int(cl.plan, `${path}.claiming.plan`, 0, 2);
    if (p.arrayMax(cl.estates, `${path}.claiming.estates`, 12)) {
      cl.estates.forEach((e, k) => {
        if (!p.array(e, `${path}.claiming.estates[${k}]`, 2)) return;
        if (p.int(e[0], `${path}.claiming.estates[${k}][0]`, 0, c.streets.length - 1)) p.int(e[1], `${path}.claiming.estates[${k}][1]`, 0, c.streets[e[0]]!.houses - 1);
      });
    }
  }
}

/**
 * Every construction card in exactly one place (WT-3.4, WT-11.1, WT-12.1): standard mode: three
 * stacks each showing a number on top, three flipped cards, the discard pile, no deck and no hands;
 * expert and solo: the deck, the discard pile and hands of 3 (until the game is over), the Solo card in
 * the deck until it is drawn.
 */
function cardsInPlace(p: Problems, s: WelcomeToState, c: WelcomeToComponents): void {
  const n = s.players.length;
  const solo = n === 1;
  const standard = !solo && !s.config.expert;
  // Checked on every state: each message and path is made only when the check fails.
  if (standard) {
    // Indexed reads, not `every`: Node 20's array builtins on a frozen array take a slow path (issue #13).
    if (!(s.stacks.length === 3 && s.stacks[0]!.length >= 1 && s.stacks[1]!.length >= 1 && s.stacks[2]!.length >= 1)) p.add('.stacks', 'must be three stacks, each with a card showing its number', 'WT-4.1');
    if (s.flipped.length !== 3) p.add('.flipped', 'must hold the three cards flipped this turn', 'WT-4.1');
    if (s.deck.length !== 0) p.add('.deck', 'is empty in standard mode (the cards are in the stacks)', 'WT-3.4');
    for (let i = 0; i < n; i++) if (s.players[i]!.hand.length !== 0) p.add(`.players[${i}].hand`, 'is empty in standard mode', 'WT-3.4');
  } else {
    if (!(s.stacks.length === 0 && s.flipped.length === 0)) p.add('.stacks', 'no stacks in expert or solo mode (one deck)', 'WT-11.1');
    for (let i = 0; i < n; i++) {
      const hand = s.players[i]!.hand.length;
      const ok = s.over ? hand <= 3 : hand === 3;
      if (!ok) p.add(`.players[${i}].hand`, s.over ? 'holds at most 3 cards' : 'holds 3 cards during a turn', solo ? 'WT-12.2' : 'WT-11.2');
    }
  }
  let solos = 0;
  for (const k of s.deck) if (k === SOLO_CARD) solos++;
  if (solo) {
    const inDeck = s.soloApprovedTurn === null ? 1 : 0;
    if (solos !== inDeck) p.add('.deck', inDeck ? 'holds the Solo card until it is drawn' : 'no longer holds the Solo card once it was drawn', 'WT-12.3');
    if (s.soloApprovedTurn !== null && s.soloApprovedTurn > s.turn) p.add('.soloApprovedTurn', 'is not after the current turn', 'WT-12.3');
  } else if (s.soloApprovedTurn !== null) {
    p.add('.soloApprovedTurn', 'is null outside solo mode', 'WT-12.3');
  }
  if (!p.ok) return;
  // The same frozen lists as the last state whose cards were all in place: nothing can have moved
  // (within a turn only the sheets change).
  if (samePlaces(s, c)) return;
  // One mark per card, in a scratch array reused from call to call: a card is seen in this call when
  // its stamp is this call's.
  if (seenStamp.length < c.cards.length) seenStamp = new Uint32Array(c.cards.length);
  const seen = seenStamp;
  const stamp = (stampNow = stampNow === 0xffffffff ? (seen.fill(0), 1) : stampNow + 1);
  let count = 0;
  // A card list longer than the deck (a stack of 55,000 entries) has a duplicate at least every few
  // entries: once `p` is full the rest of the lists cannot change what is reported, so the walk stops
  // after at most (cards + Problems.max) entries.
  const place = (list: readonly number[], where: () => string): void => {
    for (const k of list) {
      if (k === SOLO_CARD) continue;
      if (seen[k] === stamp) {
        if (full(p)) return;
        p.add(where(), `card ${k} is also elsewhere`, 'WT-3.4');
      }
      seen[k] = stamp;
      count++;
    }
  };
  for (let i = 0; i < s.stacks.length; i++) place(s.stacks[i]!, () => `.stacks[${i}]`);
  place(s.flipped, () => '.flipped');
  place(s.deck, () => '.deck');
  place(s.discard, () => '.discard');
  for (let i = 0; i < n; i++) place(s.players[i]!.hand, () => `.players[${i}].hand`);
  if (p.ok && count !== c.cards.length) p.add('.discard', `${c.cards.length - count} of the ${c.cards.length} construction cards are nowhere (stacks, deck, hands, discard)`, 'WT-3.4');
  if (p.ok) rememberPlaces(s, c);
}

/** The card lists of the last state found with every card in exactly one place (all frozen), or null. */
let places: { c: WelcomeToComponents; lists: readonly unknown[] } | null = null;

/** The lists a card can be in: the stacks, the flipped cards, the deck, the discard pile, the hands. */
function cardLists(s: WelcomeToState): unknown[] {
  const lists: unknown[] = [s.stacks, ...s.stacks, s.flipped, s.deck, s.discard];
  for (const pl of s.players) lists.push(pl.hand);
  return lists;
}

function samePlaces(s: WelcomeToState, c: WelcomeToComponents): boolean {
  if (places === null || places.c !== c) return false;
  const lists = places.lists;
  const n = s.stacks.length;
  if (lists.length !== 4 + n + s.players.length || lists[0] !== s.stacks) return false;
  // lists[0] is the frozen stacks array itself, so its entries (1..n) are the same lists too.
  if (lists[n + 1] !== s.flipped || lists[n + 2] !== s.deck || lists[n + 3] !== s.discard) return false;
  for (let i = 0; i < s.players.length; i++) if (lists[n + 4 + i] !== s.players[i]!.hand) return false;
  return true;
}

function rememberPlaces(s: WelcomeToState, c: WelcomeToComponents): void {
  const lists = cardLists(s);
  places = lists.every((l) => Object.isFrozen(l)) ? { c, lists } : null;
}
let seenStamp = new Uint32Array(0);
let stampNow = 0;

/**
 * A seat's turn progress is one the steps of WT-4.3 reach: a combination from the offer (its number
 * and effect those of the cards it names), written into a built house, an estate claim of the plan
 * in progress, the sheet others see set once the sheet changed; at the end of the game every seat is
 * done. A game not over has a seat still to play. (Checked on every state, for every seat: each path
 * is made only when a check fails.)
 */
function turnInvariants(p: Problems, s: WelcomeToState, c: WelcomeToComponents, i: number, known: boolean): void {
  const pl = s.players[i]!;
  const t: TurnState = pl.turn;
  const turn = (field: string): string => `.players[${i}].turn${field}`;
  const sh = pl.sheet;
  if (s.over) {
    if (t.step !== 'done') p.add(turn('.step'), 'is done once the game is over', 'WT-10.1');
    if (pl.shown !== null) p.add(`.players[${i}].shown`, 'is null once the game is over (every sheet is revealed)', 'WT-10.1');
    return;
  }
  const chosen = t.step === 'write' || t.step === 'truck' || t.step === 'effect';
  if (t.step === 'choose') {
    if (!(t.choice === null && !t.refused && t.written === null && t.claiming === null && !t.reshuffle)) p.add(turn(''), 'nothing is chosen, written or claimed before choosing', 'WT-4.3');
    if (!(pl.shown === null || t.roundabout)) p.add(`.players[${i}].shown`, 'is null until the sheet changes this turn', 'WT-1.1');
  }
  if (chosen && !(t.choice !== null && !t.refused)) p.add(turn('.choice'), `a combination is chosen before the ${t.step} step`, 'WT-4.3');
  // WT-4.6 with WT-5.2 / WT-5.5: at the write step the chosen number (or one of its Temp values) fits
  // in some house, since writing it is compulsory and the step offers nothing else (a roundabout too
  // must leave it a house, WT-7.2): otherwise the seat has no legal action and the game never ends.
  // One bit test against the sheet's fit mask, the condition `legalActions` lists writes by.
  if (t.step === 'write' && t.choice !== null && (fitMask(sh) & writableMask(t.choice.number, t.choice.effect)) === 0) {
    p.add(turn('.choice'), `the chosen number ${t.choice.number}${t.choice.effect === 'temp' ? ' (or a Temp value of it)' : ''} fits in no house of the sheet, and writing it is compulsory`, 'WT-4.6');
  }
  if (t.refused && !(t.choice === null && t.written === null && (t.step === 'plans' || t.step === 'done'))) p.add(turn(''), 'a refusal writes nothing and goes to the plans', 'WT-4.5');
  if (t.roundabout && s.config.variant !== 'advanced') p.add(turn('.roundabout'), 'roundabouts are built only in the advanced variant', 'WT-7.1');
  // The combination is one on offer (WT-4.1 standard; WT-11.3 / WT-12.2 two different cards of the hand).
  if (t.choice) {
    const ch = t.choice;
    const standard = s.players.length > 1 && !s.config.expert;
    const numberCard = standard ? s.stacks[ch.numberCard]?.[0] : pl.hand[ch.numberCard];
    const effectCard = standard ? s.flipped[ch.effectCard] : pl.hand[ch.effectCard];
    const pairOk = standard ? ch.numberCard === ch.effectCard : ch.numberCard !== ch.effectCard;
    // Which card of the hand (and so its faces) is not checked: the others' views hide the hand's order
    // and this turn's progress, so a state with them permuted is the same position to every other seat.
    if (!(pairOk && numberCard !== undefined && effectCard !== undefined)) {
      p.add(turn('.choice'), 'must name cards on offer (two different cards of the hand, or one stack)', standard ? 'WT-4.1' : 'WT-11.3');
    }
    if (standard && numberCard !== undefined && effectCard !== undefined) {
      if (!(c.cards[numberCard]!.number === ch.number && c.cards[effectCard]!.effect === ch.effect)) p.add(turn('.choice'), 'must be the number and effect of the stack it names', 'WT-4.1');
    }
  }
  // Written: the house holds the number (WT-4.6). The truck and effect steps read it.
  const w = t.written;
  if ((t.step === 'truck' || t.step === 'effect') && w === null) p.add(turn('.written'), `the number is written before the ${t.step} step`, 'WT-4.3');
  if ((t.step === 'choose' || t.step === 'write' || t.refused) && w !== null) p.add(turn('.written'), 'nothing is written before the write step or after a refusal', 'WT-4.3');
  if (t.step === 'truck') {
    const st = t.written?.street ?? 0;
    if (!(sh.ice !== null && sh.ice.dir[st] === null)) p.add(turn('.step'), 'the truck is chosen only on the Ice Cream board, in a street whose truck has not started', 'WT-13.2');
  }
  if (t.reshuffle && !(s.players.length > 1 && s.config.reshufflePolicy !== 'never' && (t.step === 'plans' || t.step === 'done'))) {
    p.add(turn('.reshuffle'), 'only a first completer of a plan asks, at the end of the turn', 'WT-8.7');
  }
  if (t.claiming) claimInProgress(p, s, c, i, turn(''));
  // A seat that is the last valid state's (the same frozen object) had its shown sheet compared then.
  if (pl.shown !== null && pl.shown !== sh && !known) shownMatches(p, pl.shown, sh, t, `.players[${i}].shown`);
}

/** Marks added to a mark string (`a` the shown one, `b` the live one); -1 if a mark of `a` is gone from `b`. */
function marksAdded(a: string, b: string): number {
  if (a === b) return 0;
  let added = 0;
  for (let k = 0; k < a.length; k++) {
    if (a[k] === b[k]) continue;
    if (a[k] !== '.') return -1;
    added++;
  }
  return added;
}

/**
 * WT-1.1 / WT-4.3: the sheet the other seats see this turn (`shown`) is the seat's sheet at the start
 * of the turn (set by its first click that changes the sheet), so the live sheet is it plus this turn's
 * clicks, which the seat's turn progress records: no house or mark is ever erased (WT-5.1), and what
 * was added is at most what the turn's clicks add: the written number (at `written`), one roundabout
 * (`roundabout`, with its fences), one refusal box (`refused`), one Temp (a Temp write), and the one
 * effect of the chosen combination once used (at the plans step): a fence, a real-estate box, a park
 * of the written street, the pool of the written house, or a bis copy. Ice Cream: cones only get
 * marked, a truck keeps its direction and drives on, a bonus is only earned (lost ones are crossed
 * when the turn resolves). Plan claims are compared in {@link planTurns}, used marks only for being
 * kept. Upper bounds, not equalities: a `position` may start a seat mid-turn with `shown` null, and
 * the clicks after it set `shown` later in the turn. Checked for every seat with a shown sheet (a
 * shown sheet equal to the live one is skipped by identity).
 */
function shownMatches(p: Problems, shown: Sheet, sh: Sheet, t: TurnState, path: string): void {
  const w = t.written;
  // The effect used this turn, if any: the choice's, after the write, at the plans step or later.
  const effect = t.choice !== null && w !== null && (t.step === 'plans' || t.step === 'done') ? t.choice.effect : null;
  let roundabouts = 0;
  let numbers = 0;
  for (let st = 0; st < shown.houses.length; st++) {
    if (shown.houses[st] === sh.houses[st]) continue;
    // Plain copies (spreads) of the two rows, read house by house: Node 20 reads elements of a frozen
    // array 5-10x slower, and every changed seat of a replayed game is compared here.
    const a = [...shown.houses[st]!];
    const b = [...sh.houses[st]!];
    for (let h = 0; h < a.length; h++) {
      if (a[h] === b[h]) continue;
      if (a[h] !== EMPTY) return void p.add(`${path}.houses[${st}][${h}]`, 'must be the house as on the live sheet (a written house or roundabout is never erased or rewritten)', 'WT-5.1');
      if (b[h] === ROUNDABOUT) roundabouts++;
      else if (!(w !== null && w.street === st && w.house === h)) numbers++;
    }
  }
  if (roundabouts > (t.roundabout ? 1 : 0)) p.add(`${path}.houses`, `is the sheet at the start of the turn: the live sheet has ${roundabouts} more roundabouts than the ${t.roundabout ? 'one' : 'none'} built this turn`, 'WT-7.1');
  if (numbers > (effect === 'bis' ? 1 : 0)) {
    p.add(`${path}.houses`, `is the sheet at the start of the turn: the live sheet has ${numbers} more houses than the number written this turn${effect === 'bis' ? ' and its bis copy' : ''}`, effect === 'bis' ? 'WT-6.6.1' : 'WT-4.3');
  }
  let fences = 0;
  let bis = 0;
  let pools = 0;
  for (let st = 0; st < shown.houses.length; st++) {
    const f = marksAdded(shown.fences[st]!, sh.fences[st]!);
    const b = marksAdded(shown.bis[st]!, sh.bis[st]!);
    const q = marksAdded(shown.pools[st]!, sh.pools[st]!);
    if (f < 0) p.add(`${path}.fences[${st}]`, 'must keep its fences on the live sheet (a fence is never erased)', 'WT-6.1');
    if (b < 0) p.add(`${path}.bis[${st}]`, 'must keep its bis marks on the live sheet', 'WT-6.6.1');
    if (q < 0) p.add(`${path}.pools[${st}]`, 'must keep its pools on the live sheet', 'WT-6.4');
    if (marksAdded(shown.used[st]!, sh.used[st]!) < 0) p.add(`${path}.used[${st}]`, 'must keep its used marks on the live sheet (a house used for a City Plan stays used)', 'WT-8.3');
    fences += Math.max(0, f);
    bis += Math.max(0, b);
    // A pool added anywhere but on the house written this turn counts as more than one allows.
    const onWritten = w !== null && w.street === st && q === 1 && shown.pools[st]![w.house] !== POOL;
    pools += q > 0 && !onWritten ? 2 : Math.max(0, q);
  }
  if (fences > (t.roundabout ? 2 : 0) + (effect === 'surveyor' ? 1 : 0)) p.add(`${path}.fences`, `is the sheet at the start of the turn: the live sheet has ${fences} more fences than this turn's clicks draw (a Surveyor fence, two beside a roundabout)`, 'WT-6.1');
  if (bis > (effect === 'bis' ? 1 : 0)) p.add(`${path}.bis`, `is the sheet at the start of the turn: the live sheet has ${bis} more bis houses than the one Bis effect of a turn allows`, 'WT-6.6.1');
  if (pools > (effect === 'pool' ? 1 : 0)) p.add(`${path}.pools`, 'is the sheet at the start of the turn: a pool is built only with the Pool Manufacturer, on the house written this turn', 'WT-6.4');
  const refusals = sh.refusals - shown.refusals;
  if (!(refusals === 0 || (refusals === 1 && t.refused))) p.add(`${path}.refusals`, `is the count at the start of the turn: the same as the live sheet's${t.refused ? ', or one fewer after this turn\'s refusal' : ' (no refusal this turn)'}`, 'WT-5.6');
  const temps = sh.temps - shown.temps;
  const tempWrite = t.choice !== null && t.choice.effect === 'temp' && w !== null;
  if (!(temps === 0 || (temps === 1 && tempWrite))) p.add(`${path}.temps`, `is the count at the start of the turn: the same as the live sheet's${tempWrite ? ', or one fewer after this turn\'s Temp write' : ' (no Temp write this turn)'}`, 'WT-6.5.2');
  let estates = 0;
  for (let k = 0; k < shown.realEstate.length; k++) {
    const d = sh.realEstate[k]! - shown.realEstate[k]!;
    if (d < 0 || d > 1) p.add(`${path}.realEstate[${k}]`, 'is the column at the start of the turn: the same as the live sheet\'s, or one box fewer', 'WT-6.2');
    else estates += d;
  }
  if (estates > (effect === 'realEstate' ? 1 : 0)) p.add(`${path}.realEstate`, 'is the sheet at the start of the turn: a real-estate box is crossed only with the Real Estate Agent, one a turn', 'WT-6.2');
  for (let k = 0; k < shown.parks.length; k++) {
    const d = sh.parks[k]! - shown.parks[k]!;
    if (d !== 0 && !(d === 1 && effect === 'landscaper' && w!.street === k)) {
      p.add(`${path}.parks[${k}]`, 'is the track at the start of the turn: the same as the live sheet\'s, or one park fewer in the street written with the Landscaper', 'WT-6.3');
    }
  }
  if (shown.ice !== null && sh.ice !== null) shownIce(p, shown.ice, sh.ice, `${path}.ice`);
}

/** The Ice Cream part of {@link shownMatches}: cones only get marked, trucks keep their direction and drive on, bonuses are only earned (WT-13.2, WT-13.3, WT-13.5). */
function shownIce(p: Problems, a: IceSheet, b: IceSheet, path: string): void {
  if (a === b) return;
  for (let st = 0; st < a.cones.length; st++) {
    if (marksAdded(a.cones[st]!, b.cones[st]!) < 0) p.add(`${path}.cones[${st}]`, 'must keep its sold and crossed-off cones on the live sheet', 'WT-13.3');
    const dir = a.dir[st];
    if (dir !== null && b.dir[st] !== dir) p.add(`${path}.dir[${st}]`, 'a truck keeps its direction once it started', 'WT-13.2');
    else if (dir !== null && (b.pos[st]! - a.pos[st]!) * (dir === 'leftToRight' ? 1 : -1) < 0) p.add(`${path}.pos[${st}]`, 'a truck only drives on, never back', 'WT-13.3');
    if (!(a.bonus[st] === b.bonus[st] || (a.bonus[st] === BONUS_OPEN && b.bonus[st] === BONUS_EARNED))) p.add(`${path}.bonus[${st}]`, 'is the bonus at the start of the turn: within a turn a bonus is only earned', 'WT-13.5');
  }
}

/** An estate claim in progress (WT-8.2, WT-8.3): an estate plan not yet scored, distinct picked estates it can still use. */
function claimInProgress(p: Problems, s: WelcomeToState, c: WelcomeToComponents, i: number, path: string): void {
  const { sheet: sh, turn: t } = s.players[i]!;
  const cl = t.claiming!;
  const plan = planById(c, s.plans[cl.plan]!);
  const ok = t.step === 'plans' && plan.requirement.type === 'estates' && sh.plans[cl.plan] === null;
  if (!p.check(ok, `${path}.claiming`, 'an estate plan not yet scored is claimed at the plans step', 'WT-8.2')) return;
  const need = [...(plan.requirement as { sizes: readonly number[] }).sizes];
  const eligible = eligibleEstates(s, sh, plan);
  for (const [k, [st, h]] of cl.estates.entries()) {
    const e = eligible.find((x) => x.street === st && x.start === h);
    const at = e ? need.indexOf(e.size) : -1;
    if (at < 0 || cl.estates.findIndex(([a, b]) => a === st && b === h) !== k) {
      p.add(`${path}.claiming.estates[${k}]`, 'must be a distinct completed, unused estate of a size the plan needs', 'WT-8.3');
      return;
    }
    need.splice(at, 1);
  }
  if (!p.check(need.length > 0, `${path}.claiming`, 'a claim with every estate designated is complete', 'WT-8.2')) return;
  // WT-8.2: the claim can still be completed: for every size still needed, as many undesignated
  // eligible estates of that size (designating is the only action of the step, so otherwise the seat
  // would have no legal action, now or after a later pick). A claim started with the plan met keeps
  // this through every pick: estates are disjoint and a pick takes one estate of one needed size.
  const left = eligible.filter((e) => !cl.estates.some(([a, b]) => a === e.street && b === e.start));
  const short = need.some((size) => countOf(need, size) > left.filter((e) => e.size === size).length);
  p.check(!short, `${path}.claiming.estates`, 'a claim in progress has enough eligible estates left for the sizes it still needs', 'WT-8.2');
}

function countOf(list: readonly number[], x: number): number {
  let n = 0;
  for (const v of list) if (v === x) n++;
  return n;
}

/**
 * WT-8.5 / WT-8.6: a sheet claims a plan in a turn up to the current one (the sheet others see only in
 * an earlier one), and each plan's first turn is the earliest claim of a turn already resolved.
 */
function planTurns(p: Problems, s: WelcomeToState): void {
  planChecks(p, s, -1);
}

/**
 * {@link planTurns} where only seat `j` changed since a valid state and its claim turns did not: the
 * first turn of each plan is what it was; seat `j`'s claims and shown claims, and whether a seat is
 * still to play, are read again. The same problems, in the same order.
 */
function planTurnsOf(p: Problems, s: WelcomeToState, j: number): void {
  planChecks(p, s, j);
}

/** {@link planTurns} (`only` -1) or {@link planTurnsOf} (`only` the changed seat). */
function planChecks(p: Problems, s: WelcomeToState, only: number): void {
  // Checked on every state, for every seat: each message and path is made only when a check fails.
  for (let k = 0; k < 3; k++) {
    let first: number | null = null;
    for (let i = only < 0 ? 0 : only; i < (only < 0 ? s.players.length : only + 1); i++) {
      const pl = s.players[i]!;
      const t = pl.sheet.plans[k] ?? null;
      const shown = pl.shown?.plans[k] ?? null;
      if (t !== null && t > s.turn) p.add(`.players[${i}].sheet.plans[${k}]`, 'is not after the current turn', 'WT-8.5');
      if (pl.shown && !(shown === t || (shown === null && t === s.turn))) p.add(`.players[${i}].shown.plans[${k}]`, 'is the claim as of the start of the turn', 'WT-8.5');
      if (t !== null && (t < s.turn || s.over) && (first === null || t < first)) first = t;
    }
    if (only < 0 && s.planFirstTurn[k] !== first) p.add(`.planFirstTurn[${k}]`, `must be the earliest turn a claim of plan n°${k + 1} was resolved (${first ?? 'none'})`, 'WT-8.6');
  }
  let playing = false;
  for (let i = 0; i < s.players.length && !playing; i++) playing = s.players[i]!.turn.step !== 'done';
  if (!s.over && !playing) p.add('.players', 'a game not over has a seat still to play', 'WT-4.4');
  if (!s.over && s.reshuffleNext) p.add('.reshuffleNext', 'a reshuffle is applied when the turn resolves', 'WT-8.7');
}
