/** Test helpers: build Bella Vista positions by hand. */
import { bellavista, buildingOn } from '../../src/bellavista/index.js';
import { rulesOf } from '../../src/bellavista/rules.js';
import type { BellaVistaAction, BellaVistaConfig, BellaVistaState, Building } from '../../src/bellavista/types.js';
import type { RuleError, RuleErrorCode } from '../../src/core/index.js';
import { expectRejected, expectRuleError } from '../../src/core/testing.js';

export type Cells = [number, number][];

/** A building `id` ('red-4') of `owner` on `cells`, with the attributes the engine derives (the package's `buildingOn`). */
export function building(state: BellaVistaState, id: string, owner: number | null, cells: Cells): Building {
  return buildingOn(state, id, owner, cells);
}

/** `state` with these buildings standing (added to the existing ones). */
export function withBuildings(state: BellaVistaState, list: [string, number | null, Cells][]): BellaVistaState {
  const buildings = [...state.buildings];
  const grid = [...state.grid];
  const cols = rulesOf(state).town.cols;
  for (const [id, owner, cells] of list) {
    const b = building(state, id, owner, cells);
    for (const [r, c] of b.cells) {
      if (grid[r * cols + c] !== -1) throw new Error(`overlap at ${r},${c}`);
      grid[r * cols + c] = buildings.length;
    }
    buildings.push(b);
  }
  return { ...state, buildings, grid };
}

export function setup(config: BellaVistaConfig, seed: number | string = 1): BellaVistaState {
  return bellavista.setup(config, seed);
}

/** A construction-phase position: `queue` = [player, card] in build order, the first one to build now. */
export function building_phase(
  state: BellaVistaState,
  queue: [number, string][],
  extra: Partial<BellaVistaState> = {},
): BellaVistaState {
  return {
    ...state,
    phase: 'build',
    step: 'place',
    queue: queue.map(([player, card], i) => ({ player, card, space: i, cost: 0 })),
    buildTurn: 0,
    ...extra,
  };
}

export function play(state: BellaVistaState, action: BellaVistaAction): BellaVistaState {
  return bellavista.apply(state, action);
}

export function legal(state: BellaVistaState, player?: number): BellaVistaAction[] {
  return bellavista.legalActions(state, player ?? bellavista.actors(state)[0]!);
}

/** Assert `action` is rejected with `code` and `rule`, and the state is unchanged. */
export function rejects(state: BellaVistaState, action: unknown, code: RuleErrorCode, rule: string): RuleError {
  return expectRejected(bellavista, state, action, code, rule);
}

/** Keys of the listed placements: "r,c;r,c". */
export function placeKeys(actions: readonly BellaVistaAction[]): string[] {
  return actions.filter((a) => a.type === 'place' || a.type === 'place_neutral').map((a) => ('cells' in a ? a.cells.map(([r, c]) => `${r},${c}`).join(';') : ''));
}

/** Play a game to the end, choosing the first legal action (or `pick`). */
export function playOut(state: BellaVistaState, pick: (l: BellaVistaAction[], s: BellaVistaState) => BellaVistaAction = (l) => l[0]!, onState?: (s: BellaVistaState) => void): BellaVistaState {
  let s = state;
  while (!bellavista.isOver(s)) {
    onState?.(s);
    s = bellavista.apply(s, pick(legal(s), s));
  }
  return s;
}

/** Assert `fn` (a setup) throws `BAD_CONFIG` for `rule`. */
export function badConfig(fn: () => unknown, rule: string): RuleError {
  return expectRuleError(fn, 'BAD_CONFIG', rule);
}
