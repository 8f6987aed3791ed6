/**
 * The published components of Welcome To... (Blue Cocker, 2018), typed, transcribed from
 * `test/fixtures/welcometo/components.json` (the published component data): the 81 construction cards, the 34 City Plans (18 basic,
 * 10 advanced, 3 Ice Cream, 3 Christmas), the score sheet (streets, pools, parks, tracks) and the
 * Ice Cream Truck board's cones and trucks.
 *
 * Everything here is plain data. A user who needs a corrected set passes their own
 * {@link WelcomeToComponents} as `config.components`; no rule code hard-codes a number from here.
 */

/** The six effects printed on the back of the construction cards. */
export type Effect = 'surveyor' | 'realEstate' | 'landscaper' | 'pool' | 'temp' | 'bis';

/** All effects, in score-sheet order (the column order of the card table). */
export const EFFECTS: readonly Effect[] = ['surveyor', 'realEstate', 'landscaper', 'pool', 'temp', 'bis'];

/** One construction card: a house number on one side, an effect on the other (WT-2.1). */
export interface ConstructionCard {
  readonly id: string;
  readonly number: number;
  readonly effect: Effect;
}

/** What a City Plan asks for (WT-2.2, WT-13.8, WT-14.3). */
export type PlanRequirement =
  | {
      readonly type: 'estates';
      /** Multiset of completed estate sizes, one estate per entry. */
      readonly sizes: readonly number[];
      /** Ice Cream plans: bounds on the sold cones inside each designated estate. */
      readonly soldConesInEstate?: { readonly min?: number; readonly max?: number };
      /** Christmas plans: every internal gap lit (`all`) or none lit (`none`). */
      readonly internalLights?: 'all' | 'none';
    }
  | { readonly type: 'fullStreet'; readonly street: number }
  | { readonly type: 'bisInOneStreet'; readonly count: number }
  | { readonly type: 'tempsHired'; readonly count: number }
  | { readonly type: 'extremities'; readonly houses: readonly (readonly [number, number])[] }
  | { readonly type: 'allParksInStreets'; readonly streets: number }
  | { readonly type: 'parksPoolsRoundaboutSameStreet' }
  | { readonly type: 'allPoolsInStreets'; readonly streets: number }
  | { readonly type: 'allParksAndPoolsInStreet'; readonly street: number }
  | { readonly type: 'allConesSoldInOneStreet' }
  | { readonly type: 'allGapsLitInOneStreet' };

/** A City Plan card (Project side values). */
export interface CityPlan {
  readonly id: string;
  readonly set: 'base' | 'advanced' | 'iceCream' | 'christmas';
  /** Which of the three plan slots it goes to (n°1, n°2, n°3). */
  readonly stack: 1 | 2 | 3;
  /** Value for the first completer(s). */
  readonly firstPoints: number;
  /** Value for later completers. */
  readonly laterPoints: number;
  readonly requirement: PlanRequirement;
  /** Which houses the claim marks "used" (WT-8.3): the designated estates, a whole street, the listed houses, or none. */
  readonly marksHousesUsed: 'estates' | 'street' | 'listed' | null;
}

/** One street of the score sheet (WT-2.3). Street 0 is the top street. */
export interface StreetSpec {
  readonly name: string;
  readonly houses: number;
  /** 0-based houses showing a planned pool. */
  readonly poolHouses: readonly number[];
  /** Park track: value after k parks crossed, k = 0..parks. */
  readonly parkTrack: readonly number[];
}

/** The scoring tracks of the sheet (WT-2.3). Each list is "value read at index = boxes crossed". */
export interface Tracks {
  readonly pools: readonly number[];
  readonly temps: {
    readonly boxes: number;
    /** Points for the 1st, 2nd, 3rd temp majority (WT-9.5). */
    readonly majorityPoints: readonly number[];
    /** Solo: `points` if at least `threshold` temps (WT-12.5). */
    readonly solo: { readonly threshold: number; readonly points: number };
  };
  /** Real-estate columns for estate sizes 1..6 (index 0 = size 1): value per estate by boxes crossed. */
  readonly realEstate: readonly (readonly number[])[];
  readonly bis: readonly number[];
  readonly roundabouts: readonly number[];
  readonly permitRefusals: readonly number[];
}

/** A cone on the Ice Cream board (WT-13.1). */
export interface Cone {
  readonly street: number;
  readonly house: number;
  readonly scoops: number;
}

/** Travel directions an ice-cream truck may take in a street (WT-13.2). Two = the player chooses. */
export type TruckDirection = 'leftToRight' | 'rightToLeft';

/** The Ice Cream Truck board's additions (WT-13). */
export interface IceCreamBoard {
  readonly cones: readonly Cone[];
  /** Per street, the directions its truck(s) may take; a single entry is fixed. */
  readonly trucks: readonly (readonly TruckDirection[])[];
}

/** The City Plan pools drawn from at setup (WT-3.3). */
export interface PlanPools {
  /** Basic plans of stacks n°1, n°2, n°3. */
  readonly base: readonly (readonly string[])[];
  /** Advanced plans added to stacks n°1 and n°2 in the advanced variant. */
  readonly advanced: readonly (readonly string[])[];
  /** The Ice Cream board's n°3 plans. */
  readonly iceCream: readonly string[];
  /** The Christmas board's n°3 plans. */
  readonly christmas: readonly string[];
}

/** Every component the engine reads. Pass a corrected copy as `config.components`. */
export interface WelcomeToComponents {
  readonly cards: readonly ConstructionCard[];
  readonly plans: readonly CityPlan[];
  readonly planPools: PlanPools;
  readonly streets: readonly StreetSpec[];
  readonly tracks: Tracks;
  readonly iceCream: IceCreamBoard;
}

/**
 * The number × effect table printed on the cards (WT-2.1.4): for each house number 1..15, how many
 * cards carry each effect, in {@link EFFECTS} order.
 */
export const CARD_TABLE: Readonly<Record<number, readonly [number, number, number, number, number, number]>> = {
  1: [1, 1, 1, 0, 0, 0],
  2: [1, 1, 1, 0, 0, 0],
  3: [1, 0, 0, 1, 1, 1],
  4: [0, 1, 1, 1, 1, 1],
  5: [2, 2, 2, 0, 0, 0],
  6: [2, 1, 1, 1, 1, 1],
  7: [1, 2, 2, 1, 1, 1],
  8: [2, 2, 2, 1, 1, 1],
  9: [1, 2, 2, 1, 1, 1],
  10: [2, 1, 1, 1, 1, 1],
  11: [2, 2, 2, 0, 0, 0],
  12: [0, 1, 1, 1, 1, 1],
  13: [1, 0, 0, 1, 1, 1],
  14: [1, 1, 1, 0, 0, 0],
  15: [1, 1, 1, 0, 0, 0],
};

/** The 81 cards, ids c01..c81, ordered by number then by effect (the order of components.json). */
export const CARDS: readonly ConstructionCard[] = (() => {
  const out: ConstructionCard[] = [];
  for (let n = 1; n <= 15; n++) {
    CARD_TABLE[n]!.forEach((count, e) => {
      for (let k = 0; k < count; k++) {
        out.push({ id: `c${String(out.length + 1).padStart(2, '0')}`, number: n, effect: EFFECTS[e]! });
      }
    });
  }
  return out;
})();

const estates = (sizes: number[]): PlanRequirement => ({ type: 'estates', sizes });
function plan(
  id: string,
  set: CityPlan['set'],
  stack: 1 | 2 | 3,
  firstPoints: number,
  laterPoints: number,
  requirement: PlanRequirement,
  marksHousesUsed: CityPlan['marksHousesUsed'] = 'estates',
): CityPlan {
  return { id, set, stack, firstPoints, laterPoints, requirement, marksHousesUsed };
}

/** All City Plans (WT-2.2.2, WT-2.2.3, WT-13.8, WT-14.3). */
export const PLANS: readonly CityPlan[] = [
  plan('N1-A', 'base', 1, 8, 4, estates([1, 1, 1, 1, 1, 1])),
  plan('N1-B', 'base', 1, 8, 4, estates([2, 2, 2, 2])),
  plan('N1-C', 'base', 1, 8, 4, estates([3, 3, 3])),
  plan('N1-D', 'base', 1, 6, 3, estates([4, 4])),
  plan('N1-E', 'base', 1, 8, 4, estates([5, 5])),
  plan('N1-F', 'base', 1, 10, 6, estates([6, 6])),
  plan('N2-A', 'base', 2, 11, 6, estates([1, 1, 1, 6])),
  plan('N2-B', 'base', 2, 10, 6, estates([2, 2, 5])),
  plan('N2-C', 'base', 2, 12, 7, estates([3, 3, 4])),
  plan('N2-D', 'base', 2, 8, 4, estates([3, 6])),
  plan('N2-E', 'base', 2, 9, 5, estates([4, 5])),
  plan('N2-F', 'base', 2, 9, 5, estates([1, 1, 1, 4])),
  plan('N3-A', 'base', 3, 12, 7, estates([1, 2, 6])),
  plan('N3-B', 'base', 3, 13, 7, estates([1, 4, 5])),
  plan('N3-C', 'base', 3, 7, 3, estates([3, 4])),
  plan('N3-D', 'base', 3, 7, 3, estates([2, 5])),
  plan('N3-E', 'base', 3, 11, 6, estates([1, 2, 2, 3])),
  plan('N3-F', 'base', 3, 13, 7, estates([2, 3, 5])),
  plan('N1-ADV-A', 'advanced', 1, 8, 4, { type: 'fullStreet', street: 2 }, 'street'),
  plan('N1-ADV-B', 'advanced', 1, 6, 3, { type: 'fullStreet', street: 0 }, 'street'),
  plan('N1-ADV-C', 'advanced', 1, 8, 3, { type: 'bisInOneStreet', count: 5 }, null),
  plan('N1-ADV-D', 'advanced', 1, 6, 3, { type: 'tempsHired', count: 7 }, null),
  plan(
    'N1-ADV-E',
    'advanced',
    1,
    7,
    4,
    { type: 'extremities', houses: [[0, 0], [0, 9], [1, 0], [1, 10], [2, 0], [2, 11]] },
    'listed',
  ),
  plan('N2-ADV-A', 'advanced', 2, 7, 4, { type: 'allParksInStreets', streets: 2 }, null),
  plan('N2-ADV-B', 'advanced', 2, 10, 5, { type: 'parksPoolsRoundaboutSameStreet' }, null),
  plan('N2-ADV-C', 'advanced', 2, 7, 4, { type: 'allPoolsInStreets', streets: 2 }, null),
  plan('N2-ADV-D', 'advanced', 2, 10, 5, { type: 'allParksAndPoolsInStreet', street: 2 }, null),
  plan('N2-ADV-E', 'advanced', 2, 8, 3, { type: 'allParksAndPoolsInStreet', street: 1 }, null),
  plan('N3-ICE-A', 'iceCream', 3, 6, 4, { type: 'allConesSoldInOneStreet' }, null),
  plan('N3-ICE-B', 'iceCream', 3, 7, 3, { type: 'estates', sizes: [3, 4, 5], soldConesInEstate: { max: 0 } }),
  plan('N3-ICE-C', 'iceCream', 3, 8, 4, { type: 'estates', sizes: [4, 4, 4], soldConesInEstate: { min: 3 } }),
  plan('N3-XMAS-A', 'christmas', 3, 10, 5, { type: 'estates', sizes: [6, 6], internalLights: 'all' }),
  plan('N3-XMAS-B', 'christmas', 3, 14, 7, { type: 'allGapsLitInOneStreet' }, null),
  plan('N3-XMAS-C', 'christmas', 3, 10, 5, { type: 'estates', sizes: [3, 3], internalLights: 'none' }),
];

/** The default components: the published game. */
export const WELCOMETO_COMPONENTS: WelcomeToComponents = {
  cards: CARDS,
  plans: PLANS,
  planPools: {
    base: [
      ['N1-A', 'N1-B', 'N1-C', 'N1-D', 'N1-E', 'N1-F'],
      ['N2-A', 'N2-B', 'N2-C', 'N2-D', 'N2-E', 'N2-F'],
      ['N3-A', 'N3-B', 'N3-C', 'N3-D', 'N3-E', 'N3-F'],
    ],
    advanced: [
      ['N1-ADV-A', 'N1-ADV-B', 'N1-ADV-C', 'N1-ADV-D', 'N1-ADV-E'],
      ['N2-ADV-A', 'N2-ADV-B', 'N2-ADV-C', 'N2-ADV-D', 'N2-ADV-E'],
    ],
    iceCream: ['N3-ICE-A', 'N3-ICE-B', 'N3-ICE-C'],
    christmas: ['N3-XMAS-A', 'N3-XMAS-B', 'N3-XMAS-C'],
  },
  streets: [
    { name: 'top', houses: 10, poolHouses: [2, 6, 7], parkTrack: [0, 2, 4, 10] },
    { name: 'middle', houses: 11, poolHouses: [0, 3, 7], parkTrack: [0, 2, 4, 6, 14] },
    { name: 'bottom', houses: 12, poolHouses: [1, 6, 10], parkTrack: [0, 2, 4, 6, 8, 18] },
  ],
  tracks: {
    pools: [0, 3, 6, 9, 13, 17, 21, 26, 31, 36],
    temps: { boxes: 11, majorityPoints: [7, 4, 1], solo: { threshold: 6, points: 7 } },
    realEstate: [
      [1, 3],
      [2, 3, 4],
      [3, 4, 5, 6],
      [4, 5, 6, 7, 8],
      [5, 6, 7, 8, 10],
      [6, 7, 8, 10, 12],
    ],
    bis: [0, 1, 3, 6, 9, 12, 16, 20, 24, 28],
    roundabouts: [0, 3, 8],
    permitRefusals: [0, 0, 3, 5],
  },
  iceCream: {
    cones: [
      { street: 0, house: 0, scoops: 1 },
      { street: 0, house: 2, scoops: 2 },
      { street: 0, house: 4, scoops: 3 },
      { street: 0, house: 5, scoops: 1 },
      { street: 0, house: 7, scoops: 2 },
      { street: 0, house: 9, scoops: 1 },
      { street: 1, house: 0, scoops: 3 },
      { street: 1, house: 1, scoops: 1 },
      { street: 1, house: 3, scoops: 1 },
      { street: 1, house: 4, scoops: 2 },
      { street: 1, house: 6, scoops: 2 },
      { street: 1, house: 8, scoops: 3 },
      { street: 1, house: 9, scoops: 2 },
      { street: 2, house: 0, scoops: 2 },
      { street: 2, house: 1, scoops: 3 },
      { street: 2, house: 3, scoops: 1 },
      { street: 2, house: 4, scoops: 1 },
      { street: 2, house: 5, scoops: 2 },
      { street: 2, house: 7, scoops: 3 },
      { street: 2, house: 9, scoops: 1 },
      { street: 2, house: 10, scoops: 3 },
    ],
    trucks: [['rightToLeft'], ['leftToRight'], ['leftToRight', 'rightToLeft']],
  },
};
