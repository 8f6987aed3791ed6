/**
 * Tower Up component data (`test/fixtures/skyline/components.json` (the published component data)) and its validation.
 *
 * Every count is sourced; the board graphs, the 44-card deck, the track money, the star columns,
 * the cone row and the ten objective conditions are DEFAULT data (docs/rules/skyline.md SK-15, U1–U8). The
 * engine reads all of it from a {@link SkylineComponents} value, so a user can pass a corrected set as
 * `config.components` without touching code. {@link resolveComponents} validates an override and
 * throws `BAD_CONFIG` with the offending id.
 */
import { badConfig, graphFromEdges, isConnected, printValue } from '../core/index.js';
import type {
  BoardData,
  CardFloor,
  Colour,
  MaterialCard,
  ObjectiveCard,
  ResolvedBoard,
  ResolvedCondition,
  SkylineComponents,
  SkylineComponentsOverride,
} from './types.js';

/** Floor colours in track order (grey→white→brown→black, SK-2.4). */
export const COLOURS: readonly Colour[] = ['grey', 'white', 'brown', 'black'];

const BOARD_2P: BoardData = {
  id: '2p',
  sites: [
    { id: 'A1', district: 'A', x: 0, y: 0 },
    { id: 'A2', district: 'A', x: 1, y: 0 },
    { id: 'A3', district: 'A', x: 2, y: 0 },
    { id: 'A4', district: 'A', x: 0, y: 1 },
    { id: 'A5', district: 'A', x: 1, y: 1 },
    { id: 'A6', district: 'A', x: 2, y: 1 },
    { id: 'B1', district: 'B', x: 4, y: 0 },
    { id: 'B2', district: 'B', x: 5, y: 0 },
    { id: 'B3', district: 'B', x: 6, y: 0 },
    { id: 'B4', district: 'B', x: 4, y: 1 },
    { id: 'B5', district: 'B', x: 5, y: 1 },
    { id: 'B6', district: 'B', x: 6, y: 1 },
    { id: 'C1', district: 'C', x: 8, y: 0 },
    { id: 'C2', district: 'C', x: 9, y: 0 },
    { id: 'C3', district: 'C', x: 10, y: 0 },
    { id: 'C4', district: 'C', x: 8, y: 1 },
    { id: 'C5', district: 'C', x: 9, y: 1 },
    { id: 'C6', district: 'C', x: 10, y: 1 },
    { id: 'D1', district: 'D', x: 2, y: 3 },
    { id: 'D2', district: 'D', x: 3, y: 3 },
    { id: 'D3', district: 'D', x: 4, y: 3 },
    { id: 'D4', district: 'D', x: 2, y: 4 },
    { id: 'D5', district: 'D', x: 3, y: 4 },
    { id: 'D6', district: 'D', x: 4, y: 4 },
    { id: 'E1', district: 'E', x: 6, y: 3 },
    { id: 'E2', district: 'E', x: 7, y: 3 },
    { id: 'E3', district: 'E', x: 8, y: 3 },
    { id: 'E4', district: 'E', x: 6, y: 4 },
    { id: 'E5', district: 'E', x: 7, y: 4 },
    { id: 'E6', district: 'E', x: 8, y: 4 },
  ],
  edges: [
    ['A1', 'A2'], ['A2', 'A3'], ['A1', 'A4'], ['A2', 'A5'], ['A4', 'A5'], ['A5', 'A6'], ['A3', 'A6'], ['B1', 'B2'],
    ['B2', 'B3'], ['B2', 'B5'], ['B4', 'B5'], ['B5', 'B6'], ['B3', 'B6'], ['C1', 'C2'], ['C2', 'C3'], ['C1', 'C4'],
    ['C2', 'C5'], ['C4', 'C5'], ['C5', 'C6'], ['C3', 'C6'], ['D1', 'D2'], ['D2', 'D3'], ['D2', 'D5'], ['D4', 'D5'],
    ['D5', 'D6'], ['D3', 'D6'], ['E1', 'E2'], ['E2', 'E3'], ['E1', 'E4'], ['E2', 'E5'], ['E4', 'E5'], ['E5', 'E6'],
    ['E3', 'E6'], ['A3', 'B1'], ['A6', 'B4'], ['B3', 'C1'], ['B6', 'C4'], ['A5', 'D2'], ['A6', 'D1'], ['B5', 'D3'],
    ['B5', 'E1'], ['C4', 'E3'], ['D6', 'E4'],
  ],
  parks: [
    { id: 'P1', borderingSites: ['A1', 'A2', 'A4', 'A5'] },
    { id: 'P2', borderingSites: ['C2', 'C3', 'C5', 'C6'] },
    { id: 'P3', borderingSites: ['E1', 'E2', 'E4', 'E5'] },
  ],
};
const BOARD_34P: BoardData = {
  id: '3-4p',
  sites: [
    { id: 'A1', district: 'A', x: 0, y: 0, minPlayers: 3 },
    { id: 'A2', district: 'A', x: 1, y: 0, minPlayers: 3 },
    { id: 'A3', district: 'A', x: 2, y: 0, minPlayers: 3 },
    { id: 'A4', district: 'A', x: 3, y: 0, minPlayers: 3 },
    { id: 'A5', district: 'A', x: 0, y: 1, minPlayers: 4 },
    { id: 'A6', district: 'A', x: 1, y: 1, minPlayers: 3 },
    { id: 'A7', district: 'A', x: 2, y: 1, minPlayers: 3 },
    { id: 'A8', district: 'A', x: 3, y: 1, minPlayers: 3 },
    { id: 'A9', district: 'A', x: 1, y: 2, minPlayers: 3 },
    { id: 'A10', district: 'A', x: 2, y: 2, minPlayers: 3 },
    { id: 'B1', district: 'B', x: 5, y: 0, minPlayers: 3 },
    { id: 'B2', district: 'B', x: 6, y: 0, minPlayers: 3 },
    { id: 'B3', district: 'B', x: 7, y: 0, minPlayers: 3 },
    { id: 'B4', district: 'B', x: 8, y: 0, minPlayers: 4 },
    { id: 'B5', district: 'B', x: 5, y: 1, minPlayers: 3 },
    { id: 'B6', district: 'B', x: 6, y: 1, minPlayers: 3 },
    { id: 'B7', district: 'B', x: 7, y: 1, minPlayers: 3 },
    { id: 'B8', district: 'B', x: 8, y: 1, minPlayers: 3 },
    { id: 'B9', district: 'B', x: 6, y: 2, minPlayers: 3 },
    { id: 'B10', district: 'B', x: 7, y: 2, minPlayers: 3 },
    { id: 'C1', district: 'C', x: 10, y: 0, minPlayers: 3 },
    { id: 'C2', district: 'C', x: 11, y: 0, minPlayers: 3 },
    { id: 'C3', district: 'C', x: 12, y: 0, minPlayers: 3 },
    { id: 'C4', district: 'C', x: 13, y: 0, minPlayers: 3 },
    { id: 'C5', district: 'C', x: 10, y: 1, minPlayers: 3 },
    { id: 'C6', district: 'C', x: 11, y: 1, minPlayers: 3 },
    { id: 'C7', district: 'C', x: 12, y: 1, minPlayers: 3 },
    { id: 'C8', district: 'C', x: 13, y: 1, minPlayers: 4 },
    { id: 'C9', district: 'C', x: 11, y: 2, minPlayers: 3 },
    { id: 'C10', district: 'C', x: 12, y: 2, minPlayers: 3 },
    { id: 'D1', district: 'D', x: 2, y: 4, minPlayers: 4 },
    { id: 'D2', district: 'D', x: 3, y: 4, minPlayers: 3 },
    { id: 'D3', district: 'D', x: 4, y: 4, minPlayers: 3 },
    { id: 'D4', district: 'D', x: 5, y: 4, minPlayers: 3 },
    { id: 'D5', district: 'D', x: 2, y: 5, minPlayers: 3 },
    { id: 'D6', district: 'D', x: 3, y: 5, minPlayers: 3 },
    { id: 'D7', district: 'D', x: 4, y: 5, minPlayers: 3 },
    { id: 'D8', district: 'D', x: 5, y: 5, minPlayers: 3 },
    { id: 'D9', district: 'D', x: 3, y: 6, minPlayers: 3 },
    { id: 'D10', district: 'D', x: 4, y: 6, minPlayers: 3 },
    { id: 'E1', district: 'E', x: 7, y: 4, minPlayers: 3 },
    { id: 'E2', district: 'E', x: 8, y: 4, minPlayers: 3 },
    { id: 'E3', district: 'E', x: 9, y: 4, minPlayers: 3 },
    { id: 'E4', district: 'E', x: 10, y: 4, minPlayers: 3 },
    { id: 'E5', district: 'E', x: 7, y: 5, minPlayers: 3 },
    { id: 'E6', district: 'E', x: 8, y: 5, minPlayers: 3 },
    { id: 'E7', district: 'E', x: 9, y: 5, minPlayers: 3 },
    { id: 'E8', district: 'E', x: 10, y: 5, minPlayers: 3 },
    { id: 'E9', district: 'E', x: 8, y: 6, minPlayers: 3 },
    { id: 'E10', district: 'E', x: 9, y: 6, minPlayers: 4 },
  ],
  edges: [
    ['A1', 'A2'], ['A2', 'A3'], ['A3', 'A4'], ['A1', 'A5'], ['A2', 'A6'], ['A4', 'A8'], ['A6', 'A7'], ['A7', 'A8'],
    ['A6', 'A9'], ['A7', 'A10'], ['A9', 'A10'], ['A3', 'A7'], ['A6', 'A10'], ['B1', 'B2'], ['B2', 'B3'], ['B3', 'B4'],
    ['B1', 'B5'], ['B2', 'B6'], ['B4', 'B8'], ['B6', 'B7'], ['B7', 'B8'], ['B6', 'B9'], ['B7', 'B10'], ['B9', 'B10'],
    ['B3', 'B7'], ['B6', 'B10'], ['C1', 'C2'], ['C2', 'C3'], ['C3', 'C4'], ['C1', 'C5'], ['C2', 'C6'], ['C4', 'C8'],
    ['C6', 'C7'], ['C7', 'C8'], ['C6', 'C9'], ['C7', 'C10'], ['C9', 'C10'], ['C3', 'C7'], ['C6', 'C10'], ['D1', 'D2'],
    ['D2', 'D3'], ['D3', 'D4'], ['D1', 'D5'], ['D2', 'D6'], ['D4', 'D8'], ['D6', 'D7'], ['D7', 'D8'], ['D6', 'D9'],
    ['D7', 'D10'], ['D9', 'D10'], ['D3', 'D7'], ['D6', 'D10'], ['E1', 'E2'], ['E2', 'E3'], ['E3', 'E4'], ['E1', 'E5'],
    ['E2', 'E6'], ['E4', 'E8'], ['E6', 'E7'], ['E7', 'E8'], ['E6', 'E9'], ['E7', 'E10'], ['E9', 'E10'], ['E3', 'E7'],
    ['E6', 'E10'], ['A4', 'B1'], ['A8', 'B6'], ['B4', 'C1'], ['B8', 'C5'], ['A10', 'D2'], ['A9', 'D5'], ['B9', 'D3'],
    ['B10', 'E2'], ['C9', 'E4'], ['C7', 'E8'], ['D8', 'E5'], ['D7', 'E6'],
  ],
  parks: [
    { id: 'P1', borderingSites: ['A6', 'A7', 'A9', 'A10'] },
    { id: 'P2', borderingSites: ['B3', 'B4', 'B7', 'B8'] },
    { id: 'P3', borderingSites: ['C2', 'C3', 'C6', 'C7'] },
    { id: 'P4', borderingSites: ['D6', 'D7', 'D9', 'D10'] },
    { id: 'P5', borderingSites: ['E3', 'E4', 'E7', 'E8'] },
  ],
};
const MATERIAL_CARDS: MaterialCard[] = [
  { id: 'M01', floors: ['grey', 'grey'], vehicles: {} },
  { id: 'M02', floors: ['grey', 'grey', 'grey'], vehicles: {} },
  { id: 'M03', floors: ['grey', 'white'], vehicles: {} },
  { id: 'M04', floors: ['grey', 'brown'], vehicles: {} },
  { id: 'M05', floors: ['grey', 'black'], vehicles: {} },
  { id: 'M06', floors: ['grey', 'multi'], vehicles: {} },
  { id: 'M07', floors: ['grey', 'white', 'brown'], vehicles: {} },
  { id: 'M08', floors: ['grey'], vehicles: { grey: 1 } },
  { id: 'M09', floors: ['grey', 'grey'], vehicles: { grey: 1 } },
  { id: 'M10', floors: ['grey'], vehicles: { grey: 1, white: 1 } },
  { id: 'M11', floors: ['white', 'white'], vehicles: {} },
  { id: 'M12', floors: ['white', 'white', 'white'], vehicles: {} },
  { id: 'M13', floors: ['white', 'brown'], vehicles: {} },
  { id: 'M14', floors: ['white', 'black'], vehicles: {} },
  { id: 'M15', floors: ['white', 'grey'], vehicles: {} },
  { id: 'M16', floors: ['white', 'multi'], vehicles: {} },
  { id: 'M17', floors: ['white', 'brown', 'black'], vehicles: {} },
  { id: 'M18', floors: ['white'], vehicles: { white: 1 } },
  { id: 'M19', floors: ['white', 'white'], vehicles: { white: 1 } },
  { id: 'M20', floors: ['white'], vehicles: { white: 1, brown: 1 } },
  { id: 'M21', floors: ['brown', 'brown'], vehicles: {} },
  { id: 'M22', floors: ['brown', 'brown', 'brown'], vehicles: {} },
  { id: 'M23', floors: ['brown', 'black'], vehicles: {} },
  { id: 'M24', floors: ['brown', 'grey'], vehicles: {} },
  { id: 'M25', floors: ['brown', 'white'], vehicles: {} },
  { id: 'M26', floors: ['brown', 'multi'], vehicles: {} },
  { id: 'M27', floors: ['brown', 'black', 'grey'], vehicles: {} },
  { id: 'M28', floors: ['brown'], vehicles: { brown: 1 } },
  { id: 'M29', floors: ['brown', 'brown'], vehicles: { brown: 1 } },
  { id: 'M30', floors: ['brown'], vehicles: { brown: 1, black: 1 } },
  { id: 'M31', floors: ['black', 'black'], vehicles: {} },
  { id: 'M32', floors: ['black', 'black', 'black'], vehicles: {} },
  { id: 'M33', floors: ['black', 'grey'], vehicles: {} },
  { id: 'M34', floors: ['black', 'white'], vehicles: {} },
  { id: 'M35', floors: ['black', 'brown'], vehicles: {} },
  { id: 'M36', floors: ['black', 'multi'], vehicles: {} },
  { id: 'M37', floors: ['black', 'grey', 'white'], vehicles: {} },
  { id: 'M38', floors: ['black'], vehicles: { black: 1 } },
  { id: 'M39', floors: ['black', 'black'], vehicles: { black: 1 } },
  { id: 'M40', floors: ['black'], vehicles: { black: 1, grey: 1 } },
  { id: 'M41', floors: ['multi', 'multi'], vehicles: {} },
  { id: 'M42', floors: ['multi', 'multi'], vehicles: {} },
  { id: 'M43', floors: ['multi'], vehicles: { grey: 1, brown: 1 } },
  { id: 'M44', floors: ['multi'], vehicles: { white: 1, black: 1 } },
];

const OBJECTIVE_CARDS: ObjectiveCard[] = [
  { id: 'S1', starter: true, name: 'Block party', condition: { type: 'connectedGroup', size: 3 } },
  { id: 'S2', starter: true, name: 'All colours', condition: { type: 'distinctColours', count: 4 } },
  { id: 'S3', starter: true, name: 'Three districts', condition: { type: 'distinctDistricts', count: 3 } },
  { id: 'O4', starter: false, name: 'Park view', condition: { type: 'countWhere', count: 3, where: { parkAdjacent: true } } },
  { id: 'O5', starter: false, name: 'High rises', condition: { type: 'countWhere', count: 2, where: { minHeight: 5 } } },
  { id: 'O6', starter: false, name: 'Low rises', condition: { type: 'countWhere', count: 4, where: { maxHeight: 2 } } },
  { id: 'O7', starter: false, name: 'Link the districts', condition: { type: 'connectedGroup', size: 4, minDistricts: 2 } },
  { id: 'O8', starter: false, name: 'Corporate colour', condition: { type: 'sameColour', count: 3 } },
  { id: 'O9', starter: false, name: 'On top', condition: { type: 'roofsOnTop', count: 3 } },
  { id: 'O10', starter: false, name: 'Twin towers', condition: { type: 'adjacentEqualHeight', minHeight: 3 } },
];

/** The DEFAULT components of components.json. */
export const DEFAULT_COMPONENTS: SkylineComponents = {
  floorsPerColour: 30,
  roofsPerPlayer: 10,
  handLimit: 10,
  marketSize: 3,
  startingHand: { grey: 1, white: 1, brown: 1, black: 1 },
  boards: { '2p': BOARD_2P, '3-4p': BOARD_34P },
  materialCards: MATERIAL_CARDS,
  track: {
    endColumn: 20,
    values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30],
    starColumns: [2, 5, 7, 10, 12, 15],
  },
  coneValues: [0, 2, 4, 6, 9, 12, 16, 20],
  objectiveCards: OBJECTIVE_CARDS,
  chips: {
    shapes: ['circle', 'square', 'hexagon'],
    byPlayerCount: { '2': [7, 5], '3': [7, 5, 3], '4': [7, 5, 3, 3] },
  },
};

/** Extra cards drawn for the starting-floor variants (SK-12.1, SK-12.2; 2 for 5 floors is DEFAULT U14). */
export const EXTRA_SETUP_CARDS: Readonly<Record<number, number>> = { 3: 0, 5: 2, 7: 4 };

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------

const RULE = 'SK-2';

/**
 * Hard resource limits of a `components` override (BAD_CONFIG naming the limit beyond them), so that
 * every loop, allocation and number of a game stays small: `setup` of any accepted config finishes in
 * milliseconds and money sums stay exact integers. The DEFAULT data is far inside every one.
 */
export const SKYLINE_LIMITS = {
  /** `floorsPerColour` (DEFAULT 30). */
  floorsPerColour: 1000,
  /** `roofsPerPlayer` (DEFAULT 10). */
  roofsPerPlayer: 1000,
  /** `handLimit` (DEFAULT 10): at most every floor of the box. */
  handLimit: 4000,
  /** `marketSize` (DEFAULT 3). */
  marketSize: 50,
  /** Sites of one board side (DEFAULT 50). */
  sites: 500,
  /** Streets of one board side (DEFAULT 77). */
  edges: 5000,
  /** Parks of one board side. */
  parks: 500,
  /** Material cards (DEFAULT 44). */
  materialCards: 1000,
  /** Floors printed on one material card (DEFAULT at most 3). */
  cardFloors: 16,
  /** Vehicle icons of one colour on one card (DEFAULT at most 1). */
  vehicles: 100,
  /** Objective cards (DEFAULT 13). */
  objectiveCards: 100,
  /** Last track column (DEFAULT 20). */
  trackEndColumn: 1000,
  /** Cone row entries (DEFAULT 8). */
  coneValues: 1000,
  /** Chips beside one objective (DEFAULT at most 4). */
  chips: 16,
  /** Any money value: a track column, a cone row entry, a chip (DEFAULT at most 30). */
  money: 1_000_000,
  /** Any count of an objective condition or of the starting hand. */
  count: 10_000,
  /** Characters of an id: a board, site, district, park, material card, objective or chip shape (DEFAULT at most 9). */
  id: 40,
  /** Characters of an objective card's name (DEFAULT at most 18). */
  name: 80,
  /**
   * The config's `roundLimit` (SK-10.7, DEFAULT {@link DEFAULT_ROUND_LIMIT}): the most rounds a game
   * lasts. 200 (was 500): a 4-player stalling game at 500 rounds is 6,534 actions and replayed in
   * 53-56 ms, past the trust boundary's 50 ms (issue #11); at 200 it is at most 5,768 actions
   * (`maxGameLength`), and 200 is still about three times the longest game measured (71 rounds).
   */
  roundLimit: 200,
} as const;

/**
 * SK-10.7 (DEFAULT): the most rounds a game lasts unless the config says otherwise. Measured
 * (docs/skyline.md "Stalling"): random, greedy and MCTS games last at most 45 rounds, games of
 * players who always take the first legal action at most 71 when they end at all; 150 is above
 * twice that, so the limit ends only games in which the players stall.
 */
export const DEFAULT_ROUND_LIMIT = 150;

/** `x` has at most `limit` entries, else BAD_CONFIG naming the limit. */
function atMost<T>(x: readonly T[], limit: keyof typeof SKYLINE_LIMITS, what: string, rule = RULE): readonly T[] {
  if (x.length > SKYLINE_LIMITS[limit]) badConfig(rule, `${what} has ${x.length} entries; the limit is ${SKYLINE_LIMITS[limit]} (SKYLINE_LIMITS.${limit}).`);
  return x;
}

/** An integer count in `min..SKYLINE_LIMITS[limit]`, else BAD_CONFIG naming the limit. */
function limited(x: unknown, what: string, limit: keyof typeof SKYLINE_LIMITS, min = 0): number {
  const v = count(x, what, min);
  if (v > SKYLINE_LIMITS[limit]) badConfig(RULE, `${what} is ${v}; the limit is ${SKYLINE_LIMITS[limit]} (SKYLINE_LIMITS.${limit}).`);
  return v;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function count(x: unknown, what: string, min = 0): number {
  if (typeof x !== 'number' || !Number.isInteger(x) || x < min) {
    badConfig(RULE, `${what} must be an integer of at least ${min}, not ${printValue(x)}.`);
  }
  return x;
}

function list(x: unknown, what: string): unknown[] {
  if (!Array.isArray(x)) badConfig(RULE, `${what} must be a list.`);
  return x;
}

function id(x: unknown, what: string, limit: 'id' | 'name' = 'id'): string {
  if (typeof x !== 'string' || x.length === 0) badConfig(RULE, `${what} must be a non-empty string.`);
  if (x.length > SKYLINE_LIMITS[limit]) badConfig(RULE, `${what} has ${x.length} characters; the limit is ${SKYLINE_LIMITS[limit]} (SKYLINE_LIMITS.${limit}).`);
  return x;
}

/** BAD_CONFIG naming the key and `what` if the object `o` has a key not in `known` (its required and optional fields): a typo is refused. */
function onlyKeys(o: Record<string, unknown>, known: readonly string[], what: string, rule = RULE): void {
  for (const k in o) if (!known.includes(k)) badConfig(rule, `${what} has unknown key ${printValue(k)} (known: ${known.join(', ')}).`);
}

function colour(x: unknown, what: string, allowMulti: boolean): CardFloor {
  if (COLOURS.includes(x as Colour) || (allowMulti && x === 'multi')) return x as CardFloor;
  badConfig(RULE, `${what} must be ${allowMulti ? 'a floor colour or "multi"' : 'a floor colour'}, not ${printValue(x)}.`);
}

function colourCounts(x: unknown, what: string, limit: keyof typeof SKYLINE_LIMITS = 'count'): Record<Colour, number> {
  if (!isRecord(x)) badConfig(RULE, `${what} must be an object of counts by colour.`);
  const out = { grey: 0, white: 0, brown: 0, black: 0 };
  for (const k of Object.keys(x)) {
    const c = colour(k, `${what} key`, false) as Colour;
    out[c] = limited(x[k], `${what}.${k}`, limit);
  }
  return out;
}

/** Validate a board side and return a normalised copy (unknown site ids, duplicates, districts). */
export function validateBoard(b: unknown, side: string): BoardData {
  if (!isRecord(b)) badConfig('SK-2.1', `Board "${side}" must be an object.`);
  onlyKeys(b, ['id', 'sites', 'edges', 'parks'], `Board "${side}"`, 'SK-2.1');
  const sites = atMost(list(b.sites, `Board "${side}" sites`), 'sites', `Board "${side}" sites`, 'SK-2.1').map((s, i) => {
    if (!isRecord(s)) badConfig('SK-2.1', `Board "${side}" site #${i + 1} must be an object.`);
    onlyKeys(s, ['id', 'district', 'minPlayers', 'x', 'y'], `Board "${side}" site #${i + 1}`, 'SK-2.1');
    const sid = id(s.id, `Board "${side}" site #${i + 1} id`);
    const district = id(s.district, `Board "${side}" site ${sid} district`);
    const minPlayers = s.minPlayers === undefined ? 2 : count(s.minPlayers, `Board "${side}" site ${sid} minPlayers`, 1);
    return { id: sid, district, minPlayers, x: typeof s.x === 'number' ? s.x : 0, y: typeof s.y === 'number' ? s.y : 0 };
  });
  if (sites.length === 0) badConfig('SK-2.1', `Board "${side}" has no sites.`);
  const ids = new Set<string>();
  for (const s of sites) {
    if (ids.has(s.id)) badConfig('SK-2.1', `Board "${side}" lists site ${s.id} twice.`);
    ids.add(s.id);
  }
  const edges = atMost(list(b.edges, `Board "${side}" edges`), 'edges', `Board "${side}" edges`, 'SK-2.1').map((e, i) => {
    if (!Array.isArray(e) || e.length !== 2) badConfig('SK-2.1', `Board "${side}" edge #${i + 1} must be a pair of site ids.`);
    for (const end of e) {
      if (!ids.has(end as string)) badConfig('SK-2.1', `Board "${side}" edge ${printValue(e)} names unknown site ${printValue(end)}.`);
    }
    if (e[0] === e[1]) badConfig('SK-2.1', `Board "${side}" edge ${printValue(e)} joins a site to itself.`);
    return [e[0] as string, e[1] as string] as const;
  });
  const parks = atMost(list(b.parks ?? [], `Board "${side}" parks`), 'parks', `Board "${side}" parks`, 'SK-2.3').map((p, i) => {
    if (!isRecord(p)) badConfig('SK-2.3', `Board "${side}" park #${i + 1} must be an object.`);
    onlyKeys(p, ['id', 'borderingSites'], `Board "${side}" park #${i + 1}`, 'SK-2.3');
    const pid = id(p.id, `Board "${side}" park #${i + 1} id`);
    const bordering = atMost(list(p.borderingSites, `Board "${side}" park ${pid} borderingSites`), 'sites', `Board "${side}" park ${pid} borderingSites`, 'SK-2.3').map((s) => {
      if (!ids.has(s as string)) badConfig('SK-2.3', `Board "${side}" park ${pid} borders unknown site ${printValue(s)}.`);
      return s as string;
    });
    return { id: pid, borderingSites: bordering };
  });
  return { id: typeof b.id === 'string' ? id(b.id, `Board "${side}" id`) : side, sites, edges, parks };
}

/** The board as played by `players` seats: usable sites (SK-2.2), neighbour indices; must be connected. */
export function resolveBoard(board: BoardData, players: number): ResolvedBoard {
  const usable = board.sites.filter((s) => (s.minPlayers ?? 2) <= players);
  if (usable.length === 0) badConfig('SK-2.2', `Board "${board.id}" has no site usable with ${players} players.`);
  const index = new Map(usable.map((s, i) => [s.id, i]));
  const edges = board.edges.filter(([a, b]) => index.has(a) && index.has(b));
  const graph = graphFromEdges(edges, usable.map((s) => s.id));
  if (!isConnected(graph)) {
    badConfig('SK-2.1', `Board "${board.id}" is not connected with ${players} players (every site must be reachable by streets).`);
  }
  const park = new Set(board.parks.flatMap((p) => p.borderingSites));
  return {
    id: board.id,
    sites: usable.map((s) => s.id),
    districts: usable.map((s) => s.district),
    parkAdjacent: usable.map((s) => park.has(s.id)),
    adjacency: usable.map((s) => graph.adjacency[s.id]!.map((n) => index.get(n)!).sort((a, b) => a - b)),
  };
}

function validateCard(c: unknown, i: number): MaterialCard {
  if (!isRecord(c)) badConfig('SK-2.4', `Material card #${i + 1} must be an object.`);
  onlyKeys(c, ['id', 'floors', 'vehicles'], `Material card #${i + 1}`, 'SK-2.4');
  const cid = id(c.id, `Material card #${i + 1} id`);
  const floors = atMost(list(c.floors, `Material card ${cid} floors`), 'cardFloors', `Material card ${cid} floors`, 'SK-2.4').map((f) => colour(f, `A floor of card ${cid}`, true));
  if (floors.length === 0) badConfig('SK-2.4', `Material card ${cid} shows no floor (every card has a bottom floor).`);
  const v = colourCounts(c.vehicles ?? {}, `Material card ${cid} vehicles`, 'vehicles');
  const vehicles: Partial<Record<Colour, number>> = {};
  for (const k of COLOURS) if (v[k] > 0) vehicles[k] = v[k];
  return { id: cid, floors, vehicles };
}

/** The fields of each objective condition type (SK-9.2); an unknown type is refused by {@link resolveCondition}. */
const CONDITION_FIELDS: Readonly<Record<string, readonly string[]>> = {
  connectedGroup: ['type', 'size', 'minDistricts'],
  distinctColours: ['type', 'count'],
  distinctDistricts: ['type', 'count'],
  sameColour: ['type', 'count'],
  roofsOnTop: ['type', 'count'],
  countWhere: ['type', 'count', 'where'],
  adjacentEqualHeight: ['type', 'minHeight'],
};

/** Normalise an objective condition (SK-9.2); unknown types and bad numbers are BAD_CONFIG. */
export function resolveCondition(card: ObjectiveCard): ResolvedCondition {
  const c = card.condition as unknown;
  if (!isRecord(c)) badConfig('SK-2.6', `Objective ${card.id} needs a condition object.`);
  const what = `Objective ${card.id}`;
  if (Object.hasOwn(CONDITION_FIELDS, c.type as string)) onlyKeys(c, CONDITION_FIELDS[c.type as string]!, `${what} condition`, 'SK-2.6');
  const base = { count: 0, minDistricts: 0, parkAdjacent: null, minHeight: null, maxHeight: null };
  switch (c.type) {
    case 'connectedGroup':
      return {
        ...base,
        type: c.type,
        count: limited(c.size, `${what} size`, 'count', 1),
        minDistricts: c.minDistricts === undefined ? 0 : limited(c.minDistricts, `${what} minDistricts`, 'count'),
      };
    case 'distinctColours':
    case 'distinctDistricts':
    case 'sameColour':
    case 'roofsOnTop':
      return { ...base, type: c.type, count: limited(c.count, `${what} count`, 'count', 1) };
    case 'countWhere': {
      const w = c.where === undefined ? {} : c.where;
      if (!isRecord(w)) badConfig('SK-2.6', `${what} "where" must be an object.`);
      for (const k of Object.keys(w)) {
        if (!['parkAdjacent', 'minHeight', 'maxHeight'].includes(k)) badConfig('SK-2.6', `${what} has unknown predicate "${k}".`);
      }
      if (w.parkAdjacent !== undefined && typeof w.parkAdjacent !== 'boolean') badConfig('SK-2.6', `${what} parkAdjacent must be true or false.`);
      return {
        ...base,
        type: c.type,
        count: limited(c.count, `${what} count`, 'count', 1),
        parkAdjacent: (w.parkAdjacent as boolean | undefined) ?? null,
        minHeight: w.minHeight === undefined ? null : limited(w.minHeight, `${what} minHeight`, 'count'),
        maxHeight: w.maxHeight === undefined ? null : limited(w.maxHeight, `${what} maxHeight`, 'count'),
      };
    }
    case 'adjacentEqualHeight':
      return { ...base, type: c.type, count: 2, minHeight: limited(c.minHeight, `${what} minHeight`, 'count', 1) };
    default:
      badConfig('SK-2.6', `${what} has unknown condition type ${printValue(c.type)}.`);
  }
}

/**
 * Merge `override` over the DEFAULT components and validate the result. Throws `BAD_CONFIG` for
 * negative or non-integer counts, unknown colours or site ids, duplicate ids, a track whose values do
 * not match its length, unknown objective types. (A disconnected board is caught by {@link resolveBoard}
 * for the player count in play.)
 */
export function resolveComponents(override: SkylineComponentsOverride | undefined): SkylineComponents {
  if (override === undefined) return DEFAULT_COMPONENTS;
  if (!isRecord(override)) badConfig(RULE, 'config.components must be an object.');
  const known = Object.keys(DEFAULT_COMPONENTS);
  for (const k of Object.keys(override)) {
    if (!known.includes(k)) badConfig(RULE, `config.components has unknown key "${k}" (known: ${known.join(', ')}).`);
  }
  const o = override as Record<string, unknown>;
  const pick = <K extends keyof SkylineComponents>(k: K): unknown => (o[k] === undefined ? DEFAULT_COMPONENTS[k] : o[k]);

  const boardsIn = (o.boards ?? {}) as Record<string, unknown>;
  if (!isRecord(boardsIn)) badConfig('SK-2.1', 'components.boards must be an object with "2p" and/or "3-4p".');
  for (const k of Object.keys(boardsIn)) if (k !== '2p' && k !== '3-4p') badConfig('SK-2.1', `Unknown board side "${k}" (use "2p" or "3-4p").`);
  const boards = {
    '2p': boardsIn['2p'] === undefined ? DEFAULT_COMPONENTS.boards['2p'] : validateBoard(boardsIn['2p'], '2p'),
    '3-4p': boardsIn['3-4p'] === undefined ? DEFAULT_COMPONENTS.boards['3-4p'] : validateBoard(boardsIn['3-4p'], '3-4p'),
  };

  const cards = atMost(list(pick('materialCards'), 'components.materialCards'), 'materialCards', 'components.materialCards', 'SK-2.4').map(validateCard);
  const cardIds = new Set<string>();
  for (const c of cards) {
    if (cardIds.has(c.id)) badConfig('SK-2.4', `Material card ${c.id} is listed twice.`);
    cardIds.add(c.id);
  }

  const t = pick('track');
  if (!isRecord(t)) badConfig('SK-2.5', 'components.track must be an object.');
  onlyKeys(t, ['endColumn', 'values', 'starColumns'], 'components.track', 'SK-2.5');
  const endColumn = limited(t.endColumn, 'track.endColumn', 'trackEndColumn', 1);
  // Columns 0..endColumn: one value more than the last column (so endColumn = trackEndColumn is reachable).
  const valuesIn = list(t.values, 'track.values');
  if (valuesIn.length > SKYLINE_LIMITS.trackEndColumn + 1) badConfig('SK-2.5', `track.values has ${valuesIn.length} entries; the limit is ${SKYLINE_LIMITS.trackEndColumn + 1} (columns 0..SKYLINE_LIMITS.trackEndColumn).`);
  const values = valuesIn.map((v, i) => limited(v, `track.values[${i}]`, 'money'));
  if (values.length !== endColumn + 1) badConfig('SK-2.5', `track.values needs ${endColumn + 1} values (columns 0..${endColumn}), not ${values.length}.`);
  const starColumns = atMost(list(t.starColumns, 'track.starColumns'), 'trackEndColumn', 'track.starColumns', 'SK-2.5').map((v, i) => limited(v, `track.starColumns[${i}]`, 'trackEndColumn', 1));
  starColumns.forEach((s, i) => {
    if (s > endColumn) badConfig('SK-2.5', `Star column ${s} is beyond the track end ${endColumn}.`);
    if (i > 0 && s <= starColumns[i - 1]!) badConfig('SK-2.5', 'track.starColumns must be strictly increasing.');
  });

  const coneValues = atMost(list(pick('coneValues'), 'components.coneValues'), 'coneValues', 'components.coneValues', 'SK-2.5').map((v, i) => limited(v, `coneValues[${i}]`, 'money'));
  if (coneValues.length === 0) badConfig('SK-2.5', 'components.coneValues needs at least the value for 0 roofs.');

  const objectiveCards = atMost(list(pick('objectiveCards'), 'components.objectiveCards'), 'objectiveCards', 'components.objectiveCards', 'SK-2.6').map((c, i) => {
    if (!isRecord(c)) badConfig('SK-2.6', `Objective card #${i + 1} must be an object.`);
    onlyKeys(c, ['id', 'name', 'starter', 'condition'], `Objective card #${i + 1}`, 'SK-2.6');
    const card: ObjectiveCard = {
      id: id(c.id, `Objective card #${i + 1} id`),
      name: typeof c.name === 'string' ? id(c.name, `Objective card #${i + 1} name`, 'name') : String(c.id),
      starter: c.starter === true,
      condition: c.condition as ObjectiveCard['condition'],
    };
    resolveCondition(card);
    return card;
  });
  const objIds = new Set<string>();
  for (const c of objectiveCards) {
    if (objIds.has(c.id)) badConfig('SK-2.6', `Objective card ${c.id} is listed twice.`);
    objIds.add(c.id);
  }
  if (objectiveCards.length < 3) badConfig('SK-2.6', 'At least 3 objective cards are needed (3 are in play).');

  const ch = pick('chips');
  if (!isRecord(ch)) badConfig('SK-2.7', 'components.chips must be an object.');
  onlyKeys(ch, ['shapes', 'byPlayerCount'], 'components.chips', 'SK-2.7');
  const shapes = list(ch.shapes, 'chips.shapes').map((s, i) => id(s, `chips.shapes[${i}]`));
  if (shapes.length !== 3) badConfig('SK-2.7', 'chips.shapes needs one shape per objective slot (3).');
  if (!isRecord(ch.byPlayerCount)) badConfig('SK-2.7', 'chips.byPlayerCount must be an object.');
  onlyKeys(ch.byPlayerCount, ['2', '3', '4'], 'chips.byPlayerCount', 'SK-2.7');
  const byPlayerCount: Record<string, number[]> = {};
  for (const n of ['2', '3', '4']) {
    byPlayerCount[n] = [...atMost(list(ch.byPlayerCount[n], `chips.byPlayerCount["${n}"]`), 'chips', `chips.byPlayerCount["${n}"]`, 'SK-2.7')]
      .map((v, i) => limited(v, `chips.byPlayerCount["${n}"][${i}]`, 'money'))
      .sort((a, b) => b - a);
  }

  return {
    floorsPerColour: limited(pick('floorsPerColour'), 'components.floorsPerColour', 'floorsPerColour'),
    roofsPerPlayer: limited(pick('roofsPerPlayer'), 'components.roofsPerPlayer', 'roofsPerPlayer', 1),
    handLimit: limited(pick('handLimit'), 'components.handLimit', 'handLimit'),
    marketSize: limited(pick('marketSize'), 'components.marketSize', 'marketSize', 1),
    startingHand: colourCounts(pick('startingHand'), 'components.startingHand'),
    boards,
    materialCards: cards,
    track: { endColumn, values, starColumns },
    coneValues,
    objectiveCards,
    chips: { shapes, byPlayerCount },
  };
}

// ---------------------------------------------------------------------------------------------
// Game data derived from the components (cached; the state stores only the user's override)
// ---------------------------------------------------------------------------------------------

/** Everything the rules read from the components, resolved for one player count. */
export interface GameData {
  readonly components: SkylineComponents;
  readonly board: ResolvedBoard;
  readonly cards: Readonly<Record<string, MaterialCard>>;
  /**
   * Vehicle icons of each card by id, as counts by colour index (grey, white, brown, black): what
   * `card.vehicles` says, read without a key lookup per colour in objects of every shape (the cards'
   * `vehicles` records list only the colours they have).
   */
  readonly icons: Readonly<Record<string, readonly number[]>>;
}

const defaultData: GameData[] = [];
const overrideData = new WeakMap<object, GameData[]>();

function makeData(components: SkylineComponents, players: number): GameData {
  const cards: Record<string, MaterialCard> = {};
  const icons: Record<string, readonly number[]> = {};
  for (const c of components.materialCards) {
    cards[c.id] = c;
    icons[c.id] = Object.freeze(COLOURS.map((colour) => c.vehicles[colour] ?? 0));
  }
  return { components, board: resolveBoard(components.boards[players === 2 ? '2p' : '3-4p'], players), cards, icons };
}

/**
 * The resolved data for `override` (null = DEFAULT) at `players` seats. States keep only the override
 * (small, plain JSON); this cache turns it into the board graph, card table and numbers once.
 * Throws `BAD_CONFIG` if the override is invalid.
 */
export function gameData(override: SkylineComponentsOverride | null, players: number): GameData {
  if (override === null) return (defaultData[players] ??= makeData(DEFAULT_COMPONENTS, players));
  let per = overrideData.get(override);
  if (per?.[players]) return per[players];
  const data = makeData(resolveComponents(override), players);
  // Only an override frozen throughout is cached: one that could be edited in place would be served stale.
  if (frozenThroughout(override)) {
    if (!per) overrideData.set(override, (per = []));
    per[players] = data;
  }
  return data;
}

/** Is `x` frozen throughout (every object and array in it)? */
export function frozenThroughout(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return true;
  if (!Object.isFrozen(x)) return false;
  for (const v of Object.values(x)) if (!frozenThroughout(v)) return false;
  return true;
}
