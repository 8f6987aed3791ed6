/**
 * A deep-frozen Proxy as a state (trial 19, issue #11): it reads like plain data while the core copies it,
 * and its trap may throw or answer differently later. The engine checks and uses the copy, never the
 * caller's object: so a trap armed afterwards cannot poison a game's validate memo (Welcome To kept the
 * Proxy as its last valid state, and every later Welcome To state "could not be checked"), and the calls
 * on that object give a RuleError, never the caller's own exception.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze, isRuleError, playout, replay, sealLog, type AnyGame } from '../../src/core/index.js';
import { games } from '../../src/index.js';

/** A deep-frozen JSON copy of `state` behind a Proxy whose `get` trap throws once `arm()` is called. */
function trapped(state: unknown): { proxy: object; arm(): void } {
  let armed = false;
  const target = deepFreeze(JSON.parse(JSON.stringify(state))) as object;
  const proxy = new Proxy(target, {
    get(t, k, r) {
      if (armed) throw new Error(`caller trap ${String(k)}`);
      return Reflect.get(t, k, r);
    },
  });
  return { proxy, arm: () => (armed = true) };
}

const all = Object.values(games) as AnyGame[];

describe('a deep-frozen Proxy state is copied when it enters, never kept', () => {
  for (const game of all) {
    it(`${game.id}: validate of it, then its trap armed: later states and replays are unaffected`, () => {
      const config = { players: 2 };
      const r = playout(game, config, 'proxy/1');
      const log = sealLog(r.log, r.state);
      const { proxy, arm } = trapped(game.setup(config, 'proxy/2'));
      expect(game.validate(proxy)).toEqual([]);
      expect(game.legalActions(proxy, game.actors(proxy)[0]!).length).toBeGreaterThan(0);
      arm();
      // The engine's memo holds the copy: a good log still replays, a fresh state still validates.
      expect(game.score(replay(game, log))).toEqual(game.score(r.state));
      expect(game.validate(game.setup({ players: 3 }, 'proxy/3'))).toEqual([]);
      // The armed Proxy itself: the engine answers from the copy it made when the Proxy entered (frozen
      // throughout, so remembered) or throws a RuleError, never the caller's Error.
      const calls: [string, () => unknown][] = [
        ['validate', () => { const p = game.validate(proxy); if (p.length === 0) throw new Error('accepted'); return p; }],
        ['legalActions', () => game.legalActions(proxy, 0)],
        ['actors', () => game.actors(proxy)],
        ['isOver', () => game.isOver(proxy)],
        ['score', () => game.score(proxy)],
        ['view', () => game.view(proxy, 0)],
        ['render', () => game.render(proxy, null)],
        ['describe', () => game.describe(proxy, { type: 'x', player: 0 } as never, null)],
        ['determinize', () => game.determinize(proxy, 0, 1)],
        ['apply', () => game.apply(proxy, { type: 'x', player: 0 } as never)],
      ];
      for (const [name, call] of calls) {
        if (name === 'validate') {
          expect(call(), name).not.toEqual([]);
          continue;
        }
        let caught: unknown;
        try {
          call();
        } catch (e) {
          caught = e;
        }
        if (caught !== undefined) expect(isRuleError(caught), `${name}: ${String(caught)}`).toBe(true);
      }
      // A frozen Proxy that never entered, armed: every call reads it, and gets a RuleError.
      const fresh = trapped(game.setup(config, 'proxy/4'));
      fresh.arm();
      for (const call of [() => game.legalActions(fresh.proxy, 0), () => game.render(fresh.proxy, null), () => game.view(fresh.proxy, 0), () => game.describe(fresh.proxy, { type: 'x', player: 0 } as never, null), () => game.determinize(fresh.proxy, 0, 1)]) {
        let caught: unknown;
        try {
          call();
        } catch (e) {
          caught = e;
        }
        expect(isRuleError(caught), String(caught)).toBe(true);
      }
    });
  }
});
