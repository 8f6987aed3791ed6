/**
 * The town: assembling and validating a layout (BV-3.2), and the static geometry every rule reads —
 * border spaces, connected parks and rivers, and every way each building fits on district spaces.
 */
import { RuleError, deepFreeze, groups, orientations, placements, printValue, type Cell } from '../core/index.js';
import { type Components, type Coord, type TileDef, type TilePlacement, type ZoningCard } from './data.js';
import type { Town, TownTile } from './types.js';

const bad = (rule: string, msg: string): never => {
  throw new RuleError('BAD_CONFIG', rule, msg);
};

function isInt(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x);
}

/** Rotate a tile cell clockwise by `rotation` degrees (before moving it to the origin). */
function rotateCoord([r, c]: Coord, rotation: number): [number, number] {
  switch (rotation) {
    case 90:
      return [c, -r];
    case 180:
      return [-r, -c];
    case 270:
      return [-c, r];
    default:
      return [r, c];
  }
}

/** Normalise a tile's rotated cells so the minimum row and column are 0. */
function rotatedTile(cells: readonly Coord[], rotation: number): [number, number][] {
  const rot = cells.map((p) => rotateCoord(p, rotation));
  let mr = Infinity;
  let mc = Infinity;
  for (const [r, c] of rot) {
    mr = Math.min(mr, r);
    mc = Math.min(mc, c);
  }
  return rot.map(([r, c]) => [r - mr, c - mc]);
}

function checkPolyomino(cells: unknown, what: string, rule: string): void {
  if (!Array.isArray(cells) || cells.length === 0) bad(rule, `${what} needs a non-empty list of [row, col] cells.`);
  const seen = new Set<string>();
  for (const p of cells as unknown[][]) {
    if (!Array.isArray(p) || p.length !== 2 || !isInt(p[0]) || !isInt(p[1]) || p[0] < 0 || p[1] < 0 || p[0] > 63 || p[1] > 63) {
      bad(rule, `${what}: every cell must be a [row, col] pair of integers from 0 to 63.`);
    }
    const k = `${p[0]},${p[1]}`;
    if (seen.has(k)) bad(rule, `${what} lists cell [${k}] twice.`);
    seen.add(k);
  }
  // connected
  const list = cells as Coord[];
  const reached = new Set<string>([`${list[0]![0]},${list[0]![1]}`]);
  const stack = [list[0]!];
  while (stack.length) {
    const [r, c] = stack.pop()!;
    for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]] as const) {
      const k = `${r + dr},${c + dc}`;
      if (seen.has(k) && !reached.has(k)) {
        reached.add(k);
        stack.push([r + dr, c + dc]);
      }
    }
  }
  if (reached.size !== seen.size) bad(rule, `${what} is not one edge-connected piece.`);
}

/**
 * Hard resource limits on user component data (the published game is well inside them): beyond
 * them `setup` refuses with `BAD_CONFIG` naming the limit, instead of allocating without bound.
 */
export const COMPONENT_LIMITS = {
  tiles: 64, cellsPerTile: 64, layouts: 64, contractCards: 200, copies: 20, zoningCards: 200, offerCosts: 20,
  contractDisplaySize: 20, objectives: 64,
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

function limit(list: unknown, max: number, what: string, rule: string): void {
  if (Array.isArray(list) && list.length > max) bad(rule, `${what} may have at most ${max} entries (limit), not ${list.length}.`);
}

/** A string of 1 to `max` characters. */
function isText(v: unknown, max: number): v is string {
  return typeof v === 'string' && v.length >= 1 && v.length <= max;
}

/** BAD_CONFIG unless `v` is a string of 1 to `max` characters (a named limit of {@link COMPONENT_LIMITS}). */
function text(v: unknown, max: number, what: string, rule: string): void {
  if (!isText(v, max)) bad(rule, `${what} must be a string of 1 to ${max} characters (limit COMPONENT_LIMITS.${max === COMPONENT_LIMITS.name ? 'name' : 'id'}), not ${printValue(v, 40)}.`);
}

/** A component's id for a message, cut at COMPONENT_LIMITS.id characters. */
function idOf(x: unknown): string {
  return String((x as { id?: unknown } | null | undefined)?.id).slice(0, COMPONENT_LIMITS.id);
}

/** BAD_CONFIG naming the key and `what` if the object `o` has a key not in `known` (its fields): a typo in component data is refused. */
function onlyKeys(o: unknown, known: readonly string[], what: string, rule: string): void {
  if (typeof o !== 'object' || o === null || Array.isArray(o)) bad(rule, `${what} must be an object.`);
  for (const k in o as object) if (!known.includes(k)) bad(rule, `${what} has an unknown key ${printValue(k)} (known: ${known.join(', ')}).`);
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

/** Check component data that a user passed in; throws BAD_CONFIG naming the faulty part. */
export function validateComponents(c: Components): void {
  const L = COMPONENT_LIMITS;
  limit(c.tiles, L.tiles, 'components.tiles', 'BV-3.2');
  if (Array.isArray(c.tiles)) for (const t of c.tiles) limit(t?.cells, L.cellsPerTile, `Tile ${idOf(t)}: cells`, 'BV-3.2');
  limit(c.layouts, L.layouts, 'components.layouts', 'BV-4.1');
  if (Array.isArray(c.layouts)) for (const l of c.layouts) limit(l?.placements, L.tiles, `Layout ${idOf(l)}: placements`, 'BV-4.1');
  limit(c.contractCards, L.contractCards, 'components.contractCards', 'BV-7.1');
  if (Array.isArray(c.contractCards)) {
    for (const k of c.contractCards) {
      if (typeof k?.copies === 'number' && k.copies > L.copies) bad('BV-7.1', `Contract ${idOf(k)}: copies may be at most ${L.copies} (limit), not ${k.copies}.`);
    }
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
    c.footprints.forEach((f, i) => limit(f, L.footprintCells, `Footprint of building #${i + 1}`, 'BV-2.2'));
  }
  const atMost = (v: unknown, max: number, what: string, rule: string): void => {
    if (typeof v === 'number' && Math.abs(v) > max) bad(rule, `${what} may be at most ${max} (limit), not ${v}.`);
  };
  for (const n of [2, 3, 4] as const) atMost(c.startingCoins?.[n], L.startingCoins, `components.startingCoins.${n}`, 'BV-4.9');
  for (const side of ['twoOrFourPlayers', 'threePlayers'] as const) {
    const costs = c.offerCosts?.[side];
    if (Array.isArray(costs)) for (const x of costs) atMost(x, L.offerCost, `components.offerCosts.${side}: a cost`, 'BV-4.2');
  }
  if (Array.isArray(c.contractCards)) {
    for (const k of c.contractCards) {
      atMost(k?.coins, L.cardCoins, `Contract ${idOf(k)}: coins`, 'BV-7.1');
      const r = (k as { required?: { default?: unknown; twoPlayer?: unknown } })?.required;
      atMost(r?.default, L.contractThreshold, `Contract ${idOf(k)}: required.default`, 'BV-7.1');
      atMost(r?.twoPlayer, L.contractThreshold, `Contract ${idOf(k)}: required.twoPlayer`, 'BV-7.1');
    }
  }
  if (Array.isArray(c.heightObjectives)) for (const h of c.heightObjectives) atMost(h?.coinsPerHeight, L.cardCoins, `Height objective ${idOf(h)}: coinsPerHeight`, 'BV-4.4');
  if (Array.isArray(c.groupingObjectives)) for (const g of c.groupingObjectives) atMost(g?.coins, L.cardCoins, `Grouping objective ${idOf(g)}: coins`, 'BV-4.4');
  if (!Array.isArray(c.tiles) || c.tiles.length === 0) bad('BV-3.2', 'components.tiles must be a non-empty list.');
  const ids = new Set<string>();
  for (const t of c.tiles) {
    if (typeof t?.id !== 'string' || ids.has(t.id)) bad('BV-3.2', `Tile ids must be distinct strings (${idOf(t)}).`);
    ids.add(t.id);
    text(t.id, L.id, 'A tile id', 'BV-3.2');
    onlyKeys(t, FIELDS.tile, `Tile ${t.id}`, 'BV-3.2');
    if ((t.symbol !== null && t.symbol !== undefined && !isText(t.symbol, L.id)) || (t.pattern !== null && t.pattern !== undefined && !isText(t.pattern, L.id))) {
      bad('BV-3.2', `Tile ${t.id}: symbol and pattern must be null or strings of 1 to ${L.id} characters (limit COMPONENT_LIMITS.id).`);
    }
    if (t.kind !== 'district' && t.kind !== 'park' && t.kind !== 'river') bad('BV-3.2', `Tile ${t.id}: kind must be district, park or river.`);
    checkPolyomino(t.cells, `Tile ${t.id}`, 'BV-3.2');
  }
  if (!c.tiles.some((t) => t.kind === 'district')) bad('BV-3.2', 'The town needs at least one district tile.');
  if (!Array.isArray(c.layouts)) bad('BV-4.1', 'components.layouts must be a list of { id, name, placements } layouts.');
  const layoutIds = new Set<string>();
  for (const l of c.layouts) {
    if (typeof l?.id !== 'string' || layoutIds.has(l.id)) bad('BV-4.1', `components.layouts: layout ids must be distinct strings (${idOf(l)}).`);
    layoutIds.add(l.id);
    text(l.id, L.id, 'A layout id', 'BV-4.1');
    onlyKeys(l, FIELDS.layout, `Layout ${l.id}`, 'BV-4.1');
    text(l.name, L.name, `Layout ${l.id}: name`, 'BV-4.1');
    if (!Array.isArray(l.placements)) bad('BV-4.1', `components.layouts: layout ${l.id} needs a list of {tile, origin, rotation} placements.`);
    l.placements.forEach((q, i) => onlyKeys(q, FIELDS.placement, `Layout ${l.id}: placement #${i + 1}`, 'BV-4.1'));
  }
  if (typeof c.defaultLayoutId !== 'string' || c.defaultLayoutId.length > L.id) bad('BV-4.1', 'components.defaultLayoutId must be a layout id.');
  if (!Array.isArray(c.footprints) || c.footprints.length !== 8) bad('BV-2.2', 'components.footprints must list the footprints of buildings #1 to #8.');
  c.footprints.forEach((f, i) => checkPolyomino(f, `Footprint of building #${i + 1}`, 'BV-2.2'));
  if (typeof c.reflectionAllowed !== 'boolean') bad('BV-2.3', 'components.reflectionAllowed must be a boolean.');
  if (!Array.isArray(c.colours) || c.colours.length !== 4 || new Set(c.colours).size !== 4 || c.colours.some((x) => typeof x !== 'string' || x.includes(' '))) {
    bad('BV-2', 'components.colours must be 4 distinct colour names.');
  }
  if (c.colours.some((x) => !isText(x, L.id))) bad('BV-2', `components.colours: a colour name has 1 to ${L.id} characters (limit COMPONENT_LIMITS.id).`);
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
  const districtIds = new Set(c.tiles.filter((t) => t.kind === 'district').map((t) => t.id));
  if (!Array.isArray(c.zoningCards) || c.zoningCards.length < 8) bad('BV-4.3', 'components.zoningCards needs at least 8 cards (one per round).');
  const zids = new Set<string>();
  for (const z of c.zoningCards) {
    if (typeof z?.id !== 'string' || zids.has(z.id)) bad('BV-6', `Zoning card ids must be distinct strings (${idOf(z)}).`);
    zids.add(z.id);
    text(z.id, L.id, 'A zoning card id', 'BV-6');
    onlyKeys(z, z.kind === 'districts' ? FIELDS.districtsZoning : FIELDS.zoning, `Zoning card ${z.id}`, 'BV-6');
    if (z.kind === 'districts') {
      if (!Array.isArray(z.allowedDistricts) || z.allowedDistricts.length === 0) {
        bad('BV-6.1', `Zoning card ${z.id} must list the district tiles it subsidises (allowedDistricts).`);
      }
      if (z.allowedDistricts.length > districtIds.size) {
        bad('BV-6.1', `Zoning card ${z.id}: allowedDistricts may list at most the ${districtIds.size} district tiles of the town (limit), not ${z.allowedDistricts.length}.`);
      }
      if (z.allowedDistricts.some((d) => !districtIds.has(d))) {
        bad('BV-6.1', `Zoning card ${z.id} names a district tile that is not in the town.`);
      }
    } else if (!['mustBeAdjacentToPark', 'mustNotBeAdjacentToPark', 'mustNotBeAdjacentToRiver', 'mustNotBeOnBorder'].includes(z.kind)) {
      bad('BV-6', `Zoning card ${z.id} has an unknown kind.`);
    }
  }
  if (!Array.isArray(c.contractCards)) bad('BV-7.1', 'components.contractCards must be a list.');
  const cids = new Set<string>();
  for (const k of c.contractCards) {
    if (typeof k?.id !== 'string' || cids.has(k.id)) bad('BV-7.1', `Contract ids must be distinct strings (${idOf(k)}).`);
    cids.add(k.id);
    text(k.id, L.id, 'A contract id', 'BV-7.1');
    onlyKeys(k, k.kind === 'oneWhollyInEachDistrict' ? FIELDS.eachDistrictContract : k.kind === 'buildingsWhollyInDistrict' ? FIELDS.districtContract : FIELDS.contract, `Contract ${k.id}`, 'BV-7.1');
    if (k.kind === 'oneWhollyInEachDistrict' && Array.isArray(k.districts) && k.districts.length > districtIds.size) {
      bad('BV-7.1', `Contract ${k.id}: districts may list at most the ${districtIds.size} district tiles of the town (limit), not ${k.districts.length}.`);
    }
    if (!isInt(k.coins) || !isInt(k.copies) || k.copies < 0) bad('BV-7.1', `Contract ${k.id} needs integer coins and copies.`);
    if (k.kind === 'buildingsWhollyInDistrict' && !districtIds.has(k.district)) bad('BV-7.1', `Contract ${k.id} names an unknown district.`);
    if (k.kind === 'oneWhollyInEachDistrict' && (!Array.isArray(k.districts) || k.districts.some((d) => !districtIds.has(d)))) {
      bad('BV-7.1', `Contract ${k.id} names an unknown district.`);
    }
    if (k.kind !== 'oneWhollyInEachDistrict') {
      if (!['buildingsWhollyInDistrict', 'buildingsStraddlingDistrictTiles', 'buildingsOnBorder', 'buildingsAdjacentToRiver', 'buildingsAdjacentToPark'].includes(k.kind)) {
        bad('BV-7.1', `Contract ${k.id} has an unknown kind.`);
      }
      if (!isInt(k.required?.default) || !isInt(k.required?.twoPlayer) || k.required.default < 1 || k.required.twoPlayer < 1) {
        bad('BV-7.1', `Contract ${k.id} needs required.default and required.twoPlayer thresholds.`);
      }
      onlyKeys(k.required, FIELDS.required, `Contract ${k.id}: required`, 'BV-7.1');
    }
  }
  if (!isInt(c.contractDisplaySize) || c.contractDisplaySize < 1) bad('BV-4.5', 'components.contractDisplaySize must be a positive integer.');
  if (!Array.isArray(c.heightObjectives) || c.heightObjectives.length === 0 || c.heightObjectives.some((h) => !['perPark', 'perRiver', 'border'].includes(h?.kind) || !isInt(h.coinsPerHeight))) {
    bad('BV-4.4', 'components.heightObjectives must be a non-empty list of perPark/perRiver/border cards.');
  }
  if (!Array.isArray(c.groupingObjectives) || c.groupingObjectives.length === 0 || c.groupingObjectives.some((g) => !['largestGroupSpaces', 'perGroup', 'perBuildingNotInGroup'].includes(g?.kind) || !isInt(g.coins))) {
    bad('BV-4.4', 'components.groupingObjectives must be a non-empty list of largestGroupSpaces/perGroup/perBuildingNotInGroup cards.');
  }
  for (const n of [2, 3, 4] as const) {
    if (!isInt(c.startingCoins?.[n]) || c.startingCoins[n] < 0) bad('BV-4.9', `components.startingCoins.${n} must be a non-negative integer.`);
  }
  c.heightObjectives.forEach((h, i) => {
    text(h.id, L.id, `Height objective #${i + 1}: id`, 'BV-4.4');
    onlyKeys(h, FIELDS.heightObjective, `Height objective ${h.id}`, 'BV-4.4');
  });
  c.groupingObjectives.forEach((g, i) => {
    text(g.id, L.id, `Grouping objective #${i + 1}: id`, 'BV-4.4');
    onlyKeys(g, FIELDS.groupingObjective, `Grouping objective ${g.id}`, 'BV-4.4');
  });
  onlyKeys(c.startingCoins, FIELDS.startingCoins, 'components.startingCoins', 'BV-4.9');
}

/**
 * Assemble the town from tile placements and validate it (BV-3.2): every tile used exactly once, no
 * two tiles overlapping, all tiles connected through shared edges, and no empty space enclosed.
 */
export function buildTown(c: Components, layout: readonly TilePlacement[]): Town {
  if (!Array.isArray(layout)) bad('BV-4.1', 'A layout must be a list of {tile, origin, rotation} placements.');
  const byId = new Map<string, TileDef>(c.tiles.map((t) => [t.id, t]));
  const used = new Set<string>();
  const placed: { tile: number; cells: [number, number][] }[] = [];
  const tileIndex = new Map(c.tiles.map((t, i) => [t.id, i]));
  for (const p of layout) {
    const def = byId.get(p?.tile) as TileDef;
    if (!def) bad('BV-3.2', `The layout places an unknown tile "${String(p?.tile).slice(0, COMPONENT_LIMITS.id)}".`);
    onlyKeys(p, FIELDS.placement, `The layout's placement of tile ${def.id}`, 'BV-4.1');
    if (used.has(def.id)) bad('BV-3.2', `The layout places tile ${def.id} twice; each tile is used once.`);
    used.add(def.id);
    if (!Array.isArray(p.origin) || p.origin.length !== 2 || !isInt(p.origin[0]) || !isInt(p.origin[1]) || Math.abs(p.origin[0]) > 200 || Math.abs(p.origin[1]) > 200) {
      bad('BV-4.1', `Tile ${def.id}: origin must be a [row, col] pair of integers.`);
    }
    if (![0, 90, 180, 270].includes(p.rotation)) bad('BV-3.2', `Tile ${def.id}: rotation must be 0, 90, 180 or 270.`);
    const cells = rotatedTile(def.cells, p.rotation).map(([r, cc]): [number, number] => [r + p.origin[0], cc + p.origin[1]]);
    placed.push({ tile: tileIndex.get(def.id)!, cells });
  }
  const missing = c.tiles.filter((t) => !used.has(t.id)).map((t) => t.id);
  if (missing.length) bad('BV-3.2', `Every tile must be used; the layout leaves out ${missing.join(', ')}.`);
  let minR = Infinity;
  let minC = Infinity;
  let maxR = -Infinity;
  let maxC = -Infinity;
  for (const p of placed) {
    for (const [r, cc] of p.cells) {
      minR = Math.min(minR, r);
      minC = Math.min(minC, cc);
      maxR = Math.max(maxR, r);
      maxC = Math.max(maxC, cc);
    }
  }
  const rows = maxR - minR + 1;
  const cols = maxC - minC + 1;
  const L = COMPONENT_LIMITS;
  if (rows > L.townSide || cols > L.townSide || rows * cols > L.townSpaces) {
    bad('BV-3.2', `The town may be at most ${L.townSide} rows or columns and ${L.townSpaces} spaces in its bounding box (limit), not ${rows} × ${cols}.`);
  }
  const cellTile: number[] = new Array<number>(rows * cols).fill(-1);
  for (const p of placed) {
    for (const [r, cc] of p.cells) {
      const i = (r - minR) * cols + (cc - minC);
      if (cellTile[i] !== -1) {
        bad('BV-3.2', `Tiles ${c.tiles[cellTile[i]!]!.id} and ${c.tiles[p.tile]!.id} overlap at [${r - minR}, ${cc - minC}].`);
      }
      cellTile[i] = p.tile;
    }
  }
  const spec = { rows, cols };
  const townGroups = groups(spec, (x: Cell) => cellTile[x.r * cols + x.c]! >= 0);
  if (townGroups.length !== 1) {
    const lone = townGroups.slice(1).map((g) => c.tiles[cellTile[g[0]!.r * cols + g[0]!.c]!]!.id);
    bad('BV-3.2', `All tiles must be connected through shared edges; ${lone.join(', ')} ${lone.length === 1 ? 'is' : 'are'} cut off from the rest.`);
  }
  // Holes: empty spaces not connected (through empty spaces) to the outside of the bounding box.
  const emptyGroups = groups(spec, (x: Cell) => cellTile[x.r * cols + x.c]! < 0);
  for (const g of emptyGroups) {
    if (!g.some((x) => x.r === 0 || x.c === 0 || x.r === rows - 1 || x.c === cols - 1)) {
      bad('BV-3.2', `The town may have no gap inside it; the empty space at [${g[0]!.r}, ${g[0]!.c}] is enclosed by tiles.`);
    }
  }
  const tiles: TownTile[] = c.tiles.map((t) => ({ id: t.id, kind: t.kind, symbol: t.symbol ?? null, pattern: t.pattern ?? null }));
  // Frozen: towns are cached and shared by every game on the same layout, and views hand them out.
  return deepFreeze({
    rows,
    cols,
    tiles,
    cellTile,
    footprints: c.footprints.map((f) => f.map(([r, cc]) => [r, cc] as Coord)),
    reflectionAllowed: c.reflectionAllowed,
  });
}

/** One way a building fits on district spaces, with everything the rules ask about it. */
export interface Candidate {
  /** Its number in the town (0, 1, ... over every building number): an index for per-candidate tables. */
  readonly id: number;
  /** Cell indices, ascending (= row-major). */
  readonly idx: readonly number[];
  /** The same cells as `[row, col]` (shared by listed actions). */
  readonly coords: readonly Coord[];
  readonly key: string;
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
  /** Candidates by building number - 1. */
  readonly candidates: readonly (readonly Candidate[])[];
  /** Candidate by key, by building number - 1. */
  readonly byKey: readonly Map<string, Candidate>[];
  /**
   * Candidates by their first (smallest) cell, by building number - 1: finding the placement on given
   * cells compares a few index lists instead of building a key string (see {@link candidateOn}).
   */
  readonly byFirstCell: readonly (readonly (readonly Candidate[] | undefined)[])[];
  /**
   * Per zoning card and building number - 1: which candidates obey it. Keyed by the card object, not
   * its id: towns are shared by content across games, and a game may redefine a card under the same id.
   */
  readonly zoneOk: WeakMap<ZoningCard, Uint8Array[]>;
}

const cache = new WeakMap<Town, TownInfo>();
/** Towns seen recently, by content, so a new game on the same town reuses the geometry. */
const byContent = new Map<string, TownInfo>();

export function cellKeyOf(idx: readonly number[]): string {
  return idx.join(',');
}

/** The static geometry of `town` (cached). */
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
  for (let i = 0; i < n; i++) {
    const t = cellTile[i]!;
    kind[i] = t < 0 ? 0 : town.tiles[t]!.kind === 'district' ? 1 : town.tiles[t]!.kind === 'park' ? 2 : 3;
  }
  const nb = (i: number): number[] => {
    const r = Math.floor(i / cols);
    const c = i % cols;
    const out: number[] = [];
    if (r > 0) out.push(i - cols);
    if (c < cols - 1) out.push(i + 1);
    if (r < rows - 1) out.push(i + cols);
    if (c > 0) out.push(i - 1);
    return out;
  };
  const border = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (!kind[i]) continue;
    const ns = nb(i);
    if (ns.length < 4 || ns.some((j) => !kind[j])) border[i] = 1;
  }
  const spec = { rows, cols };
  const comp = (k: number): [Int16Array, number] => {
    const out = new Int16Array(n).fill(-1);
    const gs = groups(spec, (x) => kind[x.r * cols + x.c] === k);
    gs.forEach((g, id) => g.forEach((x) => (out[x.r * cols + x.c] = id)));
    return [out, gs.length];
  };
  const [park, parkCount] = comp(2);
  const [river, riverCount] = comp(3);
  const candidates: Candidate[][] = [];
  const byKey: Map<string, Candidate>[] = [];
  let ids = 0;
  town.footprints.forEach((fp) => {
    const shape = fp.map(([r, c]) => ({ r, c }));
    const list: Candidate[] = [];
    const map = new Map<string, Candidate>();
    for (const p of placements(spec, shape, (x) => kind[x.r * cols + x.c] === 1, { reflections: town.reflectionAllowed })) {
      const idx = p.cells.map((x) => x.r * cols + x.c).sort((a, b) => a - b);
      const key = cellKeyOf(idx);
      if (map.has(key)) continue;
      const inside = new Set(idx);
      const around = new Set<number>();
      const tiles = new Set<number>();
      const parks = new Set<number>();
      const rivers = new Set<number>();
      let onBorder = false;
      for (const i of idx) {
        tiles.add(cellTile[i]!);
        if (border[i]) onBorder = true;
        for (const j of nb(i)) {
          if (inside.has(j) || !kind[j]) continue;
          around.add(j);
          if (park[j]! >= 0) parks.add(park[j]!);
          if (river[j]! >= 0) rivers.add(river[j]!);
        }
      }
      const cand: Candidate = {
        id: ids++,
        idx,
        coords: Object.freeze(idx.map((i) => Object.freeze([Math.floor(i / cols), i % cols]) as Coord)),
        key,
        tiles: [...tiles].sort((a, b) => a - b),
        tileIds: Object.freeze([...tiles].sort((a, b) => a - b).map((t) => town.tiles[t]!.id)),
        border: onBorder,
        parks: Object.freeze([...parks].sort((a, b) => a - b)),
        rivers: Object.freeze([...rivers].sort((a, b) => a - b)),
        around: [...around].sort((a, b) => a - b),
      };
      map.set(key, cand);
      list.push(cand);
    }
    list.sort((a, b) => compareIdx(a.idx, b.idx));
    candidates.push(list);
    byKey.push(map);
  });
  const byFirstCell = candidates.map((list) => {
    const at: Candidate[][] = [];
    for (const c of list) (at[c.idx[0]!] ??= []).push(c);
    return at;
  });
  const info: TownInfo = { town, n, kind, border, park, river, parkCount, riverCount, candidates, byKey, byFirstCell, zoneOk: new WeakMap() };
  cache.set(town, info);
  if (byContent.size >= 16) byContent.delete(byContent.keys().next().value!);
  byContent.set(text, info);
  return info;
}

/**
 * The placement of building number `h` on exactly the cells `idx[0..len-1]` (cell indices, ascending),
 * or undefined: the same as `byKey[h - 1].get(cellKeyOf(idx))`, without building the key.
 */
export function candidateOn(info: TownInfo, h: number, idx: ArrayLike<number>, len: number): Candidate | undefined {
  const list = len > 0 ? info.byFirstCell[h - 1]?.[idx[0]!] : undefined;
  if (list === undefined) return undefined;
  next: for (const c of list) {
    if (c.idx.length !== len) continue;
    for (let j = 1; j < len; j++) if (c.idx[j] !== idx[j]) continue next;
    return c;
  }
  return undefined;
}

/**
 * Does building number `h` fit anywhere on `grid` (every space of one placement free)? The same as
 * `placementOptions(...).mode !== 'none'`, stopping at the first free placement.
 */
export function fitsSomewhere(info: TownInfo, grid: ArrayLike<number>, h: number): boolean {
  const cands = info.candidates[h - 1] ?? [];
  const { start, cells } = flatCells(cands);
  next: for (let i = 0; i < cands.length; i++) {
    for (let k = start[i]!, end = start[i + 1]!; k < end; k++) if (grid[cells[k]!] !== -1) continue next;
    return true;
  }
  return false;
}

function compareIdx(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** Does candidate `c` obey zoning card `z` (BV-6)? */
export function obeys(info: TownInfo, z: ZoningCard, c: Candidate): boolean {
  switch (z.kind) {
    case 'districts':
      return c.tiles.every((t) => z.allowedDistricts.includes(info.town.tiles[t]!.id));
    case 'mustBeAdjacentToPark':
      return c.parks.length > 0;
    case 'mustNotBeAdjacentToPark':
      return c.parks.length === 0;
    case 'mustNotBeAdjacentToRiver':
      return c.rivers.length === 0;
    case 'mustNotBeOnBorder':
      return !c.border;
  }
}

/** Per-candidate zoning flags for building number `h` (cached). */
export function zoneFlags(info: TownInfo, z: ZoningCard, h: number): Uint8Array {
  let perH = info.zoneOk.get(z);
  if (!perH) {
    perH = [];
    info.zoneOk.set(z, perH);
  }
  let flags = perH[h - 1];
  if (!flags) {
    const cands = info.candidates[h - 1]!;
    flags = new Uint8Array(cands.length);
    cands.forEach((c, i) => (flags![i] = obeys(info, z, c) ? 1 : 0));
    perH[h - 1] = flags;
  }
  return flags;
}

/** How a building may be placed now: obeying zoning, on the border instead (BV-5.9), anywhere, or nowhere. */
export type PlaceMode = 'zoning' | 'border' | 'anywhere' | 'none';

/** The legal placements of building number `h` on the current grid, and under which mode (BV-5.8, BV-5.9). */
let last: { info: TownInfo; grid: readonly number[]; z: ZoningCard; h: number; out: { mode: PlaceMode; cands: Candidate[] } } | null = null;

/**
 * Typed-array copies of the last few frozen grids read, found by identity (a frozen grid never
 * changes, so its copy stays current): the placement scan reads an Int32Array about 3× faster than
 * the frozen number array (measured). A small ring rather than a WeakMap: in a playout each grid is
 * made by `newGrid` and read over the next few plies, and weak-map inserts (two per placement, with
 * their garbage-collection work) were a tenth of a cold placement's `apply` in profiles.
 */
const RING = 8;
const ringGrids: (readonly number[] | undefined)[] = new Array(RING).fill(undefined);
const ringCopies: (Int32Array | undefined)[] = new Array(RING).fill(undefined);
let ringNext = 0;

function remember(grid: readonly number[], values: Int32Array): void {
  ringGrids[ringNext] = grid;
  ringCopies[ringNext] = values;
  ringNext = (ringNext + 1) % RING;
}

/** A fast read-only copy of `grid` (remembered for frozen grids, which cannot change). Never write to it. */
export function plainGrid(grid: readonly number[]): Int32Array {
  for (let i = 0; i < RING; i++) if (ringGrids[i] === grid) return ringCopies[i]!;
  const out = new Int32Array(grid.length);
  for (let i = 0; i < grid.length; i++) out[i] = grid[i]!;
  if (Object.isFrozen(grid)) remember(grid, out);
  return out;
}

/** A new, writable typed copy of `grid` (from its remembered copy when there is one). */
export function gridCopy(grid: readonly number[]): Int32Array {
  for (let i = 0; i < RING; i++) if (ringGrids[i] === grid) return ringCopies[i]!.slice();
  const out = new Int32Array(grid.length);
  for (let i = 0; i < grid.length; i++) out[i] = grid[i]!;
  return out;
}

/** A grid the reducer made from `values`, frozen (it is never modified afterwards); `values` is its copy. */
export function newGrid(values: Int32Array): number[] {
  const out = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i]!;
  Object.freeze(out);
  remember(out, values);
  return out;
}

export function placementOptions(info: TownInfo, grid: readonly number[], z: ZoningCard, h: number): { mode: PlaceMode; cands: Candidate[] } {
  // States are immutable, so a grid array seen before has the same contents (one-entry memo).
  const stable = Object.isFrozen(grid);
  if (stable && last && last.grid === grid && last.info === info && last.z === z && last.h === h) return last.out;
  const out = computeOptions(info, plainGrid(grid), z, h);
  if (stable) last = { info, grid, z, h, out };
  return out;
}

/** The cells of a candidate list, flat (candidate i covers cells[start[i]] .. cells[start[i + 1] - 1]). */
interface FlatCells {
  readonly start: Int32Array;
  readonly cells: Int32Array;
}

const flatCache = new WeakMap<readonly Candidate[], FlatCells>();

/** The cells of `cands` as typed arrays (cached per list): the placement scan reads only these. */
function flatCells(cands: readonly Candidate[]): FlatCells {
  let f = flatCache.get(cands);
  if (!f) {
    const start = new Int32Array(cands.length + 1);
    for (let i = 0; i < cands.length; i++) start[i + 1] = start[i]! + cands[i]!.idx.length;
    const cells = new Int32Array(start[cands.length]!);
    for (let i = 0; i < cands.length; i++) cells.set(cands[i]!.idx, start[i]!);
    f = { start, cells };
    flatCache.set(cands, f);
  }
  return f;
}

/** Is every space of candidate `i` of `cands` free on `grid`? */
function isFree(grid: ArrayLike<number>, f: FlatCells, i: number): boolean {
  for (let k = f.start[i]!, end = f.start[i + 1]!; k < end; k++) if (grid[f.cells[k]!] !== -1) return false;
  return true;
}

/** Is there a free candidate of building number `h` that passes `test` (by its index in the list)? Stops at the first. */
function anyFree(info: TownInfo, grid: ArrayLike<number>, h: number, test: (i: number) => boolean): boolean {
  const cands = info.candidates[h - 1] ?? [];
  const f = flatCells(cands);
  for (let i = 0; i < cands.length; i++) if (test(i) && isFree(grid, f, i)) return true;
  return false;
}

/**
 * Is `cand` (a placement of building number `h`) one of `placementOptions(info, grid, z, h).cands`?
 * The same rule, asked of one placement (BV-5.8, BV-5.9): it must be free; then it is listed if it
 * obeys the zoning card; if it does not, only when no free placement obeys it, and then only on the
 * border unless no free placement is on the border. The scans stop at the first hit.
 */
export function isPlaceable(info: TownInfo, grid: readonly number[], z: ZoningCard, h: number, cand: Candidate): boolean {
  const cands = info.candidates[h - 1] ?? [];
  const at = cands.indexOf(cand);
  if (at < 0) return false;
  const g = grid; // read as it is: most answers need the spaces of one placement only
  if (!isFree(g, flatCells(cands), at)) return false;
  const flags = zoneFlags(info, z, h);
  if (flags[at]) return true;
  if (anyFree(info, g, h, (i) => flags[i] === 1)) return false;
  return cand.border || !anyFree(info, g, h, (i) => cands[i]!.border);
}

/** {@link isFree} on a typed grid only: the listing's scan stays monomorphic (frozen arrays read apart). */
function isFreeOn(grid: Int32Array, f: FlatCells, i: number): boolean {
  for (let k = f.start[i]!, end = f.start[i + 1]!; k < end; k++) if (grid[f.cells[k]!] !== -1) return false;
  return true;
}

function computeOptions(info: TownInfo, grid: Int32Array, z: ZoningCard, h: number): { mode: PlaceMode; cands: Candidate[] } {
  const cands = info.candidates[h - 1] ?? [];
  const flags = zoneFlags(info, z, h);
  const f = flatCells(cands);
  // BV-5.8: the free placements that obey the zoning card (the zoning test first: it is one byte).
  const zoned: Candidate[] = [];
  for (let i = 0; i < cands.length; i++) if (flags[i] && isFreeOn(grid, f, i)) zoned.push(cands[i]!);
  if (zoned.length) return { mode: 'zoning', cands: zoned };
  // BV-5.9: none does; then the free placements on the border, else any free placement.
  const free: Candidate[] = [];
  for (let i = 0; i < cands.length; i++) if (isFreeOn(grid, f, i)) free.push(cands[i]!);
  const onBorder = free.filter((c) => c.border);
  if (onBorder.length) return { mode: 'border', cands: onBorder };
  if (free.length) return { mode: 'anywhere', cands: free };
  return { mode: 'none', cands: [] };
}

/** All orientations of footprint `h` (for error messages). */
export function footprintOrientations(town: Town, h: number): Cell[][] {
  return orientations(town.footprints[h - 1]!.map(([r, c]) => ({ r, c })), { reflections: town.reflectionAllowed });
}
