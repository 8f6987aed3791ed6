/**
 * Issue #11: Villagers' `maxGameLength` (src/villagers/length.ts) is a sound bound derived from the rules
 * (V-5.1/V-5.2 mandatory drafting, V-5.6 Road refill from the stacks, V-6.6 trades limited by the basic
 * supply, V-9.1/V-10.1 the game ends after the round the stacks run out, S-2/S-4 solo). It is constant
 * through a game, no playout (random, or one that always delays the end) exceeds it, and replay refuses
 * a longer log before replaying anything.
 */
import { describe, expect, it } from 'vitest';
import { createLog, createRng, openRng, replay } from '../../src/core/index.js';
import { expectRuleError } from '../../src/core/testing.js';
import { CARDS, SOLO_EVENTS, villagers } from '../../src/villagers/index.js';
import type { VillagersAction, VillagersConfig, VillagersState } from '../../src/villagers/types.js';

type Strategy = 'random' | 'delay' | 'tradeOnly';

/** Priority of an action type for the `delay` strategy (lower first): trade and play every card before ending a turn. */
const DELAY_RANK: Record<VillagersAction['type'], number> = {
  trade: 0, apprentice: 1, placeTaken: 1, tinner: 1, smuggler: 1, build: 2,
  countessTakes: 3, draftStack: 3, draftRoad: 4, draftReserve: 4, placeCoin: 5, acceptEvent: 5, jester: 6, endBuild: 9,
};
const PLAYS = new Set(['build', 'apprentice', 'tinner', 'smuggler']);

/**
 * Play a game to the end; returns its length, failing if the bound ever changes or the game outlasts it.
 * `delay`: always the most delaying action type (V-6.6 trades put cards back on the stacks, every hand card
 * played is one more action, `endBuild` last); `tradeOnly`: trade whenever possible and never build, so the
 * stacks are refilled as much as the basic supply allows (the most rounds).
 */
function playout(config: VillagersConfig, seed: string, strategy: Strategy): number {
  let s: VillagersState = villagers.setup(config, seed);
  const bound = villagers.maxGameLength(s);
  const rng = openRng(createRng(`${strategy}:${seed}`));
  let n = 0;
  while (!villagers.isOver(s)) {
    const list = villagers.legalActions(s, villagers.actors(s)[0]!);
    let pool = list;
    if (strategy === 'delay') {
      const best = Math.min(...list.map((a) => DELAY_RANK[a.type]));
      pool = list.filter((a) => DELAY_RANK[a.type] === best);
    } else if (strategy === 'tradeOnly') {
      const trades = list.filter((a) => a.type === 'trade');
      const noPlay = list.filter((a) => !PLAYS.has(a.type));
      pool = trades.length > 0 ? trades : noPlay.length > 0 ? noPlay : list;
    }
    s = villagers.apply(s, rng.pick(pool));
    n++;
    if (n % 25 === 0) expect(villagers.maxGameLength(s)).toBe(bound);
    if (n > bound) throw new Error(`${strategy} ${JSON.stringify(config)} ${seed}: ${n} actions, over the bound ${bound}`);
  }
  expect(villagers.maxGameLength(s)).toBe(bound);
  return n;
}

describe('Villagers maxGameLength (issue #11)', () => {
  it('the published bounds: solo 295, 2p 280, 3p 252, 4p 282, 5p 282 (length.ts: drafts + played cards + rounds × turn ends)', () => {
    const got = [1, 2, 3, 4, 5].map((players) => villagers.maxGameLength(villagers.setup({ players }, 1)));
    expect(got).toEqual([295, 280, 252, 282, 282]);
    // 2 players: K 86 deck cards, H 10 in hands, B 30 basics, S 24 stack cards:
    // drafts 86 − 10 + 30 = 106, played cards 86 + 30 = 116, Apprentices 2,
    // rounds 1 + ⌊(24 + 30 − 1) / 4⌋ = 14, each 2 endBuild + 2 Road coins.
    expect(106 + 116 + 2 + 14 * (2 + 2)).toBe(got[1]);
  });

  it('follows the config: more basic villagers (more trades, V-6.6) and a shorter solo event list (S-4) change it', () => {
    const more = CARDS.map((c) => (c.kind === 'basic' ? { ...c, copies: 15 } : c));
    // B 30 → 45: +15 drafts, +15 played cards, rounds 14 → 1 + ⌊68 / 4⌋ = 18 (+4 × 4).
    expect(villagers.maxGameLength(villagers.setup({ players: 2, cards: more }, 1))).toBe(280 + 15 + 15 + 16);
    // Solo with 12 of the 24 events: 12 Jester decisions fewer at most.
    const events = SOLO_EVENTS.filter((_, i) => i % 2 === 0);
    expect(events).toHaveLength(12);
    expect(villagers.maxGameLength(villagers.setup({ players: 1, events }, 1))).toBe(295 - 12);
  });

  it('seeded random games of every player count (solo included) stay inside the bound, which never changes', () => {
    for (const players of [1, 2, 3, 4, 5]) {
      for (const seed of ['a', 'b', 'c']) {
        expect(playout({ players }, seed, 'random')).toBeLessThanOrEqual(villagers.maxGameLength(villagers.setup({ players }, seed)));
      }
    }
  });

  it('playouts that delay the end as much as they can (trades first, every card played, or trades and no builds) stay inside it', () => {
    const longest: number[] = [];
    for (const players of [1, 2, 3, 4, 5]) {
      let max = 0;
      for (const strategy of ['delay', 'tradeOnly'] as const) {
        for (const seed of ['d1', 'd2', 'd3']) max = Math.max(max, playout({ players }, seed, strategy));
      }
      longest.push(max);
    }
    // Measured: 150–200 actions, every one under the bound (295, 280, 252, 282, 282).
    for (const n of longest) expect(n).toBeGreaterThan(100);
  });

  it('replay refuses a log one action over the bound as BAD_LOG before replaying; at the bound it replays', () => {
    for (const players of [1, 3]) {
      const config = { players };
      const max = villagers.maxGameLength(villagers.setup(config, 7));
      const junk = (n: number) => ({ ...createLog(villagers.id, config, 7), actions: Array.from({ length: n }, () => ({ type: 'nonsense', player: 0 })) }) as never;
      expectRuleError(() => replay(villagers, junk(max + 1)), 'BAD_LOG', 'core');
      expect(() => replay(villagers, junk(max + 1))).toThrow(`The log holds ${max + 1} actions, but a Villagers game with this config lasts at most ${max}.`);
      expect(() => replay(villagers, junk(max))).toThrow(/^Action 1 of the log is rejected/);
    }
  });
});
