/**
 * Types of the Welcome To... engine: config, state, actions, view. All plain JSON.
 */
import type { PlayerId, RngState } from '../core/index.js';
import type { Effect, TruckDirection, WelcomeToComponents } from './data.js';

/** Board of the sheet (WT-3.2, WT-13, WT-14). */
export type Board = 'base' | 'icecream' | 'christmas';

/** WT-7.2 / U-3: the moments of the turn a roundabout may be built (see `WelcomeToConfig.roundaboutTiming`). */
export type RoundaboutTiming = 'beforeWrite' | 'beforeChoosing' | 'beforeOrAfter';

/** Options. Every field but `players` is optional; defaults in brackets. */
export interface WelcomeToConfig {
  /** 1..12 seats; 1 = solo mode (WT-12). */
  readonly players: number;
  /** `'standard'` [default] or `'advanced'` (roundabouts + advanced City Plans, WT-7; the seed's "intermediate mode"). */
  readonly variant?: 'standard' | 'advanced';
  /** Expert rules: card drafting, draw 3 use 2 pass 1 (WT-11; the seed's "advanced mode"). Needs >= 2 players. [false] */
  readonly expert?: boolean;
  /** Sheet: `'base'` [default], `'icecream'` (WT-13) or `'christmas'` (WT-14). */
  readonly board?: Board;
  /**
   * WT-7.2 / U-3: when a roundabout may be built. `'beforeWrite'` [default, seed: "before the normal
   * write"]: before or after choosing a combination, until the number is written; `'beforeChoosing'`
   * (BGA; what `'beforeWrite'` meant before 2026-12): only before choosing; `'beforeOrAfter'`
   * (rulebook): before writing, or after the house and its effect.
   */
  readonly roundaboutTiming?: RoundaboutTiming;
  /** WT-5.6 / U-4: refusal forbidden when a Temp modification would allow a write. [false] */
  readonly refusalConsidersTemp?: boolean;
  /** WT-8.7 / U-2: who may ask for a reshuffle after a City Plan. [`'perPlan'`] */
  readonly reshufflePolicy?: 'perPlan' | 'firstPlanOnly' | 'never';
  /** WT-13.5 / U-7: `'sellLastCone'` [default, seed] or `'reachLastConeHouse'` (BGA). */
  readonly iceBonusTrigger?: 'sellLastCone' | 'reachLastConeHouse';
  /** WT-9.5 / U-1: temp majority ranking, `'dense'` [default] or `'competition'`. */
  readonly tempRanking?: 'dense' | 'competition';
  /** WT-6.5.2 / U-5: a Temp combination used with modifier 0 hires a temp. [true] */
  readonly tempZeroModifierHires?: boolean;
  /** WT-3.3 / U-8: the themed board's n°3 plans replace the basic n°3 pool (false: they are added to it). [true] */
  readonly thematicReplacesStack3?: boolean;
  /** Corrected component data; defaults to the published game ({@link WELCOMETO_COMPONENTS}). */
  readonly components?: WelcomeToComponents;
}

/** The config with every default filled in (components excluded; see `State.components`). */
export interface ResolvedConfig {
  readonly players: number;
  readonly variant: 'standard' | 'advanced';
  readonly expert: boolean;
  readonly board: Board;
  readonly roundaboutTiming: RoundaboutTiming;
  readonly refusalConsidersTemp: boolean;
  readonly reshufflePolicy: 'perPlan' | 'firstPlanOnly' | 'never';
  readonly iceBonusTrigger: 'sellLastCone' | 'reachLastConeHouse';
  readonly tempRanking: 'dense' | 'competition';
  readonly tempZeroModifierHires: boolean;
  readonly thematicReplacesStack3: boolean;
}

/** House cell values: a house number 0..17, or one of these. */
export const EMPTY = -1;
export const ROUNDABOUT = -2;

/** Marks in the per-street mark strings of a sheet ('.' = nothing). */
export const NO_MARK = '.';
/** A fence on a fence slot. */
export const FENCE = '|';
/** A house written as a bis copy. */
export const BIS = 'b';
/** A house used for a City Plan. */
export const USED = 'u';
/** A built pool. */
export const POOL = 'p';
/** A sold (circled) cone on the Ice Cream board. */
export const CONE_SOLD = 's';
/** A crossed-off cone on the Ice Cream board. */
export const CONE_CROSSED = 'x';

/** Street bonus marks on the Ice Cream board. */
export const BONUS_OPEN = 0;
export const BONUS_EARNED = 1;
export const BONUS_LOST = 2;

/** The Ice Cream part of a sheet (WT-13). */
export interface IceSheet {
  /** Per street, one character per house: '.' untouched (or no cone), 's' sold (circled), 'x' crossed off. */
  readonly cones: readonly string[];
  /** Per street: the direction its truck drives, null until chosen (bottom street). */
  readonly dir: readonly (TruckDirection | null)[];
  /** Per street: where the truck stands (a house it stopped at, or -1 / houses for the ends). */
  readonly pos: readonly number[];
  /** Per street: 0 open, 1 earned, 2 crossed off (lost to a faster player). */
  readonly bonus: readonly number[];
}

/** One player's score sheet. */
export interface Sheet {
  /** Per street, per house: -1 empty, -2 roundabout, else the house number 0..17. */
  readonly houses: readonly (readonly number[])[];
  /** Per street, one character per house: 'b' written as a bis copy, else '.'. */
  readonly bis: readonly string[];
  /** Per street, one character per fence slot (slot g between house g and g+1): '|' fence drawn, else '.'. */
  readonly fences: readonly string[];
  /** Per street, one character per house: 'u' marked used by a City Plan (WT-8.3), else '.'. */
  readonly used: readonly string[];
  /** Per street, one character per house: 'p' pool built, else '.'. */
  readonly pools: readonly string[];
  /** Parks crossed per street. */
  readonly parks: readonly number[];
  /** Real-estate boxes crossed per estate size 1..6 (index 0 = size 1). */
  readonly realEstate: readonly number[];
  readonly temps: number;
  /** Bis boxes crossed. */
  readonly bisUsed: number;
  readonly roundabouts: number;
  readonly refusals: number;
  /** Per plan slot: the turn in which this player claimed it, or null. */
  readonly plans: readonly (number | null)[];
  /** Ice Cream board only. */
  readonly ice: IceSheet | null;
}

/** The step a player is at inside the current turn (WT-4.3). */
export type Step = 'choose' | 'write' | 'truck' | 'effect' | 'plans' | 'done';

/** A player's progress through the current turn. */
export interface TurnState {
  readonly step: Step;
  /** A roundabout was built this turn (max 1 per turn, WT-7.1). */
  readonly roundabout: boolean;
  /** The chosen combination; null before choosing or after a refusal. */
  readonly choice: {
    /** Standard: stack index; expert/solo: index in the hand. */
    readonly numberCard: number;
    readonly effectCard: number;
    readonly number: number;
    readonly effect: Effect;
  } | null;
  readonly refused: boolean;
  /** Where the number was written this turn. */
  readonly written: { readonly street: number; readonly house: number } | null;
  /** An estate-plan claim in progress: plan slot and the estates picked so far ([street, first house]). */
  readonly claiming: { readonly plan: number; readonly estates: readonly (readonly [number, number])[] } | null;
  /** This player asked for a reshuffle (WT-8.7). */
  readonly reshuffle: boolean;
}

/** A seat: its live sheet, the sheet others see (as of the start of the turn), its turn progress and hand. */
export interface PlayerState {
  readonly sheet: Sheet;
  /**
   * The sheet as revealed at the end of the previous turn, i.e. what the other players see while this
   * turn's choices are hidden; null while it equals `sheet` (nothing changed yet this turn).
   */
  readonly shown: Sheet | null;
  readonly turn: TurnState;
  /** Expert and solo: card indices (into `components.cards`) in hand. Empty in standard mode. */
  readonly hand: readonly number[];
}

/** The solo card in a solo deck (WT-12.1). */
export const SOLO_CARD = -1;

/** The whole game state. Plain JSON. */
export interface WelcomeToState {
  readonly game: 'welcometo';
  readonly config: ResolvedConfig;
  /** User-supplied components, or null for the published ones. */
  readonly components: WelcomeToComponents | null;
  /** Turn number, from 1. */
  readonly turn: number;
  /** The three City Plans in play (slot 0 = n°1). */
  readonly plans: readonly string[];
  /** Per plan slot: the first turn in which anyone claimed it (set when that turn resolves). */
  readonly planFirstTurn: readonly (number | null)[];
  /** Standard mode: the three stacks, number side up; index 0 is the top (its number is on offer). */
  readonly stacks: readonly (readonly number[])[];
  /** Standard mode: the effect card just flipped from each stack (this turn's effects). */
  readonly flipped: readonly number[];
  /** Expert and solo: the draw deck (index 0 = top). */
  readonly deck: readonly number[];
  /** Discarded cards. */
  readonly discard: readonly number[];
  /** Solo: turn in which the Solo card was drawn (plans approved from then on), else null. */
  readonly soloApprovedTurn: number | null;
  /** A reshuffle was asked for this turn (applied when the turn resolves). */
  readonly reshuffleNext: boolean;
  readonly players: readonly PlayerState[];
  readonly over: boolean;
  readonly rng: RngState;
}

/** Actions: each a click of the turn (WT-4.3). No optional fields. */
export type WelcomeToAction =
  | { readonly type: 'roundabout'; readonly player: PlayerId; readonly street: number; readonly house: number }
  | { readonly type: 'choose'; readonly player: PlayerId; readonly numberCard: number; readonly effectCard: number }
  | { readonly type: 'refuse'; readonly player: PlayerId }
  | {
      readonly type: 'write';
      readonly player: PlayerId;
      readonly street: number;
      readonly house: number;
      readonly number: number;
      /** Use the Temp Agency (only with a Temp combination). */
      readonly temp: boolean;
    }
  | { readonly type: 'truck'; readonly player: PlayerId; readonly direction: TruckDirection }
  | { readonly type: 'fence'; readonly player: PlayerId; readonly street: number; readonly slot: number }
  | { readonly type: 'realEstate'; readonly player: PlayerId; readonly size: number }
  | { readonly type: 'park'; readonly player: PlayerId }
  | { readonly type: 'pool'; readonly player: PlayerId }
  | { readonly type: 'bis'; readonly player: PlayerId; readonly street: number; readonly house: number; readonly from: number }
  | { readonly type: 'skip'; readonly player: PlayerId }
  | { readonly type: 'claim'; readonly player: PlayerId; readonly plan: number }
  | { readonly type: 'designate'; readonly player: PlayerId; readonly street: number; readonly house: number }
  | { readonly type: 'reshuffle'; readonly player: PlayerId }
  | { readonly type: 'end'; readonly player: PlayerId };

/** Action type names. */
export const ACTION_TYPES = [
  'roundabout',
  'choose',
  'refuse',
  'write',
  'truck',
  'fence',
  'realEstate',
  'park',
  'pool',
  'bis',
  'skip',
  'claim',
  'designate',
  'reshuffle',
  'end',
] as const;

/** One offered combination (what a player may pick): card indices and what they show. */
export interface OfferView {
  readonly numberCard: number;
  readonly effectCard: number;
  readonly number: number;
  readonly effect: Effect;
}

/** A player as seen by a viewer. */
export interface PlayerView {
  readonly player: PlayerId;
  /** Own live sheet for the viewer; for others the sheet as of the start of this turn. */
  readonly sheet: Sheet;
  /** Finished this turn. */
  readonly done: boolean;
  /** Own turn progress (null for others: their choices are hidden until the turn resolves). */
  readonly turn: TurnState | null;
  /** Own hand as cards (expert/solo); null for others. */
  readonly hand: readonly { readonly number: number; readonly effect: Effect }[] | null;
  readonly handSize: number;
}

/** What a player (or a spectator, null) sees. No RNG, no deck order, no hidden hands or choices. */
export interface WelcomeToView {
  readonly game: 'welcometo';
  readonly config: ResolvedConfig;
  readonly viewer: PlayerId | null;
  readonly turn: number;
  readonly over: boolean;
  readonly plans: readonly {
    readonly id: string;
    readonly firstPoints: number;
    readonly laterPoints: number;
    /** First turn anyone claimed it (revealed claims only). */
    readonly firstTurn: number | null;
  }[];
  /** Standard mode: the three combinations on offer (stack number + flipped effect). */
  readonly offer: readonly OfferView[];
  /** Cards left in each stack (standard) — their order is hidden. */
  readonly stackSizes: readonly number[];
  readonly deckSize: number;
  readonly discardSize: number;
  readonly soloApprovedTurn: number | null;
  readonly players: readonly PlayerView[];
}
