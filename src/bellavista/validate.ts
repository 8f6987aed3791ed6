/**
 * `bellavista.validate`: every field of a Bella Vista state and the invariants the rules keep, so that
 * any state it accepts is one every contract function handles (docs/bellavista.md "Positions").
 *
 * One function per part of the state:
 * - {@link shape}: every field's type and range, one entry per seat in every per-seat list;
 * - {@link phaseAndTurn}: the offer board, the overflow row, the construction order (`queue`,
 *   `buildTurn`), `offerTurn` and `step` as the phase has them (BV-5.1 … BV-5.12, BV-9.1);
 * - {@link town}: each building's derived fields (colour, height, owner, district tiles, border,
 *   parks, rivers: BV-3.5, BV-3.6) as `place` computes them, and the grid pointing at exactly them;
 * - {@link constructionCards}: each architect's construction cards in exactly one place (deck, hand,
 *   offer board, overflow, the queue's cards still to build, the town, set aside; BV-4.10), the
 *   neutral buildings (BV-9);
 * - {@link contractCards}, {@link zoningCards}: every card of the box in exactly one place;
 * - {@link turnCanBePlayed}: the architect to act has something to do (a card for each offer still to
 *   make, a space for the building to place, a contract to take in the contract step).
 * Never throws; linear in the state's size.
 *
 * Why it is written this way: `replay` and the harness validate every state the engine produces, so
 * this runs once per ply. Each check is an inline test first; the path and the message of a problem
 * are built only when the test fails (a valid state builds no strings). Cards, contracts and zoning
 * cards are counted in arrays indexed through per-config tables ({@link tablesOf}), not in Maps of
 * strings, and the scratch arrays are reused (validate is synchronous and never re-entered).
 *
 * States are frozen and share every part a ply did not change with the state before, and V8 reads
 * frozen arrays and objects several times slower than plain ones. So a check that depends only on one
 * frozen part (and on the config) is remembered for that very object once it passed: a building's
 * fields and derived fields, a list of card ids, the grid's range.
 * A remembered part cannot have changed (it is frozen), and only passing results are remembered, so
 * every state gets every check; the checks that depend on the rest of the state (the round, the phase,
 * the other parts) run every time.
 */
import { Problems, type StateProblem } from '../core/index.js';
import { ROUNDS, TURNS_PER_ROUND } from './data.js';
import { eligibleContracts } from './legal.js';
import { rulesOf, type Rules } from './rules.js';
import { cardColour, cardNumber } from './setup.js';
import { STATE_COIN_LIMIT, candidateOn, fitsSomewhere, plainGrid, type Candidate } from './town.js';
import type { BellaVistaState, Building, Offer } from './types.js';

const KEYS = [
  'players', 'config', 'heightObjective', 'groupingObjective', 'round', 'phase', 'step', 'colours', 'roofColours', 'neutralColour',
  'coins', 'decks', 'hands', 'offerOrder', 'offerTurn', 'spaces', 'overflow', 'queue', 'buildTurn', 'buildings', 'grid', 'setAside',
  'zoning', 'zoningDeck', 'zoningPast', 'contractDeck', 'display', 'contracts', 'rng',
];
const CONFIG_KEYS = ['players', 'layout', 'neutralInFinalRound', 'components'];
const BUILDING_KEYS = ['id', 'colour', 'height', 'owner', 'cells', 'tiles', 'border', 'parks', 'rivers', 'round'];
const OFFER_KEYS = ['player', 'card', 'space', 'cost'];
const PHASES = ['offer', 'build', 'neutral', 'over'];
const STEPS = ['place', 'contract'];

/** Problems with `x` as a Bella Vista state (empty = valid). `x` is plain JSON. */
export function validate(x: unknown): StateProblem[] {
  const p = new Problems();
  if (!hasKeys(x, KEYS) && !p.object(x, '', KEYS)) return p.list;
  const s = x as unknown as BellaVistaState;
  const rules = config(p, s);
  if (!rules) return p.list;
  const t = tablesOf(rules, s.players);
  shape(p, s, rules, t);
  if (!p.ok) return p.list;
  phaseAndTurn(p, s, rules);
  town(p, s, rules, t);
  if (!p.ok) return p.list;
  constructionCards(p, s, t);
  contractCards(p, s, rules, t);
  zoningCards(p, s, rules, t);
  if (!p.ok) return p.list;
  turnCanBePlayed(p, s, rules);
  return p.list;
}

/**
 * `x` is an object with exactly the keys `keys` (the fast test of `Problems.object`: when it fails,
 * `Problems.object` runs and names what is missing or extra). States keep their keys in one order.
 */
function hasKeys(x: unknown, keys: readonly string[]): boolean {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const own = Object.keys(x);
  if (own.length !== keys.length) return false;
  for (let i = 0; i < own.length; i++) if (own[i] !== keys[i] && !keys.includes(own[i]!)) return false;
  return true;
}

/** A construction card of the colours in play: its colour, number and owner (null: neutral). */
interface CardInfo {
  readonly index: number;
  readonly colour: string;
  readonly number: number;
  readonly owner: number | null;
}

/** What validate derives from the rules data and the player count once, and its scratch arrays. */
interface Tables {
  readonly cells: number;
  readonly perSeat: number;
  /** Contract cards in the box. */
  readonly box: number;
  readonly maxCost: number;
  readonly colours: readonly string[];
  readonly roofColours: readonly (string | null)[];
  /** Every card id `colour-number` of a colour in play (the seats', 2p roofed, 3p neutral). */
  readonly cards: ReadonlyMap<string, CardInfo>;
  readonly contractIndex: ReadonlyMap<string, number>;
  readonly zoningIndex: ReadonlyMap<string, number>;
  // scratch, reset by each user
  readonly cellIdx: Int32Array;
  readonly cover: Int32Array;
  readonly seen: Uint8Array;
  readonly where: Int32Array;
  readonly built: (Building | undefined)[];
  readonly neutral: Uint8Array;
  readonly contractCount: Int32Array;
  readonly zoningCount: Int32Array;
  // frozen parts that passed the checks that depend on them alone (see the module docs)
  /** Lists of card ids that passed {@link strings}, per kind of list. */
  readonly okLists: Record<ListKind, WeakSet<object>>;
  /** Buildings whose own fields and derived fields passed, with the town placement they stand on. */
  readonly okBuildings: WeakMap<object, Candidate>;
}

type ListKind = 'deck' | 'contracts' | 'setAside' | 'zoning' | 'contractCards';

const tables = new WeakMap<Rules, Tables[]>();

/** The tables of `rules` at `players` seats (cached per rules object, which is cached per config). */
function tablesOf(rules: Rules, players: number): Tables {
  let perN = tables.get(rules);
  if (!perN) tables.set(rules, (perN = []));
  return (perN[players] ??= makeTables(rules, players));
}

function makeTables(rules: Rules, n: number): Tables {
  const comp = rules.components;
  const colours = comp.colours.slice(0, n === 2 ? 2 : n);
  const roofColours = Array.from({ length: n }, (_, i) => (n === 2 ? comp.colours[2 + i]! : null));
  const neutralColour = n === 3 ? comp.colours[3]! : null;
  const cards = new Map<string, CardInfo>();
  const inPlay = [...colours, ...roofColours.filter((c): c is string => c !== null), ...(neutralColour === null ? [] : [neutralColour])];
  for (const colour of inPlay) {
    for (let k = 1; k <= 8; k++) {
      const id = `${colour}-${k}`;
      // exactly the ids `ownerOfColour` and the colour-number checks accept
      if (cardColour(id) !== colour || cardNumber(id) !== k || cards.has(id)) continue;
      const own = colours.indexOf(colour);
      const roof = roofColours.indexOf(colour);
      cards.set(id, { index: cards.size, colour, number: k, owner: own >= 0 ? own : roof >= 0 ? roof : null });
    }
  }
  const cells = rules.town.rows * rules.town.cols;
  return {
    cells,
    perSeat: 8 * (n === 2 ? 2 : 1),
    box: comp.contractCards.reduce((t, c) => t + c.copies, 0),
    maxCost: Math.max(0, ...rules.offerCosts),
    colours,
    roofColours,
    cards,
    contractIndex: new Map(comp.contractCards.map((c, i) => [c.id, i])),
    zoningIndex: new Map(comp.zoningCards.map((z, i) => [z.id, i])),
    cellIdx: new Int32Array(cells),
    cover: new Int32Array(cells),
    seen: new Uint8Array(cards.size),
    where: new Int32Array(cards.size),
    built: new Array<Building | undefined>(cards.size),
    neutral: new Uint8Array(cards.size),
    contractCount: new Int32Array(comp.contractCards.length),
    zoningCount: new Int32Array(comp.zoningCards.length),
    okLists: { deck: new WeakSet(), contracts: new WeakSet(), setAside: new WeakSet(), zoning: new WeakSet(), contractCards: new WeakSet() },
    okBuildings: new WeakMap(),
  };
}

/** The player count and the stored config: the rules data it resolves to (BAD_CONFIG data is a problem). */
function config(p: Problems, s: BellaVistaState): Rules | undefined {
  if (!p.int(s.players, '.players', 2, 4, 'BV-1.1')) return undefined;
  if (!hasKeys(s.config, CONFIG_KEYS) && !p.object(s.config, '.config', CONFIG_KEYS)) return undefined;
  p.check(s.config.players === s.players, '.config.players', 'must equal .players', 'BV-1.1');
  p.bool(s.config.neutralInFinalRound, '.config.neutralInFinalRound');
  p.check(typeof s.config.layout === 'string' || Array.isArray(s.config.layout), '.config.layout', 'must be a layout id or a list of tile placements', 'BV-4.1');
  p.check(s.config.components === null || (typeof s.config.components === 'object' && !Array.isArray(s.config.components)), '.config.components', 'must be null or an object of component overrides', 'BV-4.1');
  if (!p.ok) return undefined;
  try {
    return rulesOf(s);
  } catch (e) {
    p.add('.config', `is not a valid Bella Vista config (${String((e as Error)?.message ?? e).slice(0, 160)})`, 'BV-4.1');
    return undefined;
  }
}

/**
 * A list of strings of at most `max` entries, each in `known` if given (a path is built only for a
 * problem). A frozen list that passed is remembered in `ok`.
 */
function strings(p: Problems, list: unknown, path: string, max: number, rule: string, ok: WeakSet<object>, known?: ReadonlyMap<string, unknown>, what?: string, knownRule?: string): void {
  if (!Array.isArray(list) || list.length > max) {
    p.arrayMax(list, path, max, rule);
    return;
  }
  if (ok.has(list)) return;
  let passed = true;
  for (let j = 0; j < list.length; j++) {
    const c: unknown = list[j];
    if (known === undefined) {
      if (typeof c !== 'string') passed = p.str(c, `${path}[${j}]`);
    } else if (typeof c !== 'string' || !known.has(c)) passed = p.add(`${path}[${j}]`, `must name a ${what}`, knownRule);
  }
  if (passed && Object.isFrozen(list)) ok.add(list);
}

/** The grid's entries: all integers from -1 up, and the largest (NaN if not), per frozen grid. */
const gridMax = new WeakMap<object, number>();

/** `grid` has `len` integer entries from -1 to `max` (the summary of a frozen grid is remembered). */
function gridInts(p: Problems, grid: unknown, max: number, len: number): void {
  if (Array.isArray(grid) && grid.length === len) {
    let top = gridMax.get(grid);
    if (top === undefined) {
      top = -1;
      for (let i = 0; i < len; i++) {
        const v: unknown = grid[i];
        if (typeof v !== 'number' || !Number.isInteger(v) || v < -1) {
          top = NaN;
          break;
        }
        if (v > top) top = v;
      }
      if (Object.isFrozen(grid)) gridMax.set(grid, top);
    }
    if (top <= max) return;
  }
  p.ints(grid, '.grid', -1, max, len, 'BV-5.8');
}

/** Every field's type and range. */
function shape(p: Problems, s: BellaVistaState, rules: Rules, t: Tables): void {
  const n = s.players;
  const comp = rules.components;
  const { cells, perSeat, box } = t;
  p.check(typeof s.heightObjective === 'string' && rules.height.has(s.heightObjective), '.heightObjective', 'must name a height objective', 'BV-4.4');
  p.check(typeof s.groupingObjective === 'string' && rules.grouping.has(s.groupingObjective), '.groupingObjective', 'must name a grouping objective', 'BV-4.4');
  p.int(s.round, '.round', 1, ROUNDS, 'BV-5.13');
  p.oneOf(s.phase, '.phase', PHASES);
  p.oneOf(s.step, '.step', STEPS, 'BV-5.11');
  const expected = t.colours;
  if (p.array(s.colours, '.colours', n)) {
    for (let i = 0; i < n; i++) if (s.colours[i] !== expected[i]) p.add(`.colours[${i}]`, `must be ${expected[i]}`, 'BV-4.6');
  }
  if (p.array(s.roofColours, '.roofColours', n)) {
    for (let i = 0; i < n; i++) {
      if (s.roofColours[i] !== t.roofColours[i]) p.add(`.roofColours[${i}]`, "must be the seat's roofed colour (2 players) or null", 'BV-8.1');
    }
  }
  p.check(s.neutralColour === (n === 3 ? comp.colours[3] : null), '.neutralColour', 'must be the fourth colour with 3 players, else null', 'BV-4.8');
  p.ints(s.coins, '.coins', 0, STATE_COIN_LIMIT, n, 'BV-4.9');
  const ok = t.okLists;
  if (p.array(s.decks, '.decks', n)) for (let i = 0; i < n; i++) strings(p, s.decks[i], `.decks[${i}]`, perSeat, 'BV-4.10', ok.deck);
  if (p.array(s.hands, '.hands', n)) for (let i = 0; i < n; i++) strings(p, s.hands[i], `.hands[${i}]`, perSeat, 'BV-4.10', ok.deck);
  if (p.array(s.contracts, '.contracts', n)) for (let i = 0; i < n; i++) strings(p, s.contracts[i], `.contracts[${i}]`, box, 'BV-5.11', ok.contracts);
  const turns = n * TURNS_PER_ROUND[n]!;
  p.ints(s.offerOrder, '.offerOrder', 0, n - 1, turns, 'BV-5.1');
  p.int(s.offerTurn, '.offerTurn', 0, turns, 'BV-5.1');
  const spaces = rules.offerCosts.length;
  if (p.array(s.spaces, '.spaces', spaces, 'BV-4.2')) for (let i = 0; i < spaces; i++) if (s.spaces[i] !== null) offer(p, s.spaces[i], '.spaces', i, n, spaces, t.maxCost);
  if (p.arrayMax(s.overflow, '.overflow', turns, 'BV-5.4')) for (let i = 0; i < s.overflow.length; i++) offer(p, s.overflow[i], '.overflow', i, n, spaces, t.maxCost);
  if (p.arrayMax(s.queue, '.queue', turns, 'BV-5.7')) for (let i = 0; i < s.queue.length; i++) offer(p, s.queue[i], '.queue', i, n, spaces, t.maxCost);
  p.int(s.buildTurn, '.buildTurn', 0, Array.isArray(s.queue) ? s.queue.length : 0, 'BV-5.7');
  if (p.arrayMax(s.buildings, '.buildings', cells, 'BV-5.8')) {
    for (let i = 0; i < s.buildings.length; i++) if (!t.okBuildings.has(s.buildings[i]!)) building(p, s.buildings[i], i, n, rules, cells);
  }
  gridInts(p, s.grid, Array.isArray(s.buildings) ? s.buildings.length - 1 : -1, cells);
  strings(p, s.setAside, '.setAside', n * perSeat + ROUNDS, 'BV-5.9', ok.setAside);
  p.check(typeof s.zoning === 'string' && rules.zoning.has(s.zoning), '.zoning', 'must name a zoning card', 'BV-4.3');
  strings(p, s.zoningDeck, '.zoningDeck', comp.zoningCards.length, 'BV-4.3', ok.zoning, rules.zoning, 'zoning card', 'BV-4.3');
  strings(p, s.zoningPast, '.zoningPast', comp.zoningCards.length, 'BV-4.3', ok.zoning, rules.zoning, 'zoning card', 'BV-4.3');
  strings(p, s.contractDeck, '.contractDeck', box, 'BV-4.5', ok.contractCards, rules.contracts, 'contract card', 'BV-7.1');
  strings(p, s.display, '.display', box, 'BV-4.5', ok.contractCards, rules.contracts, 'contract card', 'BV-7.1');
  if (p.ok) {
    for (let i = 0; i < n; i++) {
      const list = s.contracts[i]!;
      for (let j = 0; j < list.length; j++) if (!rules.contracts.has(list[j]!)) p.add(`.contracts[${i}][${j}]`, 'must name a contract card', 'BV-7.1');
    }
  }
  p.rng(s.rng, '.rng');
}

/** An offer's fields (`base[i]`: `.spaces[2]`, `.queue[0]`, ...). */
function offer(p: Problems, o: unknown, base: string, i: number, n: number, spaces: number, maxCost: number): void {
  const path = (): string => `${base}[${i}]`;
  if (!hasKeys(o, OFFER_KEYS) && !p.object(o, path(), OFFER_KEYS)) return;
  const x = o as Record<string, unknown>;
  if (!isInt(x.player, 0, n - 1)) p.int(x.player, `${path()}.player`, 0, n - 1, 'BV-5.2');
  if (typeof x.card !== 'string') p.str(x.card, `${path()}.card`);
  if (x.space !== null && !isInt(x.space, 0, spaces - 1)) p.int(x.space, `${path()}.space`, 0, spaces - 1, 'BV-5.2');
  if (!isInt(x.cost, 0, maxCost)) p.int(x.cost, `${path()}.cost`, 0, maxCost, 'BV-5.2');
}

function isInt(v: unknown, min: number, max: number): boolean {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** A building's fields. */
function building(p: Problems, b: unknown, i: number, n: number, rules: Rules, cells: number): void {
  const path = (): string => `.buildings[${i}]`;
  if (!hasKeys(b, BUILDING_KEYS) && !p.object(b, path(), BUILDING_KEYS)) return;
  const x = b as Record<string, unknown>;
  const { rows, cols } = rules.town;
  if (typeof x.id !== 'string') p.str(x.id, `${path()}.id`);
  if (typeof x.colour !== 'string') p.str(x.colour, `${path()}.colour`);
  if (!isInt(x.height, 1, 8)) p.int(x.height, `${path()}.height`, 1, 8, 'BV-2.1');
  if (x.owner !== null && !isInt(x.owner, 0, n - 1)) p.int(x.owner, `${path()}.owner`, 0, n - 1, 'BV-3.10');
  const cs = x.cells;
  if (!Array.isArray(cs) || cs.length > cells) p.arrayMax(cs, `${path()}.cells`, cells, 'BV-2.2');
  else {
    for (let k = 0; k < cs.length; k++) {
      const c: unknown = cs[k];
      if (!Array.isArray(c) || c.length !== 2) p.array(c, `${path()}.cells[${k}]`, 2);
      else {
        if (!isInt(c[0], 0, rows - 1)) p.int(c[0], `${path()}.cells[${k}][0]`, 0, rows - 1, 'BV-5.8');
        if (!isInt(c[1], 0, cols - 1)) p.int(c[1], `${path()}.cells[${k}][1]`, 0, cols - 1, 'BV-5.8');
      }
    }
  }
  const tiles = x.tiles;
  if (!Array.isArray(tiles) || tiles.length > rules.town.tiles.length) p.arrayMax(tiles, `${path()}.tiles`, rules.town.tiles.length);
  else for (let k = 0; k < tiles.length; k++) if (typeof tiles[k] !== 'string') p.str(tiles[k], `${path()}.tiles[${k}]`);
  if (typeof x.border !== 'boolean') p.bool(x.border, `${path()}.border`);
  const park = rules.info.parkCount - 1;
  const river = rules.info.riverCount - 1;
  if (!allInts(x.parks, 0, park)) p.ints(x.parks, `${path()}.parks`, 0, park, undefined, 'BV-3.6');
  if (!allInts(x.rivers, 0, river)) p.ints(x.rivers, `${path()}.rivers`, 0, river, undefined, 'BV-3.6');
  if (!isInt(x.round, 1, ROUNDS)) p.int(x.round, `${path()}.round`, 1, ROUNDS, 'BV-5.13');
}

function allInts(v: unknown, min: number, max: number): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!isInt(v[i], min, max)) return false;
  return true;
}

// Scratch counts per seat (at most 4 seats), reused by each check that needs them.
const seatsA = new Int32Array(4);
const seatsB = new Int32Array(4);

/** Counts per seat of `seats[from..to-1]` into `out` (the seats are valid indices). */
function countSeats(out: Int32Array, seats: readonly number[], from: number, to: number): Int32Array {
  out.fill(0);
  for (let i = from; i < to; i++) out[seats[i]!]!++;
  return out;
}

function sameSeats(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < 4; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The offer board, overflow row and construction order as the phase has them. */
function phaseAndTurn(p: Problems, s: BellaVistaState, rules: Rules): void {
  const n = s.players;
  const turns = s.offerOrder.length;
  const order = countSeats(seatsA, s.offerOrder, 0, turns);
  const perSeat = TURNS_PER_ROUND[n]!;
  for (let seat = 0; seat < n; seat++) {
    if (order[seat] !== perSeat) p.add('.offerOrder', `must hold seat ${seat} ${perSeat} time(s) (one order card per offer)`, 'BV-5.1');
  }
  const costs = rules.offerCosts;
  const onBoard = (o: Offer, i: number): void => {
    if (o.space !== i) p.add(`.spaces[${i}].space`, `must be ${i}, the space it lies on`, 'BV-5.2');
    if (o.cost !== costs[i]) p.add(`.spaces[${i}].cost`, `must be ${costs[i]}, what space ${i} costs`, 'BV-4.2');
  };
  const afterBoard = (o: Offer, base: string, i: number): void => {
    if (!(o.space === null && o.cost === 0)) p.add(`${base}[${i}]`, 'after the 0 space: space null, cost 0', 'BV-5.4');
  };
  if (s.phase === 'offer') {
    if (!(s.offerTurn < turns)) p.add('.offerTurn', `must be below ${turns} in the offer phase (an offer is still to make)`, 'BV-5.1');
    p.check(s.step === 'place', '.step', 'must be "place" outside the construction phase', 'BV-5.11');
    p.check(s.queue.length === 0 && s.buildTurn === 0, '.queue', 'must be empty (and buildTurn 0) in the offer phase', 'BV-5.7');
    let offers = s.overflow.length;
    for (let i = 0; i < s.spaces.length; i++) {
      const o = s.spaces[i];
      if (o) {
        onBoard(o, i);
        offers++;
      }
    }
    for (let i = 0; i < s.overflow.length; i++) afterBoard(s.overflow[i]!, '.overflow', i);
    if (offers !== s.offerTurn) p.add('.offerTurn', `must count the offers made (${offers})`, 'BV-5.1');
    else {
      const made = seatsB.fill(0);
      for (const o of s.spaces) if (o) made[o.player]!++;
      for (const o of s.overflow) made[o.player]!++;
      p.check(sameSeats(made, countSeats(seatsA, s.offerOrder, 0, s.offerTurn)), '.spaces', 'the offers made must be those of the order cards before offerTurn', 'BV-5.1');
    }
    return;
  }
  if (s.offerTurn !== turns) p.add('.offerTurn', `must be ${turns} once every offer is made`, 'BV-5.1');
  p.check(s.spaces.every((o) => o === null) && s.overflow.length === 0, '.spaces', 'the offer board and the overflow row are empty after the offer phase', 'BV-5.7');
  if (s.phase === 'over' && s.queue.length === 0) {
    p.check(s.buildTurn === 0, '.buildTurn', 'must be 0 with no construction order', 'BV-5.7');
  } else if (s.queue.length !== turns) {
    p.add('.queue', `must hold the round's ${turns} offered cards`, 'BV-5.7');
  } else {
    const queued = seatsB.fill(0);
    for (const o of s.queue) queued[o.player]!++;
    p.check(sameSeats(queued, order), '.queue', "must hold the offer order's architects", 'BV-5.7');
    // BV-5.7: the board left to right (strictly increasing spaces), then the overflow row.
    let last = -1;
    let overflow = false;
    for (let i = 0; i < s.queue.length; i++) {
      const o = s.queue[i]!;
      if (o.space === null) {
        overflow = true;
        afterBoard(o, '.queue', i);
      } else {
        if (!(!overflow && o.space > last)) p.add(`.queue[${i}].space`, 'the board is built left to right, then the overflow row', 'BV-5.7');
        if (o.cost !== costs[o.space]) p.add(`.queue[${i}].cost`, `must be ${costs[o.space]}, what space ${o.space} costs`, 'BV-4.2');
        last = o.space;
      }
    }
  }
  if (s.phase === 'build') {
    if (!(s.buildTurn < s.queue.length)) p.add('.buildTurn', `must be below ${s.queue.length} in the construction phase`, 'BV-5.7');
  } else {
    p.check(s.buildTurn === s.queue.length, '.buildTurn', 'must be at the end of the construction order', 'BV-5.12');
    p.check(s.step === 'place', '.step', 'must be "place" outside the construction phase', 'BV-5.11');
  }
  if (s.phase === 'neutral') {
    p.check(n === 3, '.phase', 'a neutral building is placed only with 3 players', 'BV-9.1');
    p.check(s.round < ROUNDS || s.config.neutralInFinalRound, '.phase', 'no neutral building in round 8 (config neutralInFinalRound)', 'BV-9.2');
  }
  if (s.phase === 'over') p.check(s.round === ROUNDS, '.round', `must be ${ROUNDS} when the game is over`, 'BV-1.2');
}

/** The owner a card's colour gives (null: the neutral colour), or undefined for a colour not in play. */
function ownerOfColour(s: BellaVistaState, colour: string): number | null | undefined {
  const i = s.colours.indexOf(colour);
  if (i >= 0) return i;
  const j = s.roofColours.indexOf(colour);
  if (j >= 0) return j;
  return s.neutralColour !== null && colour === s.neutralColour ? null : undefined;
}

/** Each building's derived fields, as `place` computes them, and the grid pointing at exactly them. */
function town(p: Problems, s: BellaVistaState, rules: Rules, t: Tables): void {
  const cols = rules.town.cols;
  const expected = t.cover.fill(-1);
  const stands = t.seen.fill(0); // card-table ids standing in the town
  let others: Set<string> | undefined; // any other id (reported below; a duplicate is reported too)
  const idx = t.cellIdx;
  const path = (i: number): string => `.buildings[${i}]`;
  const cover = (cells: ArrayLike<number>, len: number, i: number): void => {
    for (let j = 0; j < len; j++) {
      const v = cells[j]!;
      if (expected[v] !== -1) p.add(`${path(i)}.cells`, `overlaps building ${expected[v]} at [${Math.floor(v / cols)}, ${v % cols}]`, 'BV-5.8');
      expected[v] = i;
    }
  };
  /** The checks that depend on the round and the phase. */
  const inRound = (b: Building, i: number, owner: number | null | undefined, k: number): void => {
    if (!(b.round <= s.round)) p.add(`${path(i)}.round`, `must be at most the current round ${s.round}`, 'BV-5.13');
    if (owner === null) {
      // BV-9.1: neutral #k is placed at the end of round k.
      if (!(k < s.round || (k === s.round && s.phase === 'over'))) p.add(`${path(i)}.id`, `neutral #${k} is placed at the end of round ${k}`, 'BV-9.1');
      if (b.round !== k) p.add(`${path(i)}.round`, `neutral #${k} is built in round ${k}`, 'BV-9.1');
    }
  };
  for (let i = 0; i < s.buildings.length; i++) {
    const b = s.buildings[i]!;
    const card = t.cards.get(b.id);
    const known = t.okBuildings.get(b);
    if (known !== undefined) {
      // checked before (a frozen building): only what depends on the rest of the state
      if (stands[card!.index]) p.add(`${path(i)}.id`, `${b.id} stands twice`, 'BV-2.1');
      stands[card!.index] = 1;
      inRound(b, i, card!.owner, card!.number);
      cover(known.idx, known.idx.length, i);
      continue;
    }
    const before = p.list.length;
    let colour: string;
    let k: number;
    let owner: number | null | undefined;
    if (card !== undefined) {
      ({ colour, number: k, owner } = card);
      if (stands[card.index]) p.add(`${path(i)}.id`, `${b.id} stands twice`, 'BV-2.1');
      stands[card.index] = 1;
    } else {
      colour = cardColour(b.id);
      k = cardNumber(b.id);
      if (!(Number.isInteger(k) && k >= 1 && k <= 8 && b.id === `${colour}-${k}`)) {
        p.add(`${path(i)}.id`, 'must be colour-number, number 1 to 8', 'BV-2.1');
        continue;
      }
      others ??= new Set();
      if (others.has(b.id)) p.add(`${path(i)}.id`, `${b.id} stands twice`, 'BV-2.1');
      others.add(b.id);
      owner = ownerOfColour(s, colour);
    }
    if (!(b.colour === colour && b.height === k)) p.add(path(i), `colour and height must be ${colour} and ${k}, as its id says`, 'BV-2.1');
    if (owner === undefined) p.add(`${path(i)}.id`, `${colour} is not a colour in play`, 'BV-4.6');
    else if (b.owner !== owner) p.add(`${path(i)}.owner`, `must be ${owner === null ? 'null (the neutral colour)' : owner}, the owner of ${colour}`, 'BV-3.10');
    inRound(b, i, owner, k);
    const len = b.cells.length;
    let rowMajor = true;
    for (let j = 0; j < len; j++) {
      const c = b.cells[j]!;
      idx[j] = c[0] * cols + c[1];
      if (j > 0 && !(idx[j]! > idx[j - 1]!)) rowMajor = false;
    }
    if (!rowMajor) {
      p.add(`${path(i)}.cells`, 'must be distinct and row-major', 'BV-5.8');
      continue;
    }
    const cand = candidateOn(rules.info, k, idx, len);
    if (cand === undefined) {
      p.add(`${path(i)}.cells`, `are not a placement of building #${k} on district spaces`, 'BV-5.8');
      continue;
    }
    const tiles = rules.town.tiles;
    let sameTiles = b.tiles.length === cand.tiles.length;
    for (let j = 0; sameTiles && j < b.tiles.length; j++) sameTiles = b.tiles[j] === tiles[cand.tiles[j]!]!.id;
    if (!sameTiles) p.add(`${path(i)}.tiles`, `must be ${cand.tiles.map((x) => tiles[x]!.id).join(', ')}, the district tiles under it`, 'BV-3.7');
    if (b.border !== cand.border) p.add(`${path(i)}.border`, `must be ${cand.border}`, 'BV-3.5');
    if (!same(b.parks, cand.parks)) p.add(`${path(i)}.parks`, `must be [${cand.parks.join(', ')}], the parks it touches`, 'BV-3.6');
    if (!same(b.rivers, cand.rivers)) p.add(`${path(i)}.rivers`, `must be [${cand.rivers.join(', ')}], the rivers it touches`, 'BV-3.6');
    if (p.list.length === before && before < p.max && frozenBuilding(b)) t.okBuildings.set(b, cand);
    cover(idx, len, i);
  }
  const grid = Object.isFrozen(s.grid) ? plainGrid(s.grid) : s.grid; // the same integers (checked by `shape`), read fast
  for (let v = 0; v < grid.length; v++) {
    if (grid[v] !== expected[v]) {
      p.add(`.grid[${v}]`, expected[v] === -1 ? 'must be -1: no building covers this space' : `must be ${expected[v]}, the building on this space`, 'BV-5.8');
      break;
    }
  }
}

/** A building frozen throughout (it can never change, so its checks may be remembered). */
function frozenBuilding(b: Building): boolean {
  if (!Object.isFrozen(b) || !Object.isFrozen(b.cells) || !Object.isFrozen(b.tiles) || !Object.isFrozen(b.parks) || !Object.isFrozen(b.rivers)) return false;
  for (const c of b.cells) if (!Object.isFrozen(c)) return false;
  return true;
}

function same(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let j = 0; j < a.length; j++) if (a[j] !== b[j]) return false;
  return true;
}

/**
 * Where a construction card was found, as a number (the path is written out only for a problem):
 * place * 2^20 + seat or index * 2^10 + position.
 */
const enum Place {
  Deck = 1,
  Hand,
  Space,
  Overflow,
  Queue,
  Town,
  SetAside,
}
const at = (place: Place, a: number, b = 0): number => place * 0x100000 + a * 0x400 + b;

function placePath(s: BellaVistaState, code: number): string {
  const place = Math.floor(code / 0x100000) as Place;
  const a = Math.floor(code / 0x400) % 0x400;
  const b = code % 0x400;
  switch (place) {
    case Place.Deck:
      return `.decks[${a}][${b}]`;
    case Place.Hand:
      return `.hands[${a}][${b}]`;
    case Place.Space:
      return `.spaces[${a}]`;
    case Place.Overflow:
      return `.overflow[${a}]`;
    case Place.Queue:
      return `.queue[${a}]`;
    case Place.Town:
      return `.buildings (${s.buildings[a]!.id})`;
    case Place.SetAside:
      return `.setAside[${a}]`;
  }
}

/**
 * Each architect's construction cards in exactly one place: deck, hand, offer board, overflow row, the
 * construction order's cards still to build, the town, set aside. The order's cards already built (or
 * set aside) stay in it until the round ends (BV-5.7). Neutral buildings: each at most once (BV-9).
 * (Runs only on a state whose shape and town passed: the colours are the config's, every building id
 * is a card of a colour in play, once.)
 */
function constructionCards(p: Problems, s: BellaVistaState, t: Tables): void {
  const n = s.players;
  const found = t.seen.fill(0);
  const where = t.where;
  let distinct = 0;
  const put = (card: string, seat: number | null, code: number): void => {
    const info = t.cards.get(card);
    if (info === undefined || info.owner === null) return void p.add(placePath(s, code), `${card} is not a construction card of this game`, 'BV-4.10');
    if (seat !== null && info.owner !== seat) return void p.add(placePath(s, code), `${card} is not a card of seat ${seat}`, 'BV-4.10');
    if (found[info.index]) return void p.add(placePath(s, code), `${card} is also at ${placePath(s, where[info.index]!)}`, 'BV-4.10');
    found[info.index] = 1;
    where[info.index] = code;
    distinct++;
  };
  for (let seat = 0; seat < n; seat++) {
    const deck = s.decks[seat]!;
    for (let j = 0; j < deck.length; j++) put(deck[j]!, seat, at(Place.Deck, seat, j));
    const hand = s.hands[seat]!;
    for (let j = 0; j < hand.length; j++) put(hand[j]!, seat, at(Place.Hand, seat, j));
  }
  for (let i = 0; i < s.spaces.length; i++) {
    const o = s.spaces[i];
    if (o) put(o.card, o.player, at(Place.Space, i));
  }
  for (let i = 0; i < s.overflow.length; i++) put(s.overflow[i]!.card, s.overflow[i]!.player, at(Place.Overflow, i));
  const done = s.phase === 'build' ? s.buildTurn + (s.step === 'contract' ? 1 : 0) : s.queue.length;
  for (let i = done; i < s.queue.length; i++) put(s.queue[i]!.card, s.queue[i]!.player, at(Place.Queue, i));
  // Each card at most once in the construction order (each repeated card reported once, in order).
  for (let i = 0; i < s.queue.length; i++) {
    const card = s.queue[i]!.card;
    let first = true;
    for (let j = 0; j < i && first; j++) first = s.queue[j]!.card !== card;
    if (!first) continue;
    let k = 0;
    for (let j = i; j < s.queue.length; j++) if (s.queue[j]!.card === card) k++;
    if (k !== 1) p.add('.queue', `${card} is offered ${k} times`, 'BV-5.2');
  }
  const built = t.built.fill(undefined);
  const neutral = t.neutral.fill(0);
  for (let i = 0; i < s.buildings.length; i++) {
    const b = s.buildings[i]!;
    const info = t.cards.get(b.id)!;
    if (b.owner === null) neutral[info.index] = 1;
    else {
      built[info.index] = b;
      put(b.id, null, at(Place.Town, i));
    }
  }
  /** Set-aside cards counted as such below (a neutral one only if it is one of a round played). */
  const setAside = (card: string): boolean => {
    for (let i = 0; i < s.setAside.length; i++) if (s.setAside[i] === card && countsAsSetAside(s, card)) return true;
    return false;
  };
  for (let i = 0; i < s.setAside.length; i++) {
    const c = s.setAside[i]!;
    if (s.neutralColour !== null && cardColour(c) === s.neutralColour) {
      // BV-9.1 / BV-5.9: neutral #k set aside at the end of round k.
      if (!countsAsSetAside(s, c)) {
        p.add(`.setAside[${i}]`, `${c} is not a neutral building of a round played`, 'BV-9.1');
        continue;
      }
      const index = t.cards.get(c)!.index;
      if (neutral[index]) p.add(`.setAside[${i}]`, `${c} is also in the town`, 'BV-9.1');
      neutral[index] = 1;
    } else put(c, null, at(Place.SetAside, i));
  }
  // The construction order's cards already built this round: in the town (or set aside), by their architect.
  for (let i = 0; i < done && i < s.queue.length; i++) {
    const o = s.queue[i]!;
    const info = t.cards.get(o.card);
    const b = info === undefined ? undefined : built[info.index];
    if (b) {
      if (b.owner !== o.player) p.add(`.queue[${i}]`, `${o.card} was built by seat ${b.owner}, not seat ${o.player}`, 'BV-5.7');
      if (b.round !== s.round) p.add(`.queue[${i}]`, `${o.card} was built in round ${b.round}, not in this round ${s.round}`, 'BV-5.7');
    } else if (setAside(o.card)) {
      if (s.step === 'contract' && i === s.buildTurn) p.add(`.queue[${i}]`, `${o.card} was set aside, so there is no contract step for it`, 'BV-5.11');
    } else {
      p.add(`.queue[${i}]`, `${o.card} is before the current construction turn, so it must be built or set aside`, 'BV-5.7');
    }
    const owner = info === undefined ? ownerOfColour(s, cardColour(o.card)) : info.owner;
    if (owner !== o.player) p.add(`.queue[${i}]`, `${o.card} is not a card of seat ${o.player}`, 'BV-4.10');
  }
  const perSeat = 8 * (n === 2 ? 2 : 1);
  if (distinct !== n * perSeat) p.add('.decks', `${n * perSeat - distinct} construction card(s) are nowhere (deck, hand, offer, queue, town or set aside)`, 'BV-4.10');
}

/**
 * Whether set-aside card `c` counts as set aside: any card not of the neutral colour; a neutral one
 * only as neutral #k of a round played (set aside at the end of round k, BV-9.1 / BV-5.9).
 */
function countsAsSetAside(s: BellaVistaState, c: string): boolean {
  if (s.neutralColour === null || cardColour(c) !== s.neutralColour) return true;
  const k = cardNumber(c);
  return c === `${s.neutralColour}-${k}` && Number.isInteger(k) && k >= 1 && (k < s.round || (k === s.round && s.phase === 'over'));
}

/** Every contract card of the box once: display, deck, or taken (BV-4.5, BV-5.11). */
function contractCards(p: Problems, s: BellaVistaState, rules: Rules, t: Tables): void {
  const comp = rules.components;
  p.check(s.display.length <= comp.contractDisplaySize, '.display', `at most ${comp.contractDisplaySize} contracts are face up`, 'BV-4.5');
  // every id is a contract of the box (checked by `shape`)
  const counts = t.contractCount.fill(0);
  for (const c of s.display) counts[t.contractIndex.get(c)!]!++;
  for (const c of s.contractDeck) counts[t.contractIndex.get(c)!]!++;
  for (const taken of s.contracts) for (const c of taken) counts[t.contractIndex.get(c)!]!++;
  for (let i = 0; i < comp.contractCards.length; i++) {
    const c = comp.contractCards[i]!;
    if (counts[i] !== c.copies) p.add('.contractDeck', `contract ${c.id}: ${counts[i]} card(s) in the display, deck and taken, the box has ${c.copies}`, 'BV-4.5');
  }
}

/** Every zoning card once: active, past (one per round played) or in the deck (BV-4.3, BV-5.13). */
function zoningCards(p: Problems, s: BellaVistaState, rules: Rules, t: Tables): void {
  if (s.zoningPast.length !== s.round - 1) p.add('.zoningPast', `must hold the ${s.round - 1} card(s) of the rounds played`, 'BV-5.13');
  // every id is a zoning card of the box (checked by `shape`)
  const counts = t.zoningCount.fill(0);
  counts[t.zoningIndex.get(s.zoning)!]!++;
  for (const z of s.zoningPast) counts[t.zoningIndex.get(z)!]!++;
  for (const z of s.zoningDeck) counts[t.zoningIndex.get(z)!]!++;
  const cards = rules.components.zoningCards;
  for (let i = 0; i < cards.length; i++) {
    if (counts[i] !== 1) p.add('.zoningDeck', `zoning card ${cards[i]!.id} must be once in the active card, the past ones or the deck (${counts[i]} times)`, 'BV-4.3');
  }
}

/** The architect to act has something to do, as the engine would have made sure. */
function turnCanBePlayed(p: Problems, s: BellaVistaState, rules: Rules): void {
  if (s.phase === 'offer') {
    // Offers still to make per seat, reported in the order the seats come in the offer order.
    const still = countSeats(seatsA, s.offerOrder, s.offerTurn, s.offerOrder.length);
    for (let i = s.offerTurn; i < s.offerOrder.length; i++) {
      const seat = s.offerOrder[i]!;
      if (s.offerOrder.indexOf(seat, s.offerTurn) !== i) continue;
      const k = still[seat]!;
      if (!(s.hands[seat]!.length >= k)) p.add(`.hands[${seat}]`, `seat ${seat} has ${k} offer(s) still to make this round and ${s.hands[seat]!.length} card(s) in hand`, 'BV-5.2');
    }
  } else if (s.phase === 'build') {
    const o = s.queue[s.buildTurn]!;
    if (s.step === 'place') {
      if (!fitsSomewhere(rules.info, s.grid, cardNumber(o.card))) p.add(`.queue[${s.buildTurn}]`, `${o.card} fits nowhere in the town: it is set aside, not built (U-12)`, 'BV-5.9');
    } else {
      p.check(eligibleContracts(s, o.player).length > 0, '.step', `no face-up contract can be taken by seat ${o.player}: there is no contract step`, 'BV-5.11');
    }
  } else if (s.phase === 'neutral') {
    const id = `${s.neutralColour}-${s.round}`;
    p.check(!s.buildings.some((b) => b.id === id) && !s.setAside.includes(id), '.phase', `neutral #${s.round} is already placed`, 'BV-9.1');
    p.check(fitsSomewhere(rules.info, s.grid, s.round), '.phase', `neutral #${s.round} fits nowhere in the town: it is set aside`, 'BV-9.1');
  }
}
