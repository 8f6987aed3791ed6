/**
 * For the render tests: states that differ from a real state only in what one viewer cannot see
 * (deck and pile order, other seats' hands), so `view` and therefore `render` must not change.
 */
import type { BellaVistaState } from '../../src/bellavista/index.js';
import type { SimplicityState } from '../../src/simplicity/index.js';
import type { SkylineState } from '../../src/skyline/index.js';
import type { VillagersState } from '../../src/villagers/index.js';
import type { WelcomeToState } from '../../src/welcometo/index.js';

const rev = <T>(a: readonly T[]): T[] => [...a].reverse();
/** Reverse all but the last element (the top card of a villagers pile, whose back is public). */
const revBelowTop = <T>(a: readonly T[]): T[] => (a.length < 2 ? [...a] : [...rev(a.slice(0, -1)), a[a.length - 1]!]);

export const sameView = {
  welcometo(s: WelcomeToState, viewer: number | null): WelcomeToState[] {
    // Other seats: hand order hidden, and this turn's live sheet hidden behind the revealed one.
    const players = s.players.map((p, i) =>
      i === viewer || s.config.players === 1 ? p : { ...p, hand: rev(p.hand), sheet: p.shown ?? p.sheet },
    );
    return [{ ...s, deck: rev(s.deck), stacks: s.stacks.map((st) => (st.length < 2 ? st : [st[0]!, ...rev(st.slice(1))])), players }];
  },
  villagers(s: VillagersState, viewer: number | null): VillagersState[] {
    const seats = s.seats.map((x, i) => (i === viewer ? x : { ...x, hand: rev(x.hand) }));
    return [{ ...s, stacks: s.stacks.map(revBelowTop), reserve: revBelowTop(s.reserve), seats }];
  },
  skyline(s: SkylineState): SkylineState[] {
    return [{ ...s, deck: [...s.deck.slice(0, s.drawn), ...rev(s.deck.slice(s.drawn))] }];
  },
  simplicity(s: SimplicityState): SimplicityState[] {
    return [{ ...s, pile: rev(s.pile) }];
  },
  bellavista(s: BellaVistaState, viewer: number | null): BellaVistaState[] {
    const hands = s.hands.map((h, i) => (i === viewer ? h : rev(h)));
    return [{ ...s, decks: s.decks.map(rev), hands, zoningDeck: rev(s.zoningDeck), contractDeck: rev(s.contractDeck) }];
  },
};
