import { describe, expect, it } from 'vitest';
import { bellavista, groupsOf } from '../../src/bellavista/index.js';
import { heightObjectiveCoins, groupingObjectiveCoins } from '../../src/bellavista/score.js';
import { rulesOf } from '../../src/bellavista/rules.js';
import type { Components } from '../../src/bellavista/data.js';
import type { BellaVistaState } from '../../src/bellavista/types.js';
import { buildAll, legal, placeKeys, play, playOut, pos, rejects, setup, type Built, type Cells } from './helpers.js';
import type { BellaVistaPosition } from '../../src/bellavista/position.js';

const place = (player: number, cells: Cells) => ({ type: 'place' as const, player, cells });

/** EXAMPLE-11: Anne's 8 buildings on LAYOUT-A at the end of the game (a `position`, with `extra` fields of the spec). */
function anne(extra: Omit<BellaVistaPosition, 'config'> = {}): BellaVistaState {
  return pos({ config: { players: 4 }, round: 8, phase: 'over', ...extra, built: [
    ['red-3', 0, [[6, 2], [6, 3], [7, 3]]],
    ['red-5', 0, [[6, 4], [6, 5]]],
    ['red-1', 0, [[7, 4], [7, 5], [8, 4], [8, 5]]],
    ['red-6', 0, [[6, 9], [6, 10]]],
    ['red-8', 0, [[7, 9]]],
    ['red-2', 0, [[0, 13], [0, 14], [0, 15], [1, 14]]],
    ['red-7', 0, [[9, 0]]],
    ['red-4', 0, [[3, 12], [3, 13], [3, 14]]],
  ] });
}

describe('BV-3.9 BV-7.2 EXAMPLE-11 end scoring', () => {
  it('groups {#3,#5,#1} = 9 spaces and {#6,#8} = 3 spaces; loners #2, #7, #4', () => {
    const g = groupsOf(anne(), 0);
    expect(g.sizes).toEqual([9, 3]);
    expect(g.loners).toBe(3);
    expect(g.largest).toBe(9);
  });
  it('G-LARGEST 18, G-COUNT 20, G-LONERS −15', () => {
    expect(groupingObjectiveCoins(anne({ groupingObjective: 'G-LARGEST' }), 0)).toBe(18);
    expect(groupingObjectiveCoins(anne({ groupingObjective: 'G-COUNT' }), 0)).toBe(20);
    expect(groupingObjectiveCoins(anne({ groupingObjective: 'G-LONERS' }), 0)).toBe(-15);
  });
  it('H-RIVER 14 (R1: #3+#5, R2: #6), H-PARK 4 (#4 at the P3+P4 park, counted once: E4), H-BORDER 9 (#2+#7)', () => {
    expect(heightObjectiveCoins(anne({ heightObjective: 'H-RIVER' }), 0)).toBe(14);
    expect(heightObjectiveCoins(anne({ heightObjective: 'H-PARK' }), 0)).toBe(4);
    expect(heightObjectiveCoins(anne({ heightObjective: 'H-BORDER' }), 0)).toBe(9);
  });
  it('score parts: coins, each contract, height objective, grouping objective', () => {
    const s = anne({ heightObjective: 'H-RIVER', groupingObjective: 'G-LARGEST', coins: [7, 20, 20, 20], contracts: [['C-BORDER', 'C-BORDER'], [], [], []] });
    const line = bellavista.score(s).players[0]!;
    expect(line.parts).toEqual({ coins: 7, 'contract C-BORDER': 6, 'contract C-BORDER (2)': 6, heightObjective: 14, groupingObjective: 18 });
    expect(line.total).toBe(7 + 12 + 14 + 18);
    expect(line.tiebreak).toEqual([9]);
  });
});

describe('BV-3.6 EXAMPLE-12 two separate parks (mini-board)', () => {
  const comp = (aCells: [number, number][], t2Cells: [number, number][]): Partial<Components> => ({
    tiles: [
      { id: 'A', kind: 'park', symbol: null, pattern: null, cells: aCells },
      { id: 'B', kind: 'park', symbol: null, pattern: null, cells: [[0, 0], [1, 0]] },
      { id: 'T1', kind: 'district', symbol: 'flower', pattern: 'plain', cells: [[0, 0], [0, 1], [1, 0], [1, 1]] },
      { id: 'T2', kind: 'district', symbol: 'leaf', pattern: 'plain', cells: t2Cells },
    ],
    layouts: [
      {
        id: 'MINI',
        name: 'EXAMPLE-12',
        placements: [
          { tile: 'A', origin: [0, 0], rotation: 0 },
          { tile: 'B', origin: [1, 2], rotation: 0 },
          { tile: 'T1', origin: [1, 0], rotation: 0 },
          { tile: 'T2', origin: [0, t2Cells.length === 4 ? 2 : 3], rotation: 0 },
        ],
      },
    ],
    defaultLayoutId: 'MINI',
    zoningCards: Array.from({ length: 8 }, (_, i) => ({ id: `Z${i}`, kind: 'mustBeAdjacentToPark' as const })),
    contractCards: [],
  });
  it('#8 touching park A and park B (no shared edge) scores 8 + 8 = 16; if A and B touch, one park: 8', () => {
    const at = (components: Partial<Components>) => pos({ config: { players: 4, components }, built: [['red-8', 0, [[1, 1]]]], heightObjective: 'H-PARK' });
    const two = at(comp([[0, 0], [0, 1]], [[0, 0], [0, 1], [1, 1], [2, 1]]));
    expect(rulesOf(two).info.parkCount).toBe(2);
    expect(heightObjectiveCoins(two, 0)).toBe(16);
    expect(bellavista.score(two).players[0]!.parts.heightObjective).toBe(16);
    const one = at(comp([[0, 0], [0, 1], [0, 2]], [[0, 0], [1, 0], [2, 0]]));
    expect(rulesOf(one).info.parkCount).toBe(1);
    expect(heightObjectiveCoins(one, 0)).toBe(8);
  });
});

describe('BV-7.3 BV-7.3a EXAMPLE-14 tie-break by the largest group', () => {
  function tie(brunoExtra: Built[]): BellaVistaState {
    return pos({ config: { players: 2 }, heightObjective: 'H-BORDER', groupingObjective: 'G-COUNT', coins: [51, 51], round: 8, phase: 'over', built: [
      ['red-1', 0, [[1, 1], [1, 2], [2, 1], [2, 2]]],
      ['red-2', 0, [[1, 3], [1, 4], [1, 5], [2, 4]]],
      ['red-8', 0, [[3, 1]]],
      ['blue-1', 1, [[1, 9], [1, 10], [2, 9], [2, 10]]],
      ['blue-3', 1, [[1, 11], [2, 11], [2, 12]]],
      ...brunoExtra,
    ] });
  }
  it('61 and 61, largest groups 9 and 7: the first wins', () => {
    const sheet = bellavista.score(tie([]));
    expect(sheet.players.map((p) => p.total)).toEqual([61, 61]);
    expect(sheet.players.map((p) => p.tiebreak[0])).toEqual([9, 7]);
    expect(sheet.winners).toEqual([0]);
    expect(sheet.final).toBe(true);
  });
  it('both 9: shared win', () => {
    const sheet = bellavista.score(tie([['yellow-8', 1, [[3, 9]]], ['yellow-7', 1, [[3, 10]]]]));
    expect(sheet.players.map((p) => p.total)).toEqual([61, 61]);
    expect(sheet.winners).toEqual([0, 1]);
  });
  it('no group counts as 0; totals may be negative', () => {
    const s = pos({ config: { players: 4 }, built: [['red-8', 0, [[1, 1]]], ['red-7', 0, [[1, 5]]]], groupingObjective: 'G-LONERS', heightObjective: 'H-BORDER', coins: [0, 0, 0, 0] });
    const line = bellavista.score(s).players[0]!;
    expect(line.tiebreak).toEqual([0]);
    expect(line.total).toBe(-10);
  });
});

describe('BV-3.10 BV-8.2 BV-8.3 BV-8.4 BV-8.5 BV-8.6 EXAMPLE-9 two-player construction round', () => {
  function example9(extra: Omit<BellaVistaPosition, 'config'> = {}): BellaVistaState {
    return pos({
      config: { players: 2, layout: 'LAYOUT-B' },
      round: 3,
      zoning: 'Z-PARK',
      offerOrder: [0, 1, 1, 0],
      coins: [30, 30],
      hands: [['red-4', 'green-4', 'red-5', 'red-6', 'green-1'], ['blue-5', 'blue-6', 'blue-1', 'blue-2', 'yellow-1']],
      display: ['C-SAME-LE-S', 'C-SAME-LE-P', 'C-BORDER', 'C-TWO-1'],
      ...extra,
      built: [
      ['blue-8', 1, [[0, 4]]],
      ['blue-7', 1, [[0, 6]]],
      ['yellow-5', 1, [[8, 0], [9, 0]]],
      ['yellow-8', 1, [[8, 8]]],
      ['red-7', 0, [[11, 7]]],
      ['red-1', 0, [[9, 4], [9, 5], [10, 4], [10, 5]]],
      ['red-3', 0, [[5, 1], [6, 1], [6, 2]]],
      ['red-2', 0, [[5, 9], [5, 10], [5, 11], [6, 10]]],
      ],
    });
  }
  it('offers A,B,B,A; builds A,B,A,B; Anne −2, Bruno +4 with two contracts; next order Anne, Anne, Bruno, Bruno', () => {
    let s = example9();
    s = play(s, { type: 'offer', player: 0, space: 3, card: 'green-4' });
    s = play(s, { type: 'offer', player: 1, space: 4, card: 'blue-5' });
    s = play(s, { type: 'offer', player: 1, space: 2, card: 'blue-6' });
    s = play(s, { type: 'offer', player: 0, space: 1, card: 'red-4' });
    expect(s.queue.map((o) => o.player)).toEqual([0, 1, 0, 1]);
    // 1. Anne #4: isolated, +3, no contract
    s = play(s, place(0, [[3, 4], [3, 5], [3, 6]]));
    expect(s.coins[0]).toBe(30 - 6 + 3);
    expect(bellavista.actors(s)).toEqual([1]);
    // 2. Bruno #6 next to Anne's #4: +4, then C-SAME-LE-S (3 buildings wholly in D-LE-S in 2p)
    s = play(s, place(1, [[2, 7], [3, 7]]));
    expect(s.coins[1]).toBe(30 - 3 + 4);
    expect(legal(s)).toContainEqual({ type: 'take_contract', player: 1, contract: 'C-SAME-LE-S' });
    s = play(s, { type: 'take_contract', player: 1, contract: 'C-SAME-LE-S' });
    // 3. Anne #4 (the roofed green one, BV-8.2): +1, C-SAME-LE-P
    s = play(s, place(0, [[8, 5], [8, 6], [8, 7]]));
    expect(s.buildings[s.buildings.length - 1]).toMatchObject({ id: 'green-4', owner: 0, colour: 'green' });
    expect(s.coins[0]).toBe(30 - 6 + 3 + 1);
    s = play(s, { type: 'take_contract', player: 0, contract: 'C-SAME-LE-P' });
    // 4. Bruno #5 by P5 on the border: +3, C-BORDER: his second contract this round
    s = play(s, place(1, [[11, 9], [11, 10]]));
    expect(s.coins[1]).toBe(30 - 3 + 4 + 3);
    s = play(s, { type: 'take_contract', player: 1, contract: 'C-BORDER' });
    expect(s.contracts).toEqual([['C-SAME-LE-P'], ['C-SAME-LE-S', 'C-BORDER']]);
    expect(s.coins).toEqual([28, 34]);
    // next round: order Anne #4 (index 1), Anne #4 (index 3), Bruno #5, Bruno #6; each draws 2
    expect(s.round).toBe(4);
    expect(s.offerOrder).toEqual([0, 0, 1, 1]);
    expect(s.hands[0]).toHaveLength(5);
  });
  it('BV-8.6: 2p thresholds are 3 for district, river and park contracts (2 buildings are not enough)', () => {
    let s = example9({
      display: ['C-SAME-LE-S', 'C-PARK', 'C-STRADDLE', 'C-RIVER'],
      hands: [3, 3],
      phase: 'build',
      queue: ['blue-6', 'red-4', 'blue-5', 'green-4'],
    });
    // Bruno's #6 by the park in D-LE-S: 3 in D-LE-S, but only 2 next to a park
    s = play(s, place(1, [[3, 4], [3, 5]]));
    expect(legal(s).map((a) => a.type === 'take_contract' && a.contract)).toEqual(['C-SAME-LE-S', false]);
  });
  it('BV-3.10: roofed buildings belong to their 2p owner and count for their groups', () => {
    const s = pos({ config: { players: 2 }, built: [['red-8', 0, [[1, 1]]], ['green-7', 0, [[1, 2]]], ['yellow-6', 1, [[2, 1], [2, 2]]]] });
    expect(groupsOf(s, 0).sizes).toEqual([2]);
    expect(groupsOf(s, 1).loners).toBe(1);
  });
});

describe('BV-9.1 BV-9.2 BV-9.3 BV-6.6 EXAMPLE-15 three-player neutral building', () => {
  function round(r: number, neutralInFinalRound = false): BellaVistaState {
    // construction order Bruno, Anne, Sofia = seats 1, 0, 2
    return pos({ config: { players: 3, neutralInFinalRound }, phase: 'build', queue: ['blue-5', 'red-5', 'green-5'], round: r, zoning: 'Z-NO-BORDER' });
  }
  it('round 3: after Sofia builds, Sofia places neutral #3 obeying the zoning card; no coins for it', () => {
    const s = buildAll(round(3));
    expect(s.phase).toBe('neutral');
    expect(bellavista.actors(s)).toEqual([2]);
    const l = legal(s);
    expect(l.every((a) => a.type === 'place_neutral')).toBe(true);
    rejects(s, { type: 'place_neutral', player: 2, cells: [[8, 0], [9, 0], [9, 1]] }, 'ILLEGAL_ACTION', 'BV-6.5');
    rejects(s, { ...l[0]!, type: 'place' }, 'ILLEGAL_ACTION', 'BV-9.1');
    const coins = s.coins;
    const t = play(s, l[0]!);
    // BV-5.8: the neutral's cells in any order are the same placement
    const cells = (l[0] as unknown as { cells: [number, number][] }).cells;
    expect(play(s, { type: 'place_neutral', player: 2, cells: [...cells].reverse() })).toEqual(t);
    const n = t.buildings[t.buildings.length - 1]!;
    expect(n).toMatchObject({ id: 'yellow-3', height: 3, owner: null, border: false });
    expect(t.coins).toEqual(coins);
    expect(t.round).toBe(4);
    expect(t.phase).toBe('offer');
  });
  it('BV-9.3: neutral buildings count for adjacency coins but belong to no group', () => {
    // round 2: the neutral #1 of round 1 stands
    const s = pos({
      config: { players: 3 },
      round: 2,
      built: [['yellow-1', null, [[1, 1], [1, 2], [2, 1], [2, 2]]], ['red-8', 0, [[0, 1]]], ['red-7', 0, [[3, 3]]]],
      phase: 'build',
      queue: ['red-6', 'blue-5', 'green-5'],
      zoning: 'Z-FLOWER',
      coins: [0, 0, 0],
    });
    const t = play(s, place(0, [[1, 3], [2, 3]]));
    // neighbours: neutral #1 (lower) and red #7 (higher): +1 only
    expect(t.coins[0]).toBe(1);
    expect(groupsOf(t, 0).sizes).toEqual([3]); // #6 + #7 (the #8 touches only the neutral)
    expect(groupsOf(t, 0).loners).toBe(1);
  });
  it('BV-9.2: no neutral building in round 8 (DEFAULT); neutralInFinalRound: true places #8', () => {
    const s = buildAll(round(8));
    expect(s.phase).toBe('over');
    expect(s.buildings.some((b) => b.owner === null)).toBe(false);
    const t = buildAll(round(8, true));
    expect(t.phase).toBe('neutral');
    const u = play(t, legal(t)[0]!);
    expect(u.phase).toBe('over');
    expect(u.buildings[u.buildings.length - 1]!.id).toBe('yellow-8');
  });
  it('a full 3p game builds neutral #1..#7', () => {
    const end = playOut(setup({ players: 3 }, 5));
    const neutral = end.buildings.filter((b) => b.owner === null).map((b) => b.height);
    const aside = end.setAside.filter((c) => c.startsWith('yellow-')).map((c) => Number(c.split('-')[1]));
    expect([...neutral, ...aside].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('views (RULES §10) and describe', () => {
  it('views hide hands, decks and face-down offers; describe is one readable line', () => {
    let s = setup({ players: 4 });
    const p = bellavista.actors(s)[0]!;
    const a = legal(s)[0]!;
    expect(bellavista.describe(s, a, p)).toMatch(/^P\d \(\w+\) pays \d+ for offer space \d and puts \w+-\d there face down$/);
    // BV-5.3: the offered card is face down; other seats and spectators are not told which it is.
    expect(bellavista.describe(s, a, (p + 1) % 4)).toMatch(/^P\d \(\w+\) pays \d+ for offer space \d and puts a card there face down$/);
    expect(bellavista.describe(s, a)).not.toContain(a.type === 'offer' ? a.card : '?');
    s = play(s, a);
    const other = (p + 1) % 4;
    const v = bellavista.view(s, other);
    expect(v.hands[p]).toBe(2);
    expect(v.hands[other]).toEqual(s.hands[other]);
    expect(v.decks).toEqual([5, 5, 5, 5]);
    expect(v.zoningDeck).toBe(9);
    expect(v.contractDeck).toBe(18);
    expect(JSON.stringify(v)).not.toContain('"rng"');
    expect(v.town.rows).toBe(12);
    expect(bellavista.view(s, null).hands.every((h) => typeof h === 'number')).toBe(true);
    expect(placeKeys([])).toEqual([]);
  });
});

describe('BV-5.11 taken contracts are kept face down (seed overrides docs/rules/bellavista.md U-14)', () => {
  it('other seats and spectators see only how many contracts an architect holds, until the game is over', () => {
    const contracts = [['C-RIVER', 'C-PARK'], [], ['C-TWO-2']];
    const s = pos({ config: { players: 3 }, contracts });
    expect(bellavista.view(s, 0).contracts).toEqual([['C-RIVER', 'C-PARK'], 0, 1]);
    expect(bellavista.view(s, 2).contracts).toEqual([2, 0, ['C-TWO-2']]);
    expect(bellavista.view(s, null).contracts).toEqual([2, 0, 1]);
    const over = pos({ config: { players: 3 }, contracts, round: 8, phase: 'over' });
    expect(bellavista.view(over, 1).contracts).toEqual([['C-RIVER', 'C-PARK'], [], ['C-TWO-2']]);
  });
});
