/**
 * Player views: hands of other players and the contents of stacks and Reserve become counts; the
 * suit on the top card back of each stack (and the Reserve) is public (V-11.7); drafted cards on a
 * Village Square are public until they go to the hand (V-5.7). Solo: the Countess is `seats[1]`; the
 * event decks show their sizes only (S-3). Never the RNG state.
 */
import type { PlayerId } from '../core/index.js';
import { BASICS, LIMITS, type BasicId } from './data.js';
import { eventsOf } from './solo.js';
import type { SoloView, VillagersState, VillagersView, ViewNode } from './types.js';
import { cardOf, coverCounts, idOf } from './village.js';

/** `villagers.view`. */
export function view(state: VillagersState, player: PlayerId | null): VillagersView {
  const id = (u: number) => idOf(state, u);
  const suitOf = (pile: readonly number[]) => (pile.length > 0 ? cardOf(state, pile[pile.length - 1]!).suit : null);
  const basics = {} as Record<BasicId, number>;
  for (const b of BASICS) basics[b] = state.basics[b].length;
  return {
    players: state.players,
    viewer: player,
    phase: state.phase,
    round: state.round,
    firstPlayer: state.firstPlayer,
    turn: state.turn,
    road: state.road.map((r) => (r === null ? null : { card: id(r.card), coins: r.coins })),
    stacks: state.stacks.map((s, i) => ({
      count: s.length,
      topSuit: suitOf(s),
      market:
        i === LIMITS.firstMarketUnderStack && !state.firstMarketDone
          ? 'first'
          : i === LIMITS.secondMarketUnderStack && !state.secondMarketDone
            ? 'second'
            : null,
    })),
    reserve: { count: state.reserve.length, topSuit: suitOf(state.reserve) },
    discard: state.discard.map(id),
    basics,
    firstMarketDone: state.firstMarketDone,
    secondMarketDone: state.secondMarketDone,
    seats: state.seats.map((seat, p) => {
      const cover = coverCounts(seat.village);
      const village: ViewNode[] = seat.village.map((n, i) => ({
        uid: n.card,
        card: id(n.card),
        on: n.on === null ? null : seat.village[n.on]!.card,
        role: n.role,
        coins: n.coins,
        side: n.side,
        covered: cover[i]! > 0,
      }));
      return {
        gold: seat.gold,
        hand: p === player ? seat.hand.map(id) : null,
        handCount: seat.hand.length,
        square: seat.square.map(id),
        village,
        draftLimit: seat.draftLimit,
        drafted: seat.drafted,
        buildLimit: seat.buildLimit,
        builds: seat.builds,
        trades: seat.trades,
        tinner: seat.tinner,
        taken: seat.taken === null ? null : id(seat.taken),
        income: seat.income,
      };
    }),
    solo: soloView(state),
  };
}

/** S-3 / S-4: public event information; the order of the Summer and Winter decks is hidden (counts only). */
function soloView(state: VillagersState): SoloView | null {
  const solo = state.solo;
  if (solo === null) return null;
  const events = eventsOf(state);
  const at = (i: number | null) => (i === null ? null : events[i]!);
  return {
    summerLeft: solo.summer.length,
    winterLeft: solo.winter.length,
    current: at(solo.current),
    revealed: at(solo.revealed),
    jester: solo.jester,
    log: solo.log.map((r) => ({ event: events[r.event]!.id, round: r.round, paid: r.paid, stolen: r.stolen === null ? null : idOf(state, r.stolen), discarded: r.discarded })),
    countess: solo.countess,
    income: solo.income,
  };
}
