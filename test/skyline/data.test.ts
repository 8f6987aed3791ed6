import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXTRA_SETUP_CARDS } from '../../src/skyline/data.js';
import { DEFAULT_COMPONENTS, resolveBoard, skyline } from '../../src/skyline/index.js';
import { BOARD_T, ruleError } from './helpers.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json: any = JSON.parse(readFileSync(path.resolve(repoRoot, 'test/fixtures/skyline/components.json'), 'utf8'));
const C = DEFAULT_COMPONENTS;

describe('SK-2 SK-2.1 SK-2.4 SK-2.5 SK-2.6 SK-2.7 components match components.json', () => {
  it('counts: floors, roofs, market, hand limit, starting hand', () => {
    expect(C.floorsPerColour).toBe(json.floors.perColour);
    expect(C.floorsPerColour * 4).toBe(json.floors.total);
    expect(C.roofsPerPlayer).toBe(json.roofsPerPlayer);
    expect(C.marketSize).toBe(json.market.size);
    expect(C.handLimit).toBe(json.handLimit);
    expect(C.startingHand).toEqual(json.startingHand);
    expect(json.colours).toEqual(['grey', 'white', 'brown', 'black']);
  });
  it('starting floor variants (SK-12): extra cards drawn', () => {
    expect(3 + EXTRA_SETUP_CARDS[7]!).toBe(json.startingFloorsOnBoard.variant7.total);
    expect(EXTRA_SETUP_CARDS[7]).toBe(json.startingFloorsOnBoard.variant7.extraCardsDrawn);
    expect(EXTRA_SETUP_CARDS[5]).toBe(json.startingFloorsOnBoard.variant5.extraCardsDrawn);
    expect(3 + EXTRA_SETUP_CARDS[3]!).toBe(json.startingFloorsOnBoard.standard);
  });
  it('SK-2.1 boards: sites, districts, minPlayers, edges and parks', () => {
    for (const side of ['2p', '3-4p'] as const) {
      const b = json.boards[side];
      const mine = C.boards[side];
      expect(mine.sites.map((s) => [s.id, s.district, s.x, s.y, s.minPlayers ?? null])).toEqual(
        b.sites.map((s: { id: string; district: string; x: number; y: number; minPlayers?: number }) => [s.id, s.district, s.x, s.y, s.minPlayers ?? null]),
      );
      expect(mine.edges).toEqual(b.edges);
      expect(mine.parks).toEqual(b.parks);
      for (const d of b.districts) expect(mine.sites.filter((s) => s.district === d.id).map((s) => s.id)).toEqual(d.sites);
      // adjacency lists given for convenience agree with the edges
      const full = resolveBoard(mine, 4);
      full.sites.forEach((id, i) => expect(full.adjacency[i]!.map((j) => full.sites[j]).sort()).toEqual([...b.adjacency[id]].sort()));
    }
  });
  it('SK-2.4 material cards: 44 cards, bottoms, floors and icons', () => {
    expect(C.materialCards.length).toBe(json.materialCards.count);
    expect(C.materialCards).toEqual(json.materialCards.cards);
    const bottoms: Record<string, number> = {};
    let floors = 0;
    let icons = 0;
    for (const c of C.materialCards) {
      bottoms[c.floors[0]!] = (bottoms[c.floors[0]!] ?? 0) + 1;
      floors += c.floors.length;
      icons += Object.values(c.vehicles).reduce((a, b) => a + (b ?? 0), 0);
    }
    expect(bottoms).toEqual(json.materialCards.summary.bottomColourCounts);
    expect(floors).toBe(json.materialCards.summary.floorsShown);
    expect(icons).toBe(json.materialCards.summary.vehicleIcons);
  });
  it('SK-2.5 personal board: track, money, stars, cone row', () => {
    const pb = json.personalBoard;
    for (const c of json.colours) {
      expect(pb.tracks[c].startColumn).toBe(0);
      expect(pb.tracks[c].endColumn).toBe(C.track.endColumn);
    }
    expect(C.track.values).toEqual(pb.columns.map((c: { value: number }) => c.value));
    expect(C.track.starColumns).toEqual(pb.starColumns);
    expect(C.track.starColumns).toEqual(pb.columns.filter((c: { star: boolean }) => c.star).map((c: { column: number }) => c.column));
    expect(C.coneValues.length - 1).toBe(pb.coneRow.maxCount);
    expect(C.coneValues).toEqual(Object.keys(pb.coneRow.valueByCount).sort((a, b) => +a - +b).map((k) => pb.coneRow.valueByCount[k]));
  });
  it('SK-2.6 objective cards and SK-2.7 chips', () => {
    expect(C.objectiveCards).toEqual(json.objectiveCards.cards);
    expect(C.objectiveCards.length).toBe(json.objectiveCards.count);
    expect(C.objectiveCards.filter((c) => c.starter).length).toBe(json.objectiveCards.starterCount);
    expect(C.chips.shapes).toEqual(json.bonusChips.shapes);
    expect(C.chips.shapes.map((_, i) => json.bonusChips.slotShape[String(i + 1)])).toEqual(C.chips.shapes);
    expect(C.chips.byPlayerCount).toEqual(json.bonusChips.inPlayByPlayerCount);
    expect(json.bonusChips.perShape.length * C.chips.shapes.length).toBe(json.bonusChips.total);
    expect(C.chips.byPlayerCount['4']).toEqual(json.bonusChips.perShape);
  });
});

describe('SK-2.2 SK-2.3 EXAMPLE-18 default board facts', () => {
  const cases = [
    ['3-4p', 4, 50, 77],
    ['3-4p', 3, 45, 66],
    ['2p', 2, 30, 43],
  ] as const;
  for (const [side, n, sites, streets] of cases) {
    it(`${side} with ${n} players: ${sites} sites, ${streets} streets, degrees 1–5`, () => {
      const b = resolveBoard(C.boards[side], n);
      expect(b.sites.length).toBe(sites);
      expect(b.adjacency.reduce((a, l) => a + l.length, 0) / 2).toBe(streets);
      for (const l of b.adjacency) {
        expect(l.length).toBeGreaterThanOrEqual(1);
        expect(l.length).toBeLessThanOrEqual(5);
      }
    });
  }
  it('setup uses the side and the sites of the player count', () => {
    expect(skyline.setup({ players: 2 }, 1).sites.length).toBe(30);
    expect(skyline.setup({ players: 3 }, 1).sites.length).toBe(45);
    expect(skyline.setup({ players: 4 }, 1).sites.length).toBe(50);
    expect(skyline.setup({ players: 3 }, 1).sites).not.toContain('B4');
  });
  it('SK-2.3 a park-bordering site unusable at this count is ignored (P2 lists B4)', () => {
    const b3 = resolveBoard(C.boards['3-4p'], 3);
    expect(b3.sites.filter((_, i) => b3.parkAdjacent[i])).not.toContain('B4');
    const b4 = resolveBoard(C.boards['3-4p'], 4);
    expect(b4.parkAdjacent[b4.sites.indexOf('B4')]).toBe(true);
  });
});

describe('SK-2 SK-2.1 component override validated on load (BAD_CONFIG)', () => {
  const bad = (components: unknown, players = 2) =>
    ruleError(() => skyline.setup({ players, components } as never, 1));
  it('accepts a corrected set (board T) and plays on it', () => {
    const s = skyline.setup({ players: 2, components: { boards: { '2p': BOARD_T } } }, 1);
    expect(s.sites).toEqual(['X1', 'X2', 'X3', 'X4', 'X5', 'X6']);
    expect(skyline.view(s, null).board.parkAdjacent).toEqual([false, false, true, false, true, false]);
  });
  it('unknown site id in an edge', () => {
    const e = bad({ boards: { '2p': { ...BOARD_T, edges: [...BOARD_T.edges, ['X1', 'Z9']] } } });
    expect(e.code).toBe('BAD_CONFIG');
    expect(e.message).toContain('Z9');
  });
  it('unknown site id in a park', () => {
    const e = bad({ boards: { '2p': { ...BOARD_T, parks: [{ id: 'P', borderingSites: ['Q1'] }] } } });
    expect(e.code).toBe('BAD_CONFIG');
    expect(e.message).toContain('Q1');
  });
  it('disconnected graph', () => {
    const e = bad({ boards: { '2p': { ...BOARD_T, edges: BOARD_T.edges.filter(([a, b]) => !(a === 'X5' && b === 'X6')) } } });
    expect(e).toMatchObject({ code: 'BAD_CONFIG', rule: 'SK-2.1' });
    expect(e.message).toContain('not connected');
  });
  it('a graph disconnected only once 4-player-only sites are removed', () => {
    const sites = BOARD_T.sites.map((s) => (s.id === 'X5' ? { ...s, minPlayers: 4 } : s));
    expect(bad({ boards: { '3-4p': { ...BOARD_T, sites } } }, 3).code).toBe('BAD_CONFIG');
    expect(skyline.setup({ players: 4, components: { boards: { '3-4p': { ...BOARD_T, sites } } } }, 1).sites.length).toBe(6);
  });
  it('negative counts', () => {
    expect(bad({ floorsPerColour: -1 }).code).toBe('BAD_CONFIG');
    expect(bad({ startingHand: { grey: -1, white: 1, brown: 1, black: 1 } }).code).toBe('BAD_CONFIG');
    expect(bad({ materialCards: [{ id: 'M', floors: ['grey'], vehicles: { grey: -2 } }, ...DEFAULT_COMPONENTS.materialCards.slice(1)] }).code).toBe('BAD_CONFIG');
    expect(bad({ chips: { shapes: ['a', 'b', 'c'], byPlayerCount: { '2': [7, -5], '3': [], '4': [] } } }).code).toBe('BAD_CONFIG');
    expect(bad({ coneValues: [0, -2] }).code).toBe('BAD_CONFIG');
  });
  it('unknown colours, duplicate ids, bad track, unknown objective type, unknown key', () => {
    expect(bad({ materialCards: [{ id: 'M', floors: ['pink'], vehicles: {} }, ...DEFAULT_COMPONENTS.materialCards] }).code).toBe('BAD_CONFIG');
    expect(bad({ materialCards: [...DEFAULT_COMPONENTS.materialCards, DEFAULT_COMPONENTS.materialCards[0]] }).message).toContain('twice');
    expect(bad({ track: { endColumn: 5, values: [0, 1], starColumns: [] } }).code).toBe('BAD_CONFIG');
    expect(bad({ track: { endColumn: 2, values: [0, 1, 2], starColumns: [3] } }).code).toBe('BAD_CONFIG');
    expect(bad({ objectiveCards: [...DEFAULT_COMPONENTS.objectiveCards.slice(0, 2), { id: 'Z', name: 'z', starter: true, condition: { type: 'moon', count: 1 } }] }).message).toContain('moon');
    expect(bad({ deckSize: 3 }).message).toContain('deckSize');
    expect(bad({ boards: { '2p': { ...BOARD_T, sites: [...BOARD_T.sites, { id: 'X1', district: 'N' }] } } }).message).toContain('twice');
  });
  it('bad options', () => {
    for (const c of [{ players: 1 }, { players: 5 }, { players: 2.5 }, { players: 2, setupMode: 'x' }, { players: 4, startingFloors: 7 },
      { players: 3, startingFloors: 5 }, { players: 2, firstPlayer: 2 }, { players: 2, objectives: ['S1', 'S1', 'S2'] },
      { players: 2, objectives: ['S1', 'S2', 'Q'] }, { players: 2, colour: 1 }, { players: 2, extraTurnMandatory: 'yes' }]) {
      expect(ruleError(() => skyline.setup(c as never, 1)).code).toBe('BAD_CONFIG');
    }
  });
});
