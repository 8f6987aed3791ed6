import { describe, expect, it } from 'vitest';
import { CARDS, villagers } from '../../src/villagers/index.js';
import type { VillagersState } from '../../src/villagers/types.js';
import { catalog, silverIncome, silverOf, uidTable, visibleGold } from '../../src/villagers/village.js';
import { apply, clearHands, clone, fresh, idx, legal, place, rejects, type MState } from './helpers.js';

/** Empty stacks `which` (into the discard). */
function empty(s: MState, which: number[]): void {
  for (const i of which) {
    s.discard.push(...s.stacks[i]!);
    s.stacks[i] = [];
  }
}
/** End the round from the last builder (first player 0). */
function endRound(s: MState): VillagersState {
  s.phase = 'build';
  s.firstPlayer = 0;
  s.turn = s.players - 1;
  return apply(s, { type: 'endBuild', player: s.players - 1 });
}
const silver = (s: MState, seat: number, id: string) => silverOf(s, s.seats[seat]!, catalog(s).byId[id]!);
const at = (s: MState, seat: number, uid: number) => idx(s, seat, uid);

describe('V-9.2 V-9.5 First Market (EXAMPLE-1)', () => {
  it('EXAMPLE-1: Lumberjack + Wheeler pays 3 (+ Founders 2 = 5); with a Cartwright on the Wheeler 9 (+2 = 11)', () => {
    const s = fresh(2, 3);
    clearHands(s);
    place(s, 0, 'harvester'); // food keeps the Founders on its gold side
    const lj = place(s, 0, 'lumberjack');
    const wh = place(s, 0, 'wheeler', at(s, 0, lj));
    expect(visibleGold(s, s.seats[0]!)).toBe(5);
    empty(s, [0, 1]);
    const s2 = clone(s);
    const t = endRound(s);
    expect(t.firstMarketDone).toBe(true);
    expect(t.seats[0]!.gold).toBe(8 + 5);
    expect(villagers.score(t).players[0]!.parts['First Market: printed gold']).toBe(5);
    place(s2, 0, 'cartwright', at(s2, 0, wh));
    expect(visibleGold(s2, s2.seats[0]!)).toBe(11);
    expect(endRound(s2).seats[0]!.gold).toBe(8 + 11);
  });
  it('pays the value of coins on cards (they stay), no silver, and happens once', () => {
    const s = fresh(2, 3);
    clearHands(s);
    place(s, 0, 'harvester');
    const bs = place(s, 0, 'blacksmith', at(s, 0, place(s, 0, 'miner')), { coins: 4 });
    place(s, 0, 'agent');
    empty(s, [0, 1]);
    let t = endRound(s);
    expect(t.seats[0]!.gold).toBe(8 + 2 + 2 + 4); // Founders 2, Blacksmith 2, coins 4; no Agent silver
    expect(t.seats[0]!.village[at(s, 0, bs)]!.coins).toBe(4);
    const parts = villagers.score(t).players[0]!.parts;
    expect(parts['First Market: coins on cards']).toBe(4);
    expect(parts['Second Market silver: Agent']).toBe(0);
    // next round: no second First Market
    t = apply(endRoundPrep(t), { type: 'endBuild', player: 1 });
    expect(t.seats[0]!.gold).toBe(16);
  });
  it('V-9.5 a flipped Founders pays no gold; a covered Founders pays nothing', () => {
    const s = fresh(2, 3);
    clearHands(s);
    s.seats[0]!.village[0]!.side = 'food';
    place(s, 1, 'swineherd', 0);
    expect(visibleGold(s, s.seats[0]!)).toBe(0);
    expect(visibleGold(s, s.seats[1]!)).toBe(2); // the Swineherd's 2, not the Founders'
  });
});

function endRoundPrep(t: VillagersState): MState {
  const s = JSON.parse(JSON.stringify(t)) as MState;
  s.phase = 'build';
  s.firstPlayer = 0;
  s.turn = 1;
  return s;
}

describe('V-8.1 V-8.2 V-8.3 end of round: food check every round, then Markets, then the First Player card moves', () => {
  it('flips the Founders when no food is visible, before the First Market pays (so it pays 0)', () => {
    const s = fresh(2, 4);
    clearHands(s);
    empty(s, [0, 1]);
    const t = endRound(s);
    expect(t.seats.map((x) => x.village[0]!.side)).toEqual(['food', 'food']);
    expect(t.seats.map((x) => x.gold)).toEqual([8, 8]);
    expect(t.firstPlayer).toBe(1);
  });
  it('runs in later rounds too (a Vintner covers the only food, a Graper) and never flips back', () => {
    const s = fresh(2, 4);
    clearHands(s);
    const g = place(s, 0, 'graper');
    place(s, 1, 'graper');
    let t = endRound(s);
    expect(t.seats[0]!.village[0]!.side).toBe('gold');
    const u = endRoundPrep(t);
    place(u, 0, 'vintner', at(u, 0, g));
    t = apply(u, { type: 'endBuild', player: 1 });
    expect(t.seats[0]!.village[0]!.side).toBe('food');
    expect(t.seats[1]!.village[0]!.side).toBe('gold');
    const w = endRoundPrep(t);
    place(w, 0, 'harvester');
    expect(apply(w, { type: 'endBuild', player: 1 }).seats[0]!.village[0]!.side).toBe('food');
  });
});

describe('V-9.1 V-9.3 V-10.1 Second Market and the end (EXAMPLE-11)', () => {
  it('EXAMPLE-11: 4 coins on the Blacksmith: First Market +4, Second Market Agent +4 silver then +4 coins = 12', () => {
    const s = fresh(2, 5);
    clearHands(s);
    place(s, 0, 'harvester');
    place(s, 0, 'agent');
    place(s, 0, 'blacksmith', at(s, 0, place(s, 0, 'miner')), { coins: 4 });
    empty(s, [0, 1, 2, 3, 4, 5]);
    const t = endRound(s); // both Markets in the same round: First, then Second
    const p = villagers.score(t).players[0]!.parts;
    expect(p['First Market: coins on cards']).toBe(4);
    expect(p['Second Market silver: Agent']).toBe(4);
    expect(p['Second Market: coins collected']).toBe(4);
    expect(p['First Market: printed gold']).toBe(4); // Founders 2 + Blacksmith 2
    expect(p['Second Market: printed gold']).toBe(4);
    expect(t.seats[0]!.gold).toBe(8 + (4 + 4) + (4 + 4 + 4));
    expect(t.seats[0]!.village.every((n) => n.coins === 0)).toBe(true);
    expect(t.phase).toBe('over');
    expect(villagers.isOver(t)).toBe(true);
    expect(villagers.actors(t)).toEqual([]);
    expect(legal(t, 0)).toEqual([]);
    rejects(t, { type: 'endBuild', player: 0 }, 'core', 'GAME_OVER');
  });
  it('no Market while stack 1 or 2 still has cards; the Second only when all 6 are empty', () => {
    const s = fresh(3, 5);
    empty(s, [0, 2, 3, 4, 5]);
    let t = endRound(s);
    expect(t.firstMarketDone).toBe(false);
    expect(t.phase).toBe('draft');
    const u = JSON.parse(JSON.stringify(s)) as MState;
    empty(u, [1]);
    u.stacks[4] = [u.discard.pop()!];
    t = endRound(u);
    expect(t.firstMarketDone).toBe(true);
    expect(t.secondMarketDone).toBe(false);
  });
  it('stack 2 empty is not enough: stack 1 must be empty too', () => {
    const s = fresh(3, 5);
    empty(s, [1, 2, 3]);
    const t = endRound(s);
    expect(t.firstMarketDone).toBe(false);
    expect(t.seats.map((x) => x.gold)).toEqual([8, 8, 8]);
  });
});

describe('V-9.4 V-6.5 silver formulas (EXAMPLE-8, -9, -10)', () => {
  it('EXAMPLE-8a: Hay symbols (1+1)+(1+2)+(1+1) = 7 -> Horse Trader 9 (covered Hayers count)', () => {
    const s = fresh(2, 6);
    clearHands(s);
    place(s, 0, 'horse_trader', at(s, 0, place(s, 0, 'hayer')));
    place(s, 0, 'bed_builder', at(s, 0, place(s, 0, 'hayer')));
    place(s, 0, 'grazier', at(s, 0, place(s, 0, 'hayer')));
    expect(silver(s, 0, 'horse_trader')).toBe(9);
    expect(silverIncome(s, s.seats[0]!)['Horse Trader']).toBe(9);
  });
  it('EXAMPLE-8b: Log Rafter on a Lumberjack + a Lumberjack with a Carpenter -> 5 Wood symbols -> 5', () => {
    const s = fresh(2, 6);
    clearHands(s);
    place(s, 0, 'log_rafter', at(s, 0, place(s, 0, 'lumberjack')));
    place(s, 0, 'carpenter', at(s, 0, place(s, 0, 'lumberjack')));
    expect(silverIncome(s, s.seats[0]!)['Log Rafter']).toBe(5);
  });
  it('EXAMPLE-8c: Priest with Chandler and Harvester -> 4 Solitary symbols -> 6', () => {
    const s = fresh(2, 6);
    clearHands(s);
    for (const c of ['priest', 'chandler', 'harvester']) place(s, 0, c);
    expect(silverIncome(s, s.seats[0]!)['Priest']).toBe(6);
  });
  it('EXAMPLE-9: gold icons Founders 2, Cartwright 9, Thatcher 2 -> 3 icons -> Peddler 3', () => {
    const s = fresh(2, 6);
    clearHands(s);
    place(s, 0, 'cartwright', at(s, 0, place(s, 0, 'wheeler', at(s, 0, place(s, 0, 'lumberjack')))));
    const hayer = place(s, 0, 'hayer');
    place(s, 0, 'thatcher', at(s, 0, hayer));
    place(s, 0, 'peddler', at(s, 0, hayer));
    expect(silverIncome(s, s.seats[0]!)['Peddler']).toBe(3);
  });
  it('EXAMPLE-10: uncovered Wood cards Cartwright 9, Cooper 4, Carpenter -> Wood Carver 13; coins on the Cooper ignored', () => {
    const s = fresh(2, 6);
    clearHands(s);
    place(s, 0, 'cartwright', at(s, 0, place(s, 0, 'wheeler', at(s, 0, place(s, 0, 'lumberjack')))));
    const lj = place(s, 0, 'lumberjack');
    place(s, 0, 'cooper', at(s, 0, lj), { coins: 2 });
    place(s, 0, 'carpenter', at(s, 0, lj));
    place(s, 0, 'wood_carver', at(s, 0, place(s, 0, 'lumberjack')));
    expect(silverIncome(s, s.seats[0]!)['Wood Carver']).toBe(13);
  });
  it('Locksmith counts padlocks on covered cards and the Bed Builder erratum; Grocer counts visible food; Freemason builders; two silver cards both pay; Monk adds nothing', () => {
    const s = fresh(4, 6);
    clearHands(s);
    const hayer = place(s, 0, 'hayer');
    place(s, 0, 'bed_builder', at(s, 0, hayer)); // padlock (erratum)
    const g = place(s, 0, 'grazier', at(s, 0, hayer));
    const mm = place(s, 0, 'milk_maid', at(s, 0, g)); // padlock, covered below
    place(s, 0, 'fromager', at(s, 0, mm));
    place(s, 0, 'locksmith', at(s, 0, place(s, 0, 'miner'))); // padlock itself
    expect(silver(s, 0, 'locksmith')).toBe(2 * 3);
    // food: Founders 0 (gold side), Fromager 1 (Milk Maid's 2 covered)
    place(s, 0, 'grocer');
    expect(silver(s, 0, 'grocer')).toBe(3 * 1);
    place(s, 0, 'wattler');
    place(s, 0, 'freemason');
    expect(silver(s, 0, 'freemason')).toBe(3);
    const t = fresh(4, 6);
    clearHands(t);
    place(t, 0, 'ore_muler', at(t, 0, place(t, 0, 'hayer')));
    place(t, 0, 'ore_muler', at(t, 0, place(t, 0, 'hayer')));
    place(t, 0, 'glass_blower', at(t, 0, place(t, 0, 'miner')));
    const monk = place(t, 0, 'monk', null, { role: 'miner' });
    place(t, 0, 'mason', at(t, 0, monk));
    // Ore: Miner 1 + Glass Blower 2 + Mason 1 = 4 (the Monk adds none) -> 6 per Ore Muler, both pay
    expect(silverIncome(t, t.seats[0]!)['Ore Muler']).toBe(12);
  });
  it('only uncovered silver cards pay (a covered one pays nothing, even with more symbols)', () => {
    const s = fresh(2, 6);
    clearHands(s);
    const ht = place(s, 0, 'horse_trader', at(s, 0, place(s, 0, 'hayer')));
    place(s, 0, 'grazier', at(s, 0, place(s, 0, 'hayer')));
    // Hay symbols: Hayer 1 + Horse Trader 1 + Hayer 1 + Grazier 1 = 4 -> 3 × 2 = 6
    expect(silverIncome(s, s.seats[0]!)['Horse Trader']).toBe(6);
    // Silver cards have 0 slots, so this cannot happen in play; a card laid on it anyway covers it.
    const t = clone(s);
    place(t, 0, 'thatcher', at(t, 0, ht));
    expect(silver(t, 0, 'horse_trader')).toBe(3 * 2); // the formula itself still counts 5 symbols
    expect(silverIncome(t, t.seats[0]!)['Horse Trader']).toBe(0);
  });
  it('DEFAULT Agent: the coins on ONE villager, the one with the most, not the sum', () => {
    const s = fresh(4, 6);
    clearHands(s);
    place(s, 0, 'harvester');
    place(s, 0, 'agent');
    place(s, 0, 'blacksmith', at(s, 0, place(s, 0, 'miner')), { coins: 4 });
    place(s, 0, 'cooper', at(s, 0, place(s, 0, 'lumberjack')), { coins: 6 });
    place(s, 1, 'carpenter', at(s, 1, place(s, 1, 'lumberjack')), { coins: 10 }); // another village: never counted
    expect(silverIncome(s, s.seats[0]!)['Agent']).toBe(6);
    empty(s, [0, 1, 2, 3, 4, 5]);
    s.phase = 'build';
    s.firstPlayer = 0;
    s.turn = 3;
    const p = villagers.score(apply(s, { type: 'endBuild', player: 3 })).players[0]!.parts;
    expect(p['Second Market silver: Agent']).toBe(6);
    expect(p['Second Market: coins collected']).toBe(10);
  });
});

describe('V-10.2 V-1.3 winner: most gold, then fewer villagers, then shared', () => {
  it('ranks by gold, breaks ties by fewer villagers, shares a remaining tie', () => {
    const s = fresh(3, 7);
    clearHands(s);
    s.seats[0]!.gold = 20;
    s.seats[1]!.gold = 20;
    s.seats[2]!.gold = 20;
    place(s, 1, 'hunter');
    place(s, 2, 'hunter');
    let sheet = villagers.score(s);
    expect(sheet.winners).toEqual([0]);
    expect(sheet.players.map((p) => p.rank)).toEqual([1, 2, 2]);
    expect(sheet.players[1]!.tiebreak).toEqual([-2]);
    s.seats[2]!.gold = 21;
    sheet = villagers.score(s);
    expect(sheet.winners).toEqual([2]);
    expect(sheet.players[2]!.total).toBe(21);
    expect(sheet.unit).toBe('gold');
    expect(sheet.final).toBe(false);
  });
  it('score parts sum to the gold in supply', () => {
    const s = fresh(2, 7);
    s.seats[0]!.income.firstGold = 5;
    s.seats[0]!.gold = 20;
    const p = villagers.score(s).players[0]!;
    expect(p.total).toBe(20);
    expect(p.parts['Gold outside Markets']).toBe(15);
  });
});

describe('V-2.7 V-11.8 EXAMPLE-6 key rings are information only', () => {
  it('Cooper 6 = Brewer 2 + Vintner 2 + Milk Maid 2; Blacksmith opens 10 cards with 4–5 players, 8 with 2–3 (16 coins max)', () => {
    const opened = (id: string, n: number) => uidTable(CARDS, n).cards.filter((c) => c.padlock === id).length;
    expect(opened('cooper', 4)).toBe(6);
    expect(opened('blacksmith', 4)).toBe(10);
    expect(opened('blacksmith', 3) * 2).toBe(16);
    expect(opened('carpenter', 3)).toBe(6);
  });
});
