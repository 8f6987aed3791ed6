/**
 * An independent, deliberately naive reading of the legality rules (SIM-4.5 – SIM-4.8, SIM-5.1 – SIM-5.3),
 * written from docs/rules/simplicity.md without the engine's bit masks or caches. Along random games in every mode it
 * compares (a) the engine's legal list with the oracle's, exactly, and (b) for EVERY action of the
 * acting seat that can be written down (each team, each type, each row, each cell) the engine's
 * verdict: accepted exactly when the oracle lists it, otherwise ILLEGAL_ACTION with the rule ID the
 * oracle names, and the state unchanged.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/core/index.js';
import { DEFAULT_COMPONENTS } from '../../src/simplicity/data.js';
import type { SimplicityAction, SimplicityComponents, SimplicityConfig } from '../../src/simplicity/types.js';
import { countedTeam, teamScores } from '../../src/simplicity/index.js';
import { MODES, actor, g, type S } from './helpers.js';

const comps = (s: S): SimplicityComponents => s.components ?? DEFAULT_COMPONENTS;
const board = (s: S) => comps(s).boards[s.board]!;
const owner = (s: S, team: number): number => (s.players <= 3 ? Math.floor(team / 2) : team);

/** The symbols a planning row's tile may go on, or 'wild'. */
function rowSymbols(s: S, row: number): readonly string[] | 'wild' {
  const side = s.side === 0 ? comps(s).planningBoard.A : comps(s).planningBoard.B;
  return side[row]!;
}
/** Empty spaces of the city: [r, c, space name]. */
function emptySpaces(s: S): [number, number, string][] {
  const out: [number, number, string][] = [];
  board(s).cells.forEach((line, r) =>
    line.forEach((space, c) => {
      if (space !== null && s.tile[r * line.length + c]! < 0) out.push([r, c, space]);
    }),
  );
  return out;
}
/** SIM-4.7: the empty spaces a row's tile may go on by the rules (no fallback). */
function allowed(s: S, row: number): [number, number][] {
  const sym = rowSymbols(s, row);
  return emptySpaces(s)
    .filter(([, , space]) => sym === 'wild' || (space !== 'blank' && sym.includes(space)))
    .map(([r, c]) => [r, c]);
}
/** SIM-4.6 step 1. */
const available = (s: S, row: number): boolean => s.rowTile[row]! >= 0 && s.rowPawn[row]! < 0 && s.demolished !== row;

function oracleLegal(s: S): SimplicityAction[] {
  if (s.phase === 'over') return [];
  const team = s.active;
  const player = owner(s, team);
  if (s.phase === 'demolish') {
    // SIM-5.1: any row holding a tile
    return [0, 1, 2, 3, 4, 5, 6].filter((i) => s.rowTile[i]! >= 0).map((i) => ({ type: 'demolish', player, team, row: i + 1 }));
  }
  if (s.phase === 'choose') {
    const avail = [0, 1, 2, 3, 4, 5, 6].filter((i) => available(s, i));
    // SIM-4.8: L = available rows with an allowed space; if L is empty, every available row (perRow: always every one)
    const fit = avail.filter((i) => allowed(s, i).length > 0);
    const rows = s.options.fallbackScope === 'perRow' || fit.length === 0 ? avail : fit;
    return rows.map((i) => ({ type: 'choose', player, team, row: i + 1 }));
  }
  const ok = allowed(s, s.placeRow);
  const cells = ok.length > 0 ? ok : emptySpaces(s).map(([r, c]) => [r, c] as [number, number]);
  return cells.map(([r, c]) => ({ type: 'place', player, team, r, c }));
}

/** The rule that forbids an unlisted action (code ILLEGAL_ACTION). */
function oracleRule(s: S, a: SimplicityAction): string {
  if (owner(s, a.team) !== a.player) return 'SIM-3.2';
  if (a.team !== s.active) return 'SIM-4.2';
  if (a.type !== s.phase) {
    // the step the rules require now: the token first (SIM-4.5), the taken tile before anything else (SIM-4.6)
    if (s.phase === 'demolish') return 'SIM-4.5';
    if (s.phase === 'place') return 'SIM-4.6';
    return a.type === 'demolish' ? 'SIM-4.5' : 'SIM-4.6';
  }
  if (a.type === 'demolish') return 'SIM-4.5';
  if (a.type === 'choose') return s.demolished === a.row - 1 ? 'SIM-4.5' : !available(s, a.row - 1) ? 'SIM-4.6' : 'SIM-4.8';
  const space = board(s).cells[a.r]![a.c];
  if (space === null) return 'SIM-3.5';
  return 'SIM-4.7';
}

const key = (a: unknown): string => JSON.stringify(a);

function checkState(s: S): number {
  const seat = actor(s);
  const want = oracleLegal(s).map(key).sort();
  expect(g.legalActions(s, seat).map(key).sort()).toEqual(want);
  const listed = new Set(want);
  const b = board(s);
  const all: SimplicityAction[] = [];
  for (let team = 0; team < s.teams; team++) {
    for (let row = 1; row <= 7; row++) {
      all.push({ type: 'demolish', player: seat, team, row }, { type: 'choose', player: seat, team, row });
    }
    for (let r = 0; r < b.cells.length; r++) for (let c = 0; c < b.cells[0]!.length; c++) all.push({ type: 'place', player: seat, team, r, c });
  }
  const before = JSON.stringify(s);
  for (const a of all) {
    if (listed.has(key(a))) {
      expect(() => g.apply(s, a)).not.toThrow();
      continue;
    }
    let err: unknown;
    try {
      g.apply(s, a);
    } catch (e) {
      err = e;
    }
    expect(isRuleError(err), `${key(a)} must be rejected`).toBe(true);
    const e = err as { code: string; rule: string };
    expect({ action: a, code: e.code, rule: e.rule }).toEqual({ action: a, code: 'ILLEGAL_ACTION', rule: oracleRule(s, a) });
  }
  expect(JSON.stringify(s)).toBe(before);
  return all.length;
}

/** SIM-7.1 – SIM-7.5 by the letter: per team { links, neighbourhoods, parks, bonus, total } in points. */
function oracleTeamScores(s: S) {
  const cells = board(s).cells;
  const R = cells.length;
  const C = cells[0]!.length;
  const park = comps(s).buildings.length;
  const at = (r: number, c: number) => (r < 0 || c < 0 || r >= R || c >= C || cells[r]![c] === null ? -1 : r * C + c);
  const nbs = (i: number) => {
    const r = Math.floor(i / C);
    const c = i % C;
    return [at(r - 1, c), at(r + 1, c), at(r, c - 1), at(r, c + 1)].filter((j) => j >= 0);
  };
  // neighbourhood of a building tile: flood fill over same-colour buildings
  const hood = (i: number): number => {
    const seen = new Set([i]);
    const todo = [i];
    while (todo.length > 0) for (const j of nbs(todo.pop()!)) if (!seen.has(j) && s.tile[j] === s.tile[i]) (seen.add(j), todo.push(j));
    return seen.size;
  };
  return Array.from({ length: s.teams }, (_, t) => {
    let links = 0;
    let neighbourhoods = 0;
    let parks = 0;
    for (let i = 0; i < R * C; i++) {
      if (s.disc[i] !== t) continue;
      for (const j of nbs(i)) if (j > i && s.disc[j] === t) links++;
      if (s.tile[i] === park) {
        const colours = new Set(nbs(i).map((j) => s.tile[j]!).filter((k) => k >= 0 && k !== park));
        parks += colours.size * colours.size;
      } else neighbourhoods += hood(i);
    }
    const bonus = s.bonus[t]!;
    return { links: 3 * links, neighbourhoods, parks, bonus, total: 3 * links + neighbourhoods + parks + bonus };
  });
}

/** SIM-8.2 – SIM-8.5 by the letter: player scores and the winner. */
function checkFinalScore(s: S): void {
  const teams = oracleTeamScores(s);
  expect(teamScores(s)).toEqual(teams);
  const sheet = g.score(s);
  const row = (t: number) => s.pawnRow[t]! + 1;
  const counted = Array.from({ length: s.players }, (_, p) => {
    if (s.players >= 4) return p;
    const [a, b] = [2 * p, 2 * p + 1];
    if (teams[a]!.total !== teams[b]!.total) return teams[a]!.total < teams[b]!.total ? a : b;
    return row(a) < row(b) ? a : b;
  });
  expect(sheet.players.map((p) => p.total)).toEqual(counted.map((t) => teams[t]!.total));
  counted.forEach((t, p) => expect(countedTeam(s, teamScores(s), p)).toBe(t));
  const best = Math.max(...counted.map((t) => teams[t]!.total));
  const tied = counted.filter((t) => teams[t]!.total === best);
  const top = Math.min(...tied.map(row));
  expect(sheet.winners).toEqual([counted.findIndex((t) => teams[t]!.total === best && row(t) === top)]);
}

function play(config: SimplicityConfig, seed: number, every: number): void {
  let x = seed * 7919 + 17;
  const rnd = (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
  let s = g.setup(config, seed);
  let step = 0;
  while (!g.isOver(s)) {
    if (step++ % every === 0) checkState(s);
    else expect(g.legalActions(s, actor(s)).map(key).sort()).toEqual(oracleLegal(s).map(key).sort());
    const l = g.legalActions(s, actor(s));
    s = g.apply(s, l[rnd(l.length)]!);
  }
  checkFinalScore(s);
}

/** A board where symbols run out early, with holes and two blanks, so SIM-4.8's fallback happens often. */
function tightComponents(): Partial<SimplicityComponents> {
  const cells = Array.from({ length: 5 }, (_, r) =>
    Array.from({ length: 6 }, (_, c) => (r === 0 ? 'triangle' : (r + c) % 7 === 0 ? null : 'circle') as string | null),
  );
  cells[2]![3] = 'blank';
  cells[4]![5] = 'blank';
  const b = { cells, startTilePositions: [[1, 1]] as [number, number][] };
  return { boards: { T4: b, T5: b, T6: b } };
}

describe('SIM-4.5 SIM-4.6 SIM-4.7 SIM-4.8 SIM-5.1 SIM-5.2 SIM-7.1..7.5 SIM-8.2..8.5 legal lists, rejection rule IDs and final scores match an independent reading', () => {
  for (let players = 2; players <= 6; players++) {
    it(`${players} players, every mode`, () => {
      MODES(players).forEach((config, i) => play(config, 100 * players + i, 7));
    });
  }
  it('a tight user board (symbols run out, holes, two blanks): global and perRow fallback, both turn structures', () => {
    const components = tightComponents();
    for (const players of [2, 4, 6]) {
      play({ players, components }, players, 3);
      play({ players, components, fallbackScope: 'perRow' }, players + 10, 3);
      play({ players, components, turnStructure: 'pawnsThenPlace' }, players + 20, 3);
    }
  });
});
