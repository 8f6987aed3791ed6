/**
 * Issue #13 / #11: `apply` finds a `write` or `fence` read from JSON (a replayed log, a client's
 * message) by its rule alone (`listedWrite`, `listedFence` in legal.ts), not by listing every house or
 * slot. Their answer must be the listing's: for every field combination (in range, out of range, not
 * whole numbers) the very listed object `listedOfType` gives, or nothing when it lists none.
 */
import { describe, expect, it } from 'vitest';
import { jsonEqual, playout } from '../../src/core/index.js';
import { welcometo } from '../../src/welcometo/index.js';
import { listedFence, listedOfType, listedWrite } from '../../src/welcometo/legal.js';
import type { WelcomeToAction, WelcomeToConfig, WelcomeToState } from '../../src/welcometo/types.js';

const CONFIGS: WelcomeToConfig[] = [
  { players: 3 },
  { players: 4, variant: 'advanced', board: 'icecream' },
  { players: 3, expert: true, variant: 'advanced', board: 'christmas' },
  { players: 1, variant: 'advanced', roundaboutTiming: 'beforeOrAfter' },
  { players: 2, refusalConsidersTemp: true, tempZeroModifierHires: false },
];

/** The states of a seeded game, with the seats that may act in each. */
function states(config: WelcomeToConfig, seed: string): WelcomeToState[] {
  const out: WelcomeToState[] = [];
  playout(welcometo, config, seed, { onAction: (s) => out.push(s) });
  return out;
}

/** The action of `listed` deep-equal to `a` (what `apply` matched by listing), or undefined. */
function byListing(listed: readonly WelcomeToAction[], a: Record<string, unknown>) {
  return listed.find((x) => x.type === a.type && jsonEqual(x, a));
}

// Field values: every index a sheet has, one past either end, and values no listed action holds.
const ODD = [-1, -0, 1.5, '2', null, 99];
const range = (n: number): unknown[] => [...Array.from({ length: n + 1 }, (_, i) => i), ...ODD];

describe('Welcome To: a write or fence read from JSON is the listed one', () => {
  for (const config of CONFIGS) {
    it(`${JSON.stringify(config)}: listedWrite and listedFence answer as the listing`, () => {
      let writes = 0;
      let fences = 0;
      const wrong: unknown[] = [];
      for (const seed of ['m1', 'm2']) {
        const all = states(config, seed);
        for (let i = 0; i < all.length; i += 7) {
          const s = all[i]!;
          for (const p of welcometo.actors(s)) {
            const step = s.players[p]!.turn.step;
            const streets = s.players[p]!.sheet.houses.length;
            if (step === 'write') {
              const listed = listedOfType(s, p, 'write');
              for (const street of range(streets)) {
                for (const house of range(12)) {
                  for (const number of [...range(17), 18]) {
                    for (const temp of [false, true, 0]) {
                      const a = { type: 'write', player: p, street, house, number, temp };
                      const want = byListing(listed, a);
                      if (listedWrite(s, p, a) !== want) wrong.push(a); // one expect per test: vitest's is slow
                      if (want !== undefined) writes++;
                    }
                  }
                }
              }
            } else if (step === 'effect' || i % 14 === 0) {
              const listed = listedOfType(s, p, 'fence');
              for (const street of range(streets)) {
                for (const slot of range(11)) {
                  const a = { type: 'fence', player: p, street, slot };
                  const want = byListing(listed, a);
                  if (listedFence(s, p, a) !== want) wrong.push(a);
                  if (want !== undefined) fences++;
                }
              }
              // a write at any other step is never listed
              expect(listedWrite(s, p, { type: 'write', player: p, street: 0, house: 0, number: 5, temp: false })).toBeUndefined();
            }
          }
        }
      }
      expect(wrong.slice(0, 5)).toEqual([]);
      expect(writes).toBeGreaterThan(50);
      if (!config.expert && config.players > 2) expect(fences).toBeGreaterThan(5);
    });
  }

  it('an action with an extra or missing field is not matched (the guard then names the problem)', () => {
    const all = states({ players: 2 }, 'm3');
    const s = all.find((x) => x.players.some((p) => p.turn.step === 'write'))!;
    const p = s.players.findIndex((x) => x.turn.step === 'write');
    const w = listedOfType(s, p, 'write')[0]! as unknown as Record<string, unknown>;
    const copy = JSON.parse(JSON.stringify(w)) as Record<string, unknown>;
    expect(welcometo.apply(s, copy as never)).toEqual(welcometo.apply(s, w as never));
    expect(() => welcometo.apply(s, { ...copy, extra: 1 } as never)).toThrow();
    const { temp: _t, ...missing } = copy;
    expect(() => welcometo.apply(s, missing as never)).toThrow();
  });
});
