/**
 * `skyline.validate`: every field of a Tower Up state and the invariants the rules keep. A state it
 * accepts is one every contract function handles (returns, or throws a RuleError) in time bounded by
 * the component sizes `setup` validated (`SKYLINE_LIMITS`). Checked, part by part:
 *
 * - shape: every field, its type and range (markers within the track, cones within the cone row,
 *   roofs and floors within the box, seats within the player count);
 * - the board: one stack per site, each a building as SK-7 builds it (a floor first, floors of one
 *   colour, never two roofs in a row), no two adjacent buildings of one colour (SK-7.3);
 * - conservation: every floor and roof of the box in exactly one place (supply, a hand, a building;
 *   SK-4), every material card exactly once across the face-down deck, the market, the discard pile and
 *   the card being taken (SK-4.3, SK-6.4);
 * - derived fields: the objectives in play are the component cards with their conditions and slot
 *   shapes, the chips left beside each are those of the player count after its claims, each seat's chips
 *   are the ones its claims earned (SK-9.4), the credited star columns are those every marker has reached
 *   (SK-8.1), an extra turn being played or owed has a credited star column behind it (SK-8.2);
 * - the turn: a pending step is one the rules can reach and finish (a colour to choose from a non-empty
 *   supply, a hand above the limit to return floors from, a starting floor with a legal site), hands at
 *   most the limit between turns (SK-6.6), the end-game schedule (SK-10): final turns in seat order from
 *   the trigger, the seat to act first, cones set exactly for the seats that have counted; the round
 *   (SK-10.7) within `options.roundLimit`, the last round only with the end scheduled, a `limit` end
 *   triggered by the last seat of a round and played in the last round, setup only in round 1.
 *
 * Never throws; linear in the state's size. A part of the state found valid before and frozen throughout
 * (the stacks, the deck, the discard pile, the sites, the objectives, a player: states made by `apply`
 * share them while they do not change) is not checked again for the same game data, nor are the cards'
 * places when deck, market, discard pile, cards drawn and card being taken are those of the last state
 * checked; so `replay`, which validates every state, checks mostly what changed; the problems reported
 * are the same.
 */
import { Problems, keysInOrder, type StateProblem } from '../core/index.js';
import { COLOURS, EXTRA_SETUP_CARDS, SKYLINE_LIMITS, gameData, resolveCondition, type GameData } from './data.js';
import { COLOUR_INDEX, legalSetupSites } from './legal.js';
import type { CardFloor, Colour, ObjectiveCard, Piece, ResolvedCondition, SkylineComponentsOverride, SkylineState } from './types.js';

const KEYS = [
  'game', 'players', 'options', 'components', 'sites', 'stacks', 'supply', 'deck', 'drawn', 'market', 'discard', 'objectives',
  'playerStates', 'firstPlayer', 'turn', 'round', 'pending', 'extraTurn', 'extraEarned', 'triggered', 'end', 'over', 'rng',
];
const PLAYER_KEYS = ['hand', 'roofsLeft', 'markers', 'stars', 'chips', 'cone'];
const CHIP_KEYS = ['objective', 'value'];
const OBJECTIVE_KEYS = ['id', 'name', 'shape', 'condition', 'chips', 'claimedBy'];
const CONDITION_KEYS = ['type', 'count', 'minDistricts', 'parkAdjacent', 'minHeight', 'maxHeight'] as const;
/** What can trigger the end during a turn (`triggered`); the round limit (SK-10.7) is scheduled as a turn ends, so only `end.trigger` can be `limit`. */
const TRIGGERS = ['roof', 'shortage', 'locked'];
const END_TRIGGERS = [...TRIGGERS, 'limit'];

type Rec = Record<string, unknown>;
const sum = (h: Readonly<Record<Colour, number>>): number => h.grey + h.white + h.brown + h.black;
const has = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/*
 * Parts already found without a problem, by the game data they were checked against (which fixes the
 * player count). Consecutive states share most parts (copy-on-write: the stacks change only on a build,
 * the deck only on a reshuffle, the objectives only on a claim), and `replay` validates every state, so
 * a part met again is not checked again. Only a part that is frozen throughout (checked when it is
 * stored) is kept: it cannot have changed since. A hit skips exactly checks that found nothing before.
 */
/** `stacks` arrays: each stack a building SK-7 can build, no two adjacent buildings of one colour. */
const goodStacks = new WeakMap<object, GameData>();
/** Floors by colour index and roofs by seat on the board of a stacks array in {@link goodStacks}. */
const stackCounts = new WeakMap<object, { readonly floors: readonly number[]; readonly roofs: readonly number[] }>();
/** `sites` arrays: the board's usable sites in order. */
const goodSites = new WeakMap<object, GameData>();
/** `deck` arrays: every entry a card id (checkCards). */
const goodDeckIds = new WeakMap<object, GameData>();
/** `deck` arrays: no card twice (checkConservation). */
const goodDeckOnce = new WeakMap<object, GameData>();
/** `objectives` arrays (checkObjectives). */
const goodObjectives = new WeakMap<object, GameData>();
/** `discard` arrays: every entry a card id (checkCards). */
const goodDiscardIds = new WeakMap<object, GameData>();
/**
 * Where the cards were last found each in one place (checkConservation), for the same game data: the
 * deck, market and discard arrays (frozen, compared by identity), the cards drawn and the card being
 * taken. Consecutive states of a replay share them until a card moves (a colour chosen, a floor
 * returned, an objective claimed move none), so only the last placement found good is kept.
 */
let goodPlacement: {
  readonly data: GameData; readonly deck: object; readonly drawn: number; readonly market: object; readonly discard: object; readonly taking: string | null;
} | null = null;
/**
 * Player states (the per-seat shape checks of checkPlayers): `apply` copies only the players an action
 * changes, so in a replay most seats' objects are the ones already checked in the state before.
 */
const goodPlayers = new WeakMap<object, GameData>();

/** Whether the array `a` and every array or object directly in it are frozen. */
function frozenTwoDeep(a: readonly unknown[]): boolean {
  if (!Object.isFrozen(a)) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) return false;
  }
  return true;
}

/** Problems with `x` as a Tower Up state (empty = valid). `x` is plain JSON. */
export function validate(x: unknown): StateProblem[] {
  const p = new Problems();
  if (!p.object(x, '', KEYS)) return p.list;
  const r = x as Rec;
  p.check(r.game === 'skyline', '.game', 'must be "skyline"');
  if (!p.int(r.players, '.players', 2, 4, 'SK-1')) return p.list;
  const n = r.players;
  const data = componentsOf(p, r.components, n);
  if (data === null) return p.list;
  checkOptions(p, r.options, n);
  checkBoard(p, r, data, n);
  checkCards(p, r, data);
  checkObjectives(p, r.objectives, data, n);
  checkPlayers(p, r.playerStates, data, n);
  checkTurnFields(p, r, data, n);
  if (!p.ok) return p.list;
  // The shape is right: the cross-field invariants.
  const s = x as unknown as SkylineState;
  checkConservation(p, s, data);
  checkClaims(p, s, data);
  checkStars(p, s, data);
  checkExtraTurn(p, s, data);
  checkPending(p, s, data);
  checkEnd(p, s);
  return p.list;
}

/** `components`: null (DEFAULT) or an override `setup` accepts (SK-15, SKYLINE_LIMITS). */
function componentsOf(p: Problems, c: unknown, n: number): GameData | null {
  if (c !== null && (typeof c !== 'object' || Array.isArray(c))) {
    p.add('.components', 'must be null or an object of component data', 'SK-15');
    return null;
  }
  try {
    return gameData(c as SkylineComponentsOverride | null, n);
  } catch (e) {
    const why = e instanceof Error ? e.message.slice(0, 200) : 'not valid';
    p.add('.components', `are not valid component data: ${why}`, 'SK-2');
    return null;
  }
}

/** `options` as `setup` resolves them (SK-4.4, SK-8.3, SK-12). */
function checkOptions(p: Problems, o: unknown, n: number): void {
  if (!p.object(o, '.options', ['setupMode', 'startingFloors', 'extraTurnMandatory', 'roundLimit'])) return;
  p.oneOf(o.setupMode, '.options.setupMode', ['random', 'manual'], 'SK-4.4');
  if (p.oneOf(o.startingFloors, '.options.startingFloors', [3, 5, 7], 'SK-12')) {
    if (o.startingFloors === 7) p.check(n <= 3, '.options.startingFloors', 'the 7-floor variant is for 2 or 3 players', 'SK-12.1');
    if (o.startingFloors === 5) p.check(n === 4, '.options.startingFloors', 'the 5-floor variant is for 4 players', 'SK-12.2');
  }
  p.bool(o.extraTurnMandatory, '.options.extraTurnMandatory');
  p.int(o.roundLimit, '.options.roundLimit', 2, SKYLINE_LIMITS.roundLimit, 'SK-10.7');
}

/** `sites`, `stacks` and `supply`: the board in play, each stack a building SK-7 can build. */
function checkBoard(p: Problems, r: Rec, data: GameData, n: number): void {
  const { sites, adjacency } = data.board;
  const F = data.components.floorsPerColour;
  if (p.array(r.sites, '.sites', sites.length, 'SK-2.2') && goodSites.get(r.sites) !== data) {
    const got = r.sites;
    for (let i = 0; i < got.length; i++) if (got[i] !== sites[i]) p.add(`.sites[${i}]`, `must be site ${sites[i]}`, 'SK-2.2');
    if (p.ok && Object.isFrozen(got)) goodSites.set(got, data);
  }
  if (!isColourCount(r.supply, F)) colourCount(p, r.supply, '.supply', F);
  if (!p.array(r.stacks, '.stacks', sites.length, 'SK-2.2')) return;
  if (goodStacks.get(r.stacks) === data) return;
  let ok = true;
  const all = r.stacks;
  for (let i = 0; i < all.length; i++) {
    const st = all[i];
    // One colour of floors (at most F) and at most one roof on each floor.
    if (!Array.isArray(st) || st.length > 2 * F) {
      ok = p.arrayMax(st, `.stacks[${i}]`, 2 * F, 'SK-7');
      continue;
    }
    for (let k = 0; k < st.length; k++) {
      const piece = st[k];
      // The common cases first, without building a path: a floor of the building's colour, a roof on a floor.
      if (typeof piece === 'string' && (k > 0 ? piece === st[0] : isColour(piece))) continue;
      if (typeof piece === 'number' && k > 0 && Number.isInteger(piece) && piece >= 0 && piece < n && typeof st[k - 1] === 'string') continue;
      const path = `.stacks[${i}]`;
      if (typeof piece === 'number') {
        if (!p.int(piece, `${path}[${k}]`, 0, n - 1, 'SK-3.4')) ok = false;
        else if (k === 0) ok = p.add(path, 'starts with a roof; a building starts with a floor', 'SK-7');
        else if (typeof st[k - 1] === 'number') ok = p.add(`${path}[${k}]`, 'is a roof on a roof; each roof goes on a floor', 'SK-7.6');
      } else if (!p.oneOf(piece, `${path}[${k}]`, COLOURS, 'SK-2')) ok = false;
      else if (k > 0 && piece !== st[0]) ok = p.add(`${path}[${k}]`, `is a ${String(piece)} floor on a ${String(st[0])} building; a building has one colour`, 'SK-3.2');
    }
  }
  if (!ok) return;
  const stacks = r.stacks as Piece[][];
  for (let i = 0; i < stacks.length; i++) {
    if (stacks[i]!.length === 0) continue;
    const around = adjacency[i]!;
    for (let k = 0; k < around.length; k++) {
      const j = around[k]!;
      if (j > i && stacks[j]!.length > 0 && stacks[j]![0] === stacks[i]![0]) {
        p.add(`.stacks[${j}]`, `${sites[i]} and ${sites[j]} are adjacent ${String(stacks[i]![0])} buildings`, 'SK-7.3');
      }
    }
  }
  if (p.ok && frozenTwoDeep(stacks)) goodStacks.set(stacks, data);
}

/** A full colour record of integers `0..max`. */
function colourCount(p: Problems, v: unknown, path: string, max: number, rule = 'SK-4'): boolean {
  if (!p.object(v, path, COLOURS)) return false;
  let ok = true;
  for (const c of COLOURS) if (!p.int(v[c], `${path}.${c}`, 0, max, rule)) ok = false;
  return ok;
}

/*
 * Fast forms of the checks above, for the common case of a valid state: they build no path or
 * message and allocate nothing. Each is true only where the full check finds no problem; where one is
 * false, the full check runs and reports exactly what it always did.
 */

/** `p.object(v, path, keys)` would pass: a plain object with exactly `keys` (JSON has no inherited keys). */
function hasExactly(v: unknown, keys: readonly string[]): v is Rec {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (keysInOrder(v, keys)) return true; // the order setup and apply write (and JSON keeps): no search per key
  let count = 0;
  for (const k in v) {
    if (!keys.includes(k)) return false;
    count++;
  }
  return count === keys.length;
}

/** `p.int(v, path, min, max)` would pass. */
function isInt(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** `p.ints(v, path, min, max)` would pass (no length). */
function isInts(v: unknown, min: number, max: number): v is number[] {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!isInt(v[i], min, max)) return false;
  return true;
}

/** `colourCount(p, v, path, max)` would pass. */
function isColourCount(v: unknown, max: number): boolean {
  return hasExactly(v, COLOURS) && isInt(v.grey, 0, max) && isInt(v.white, 0, max) && isInt(v.brown, 0, max) && isInt(v.black, 0, max);
}

const isColour = (x: string): boolean => x === 'grey' || x === 'white' || x === 'brown' || x === 'black';

/** `deck`, `drawn`, `market`, `discard`: material card ids of the components. */
function checkCards(p: Problems, r: Rec, data: GameData): void {
  const cards = data.cards;
  const total = data.components.materialCards.length;
  if (p.arrayMax(r.deck, '.deck', total, 'SK-4.3') && goodDeckIds.get(r.deck) !== data) {
    const deck = r.deck;
    let good = true;
    for (let i = 0; i < deck.length; i++) if (!isCard(cards, deck[i])) good = p.add(`.deck[${i}]`, 'must be a material card id', 'SK-2.4');
    if (good && Object.isFrozen(deck)) goodDeckIds.set(deck, data);
  }
  p.int(r.drawn, '.drawn', 0, Array.isArray(r.deck) ? r.deck.length : 0, 'SK-4.3');
  if (p.array(r.market, '.market', data.components.marketSize, 'SK-4.3')) {
    const market = r.market;
    for (let i = 0; i < market.length; i++) {
      if (market[i] !== null && !isCard(cards, market[i])) p.add(`.market[${i}]`, 'must be a material card id or null', 'SK-2.4');
    }
  }
  if (p.arrayMax(r.discard, '.discard', total, 'SK-6.4') && goodDiscardIds.get(r.discard) !== data) {
    const discard = r.discard;
    let good = true;
    for (let i = 0; i < discard.length; i++) if (!isCard(cards, discard[i])) good = p.add(`.discard[${i}]`, 'must be a material card id', 'SK-2.4');
    if (good && Object.isFrozen(discard)) goodDiscardIds.set(discard, data);
  }
}

const isCard = (cards: GameData['cards'], id: unknown): boolean => typeof id === 'string' && has(cards, id);

/** Per-components tables the checks read (built once per resolved data, which is itself cached). */
interface Tables {
  /** Material card id -> its index in `components.materialCards`. */
  readonly cardIndex: ReadonlyMap<string, number>;
  /** Objective card id -> the card and its resolved condition. */
  readonly objectives: ReadonlyMap<string, { readonly card: ObjectiveCard; readonly condition: ResolvedCondition }>;
}
const tables = new WeakMap<GameData, Tables>();
function tablesOf(data: GameData): Tables {
  let t = tables.get(data);
  if (t) return t;
  const comp = data.components;
  const cardIndex = new Map<string, number>();
  comp.materialCards.forEach((c, i) => cardIndex.has(c.id) || cardIndex.set(c.id, i));
  const objectives = new Map<string, { card: ObjectiveCard; condition: ResolvedCondition }>();
  for (const card of comp.objectiveCards) if (!objectives.has(card.id)) objectives.set(card.id, { card, condition: resolveCondition(card) });
  t = { cardIndex, objectives };
  tables.set(data, t);
  return t;
}

/** `objectives`: the three in play, each a component card with its condition, shape, chips and claims (SK-4.6, SK-4.7, SK-9). */
function checkObjectives(p: Problems, v: unknown, data: GameData, n: number): void {
  const comp = data.components;
  if (!p.array(v, '.objectives', comp.chips.shapes.length, 'SK-4.6')) return;
  if (goodObjectives.get(v) === data) return;
  const before = p.list.length;
  const full = comp.chips.byPlayerCount[String(n)] ?? [];
  const known = tablesOf(data).objectives;
  const seen: string[] = [];
  for (let i = 0; i < v.length; i++) {
    const o = v[i];
    const path = (): string => `.objectives[${i}]`;
    if (!hasExactly(o, OBJECTIVE_KEYS) && !p.object(o, path(), OBJECTIVE_KEYS)) continue;
    const entry = typeof o.id === 'string' ? known.get(o.id) : undefined;
    if (!entry) {
      p.add(`${path()}.id`, 'must be an objective card id of the components', 'SK-2.6');
      continue;
    }
    const card = entry.card;
    if (seen.includes(card.id)) p.add(`${path()}.id`, `${card.id} is in play twice`, 'SK-4.6');
    seen.push(card.id);
    if (o.name !== card.name) p.add(`${path()}.name`, `must be ${JSON.stringify(card.name)}, the name of ${card.id}`, 'SK-2.6');
    if (o.shape !== comp.chips.shapes[i]) p.add(`${path()}.shape`, `must be ${JSON.stringify(comp.chips.shapes[i])}, the shape of slot ${i + 1}`, 'SK-4.7');
    checkCondition(p, o.condition, path, entry.condition);
    if (isInts(o.claimedBy, 0, n - 1) || p.ints(o.claimedBy, `${path()}.claimedBy`, 0, n - 1, undefined, 'SK-9.1')) {
      const claimed = o.claimedBy;
      // Seats are 0..n-1 here: one bit per seat finds a repeat.
      let mask = 0;
      let twice = false;
      for (const q of claimed) {
        if (mask & (1 << q)) twice = true;
        mask |= 1 << q;
      }
      if (twice) p.add(`${path()}.claimedBy`, 'lists a seat twice; each seat wins an objective once', 'SK-9.1');
      if (claimed.length > full.length) p.add(`${path()}.claimedBy`, `has ${claimed.length} claims, but ${full.length} chips exist with ${n} players`, 'SK-9.4');
      else {
        // The chips left are `full` after the first `claimed.length`.
        const chips = o.chips;
        let same = Array.isArray(chips) && chips.length === full.length - claimed.length;
        for (let k = 0; same && k < (chips as unknown[]).length; k++) same = (chips as unknown[])[k] === full[claimed.length + k];
        if (!same) p.add(`${path()}.chips`, `must be [${full.slice(claimed.length).join(', ')}]: the chips of ${n} players after ${claimed.length} claims`, 'SK-9.4');
      }
    }
  }
  if (p.list.length === before && before === 0 && frozenObjectives(v)) goodObjectives.set(v, data);
}

/** Whether the objectives and every object and array in them are frozen. */
function frozenObjectives(v: readonly unknown[]): boolean {
  if (!frozenTwoDeep(v)) return false;
  for (const o of v as readonly Rec[]) if (!Object.isFrozen(o.condition) || !Object.isFrozen(o.chips) || !Object.isFrozen(o.claimedBy)) return false;
  return true;
}

/** An objective's condition is the one its card resolves to (SK-9.2). */
function checkCondition(p: Problems, v: unknown, objective: () => string, want: ResolvedCondition): void {
  if (!hasExactly(v, CONDITION_KEYS) && !p.object(v, `${objective()}.condition`, CONDITION_KEYS)) return;
  for (const k of CONDITION_KEYS) {
    if (v[k] !== want[k]) p.add(`${objective()}.condition.${k}`, `must be ${JSON.stringify(want[k])}, as the objective card says`, 'SK-9.2');
  }
}

/** `playerStates`: one per seat, every count within the box, the track and the cone row. */
function checkPlayers(p: Problems, v: unknown, data: GameData, n: number): void {
  const comp = data.components;
  if (!p.array(v, '.playerStates', n, 'SK-1')) return;
  const { endColumn, starColumns } = comp.track;
  const F = comp.floorsPerColour;
  for (let i = 0; i < v.length; i++) {
    const ps = v[i];
    if (typeof ps === 'object' && ps !== null && goodPlayers.get(ps) === data) continue;
    const before = p.list.length;
    const path = `.playerStates[${i}]`;
    if (!hasExactly(ps, PLAYER_KEYS) && !p.object(ps, path, PLAYER_KEYS)) continue;
    if (!isColourCount(ps.hand, F)) colourCount(p, ps.hand, `${path}.hand`, F);
    if (!isInt(ps.roofsLeft, 0, comp.roofsPerPlayer)) p.int(ps.roofsLeft, `${path}.roofsLeft`, 0, comp.roofsPerPlayer, 'SK-4.5');
    if (!isColourCount(ps.markers, endColumn)) colourCount(p, ps.markers, `${path}.markers`, endColumn, 'SK-2.5');
    if (!isInts(ps.stars, 1, endColumn)) p.ints(ps.stars, `${path}.stars`, 1, endColumn, undefined, 'SK-8.1');
    if (Array.isArray(ps.stars) && ps.stars.length > starColumns.length) p.add(`${path}.stars`, `must have at most ${starColumns.length} entries`, 'SK-8.1');
    const chips = ps.chips;
    if (Array.isArray(chips) && chips.length <= comp.chips.shapes.length ? true : p.arrayMax(chips, `${path}.chips`, comp.chips.shapes.length, 'SK-9.1')) {
      const list = chips as unknown[];
      for (let k = 0; k < list.length; k++) {
        const c = list[k];
        if (hasExactly(c, CHIP_KEYS) && typeof c.objective === 'string' && isInt(c.value, 0, Number.MAX_SAFE_INTEGER)) continue;
        if (p.object(c, `${path}.chips[${k}]`, CHIP_KEYS)) {
          p.str(c.objective, `${path}.chips[${k}].objective`);
          p.int(c.value, `${path}.chips[${k}].value`, 0, Number.MAX_SAFE_INTEGER, 'SK-9.4');
        }
      }
    }
    if (ps.cone !== null && !isInt(ps.cone, 0, comp.coneValues.length - 1)) p.int(ps.cone, `${path}.cone`, 0, comp.coneValues.length - 1, 'SK-10.4');
    if (p.list.length === before && frozenPlayer(ps)) goodPlayers.set(ps, data);
  }
}

/** Whether a player state (of the right shape) and every object and array in it are frozen. */
function frozenPlayer(ps: Rec): boolean {
  return Object.isFrozen(ps) && Object.isFrozen(ps.hand) && Object.isFrozen(ps.markers) && Object.isFrozen(ps.stars) && frozenTwoDeep(ps.chips as readonly unknown[]);
}

/** `firstPlayer`, `turn`, `pending`, `extraTurn`, `extraEarned`, `triggered`, `end`, `over`, `rng`: their shapes. */
function checkTurnFields(p: Problems, r: Rec, data: GameData, n: number): void {
  p.int(r.firstPlayer, '.firstPlayer', 0, n - 1, 'SK-4.9');
  p.int(r.turn, '.turn', 0, n - 1, 'SK-5');
  const limit = typeof r.options === 'object' && r.options !== null && isInt((r.options as Rec).roundLimit, 2, SKYLINE_LIMITS.roundLimit) ? ((r.options as Rec).roundLimit as number) : SKYLINE_LIMITS.roundLimit;
  p.int(r.round, '.round', 1, limit, 'SK-10.7');
  const pd = r.pending;
  if (typeof pd !== 'object' || pd === null || Array.isArray(pd)) p.add('.pending', 'must be an object');
  else {
    const q = pd as Rec;
    if (q.kind === 'none' || q.kind === 'discard') p.object(q, '.pending', ['kind']);
    else if (q.kind === 'setup') {
      if (p.object(q, '.pending', ['kind', 'floors', 'index'])) {
        if (p.arrayMax(q.floors, '.pending.floors', data.components.marketSize + 4, 'SK-4.4')) {
          q.floors.forEach((f, i) => p.oneOf(f, `.pending.floors[${i}]`, [...COLOURS, 'multi'], 'SK-4.4'));
        }
        p.int(q.index, '.pending.index', 0, Array.isArray(q.floors) ? q.floors.length - 1 : 0, 'SK-4.4');
      }
    } else if (q.kind === 'choose') {
      if (p.object(q, '.pending', ['kind', 'card', 'slot', 'index', 'shortage'])) {
        const card = typeof q.card === 'string' && has(data.cards, q.card) ? data.cards[q.card]! : null;
        p.check(card !== null, '.pending.card', 'must be a material card id', 'SK-2.4');
        p.int(q.slot, '.pending.slot', 0, data.components.marketSize - 1, 'SK-6.1');
        p.int(q.index, '.pending.index', 0, card ? card.floors.length - 1 : 0, 'SK-6.2');
        p.bool(q.shortage, '.pending.shortage');
      }
    } else p.add('.pending.kind', 'must be none, setup, choose or discard');
  }
  p.bool(r.extraTurn, '.extraTurn');
  p.bool(r.extraEarned, '.extraEarned');
  if (r.triggered !== null) p.oneOf(r.triggered, '.triggered', TRIGGERS, 'SK-10');
  if (r.end !== null && p.object(r.end, '.end', ['trigger', 'by', 'finalTurns'])) {
    p.oneOf(r.end.trigger, '.end.trigger', END_TRIGGERS, 'SK-10');
    p.int(r.end.by, '.end.by', 0, n - 1, 'SK-10');
    p.ints(r.end.finalTurns, '.end.finalTurns', 0, n - 1, undefined, 'SK-10.2');
    if (Array.isArray(r.end.finalTurns)) p.check(r.end.finalTurns.length <= n, '.end.finalTurns', `must have at most ${n} entries`, 'SK-10.2');
  }
  p.bool(r.over, '.over');
  p.rng(r.rng, '.rng');
}

/** Every floor and roof of the box in one place (SK-4), every card exactly once (SK-4.3, SK-6.4). */
function checkConservation(p: Problems, s: SkylineState, data: GameData): void {
  const comp = data.components;
  const F = comp.floorsPerColour;
  // One pass over the board: floors by colour index (COLOURS order), roofs by seat.
  let grey = s.supply.grey, white = s.supply.white, brown = s.supply.brown, black = s.supply.black;
  for (let seat = 0; seat < s.playerStates.length; seat++) {
    const ps = s.playerStates[seat]!;
    grey += ps.hand.grey;
    white += ps.hand.white;
    brown += ps.hand.brown;
    black += ps.hand.black;
  }
  const floors = [grey, white, brown, black];
  const counts = boardCounts(s.stacks, s.players, data);
  for (let c = 0; c < 4; c++) floors[c]! += counts.floors[c]!;
  const placed = counts.roofs;
  for (let c = 0; c < 4; c++) {
    const k = floors[c]!;
    if (k !== F) p.add(`.supply.${COLOURS[c]}`, `${k} ${COLOURS[c]} floors in play, the box has ${F}`, 'SK-4.2');
  }
  for (let seat = 0; seat < s.players; seat++) {
    const k = s.playerStates[seat]!.roofsLeft + placed[seat]!;
    if (k !== comp.roofsPerPlayer) p.add(`.playerStates[${seat}].roofsLeft`, `${k} roofs of P${seat + 1} in play, a seat has ${comp.roofsPerPlayer}`, 'SK-4.5');
  }
  // Cards: the undrawn deck, the market, the discard pile and the card being taken hold each card once.
  const taking = s.pending.kind === 'choose' ? s.pending.card : null;
  const g = goodPlacement;
  if (g !== null && g.data === data && g.deck === s.deck && g.drawn === s.drawn && g.market === s.market && g.discard === s.discard && g.taking === taking) return;
  const before = p.list.length;
  placeCards(p, s, data);
  if (p.list.length === before && Object.isFrozen(s.deck) && Object.isFrozen(s.market) && Object.isFrozen(s.discard)) {
    goodPlacement = { data, deck: s.deck, drawn: s.drawn, market: s.market, discard: s.discard, taking };
  }
}

/** Every card exactly once across the undrawn deck, the market, the discard pile and the card being taken (SK-4.3, SK-6.4). */
function placeCards(p: Problems, s: SkylineState, data: GameData): void {
  const comp = data.components;
  // Where each card was first seen, by card index (every id is a card here): a field (0 = nowhere) and an index.
  const index = tablesOf(data).cardIndex;
  const total = comp.materialCards.length;
  const { whereField, whereAt, inDeck } = cardScratch(total);
  const name = (field: number, i: number): string => (i < 0 ? FIELDS[field]! : `${FIELDS[field]}[${i}]`);
  const put = (id: string, field: number, i: number): void => {
    const c = index.get(id)!;
    if (whereField[c] !== 0) p.add(name(field, i), `card ${id} is also at ${name(whereField[c]!, whereAt[c]!)}; every card is in one place`, 'SK-4.3');
    else {
      whereField[c] = field;
      whereAt[c] = i;
    }
  };
  // The drawn part of the deck lists cards now elsewhere; the deck itself never repeats a card.
  if (goodDeckOnce.get(s.deck) !== data) {
    let once = true;
    for (let i = 0; i < s.deck.length; i++) {
      const c = index.get(s.deck[i]!)!;
      if (inDeck[c]) once = p.add(`.deck[${i}]`, `card ${s.deck[i]} is in the deck twice`, 'SK-4.3');
      inDeck[c] = 1;
    }
    if (once && Object.isFrozen(s.deck)) goodDeckOnce.set(s.deck, data);
  }
  for (let i = s.drawn; i < s.deck.length; i++) put(s.deck[i]!, DECK, i);
  for (let i = 0; i < s.market.length; i++) if (s.market[i] !== null) put(s.market[i]!, MARKET, i);
  for (let i = 0; i < s.discard.length; i++) put(s.discard[i]!, DISCARD, i);
  if (s.pending.kind === 'choose') put(s.pending.card, PENDING_CARD, -1);
  let nowhere = 0;
  for (let c = 0; c < total; c++) if (whereField[c] === 0) nowhere++;
  if (nowhere > 0) {
    const missing = comp.materialCards.filter((_, c) => whereField[c] === 0).map((c) => c.id);
    p.add('.deck', `${missing.length} card(s) are nowhere (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}); every card is in the deck, the market, the discard pile or being taken`, 'SK-4.3');
  }
}

/** Floors by colour index and roofs by seat on the board (remembered for a stacks array in {@link goodStacks}). */
function boardCounts(stacks: SkylineState['stacks'], players: number, data: GameData): { readonly floors: readonly number[]; readonly roofs: readonly number[] } {
  const known = goodStacks.get(stacks) === data ? stackCounts.get(stacks) : undefined;
  if (known !== undefined && known.roofs.length === players) return known;
  const floors = [0, 0, 0, 0];
  const roofs = new Array<number>(players).fill(0);
  for (let i = 0; i < stacks.length; i++) {
    const st = stacks[i]!;
    for (let k = 0; k < st.length; k++) {
      const piece = st[k]!;
      if (typeof piece === 'number') roofs[piece]!++;
      else floors[COLOUR_INDEX[piece]]!++;
    }
  }
  const counts = { floors, roofs };
  if (goodStacks.get(stacks) === data) stackCounts.set(stacks, counts);
  return counts;
}

/**
 * Per-card scratch of {@link checkConservation}, cleared for each call: allocating three typed arrays
 * per call was a visible part of validating every state of a replay. `validate` is synchronous and
 * never re-entered, so one set is enough.
 */
let scratch = { whereField: new Uint8Array(64), whereAt: new Int32Array(64), inDeck: new Uint8Array(64) };
function cardScratch(total: number): typeof scratch {
  if (scratch.whereField.length < total) scratch = { whereField: new Uint8Array(total), whereAt: new Int32Array(total), inDeck: new Uint8Array(total) };
  scratch.whereField.fill(0, 0, total);
  scratch.inDeck.fill(0, 0, total);
  return scratch;
}

/** The places a card can be, for {@link checkConservation} (0 = nowhere). */
const DECK = 1, MARKET = 2, DISCARD = 3, PENDING_CARD = 4;
const FIELDS = ['', '.deck', '.market', '.discard', '.pending.card'];

/** Each seat's chips are exactly the ones its claims earned, in the order of `claimedBy` (SK-9.1, SK-9.4). */
function checkClaims(p: Problems, s: SkylineState, data: GameData): void {
  const full = data.components.chips.byPlayerCount[String(s.players)] ?? [];
  const objectives = s.objectives;
  for (let seat = 0; seat < s.players; seat++) {
    const ps = s.playerStates[seat]!;
    const path = `.playerStates[${seat}].chips`;
    // The objectives (by index: their ids are distinct here, and there are three) this seat holds a chip of.
    let mine = 0;
    for (let k = 0; k < ps.chips.length; k++) {
      const c = ps.chips[k]!;
      let at = 0;
      while (at < objectives.length && objectives[at]!.id !== c.objective) at++;
      if (at === objectives.length) {
        p.add(`${path}[${k}].objective`, `${c.objective} is not an objective in play`, 'SK-9.4');
        continue;
      }
      const o = objectives[at]!;
      if (mine & (1 << at)) {
        p.add(`${path}[${k}]`, `a second chip of ${o.id}; each seat wins an objective once`, 'SK-9.1');
        continue;
      }
      mine |= 1 << at;
      const claim = o.claimedBy.indexOf(seat);
      if (claim < 0) p.add(`${path}[${k}]`, `P${seat + 1} holds a chip of ${o.id} but is not among its claimants`, 'SK-9.4');
      else if (c.value !== full[claim]) p.add(`${path}[${k}].value`, `must be ${full[claim]}: claim ${claim + 1} of ${o.id} with ${s.players} players`, 'SK-9.4');
    }
    for (let at = 0; at < objectives.length; at++) {
      const o = objectives[at]!;
      if (o.claimedBy.includes(seat) && !(mine & (1 << at))) p.add(path, `P${seat + 1} claimed ${o.id} but holds no chip of it`, 'SK-9.4');
    }
  }
}

/** The credited star columns are exactly those every marker has reached (SK-8.1: markers only advance). */
function checkStars(p: Problems, s: SkylineState, data: GameData): void {
  const { starColumns } = data.components.track;
  for (let seat = 0; seat < s.players; seat++) {
    const ps = s.playerStates[seat]!;
    const m = ps.markers;
    const low = Math.min(m.grey, m.white, m.brown, m.black);
    // `stars` must be starColumns.filter((j) => j <= low), compared without building it.
    let k = 0;
    let same = true;
    for (let c = 0; c < starColumns.length; c++) {
      const j = starColumns[c]!;
      if (j > low) continue;
      if (ps.stars[k] !== j) {
        same = false;
        break;
      }
      k++;
    }
    if (!same || k !== ps.stars.length) {
      const want = starColumns.filter((j) => j <= low);
      p.add(`.playerStates[${seat}].stars`, `must be [${want.join(', ')}]: the star columns every marker has reached (lowest marker ${low})`, 'SK-8.1');
    }
  }
}

/**
 * The extra-turn flags against the star columns (SK-8.2): an extra turn is earned only by crediting a
 * star column, so `extraTurn` (this turn is one) and `extraEarned` (one follows) need a column credited
 * to the seat on turn, and the game is not over while one is owed. `extraEarned` outlives its action
 * only into a hand-limit step (checkPending), i.e. after taking a card: that card's vehicle icons
 * (SK-6.3) must have moved the lowest marker past a credited column. Before them every marker `c`
 * stood at least at `markers[c] - icons[c]` (markers only advance, capped at the end), so some
 * credited column must lie above the lowest of those. The taken card is the top of the discard pile,
 * or, if that pile was just reshuffled into an empty deck (SK-6.4, U10), somewhere in the new deck.
 */
function checkExtraTurn(p: Problems, s: SkylineState, data: GameData): void {
  if (!s.extraTurn && !s.extraEarned) return;
  const ps = s.playerStates[s.turn]!;
  const who = `P${s.turn + 1}`;
  if (s.over) p.add(s.extraTurn ? '.extraTurn' : '.extraEarned', 'the game is over: no extra turn follows', 'SK-8.2');
  if (ps.stars.length === 0) {
    if (s.extraTurn) p.add('.extraTurn', `${who} has no star column credited: nothing earned this extra turn`, 'SK-8.2');
    if (s.extraEarned) p.add('.extraEarned', `${who} has no star column credited: nothing earned an extra turn`, 'SK-8.2');
    return;
  }
  if (!s.extraEarned || s.pending.kind !== 'discard') return;
  const top = ps.stars[ps.stars.length - 1]!;
  const m = ps.markers;
  const credits = (id: string): boolean => {
    const icons = data.icons[id]!;
    return Math.min(m.grey - icons[0]!, m.white - icons[1]!, m.brown - icons[2]!, m.black - icons[3]!) < top;
  };
  let earned = false;
  if (s.discard.length > 0) earned = credits(s.discard[s.discard.length - 1]!);
  else for (let i = 0; i < s.deck.length && !earned; i++) earned = credits(s.deck[i]!);
  if (!earned) {
    const card = s.discard.length > 0 ? `the card taken (${s.discard[s.discard.length - 1]})` : 'no card of the reshuffled deck';
    p.add('.extraEarned', `${card} cannot have moved ${who}'s lowest marker past a star column (highest credited ${top})`, 'SK-8.2');
  }
}

/** The step pending is one the rules reach and can finish; hands within the limit between turns (SK-4.4, SK-6, SK-8.2). */
function checkPending(p: Problems, s: SkylineState, data: GameData): void {
  const comp = data.components;
  const pd = s.pending;
  const limit = comp.handLimit;
  for (let seat = 0; seat < s.playerStates.length; seat++) {
    const ps = s.playerStates[seat]!;
    const mid = seat === s.turn && (pd.kind === 'choose' || pd.kind === 'discard');
    if (!mid && sum(ps.hand) > limit) p.add(`.playerStates[${seat}].hand`, `${sum(ps.hand)} floors, above the hand limit of ${limit} between turns`, 'SK-6.6');
  }
  if (s.extraEarned && pd.kind !== 'discard') p.add('.extraEarned', 'an earned extra turn starts when the action ends; only a hand-limit step can come between', 'SK-8.2');
  if (s.over && pd.kind !== 'none') p.add('.pending', 'the game is over: nothing can be pending', 'SK-10');
  switch (pd.kind) {
    case 'discard': {
      const held = sum(s.playerStates[s.turn]!.hand);
      if (held <= limit) p.add('.pending', `a hand-limit step, but P${s.turn + 1} holds ${held} floors (limit ${limit})`, 'SK-6.6');
      return;
    }
    case 'choose': {
      const card = data.cards[pd.card]!;
      const floor: CardFloor = card.floors[pd.index]!;
      if (s.market[pd.slot] !== null) p.add('.market', `slot ${pd.slot + 1} must be empty while its card ${pd.card} is being taken`, 'SK-6.1');
      if (pd.shortage !== (floor !== 'multi')) p.add('.pending.shortage', `floor ${pd.index + 1} of ${pd.card} is ${floor}: shortage must be ${floor !== 'multi'}`, 'SK-6.5');
      if (floor !== 'multi' && s.supply[floor] > 0) p.add('.pending', `a ${floor} floor is chosen only when the supply has none left`, 'SK-6.5');
      if (sum(s.supply) === 0) p.add('.pending', 'a colour to choose from an empty supply', 'SK-6.5');
      if (pd.shortage && s.end === null && s.triggered === null) p.add('.triggered', 'a shortage (SK-6.5) triggers the end of the game', 'SK-10.2');
      return;
    }
    case 'setup': {
      p.check(s.options.setupMode === 'manual', '.pending', 'starting floors are placed by hand only in manual setup', 'SK-4.4');
      const want = comp.marketSize + (EXTRA_SETUP_CARDS[s.options.startingFloors] ?? 0);
      p.check(pd.floors.length === want, '.pending.floors', `must list ${want} starting floors`, 'SK-4.4');
      p.check(s.turn === s.firstPlayer, '.turn', 'the first player places the starting floors', 'SK-4.4');
      p.check(s.end === null && !s.over && !s.extraTurn && s.triggered === null && s.round === 1, '.pending', 'starting floors are placed before the first turn', 'SK-4.4');
      if (s.stacks.some((st) => st.length > 1)) p.add('.stacks', 'only starting floors can be on the board during setup', 'SK-4.4');
      const floor = pd.floors[pd.index]!;
      const { adjacency } = data.board;
      const options = floor === 'multi' ? COLOURS : [floor];
      if (!options.some((c) => s.supply[c] > 0 && legalSetupSites(s.stacks, adjacency, c).length > 0)) {
        p.add('.pending.index', `starting floor ${pd.index + 1} (${floor}) has no legal site; it would have been skipped`, 'SK-4.4');
      }
      return;
    }
    case 'none':
      return;
  }
}

/** The end of the game (SK-10): who triggered, the final turns in seat order, cones set for those who counted. */
function checkEnd(p: Problems, s: SkylineState): void {
  const n = s.players;
  let roofless = -1; // the first seat without a roof left (a loop: builtins on frozen arrays are slow in Node 20)
  for (let seat = 0; seat < n && roofless < 0; seat++) if (s.playerStates[seat]!.roofsLeft === 0) roofless = seat;
  if (s.triggered !== null) {
    if (s.end !== null) p.add('.triggered', 'only the first end trigger counts; the end is already scheduled', 'SK-10.3');
    if (s.pending.kind === 'none' && !s.extraTurn) p.add('.triggered', 'a trigger is scheduled when its turn ends', 'SK-10');
    if (s.triggered === 'roof' && s.playerStates[s.turn]!.roofsLeft !== 0) p.add('.triggered', `P${s.turn + 1} still has roofs; trigger A is the last roof`, 'SK-10.1');
  }
  const last = (s.firstPlayer + n - 1) % n;
  if (s.end === null) {
    if (s.round === s.options.roundLimit) p.add('.round', `round ${s.round} is the last one (roundLimit); it begins with the end scheduled`, 'SK-10.7');
    if (s.over) p.add('.over', 'a game ends only after its final round', 'SK-10');
    if (s.triggered === null && roofless >= 0) p.add(`.playerStates[${roofless}].roofsLeft`, `P${roofless + 1} placed the last roof, which triggers the end`, 'SK-10.1');
    for (let seat = 0; seat < n; seat++) if (s.playerStates[seat]!.cone !== null) p.add(`.playerStates[${seat}].cone`, 'is set only after the end is triggered', 'SK-10.4');
    return;
  }
  const { trigger, by, finalTurns } = s.end;
  // The full schedule: every other seat from the next one (trigger A), or every seat with `by` last.
  const order: number[] = [];
  for (let k = 1; k <= (trigger === 'roof' ? n - 1 : n); k++) order.push((by + k) % n);
  // finalTurns must be the tail of `order`
  let tail = finalTurns.length <= order.length;
  for (let k = 0; tail && k < finalTurns.length; k++) tail = finalTurns[k] === order[order.length - finalTurns.length + k];
  if (!tail) {
    p.add('.end.finalTurns', `must be the last ${finalTurns.length} of [${order.join(', ')}]`, trigger === 'roof' ? 'SK-10.1' : 'SK-10.2');
  }
  if (trigger === 'roof' && s.playerStates[by]!.roofsLeft !== 0) p.add('.end.by', `P${by + 1} still has roofs; trigger A is the last roof`, 'SK-10.1');
  if (trigger === 'limit') {
    // SK-10.7: the last seat of round roundLimit − 1 triggers it as its turn ends; the last round is being played.
    if (by !== last) p.add('.end.by', `must be P${last + 1}, the last seat of a round (first player P${s.firstPlayer + 1})`, 'SK-10.7');
    if (s.round !== s.options.roundLimit) p.add('.round', `must be ${s.options.roundLimit}: the round limit is reached when round ${s.options.roundLimit} begins`, 'SK-10.7');
  }
  if (s.over) p.check(finalTurns.length === 0, '.over', 'the game ends when the final turns are played', 'SK-10');
  else if (finalTurns.length === 0) p.add('.over', 'every final turn is played: the game is over', 'SK-10');
  else p.check(s.turn === finalTurns[0], '.turn', `must be P${finalTurns[0]! + 1}, the next final turn`, 'SK-10.2');
  for (let seat = 0; seat < n; seat++) {
    const counted = finalTurns.indexOf(seat) < 0;
    if (counted !== (s.playerStates[seat]!.cone !== null)) {
      p.add(`.playerStates[${seat}].cone`, counted ? 'must be set: this seat has counted its roofs' : 'is set only after the final turn', 'SK-10.4');
    }
  }
}
