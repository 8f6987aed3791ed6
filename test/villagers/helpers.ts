/**
 * Test helpers: exact Villagers positions built with the package's own `position()` (so card
 * conservation and every derived field come from the engine), card lookups by name, and rejections.
 */
import type { RuleErrorCode, Seed } from '../../src/core/index.js';
import { expectRejected } from '../../src/core/testing.js';
import { position, positionOf, villagers, type VillagersPosition } from '../../src/villagers/index.js';
import type { VillagersAction, VillagersConfig, VillagersState } from '../../src/villagers/types.js';
import { idOf } from '../../src/villagers/village.js';

/** A test position: {@link position} with every hand empty unless given, and a build turn shorthand. */
export interface Scene extends Omit<VillagersPosition, 'config'> {
  /** Config options besides `players`. */
  readonly options?: Omit<VillagersConfig, 'players'>;
  /** Make it this seat's build turn (phase `build`, it is the first player). */
  readonly build?: number;
  /** With `build`: that seat's build limit (default: derived from its village, V-6.2). */
  readonly limit?: number;
}

/**
 * `position()` for `players` from `seed`: villages are the given columns after the Founders (gold
 * side up) unless a column names the Founders itself; hands default to empty (their cards stay in
 * the Reserve).
 */
export function pos(players: number, seed: Seed, scene: Scene = {}): VillagersState {
  const { options, build, limit, ...spec } = scene;
  const seats = players === 1 ? 2 : players;
  const villages = spec.villages?.map((cols, p) => (p >= players || cols.some((c) => c.startsWith('founders')) ? cols : ['founders', ...cols]));
  const hands = Array.from({ length: seats }, (_, p) => spec.hands?.[p] ?? []);
  const seatSpecs = build !== undefined && limit !== undefined ? Array.from({ length: seats }, (_, p) => ({ ...spec.seats?.[p], ...(p === build ? { buildLimit: limit } : {}) })) : spec.seats;
  return position(
    {
      ...spec,
      config: { players, ...options },
      ...(villages ? { villages } : {}),
      hands,
      ...(build !== undefined ? { phase: 'build' as const, turn: build, firstPlayer: build } : {}),
      ...(seatSpecs ? { seats: seatSpecs } : {}),
    },
    seed,
  );
}

/** The public position of `s` changed by `edit`, rebuilt with `position()` from `seed` (hidden cards dealt anew). */
export function respec(s: VillagersState, seed: Seed, edit: (p: VillagersPosition) => VillagersPosition): VillagersState {
  return position(edit(JSON.parse(JSON.stringify(positionOf(s))) as VillagersPosition), seed);
}

/** `n` empty stacks or piles. */
export const empty = (n = 6) => Array.from({ length: n }, () => ({ count: 0, topSuit: null }));

/** The uid of the `nth` card `id` in a seat's village. */
export function uid(s: VillagersState, seat: number, id: string, nth = 0): number {
  const found = s.seats[seat]!.village.filter((n) => idOf(s, n.card) === id);
  if (found.length <= nth) throw new Error(`no ${id} #${nth} in the village of P${seat + 1}`);
  return found[nth]!.card;
}

/** The uid of the `nth` card `id` in a seat's hand. */
export function inHand(s: VillagersState, seat: number, id: string, nth = 0): number {
  const found = s.seats[seat]!.hand.filter((u) => idOf(s, u) === id);
  if (found.length <= nth) throw new Error(`no ${id} #${nth} in the hand of P${seat + 1}`);
  return found[nth]!;
}

/** Index of a node by uid in a seat's village. */
export function idx(s: VillagersState, seat: number, uid: number): number {
  return s.seats[seat]!.village.findIndex((n) => n.card === uid);
}

export function apply(s: VillagersState, a: VillagersAction): VillagersState {
  return villagers.apply(s, a);
}

export function legal(s: VillagersState, p?: number): VillagersAction[] {
  return villagers.legalActions(s, p ?? s.turn);
}

/** Assert `a` is refused with `code` and `rule`, and the state is unchanged. */
export function rejects(s: VillagersState, a: unknown, rule: string, code: RuleErrorCode = 'ILLEGAL_ACTION'): void {
  expectRejected(villagers, s, a, code, rule);
}

/** The build action object. */
export function build(player: number, card: string, on: number | null, unlock: number | 'bank' | 'tinner' | null = null, monks = 0): VillagersAction {
  return { type: 'build', player, card, on, monks, unlock };
}
