/**
 * Villagers: config, state, actions and view. All plain JSON.
 */
import type { PlayerId, RngState } from '../core/index.js';
import type { BasicId, CardType, Suit } from './data.js';

/**
 * A solo Event card (S-3). Two kinds are known: the player pays the Countess coins, or she steals one of
 * the player's villagers (never a basic one).
 */
export interface SoloEvent {
  /** Stable id, e.g. `"S01"`. */
  readonly id: string;
  readonly name: string;
  /** Summer events resolve first in a round, then a Winter event (S-3.1). */
  readonly season: 'summer' | 'winter';
  /** `'pay'`: you pay `coins` from your supply to the Countess (all you have if fewer, S-3.2). `'steal'`: S-3.3. */
  readonly kind: 'pay' | 'steal';
  /** Coins to pay (`pay`); 0 for `steal`. */
  readonly coins: number;
  /** `steal`: only a villager of this suit, or null for any suit (S-3.3); null for `pay`. */
  readonly suit: Suit | null;
}

/** The Countess's scoring (S-5). Her card's other side and her final scoring are not published: DEFAULT data. */
export interface CountessRules {
  /** Gold she starts with (S-1; published: 1). */
  readonly startingGold: number;
  /** Printed gold of her card, 4-gold side up (S-1; published: 4); paid to her at each Market (DEFAULT). */
  readonly cardGold: number;
  /** At each Market she is also paid the printed gold of the villagers in her village (DEFAULT true). */
  readonly villagerGold: boolean;
  /** Extra gold per villager in her village at the Second Market (DEFAULT 0). */
  readonly perVillagerAtSecondMarket: number;
}

/** Options of `villagers.setup`. Every field but `players` is optional. */
export interface VillagersConfig {
  /** 1–5. 1 is solo against the Countess (S-1..S-5). */
  readonly players: number;
  /**
   * Solo only: the 24 Event cards (S-3), replacing {@link SOLO_EVENTS}. DEFAULT `null`: the DEFAULT set
   * (the printed texts are not published).
   */
  readonly events?: readonly SoloEvent[] | null;
  /** Solo only: the Countess's scoring, field by field over {@link COUNTESS_RULES} (DEFAULT, S-5). */
  readonly countess?: Partial<CountessRules> | null;
  /**
   * The 6 Starting Road villagers, left to right, as card ids (V-3.2). DEFAULT `null`: the 6 cards
   * carrying the signpost are not known, so the Road is dealt as 6 random cards of the shuffled deck.
   */
  readonly startingRoad?: readonly string[] | null;
  /** A corrected card list replacing {@link CARDS} (same shape). DEFAULT `null`: the published list. */
  readonly cards?: readonly CardType[] | null;
}

/** A face-up Road space: the card (by uid) and the coins lying on it; null when empty. */
export interface RoadSlot {
  readonly card: number;
  readonly coins: number;
}

/** One card in a village. Nodes never move; an Apprentice takes over a node in place (V-7.3). */
export interface VillageNode {
  /** Card uid. */
  readonly card: number;
  /** Index (in the same village) of the card this one lies on; null for the bottom of a column. */
  readonly on: number | null;
  /** Monk/Apprentice only: the card id it stands in for (V-7.2, V-7.3); null otherwise. */
  readonly role: string | null;
  /** Coins lying on the card (unlock payments, V-6.7). */
  readonly coins: number;
  /** Founders only: which side is up (V-8.1); null for every other card. */
  readonly side: 'gold' | 'food' | null;
}

/** Market income by source, recorded for the score sheet. */
export interface MarketIncome {
  readonly firstGold: number;
  readonly firstCoins: number;
  readonly secondGold: number;
  /** Silver by card name (each silver card type summed); only cards that paid are listed. */
  readonly secondSilver: Readonly<Record<string, number>>;
  readonly secondCoins: number;
}

export interface SeatState {
  /** Gold in supply. */
  readonly gold: number;
  /** Card uids in hand (hidden). */
  readonly hand: readonly number[];
  /** Cards drafted this phase, face up on the Village Square until the limit is reached (V-5.7). */
  readonly square: readonly number[];
  readonly village: readonly VillageNode[];
  readonly draftLimit: number;
  readonly drafted: number;
  /** Build limit snapshot taken at the start of the build phase (V-6.2). */
  readonly buildLimit: number;
  /** Builds used this build turn (V-6.3). */
  readonly builds: number;
  /** Basic-villager trades made this build turn (V-6.6). */
  readonly trades: number;
  /** A Tinner was played this build turn (V-7.4). */
  readonly tinner: boolean;
  /** A villager taken by this player's Apprentice, waiting to be placed (V-7.3); null otherwise. */
  readonly taken: number | null;
  readonly income: MarketIncome;
}

/**
 * `event`: solo, an Event card was just revealed and the player decides whether the Jester discards it
 * (S-4); `countess`: solo, the player chooses the Road villager the Countess takes (S-2).
 */
export type Phase = 'draft' | 'countess' | 'roadCoins' | 'build' | 'event' | 'over';

/** Solo game state (S-1..S-5): the event decks, the Jester, the Countess's scoring. */
export interface SoloState {
  /** The event list in play, or null for the DEFAULT {@link SOLO_EVENTS}. */
  readonly events: readonly SoloEvent[] | null;
  readonly countess: CountessRules;
  /** Face-down Summer and Winter decks (indices into the event list); the top card is the last element. Hidden. */
  readonly summer: readonly number[];
  readonly winter: readonly number[];
  /** This round's face-up Summer event (resolves at the end of the build phase), or null. */
  readonly current: number | null;
  /** Phase `event`: the event just revealed, waiting for the Jester decision. */
  readonly revealed: number | null;
  /** The Jester is still unused (S-4). */
  readonly jester: boolean;
  /** Events resolved, in order, with what happened (public). */
  readonly log: readonly SoloEventResult[];
  /** The Countess's gold by source. */
  readonly income: CountessIncome;
}

/** What an event did (S-3): `paid` coins, or the `stolen` card uid (null: nothing to steal), or `discarded` by the Jester. */
export interface SoloEventResult {
  readonly event: number;
  readonly round: number;
  readonly paid: number;
  readonly stolen: number | null;
  readonly discarded: boolean;
}

/** The Countess's gold by source (her score sheet, S-5). */
export interface CountessIncome {
  readonly events: number;
  readonly roadCoins: number;
  readonly firstMarket: number;
  readonly secondMarket: number;
}

export interface VillagersState {
  readonly players: number;
  /** The overriding card list, or null for the published one. */
  readonly cardSet: readonly CardType[] | null;
  readonly startingRoad: readonly string[] | null;
  readonly phase: Phase;
  readonly round: number;
  readonly firstPlayer: PlayerId;
  /** The seat to act (draft, road coins, build). */
  readonly turn: PlayerId;
  readonly road: readonly (RoadSlot | null)[];
  /** Six face-down stacks; the top card is the last element. */
  readonly stacks: readonly (readonly number[])[];
  /** Face-down Reserve; the top card is the last element. */
  readonly reserve: readonly number[];
  readonly discard: readonly number[];
  /** Basic villager supply piles (uids). */
  readonly basics: Readonly<Record<BasicId, readonly number[]>>;
  readonly firstMarketDone: boolean;
  readonly secondMarketDone: boolean;
  /** 2p road refresh: coins placed this refresh so far (V-5.9). */
  readonly coinsPlaced: number;
  /**
   * Seats in seating order. Solo: `seats[1]` is the Countess (S-1: she takes the second seat): her
   * village (every card a column of its own, on: null), her supply, no hand; she never acts.
   */
  readonly seats: readonly SeatState[];
  /** Solo only (players 1), else null. */
  readonly solo: SoloState | null;
  readonly rng: RngState;
}

/** Draft a face-up Road card (V-5.4a). */
export interface DraftRoadAction {
  readonly type: 'draftRoad';
  readonly player: PlayerId;
  /** Road space 0..5, left to right. */
  readonly slot: number;
}
/** Draft the top card of a Road stack (V-5.4b). */
export interface DraftStackAction {
  readonly type: 'draftStack';
  readonly player: PlayerId;
  /** Stack 0..5, left to right. */
  readonly stack: number;
}
/** Draft the top card of the Reserve, once every stack is empty (V-5.4c). */
export interface DraftReserveAction {
  readonly type: 'draftReserve';
  readonly player: PlayerId;
}
/** 2-player road refresh: put a bank coin on a face-up Road card, or pass with `slot: null` (V-5.9). */
export interface PlaceCoinAction {
  readonly type: 'placeCoin';
  readonly player: PlayerId;
  readonly slot: number | null;
}
/**
 * Build a card from hand (V-6.3, V-6.4). `on` is the uid of the card in your village it goes on, or
 * null for a new column. `monks` Monks from hand go first, standing in for the chain members just below
 * the card (V-7.2). `unlock` pays a padlock (V-6.7): the uid of an unlocker card in any village,
 * `'bank'`, `'tinner'` (V-7.4), or null when the card has no padlock.
 */
export interface BuildAction {
  readonly type: 'build';
  readonly player: PlayerId;
  readonly card: string;
  readonly on: number | null;
  readonly monks: number;
  readonly unlock: Unlock;
}
export type Unlock = number | 'bank' | 'tinner' | null;
/** Trade a hand card onto a stack (null when every stack is empty) for a basic villager (V-6.6). */
export interface TradeAction {
  readonly type: 'trade';
  readonly player: PlayerId;
  readonly card: string;
  readonly stack: number | null;
  readonly basic: BasicId;
}
/** Play an Apprentice on a covered villager (uid) in any village (V-7.3). */
export interface ApprenticeAction {
  readonly type: 'apprentice';
  readonly player: PlayerId;
  readonly target: number;
}
/** Place the villager your Apprentice took (V-7.3). `side` is for a Founders, null otherwise. */
export interface PlaceTakenAction {
  readonly type: 'placeTaken';
  readonly player: PlayerId;
  readonly on: number | null;
  readonly unlock: Unlock;
  readonly side: 'gold' | 'food' | null;
}
/** Play a Tinner: padlocks of cards placed later this turn may be opened for free (V-7.4). */
export interface TinnerAction {
  readonly type: 'tinner';
  readonly player: PlayerId;
}
/** Play a Smuggler on one of your uncovered villagers (uid), paying its padlock (V-7.5). */
export interface SmugglerAction {
  readonly type: 'smuggler';
  readonly player: PlayerId;
  readonly target: number;
  readonly unlock: Unlock;
}
/** End your build turn (V-6.8). */
export interface EndBuildAction {
  readonly type: 'endBuild';
  readonly player: PlayerId;
}

/** Solo: choose the face-up Road villager the Countess takes (S-2). */
export interface CountessTakesAction {
  readonly type: 'countessTakes';
  readonly player: PlayerId;
  /** Road space 0..5. */
  readonly slot: number;
}
/** Solo: discard the event just revealed with the Jester, once per game (S-4). */
export interface JesterAction {
  readonly type: 'jester';
  readonly player: PlayerId;
}
/** Solo: let the event just revealed stand (keep the Jester, S-4). */
export interface AcceptEventAction {
  readonly type: 'acceptEvent';
  readonly player: PlayerId;
}

export type VillagersAction =
  | CountessTakesAction
  | JesterAction
  | AcceptEventAction
  | DraftRoadAction
  | DraftStackAction
  | DraftReserveAction
  | PlaceCoinAction
  | BuildAction
  | TradeAction
  | ApprenticeAction
  | PlaceTakenAction
  | TinnerAction
  | SmugglerAction
  | EndBuildAction;

/** A village card as a view shows it. */
export interface ViewNode {
  readonly uid: number;
  readonly card: string;
  readonly on: number | null;
  readonly role: string | null;
  readonly coins: number;
  readonly side: 'gold' | 'food' | null;
  readonly covered: boolean;
}

export interface ViewSeat {
  readonly gold: number;
  /** Card ids in hand for the viewer's own seat; null for others (see handCount). */
  readonly hand: readonly string[] | null;
  readonly handCount: number;
  readonly square: readonly string[];
  readonly village: readonly ViewNode[];
  readonly draftLimit: number;
  readonly drafted: number;
  readonly buildLimit: number;
  readonly builds: number;
  readonly trades: number;
  readonly tinner: boolean;
  readonly taken: string | null;
  readonly income: MarketIncome;
}

export interface VillagersView {
  readonly players: number;
  readonly viewer: PlayerId | null;
  readonly phase: Phase;
  readonly round: number;
  readonly firstPlayer: PlayerId;
  readonly turn: PlayerId;
  readonly road: readonly ({ readonly card: string; readonly coins: number } | null)[];
  /** Stacks: size and the suit on the top card's back (V-11.7); the Market card under it, if any. */
  readonly stacks: readonly { readonly count: number; readonly topSuit: Suit | null; readonly market: 'first' | 'second' | null }[];
  readonly reserve: { readonly count: number; readonly topSuit: Suit | null };
  readonly discard: readonly string[];
  readonly basics: Readonly<Record<BasicId, number>>;
  readonly firstMarketDone: boolean;
  readonly secondMarketDone: boolean;
  /** Seats; solo: `seats[1]` is the Countess. */
  readonly seats: readonly ViewSeat[];
  /** Solo: the public event information (deck sizes only: the order is hidden), else null. */
  readonly solo: SoloView | null;
}

export interface SoloView {
  readonly summerLeft: number;
  readonly winterLeft: number;
  /** This round's face-up Summer event, by id. */
  readonly current: SoloEvent | null;
  /** Phase `event`: the event waiting for the Jester decision. */
  readonly revealed: SoloEvent | null;
  readonly jester: boolean;
  readonly log: readonly { readonly event: string; readonly round: number; readonly paid: number; readonly stolen: string | null; readonly discarded: boolean }[];
  readonly countess: CountessRules;
  readonly income: CountessIncome;
}
