/** The per-game bot evaluations: properties every one must have (strength is measured, not tested). */
import { describe, expect, it } from 'vitest';
import { createRng, games, openRng, playoutAny } from '../../src/index.js';
import type { WelcomeToState } from '../../src/welcometo/types.js';
import { evaluate as villagersEvaluate, villagePromise } from '../../src/villagers/evaluate.js';
import type { VillagersState } from '../../src/villagers/types.js';

describe('Villagers evaluate', () => {
  it('is zero-sum at 2 players, and at the end the promise is the gold (V-10.1)', () => {
    const game = games.villagers!;
    const seen: VillagersState[] = [];
    const r = playoutAny(game, { players: 2 }, 'ev', { onAction: (s) => seen.push(s as VillagersState) });
    for (const s of seen.filter((_, i) => i % 25 === 0)) expect(villagersEvaluate(s, 0)).toBeCloseTo(-villagersEvaluate(s, 1), 9);
    const end = r.state as VillagersState;
    expect(end.phase).toBe('over');
    for (const seat of end.seats.slice(0, 2)) expect(villagePromise(end, seat)).toBe(seat.gold);
    expect(villagersEvaluate(end, 0)).toBe(end.seats[0]!.gold - end.seats[1]!.gold);
  });
  it('counts the Market income still to come: before the First Market, at least gold + 2 × printed gold of uncovered cards', () => {
    const game = games.villagers!;
    const s = game.setup({ players: 3 }, 'ev2') as VillagersState;
    expect(s.firstMarketDone).toBe(false);
    for (const seat of s.seats) expect(villagePromise(s, seat)).toBeGreaterThanOrEqual(seat.gold);
  });
});

describe('Welcome To evaluateAhead', () => {
  it('is at least the value of any completion of the turn from its start, and the own value once the game is over', async () => {
    const { evaluateAhead, evaluateOwn } = await import('../../src/welcometo/evaluate.js');
    const { apply } = await import('../../src/welcometo/apply.js');
    const { legalActions } = await import('../../src/welcometo/legal.js');
    const game = games.welcometo!;
    const rng = openRng(createRng('ahead'));
    for (const players of [1, 2]) {
      const seen: WelcomeToState[] = [];
      const r = playoutAny(game, { players }, `ahead${players}`, { onAction: (s) => seen.push(s as WelcomeToState) });
      const starts = seen.filter((s) => !s.over && s.players[0]!.turn.step === 'choose').filter((_, i) => i % 6 === 0);
      expect(starts.length).toBeGreaterThan(1);
      for (const start of starts) {
        const ahead = evaluateAhead(start, 0);
        // A random completion: clicks until the seat is at its plans step (or has ended the turn).
        let s = start;
        while (!s.over && (s.players[0]!.turn.step !== 'plans' || s.players[0]!.turn.claiming !== null) && s.players[0]!.turn.step !== 'done') {
          const acts = legalActions(s, 0).filter((a) => a.type !== 'roundabout' && a.type !== 'claim');
          if (acts.length === 0) break;
          s = apply(s, acts[rng.int(acts.length)]!);
        }
        expect(ahead).toBeGreaterThanOrEqual(evaluateOwn(s, 0) - 1e-9);
      }
      const end = r.state as WelcomeToState;
      expect(end.over).toBe(true);
      expect(evaluateAhead(end, 0)).toBe(evaluateOwn(end, 0));
    }
  });
});

describe('Welcome To ownTotal', () => {
  it('is the score sheet total of the seat on every board and mode (sampled reachable positions)', async () => {
    const { ownTotal } = await import('../../src/welcometo/evaluate.js');
    const game = games.welcometo!;
    const configs = [{ players: 1 }, { players: 2 }, { players: 4, variant: 'advanced' }, { players: 3, board: 'icecream', tempRanking: 'competition' }, { players: 2, board: 'christmas', expert: true }];
    let checked = 0;
    for (const [i, config] of configs.entries()) {
      playoutAny(game, config as { players: number }, `own${i}`, {
        onAction: (_s, _a, next) => {
          const s = next as WelcomeToState;
          if (s.turn % 3 !== 0 && !s.over) return;
          const sheet = game.score(s);
          for (let p = 0; p < s.players.length; p++) expect(ownTotal(s, p)).toBe(sheet.players[p]!.total);
          checked++;
        },
      });
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('Tower Up moneyLead', () => {
  it('is the running score lead of the score sheet (sampled reachable positions, 2 to 4 players)', async () => {
    const { moneyLead, moneyTotals } = await import('../../src/skyline/evaluate.js');
    const { scoreLead } = await import('../../src/core/bots.js');
    const game = games.skyline!;
    let checked = 0;
    for (const players of [2, 3, 4]) {
      playoutAny(game, { players }, `money${players}`, {
        onAction: (_s, _a, next) => {
          const s = next as Parameters<typeof moneyTotals>[0];
          expect(moneyTotals(s)).toEqual(game.score(s).players.map((l) => l.total));
          for (let p = 0; p < players; p++) expect(moneyLead(s, p)).toBe(scoreLead(game, s, p));
          checked++;
        },
      });
    }
    expect(checked).toBeGreaterThan(30);
  });
});

describe('Welcome To sheetPromise fit term', () => {
  it('costs `fit` times the share of cards whose number fits in no house (WT-5.2): none on a blank sheet, all when only 16 and 17 fit', async () => {
    const { sheetPromise, PROMISE_WEIGHTS } = await import('../../src/welcometo/evaluate.js');
    const s = games.welcometo!.setup({ players: 1 }, 'fit') as WelcomeToState;
    const blank = s.players[0]!.sheet;
    const share = new Array<number>(18).fill(0);
    const { cards } = (await import('../../src/welcometo/sheet.js')).comps(s);
    for (const card of cards) share[card.number]! += 1 / cards.length;
    const w0 = { ...PROMISE_WEIGHTS, fit: 0 };
    const w1 = { ...PROMISE_WEIGHTS, fit: 1 };
    expect(sheetPromise(blank, w1, share) - sheetPromise(blank, w0, share)).toBeCloseTo(0, 12);
    // Every street starts with a 15: only 16 and 17 fit after it, and no card shows them.
    const high = { ...blank, houses: blank.houses.map((row) => row.map((v, h) => (h === 0 ? 15 : v))) };
    expect(sheetPromise(high, w1, share) - sheetPromise(high, w0, share)).toBeCloseTo(-1, 12);
  });
});
