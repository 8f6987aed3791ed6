/**
 * Issue #11: the fields the Villagers engine derives are checked by `validate` against their
 * recomputation (V-5.7, V-9.1–V-9.4, V-10.1, S-5). Each edit below was accepted before: a final
 * state with a silver entry raised 4 → 54 scored a different sheet and still validated.
 */
import { describe, expect, it } from 'vitest';
import { createRng, openRng } from '../../src/core/index.js';
import { villagers } from '../../src/villagers/index.js';
import type { VillagersState } from '../../src/villagers/types.js';

type Mutable = { -readonly [K in keyof VillagersState]: any };

/** Plays a seeded random game; returns every state (JSON copies). */
function play(players: number, seed: string): VillagersState[] {
  const rng = openRng(createRng(seed));
  let s = villagers.setup({ players }, seed);
  const out = [JSON.parse(JSON.stringify(s)) as VillagersState];
  while (!villagers.isOver(s)) {
    const legal = villagers.legalActions(s, villagers.actors(s)[0]!);
    s = villagers.apply(s, legal[rng.int(legal.length)]!);
    out.push(JSON.parse(JSON.stringify(s)) as VillagersState);
  }
  return out;
}

const copy = (s: VillagersState): Mutable => JSON.parse(JSON.stringify(s));
const rules = (s: unknown) => villagers.validate(s).map((p) => p.rule);

describe('villagers validate recomputes the derived fields', () => {
  const games = [play(2, 'derived-2'), play(3, 'derived-3'), play(1, 'derived-1')];
  const finals = games.map((g) => g[g.length - 1]!);

  it('every state of three random games (solo, 2 and 3 players) is still valid', () => {
    for (const g of games) for (const s of g) expect(villagers.validate(s)).toEqual([]);
  });

  it('V-9.4 a silver entry edited by +50 after the Second Market is reported, naming its recomputed value', () => {
    let edited = 0;
    for (const f of finals) {
      for (let q = 0; q < f.players; q++) {
        for (const name of Object.keys(f.seats[q]!.income.secondSilver)) {
          const e = copy(f);
          e.seats[q].income.secondSilver[name] += 50;
          const problems = villagers.validate(e);
          expect(problems.map((p) => p.rule)).toContain('V-9.4');
          if (name !== 'Agent') expect(problems.find((p) => p.rule === 'V-9.4')!.message).toContain(`${name} is ${f.seats[q]!.income.secondSilver[name]}`);
          edited++;
        }
      }
    }
    expect(edited).toBeGreaterThan(0);
  });

  it('V-9.4 a silver entry for a card that is not a silver card, or listed with 0, is reported', () => {
    const e = copy(finals[0]!);
    e.seats[0].income.secondSilver['Miner'] = 3;
    expect(rules(e)).toContain('V-9.4');
    const z = copy(finals[0]!);
    z.seats[0].income.secondSilver['Priest'] = 0;
    expect(rules(z)).toContain('V-9.4');
  });

  it('V-9.3 after the Second Market: printed gold recomputed, no coins left on cards, gold at least what it paid', () => {
    const f = finals[0]!;
    const g = copy(f);
    g.seats[1].income.secondGold += 1;
    expect(rules(g)).toContain('V-9.3');
    const c = copy(f);
    c.seats[0].village[0].coins = 2;
    expect(rules(c)).toContain('V-9.3');
    const poor = copy(f);
    poor.seats[0].gold = 0;
    expect(rules(poor)).toContain('V-9.3');
  });

  it('V-9.2 V-9.3 before a Market its income is 0 (and the silver list empty)', () => {
    const early = games[0]![3]!;
    expect(early.firstMarketDone).toBe(false);
    for (const [k, v] of [['firstGold', 1], ['firstCoins', 2], ['secondGold', 3], ['secondCoins', 4], ['secondSilver', { Priest: 4 }]] as const) {
      const e = copy(early);
      e.seats[0].income[k] = v;
      expect(rules(e)).toContain(k.startsWith('first') ? 'V-9.2' : 'V-9.3');
    }
  });

  it('V-9.1 V-10.1 the Market flags agree with the stacks and the phase', () => {
    const early = copy(games[0]![3]!);
    early.firstMarketDone = true; // stacks 1 and 2 still hold cards
    expect(rules(early)).toContain('V-9.1');
    const f = copy(finals[0]!);
    f.secondMarketDone = false;
    expect(rules(f)).toContain('V-10.1');
    const g = copy(finals[0]!);
    g.firstMarketDone = false;
    expect(rules(g)).toContain('V-9.1');
  });

  it('V-5.7 the square holds exactly the cards drafted this phase until the limit, and is empty outside the draft', () => {
    const drafting = games[0]!.find((s) => s.phase === 'draft' && s.seats.some((seat) => seat.square.length > 0))!;
    const q = drafting.seats.findIndex((seat) => seat.square.length > 0);
    const e = copy(drafting);
    e.seats[q].drafted -= 1;
    expect(rules(e)).toContain('V-5.7');
    const build = copy(games[0]!.find((s) => s.phase === 'build' && s.seats[0]!.hand.length > 0)!);
    build.seats[0].square = [build.seats[0].hand.pop()];
    expect(rules(build)).toContain('V-5.7');
  });

  it("S-5 solo: the Countess's seat has no income of its own; her Market income is 0 before a Market and at least her card and village after the Second", () => {
    const f = finals[2]!;
    const own = copy(f);
    own.seats[1].income.firstGold = 5;
    expect(rules(own)).toContain('S-5');
    const early = copy(games[2]![3]!);
    early.solo.income.firstMarket = 4;
    early.seats[1].gold += 4; // her gold still adds up
    expect(rules(early)).toContain('S-5');
    const low = copy(f);
    low.solo.income.secondMarket = 0;
    low.seats[1].gold -= f.solo!.income.secondMarket;
    expect(rules(low)).toContain('S-5');
  });
});
