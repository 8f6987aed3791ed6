/**
 * Player views (WT-1.1): a seat sees its own live sheet, hand and turn progress; the other sheets as
 * they were revealed at the end of the previous turn (choices made this turn stay hidden until the
 * turn resolves); other hands, the deck and stack order only as counts; never the RNG.
 */
import type { PlayerId } from '../core/index.js';
import { offers } from './legal.js';
import { cardEffect, cardNumber, planAt } from './sheet.js';
import type { PlayerView, WelcomeToState, WelcomeToView } from './types.js';

export function view(state: WelcomeToState, viewer: PlayerId | null): WelcomeToView {
  const solo = state.config.players === 1;
  const players: PlayerView[] = state.players.map((p, i) => {
    const own = viewer === i;
    const ownHand = viewer === i || solo;
    return {
      player: i,
      sheet: own ? p.sheet : (p.shown ?? p.sheet),
      done: p.turn.step === 'done',
      turn: viewer === i ? p.turn : null,
      hand: ownHand ? p.hand.map((card) => ({ number: cardNumber(state, card), effect: cardEffect(state, card) })) : null,
      handSize: p.hand.length,
    };
  });
  const standard = !solo && !state.config.expert;
  return {
    game: 'welcometo',
    config: state.config,
    viewer,
    turn: state.turn,
    over: state.over,
    plans: state.plans.map((_, k) => {
      const plan = planAt(state, k);
      return { id: plan.id, firstPoints: plan.firstPoints, laterPoints: plan.laterPoints, firstTurn: state.planFirstTurn[k] ?? null };
    }),
    offer: standard ? offers(state, 0) : [],
    stackSizes: state.stacks.map((s) => s.length),
    deckSize: state.deck.length,
    discardSize: state.discard.length,
    soloApprovedTurn: state.soloApprovedTurn,
    players,
  };
}
