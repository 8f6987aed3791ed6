/**
 * The CLI's bots with each game's tuning (src/cli/bots.ts): every kind returns a legal action from
 * sampled reachable positions, the same one for the same seed; the sampled greedy playout policy picks
 * a legal action. Correctness only: strength is measured with `arena` (docs/bots.md).
 */
import { describe, expect, it } from 'vitest';
import { actionKey, createRng, openRng, type BaseAction } from '../../src/index.js';
import { BOT_KINDS, greedyPolicy, makeBot, tuningOf } from '../../src/cli/bots.js';
import { positions } from './positions.js';

const sample = positions(1, 11).filter((p) => !p.game.isOver(p.state));

describe('CLI bots with per-game tuning', () => {
  for (const { id, game, config, state } of sample) {
    it(`${id} ${JSON.stringify(config)}: random, greedy and mcts (tiny budget) return a legal action, the same one for the same seed`, () => {
      const seat = game.actors(state)[0]!;
      const legal = game.legalActions(state, seat) as BaseAction[];
      const keys = legal.map(actionKey);
      for (const kind of BOT_KINDS) {
        const a = makeBot(kind, game, 'x', { iterations: 3 }).choose(state, seat, legal);
        expect(keys, kind).toContain(actionKey(a));
        expect(actionKey(makeBot(kind, game, 'x', { iterations: 3 }).choose(state, seat, legal)), kind).toBe(actionKey(a));
      }
    });
  }

  it('the sampled epsilon-greedy policy returns one of the legal actions, and the best one when it does not explore', () => {
    const { game, state } = sample.find((p) => p.id === 'simplicity')!;
    const seat = game.actors(state)[0]!;
    const legal = game.legalActions(state, seat) as BaseAction[];
    const h = tuningOf(game).greedy as (s: unknown, p: number) => number;
    const best = Math.max(...legal.map((a) => h(game.apply(state, a), seat)));
    const greedyOnly = greedyPolicy(game, tuningOf(game).greedy, 0, legal.length);
    const rng = openRng(createRng(3));
    for (let i = 0; i < 5; i++) {
      const a = greedyOnly(state, seat, legal, rng);
      expect(legal).toContain(a);
      expect(h(game.apply(state, a), seat)).toBe(best);
    }
    const mixed = greedyPolicy(game, tuningOf(game).greedy, 0.5, 2);
    for (let i = 0; i < 5; i++) expect(legal).toContain(mixed(state, seat, legal, rng));
  });

  it('an mcts bot without a budget searches its game\'s tuned iterations per move', () => {
    const { game, state } = sample.find((p) => p.id === 'simplicity')!;
    const seat = game.actors(state)[0]!;
    const legal = game.legalActions(state, seat) as BaseAction[];
    expect(legal.length).toBeGreaterThan(1);
    const bot = makeBot('mcts', game, 'x') as ReturnType<typeof makeBot> & { lastStats: { iterations: number } | null };
    bot.choose(state, seat, legal);
    expect(bot.lastStats?.iterations).toBe(tuningOf(game).iterations);
    expect(tuningOf(game).iterations).toBe(400);
  });
});
