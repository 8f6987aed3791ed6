import { describe, expect, it } from 'vitest';
import { createRng, openRng } from '../../src/core/index.js';
import { DEFAULT_COMPONENTS } from '../../src/simplicity/data.js';
import { countedTeam, position, teamScores } from '../../src/simplicity/index.js';
import { drawRowTiles } from '../../src/simplicity/setup.js';
import type { SimplicityAction } from '../../src/simplicity/types.js';
import { KIND, actor, demolish, expectReject, g, legal, playFirst, randomGame, start, t4, type S } from './helpers.js';

/** 4 players, round 1: the demolition token on row 5 (real play), the first team to choose. */
const chooseState = (seed = 1): S => demolish(start({ players: 4 }, seed), 5);

/**
 * T4 city rows (5 x 6) with a tile on every space but `empty` ([r, c] cells): tile letters cycle
 * B O P Y so no kind runs out of the box (12 each).
 */
function fullT4(empty: readonly (readonly [number, number])[] = []): string[] {
  const letters = ['B', 'O', 'P', 'Y'];
  let n = 0;
  return Array.from({ length: 5 }, (_, r) =>
    Array.from({ length: 6 }, (_, c) => (empty.some(([er, ec]) => er === r && ec === c) ? '.' : letters[n++ % 4]!)).join(' '),
  );
}
const choose = (s: S, row: number): SimplicityAction => ({ type: 'choose', player: actor(s), team: s.active, row });
const place = (s: S, r: number, c: number): SimplicityAction => ({ type: 'place', player: actor(s), team: s.active, r, c });

describe('SIM-1.1 SIM-3.2 SIM-3.3 setup: shared city, pawns and discs per team', () => {
  it('4 players: 4 teams, empty planning pawns, start tiles only, no discs, side A, round 1', () => {
    const s = start({ players: 4 }, 7);
    expect(s.teams).toBe(4);
    expect(s.round).toBe(1);
    expect(s.side).toBe(0);
    expect(s.rowPawn.every((p) => p === -1)).toBe(true);
    expect(s.disc.every((d) => d === -1)).toBe(true);
    expect([...s.order].sort()).toEqual([0, 1, 2, 3]);
  });
  it('each team scores on its own; a player two teams never link (SIM-3.2)', () => {
    // (0,0) blue with a disc of team 1, (0,1) orange with a disc of team 2: both teams of player 1
    // (plus the neutral start tiles of T4, which every state has: SIM-3.4)
    const city = ['B1 O2 . . . .', '. P . . Y .', '. . . . . .', '. Y . . P .', '. . . . . .'];
    const s = position({ config: { players: 2 }, city, round: 2, bonus: '1 0 0 1' }, 1); // round 2: one disc each so far
    expect(teamScores(s).slice(0, 2).map((t) => t.links)).toEqual([0, 0]);
    const sheet = g.score(s);
    expect(sheet.players[0]!.parts.links).toBe(0);
  });
});

describe('SIM-3.1 SIM-4.9 teams per player (DEFAULT U-16)', () => {
  it('2 and 3 players control teams 2p and 2p+1; 4–6 players team p', () => {
    for (const [players, teams] of [[2, 4], [3, 6], [4, 4], [5, 5], [6, 6]] as const) {
      const s = start({ players }, 3);
      expect(s.teams).toBe(teams);
      const seat = actor(s);
      expect(seat).toBe(players <= 3 ? s.active >> 1 : s.active);
      expect(legal(s).every((a) => a.team === s.active && a.player === seat)).toBe(true);
      for (let p = 0; p < players; p++) if (p !== seat) expect(g.legalActions(s, p)).toEqual([]);
    }
  });
  it('SIM-4.9: the same player acts twice in a row for its two teams', () => {
    const s0 = position({ config: { players: 2 }, order: '1 2 3 4', phase: 'choose', demolished: 5 }, 1);
    const s1 = g.apply(s0, legal(s0)[0]!);
    const s2 = g.apply(s1, legal(s1)[0]!);
    expect(s2.active).toBe(1);
    expect(g.actors(s2)).toEqual([0]);
    expectReject(s2, { ...legal(s2)[0]!, team: 0 }, 'ILLEGAL_ACTION', 'SIM-4.2');
  });
  it('a seat cannot act for a team it does not control', () => {
    const s = position({ config: { players: 2 }, order: '1 2 3 4', phase: 'choose', demolished: 5 }, 1);
    expect(s.active).toBe(0);
    expectReject(s, { type: 'choose', player: 0, team: 2, row: 1 }, 'ILLEGAL_ACTION', 'SIM-3.2');
  });
});

describe('SIM-3.4 start tiles (DEFAULT U-13)', () => {
  it('one building per start position, no disc, parks set aside and returned to the pile', () => {
    for (let seed = 0; seed < 60; seed++) {
      const s = start({ players: 5 }, seed);
      const pos = DEFAULT_COMPONENTS.boards.T5!.startTilePositions.map(([r, c]) => r * 6 + c);
      expect(pos.every((i) => s.tile[i]! >= 0 && s.tile[i]! < KIND.park)).toBe(true);
      expect(s.tile.filter((k) => k >= 0)).toHaveLength(5);
      expect(s.disc.every((d) => d === -1)).toBe(true);
      expect(s.pile.filter((k) => k === KIND.park)).toHaveLength(12); // every park is still in the pile
    }
  });
  it('option startTilesHaveDiscs: the i-th start tile carries a disc of team i', () => {
    const s = start({ players: 4, startTilesHaveDiscs: true }, 2);
    DEFAULT_COMPONENTS.boards.T4!.startTilePositions.forEach(([r, c], i) => expect(s.disc[t4(r, c)]).toBe(i));
  });
});

describe('SIM-3.5 SIM-3.6 SIM-2.2 city board data', () => {
  it('default boards follow symbol(r,c) = SYM[(2r+c) mod 5], one blank, no equal orthogonal neighbours', () => {
    const S5 = DEFAULT_COMPONENTS.symbols;
    for (const b of Object.values(DEFAULT_COMPONENTS.boards)) {
      let blanks = 0;
      b.cells.forEach((line, r) =>
        line.forEach((cell, c) => {
          if (cell === 'blank') blanks++;
          else expect(cell).toBe(S5[(2 * r + c) % 5]);
          if (c + 1 < line.length) expect(cell).not.toBe(line[c + 1]);
          if (r + 1 < b.cells.length) expect(cell).not.toBe(b.cells[r + 1]![c]);
        }),
      );
      expect(blanks).toBe(1);
    }
  });
  it('null cells are not spaces: never offered, rejected with SIM-3.5', () => {
    const cells = DEFAULT_COMPONENTS.boards.T4!.cells.map((l) => [...l]);
    cells[0]![0] = null; // a circle cell removed
    let s = start({ players: 4, components: { boards: { ...DEFAULT_COMPONENTS.boards, T4: { cells, startTilePositions: [] } } } }, 1);
    s = demolish(s, 5);
    s = g.apply(s, choose(s, 1)); // circle row
    expect(legal(s).some((a) => a.type === 'place' && a.r === 0 && a.c === 0)).toBe(false);
    expect(legal(s)).toHaveLength(6 - 1); // without start tiles T4 has 6 circles; (0,0) is gone
    expectReject(s, place(s, 0, 0), 'ILLEGAL_ACTION', 'SIM-3.5');
  });
  it('the reserved name blank cannot be a symbol', () => {
    expect(() => start({ players: 4, components: { symbols: ['circle', 'blank'] } })).toThrow(/reserved/);
  });
});

describe('SIM-3.7 SIM-3.8 planning board: 7 rows, turned over every round (U-6)', () => {
  it('side A in rounds 1, 3, 5 and B in 2, 4; startSide B flips that', () => {
    const { states } = randomGame({ players: 4 }, 5);
    const sideByRound = new Map(states.map((s) => [s.round, s.side]));
    expect([...sideByRound.entries()]).toEqual([[1, 0], [2, 1], [3, 0], [4, 1], [5, 0]]);
    const b = randomGame({ players: 4, startSide: 'B' }, 5).states;
    expect(b[0]!.side).toBe(1);
    expect(b.at(-1)!.side).toBe(1);
  });
});

describe('SIM-4.1 SIM-1.2 SIM-8.1 SIM-4.11 five rounds, one tile per team per round', () => {
  it('each team places exactly 5 tiles; the game ends after round 5', () => {
    for (const players of [2, 3, 4, 5, 6]) {
      const { states, actions } = randomGame({ players }, 11 + players);
      const end = states.at(-1)!;
      expect(g.isOver(end)).toBe(true);
      expect(end.round).toBe(5);
      const placed = new Array<number>(end.teams).fill(0);
      for (const a of actions) if (a.type === 'place') placed[a.team]! += 1;
      expect(placed.every((n) => n === 5)).toBe(true);
      expect(g.actors(end)).toEqual([]);
    }
  });
  it('SIM-4.11: when the last team has placed, the next round starts with fresh rows and no pawns', () => {
    const { states } = randomGame({ players: 4 }, 3);
    const i = states.findIndex((s) => s.round === 2);
    const before = states[i - 1]!;
    const after = states[i]!;
    const left = before.rowTile.filter((k) => k >= 0).length - 1; // the last team takes one
    expect(after.discarded.reduce((a, b) => a + b, 0)).toBe(left);
    expect(after.rowPawn.every((p) => p === -1)).toBe(true);
    expect(after.rowTile.every((k) => k >= 0)).toBe(true);
  });
});

describe('SIM-1.3 SIM-4.2 turn order: random in round 1, then pawns top to bottom; EXAMPLE-9', () => {
  it('round 1 order differs between seeds (random over teams)', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 30; seed++) orders.add(start({ players: 4 }, seed).order.join());
    expect(orders.size).toBeGreaterThan(5);
  });
  it('rounds 2–5 follow the previous pawn rows, smallest row first', () => {
    const { states } = randomGame({ players: 5 }, 9);
    for (let round = 2; round <= 5; round++) {
      const s = states.find((x) => x.round === round)!;
      const byRow = [...s.order].sort((a, b) => s.pawnRow[a]! - s.pawnRow[b]!);
      expect(s.order).toEqual(byRow);
    }
  });
  it('EXAMPLE-9: W row 1, R row 3, G row 6, Bk row 7 -> order W, R, G, Bk; Bk gets the bonus and demolishes first', () => {
    // teams: R 1, G 2, W 3, Bk 4; round 2 (order W R G Bk), Bk is the last to choose, the others have
    // placed: W row 1, R row 3, G row 6; row 2 is demolished; R and Bk hold the bonus tokens of rounds 1, 2
    let s = position(
      {
        config: { players: 4 },
        round: 2,
        phase: 'choose',
        order: '3 1 2 4',
        pawns: '3 . 1 . . 2 .',
        planning: '. B . O P . Y',
        demolished: 2,
        bonus: '1 0 0 1',
      },
      4,
    );
    expect([s.turn, s.active, s.side]).toEqual([3, 3, 1]);
    s = g.apply(s, choose(s, 7));
    s = g.apply(s, legal(s)[0]!);
    expect(s.round).toBe(3);
    expect(s.order).toEqual([2, 0, 1, 3]);
    expect(s.bonus).toEqual([1, 0, 0, 2]);
    expect(s.phase).toBe('demolish');
    expect(s.active).toBe(3);
    expect(s.side).toBe(0);
  });
});

describe('SIM-4.3 tiles: 7 per round, round-1 parks redrawn (U-15), EXAMPLE-11', () => {
  it('round 1 rows never hold a park; later rounds can', () => {
    let laterPark = false;
    for (let seed = 0; seed < 40; seed++) {
      const { states } = randomGame({ players: 4 }, seed);
      for (const s of states) {
        if (s.round === 1) expect(s.rowTile.includes(KIND.park)).toBe(false);
        else if (s.rowTile.includes(KIND.park)) laterPark = true;
      }
    }
    expect(laterPark).toBe(true);
  });
  it('7 tiles are laid, one per row, and the set-aside parks go back into the pile', () => {
    const s = start({ players: 4 }, 12);
    expect(s.rowTile.every((k) => k >= 0 && k !== KIND.park)).toBe(true);
    expect(s.pile).toHaveLength(60 - 4 - 7);
    expect(s.pile.filter((k) => k === KIND.park)).toHaveLength(12);
  });
});

describe('SIM-4.4 SIM-9.7 bonus token to the last team every round', () => {
  it('the last team of each round gets one token; 5 are given in a game', () => {
    const { states } = randomGame({ players: 6 }, 21);
    let round = 0;
    for (let i = 0; i < states.length; i++) {
      const s = states[i]!;
      if (s.round !== round) {
        round = s.round;
        const prev = i === 0 ? new Array<number>(s.teams).fill(0) : states[i - 1]!.bonus;
        const last = s.order[s.teams - 1]!;
        expect(s.bonus[last]).toBe(prev[last]! + 1);
      }
    }
    const end = states.at(-1)!;
    expect(end.bonus.reduce((a, b) => a + b, 0)).toBe(5);
    expect(end.bonus.every((b) => b >= 0 && b <= 5)).toBe(true);
  });
});

describe('SIM-4.5 SIM-5.1 SIM-9.5 demolition token (2, 4, 5 players)', () => {
  it('2/4/5 players: the last team demolishes first, any of the 7 rows; 3/6 players: no token', () => {
    for (const players of [2, 4, 5]) {
      const s = start({ players }, 8);
      expect(s.phase).toBe('demolish');
      expect(s.active).toBe(s.order[s.teams - 1]); // SIM-9.5
      expect(legal(s).map((a) => a.type === 'demolish' && a.row)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
    for (const players of [3, 6]) {
      const s = start({ players }, 8);
      expect(s.phase).toBe('choose');
      expect(legal(s).every((a) => a.type === 'choose')).toBe(true);
    }
  });
  it('the demolished row cannot be chosen (rejected with SIM-4.5)', () => {
    let s = start({ players: 4 }, 8);
    s = g.apply(s, { type: 'demolish', player: actor(s), team: s.active, row: 7 });
    expect(s.demolished).toBe(6);
    expect(legal(s).some((a) => a.type === 'choose' && a.row === 7)).toBe(false);
    expectReject(s, choose(s, 7), 'ILLEGAL_ACTION', 'SIM-4.5', /demolished/);
  });
  it('choosing before the token is placed is rejected', () => {
    const s = start({ players: 4 }, 8);
    expectReject(s, { type: 'choose', player: actor(s), team: s.active, row: 1 }, 'ILLEGAL_ACTION', 'SIM-4.5');
  });
  it('a demolish after the round has started is rejected', () => {
    const s = chooseState();
    expectReject(s, { type: 'demolish', player: actor(s), team: s.active, row: 1 }, 'ILLEGAL_ACTION', 'SIM-4.5');
  });
});

describe('SIM-4.6 SIM-5.2 a turn: choose a row (pawn), then place the tile with a disc', () => {
  it('choose puts the pawn; place moves the tile to the city with the team disc', () => {
    let s = chooseState(2);
    const team = s.active;
    const kind = s.rowTile[6]!;
    s = g.apply(s, choose(s, 7));
    expect(s.rowPawn[6]).toBe(team);
    expect(s.phase).toBe('place');
    expect(s.active).toBe(team);
    s = g.apply(s, place(s, 2, 2));
    expect(s.tile[t4(2, 2)]).toBe(kind);
    expect(s.disc[t4(2, 2)]).toBe(team);
    expect(s.rowTile[6]).toBe(-1);
    expect(s.active).not.toBe(team);
  });
  it('a taken row cannot be chosen again; placing before choosing and choosing again are rejected', () => {
    let s = chooseState(2);
    expectReject(s, place(s, 0, 0), 'ILLEGAL_ACTION', 'SIM-4.6');
    s = g.apply(s, choose(s, 1));
    expectReject(s, choose(s, 2), 'ILLEGAL_ACTION', 'SIM-4.6');
    s = g.apply(s, place(s, 0, 0));
    expect(legal(s).some((a) => a.type === 'choose' && a.row === 1)).toBe(false);
    expectReject(s, choose(s, 1), 'ILLEGAL_ACTION', 'SIM-4.6', /already taken/);
  });
});

describe('SIM-4.7 where a tile may go; EXAMPLE-8 (perft counts on the default T4 board)', () => {
  it('row 1 (circle): the 5 empty circles; row 4 (star/hexagon): 5 + 6 = 11; row 7 (wild): all 26 empty incl. blank', () => {
    const s = chooseState(3);
    const after1 = g.apply(s, choose(s, 1));
    const cells1 = legal(after1).map((a) => (a.type === 'place' ? [a.r, a.c] : null));
    expect(cells1).toEqual([[0, 0], [0, 5], [1, 3], [2, 1], [4, 2]]);
    expect(legal(g.apply(s, choose(s, 4)))).toHaveLength(11);
    const wild = legal(g.apply(s, choose(s, 7)));
    expect(wild).toHaveLength(26);
    expect(wild.some((a) => a.type === 'place' && a.r === 2 && a.c === 2)).toBe(true);
  });
  it('wrong symbol, the blank (non-wild) and an occupied space are rejected with SIM-4.7', () => {
    const s = g.apply(chooseState(3), choose(chooseState(3), 4)); // star/hexagon
    expectReject(s, place(s, 0, 0), 'ILLEGAL_ACTION', 'SIM-4.7', /matching/);
    expectReject(s, place(s, 2, 2), 'ILLEGAL_ACTION', 'SIM-4.7', /blank/);
    expectReject(s, place(s, 1, 1), 'ILLEGAL_ACTION', 'SIM-4.7', /already holds/);
  });
});

describe('SIM-4.8 obligation and fallback (U-10), EXAMPLE-10', () => {
  // round 2 (a full city leaves too few tiles for 4 more rounds): only (0,1) triangle and (2,2) blank
  // are empty; the wild row is demolished; side A up unless `side` says B
  const tight = (opts: { side?: 'A' | 'B'; fallbackScope?: 'global' | 'perRow'; pawns?: string; planning?: string } = {}): S =>
    position(
      {
        // round 2 shows the side the game did not start with
        config: { players: 4, fallbackScope: opts.fallbackScope ?? 'global', startSide: opts.side === 'B' ? 'A' : 'B' },
        city: fullT4([[0, 1], [2, 2]]),
        round: 2,
        phase: 'choose',
        order: '2 1 3 4',
        planning: opts.planning ?? 'B O P Y B O P',
        pawns: opts.pawns ?? '. . . . . . .',
        demolished: 7,
        bonus: '1 1 0 0',
      },
      5,
    );
  it('only rows with a matching empty space may be chosen while one exists', () => {
    const s = tight();
    expect(s.side).toBe(0);
    expect(legal(s).map((a) => a.type === 'choose' && a.row)).toEqual([2]);
    expectReject(s, choose(s, 1), 'ILLEGAL_ACTION', 'SIM-4.8');
    const p = g.apply(s, choose(s, 2));
    expect(legal(p).map((a) => (a.type === 'place' ? [a.r, a.c] : null))).toEqual([[0, 1]]);
  });
  it('the fitting rows are read from the side in play: on side B the triangle is on rows 3 and 5', () => {
    const s = tight({ side: 'B' });
    expect(s.side).toBe(1);
    expect(legal(s).map((a) => a.type === 'choose' && a.row)).toEqual([3, 5]);
    expectReject(s, choose(s, 2), 'ILLEGAL_ACTION', 'SIM-4.8');
  });
  it('EXAMPLE-10: no available row fits -> any available row, any empty space incl. blank', () => {
    const s = tight({ pawns: '. 2 . . . . .', planning: 'B . P Y B O P' }); // team 2 took the triangle row and placed its tile
    expect(s.active).toBe(0);
    expect(legal(s).map((a) => a.type === 'choose' && a.row)).toEqual([1, 3, 4, 5, 6]);
    const p = g.apply(s, choose(s, 3));
    expect(legal(p).map((a) => (a.type === 'place' ? [a.r, a.c] : null))).toEqual([[0, 1], [2, 2]]);
  });
  it('option fallbackScope perRow: every available row; a non-fitting tile goes anywhere', () => {
    const s = tight({ fallbackScope: 'perRow' });
    expect(legal(s).map((a) => a.type === 'choose' && a.row)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(legal(g.apply(s, choose(s, 1)))).toHaveLength(2);
    expect(legal(g.apply(s, choose(s, 2)))).toHaveLength(1);
  });
  it('U-11: with no empty space at all the pawn is placed and the tile discarded', () => {
    // round 2 (37 tiles in sight leave 23 in the pile: rounds 3-5 draw 21); row 1 is demolished
    const s = position({ config: { players: 4 }, city: fullT4(), round: 2, phase: 'choose', demolished: 1, bonus: '1 0 0 1' }, 5);
    expect(legal(s)).toHaveLength(6);
    const kind = s.rowTile[2]!;
    const n = g.apply(s, choose(s, 3));
    expect(n.rowPawn[2]).toBe(s.active);
    expect(n.phase).toBe('choose');
    expect(n.active).toBe(s.order[1]);
    expect(n.discarded[kind]).toBe(s.discarded[kind]! + 1);
  });
});

describe('SIM-4.10 option turnStructure pawnsThenPlace (U-7)', () => {
  it('all pawns first in turn order, then tiles placed row 1 to 7 by the pawn owners', () => {
    let s = start({ players: 6, turnStructure: 'pawnsThenPlace' }, 6);
    const chooser: number[] = [];
    while (s.phase === 'choose') {
      chooser.push(s.active);
      s = g.apply(s, legal(s).at(-1)!);
    }
    expect(chooser).toEqual(s.order);
    const rowsWithPawns = [0, 1, 2, 3, 4, 5, 6].filter((i) => s.rowPawn[i]! >= 0);
    const placers: number[] = [];
    const rows: number[] = [];
    while (s.round === 1) {
      expect(s.phase).toBe('place');
      placers.push(s.active);
      rows.push(s.placeRow);
      s = g.apply(s, legal(s)[0]!);
    }
    expect(rows).toEqual(rowsWithPawns);
    const prev = rowsWithPawns.map((i) => placers[rows.indexOf(i)]);
    expect(s.order).toEqual(prev); // next order = pawn rows top to bottom
  });
});

describe('SIM-5.3 no other decisions; malformed actions', () => {
  it('unknown types, missing or extra fields, out-of-range numbers are MALFORMED_ACTION', () => {
    const s = chooseState();
    const p = actor(s);
    expectReject(s, { type: 'pass', player: p, team: s.active }, 'MALFORMED_ACTION', 'SIM-5.3');
    expectReject(s, { type: 'choose', player: p, team: s.active }, 'MALFORMED_ACTION', 'SIM-5.3');
    expectReject(s, { type: 'choose', player: p, team: s.active, row: 1, extra: 1 }, 'MALFORMED_ACTION', 'SIM-5.3');
    expectReject(s, { type: 'choose', player: p, team: s.active, row: 8 }, 'MALFORMED_ACTION', 'SIM-3.7');
    expectReject(s, { type: 'choose', player: p, team: 9, row: 1 }, 'MALFORMED_ACTION', 'SIM-3.1');
    expectReject(s, { type: 'choose', player: p, team: s.active, row: Number.NaN }, 'MALFORMED_ACTION', 'SIM-3.7');
    const q = g.apply(s, choose(s, 7));
    expectReject(q, { type: 'place', player: p, team: s.active, r: 5, c: 0 }, 'MALFORMED_ACTION', 'SIM-3.5');
  });
  it('the wrong seat gets NOT_YOUR_TURN', () => {
    const s = chooseState();
    const other = (actor(s) + 1) % 4;
    expectReject(s, { type: 'choose', player: other, team: other, row: 1 }, 'NOT_YOUR_TURN', 'core');
  });
});

describe('SIM-6.1 views hide only the draw pile order', () => {
  it('the view shows rows, city, pawns and bonus, and the pile only as a count', () => {
    const s = playFirst(start({ players: 4 }, 2), 3);
    const v = g.view(s, 0);
    expect(v).not.toHaveProperty('pile');
    expect(v).not.toHaveProperty('rng');
    expect(v.pileCount).toBe(s.pile.length);
    expect(v.planningBoard.map((r) => r.tile)).toEqual(s.rowTile.map((k) => (k < 0 ? null : DEFAULT_COMPONENTS.buildings[k] ?? 'park')));
    expect(v.teams.map((t) => t.bonus)).toEqual(s.bonus);
    expect(v.city[2]![2]!.space).toBe('blank');
    expect(g.view(s, null).pileCount).toBe(s.pile.length);
  });
});

describe('SIM-9.6 a row is always left over; SIM-9.8 reproducible from the seed', () => {
  it('after each round at least one planning row kept its tile', () => {
    for (const players of [3, 4, 5, 6]) {
      const { states } = randomGame({ players }, 30 + players);
      for (let i = 1; i < states.length; i++) {
        if (states[i]!.round !== states[i - 1]!.round) {
          const total = states[i]!.discarded.reduce((a, b) => a + b, 0) - states[i - 1]!.discarded.reduce((a, b) => a + b, 0);
          expect(total).toBeGreaterThanOrEqual(1);
        }
      }
    }
  });
  it('same config and seed give the same game; another seed another one', () => {
    expect(randomGame({ players: 4 }, 77).states.at(-1)).toEqual(randomGame({ players: 4 }, 77).states.at(-1));
    expect(start({ players: 4 }, 1).pile).not.toEqual(start({ players: 4 }, 2).pile);
  });
});

describe('describe(): one readable line', () => {
  it('names the player, team, tile, row and space', () => {
    const s = chooseState(3);
    expect(g.describe(s, choose(s, 1))).toMatch(/^P\d \(\w+\) takes the \w+ tile from row 1 \(circle\)$/);
    const p = g.apply(s, choose(s, 1));
    expect(g.describe(p, place(p, 0, 0))).toMatch(/places the \w+ tile on \(0,0\) circle$/);
  });
});

describe('SIM-3.1 SIM-4.8 config validation', () => {
  const code = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      return `${(e as { code: string }).code} ${(e as { rule: string }).rule}`;
    }
    return 'accepted';
  };
  it('player counts and options are checked with BAD_CONFIG', () => {
    expect(code(() => start({ players: 1 }))).toBe('BAD_CONFIG SIM-3.1');
    expect(code(() => start({ players: 7 }))).toBe('BAD_CONFIG SIM-3.1');
    expect(code(() => start({ players: 2.5 }))).toBe('BAD_CONFIG SIM-3.1');
    expect(code(() => start({ players: 4, colour: 'red' } as never))).toBe('BAD_CONFIG SIM-3.1');
    expect(code(() => start({ players: 4, fallbackScope: 'nowhere' } as never))).toBe('BAD_CONFIG SIM-4.8');
    expect(code(() => start({ players: 4, turnStructure: 'x' } as never))).toBe('BAD_CONFIG SIM-4.10');
    expect(code(() => start({ players: 4, startSide: 'C' } as never))).toBe('BAD_CONFIG SIM-3.8');
    expect(code(() => start({ players: 4, startTilesHaveDiscs: 1 } as never))).toBe('BAD_CONFIG SIM-3.4');
    expect(code(() => start({ players: 4, components: null }))).toBe('accepted');
  });
  it('U-11 in pawnsThenPlace: with the city full, tiles are discarded and the round ends', () => {
    // T6 (6 x 7) full: 42 tiles in the city, 7 beside the rows, 11 in the pile: round 4 (round 5 draws 7)
    const letters = ['B', 'O', 'P', 'Y', '#'];
    // (4,0) and (4,1) trade tiles so that the start position (4,1) holds a building, not a park (SIM-3.4)
    const at = (r: number, c: number): string => letters[(r === 4 && c <= 1 ? r * 7 + 1 - c : r * 7 + c) % 5]!;
    const city = Array.from({ length: 6 }, (_, r) => Array.from({ length: 7 }, (_, c) => at(r, c)).join(' '));
    let s = position({ config: { players: 6, turnStructure: 'pawnsThenPlace' }, city, round: 4, phase: 'choose', bonus: '1 1 1 1 0 0' }, 4);
    expect(s.discarded.reduce((a, b) => a + b, 0)).toBe(0);
    for (let i = 0; i < 6; i++) s = g.apply(s, legal(s)[0]!);
    expect(s.round).toBe(5);
    expect(s.discarded.reduce((a, b) => a + b, 0)).toBe(7);
  });
});

describe('SIM-3.8 SIM-4.7 perft: the current side of the planning board decides where a tile may go', () => {
  // T4 after the 4 start tiles: empty circle 5, triangle 4, square 5, star 5, hexagon 6, blank 1 (26 spaces)
  // (components.json boards.T4.emptySymbolSpacesAfterStart)
  // real play: the demolition token on another row, then the row chosen (the token changes no space)
  const counts = (startSide: 'A' | 'B'): number[] => {
    const s0 = start({ players: 4, startSide }, 3);
    return [1, 2, 3, 4, 5, 6, 7].map((row) => {
      const s = demolish(s0, row === 1 ? 2 : 1);
      return legal(g.apply(s, choose(s, row))).length;
    });
  };
  it('side A: circle 5, triangle 4, square 5, star/hexagon 11, circle/star 10, square/hexagon 11, wild 26', () => {
    expect(counts('A')).toEqual([5, 4, 5, 11, 10, 11, 26]);
  });
  it('side B: star 5, hexagon 6, triangle 4, circle/square 10, triangle/circle 9, star/square 10, wild 26', () => {
    expect(counts('B')).toEqual([5, 6, 4, 10, 9, 10, 26]);
  });
  it('round 2 is played on side B: a side-A-only placement is rejected there', () => {
    // round 2, side B: row 1 = star; (0,0) is a circle (side A row 1 would allow it)
    // seed 3's start tiles and rows, in round 2 (side B derived), row 2 demolished
    const s = position({ config: { players: 4 }, round: 2, phase: 'choose', demolished: 2, bonus: '1 0 0 1' }, 3);
    expect(s.side).toBe(1);
    expect(s.tile).toEqual(start({ players: 4 }, 3).tile);
    const p = g.apply(s, choose(s, 1));
    expect(legal(p).map((a) => (a.type === 'place' ? [a.r, a.c] : null))).toEqual([[0, 3], [2, 4], [3, 2], [4, 0], [4, 5]]);
    expectReject(p, place(p, 0, 0), 'ILLEGAL_ACTION', 'SIM-4.7');
  });
});

describe('SIM-4.6 SIM-5.1 SIM-5.2 perft: rows to choose and to demolish', () => {
  it('4 players, round 1: 7 demolish rows; after demolishing row 3, 6 rows; after one turn, 5', () => {
    let s = start({ players: 4 }, 8);
    expect(legal(s)).toHaveLength(7);
    s = g.apply(s, { type: 'demolish', player: actor(s), team: s.active, row: 3 });
    expect(legal(s).map((a) => a.type === 'choose' && a.row)).toEqual([1, 2, 4, 5, 6, 7]);
    s = g.apply(s, choose(s, 5));
    s = g.apply(s, legal(s)[0]!);
    expect(legal(s).map((a) => a.type === 'choose' && a.row)).toEqual([1, 2, 4, 6, 7]);
  });
  it('SIM-5.1: a row without a tile (U-11) cannot be demolished', () => {
    const s = position({ config: { players: 5 }, planning: 'B O . Y B O P' }, 8);
    expect(legal(s).map((a) => a.type === 'demolish' && a.row)).toEqual([1, 2, 4, 5, 6, 7]);
    expectReject(s, { type: 'demolish', player: actor(s), team: s.active, row: 3 }, 'ILLEGAL_ACTION', 'SIM-4.5');
  });
});

describe('SIM-1.3 SIM-8.4 the pawn row a team takes is recorded for the next order and the final tie-break', () => {
  it('choose records the pawn row; the final pawn rows are the round-5 pawns and give the tie-break values', () => {
    let s = chooseState(2);
    const team = s.active;
    s = g.apply(s, choose(s, 6));
    expect(s.pawnRow[team]).toBe(5);
    expect(g.view(s, null).teams[team]!.pawnRow).toBe(6);
    for (const players of [2, 4]) {
      const { states } = randomGame({ players, turnStructure: players === 2 ? 'pawnsThenPlace' : 'pickAndPlace' }, 40 + players);
      const end = states.at(-1)!;
      expect(end.round).toBe(5);
      for (let t = 0; t < end.teams; t++) expect(end.rowPawn[end.pawnRow[t]!]).toBe(t);
      const sheet = g.score(end);
      const teams = teamScores(end);
      sheet.players.forEach((p, seat) => expect(p.tiebreak).toEqual([-(end.pawnRow[countedTeam(end, teams, seat)]! + 1)]));
    }
  });
});

describe('EXAMPLE-11 round-1 park redraw, exact draws (U-15)', () => {
  const B = KIND.blue;
  const O = KIND.orange;
  const P = KIND.purple;
  const Y = KIND.yellow;
  const K = KIND.park;
  it('round 1: row 3 draws a park -> set aside, row 3 gets the next tile; the park goes back into the pile', () => {
    // the next tile drawn is the LAST element of the pile: the draws are B, O, K, P, B, Y, Y, P, then O, O, O
    const draws = [B, O, K, P, B, Y, Y, P];
    const drawn = drawRowTiles([O, O, O, ...[...draws].reverse()], 1, K, openRng(createRng(1)));
    expect(drawn.rowTile).toEqual([B, O, P, B, Y, Y, P]);
    expect([...drawn.pile].sort()).toEqual([O, O, O, K].sort());
  });
  it('round 2: a drawn park stays beside its row (the pile top B O # P B Y Y, drawn when round 1 ends)', () => {
    // round 1, the last team (4) places the tile of row 4; rows 5-7 keep theirs (row 7 demolished)
    const s = position(
      { config: { players: 4 }, phase: 'place', order: '1 2 3 4', pawns: '1 2 3 4 . . .', planning: '. . . B B O P', demolished: 7, pile: 'B O # P B Y Y' },
      1,
    );
    expect([s.active, s.placeRow, s.turn]).toEqual([3, 3, 3]);
    const next = g.apply(s, legal(s)[0]!);
    expect(next.round).toBe(2);
    expect(next.rowTile).toEqual([B, O, K, P, B, Y, Y]);
    expect(next.pile).toHaveLength(s.pile.length - 7);
    expect(next.discarded).toEqual([1, 1, 1, 0, 0]); // rows 5-7: blue, orange, purple
    expect(next.order).toEqual([0, 1, 2, 3]);
  });
});

describe('SIM-5.3 apply recognises listed actions by identity only', () => {
  it('an object added to the returned list (or a changed copy) still goes through the full check', async () => {
    const { legalActions: rawLegal } = await import('../../src/simplicity/legal.js');
    const { apply: rawApply } = await import('../../src/simplicity/apply.js');
    const s = chooseState(2);
    const list = rawLegal(s, actor(s));
    expect(list.every((a) => Object.isFrozen(a))).toBe(true);
    const evil = { type: 'choose', player: actor(s), team: s.active, row: 5 } as SimplicityAction; // row 5 is demolished
    // A choose listing is interned and shared (frozen): it cannot be changed; a copy with the action added is not trusted.
    expect(Object.isFrozen(list)).toBe(true);
    expect(() => list.push(evil)).toThrow(TypeError);
    const copy = [...list, evil];
    expect(() => rawApply(s, copy[copy.length - 1]!)).toThrow(expect.objectContaining({ code: 'ILLEGAL_ACTION', rule: 'SIM-4.5' }));
    expect(rawApply(s, list[0]!).rowPawn).toContain(s.active);
    expect(rawLegal(s, actor(s))).toEqual(list); // the shared listing is unchanged
    // A place listing is made per call: an object pushed onto it is not trusted either.
    const p = g.apply(s, list[0]!);
    const places = rawLegal(p, actor(p));
    const taken = { type: 'place', player: actor(p), team: p.active, r: 1, c: 1 } as SimplicityAction; // (1,1) holds a start tile
    places.push(taken);
    expect(() => rawApply(p, taken)).toThrow(expect.objectContaining({ code: 'ILLEGAL_ACTION', rule: 'SIM-4.7' }));
    expect(rawApply(p, places[0]!).disc).toContain(p.active);
  });
});
