/** Sampled reachable positions of every game, for the bot and determinization tests. */
import { games, playoutAny, createRng, openRng, type AnyGame, type BaseConfig } from '../../src/index.js';

export interface Position {
  readonly id: string;
  readonly game: AnyGame;
  readonly config: BaseConfig;
  readonly state: unknown;
}

/** Configs covering each game's modes with hidden information (expert and solo for Welcome To). */
export const CONFIGS: Readonly<Record<string, readonly BaseConfig[]>> = {
  welcometo: [{ players: 2 }, { players: 3, expert: true } as BaseConfig, { players: 1 }, { players: 2, board: 'icecream', variant: 'advanced' } as BaseConfig],
  villagers: [{ players: 2 }, { players: 4 }, { players: 1 }],
  skyline: [{ players: 2 }, { players: 3 }],
  simplicity: [{ players: 2 }, { players: 4 }],
  bellavista: [{ players: 2 }, { players: 3 }, { players: 4 }],
};

/** `perConfig` random positions (random play from a seeded setup to a random ply) of each config of each game. */
export function positions(perConfig: number, seed = 1): Position[] {
  const rng = openRng(createRng(seed));
  const out: Position[] = [];
  for (const [id, game] of Object.entries(games)) {
    for (const config of CONFIGS[id] ?? [{ players: 2 }]) {
      for (let i = 0; i < perConfig; i++) {
        // Every position of one random game, then one of them (or the final state) at random.
        const seen: unknown[] = [];
        const full = playoutAny(game, config, rng.int(1e9), { botSeed: i, onAction: (s) => seen.push(s) });
        seen.push(full.state);
        out.push({ id, game, config, state: seen[rng.int(seen.length)] });
      }
    }
  }
  return out;
}
