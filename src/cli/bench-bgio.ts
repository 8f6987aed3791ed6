/**
 * The bench's own boardgame.io wrapper: one of our games as a boardgame.io `Game`, and the loops that
 * drive boardgame.io's reducer and its headless `Client` on it. This is a bench-internal stand-in until
 * the `tabletop-rules/boardgameio` adapter lands; it is not a public adapter.
 *
 * The wrapper is the thinnest honest one: `G` is `{ state }` (our state), one move `act(action)` calls
 * our `apply`, the active players are our `actors` (set after every move with `setActivePlayers`),
 * `endIf` is our `isOver`, and `ai.enumerate` lists our `legalActions` as `act` moves.
 *
 * boardgame.io is an optional devDependency: it is loaded with `require` at run time (its subpaths
 * are CommonJS directory packages), after `process.env.NODE_ENV` is set to `production`, because
 * boardgame.io reads that once when its modules load (logging and serializability checks are off
 * in production). {@link loadBoardgameIO} returns the reason as a string when it cannot be loaded.
 */
import { createRequire } from 'node:module';
import type { AnyGame, BaseAction, BaseConfig, Seed } from '../core/game.js';
import { createRng, openRng, type Rng } from '../core/rng.js';

/** The parts of boardgame.io the bench drives (typed here: boardgame.io is only a devDependency). */
export interface BoardgameIO {
  version: string;
  CreateGameReducer(o: { game: unknown; isClient?: boolean }): (state: BgioState, action: unknown) => BgioState;
  InitializeGame(o: { game: unknown; numPlayers: number; setupData?: unknown }): BgioState;
  Client(o: { game: unknown; numPlayers: number; playerID?: string }): BgioClient;
  /** `G` itself when boardgame.io hands a move or hook an immer draft of it (from its own immer copy). */
  plain<T>(G: T): T;
}

interface BgioState {
  G: { state: unknown };
  ctx: { gameover?: unknown; activePlayers: Record<string, unknown> | null; currentPlayer: string };
  [k: string]: unknown;
}

interface BgioClient {
  start(): void;
  stop(): void;
  updatePlayerID(id: string): void;
  getState(): BgioState | null;
  moves: Record<string, (...args: unknown[]) => void>;
}

let loaded: BoardgameIO | string | undefined;

/** Load boardgame.io in production mode, or say why it cannot be loaded. */
export function loadBoardgameIO(): BoardgameIO | string {
  if (loaded !== undefined) return loaded;
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const require = createRequire(import.meta.url);
    const internal = require('boardgame.io/internal') as Pick<BoardgameIO, 'CreateGameReducer' | 'InitializeGame'>;
    const client = require('boardgame.io/client') as Pick<BoardgameIO, 'Client'>;
    const version = (require('boardgame.io/package.json') as { version: string }).version;
    const immer = createRequire(require.resolve('boardgame.io/package.json'))('immer') as { isDraft(x: unknown): boolean; original<T>(x: T): T };
    const plain = <T>(G: T): T => (immer.isDraft(G) ? immer.original(G) : G);
    loaded = { version, CreateGameReducer: internal.CreateGameReducer, InitializeGame: internal.InitializeGame, Client: client.Client, plain };
  } catch (e) {
    loaded = `boardgame.io is not installed (${(e as Error).message.split('\n')[0]})`;
  } finally {
    // Our own engine does not read NODE_ENV; restore it for everything else in the process.
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  return loaded;
}

const MAKE_MOVE = 'MAKE_MOVE';

/**
 * `game` at `config` as a boardgame.io `Game`. The match seed is passed as boardgame.io's
 * `setupData`, so a boardgame.io match and our `setup(config, seed)` start from the same state.
 */
export function asBoardgameIOGame(bgio: BoardgameIO, game: AnyGame, config: BaseConfig): unknown {
  const ids = (state: unknown) => game.actors(state).map(String);
  // boardgame.io runs moves and hooks inside its own immer `produce`, so `G` arrives as a draft; our
  // reducer reads the plain frozen state under it (reading through draft proxies would be slow).
  const stateOf = (G: { state: unknown }) => bgio.plain(G).state;
  return {
    name: game.id,
    disableUndo: true,
    setup: (_context: unknown, setupData: { seed: Seed }) => ({ state: game.setup(config, setupData.seed) }),
    turn: {
      onBegin: ({ G, events }: { G: { state: unknown }; events: { setActivePlayers(ids: string[]): void } }) => {
        events.setActivePlayers(ids(stateOf(G)));
      },
    },
    moves: {
      act: ({ G, ctx, events }: { G: { state: unknown }; ctx: BgioState['ctx']; events: { setActivePlayers(ids: string[]): void } }, action: BaseAction) => {
        const state = game.apply(stateOf(G), action);
        const next = ids(state);
        const now = ctx.activePlayers ? Object.keys(ctx.activePlayers) : [];
        if (next.length !== now.length || next.some((p, i) => p !== now[i])) events.setActivePlayers(next);
        return { state };
      },
    },
    endIf: ({ G }: { G: { state: unknown } }) => (game.isOver(stateOf(G)) ? { over: true } : undefined),
    ai: {
      enumerate: (G: { state: unknown }, _ctx: unknown, playerID: string) =>
        game.legalActions(stateOf(G), Number(playerID)).map((a) => ({ move: 'act', args: [a] })),
    },
  };
}

/** The seat to act: the only actor, or one drawn by the scheduler (as our playout loop does). */
function pickActor(rng: Rng, actors: readonly number[]): number {
  return actors.length === 1 ? actors[0]! : rng.pick(actors);
}

/** Generators named exactly as in `playout` (core/bots.ts), so both loops play the same game. */
function rngsFor(seed: Seed): { scheduler: Rng; bot: Rng } {
  return { scheduler: openRng(createRng(`${String(seed)}/scheduler`)), bot: openRng(createRng(`${String(seed)}/bot`)) };
}

/**
 * One random playout through boardgame.io's reducer: `InitializeGame`, then one `MAKE_MOVE` per ply
 * whose action is drawn from `ai.enumerate`. Returns the plies played. Throws if boardgame.io rejects
 * a move (the wrapper would be wrong).
 */
export function reducerPlayout(bgio: BoardgameIO, game: AnyGame, bgGame: unknown, reducer: (s: BgioState, a: unknown) => BgioState, players: number, seed: Seed, maxPlies = 100_000): number {
  const { scheduler, bot } = rngsFor(seed);
  const enumerate = (bgGame as { ai: { enumerate(G: unknown, ctx: unknown, p: string): { move: string; args: unknown[] }[] } }).ai.enumerate;
  let s = bgio.InitializeGame({ game: bgGame, numPlayers: players, setupData: { seed } });
  let plies = 0;
  while (s.ctx.gameover === undefined && plies < maxPlies) {
    const p = String(pickActor(scheduler, game.actors(s.G.state)));
    const moves = enumerate(s.G, s.ctx, p);
    const m = bot.pick(moves);
    const next = reducer(s, { type: MAKE_MOVE, payload: { type: m.move, args: m.args, playerID: p } });
    if (next.G === s.G) throw new Error(`boardgame.io rejected ply ${plies} of ${game.id} by player ${p}`);
    s = next;
    plies++;
  }
  return plies;
}

/** One random playout through boardgame.io's headless `Client` (no server, no debug panel). */
export function clientPlayout(bgio: BoardgameIO, game: AnyGame, bgGame: unknown, players: number, seed: Seed, maxPlies = 100_000): number {
  const { scheduler, bot } = rngsFor(seed);
  const enumerate = (bgGame as { ai: { enumerate(G: unknown, ctx: unknown, p: string): { move: string; args: unknown[] }[] } }).ai.enumerate;
  // A fresh game object per match: the seed reaches setup through a closure (Client has no setupData).
  const seeded = { ...(bgGame as object), setup: (ctx: unknown) => (bgGame as { setup(c: unknown, d: unknown): unknown }).setup(ctx, { seed }) };
  const client = bgio.Client({ game: seeded, numPlayers: players });
  client.start();
  let plies = 0;
  let s = client.getState()!;
  while (s.ctx.gameover === undefined && plies < maxPlies) {
    const p = String(pickActor(scheduler, game.actors(s.G.state)));
    const m = bot.pick(enumerate(s.G, s.ctx, p));
    client.updatePlayerID(p);
    client.moves[m.move]!(...m.args);
    const next = client.getState()!;
    if (next.G === s.G) throw new Error(`boardgame.io Client rejected ply ${plies} of ${game.id} by player ${p}`);
    s = next;
    plies++;
  }
  client.stop();
  return plies;
}
