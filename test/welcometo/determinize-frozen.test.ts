/**
 * Issue #11 (no aliasing), found by the stop-17 fresh-user trial: `determinize` re-plays the turns of
 * seats that already ended theirs (WT-1.1 views) through `apply`, which returns a frozen state sharing
 * the parts it left alone. Those parts (stacks, flipped) were new unfrozen arrays, and the core takes a
 * frozen object as frozen throughout: the caller could edit them in place and the engine, which knows
 * the state as its own, played on from a state its own `validate` refuses.
 */
import { describe, expect, it } from 'vitest';
import { createRng, openRng } from '../../src/core/index.js';
import { welcometo as g, type WelcomeToState } from '../../src/welcometo/index.js';
import { unfrozen } from '../frozen.js';

describe('welcometo determinize: frozen throughout (issue #11)', () => {
  it('every determinized state of sampled steps has no editable part, for every seat and the spectator', () => {
    let checked = 0;
    let replayed = 0;
    for (const players of [1, 2, 3, 5]) {
      for (const expert of players === 1 ? [false] : [false, true]) {
        const rng = openRng(createRng(`det-frozen/${players}/${expert}`));
        let s = g.setup({ players, expert }, `det-frozen/${players}/${expert}`) as WelcomeToState;
        for (let step = 0; step < 60 && !g.isOver(s); step++) {
          const p = rng.pick(g.actors(s));
          s = g.apply(s, rng.pick(g.legalActions(s, p)));
          if (step % 3 !== 0) continue;
          for (const seat of [null, ...s.players.map((_, i) => i)]) {
            const d = g.determinize(s, seat, step);
            expect(unfrozen(d)).toBeNull();
            checked++;
            if (s.players.some((q, i) => i !== seat && q.turn.step === 'done')) replayed++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(replayed).toBeGreaterThan(20);
  });

  it("the trial's case: 2 players, seed 9, six random actions; an in-place edit of the result is impossible", () => {
    const rng = openRng(createRng("trial"));
    let s = g.setup({ players: 2 }, 9) as WelcomeToState;
    for (let i = 0; i < 6; i++) {
      const p = rng.pick(g.actors(s));
      s = g.apply(s, rng.pick(g.legalActions(s, p)));
    }
    for (const seat of [0, 1]) {
      const d = g.determinize(s, seat, 1) as WelcomeToState;
      expect(() => {
        (d.stacks as number[][]).length = 0;
      }).toThrow(TypeError);
      expect(() => {
        (d.flipped as number[])[0] = 1e9;
      }).toThrow(TypeError);
      expect(g.validate(d)).toEqual([]);
    }
  });
});
