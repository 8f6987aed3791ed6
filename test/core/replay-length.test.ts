/**
 * Issue #11, "Logs you can trust": a log longer than any game under its config can last is BAD_LOG before
 * anything is replayed (`Game.maxGameLength`, defined by the games whose length is bounded), and real
 * games stay inside the bound.
 */
import { describe, expect, it } from 'vitest';
import { createLog, replay, replayAny, undo, type AnyGame, type BaseConfig } from '../../src/core/index.js';
import { expectRuleError } from '../../src/core/testing.js';
import { games } from '../../src/index.js';
import { nim } from './fixtures/nim.js';

/** A seeded playout choosing pseudo-random legal actions; its length. */
function playout(g: AnyGame, config: BaseConfig, seed: number): number {
  let s: unknown = g.setup(config, seed);
  let r = (seed * 2654435761) >>> 0;
  let n = 0;
  while (!g.isOver(s)) {
    const actors = g.actors(s) as number[];
    r = Math.imul(r ^ (r >>> 15), 2246822519) >>> 0;
    const list = g.legalActions(s, actors[r % actors.length]!) as unknown[];
    r = Math.imul(r ^ (r >>> 13), 3266489917) >>> 0;
    s = g.apply(s, list[r % list.length]);
    n++;
  }
  return n;
}

/** A log of `n` copies of an action no game accepts (so replaying any of them would fail on action 1). */
function junkLog(g: AnyGame, config: BaseConfig, n: number): never {
  const log = createLog(g.id, config, 1);
  return { ...log, actions: Array.from({ length: n }, () => ({ type: 'nonsense', player: 0 })) } as never;
}

const bounded: [AnyGame, BaseConfig[]][] = [
  [games.welcometo, [{ players: 1 }, { players: 2 }, { players: 4, variant: 'advanced', board: 'icecream' } as BaseConfig, { players: 3, expert: true } as BaseConfig, { players: 12 }]],
  [games.simplicity, [{ players: 2 }, { players: 3 }, { players: 4 }, { players: 5 }, { players: 6 }, { players: 4, turnStructure: 'pawnsThenPlace' } as BaseConfig]],
  [games.bellavista, [{ players: 2 }, { players: 3 }, { players: 4 }, { players: 3, neutralInFinalRound: true } as BaseConfig]],
  [games.skyline, [{ players: 2 }, { players: 4 }, { players: 3, roundLimit: 200, setupMode: 'manual' } as BaseConfig]],
];

describe('maxGameLength: replay refuses a log longer than any game can last', () => {
  for (const [g, configs] of bounded) {
    it(`${g.id}: one action over the bound is BAD_LOG before replaying; at the bound the actions are replayed`, () => {
      for (const config of configs) {
        const max = g.maxGameLength(g.setup(config, 1));
        expect(Number.isInteger(max) && max > 0).toBe(true);
        expectRuleError(() => replay(g, junkLog(g, config, max + 1)), 'BAD_LOG', 'core');
        expect(() => replay(g, junkLog(g, config, max + 1))).toThrow(`The log holds ${max + 1} actions, but a ${g.title} game with this config lasts at most ${max}.`);
        // At the bound the length check passes and the first (junk) action is what is refused.
        expect(() => replay(g, junkLog(g, config, max))).toThrow(/^Action 1 of the log is rejected/);
      }
    });
  }

  it('the published bounds: Welcome To 155 actions a seat (seed 1), Simplicity 5 rounds of 1 + 2 × teams', () => {
    const wt = games.welcometo;
    // 35 turns (33 houses + 3 refusal boxes − 1) × (choose or refuse + end) + 33 writes + 33 effects, plus
    // seed 1's City Plans (claims, designations, reshuffles); solo 27 turns (src/welcometo/length.ts).
    expect(wt.maxGameLength(wt.setup({ players: 1 }, 1))).toBe(124);
    expect(wt.maxGameLength(wt.setup({ players: 12 }, 1))).toBe(12 * 155);
    const sim = games.simplicity;
    expect(sim.maxGameLength(sim.setup({ players: 2 }, 1))).toBe(45); // 4 teams
    expect(sim.maxGameLength(sim.setup({ players: 6 }, 1))).toBe(65); // 6 teams, no demolition
  });

  it('the Bella Vista bound: 8 rounds of 3 actions per construction card, plus the 3-player neutral building', () => {
    const bv = games.bellavista;
    expect(bv.maxGameLength(bv.setup({ players: 2 }, 1))).toBe(8 * (3 * 4 + 1)); // 4 cards a round (BV-8.3)
    expect(bv.maxGameLength(bv.setup({ players: 3 }, 1))).toBe(8 * (3 * 3 + 1));
    expect(bv.maxGameLength(bv.setup({ players: 4 }, 1))).toBe(8 * (3 * 4 + 1));
    for (const players of [2, 3, 4]) {
      for (const seed of [1, 2, 3]) {
        expect(playout(bv, { players }, seed)).toBeLessThanOrEqual(bv.maxGameLength(bv.setup({ players }, seed)));
      }
    }
  });

  it('seeded games stay inside the bound (Welcome To far inside it; Simplicity reaches it exactly)', () => {
    const wt = games.welcometo;
    for (const [config, seeds] of [[{ players: 2 }, [1, 2, 3]], [{ players: 12 }, [1]]] as const) {
      for (const seed of seeds) {
        const n = playout(wt, config, seed);
        expect(n).toBeLessThan(wt.maxGameLength(wt.setup(config, seed)) / 2);
      }
    }
    const sim = games.simplicity;
    // With a demolition every round (2, 4 and 5 players) a game is exactly 5 × (1 + 2 × teams) actions.
    expect(playout(sim, { players: 2 }, 1)).toBe(sim.maxGameLength(sim.setup({ players: 2 }, 1)));
    expect(playout(sim, { players: 6 }, 2)).toBeLessThanOrEqual(sim.maxGameLength(sim.setup({ players: 6 }, 2)));
  });

  it('Tower Up is bounded by its round limit (SK-10.7): a game of takes and discards ends within maxGameLength', () => {
    const sky = games.skyline;
    let s = sky.setup({ players: 2, roundLimit: 12 }, 1);
    let n = 0;
    while (!sky.isOver(s)) {
      const list = sky.legalActions(s, sky.actors(s)[0]!);
      s = sky.apply(s, list.find((a) => a.type === 'takeCard' || a.type === 'discard' || a.type === 'chooseColour') ?? list[0]!);
      n++;
    }
    expect(n).toBeLessThanOrEqual(sky.maxGameLength(s));
    expect(sky.maxGameLength(sky.setup({ players: 2 }, 1))).toBe(2184); // 2 × (150 + 6) × 7 (src/skyline/length.ts)
    // Villagers is bounded (src/villagers/length.ts): test/villagers/max-length.test.ts.
  });
});

describe('a long log over the bound is refused before it is copied (issue #11: under 50 ms on any input)', () => {
  it('the actions past the first thousand are never read: a getter there is not called, for replay, undo and record', () => {
    const g = games.simplicity;
    const config = { players: 2 };
    const max = g.maxGameLength(g.setup(config, 1)); // 45
    let reads = 0;
    const actions: unknown[] = Array.from({ length: 1_500 }, () => ({ type: 'nonsense', player: 0 }));
    Object.defineProperty(actions, 1_200, { get: () => (reads++, { type: 'nonsense', player: 0 }), enumerable: true });
    const log = { ...createLog(g.id, config, 1), actions } as never;
    const message = `The log holds 1500 actions, but a ${g.title} game with this config lasts at most ${max}.`;
    expect(() => replay(g, log)).toThrow(message);
    expect(() => undo(g, log)).toThrow(message);
    expect(() => replayAny(games, log)).toThrow(message);
    expectRuleError(() => replay(g, log), 'BAD_LOG', 'core');
    expect(reads).toBe(0);
    // The same log as JSON text is refused the same way, by replay and by replayAny (fresh-user trial: replayAny of the text copied it all first).
    const text = JSON.stringify({ ...createLog(g.id, config, 1), actions: Array.from({ length: 1_500 }, () => ({ type: 'nonsense', player: 0 })) });
    expect(() => replay(g, text as never)).toThrow(message);
    expect(() => replayAny(games, text)).toThrow(message);
  });

  it('a long log whose config the game refuses is still reported by the full read (BAD_LOG naming the config)', () => {
    const g = games.simplicity;
    const log = { ...createLog(g.id, { players: 2 }, 1), config: { players: 99 }, actions: Array.from({ length: 1_500 }, () => ({ type: 'nonsense', player: 0 })) } as never;
    expectRuleError(() => replay(g, log), 'BAD_LOG', 'SIM-3.1');
    expect(() => replay(g, log)).toThrow(/config or seed is rejected/);
  });
});
