/**
 * Simplicity (David Brain, Fractal Juegos 2021) for 2–6 players: five rounds of choosing a tile from
 * the planning board and placing it on the shared city board. Rules: `docs/rules/simplicity.md`
 * (seed: the Japanese BGA help page). See docs/simplicity.md.
 */
import { defineGame, type Game, type PlayerId } from '../core/index.js';
import { apply } from './apply.js';
import { ROUNDS, rowLabel, spaceName } from './data.js';
import { actors, isOver, legalActions, ownerOf, tables } from './legal.js';
import { score } from './score.js';
import { setup } from './setup.js';
import type { SimplicityAction, SimplicityConfig, SimplicityState, SimplicityView } from './types.js';
import { view } from './view.js';
import { determinize } from './determinize.js';
import { render } from './render.js';
import { validate } from './validate.js';
import { deepFreeze } from '../core/freeze.js';
import { DEFAULT_COMPONENTS as components } from './data.js';
import { simplicityScoreLabels as labels } from './labels.js';

/** One readable line for a legal action in `state` (nothing in it is hidden, so every viewer reads the same). */
export function describe(s: SimplicityState, a: SimplicityAction, _viewer: PlayerId | null = null): string {
  const { cp, geo } = tables(s);
  const who = `P${ownerOf(s, a.team) + 1} (${cp.c.teamColours[a.team] ?? `team ${a.team}`})`;
  if (a.type === 'place') {
    const kind = s.placeRow >= 0 && s.rowTile[s.placeRow]! >= 0 ? cp.kinds[s.rowTile[s.placeRow]!] : 'its';
    const sp = geo.space[a.r * geo.cols + a.c];
    return `${who} places the ${kind} tile on (${a.r},${a.c}) ${sp === undefined || sp < 0 ? '' : spaceName(cp.c, sp)}`.trimEnd();
  }
  const row = a.row - 1;
  const k = s.rowTile[row];
  const kind = k === undefined || k < 0 ? 'no' : cp.kinds[k];
  const label = `row ${a.row} (${rowLabel(cp.c, s.side, row)})`;
  if (a.type === 'demolish') return `${who} demolishes ${label} and its ${kind} tile`;
  return `${who} takes the ${kind} tile from ${label}`;
}

/**
 * The most actions a whole game with this state's config can take (for `replay`): 5 rounds (SIM-8.1),
 * each with at most one demolition (SIM-4.5) and one choice and one placement per team (SIM-4.6, SIM-4.11).
 */
function maxGameLength(s: SimplicityState): number {
  return ROUNDS * (1 + 2 * s.teams);
}

/** The Simplicity rules engine. */
export const simplicity: Game<SimplicityState, SimplicityAction, SimplicityConfig, SimplicityView> = defineGame({
  frozenActions: true, // every listed action is a shared frozen object (checked by checkGame)
  frozenStates: true, // apply's copy-on-write draft freezes every array it copies and the state (checked by checkGame)
  actionTypes: { demolish: true, choose: true, place: true }, // every action type (the compiler checks the list)
  actionRule: 'SIM-5.3', // the rule that lists the actions (an unknown type names it)
  id: 'simplicity',
  title: 'Simplicity',
  players: { min: 2, max: 6 },
  setup,
  actors,
  legalActions,
  seats: (state) => state.players,
  apply,
  isOver,
  score,
  view,
  describe,
  determinize,
  render,
  validate,
  maxGameLength,
});

export { renderView } from './render.js';
export { position, positionOf, type SimplicityPosition } from './position.js';

export { teamScores, countedTeam } from './score.js';
export { DEFAULT_COMPONENTS, compileComponents } from './data.js';
export type {
  SimplicityAction,
  SimplicityConfig,
  SimplicityState,
  SimplicityView,
  SimplicityComponents,
  SimplicityBoard,
  PlanningRow,
  DemolishAction,
  ChooseAction,
  PlaceAction,
  TeamScore,
  TeamView,
  CellView,
  PlanningRowView,
  ResolvedOptions,
  Phase,
} from './types.js';
export { simplicityScoreLabels } from './labels.js';

// Exported data is shared by every match in the process: frozen throughout, so no caller can change a
// limit, a card or a component table under running matches (issue #11, no aliasing).
for (const x of [components, labels]) deepFreeze(x);
