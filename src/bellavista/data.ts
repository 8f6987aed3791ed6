/**
 * Bella Vista components, typed, from `test/fixtures/bellavista/components.json` (the published component data).
 *
 * Much of this is DEFAULT data (invented where the rulebook is silent, see docs/rules/bellavista.md §12): building
 * footprints, tile shapes, the two town layouts, the fourth district symbol ("bird"), five of the six
 * district zoning cards, the 3-player offer costs and the contract values/copies/district sets.
 * Everything here can be replaced through the `components` config option (see {@link Components}).
 */
import { deepFreeze } from '../core/freeze.js';

/** A cell offset `[row, col]`. */
export type Coord = readonly [number, number];

/** The three kinds of town tile. */
export type TileKind = 'district' | 'park' | 'river';

/** A town tile: a polyomino of spaces. District tiles carry a symbol and a pattern. */
export interface TileDef {
  readonly id: string;
  readonly kind: TileKind;
  /** District tiles only (`null` for parks and rivers): flower, butterfly, leaf, bird (DEFAULT). */
  readonly symbol: string | null;
  /** District tiles only: `striped` or `plain` (`null` otherwise). */
  readonly pattern: string | null;
  readonly cells: readonly Coord[];
}

/** Where one tile lies in a layout: its cells rotated clockwise by `rotation`, then moved to `origin`. */
export interface TilePlacement {
  readonly tile: string;
  readonly origin: Coord;
  readonly rotation: 0 | 90 | 180 | 270;
}

/** A town layout: every tile placed once (BV-3.2). */
export interface LayoutDef {
  readonly id: string;
  readonly name: string;
  readonly placements: readonly TilePlacement[];
}

/** A zoning card (BV-6). */
export type ZoningCard =
  | { readonly id: string; readonly kind: 'districts'; readonly allowedDistricts: readonly string[] }
  | { readonly id: string; readonly kind: 'mustBeAdjacentToPark' }
  | { readonly id: string; readonly kind: 'mustNotBeAdjacentToPark' }
  | { readonly id: string; readonly kind: 'mustNotBeAdjacentToRiver' }
  | { readonly id: string; readonly kind: 'mustNotBeOnBorder' };

/** Thresholds of a contract: 3–4 players and 2 players. */
export interface Required {
  readonly default: number;
  readonly twoPlayer: number;
}

/** A contract card (BV-7.1). `copies` identical cards are in the deck. */
export type ContractCard =
  | { readonly id: string; readonly kind: 'buildingsWhollyInDistrict'; readonly district: string; readonly required: Required; readonly coins: number; readonly copies: number }
  | { readonly id: string; readonly kind: 'oneWhollyInEachDistrict'; readonly districts: readonly string[]; readonly coins: number; readonly copies: number }
  | { readonly id: string; readonly kind: 'buildingsStraddlingDistrictTiles'; readonly required: Required; readonly coins: number; readonly copies: number }
  | { readonly id: string; readonly kind: 'buildingsOnBorder'; readonly required: Required; readonly coins: number; readonly copies: number }
  | { readonly id: string; readonly kind: 'buildingsAdjacentToRiver'; readonly required: Required; readonly coins: number; readonly copies: number }
  | { readonly id: string; readonly kind: 'buildingsAdjacentToPark'; readonly required: Required; readonly coins: number; readonly copies: number };

/** A height objective card (BV-7.2). */
export interface HeightObjective {
  readonly id: string;
  readonly kind: 'perPark' | 'perRiver' | 'border';
  readonly coinsPerHeight: number;
}

/** A grouping objective card (BV-7.2); `coins` per space / per group / per lone building. */
export interface GroupingObjective {
  readonly id: string;
  readonly kind: 'largestGroupSpaces' | 'perGroup' | 'perBuildingNotInGroup';
  readonly coins: number;
}

/** Every piece of component data the engine reads. Override any field with the `components` config. */
export interface Components {
  /** District, park and river tiles; every tile is used in a town (BV-3.2). */
  readonly tiles: readonly TileDef[];
  /** Named town layouts. */
  readonly layouts: readonly LayoutDef[];
  /** The layout used when the config names none. */
  readonly defaultLayoutId: string;
  /** Footprint of building #1..#8 (index 0 = #1). DEFAULT (U-2). */
  readonly footprints: readonly (readonly Coord[])[];
  /** Buildings may be mirrored when placed. DEFAULT false (U-3). */
  readonly reflectionAllowed: boolean;
  /** The four colours; in 3 players the fourth seat's colour is the neutral colour. */
  readonly colours: readonly string[];
  /** Offer costs, left (most expensive) to right, for 2/4 players and for 3 players (DEFAULT, U-7). */
  readonly offerCosts: { readonly twoOrFourPlayers: readonly number[]; readonly threePlayers: readonly number[] };
  readonly zoningCards: readonly ZoningCard[];
  readonly contractCards: readonly ContractCard[];
  /** Face-up contracts in the display. */
  readonly contractDisplaySize: number;
  readonly heightObjectives: readonly HeightObjective[];
  readonly groupingObjectives: readonly GroupingObjective[];
  /** Starting coins, by player count. */
  readonly startingCoins: { readonly 2: number; readonly 3: number; readonly 4: number };
}

/** Number of rounds (BV-1.2). */
export const ROUNDS = 8;
/** Buildings per colour, heights 1..8 (BV-2.1). */
export const BUILDINGS_PER_COLOUR = 8;
/** Hand size by player count: 3, in 2 players 5 (BV-4.10). */
export const HAND_SIZE: Readonly<Record<number, number>> = { 2: 5, 3: 3, 4: 3 };
/** Cards drawn at round end: 1, in 2 players 2 (BV-5.13 B, BV-8.6). */
export const DRAW_PER_ROUND: Readonly<Record<number, number>> = { 2: 2, 3: 1, 4: 1 };
/** Offer and construction turns per architect per round: 1, in 2 players 2 (BV-8.3, BV-8.4). */
export const TURNS_PER_ROUND: Readonly<Record<number, number>> = { 2: 2, 3: 1, 4: 1 };

function rect(h: number, w: number): Coord[] {
  const out: Coord[] = [];
  for (let r = 0; r < h; r++) for (let c = 0; c < w; c++) out.push([r, c]);
  return out;
}

function district(id: string, symbol: string, pattern: string): TileDef {
  return { id, kind: 'district', symbol, pattern, cells: rect(4, 4) };
}

const req = (d: number, two: number): Required => ({ default: d, twoPlayer: two });

function place(tile: string, r: number, c: number): TilePlacement {
  return { tile, origin: [r, c], rotation: 0 };
}


/** The published (and DEFAULT) components (deep-frozen). */
export const COMPONENTS: Components = deepFreeze({
  tiles: [
    district('D-FL-S', 'flower', 'striped'),
    district('D-FL-P', 'flower', 'plain'),
    district('D-BU-S', 'butterfly', 'striped'),
    district('D-BU-P', 'butterfly', 'plain'),
    district('D-LE-S', 'leaf', 'striped'),
    district('D-LE-P', 'leaf', 'plain'),
    district('D-BI-S', 'bird', 'striped'),
    district('D-BI-P', 'bird', 'plain'),
    ...['P1', 'P2', 'P3', 'P4', 'P5'].map((id): TileDef => ({ id, kind: 'park', symbol: null, pattern: null, cells: rect(2, 2) })),
    ...['R1', 'R2'].map((id): TileDef => ({ id, kind: 'river', symbol: null, pattern: null, cells: rect(2, 4) })),
  ],
  layouts: [
    {
      id: 'LAYOUT-A',
      name: 'Riverside band (DEFAULT layout, invented)',
      placements: [
        place('D-FL-S', 0, 0), place('D-BU-S', 0, 4), place('D-LE-P', 0, 8), place('D-BI-P', 0, 12),
        place('P1', 4, 0), place('R1', 4, 2), place('P2', 4, 6), place('R2', 4, 8), place('P3', 4, 12), place('P4', 4, 14),
        place('D-BU-P', 6, 0), place('D-LE-S', 6, 4), place('D-BI-S', 6, 8), place('D-FL-P', 6, 12),
        place('P5', 10, 6),
      ],
    },
    {
      id: 'LAYOUT-B',
      name: 'Central park (invented alternative)',
      placements: [
        place('D-FL-S', 0, 0), place('D-LE-S', 0, 4), place('D-BU-S', 0, 8),
        place('D-BI-P', 4, 0), place('P1', 4, 4), place('P2', 4, 6), place('D-FL-P', 4, 8),
        place('P3', 6, 4), place('P4', 6, 6),
        place('D-BU-P', 8, 0), place('D-LE-P', 8, 4), place('D-BI-S', 8, 8),
        place('R1', 12, 0), place('R2', 12, 4), place('P5', 12, 8),
      ],
    },
  ],
  defaultLayoutId: 'LAYOUT-A',
  footprints: [
    [[0, 0], [0, 1], [1, 0], [1, 1]], // #1 O-tetromino
    [[0, 0], [0, 1], [0, 2], [1, 1]], // #2 T-tetromino
    [[0, 0], [1, 0], [1, 1]], // #3 L-tromino
    [[0, 0], [0, 1], [0, 2]], // #4 I-tromino
    [[0, 0], [0, 1]], // #5 domino
    [[0, 0], [0, 1]], // #6 domino
    [[0, 0]], // #7
    [[0, 0]], // #8
  ],
  reflectionAllowed: false,
  colours: ['red', 'blue', 'green', 'yellow'],
  offerCosts: { twoOrFourPlayers: [7, 5, 3, 1, 0], threePlayers: [6, 4, 2, 0] },
  zoningCards: [
    { id: 'Z-STRIPED', kind: 'districts', allowedDistricts: ['D-FL-S', 'D-BU-S', 'D-LE-S', 'D-BI-S'] },
    { id: 'Z-PLAIN', kind: 'districts', allowedDistricts: ['D-FL-P', 'D-BU-P', 'D-LE-P', 'D-BI-P'] },
    { id: 'Z-FLOWER', kind: 'districts', allowedDistricts: ['D-FL-S', 'D-FL-P'] },
    { id: 'Z-BUTTERFLY', kind: 'districts', allowedDistricts: ['D-BU-S', 'D-BU-P'] },
    { id: 'Z-LEAF', kind: 'districts', allowedDistricts: ['D-LE-S', 'D-LE-P'] },
    { id: 'Z-BIRD', kind: 'districts', allowedDistricts: ['D-BI-S', 'D-BI-P'] },
    { id: 'Z-PARK', kind: 'mustBeAdjacentToPark' },
    { id: 'Z-NO-PARK', kind: 'mustNotBeAdjacentToPark' },
    { id: 'Z-NO-RIVER', kind: 'mustNotBeAdjacentToRiver' },
    { id: 'Z-NO-BORDER', kind: 'mustNotBeOnBorder' },
  ],
  contractCards: [
    ...['FL-S', 'FL-P', 'BU-S', 'BU-P', 'LE-S', 'LE-P', 'BI-S', 'BI-P'].map(
      (d): ContractCard => ({ id: `C-SAME-${d}`, kind: 'buildingsWhollyInDistrict', district: `D-${d}`, required: req(2, 3), coins: 5, copies: 1 }),
    ),
    { id: 'C-TWO-1', kind: 'oneWhollyInEachDistrict', districts: ['D-FL-S', 'D-BU-P'], coins: 4, copies: 1 },
    { id: 'C-TWO-2', kind: 'oneWhollyInEachDistrict', districts: ['D-BU-S', 'D-LE-P'], coins: 4, copies: 1 },
    { id: 'C-TWO-3', kind: 'oneWhollyInEachDistrict', districts: ['D-LE-S', 'D-BI-P'], coins: 4, copies: 1 },
    { id: 'C-TWO-4', kind: 'oneWhollyInEachDistrict', districts: ['D-BI-S', 'D-FL-P'], coins: 4, copies: 1 },
    { id: 'C-FOUR-1', kind: 'oneWhollyInEachDistrict', districts: ['D-FL-S', 'D-BU-P', 'D-LE-S', 'D-BI-P'], coins: 9, copies: 1 },
    { id: 'C-FOUR-2', kind: 'oneWhollyInEachDistrict', districts: ['D-FL-P', 'D-BU-S', 'D-LE-P', 'D-BI-S'], coins: 9, copies: 1 },
    { id: 'C-STRADDLE', kind: 'buildingsStraddlingDistrictTiles', required: req(2, 2), coins: 5, copies: 2 },
    { id: 'C-BORDER', kind: 'buildingsOnBorder', required: req(4, 4), coins: 6, copies: 2 },
    { id: 'C-RIVER', kind: 'buildingsAdjacentToRiver', required: req(2, 3), coins: 4, copies: 2 },
    { id: 'C-PARK', kind: 'buildingsAdjacentToPark', required: req(2, 3), coins: 4, copies: 2 },
  ],
  contractDisplaySize: 4,
  heightObjectives: [
    { id: 'H-PARK', kind: 'perPark', coinsPerHeight: 1 },
    { id: 'H-RIVER', kind: 'perRiver', coinsPerHeight: 1 },
    { id: 'H-BORDER', kind: 'border', coinsPerHeight: 1 },
  ],
  groupingObjectives: [
    { id: 'G-LARGEST', kind: 'largestGroupSpaces', coins: 2 },
    { id: 'G-COUNT', kind: 'perGroup', coins: 10 },
    { id: 'G-LONERS', kind: 'perBuildingNotInGroup', coins: -5 },
  ],
  startingCoins: { 2: 30, 3: 20, 4: 20 },
});
