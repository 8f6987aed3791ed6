/**
 * Issue #11, no aliasing: `position()` returns states frozen throughout in every game (as `setup` and
 * `apply` do; `buildPosition` freezes what the game builds), sharing nothing mutable with the spec, and
 * every such state passes the game's `validate`: the documented examples, the unit-test specs, and
 * `position(positionOf(s))` of states of random games.
 */
import { describe, expect, it } from 'vitest';
import { createRng, openRng, type AnyGame, type BaseConfig } from '../../src/core/index.js';
import { gameById } from '../../src/index.js';
import * as bellavista from '../../src/bellavista/position.js';
import * as simplicity from '../../src/simplicity/position.js';
import * as skyline from '../../src/skyline/position.js';
import * as villagers from '../../src/villagers/position.js';
import * as welcometo from '../../src/welcometo/position.js';
import { DOC_EXAMPLES } from './doc-examples.js';

interface Builder {
  position(spec: never, seed?: string | number): unknown;
  positionOf(state: never): unknown;
}
const BUILDERS: Record<string, { b: Builder; configs: BaseConfig[] }> = {
  welcometo: { b: welcometo as unknown as Builder, configs: [{ players: 3 }, { players: 1 }, { players: 2, expert: true, board: 'icecream' } as BaseConfig] },
  villagers: { b: villagers as unknown as Builder, configs: [{ players: 2 }, { players: 5 }, { players: 1 }] },
  skyline: { b: skyline as unknown as Builder, configs: [{ players: 2 }, { players: 4 }] },
  simplicity: { b: simplicity as unknown as Builder, configs: [{ players: 2 }, { players: 6, turnStructure: 'pawnsThenPlace' } as BaseConfig] },
  bellavista: { b: bellavista as unknown as Builder, configs: [{ players: 2 }, { players: 4 }] },
};

/** The path of the first object in `x` that is not frozen (every object walked, frozen or not), or undefined. */
function unfrozenAt(x: unknown, path = 'state'): string | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  if (!Object.isFrozen(x)) return path;
  for (const [k, v] of Object.entries(x)) {
    const at = unfrozenAt(v, Array.isArray(x) ? `${path}[${k}]` : `${path}.${k}`);
    if (at !== undefined) return at;
  }
  return undefined;
}

/** Whether `a` and `b` share an object (the spec's copy must not end up mutable in the state, nor the spec itself in it). */
function objects(x: unknown, out = new Set<object>()): Set<object> {
  if (typeof x === 'object' && x !== null && !out.has(x)) {
    out.add(x);
    for (const v of Object.values(x)) objects(v, out);
  }
  return out;
}

describe('position() results are frozen throughout and valid', () => {
  for (const [id, { b, configs }] of Object.entries(BUILDERS)) {
    const game = gameById(id) as AnyGame;

    it(`${id}: the documented example`, () => {
      const ex = DOC_EXAMPLES[id as keyof typeof DOC_EXAMPLES] as { spec: unknown; seed: string };
      const spec = structuredClone(ex.spec);
      const s = b.position(spec as never, ex.seed);
      expect(unfrozenAt(s)).toBeUndefined();
      expect(game.validate(s)).toEqual([]);
      // Nothing of the caller's spec is in the state, and the spec is not frozen.
      const mine = objects(spec);
      for (const o of objects(s)) expect(mine.has(o)).toBe(false);
      expect(Object.isFrozen(spec)).toBe(false);
      // A frozen position is used as it is: two calls list the very same actions.
      const p = game.actors(s)[0];
      if (p !== undefined) expect(game.legalActions(s, p)[0]).toBe(game.legalActions(s, p)[0]);
    });

    it(`${id}: position(positionOf(s)) over random games`, () => {
      let n = 0;
      for (const [k, config] of configs.entries()) {
        const rng = openRng(createRng(`frozen-${id}-${k}`));
        let s = game.setup(config, k + 1);
        for (let ply = 0; !game.isOver(s) && ply < 5000; ply++) {
          if (ply % 9 === 0) {
            const p = b.position(b.positionOf(s as never) as never, `p${ply}`);
            expect(unfrozenAt(p), `${JSON.stringify(config)} ply ${ply}`).toBeUndefined();
            expect(game.validate(p), `${JSON.stringify(config)} ply ${ply}`).toEqual([]);
            n++;
          }
          const actors = game.actors(s);
          const legal = game.legalActions(s, actors[rng.int(actors.length)]!);
          s = game.apply(s, legal[rng.int(legal.length)]);
        }
      }
      expect(n).toBeGreaterThan(10);
    });
  }
});
