/**
 * Villagers solo against the Countess (S-1..S-5). The event texts and her scoring are DEFAULT data
 * (src/villagers/solo.ts); these tests pin the published parts and the DEFAULTs' exact numbers.
 */
import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/core/testing.js';
import { RuleError } from '../../src/core/index.js';
import { simulate } from '../../src/cli/run.js';
import { formatScoreSheet } from '../../src/cli/format.js';
import { COUNTESS, SOLO_EVENTS, position, positionOf, villagers, type VillagersPosition } from '../../src/villagers/index.js';
import type { VillagersState } from '../../src/villagers/types.js';
import type { VillagersScoreSheet } from '../../src/villagers/index.js';
import { uids } from '../../src/villagers/village.js';
import { conservation, leaks } from './checks.js';
import { apply, build, idx, legal, pos, rejects, uid } from './helpers.js';

const scoreOf = (s: VillagersState) => villagers.score(s) as VillagersScoreSheet;
const at = (id: string) => SOLO_EVENTS.findIndex((e) => e.id === id);
/** A solo game past the first Jester decision (the first Summer event left standing). */
const drafting = (seed: number | string = 1): VillagersState => apply(villagers.setup({ players: 1 }, seed), { type: 'acceptEvent', player: 0 });
/** The public position of `s` with `edit` applied to its spec, rebuilt from `seed` (hidden cards dealt anew). */
const rebuilt = (s: VillagersState, seed: number, edit: (p: VillagersPosition) => VillagersPosition): VillagersState => position(edit(positionOf(s)), seed);
/** The Jester spent on the first Summer event (S-4), so later events resolve with no decision. */
const JESTER_SPENT = { event: 'S12', round: 1, paid: 0, stolen: null, discarded: true };

describe('S-1 solo setup: as for 2 players without the Special suit; the Countess in the second seat', () => {
  it('players: 1 sets up; the Countess has 1 gold, no hand and an empty village; stacks of 5; no Special suit', () => {
    expect(villagers.players.min).toBe(1);
    const s = villagers.setup({ players: 1 }, 'solo');
    expect(s.players).toBe(1);
    expect(s.seats).toHaveLength(2);
    const her = s.seats[COUNTESS]!;
    expect([her.gold, her.hand, her.village]).toEqual([1, [], []]);
    expect(s.seats[0]!.gold).toBe(8);
    expect(s.stacks.map((st) => st.length)).toEqual([5, 5, 5, 5, 5, 5]);
    const suits = new Set(uids(s).cards.map((c) => c.suit));
    expect([suits.has('Special'), suits.has('Wool'), suits.has('Leather')]).toEqual([false, false, false]);
    // V-3.9 table, solo row: deck 78 = Road 6 + hand 5 + stacks 30 + Reserve 37
    expect([s.road.length, s.seats[0]!.hand.length, s.reserve.length]).toEqual([6, 5, 37]);
    expect(villagers.actors(s)).toEqual([0]);
  });
  it('12 Summer and 12 Winter events shuffled separately; the first Summer is face up at once (S-3.1)', () => {
    const s = villagers.setup({ players: 1 }, 'solo');
    const solo = s.solo!;
    expect(SOLO_EVENTS).toHaveLength(24);
    expect(solo.summer).toHaveLength(11);
    expect(solo.winter).toHaveLength(12);
    expect(SOLO_EVENTS[solo.current!]!.season).toBe('summer');
    expect([...solo.summer, solo.current].every((i) => SOLO_EVENTS[i!]!.season === 'summer')).toBe(true);
    expect(solo.winter.every((i) => SOLO_EVENTS[i]!.season === 'winter')).toBe(true);
    expect(s.phase).toBe('event');
    expect(solo.revealed).toBe(solo.current);
  });
  it('solo options with 2–5 players and bad solo data are BAD_CONFIG', () => {
    const bad = (c: object, rule: string) => {
      const e = (() => {
        try {
          villagers.setup(c as never, 1);
        } catch (err) {
          return err as RuleError;
        }
        throw new Error('accepted');
      })();
      expect([e.code, e.rule]).toEqual(['BAD_CONFIG', rule]);
    };
    bad({ players: 2, events: SOLO_EVENTS }, 'S-1');
    bad({ players: 3, countess: { cardGold: 4 } }, 'S-1');
    bad({ players: 1, events: [{ ...SOLO_EVENTS[0]!, kind: 'burn' }] }, 'S-3');
    bad({ players: 1, events: [SOLO_EVENTS[0]!, SOLO_EVENTS[0]!] }, 'S-3');
    bad({ players: 1, countess: { startingGold: -1 } }, 'S-5');
    bad({ players: 1, countess: { mood: 1 } }, 'S-5');
  });
});

describe('S-2 the Countess takes a face-up Road villager of your choice each time you draft from the Road', () => {
  it('draftRoad, then countessTakes any other face-up villager (with its coins); then both holes refill from the leftmost stack', () => {
    const s = rebuilt(drafting(3), 3, (p) => ({ ...p, road: p.road!.map((r, i) => (i === 0 ? `${r}(2c)` : r)) }));
    const taken = s.road[0]!.card;
    const drafted = s.road[2]!.card;
    const [top, next] = [s.stacks[0]!.at(-1)!, s.stacks[0]!.at(-2)!];
    const t = apply(s, { type: 'draftRoad', player: 0, slot: 2 });
    expect(t.phase).toBe('countess');
    expect(t.road[2]).toBeNull();
    expect(legal(t)).toEqual([0, 1, 3, 4, 5].map((slot) => ({ type: 'countessTakes', player: 0, slot })));
    rejects(t, { type: 'countessTakes', player: 0, slot: 2 }, 'S-2');
    rejects(t, { type: 'draftStack', player: 0, stack: 0 }, 'S-2');
    expect(villagers.describe(t, { type: 'countessTakes', player: 0, slot: 0 })).toMatch(/^The Countess takes .+ from Road space 1 \(P1's choice\) \(\+2 gold to her\)$/);
    const u = apply(t, { type: 'countessTakes', player: 0, slot: 0 });
    expect(u.seats[COUNTESS]!.village).toEqual([{ card: taken, on: null, role: null, coins: 0, side: null }]);
    expect(u.seats[COUNTESS]!.gold).toBe(1 + 2);
    expect(u.solo!.income.roadCoins).toBe(2);
    expect(u.seats[0]!.square).toEqual([drafted]);
    expect([u.road[0]!.card, u.road[2]!.card]).toEqual([top, next]);
    expect(u.phase).toBe('draft');
  });
  it('drafting from a stack gives her nothing', () => {
    const s = drafting(3);
    const t = apply(s, { type: 'draftStack', player: 0, stack: 3 });
    expect(t.phase).toBe('draft');
    expect(t.seats[COUNTESS]!.village).toEqual([]);
  });
  it('V-6.7 her village is another village: to open a padlock you pay 2 onto her unlocker, never the bank', () => {
    const s = pos(1, 4, { build: 0, villages: [['lumberjack'], ['blacksmith']], hands: [['cooper']] });
    const [bs, lj] = [uid(s, COUNTESS, 'blacksmith'), uid(s, 0, 'lumberjack')];
    expect(legal(s).filter((a) => a.type === 'build')).toEqual([build(0, 'cooper', lj, bs)]);
    rejects(s, build(0, 'cooper', lj, 'bank'), 'V-6.7');
    const t = apply(s, build(0, 'cooper', lj, bs));
    expect(t.seats[0]!.gold).toBe(6);
    expect(t.seats[COUNTESS]!.village[idx(t, COUNTESS, bs)]!.coins).toBe(2);
  });
});

describe('S-3 events: each round the Summer event, then a Winter event, at the end of the build phase', () => {
  /** Round-1 story when the Jester discarded its Summer; round 2 (after a Winter that stole nothing) when a Summer is face up. */
  const PAST = [JESTER_SPENT, { event: 'W10', round: 1, paid: 0, stolen: null, discarded: false }];
  /** Seat 0 builds with Miner + Blacksmith (2 gold) and Lumberjack + Wheeler (3); the Jester is spent. */
  function endOfBuild(summer: string | null, winter: string | null, gold = 8): { s: VillagersState; bs: number; wheeler: number } {
    const s = pos(1, 6, {
      build: 0,
      round: summer === null ? 1 : 2,
      villages: [['miner > blacksmith', 'lumberjack > wheeler']],
      gold: [gold, 1],
      solo: { jester: false, log: summer === null ? [JESTER_SPENT] : PAST, current: summer, winterNext: winter === null ? [] : [winter] },
    });
    return { s, bs: uid(s, 0, 'blacksmith'), wheeler: uid(s, 0, 'wheeler') };
  }
  it('S-3.2 pay (Harvest Tax, 3) then S-3.3 steal (Ore for the Armoury): 8 -> 5 gold, the Blacksmith goes to her', () => {
    const { s, bs, wheeler } = endOfBuild('S02', 'W09');
    const t = apply(s, { type: 'endBuild', player: 0 });
    expect(t.seats[0]!.gold).toBe(5);
    expect(t.seats[COUNTESS]!.gold).toBe(1 + 3);
    expect(t.seats[COUNTESS]!.village).toEqual([{ card: bs, on: null, role: null, coins: 0, side: null }]);
    // the village closes up: the Lumberjack and its Wheeler keep their chain
    const v = t.seats[0]!.village;
    expect(v.map((n) => n.card)).not.toContain(bs);
    expect(v[idx(t, 0, wheeler)]!.on).toBe(idx(t, 0, v.find((n) => uids(t).ids[n.card] === 'lumberjack')!.card));
    expect(t.solo!.log.slice(2)).toEqual([
      { event: at('S02'), round: 2, paid: 3, stolen: null, discarded: false },
      { event: at('W09'), round: 2, paid: 0, stolen: bs, discarded: false },
    ]);
    expect(t.solo!.income.events).toBe(3);
    expect(t.round).toBe(3);
    expect(t.phase).toBe('draft'); // the Jester is spent: the round-3 Summer needs no decision
    expect(t.solo!.current).not.toBeNull();
  });
  it('S-3.3 never a basic villager, never a covered one: the steal takes the uncovered non-basic card with the most gold', () => {
    const { s, wheeler } = endOfBuild(null, 'W12');
    const t = apply(s, { type: 'endBuild', player: 0 });
    expect(t.seats[COUNTESS]!.village.map((n) => n.card)).toEqual([wheeler]); // Wheeler 3 > Blacksmith 2
    const { s: s2 } = endOfBuild(null, 'W10'); // Grapes: you have none
    const t2 = apply(s2, { type: 'endBuild', player: 0 });
    expect(t2.seats[COUNTESS]!.village).toEqual([]);
    expect(t2.solo!.log.at(-1)).toEqual({ event: at('W10'), round: 1, paid: 0, stolen: null, discarded: false });
  });
  it('docs/villagers.md solo position: Jester used, Ore for the Armoury next: her Blacksmith at the end of the build', () => {
    const s = position({
      config: { players: 1 },
      phase: 'build',
      villages: [['founders', 'miner > blacksmith'], ['wheeler']], // the Countess: single-card columns
      hands: [['cooper'], []],
      solo: {
        jester: false,
        log: [{ event: 'S12', round: 1, paid: 0, stolen: null, discarded: true }], // the Jester discarded this Summer
        current: null,
        winterNext: ['W09'], // Ore for the Armoury: at the end of this build phase she steals the Blacksmith
      },
    }, 1);
    const bs = uid(s, 0, 'blacksmith');
    const t = apply(s, { type: 'endBuild', player: 0 });
    expect(t.seats[COUNTESS]!.village.map((n) => n.card)).toEqual([uid(s, COUNTESS, 'wheeler'), bs]);
    expect(t.solo!.log.at(-1)).toEqual({ event: at('W09'), round: 1, paid: 0, stolen: bs, discarded: false });
  });
  it('S-3.2 with fewer coins than the event asks you pay all you have', () => {
    const { s } = endOfBuild('S04', null, 1);
    const t = apply(s, { type: 'endBuild', player: 0 });
    expect([t.seats[0]!.gold, t.seats[COUNTESS]!.gold]).toEqual([0, 2]);
  });
});

describe('S-4 the Jester discards one event, once, when it is revealed', () => {
  it('the first Summer discarded: no Summer this round; the Winter event then resolves with no decision', () => {
    const s0 = villagers.setup({ players: 1 }, 8);
    expect(legal(s0)).toEqual([{ type: 'jester', player: 0 }, { type: 'acceptEvent', player: 0 }]);
    rejects(s0, { type: 'draftStack', player: 0, stack: 0 }, 'S-4');
    const ev = SOLO_EVENTS[s0.solo!.revealed!]!;
    expect(villagers.describe(s0, { type: 'jester', player: 0 })).toBe(`P1 plays the Jester and discards the summer event "${ev.name}"`);
    const s = apply(s0, { type: 'jester', player: 0 });
    expect([s.phase, s.solo!.jester, s.solo!.current, s.solo!.revealed]).toEqual(['draft', false, null, null]);
    expect(s.solo!.log).toEqual([{ event: s0.solo!.revealed, round: 1, paid: 0, stolen: null, discarded: true }]);
    // its build turn, the next Winter event Heating the Manor: pay 5
    const m = rebuilt(s, 8, (p) => ({ ...p, phase: 'build', turn: 0, seats: undefined, solo: { ...p.solo, winterNext: ['W04'] } }));
    const t = apply(m, { type: 'endBuild', player: 0 });
    expect(t.seats[0]!.gold).toBe(3);
    expect(t.phase).toBe('draft');
    rejects(t, { type: 'jester', player: 0 }, 'S-4');
  });
  it('kept for a Winter event: it is revealed at the end of the build, discarded, and never resolves', () => {
    // its build turn with Summer Fair (pay 1) face up; the next Winter event Heating the Manor (pay 5)
    const m = rebuilt(drafting(8), 8, (p) => ({ ...p, phase: 'build', turn: 0, seats: undefined, solo: { ...p.solo, current: 'S05', winterNext: ['W04'] } }));
    const t = apply(m, { type: 'endBuild', player: 0 });
    expect(t.phase).toBe('event');
    expect(t.seats[0]!.gold).toBe(7); // the Summer event resolved first
    expect(SOLO_EVENTS[t.solo!.revealed!]!.id).toBe('W04');
    expect(villagers.view(t, 0).solo!.revealed!.id).toBe('W04');
    const u = apply(t, { type: 'jester', player: 0 });
    expect(u.seats[0]!.gold).toBe(7);
    expect(u.round).toBe(2);
    expect(u.phase).toBe('draft');
  });
});

describe('S-5 the Countess scores; you win only with more gold than she has', () => {
  it('DEFAULT Markets: her card 4 + her villagers\' printed gold + coins on her cards (First: they stay; Second: collected)', () => {
    // The Jester discarded this round's Summer; the Winter event (Grapes) finds nothing to steal. Every
    // stack is empty, so both Markets trigger at the end of this round. Her Blacksmith: 2 gold, 2 coins
    // on it; her Wheeler: 3 gold (she ignores chains).
    const s = pos(1, 9, {
      build: 0,
      stacks: Array.from({ length: 6 }, () => ({ count: 0, topSuit: null })),
      villages: [[], ['blacksmith(2c)', 'wheeler']],
      solo: { jester: false, log: [JESTER_SPENT], current: null, winterNext: ['W10'] },
    });
    const t = apply(s, { type: 'endBuild', player: 0 });
    expect(t.phase).toBe('over');
    // First: 4 + 2 + 3 + 2 coins = 11; Second: 4 + 2 + 3 + 2 coins collected = 11
    expect(t.solo!.income).toEqual({ events: 0, roadCoins: 0, firstMarket: 11, secondMarket: 11 });
    expect(t.seats[COUNTESS]!.gold).toBe(1 + 22);
    expect(t.seats[COUNTESS]!.village.every((n) => n.coins === 0)).toBe(true);
    const sheet = scoreOf(t);
    expect(sheet.countess).toEqual({
      total: 23,
      parts: { 'Countess: starting gold': 1, 'Countess: coins from events': 0, 'Countess: Road coins': 0, 'Countess: First Market': 11, 'Countess: Second Market': 11 },
    });
    // your village has no food, so the Founders flips before the Markets (V-8.1): you keep 8 < 23: she
    // wins; no winner, you rank 2nd
    expect(sheet.players).toHaveLength(1);
    expect(sheet.players[0]).toMatchObject({ player: 0, total: 8, tiebreak: [-15], rank: 2 });
    expect(sheet.winners).toEqual([]);
    expect(sheet.tiebreakNames).toEqual(['lead over the Countess']);
  });
  it('a tie is a loss; one gold more is a win', () => {
    // her gold is her starting 1 plus her income (S-5): here Road coins
    const withHer = (gold: number) =>
      rebuilt(drafting(2), 2, (p) => ({ ...p, gold: [8, gold], solo: { ...p.solo, income: { events: 0, roadCoins: gold - 1, firstMarket: 0, secondMarket: 0 } } }));
    expect(villagers.score(withHer(8)).winners).toEqual([]);
    const sheet = villagers.score(withHer(7));
    expect([sheet.winners, sheet.players[0]!.rank, sheet.players[0]!.tiebreak]).toEqual([[0], 1, [1]]);
  });
  it('replaceable data: a config event list and Countess rules are used and shown in the view', () => {
    const events = [
      { id: 'X1', name: 'Test Summer', season: 'summer' as const, kind: 'pay' as const, coins: 7, suit: null },
      { id: 'X2', name: 'Test Winter', season: 'winter' as const, kind: 'pay' as const, coins: 0, suit: null },
    ];
    const s = villagers.setup({ players: 1, events, countess: { cardGold: 9 } }, 1);
    expect(s.solo!.countess).toEqual({ startingGold: 1, cardGold: 9, villagerGold: true, perVillagerAtSecondMarket: 0 });
    const v = villagers.view(s, 0).solo!;
    expect(v.revealed).toEqual(events[0]);
    expect([v.summerLeft, v.winterLeft]).toEqual([0, 1]);
    expect(Object.keys(v).sort()).toEqual(['countess', 'current', 'income', 'jester', 'log', 'revealed', 'summerLeft', 'winterLeft']);
  });
});

describe('S-1..S-5 solo plays through the contract, the harness and the CLI', () => {
  it('checkGame: 24 random solo games (two Countess configs) with card conservation and hidden information', () => {
    const report = checkGame(villagers, {
      games: 12,
      players: [1],
      configs: () => [{ players: 1 }, { players: 1, countess: { perVillagerAtSecondMarket: 1, villagerGold: false } }],
      probeRate: 0.05,
      invariant: conservation,
      leaks: (s, v, viewer) => leaks(s, v, viewer) ?? (v.solo && ('summer' in v.solo || 'winter' in v.solo) ? 'event deck order shown' : undefined),
      seed: 17,
    });
    expect(report.games).toBe(24);
  });
  it('simulate villagers --players 1: every game finishes; the score table shows the lead over the Countess', () => {
    const r = simulate(villagers, { players: 1 }, 5, 'solo');
    expect(r).toMatchObject({ players: 1, games: 5, finished: 5, errors: 0 });
    let s = villagers.setup({ players: 1 }, 'cli');
    while (!villagers.isOver(s)) s = villagers.apply(s, villagers.legalActions(s, 0)[0]!);
    expect(formatScoreSheet(villagers.score(s))).toMatch(/lead over the Countess/);
  });
});
