import { describe, expect, it } from 'vitest';
import { bellavista } from '../../src/bellavista/index.js';
import { rulesOf } from '../../src/bellavista/rules.js';
import { COMPONENTS, type Components } from '../../src/bellavista/data.js';
import type { BellaVistaState } from '../../src/bellavista/types.js';
import { legal, placeKeys, play, pos, rejects, turnOf, type Built, type Cells, walledTown } from './helpers.js';

/** 4p LAYOUT-A, red (seat 0) about to build `card` under `zoning` (a `position`). */
const turn = turnOf;

const place = (player: number, cells: Cells) => ({ type: 'place' as const, player, cells });

describe('BV-2.1 BV-2.2 BV-2.4 buildings: height = number, footprints, every space occupied', () => {
  it('the placed building has its number as height, covers 4,4,3,3,2,2,1,1 spaces, and fills the grid under it', () => {
    for (let h = 1; h <= 8; h++) {
      const s = turn(`red-${h}`, 'Z-NO-BORDER');
      const a = legal(s)[0]!;
      const next = play(s, a);
      const b = next.buildings[0]!;
      expect(b.height).toBe(h);
      expect(b.cells).toHaveLength([4, 4, 3, 3, 2, 2, 1, 1][h - 1]!);
      const cols = rulesOf(s).town.cols;
      for (const [r, c] of b.cells) expect(next.grid[r * cols + c]).toBe(0);
      expect(next.grid.filter((g) => g === 0)).toHaveLength(b.cells.length);
    }
  });
});

describe('BV-2.3 rotations, no mirror', () => {
  it('perft: on an empty 4×4 district, #4 (1×3) has 8 placements, #3 (L) 36, #1 (2×2) 9, #8 16', () => {
    const comp: Partial<Components> = {
      tiles: [{ id: 'T', kind: 'district', symbol: 'flower', pattern: 'plain', cells: COMPONENTS.tiles[0]!.cells }],
      layouts: [{ id: 'ONE', name: 'one tile', placements: [{ tile: 'T', origin: [0, 0], rotation: 0 }] }],
      defaultLayoutId: 'ONE',
      zoningCards: Array.from({ length: 8 }, (_, i) => ({ id: `Z${i}`, kind: 'districts' as const, allowedDistricts: ['T'] })),
      contractCards: [],
    };
    const count = (card: string) => legal(turn(card, 'Z0', [], {}, { players: 4, components: comp })).length;
    expect(count('red-4')).toBe(2 * 4 * 2); // horizontal 4 rows × 2 offsets, vertical the same
    expect(count('red-3')).toBe(4 * 3 * 3);
    expect(count('red-1')).toBe(9);
    expect(count('red-2')).toBe(4 * 3 * 2);
    expect(count('red-8')).toBe(16);
  });
  it('a chiral footprint is only turned, never mirrored (reflectionAllowed false); mirrored when allowed', () => {
    const footprints = [...COMPONENTS.footprints];
    footprints[2] = [[0, 0], [1, 0], [2, 0], [2, 1]]; // L-tetromino
    const base = {
      tiles: [{ id: 'T', kind: 'district' as const, symbol: 'flower', pattern: 'plain', cells: COMPONENTS.tiles[0]!.cells }],
      layouts: [{ id: 'ONE', name: 'one tile', placements: [{ tile: 'T', origin: [0, 0] as const, rotation: 0 as const }] }],
      defaultLayoutId: 'ONE',
      zoningCards: Array.from({ length: 8 }, (_, i) => ({ id: `Z${i}`, kind: 'districts' as const, allowedDistricts: ['T'] })),
      contractCards: [],
      footprints,
    };
    const at = (reflectionAllowed: boolean) => turn('red-3', 'Z0', [], {}, { players: 4, components: { ...base, reflectionAllowed } });
    const n = (reflectionAllowed: boolean) => legal(at(reflectionAllowed)).length;
    expect(n(false)).toBe(4 * 2 * 3);
    expect(n(true)).toBe(8 * 2 * 3);
    const s = at(false);
    // the mirror image J: (0,1),(1,1),(2,1),(2,0)
    rejects(s, place(0, [[0, 1], [1, 1], [2, 0], [2, 1]]), 'ILLEGAL_ACTION', 'BV-2.3');
    play(s, place(0, [[0, 0], [1, 0], [2, 0], [2, 1]]));
  });
});

describe('BV-5.8 placement on empty district spaces', () => {
  it('never on a park, a river, an occupied space, or off the town; wrong shape is refused', () => {
    const s = turn('red-5', 'Z-NO-BORDER', [['blue-8', 1, [[7, 5]]]]);
    expect(rejects(s, place(0, [[4, 0], [4, 1]]), 'ILLEGAL_ACTION', 'BV-5.8').message).toMatch(/park/);
    expect(rejects(s, place(0, [[4, 2], [4, 3]]), 'ILLEGAL_ACTION', 'BV-5.8').message).toMatch(/river/);
    expect(rejects(s, place(0, [[7, 5], [7, 6]]), 'ILLEGAL_ACTION', 'BV-5.8').message).toMatch(/already built/);
    expect(rejects(s, place(0, [[10, 0], [10, 1]]), 'ILLEGAL_ACTION', 'BV-5.8').message).toMatch(/not part of the town/);
    rejects(s, place(0, [[7, 7], [8, 8]]), 'ILLEGAL_ACTION', 'BV-2.3');
    rejects(s, place(0, [[70, 7], [8, 8]]), 'MALFORMED_ACTION', 'BV-5.8');
    rejects(s, { type: 'place', player: 0, cells: [[1, 'x']] }, 'MALFORMED_ACTION', 'BV-5.8');
    const keys = placeKeys(legal(s));
    const info = rulesOf(s).info;
    const cols = rulesOf(s).town.cols;
    for (const k of keys) {
      for (const rc of k.split(';')) {
        const [r, c] = rc.split(',').map(Number) as [number, number];
        expect(info.kind[r * cols + c]).toBe(1);
        expect(s.grid[r * cols + c]).toBe(-1);
      }
    }
  });
  it('the building comes from the revealed card and is visible to all once its turn starts', () => {
    const s = turn('red-5', 'Z-NO-BORDER');
    expect(bellavista.view(s, 2).queue[0]!.card).toBe('red-5');
    expect(bellavista.view(s, 2).queue[1]!.card).toBe(null);
  });
});

describe('BV-3.4 BV-5.10 EXAMPLE-3 EXAMPLE-4 EXAMPLE-5 coins', () => {
  const two: Built = ['blue-2', 1, [[0, 4], [0, 5], [0, 6], [1, 5]]];
  const one: Built = ['green-1', 2, [[2, 4], [2, 5], [3, 4], [3, 5]]];
  it('EXAMPLE-3: #6 next to a #2 and a #1 earns 1+1+3 = 5', () => {
    const s = turn('red-6', 'Z-STRIPED', [two, one]);
    expect(play(s, place(0, [[1, 6], [2, 6]])).coins[0]).toBe(10 + 5);
  });
  it('EXAMPLE-4: an isolated #4 earns 3', () => {
    const s = turn('red-4', 'Z-STRIPED', [two, one]);
    expect(play(s, place(0, [[3, 0], [3, 1], [3, 2]])).coins[0]).toBe(10 + 3);
  });
  it('EXAMPLE-5: #6 next to a #6 and a #2 earns only 1 (equal height blocks the +3)', () => {
    const s = turn('red-6', 'Z-STRIPED', [two, ['green-6', 2, [[2, 6], [3, 6]]]]);
    expect(play(s, place(0, [[1, 6], [1, 7]])).coins[0]).toBe(10 + 1);
  });
  it('BV-3.4: diagonal contact is not adjacency; a building touching one neighbour twice counts it once', () => {
    const s = turn('red-6', 'Z-STRIPED', [['blue-2', 1, [[0, 4], [0, 5], [0, 6], [1, 5]]]]);
    // (1,6),(1,7): touches #2 at (0,6) and (1,5): one lower building -> 1 + 3
    expect(play(s, place(0, [[1, 6], [1, 7]])).coins[0]).toBe(10 + 4);
    // (2,6),(2,7): only diagonal to (1,5) -> isolated -> 3
    expect(play(s, place(0, [[2, 6], [2, 7]])).coins[0]).toBe(10 + 3);
    // a taller neighbour: no +3, nothing for it
    const t = turn('red-1', 'Z-STRIPED', [['blue-8', 1, [[0, 0]]]]);
    expect(play(t, place(0, [[0, 1], [0, 2], [1, 1], [1, 2]])).coins[0]).toBe(10);
  });
});

describe('BV-6.1 EXAMPLE-7 subsidised districts (E2)', () => {
  it('Z-STRIPED: a domino across striped flower + striped butterfly is legal; striped butterfly + plain leaf is not', () => {
    const s = turn('red-5', 'Z-STRIPED');
    const keys = placeKeys(legal(s));
    expect(keys).toContain('1,3;1,4');
    expect(keys).not.toContain('0,7;0,8');
    expect(rejects(s, place(0, [[0, 7], [0, 8]]), 'ILLEGAL_ACTION', 'BV-6.1').message).toMatch(/Z-STRIPED/);
    const next = play(s, place(0, [[1, 3], [1, 4]]));
    expect(next.buildings[0]!.tiles).toEqual(['D-FL-S', 'D-BU-S']);
  });
  it('every listed placement lies only on allowed tiles, for each of the 6 district cards', () => {
    for (const z of COMPONENTS.zoningCards) {
      if (z.kind !== 'districts') continue;
      const s = turn('red-2', z.id);
      const l = legal(s);
      expect(l.length).toBeGreaterThan(0);
      for (const a of l) {
        const b = play(s, a).buildings[0]!;
        expect(b.tiles.every((t) => z.allowedDistricts.includes(t))).toBe(true);
      }
    }
  });
});

describe('BV-6.2 BV-6.3 BV-6.3a BV-6.4 BV-6.5 zoning restrictions', () => {
  it('Z-PARK: every placement touches a park; else refused with BV-6.2', () => {
    const s = turn('red-7', 'Z-PARK');
    const l = legal(s);
    expect(l.every((a) => play(s, a).buildings[0]!.parks.length > 0)).toBe(true);
    // perft on LAYOUT-A: district spaces next to park tiles: P1 (3,0),(3,1),(6,0),(6,1); P2 (3,6),(3,7),(6,6),(6,7);
    // P3+P4 (3,12..15),(6,12..15); P5 (9,6),(9,7)
    expect(l).toHaveLength(4 + 4 + 8 + 2);
    rejects(s, place(0, [[0, 0]]), 'ILLEGAL_ACTION', 'BV-6.2');
  });
  it('Z-NO-PARK: no park neighbour; river neighbours are fine (BV-6.3a)', () => {
    const s = turn('red-7', 'Z-NO-PARK');
    const l = legal(s);
    expect(l.every((a) => play(s, a).buildings[0]!.parks.length === 0)).toBe(true);
    expect(placeKeys(l)).toContain('3,2'); // next to river R1
    rejects(s, place(0, [[3, 0]]), 'ILLEGAL_ACTION', 'BV-6.3');
  });
  it('Z-NO-RIVER: no river neighbour', () => {
    const s = turn('red-7', 'Z-NO-RIVER');
    expect(legal(s).every((a) => play(s, a).buildings[0]!.rivers.length === 0)).toBe(true);
    expect(placeKeys(legal(s))).toContain('3,0'); // next to park P1 only
    rejects(s, place(0, [[3, 2]]), 'ILLEGAL_ACTION', 'BV-6.4');
  });
  it('Z-NO-BORDER: not on the town border', () => {
    const s = turn('red-7', 'Z-NO-BORDER');
    expect(legal(s).every((a) => !play(s, a).buildings[0]!.border)).toBe(true);
    rejects(s, place(0, [[0, 5]]), 'ILLEGAL_ACTION', 'BV-6.5');
  });
});

describe('BV-3.3 BV-3.5 BV-3.6 BV-3.7 BV-3.8 elements, border, parks, wholly within, straddling', () => {
  it('border: an edge with no town space beyond; a space above P5 is not border, one above the empty row is', () => {
    const built: Built[] = [
      ['red-8', 0, [[9, 5]]],
      ['red-7', 0, [[9, 6]]],
      ['red-6', 0, [[2, 2], [2, 3]]],
      ['red-5', 0, [[3, 3], [3, 4]]],
    ];
    const s = pos({ config: { players: 4 }, built });
    expect(s.buildings.map((b) => b.border)).toEqual([true, false, false, false]);
    // P3 and P4 share an edge: one park; P1, P2, P5 separate
    expect(rulesOf(s).info.parkCount).toBe(4);
    const t = pos({ config: { players: 4 }, built: [...built, ['blue-4', 1, [[3, 12], [3, 13], [3, 14]]]] });
    expect(t.buildings[4]!.parks).toHaveLength(1);
    // wholly within / straddling
    expect(s.buildings[2]!.tiles).toEqual(['D-FL-S']);
    expect(s.buildings[3]!.tiles).toEqual(['D-FL-S', 'D-BU-S']);
  });
});

describe('BV-5.9 EXAMPLE-8 zoning impossible: on the border, no coins, no contract', () => {
  const mini = walledTown('EXAMPLE-8', [{ id: 'C-BORDER', kind: 'buildingsOnBorder', required: { default: 1, twoPlayer: 1 }, coins: 6, copies: 4 }]);
  it('legal = the 7 empty border spaces; (1,1) is refused with BV-5.9; the builder gets nothing', () => {
    const s = turn('red-8', 'Z-PARK-0', [['blue-7', 1, [[1, 2]]]], { coins: [5, 5, 5, 5] }, { players: 4, components: mini });
    expect(placeKeys(legal(s)).sort()).toEqual(['0,0', '0,1', '0,2', '1,0', '2,0', '2,1', '2,2']);
    expect(rejects(s, place(0, [[1, 1]]), 'ILLEGAL_ACTION', 'BV-5.9').message).toMatch(/border/);
    const next = play(s, place(0, [[0, 2]]));
    expect(next.coins[0]).toBe(5); // no coins though next to a lower #7... (B skipped)
    expect(next.contracts[0]).toEqual([]); // C-BORDER (threshold 1) is met but (C) is skipped
    expect(next.step).toBe('place');
    expect(bellavista.actors(next)).toEqual([1]);
  });
  it('DEFAULT (U-12): a building that fits nowhere is set aside and the turn passes', () => {
    // red #1 (2×2) cannot fit anywhere: the turn is skipped at once
    const before = pos({
      config: { players: 4, components: mini },
      built: [['blue-7', 1, [[1, 2]]], ['blue-8', 1, [[1, 1]]], ['green-8', 2, [[0, 1]]], ['green-7', 2, [[2, 1]]]],
      phase: 'build',
      queue: ['yellow-8', 'red-1', 'blue-6', 'green-6'],
      zoning: 'Z-PARK-0',
    });
    const next = play(before, legal(before)[0]!);
    expect(next.setAside).toEqual(['red-1']);
    expect(bellavista.actors(next)).toEqual([1]);
  });
});

describe('BV-5.11 BV-7.1 EXAMPLE-10 one optional contract', () => {
  function andrea(display: string[]): BellaVistaState {
    return turn('red-7', 'Z-NO-PARK', [
      ['red-8', 0, [[0, 0]]],
      ['red-5', 0, [[0, 3], [0, 4]]],
      ['red-6', 0, [[0, 7], [0, 8]]],
    ], { display });
  }
  it('EXAMPLE-10: meets C-BORDER and C-STRADDLE: take either or skip, never both', () => {
    const s = play(andrea(['C-BORDER', 'C-STRADDLE', 'C-PARK', 'C-RIVER']), place(0, [[0, 12]]));
    expect(s.step).toBe('contract');
    expect(legal(s)).toEqual([
      { type: 'take_contract', player: 0, contract: 'C-BORDER' },
      { type: 'take_contract', player: 0, contract: 'C-STRADDLE' },
      { type: 'skip_contract', player: 0 },
    ]);
    expect(rejects(s, { type: 'take_contract', player: 0, contract: 'C-PARK' }, 'ILLEGAL_ACTION', 'BV-7.1').message).toMatch(/requirement/);
    rejects(s, { type: 'take_contract', player: 0, contract: 'C-FOUR-1' }, 'ILLEGAL_ACTION', 'BV-5.11');
    rejects(s, { type: 'take_contract', player: 0, contract: 'C-NOPE' }, 'MALFORMED_ACTION', 'BV-5.11');
    const t = play(s, { type: 'take_contract', player: 0, contract: 'C-BORDER' });
    expect(t.contracts[0]).toEqual(['C-BORDER']);
    // not replaced until round end
    expect(t.display).toEqual(['C-STRADDLE', 'C-PARK', 'C-RIVER']);
    expect(t.step).toBe('place');
    expect(bellavista.actors(t)).toEqual([1]);
    const u = play(s, { type: 'skip_contract', player: 0 });
    expect(u.contracts[0]).toEqual([]);
    expect(u.display).toHaveLength(4);
  });
  it('no contract step when nothing can be taken', () => {
    const s = play(andrea(['C-PARK', 'C-RIVER', 'C-FOUR-1', 'C-TWO-1']), place(0, [[0, 12]]));
    expect(s.step).toBe('place');
    expect(bellavista.actors(s)).toEqual([1]);
    rejects(s, { type: 'skip_contract', player: 1 }, 'ILLEGAL_ACTION', 'BV-5.11');
  });
  it('BV-7.1 thresholds (3–4p): district 2 wholly within, straddlers never count; 2-/4-district; river 2; park 2', () => {
    // two buildings wholly in D-FL-S, one straddling D-FL-S/D-BU-S
    const s = play(
      turn('red-7', 'Z-STRIPED', [['red-8', 0, [[1, 1]]], ['red-5', 0, [[1, 3], [1, 4]]]], { display: ['C-SAME-FL-S', 'C-SAME-BU-S', 'C-TWO-1', 'C-STRADDLE'] }),
      place(0, [[2, 1]]),
    );
    expect(legal(s).map((a) => (a.type === 'take_contract' ? a.contract : a.type))).toEqual(['C-SAME-FL-S', 'skip_contract']);
    const river = play(turn('red-7', 'Z-NO-PARK', [['red-8', 0, [[3, 2]]]], { display: ['C-RIVER', 'C-PARK', 'C-TWO-1', 'C-FOUR-1'] }), place(0, [[3, 9]]));
    expect(legal(river).map((a) => a.type === 'take_contract' && a.contract)).toEqual(['C-RIVER', false]);
    const park = play(turn('red-7', 'Z-PARK', [['red-8', 0, [[3, 0]]]], { display: ['C-RIVER', 'C-PARK'] }), place(0, [[3, 6]]));
    expect(legal(park).map((a) => a.type === 'take_contract' && a.contract)).toEqual(['C-PARK', false]);
    // C-TWO-1: one wholly in D-FL-S and one wholly in D-BU-P
    const two = play(turn('red-7', 'Z-PLAIN', [['red-8', 0, [[1, 1]]]], { display: ['C-TWO-1'] }), place(0, [[8, 1]]));
    expect(legal(two)[0]).toEqual({ type: 'take_contract', player: 0, contract: 'C-TWO-1' });
    // C-FOUR-1: D-FL-S, D-BU-P, D-LE-S, D-BI-P
    const four = play(
      turn('red-7', 'Z-PLAIN', [['red-8', 0, [[1, 1]]], ['red-6', 0, [[8, 1], [8, 2]]], ['red-5', 0, [[8, 5], [8, 6]]]], { display: ['C-FOUR-1'] }),
      place(0, [[1, 13]]),
    );
    expect(legal(four)[0]).toEqual({ type: 'take_contract', player: 0, contract: 'C-FOUR-1' });
  });
  it('buildings are not used up: the same buildings support a later contract', () => {
    // 2 players (two construction turns each, BV-8.5), with two copies of C-SAME-FL-S (2p threshold 3).
    const contractCards = COMPONENTS.contractCards.map((c) => (c.id === 'C-SAME-FL-S' ? { ...c, copies: 2 } : c));
    const s = pos({
      config: { players: 2, components: { contractCards } },
      built: [['red-8', 0, [[1, 1]]], ['red-6', 0, [[2, 1], [2, 2]]]],
      phase: 'build',
      queue: ['red-7', 'blue-1', 'red-5', 'blue-2'],
      zoning: 'Z-FLOWER',
      display: ['C-SAME-FL-S', 'C-SAME-FL-S'],
    });
    const t = play(s, place(0, [[0, 0]]));
    const u = play(t, { type: 'take_contract', player: 0, contract: 'C-SAME-FL-S' });
    expect(u.display).toEqual(['C-SAME-FL-S']);
    const v = play(u, legal(u).find((a) => a.type === 'place')!);
    expect(bellavista.actors(v)).toEqual([0]);
    const w = play(v, place(0, [[3, 2], [3, 3]]));
    expect(legal(w)[0]).toEqual({ type: 'take_contract', player: 0, contract: 'C-SAME-FL-S' });
  });
});

describe('BV-5.12 the construction phase ends when every card is built', () => {
  it('after the last builder, the round ends (4p) and the next offer phase starts', () => {
    let s = turn('red-7', 'Z-NO-BORDER');
    for (let i = 0; i < 4; i++) {
      expect(s.phase).toBe('build');
      s = play(s, legal(s).find((a) => a.type !== 'take_contract')!);
      if (s.step === 'contract') s = play(s, { type: 'skip_contract', player: bellavista.actors(s)[0]! });
    }
    expect(s.phase).toBe('offer');
    expect(s.round).toBe(2);
    expect(s.buildings).toHaveLength(4);
  });
});
