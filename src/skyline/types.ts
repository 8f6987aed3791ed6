/**
 * Tower Up (`skyline`): the types of its components, config, state, actions and view.
 * Rule IDs (`SK-…`) refer to `docs/rules/skyline.md`.
 */
import type { PlayerId, RngState } from '../core/index.js';

/** The four floor colours (SK-2). */
export type Colour = 'grey' | 'white' | 'brown' | 'black';
/** A floor printed on a material card: a colour or `multi` (wild, SK-2.4). */
export type CardFloor = Colour | 'multi';

// ---------------------------------------------------------------------------------------------
// Component data (the `components` config override takes these shapes)
// ---------------------------------------------------------------------------------------------

/** A construction site of a board side (SK-2.1). */
export interface SiteData {
  readonly id: string;
  readonly district: string;
  /** Layout hints for drawing; no rule reads them. */
  readonly x?: number;
  readonly y?: number;
  /** The site exists only with at least this many players (SK-2.2). Default 2. */
  readonly minPlayers?: number;
}

/** One side of the main board: sites, streets (edges) and parks (SK-2.1, SK-2.3). */
export interface BoardData {
  readonly id: string;
  readonly sites: readonly SiteData[];
  readonly edges: readonly (readonly [string, string])[];
  readonly parks: readonly { readonly id: string; readonly borderingSites: readonly string[] }[];
}

/** A material card (SK-2.4): floors bottom→top, and vehicle icons by colour. */
export interface MaterialCard {
  readonly id: string;
  readonly floors: readonly CardFloor[];
  readonly vehicles: Readonly<Partial<Record<Colour, number>>>;
}

/** Objective conditions (SK-9.2). */
export type ObjectiveCondition =
  | { readonly type: 'connectedGroup'; readonly size: number; readonly minDistricts?: number }
  | { readonly type: 'distinctColours'; readonly count: number }
  | { readonly type: 'distinctDistricts'; readonly count: number }
  | {
      readonly type: 'countWhere';
      readonly count: number;
      readonly where: { readonly parkAdjacent?: boolean; readonly minHeight?: number; readonly maxHeight?: number };
    }
  | { readonly type: 'sameColour'; readonly count: number }
  | { readonly type: 'roofsOnTop'; readonly count: number }
  | { readonly type: 'adjacentEqualHeight'; readonly minHeight: number };

/** An objective card (SK-2.6). `starter` cards are the "S" set. */
export interface ObjectiveCard {
  readonly id: string;
  readonly name: string;
  readonly starter: boolean;
  readonly condition: ObjectiveCondition;
}

/** A vehicle track of the personal board (SK-2.5); all four tracks share it. */
export interface TrackData {
  /** Last column; markers start at 0 and never pass it. */
  readonly endColumn: number;
  /** Money by column, `endColumn + 1` values. */
  readonly values: readonly number[];
  /** Star columns, ascending, each in 1..endColumn. */
  readonly starColumns: readonly number[];
}

/** Every number and list the rules read, as data (defaults in `data.ts`). */
export interface SkylineComponents {
  /** Floors per colour in the supply (SK-4.2). Default 30. */
  readonly floorsPerColour: number;
  /** Roofs per player (SK-4.5). Default 10. */
  readonly roofsPerPlayer: number;
  /** Floors a player may keep at the end of a turn (SK-6.6). Default 10. */
  readonly handLimit: number;
  /** Market slots (SK-4.3). Default 3. */
  readonly marketSize: number;
  /** Floors each player takes at setup (SK-4.8). Default one of each colour. */
  readonly startingHand: Readonly<Record<Colour, number>>;
  /** Board sides: `2p` for 2 players, `3-4p` for 3 and 4 (SK-2.2). */
  readonly boards: { readonly '2p': BoardData; readonly '3-4p': BoardData };
  readonly materialCards: readonly MaterialCard[];
  readonly track: TrackData;
  /** Cone row money for k = 0.. roofs on top; the last index is the cap (SK-10.4). */
  readonly coneValues: readonly number[];
  readonly objectiveCards: readonly ObjectiveCard[];
  /** Bonus chips: slot shapes (3) and the chip values beside each objective by player count (SK-4.7). */
  readonly chips: { readonly shapes: readonly string[]; readonly byPlayerCount: Readonly<Record<string, readonly number[]>> };
}

/** A partial override of {@link SkylineComponents}; `boards` may override one side only. */
export type SkylineComponentsOverride = Partial<Omit<SkylineComponents, 'boards'>> & {
  readonly boards?: Partial<SkylineComponents['boards']>;
};

// ---------------------------------------------------------------------------------------------
// Config
// ---------------------------------------------------------------------------------------------

export interface SkylineConfig {
  /** 2 to 4. */
  readonly players: number;
  /**
   * Starting floors (SK-4.4): `random` (DEFAULT, as on BGA: seeded random colours and sites) or
   * `manual` (the first player places each with a `setupPlace` action).
   */
  readonly setupMode?: 'random' | 'manual';
  /** Objectives in play (SK-4.6): `random` (DEFAULT), `starter` (S1–S3) or three card ids. */
  readonly objectives?: 'random' | 'starter' | readonly string[];
  /** Starting floors on the board (SK-12): 3 (DEFAULT), 7 (variant, 2–3 players) or 5 (variant, 4 players). */
  readonly startingFloors?: 3 | 5 | 7;
  /** First player seat (SK-4.9). DEFAULT `null`: drawn by the seeded RNG. */
  readonly firstPlayer?: number | null;
  /** SK-8.3: when true an earned extra turn must be played (no `declineExtraTurn`). DEFAULT false. */
  readonly extraTurnMandatory?: boolean;
  /**
   * SK-10.7 (DEFAULT, no source has it): the most rounds a game lasts. When round `roundLimit − 1`
   * ends with no end scheduled, its last seat triggers the end as under trigger B (SK-10.2,
   * `end.trigger: 'limit'`): round `roundLimit` is the final round, every seat plays one final turn.
   * An integer from 2 to `SKYLINE_LIMITS.roundLimit` (200); DEFAULT {@link DEFAULT_ROUND_LIMIT}
   * (150), about twice the longest game measured (docs/skyline.md "Stalling"), so it ends only games
   * in which players stall (take cards and return floors for ever).
   */
  readonly roundLimit?: number;
  /** Component data override (boards, deck, track, cone row, objectives, chips); validated at setup. */
  readonly components?: SkylineComponentsOverride;
}

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

/** A piece in a building's stack: a floor (its colour) or a roof (the seat number of its owner). */
export type Piece = Colour | number;

/** The board as played at this player count: usable sites only, neighbours by index. */
export interface ResolvedBoard {
  readonly id: string;
  /** Usable site ids (SK-2.2), in board order; site index = position here. */
  readonly sites: readonly string[];
  /** District of each site. */
  readonly districts: readonly string[];
  /** Whether each site borders a park (SK-2.3). */
  readonly parkAdjacent: readonly boolean[];
  /** Neighbour indices of each site, ascending. */
  readonly adjacency: readonly (readonly number[])[];
}

/** A normalised objective condition: every field present (`null` = no constraint). */
export interface ResolvedCondition {
  readonly type: ObjectiveCondition['type'];
  readonly count: number;
  readonly minDistricts: number;
  readonly parkAdjacent: boolean | null;
  readonly minHeight: number | null;
  readonly maxHeight: number | null;
}

/** An objective in play with the chips still beside it. */
export interface ObjectiveState {
  readonly id: string;
  readonly name: string;
  readonly shape: string;
  readonly condition: ResolvedCondition;
  /** Chips still available, highest first (SK-9.4). */
  readonly chips: readonly number[];
  /** Seats that claimed it, in claim order (SK-9.1). */
  readonly claimedBy: readonly PlayerId[];
}

export interface PlayerState {
  /** Floors in hand, public (SK-3.7). */
  readonly hand: Readonly<Record<Colour, number>>;
  readonly roofsLeft: number;
  /** Vehicle marker columns (SK-2.5). */
  readonly markers: Readonly<Record<Colour, number>>;
  /** Star columns already credited (SK-8.1). */
  readonly stars: readonly number[];
  /** Chips won: objective id and value (SK-9.4). */
  readonly chips: readonly { readonly objective: string; readonly value: number }[];
  /** Roofs on top counted when the cone was set (capped), `null` until then (SK-10.4). */
  readonly cone: number | null;
}

/** The decision the current player owes before the turn can go on. */
export type Pending =
  /** Nothing pending: a normal action (take, build, decline, pass). */
  | { readonly kind: 'none' }
  /** Manual setup: place starting floor `index` (SK-4.4). */
  | { readonly kind: 'setup'; readonly floors: readonly CardFloor[]; readonly index: number }
  /** A taken card is being resolved: floor `index` needs a colour choice (SK-6.2, SK-6.5). */
  | { readonly kind: 'choose'; readonly card: string; readonly slot: number; readonly index: number; readonly shortage: boolean }
  /** Hand above the limit at the end of the turn: return floors one by one (SK-6.6). */
  | { readonly kind: 'discard' };

/** What ended the game (see {@link EndState}). */
export type EndTrigger = 'roof' | 'shortage' | 'locked' | 'limit';

export interface EndState {
  /**
   * `roof` = trigger A (10th roof, SK-10.1); `shortage` = trigger B (SK-10.2); `locked` = DEFAULT: no
   * site can be built on any more, scheduled like trigger B (SK-10.6); `limit` = DEFAULT: the round
   * limit (SK-10.7), scheduled like trigger B by the last seat of round `roundLimit − 1`.
   */
  readonly trigger: EndTrigger;
  readonly by: PlayerId;
  /** Seats still to play their final turn, in order; the first is playing now (or next). */
  readonly finalTurns: readonly PlayerId[];
}

export interface SkylineState {
  readonly game: 'skyline';
  readonly players: number;
  readonly options: {
    readonly setupMode: 'random' | 'manual';
    readonly startingFloors: number;
    readonly extraTurnMandatory: boolean;
    /** SK-10.7: the most rounds the game lasts (the config's `roundLimit`, DEFAULT 150). */
    readonly roundLimit: number;
  };
  /**
   * The `components` override of the config (plain JSON), or `null` for the DEFAULT data. The board
   * graph, cards and numbers are derived from it (see `gameData` in data.ts).
   */
  readonly components: SkylineComponentsOverride | null;
  /** Site ids of the board in play (usable sites, SK-2.2); a site's index is its position here. */
  readonly sites: readonly string[];
  /** Stack of each site (same index as `sites`), bottom→top; empty = no building. */
  readonly stacks: readonly (readonly Piece[])[];
  readonly supply: Readonly<Record<Colour, number>>;
  /**
   * The order the face-down deck was shuffled into (hidden in views). The first `drawn` cards have been
   * drawn; `deck[drawn]` is the top card.
   */
  readonly deck: readonly string[];
  /** Cards drawn from `deck` since it was shuffled. */
  readonly drawn: number;
  /** Market slots; `null` = empty. */
  readonly market: readonly (string | null)[];
  /** Face-up discard pile, last = top. */
  readonly discard: readonly string[];
  readonly objectives: readonly ObjectiveState[];
  readonly playerStates: readonly PlayerState[];
  readonly firstPlayer: PlayerId;
  /** Seat to act. */
  readonly turn: PlayerId;
  /**
   * The round being played, from 1 (SK-10.7): a round is one turn of each seat from the first player
   * (extra turns belong to the round they are played in). It goes up by one each time the turn passes
   * to `firstPlayer`, final rounds included, so it is at most `options.roundLimit`: the end is scheduled
   * (by `limit` if nothing came first) before round `roundLimit` begins.
   */
  readonly round: number;
  readonly pending: Pending;
  /** The current turn is an extra turn (SK-8.3). */
  readonly extraTurn: boolean;
  /** A star column was credited during the current turn: an extra turn follows (SK-8.2). */
  readonly extraEarned: boolean;
  /** An end trigger happened in the current turn (chain) and is not yet scheduled (never `limit`: SK-10.7 is scheduled as a turn ends). */
  readonly triggered: Exclude<EndTrigger, 'limit'> | null;
  readonly end: EndState | null;
  readonly over: boolean;
  readonly rng: RngState;
}

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

/** Manual setup: place the current starting floor (SK-4.4). `colour` is the card's colour, or the choice for multicolour. */
export interface SetupPlaceAction { readonly type: 'setupPlace'; readonly player: PlayerId; readonly site: string; readonly colour: Colour }
/** Action A: take the card in market slot `slot` (0-based, SK-6.1). */
export interface TakeCardAction { readonly type: 'takeCard'; readonly player: PlayerId; readonly slot: number }
/** Choose the colour of a multicolour or substituted floor of the card being taken (SK-6.2, SK-6.5). */
export interface ChooseColourAction { readonly type: 'chooseColour'; readonly player: PlayerId; readonly colour: Colour }
/** Return one floor to the supply (hand limit, SK-6.6). */
export interface DiscardAction { readonly type: 'discard'; readonly player: PlayerId; readonly colour: Colour }
/** Action B: build a `colour` floor on `site`, fund every neighbour, roof `roofSite` (SK-7). */
export interface BuildAction {
  readonly type: 'build';
  readonly player: PlayerId;
  readonly site: string;
  readonly colour: Colour;
  readonly roofSite: string;
}
/** Decline an earned extra turn (SK-8.3). */
export interface DeclineExtraTurnAction { readonly type: 'declineExtraTurn'; readonly player: PlayerId }
/** No legal action at all (SK-5.3). */
export interface PassAction { readonly type: 'pass'; readonly player: PlayerId }

export type SkylineAction =
  | SetupPlaceAction
  | TakeCardAction
  | ChooseColourAction
  | DiscardAction
  | BuildAction
  | DeclineExtraTurnAction
  | PassAction;

/** What a player sees: everything except the deck order (a count) and the RNG. */
export type SkylineView = Omit<SkylineState, 'deck' | 'drawn' | 'rng'> & {
  /** Face-down cards left in the deck. */
  readonly deckSize: number;
  /** The board graph in play (sites, districts, parks, neighbours). */
  readonly board: ResolvedBoard;
  /** The material cards by id. */
  readonly cards: Readonly<Record<string, MaterialCard>>;
  /** Money by track column and star columns. */
  readonly track: TrackData;
  /** Cone row money by roofs on top. */
  readonly coneValues: readonly number[];
  readonly handLimit: number;
};
