import { describe, expect, it } from 'vitest';
import { bellavista } from '../../src/bellavista/index.js';
import { rulesOf } from '../../src/bellavista/rules.js';
import { COMPONENTS, type TilePlacement } from '../../src/bellavista/data.js';
import type { BellaVistaState } from '../../src/bellavista/types.js';
import { buildAll, legal, play, playOut, pos, rejects, setup, badConfig } from './helpers.js';


const layoutA = COMPONENTS.layouts[0]!.placements;

describe('BV-1.1 architects, 2 to 4', () => {
  it('accepts 2, 3 and 4 players and rejects other counts with BAD_CONFIG', () => {
    for (const n of [2, 3, 4]) expect(setup({ players: n }).players).toBe(n);
    for (const n of [1, 5, 2.5]) badConfig(() => setup({ players: n }), 'BV-1.1');
    badConfig(() => bellavista.setup({ players: 4, bogus: 1 } as never, 1), 'BV-1.1');
  });
});

describe('BV-1.2 the game ends after round 8 with every building built', () => {
  it('ends after 8 rounds; all 8 buildings per architect (2p: 16) are built or set aside', () => {
    for (const n of [2, 3, 4]) {
      const end = playOut(setup({ players: n }, 7));
      expect(end.round).toBe(8);
      expect(end.phase).toBe('over');
      const own = end.buildings.filter((b) => b.owner !== null).length;
      const aside = end.setAside.filter((c) => !c.startsWith('yellow-') || n !== 3).length;
      expect(own + aside).toBe(n * 8 * (n === 2 ? 2 : 1));
      expect(end.hands.every((h) => h.length === 0)).toBe(true);
      expect(bellavista.actors(end)).toEqual([]);
      expect(bellavista.score(end).final).toBe(true);
      rejects(end, { type: 'skip_contract', player: 0 }, 'GAME_OVER', 'core');
    }
  });
});

describe('BV-3.1 BV-3.2 BV-3.2a BV-4.1 town assembly and validation', () => {
  it('the default town is LAYOUT-A, 12 rows × 16 columns; LAYOUT-B can be chosen', () => {
    const a = rulesOf(setup({ players: 4 })).town;
    expect([a.rows, a.cols]).toEqual([12, 16]);
    const b = rulesOf(setup({ players: 4, layout: 'LAYOUT-B' })).town;
    expect([b.rows, b.cols]).toEqual([14, 12]);
  });
  it('rejects an unknown layout id (BV-4.1)', () => {
    badConfig(() => setup({ players: 4, layout: 'LAYOUT-Z' }), 'BV-4.1');
  });
  it('rejects overlapping tiles (BV-3.2)', () => {
    const l = layoutA.map((p) => (p.tile === 'P5' ? { ...p, origin: [9, 6] as const } : p));
    expect(badConfig(() => setup({ players: 4, layout: l }), 'BV-3.2').message).toMatch(/overlap/);
  });
  it('rejects a tile not connected to the rest (BV-3.2)', () => {
    const l = layoutA.map((p) => (p.tile === 'P5' ? { ...p, origin: [11, 6] as const } : p));
    expect(badConfig(() => setup({ players: 4, layout: l }), 'BV-3.2').message).toMatch(/P5 is cut off/);
  });
  it('rejects a gap enclosed inside the town (BV-3.2)', () => {
    // Move P1 (rows 4-5, cols 0-1) away: its 2×2 space stays empty, but it is on the left edge, so not enclosed.
    // Move P2 (rows 4-5, cols 6-7) below the town instead: the hole at rows 4-5, cols 6-7 is enclosed.
    const l = layoutA.map((p) => (p.tile === 'P2' ? { ...p, origin: [10, 8] as const } : p));
    expect(badConfig(() => setup({ players: 4, layout: l }), 'BV-3.2').message).toMatch(/gap/);
    const ok = layoutA.map((p) => (p.tile === 'P1' ? { ...p, origin: [10, 4] as const } : p));
    expect(setup({ players: 4, layout: ok }).players).toBe(4);
  });
  it('rejects a missing, unknown or repeated tile and a bad rotation (BV-3.2)', () => {
    badConfig(() => setup({ players: 4, layout: layoutA.slice(1) }), 'BV-3.2');
    badConfig(() => setup({ players: 4, layout: [...layoutA, { tile: 'P9', origin: [20, 0], rotation: 0 }] }), 'BV-3.2');
    badConfig(() => setup({ players: 4, layout: [...layoutA, layoutA[0]!] }), 'BV-3.2');
    badConfig(() => setup({ players: 4, layout: layoutA.map((p, i) => (i === 0 ? { ...p, rotation: 45 as 0 } : p)) }), 'BV-3.2');
  });
  it('accepts rotated tiles: R2 turned upright at the right-hand end', () => {
    const l: TilePlacement[] = layoutA.map((p): TilePlacement =>
      p.tile === 'R2' ? { tile: 'R2', origin: [0, 16], rotation: 90 } : p.tile === 'P5' ? { ...p, origin: [4, 8] } : p.tile === 'P4' ? { ...p, origin: [4, 10] } : p,
    );
    const r = rulesOf(setup({ players: 4, layout: l }));
    expect([r.town.rows, r.town.cols]).toEqual([10, 18]);
    expect([r.info.parkCount, r.info.riverCount]).toEqual([2, 2]);
    const i = (row: number, col: number) => r.town.tiles[r.town.cellTile[row * 18 + col]!]!.id;
    expect([i(0, 16), i(3, 17)]).toEqual(['R2', 'R2']);
  });
  it('validates component overrides: a footprint that is not one piece is BAD_CONFIG (BV-2.2)', () => {
    const footprints = [...COMPONENTS.footprints];
    footprints[7] = [[0, 0], [0, 2]];
    badConfig(() => setup({ players: 4, components: { footprints } }), 'BV-2.2');
    badConfig(() => setup({ players: 4, components: { nonsense: 1 } as never }), 'BV-4.1');
  });
});

describe('BV-4.2 offer board side', () => {
  it('2 and 4 players: 5 spaces [7,5,3,1,0]; 3 players: 4 spaces [6,4,2,0] (DEFAULT)', () => {
    expect(rulesOf(setup({ players: 4 })).offerCosts).toEqual([7, 5, 3, 1, 0]);
    expect(rulesOf(setup({ players: 2 })).offerCosts).toEqual([7, 5, 3, 1, 0]);
    expect(rulesOf(setup({ players: 3 })).offerCosts).toEqual([6, 4, 2, 0]);
    expect(setup({ players: 3 }).spaces).toHaveLength(4);
  });
  it('the 3-player costs are data: a user can pass other costs', () => {
    const s = setup({ players: 3, components: { offerCosts: { twoOrFourPlayers: [7, 5, 3, 1, 0], threePlayers: [6, 3, 1, 0] } } });
    expect(rulesOf(s).offerCosts).toEqual([6, 3, 1, 0]);
  });
});

describe('BV-4.3 zoning deck', () => {
  it('10 cards shuffled, one face up, 9 face down', () => {
    const s = setup({ players: 4 });
    expect(new Set([s.zoning, ...s.zoningDeck]).size).toBe(10);
    expect(s.zoningDeck).toHaveLength(9);
    const tops = new Set(Array.from({ length: 40 }, (_, i) => setup({ players: 4 }, i).zoning));
    expect(tops.size).toBeGreaterThan(3);
  });
});

describe('BV-4.4 objectives', () => {
  it('one of the 3 height and one of the 3 grouping objectives, at random', () => {
    const h = new Set<string>();
    const g = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const s = setup({ players: 4 }, i);
      h.add(s.heightObjective);
      g.add(s.groupingObjective);
    }
    expect([...h].sort()).toEqual(['H-BORDER', 'H-PARK', 'H-RIVER']);
    expect([...g].sort()).toEqual(['G-COUNT', 'G-LARGEST', 'G-LONERS']);
  });
});

describe('BV-4.5 contract display', () => {
  it('the 22-card deck is shuffled and 4 are face up', () => {
    const s = setup({ players: 4 });
    expect(s.display).toHaveLength(4);
    expect(s.contractDeck).toHaveLength(18);
  });
});

describe('BV-4.6 BV-4.8 BV-4.9 BV-4.10 colours, coins, decks and hands (3–4 players)', () => {
  it('4 players: one colour each, 8 cards of it, 20 coins, 3 in hand and 5 in the deck', () => {
    const s = setup({ players: 4 });
    expect(s.colours).toEqual(['red', 'blue', 'green', 'yellow']);
    expect(s.coins).toEqual([20, 20, 20, 20]);
    s.colours.forEach((c, p) => {
      expect(s.hands[p]).toHaveLength(3);
      expect(s.decks[p]).toHaveLength(5);
      expect([...s.hands[p]!, ...s.decks[p]!].sort()).toEqual(Array.from({ length: 8 }, (_, k) => `${c}-${k + 1}`).sort());
    });
    expect(s.roofColours).toEqual([null, null, null, null]);
  });
  it('3 players: the unused colour (yellow) becomes the neutral colour', () => {
    const s = setup({ players: 3 });
    expect(s.colours).toEqual(['red', 'blue', 'green']);
    expect(s.neutralColour).toBe('yellow');
    expect(s.coins).toEqual([20, 20, 20]);
    expect([...s.hands.flat(), ...s.decks.flat()].some((c) => c.startsWith('yellow'))).toBe(false);
  });
});

describe('BV-4.7 start order', () => {
  it('the start cards are shuffled: a permutation of the seats, different across seeds', () => {
    const orders = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const o = setup({ players: 4 }, i).offerOrder;
      expect([...o].sort()).toEqual([0, 1, 2, 3]);
      orders.add(o.join());
    }
    expect(orders.size).toBeGreaterThan(5);
  });
});

describe('BV-4.11 BV-8.1 two-player setup', () => {
  it('16 cards each (own colour + roofed third colour), 5 in hand, 30 coins, start positions 1,4 / 2,3', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const s = setup({ players: 2 }, i);
      expect(s.colours).toEqual(['red', 'blue']);
      expect(s.roofColours).toEqual(['green', 'yellow']);
      expect(s.coins).toEqual([30, 30]);
      expect(s.hands.map((h) => h.length)).toEqual([5, 5]);
      expect(s.decks.map((d) => d.length)).toEqual([11, 11]);
      const red = [...s.hands[0]!, ...s.decks[0]!].sort();
      expect(red).toEqual([...Array.from({ length: 8 }, (_, k) => `red-${k + 1}`), ...Array.from({ length: 8 }, (_, k) => `green-${k + 1}`)].sort());
      const [a, b, c, d] = s.offerOrder;
      expect(a).toBe(d);
      expect(b).toBe(c);
      expect(a).not.toBe(b);
      firsts.add(a!);
    }
    expect(firsts.size).toBe(2);
  });
});

/** A 4p offer-phase position: seats 0..3 = Anne, Bruno, Andrea, Sofia offering in that order. */
function offerPosition(coins = [20, 20, 20, 20], hands?: string[][]): BellaVistaState {
  return pos({ config: { players: 4 }, offerOrder: [0, 1, 2, 3], coins, ...(hands ? { hands } : {}) });
}

describe('BV-5.1 BV-5.2 BV-5.3 BV-5.5 BV-5.6 BV-5.7 EXAMPLE-1 offer phase (4p)', () => {
  it('EXAMPLE-1: Anne pays 3, Bruno 5, Andrea 7, Sofia chooses between the 1 and 0 spaces and takes 0', () => {
    let s = offerPosition();
    const card = (p: number) => s.hands[p]![0]!;
    // BV-5.5: 5 affordable spaces × 3 cards
    expect(legal(s, 0)).toHaveLength(15);
    // BV-5.1: only the leftmost order card acts
    expect(bellavista.actors(s)).toEqual([0]);
    rejects(s, { type: 'offer', player: 1, space: 0, card: card(1) }, 'NOT_YOUR_TURN', 'core');
    s = play(s, { type: 'offer', player: 0, space: 2, card: card(0) });
    expect(s.coins[0]).toBe(17);
    // BV-5.2: one card per space
    rejects(s, { type: 'offer', player: 1, space: 2, card: card(1) }, 'ILLEGAL_ACTION', 'BV-5.2');
    s = play(s, { type: 'offer', player: 1, space: 1, card: card(1) });
    expect(s.coins[1]).toBe(15);
    s = play(s, { type: 'offer', player: 2, space: 0, card: card(2) });
    expect(s.coins[2]).toBe(13);
    // BV-5.3: the last architect chooses between the 2 remaining spaces
    const spaces = new Set(legal(s, 3).map((a) => (a.type === 'offer' ? a.space : -1)));
    expect([...spaces].sort()).toEqual([3, 4]);
    expect(legal(s, 3)).toHaveLength(2 * 3);
    s = play(s, { type: 'offer', player: 3, space: 4, card: card(3) });
    expect(s.coins[3]).toBe(20);
    // BV-5.6 / BV-5.7: construction in board order, left to right
    expect(s.phase).toBe('build');
    expect(s.queue.map((o) => o.player)).toEqual([2, 1, 0, 3]);
  });

  it('BV-5.2: the card must come from the hand, and the space must be affordable', () => {
    const s = offerPosition([4, 20, 20, 20]);
    const notMine = s.decks[0]![0]!;
    expect(rejects(s, { type: 'offer', player: 0, space: 2, card: notMine }, 'ILLEGAL_ACTION', 'BV-5.2').message).toMatch(/not in your hand/);
    expect(rejects(s, { type: 'offer', player: 0, space: 0, card: s.hands[0]![0] }, 'ILLEGAL_ACTION', 'BV-5.2').message).toMatch(/costs 7/);
    // perft: with 4 coins only the 3, 1 and 0 spaces: 3 spaces × 3 cards
    expect(legal(s, 0)).toHaveLength(9);
  });

  it('malformed offers are MALFORMED_ACTION', () => {
    const s = offerPosition();
    rejects(s, { type: 'offer', player: 0, space: 9, card: s.hands[0]![0] }, 'MALFORMED_ACTION', 'BV-5.2');
    rejects(s, { type: 'offer', player: 0, space: 1 }, 'MALFORMED_ACTION', 'BV-5.2');
    rejects(s, { type: 'offer', player: 0, space: 1, card: 4 }, 'MALFORMED_ACTION', 'BV-5.2');
    rejects(s, { type: 'build', player: 0 }, 'MALFORMED_ACTION', 'BV-10');
  });

  it('BV-5.1: the offered card is taken from the hand, face down', () => {
    const s0 = offerPosition();
    const c = s0.hands[0]![1]!;
    const s = play(s0, { type: 'offer', player: 0, space: 3, card: c });
    expect(s.hands[0]).not.toContain(c);
    const v = bellavista.view(s, 1);
    expect(v.spaces[3]).toEqual({ player: 0, card: null, space: 3, cost: 1 });
    expect(bellavista.view(s, 0).spaces[3]!.card).toBe(c);
  });
});

describe('BV-5.4 EXAMPLE-2 cannot pay: overflow after the 0 space', () => {
  it('Sofia with 0 coins may only put her card after the board; she builds last; equal numbers keep that order', () => {
    let s = offerPosition([20, 20, 20, 0], [['red-5', 'red-1', 'red-2'], ['blue-1', 'blue-2', 'blue-3'], ['green-2', 'green-3', 'green-4'], ['yellow-5', 'yellow-6', 'yellow-7']]);
    s = play(s, { type: 'offer', player: 0, space: 4, card: 'red-5' });
    s = play(s, { type: 'offer', player: 1, space: 0, card: 'blue-1' });
    s = play(s, { type: 'offer', player: 2, space: 1, card: 'green-2' });
    const l = legal(s, 3);
    expect(l).toEqual(s.hands[3]!.map((card) => ({ type: 'offer', player: 3, space: null, card })));
    expect(rejects(s, { type: 'offer', player: 3, space: 3, card: 'yellow-5' }, 'ILLEGAL_ACTION', 'BV-5.4').message).toMatch(/after the 0 space/);
    s = play(s, { type: 'offer', player: 3, space: null, card: 'yellow-5' });
    expect(s.coins[3]).toBe(0);
    // E1: the 0-space builder builds before the overflow
    expect(s.queue.map((o) => o.player)).toEqual([1, 2, 0, 3]);
    s = buildAll(s);
    // BV-5.14: Anne's #5 (0 space) before Sofia's #5 (overflow)
    expect(s.offerOrder).toEqual([1, 2, 0, 3]);
  });

  it('an architect who can pay must take a space', () => {
    const s = offerPosition();
    rejects(s, { type: 'offer', player: 0, space: null, card: s.hands[0]![0] }, 'ILLEGAL_ACTION', 'BV-5.4');
  });
});

describe('BV-5.14 EXAMPLE-6 reorder', () => {
  it('green #4, red #6, blue #6, yellow #8: red before blue because its space was costlier', () => {
    // the board, left to right: yellow #8 (index 0), red #6 (1), blue #6 (2), index 3 empty, green #4 (4)
    let s = pos({
      config: { players: 4 },
      phase: 'build',
      queue: [
        { player: 3, card: 'yellow-8', space: 0 },
        { player: 0, card: 'red-6', space: 1 },
        { player: 1, card: 'blue-6', space: 2 },
        { player: 2, card: 'green-4', space: 4 },
      ],
    });
    expect(s.queue.map((o) => o.cost)).toEqual([7, 5, 3, 0]);
    s = buildAll(s);
    expect(s.offerOrder).toEqual([2, 0, 1, 3]);
    expect(s.round).toBe(2);
  });
});

describe('BV-5.13 round end: draw, refill contracts, next zoning card', () => {
  it('after round 1 each architect draws 1, the display is refilled to 4 and the next zoning card is active', () => {
    let s = setup({ players: 4 }, 3);
    const deckTop = s.zoningDeck[0];
    const firstZoning = s.zoning;
    let took = 0;
    while (s.round === 1) {
      const l = legal(s);
      const a = l.find((x) => x.type === 'take_contract') ?? l[0]!;
      if (a.type === 'take_contract') took++;
      s = play(s, a);
    }
    expect(s.hands.map((h) => h.length)).toEqual([3, 3, 3, 3]);
    expect(s.decks.map((d) => d.length)).toEqual([4, 4, 4, 4]);
    expect(s.display).toHaveLength(4);
    expect(s.contractDeck).toHaveLength(18 - took);
    expect(s.zoning).toBe(deckTop);
    expect(s.zoningPast).toEqual([firstZoning]);
    expect(s.phase).toBe('offer');
  });
});

describe('EXAMPLE-13 hand sizes by round', () => {
  it('4p: 3,3,3,3,3,3,2,1; 2p: 5,5,5,5,5,5,4,2', () => {
    for (const [n, want] of [[4, [3, 3, 3, 3, 3, 3, 2, 1]], [2, [5, 5, 5, 5, 5, 5, 4, 2]]] as const) {
      const sizes: number[] = [];
      playOut(setup({ players: n }, 11), undefined, (s) => {
        if (s.phase === 'offer' && s.offerTurn === 0) sizes.push(s.hands[0]!.length);
      });
      expect(sizes).toEqual(want);
    }
  });
});
