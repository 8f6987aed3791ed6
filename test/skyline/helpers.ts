/** Test helpers for skyline: board T (docs/rules/skyline.md examples) and hand-built positions. */
import { skyline, position as buildPosition } from '../../src/skyline/index.js';
import { towerText } from '../../src/skyline/render.js';
import type { BoardData, Colour, Piece, SkylineAction, SkylineConfig, SkylineState } from '../../src/skyline/index.js';

/** The tiny board T of the docs/rules/skyline.md examples (components.json › testBoards.T). */
export const BOARD_T: BoardData = {
  id: 'T',
  sites: [
    { id: 'X1', district: 'N' },
    { id: 'X2', district: 'N' },
    { id: 'X3', district: 'N' },
    { id: 'X4', district: 'S' },
    { id: 'X5', district: 'S' },
    { id: 'X6', district: 'S' },
  ],
  edges: [
    ['X1', 'X2'],
    ['X2', 'X3'],
    ['X2', 'X4'],
    ['X4', 'X5'],
    ['X3', 'X5'],
    ['X5', 'X6'],
  ],
  parks: [{ id: 'P', borderingSites: ['X3', 'X5'] }],
};

/** A config on board T (both sides), manual setup so nothing is placed at random. */
export function configT(players: number, extra: Partial<SkylineConfig> = {}): SkylineConfig {
  return {
    players,
    setupMode: 'manual',
    firstPlayer: 0,
    objectives: 'starter',
    ...extra,
    components: { boards: { '2p': BOARD_T, '3-4p': BOARD_T }, ...(extra.components ?? {}) },
  };
}

export type Hand = Partial<Record<Colour, number>>;
export const hand = (h: Hand): Record<Colour, number> => ({ grey: 0, white: 0, brown: 0, black: 0, ...h });

/**
 * A position on board T: setup (manual, starting floors skipped), then the given stacks by site id and
 * per-player overrides. Pending is cleared so the first player has a normal turn.
 */
export function positionT(
  players: number,
  stacks: Record<string, Piece[]>,
  playerPatch: ((p: number) => Partial<SkylineState['playerStates'][number]>) | null = null,
  extra: Partial<SkylineConfig> = {},
  statePatch: Partial<SkylineState> = {},
): SkylineState {
  return position(configT(players, extra), stacks, playerPatch, statePatch);
}

/**
 * Same on any config (manual setup recommended so no floor is placed at random): the package's own
 * `position()` builder (supply, roofs left and deck derived), with setup(config, 1)'s market, deck
 * order and first player so the draws stay those of seed 1; then the per-player and state overrides.
 */
export function position(
  config: SkylineConfig,
  stacks: Record<string, Piece[]>,
  playerPatch: ((p: number) => Partial<SkylineState['playerStates'][number]>) | null = null,
  statePatch: Partial<SkylineState> = {},
): SkylineState {
  const s0 = skyline.setup(config, 1);
  const towers = Object.fromEntries(Object.entries(stacks).map(([id, st]) => [id, towerText(st)]));
  const built = buildPosition({ config, towers, market: s0.market, deck: s0.deck.slice(s0.drawn), firstPlayer: s0.firstPlayer }, 1);
  return {
    ...built,
    playerStates: built.playerStates.map((ps, p) => ({ ...ps, ...(playerPatch ? playerPatch(p) : {}) })),
    ...statePatch,
  };
}

/** The stack of site `id`. */
export function stackOf(s: SkylineState, id: string): readonly Piece[] {
  return s.stacks[s.sites.indexOf(id)]!;
}

/** Expect `fn` to throw a RuleError with this code and rule; returns it. */
export function ruleError(fn: () => unknown): { code: string; rule: string; message: string } {
  try {
    fn();
  } catch (e) {
    const r = e as { code: string; rule: string; message: string; name: string };
    if (r.name !== 'RuleError') throw e;
    return { code: r.code, rule: r.rule, message: r.message };
  }
  throw new Error('expected a RuleError, nothing was thrown');
}

/** Manual-setup config on the default board, first player P1, starter objectives. */
export function configDefault(players: number, extra: Partial<SkylineConfig> = {}): SkylineConfig {
  return { players, setupMode: 'manual', firstPlayer: 0, objectives: 'starter', ...extra };
}

/** Apply a list of actions. */
export function play(s: SkylineState, ...actions: SkylineAction[]): SkylineState {
  for (const a of actions) s = skyline.apply(s, a);
  return s;
}

/** Legal actions of the seat to act, of one type. */
export function legalOf(s: SkylineState, type: SkylineAction['type']): SkylineAction[] {
  return skyline.legalActions(s, s.turn).filter((a) => a.type === type);
}

/** Take the card in `slot` (0-based) for the seat to act. */
export const take = (s: SkylineState, slot = 0): SkylineAction => ({ type: 'takeCard', player: s.turn, slot });

/** Take a card and settle any colour choice / discard with the first listed option. */
export function takeAndSettle(s: SkylineState, slot = 0): SkylineState {
  const p = s.turn;
  s = skyline.apply(s, { type: 'takeCard', player: p, slot });
  while (!s.over && s.pending.kind !== 'none') s = skyline.apply(s, skyline.legalActions(s, s.turn)[0]!);
  return s;
}

/** A build action of the seat to act. */
export const build = (s: SkylineState, site: string, colour: Colour, roofSite: string): SkylineAction => ({ type: 'build', player: s.turn, site, colour, roofSite });
