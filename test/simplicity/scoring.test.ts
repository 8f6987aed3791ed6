import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { countedTeam, teamScores } from '../../src/simplicity/index.js';
import { position } from '../../src/simplicity/index.js';
import { finalPosition, g, gridState, teamList } from './helpers.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json: any = JSON.parse(readFileSync(path.resolve(repoRoot, 'test/fixtures/simplicity/components.json'), 'utf8'));
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const example = (id: string): any => json.examples.find((e: { id: string }) => e.id === id);

/** Check a components.json grid example against its expected team numbers. */
function checkGridExample(id: string, teams: Record<string, number>) {
  const ex = example(id);
  const s = gridState(ex.grid, teams);
  const scores = teamScores(s);
  for (const [letter, want] of Object.entries(ex.expected) as [string, Record<string, number>][]) {
    const got = scores[teams[letter]!]!;
    expect(got.links, `${id} ${letter} links`).toBe(want.linkPoints);
    expect(got.links / 3).toBe(want.links);
    expect(got.neighbourhoods, `${id} ${letter} neighbourhoods`).toBe(want.neighbourhood);
    expect(got.parks, `${id} ${letter} parks`).toBe(want.parks);
    expect(got.total, `${id} ${letter} total`).toBe(want.total);
  }
}

/** A finished game for player-level examples: the team totals and round-5 pawn rows given (helpers' finalPosition). */
const totals = finalPosition;

describe('SIM-7.1 links', () => {
  it('3 points per orthogonal pair of one team; diagonal pairs and other teams never link', () => {
    const s = gridState(
      [
        ['blue:X', 'orange:X', 'purple:Y'],
        ['yellow:Y', 'blue:X', 'park:-'],
      ],
      { X: 0, Y: 1 },
    );
    // X: (0,0)-(0,1), (0,1)-(1,1) = 2 links; Y: (0,2) and (1,0) touch no other Y disc
    expect(teamScores(s)[0]!.links).toBe(6);
    expect(teamScores(s)[1]!.links).toBe(0);
  });
  it('EXAMPLE-4: a 2x2 block of one team is 4 links = 12; diagonal discs alone form none', () => {
    checkGridExample('EXAMPLE-4', { X: 0 });
    const diag = gridState([['blue:X', null], [null, 'orange:X']], { X: 0 });
    expect(teamScores(diag)[0]!.links).toBe(0);
  });
});

describe('SIM-7.2 neighbourhoods', () => {
  it('EXAMPLE-1: three connected purple tiles with two discs of team X score 3 x 2 = 6', () => {
    const s = gridState([['purple:X', 'purple:-', 'purple:X']], { X: 0 });
    expect(teamScores(s)[0]!.neighbourhoods).toBe(6);
  });
  it('a lone building with a disc scores 1; groups join only same colour, orthogonally', () => {
    const s = gridState(
      [
        ['blue:X', 'orange:-'],
        ['orange:-', 'blue:-'],
      ],
      { X: 0 },
    );
    expect(teamScores(s)[0]!.neighbourhoods).toBe(1);
  });
});

describe('SIM-7.3 parks (1/4/9/16), SIM-2.1 a park is not a colour', () => {
  it('EXAMPLE-2: a park next to 1, 2, 3, 4 different colours scores 1, 4, 9, 16', () => {
    const around = ['blue', 'orange', 'purple', 'yellow'];
    const want = [1, 4, 9, 16];
    for (let n = 1; n <= 4; n++) {
      const k = (i: number) => (i < n ? `${around[i]}:-` : null);
      const s = gridState(
        [
          [null, k(0), null],
          [k(1), 'park:X', k(2)],
          [null, k(3), null],
        ],
        { X: 0 },
      );
      expect(teamScores(s)[0]!.parks).toBe(want[n - 1]);
    }
  });
  it('two neighbours of the same colour count once', () => {
    const s = gridState([['blue:-', 'park:X', 'blue:-']], { X: 0 });
    expect(teamScores(s)[0]!.parks).toBe(1);
  });
  it('EXAMPLE-3: adjacent parks count as no colour -> 1 point', () => {
    checkGridExample('EXAMPLE-3', { X: 0 });
  });
});

describe('SIM-7.4 bonus tokens, SIM-7.5 team total', () => {
  it('each bonus token is 1 point and the total is links + neighbourhoods + parks + bonus', () => {
    const s = gridState([['blue:X', 'blue:X', 'park:X']], { X: 0 }, 4, { bonus: '3 0 0 2' });
    const t = teamScores(s)[0]!;
    expect(t.bonus).toBe(3);
    expect(t).toEqual({ links: 6, neighbourhoods: 4, parks: 1, bonus: 3, total: 14 });
  });
});

describe('SIM-7.6 SIM-9.1 SIM-9.2 SIM-9.3 SIM-9.4 edge cases', () => {
  it('SIM-7.6: a tile without a disc scores nothing itself but enlarges a neighbourhood', () => {
    const alone = gridState([['blue:X', null, 'park:-']], { X: 0 });
    const joined = gridState([['blue:X', 'blue:-', 'park:-']], { X: 0 });
    expect(teamScores(alone)[0]!.total).toBe(1);
    expect(teamScores(joined)[0]!.total).toBe(2);
    // the other teams score nothing from it (the last team holds only the round's bonus token)
    expect(teamScores(joined).slice(1).map((t) => t.total - t.bonus)).toEqual([0, 0, 0]);
  });
  it('SIM-9.1: a tile on a blank space is an ordinary tile', () => {
    const s = gridState([['blue:X', 'blue:X']], { X: 0 });
    const cells = [['circle', 'blank']];
    const board = { cells, startTilePositions: [] };
    const b = position({
      config: { players: 4, components: { boards: { T4: board, T5: board, T6: board } } },
      city: ['B1 B1'],
      ...{ round: 5, phase: 'over', order: teamList(4), pawns: '1 2 3 4 . . .', planning: '. . . . B B B', demolished: 5, bonus: '0 0 0 5' },
    });
    expect(g.view(b, null).city[0]![1]).toEqual({ space: 'blank', tile: 'blue', disc: 0 });
    expect(teamScores(b)[0]).toEqual(teamScores(s)[0]);
    expect(teamScores(b)[0]!.total).toBe(3 + 4);
  });
  it('SIM-9.2: a disc on a park scores park points (never neighbourhood) and forms links', () => {
    const s = gridState([['park:X', 'blue:X']], { X: 0 });
    expect(teamScores(s)[0]).toEqual({ links: 3, neighbourhoods: 1, parks: 1, bonus: 0, total: 5 });
  });
  it('SIM-9.3 / EXAMPLE-5: several teams score the same neighbourhood once per own disc', () => {
    checkGridExample('EXAMPLE-5', { R: 0, G: 1 });
  });
  it('SIM-9.4: a park with only parks, empty spaces and the edge around scores 0', () => {
    const s = gridState([['park:-', 'park:X', null]], { X: 0 });
    expect(teamScores(s)[0]!.parks).toBe(0);
  });
});

describe('SIM-1.4 SIM-8.2 SIM-8.3 player score (lower team with 2–3 players), EXAMPLE-6', () => {
  it('P1 R 20 / G 26 -> 20; P2 W 23 / Bk 21 -> 21; P2 wins', () => {
    const s = totals(2, [20, 26, 23, 21], [1, 2, 3, 4]);
    expect(teamScores(s).map((t) => t.total)).toEqual([20, 26, 23, 21]);
    const sheet = g.score(s);
    expect(sheet.players.map((p) => p.total)).toEqual([20, 21]);
    expect(sheet.winners).toEqual([1]);
    expect(sheet.final).toBe(true);
  });
  it('4–6 players: the player score is the team score', () => {
    const s = totals(4, [5, 9, 7, 1], [1, 2, 3, 4]);
    expect(g.score(s).players.map((p) => p.total)).toEqual([5, 9, 7, 1]);
    expect(g.score(s).winners).toEqual([1]);
  });
  it('score parts are the counted team parts: links, neighbourhoods, parks, bonus', () => {
    const s = totals(3, [1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6]);
    expect(g.score(s).players[0]!.parts).toEqual({ links: 0, neighbourhoods: 0, parks: 0, bonus: 1 });
  });
});

describe('SIM-8.4 tie-break by the higher final pawn, EXAMPLE-7 and EXAMPLE-12 (U-12)', () => {
  it('EXAMPLE-7: P1 and P3 on 40, pawns on rows 2 and 5 -> P1 wins', () => {
    const s = totals(4, [40, 10, 40, 12], [2, 1, 5, 3]);
    const sheet = g.score(s);
    expect(sheet.players.map((p) => p.total)).toEqual([40, 10, 40, 12]);
    expect(sheet.winners).toEqual([0]);
    expect(sheet.players[0]!.rank).toBe(1);
    expect(sheet.players[2]!.rank).toBe(2);
  });
  it('EXAMPLE-12: 2 players tied on 20; counted pawns rows 4 and 2 -> P2 wins', () => {
    const s = totals(2, [20, 26, 20, 30], [4, 1, 2, 6]);
    const teams = teamScores(s);
    expect(teams.map((t) => t.total)).toEqual([20, 26, 20, 30]);
    expect(countedTeam(s, teams, 0)).toBe(0);
    expect(countedTeam(s, teams, 1)).toBe(2);
    const sheet = g.score(s);
    expect(sheet.players.map((p) => p.total)).toEqual([20, 20]);
    expect(sheet.players.map((p) => p.tiebreak[0])).toEqual([-4, -2]);
    expect(sheet.winners).toEqual([1]);
  });
  it('U-12: equal team totals -> the higher of the two pawns counts', () => {
    const s = totals(2, [20, 20, 20, 25], [5, 3, 4, 1]);
    expect(countedTeam(s, teamScores(s), 0)).toBe(1);
    expect(g.score(s).winners).toEqual([0]); // P1's counted pawn row 3 beats P2's row 4
  });
});

describe('SIM-8.5 full ranking', () => {
  it('orders by score, then by the pawn rule', () => {
    const s = totals(5, [30, 40, 30, 10, 30], [6, 7, 2, 1, 4]);
    expect(g.score(s).players.map((p) => p.rank)).toEqual([4, 1, 2, 5, 3]);
  });
});
