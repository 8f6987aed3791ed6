/**
 * `position(positionOf(s))` gives back the public part of `s` (same spectator view) for 1,000 states
 * of random real games per game; each rebuilt position passes the game's own invariant (where its
 * tests export one) and the game's `validate`, and every 250th is also played on to the end.
 */
import { describe, expect, it } from 'vitest';
import { createRng, openRng, type AnyGame, type BaseConfig } from '../../src/core/index.js';
import { gameById } from '../../src/index.js';
import * as skyline from '../../src/skyline/position.js';
import * as villagers from '../../src/villagers/position.js';
import { conservation as villagersInvariant } from '../villagers/checks.js';
import { invariant as welcometoInvariant } from '../welcometo/helpers.js';
import { invariant as simplicityInvariant } from '../simplicity/helpers.js';

/** The games' own state invariants (from their property tests), checked on every rebuilt position. */
const INVARIANTS: Record<string, (s: never) => string | undefined | void> = {
  villagers: villagersInvariant as never,
  welcometo: welcometoInvariant as never,
  simplicity: simplicityInvariant as never,
};
import * as welcometo from '../../src/welcometo/position.js';
import * as bellavista from '../../src/bellavista/position.js';
import * as simplicity from '../../src/simplicity/position.js';

interface Builder {
  position(spec: never, seed?: string | number): unknown;
  positionOf(state: never): unknown;
  /** What must round-trip; default the spectator view. */
  comparableView?(state: never): unknown;
}
const BUILDERS: Record<string, { b: Builder; configs: BaseConfig[] }> = {
  simplicity: { b: simplicity as unknown as Builder, configs: [{ players: 2 }, { players: 5, turnStructure: 'pawnsThenPlace' } as BaseConfig, { players: 6 }] },
  bellavista: { b: bellavista as unknown as Builder, configs: [{ players: 2 }, { players: 3 }, { players: 4 }] },
  welcometo: {
    b: welcometo as unknown as Builder,
    configs: [{ players: 3 }, { players: 1 }, { players: 2, expert: true, board: 'icecream' } as BaseConfig, { players: 4, variant: 'advanced', board: 'christmas' } as BaseConfig],
  },
  // villagers: the exact spectator view (village uids and order included), not `comparableView`
  villagers: { b: { position: villagers.position, positionOf: villagers.positionOf } as unknown as Builder, configs: [{ players: 2 }, { players: 3 }, { players: 5 }, { players: 1 }] },
  skyline: { b: skyline as unknown as Builder, configs: [{ players: 2 }, { players: 3 }, { players: 4, startingFloors: 5 } as BaseConfig] },
};

function playOn(game: AnyGame, s: unknown, seed: string): void {
  const rng = openRng(createRng(seed));
  for (let i = 0; !game.isOver(s) && i < 5000; i++) {
    const actors = game.actors(s);
    expect(actors.length).toBeGreaterThan(0);
    const legal = game.legalActions(s, actors[rng.int(actors.length)]!);
    s = game.apply(s, legal[rng.int(legal.length)]);
  }
  expect(game.isOver(s)).toBe(true);
}

describe('position(positionOf(s)) round-trips the public part of 1,000 real positions', () => {
  for (const [id, { b, configs }] of Object.entries(BUILDERS)) {
    it(id, () => {
      const game = gameById(id)!;
      const rng = openRng(createRng(`roundtrip/${id}`));
      let n = 0;
      for (let g = 0; n < 1000; g++) {
        const config = configs[g % configs.length]!;
        let s = game.setup(config, `rt-${g}`);
        while (n < 1000) {
          {
            const spec = JSON.parse(JSON.stringify(b.positionOf(s as never)));
            const t = b.position(spec as never, `p-${n}`);
            const pub = (x: unknown) => JSON.stringify(b.comparableView ? b.comparableView(x as never) : game.view(x, null));
            expect(pub(t)).toBe(pub(s));
            expect(INVARIANTS[id]?.(t as never) ?? undefined).toBeUndefined();
            expect(game.validate(t)).toEqual([]);
            if (n % 250 === 0) playOn(game, t, `on-${n}`);
            n++;
          }
          if (game.isOver(s)) break;
          const actors = game.actors(s);
          const legal = game.legalActions(s, actors[rng.int(actors.length)]!);
          s = game.apply(s, legal[rng.int(legal.length)]);
        }
      }
      expect(n).toBe(1000);
    });
  }
});
