import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPONENTS, skyline, type SkylineAction, type SkylineState } from '../../src/skyline/index.js';
import type { RuleErrorCode } from '../../src/core/index.js';
import { expectRejected } from '../../src/core/testing.js';
import { build, hand, hands, legalOf, play, positionT, stackOf, take, takeAndSettle } from './helpers.js';

const NONE = hand({});
/** EXAMPLE-1's board (docs/rules/skyline.md). */
const EX1 = 'X2: gg, X3: b, X4: w, X6: g';

/** Expect apply to reject with this code and rule and leave the state unchanged. */
function rejects(s: SkylineState, a: unknown, code: RuleErrorCode, rule: string): string {
  return expectRejected(skyline, s, a, code, rule).message;
}

const sortKey = (a: SkylineAction) => JSON.stringify(a);

describe('SK-7.9 SK-7.2 SK-7.3 SK-7.4 EXAMPLE-1 legal builds', () => {
  const s = positionT(2, { towers: EX1, hands: hands(2, 'g1 w1 b1 k1') });
  it('10 builds: X1 with white/brown/black and roof X1/X2; X5 only black with 4 roof sites', () => {
    const builds = legalOf(s, 'build').map(sortKey).sort();
    const expected: SkylineAction[] = [];
    for (const colour of ['white', 'brown', 'black'] as const) for (const r of ['X1', 'X2']) expected.push(build(s, 'X1', colour, r));
    for (const r of ['X5', 'X4', 'X3', 'X6']) expected.push(build(s, 'X5', 'black', r));
    expect(builds).toEqual(expected.map(sortKey).sort());
    expect(skyline.legalActions(s, 0).length).toBe(10 + 3); // plus the 3 market cards
  });
  it('grey on X1 is illegal (same colour as X2)', () => {
    expect(rejects(s, build(s, 'X1', 'grey', 'X1'), 'ILLEGAL_ACTION', 'SK-7.3')).toContain('X2');
  });
  it('a built site, a site without a built neighbour, an unaffordable build', () => {
    rejects(s, build(s, 'X2', 'white', 'X2'), 'ILLEGAL_ACTION', 'SK-7.2');
    rejects(s, build(s, 'X5', 'white', 'X5'), 'ILLEGAL_ACTION', 'SK-7.3');
    const poor = positionT(2, { towers: EX1, hands: hands(2, 'w1 b1 k1') });
    expect(rejects(poor, build(poor, 'X1', 'white', 'X1'), 'ILLEGAL_ACTION', 'SK-7.4')).toContain('grey');
  });
});

describe('SK-7 SK-7.5 SK-7.6 SK-7.7 SK-7.8 SK-13.3 EXAMPLE-2 build resolution', () => {
  it('build {X5, black, roof X4}', () => {
    const s0 = positionT(2, { towers: EX1, hands: hands(2, 'g1 w1 b1 k1') });
    const s = play(s0, build(s0, 'X5', 'black', 'X4'));
    expect(stackOf(s, 'X5')).toEqual(['black']);
    expect(stackOf(s, 'X4')).toEqual(['white', 'white', 0]);
    expect(stackOf(s, 'X3')).toEqual(['brown', 'brown']);
    expect(stackOf(s, 'X6')).toEqual(['grey', 'grey']);
    expect(stackOf(s, 'X2')).toEqual(['grey', 'grey']);
    expect(s.playerStates[0]!.hand).toEqual(NONE);
    expect(s.playerStates[0]!.roofsLeft).toBe(9);
    expect(s.playerStates[0]!.markers).toEqual({ grey: 0, white: 2, brown: 0, black: 0 });
    expect(s.playerStates[0]!.stars).toEqual([]);
    expect(s.extraTurn).toBe(false);
    expect(s.turn).toBe(1);
    expect(s.supply).toEqual(s0.supply);
  });
  it('SK-7.6 the roof cannot go on an empty neighbour or a far building', () => {
    const s = positionT(2, { towers: 'X2: g, X6: w', hands: hands(2, 'g1 w1 b1 k1') });
    rejects(s, build(s, 'X1', 'white', 'X3'), 'ILLEGAL_ACTION', 'SK-7.6'); // X3 is not a neighbour of X1
    rejects(s, build(s, 'X3', 'white', 'X5'), 'ILLEGAL_ACTION', 'SK-7.6'); // X5 is an empty neighbour
    rejects(s, build(s, 'X3', 'white', 'X6'), 'ILLEGAL_ACTION', 'SK-7.6');
  });
  it('SK-7.8 exactly one new building and one roof', () => {
    const s0 = positionT(2, { towers: 'X2: g', hands: hands(2, 'g1 w1 b1 k1') });
    const s = play(s0, build(s0, 'X3', 'white', 'X3'));
    expect(s.stacks.filter((st) => st.length > 0).length).toBe(2);
    expect(s.stacks.flat().filter((x) => typeof x === 'number').length).toBe(1);
  });
});

describe('SK-7.4 EXAMPLE-3 duplicate neighbour colours', () => {
  const at = (h: string) => positionT(2, { towers: 'X1: w, X3: w, X4: b', hands: [h, ''] });
  it('{white 1, brown 1, grey 2}: no build at X2', () => {
    const s = at('w1 b1 g2');
    expect(legalOf(s, 'build').filter((a) => a.type === 'build' && a.site === 'X2')).toEqual([]);
    expect(rejects(s, build(s, 'X2', 'grey', 'X2'), 'ILLEGAL_ACTION', 'SK-7.4')).toContain('2 white');
  });
  it('{white 2, brown 1, grey 1}: only grey, 4 roof sites; pays 2 white', () => {
    const s = at('w2 b1 g1');
    const x2 = legalOf(s, 'build').filter((a) => a.type === 'build' && a.site === 'X2');
    expect(x2.length).toBe(4);
    expect(x2.every((a) => a.type === 'build' && a.colour === 'grey')).toBe(true);
    const t = play(s, build(s, 'X2', 'grey', 'X2'));
    expect(t.playerStates[0]!.hand).toEqual(NONE);
  });
});

describe('SK-3.3 SK-3.4 SK-3.5 SK-7.5 SK-13.1 EXAMPLE-4 building over roofs', () => {
  it('X4 = [grey, grey, R(P2), grey]; P1 builds X5 and roofs X4: height 4, grey +4', () => {
    const s0 = positionT(2, { towers: 'X4: gg2g', hands: ['g1 w1', ''] });
    const s = play(s0, build(s0, 'X5', 'white', 'X4'));
    expect(stackOf(s, 'X4')).toEqual(['grey', 'grey', 1, 'grey', 'grey', 0]);
    expect(s.playerStates[0]!.markers.grey).toBe(4);
    const v = skyline.view(s, null);
    expect(v.stacks[v.sites.indexOf('X4')]!.includes(1)).toBe(true); // P2 still invested
    expect(skyline.score(s).players[1]!.parts.cone).toBe(0); // but no roof on top
    expect(skyline.score(s).players[0]!.parts.cone).toBe(2); // P1: 1 roof on top
  });
  it('SK-13.1 building on your own roof', () => {
    const s0 = positionT(2, { towers: 'X4: g1', hands: ['g1 w1', ''] });
    const s = play(s0, build(s0, 'X5', 'white', 'X5'));
    expect(stackOf(s, 'X4')).toEqual(['grey', 0, 'grey']);
  });
});

describe('SK-7.2 SK-13.2 EXAMPLE-16 no building without a built neighbour', () => {
  it('only X6 built: only X5 can be built on', () => {
    const s = positionT(2, { towers: 'X6: g', hands: ['g3 w3 b3 k1', ''] });
    const sites = new Set(legalOf(s, 'build').map((a) => (a.type === 'build' ? a.site : '')));
    expect([...sites]).toEqual(['X5']);
    expect(legalOf(s, 'build').length).toBe(3 * 2); // white/brown/black, roof X5 or X6
    for (const site of ['X1', 'X2', 'X3', 'X4']) rejects(s, build(s, site, 'white', site), 'ILLEGAL_ACTION', 'SK-7.2');
  });
});

describe('SK-7.1 SK-13.4 no roof left: no build', () => {
  it('a player with 0 roofs can only take a card', () => {
    // P1's last roof went on X6 this turn and earned an extra turn (SK-8.4): a turn with no roof left.
    const s = positionT(2, { towers: 'X6: g1', hands: hands(2, 'g1 w1 b1 k1'), markers: ['g2 w2 b2 k2'], stars: [[2]], triggered: 'roof', extraTurn: true }, { components: { roofsPerPlayer: 1 } });
    expect(s.playerStates[0]!.roofsLeft).toBe(0);
    expect(legalOf(s, 'build')).toEqual([]);
    rejects(s, build(s, 'X5', 'white', 'X5'), 'ILLEGAL_ACTION', 'SK-7.1');
  });
});

describe('SK-7.7 SK-13.5 EXAMPLE-7 track end', () => {
  it('grey 18 + height 4 = 20 (capped), worth 30', () => {
    const s0 = positionT(2, { towers: 'X4: ggg', hands: ['g1 w1', ''], markers: ['g18'] });
    const s = play(s0, build(s0, 'X5', 'white', 'X4'));
    expect(s.playerStates[0]!.markers.grey).toBe(20);
    expect(skyline.score(s).players[0]!.parts.greyTrack).toBe(30);
  });
  it('star columns are judged on the capped position', () => {
    const s0 = positionT(2, { towers: 'X4: ggg', hands: ['g1 w1', ''], markers: ['g18 w20 b20 k20'], stars: [[2, 5, 7, 10, 12, 15]] });
    const s = play(s0, build(s0, 'X5', 'white', 'X4'));
    expect(s.playerStates[0]!.stars).toEqual([2, 5, 7, 10, 12, 15]);
    expect(s.extraTurn).toBe(false);
  });
});

describe('SK-6 SK-6.1 SK-6.2 SK-6.4 take a card, multicolour, refill', () => {
  it('coloured floors are taken, multicolour floors are chosen, the card is discarded and the slot refilled', () => {
    const s0 = positionT(2, { hands: ['', ''], market: ['M07', 'M41', 'M01'] });
    const s1 = play(s0, take(s0, 0)); // grey, white, brown
    expect(s1.playerStates[0]!.hand).toEqual(hand({ grey: 1, white: 1, brown: 1 }));
    expect(s1.supply.grey).toBe(s0.supply.grey - 1);
    expect(s1.discard).toEqual(['M07']);
    expect(s1.market).toEqual([s0.deck[s0.drawn], 'M41', 'M01']);
    expect(s1.deck).toEqual(s0.deck);
    expect(s1.drawn).toBe(s0.drawn + 1);
    expect(s1.turn).toBe(1);
    const t1 = play(s0, take(s0, 1)); // multi, multi
    expect(t1.pending).toMatchObject({ kind: 'choose', card: 'M41', index: 0, shortage: false });
    expect(t1.market[1]).toBe(null);
    expect(legalOf(t1, 'chooseColour').length).toBe(4);
    expect(legalOf(t1, 'takeCard')).toEqual([]);
    rejects(t1, take(t1, 0), 'ILLEGAL_ACTION', 'SK-6.2');
    const t2 = play(t1, { type: 'chooseColour', player: 0, colour: 'black' });
    expect(t2.pending).toMatchObject({ kind: 'choose', index: 1 });
    const t3 = play(t2, { type: 'chooseColour', player: 0, colour: 'black' });
    expect(t3.playerStates[0]!.hand).toEqual(hand({ black: 2 }));
    expect(t3.pending.kind).toBe('none');
    expect(t3.market[1]).toBe(s0.deck[s0.drawn]);
    expect(t3.turn).toBe(1);
  });
  it('an empty market slot cannot be taken', () => {
    const s = positionT(2, { market: ['M07', null, 'M01'] });
    expect(legalOf(s, 'takeCard').length).toBe(2);
    rejects(s, take(s, 1), 'ILLEGAL_ACTION', 'SK-6.1');
  });
  it('U10: an empty deck is refilled by shuffling the discard pile', () => {
    const market = ['M07', 'M41', 'M01'];
    const all = DEFAULT_COMPONENTS.materialCards.map((c) => c.id);
    const s0 = positionT(2, { market, discard: all.filter((id) => !market.includes(id)), deck: [] });
    expect(s0.deck.length - s0.drawn).toBe(0);
    const s = play(s0, take(s0, 0));
    expect([s.market[0], ...s.deck.slice(s.drawn)].sort()).toEqual(all.filter((id) => id !== 'M41' && id !== 'M01').sort());
    expect(s.drawn).toBe(1);
    expect(s.discard).toEqual([]);
  });
});

describe('SK-6.3 SK-8.1 SK-8.2 EXAMPLE-5 vehicle icons and star columns', () => {
  it('card icons advance markers', () => {
    const s0 = positionT(2, { market: ['M10', 'M41', 'M01'] });
    const s = play(s0, take(s0, 0));
    expect(s.playerStates[0]!.markers).toEqual({ grey: 1, white: 1, brown: 0, black: 0 });
  });
  it('EXAMPLE-5: grey 4, white 5, brown 6, black 1 + one black icon: column 2, one extra turn', () => {
    const s0 = positionT(2, { markers: ['g4 w5 b6 k1', 'g4 w5 b6 k1'], market: ['M38', 'M41', 'M01'] });
    const s = play(s0, take(s0, 0));
    expect(s.playerStates[0]!.markers.black).toBe(2);
    expect(s.playerStates[0]!.stars).toEqual([2]);
    expect(s.turn).toBe(0);
    expect(s.extraTurn).toBe(true);
    expect(legalOf(s, 'declineExtraTurn').length).toBe(1);
  });
});

describe('SK-6.6 SK-13.6 EXAMPLE-8 hand limit', () => {
  it('9 floors + [grey, grey, grey] = 12: return 2 of your choice, then the turn ends', () => {
    const s0 = positionT(2, { hands: hands(2, 'w5 k4'), market: ['M02', 'M41', 'M01'] });
    const s1 = play(s0, take(s0, 0));
    expect(s1.pending.kind).toBe('discard');
    expect(s1.turn).toBe(0);
    expect(legalOf(s1, 'discard').map((a) => (a.type === 'discard' ? a.colour : ''))).toEqual(['grey', 'white', 'black']);
    rejects(s1, { type: 'discard', player: 0, colour: 'brown' }, 'ILLEGAL_ACTION', 'SK-6.6');
    rejects(s1, build(s1, 'X1', 'grey', 'X1'), 'ILLEGAL_ACTION', 'SK-6.6');
    const s2 = play(s1, { type: 'discard', player: 0, colour: 'white' });
    expect(s2.pending.kind).toBe('discard');
    const s3 = play(s2, { type: 'discard', player: 0, colour: 'grey' });
    expect(s3.playerStates[0]!.hand).toEqual(hand({ grey: 2, white: 4, black: 4 }));
    expect(s3.supply.white).toBe(s0.supply.white + 1);
    expect(s3.pending.kind).toBe('none');
    expect(s3.turn).toBe(1);
  });
});

describe('SK-6.6 the hand limit is 10: exactly 10 floors keeps them all', () => {
  it('8 floors + [grey, grey] = 10: no discard step, the turn passes', () => {
    const s0 = positionT(2, { hands: hands(2, 'w4 k4'), market: ['M01', 'M41', 'M11'] });
    const s = play(s0, take(s0, 0));
    expect(s.playerStates[0]!.hand).toEqual(hand({ grey: 2, white: 4, black: 4 }));
    expect(s.pending.kind).toBe('none');
    expect(s.turn).toBe(1);
  });
});

describe('SK-6.5 SK-13.8 SK-10.2 SK-10.3 EXAMPLE-9 shortage', () => {
  // The other seats hold the grey floors the supply lacks (every floor of the box is somewhere, SK-4.2).
  const at = (others: string[], market: string[]) => positionT(4, { hands: [others[0]!, '', others[1]!, others[2]!], market, turn: 1 });
  it('[grey, grey] with 1 grey left: second floor substituted (P2 chooses white), end triggered; final turns P3, P4, P1, P2', () => {
    let s = at(['g10', 'g10', 'g9'], ['M01', 'M43', 'M11']);
    expect(s.supply).toEqual({ grey: 1, white: 30, brown: 30, black: 30 });
    s = play(s, take(s, 0));
    expect(s.pending).toMatchObject({ kind: 'choose', index: 1, shortage: true });
    expect(legalOf(s, 'chooseColour').map((a) => (a.type === 'chooseColour' ? a.colour : ''))).toEqual(['white', 'brown', 'black']);
    expect(rejects(s, { type: 'chooseColour', player: 1, colour: 'grey' }, 'ILLEGAL_ACTION', 'SK-6.5')).toContain('grey');
    s = play(s, { type: 'chooseColour', player: 1, colour: 'white' });
    expect(s.playerStates[1]!.hand).toEqual(hand({ grey: 1, white: 1 }));
    expect(s.end).toEqual({ trigger: 'shortage', by: 1, finalTurns: [2, 3, 0, 1] });
    const order: number[] = [];
    while (!s.over) {
      order.push(s.turn);
      const p = s.turn;
      s = takeAndSettle(s, 1);
      expect(s.playerStates[p]!.cone).not.toBe(null); // SK-10.4: set right after the final turn
      expect(s.end!.trigger).toBe('shortage'); // SK-10.3: later shortages change nothing
    }
    expect(order).toEqual([2, 3, 0, 1]);
    expect(skyline.actors(s)).toEqual([]);
  });
  it('a [multi] card with grey at 0: choose an available colour, nothing is triggered', () => {
    let s = at(['g10', 'g10', 'g10'], ['M43', 'M01', 'M11']);
    expect(s.supply.grey).toBe(0);
    s = play(s, take(s, 0));
    expect(s.pending).toMatchObject({ kind: 'choose', shortage: false });
    expect(legalOf(s, 'chooseColour').length).toBe(3);
    s = play(s, { type: 'chooseColour', player: 1, colour: 'brown' });
    expect(s.end).toBe(null);
    expect(s.turn).toBe(2);
  });
  it('SK-6.5 a completely empty supply: nothing gained, still a trigger for a coloured floor', () => {
    // A box of 4 floors per colour with no starting hands: the other seats hold all 16.
    const empty = (market: string[]) =>
      positionT(4, { hands: ['g4 w4', '', 'b4', 'k4'], market, turn: 1 }, { components: { floorsPerColour: 4, startingHand: { grey: 0, white: 0, brown: 0, black: 0 } } });
    let s = empty(['M01', 'M43', 'M11']);
    expect(s.supply).toEqual(NONE);
    s = play(s, take(s, 0));
    expect(s.playerStates[1]!.hand).toEqual(NONE);
    expect(s.end).toMatchObject({ trigger: 'shortage', by: 1 });
    let t = empty(['M43', 'M01', 'M11']);
    t = play(t, take(t, 0));
    expect(t.end).toBe(null);
  });
});

describe('SK-5 SK-6.7 SK-1.3 SK-5.1 a turn is exactly one action: take or build', () => {
  it('taking a card is always allowed; the turn then passes', () => {
    const s0 = positionT(3, { towers: 'X6: g', hands: hands(3, 'w5 g5'), market: ['M43', 'M01', 'M11'] });
    const types = new Set(skyline.legalActions(s0, 0).map((a) => a.type));
    expect([...types].sort()).toEqual(['build', 'takeCard']);
    expect(skyline.legalActions(s0, 1)).toEqual([]);
    rejects(s0, { type: 'takeCard', player: 1, slot: 0 }, 'NOT_YOUR_TURN', 'core');
    const s = takeAndSettle(s0, 1);
    expect(s.turn).toBe(1);
  });
});

describe('SK-5.3 no legal action: pass', () => {
  it('empty market, no affordable build: the only action is pass', () => {
    const s = positionT(2, { towers: 'X6: g', hands: ['', ''], market: [null, null, null] });
    expect(skyline.legalActions(s, 0)).toEqual([{ type: 'pass', player: 0 }]);
    expect(play(s, { type: 'pass', player: 0 }).turn).toBe(1);
    const t = positionT(2, { towers: 'X6: g', hands: hands(2, 'g1 w1 b1 k1'), market: [null, null, null] });
    rejects(t, { type: 'pass', player: 0 }, 'ILLEGAL_ACTION', 'SK-5.3');
  });
});

describe('SK-14 action schema: malformed actions', () => {
  const s = positionT(2, { towers: 'X6: g', hands: hands(2, 'g1 w1 b1 k1') });
  it('unknown type, missing or extra field, bad values', () => {
    rejects(s, { type: 'fly', player: 0 }, 'MALFORMED_ACTION', 'SK-14');
    rejects(s, { type: 'build', player: 0, site: 'X5', colour: 'white' }, 'MALFORMED_ACTION', 'SK-14');
    rejects(s, { type: 'takeCard', player: 0, slot: 0, extra: 1 }, 'MALFORMED_ACTION', 'SK-14');
    rejects(s, { type: 'takeCard', player: 0, slot: 3 }, 'MALFORMED_ACTION', 'SK-6.1');
    rejects(s, { type: 'takeCard', player: 0, slot: Number.NaN }, 'MALFORMED_ACTION', 'SK-6.1');
    rejects(s, { type: 'build', player: 0, site: 'Z9', colour: 'white', roofSite: 'X5' }, 'MALFORMED_ACTION', 'SK-2.1');
    rejects(s, { type: 'build', player: 0, site: 'X5', colour: 'pink', roofSite: 'X5' }, 'MALFORMED_ACTION', 'SK-2');
    rejects(s, { type: 'chooseColour', player: 0, colour: 'white' }, 'ILLEGAL_ACTION', 'SK-5.1');
  });
});
