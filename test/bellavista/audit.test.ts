/**
 * Rules-audit tests: each one failed on the engine as first delivered (or pins down a rule whose
 * existing tests would still pass if it were broken).
 */
import { describe, expect, it } from 'vitest';
import { bellavista, canonicalAction } from '../../src/bellavista/index.js';
import { COMPONENTS, type Components } from '../../src/bellavista/data.js';
import type { BellaVistaState } from '../../src/bellavista/types.js';
import { buildAll, legal, placeKeys, play, pos, rejects, setup, turnOf, type Built, type Cells, badConfig, walledTown } from './helpers.js';

const place = (player: number, cells: Cells) => ({ type: 'place' as const, player, cells });

/** 4p LAYOUT-A (or `components`), red (seat 0) about to build `card` under `zoning` (a `position`). */
function turn(card: string, zoning: string, list: Built[] = [], extra: Parameters<typeof turnOf>[3] = {}, components?: Partial<Components>): BellaVistaState {
  return turnOf(card, zoning, list, extra, components ? { players: 4, components } : { players: 4 });
}


/** Contract ids offered in the contract step (empty when the engine skipped the step). */
function offered(s: BellaVistaState): string[] {
  if (s.phase !== 'build' || s.step !== 'contract') return [];
  return legal(s).flatMap((a) => (a.type === 'take_contract' ? [a.contract] : []));
}

describe('BV-6.1 zoning cards are data: an overridden card is obeyed even on a town seen before', () => {
  it('Z-STRIPED redefined as D-FL-S only: every placement lies on D-FL-S, after a default game on the same town', () => {
    // A default game first: the town geometry (and anything cached on it) is shared by content.
    const def = legal(turn('red-8', 'Z-STRIPED'));
    expect(def).toHaveLength(4 * 16);
    const zoningCards = COMPONENTS.zoningCards.map((z) => (z.id === 'Z-STRIPED' ? { ...z, allowedDistricts: ['D-FL-S'] } : z));
    const s = turn('red-8', 'Z-STRIPED', [], {}, { zoningCards });
    const keys = placeKeys(legal(s));
    expect(keys).toHaveLength(16);
    for (const k of keys) {
      const [r, c] = k.split(',').map(Number) as [number, number];
      expect(r < 4 && c < 4).toBe(true);
    }
    rejects(s, place(0, [[0, 5]]), 'ILLEGAL_ACTION', 'BV-6.1');
    // and the default game is still right afterwards
    expect(legal(turn('red-8', 'Z-STRIPED'))).toHaveLength(4 * 16);
  });
});

describe('BV-5.8 cells are a set: any order of the same cells is the same placement', () => {
  it('a legal placement with its cells in click order is accepted, as the row-major action legalActions lists', () => {
    const s = turn('red-5', 'Z-STRIPED');
    expect(placeKeys(legal(s))).toContain('1,3;1,4');
    const t = play(s, place(0, [[1, 4], [1, 3]]));
    expect(t).toEqual(play(s, place(0, [[1, 3], [1, 4]])));
    // describe shows the canonical (row-major) order, whatever order was sent
    expect(bellavista.describe(s, place(0, [[1, 4], [1, 3]]))).toBe(bellavista.describe(s, place(0, [[1, 3], [1, 4]])));
    expect(canonicalAction(place(0, [[1, 4], [1, 3]]))).toEqual(place(0, [[1, 3], [1, 4]]));
  });
  it('an L tromino listed bottom-up and right-to-left is accepted; the same cell twice is still refused', () => {
    const s = turn('red-3', 'Z-STRIPED');
    const listed = legal(s).find((a) => a.type === 'place' && new Set(a.cells.map(([r]) => r)).size === 2)!;
    expect(listed).toEqual(place(0, [[0, 0], [0, 1], [1, 0]]));
    const cells = (listed as unknown as { cells: Cells }).cells;
    const reversed = [...cells].reverse().map(([r, c]) => [r, c] as [number, number]);
    expect(play(s, place(0, reversed))).toEqual(play(s, listed));
    rejects(s, place(0, [cells[1]!, cells[0]!, cells[1]!]), 'ILLEGAL_ACTION', 'BV-5.8');
  });
  it('the input action is not changed, and a malformed cells list is still MALFORMED_ACTION', () => {
    const s = turn('red-5', 'Z-STRIPED');
    const a = place(0, [[1, 4], [1, 3]]);
    play(s, a);
    expect(a.cells).toEqual([[1, 4], [1, 3]]);
    rejects(s, { type: 'place', player: 0, cells: [[1, 4], 'x'] }, 'MALFORMED_ACTION', 'BV-5.8');
    rejects(s, { type: 'place', player: 0, cells: [[1, 4], [1]] }, 'MALFORMED_ACTION', 'BV-5.8');
  });
});

describe('BV-5.7 a building is placed only in the construction phase', () => {
  it('place in the offer phase is refused with BV-5.7', () => {
    const s = setup({ players: 4 });
    const p = bellavista.actors(s)[0]!;
    rejects(s, place(p, [[0, 0]]), 'ILLEGAL_ACTION', 'BV-5.7');
  });
  it('a second place after placing (contract step) is refused with BV-5.7', () => {
    const s = play(turn('red-7', 'Z-NO-PARK', [['red-8', 0, [[0, 0]]], ['red-5', 0, [[0, 3], [0, 4]]], ['red-6', 0, [[0, 7], [0, 8]]]], { display: ['C-BORDER'] }), place(0, [[0, 12]]));
    expect(s.step).toBe('contract');
    rejects(s, place(0, [[0, 14]]), 'ILLEGAL_ACTION', 'BV-5.7');
  });
});

describe('BV-4.1 component overrides are validated with BAD_CONFIG', () => {
  it('layouts that are not a list of layouts, a null components, unknown or inherited keys', () => {
    expect(badConfig(() => setup({ players: 4, components: { layouts: 'x' as never } }), 'BV-4.1').message).toMatch(/layouts/);
    expect(badConfig(() => setup({ players: 4, components: { layouts: [null as never] } }), 'BV-4.1').message).toMatch(/layouts/);
    badConfig(() => setup({ players: 4, components: { layouts: [{ id: 'LAYOUT-A', name: 'x', placements: 5 as never }] } }), 'BV-4.1');
    badConfig(() => setup({ players: 4, components: { defaultLayoutId: 5 as never } }), 'BV-4.1');
    badConfig(() => setup({ players: 4, components: null as never }), 'BV-4.1');
    badConfig(() => setup({ players: 4, components: { toString: 1 } as never }), 'BV-4.1');
    badConfig(() => setup({ players: 4, components: { hasOwnProperty: 1 } as never }), 'BV-4.1');
  });
  it('a subsidised-district zoning card must name at least one district (BV-6.1)', () => {
    const zoningCards = COMPONENTS.zoningCards.map((z) => (z.kind === 'districts' ? { ...z, allowedDistricts: [] } : z));
    badConfig(() => setup({ players: 4, components: { zoningCards } }), 'BV-6.1');
  });
  it('a user layout: overlaps, a detached tile and an enclosed gap each name the fault', () => {
    const a = COMPONENTS.layouts[0]!.placements;
    // R2 turned upright onto P3/P4's spaces
    expect(badConfig(() => setup({ players: 4, layout: a.map((p) => (p.tile === 'R2' ? { ...p, origin: [0, 12] as const, rotation: 90 as const } : p)) }), 'BV-3.2').message).toMatch(/overlap/);
    // a park touching the town only at a corner is not connected
    expect(badConfig(() => setup({ players: 4, layout: a.map((p) => (p.tile === 'P5' ? { ...p, origin: [10, 16] as const } : p)) }), 'BV-3.2').message).toMatch(/P5 is cut off/);
    // a ring-shaped park below the town encloses one empty space
    const tiles = COMPONENTS.tiles.map((t) => (t.id === 'P5' ? { ...t, cells: [[0, 0], [0, 1], [0, 2], [1, 0], [1, 2], [2, 0], [2, 1], [2, 2]] as [number, number][] } : t));
    expect(badConfig(() => setup({ players: 4, components: { tiles } }), 'BV-3.2').message).toMatch(/gap.*\[11, 7\]/);
  });
});

describe('BV-7.1 contract thresholds are minimums: one building fewer is not enough (3–4 players)', () => {
  it('1 building wholly in a district, 1 by a river, 1 by a park, 1 straddling, 3 on the border: no contract', () => {
    const display = ['C-SAME-FL-S', 'C-RIVER', 'C-PARK', 'C-STRADDLE'];
    // red #7 alone in D-FL-S, next to nothing special
    expect(offered(play(turn('red-7', 'Z-FLOWER', [], { display }), place(0, [[1, 1]])))).toEqual([]);
    // one river building, one park building, one straddler
    expect(offered(play(turn('red-7', 'Z-NO-PARK', [], { display }), place(0, [[3, 2]])))).toEqual([]);
    expect(offered(play(turn('red-7', 'Z-PARK', [], { display }), place(0, [[3, 0]])))).toEqual([]);
    expect(offered(play(turn('red-5', 'Z-STRIPED', [], { display }), place(0, [[1, 3], [1, 4]])))).toEqual([]);
    // and with the second one each is offered
    expect(offered(play(turn('red-7', 'Z-FLOWER', [['red-8', 0, [[2, 2]]]], { display }), place(0, [[1, 1]])))).toEqual(['C-SAME-FL-S']);
    // border: 3 is not enough, 4 is
    const two: Built[] = [['red-8', 0, [[0, 0]]], ['red-6', 0, [[0, 7], [0, 8]]]];
    const borderDisplay = ['C-BORDER'];
    expect(offered(play(turn('red-7', 'Z-NO-PARK', two, { display: borderDisplay }), place(0, [[0, 12]])))).toEqual([]);
    expect(offered(play(turn('red-7', 'Z-NO-PARK', [...two, ['red-5', 0, [[9, 0], [9, 1]]]], { display: borderDisplay }), place(0, [[0, 12]])))).toEqual(['C-BORDER']);
  });
  it('2 players: 2 river buildings are not enough, 3 are', () => {
    const at = (list: Built[]) =>
      pos({
        config: { players: 2 },
        built: [['red-8', 0, [[3, 2]]], ...list],
        phase: 'build',
        queue: ['red-7', 'blue-1', 'green-1', 'yellow-1'],
        zoning: 'Z-NO-PARK',
        display: ['C-RIVER'],
      });
    expect(offered(play(at([]), place(0, [[3, 9]])))).toEqual([]);
    expect(offered(play(at([['green-8', 0, [[6, 3]]]]), place(0, [[3, 9]])))).toEqual(['C-RIVER']);
  });
});

describe('BV-5.4 U-13 several architects who cannot pay', () => {
  it('each goes further right, builds in the order they offered, and keeps that order on equal numbers', () => {
    let s = pos({
      config: { players: 4 },
      offerOrder: [0, 1, 2, 3],
      coins: [20, 20, 0, 0],
      hands: [['red-2', 'red-3', 'red-4'], ['blue-2', 'blue-3', 'blue-4'], ['green-5', 'green-6', 'green-7'], ['yellow-5', 'yellow-6', 'yellow-7']],
    });
    s = play(s, { type: 'offer', player: 0, space: 4, card: 'red-2' });
    s = play(s, { type: 'offer', player: 1, space: 3, card: 'blue-2' });
    expect(legal(s, 2).every((a) => a.type === 'offer' && a.space === null)).toBe(true);
    s = play(s, { type: 'offer', player: 2, space: null, card: 'green-5' });
    expect(legal(s, 3).every((a) => a.type === 'offer' && a.space === null)).toBe(true);
    s = play(s, { type: 'offer', player: 3, space: null, card: 'yellow-5' });
    expect(s.coins).toEqual([20, 19, 0, 0]);
    expect(s.queue.map((o) => o.player)).toEqual([1, 0, 2, 3]);
    s = buildAll(s);
    // #2 (space 3, cost 1) before #2 (space 4, cost 0); then the two #5 in overflow order
    expect(s.offerOrder).toEqual([1, 0, 2, 3]);
  });
});

describe('BV-5.9 U-12 neither zoning nor the border can be met: anywhere, no coins, no contract', () => {
  it('Z-PARK on a town whose park is walled in and whose border is full: the centre space is the only placement', () => {
    const mini = walledTown('walled', [{ id: 'C-T', kind: 'buildingsWhollyInDistrict', district: 'T', required: { default: 1, twoPlayer: 1 }, coins: 6, copies: 4 }]);
    const ring: Built[] = [
      ['blue-8', 1, [[0, 0]]], ['blue-7', 1, [[0, 1]]], ['blue-6', 1, [[0, 2], [1, 2]]], ['blue-5', 1, [[1, 0], [2, 0]]], ['green-6', 2, [[2, 1], [2, 2]]],
    ];
    const s = turn('red-8', 'Z-PARK-0', ring, { coins: [5, 5, 5, 5] }, mini);
    expect(placeKeys(legal(s))).toEqual(['1,1']);
    const t = play(s, place(0, [[1, 1]]));
    expect(t.coins[0]).toBe(5); // taller than all four neighbours, but no coins
    expect(t.contracts[0]).toEqual([]);
    expect(bellavista.actors(t)).toEqual([1]);
  });
});

describe('views (RULES §10): a view cannot change the rules', () => {
  it('the town, offer costs and cards in a view are read-only; another game is unaffected by an attempt to edit them', () => {
    const s = setup({ players: 4 }, 1);
    const v = bellavista.view(s, 0) as unknown as { offerCosts: number[]; town: { cellTile: number[] }; zoningCard: { id: string }; config: { components: unknown } };
    expect(() => {
      v.offerCosts[0] = 100;
    }).toThrow(TypeError);
    expect(() => {
      v.town.cellTile[0] = -1;
    }).toThrow(TypeError);
    expect(() => {
      v.zoningCard.id = 'X';
    }).toThrow(TypeError);
    const t = setup({ players: 4 }, 2);
    expect(legal(t)).toHaveLength(5 * 3);
    expect(Object.isFrozen(COMPONENTS.offerCosts.twoOrFourPlayers)).toBe(true);
  });
  it('a user override stored in the state is read-only too', () => {
    const s = setup({ players: 3, components: { offerCosts: { twoOrFourPlayers: [7, 5, 3, 1, 0], threePlayers: [6, 3, 1, 0] } } });
    const v = bellavista.view(s, 0) as unknown as { config: { components: { offerCosts: { threePlayers: number[] } } } };
    expect(() => {
      v.config.components.offerCosts.threePlayers[0] = 0;
    }).toThrow(TypeError);
    expect(bellavista.view(s, 0).offerCosts).toEqual([6, 3, 1, 0]);
  });
});

describe('BV-5.13 C E5 contract display refill at round end', () => {
  function roundWithTake(deck: { contractDeck?: string[]; contracts?: number[] }): BellaVistaState {
    const s = turn(
      'red-7',
      'Z-NO-PARK',
      [['red-8', 0, [[0, 0]]], ['red-5', 0, [[0, 3], [0, 4]]], ['red-6', 0, [[0, 7], [0, 8]]]],
      { display: ['C-BORDER', 'C-PARK', 'C-RIVER', 'C-STRADDLE'], ...deck },
    );
    let t = play(play(s, place(0, [[0, 12]])), { type: 'take_contract', player: 0, contract: 'C-BORDER' });
    expect(t.display).toEqual(['C-PARK', 'C-RIVER', 'C-STRADDLE']);
    t = buildAll(t);
    expect(t.round).toBe(2);
    return t;
  }
  it('the taken card is replaced from the top of the deck', () => {
    // the deck's top two cards are C-TWO-1, C-TWO-2 (the other 16 of the 22 are shuffled below)
    const t = roundWithTake({ contractDeck: ['C-TWO-1', 'C-TWO-2'] });
    expect(t.display).toEqual(['C-PARK', 'C-RIVER', 'C-STRADDLE', 'C-TWO-1']);
    expect(t.contractDeck[0]).toBe('C-TWO-2');
    expect(t.contractDeck).toHaveLength(22 - 4 - 1);
  });
  it('an empty deck leaves the display short', () => {
    // the 18 cards not in the display are held face down by blue, green and yellow: the deck is empty
    const t = roundWithTake({ contracts: [0, 6, 6, 6] });
    expect(t.contractDeck).toEqual([]);
    expect(t.display).toEqual(['C-PARK', 'C-RIVER', 'C-STRADDLE']);
  });
});

describe('BV-4.2 offer costs are data, leftmost most expensive', () => {
  it('costs that do not fall strictly from left to right are BAD_CONFIG (the board order is the build order)', () => {
    badConfig(() => setup({ players: 4, components: { offerCosts: { twoOrFourPlayers: [0, 1, 3, 5, 7], threePlayers: [6, 4, 2, 0] } } }), 'BV-4.2');
    badConfig(() => setup({ players: 3, components: { offerCosts: { twoOrFourPlayers: [7, 5, 3, 1, 0], threePlayers: [6, 4, 4, 0] } } }), 'BV-4.2');
    expect(setup({ players: 3, components: { offerCosts: { twoOrFourPlayers: [7, 5, 3, 1, 0], threePlayers: [5, 3, 1, 0] } } }).spaces).toHaveLength(4);
  });
});
