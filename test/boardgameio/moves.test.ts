/**
 * A move is one call of `act` with exactly one argument, the action. Through boardgame.io's own
 * reducer (and its Client on the Local transport): extra or missing arguments are refused like any
 * other bad move (INVALID_MOVE, `onRejected` told the RuleError, nothing changes). And `guardServer`
 * words a playerID mismatch as what it is, naming both seats.
 */
import { describe, expect, test } from 'vitest';
import { MOVE, REJECTED_EVENT, guardServer, toBoardgameIO, type GuardRejection, type GuardSocket, type MatchG, type Rejection } from '../../src/boardgameio/index.js';
import { simplicity } from '../../src/simplicity/index.js';
import type { AnyGame } from '../../src/core/index.js';
import { Client, CreateGameReducer, InitializeGame, Local } from './bgio.js';

const tick = () => new Promise((r) => setImmediate(r));

describe('a move takes exactly one argument, the action', () => {
  const rejections: Rejection[] = [];
  const bg = toBoardgameIO(simplicity as AnyGame, { seed: 'args', onRejected: (r) => rejections.push(r) });
  const reducer = CreateGameReducer({ game: bg });
  const s0 = InitializeGame({ game: bg, numPlayers: 2 });
  const G = s0.G as MatchG;
  const p = s0.ctx.currentPlayer;
  const action = simplicity.legalActions(G.state as never, Number(p))[0]!;
  const move = (args: unknown) => reducer(s0, { type: 'MAKE_MOVE', payload: { type: MOVE, args, playerID: p } } as never);

  test('the action alone is applied', () => {
    expect(move([action])._stateID).toBe(s0._stateID + 1);
  });

  const cases: Array<[string, unknown[] | undefined, number]> = [
    ['[action, 1]', [action, 1], 2],
    ['[action, action]', [action, action], 2],
    ['[action, undefined]', [action, undefined], 2],
    ['[]', [], 0],
    ['no args', undefined, 0],
  ];
  test.each(cases)('args %s: INVALID_MOVE, MALFORMED_ACTION told to onRejected, nothing changes', (_name, args, n) => {
    rejections.length = 0;
    const s1 = move(args);
    expect(s1.G).toBe(s0.G);
    expect(s1.ctx).toEqual(s0.ctx);
    expect(s1._stateID).toBe(s0._stateID);
    expect(rejections).toHaveLength(1);
    expect(rejections[0]!.error.code).toBe('MALFORMED_ACTION');
    expect(rejections[0]!.error.message).toBe(`A move takes exactly one argument, the action; it was called with ${n}.`);
    expect(rejections[0]!.action).toEqual(args ?? []);
    expect(rejections[0]!.typed).toBeUndefined();
  });

  test('through a Client on the Local transport: moves.act(action, 1) is refused, moves.act(action) is taken', async () => {
    rejections.length = 0;
    const multiplayer = Local();
    const client = Client({ game: bg, multiplayer, matchID: 'args', playerID: p, numPlayers: 2 });
    client.start();
    await tick();
    (client.moves[MOVE] as (...a: unknown[]) => void)(action, 1);
    await tick();
    expect(client.getState()!._stateID).toBe(0);
    expect(rejections.map((r) => r.error.code)).toEqual(['MALFORMED_ACTION']);
    client.moves[MOVE]!(action);
    await tick();
    expect(client.getState()!._stateID).toBe(1);
    client.stop();
  });
});

/** A boardgame.io Server's parts that guardServer uses, in memory: one socket, one stored match. */
function fakeServer(G: MatchG, ctx: object) {
  const emitted: unknown[][] = [];
  let middleware: ((packet: unknown[], next: (err?: Error) => void) => void) | undefined;
  const socket: GuardSocket = {
    use: (fn) => (middleware = fn),
    on: () => undefined,
    emit: (...args) => emitted.push(args),
  };
  const server = {
    app: {
      context: { db: { fetch: () => ({ state: { G, ctx, _stateID: 0 }, metadata: {} }) } },
      _io: { of: () => ({ use: (fn: (s: GuardSocket, next: () => void) => void) => fn(socket, () => undefined) }) },
    },
    auth: { authenticateCredentials: () => true },
  };
  const told: GuardRejection[] = [];
  guardServer(server, [{ bgio: toBoardgameIO(simplicity as AnyGame), game: simplicity as AnyGame }], { onRejected: (r) => told.push(r) });
  /** Send one `update` packet; resolves with the rejection sent back, or 'passed' if it went on to boardgame.io. */
  const send = async (packet: unknown[]): Promise<{ code: string; rule: string; message: string } | 'passed'> => {
    emitted.length = 0;
    const heard = told.length;
    let passed = false;
    middleware!(packet, () => (passed = true));
    for (let i = 0; i < 20 && !passed && emitted.length === 0; i++) await tick();
    if (passed) {
      expect(told.length).toBe(heard);
      return 'passed';
    }
    expect(emitted).toHaveLength(1);
    expect(told.length).toBe(heard + 1);
    expect(emitted[0]![0]).toBe(REJECTED_EVENT);
    // The server's listener is told the same error, with the match and the seat (fresh-user trial: it heard nothing).
    const last = told[told.length - 1]!;
    expect(last.error.toJSON()).toEqual(emitted[0]![2]);
    expect(last.matchID).toBe(typeof packet[3] === 'string' ? packet[3] : null);
    expect(last.playerID).toBe(typeof packet[4] === 'string' ? packet[4] : null);
    return emitted[0]![2] as { code: string; rule: string; message: string };
  };
  return { send };
}

describe('guardServer: each bad update gets its own accurate message', () => {
  const s0 = InitializeGame({ game: toBoardgameIO(simplicity as AnyGame, { seed: 'guard' }), numPlayers: 2 });
  const G = s0.G as MatchG;
  const actor = simplicity.actors(G.state as never)[0]!;
  const idle = 1 - actor;
  const action = simplicity.legalActions(G.state as never, actor)[0]!;
  const { send } = fakeServer(G, s0.ctx);
  const update = (payload: object, playerID: unknown = String(actor), matchID: unknown = 'm') =>
    send(['update', { type: 'MAKE_MOVE', payload: { type: MOVE, args: [action], playerID: String(actor), credentials: 'c', ...payload } }, 0, matchID, playerID]);

  test('the legal move passes to boardgame.io', async () => {
    expect(await update({})).toBe('passed');
  });

  test('a move whose playerID is not the seat that sends it names both seats', async () => {
    const r = await update({ playerID: String(idle) });
    expect(r).toEqual({
      code: 'NOT_YOUR_TURN',
      rule: 'core',
      message: `Seat "${actor}" sent a move as seat "${idle}": a seat moves only as itself.`,
    });
    const odd = await update({ playerID: undefined });
    expect(odd).toMatchObject({ code: 'NOT_YOUR_TURN', message: `Seat "${actor}" sent a move as seat undefined: a seat moves only as itself.` });
  });

  test('an action for another seat, and a seat not to act, have their own messages', async () => {
    const forOther = await send(['update', { type: 'MAKE_MOVE', payload: { type: MOVE, args: [{ ...action, player: idle }], playerID: String(actor) } }, 0, 'm', String(actor)]);
    expect(forOther).toMatchObject({ code: 'NOT_YOUR_TURN', message: `Seat ${actor} sent an action for player ${idle}; a seat acts only for itself.` });
    const notToAct = await send(['update', { type: 'MAKE_MOVE', payload: { type: MOVE, args: [{ ...action, player: idle }], playerID: String(idle) } }, 0, 'm', String(idle)]);
    expect(notToAct).toEqual({ code: 'NOT_YOUR_TURN', rule: 'core', message: `Seat ${idle} (P${idle + 1}) may not act now.` });
  });

  test('no match ID, and no seat, each say so', async () => {
    expect(await update({}, String(actor), 7)).toEqual({ code: 'MALFORMED_ACTION', rule: 'core', message: 'An update needs the match ID (a string), not 7.' });
    expect(await update({}, null)).toEqual({ code: 'MALFORMED_ACTION', rule: 'core', message: 'An update needs the playerID of the seat that sends it (a string), not null.' });
  });

  test('extra arguments are refused before boardgame.io sees the move', async () => {
    expect(await update({ args: [action, 1] })).toEqual({
      code: 'MALFORMED_ACTION',
      rule: 'core',
      message: 'A move takes exactly one argument, the action; it was called with 2.',
    });
    expect(await update({ args: action })).toBe('passed'); // boardgame.io reads a lone argument as [action]
    expect(await update({ args: undefined })).toMatchObject({ code: 'MALFORMED_ACTION', message: 'A move takes exactly one argument, the action; it was called with 0.' });
  });
});
