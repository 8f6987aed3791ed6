import { games } from '../../src/index.js';
import type { AnyGame, GameLog, ScoreSheet } from '../../src/core/index.js';
import { createRng, openRng, replay, LOG_FORMAT } from '../../src/core/index.js';
import { toBoardgameIO } from '../../src/boardgameio/index.js';
import { InitializeGame } from './bgio.js';

/** Every game, 2 seats, default config: the shortest full matches (about 40-170 plies each). */
export const CASES: ReadonlyArray<{ id: string; game: AnyGame }> = Object.entries(games).map(([id, game]) => ({ id, game }));
export const PLAYERS = 2;

/** The seed `toBoardgameIO(game, { seed })` gives our setup (what the server's G.seed holds). */
export function ourSeed(game: AnyGame, bgioSeed: string): number {
  const bg = toBoardgameIO(game, { seed: bgioSeed });
  return (InitializeGame({ game: bg, numPlayers: PLAYERS, setupData: { players: PLAYERS } }).G as { seed: number }).seed;
}

/**
 * The reference side of a match: our own engine on the full state, choosing a random legal action
 * for one of the current actors (from its own seeded generator).
 */
export class Reference {
  state: unknown;
  readonly log: GameLog;
  private readonly rng;
  constructor(readonly game: AnyGame, seed: number, botSeed: string) {
    const config = { players: PLAYERS };
    this.state = game.setup(config, seed);
    this.log = { format: LOG_FORMAT, game: game.id, config, seed, actions: [] };
    this.rng = openRng(createRng(botSeed));
  }
  /** A legal action of a seat that may act now (`undefined` once over). */
  next(): { type: string; player: number } | undefined {
    if (this.game.isOver(this.state)) return undefined;
    const seat = this.rng.pick(this.game.actors(this.state));
    return this.rng.pick(this.game.legalActions(this.state, seat));
  }
  apply(action: { type: string; player: number }): void {
    this.state = this.game.apply(this.state, action);
    (this.log.actions as unknown[]).push(action);
  }
  view(seat: number | null): unknown {
    return this.game.view(this.state, seat);
  }
  /** The final score sheet of our own `replay` of the actions played. */
  replayedScore(): ScoreSheet {
    return this.game.score(replay(this.game, this.log));
  }
}

/** Every key path in `x` whose name says RNG or seed (`rng`, `prngstate`, `seed`...), for leak checks. */
export function secretKeys(x: unknown, path = '$', out: string[] = []): string[] {
  if (Array.isArray(x)) x.forEach((v, i) => secretKeys(v, `${path}[${i}]`, out));
  else if (x !== null && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      if (/rng|prng|seed/i.test(k)) out.push(`${path}.${k}`);
      secretKeys(v, `${path}.${k}`, out);
    }
  }
  return out;
}
