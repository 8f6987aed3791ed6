/**
 * The town: assembling and validating a layout (BV-3.2), and the static geometry every rule reads —
 * border spaces, connected parks and rivers, and every way each building fits on district spaces.
 */
import { RuleError, deepFreeze, orientations, printValue, type Cell } from '../core/index.js';
import { type Components, type Coord, type TileDef, type TilePlacement, type ZoningCard } from './data.js';
import type { Town, TownTile } from './types.js';

const bad = (rule: string, msg: string): never => {
  throw new RuleError('BAD_CONFIG', rule, msg);
};

function isInt(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x);
}

/**
 * Scratch marks for {@link checkPolyomino}: one byte per cell of the 64 × 64 grid cells may lie on
 * (1 listed, 2 reached); every mark is cleared again before it returns or throws.
 */
const polyMarks = new Uint8Array(64 * 64);
const polyStack = new Int32Array(2 * 64 * 64 + 1);

/**
 * BAD_CONFIG unless `cells` is a non-empty list of distinct [row, col] pairs (0..63 each) forming one
 * edge-connected piece; the message names it as `${label}${name}`. Flat integer loops over a shared
 * scratch grid, no Set or array per cell, and no text built for a piece that passes: this runs cold at
 * setup, once per tile and footprint (a town at the limits has 64 tiles).
 */
function checkPolyomino(cells: unknown, label: string, name: string, rule: string): void {
  if (!Array.isArray(cells) || cells.length === 0) bad(rule, `${label}${name} needs a non-empty list of [row, col] cells.`);
  const list = cells as unknown[];
  const n = list.length;
  // A cell is the number row * 64 + col; its key is pushed on the stack as it is marked.
  let marked = 0;
  let problem = 0; // 1 not a pair, 2 a repeat (of the pair at `twice`), 3 not connected
  let twice: unknown[] | undefined;
  for (let i = 0; i < n; i++) {
    const p = list[i] as unknown[];
    if (!Array.isArray(p) || p.length !== 2) {
      problem = 1;
      break;
    }
    const r = p[0];
    const c = p[1];
    if (typeof r !== 'number' || typeof c !== 'number' || !Number.isInteger(r) || !Number.isInteger(c) || r < 0 || c < 0 || r > 63 || c > 63) {
      problem = 1;
      break;
    }
    const k = r * 64 + c;
    if (polyMarks[k] !== 0) {
      problem = 2;
      twice = p;
      break;
    }
    polyMarks[k] = 1;
    polyStack[marked++] = k;
  }
  // Connected: a flood fill from the first cell over the marked cells reaches all of them.
  if (problem === 0) {
    const first = polyStack[0]!;
    polyMarks[first] = 2;
    let reached = 1;
    // The reached cells are collected after the listed ones, at polyStack[n ..].
    let top = n;
    polyStack[top++] = first;
    while (top > n) {
      const k = polyStack[--top]!;
      const r = k >> 6;
      const c = k & 63;
      if (r > 0 && polyMarks[k - 64] === 1) (polyMarks[k - 64] = 2), reached++, (polyStack[top++] = k - 64);
      if (r < 63 && polyMarks[k + 64] === 1) (polyMarks[k + 64] = 2), reached++, (polyStack[top++] = k + 64);
      if (c > 0 && polyMarks[k - 1] === 1) (polyMarks[k - 1] = 2), reached++, (polyStack[top++] = k - 1);
      if (c < 63 && polyMarks[k + 1] === 1) (polyMarks[k + 1] = 2), reached++, (polyStack[top++] = k + 1);
    }
    if (reached !== n) problem = 3;
  }
  for (let i = 0; i < marked; i++) polyMarks[polyStack[i]!] = 0;
  if (problem === 1) bad(rule, `${label}${name}: every cell must be a [row, col] pair of integers from 0 to 63.`);
  if (problem === 2) bad(rule, `${label}${name} lists cell [${twice![0]},${twice![1]}] twice.`);
  if (problem === 3) bad(rule, `${label}${name} is not one edge-connected piece.`);
}

/**
 * Hard resource limits on user component data (the published game is well inside them): beyond
 * them `setup` refuses with `BAD_CONFIG` naming the limit, instead of allocating without bound.
 */
export const COMPONENT_LIMITS = {
  tiles: 64, cellsPerTile: 64, layouts: 64, contractCards: 200, copies: 20, zoningCards: 200, offerCosts: 20,
  contractDisplaySize: 20, objectives: 64,
  /**
   * Cards in the contract deck in all (the sum of `copies`; the published deck has 24). A game draws at
   * most 52 of them (the display, at most 20, and one per construction turn, 32), so a bigger deck only
   * makes setup shuffle, and every state carry, cards no game reaches; 400 still allows 20 copies of each
   * of 20 cards (the 18 published ones and 2 more).
   */
  contractDeck: 400,
  /** Spaces of the town's bounding box (rows × columns; the published towns have 192 and 168). */
  townSpaces: 1024,
  /** Rows or columns of the town. */
  townSide: 64,
  /** Spaces of a building's footprint (the published ones have 1 to 4). */
  footprintCells: 8,
  /** Starting coins of an architect. */
  startingCoins: 10_000,
  /** Cost of one offer space. */
  offerCost: 1_000,
  /** Coins on one card: a contract's value, an objective's coins per height / per space, group or loner (either sign). */
  cardCoins: 1_000,
  /** A contract's threshold (buildings needed). */
  contractThreshold: 64,
  /** Characters of an id (tile, layout, card, objective), a tile's symbol or pattern, a colour name (the published ones have at most 12). */
  id: 40,
  /** Characters of a layout's name (the published ones have at most 41). */
  name: 80,
} as const;

/**
 * The most coins an architect may hold in a valid state. Coins only grow in construction (at most
 * one per neighbour + 3 per building, far below this within the limits above), so every config
 * `setup` accepts plays to states `validate` accepts.
 */
export const STATE_COIN_LIMIT = 100_000;

/** `list` is an array of more than `max` entries. */
function over(list: unknown, max: number): list is unknown[] {
  return Array.isArray(list) && list.length > max;
}

/** BAD_CONFIG: `what` has more than `max` entries (a named limit). */
function tooMany(list: readonly unknown[], max: number, what: string, rule: string): never {
  return bad(rule, `${what} may have at most ${max} entries (limit), not ${list.length}.`);
}

function limit(list: unknown, max: number, what: string, rule: string): void {
  if (over(list, max)) tooMany(list, max, what, rule);
}

/** BAD_CONFIG if the number `v` is beyond ±`max` (a named limit); `what` names the field. */
function tooBig(v: unknown, max: number): boolean {
  return typeof v === 'number' && Math.abs(v) > max;
}

function overLimit(v: number, max: number, what: string, rule: string): never {
  return bad(rule, `${what} may be at most ${max} (limit), not ${v}.`);
}

/** A string of 1 to `max` characters. */
function isText(v: unknown, max: number): v is string {
  return typeof v === 'string' && v.length >= 1 && v.length <= max;
}

/** BAD_CONFIG: `v` is not a string of 1 to `max` characters (a named limit of {@link COMPONENT_LIMITS}). */
function notText(v: unknown, max: number, what: string, rule: string): never {
  return bad(rule, `${what} must be a string of 1 to ${max} characters (limit COMPONENT_LIMITS.${max === COMPONENT_LIMITS.name ? 'name' : 'id'}), not ${printValue(v, 40)}.`);
}

function text(v: unknown, max: number, what: string, rule: string): void {
  if (!isText(v, max)) notText(v, max, what, rule);
}

/** A component's id for a message, cut at COMPONENT_LIMITS.id characters. */
function idOf(x: unknown): string {
  return String((x as { id?: unknown } | null | undefined)?.id).slice(0, COMPONENT_LIMITS.id);
}

/** `o` is an object whose keys are all in `known` (its fields). */
function hasOnlyKeys(o: unknown, known: readonly string[]): boolean {
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return false;
  for (const k in o) if (!known.includes(k)) return false;
  return true;
}

/**
 * BAD_CONFIG naming the key and `what` unless the object `o` has only keys in `known` (its fields): a
 * typo in component data is refused. The message is built only for a refusal.
 */
function onlyKeys(o: unknown, known: readonly string[], what: string, rule: string): void {
  if (!hasOnlyKeys(o, known)) keysFault(o, known, what, rule);
}

function keysFault(o: unknown, known: readonly string[], what: string, rule: string): never {
  if (typeof o !== 'object' || o === null || Array.isArray(o)) bad(rule, `${what} must be an object.`);
  for (const k in o as object) if (!known.includes(k)) bad(rule, `${what} has an unknown key ${printValue(k)} (known: ${known.join(', ')}).`);
  return bad(rule, `${what} must be an object.`);
}

/** The fields of each object of component data (BV-2 .. BV-7; the parts themselves are checked in rules.ts). */
const FIELDS = {
  tile: ['id', 'kind', 'symbol', 'pattern', 'cells'],
  layout: ['id', 'name', 'placements'],
  placement: ['tile', 'origin', 'rotation'],
  offerCosts: ['twoOrFourPlayers', 'threePlayers'],
  districtsZoning: ['id', 'kind', 'allowedDistricts'],
  zoning: ['id', 'kind'],
  districtContract: ['id', 'kind', 'district', 'required', 'coins', 'copies'],
  eachDistrictContract: ['id', 'kind', 'districts', 'coins', 'copies'],
  contract: ['id', 'kind', 'required', 'coins', 'copies'],
  required: ['default', 'twoPlayer'],
  heightObjective: ['id', 'kind', 'coinsPerHeight'],
  groupingObjective: ['id', 'kind', 'coins'],
  startingCoins: ['2', '3', '4'],
} as const;

const ZONING_KINDS: readonly string[] = ['mustBeAdjacentToPark', 'mustNotBeAdjacentToPark', 'mustNotBeAdjacentToRiver', 'mustNotBeOnBorder'];
const COUNT_CONTRACT_KINDS: readonly string[] = ['buildingsWhollyInDistrict', 'buildingsStraddlingDistrictTiles', 'buildingsOnBorder', 'buildingsAdjacentToRiver', 'buildingsAdjacentToPark'];
const HEIGHT_KINDS: readonly string[] = ['perPark', 'perRiver', 'border'];
const GROUPING_KINDS: readonly string[] = ['largestGroupSpaces', 'perGroup', 'perBuildingNotInGroup'];

/**
 * Check component data that a user passed in; throws BAD_CONFIG naming the faulty part.
 *
 * First every resource limit ({@link COMPONENT_LIMITS}), then each part in full. This runs cold, once
 * per new component set, over up to tens of thousands of values: one function per part, index loops,
 * no callback or text per value (a message is built only for the fault it reports).
 */
export function validateComponents(c: Components): void {
  checkLimits(c);
  checkTiles(c);
  checkLayouts(c);
  checkBuildings(c);
  checkOfferCosts(c);
  const districtIds = new Set<string>();
  for (let i = 0; i < c.tiles.length; i++) if (c.tiles[i]!.kind === 'district') districtIds.add(c.tiles[i]!.id);
  checkZoningCards(c, districtIds);
  checkContractCards(c, districtIds);
  checkObjectives(c);
}

/** Every resource limit of {@link COMPONENT_LIMITS} on the sizes and numbers in `c`. */
function checkLimits(c: Components): void {
  const L = COMPONENT_LIMITS;
  limit(c.tiles, L.tiles, 'components.tiles', 'BV-3.2');
  if (Array.isArray(c.tiles)) {
    for (let i = 0; i < c.tiles.length; i++) {
      const t = c.tiles[i];
      if (over(t?.cells, L.cellsPerTile)) tooMany(t.cells, L.cellsPerTile, `Tile ${idOf(t)}: cells`, 'BV-3.2');
    }
  }
  limit(c.layouts, L.layouts, 'components.layouts', 'BV-4.1');
  if (Array.isArray(c.layouts)) {
    for (let i = 0; i < c.layouts.length; i++) {
      const l = c.layouts[i];
      if (over(l?.placements, L.tiles)) tooMany(l.placements, L.tiles, `Layout ${idOf(l)}: placements`, 'BV-4.1');
    }
  }
  limit(c.contractCards, L.contractCards, 'components.contractCards', 'BV-7.1');
  if (Array.isArray(c.contractCards)) {
    for (let i = 0; i < c.contractCards.length; i++) {
      const k = c.contractCards[i];
      if (typeof k?.copies === 'number' && k.copies > L.copies) bad('BV-7.1', `Contract ${idOf(k)}: copies may be at most ${L.copies} (limit), not ${k.copies}.`);
    }
    let deck = 0;
    for (let i = 0; i < c.contractCards.length; i++) {
      const copies = c.contractCards[i]?.copies;
      if (typeof copies === 'number' && copies > 0) deck += copies;
    }
    if (deck > L.contractDeck) bad('BV-4.5', `components.contractCards: the contract deck may have at most ${L.contractDeck} cards in all (limit COMPONENT_LIMITS.contractDeck), not ${deck}.`);
  }
  limit(c.zoningCards, L.zoningCards, 'components.zoningCards', 'BV-4.3');
  limit(c.offerCosts?.twoOrFourPlayers, L.offerCosts, 'components.offerCosts.twoOrFourPlayers', 'BV-4.2');
  limit(c.offerCosts?.threePlayers, L.offerCosts, 'components.offerCosts.threePlayers', 'BV-4.2');
  limit(c.heightObjectives, L.objectives, 'components.heightObjectives', 'BV-4.4');
  limit(c.groupingObjectives, L.objectives, 'components.groupingObjectives', 'BV-4.4');
  if (typeof c.contractDisplaySize === 'number' && c.contractDisplaySize > L.contractDisplaySize) {
    bad('BV-4.5', `components.contractDisplaySize may be at most ${L.contractDisplaySize} (limit).`);
  }
  if (Array.isArray(c.footprints)) {
    for (let i = 0; i < c.footprints.length; i++) {
      const f = c.footprints[i];
      if (over(f, L.footprintCells)) tooMany(f, L.footprintCells, `Footprint of building #${i + 1}`, 'BV-2.2');
    }
  }
  for (const n of [2, 3, 4] as const) {
    const v = c.startingCoins?.[n];
    if (tooBig(v, L.startingCoins)) overLimit(v, L.startingCoins, `components.startingCoins.${n}`, 'BV-4.9');
  }
  for (const side of ['twoOrFourPlayers', 'threePlayers'] as const) {
    const costs = c.offerCosts?.[side];
    if (Array.isArray(costs)) {
      for (let i = 0; i < costs.length; i++) if (tooBig(costs[i], L.offerCost)) overLimit(costs[i]!, L.offerCost, `components.offerCosts.${side}: a cost`, 'BV-4.2');
    }
  }
  if (Array.isArray(c.contractCards)) {
    for (let i = 0; i < c.contractCards.length; i++) {
      const k = c.contractCards[i];
      if (tooBig(k?.coins, L.cardCoins)) overLimit(k.coins, L.cardCoins, `Contract ${idOf(k)}: coins`, 'BV-7.1');
      const r = (k as { required?: { default?: unknown; twoPlayer?: unknown } } | undefined)?.required;
      if (tooBig(r?.default, L.contractThreshold)) overLimit(r!.default as number, L.contractThreshold, `Contract ${idOf(k)}: required.default`, 'BV-7.1');
      if (tooBig(r?.twoPlayer, L.contractThreshold)) overLimit(r!.twoPlayer as number, L.contractThreshold, `Contract ${idOf(k)}: required.twoPlayer`, 'BV-7.1');
    }
  }
  if (Array.isArray(c.heightObjectives)) {
    for (let i = 0; i < c.heightObjectives.length; i++) {
      const h = c.heightObjectives[i];
      if (tooBig(h?.coinsPerHeight, L.cardCoins)) overLimit(h.coinsPerHeight, L.cardCoins, `Height objective ${idOf(h)}: coinsPerHeight`, 'BV-4.4');
    }
  }
  if (Array.isArray(c.groupingObjectives)) {
    for (let i = 0; i < c.groupingObjectives.length; i++) {
      const g = c.groupingObjectives[i];
      if (tooBig(g?.coins, L.cardCoins)) overLimit(g.coins, L.cardCoins, `Grouping objective ${idOf(g)}: coins`, 'BV-4.4');
    }
  }
}

/** BV-3.2: the tiles, each a district, park or river polyomino with a distinct id. */
function checkTiles(c: Components): void {
  const L = COMPONENT_LIMITS;
  if (!Array.isArray(c.tiles) || c.tiles.length === 0) bad('BV-3.2', 'components.tiles must be a non-empty list.');
  const ids = new Set<string>();
  let districts = 0;
  for (let i = 0; i < c.tiles.length; i++) {
    const t = c.tiles[i]!;
    if (typeof t?.id !== 'string' || ids.has(t.id)) bad('BV-3.2', `Tile ids must be distinct strings (${idOf(t)}).`);
    ids.add(t.id);
    text(t.id, L.id, 'A tile id', 'BV-3.2');
    if (!hasOnlyKeys(t, FIELDS.tile)) keysFault(t, FIELDS.tile, `Tile ${t.id}`, 'BV-3.2');
    if ((t.symbol !== null && t.symbol !== undefined && !isText(t.symbol, L.id)) || (t.pattern !== null && t.pattern !== undefined && !isText(t.pattern, L.id))) {
      bad('BV-3.2', `Tile ${t.id}: symbol and pattern must be null or strings of 1 to ${L.id} characters (limit COMPONENT_LIMITS.id).`);
    }
    if (t.kind === 'district') districts++;
    else if (t.kind !== 'park' && t.kind !== 'river') bad('BV-3.2', `Tile ${t.id}: kind must be district, park or river.`);
    checkPolyomino(t.cells, 'Tile ', t.id, 'BV-3.2');
  }
  if (districts === 0) bad('BV-3.2', 'The town needs at least one district tile.');
}

/** BV-4.1: the layouts, each with a distinct id, a name and a list of placements. */
function checkLayouts(c: Components): void {
  const L = COMPONENT_LIMITS;
  if (!Array.isArray(c.layouts)) bad('BV-4.1', 'components.layouts must be a list of { id, name, placements } layouts.');
  const layoutIds = new Set<string>();
  for (let i = 0; i < c.layouts.length; i++) {
    const l = c.layouts[i]!;
    if (typeof l?.id !== 'string' || layoutIds.has(l.id)) bad('BV-4.1', `components.layouts: layout ids must be distinct strings (${idOf(l)}).`);
    layoutIds.add(l.id);
    text(l.id, L.id, 'A layout id', 'BV-4.1');
    onlyKeys(l, FIELDS.layout, `Layout ${l.id}`, 'BV-4.1');
    if (!isText(l.name, L.name)) notText(l.name, L.name, `Layout ${l.id}: name`, 'BV-4.1');
    if (!Array.isArray(l.placements)) bad('BV-4.1', `components.layouts: layout ${l.id} needs a list of {tile, origin, rotation} placements.`);
    for (let j = 0; j < l.placements.length; j++) {
      const q = l.placements[j];
      if (!hasOnlyKeys(q, FIELDS.placement)) keysFault(q, FIELDS.placement, `Layout ${l.id}: placement #${j + 1}`, 'BV-4.1');
    }
  }
  if (typeof c.defaultLayoutId !== 'string' || c.defaultLayoutId.length > L.id) bad('BV-4.1', 'components.defaultLayoutId must be a layout id.');
}

/** BV-2, BV-2.2, BV-2.3: the footprints of buildings #1 to #8, mirroring, the four colours. */
function checkBuildings(c: Components): void {
  const L = COMPONENT_LIMITS;
  if (!Array.isArray(c.footprints) || c.footprints.length !== 8) bad('BV-2.2', 'components.footprints must list the footprints of buildings #1 to #8.');
  for (let i = 0; i < 8; i++) checkPolyomino(c.footprints[i], 'Footprint of building #', String(i + 1), 'BV-2.2');
  if (typeof c.reflectionAllowed !== 'boolean') bad('BV-2.3', 'components.reflectionAllowed must be a boolean.');
  if (!Array.isArray(c.colours) || c.colours.length !== 4 || new Set(c.colours).size !== 4 || c.colours.some((x) => typeof x !== 'string' || x.includes(' '))) {
    bad('BV-2', 'components.colours must be 4 distinct colour names.');
  }
  if (c.colours.some((x) => !isText(x, L.id))) bad('BV-2', `components.colours: a colour name has 1 to ${L.id} characters (limit COMPONENT_LIMITS.id).`);
}

/** BV-4.2: the two sides of the offer board, costs falling from left to right. */
function checkOfferCosts(c: Components): void {
  onlyKeys(c.offerCosts, FIELDS.offerCosts, 'components.offerCosts', 'BV-4.2');
  for (const [side, min] of [['twoOrFourPlayers', 4], ['threePlayers', 3]] as const) {
    const costs = c.offerCosts?.[side];
    if (!Array.isArray(costs) || costs.length < min || costs.some((x) => !isInt(x) || x < 0)) {
      bad('BV-4.2', `components.offerCosts.${side} must list at least ${min} non-negative integer costs.`);
    }
    if (costs.some((x, i) => i > 0 && x >= costs[i - 1]!)) {
      bad('BV-4.2', `components.offerCosts.${side} must fall from left to right: the leftmost space is the most expensive and builds first.`);
    }
  }
}

/** BV-4.3, BV-6: at least 8 zoning cards (one per round), each of a known kind; district cards name district tiles. */
function checkZoningCards(c: Components, districtIds: ReadonlySet<string>): void {
  const L = COMPONENT_LIMITS;
  if (!Array.isArray(c.zoningCards) || c.zoningCards.length < 8) bad('BV-4.3', 'components.zoningCards needs at least 8 cards (one per round).');
  const zids = new Set<string>();
  for (let i = 0; i < c.zoningCards.length; i++) {
    const z = c.zoningCards[i]!;
    if (typeof z?.id !== 'string' || zids.has(z.id)) bad('BV-6', `Zoning card ids must be distinct strings (${idOf(z)}).`);
    zids.add(z.id);
    text(z.id, L.id, 'A zoning card id', 'BV-6');
    const fields = z.kind === 'districts' ? FIELDS.districtsZoning : FIELDS.zoning;
    if (!hasOnlyKeys(z, fields)) keysFault(z, fields, `Zoning card ${z.id}`, 'BV-6');
    if (z.kind === 'districts') {
      const allowed = z.allowedDistricts;
      if (!Array.isArray(allowed) || allowed.length === 0) {
        bad('BV-6.1', `Zoning card ${z.id} must list the district tiles it subsidises (allowedDistricts).`);
      }
      if (allowed.length > districtIds.size) {
        bad('BV-6.1', `Zoning card ${z.id}: allowedDistricts may list at most the ${districtIds.size} district tiles of the town (limit), not ${allowed.length}.`);
      }
      if (!allIn(allowed, districtIds)) bad('BV-6.1', `Zoning card ${z.id} names a district tile that is not in the town.`);
    } else if (!ZONING_KINDS.includes(z.kind)) {
      bad('BV-6', `Zoning card ${z.id} has an unknown kind.`);
    }
  }
}

/** Every entry of `list` is in `set`. */
function allIn(list: readonly unknown[], set: ReadonlySet<unknown>): boolean {
  for (let i = 0; i < list.length; i++) if (!set.has(list[i])) return false;
  return true;
}

/** BV-7.1: the contract cards, each of a known kind, with integer coins, copies and thresholds; districts named are district tiles. */
function checkContractCards(c: Components, districtIds: ReadonlySet<string>): void {
  const L = COMPONENT_LIMITS;
  if (!Array.isArray(c.contractCards)) bad('BV-7.1', 'components.contractCards must be a list.');
  const cids = new Set<string>();
  for (let i = 0; i < c.contractCards.length; i++) {
    const k = c.contractCards[i]!;
    if (typeof k?.id !== 'string' || cids.has(k.id)) bad('BV-7.1', `Contract ids must be distinct strings (${idOf(k)}).`);
    cids.add(k.id);
    text(k.id, L.id, 'A contract id', 'BV-7.1');
    const fields = k.kind === 'oneWhollyInEachDistrict' ? FIELDS.eachDistrictContract : k.kind === 'buildingsWhollyInDistrict' ? FIELDS.districtContract : FIELDS.contract;
    if (!hasOnlyKeys(k, fields)) keysFault(k, fields, `Contract ${k.id}`, 'BV-7.1');
    if (k.kind === 'oneWhollyInEachDistrict' && Array.isArray(k.districts) && k.districts.length > districtIds.size) {
      bad('BV-7.1', `Contract ${k.id}: districts may list at most the ${districtIds.size} district tiles of the town (limit), not ${k.districts.length}.`);
    }
    if (!isInt(k.coins) || !isInt(k.copies) || k.copies < 0) bad('BV-7.1', `Contract ${k.id} needs integer coins and copies.`);
    if (k.kind === 'buildingsWhollyInDistrict' && !districtIds.has(k.district)) bad('BV-7.1', `Contract ${k.id} names an unknown district.`);
    if (k.kind === 'oneWhollyInEachDistrict' && (!Array.isArray(k.districts) || !allIn(k.districts, districtIds))) {
      bad('BV-7.1', `Contract ${k.id} names an unknown district.`);
    }
    if (k.kind !== 'oneWhollyInEachDistrict') {
      if (!COUNT_CONTRACT_KINDS.includes(k.kind)) bad('BV-7.1', `Contract ${k.id} has an unknown kind.`);
      if (!isInt(k.required?.default) || !isInt(k.required?.twoPlayer) || k.required.default < 1 || k.required.twoPlayer < 1) {
        bad('BV-7.1', `Contract ${k.id} needs required.default and required.twoPlayer thresholds.`);
      }
      if (!hasOnlyKeys(k.required, FIELDS.required)) keysFault(k.required, FIELDS.required, `Contract ${k.id}: required`, 'BV-7.1');
    }
  }
  if (!isInt(c.contractDisplaySize) || c.contractDisplaySize < 1) bad('BV-4.5', 'components.contractDisplaySize must be a positive integer.');
}

/** BV-4.4, BV-4.9: height and grouping objectives of known kinds, starting coins. */
function checkObjectives(c: Components): void {
  const L = COMPONENT_LIMITS;
  const heights = c.heightObjectives;
  if (!Array.isArray(heights) || heights.length === 0 || !allOf(heights, HEIGHT_KINDS, 'coinsPerHeight')) {
    bad('BV-4.4', 'components.heightObjectives must be a non-empty list of perPark/perRiver/border cards.');
  }
  const groupings = c.groupingObjectives;
  if (!Array.isArray(groupings) || groupings.length === 0 || !allOf(groupings, GROUPING_KINDS, 'coins')) {
    bad('BV-4.4', 'components.groupingObjectives must be a non-empty list of largestGroupSpaces/perGroup/perBuildingNotInGroup cards.');
  }
  for (const n of [2, 3, 4] as const) {
    if (!isInt(c.startingCoins?.[n]) || c.startingCoins[n] < 0) bad('BV-4.9', `components.startingCoins.${n} must be a non-negative integer.`);
  }
  for (let i = 0; i < heights.length; i++) {
    const h = heights[i]!;
    if (!isText(h.id, L.id)) notText(h.id, L.id, `Height objective #${i + 1}: id`, 'BV-4.4');
    if (!hasOnlyKeys(h, FIELDS.heightObjective)) keysFault(h, FIELDS.heightObjective, `Height objective ${h.id}`, 'BV-4.4');
  }
  for (let i = 0; i < groupings.length; i++) {
    const g = groupings[i]!;
    if (!isText(g.id, L.id)) notText(g.id, L.id, `Grouping objective #${i + 1}: id`, 'BV-4.4');
    if (!hasOnlyKeys(g, FIELDS.groupingObjective)) keysFault(g, FIELDS.groupingObjective, `Grouping objective ${g.id}`, 'BV-4.4');
  }
  onlyKeys(c.startingCoins, FIELDS.startingCoins, 'components.startingCoins', 'BV-4.9');
}

/** Every card of `cards` has a `kind` in `kinds` and an integer `field`. */
function allOf(cards: readonly unknown[], kinds: readonly string[], field: string): boolean {
  for (let i = 0; i < cards.length; i++) {
    const x = cards[i] as Record<string, unknown> | null | undefined;
    if (!kinds.includes(x?.kind as string) || !isInt(x![field])) return false;
  }
  return true;
}

/**
 * Scratch for {@link buildTown}: the row, column and tile index of every placed tile cell (at most
 * COMPONENT_LIMITS.tiles tiles of COMPONENT_LIMITS.cellsPerTile cells each).
 */
const placedR = new Int32Array(64 * 64);
const placedC = new Int32Array(64 * 64);
const placedT = new Int32Array(64 * 64);

/**
 * Assemble the town from tile placements and validate it (BV-3.2): every tile used exactly once, no
 * two tiles overlapping, all tiles connected through shared edges, and no empty space enclosed.
 * (Flat loops over typed scratch arrays, no object per cell or placement: a town at the limits has
 * 1 024 spaces, and this runs cold, at setup.)
 */
export function buildTown(c: Components, layout: readonly TilePlacement[]): Town {
  if (!Array.isArray(layout)) bad('BV-4.1', 'A layout must be a list of {tile, origin, rotation} placements.');
  const tileIndex = new Map<string, number>();
  for (let i = 0; i < c.tiles.length; i++) tileIndex.set(c.tiles[i]!.id, i);
  const used = new Uint8Array(c.tiles.length);
  let count = 0;
  let minR = Infinity;
  let minC = Infinity;
  let maxR = -Infinity;
  let maxC = -Infinity;
  for (let q = 0; q < layout.length; q++) {
    const p = layout[q]!;
    const ti = tileIndex.get(p?.tile);
    if (ti === undefined) bad('BV-3.2', `The layout places an unknown tile "${String(p?.tile).slice(0, COMPONENT_LIMITS.id)}".`);
    const def = c.tiles[ti!]!;
    if (!hasOnlyKeys(p, FIELDS.placement)) keysFault(p, FIELDS.placement, `The layout's placement of tile ${def.id}`, 'BV-4.1');
    if (used[ti!]) bad('BV-3.2', `The layout places tile ${def.id} twice; each tile is used once.`);
    used[ti!] = 1;
    if (!Array.isArray(p.origin) || p.origin.length !== 2 || !isInt(p.origin[0]) || !isInt(p.origin[1]) || Math.abs(p.origin[0]) > 200 || Math.abs(p.origin[1]) > 200) {
      bad('BV-4.1', `Tile ${def.id}: origin must be a [row, col] pair of integers.`);
    }
    const rot = p.rotation;
    if (rot !== 0 && rot !== 90 && rot !== 180 && rot !== 270) bad('BV-3.2', `Tile ${def.id}: rotation must be 0, 90, 180 or 270.`);
    // The tile's cells rotated clockwise by `rotation` degrees, normalised so the minimum row and
    // column are 0, then moved to `origin`.
    const cells = def.cells;
    const start = count;
    let mr = Infinity;
    let mc = Infinity;
    for (let i = 0; i < cells.length; i++) {
      const r = cells[i]![0];
      const cc = cells[i]![1];
      const rr = rot === 90 ? cc : rot === 180 ? -r : rot === 270 ? -cc : r;
      const rc = rot === 90 ? -r : rot === 180 ? -cc : rot === 270 ? r : cc;
      placedR[count] = rr;
      placedC[count] = rc;
      placedT[count] = ti!;
      count++;
      if (rr < mr) mr = rr;
      if (rc < mc) mc = rc;
    }
    const dr = p.origin[0] - mr;
    const dc = p.origin[1] - mc;
    for (let i = start; i < count; i++) {
      const r = (placedR[i] = placedR[i]! + dr);
      const cc = (placedC[i] = placedC[i]! + dc);
      if (r < minR) minR = r;
      if (cc < minC) minC = cc;
      if (r > maxR) maxR = r;
      if (cc > maxC) maxC = cc;
    }
  }
  if (used.includes(0)) {
    const missing: string[] = [];
    for (let i = 0; i < c.tiles.length; i++) if (!used[i]) missing.push(c.tiles[i]!.id);
    bad('BV-3.2', `Every tile must be used; the layout leaves out ${missing.join(', ')}.`);
  }
  const rows = maxR - minR + 1;
  const cols = maxC - minC + 1;
  const L = COMPONENT_LIMITS;
  if (rows > L.townSide || cols > L.townSide || rows * cols > L.townSpaces) {
    bad('BV-3.2', `The town may be at most ${L.townSide} rows or columns and ${L.townSpaces} spaces in its bounding box (limit), not ${rows} × ${cols}.`);
  }
  const n = rows * cols;
  const cellTile: number[] = new Array<number>(n).fill(-1);
  for (let k = 0; k < count; k++) {
    const i = (placedR[k]! - minR) * cols + (placedC[k]! - minC);
    if (cellTile[i] !== -1) {
      bad('BV-3.2', `Tiles ${c.tiles[cellTile[i]!]!.id} and ${c.tiles[placedT[k]!]!.id} overlap at [${placedR[k]! - minR}, ${placedC[k]! - minC}].`);
    }
    cellTile[i] = placedT[k]!;
  }
  // Flat flood fills: a town at the limits has 1 024 spaces, and this runs cold, at setup.
  const filled = new Uint8Array(n);
  const open = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (cellTile[i]! >= 0) filled[i] = 1;
    else open[i] = 1;
  }
  const [town, townCount] = label(filled, rows, cols);
  if (townCount !== 1) {
    const lone: string[] = [];
    for (let i = 0, g = 1; i < n; i++) if (town[i] === g) (lone.push(c.tiles[cellTile[i]!]!.id), g++);
    bad('BV-3.2', `All tiles must be connected through shared edges; ${lone.join(', ')} ${lone.length === 1 ? 'is' : 'are'} cut off from the rest.`);
  }
  // Holes: empty spaces not connected (through empty spaces) to the outside of the bounding box.
  const [empty, emptyCount] = label(open, rows, cols);
  if (emptyCount > 0) {
    const outside = new Uint8Array(emptyCount);
    const start = new Int32Array(emptyCount).fill(-1);
    for (let i = 0; i < n; i++) {
      const g = empty[i]!;
      if (g < 0) continue;
      if (start[g] === -1) start[g] = i;
      const r = Math.floor(i / cols);
      const cc = i % cols;
      if (r === 0 || cc === 0 || r === rows - 1 || cc === cols - 1) outside[g] = 1;
    }
    for (let g = 0; g < emptyCount; g++) {
      if (!outside[g]) bad('BV-3.2', `The town may have no gap inside it; the empty space at [${Math.floor(start[g]! / cols)}, ${start[g]! % cols}] is enclosed by tiles.`);
    }
  }
  const tiles: TownTile[] = [];
  for (let i = 0; i < c.tiles.length; i++) {
    const t = c.tiles[i]!;
    tiles.push({ id: t.id, kind: t.kind, symbol: t.symbol ?? null, pattern: t.pattern ?? null });
  }
  const footprints: Coord[][] = [];
  for (let h = 0; h < c.footprints.length; h++) {
    const f = c.footprints[h]!;
    const out: Coord[] = [];
    for (let j = 0; j < f.length; j++) out.push([f[j]![0], f[j]![1]]);
    footprints.push(out);
  }
  // Frozen: towns are cached and shared by every game on the same layout, and views hand them out.
  return deepFreeze({ rows, cols, tiles, cellTile, footprints, reflectionAllowed: c.reflectionAllowed });
}

/**
 * One way a building fits on district spaces, with everything the rules ask about it (made on first
 * use from its {@link PlacementTable} row, see {@link candidate}).
 */
export interface Candidate {
  /** The building number it places. */
  readonly h: number;
  /** Its row in the placement table of building `h`. */
  readonly index: number;
  /** Cell indices, ascending (= row-major). */
  readonly idx: readonly number[];
  /** The same cells as `[row, col]` (shared by listed actions). */
  readonly coords: readonly Coord[];
  /** Tile indices under it, ascending. */
  readonly tiles: readonly number[];
  /** The ids of those tiles, in the same order (frozen: shared by every building placed here). */
  readonly tileIds: readonly string[];
  readonly border: boolean;
  /** Connected park / river ids it touches, ascending (frozen: shared by every building placed here). */
  readonly parks: readonly number[];
  readonly rivers: readonly number[];
  /** Town cells orthogonally next to it (not under it). */
  readonly around: readonly number[];
}

/**
 * Every way building number `h` fits on the district spaces of a town (BV-2.3, BV-5.8), as flat
 * typed arrays. Made the first time a rule asks about building `h` in this town, never at setup (a
 * town at the component limits, 1 024 spaces with 8-space footprints turned and mirrored, has about
 * 30 000 placements over the eight buildings: making them all as objects up front took seconds, and
 * issue #11 asks setup to take milliseconds). Only the rows a rule looks at one by one become
 * {@link Candidate} objects or listed actions.
 */
export interface PlacementTable {
  /** The building number. */
  readonly h: number;
  /** Spaces each placement covers (the footprint's size). */
  readonly size: number;
  /** Number of placements. */
  readonly count: number;
  /**
   * Placement i covers `cells[i * size] .. cells[i * size + size - 1]` (cell indices, ascending); the
   * placements are in lexicographic order of those lists (the order legalActions lists them in).
   */
  readonly cells: Int32Array;
  /** 1 if placement i has a space on the town border (BV-3.5). */
  readonly border: Uint8Array;
  /** The placements whose first (smallest) cell is v are rows `first[v] .. first[v + 1] - 1`. */
  readonly first: Int32Array;
  /**
   * Per zoning card: 1 if placement i obeys it (see {@link zoneFlags}). Keyed by the card object, not
   * its id: towns are shared by content across games, and a game may redefine a card under the same id.
   */
  readonly zoneOk: WeakMap<ZoningCard, Uint8Array>;
  /** Per zoning card: the rows whose flag in `zoneOk` is 1, ascending (see {@link zonedRows}). */
  readonly zoneRows: WeakMap<ZoningCard, RowList>;
  /** The rows with a space on the border, ascending (made on first use, {@link borderRows}). */
  borderList: RowList | undefined;
  /** Placement i as a Candidate, made on first use ({@link candidate}). */
  readonly cands: (Candidate | undefined)[];
  /** Placement i's cells as frozen `[row, col]` pairs, made on first use ({@link placementCoords}). */
  readonly coords: (readonly Coord[] | undefined)[];
}

/** Static geometry of a town, computed once per game (cached on the `town` object). */
export interface TownInfo {
  readonly town: Town;
  readonly n: number;
  /** 0 off-town, 1 district, 2 park, 3 river. */
  readonly kind: Int8Array;
  readonly border: Uint8Array;
  /** Connected park / river id per cell, -1 elsewhere. */
  readonly park: Int16Array;
  readonly river: Int16Array;
  readonly parkCount: number;
  readonly riverCount: number;
  /** 1 if the cell has an orthogonal neighbour that is a park / a river (BV-3.6). */
  readonly nearPark: Uint8Array;
  readonly nearRiver: Uint8Array;
  /** Placement tables by building number - 1, made on first use: read them with {@link placementTable}. */
  readonly tables: (PlacementTable | undefined)[];
  /** Each town space as a frozen `[row, col]` pair, made on first use. */
  readonly coordOf: (Coord | undefined)[];
}

const cache = new WeakMap<Town, TownInfo>();
/** Towns seen recently, by content, so a new game on the same town reuses the geometry. */
const byContent = new Map<string, TownInfo>();

/**
 * Label the connected groups of the spaces `member` marks (ids 0, 1, ... in the row-major order of
 * each group's first space, as `groups` of core/grid numbers them); -1 elsewhere. A flat flood fill.
 */
function label(member: ArrayLike<number>, rows: number, cols: number): [Int16Array, number] {
  const n = rows * cols;
  const out = new Int16Array(n).fill(-1);
  const stack = new Int32Array(n);
  let count = 0;
  for (let s = 0; s < n; s++) {
    if (!member[s] || out[s] !== -1) continue;
    out[s] = count;
    let top = 0;
    stack[top++] = s;
    while (top > 0) {
      const i = stack[--top]!;
      const c = i % cols;
      if (i >= cols && member[i - cols] && out[i - cols] === -1) (out[i - cols] = count), (stack[top++] = i - cols);
      if (c < cols - 1 && member[i + 1] && out[i + 1] === -1) (out[i + 1] = count), (stack[top++] = i + 1);
      if (i + cols < n && member[i + cols] && out[i + cols] === -1) (out[i + cols] = count), (stack[top++] = i + cols);
      if (c > 0 && member[i - 1] && out[i - 1] === -1) (out[i - 1] = count), (stack[top++] = i - 1);
    }
    count++;
  }
  return [out, count];
}

/** The orthogonal neighbours of cell `i` on a rows × cols grid (up, right, down, left). */
function neighbours(i: number, rows: number, cols: number): number[] {
  const r = Math.floor(i / cols);
  const c = i % cols;
  const out: number[] = [];
  if (r > 0) out.push(i - cols);
  if (c < cols - 1) out.push(i + 1);
  if (r < rows - 1) out.push(i + cols);
  if (c > 0) out.push(i - 1);
  return out;
}

/** The static geometry of `town` (cached). Placement tables are made later, per building, on first use. */
export function townInfo(town: Town): TownInfo {
  const hit = cache.get(town);
  if (hit) return hit;
  const text = JSON.stringify(town);
  const same = byContent.get(text);
  if (same) {
    cache.set(town, same);
    return same;
  }
  const { rows, cols, cellTile } = town;
  const n = rows * cols;
  const kind = new Int8Array(n);
  const isPark = new Uint8Array(n);
  const isRiver = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const t = cellTile[i]!;
    const k = t < 0 ? 0 : town.tiles[t]!.kind === 'district' ? 1 : town.tiles[t]!.kind === 'park' ? 2 : 3;
    kind[i] = k;
    if (k === 2) isPark[i] = 1;
    else if (k === 3) isRiver[i] = 1;
  }
  // BV-3.5: a space is on the border if a side of it is not next to a town space. (Index loops over
  // the four sides, no list per space: this runs cold, over up to 1 024 spaces.)
  const border = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (!kind[i]) continue;
    const c = i % cols;
    if (i < cols || i + cols >= n || c === 0 || c === cols - 1 || !kind[i - cols] || !kind[i + 1] || !kind[i + cols] || !kind[i - 1]) border[i] = 1;
  }
  // BV-3.6: connected parks and rivers.
  const [park, parkCount] = label(isPark, rows, cols);
  const [river, riverCount] = label(isRiver, rows, cols);
  const nearPark = new Uint8Array(n);
  const nearRiver = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const c = i % cols;
    const up = i >= cols;
    const down = i + cols < n;
    const left = c > 0;
    const right = c < cols - 1;
    if ((up && park[i - cols]! >= 0) || (right && park[i + 1]! >= 0) || (down && park[i + cols]! >= 0) || (left && park[i - 1]! >= 0)) nearPark[i] = 1;
    if ((up && river[i - cols]! >= 0) || (right && river[i + 1]! >= 0) || (down && river[i + cols]! >= 0) || (left && river[i - 1]! >= 0)) nearRiver[i] = 1;
  }
  const info: TownInfo = {
    town, n, kind, border, park, river, parkCount, riverCount, nearPark, nearRiver,
    tables: new Array<PlacementTable | undefined>(town.footprints.length).fill(undefined),
    coordOf: new Array<Coord | undefined>(n).fill(undefined),
  };
  cache.set(town, info);
  if (byContent.size >= 16) byContent.delete(byContent.keys().next().value!);
  byContent.set(text, info);
  return info;
}

/** A table with no placement (for a building number outside #1..#8, read from a bad state). */
function emptyTable(h: number): PlacementTable {
  return { h, size: 0, count: 0, cells: new Int32Array(0), border: new Uint8Array(0), first: new Int32Array(1), zoneOk: new WeakMap(), zoneRows: new WeakMap(), borderList: undefined, cands: [], coords: [] };
}

/**
 * The placements of building number `h` (BV-2.3: its footprint turned, and mirrored when the config
 * allows it, wholly on district spaces, BV-5.8), made on first use and cached on the town.
 *
 * Made directly in listing order, in flat arrays (this runs cold, in the call that first needs the
 * building): for each district space v in row-major order, every orientation whose first cell lands
 * on v is tried, in the order of their next cells. Each orientation is read
 * as horizontal runs of spaces, and a run fits where the district spaces to the right of its start
 * are at least as many. Two distinct orientations never cover the same set of spaces (`orientations`
 * drops repeats), so no placement appears twice.
 */
export function placementTable(info: TownInfo, h: number): PlacementTable {
  const k = h - 1;
  const hit = info.tables[k];
  if (hit !== undefined) return hit;
  const { town, n, kind } = info;
  const { rows, cols } = town;
  const fp = Number.isInteger(h) ? town.footprints[k] : undefined;
  if (fp === undefined) return emptyTable(h);
  const size = fp.length;
  // District spaces from each space rightwards, in its row.
  const run = new Int32Array(n);
  for (let i = n - 1; i >= 0; i--) run[i] = kind[i] !== 1 ? 0 : (i + 1) % cols === 0 ? 1 : run[i + 1]! + 1;
  // Per orientation (its cells are normalised, in row-major order): its extent, its cells as offsets
  // from its first cell, and its horizontal runs [offset, length, ...]. Placements that share a first
  // cell v cover v + offsets, so ordering the orientations by their offsets once puts every such
  // group in listing order.
  const orients = orientations(fp.map(([r, c]) => ({ r, c })), { reflections: town.reflectionAllowed }).map((o) => {
    let hh = 0;
    let ww = 0;
    for (const p of o) {
      if (p.r >= hh) hh = p.r + 1;
      if (p.c >= ww) ww = p.c + 1;
    }
    const at0 = o[0]!.r * cols + o[0]!.c;
    const offsets = o.map((p) => p.r * cols + p.c - at0);
    const runs: number[] = [];
    for (let j = 0; j < o.length; j++) {
      if (j > 0 && o[j]!.r === o[j - 1]!.r && o[j]!.c === o[j - 1]!.c + 1) runs[runs.length - 1]!++;
      else runs.push(offsets[j]!, 1);
    }
    return { c0: o[0]!.c, hh, ww, offsets, runs };
  });
  orients.sort((a, b) => {
    for (let j = 1; j < size; j++) if (a.offsets[j] !== b.offsets[j]) return a.offsets[j]! - b.offsets[j]!;
    return 0;
  });
  let cells = new Int32Array(64 * size);
  let count = 0;
  const first = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) {
    first[v] = count;
    if (kind[v] !== 1) continue;
    const vr = Math.floor(v / cols);
    const vc = v % cols;
    for (let oi = 0; oi < orients.length; oi++) {
      const o = orients[oi]!;
      const ac = vc - o.c0; // the anchor's column (its row is vr: the first cell is in the top row)
      if (ac < 0 || ac + o.ww > cols || vr + o.hh > rows) continue;
      const runs = o.runs;
      let fits = true;
      for (let q = 0; fits && q < runs.length; q += 2) fits = run[v + runs[q]!]! >= runs[q + 1]!;
      if (!fits) continue;
      if ((count + 1) * size > cells.length) {
        const more = new Int32Array(cells.length * 2);
        more.set(cells);
        cells = more;
      }
      const offsets = o.offsets;
      for (let j = 0, at = count * size; j < size; j++) cells[at + j] = v + offsets[j]!;
      count++;
    }
  }
  first[n] = count;
  cells = cells.slice(0, count * size);
  const onBorder = new Uint8Array(count);
  for (let i = 0; i < count * size; i++) if (info.border[cells[i]!]) onBorder[Math.floor(i / size)] = 1;
  const table: PlacementTable = {
    h, size, count, cells, border: onBorder, first, zoneOk: new WeakMap(), zoneRows: new WeakMap(), borderList: undefined,
    cands: new Array<Candidate | undefined>(count).fill(undefined),
    coords: new Array<readonly Coord[] | undefined>(count).fill(undefined),
  };
  info.tables[k] = table;
  return table;
}

/** Placement `i` of table `t` as frozen `[row, col]` pairs (made once, shared by every action that lists it). */
export function placementCoords(info: TownInfo, t: PlacementTable, i: number): readonly Coord[] {
  const hit = t.coords[i];
  if (hit !== undefined) return hit;
  const cols = info.town.cols;
  const out: Coord[] = [];
  for (let j = i * t.size, end = j + t.size; j < end; j++) {
    const v = t.cells[j]!;
    out.push((info.coordOf[v] ??= Object.freeze([Math.floor(v / cols), v % cols]) as Coord));
  }
  Object.freeze(out);
  t.coords[i] = out;
  return out;
}

/**
 * Placement `i` of table `t` with the attributes the engine derives from the town (BV-3.5 border,
 * BV-3.6 parks and rivers touched, BV-3.7 district tiles under it), made once.
 */
export function candidate(info: TownInfo, t: PlacementTable, i: number): Candidate {
  const hit = t.cands[i];
  if (hit !== undefined) return hit;
  const { town, kind, park, river } = info;
  const idx = Array.from(t.cells.subarray(i * t.size, (i + 1) * t.size));
  const tiles = new Set<number>();
  const parks = new Set<number>();
  const rivers = new Set<number>();
  const around = new Set<number>();
  for (const v of idx) {
    tiles.add(town.cellTile[v]!);
    for (const j of neighbours(v, town.rows, town.cols)) {
      if (!kind[j] || idx.includes(j)) continue;
      around.add(j);
      if (park[j]! >= 0) parks.add(park[j]!);
      if (river[j]! >= 0) rivers.add(river[j]!);
    }
  }
  const up = (s: Set<number>): number[] => [...s].sort((a, b) => a - b);
  const c: Candidate = {
    h: t.h,
    index: i,
    idx,
    coords: placementCoords(info, t, i),
    tiles: up(tiles),
    tileIds: Object.freeze(up(tiles).map((x) => town.tiles[x]!.id)),
    border: t.border[i] === 1,
    parks: Object.freeze(up(parks)),
    rivers: Object.freeze(up(rivers)),
    around: up(around),
  };
  t.cands[i] = c;
  return c;
}

/** The row of `t` covering exactly the cells `idx[0..len-1]` (cell indices, ascending), or -1. */
export function placementOn(t: PlacementTable, idx: ArrayLike<number>, len: number): number {
  const v = idx[0]!;
  if (len !== t.size || len === 0 || !(v >= 0 && v < t.first.length - 1)) return -1;
  next: for (let i = t.first[v]!, end = t.first[v + 1]!; i < end; i++) {
    const o = i * len;
    for (let j = 1; j < len; j++) if (t.cells[o + j] !== idx[j]) continue next;
    return i;
  }
  return -1;
}

/** The placement of building number `h` on exactly the cells `idx[0..len-1]` (cell indices, ascending), or undefined. */
export function candidateOn(info: TownInfo, h: number, idx: ArrayLike<number>, len: number): Candidate | undefined {
  const t = placementTable(info, h);
  const i = placementOn(t, idx, len);
  return i < 0 ? undefined : candidate(info, t, i);
}

/** The placement of building number `h` on `cells` (`[row, col]`, any order), or undefined (also for a cell off the town grid). */
export function candidateAt(info: TownInfo, h: number, cells: readonly Coord[]): Candidate | undefined {
  const { rows, cols } = info.town;
  if (!cells.every(([r, c]) => Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < rows && c < cols)) return undefined;
  const idx = cells.map(([r, c]) => r * cols + c).sort((a, b) => a - b);
  return candidateOn(info, h, idx, idx.length);
}

/** Is every space of row `i` of `t` free on `grid`? */
function isFree(grid: ArrayLike<number>, t: PlacementTable, i: number): boolean {
  for (let k = i * t.size, end = k + t.size; k < end; k++) if (grid[t.cells[k]!] !== -1) return false;
  return true;
}

/** {@link isFree} on a plain grid copy only: the listing's scan stays monomorphic (frozen arrays read apart). */
function isFreeOn(grid: readonly number[], t: PlacementTable, i: number): boolean {
  for (let k = i * t.size, end = k + t.size; k < end; k++) if (grid[t.cells[k]!] !== -1) return false;
  return true;
}

/**
 * Does building number `h` fit anywhere on `grid` (every space of one placement free)? The same as
 * `placementOptions(...).mode !== 'none'`, stopping at the first free placement.
 */
export function fitsSomewhere(info: TownInfo, grid: ArrayLike<number>, h: number): boolean {
  const t = placementTable(info, h);
  // The placements are grouped by their first space (rows first[v] .. first[v + 1] - 1 start on v):
  // a group whose first space is built on is skipped whole. (Late in a game, when a building fits
  // nowhere, this scan read every placement of it, one by one, in every construction turn.)
  const first = t.first;
  for (let v = 0, end = first.length - 1; v < end; v++) {
    const to = first[v + 1]!;
    if (first[v] === to || grid[v] !== -1) continue;
    for (let i = first[v]!; i < to; i++) if (isFree(grid, t, i)) return true;
  }
  return false;
}

/**
 * Per placement of building number `h`: does it obey zoning card `z` (BV-6)? (Cached per table and card.)
 * BV-6.1 every space on a subsidised district; BV-6.2 next to a park; BV-6.3 not next to a park;
 * BV-6.4 not next to a river; BV-6.5 not on the border.
 */
export function zoneFlags(info: TownInfo, z: ZoningCard, h: number): Uint8Array {
  const t = placementTable(info, h);
  let flags = t.zoneOk.get(z);
  if (flags !== undefined) return flags;
  // Plain loops over the flat cells, one per kind of card (per-space callbacks were most of a cold
  // first listing in a town at the component limits).
  const { count, size, cells } = t;
  flags = new Uint8Array(count);
  switch (z.kind) {
    case 'districts': {
      // Every space of the placement on a subsidised district tile.
      const allowed = new Uint8Array(info.town.tiles.length);
      info.town.tiles.forEach((tile, k) => (allowed[k] = z.allowedDistricts.includes(tile.id) ? 1 : 0));
      const cellTile = info.town.cellTile;
      for (let i = 0; i < count; i++) {
        let ok = 1;
        for (let k = i * size, end = k + size; ok && k < end; k++) ok = allowed[cellTile[cells[k]!]!]!;
        flags[i] = ok;
      }
      break;
    }
    case 'mustBeAdjacentToPark':
    case 'mustNotBeAdjacentToPark':
    case 'mustNotBeAdjacentToRiver': {
      // Some space of the placement next to a park (a river): must, or must not.
      const near = z.kind === 'mustNotBeAdjacentToRiver' ? info.nearRiver : info.nearPark;
      const want = z.kind === 'mustBeAdjacentToPark' ? 1 : 0;
      for (let i = 0; i < count; i++) {
        let touches = 0;
        for (let k = i * size, end = k + size; !touches && k < end; k++) touches = near[cells[k]!]!;
        flags[i] = touches === want ? 1 : 0;
      }
      break;
    }
    case 'mustNotBeOnBorder':
      for (let i = 0; i < count; i++) flags[i] = t.border[i] === 1 ? 0 : 1;
      break;
  }
  t.zoneOk.set(z, flags);
  return flags;
}

/**
 * Some rows of a placement table, ascending, in groups by first (smallest) space: the rows
 * `rows[j] .. rows[next[j] - 1]` all start on the space row `rows[j]` starts on. A scan for free
 * placements skips a whole group when that space is built on (most of the groups late in a game).
 */
export interface RowList {
  readonly rows: Int32Array;
  /** Per position j: the position of the first row after j that starts on another space (or `rows.length`). */
  readonly next: Int32Array;
}

/** The rows of `flags` (one byte per row of table `t`) that are 1, ascending, grouped by first space. */
function rowsOf(t: PlacementTable, flags: Uint8Array): RowList {
  let n = 0;
  for (let i = 0; i < flags.length; i++) n += flags[i]!;
  const rows = new Int32Array(n);
  for (let i = 0, k = 0; i < flags.length; i++) if (flags[i]) rows[k++] = i;
  const next = new Int32Array(n);
  for (let j = n - 1; j >= 0; j--) {
    next[j] = j + 1 < n && t.cells[rows[j + 1]! * t.size] === t.cells[rows[j]! * t.size] ? next[j + 1]! : j + 1;
  }
  return { rows, next };
}

/**
 * The rows of building `h`'s table that obey zoning card `z` (cached per table and card): the listing
 * scans only these for free spaces, not every placement of the building.
 */
export function zonedRows(info: TownInfo, z: ZoningCard, h: number): RowList {
  const t = placementTable(info, h);
  let rows = t.zoneRows.get(z);
  if (rows === undefined) t.zoneRows.set(z, (rows = rowsOf(t, zoneFlags(info, z, h))));
  return rows;
}

/** The rows of table `t` with a space on the border (BV-3.5), cached. */
function borderRows(t: PlacementTable): RowList {
  return (t.borderList ??= rowsOf(t, t.border));
}

/** How a building may be placed now: obeying zoning, on the border instead (BV-5.9), anywhere, or nowhere. */
export type PlaceMode = 'zoning' | 'border' | 'anywhere' | 'none';

/** Legal placements: the mode, and the rows of the building's placement table, in table order. */
export interface PlaceOptions {
  readonly mode: PlaceMode;
  readonly table: PlacementTable;
  readonly rows: readonly number[];
}

/** The last answer of {@link placementOptions} (one-entry memo). */
let last: { info: TownInfo; grid: readonly number[]; z: ZoningCard; h: number; out: PlaceOptions } | null = null;

/**
 * Plain (unfrozen) copies of the last few frozen grids read, found by identity (a frozen grid never
 * changes, so its copy stays current): V8 (Node 20) reads the elements of a frozen array about 3×
 * slower than a plain array's (measured on the placement scan), so scans read a copy. A small ring
 * rather than a WeakMap: in a playout each grid is made by `newGrid` and read over the next few plies,
 * and weak-map inserts (two per placement, with their garbage-collection work) were a tenth of a cold
 * placement's `apply` in profiles. Plain arrays, not typed ones: a 192-space Int32Array costs about
 * 0.7 µs to allocate (its backing store lives off the heap), a spread of the frozen grid about 0.1 µs,
 * and reading a plain array of small integers is as fast as reading a typed one (measured).
 */
const RING = 8;
const ringGrids: (readonly number[] | undefined)[] = new Array(RING).fill(undefined);
const ringCopies: (number[] | undefined)[] = new Array(RING).fill(undefined);
let ringNext = 0;

function remember(grid: readonly number[], values: number[]): void {
  ringGrids[ringNext] = grid;
  ringCopies[ringNext] = values;
  ringNext = (ringNext + 1) % RING;
}

/** A fast read-only copy of `grid` (remembered for frozen grids, which cannot change). Never write to it. */
export function plainGrid(grid: readonly number[]): readonly number[] {
  for (let i = 0; i < RING; i++) if (ringGrids[i] === grid) return ringCopies[i]!;
  const out = [...grid]; // a spread reads a frozen array on V8's fast path
  if (Object.isFrozen(grid)) remember(grid, out);
  return out;
}

/**
 * A writable plain copy of `grid`, the caller's own: its remembered copy, taken out of the ring (the
 * reducer turns it into the next grid's copy at once, see {@link newGrid}: one 192-space array less
 * per placement, a good part of a playout's garbage), else a new spread. A later read of `grid`
 * itself copies it again.
 */
export function gridCopy(grid: readonly number[]): number[] {
  for (let i = 0; i < RING; i++) {
    if (ringGrids[i] === grid) {
      const own = ringCopies[i]!;
      ringGrids[i] = undefined;
      ringCopies[i] = undefined;
      return own;
    }
  }
  return [...grid];
}

/** A grid the reducer made from `values`, frozen (it is never modified afterwards); `values` stays its readable copy. */
export function newGrid(values: number[]): readonly number[] {
  const out = Object.freeze([...values]);
  remember(out, values);
  return out;
}

/** The legal placements of building number `h` on the current grid, and under which mode (BV-5.8, BV-5.9). */
export function placementOptions(info: TownInfo, grid: readonly number[], z: ZoningCard, h: number): PlaceOptions {
  // States are immutable, so a grid array seen before has the same contents (one-entry memo).
  const stable = Object.isFrozen(grid);
  if (stable && last && last.grid === grid && last.info === info && last.z === z && last.h === h) return last.out;
  const out = computeOptions(info, plainGrid(grid), z, h);
  if (stable) last = { info, grid, z, h, out };
  return out;
}

/** Is one of `list`'s rows of `t` free on `grid`? Stops at the first. */
function anyFree(grid: ArrayLike<number>, t: PlacementTable, list: RowList): boolean {
  const { rows, next } = list;
  for (let j = 0; j < rows.length; ) {
    const r = rows[j]!;
    if (grid[t.cells[r * t.size]!] !== -1) j = next[j]!; // its first space is built on: so is every row of its group
    else if (isFree(grid, t, r)) return true;
    else j++;
  }
  return false;
}

/**
 * Is row `i` of building `h`'s placement table one of `placementOptions(info, grid, z, h).rows`?
 * The same rule, asked of one placement (BV-5.8, BV-5.9): it must be free; then it is listed if it
 * obeys the zoning card; if it does not, only when no free placement obeys it, and then only on the
 * border unless no free placement is on the border. The scans stop at the first hit.
 */
export function isPlaceable(info: TownInfo, grid: readonly number[], z: ZoningCard, h: number, i: number): boolean {
  const t = placementTable(info, h);
  if (!(i >= 0 && i < t.count)) return false;
  // Read through the remembered plain copy (made when the state entered: validate reads it, and the
  // placement's `putBuilding` takes it over): a frozen grid's elements are read on V8's slow path.
  const g = plainGrid(grid);
  if (!isFree(g, t, i)) return false;
  const flags = zoneFlags(info, z, h);
  if (flags[i]) return true;
  if (anyFree(g, t, zonedRows(info, z, h))) return false;
  return t.border[i] === 1 || !anyFree(g, t, borderRows(t));
}

function computeOptions(info: TownInfo, grid: readonly number[], z: ZoningCard, h: number): PlaceOptions {
  const t = placementTable(info, h);
  // BV-5.8: the free placements that obey the zoning card (only those rows are scanned).
  const zoned = freeRows(grid, t, zonedRows(info, z, h));
  if (zoned.length) return { mode: 'zoning', table: t, rows: zoned };
  // BV-5.9: none does; then the free placements on the border, else any free placement.
  const onBorder = freeRows(grid, t, borderRows(t));
  if (onBorder.length) return { mode: 'border', table: t, rows: onBorder };
  const free: number[] = [];
  const first = t.first;
  for (let v = 0, end = first.length - 1; v < end; v++) {
    if (grid[v] !== -1) continue; // every placement starting on v covers v
    for (let i = first[v]!, to = first[v + 1]!; i < to; i++) if (isFreeOn(grid, t, i)) free.push(i);
  }
  if (free.length) return { mode: 'anywhere', table: t, rows: free };
  return { mode: 'none', table: t, rows: [] };
}

/**
 * The rows of `list` whose spaces are all free on `grid`, in the same (ascending) order. A group of
 * rows whose first space is built on is skipped whole; in the others every further space of a row is
 * read and or-ed (a free space is -1, so `grid[v] + 1` is 0 only there): a row's 1 to 8 spaces cost
 * less than the mispredicted early exits of a scan where about half the rows are free.
 */
function freeRows(grid: readonly number[], t: PlacementTable, list: RowList): number[] {
  const out: number[] = [];
  const { size, cells } = t;
  const { rows, next } = list;
  for (let j = 0; j < rows.length; ) {
    const r = rows[j]!;
    const o = r * size;
    if (grid[cells[o]!] !== -1) {
      j = next[j]!;
      continue;
    }
    let taken = 0;
    for (let k = o + 1, end = o + size; k < end; k++) taken |= grid[cells[k]!]! + 1;
    if (taken === 0) out.push(r);
    j++;
  }
  return out;
}

/** All orientations of footprint `h` (for error messages). */
export function footprintOrientations(town: Town, h: number): Cell[][] {
  return orientations(town.footprints[h - 1]!.map(([r, c]) => ({ r, c })), { reflections: town.reflectionAllowed });
}
