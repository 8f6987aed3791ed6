/**
 * `tabletop-rules/boardgameio`: serve any game of this library through boardgame.io 0.50.2 (its
 * `Server`, lobby, storage adapters, socket.io transport, `Client`, bots and Debug Panel).
 *
 * `toBoardgameIO(game)` returns a boardgame.io `Game` whose `G` (server side only) is
 * {@link MatchG} `{ state, config, seed }`: our state, the config it was set up with, and the seed
 * that boardgame.io's own seeded randomness gave it. Clients never see `G`: boardgame.io's
 * `playerView` is our `view(state, seat)` (spectators: `view(state, null)`), so the RNG state, the
 * seed, deck order and other players' hands stay on the server. See `docs/boardgameio.md`.
 *
 * This module imports nothing from boardgame.io at run time (only its types), so it loads in a
 * browser bundle or on a server alike; boardgame.io is an optional peer dependency.
 */
import type { Ctx, Game as BgioGame } from 'boardgame.io';
import { RuleError, isRuleError } from '../core/errors.js';
import { isPlainObject } from '../core/actions.js';
import { printValue } from '../core/json.js';
import type { BaseAction, BaseConfig, Game, PlayerId, ScoreSheet } from '../core/game.js';
import { LOG_FORMAT, type GameLog } from '../core/replay.js';

/** boardgame.io's `INVALID_MOVE` constant (`boardgame.io/core`), a plain string in 0.50.2. */
export const INVALID_MOVE = 'INVALID_MOVE';

/** The name of the one boardgame.io move every adapted game has: `client.moves.act(action)`. */
export const MOVE = 'act';

/** The socket.io event {@link guardServer} sends to a client whose move was rejected. */
export const REJECTED_EVENT = 'tabletop-rules:rejected';

/** `G` on the server: our state, its config and the seed it was set up with. Never sent to a client. */
export interface MatchG<State = unknown, Config extends BaseConfig = BaseConfig> {
  /** Our game state (with its RNG state inside). */
  readonly state: State;
  /** The validated config (the match's `setupData`, with `players` = the match's `numPlayers`). */
  readonly config: Config;
  /** The seed passed to `game.setup`: an int32 drawn from boardgame.io's seeded `random.Number()`. */
  readonly seed: number;
}

/** What {@link GuardOptions.onRejected} is told about a move {@link guardServer} dropped. */
export interface GuardRejection extends Rejection {
  /** The match the update named (`null` if it named none as a string). */
  readonly matchID: string | null;
}

/** Options of {@link guardServer}. */
export interface GuardOptions {
  /** Told every move the guard drops, after its sender got `REJECTED_EVENT` (log it, meter it). */
  readonly onRejected?: (rejection: GuardRejection) => void;
}

/** What {@link BoardgameIOOptions.onRejected} is told about a rejected move. */
export interface Rejection<Action extends BaseAction = BaseAction> {
  /** The boardgame.io seat that sent it (`'0'`, `'1'`, ...; `null` if none). */
  readonly playerID: string | null;
  /**
   * The argument the move was called with (anything: it came from a client); the list of its
   * arguments when it was not called with exactly one.
   */
  readonly action: unknown;
  /** Why: a `RuleError` (`NOT_YOUR_TURN`, `ILLEGAL_ACTION`, `MALFORMED_ACTION`, `GAME_OVER`). */
  readonly error: RuleError;
  /** Typed view of `action` when it was an object (for logging). */
  readonly typed?: Action;
}

/** Options of {@link toBoardgameIO}. */
export interface BoardgameIOOptions<Config extends BaseConfig = BaseConfig, Action extends BaseAction = BaseAction> {
  /** The boardgame.io game name (socket.io namespace and lobby name). Default: `game.id`. */
  readonly name?: string;
  /**
   * boardgame.io's `Game.seed`: fixes the seed of every match of this game (for tests and replays).
   * Default: none, so boardgame.io seeds each match from the clock.
   */
  readonly seed?: string | number;
  /** Config used when a match has no `setupData`; `players` is always the match's `numPlayers`. */
  readonly defaultConfig?: Partial<Config>;
  /**
   * Called on the machine that runs the move (the server) for every move rejected with a
   * `RuleError`, before `INVALID_MOVE` is returned. Use it to log or to reply to the client.
   */
  readonly onRejected?: (rejection: Rejection<Action>) => void;
}

/** The config a match plays with: `setupData` (or the default) with `players = numPlayers`. */
function configOf<C extends BaseConfig>(setupData: unknown, numPlayers: number, defaults: Partial<C> | undefined): C {
  if (setupData === undefined || setupData === null) return { ...(defaults ?? {}), players: numPlayers } as C;
  if (!isPlainObject(setupData)) throw new RuleError('BAD_CONFIG', 'core', 'The match setupData must be a config object.');
  if ('players' in setupData && setupData.players !== numPlayers) {
    throw new RuleError(
      'BAD_CONFIG',
      'core',
      `The config says ${String(setupData.players)} players but the match has ${numPlayers} seats.`,
    );
  }
  return { ...setupData, players: numPlayers } as unknown as C;
}

/** An int32 seed from boardgame.io's seeded generator (one `random.Number()` draw). */
function seedFromRandom(random: { Number(): number }): number {
  return (Math.floor(random.Number() * 0x100000000) - 0x80000000) | 0;
}

const RAW = Symbol.for('tabletop-rules/boardgameio/rawG');

/** True when `g` is a server-side {@link MatchG}, false for a client's view. */
export function isMatchG(g: unknown): g is MatchG {
  return isPlainObject(g) && 'state' in g && 'config' in g && typeof g.seed === 'number';
}

/**
 * The seat a boardgame.io `playerID` names: the decimal string of a seat number (`"0"`, `"1"`, …, as
 * boardgame.io writes them), else `null`. Strict on purpose: `Number()` would also read `""`, `" 1"`,
 * `"0x1"` or `"1e0"` as a seat.
 */
export function seatOfPlayerID(playerID: unknown): number | null {
  if (typeof playerID !== 'string' || !/^(0|[1-9][0-9]{0,5})$/.test(playerID)) return null;
  return Number(playerID);
}

/**
 * Check one move without changing anything: `{ ok: true, state }` (the state `apply` returns) if
 * `action` is legal for seat `playerID` in `g`, otherwise `{ ok: false, error }` with the `RuleError`
 * that `apply` (or the seat check) throws.
 *
 * The seat check: `action.player` must be the seat that sends it ({@link seatOfPlayerID}), else
 * `NOT_YOUR_TURN` (rule `core`); so must a `playerID` that names no seat. A non-object is `MALFORMED_ACTION` (rule `core`).
 */
export function checkMove<S, A extends BaseAction, C extends BaseConfig>(
  game: Game<S, A, C, unknown>,
  g: MatchG<S, C>,
  playerID: string | null | undefined,
  action: unknown,
): { ok: true; state: S } | { ok: false; error: RuleError } {
  try {
    if (!isPlainObject(action)) {
      throw new RuleError('MALFORMED_ACTION', 'core', 'A move takes one action object: { type, player, ... }.');
    }
    const seat = seatOfPlayerID(playerID);
    if (seat === null || action.player !== seat) {
      throw new RuleError(
        'NOT_YOUR_TURN',
        'core',
        seat === null
          ? `${printValue(playerID)} is not a seat's playerID ("0", "1", …).`
          : `Seat ${seat} sent an action for player ${printValue(action.player)}; a seat acts only for itself.`,
      );
    }
    return { ok: true, state: game.apply(g.state, action as unknown as A) };
  } catch (e) {
    if (isRuleError(e)) return { ok: false, error: e };
    throw e;
  }
}

/**
 * {@link checkMove} for a move's argument list as boardgame.io hands it over: a move takes exactly
 * one argument, the action. Any other count (`moves.act()`, `moves.act(action, 1)`, `args: [action,
 * x]` in a `MAKE_MOVE`) is `MALFORMED_ACTION` (rule `core`), the state unchanged.
 */
export function checkMoveArgs<S, A extends BaseAction, C extends BaseConfig>(
  game: Game<S, A, C, unknown>,
  g: MatchG<S, C>,
  playerID: string | null | undefined,
  args: readonly unknown[],
): { ok: true; state: S } | { ok: false; error: RuleError } {
  if (args.length !== 1) {
    return {
      ok: false,
      error: new RuleError('MALFORMED_ACTION', 'core', `A move takes exactly one argument, the action; it was called with ${args.length}.`),
    };
  }
  return checkMove(game, g, playerID, args[0]);
}

/** boardgame.io's reading of a `MAKE_MOVE` payload's `args`: none for `undefined`, a lone value as one. */
function argsOf(args: unknown): unknown[] {
  return args === undefined ? [] : Array.isArray(args) ? (args as unknown[]) : [args];
}

function rawG<S, C extends BaseConfig>(context: { G: unknown }): MatchG<S, C> {
  return ((context as Record<symbol, unknown>)[RAW] ?? context.G) as MatchG<S, C>;
}

/**
 * Wrap a game as a boardgame.io 0.50.2 `Game`.
 *
 * - `setup({ random, ctx }, setupData)`: `game.setup(config, seed)` with `config` = `setupData`
 *   (`players` = `ctx.numPlayers`) and `seed` = one draw of boardgame.io's seeded `random.Number()`,
 *   so a match is reproducible from its boardgame.io seed (`Game.seed` or the one it stores).
 * - `validateSetupData(setupData, numPlayers)`: runs `game.setup` on the config and returns the
 *   `RuleError` message (`BAD_CONFIG`) as a string, so boardgame.io refuses the match (the lobby's
 *   create call answers 400) and no state is made.
 * - `moves.act(action)` ({@link MOVE}): `{ move, client: false, redact: true, ignoreStaleStateID:
 *   true }`. Calls
 *   `game.apply` ({@link checkMoveArgs}); a `RuleError` (an action for another seat, a move not called
 *   with exactly one argument) returns `INVALID_MOVE` and leaves
 *   every part of the match unchanged, after calling `options.onRejected`. `client: false` makes it
 *   run only on the server; `redact: true` keeps an action's arguments out of the other seats' logs
 *   (their `view` shows its effects).
 * - Turns: the seats that may move are exactly `game.actors(state)`. One actor: it is
 *   `ctx.currentPlayer` (a change of actor ends the boardgame.io turn). Several (simultaneous
 *   phases such as Welcome To...'s turns): they are `ctx.activePlayers`. Client events (`endTurn`,
 *   `endGame`, `setActivePlayers`, ...) are disabled, and a plugin declares any state whose active
 *   seats or game-over value disagree with the game invalid.
 * - `playerView({ G, playerID })` = `game.view(G.state, seat)`; `null` (or an unknown seat) sees
 *   `game.view(G.state, null)`. boardgame.io's own `plugins.random` state is removed by its random
 *   plugin's `playerView`; `_undo` is empty (`disableUndo`).
 * - `endIf` = `game.score(state)` (the final {@link ScoreSheet}: winners, totals, parts) once
 *   `game.isOver(state)`; it becomes `ctx.gameover`.
 * - `ai.enumerate(G, ctx, playerID)` = `game.legalActions(state, seat)` as `{ move: 'act', args:
 *   [action] }` on the server (bots, `Local({ bots })`, `Simulate`, a non-multiplayer Debug Panel);
 *   `[]` on a multiplayer client, which holds only a view.
 *
 * @throws nothing itself; boardgame.io calls the returned functions.
 */
export function toBoardgameIO<S, A extends BaseAction, C extends BaseConfig, V>(
  game: Game<S, A, C, V>,
  options: BoardgameIOOptions<C, A> = {},
): BgioGame<MatchG<S, C>> {
  const defaults = options.defaultConfig;

  const activeSeats = (ctx: Ctx): string[] =>
    ctx.activePlayers ? Object.keys(ctx.activePlayers).sort((a, b) => Number(a) - Number(b)) : [ctx.currentPlayer];
  const sameSeats = (ctx: Ctx, actors: readonly PlayerId[]): boolean => {
    const seats = activeSeats(ctx);
    return seats.length === actors.length && seats.every((s, i) => s === String(actors[i]));
  };
  const firstPos = (G: MatchG<S, C>, ctx: Ctx): number => {
    const first = game.actors(G.state)[0];
    const pos = first === undefined ? -1 : ctx.playOrder.indexOf(String(first));
    return pos >= 0 ? pos : ctx.playOrderPos;
  };
  /** Queue the boardgame.io events that make its active seats equal `actors`. */
  const syncTurn = (ctx: Ctx, actors: readonly PlayerId[], events: Record<string, ((arg?: unknown) => void) | undefined>): void => {
    if (actors.length === 0 || sameSeats(ctx, actors)) return;
    if (actors.length === 1) {
      if (String(actors[0]) !== ctx.currentPlayer) events.endTurn?.();
      else events.setActivePlayers?.([]);
    } else {
      events.setActivePlayers?.(actors.map(String));
    }
  };

  const bg: BgioGame<MatchG<S, C>> = {
    name: options.name ?? game.id,
    minPlayers: game.players.min,
    maxPlayers: game.players.max,
    disableUndo: true,
    ...(options.seed !== undefined ? { seed: options.seed } : {}),

    validateSetupData: (setupData, numPlayers) => {
      try {
        game.setup(configOf<C>(setupData, numPlayers, defaults), 0);
        return undefined;
      } catch (e) {
        if (isRuleError(e)) return `${e.code} ${e.rule}: ${e.message}`;
        return `BAD_CONFIG core: ${(e as Error).message}`;
      }
    },

    setup: ({ random, ctx }, setupData) => {
      const config = configOf<C>(setupData, ctx.numPlayers, defaults);
      const seed = seedFromRandom(random);
      return { state: game.setup(config, seed), config, seed };
    },

    moves: {
      [MOVE]: {
        move: (context, ...args: unknown[]) => {
          const G = rawG<S, C>(context);
          const result = checkMoveArgs(game, G, context.playerID, args);
          if (!result.ok) {
            const action = args.length === 1 ? args[0] : args;
            options.onRejected?.({
              playerID: context.playerID ?? null,
              action,
              error: result.error,
              ...(args.length === 1 && isPlainObject(action) ? { typed: action as unknown as A } : {}),
            });
            return INVALID_MOVE;
          }
          syncTurn(context.ctx, game.actors(result.state), context.events as never);
          return { state: result.state, config: G.config, seed: G.seed };
        },
        client: false,
        redact: true,
        // `apply` judges every move on the state it meets; seats of a simultaneous phase move on the
        // same _stateID, and boardgame.io would otherwise drop all but the first as stale.
        ignoreStaleStateID: true,
      },
    },

    turn: {
      order: {
        first: ({ G, ctx }) => firstPos(G, ctx),
        next: ({ G, ctx }) => firstPos(G, ctx),
      },
      onBegin: (context) => {
        const G = rawG<S, C>(context);
        const actors = game.actors(G.state);
        if (actors.length > 1) context.events.setActivePlayers(actors.map(String));
      },
    },

    events: {
      endGame: false,
      endPhase: false,
      endTurn: false,
      setPhase: false,
      endStage: false,
      setStage: false,
      pass: false,
      setActivePlayers: false,
    },

    endIf: ({ G }): ScoreSheet | undefined => (game.isOver(G.state) ? game.score(G.state) : undefined),

    playerView: ({ G, playerID }) => {
      if (!isMatchG(G)) return G; // already a view (a multiplayer client's own copy)
      const seat = seatOfPlayerID(playerID);
      const known = seat !== null && seat < G.config.players;
      return game.view(G.state as S, known ? seat : null);
    },

    ai: {
      enumerate: (G, _ctx, playerID) => {
        const seat = seatOfPlayerID(playerID);
        if (!isMatchG(G) || seat === null || seat >= G.config.players) return [];
        return game.legalActions(G.state as S, seat).map((a) => ({ move: MOVE, args: [a] }));
      },
    },

    plugins: [
      {
        name: 'tabletopRules',
        // Moves and hooks see boardgame.io's immer draft of G; hand them the plain G too, so our
        // reducer reads frozen JSON, not proxies.
        fnWrap:
          (method) =>
          (context, ...args) =>
            method({ ...context, [RAW]: context.G }, ...args),
        // The server reducer runs client events and undo without asking the game; any state whose
        // active seats or game over disagree with our actors and isOver is thrown out.
        isInvalid: ({ G, ctx }) => {
          if (!isMatchG(G)) return false;
          const over = game.isOver(G.state as S);
          if ((ctx.gameover !== undefined) !== over) return 'ctx.gameover disagrees with the game';
          if (over) return false;
          if (!sameSeats(ctx, game.actors(G.state as S))) return 'the active seats disagree with game.actors';
          return false;
        },
      },
    ],
  };
  return bg;
}

/** One entry of boardgame.io's match log (`db.fetch(id, { log: true }).log`, or a reducer's `deltalog`). */
export interface BgioLogEntry {
  readonly action: { readonly type: string; readonly payload: { readonly type: string; readonly args?: unknown } };
}

/**
 * Our replay log of a boardgame.io match, from the server's `G` and boardgame.io's stored log (the
 * full one, as the server stores it: clients get other seats' moves redacted). Only applied moves
 * are in boardgame.io's log, so `replay(game, gameLogOf(game, G0, log))` rebuilds the match's state.
 * `G` may be any state of the match (config and seed never change).
 *
 * @returns `{ format, game: game.id, config: G.config, seed: G.seed, actions }`.
 */
export function gameLogOf<S, A extends BaseAction, C extends BaseConfig>(
  game: Game<S, A, C, unknown>,
  G: MatchG<S, C>,
  log: readonly BgioLogEntry[],
): GameLog<C, A> {
  const actions = log
    .filter((e) => e.action.type === 'MAKE_MOVE' && e.action.payload.type === MOVE)
    .map((e) => (Array.isArray(e.action.payload.args) ? e.action.payload.args[0] : e.action.payload.args) as A);
  return { format: LOG_FORMAT, game: game.id, config: G.config, seed: G.seed, actions };
}

/** The parts of a boardgame.io `Server()` result that {@link guardServer} uses. */
export interface GuardableServer {
  readonly app: {
    readonly context: { db: unknown };
    readonly _io?: { of(name: string): { use(fn: (socket: GuardSocket, next: (err?: Error) => void) => void): unknown } };
  };
  /** boardgame.io's SocketIO transport: its per-match queue orders our checks with its updates. */
  readonly transport?: { getMatchQueue?(matchID: string): { add<T>(fn: () => Promise<T>): Promise<T> } };
  readonly auth: {
    authenticateCredentials(args: { playerID: string; credentials: string | undefined; metadata: unknown }): Promise<boolean> | boolean;
  };
}
/** The parts of a server-side socket.io socket that {@link guardServer} uses. */
export interface GuardSocket {
  use(fn: (packet: unknown[], next: (err?: Error) => void) => void): unknown;
  on(event: string, fn: (...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

/** The socket.io event a client emits to ask {@link guardServer} for its seat's legal actions. */
export const LEGAL_EVENT = 'tabletop-rules:legal';

interface StoredMatch {
  state?: { G: unknown; ctx: Ctx; _stateID: number };
  metadata?: unknown;
}

/**
 * Harden a boardgame.io 0.50.2 `Server()` (call it before `run`) for the adapted `games`:
 *
 * - Of what a client sends as `update`, only `MAKE_MOVE` of the {@link MOVE} move reaches
 *   boardgame.io. Its server reducer would otherwise apply a client's `RESET`, `SYNC`, `UPDATE` or
 *   `PATCH` (a whole state chosen by the client), and events or undo, for any active seat.
 * - A move is first checked against the stored match ({@link checkMove}; read in boardgame.io's
 *   per-match queue, after the updates before it are stored), after the seat's
 *   credentials (boardgame.io's `auth`); a rejected one (wrong seat, illegal, malformed, game
 *   over, bad credentials, a `payload.playerID` that is not the sending seat, not exactly one
 *   argument) is dropped and the sender gets
 *   `socket.emit(REJECTED_EVENT, matchID, { code, rule, message })`. boardgame.io itself sends
 *   nothing back for a rejected move; this is how the error reaches the client.
 * - A client may emit `LEGAL_EVENT, matchID, playerID, credentials, ack`: `ack` is called with its
 *   seat's `game.legalActions(state, seat)` (`[]` for bad credentials or an unknown match), so a
 *   client that holds only its view can still list its moves.
 *
 * - `options.onRejected` is told every move it drops ({@link GuardRejection}: the match, the seat,
 *   the move's argument, the `RuleError`), as {@link BoardgameIOOptions.onRejected} is told the
 *   rejections boardgame.io runs: a move `guardServer` drops never reaches the game's move, so without
 *   it the server would not hear of it. A listener that throws is ignored.
 *
 * @throws Error if the server has no socket.io attached (not a boardgame.io `Server`).
 */
export function guardServer(
  server: GuardableServer,
  games: ReadonlyArray<{ readonly bgio: BgioGame; readonly game: Game<any, any, any, unknown> }>, // eslint-disable-line @typescript-eslint/no-explicit-any
  options: GuardOptions = {},
): void {
  const io = server.app._io;
  if (!io) throw new Error('guardServer needs the result of boardgame.io Server() (no socket.io found).');
  const load = async (matchID: string): Promise<StoredMatch> => {
    const db = server.app.context.db as { fetch(id: string, o: object): StoredMatch | Promise<StoredMatch> };
    const read = async (): Promise<StoredMatch> => db.fetch(matchID, { state: true, metadata: true });
    // Read after the match's queued updates have been stored (boardgame.io sends an update to the
    // clients before it writes it), so a client answering an update is not judged on the state before.
    const queue = server.transport?.getMatchQueue?.(matchID);
    return queue ? queue.add(read) : read();
  };
  const authentic = async (playerID: string, credentials: unknown, metadata: unknown): Promise<boolean> =>
    server.auth.authenticateCredentials({
      playerID,
      credentials: typeof credentials === 'string' ? credentials : undefined,
      metadata,
    });
  for (const { bgio, game } of games) {
    io.of(bgio.name ?? game.id).use((socket, nextConnection) => {
      socket.on(LEGAL_EVENT, (...args: unknown[]) => {
        const [matchID, playerID, credentials, ack] = args;
        if (typeof ack !== 'function') return;
        void (async () => {
          if (typeof matchID !== 'string' || typeof playerID !== 'string') return [];
          const { state, metadata } = await load(matchID);
          if (!state || !isMatchG(state.G) || !(await authentic(playerID, credentials, metadata))) return [];
          const seat = seatOfPlayerID(playerID);
          if (seat === null || seat >= state.G.config.players) return [];
          return game.legalActions(state.G.state, seat);
        })().then(
          (legal) => (ack as (l: unknown) => void)(legal),
          () => (ack as (l: unknown) => void)([]),
        );
      });
      socket.use((packet, next) => {
        if (packet[0] !== 'update') return next();
        const [, action, stateID, matchID, playerID] = packet;
        const payload = isPlainObject(action) && isPlainObject(action.payload) ? action.payload : undefined;
        const refuse = (error: RuleError): void => {
          socket.emit(REJECTED_EVENT, matchID, error.toJSON());
          if (options.onRejected === undefined) return;
          const args = payload?.args;
          try {
            options.onRejected({
              matchID: typeof matchID === 'string' ? matchID : null,
              playerID: typeof playerID === 'string' ? playerID : null,
              action: Array.isArray(args) && args.length === 1 ? args[0] : args,
              error,
            });
          } catch {
            // the server's own listener: its failure must not stop the guard
          }
        };
        const reject = (code: RuleError['code'], message: string): void => refuse(new RuleError(code, 'core', message));
        if (!isPlainObject(action) || action.type !== 'MAKE_MOVE' || !payload || payload.type !== MOVE) {
          return reject('MALFORMED_ACTION', `Only "${MOVE}" moves are accepted from clients.`);
        }
        if (typeof matchID !== 'string') {
          return reject('MALFORMED_ACTION', `An update needs the match ID (a string), not ${printValue(matchID)}.`);
        }
        if (typeof playerID !== 'string') {
          return reject('MALFORMED_ACTION', `An update needs the playerID of the seat that sends it (a string), not ${printValue(playerID)}.`);
        }
        // boardgame.io checks the credentials of the update's playerID but runs the move as the
        // payload's: they must be the same seat.
        if (payload.playerID !== playerID) {
          return reject('NOT_YOUR_TURN', `Seat ${printValue(playerID)} sent a move as seat ${printValue(payload.playerID)}: a seat moves only as itself.`);
        }
        const args = argsOf(payload.args);
        void (async () => {
          const { state, metadata } = await load(matchID);
          if (!state || !isMatchG(state.G)) return reject('MALFORMED_ACTION', `No match "${matchID}".`);
          if (!(await authentic(playerID, payload.credentials, metadata))) {
            return reject('NOT_YOUR_TURN', `Seat ${playerID}'s credentials are wrong.`);
          }
          if (state.ctx.gameover !== undefined) return reject('GAME_OVER', 'The match is over.');
          if (typeof stateID !== 'number') return reject('MALFORMED_ACTION', 'An update needs the state ID it was made on.');
          const checked = checkMoveArgs(game, state.G, playerID, args);
          if (!checked.ok) return refuse(checked.error);
          next();
        })().catch((e: unknown) => reject('MALFORMED_ACTION', `The move could not be checked: ${String(e)}`));
      });
      nextConnection();
    });
  }
}

interface BgioState {
  G: unknown;
  ctx: Ctx;
  plugins: Record<string, unknown>;
  _undo: unknown[];
}
interface Fetched {
  state?: BgioState;
  initialState?: BgioState;
  metadata?: { gameName?: string };
}

/**
 * Wrap a boardgame.io storage (FlatFile, InMemory, or any adapter) so that the *initial* state it
 * hands out holds no secret. boardgame.io 0.50.2 sends a match's `initialState` to every client on
 * sync without passing it through `playerView`; as stored it carries the full first `G` (our RNG
 * state: the whole future of the match) and `plugins.random` (boardgame.io's seed). What `fetch`
 * returns as `initialState` instead: `G` = the spectator view (`game.view(state, null)`), no
 * `plugins.random`, empty `_undo`. The stored data is unchanged, and the server reads the initial
 * state for nothing else (boardgame.io's client keeps it only for `reset` and its Debug Panel).
 *
 * @returns a proxy of `db` (same object behind it; every other method unchanged).
 */
export function privateInitialState<DB extends object>(db: DB, games: readonly BgioGame[]): DB {
  const byName = new Map(games.map((g) => [g.name ?? '', g]));
  const redact = (s: BgioState, gameName: string | undefined): BgioState => {
    const bg = gameName === undefined ? undefined : byName.get(gameName);
    const { random: _random, ...plugins } = s.plugins;
    const G: unknown = bg?.playerView ? bg.playerView({ G: s.G, ctx: s.ctx, playerID: null }) : null;
    return { ...s, G, plugins, _undo: [] };
  };
  const fix = (r: Fetched, gameName: string | undefined): Fetched =>
    r && r.initialState ? { ...r, initialState: redact(r.initialState, gameName ?? r.metadata?.gameName) } : r;
  return new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as (...a: unknown[]) => unknown;
      if (prop !== 'fetch') return method.bind(target);
      return (matchID: string, opts: { initialState?: boolean; metadata?: boolean }) => {
        if (!opts?.initialState) return method.call(target, matchID, opts);
        const out = method.call(target, matchID, { ...opts, metadata: true }) as Fetched | Promise<Fetched>;
        const strip = (r: Fetched): Fetched => {
          const fixed = fix(r, undefined);
          if (opts.metadata || !fixed) return fixed;
          const { metadata: _m, ...rest } = fixed;
          return rest;
        };
        return out instanceof Promise ? out.then(strip) : strip(out);
      };
    },
  });
}
