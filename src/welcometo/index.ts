/**
 * Welcome To... Your Perfect Home (Benoit Turpin, Blue Cocker Games, 2018): the rules engine.
 *
 * ```ts
 * import { welcometo } from 'tabletop-rules/welcometo';
 * let s = welcometo.setup({ players: 3, variant: 'advanced', board: 'icecream' }, 'seed-1');
 * while (!welcometo.isOver(s)) {
 *   const p = welcometo.actors(s)[0]!;
 *   s = welcometo.apply(s, welcometo.legalActions(s, p)[0]!);
 * }
 * welcometo.score(s);
 * ```
 */
import { defineGame, type Game, type PlayerId } from '../core/index.js';
import { apply } from './apply.js';
import { actors, listLegal } from './legal.js';
import { score } from './score.js';
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup.js';
import { comps, planAt, streetName } from './sheet.js';
import type { WelcomeToComponents } from './data.js';
import { view } from './view.js';
import { determinize } from './determinize.js';
import { render } from './render.js';
import { validate } from './validate.js';
import { maxGameLength } from './length.js';
import type { WelcomeToAction, WelcomeToConfig, WelcomeToState, WelcomeToView } from './types.js';
import { deepFreeze } from '../core/freeze.js';
import { WELCOMETO_COMPONENTS as components, CARDS as cards, PLANS as plans, CARD_TABLE as cardTable, EFFECTS as effects } from './data.js';
import { welcometoScoreLabels as labels } from './labels.js';
import { PROMISE_WEIGHTS as weights } from './evaluate.js';
import { ACTION_TYPES as actionTypes } from './types.js';

/** "house 3 of the top street". */
function houseName(c: WelcomeToComponents, s: number, h: number): string {
  return `house ${h + 1} of the ${c.streets[s]?.name ?? `#${s}`} street`;
}

/**
 * One readable line per action, e.g. "P2 takes the 7/pool combination", as `viewer` may know it:
 * only the acting seat reads its choices before the turn resolves (WT-1.1).
 */
function describe(state: WelcomeToState, a: WelcomeToAction, viewer: PlayerId | null): string {
  const P = `P${a.player + 1}`;
  // WT-1.1: what a player does during a turn stays on their own sheet until the turn resolves; others
  // (and spectators) learn only that they act, and when they end the turn.
  if (viewer !== a.player && a.type !== 'end') {
    return `${P} works on their sheet (shown when the turn ends)`;
  }
  const c = comps(state);
  const turn = state.players[a.player]?.turn;
  switch (a.type) {
    case 'roundabout':
      return `${P} builds a roundabout in ${houseName(c, a.street, a.house)}`;
    case 'choose': {
      const solo = state.config.players === 1 || state.config.expert;
      const hand = state.players[a.player]?.hand ?? [];
      const num = solo ? c.cards[hand[a.numberCard]!]?.number : c.cards[state.stacks[a.numberCard]?.[0] ?? -1]?.number;
      const eff = solo ? c.cards[hand[a.effectCard]!]?.effect : c.cards[state.flipped[a.numberCard] ?? -1]?.effect;
      return solo
        ? `${P} takes the number ${num} of card ${a.numberCard + 1} with the ${eff} of card ${a.effectCard + 1}`
        : `${P} takes the ${num}/${eff} combination`;
    }
    case 'refuse':
      return `${P} takes a building permit refusal`;
    case 'write':
      return `${P} writes ${a.number} in ${houseName(c, a.street, a.house)}${a.temp ? ' (temp agency)' : ''}`;
    case 'truck':
      return `${P} sends the ${a.direction === 'leftToRight' ? 'left' : 'right'} ice-cream truck down the ${streetName(c, turn?.written?.street ?? 2)}`;
    case 'fence':
      return `${P} puts a fence between houses ${a.slot + 1} and ${a.slot + 2} of the ${streetName(c, a.street)}`;
    case 'realEstate':
      return `${P} raises the value of size-${a.size} estates`;
    case 'park':
      return `${P} builds a park in the ${streetName(c, turn?.written?.street ?? 0)}`;
    case 'pool':
      return `${P} builds a pool`;
    case 'bis':
      return `${P} copies house ${a.from + 1} into ${houseName(c, a.street, a.house)} (bis)`;
    case 'skip':
      return `${P} skips the effect`;
    case 'claim':
      return `${P} claims City Plan n°${a.plan + 1} (${planAt(state, a.plan).id})`;
    case 'designate':
      return `${P} uses the estate starting at ${houseName(c, a.street, a.house)}`;
    case 'reshuffle':
      return `${P} asks for a reshuffle of the cards`;
    case 'end':
      return `${P} ends the turn`;
  }
}

/** The Welcome To... rules engine. */
export const welcometo: Game<WelcomeToState, WelcomeToAction, WelcomeToConfig, WelcomeToView> = defineGame({
  frozenActions: true, // every listed action is a shared frozen object (checked by checkGame)
  frozenStates: true, // apply freezes every new part as it builds it (checked by checkGame): the wrapper need not look
  actionTypes: { roundabout: true, choose: true, refuse: true, write: true, truck: true, fence: true, realEstate: true, park: true, pool: true, bis: true, skip: true, claim: true, designate: true, reshuffle: true, end: true }, // every action type (the compiler checks the list)
  actionRule: 'WT-4.3', // the rule that lists the actions (an unknown type names it)
  id: 'welcometo',
  title: 'Welcome To... Your Perfect Home',
  players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
  setup,
  actors,
  legalActions: listLegal, // the trust boundary remembers the list and hands out copies
  seats: (state) => state.players.length,
  apply,
  isOver: (s) => s.over,
  score,
  view,
  describe,
  determinize,
  render,
  validate,
  maxGameLength, // derived from WT-4.3, WT-5.6, WT-7.1, WT-8 and WT-10.1: see length.ts
});

export * from './types.js';
export { renderView } from './render.js';
export { position, positionOf, streetText, parseStreet, type WelcomeToPosition, type SheetSpec } from './position.js';
export {
  WELCOMETO_COMPONENTS,
  CARDS,
  PLANS,
  CARD_TABLE,
  EFFECTS,
  type Effect,
  type ConstructionCard,
  type CityPlan,
  type PlanRequirement,
  type StreetSpec,
  type Tracks,
  type Cone,
  type IceCreamBoard,
  type TruckDirection,
  type PlanPools,
  type WelcomeToComponents,
} from './data.js';

/**
 * One config per mode at a player count, for simulations and benchmarks: every board with the
 * standard and the advanced variant, plus (2+ players) expert drafting on each board.
 * `welcometoModes(1)` gives the 6 solo modes.
 */
export function welcometoModes(players: number): WelcomeToConfig[] {
  const out: WelcomeToConfig[] = [];
  for (const board of ['base', 'icecream', 'christmas'] as const) {
    out.push({ players, board }, { players, board, variant: 'advanced' });
    if (players > 1) out.push({ players, board, expert: true, variant: board === 'base' ? 'standard' : 'advanced' });
  }
  return out;
}
export { welcometoScoreLabels } from './labels.js';
export { evaluate, evaluateTurn, evaluateOwn, evaluateAhead, turnNumber, sheetPromise, PROMISE_WEIGHTS } from './evaluate.js';

// Exported data is shared by every match in the process: frozen throughout, so no caller can change a
// limit, a card or a component table under running matches (issue #11, no aliasing).
for (const x of [components, cards, plans, cardTable, effects, labels, weights, actionTypes]) deepFreeze(x);
