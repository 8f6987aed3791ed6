/** Test helpers: build positions, apply, assert rejections. */
import type { RuleErrorCode } from '../../src/core/index.js';
import { expectRejected } from '../../src/core/testing.js';
import { simplicity, position } from '../../src/simplicity/index.js';
import { DEFAULT_COMPONENTS } from '../../src/simplicity/data.js';
import type { SimplicityAction, SimplicityConfig, SimplicityState, SimplicityView } from '../../src/simplicity/types.js';

export const g = simplicity;
export type S = SimplicityState;
export const KIND = { blue: 0, orange: 1, purple: 2, yellow: 3, park: 4 } as const;

export const start = (config: SimplicityConfig, seed: number | string = 1): S => g.setup(config, seed);
export const actor = (s: S): number => g.actors(s)[0]!;
export const legal = (s: S): SimplicityAction[] => g.legalActions(s, actor(s));
/** A modified copy of a state (states are plain data). */
export const mod = (s: S, patch: Partial<S>): S => ({ ...s, ...patch });

/** Apply the first legal action `n` times (or until over). */
export function playFirst(s: S, n: number): S {
  for (let i = 0; i < n && !g.isOver(s); i++) s = g.apply(s, legal(s)[0]!);
  return s;
}

/** Play a random game with a simple LCG, returning every state and action. */
export function randomGame(config: SimplicityConfig, seed: number): { states: S[]; actions: SimplicityAction[] } {
  let x = seed * 2654435761 + 1;
  const rnd = (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
  let s = g.setup(config, seed);
  const states = [s];
  const actions: SimplicityAction[] = [];
  while (!g.isOver(s)) {
    const l = legal(s);
    const a = l[rnd(l.length)]!;
    s = g.apply(s, a);
    actions.push(a);
    states.push(s);
  }
  return { states, actions };
}

/** Assert `apply` rejects with this code and rule, and leaves the state unchanged. */
export function expectReject(s: S, action: unknown, code: RuleErrorCode, rule: string, message?: RegExp): void {
  expectRejected(g, s, action, code, rule, message);
}

/**
 * A state whose city board is exactly `grid` (entries "kind:team", team "-" for no disc, or null for
 * no tile); `teams` maps team letters to indices. Bonus tokens are zeroed. Built with the package's
 * `position()` (city as a grid of tile letters; the draw pile derived from it).
 */
export function gridState(grid: readonly (readonly (string | null)[])[], teams: Record<string, number>, players = 4): S {
  const cells = grid.map((l) => l.map(() => 'circle'));
  const board = { cells, startTilePositions: [] };
  const letter: Record<string, string> = { blue: 'B', orange: 'O', purple: 'P', yellow: 'Y', park: '#' };
  const city = grid.map((l) =>
    l
      .map((e) => {
        if (e === null) return '.';
        const [kind, team] = e.split(':') as [keyof typeof KIND, string];
        return letter[kind]! + (team === '-' ? '' : String(teams[team]! + 1));
      })
      .join(' '),
  );
  const config = { players, components: { boards: { T4: board, T5: board, T6: board } } };
  const teamCount = start(config).teams;
  return position({ config, city, bonus: new Array<number>(teamCount).fill(0).join(' ') }, 1);
}

/** T4 default board cell index. */
export const t4 = (r: number, c: number): number => r * 6 + c;

/** Every mode: the default, the pawns-first turn structure, the per-row fallback, side B first with start discs. */
export const MODES = (players: number): SimplicityConfig[] => [
  { players },
  { players, turnStructure: 'pawnsThenPlace' },
  { players, fallbackScope: 'perRow' },
  { players, startSide: 'B', startTilesHaveDiscs: true },
];

/** Tile conservation: pile + planning rows + city + discarded = the box. */
export function invariant(s: SimplicityState): string | undefined {
  const total = Object.values(DEFAULT_COMPONENTS.tileCounts).reduce((a, b) => a + b, 0);
  const onBoard = s.tile.filter((k) => k >= 0).length;
  const rows = s.rowTile.filter((k) => k >= 0).length;
  const discarded = s.discarded.reduce((a, b) => a + b, 0);
  if (s.pile.length + onBoard + rows + discarded !== total) return `tiles not conserved: ${s.pile.length}+${onBoard}+${rows}+${discarded}`;
  for (let i = 0; i < s.tile.length; i++) if (s.disc[i]! >= 0 && s.tile[i]! < 0) return `disc without a tile at cell ${i}`;
  const discs = new Array<number>(s.teams).fill(0);
  for (const t of s.disc) if (t >= 0) discs[t]! += 1;
  const extra = s.options.startTilesHaveDiscs ? 1 : 0;
  for (let t = 0; t < s.teams; t++) if (discs[t]! > 5 + extra) return `team ${t} has ${discs[t]} discs`;
  if (s.bonus.reduce((a, b) => a + b, 0) !== s.round) return `bonus tokens ${s.bonus} in round ${s.round}`;
  return undefined;
}

/** The draw pile order must not be visible (SIM-6.1). */
export function leaks(s: SimplicityState, v: SimplicityView, viewer: number | null = null): string | undefined {
  if ('pile' in v) return 'the view has a pile field';
  if (v.pileCount !== s.pile.length) return 'pile count wrong';
  if (s.pile.length > 3 && JSON.stringify(v).includes(JSON.stringify(s.pile))) return 'the pile order is in the view';
  // the view must not depend on the pile order or the RNG at all: reorder the pile, change the RNG
  const other = { ...s, pile: [...s.pile].reverse(), rng: s.rng.map((x, i) => (i === 0 ? x ^ 0x5bd1e995 : x)) };
  if (JSON.stringify(g.view(other, viewer)) !== JSON.stringify(v)) return 'the view changes with the pile order or the RNG';
  // no private information (SIM-6.1): every seat sees the same table
  if (JSON.stringify({ ...g.view(s, null), viewer }) !== JSON.stringify(v)) return 'views differ between seats';
  return undefined;
}

