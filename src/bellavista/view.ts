/**
 * Views (BV §10): construction decks and hands are private, offered cards stay face down until their
 * construction turn, the zoning and contract decks are counts. Taken contracts are kept face down in
 * front of their architect (seed: 「自分の前に裏向きに置く」, which overrides docs/rules/bellavista.md U-14): other seats see how
 * many each architect holds until the game is over. Coins are public (DEFAULT, U-14).
 */
import type { PlayerId } from '../core/index.js';
import { rulesOf } from './rules.js';
import type { BellaVistaState, BellaVistaView, HiddenOffer, Offer } from './types.js';

function hide(o: Offer, viewer: PlayerId | null, revealed: boolean): HiddenOffer {
  return { player: o.player, card: revealed || o.player === viewer ? o.card : null, space: o.space, cost: o.cost };
}

export function view(state: BellaVistaState, viewer: PlayerId | null): BellaVistaView {
  const { rng: _rng, hands, decks, contracts, spaces, overflow, queue, zoningDeck, contractDeck, ...pub } = state;
  void _rng;
  const rules = rulesOf(state);
  const building = state.phase === 'build' || state.phase === 'neutral' || state.phase === 'over';
  return {
    ...pub,
    viewer,
    town: rules.town,
    offerCosts: rules.offerCosts,
    zoningCard: rules.zoning.get(state.zoning)!,
    heightObjectiveCard: rules.height.get(state.heightObjective)!,
    groupingObjectiveCard: rules.grouping.get(state.groupingObjective)!,
    displayCards: state.display.map((id) => rules.contracts.get(id)!),
    hands: hands.map((h, p) => (p === viewer ? [...h] : h.length)),
    contracts: contracts.map((c, p) => (p === viewer || state.phase === 'over' ? [...c] : c.length)),
    decks: decks.map((d) => d.length),
    spaces: spaces.map((s) => (s ? hide(s, viewer, false) : null)),
    overflow: overflow.map((o) => hide(o, viewer, false)),
    // Cards already built (and the one being built) are face up.
    queue: queue.map((o, i) => hide(o, viewer, building && (i <= state.buildTurn || state.phase !== 'build'))),
    zoningDeck: zoningDeck.length,
    contractDeck: contractDeck.length,
  };
}
