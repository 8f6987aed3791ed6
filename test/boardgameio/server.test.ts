/**
 * The adapter on a real boardgame.io Server: `examples/server/server.mjs` in a child process
 * (FlatFile storage in a temp dir, 127.0.0.1, free ports), one socket.io `Client` per seat.
 * Needs `npm run build` first (the example imports `tabletop-rules/boardgameio` from dist/), as
 * `npm test` does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LEGAL_EVENT, MOVE, REJECTED_EVENT, toBoardgameIO } from '../../src/boardgameio/index.js';
import type { AnyGame } from '../../src/core/index.js';
import { games as typedGames, type GameRegistry } from '../../src/index.js';
/** The registry with per-game types erased: the tests drive every game through one code path. */
const games: GameRegistry = typedGames;
import { CASES, PLAYERS, Reference, ourSeed, secretKeys } from './helpers.js';
import { Client, LobbyClient, SocketIO } from './bgio.js';

const ROOT = join(import.meta.dirname, '..', '..');
const SEED = 'net';
const children = new Set<ChildProcess>();
const openClients = new Set<{ stop(): void }>();
let dir = '';

interface Running {
  child: ChildProcess;
  port: number;
  lobbyPort: number;
}

/** Start the example server on free ports; resolves once it prints its `listening` line. */
function startServer(): Promise<Running> {
  const child = spawn(
    process.execPath,
    ['examples/server/server.mjs', '--port', '0', '--lobby-port', '0', '--dir', dir, '--seed', SEED],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.add(child);
  child.on('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in 20 s: ${out}`)), 20_000);
    child.stderr!.on('data', (d: Buffer) => { out += d.toString(); if (process.env.BGIO_DEBUG) process.stderr.write(d); });
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (\{.*\})/.exec(out);
      if (m) {
        clearTimeout(timer);
        const { host, port, lobbyPort } = JSON.parse(m[1]!) as { host: string; port: number; lobbyPort: number };
        expect(host).toBe('127.0.0.1');
        resolve({ child, port, lobbyPort });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

function stopServer(r: Running, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (r.child.exitCode !== null || r.child.signalCode !== null) return resolve();
    r.child.once('exit', () => resolve());
    r.child.kill(signal);
  });
}

/** Poll until `ok()` holds (every 2 ms), or fail after `ms`. */
async function until(ok: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

interface Received {
  event: string;
  args: unknown[];
}
interface Seat {
  client: ReturnType<typeof Client>;
  socket: { emit(...a: unknown[]): void; onAny(fn: (e: string, ...a: unknown[]) => void): void };
  received: Received[];
  rejected: Array<{ code: string; rule: string; message: string }>;
}

function connect(game: AnyGame, server: Running, matchID: string, playerID: string, credentials: string): Seat {
  const client = Client({
    game: toBoardgameIO(game),
    multiplayer: SocketIO({ server: `http://127.0.0.1:${server.port}`, socketOpts: { transports: ['websocket'] } }),
    matchID,
    playerID,
    credentials,
    numPlayers: PLAYERS,
  });
  client.start();
  openClients.add(client);
  const socket = (client as unknown as { transport: { socket: Seat['socket'] } }).transport.socket;
  const seat: Seat = { client, socket, received: [], rejected: [] };
  socket.onAny((event, ...args) => {
    seat.received.push({ event, args });
    if (event === REJECTED_EVENT) seat.rejected.push(args[1] as Seat['rejected'][number]);
  });
  return seat;
}

const legalOf = (seat: Seat, matchID: string, playerID: string, credentials: string): Promise<unknown[]> =>
  new Promise((resolve) => seat.socket.emit(LEGAL_EVENT, matchID, playerID, credentials, resolve));

/** The G a message carries, by event: `update` (state), `sync` (state and initial state). */
function statesIn(m: Received): Array<{ stateID: number | 'initial'; state: { G: unknown; plugins: Record<string, { data?: unknown }>; _undo: unknown[] } }> {
  type S = { G: unknown; plugins: Record<string, { data?: unknown }>; _undo: unknown[]; _stateID: number };
  if (m.event === 'update') {
    const s = m.args[1] as S;
    return [{ stateID: s._stateID, state: s }];
  }
  if (m.event === 'sync') {
    const info = m.args[1] as { state: S; initialState: S };
    return [
      { stateID: info.state._stateID, state: info.state },
      { stateID: 'initial', state: info.initialState },
    ];
  }
  return [];
}

/** Log entries a message carries (`update` deltalog, `sync` log). */
function logIn(m: Received): Array<{ action: { type: string; payload: { playerID: string; args: unknown } } }> {
  if (m.event === 'update') return (m.args[2] ?? []) as never;
  if (m.event === 'sync') return ((m.args[1] as { log?: unknown[] }).log ?? []) as never;
  return [];
}

class Match {
  readonly ref: Reference;
  seats: Seat[] = [];
  /** views[stateID][seat]: what each seat must receive for that state. */
  readonly views: unknown[][] = [];
  readonly initialSpectatorView: unknown;
  private archive: Array<{ seat: number; m: Received }> = [];
  constructor(
    readonly game: AnyGame,
    readonly matchID: string,
    readonly credentials: string[],
  ) {
    this.ref = new Reference(game, ourSeed(game, `${SEED}/${game.id}`), `bot/net/${game.id}`);
    this.views.push(this.seatViews());
    this.initialSpectatorView = this.ref.view(null);
  }
  static async create(game: AnyGame, server: Running): Promise<Match> {
    const lobby = new LobbyClient({ server: `http://127.0.0.1:${server.lobbyPort}` });
    const { matchID } = await lobby.createMatch(game.id, { numPlayers: PLAYERS, setupData: { players: PLAYERS } });
    const credentials: string[] = [];
    for (let p = 0; p < PLAYERS; p++) {
      const joined = await lobby.joinMatch(game.id, matchID, { playerID: String(p), playerName: `P${p + 1}` });
      credentials.push(joined.playerCredentials);
    }
    const match = new Match(game, matchID, credentials);
    await match.connect(server);
    return match;
  }
  private seatViews(): unknown[] {
    return Array.from({ length: PLAYERS }, (_, p) => this.ref.view(p));
  }
  get stateID(): number {
    return this.views.length - 1;
  }
  async connect(server: Running): Promise<void> {
    this.seats = this.credentials.map((c, p) => connect(this.game, server, this.matchID, String(p), c));
    await this.synced();
  }
  async synced(): Promise<void> {
    await until(
      () => this.seats.every((s) => s.client.getState()?._stateID === this.stateID),
      `${this.game.id} state ${this.stateID} (clients at ${this.seats.map((s) => s.client.getState()?._stateID).join(', ')}; rejected ${JSON.stringify(this.seats.map((s) => s.rejected))})`,
    );
    for (const [p, s] of this.seats.entries()) expect(s.client.getState()!.G).toEqual(this.views[this.stateID]![p]);
  }
  /** Play one reference action through its seat's client; false once the match is over. */
  async step(): Promise<boolean> {
    const action = this.ref.next();
    if (!action) return false;
    this.seats[action.player]!.client.moves[MOVE]!(action);
    this.ref.apply(action);
    this.views.push(this.seatViews());
    await this.synced();
    return true;
  }
  /** Wait until the server has stored everything so far (its match queue answers after writes). */
  async stored(): Promise<void> {
    await legalOf(this.seats[0]!, this.matchID, '0', this.credentials[0]!);
  }
  disconnect(): void {
    for (const [p, s] of this.seats.entries()) {
      for (const m of s.received) this.archive.push({ seat: p, m });
      s.client.stop();
      openClients.delete(s.client);
    }
    this.seats = [];
  }
  /** Everything every seat received over the socket: its view for that state, no RNG, no seed. */
  checkReceived(): number {
    let checked = 0;
    for (const { seat, m } of this.archive) {
      for (const { stateID, state } of statesIn(m)) {
        expect(secretKeys(state.G), `${this.game.id} seat ${seat} ${m.event}`).toEqual([]);
        expect(state.plugins.random?.data).toBeUndefined();
        expect(state._undo).toEqual([]);
        expect(state.G).toEqual(stateID === 'initial' ? this.initialSpectatorView : this.views[stateID]![seat]);
        checked++;
      }
      for (const entry of logIn(m)) {
        if (entry.action.type !== 'MAKE_MOVE') continue;
        // Another seat's action is redacted: its arguments are null, only the view shows its effect.
        expect(entry.action.payload.args).toEqual(entry.action.payload.playerID === String(seat) ? expect.anything() : null);
      }
    }
    return checked;
  }
}

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'boardgameio', 'index.js'))) {
    throw new Error('dist/boardgameio is missing: run `npm run build` first (npm test does).');
  }
  dir = mkdtempSync(join(tmpdir(), 'tabletop-bgio-'));
});

afterAll(async () => {
  for (const client of openClients) client.stop(); // only left open by a failed test
  for (const child of children) child.kill('SIGKILL');
  await until(() => children.size === 0, 'child servers to exit', 5_000).catch(() => undefined);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a real boardgame.io Server over socket.io, FlatFile storage, a child process', () => {
  let server: Running;
  beforeAll(async () => {
    server = await startServer();
  }, 30_000);
  afterAll(async () => {
    if (server) await stopServer(server);
  });

  test('a bad config refuses the match: the lobby answers 400 and no match is made', { timeout: 10_000 }, async () => {
    const lobby = new LobbyClient({ server: `http://127.0.0.1:${server.lobbyPort}` });
    await expect(lobby.createMatch('simplicity', { numPlayers: 2, setupData: { players: 3 } })).rejects.toThrow(/400/);
    await expect(lobby.createMatch('villagers', { numPlayers: 2, setupData: { players: 2, noSuchOption: 1 } })).rejects.toThrow(/400/);
  });

  test.each(CASES)(
    '$id: a full match, one client per seat, killed and restarted midway, ends with our replay\'s score sheet; clients only ever receive their views',
    { timeout: 60_000 },
    async ({ game }) => {
      const match = await Match.create(game, server);
      const total = (() => {
        const probe = new Reference(game, ourSeed(game, `${SEED}/${game.id}`), `bot/net/${game.id}`);
        let n = 0;
        for (let a = probe.next(); a; a = probe.next()) (probe.apply(a), n++);
        return n;
      })();
      while (match.stateID < Math.floor(total / 2) && (await match.step()));
      // Kill the server (SIGKILL: no clean shutdown) under its connected clients once the moves so
      // far are stored, restart it on the same directory, reconnect every seat: the match goes on
      // from storage. (Not mid-write: node-persist's writes are not atomic, see docs/boardgameio.md.)
      await match.stored();
      await stopServer(server, 'SIGKILL');
      match.disconnect();
      server = await startServer();
      await match.connect(server);
      while (await match.step());
      expect(match.stateID).toBe(total);
      const sheet = match.ref.replayedScore();
      for (const s of match.seats) expect(s.client.getState()!.ctx.gameover).toEqual(sheet);
      match.disconnect();
      expect(match.checkReceived()).toBeGreaterThan(total * PLAYERS);
    },
  );

  test('Welcome To...: both seats move at once on the same state; both moves are taken', { timeout: 30_000 }, async () => {
    const match = await Match.create(games.welcometo!, server);
    const game = games.welcometo!;
    expect(game.actors(match.ref.state)).toEqual([0, 1]);
    const [a0, a1] = [0, 1].map((p) => game.legalActions(match.ref.state, p)[0]!);
    const start = match.ref.state;
    for (const [p, a] of [a0, a1].entries()) match.seats[p]!.client.moves[MOVE]!(a);
    await until(() => match.seats.every((s) => s.client.getState()?._stateID === 2), 'both simultaneous moves');
    const orders = [[a0!, a1!], [a1!, a0!]].map(([x, y]) => game.apply(game.apply(start, x), y));
    const seen = match.seats.map((s) => s.client.getState()!.G);
    expect(orders.some((st) => [0, 1].every((p) => JSON.stringify(game.view(st, p)) === JSON.stringify(seen[p])))).toBe(true);
    expect(match.seats.flatMap((s) => s.rejected)).toEqual([]);
    match.disconnect();
  });

  test('the example script client plays a match to the end on it', { timeout: 60_000 }, async () => {
    const child = spawn(
      process.execPath,
      ['examples/server/client.mjs', '--game', 'simplicity', '--port', String(server.port), '--lobby-port', String(server.lobbyPort)],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    children.add(child);
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => (children.delete(child), resolve(c))));
    expect(out).toMatch(/over after \d+ moves; winners P[12]/);
    expect(code).toBe(0);
  });

  test('malformed, illegal, forged and out-of-turn moves are rejected with their RuleError; the server keeps serving another match', { timeout: 60_000 }, async () => {
    const other = await Match.create(games.skyline!, server);
    for (let i = 0; i < 5; i++) await other.step();
    const match = await Match.create(games.simplicity!, server);
    const actor = games.simplicity!.actors(match.ref.state)[0]!;
    const idle = (actor + 1) % PLAYERS;
    const legal = match.ref.next()!;
    const send = (seat: number, action: unknown, credentials = match.credentials[seat], stateID = match.stateID) =>
      match.seats[seat]!.socket.emit(
        'update',
        typeof action === 'object' && action !== null && 'type' in action && (action as { type: string }).type.toUpperCase() === (action as { type: string }).type
          ? { ...action, payload: { ...(action as unknown as { payload: object }).payload, credentials } }
          : { type: 'MAKE_MOVE', payload: { type: MOVE, args: [action], playerID: String(seat), credentials } },
        stateID,
        match.matchID,
        String(seat),
      );
    const forgedState = { G: { state: {}, config: {}, seed: 0 }, ctx: { gameover: { winners: [idle] } }, plugins: {}, _stateID: 0 };
    const attempts: Array<[number, unknown, string, string?, number?]> = [
      [actor, 'not an action', 'MALFORMED_ACTION'],
      [actor, { type: 'cheat', player: actor }, 'MALFORMED_ACTION'],
      [actor, { ...legal, player: idle }, 'NOT_YOUR_TURN'],
      [idle, { ...legal, player: idle }, 'NOT_YOUR_TURN'],
      [actor, legal, 'NOT_YOUR_TURN', 'wrong-credentials'],
      [actor, { ...legal, type: 'nope' }, 'MALFORMED_ACTION', undefined, 7],
      [actor, { type: 'MAKE_MOVE', payload: { type: MOVE, args: [legal], playerID: String(idle) } }, 'NOT_YOUR_TURN'],
      [actor, { type: 'MAKE_MOVE', payload: { type: MOVE, args: [legal, 1], playerID: String(actor) } }, 'MALFORMED_ACTION'],
      [actor, { type: 'RESET', state: forgedState, payload: { playerID: String(actor) } }, 'MALFORMED_ACTION'],
      [actor, { type: 'GAME_EVENT', payload: { type: 'endGame', args: [{ winners: [actor] }], playerID: String(actor) } }, 'MALFORMED_ACTION'],
      [actor, { type: 'MAKE_MOVE', payload: { type: 'endTurn', args: [], playerID: String(actor) } }, 'MALFORMED_ACTION'],
    ];
    for (const [seat, action, code, credentials, stateID] of attempts) {
      const before = match.seats[seat]!.rejected.length;
      send(seat, action, credentials ?? match.credentials[seat], stateID ?? match.stateID);
      await until(() => match.seats[seat]!.rejected.length > before, `a rejection of ${JSON.stringify(action)}`);
      expect(match.seats[seat]!.rejected.at(-1)!.code).toBe(code);
      expect(await other.step()).toBe(true); // the other match goes on meanwhile
    }
    await match.stored();
    await match.synced(); // still state 0 with the same views: nothing was applied
    // LEGAL_EVENT: a seat's own legal actions for good credentials, nothing for bad ones.
    expect(await legalOf(match.seats[actor]!, match.matchID, String(actor), match.credentials[actor]!)).toEqual(
      games.simplicity!.legalActions(match.ref.state, actor),
    );
    expect(await legalOf(match.seats[idle]!, match.matchID, String(actor), match.credentials[idle]!)).toEqual([]);
    expect(match.stateID).toBe(0);
    // The same legal action, properly sent, is taken; the match and the other one finish.
    while (await match.step());
    while (await other.step());
    expect(match.seats[0]!.client.getState()!.ctx.gameover).toEqual(match.ref.replayedScore());
    expect(other.seats[0]!.client.getState()!.ctx.gameover).toEqual(other.ref.replayedScore());
    match.disconnect();
    other.disconnect();
    match.checkReceived();
    other.checkReceived();
  });

  test('a message over the example\'s 64 KB cap closes only that connection; nothing is applied and the server keeps serving', { timeout: 30_000 }, async () => {
    const match = await Match.create(games.simplicity!, server);
    const actor = games.simplicity!.actors(match.ref.state)[0]!;
    const socket = match.seats[actor]!.socket as Seat['socket'] & { on(e: string, fn: (reason: string) => void): void };
    const reasons: string[] = [];
    socket.on('disconnect', (reason) => reasons.push(reason));
    // ~150 KB of JSON: socket.io refuses it before boardgame.io or this library parses an action from it.
    const huge = { ...match.ref.next()!, junk: Array.from({ length: 25_000 }, (_, i) => i) };
    socket.emit('update', { type: 'MAKE_MOVE', payload: { type: MOVE, args: [huge], playerID: String(actor), credentials: match.credentials[actor] } }, 0, match.matchID, String(actor));
    await until(() => reasons.length > 0, 'the oversized message to close its connection');
    expect(reasons[0]).toMatch(/transport (close|error)/);
    // The other seats were not disconnected, and the match did not move.
    for (const [p, seat] of match.seats.entries()) if (p !== actor) expect(seat.client.getState()!._stateID).toBe(0);
    expect(match.seats.flatMap((seat) => seat.rejected)).toEqual([]);
    match.disconnect();
    // The server goes on: a fresh match plays to the end.
    const next = await Match.create(games.simplicity!, server);
    while (await next.step());
    expect(next.seats[0]!.client.getState()!.ctx.gameover).toEqual(next.ref.replayedScore());
    next.disconnect();
  });
});
