/**
 * Tower Up (`skyline`), 2–4 players: take material cards, build towers that fund every neighbour,
 * roof them and drive your vehicles up the money tracks. Rules: `docs/rules/skyline.md`.
 *
 * ```ts
 * import { skyline } from 'tabletop-rules/skyline';
 * let s = skyline.setup({ players: 3 }, 'seed');
 * const p = skyline.actors(s)[0]!;
 * s = skyline.apply(s, skyline.legalActions(s, p)[0]!);
 * ```
 */
import { defineGame, type Game, type PlayerId } from '../core/index.js';
import { apply as reduce } from './apply.js';
import { dataOf, legalActions, height, siteIndex } from './legal.js';
import { score } from './score.js';
import { setup } from './setup.js';
import type { SkylineAction, SkylineConfig, SkylineState, SkylineView } from './types.js';
import { view } from './view.js';
import { determinize } from './determinize.js';
import { render } from './render.js';
import { validate } from './validate.js';
import { maxGameLength } from './length.js';
import { deepFreeze } from '../core/freeze.js';
import { DEFAULT_COMPONENTS as components, COLOURS as colours, SKYLINE_LIMITS as limits } from './data.js';
import { SCORE_PARTS as scoreParts } from './score.js';
import { skylineScoreLabels as labels } from './labels.js';

/** One readable line for a legal action (everything in it is public, so every viewer reads the same). */
function describe(s: SkylineState, a: SkylineAction, _viewer: PlayerId | null): string {
  const who = `P${a.player + 1}`;
  switch (a.type) {
    case 'setupPlace':
      return `${who} places a starting ${a.colour} floor on ${a.site}`;
    case 'takeCard': {
      const id = s.market[a.slot];
      const card = id ? dataOf(s).cards[id] : undefined;
      if (!card) return `${who} takes the card in slot ${a.slot + 1}`;
      const icons = Object.entries(card.vehicles).map(([c, n]) => `${n}× ${c} vehicle`);
      return `${who} takes card ${card.id} from slot ${a.slot + 1} (${[card.floors.join('/'), ...icons].join(', ')})`;
    }
    case 'chooseColour':
      return `${who} takes a ${a.colour} floor for the ${s.pending.kind === 'choose' && s.pending.shortage ? 'missing' : 'multicolour'} floor`;
    case 'discard':
      return `${who} returns a ${a.colour} floor to the supply (hand limit)`;
    case 'build': {
      const board = dataOf(s).board;
      const i = siteIndex(board, a.site);
      const r = siteIndex(board, a.roofSite);
      if (i < 0 || r < 0) return `${who} builds ${a.colour} on ${a.site}, roof on ${a.roofSite}`;
      const nb = board.adjacency[i]!.filter((j) => s.stacks[j]!.length > 0).length;
      const h = r === i ? 1 : height(s.stacks[r] ?? []) + 1;
      const roofColour = r === i ? a.colour : String(s.stacks[r]?.[0]);
      return `${who} builds ${a.colour} on ${a.site} (+${nb} neighbour floor${nb === 1 ? '' : 's'}), roofs ${a.roofSite} (${roofColour}, height ${h}) → ${roofColour} vehicle +${h}`;
    }
    case 'declineExtraTurn':
      return `${who} declines the extra turn`;
    case 'pass':
      return `${who} passes (no legal action)`;
  }
}

/** The Tower Up rules engine. */
export const skyline: Game<SkylineState, SkylineAction, SkylineConfig, SkylineView> = defineGame({
  frozenActions: true, // every listed action is a shared frozen object (checked by checkGame)
  actionTypes: { setupPlace: true, takeCard: true, chooseColour: true, discard: true, build: true, declineExtraTurn: true, pass: true }, // every action type (the compiler checks the list)
  actionRule: 'SK-14', // the rule that lists the actions (an unknown type names it)
  id: 'skyline',
  title: 'Tower Up',
  players: { min: 2, max: 4 },
  setup,
  actors: (s) => (s.over ? [] : [s.turn]),
  legalActions,
  seats: (state) => state.players,
  apply: reduce,
  isOver: (s) => s.over,
  score,
  view,
  describe,
  determinize,
  render,
  validate,
  // Finite since the DEFAULT round limit (SK-10.7): derived in length.ts.
  maxGameLength,
});

export { renderView } from './render.js';
export { position, positionOf, type SkylinePosition } from './position.js';

export { DEFAULT_COMPONENTS, DEFAULT_ROUND_LIMIT, COLOURS, SKYLINE_LIMITS, resolveComponents, resolveBoard, gameData } from './data.js';
export { maxGameLength } from './length.js';
export { SCORE_PARTS } from './score.js';
export type * from './types.js';
export { skylineScoreLabels } from './labels.js';

// Exported data is shared by every match in the process: frozen throughout, so no caller can change a
// limit, a card or a component table under running matches (issue #11, no aliasing).
for (const x of [components, colours, limits, scoreParts, labels]) deepFreeze(x);
