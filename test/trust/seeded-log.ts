import { createLog, sealLog, type AnyGame, type BaseConfig, type GameLog, type Seed } from '../../src/core/index.js';

/**
 * A sealed log of up to `n` pseudo-random legal actions (a multiplicative hash of `r`, seat then action,
 * from `setup(config, seed)`; stops early if the game ends), and the state it reaches.
 */
export function seededLog<S>(g: AnyGame, config: BaseConfig, seed: Seed, r: number, n: number): { log: GameLog; state: S } {
  let s = g.setup(config, seed) as S;
  const actions: unknown[] = [];
  for (let k = 0; k < n && !g.isOver(s); k++) {
    const actors = g.actors(s) as number[];
    r = Math.imul(r ^ (r >>> 15), 2246822519) >>> 0;
    const list = g.legalActions(s, actors[r % actors.length]!) as unknown[];
    r = Math.imul(r ^ (r >>> 13), 3266489917) >>> 0;
    const a = list[r % list.length];
    s = g.apply(s, a as never) as S;
    actions.push(a);
  }
  return { log: sealLog({ ...createLog(g.id, config, seed), actions } as GameLog, s), state: s };
}
