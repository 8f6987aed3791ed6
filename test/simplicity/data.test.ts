import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BONUS_POINTS,
  DEFAULT_COMPONENTS,
  DEMOLITION_PLAYERS,
  LINK_POINTS,
  PARK_POINTS,
  PLAN_ROWS,
  ROUNDS,
  compileComponents,
  teamsPerPlayer,
} from '../../src/simplicity/data.js';
import { simplicity } from '../../src/simplicity/index.js';
import { isRuleError } from '../../src/core/index.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json: any = JSON.parse(readFileSync(path.resolve(repoRoot, 'test/fixtures/simplicity/components.json'), 'utf8'));

describe('SIM-2.1 SIM-2.2 SIM-3.5 SIM-3.6 SIM-3.7 SIM-3.8 components match components.json', () => {
  it('game constants', () => {
    expect(ROUNDS).toBe(json.game.rounds);
    expect(simplicity.players).toEqual(json.game.players);
    expect(PLAN_ROWS).toBe(json.planningBoard.rows);
    expect(LINK_POINTS).toBe(json.scoring.linkPoints);
    expect(PARK_POINTS).toEqual(json.scoring.parkTable);
    expect(BONUS_POINTS).toBe(json.bonusTokens.value);
    expect(DEMOLITION_PLAYERS).toEqual(json.demolitionToken.usedWithPlayers);
  });
  it('symbols, tile kinds and tile counts', () => {
    expect(DEFAULT_COMPONENTS.symbols).toEqual(json.symbols.ids);
    expect(DEFAULT_COMPONENTS.buildings).toEqual(json.tileKinds.buildings);
    expect(json.tileKinds.park).toBe('park');
    expect(DEFAULT_COMPONENTS.tileCounts).toEqual(json.tileDeck.counts);
    const total = Object.values(DEFAULT_COMPONENTS.tileCounts).reduce((a, b) => a + b, 0);
    expect(total).toBe(json.tileDeck.total);
    expect(compileComponents(DEFAULT_COMPONENTS).deck).toHaveLength(json.tileDeck.total);
  });
  it('planning board sides, row by row', () => {
    for (const side of ['A', 'B'] as const) {
      const rows = DEFAULT_COMPONENTS.planningBoard[side];
      expect(rows).toHaveLength(7);
      rows.forEach((row, i) => expect(row).toEqual(json.planningBoard.sides[side][String(i + 1)]));
      // SIM-3.7: rows 1–3 one symbol, rows 4–6 two, row 7 wild
      rows.forEach((row, i) => {
        const kind = json.planningBoard.rowKinds[String(i + 1)];
        if (kind === 'wild') expect(row).toBe('wild');
        else expect(row).toHaveLength(kind === 'one symbol' ? 1 : 2);
      });
    }
  });
  it('city boards: cells, start positions, board per player count', () => {
    for (const id of ['T4', 'T5', 'T6']) {
      const b = DEFAULT_COMPONENTS.boards[id]!;
      const j = json.boards[id];
      expect(b.cells).toEqual(j.cells);
      expect(b.cells).toHaveLength(j.rows);
      expect(b.cells[0]).toHaveLength(j.cols);
      expect(b.startTilePositions).toEqual(j.startTilePositions);
      for (const p of j.usedForPlayerCounts) expect(DEFAULT_COMPONENTS.boardForPlayers[String(p)]).toBe(id);
      // derived check data: empty spaces per symbol after the start tiles
      const count: Record<string, number> = {};
      b.cells.forEach((line, r) =>
        line.forEach((cell, c) => {
          if (cell === null || b.startTilePositions.some(([sr, sc]) => sr === r && sc === c)) return;
          count[cell] = (count[cell] ?? 0) + 1;
        }),
      );
      expect(count).toEqual(j.emptySymbolSpacesAfterStart);
    }
  });
  it('teams per player count (SIM-3.1 table)', () => {
    expect(DEFAULT_COMPONENTS.teamColours).toEqual(json.teams.colours.ids);
    for (let p = 2; p <= 6; p++) {
      const row = json.teams.perPlayerCount[String(p)];
      expect(teamsPerPlayer(p)).toBe(row.teamsPerPlayer);
      const s = simplicity.setup({ players: p }, 1);
      expect(s.teams).toBe(row.teams);
      expect(s.demolition).toBe(row.demolitionToken);
      expect(s.board).toBe(row.board);
      expect(s.tile.filter((k) => k >= 0)).toHaveLength(row.startTiles);
    }
  });
  it('discs per team, pawns per team and bonus tokens in a played game', () => {
    for (let p = 2; p <= 6; p++) {
      let s = simplicity.setup({ players: p }, p);
      while (!simplicity.isOver(s)) s = simplicity.apply(s, simplicity.legalActions(s, simplicity.actors(s)[0]!)[0]!);
      const discs = new Array<number>(s.teams).fill(0);
      for (const t of s.disc) if (t >= 0) discs[t]! += 1;
      expect(discs.every((n) => n === json.teams.discsPerTeam.value)).toBe(true);
      // one pawn per team: after the last round each team's pawn is on exactly one row
      const pawns = s.rowPawn.filter((t) => t >= 0).sort();
      expect(json.teams.pawnsPerTeam).toBe(1);
      expect(pawns).toEqual(Array.from({ length: s.teams }, (_, t) => t));
      expect(s.bonus.reduce((a, b) => a + b, 0)).toBe(json.bonusTokens.totalAwarded);
    }
  });
});

describe('SIM-3.5 components override is validated (BAD_CONFIG)', () => {
  const bad = (components: unknown, re: RegExp) => {
    try {
      simplicity.setup({ players: 4, components } as never, 1);
    } catch (e) {
      expect(isRuleError(e) && e.code === 'BAD_CONFIG').toBe(true);
      expect((e as Error).message).toMatch(re);
      return;
    }
    throw new Error('setup accepted bad components');
  };
  it('rejects malformed data with a message naming the field', () => {
    bad({ symbols: ['circle', 'circle'] }, /symbols/);
    bad({ buildings: ['blue', 'park'] }, /park/);
    bad({ tileCounts: { blue: -1, orange: 12, purple: 12, yellow: 12, park: 12 } }, /tileCounts.blue/);
    bad({ tileCounts: { blue: 12, green: 3 } }, /unknown tile kind "green"/);
    bad({ planningBoard: { A: DEFAULT_COMPONENTS.planningBoard.A.slice(0, 6), B: DEFAULT_COMPONENTS.planningBoard.B } }, /7 rows/);
    bad({ planningBoard: { A: [['moon'], ...DEFAULT_COMPONENTS.planningBoard.A.slice(1)], B: DEFAULT_COMPONENTS.planningBoard.B } }, /unknown symbol "moon"/);
    bad({ boards: { ...DEFAULT_COMPONENTS.boards, T4: { cells: [['circle', 'cube']], startTilePositions: [] } } }, /cell \[0,1\]/);
    bad({ boards: { ...DEFAULT_COMPONENTS.boards, T4: { cells: [['circle', null]], startTilePositions: [[0, 1]] } } }, /not a space/);
    bad({ boards: { ...DEFAULT_COMPONENTS.boards, T4: { cells: [['circle'], ['circle', 'star']], startTilePositions: [] } } }, /row 1/);
    bad({ boardForPlayers: { ...DEFAULT_COMPONENTS.boardForPlayers, '4': 'T9' } }, /boardForPlayers.4/);
    bad({ teamColours: ['a', 'b'] }, /teamColours/);
    bad({ tileCounts: { blue: 3, orange: 3, purple: 3, yellow: 3, park: 3 } }, /at least 39/);
    bad({ nonsense: 1 }, /Unknown components field "nonsense"/);
    bad('T4', /components/);
  });
  it('accepts a corrected set and plays on it (non-rectangular board via null)', () => {
    const cells = DEFAULT_COMPONENTS.boards.T4!.cells.map((l) => [...l]);
    cells[0]![0] = null;
    const s = simplicity.setup(
      { players: 4, components: { boards: { ...DEFAULT_COMPONENTS.boards, T4: { cells, startTilePositions: [[4, 5]] } } } },
      3,
    );
    expect(s.tile.filter((k) => k >= 0)).toHaveLength(1);
    expect(s.tile[4 * 6 + 5]).toBeGreaterThanOrEqual(0);
    expect(s.components).not.toBeNull();
  });
});

describe('SIM-3.5 the exported DEFAULT components are immutable', () => {
  it('a script cannot change them (they would disagree with the compiled defaults that setup uses)', () => {
    const frozen = (x: unknown): boolean =>
      typeof x !== 'object' || x === null || (Object.isFrozen(x) && Object.values(x).every(frozen));
    expect(frozen(DEFAULT_COMPONENTS)).toBe(true);
    expect(() => {
      (DEFAULT_COMPONENTS.planningBoard.A as string[][])[0] = ['triangle'];
    }).toThrow(TypeError);
    // both ways of asking for the defaults give the same game
    const a = simplicity.setup({ players: 4 }, 5);
    const b = simplicity.setup({ players: 4, components: {} }, 5);
    expect(simplicity.legalActions(a, simplicity.actors(a)[0]!)).toEqual(simplicity.legalActions(b, simplicity.actors(b)[0]!));
    expect({ ...a, components: null }).toEqual({ ...b, components: null });
  });
});
