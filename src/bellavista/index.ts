/**
 * Bella Vista (ベラ・ビスタ), 2–4 architects: buy a place in the build order, place buildings in a
 * shared town under the round's zoning card, earn coins from lower neighbours, take contracts, and
 * score two shared objectives after 8 rounds. See docs/bellavista.md.
 */
import { defineGame, type Game, type PlayerId } from '../core/index.js';
import { apply } from './apply.js';
import { canonicalAction, canonicalPlain } from './canonical.js';
import { actors, contractCard, currentOptions, isOverState, legalActions } from './legal.js';
import { ROUNDS } from './data.js';
import { rulesOf } from './rules.js';
import { score } from './score.js';
import { setup } from './setup.js';
import type { BellaVistaAction, BellaVistaConfig, BellaVistaState, BellaVistaView } from './types.js';
import { view } from './view.js';
import { determinize } from './determinize.js';
import { render } from './render.js';
import { validate } from './validate.js';
import { deepFreeze } from '../core/freeze.js';
import { COMPONENTS as components } from './data.js';
import { bellavistaScoreLabels as labels } from './labels.js';

function cellsText(cells: readonly (readonly [number, number])[]): string {
  return cells.map(([r, c]) => `(${r},${c})`).join(' ');
}

/**
 * One readable line for a legal action, as `viewer` may know it: an offered card lies face down
 * (BV-5.3), so only its architect reads which card it is.
 */
function describe(state: BellaVistaState, action: BellaVistaAction, viewer: PlayerId | null): string {
  const a = canonicalAction(action); // BV-5.8: cells in row-major order, as apply matches them
  const who = `P${a.player + 1} (${state.colours[a.player] ?? '?'})`;
  switch (a.type) {
    case 'offer': {
      const card = viewer === a.player ? a.card : 'a card';
      return a.space === null
        ? `${who} cannot pay for any space and puts ${card} face down after the 0 space`
        : `${who} pays ${rulesOf(state).offerCosts[a.space]} for offer space ${a.space + 1} and puts ${card} there face down`;
    }
    case 'place': {
      const card = state.queue[state.buildTurn]?.card ?? '?';
      const mode = state.phase === 'build' ? currentOptions(state).mode : 'zoning';
      const note = mode === 'zoning' ? '' : ' (zoning cannot be met: no coins, no contract)';
      return `${who} reveals ${card} and builds it on ${cellsText(a.cells)}${note}`;
    }
    case 'take_contract': {
      const c = contractCard(state, a.contract);
      return `${who} takes contract ${a.contract} (${c?.coins ?? '?'} coins)`;
    }
    case 'skip_contract':
      return `${who} takes no contract`;
    case 'place_neutral':
      return `${who} places neutral ${state.neutralColour}-${state.round} on ${cellsText(a.cells)}`;
  }
}

/**
 * The most actions a game with this state's config can take (for `replay`): 8 rounds (BV-1.2), each with
 * one offer and one construction turn per construction card (BV-5.6, BV-5.12: 2 players play 4 cards a
 * round, BV-8.3, BV-8.4; 3 and 4 players one each), a construction turn being a placement and at most one
 * contract step (BV-5.8, BV-5.11), plus the 3-player neutral building (BV-9.1).
 */
function maxGameLength(s: BellaVistaState): number {
  const cards = s.players === 2 ? 4 : s.players;
  return ROUNDS * (3 * cards + 1);
}

/** The Bella Vista rules engine. */
export const bellavista: Game<BellaVistaState, BellaVistaAction, BellaVistaConfig, BellaVistaView> = defineGame({
  frozenActions: true, // every listed action is a shared frozen object (checked by checkGame)
  actionTypes: { offer: true, place: true, take_contract: true, skip_contract: true, place_neutral: true }, // every action type (the compiler checks the list)
  actionRule: 'BV-10', // the rule that lists the actions (an unknown type names it)
  id: 'bellavista',
  title: 'Bella Vista',
  players: { min: 2, max: 4 },
  setup,
  actors,
  legalActions,
  seats: (state) => state.players,
  apply,
  isOver: isOverState,
  score,
  view,
  describe,
  determinize,
  render,
  validate,
  maxGameLength,
  canonical: canonicalPlain, // BV-5.8: cells are a set; any order matches the listed action (gets plain JSON)
});

export { renderView } from './render.js';
export { position, positionOf, buildingOn, type BellaVistaPosition, type OfferSpec } from './position.js';

export type {
  BellaVistaAction,
  BellaVistaConfig,
  BellaVistaState,
  BellaVistaView,
  Building,
  HiddenOffer,
  Offer,
  OfferAction,
  PlaceAction,
  PlaceNeutralAction,
  SkipContractAction,
  TakeContractAction,
  Town,
  TownTile,
} from './types.js';
export type {
  Components,
  ContractCard,
  Coord,
  GroupingObjective,
  HeightObjective,
  LayoutDef,
  TileDef,
  TilePlacement,
  ZoningCard,
} from './data.js';
export { COMPONENTS as BELLAVISTA_COMPONENTS } from './data.js';
export { groupsOf } from './score.js';
export { bellavistaScoreLabels } from './labels.js';
export { canonicalAction } from './canonical.js';

// Exported data is shared by every match in the process: frozen throughout, so no caller can change a
// limit, a card or a component table under running matches (issue #11, no aliasing).
for (const x of [components, labels]) deepFreeze(x);
