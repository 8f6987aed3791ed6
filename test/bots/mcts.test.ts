/**
 * mctsBot correctness (never strength or speed): a legal action from sampled reachable positions of
 * every game, the same move for a fixed seed and iteration count, and the same move for two states the
 * seat cannot tell apart (it reads nothing hidden).
 */
import { describe, expect, it } from 'vitest';
import { actionKey, greedyBot, mctsBot, playoutAny, randomBot, type BaseAction } from '../../src/index.js';
import { positions } from './positions.js';

const sample = positions(2, 3).filter((p) => !p.game.isOver(p.state));
const options = { iterations: 6, playoutPlies: 12, seed: 5 };

describe('mctsBot', () => {
  for (const { id, game, config, state } of sample) {
    it(`${id} ${JSON.stringify(config)}: returns a legal action, the same one for the same seed and for an indistinguishable state`, () => {
      const seat = game.actors(state)[0]!;
      const legal = game.legalActions(state, seat) as BaseAction[];
      const keys = new Set(legal.map(actionKey));
      const move = mctsBot(game, options).choose(state, seat, legal);
      expect(keys.has(actionKey(move))).toBe(true);
      expect(actionKey(mctsBot(game, options).choose(state, seat, legal))).toBe(actionKey(move));
      // A different full state with the same view for the seat: hidden cards re-dealt.
      const twin = game.determinize(state, seat, 99);
      const twinLegal = game.legalActions(twin, seat) as BaseAction[];
      expect(actionKey(mctsBot(game, options).choose(twin, seat, twinLegal))).toBe(actionKey(move));
    });
  }

  it('plays whole Simplicity and Tower Up games against itself (tiny budget)', () => {
    for (const id of ['simplicity', 'skyline'] as const) {
      const game = sample.find((p) => p.id === id)!.game;
      const bot = mctsBot(game, { iterations: 3, playoutPlies: 4, seed: 1 });
      const out = playoutAny(game, { players: 2 }, 4, { bots: bot as never });
      expect(out.finished).toBe(true);
    }
  });

  it('with a prior (progressive bias) it still returns a legal action, deterministically', () => {
    for (const { game, state } of sample.slice(0, 6)) {
      const seat = game.actors(state)[0]!;
      const legal = game.legalActions(state, seat) as BaseAction[];
      const opts = { ...options, prior: (s: unknown, p: number) => game.score(s).players[p]!.total };
      const move = mctsBot(game, opts).choose(state, seat, legal);
      expect(legal.map(actionKey)).toContain(actionKey(move));
      expect(actionKey(mctsBot(game, opts).choose(state, seat, legal))).toBe(actionKey(move));
    }
  });

  it('with horizonTurns and deepPrior it returns a legal action, deterministically, and reads nothing hidden', () => {
    for (const { game, state } of sample.filter((_, i) => i % 3 === 0)) {
      const seat = game.actors(state)[0]!;
      const legal = game.legalActions(state, seat) as BaseAction[];
      const opts = { ...options, horizonTurns: 1, playoutPlies: 60, deepPrior: true, prior: (s: unknown, p: number) => game.score(s).players[p]!.total };
      const move = mctsBot(game, opts).choose(state, seat, legal);
      expect(legal.map(actionKey)).toContain(actionKey(move));
      expect(actionKey(mctsBot(game, opts).choose(state, seat, legal))).toBe(actionKey(move));
      const twin = game.determinize(state, seat, 7);
      expect(actionKey(mctsBot(game, opts).choose(twin, seat, game.legalActions(twin, seat) as BaseAction[]))).toBe(actionKey(move));
    }
  });

  it('with widening, a determinization pool and a turn counter it returns a legal action, deterministically, and reads nothing hidden', () => {
    for (const { game, state } of sample.filter((_, i) => i % 3 === 1)) {
      const seat = game.actors(state)[0]!;
      const legal = game.legalActions(state, seat) as BaseAction[];
      const opts = {
        ...options,
        iterations: 8,
        horizonTurns: 1,
        playoutPlies: 60,
        deepPrior: true,
        prior: (s: unknown, p: number) => game.score(s).players[p]!.total,
        widening: 0.5,
        determinizations: 3,
        turnOf: (s: unknown) => game.legalActions(s, game.actors(s)[0] ?? 0).length,
      };
      const bot = mctsBot(game, opts);
      const move = bot.choose(state, seat, legal);
      expect(legal.map(actionKey)).toContain(actionKey(move));
      if (legal.length > 1) expect(bot.lastStats!.iterations).toBe(8);
      expect(actionKey(mctsBot(game, opts).choose(state, seat, legal))).toBe(actionKey(move));
      const twin = game.determinize(state, seat, 7);
      expect(actionKey(mctsBot(game, opts).choose(twin, seat, game.legalActions(twin, seat) as BaseAction[]))).toBe(actionKey(move));
    }
  });

  it('widening keeps a node with n visits to its ceil((n + 1) ^ w) children of highest prior', () => {
    // A Welcome To write step: many houses. With widening 0.5 and 3 iterations the root tries at most 2 children.
    const p = sample.find((x) => x.id === 'welcometo' && x.game.legalActions(x.state, x.game.actors(x.state)[0]!).length >= 4);
    expect(p).toBeDefined();
    const { game, state } = p!;
    const seat = game.actors(state)[0]!;
    const legal = game.legalActions(state, seat) as BaseAction[];
    const prior = (s: unknown, q: number) => game.score(s).players[q]!.total;
    const bot = mctsBot(game, { iterations: 3, playoutPlies: 2, seed: 1, prior, widening: 0.5 });
    bot.choose(state, seat, legal);
    expect(bot.lastStats!.children.filter((c) => c.visits > 0).length).toBeLessThanOrEqual(2);
    const wide = mctsBot(game, { iterations: 3, playoutPlies: 2, seed: 1, prior });
    wide.choose(state, seat, legal);
    expect(wide.lastStats!.children.filter((c) => c.visits > 0).length).toBe(3);
  });

  it('rejects a bad widening or determinization pool', () => {
    const game = sample[0]!.game;
    for (const widening of [0, -1, 1.5, Number.NaN]) expect(() => mctsBot(game, { widening })).toThrow(expect.objectContaining({ code: 'BAD_CONFIG' }));
    for (const determinizations of [0, 2.5, -3]) expect(() => mctsBot(game, { determinizations })).toThrow(expect.objectContaining({ code: 'BAD_CONFIG' }));
  });

  it('rejects a bad horizon', () => {
    const game = sample[0]!.game;
    expect(() => mctsBot(game, { horizonTurns: 0 })).toThrow(expect.objectContaining({ code: 'BAD_CONFIG' }));
    expect(() => mctsBot(game, { horizonTurns: 1.5 })).toThrow(expect.objectContaining({ code: 'BAD_CONFIG' }));
  });

  it('rejects a bad budget', () => {
    const game = sample[0]!.game;
    expect(() => mctsBot(game, { iterations: 0 })).toThrow(expect.objectContaining({ code: 'BAD_CONFIG' }));
    expect(() => mctsBot(game, { timeMs: -1 })).toThrow(expect.objectContaining({ code: 'BAD_CONFIG' }));
    expect(() => mctsBot(game, { iterations: Number.NaN })).toThrow(expect.objectContaining({ code: 'BAD_CONFIG' }));
    const s = game.setup({ players: 2 }, 1);
    for (const bot of [mctsBot(game, { iterations: 5 }), randomBot(1), greedyBot(game, 1)]) {
      expect(() => bot.choose(s, 0, [])).toThrow(expect.objectContaining({ code: 'ILLEGAL_ACTION' }));
      expect(() => bot.choose(s, 0, null as never)).toThrow(expect.objectContaining({ code: 'ILLEGAL_ACTION' }));
    }
  });

  it('a time budget still runs at least one iteration and returns a legal action', () => {
    const { game, state } = sample[0]!;
    const seat = game.actors(state)[0]!;
    const legal = game.legalActions(state, seat) as BaseAction[];
    const bot = mctsBot(game, { timeMs: 1, playoutPlies: 4 });
    const move = bot.choose(state, seat, legal);
    expect(legal.map(actionKey)).toContain(actionKey(move));
    expect(bot.lastStats!.iterations).toBeGreaterThanOrEqual(legal.length > 1 ? 1 : 0);
  });
});
