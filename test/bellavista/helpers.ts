/** Test helpers: Bella Vista positions are built with the package's `position` (docs/bellavista.md "Positions"). */
import { bellavista, position, type BellaVistaPosition, type Components } from '../../src/bellavista/index.js';
import type { BellaVistaAction, BellaVistaConfig, BellaVistaState } from '../../src/bellavista/types.js';
import type { RuleError, RuleErrorCode } from '../../src/core/index.js';
import { expectRejected, expectRuleError } from '../../src/core/testing.js';

export type Cells = [number, number][];
/** A standing building: card id, owner (null = neutral), cells. */
export type Built = [string, number | null, Cells];

/** The position notation of a building: `'red-4: 0,3 1,3 2,3'`, `'yellow-1!: …'` for a neutral one. */
export function bspec([id, owner, cells]: Built): string {
  return `${id}${owner === null ? '!' : ''}: ${cells.map(([r, c]) => `${r},${c}`).join(' ')}`;
}

/** `position(spec, seed)` with the buildings given as {@link Built} tuples. */
export function pos(spec: Omit<BellaVistaPosition, 'buildings'> & { built?: readonly Built[] }, seed: number | string = 1): BellaVistaState {
  const { built, ...rest } = spec;
  return position({ ...rest, buildings: (built ?? []).map(bspec) }, seed);
}

/**
 * A construction order `first` (the card building now, of its colour's architect), then one card of
 * each other colour in `others` (seat order), the lowest-numbered one not in `used`.
 */
export function queueAfter(first: string, others: readonly string[], used: readonly string[]): string[] {
  const taken = new Set([first, ...used]);
  return [first, ...others.map((c) => Array.from({ length: 8 }, (_, k) => `${c}-${k + 1}`).find((id) => !taken.has(id))!)];
}

/**
 * A 4-player (or `config`) construction-phase position: red (seat 0) about to build `card` under
 * `zoning`, then one card of blue, green and yellow; `built` standing; 10 coins each.
 */
export function turnOf(
  card: string,
  zoning: string,
  built: readonly Built[] = [],
  extra: Omit<BellaVistaPosition, 'config'> = {},
  config: BellaVistaConfig = { players: 4 },
): BellaVistaState {
  return pos({
    config,
    built,
    phase: 'build',
    queue: queueAfter(card, ['blue', 'green', 'yellow'], built.map((b) => b[0])),
    zoning,
    coins: [10, 10, 10, 10],
    ...extra,
  });
}

export function setup(config: BellaVistaConfig, seed: number | string = 1): BellaVistaState {
  return bellavista.setup(config, seed);
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

/** Play the rest of the construction phase, skipping every contract. */
export function buildAll(s: BellaVistaState): BellaVistaState {
  let t = s;
  while (t.phase === 'build') t = play(t, legal(t).find((a) => a.type !== 'take_contract')!);
  return t;
}

/** Assert `fn` (a setup) throws `BAD_CONFIG` for `rule`. */
export function badConfig(fn: () => unknown, rule: string): RuleError {
  return expectRuleError(fn, 'BAD_CONFIG', rule);
}

/**
 * The town of EXAMPLE-8 / U-12 (BV-5.9): one 3 × 3 flower district beside a single park space, with only
 * Z-PARK zoning cards, and the given contract cards.
 */
export function walledTown(layoutName: string, contractCards: Components['contractCards']): Partial<Components> {
  return {
    tiles: [
      { id: 'T', kind: 'district', symbol: 'flower', pattern: 'plain', cells: [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2], [2, 0], [2, 1], [2, 2]] },
      { id: 'K', kind: 'park', symbol: null, pattern: null, cells: [[0, 0]] },
    ],
    layouts: [{ id: 'MINI', name: layoutName, placements: [{ tile: 'T', origin: [0, 0], rotation: 0 }, { tile: 'K', origin: [1, 3], rotation: 0 }] }],
    defaultLayoutId: 'MINI',
    zoningCards: Array.from({ length: 8 }, (_, i) => ({ id: `Z-PARK-${i}`, kind: 'mustBeAdjacentToPark' as const })),
    contractCards,
  };
}
