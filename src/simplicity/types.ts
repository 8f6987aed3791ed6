/**
 * Simplicity: config, state, actions and view types.
 *
 * Seats and teams (DEFAULT U-16): teams are numbered 0..T-1 in team-colour order. With 4–6 players
 * seat p controls team p; with 2–3 players seat p controls teams 2p and 2p+1 (SIM-3.1). Every action
 * names both the acting seat (`player`) and the team it acts for (`team`).
 */
import type { PlayerId, RngState } from '../core/index.js';

/** A planning-board row: the symbols its tile may be placed on, or `'wild'` (any empty space, blank included). */
export type PlanningRow = readonly string[] | 'wild';

/** A city board as data (SIM-3.5): `cells[r][c]` is a symbol name, `'blank'`, or `null` (no space). */
export interface SimplicityBoard {
  readonly cells: readonly (readonly (string | null)[])[];
  /** Where the start tiles go, in placement order, as `[row, col]` (SIM-3.4). */
  readonly startTilePositions: readonly (readonly [number, number])[];
}

/**
 * The component data the rules read. Every field is DEFAULT data (docs/rules/simplicity.md section 11) and can be
 * replaced through `config.components` (validated; bad data throws `BAD_CONFIG`).
 */
export interface SimplicityComponents {
  /** Symbol names of the city-board spaces (U-4). `'blank'` is reserved for spaces without a symbol. */
  readonly symbols: readonly string[];
  /** Building colours (SIM-2.1). `'park'` is reserved for the park tiles. */
  readonly buildings: readonly string[];
  /** Tiles in the box per building colour and `park` (U-3). */
  readonly tileCounts: Readonly<Record<string, number>>;
  /** The 7 rows of each side of the planning board, row 1 first (U-5). */
  readonly planningBoard: { readonly A: readonly PlanningRow[]; readonly B: readonly PlanningRow[] };
  /** City boards by id (U-1, U-2). */
  readonly boards: Readonly<Record<string, SimplicityBoard>>;
  /** The board id used at each player count `'2'..'6'`. */
  readonly boardForPlayers: Readonly<Record<string, string>>;
  /** Team colour names, team index order (U-14); at least as many as teams in play. */
  readonly teamColours: readonly string[];
}

/** Options of {@link SimplicityConfig}. Every field optional; defaults in brackets. */
export interface SimplicityConfig {
  /** Number of seats, 2–6. */
  readonly players: number;
  /** U-7: `'pickAndPlace'` [default] (choose a row, then place its tile) or `'pawnsThenPlace'` (all pawns first, then tiles in row order). */
  readonly turnStructure?: 'pickAndPlace' | 'pawnsThenPlace';
  /** U-10: `'global'` [default] or `'perRow'` scope of the "no legal placement" fallback (SIM-4.8). */
  readonly fallbackScope?: 'global' | 'perRow';
  /** U-6: the planning-board side used in round 1 [`'A'`]; it is turned over every round. */
  readonly startSide?: 'A' | 'B';
  /** U-13: the i-th start tile carries a disc of team i [false]. */
  readonly startTilesHaveDiscs?: boolean;
  /** Replacement component data, merged field by field over the defaults [none]. */
  readonly components?: Partial<SimplicityComponents> | null;
}

/** The config with every option resolved. */
export interface ResolvedOptions {
  readonly turnStructure: 'pickAndPlace' | 'pawnsThenPlace';
  readonly fallbackScope: 'global' | 'perRow';
  readonly startSide: 'A' | 'B';
  readonly startTilesHaveDiscs: boolean;
}

/** What the game is waiting for. */
export type Phase = 'demolish' | 'choose' | 'place' | 'over';

/**
 * The whole game state: plain JSON, flat arrays indexed by team, planning row (0..6) or city cell
 * (`r * cols + c`). Tile kinds are indices into `[...buildings, 'park']`; `-1` means none.
 */
export interface SimplicityState {
  readonly players: number;
  /** Teams in play (4, 6, 4, 5, 6 for 2..6 players). */
  readonly teams: number;
  /** 2 with 2–3 players, else 1. */
  readonly teamsPerPlayer: number;
  readonly options: ResolvedOptions;
  /** Whether the demolition token is used (2, 4, 5 players). */
  readonly demolition: boolean;
  /** The board id in `components.boards`. */
  readonly board: string;
  /** The user's component data (merged over the defaults), or null for the defaults. */
  readonly components: SimplicityComponents | null;
  /** 1..5. */
  readonly round: number;
  /** 0 = side A, 1 = side B. */
  readonly side: number;
  readonly phase: Phase;
  /** This round's turn order (team indices). */
  readonly order: readonly number[];
  /** Index into `order` of the team choosing a row (choose phase; pickAndPlace place phase too). */
  readonly turn: number;
  /** The team that must act now, or -1 when over. */
  readonly active: number;
  /** Place phase: the planning row (0..6) whose tile is being placed, else -1. */
  readonly placeRow: number;
  /** Tile kind beside each planning row (0..6), -1 if none (taken or never drawn). */
  readonly rowTile: readonly number[];
  /** Team whose pawn is on each planning row this round, -1 if none. */
  readonly rowPawn: readonly number[];
  /** The demolished row (0..6) this round, or -1. */
  readonly demolished: number;
  /** Each team's pawn row (0..6) in the latest round it placed one, -1 before its first (tie-break, SIM-8.4). */
  readonly pawnRow: readonly number[];
  /** Tile kind on each city cell, -1 if empty (or not a space). */
  readonly tile: readonly number[];
  /** Team whose disc is on each city cell, -1 if none. */
  readonly disc: readonly number[];
  /** The face-down draw pile; the next tile drawn is the last element. Hidden in views. */
  readonly pile: readonly number[];
  /** Tiles discarded from the planning board, counted per kind. */
  readonly discarded: readonly number[];
  /** Bonus tokens per team (SIM-4.4). */
  readonly bonus: readonly number[];
  readonly rng: RngState;
}

/** The last team of the round puts the demolition token on a row (SIM-4.5, 2/4/5 players). `row` is 1..7. */
export interface DemolishAction {
  readonly type: 'demolish';
  readonly player: PlayerId;
  readonly team: number;
  readonly row: number;
}
/** A team takes a planning row's tile and puts its pawn there (SIM-4.6 steps 1–2). `row` is 1..7. */
export interface ChooseAction {
  readonly type: 'choose';
  readonly player: PlayerId;
  readonly team: number;
  readonly row: number;
}
/** The team places its taken tile on city cell (r, c) and puts a disc on it (SIM-4.6 steps 3–4). */
export interface PlaceAction {
  readonly type: 'place';
  readonly player: PlayerId;
  readonly team: number;
  readonly r: number;
  readonly c: number;
}
export type SimplicityAction = DemolishAction | ChooseAction | PlaceAction;

/** One city-board cell as a player sees it. */
export interface CellView {
  /** Symbol name, `'blank'`, or null when the cell is not part of the board. */
  readonly space: string | null;
  /** Tile on it (building colour or `'park'`), or null. */
  readonly tile: string | null;
  /** Team index of the disc on it, or null. */
  readonly disc: number | null;
}

/** One planning-board row as a player sees it. */
export interface PlanningRowView {
  readonly row: number;
  readonly symbols: PlanningRow;
  readonly tile: string | null;
  readonly pawn: number | null;
  readonly demolished: boolean;
}

/** A team's public line. */
export interface TeamView {
  readonly team: number;
  readonly colour: string;
  readonly player: PlayerId;
  /** Pawn row 1..7 in the latest round it placed one, or null. */
  readonly pawnRow: number | null;
  readonly bonus: number;
  /** Running team score parts (links, neighbourhoods, parks, bonus) and total. */
  readonly score: TeamScore;
}

/** A team's score parts (SIM-7.1..7.5). */
export interface TeamScore {
  readonly links: number;
  readonly neighbourhoods: number;
  readonly parks: number;
  readonly bonus: number;
  readonly total: number;
}

/** What a seat (or spectator) sees: everything but the draw pile order (SIM-6.1) and the RNG. */
export interface SimplicityView {
  readonly players: number;
  readonly viewer: PlayerId | null;
  readonly round: number;
  readonly side: 'A' | 'B';
  readonly phase: Phase;
  readonly order: readonly number[];
  readonly activeTeam: number | null;
  readonly activePlayer: PlayerId | null;
  /** Place phase: the planning row (1..7) of the tile being placed, else null. */
  readonly placingRow: number | null;
  readonly options: ResolvedOptions;
  readonly demolition: boolean;
  readonly teams: readonly TeamView[];
  readonly planningBoard: readonly PlanningRowView[];
  /** `city[r][c]`. */
  readonly city: readonly (readonly CellView[])[];
  /** Number of tiles in the draw pile (its order is hidden). */
  readonly pileCount: number;
  /** Discarded tiles per kind name. */
  readonly discarded: Readonly<Record<string, number>>;
}
