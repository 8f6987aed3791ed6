import { describe, expect, it } from 'vitest';
import { holds } from '../../src/skyline/objectives.js';
import { resolveCondition } from '../../src/skyline/data.js';
import { DEFAULT_COMPONENTS, gameData, skyline, type ObjectiveCard, type Piece, type SkylineState } from '../../src/skyline/index.js';
import { build, hand, hands, legalOf, play, positionDefault, positionT, ruleError, stackOf, take, takeAndSettle } from './helpers.js';

const K2 = { id: 'K2', floors: ['white' as const], vehicles: { black: 2 } };
const withK2 = { components: { materialCards: [...DEFAULT_COMPONENTS.materialCards, K2] } };

describe('SK-8 SK-8.1 SK-8.2 EXAMPLE-6 two columns at once, one extra turn', () => {
  it('black 1 → 6 credits columns 2 and 5: exactly one extra turn; later black 8 credits nothing (grey is 6)', () => {
    const s0 = positionT(2, { towers: 'X4: kkkk', hands: hands(2, 'w1 k1'), markers: hands(2, 'g6 w6 b6 k1'), market: ['K2', 'M41', 'M01'] }, withK2);
    const s1 = play(s0, build(s0, 'X5', 'white', 'X4'));
    expect(s1.playerStates[0]!.markers.black).toBe(6);
    expect(s1.playerStates[0]!.stars).toEqual([2, 5]);
    expect(s1.turn).toBe(0);
    expect(s1.extraTurn).toBe(true);
    expect(s1.extraEarned).toBe(false);
    const s2 = play(s1, take(s1, 0)); // the extra turn: K2, black +2 → 8
    expect(s2.playerStates[0]!.markers.black).toBe(8);
    expect(s2.playerStates[0]!.stars).toEqual([2, 5]);
    expect(s2.turn).toBe(1); // no second extra turn
    expect(s2.extraTurn).toBe(false);
  });
});

describe('SK-8.3 extra turns: optional, full turns, chains', () => {
  const start = (extra = {}) =>
    positionT(2, { towers: 'X6: g', hands: hands(2, 'w1 g1'), markers: hands(2, 'g7 w7 b7 k4'), stars: [[2], [2]], market: ['M38', 'K2', 'M01'] }, { ...withK2, ...extra });
  it('the extra turn may be a build, and may earn another extra turn (chain)', () => {
    const s1 = play(start(), take(start(), 0)); // black 5 → column 5
    expect(s1.extraTurn).toBe(true);
    expect(legalOf(s1, 'build').length).toBeGreaterThan(0);
    const s2 = play(s1, take(s1, 1)); // K2: black 7 → column 7: another extra turn
    expect(s2.playerStates[0]!.stars).toEqual([2, 5, 7]);
    expect(s2.turn).toBe(0);
    expect(s2.extraTurn).toBe(true);
  });
  it('declineExtraTurn ends the turn; not allowed in a regular turn', () => {
    const s = start();
    expect(ruleError(() => skyline.apply(s, { type: 'declineExtraTurn', player: 0 }))).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'SK-8.3' });
    const s1 = play(s, take(s, 0));
    const s2 = play(s1, { type: 'declineExtraTurn', player: 0 });
    expect(s2.turn).toBe(1);
    expect(s2.extraTurn).toBe(false);
  });
  it('extraTurnMandatory: no decline', () => {
    const s = start({ extraTurnMandatory: true });
    const s1 = play(s, take(s, 0));
    expect(s1.extraTurn).toBe(true);
    expect(legalOf(s1, 'declineExtraTurn')).toEqual([]);
    expect(ruleError(() => skyline.apply(s1, { type: 'declineExtraTurn', player: 0 }))).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'SK-8.3' });
  });
});

describe('SK-5.2 order: objectives, hand limit, then the extra turn', () => {
  it('a card that credits a star and overflows the hand: discard first, then the extra turn', () => {
    const s0 = positionT(2, { hands: hands(2, 'w10'), markers: hands(2, 'g4 w5 b6 k1'), market: ['M38', 'M41', 'M01'] });
    const s1 = play(s0, take(s0, 0));
    expect(s1.pending.kind).toBe('discard');
    expect(s1.extraEarned).toBe(true);
    const s2 = play(s1, { type: 'discard', player: 0, colour: 'white' });
    expect(s2.turn).toBe(0);
    expect(s2.extraTurn).toBe(true);
    expect(s2.pending.kind).toBe('none');
  });
});

describe('SK-8.4 SK-13.4 SK-10.1 the 10th-roof player takes an earned extra turn before counting', () => {
  it('card only (no roof left), then the cone is set and the others play once', () => {
    // One roof per seat (components.roofsPerPlayer): the build places P1's last roof.
    const s0 = positionT(2, { towers: 'X4: k', hands: hands(2, 'w1 k1'), markers: hands(2, 'g2 w2 b2 k0') }, { components: { roofsPerPlayer: 1 } });
    expect(s0.playerStates[0]!.roofsLeft).toBe(1);
    const s1 = play(s0, build(s0, 'X5', 'white', 'X4')); // black +2 → column 2
    expect(s1.playerStates[0]!.roofsLeft).toBe(0);
    expect(s1.extraTurn).toBe(true);
    expect(s1.turn).toBe(0);
    expect(s1.end).toBe(null);
    expect(s1.playerStates[0]!.cone).toBe(null);
    expect(new Set(skyline.legalActions(s1, 0).map((a) => a.type))).toEqual(new Set(['takeCard', 'declineExtraTurn']));
    const s2 = play(s1, { type: 'declineExtraTurn', player: 0 });
    expect(s2.playerStates[0]!.cone).toBe(1); // X5 is not roofed; X4 has P1's roof on top
    expect(s2.end).toEqual({ trigger: 'roof', by: 0, finalTurns: [1] });
    expect(s2.turn).toBe(1);
    const s3 = takeAndSettle(s2, 0);
    expect(s3.over).toBe(true);
    expect(s3.playerStates[1]!.cone).toBe(0);
  });
});

describe('SK-10 SK-10.1 SK-10.4 EXAMPLE-10 trigger A and frozen cones', () => {
  it('3 players: P1 10th roof with 4 roofs on top → 9; P2 covers one, P1 stays 9; P2 counts, P3 plays, game ends', () => {
    // P1's other 9 roofs: three on each of A1, C1, E1, the top one uncovered (4 roofs on top after D4).
    const s0 = positionDefault(3, { towers: 'A1: g1g1g1, C1: g1g1g1, E1: g1g1g1, D3: w', hands: hands(3, 'g1 w1') });
    expect(s0.playerStates.map((ps) => ps.roofsLeft)).toEqual([1, 10, 10]);
    const s1 = play(s0, build(s0, 'D4', 'grey', 'D4'));
    expect(s1.playerStates[0]!.cone).toBe(4);
    expect(skyline.score(s1).players[0]!.parts.cone).toBe(9);
    expect(s1.end).toEqual({ trigger: 'roof', by: 0, finalTurns: [1, 2] });
    expect(s1.turn).toBe(1);
    const s2 = play(s1, build(s1, 'A2', 'white', 'A2'));
    expect(stackOf(s2, 'A1')).toEqual(['grey', 0, 'grey', 0, 'grey', 0, 'grey']);
    expect(s2.playerStates[0]!.cone).toBe(4);
    expect(s2.playerStates[1]!.cone).toBe(1);
    expect(s2.turn).toBe(2);
    expect(s2.over).toBe(false);
    const s3 = takeAndSettle(s2, 0);
    expect(s3.over).toBe(true);
    expect(s3.playerStates[2]!.cone).toBe(0);
    const sheet = skyline.score(s3);
    expect(sheet.final).toBe(true);
    expect(sheet.players[0]!.parts.cone).toBe(9);
    expect(() => skyline.apply(s3, take(s3, 0))).toThrow();
    expect(ruleError(() => skyline.apply(s3, take(s3, 0))).code).toBe('GAME_OVER');
  });
});

describe('SK-10.4 EXAMPLE-11 cone cap', () => {
  it('roofs on top of 10 buildings: cone at 7 → 20 million', () => {
    const towers = ['D3: w', ...['A1', 'A3', 'A6', 'B2', 'C1', 'C3', 'C9', 'E1', 'E3'].map((id) => `${id}: g1`)].join(', ');
    const s0 = positionDefault(3, { towers, hands: hands(3, 'g1 w1') });
    expect(s0.playerStates[0]!.roofsLeft).toBe(1);
    const s1 = play(s0, build(s0, 'D4', 'grey', 'D4'));
    expect(s1.playerStates[0]!.cone).toBe(7);
    expect(skyline.score(s1).players[0]!.parts.cone).toBe(20);
  });
});

describe('SK-10.5 SK-9.3 a player whose cone is set still claims objectives passively', () => {
  it('P1 (cone set) becomes invested in 2 buildings of height 5 during P2\'s final turn', () => {
    // Two roofs per seat: P1 placed both and counted (cone 0: no roof on top).
    const s0 = positionT(2, { towers: 'X1: k1kkkk, X4: g1ggg', hands: hands(2, 'g1 w1'), turn: 1, end: { trigger: 'roof', by: 0, finalTurns: [1] } }, {
      objectives: ['O5', 'S2', 'S3'],
      components: { roofsPerPlayer: 2 },
    });
    expect(s0.playerStates.map((ps) => ps.cone)).toEqual([0, null]);
    const s1 = play(s0, build(s0, 'X5', 'white', 'X5'));
    expect(s1.playerStates[0]!.chips).toEqual([{ objective: 'O5', value: 7 }]);
    expect(s1.playerStates[0]!.cone).toBe(0);
    expect(s1.over).toBe(true);
  });
});

describe('SK-11 SK-11.1 SK-11.2 SK-11.3 SK-1.1 SK-1.2 EXAMPLE-12 final score and tie-break', () => {
  // P1's chips 7 + 3: first on S1, third on S3 (after P3 and P2); P2's 5 + 5: second on both.
  const final = (floorsP2: number) =>
    positionT(3, {
      markers: ['g8 w11 b3 k6', 'g10 w10 b9 k0', 'g1'],
      claims: ['S1 S3', 'S1 S3', 'S3'],
      claimOrder: { S1: [0, 1], S3: [2, 1, 0] },
      cones: [4, 4, 0],
      hands: ['g2', `w${floorsP2}`, 'k9'],
      end: { trigger: 'shortage', by: 0, finalTurns: [] },
      over: true,
    });
  it('P1: 8+12+3+6 = 29, chips 10, cone 9 → 48; P2 also 48 with 3 floors → P2 wins', () => {
    const sheet = skyline.score(final(3));
    expect(sheet.unit).toBe('million');
    expect(sheet.players[0]!.parts).toEqual({ greyTrack: 8, whiteTrack: 12, brownTrack: 3, blackTrack: 6, chips: 10, cone: 9 });
    expect(sheet.players[0]!.total).toBe(48);
    expect(sheet.players[1]!.total).toBe(48);
    expect(sheet.players.map((p) => p.tiebreak)).toEqual([[2], [3], [9]]);
    expect(sheet.winners).toEqual([1]);
    expect(sheet.players.map((p) => p.rank)).toEqual([2, 1, 3]);
    expect(sheet.tiebreakNames).toEqual(['floors in hand']);
  });
  it('equal floors → shared win', () => {
    const sheet = skyline.score(final(2));
    expect(sheet.winners).toEqual([0, 1]);
    expect(sheet.players.map((p) => p.rank)).toEqual([1, 1, 3]);
  });
});

/** Towers `a: g<seat>, b: w<seat>`: `owner` invested in two neighbours; a build roofed next to them makes a triple. */
const triple = (owner: number, a: string, b: string): string => `${a}: g${owner + 1}, ${b}: w${owner + 1}`;

describe('SK-9 SK-9.1 SK-9.4 EXAMPLE-13 chips by player count', () => {
  it('3 players, S1: P2 first → 7, P3 → 5, P1 → 3; P2 cannot claim S1 again', () => {
    let s = positionDefault(3, { towers: [triple(1, 'A1', 'A2'), triple(2, 'C1', 'C2'), triple(0, 'E1', 'E2')].join(', '), hands: hands(3, 'g2 w2'), turn: 1 });
    s = play(s, build(s, 'A3', 'grey', 'A3'));
    expect(s.objectives[0]!.chips).toEqual([5, 3]);
    s = play(s, build(s, 'C3', 'grey', 'C3'));
    s = play(s, build(s, 'E3', 'grey', 'E3'));
    expect(s.playerStates.map((ps) => ps.chips)).toEqual([[{ objective: 'S1', value: 3 }], [{ objective: 'S1', value: 7 }], [{ objective: 'S1', value: 5 }]]);
    expect(s.objectives[0]!.claimedBy).toEqual([1, 2, 0]);
    s = play(s, build(s, 'A4', 'white', 'A4'));
    expect(s.playerStates[1]!.chips.length).toBe(1);
  });
  it('2 players: the second claimant gets 5 and no chip is left', () => {
    let s = positionDefault(2, { towers: [triple(0, 'A1', 'A2'), triple(1, 'C1', 'C2')].join(', '), hands: hands(2, 'g2 w2') });
    s = play(s, build(s, 'A3', 'grey', 'A3'));
    s = play(s, build(s, 'C3', 'grey', 'C3'));
    expect(s.playerStates.map((ps) => ps.chips.map((c) => c.value))).toEqual([[7], [5]]);
    expect(s.objectives[0]!.chips).toEqual([]);
  });
  it('4 players: the fourth claimant gets the second 3', () => {
    let s = positionDefault(4, { towers: [triple(0, 'A1', 'A2'), triple(1, 'C1', 'C2'), triple(2, 'E1', 'E2'), triple(3, 'D2', 'D3')].join(', '), hands: hands(4, 'g2 w2') });
    s = play(s, build(s, 'A3', 'grey', 'A3'));
    s = play(s, build(s, 'C3', 'grey', 'C3'));
    s = play(s, build(s, 'E3', 'grey', 'E3'));
    s = play(s, build(s, 'D4', 'grey', 'D4'));
    expect(s.playerStates.map((ps) => ps.chips.map((c) => c.value))).toEqual([[7], [5], [3], [3]]);
  });
});

describe('SK-9.1 each player wins each objective at most once', () => {
  it('2 players: P1 claims S1 (7), builds again while S1 still holds: the 5 stays for P2', () => {
    let s = positionDefault(2, { towers: triple(0, 'A1', 'A2'), hands: hands(2, 'g3 w3 b3') });
    s = play(s, build(s, 'A3', 'grey', 'A3'));
    expect(s.playerStates[0]!.chips).toEqual([{ objective: 'S1', value: 7 }]);
    s = takeAndSettle(s, 0); // P2 takes a card
    s = play(s, build(s, 'A6', 'brown', 'A6'));
    expect(s.playerStates[0]!.chips).toEqual([{ objective: 'S1', value: 7 }]);
    expect(s.objectives[0]!.chips).toEqual([5]);
    expect(s.objectives[0]!.claimedBy).toEqual([0]);
  });
});

describe('SK-9.3 SK-9.2 EXAMPLE-14 simultaneous claims, active player first', () => {
  it('P1 builds X5 white: P1 takes 7, then P3 (passively) 5', () => {
    const s0 = positionT(4, { towers: 'X1: k1kkkk, X2: w, X3: k, X4: g1g3gg, X6: bb3bbb', hands: hands(4, 'g1 w1 b1 k1') }, { objectives: ['O5', 'S1', 'S2'] });
    const builds = legalOf(s0, 'build');
    expect(builds.length).toBe(4);
    expect(builds.every((a) => a.type === 'build' && a.site === 'X5' && a.colour === 'white')).toBe(true);
    const s = play(s0, build(s0, 'X5', 'white', 'X5'));
    expect(stackOf(s, 'X4').filter((x) => typeof x === 'string').length).toBe(5);
    expect(stackOf(s, 'X3')).toEqual(['black', 'black']);
    expect(stackOf(s, 'X6').filter((x) => typeof x === 'string').length).toBe(6);
    expect(stackOf(s, 'X5')).toEqual(['white', 0]);
    expect(s.objectives[0]!.claimedBy).toEqual([0, 2]);
    expect(s.playerStates[0]!.chips).toEqual([{ objective: 'O5', value: 7 }]);
    expect(s.playerStates[2]!.chips).toEqual([{ objective: 'O5', value: 5 }]);
  });
});

describe('SK-9.5 a claimed chip is kept', () => {
  it('O9 (3 roofs on top) stays won after a roof is covered', () => {
    const o9 = { objectives: ['O9', 'O5', 'O10'] };
    const s0 = positionT(2, { towers: 'X1: g2, X3: w2, X6: b', hands: hands(2, 'g2 w2 b2 k2'), turn: 1 }, o9);
    const s1 = play(s0, build(s0, 'X5', 'black', 'X5')); // P2: X1, X5 on top (X3 covered) → 2 — not yet
    expect(s1.playerStates[1]!.chips).toEqual([]);
    const t0 = positionT(2, { towers: 'X1: g2, X3: w2, X6: b2', hands: hands(2, 'g2 w2 b2 k2'), turn: 1 }, o9);
    const t1 = play(t0, build(t0, 'X2', 'black', 'X2')); // covers X1, X3 → on top: X2, X6 → 2
    expect(t1.playerStates[1]!.chips).toEqual([]);
    const u0 = positionT(2, { towers: 'X1: g2, X2: k, X3: w2, X6: b2', hands: hands(2, 'g2 w2 b2 k2'), turn: 1 }, o9);
    const u1 = play(u0, build(u0, 'X4', 'grey', 'X4')); // on top: X1, X3, X6, X4 → 4
    expect(u1.playerStates[1]!.chips).toEqual([{ objective: 'O9', value: 7 }]);
    const u2 = play(u1, build(u1, 'X5', 'black', 'X5')); // P1 covers X4, X3 and X6
    expect(stackOf(u2, 'X4')).toEqual(['grey', 1, 'grey']);
    expect(u2.playerStates[1]!.chips).toEqual([{ objective: 'O9', value: 7 }]);
  });
});

describe('SK-9.2 SK-3.5 EXAMPLE-17 objective conditions (DEFAULT semantics)', () => {
  const s = positionT(2);
  const board = gameData(s.components, 2).board;
  const cond = (id: string) => resolveCondition(DEFAULT_COMPONENTS.objectiveCards.find((c) => c.id === id) as ObjectiveCard);
  const stacksOf = (m: Record<string, Piece[]>) => s.sites.map((id) => m[id] ?? []);
  it('EXAMPLE-17: S1 with X1, X2, X4 holds; with X1, X3, X6 it does not', () => {
    expect(holds(cond('S1'), board, stacksOf({ X1: ['grey', 0], X2: ['white', 0, 'white'], X4: ['grey', 0] }), 0)).toBe(true);
    expect(holds(cond('S1'), board, stacksOf({ X1: ['grey', 0], X3: ['grey', 0], X6: ['grey', 0] }), 0)).toBe(false);
  });
  it('a covered roof still counts (U16); roofs on top count only uncovered roofs', () => {
    const st = stacksOf({ X1: ['grey', 0, 'grey'], X2: ['white', 0, 'white', 1], X4: ['grey', 0, 'grey'] });
    expect(holds(cond('S1'), board, st, 0)).toBe(true);
    expect(holds(resolveCondition({ id: 'x', name: 'x', starter: false, condition: { type: 'roofsOnTop', count: 1 } }), board, st, 0)).toBe(false);
    expect(holds(resolveCondition({ id: 'x', name: 'x', starter: false, condition: { type: 'roofsOnTop', count: 1 } }), board, st, 1)).toBe(true);
  });
  it('S2 colours, S3 districts, O8 same colour, O4 parks, O6 low, O10 twins, O7 two districts', () => {
    const four = stacksOf({ X1: ['grey', 0], X3: ['white', 0], X4: ['brown', 0], X6: ['black', 0] });
    expect(holds(cond('S2'), board, four, 0)).toBe(true);
    expect(holds(cond('S2'), board, stacksOf({ X1: ['grey', 0], X3: ['white', 0], X4: ['brown', 0] }), 0)).toBe(false);
    expect(holds(resolveCondition({ id: 'x', name: 'x', starter: false, condition: { type: 'distinctDistricts', count: 2 } }), board, four, 0)).toBe(true);
    expect(holds(cond('S3'), board, four, 0)).toBe(false); // board T has 2 districts
    expect(holds(cond('O8'), board, stacksOf({ X1: ['grey', 0], X3: ['grey', 0], X6: ['grey', 0] }), 0)).toBe(true);
    expect(holds(cond('O8'), board, stacksOf({ X1: ['grey', 0], X3: ['grey', 0], X6: ['white', 0] }), 0)).toBe(false);
    expect(holds(cond('O4'), board, stacksOf({ X3: ['grey', 0], X5: ['white', 0], X1: ['grey', 0] }), 0)).toBe(false); // only X3, X5 border the park
    expect(holds(cond('O6'), board, stacksOf({ X1: ['grey', 0], X3: ['grey', 0, 'grey'], X4: ['white', 0], X6: ['brown', 0] }), 0)).toBe(true);
    expect(holds(cond('O6'), board, stacksOf({ X1: ['grey', 0], X3: ['grey', 0, 'grey', 'grey'], X4: ['white', 0], X6: ['brown', 0] }), 0)).toBe(false);
    expect(holds(cond('O10'), board, stacksOf({ X4: ['grey', 0, 'grey', 'grey'], X5: ['white', 'white', 0, 'white'] }), 0)).toBe(true);
    expect(holds(cond('O10'), board, stacksOf({ X4: ['grey', 0, 'grey', 'grey'], X6: ['white', 'white', 0, 'white'] }), 0)).toBe(false); // not adjacent
    expect(holds(cond('O10'), board, stacksOf({ X4: ['grey', 0, 'grey'], X5: ['white', 'white', 0] }), 0)).toBe(false); // height 2 < 3
    const chain = stacksOf({ X1: ['grey', 0], X2: ['white', 0], X3: ['grey', 0], X5: ['white', 0] });
    expect(holds(cond('O7'), board, chain, 0)).toBe(true); // X1-X2-X3-X5 touches N and S
    expect(holds(cond('O7'), board, stacksOf({ X1: ['grey', 0], X2: ['white', 0], X3: ['grey', 0] }), 0)).toBe(false);
  });
  it('countWhere predicates combine with AND', () => {
    const c = resolveCondition({ id: 'x', name: 'x', starter: false, condition: { type: 'countWhere', count: 1, where: { parkAdjacent: true, minHeight: 2 } } });
    expect(holds(c, board, stacksOf({ X3: ['grey', 0], X1: ['grey', 0, 'grey'] }), 0)).toBe(false);
    expect(holds(c, board, stacksOf({ X3: ['grey', 0, 'grey'] }), 0)).toBe(true);
  });
});

describe('SK-3 SK-3.1 SK-3.2 SK-3.7 SK-3.9 views: only the deck order is hidden', () => {
  it('hands, discard, market, board are public; deck is a count; no rng', () => {
    const s = takeAndSettle(skyline.setup({ players: 3 }, 4), 0);
    for (const viewer of [null, 0, 1, 2]) {
      const v = skyline.view(s, viewer);
      expect('deck' in v).toBe(false);
      expect('rng' in v).toBe(false);
      expect(v.deckSize).toBe(s.deck.length - s.drawn);
      expect('drawn' in v).toBe(false);
      expect(v.playerStates).toEqual(s.playerStates);
      expect(v.discard).toEqual(s.discard);
      expect(v.market).toEqual(s.market);
      expect(v.board.sites).toEqual(s.sites);
    }
  });
  it('buildings: one colour per stack, the bottom floor', () => {
    const s0 = positionT(2, { towers: 'X4: g2g', hands: hands(2, 'g1 w1') });
    const s = play(s0, build(s0, 'X5', 'white', 'X4'));
    for (const st of s.stacks) expect(new Set(st.filter((x) => typeof x === 'string')).size).toBeLessThanOrEqual(1);
  });
});

describe('SK-15 SK-16 DEFAULTs and disagreements', () => {
  it('default options; D2 reaching a star column counts; D4 the cone is part of the money; D1 cards give floors', () => {
    const s = skyline.setup({ players: 2 }, 1);
    expect(s.options).toEqual({ setupMode: 'random', startingFloors: 3, extraTurnMandatory: false, roundLimit: 150 });
    expect(s.components).toBe(null);
    const t0 = positionT(2, { markers: hands(2, 'g2 w2 b2 k1'), market: ['M38', 'M41', 'M01'] });
    const t1 = play(t0, take(t0, 0));
    expect(t1.playerStates[0]!.markers.black).toBe(2);
    expect(t1.playerStates[0]!.stars).toEqual([2]);
    expect(t1.playerStates[0]!.roofsLeft).toBe(10);
    expect(t1.playerStates[0]!.hand.black).toBe(2);
    expect(Object.keys(skyline.score(t1).players[0]!.parts)).toContain('cone');
  });
  it('describe reads like a move', () => {
    const s0 = positionT(2, { towers: 'X2: gg, X3: b, X4: w, X6: g', hands: hands(2, 'g1 w1 b1 k1') });
    expect(skyline.describe(s0, build(s0, 'X5', 'black', 'X4'))).toBe('P1 builds black on X5 (+3 neighbour floors), roofs X4 (white, height 2) → white vehicle +2');
    expect(skyline.describe(s0, take(s0, 0))).toMatch(/^P1 takes card M\d\d from slot 1/);
  });
});

export type { SkylineState };

describe('SK-10.3 only the first trigger counts', () => {
  it('a 10th roof during the shortage final round changes nothing', () => {
    // One roof per seat: P2's build places its last one.
    const s0 = positionT(3, { towers: 'X6: g', hands: hands(3, 'g1 w1'), turn: 1, end: { trigger: 'shortage', by: 0, finalTurns: [1, 2, 0] } }, {
      components: { roofsPerPlayer: 1 },
    });
    const s1 = play(s0, build(s0, 'X5', 'white', 'X5'));
    expect(s1.playerStates[1]!.roofsLeft).toBe(0);
    expect(s1.end).toEqual({ trigger: 'shortage', by: 0, finalTurns: [2, 0] });
    expect(s1.playerStates[1]!.cone).toBe(1);
    expect(s1.turn).toBe(2);
  });
  it('a shortage during the 10th-roof final round changes nothing', () => {
    // A box of 6 floors per colour and one roof per seat: P1 placed its roof on X6 (trigger A) and holds
    // the other 5 grey floors, so the supply has no grey.
    const s0 = positionT(3, { towers: 'X6: g1', hands: ['g5', '', ''], turn: 1, market: ['M01', 'M11', 'M21'], end: { trigger: 'roof', by: 0, finalTurns: [1, 2] } }, {
      components: { floorsPerColour: 6, roofsPerPlayer: 1 },
    });
    expect(s0.supply).toEqual({ grey: 0, white: 6, brown: 6, black: 6 });
    const s1 = play(s0, take(s0, 0), { type: 'chooseColour', player: 1, colour: 'white' }, { type: 'chooseColour', player: 1, colour: 'white' });
    expect(s1.end).toEqual({ trigger: 'roof', by: 0, finalTurns: [2] });
    expect(s1.triggered).toBe(null);
    expect(s1.turn).toBe(2);
  });
});

describe('SK-9.3 passive claims go clockwise from the active player, not by seat number', () => {
  it('P3 (active) builds; P4 and P1 both qualify for O5: P4 takes 7, then P1 5', () => {
    const s0 = positionT(4, { towers: 'X1: k1k4kkk, X3: k, X4: g1ggg, X6: b4bbb', hands: hands(4, 'g1 w1 b1 k1'), turn: 2 }, { objectives: ['O5', 'S1', 'S2'] });
    const s = play(s0, build(s0, 'X5', 'white', 'X5'));
    expect(s.objectives[0]!.claimedBy).toEqual([3, 0]);
    expect(s.playerStates[3]!.chips).toEqual([{ objective: 'O5', value: 7 }]);
    expect(s.playerStates[0]!.chips).toEqual([{ objective: 'O5', value: 5 }]);
    expect(s.playerStates[2]!.chips).toEqual([]);
  });
});

describe('SK-10.1 trigger A from a middle seat: the others play clockwise from the next seat', () => {
  it('4 players, P3 places the 10th roof: final turns P4, P1, P2', () => {
    // One roof per seat: P3's build places its last one.
    const s0 = positionT(4, { towers: 'X6: g', hands: hands(4, 'g1 w1'), turn: 2 }, { components: { roofsPerPlayer: 1 } });
    let s = play(s0, build(s0, 'X5', 'white', 'X5'));
    expect(s.end).toEqual({ trigger: 'roof', by: 2, finalTurns: [3, 0, 1] });
    const order: number[] = [];
    while (!s.over) {
      order.push(s.turn);
      s = takeAndSettle(s, 0);
    }
    expect(order).toEqual([3, 0, 1]);
  });
});

describe('SK-6.7 SK-10.5 a final turn with nothing to build: the player must take a card', () => {
  it('no pass, no decline: only the market cards', () => {
    // One roof per seat: P1 placed its roof on X6 (trigger A) and has counted.
    const s = positionT(3, { towers: 'X6: g1', hands: hands(3, ''), turn: 1, end: { trigger: 'roof', by: 0, finalTurns: [1, 2] } }, { components: { roofsPerPlayer: 1 } });
    expect(skyline.legalActions(s, 1)).toEqual([0, 1, 2].map((slot) => ({ type: 'takeCard', player: 1, slot })));
    expect(ruleError(() => skyline.apply(s, { type: 'pass', player: 1 }))).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'SK-5.3' });
  });
});
