/** Test helpers for skyline: board T (docs/rules/skyline.md examples) and positions built with the package's `position()`. */
import { skyline, position } from '../../src/skyline/index.js';
import type { BoardData, Colour, Piece, SkylineAction, SkylineConfig, SkylinePosition, SkylineState } from '../../src/skyline/index.js';

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

/** The spec of a position apart from its config (see `SkylinePosition` and docs/skyline.md "Positions"). */
export type Spec = Omit<SkylinePosition, 'config'>;

/** A position on board T, manual setup (no starting floor at random), P1 first, starter objectives. */
export function positionT(players: number, spec: Spec = {}, extra: Partial<SkylineConfig> = {}): SkylineState {
  return position({ config: configT(players, extra), ...spec }, 1);
}

/** A position on the default board of `players` seats, manual setup, P1 first, starter objectives. */
export function positionDefault(players: number, spec: Spec = {}, extra: Partial<SkylineConfig> = {}): SkylineState {
  return position({ config: configDefault(players, extra), ...spec }, 1);
}

/** A full colour record (for expectations): missing colours are 0. */
export const hand = (h: Partial<Record<Colour, number>>): Record<Colour, number> => ({ grey: 0, white: 0, brown: 0, black: 0, ...h });

/** The same hand text for every seat. */
export const hands = (players: number, text: string): string[] => Array.from({ length: players }, () => text);

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
