/**
 * The adapter inside boardgame.io without a network: full matches of every game through its
 * `Client` with the Local multiplayer transport (one client per seat and a spectator), its server
 * reducer, its setupData validation and its bots.
 */
import { describe, expect, test } from 'vitest';
import { gameLogOf, privateInitialState, toBoardgameIO, type BgioLogEntry, INVALID_MOVE as OUR_INVALID_MOVE, MOVE, type MatchG, type Rejection } from '../../src/boardgameio/index.js';
import { simplicity } from '../../src/simplicity/index.js';
import { welcometo } from '../../src/welcometo/index.js';
import { replay, type AnyGame } from '../../src/core/index.js';
import { CASES, PLAYERS, Reference, ourSeed, secretKeys } from './helpers.js';
import { Client, CreateGameReducer, INVALID_MOVE, InitializeGame, Local, RandomBot, Step } from './bgio.js';

const tick = () => new Promise((r) => setImmediate(r));

describe.each(CASES)('$id through boardgame.io Client + Local transport', ({ id, game }) => {
  test('a full match: every seat sees exactly its view at every step, the end is our replay\'s score sheet', { timeout: 30_000 }, async () => {
    const rejections: Rejection[] = [];
    const bg = toBoardgameIO(game, { seed: `local/${id}`, onRejected: (r) => rejections.push(r) });
    const ref = new Reference(game, ourSeed(game, `local/${id}`), `bot/${id}`);
    const multiplayer = Local();
    const seats = Array.from({ length: PLAYERS }, (_, p) =>
      Client({ game: bg, multiplayer, matchID: id, playerID: String(p), numPlayers: PLAYERS }),
    );
    const spectator = Client({ game: bg, multiplayer, matchID: id, numPlayers: PLAYERS });
    for (const c of [...seats, spectator]) c.start();
    await tick();
    const check = (stateID: number) => {
      for (const [p, c] of seats.entries()) {
        const s = c.getState()!;
        expect(s._stateID).toBe(stateID);
        expect(s.G).toEqual(ref.view(p));
        expect(secretKeys(s.G)).toEqual([]);
        expect(s.plugins.random?.data).toBeUndefined();
      }
      expect(spectator.getState()!.G).toEqual(ref.view(null));
    };
    check(0);

    // Rejections first: a non-action, and an action for the other seat. Nothing changes.
    const actor = game.actors(ref.state)[0]!;
    seats[actor]!.moves[MOVE]!('not an action');
    seats[actor]!.moves[MOVE]!({ ...ref.next()!, player: (actor + 1) % PLAYERS });
    await tick();
    expect(rejections.map((r) => r.error.code)).toEqual(['MALFORMED_ACTION', 'NOT_YOUR_TURN']);
    check(0);

    let stateID = 0;
    for (let action = ref.next(); action; action = ref.next()) {
      const active = seats[action.player]!.getState()!;
      expect(active.isActive).toBe(true);
      seats[action.player]!.moves[MOVE]!(action);
      ref.apply(action);
      await tick();
      check(++stateID);
      expect(stateID).toBeLessThan(2000);
    }
    const sheet = ref.replayedScore();
    expect(sheet.final).toBe(true);
    for (const c of [...seats, spectator]) expect(c.getState()!.ctx.gameover).toEqual(sheet);
    expect(rejections).toHaveLength(2);
    for (const c of [...seats, spectator]) c.stop();
  });
});

describe('the boardgame.io Game object', () => {
  const bg = toBoardgameIO(simplicity as AnyGame, { seed: 'fixed' });

  test('INVALID_MOVE is boardgame.io\'s constant', () => {
    expect(OUR_INVALID_MOVE).toBe(INVALID_MOVE);
  });

  test('setupData is our config, validated: a bad config refuses the match with the RuleError', () => {
    expect(bg.validateSetupData!({ players: 2 }, 2)).toBeUndefined();
    expect(bg.validateSetupData!(undefined, 3)).toBeUndefined();
    expect(bg.validateSetupData!({ players: 3 }, 2)).toMatch(/^BAD_CONFIG core: .*3 players.*2 seats/);
    expect(bg.validateSetupData!('fast', 2)).toMatch(/^BAD_CONFIG/);
    expect(bg.validateSetupData!({ players: 2, colour: 'red' }, 2)).toMatch(/^BAD_CONFIG SIM-/);
    expect(bg.validateSetupData!(undefined, 9)).toMatch(/^BAD_CONFIG SIM-/);
  });

  test('a match is reproducible from its boardgame.io seed; the seed comes from boardgame.io\'s random', () => {
    const a = InitializeGame({ game: bg, numPlayers: 2 }).G as MatchG;
    const b = InitializeGame({ game: bg, numPlayers: 2 }).G as MatchG;
    const c = InitializeGame({ game: toBoardgameIO(simplicity, { seed: 'other' }), numPlayers: 2 }).G as MatchG;
    expect(a).toEqual(b);
    expect(Number.isInteger(a.seed)).toBe(true);
    expect(c.seed).not.toBe(a.seed);
    expect(a.state).toEqual(simplicity.setup({ players: 2 }, a.seed));
    expect(a.config).toEqual({ players: 2 });
  });

  test('simultaneous turns are activePlayers: all Welcome To... seats act at once', () => {
    const w = toBoardgameIO(welcometo as AnyGame, { seed: 'w' });
    const s = InitializeGame({ game: w, numPlayers: 3, setupData: { players: 3 } });
    expect(welcometo.actors((s.G as MatchG).state as never)).toEqual([0, 1, 2]);
    expect(Object.keys(s.ctx.activePlayers ?? {}).sort()).toEqual(['0', '1', '2']);
    // After seat 1 finishes its turn (a full click sequence), only the others stay active.
    const reducer = CreateGameReducer({ game: w });
    let state = s;
    let G = state.G as MatchG;
    while (welcometo.actors(G.state as never).includes(1)) {
      const a = welcometo.legalActions(G.state as never, 1)[0]!;
      state = reducer(state, { type: 'MAKE_MOVE', payload: { type: MOVE, args: [a], playerID: '1' } } as never);
      G = state.G as MatchG;
    }
    expect(Object.keys(state.ctx.activePlayers ?? {}).sort()).toEqual(welcometo.actors(G.state as never).map(String));
  });

  test('the server reducer drops client events that would change whose turn it is or end the match', () => {
    const reducer = CreateGameReducer({ game: bg });
    const s0 = InitializeGame({ game: bg, numPlayers: 2 });
    const p = s0.ctx.currentPlayer;
    for (const [type, args] of [['endGame', [{ winners: [p] }]], ['setActivePlayers', [['0', '1']]], ['endStage', []]] as const) {
      const s1 = reducer(s0, { type: 'GAME_EVENT', payload: { type, args, playerID: p } } as never);
      expect(s1.ctx.gameover).toBeUndefined();
      expect(s1.ctx.activePlayers).toEqual(s0.ctx.activePlayers);
      expect(s1.G).toBe(s0.G);
    }
    const illegal = reducer(s0, { type: 'MAKE_MOVE', payload: { type: MOVE, args: [{ type: 'nope', player: Number(p) }], playerID: p } } as never);
    expect(illegal.G).toBe(s0.G);
    expect(illegal._stateID).toBe(s0._stateID);
  });

  test('ai.enumerate lists our legal actions, and boardgame.io\'s RandomBot plays a match to the end', async () => {
    const s0 = InitializeGame({ game: bg, numPlayers: 2 });
    const G = s0.G as MatchG;
    const p = s0.ctx.currentPlayer;
    expect(bg.ai!.enumerate(G, s0.ctx, p)).toEqual(simplicity.legalActions(G.state as never, Number(p)).map((a) => ({ move: MOVE, args: [a] })));
    expect(bg.ai!.enumerate(simplicity.view(G.state as never, 0) as never, s0.ctx, p)).toEqual([]);
    const reducer = CreateGameReducer({ game: bg });
    const bot = new RandomBot({ enumerate: bg.ai!.enumerate, seed: 'bot' });
    let state = s0;
    const log: BgioLogEntry[] = [];
    for (let i = 0; i < 500 && state.ctx.gameover === undefined; i++) {
      const { action } = await bot.play(state, state.ctx.currentPlayer);
      state = reducer(state, action as never);
      log.push(...((state.deltalog ?? []) as BgioLogEntry[]));
    }
    expect(state.ctx.gameover).toEqual(simplicity.score((state.G as MatchG).state as never));
    // The match replays with our own replay from its G and boardgame.io's log.
    const ours = gameLogOf(simplicity, state.G as MatchG<never, never>, log);
    expect(ours.actions.length).toBeGreaterThan(10);
    expect(replay(simplicity, ours)).toEqual((state.G as MatchG).state);
  });

  test('the Debug Panel\'s AI step (boardgame.io Step on a non-multiplayer Client) plays Welcome To...\'s simultaneous turns to the end', { timeout: 30_000 }, async () => {
    const w = toBoardgameIO(welcometo as AnyGame, { seed: 'debug' });
    const client = Client({ game: w, numPlayers: 2 });
    client.start();
    const bot = new RandomBot({ enumerate: w.ai!.enumerate, seed: 'debug-bot' });
    let steps = 0;
    while (client.getState()!.ctx.gameover === undefined && steps < 3000) {
      await Step(client as never, bot);
      steps++;
    }
    const { G, ctx } = client.store.getState() as { G: MatchG; ctx: { gameover?: unknown } };
    expect(ctx.gameover).toEqual(welcometo.score(G.state as never));
    expect(client.getState()!.G).toEqual(welcometo.view(G.state as never, null)); // playerID null: the spectator view
    client.stop();
  });

  test('privateInitialState: the initial state a storage hands out holds the spectator view, not the RNG or boardgame.io\'s seed', async () => {
    const initialState = InitializeGame({ game: bg, numPlayers: 2 });
    const metadata = { gameName: bg.name };
    const db = {
      calls: 0,
      async fetch(_id: string, opts: { initialState?: boolean; metadata?: boolean }) {
        this.calls++;
        return { initialState, state: initialState, ...(opts.metadata ? { metadata } : {}) };
      },
    };
    const raw = await db.fetch('m', { initialState: true });
    expect(secretKeys(raw.initialState.G).length).toBeGreaterThan(0); // unwrapped: our RNG state, the seed
    expect(raw.initialState.plugins.random).toBeDefined(); // and boardgame.io's { seed, prngstate }
    const safe = await privateInitialState(db, [bg]).fetch('m', { initialState: true });
    expect(safe.initialState.G).toEqual(simplicity.view((initialState.G as MatchG).state as never, null));
    expect(secretKeys(safe.initialState)).toEqual([]);
    expect(safe.state).toBe(initialState); // the live state passes through unchanged
    expect('metadata' in safe).toBe(false); // metadata only when asked for
    expect(db.calls).toBe(2);
  });
});
