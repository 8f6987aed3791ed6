import { describe, expect, it } from 'vitest';
import { createLog, parseLog, record, replay, replayAny, undo } from '../../src/core/replay.js';
import { greedyBot, playout, randomBot } from '../../src/core/bots.js';
import { assertConfigKeys, tryApply, guardAction } from '../../src/core/actions.js';
import { RuleError } from '../../src/core/errors.js';
import { scoreSheet } from '../../src/core/score.js';
import { nim } from './fixtures/nim.js';

describe('replay and undo', () => {
  it('replays a playout to the same state, and undo replays a prefix', () => {
    const game = playout(nim, { players: 3 }, 'abc');
    expect(game.finished).toBe(true);
    expect(replay(nim, game.log)).toEqual(game.state);
    const { state, log } = undo(nim, game.log, 2);
    expect(log.actions).toHaveLength(game.plies - 2);
    expect(state).toEqual(replay(nim, game.log, game.plies - 2));
  });
  it('record appends and applies', () => {
    const s0 = nim.setup({ players: 2 }, 1);
    const a = nim.legalActions(s0, 0)[0]!;
    const { state, log } = record(nim, createLog(nim.id, { players: 2 }, 1), s0, a);
    expect(log.actions).toEqual([a]);
    expect(state).toEqual(nim.apply(s0, a));
  });
  it('rejects corrupt logs with BAD_LOG', () => {
    for (const bad of ['{', '[]', '{"format":"x"}', JSON.stringify({ format: 'tabletop-rules/log@1', game: 'nim', config: {}, seed: 1 })]) {
      expect(() => parseLog(bad)).toThrow(expect.objectContaining({ code: 'BAD_LOG' }));
    }
    const log = { ...createLog('nim', { players: 2 }, 1), actions: [{ type: 'take', player: 1, heap: 0, count: 1 }] };
    expect(() => replay(nim, log)).toThrow(expect.objectContaining({ code: 'BAD_LOG', message: expect.stringMatching(/Action 1/) }));
    expect(() => replayAny({ nim }, { ...log, game: 'chess' })).toThrow(/^Unknown game "chess"\.$/);
    // The game id through the bounded printer: a long one is cut, and an ESC is not the text \u001b.
    let long = '';
    try {
      replayAny({ nim }, { ...log, game: 'x'.repeat(10_000) });
    } catch (e) {
      long = (e as Error).message;
    }
    expect(long.length).toBeGreaterThan(10);
    expect(long.length).toBeLessThan(120);
    expect(() => replayAny({ nim }, { ...log, game: '\u001b' })).toThrow(/^Unknown game "\\u001b"\.$/);
    expect(() => replayAny({ nim }, { ...log, game: '\\u001b' })).toThrow(/^Unknown game "\\\\u001b"\.$/);
    expect(() => replay(nim, null as never)).toThrow(expect.objectContaining({ code: 'BAD_LOG' }));
  });
});

describe('bots', () => {
  it('a seeded random bot is reproducible', () => {
    const a = playout(nim, { players: 2 }, 5, { bots: randomBot(9) });
    const b = playout(nim, { players: 2 }, 5, { bots: randomBot(9) });
    expect(a.log.actions).toEqual(b.log.actions);
  });
  it('the greedy bot takes a winning last move', () => {
    let s = nim.setup({ players: 2, heaps: 1 }, 3);
    s = { ...s, heaps: [2] };
    const bot = greedyBot(nim, 1);
    expect(bot.choose(s, 0, nim.legalActions(s, 0))).toEqual({ type: 'take', player: 0, heap: 0, count: 2 });
  });
});

describe('guard and tryApply', () => {
  const s = nim.setup({ players: 2 }, 1);
  it('rejects in the documented order with typed codes', () => {
    expect(tryApply(nim, s, { type: 'take', player: 1, heap: 0, count: 1 })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
    expect(tryApply(nim, s, { type: 'take', player: 0, heap: 0, count: Number.NaN })).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION', message: '"count" must be an integer from 1 to 3, not NaN.' } });
    expect(tryApply(nim, s, { type: 'take', player: Infinity, heap: 0, count: 1 })).toMatchObject({ ok: false, error: { message: '"player" must be a seat from 0 to 1, not Infinity.' } });
    expect(tryApply(nim, s, JSON.parse('{"__proto__":{},"type":"take","player":0,"heap":0,"count":1}'))).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    expect(tryApply(nim, s, 'take')).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    const ok = tryApply(nim, s, nim.legalActions(s, 0)[0]);
    expect(ok.ok).toBe(true);
    const over = { ...s, heaps: s.heaps.map(() => 0), winner: 0 };
    expect(() => guardAction(nim, over, {}, 2, () => undefined)).toThrow(expect.objectContaining({ code: 'GAME_OVER' }));
  });
  it('RuleError serialises to code, rule, message', () => {
    expect(JSON.parse(JSON.stringify(new RuleError('ILLEGAL_ACTION', 'X-1', 'no')))).toEqual({ code: 'ILLEGAL_ACTION', rule: 'X-1', message: 'no' });
  });
});

describe('scoreSheet', () => {
  it('sums parts, ranks with tie-breaks and shares ranks when still tied', () => {
    const sheet = scoreSheet(
      [
        { parts: { a: 3, b: 2 }, tiebreak: [1] },
        { parts: { a: 5, b: 0 }, tiebreak: [2] },
        { parts: { a: 1, b: 1 }, tiebreak: [0] },
        { parts: { a: 4, b: 1 }, tiebreak: [2] },
      ],
      { unit: 'points', final: true, tiebreakNames: ['x'] },
    );
    expect(sheet.players.map((p) => p.total)).toEqual([5, 5, 2, 5]);
    expect(sheet.players.map((p) => p.rank)).toEqual([3, 1, 4, 1]);
    expect(sheet.winners).toEqual([1, 3]);
  });
});

describe('assertConfigKeys', () => {
  it('names the unknown option, never reaching Object.prototype', () => {
    const known = ['players', 'mode'];
    expect(() => assertConfigKeys({ players: 2, mode: 'a' }, known, 'X-1')).not.toThrow();
    for (const bad of [{ players: 2, colour: 1 }, { players: 2, constructor: 1 }, JSON.parse('{"players":2,"__proto__":{}}')]) {
      expect(() => assertConfigKeys(bad, known, 'X-1')).toThrow(expect.objectContaining({ code: 'BAD_CONFIG', rule: 'X-1', message: expect.stringMatching(/Unknown config option/) }));
    }
    for (const bad of [null, undefined, [], 'x', 4]) expect(() => assertConfigKeys(bad, known, 'X-1')).toThrow(expect.objectContaining({ code: 'BAD_CONFIG' }));
  });
});
