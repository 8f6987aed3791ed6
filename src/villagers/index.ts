/**
 * `tabletop-rules/villagers`: Villagers (Sinister Fish Games, 2019) for 1–5 players (1: solo against the
 * Countess, S-1..S-5).
 */
import { defineGame, type Game, type PlayerId } from '../core/index.js';
import { apply } from './apply.js';
import { CARDS } from './data.js';
import { actors, legalActions } from './legal.js';
import { score } from './score.js';
import { setup } from './setup.js';
import type { Unlock, VillagersAction, VillagersConfig, VillagersState, VillagersView } from './types.js';
import { cardOf, catalog, locate } from './village.js';
import { view } from './view.js';
import { eventsOf } from './solo.js';
import { determinize } from './determinize.js';
import { render } from './render.js';
import { validate } from './validate.js';
import { maxGameLength } from './length.js';
import { deepFreeze } from '../core/freeze.js';
import { SOLO_EVENTS as soloEvents, COUNTESS_RULES as countessRules, COUNTESS as countess, SOLO_LIMITS as soloLimits } from './solo.js';
import { LIMITS as limits, SUITS as suits, BASICS as basics, CARD_LIST_LIMITS as cardListLimits } from './data.js';
import { villagersScoreLabels as labels } from './labels.js';
import { VILLAGERS_WEIGHTS as weights } from './evaluate.js';

function name(state: VillagersState, uid: number): string {
  return cardOf(state, uid).name;
}

function unlockText(state: VillagersState, unlock: Unlock): string {
  if (unlock === null) return '';
  if (unlock === 'bank') return ', paying 2 to the bank';
  if (unlock === 'tinner') return ', unlocked by the Tinner';
  const at = locate(state, unlock);
  return at === null ? '' : `, paying 2 onto P${at.seat + 1}'s ${name(state, unlock)}`;
}

/**
 * `villagers.describe`: one readable line for a legal action, as `viewer` may know it (a card put
 * face down by a trade, V-6.6, is named only to the seat that traded it).
 */
export function describe(state: VillagersState, a: VillagersAction, viewer: PlayerId | null = null): string {
  const P = `P${a.player + 1}`;
  const byId = catalog(state).byId;
  switch (a.type) {
    case 'draftRoad': {
      const r = state.road[a.slot];
      return `${P} drafts ${r ? name(state, r.card) : '?'} from Road space ${a.slot + 1}${r && r.coins ? ` (+${r.coins} gold)` : ''}`;
    }
    case 'draftStack':
      return `${P} drafts the top card of stack ${a.stack + 1}`;
    case 'draftReserve':
      return `${P} drafts the top card of the Reserve`;
    case 'placeCoin':
      return a.slot === null ? `${P} places no Road coin` : `${P} places a coin on ${name(state, state.road[a.slot]!.card)} (Road space ${a.slot + 1})`;
    case 'build': {
      const t = byId[a.card]!;
      const where = a.on === null ? 'as a new column' : `on ${name(state, a.on)}`;
      const monks = a.monks > 0 ? ` with ${a.monks} Monk(s) as ${t.chain.slice(t.chain.indexOf(t.id) - a.monks, t.chain.indexOf(t.id)).map((c) => byId[c]!.name).join(' + ')}` : '';
      return `${P} builds ${t.name} ${where}${monks}${unlockText(state, a.unlock)}`;
    }
    case 'trade': {
      const faceUp = a.stack === null && state.reserve.length === 0; // onto the (open) discard pile
      return `${P} trades ${viewer === a.player || faceUp ? byId[a.card]!.name : 'a card'} onto ${a.stack !== null ? `stack ${a.stack + 1}` : state.reserve.length > 0 ? 'the Reserve' : 'the discard pile'} for a ${byId[a.basic]!.name}`;
    }
    case 'apprentice': {
      const at = locate(state, a.target);
      return `${P} plays an Apprentice and takes ${name(state, a.target)}${at ? ` from P${at.seat + 1}'s village` : ''}`;
    }
    case 'placeTaken': {
      const seat = state.seats[a.player]!;
      const taken = seat.taken === null ? '?' : name(state, seat.taken);
      return `${P} places the taken ${taken} ${a.on === null ? 'as a new column' : `on ${name(state, a.on)}`}${a.side ? ` (${a.side} side up)` : ''}${unlockText(state, a.unlock)}`;
    }
    case 'tinner':
      return `${P} plays a Tinner: padlocks are free for the rest of the turn`;
    case 'smuggler':
      return `${P} plays a Smuggler on ${name(state, a.target)}${unlockText(state, a.unlock)}`;
    case 'endBuild':
      return `${P} ends the build turn`;
    case 'countessTakes': {
      const r = state.road[a.slot];
      return `The Countess takes ${r ? name(state, r.card) : '?'} from Road space ${a.slot + 1} (${P}'s choice)${r && r.coins ? ` (+${r.coins} gold to her)` : ''}`;
    }
    case 'jester':
    case 'acceptEvent': {
      const e = state.solo?.revealed;
      const ev = e === null || e === undefined ? null : eventsOf(state)[e]!;
      const what = ev ? `the ${ev.season} event "${ev.name}"` : 'the event';
      return a.type === 'jester' ? `${P} plays the Jester and discards ${what}` : `${P} lets ${what} stand`;
    }
  }
}

/** The Villagers rules engine. */
export const villagers: Game<VillagersState, VillagersAction, VillagersConfig, VillagersView> = defineGame({
  frozenActions: true, // every listed action is a shared frozen object (checked by checkGame)
  frozenStates: true, // apply's commit (work.ts) freezes every new part of the state it returns (checked by checkGame)
  actionTypes: { draftRoad: true, draftStack: true, draftReserve: true, placeCoin: true, build: true, trade: true, apprentice: true, placeTaken: true, tinner: true, smuggler: true, endBuild: true, countessTakes: true, jester: true, acceptEvent: true }, // every action type (the compiler checks the list)
  actionRule: 'V-4', // the rule that lists the actions (an unknown type names it)
  id: 'villagers',
  title: 'Villagers',
  players: { min: 1, max: 5 },
  setup,
  actors,
  legalActions,
  seats: (state) => state.players, // not seats.length: a solo game keeps the Countess's row in seats too
  apply,
  isOver: (s) => s.phase === 'over',
  score,
  view,
  describe,
  determinize,
  render,
  validate,
  maxGameLength, // derived from V-5, V-6.6, V-9.1 and V-10.1: see length.ts
});

export { renderView, villageChains } from './render.js';
export { position, positionOf, comparableView, type VillagersPosition, type PileSpec } from './position.js';

export { CARDS };
export { SOLO_EVENTS, COUNTESS_RULES, COUNTESS, SOLO_LIMITS } from './solo.js';
export type { VillagersScoreSheet, CountessScore } from './score.js';
export { LIMITS, SUITS, BASICS, CARD_LIST_LIMITS, suitsFor } from './data.js';
export type { CardType, Suit, SilverFormula, SilverMetric, CardEffect, BasicId } from './data.js';
export type * from './types.js';
export { villagersScoreLabels } from './labels.js';
export { evaluate, villagePromise, VILLAGERS_WEIGHTS } from './evaluate.js';

// Exported data is shared by every match in the process: frozen throughout, so no caller can change a
// limit, a card or a component table under running matches (issue #11, no aliasing).
for (const x of [CARDS, soloEvents, countessRules, countess, soloLimits, limits, suits, basics, cardListLimits, labels, weights]) deepFreeze(x);
