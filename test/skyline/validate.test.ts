/**
 * #11 known gaps of `skyline.validate` and of the config limits, each with a test. The states here are
 * edited ON PURPOSE (from real games or `position()`), to check that validate reports the problem and the
 * game object refuses the state with BAD_STATE.
 */
import { describe, expect, it } from 'vitest';
import { createRng, openRng } from '../../src/core/index.js';
import { DEFAULT_COMPONENTS, SKYLINE_LIMITS, skyline, type SkylineConfig, type SkylineState } from '../../src/skyline/index.js';
import { legalActions as rawLegal } from '../../src/skyline/legal.js';
import { setup as rawSetup } from '../../src/skyline/setup.js';
import { hands, play, positionT, ruleError, take, takeAndSettle } from './helpers.js';

type Edit = (s: Record<string, any>) => void;

/** A JSON copy of `s` with `fn` applied: a hand-edited state. */
function edited(s: SkylineState, fn: Edit): SkylineState {
  const copy = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
  fn(copy);
  return copy as unknown as SkylineState;
}

/** The rules of the problems `validate` reports for `s`; and the game object refuses `s` with BAD_STATE. */
function rejected(s: unknown): string[] {
  const problems = skyline.validate(s);
  expect(problems.length).toBeGreaterThan(0);
  expect(ruleError(() => skyline.legalActions(s as SkylineState, 0))).toMatchObject({ code: 'BAD_STATE' });
  return problems.map((p) => `${p.rule} ${p.path}`);
}

/** A mid-game state of a seeded random game. */
function midGame(players: number, plies: number, seed = 3): SkylineState {
  const rng = openRng(createRng(`mid/${seed}`));
  let s = skyline.setup({ players }, seed);
  for (let k = 0; k < plies && !skyline.isOver(s); k++) s = skyline.apply(s, rng.pick(skyline.legalActions(s, skyline.actors(s)[0]!)));
  return s;
}

describe('SK-4.3 SK-6.4 card conservation: every card exactly once across deck, market, discard and the card being taken', () => {
  const s = midGame(3, 40);
  it('a real state passes; its cards are all there once', () => {
    expect(skyline.validate(JSON.parse(JSON.stringify(s)))).toEqual([]);
    expect(s.discard.length).toBeGreaterThan(0);
  });
  it('a card duplicated into the market, the discard or the deck is reported', () => {
    expect(rejected(edited(s, (x) => (x.market[0] = x.discard[0])))).toEqual(expect.arrayContaining(['SK-4.3 .discard[0]', 'SK-4.3 .deck']));
    expect(rejected(edited(s, (x) => x.discard.push(x.deck[x.drawn])))).toContain(`SK-4.3 .discard[${s.discard.length}]`);
    expect(rejected(edited(s, (x) => x.deck.push(x.market[1])))).toEqual(expect.arrayContaining([expect.stringMatching(/^SK-4\.3 \.deck\[/)]));
  });
  it('a card removed (from the discard, the deck or the market) is reported', () => {
    expect(rejected(edited(s, (x) => x.discard.pop()))).toContain('SK-4.3 .deck');
    expect(rejected(edited(s, (x) => x.deck.pop()))).toContain('SK-4.3 .deck');
    expect(rejected(edited(s, (x) => (x.market[2] = null)))).toContain('SK-4.3 .deck');
  });
  it('the card being taken counts: it must be out of the market', () => {
    const c0 = positionT(2, { market: ['M41', 'M01', 'M11'], hands: ['', ''] });
    const c1 = skyline.apply(c0, { type: 'takeCard', player: 0, slot: 0 });
    expect(c1.pending).toMatchObject({ kind: 'choose', card: 'M41' });
    expect(skyline.validate(JSON.parse(JSON.stringify(c1)))).toEqual([]);
    expect(rejected(edited(c1, (x) => (x.market[0] = 'M41')))).toContain('SK-4.3 .pending.card');
    expect(rejected(edited(c1, (x) => x.discard.push('M41')))).toContain('SK-4.3 .pending.card');
  });
});

describe('core: not a state at all', () => {
  it('{} is reported by validate and refused by every contract function (isOver({}) was undefined)', () => {
    const problems = skyline.validate({});
    expect(problems.length).toBeGreaterThan(5);
    expect(problems.map((p) => p.path)).toEqual(expect.arrayContaining(['.game', '.players', '.over']));
    for (const fn of [() => skyline.isOver({} as never), () => skyline.actors({} as never), () => skyline.score({} as never), () => skyline.render({} as never, null)]) {
      expect(ruleError(fn)).toMatchObject({ code: 'BAD_STATE' });
    }
    for (const x of [null, [], 5, 'state', { game: 'skyline' }]) expect(skyline.validate(x).length).toBeGreaterThan(0);
  });
});

describe('SK-2 SKYLINE_LIMITS: hard limits of the component override, BAD_CONFIG naming the limit', () => {
  const config = (components: Record<string, unknown>): SkylineConfig => ({ players: 3, components } as SkylineConfig);
  const refused = (components: Record<string, unknown>, limit: string) => {
    const e = ruleError(() => skyline.setup(config(components), 1));
    expect(e.code).toBe('BAD_CONFIG');
    expect(e.message).toContain(`SKYLINE_LIMITS.${limit}`);
  };
  it('floorsPerColour, roofsPerPlayer, handLimit, marketSize above the limit', () => {
    refused({ floorsPerColour: SKYLINE_LIMITS.floorsPerColour + 1 }, 'floorsPerColour');
    refused({ floorsPerColour: 1e9 }, 'floorsPerColour');
    refused({ roofsPerPlayer: SKYLINE_LIMITS.roofsPerPlayer + 1 }, 'roofsPerPlayer');
    refused({ roofsPerPlayer: Number.MAX_SAFE_INTEGER }, 'roofsPerPlayer');
    refused({ handLimit: SKYLINE_LIMITS.handLimit + 1 }, 'handLimit');
    refused({ marketSize: SKYLINE_LIMITS.marketSize + 1 }, 'marketSize');
  });
  it('money, track, cone row, chips, card floors above the limit', () => {
    refused({ coneValues: [0, 1e300] }, 'money');
    refused({ chips: { shapes: ['a', 'b', 'c'], byPlayerCount: { '2': [7, 5], '3': [1e7, 5, 3], '4': [7, 5, 3, 3] } } }, 'money');
    refused({ track: { endColumn: 5000, values: Array.from({ length: 5001 }, (_, i) => i), starColumns: [2] } }, 'trackEndColumn');
    refused({ materialCards: [...DEFAULT_COMPONENTS.materialCards, { id: 'BIG', floors: new Array(17).fill('grey'), vehicles: {} }] }, 'cardFloors');
    refused({ materialCards: [{ id: 'V', floors: ['grey'], vehicles: { grey: 1000 } }, ...DEFAULT_COMPONENTS.materialCards] }, 'vehicles');
  });
  it('SK-6.6 a starting hand above the hand limit is refused', () => {
    expect(ruleError(() => skyline.setup(config({ handLimit: 3 }), 1))).toMatchObject({ code: 'BAD_CONFIG', rule: 'SK-6.6' });
  });
  it('a config at the limits sets up in milliseconds to a state validate accepts, and plays', () => {
    const big = {
      floorsPerColour: SKYLINE_LIMITS.floorsPerColour,
      roofsPerPlayer: SKYLINE_LIMITS.roofsPerPlayer,
      handLimit: SKYLINE_LIMITS.handLimit,
      marketSize: 40,
      coneValues: [0, SKYLINE_LIMITS.money],
      chips: { shapes: ['a', 'b', 'c'], byPlayerCount: { '2': [SKYLINE_LIMITS.money, 1], '3': [SKYLINE_LIMITS.money, 2, 1], '4': [4, 3, 2, 1] } },
      materialCards: [...DEFAULT_COMPONENTS.materialCards, { id: 'TALL', floors: new Array(16).fill('multi'), vehicles: { black: 100 } }],
    };
    for (const setupMode of ['random', 'manual'] as const) {
      const t0 = performance.now();
      let s = skyline.setup({ players: 3, setupMode, components: big }, 2);
      expect(performance.now() - t0).toBeLessThan(1000); // generous: a shared, loaded CI machine
      expect(skyline.validate(JSON.parse(JSON.stringify(s)))).toEqual([]);
      const rng = openRng(createRng('limits'));
      for (let k = 0; k < 60 && !skyline.isOver(s); k++) {
        s = skyline.apply(s, rng.pick(skyline.legalActions(s, skyline.actors(s)[0]!)));
        expect(skyline.validate(JSON.parse(JSON.stringify(s)))).toEqual([]);
      }
      expect(skyline.score(s).players[0]!.total).toBeLessThan(Number.MAX_SAFE_INTEGER);
    }
  });
});

describe('SK-5 the legalActions memo never serves a stale answer', () => {
  it('a state frozen only at the top, edited deep inside after a call, gets a fresh list', () => {
    const s = rawSetup({ players: 2, setupMode: 'manual', firstPlayer: 0, components: null } as unknown as SkylineConfig, 4) as unknown as Record<string, any>;
    s.pending = { kind: 'none' };
    Object.freeze(s);
    const before = rawLegal(s as SkylineState, 0);
    expect(before.some((a) => a.type === 'takeCard')).toBe(true);
    s.market[0] = null; // the market array itself is not frozen
    s.market[1] = null;
    const after = rawLegal(s as SkylineState, 0);
    expect(after.filter((a) => a.type === 'takeCard').length).toBe(1);
  });
  it('a state frozen throughout is memoised: the same answer, computed once', () => {
    const s = skyline.setup({ players: 2 }, 5);
    expect(Object.isFrozen(s.market)).toBe(true);
    expect(rawLegal(s, s.turn)).toEqual(rawLegal(s, s.turn));
    expect(skyline.legalActions(s, s.turn)).toEqual(rawLegal(s, s.turn));
  });
});

describe('SK-2.5 SK-10.4 SK-8.1 SK-9.4 numbers the score reads', () => {
  const s = midGame(2, 30);
  it('a marker past the track end or a cone past the cone row (score was NaN)', () => {
    expect(rejected(edited(s, (x) => (x.playerStates[0].markers.grey = 21)))).toContain('SK-2.5 .playerStates[0].markers.grey');
    const over = takeAndSettle(positionT(2, { towers: 'X6: g1', turn: 1, end: { trigger: 'roof', by: 0, finalTurns: [1] } }, { components: { roofsPerPlayer: 1 } }), 0);
    expect(over.over).toBe(true);
    expect(rejected(edited(over, (x) => (x.playerStates[0].cone = 8)))).toContain('SK-10.4 .playerStates[0].cone');
  });
  it('credited stars must be those every marker reached; chips those the claims earned', () => {
    expect(rejected(edited(s, (x) => x.playerStates[1].stars.push(20)))).toContain('SK-8.1 .playerStates[1].stars');
    const c = positionT(3, { claims: ['S1', 'S1', ''], claimOrder: { S1: [1, 0] } });
    expect(c.playerStates.map((ps) => ps.chips)).toEqual([[{ objective: 'S1', value: 5 }], [{ objective: 'S1', value: 7 }], []]);
    expect(rejected(edited(c, (x) => (x.playerStates[0].chips[0].value = 7)))).toContain('SK-9.4 .playerStates[0].chips[0].value');
    expect(rejected(edited(c, (x) => (x.objectives[0].chips = [3, 3])))).toContain('SK-9.4 .objectives[0].chips');
    expect(rejected(edited(c, (x) => x.playerStates[2].chips.push({ objective: 'S2', value: 7 })))).toContain('SK-9.4 .playerStates[2].chips[0]');
  });
});

describe('SK-7 SK-4.2 SK-4.5 the board and the box', () => {
  const s = positionT(2, { towers: 'X2: gg, X3: b1, X6: g', hands: hands(2, 'g1 w1') });
  it('stacks SK-7 cannot build: a roof first, a roof on a roof, two colours, two adjacent buildings of one colour', () => {
    expect(rejected(edited(s, (x) => (x.stacks[0] = [0, 'grey'])))).toEqual(expect.arrayContaining(['SK-7 .stacks[0]']));
    expect(rejected(edited(s, (x) => x.stacks[2].push(1)))).toEqual(expect.arrayContaining(['SK-7.6 .stacks[2][2]']));
    expect(rejected(edited(s, (x) => x.stacks[1].push('white')))).toEqual(expect.arrayContaining(['SK-3.2 .stacks[1][2]']));
    expect(rejected(edited(s, (x) => (x.stacks[0] = ['grey'])))).toEqual(expect.arrayContaining(['SK-7.3 .stacks[1]']));
  });
  it('a floor or a roof that is not in exactly one place (supply.grey = -5 was accepted)', () => {
    expect(rejected(edited(s, (x) => (x.supply.grey = -5)))).toContain('SK-4 .supply.grey');
    expect(rejected(edited(s, (x) => x.supply.grey--))).toContain('SK-4.2 .supply.grey');
    expect(rejected(edited(s, (x) => x.playerStates[0].roofsLeft--))).toContain('SK-4.5 .playerStates[0].roofsLeft');
  });
});

describe('SK-6 SK-8.2 SK-10 the turn: pending steps that can finish, hand limit, the end schedule', () => {
  it('a hand-limit step with a hand within the limit; a hand above the limit between turns', () => {
    const s = positionT(2, { hands: hands(2, 'w10') });
    expect(rejected(edited(s, (x) => (x.pending = { kind: 'discard' })))).toContain('SK-6.6 .pending');
    expect(rejected(edited(s, (x) => (x.playerStates[1].hand.white = 11)))).toEqual(expect.arrayContaining(['SK-6.6 .playerStates[1].hand']));
  });
  it('a shortage colour choice for a floor the supply still has', () => {
    const c0 = positionT(2, { market: ['M01', 'M41', 'M11'], hands: ['', ''] });
    expect(rejected(edited(c0, (x) => {
      x.pending = { kind: 'choose', card: 'M01', slot: 0, index: 1, shortage: true };
      x.market[0] = null;
      x.triggered = 'shortage';
    }))).toContain('SK-6.5 .pending');
  });
  it('final turns out of seat order, the wrong seat to act, a cone before counting, over without an end', () => {
    const s = positionT(3, { towers: 'X6: g', turn: 1, end: { trigger: 'shortage', by: 0, finalTurns: [1, 2, 0] } });
    expect(skyline.validate(JSON.parse(JSON.stringify(s)))).toEqual([]);
    expect(rejected(edited(s, (x) => (x.end.finalTurns = [2, 1, 0])))).toContain('SK-10.2 .end.finalTurns');
    expect(rejected(edited(s, (x) => (x.turn = 2)))).toContain('SK-10.2 .turn');
    expect(rejected(edited(s, (x) => (x.playerStates[2].cone = 0)))).toContain('SK-10.4 .playerStates[2].cone');
    expect(rejected(edited(positionT(2), (x) => (x.over = true)))).toContain('SK-10 .over');
    expect(rejected(edited(positionT(2), (x) => (x.extraEarned = true)))).toContain('SK-8.2 .extraEarned');
  });
  it('position() refuses a spec the rules cannot reach, naming the problem', () => {
    expect(ruleError(() => positionT(2, { hands: ['w11', ''] }))).toMatchObject({ code: 'BAD_STATE', rule: 'SK-6.6' });
    expect(ruleError(() => positionT(3, { turn: 2, end: { trigger: 'shortage', by: 0, finalTurns: [1, 2, 0] } }))).toMatchObject({ code: 'BAD_STATE', rule: 'SK-10.2' });
    expect(ruleError(() => positionT(2, { markers: ['g3 w3 b3 k3'], stars: [[]] }))).toMatchObject({ code: 'BAD_STATE', rule: 'SK-8.1' });
  });
});

describe('SK-8.2 an extra turn needs a star column credited to the seat on turn', () => {
  it('a flagged extra turn with no star column credited is refused; with one it passes', () => {
    const real = positionT(2, { markers: ['g2 w2 b2 k2'], stars: [[2]], extraTurn: true });
    expect(skyline.validate(JSON.parse(JSON.stringify(real)))).toEqual([]);
    expect(rejected(edited(positionT(2), (x) => (x.extraTurn = true)))).toContain('SK-8.2 .extraTurn');
    // The seat on turn is the one the column must be credited to: P2 holds the star, P1 is on turn.
    expect(rejected(edited(positionT(2, { markers: ['', 'g2 w2 b2 k2'], stars: [[], [2]] }), (x) => (x.extraTurn = true)))).toContain('SK-8.2 .extraTurn');
    expect(ruleError(() => positionT(2, { extraTurn: true }))).toMatchObject({ code: 'BAD_STATE', rule: 'SK-8.2' });
  });
  it('no extra turn is owed or played once the game is over', () => {
    const rng = openRng(createRng('sk82/over'));
    let s = skyline.setup({ players: 2 }, 5);
    while (!skyline.isOver(s)) s = skyline.apply(s, rng.pick(skyline.legalActions(s, skyline.actors(s)[0]!)));
    expect(skyline.validate(JSON.parse(JSON.stringify(s)))).toEqual([]);
    const over = edited(s, (x) => {
      x.extraTurn = true;
      x.playerStates[x.turn].markers = { grey: 20, white: 20, brown: 20, black: 20 };
      x.playerStates[x.turn].stars = [...DEFAULT_COMPONENTS.track.starColumns];
    });
    expect(skyline.validate(over).map((p) => `${p.rule} ${p.path} ${p.message}`)).toContain('SK-8.2 .extraTurn the game is over: no extra turn follows');
  });
  it("an extra turn earned while taking a card needs that card's vehicle icons to have passed a star column", () => {
    // P1 (9 floors) takes M09 [grey, grey] + 1 grey icon: grey 1 -> 2, every marker at 2 -> column 2 credited
    // (SK-8.1), 11 floors -> a hand-limit step before the extra turn (SK-6.6, SK-5.2).
    const s0 = positionT(2, { hands: ['g4 w5', ''], markers: ['g1 w2 b2 k2'], market: ['M09', 'M11', 'M21'] });
    const s = play(s0, take(s0, 0));
    expect(s.pending.kind).toBe('discard');
    expect(s.extraEarned).toBe(true);
    expect(s.playerStates[0]!.stars).toEqual([2]);
    expect(skyline.validate(JSON.parse(JSON.stringify(s)))).toEqual([]);
    // Every marker at 3: column 2 was reached before the one grey step, so nothing was earned by this card.
    const stale = edited(s, (x) => (x.playerStates[0].markers = { grey: 3, white: 3, brown: 3, black: 3 }));
    expect(rejected(stale)).toEqual(['SK-8.2 .extraEarned']);
    expect(skyline.validate(stale)[0]!.message).toBe("the card taken (M09) cannot have moved P1's lowest marker past a star column (highest credited 2)");
    // No star column at all for the seat on turn.
    const none = edited(s, (x) => {
      x.playerStates[0].markers = { grey: 1, white: 1, brown: 1, black: 1 };
      x.playerStates[0].stars = [];
    });
    expect(rejected(none)).toContain('SK-8.2 .extraEarned');
  });
  it('the card that earned it may have been reshuffled into the deck with the discard pile (SK-6.4, U10)', () => {
    // The deck is empty: taking M09 puts it on the discard pile, which becomes the new deck at once.
    const others = DEFAULT_COMPONENTS.materialCards.map((c) => c.id).filter((id) => !['M09', 'M11', 'M21'].includes(id));
    const s0 = positionT(2, { hands: ['g4 w5', ''], markers: ['g1 w2 b2 k2'], market: ['M09', 'M11', 'M21'], deck: [], discard: others });
    const s = play(s0, take(s0, 0));
    expect(s.discard).toEqual([]);
    expect(s.deck).toContain('M09');
    expect(s.extraEarned).toBe(true);
    expect(skyline.validate(JSON.parse(JSON.stringify(s)))).toEqual([]);
    const stale = edited(s, (x) => (x.playerStates[0].markers = { grey: 3, white: 3, brown: 3, black: 3 }));
    // Every card of the deck is a candidate; one with a grey icon (M08, M09) cannot pass column 2 from 2 either.
    expect(rejected(stale)).toEqual(['SK-8.2 .extraEarned']);
  });
});
