/**
 * Bella Vista state, actions, config and view. All plain JSON.
 */
import type { PlayerId, RngState } from '../core/index.js';
import type { Components, ContractCard, Coord, GroupingObjective, HeightObjective, TilePlacement, TileKind, ZoningCard } from './data.js';

/** Options of `setup`. Every field but `players` is optional. */
export interface BellaVistaConfig {
  /** 2 to 4 architects. */
  readonly players: number;
  /**
   * The town: a layout id from `components.layouts` (DEFAULT `'LAYOUT-A'`, an invented layout) or an
   * explicit list of tile placements. Validated on setup (BV-3.2): every tile used once, no overlap,
   * all tiles edge-connected, no enclosed gap.
   */
  readonly layout?: string | readonly TilePlacement[];
  /** Replace any part of the component data (footprints, tiles, layouts, cards, offer costs...). */
  readonly components?: Partial<Components>;
  /** 3 players: also place neutral building #8 after round 8. DEFAULT false (BV-9.2). */
  readonly neutralInFinalRound?: boolean;
}

/** A tile of the assembled town (its cells are in `Town.cellTile`). */
export interface TownTile {
  readonly id: string;
  readonly kind: TileKind;
  readonly symbol: string | null;
  readonly pattern: string | null;
}

/** The assembled town and the building shapes: static for a whole game. */
export interface Town {
  readonly rows: number;
  readonly cols: number;
  readonly tiles: readonly TownTile[];
  /** Row-major, `rows * cols` entries: the index in `tiles` of the tile on that space, or -1. */
  readonly cellTile: readonly number[];
  /** Footprint of building #1..#8. */
  readonly footprints: readonly (readonly Coord[])[];
  readonly reflectionAllowed: boolean;
}

/** A construction card put on the offer board (or after it: `space` null). */
export interface Offer {
  readonly player: PlayerId;
  /** The card, named after the building it builds: `'red-4'`, in 2p also `'green-4'` (two-heads). */
  readonly card: string;
  /** Offer space index (0 = leftmost, most expensive), or null for the overflow row (BV-5.4). */
  readonly space: number | null;
  readonly cost: number;
}

/** A building standing in the town. */
export interface Building {
  /** `'<colour>-<number>'`. */
  readonly id: string;
  readonly colour: string;
  readonly height: number;
  /** The architect who owns it; null for a 3-player neutral building (BV-3.10). */
  readonly owner: PlayerId | null;
  /** Spaces covered, `[row, col]`, row-major. */
  readonly cells: readonly Coord[];
  /** District tiles under it (one: wholly within it; two or more: straddling). */
  readonly tiles: readonly string[];
  /** On the town border (BV-3.5). */
  readonly border: boolean;
  /** Ids (0-based) of the connected parks / rivers it touches (BV-3.6). */
  readonly parks: readonly number[];
  readonly rivers: readonly number[];
  readonly round: number;
}

export type Phase = 'offer' | 'build' | 'neutral' | 'over';

/** The config as stored in the state, with defaults filled in; the rules data is derived from it. */
export interface StoredConfig {
  readonly players: number;
  /** A layout id, or the user's explicit tile placements. */
  readonly layout: string | readonly TilePlacement[];
  readonly neutralInFinalRound: boolean;
  /** The user's component overrides, or null for the published set. */
  readonly components: Partial<Components> | null;
}

export interface BellaVistaState {
  readonly players: number;
  readonly config: StoredConfig;
  /** The height objective card in play (id). */
  readonly heightObjective: string;
  /** The grouping objective card in play (id). */
  readonly groupingObjective: string;
  /** 1..8. */
  readonly round: number;
  readonly phase: Phase;
  /** Construction turn step: place the building, then (optionally) take a contract. */
  readonly step: 'place' | 'contract';
  /** Own colour of each seat. */
  readonly colours: readonly string[];
  /** 2 players: the roofed third colour each seat controls (BV-8.1); otherwise null. */
  readonly roofColours: readonly (string | null)[];
  /** 3 players: the neutral colour (BV-4.8); otherwise null. */
  readonly neutralColour: string | null;
  readonly coins: readonly number[];
  /** Face-down construction decks, top first (hidden). */
  readonly decks: readonly (readonly string[])[];
  readonly hands: readonly (readonly string[])[];
  /** The order cards under the offer board: who offers, left to right (BV-5.1). */
  readonly offerOrder: readonly PlayerId[];
  /** Index in `offerOrder` of the architect offering now. */
  readonly offerTurn: number;
  /** Offer spaces, left to right: the offer on it or null (empty). */
  readonly spaces: readonly (Offer | null)[];
  /** Cards placed after the 0 space by architects who could not pay (BV-5.4), in order. */
  readonly overflow: readonly Offer[];
  /** Construction order (BV-5.7), filled when the offer phase ends. */
  readonly queue: readonly Offer[];
  /** Index in `queue` of the card being built. */
  readonly buildTurn: number;
  readonly buildings: readonly Building[];
  /** Row-major: index in `buildings` of the building on that space, or -1. */
  readonly grid: readonly number[];
  /** Buildings that fitted nowhere and were set aside unbuilt (BV-5.9 DEFAULT). */
  readonly setAside: readonly string[];
  /** The active zoning card id. */
  readonly zoning: string;
  readonly zoningDeck: readonly string[];
  readonly zoningPast: readonly string[];
  readonly contractDeck: readonly string[];
  /** Face-up contract ids. */
  readonly display: readonly string[];
  /** Contracts taken by each seat. */
  readonly contracts: readonly (readonly string[])[];
  readonly rng: RngState;
}

/** `{ type: 'offer' }`: pay for offer space `space` (null: no affordable space, BV-5.4) and put `card` there face down. */
export interface OfferAction {
  readonly type: 'offer';
  readonly player: PlayerId;
  readonly space: number | null;
  readonly card: string;
}
/** Place the revealed building on `cells` (`[row, col]`, row-major). */
export interface PlaceAction {
  readonly type: 'place';
  readonly player: PlayerId;
  readonly cells: readonly Coord[];
}
/** Take face-up contract `contract` (BV-5.11). */
export interface TakeContractAction {
  readonly type: 'take_contract';
  readonly player: PlayerId;
  readonly contract: string;
}
/** Take no contract this turn. */
export interface SkipContractAction {
  readonly type: 'skip_contract';
  readonly player: PlayerId;
}
/** 3 players: the last builder places the round's neutral building (BV-9.1). */
export interface PlaceNeutralAction {
  readonly type: 'place_neutral';
  readonly player: PlayerId;
  readonly cells: readonly Coord[];
}

export type BellaVistaAction = OfferAction | PlaceAction | TakeContractAction | SkipContractAction | PlaceNeutralAction;

/** What a seat (or a spectator) sees: other hands, decks and face-down offers become counts/null. */
export interface BellaVistaView
  extends Omit<BellaVistaState, 'rng' | 'hands' | 'decks' | 'contracts' | 'spaces' | 'overflow' | 'queue' | 'zoningDeck' | 'contractDeck'> {
  readonly viewer: PlayerId | null;
  /** The assembled town (static). */
  readonly town: Town;
  /** Offer space costs, left to right. */
  readonly offerCosts: readonly number[];
  readonly zoningCard: ZoningCard;
  readonly heightObjectiveCard: HeightObjective;
  readonly groupingObjectiveCard: GroupingObjective;
  /** Face-up contracts, with their requirements and values. */
  readonly displayCards: readonly ContractCard[];
  /** The viewer's own hand; other hands as card counts. */
  readonly hands: readonly (readonly string[] | number)[];
  readonly decks: readonly number[];
  /**
   * Taken contract ids: the viewer's own (and everyone's once the game is over); other architects'
   * face-down contracts as counts (seed, BV-5.11).
   */
  readonly contracts: readonly (readonly string[] | number)[];
  /** Face-down cards show `card: null`. */
  readonly spaces: readonly (HiddenOffer | null)[];
  readonly overflow: readonly HiddenOffer[];
  readonly queue: readonly HiddenOffer[];
  readonly zoningDeck: number;
  readonly contractDeck: number;
}

export interface HiddenOffer {
  readonly player: PlayerId;
  readonly card: string | null;
  readonly space: number | null;
  readonly cost: number;
}
