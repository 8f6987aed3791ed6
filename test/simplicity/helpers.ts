/** Test helpers: build positions, apply, assert rejections. */
import type { RuleErrorCode } from '../../src/core/index.js';
import { expectRejected } from '../../src/core/testing.js';
import { simplicity, position, positionOf, type SimplicityPosition } from '../../src/simplicity/index.js';
import { DEFAULT_COMPONENTS } from '../../src/simplicity/data.js';
import type { SimplicityAction, SimplicityConfig, SimplicityState, SimplicityView } from '../../src/simplicity/types.js';

export const g = simplicity;
export type S = SimplicityState;
export const KIND = { blue: 0, orange: 1, purple: 2, yellow: 3, park: 4 } as const;

export const start = (config: SimplicityConfig, seed: number | string = 1): S => g.setup(config, seed);
export const actor = (s: S): number => g.actors(s)[0]!;
export const legal = (s: S): SimplicityAction[] => g.legalActions(s, actor(s));
/** Real play: the demolition token on `row` (1..7) (SIM-4.5), then the first team chooses. */
export const demolish = (s: S, row: number): S => g.apply(s, { type: 'demolish', player: actor(s), team: s.active, row });

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
 * no tile); `teams` maps team letters to indices. A board of circles of the grid's shape, in a
 * finished game (round 5: up to 5 discs a team) whose 5 bonus tokens are all the last team's (the
 * tests score the others); pawns on rows 1.., the demolition token below them. Built with the
 * package's `position()` (the draw pile derived from the city); `extra` adds to the spec.
 */
export function gridState(
  grid: readonly (readonly (string | null)[])[],
  teams: Record<string, number>,
  players = 4,
  extra: Partial<SimplicityPosition> = {},
): S {
  const cells = grid.map((l) => l.map(() => 'circle'));
  const board = { cells, startTilePositions: [] };
  const config = { players, components: { boards: { T4: board, T5: board, T6: board } } };
  const T = start(config).teams;
  const pawns = Array.from({ length: 7 }, (_, i) => (i < T ? String(i + 1) : '.'));
  const spec: SimplicityPosition = {
    config,
    city: cityRows(grid, teams),
    round: 5,
    phase: 'over',
    order: teamList(T),
    pawns: pawns.join(' '),
    planning: pawns.map((x) => (x === '.' ? 'B' : '.')).join(' '),
    demolished: [2, 4, 5].includes(players) ? T + 1 : null,
    bonus: Array.from({ length: T }, (_, t) => (t === T - 1 ? 5 : 0)).join(' '),
  };
  return position({ ...spec, ...extra }, 1);
}

/** `grid` (as {@link gridState} takes it) as the city rows of a position spec. */
export function cityRows(grid: readonly (readonly (string | null)[])[], teams: Record<string, number>): string[] {
  const letter: Record<string, string> = { blue: 'B', orange: 'O', purple: 'P', yellow: 'Y', park: '#' };
  return grid.map((l) =>
    l
      .map((e) => {
        if (e === null) return '.';
        const [kind, team] = e.split(':') as [keyof typeof KIND, string];
        return letter[kind]! + (team === '-' ? '' : String(teams[team]! + 1));
      })
      .join(' '),
  );
}

/** `'1 2 .. n'`: the teams in colour order, as a spec's order. */
export const teamList = (n: number): string => Array.from({ length: n }, (_, t) => t + 1).join(' ');

/**
 * A finished game (round 5, phase over) in which team t scores `totals[t]` and its round-5 pawn is on
 * row `pawnRows[t]` (1..7, all different). The 5 bonus tokens go one per team from the first (the
 * rest to the first team); each team's other points are one disc on its own strip of `total - bonus`
 * tiles of one colour, on a board of circles wide enough, strips on every other line so none touch.
 * The demolition token (2/4/5 players) lies on the top row without a pawn.
 */
export function finalPosition(players: number, totals: readonly number[], pawnRows: readonly number[], seed = 1): S {
  const T = totals.length;
  const bonus = totals.map((_, t) => (t < 5 ? 1 : 0));
  bonus[0]! += 5 - Math.min(T, 5);
  const strips = totals.map((x, t) => x - bonus[t]!);
  if (strips.some((n) => n < 0)) throw new Error('a total below the bonus tokens');
  const cols = Math.max(1, ...strips);
  const letters = ['B', 'O', 'P', 'Y'];
  const colours = ['blue', 'orange', 'purple', 'yellow'];
  const city: string[] = [];
  const counts: Record<string, number> = { blue: 20, orange: 20, purple: 20, yellow: 20, park: 12 };
  strips.forEach((n, t) => {
    const l = letters[t % 4]!;
    counts[colours[t % 4]!]! += n;
    city.push(Array.from({ length: cols }, (_, c) => (c >= n ? '.' : c === 0 ? `${l}${t + 1}` : l)).join(' '));
    if (t < T - 1) city.push(new Array<string>(cols).fill('.').join(' '));
  });
  const cells = city.map(() => new Array<string>(cols).fill('circle'));
  const board = { cells, startTilePositions: [] };
  const config = { players, components: { boards: { T4: board, T5: board, T6: board }, tileCounts: counts } };
  const rowPawn = new Array<string>(7).fill('.');
  pawnRows.forEach((r, t) => (rowPawn[r - 1] = String(t + 1)));
  const demolition = [2, 4, 5].includes(players);
  const free = rowPawn.indexOf('.');
  return position(
    {
      config,
      city,
      round: 5,
      phase: 'over',
      order: teamList(T),
      pawns: rowPawn.join(' '),
      planning: rowPawn.map((x) => (x === '.' ? 'B' : '.')).join(' '),
      demolished: demolition ? free + 1 : null,
      bonus: bonus.join(' '),
    },
    seed,
  );
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
  // the view must not depend on the pile order or the RNG at all: the same public position from another seed
  const other = position(positionOf(s), 'another seed');
  if (s.pile.length > 1 && JSON.stringify(other.pile) === JSON.stringify(s.pile) && JSON.stringify(other.rng) === JSON.stringify(s.rng)) return 'no other pile order';
  if (JSON.stringify(g.view(other, viewer)) !== JSON.stringify(v)) return 'the view changes with the pile order or the RNG';
  // no private information (SIM-6.1): every seat sees the same table
  if (JSON.stringify({ ...g.view(s, null), viewer }) !== JSON.stringify(v)) return 'views differ between seats';
  return undefined;
}

