/**
 * Test helpers: build exact Villagers positions from a real setup by moving named cards around
 * (so card conservation still holds), and assert rejections.
 */
import type { RuleErrorCode } from '../../src/core/index.js';
import { expectRejected } from '../../src/core/testing.js';
import { villagers } from '../../src/villagers/index.js';
import type { SeatState, VillageNode, VillagersAction, VillagersState } from '../../src/villagers/types.js';
import { uids } from '../../src/villagers/village.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? Mutable<U>[] : T[K] extends object ? Mutable<T[K]> : T[K] };
export type MState = Mutable<VillagersState>;
export type MSeat = Mutable<SeatState>;

/** A fresh, unfrozen copy of a setup. */
export function fresh(players: number, seed: number | string = 1): MState {
  return JSON.parse(JSON.stringify(villagers.setup({ players }, seed)));
}

export function clone<T>(s: T): Mutable<T> {
  return JSON.parse(JSON.stringify(s));
}

/** Remove card uid `u` from wherever it lies outside villages; true if found. */
function pull(s: MState, u: number): boolean {
  const take = (arr: number[]) => {
    const i = arr.indexOf(u);
    if (i >= 0) arr.splice(i, 1);
    return i >= 0;
  };
  if (take(s.reserve) || take(s.discard)) return true;
  for (const st of s.stacks) if (take(st)) return true;
  for (const pile of Object.values(s.basics)) if (take(pile)) return true;
  for (const seat of s.seats) if (take(seat.hand) || take(seat.square)) return true;
  const r = s.road.findIndex((x) => x !== null && x.card === u);
  if (r >= 0) {
    const repl = s.reserve.pop();
    s.road[r] = repl === undefined ? null : { card: repl, coins: 0 };
    return true;
  }
  return false;
}

/** A uid of card `id` that is in no village or hand (nor pending). */
export function free(s: MState, id: string): number {
  const ids = uids(s as VillagersState).ids;
  const inVillage = new Set<number>();
  for (const seat of s.seats) {
    seat.village.forEach((n) => inVillage.add(n.card));
    seat.hand.forEach((u) => inVillage.add(u));
    if (seat.taken !== null) inVillage.add(seat.taken);
  }
  for (let u = 0; u < ids.length; u++) if (ids[u] === id && !inVillage.has(u)) return u;
  // fall back to a copy in some hand (it is moved from there)
  const inHands = new Set(s.seats.flatMap((x) => x.hand));
  const inVillages = new Set(s.seats.flatMap((x) => x.village.map((n) => n.card)));
  for (let u = 0; u < ids.length; u++) if (ids[u] === id && inHands.has(u) && !inVillages.has(u)) return u;
  throw new Error(`no free ${id}`);
}

/** Put a card `id` into `seat`'s village on node index `on` (or as a new column); returns its uid. */
export function place(s: MState, seat: number, id: string, on: number | null = null, extra: Partial<VillageNode> = {}): number {
  const u = free(s, id);
  pull(s, u);
  s.seats[seat]!.village.push({ card: u, on, role: null, coins: 0, side: id === 'founders' ? 'gold' : null, ...extra });
  return u;
}

/** Index of a node by uid in a seat's village. */
export function idx(s: MState | VillagersState, seat: number, uid: number): number {
  return s.seats[seat]!.village.findIndex((n) => n.card === uid);
}

/** Give `seat` a card `id` in hand; returns its uid. */
export function give(s: MState, seat: number, id: string): number {
  const u = free(s, id);
  pull(s, u);
  s.seats[seat]!.hand.push(u);
  return u;
}

/** Empty every hand into the discard (so a test controls hands exactly). */
export function clearHands(s: MState): void {
  for (const seat of s.seats) {
    s.discard.push(...seat.hand);
    seat.hand = [];
  }
}

/** Make it `seat`'s build turn with the given build limit. */
export function buildTurn(s: MState, seat: number, limit = 2): MState {
  s.phase = 'build';
  s.turn = seat;
  s.firstPlayer = seat;
  for (const x of s.seats) {
    x.buildLimit = limit;
    x.builds = 0;
    x.trades = 0;
    x.tinner = false;
  }
  return s;
}

export function apply(s: MState | VillagersState, a: VillagersAction): VillagersState {
  return villagers.apply(s as VillagersState, a);
}

export function legal(s: MState | VillagersState, p?: number): VillagersAction[] {
  const st = s as VillagersState;
  return villagers.legalActions(st, p ?? st.turn);
}

/** Assert `a` is refused with `code` and `rule`, and the state is unchanged. */
export function rejects(s: MState | VillagersState, a: unknown, rule: string, code: RuleErrorCode = 'ILLEGAL_ACTION'): void {
  expectRejected(villagers, s as VillagersState, a, code, rule);
}

/** The build action object. */
export function build(player: number, card: string, on: number | null, unlock: VillagersAction extends never ? never : number | 'bank' | 'tinner' | null = null, monks = 0): VillagersAction {
  return { type: 'build', player, card, on, monks, unlock };
}
