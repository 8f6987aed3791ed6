/**
 * Issue #11: `checksum` writes the canonical text with the native JSON.stringify (every key of the value,
 * in canonical order, as its property list) instead of hashing while walking; replay, record and undo
 * hash the states the engine made without copying them first. Both must give the checksum of the text
 * JSON.stringify writes with each object built from its sorted keys (the definition every recorded log's
 * `end.checksum` was made with), on every state of random games of every game and on odd keys.
 */
import { describe, expect, it } from 'vitest';
import { checksum, createLog, record, replay, sealLog, undo } from '../../src/core/index.js';
import { GAMES, prng } from './corpus.js';
import { referenceChecksum } from './reference-checksum.js';

describe('checksum of canonical text', () => {
  it('odd keys and strings: index-like keys, escapes, surrogates, empty key, deep nesting', () => {
    const values: unknown[] = [
      { '10': 1, '9': 2, '': 0, a: { '01': 1, '1': 2, '4294967295': 3, '4294967294': 4 } },
      { 'é': '\u0000"\\\ud800', z: [{ b: 1, a: 2 }, [{ d: null, c: true }]], y: -0, x: 1e21, w: 5e-324 },
      { k: { k: { k: { k: { k: 'deep' } } } }, arr: [[], {}, [[]]] },
      'top-level string',
      12.5,
      null,
      [],
    ];
    for (const v of values) expect(checksum(v), JSON.stringify(v)).toBe(referenceChecksum(v));
  });

  it.each(GAMES.map((g) => [g.game.id, g] as const))('%s: every state of random games, and the checksums logs record', (_id, { game, configs }) => {
    for (const [k, config] of configs.entries()) {
      const r = prng(k * 977 + 3);
      let s = game.setup(config, k + 11);
      let log = createLog(game.id, config, k + 11);
      for (let ply = 0; ply < 3000 && !game.isOver(s); ply++) {
        const expected = referenceChecksum(s);
        expect(checksum(JSON.parse(JSON.stringify(s)))).toBe(expected); // a caller's unfrozen copy
        const actors = game.actors(s);
        const list = game.legalActions(s, actors[r(actors.length)]!);
        ({ state: s, log } = record(game, log, s, list[r(list.length)]!));
        expect(log.end!.checksum).toBe(referenceChecksum(s)); // the engine's own state, hashed without a copy
        expect(checksum(s)).toBe(log.end!.checksum);
      }
      expect(replay(game, log)).toEqual(s);
      expect(sealLog(log, s).end!.checksum).toBe(referenceChecksum(s));
      const back = undo(game, log, 1);
      expect(back.log.end!.checksum).toBe(referenceChecksum(back.state));
    }
  });
});
