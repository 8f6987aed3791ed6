/**
 * Issue #11, actions from a network arrive as TEXT: `parseAction(text)` reads one into the plain action
 * or refuses it with MALFORMED_ACTION, its work bounded by MAX_ACTION_TEXT (the length is checked before
 * anything else, nesting before JSON.parse). Every listed action of random games round-trips through
 * its JSON text and is accepted by `apply`; hostile texts (the widest, deepest and longest, BOM,
 * non-strings) are refused with a bounded message. Times are measured, not asserted (see
 * test/trust/parse-timing.ts).
 */
import { describe, expect, it } from 'vitest';
import { ACTION_LIMITS, MAX_ACTION_TEXT, checksum, isRuleError, parseAction, readAction, type AnyGame, type BaseConfig } from '../../src/core/index.js';
import { GAMES, prng } from './corpus.js';
import { hostileTexts } from './hostile-texts.js';

/** The code and message of what `fn` throws (a non-RuleError is rethrown: the test fails). */
function refusal(fn: () => unknown): { code: string; message: string } | undefined {
  try {
    fn();
    return undefined;
  } catch (e) {
    if (isRuleError(e)) return { code: e.code, message: e.message };
    throw e;
  }
}

describe('parseAction refuses hostile texts', () => {
  it('every hostile text is MALFORMED_ACTION (rule core) with a bounded message', () => {
    const refused: string[] = [];
    for (const { name, text } of hostileTexts()) {
      const r = refusal(() => parseAction(text as string));
      expect(r, name).toBeDefined();
      expect(r!.code, name).toBe('MALFORMED_ACTION');
      expect(r!.message.length, `${name}: ${r!.message}`).toBeLessThan(240);
      refused.push(r!.message);
    }
    // The shortest refusals say why in words an integrator can act on.
    expect(refused.some((m) => m.includes(`at most ${MAX_ACTION_TEXT} characters`))).toBe(true);
    expect(refused.some((m) => m.includes('byte-order mark'))).toBe(true);
    expect(refused.some((m) => m.includes('nesting deeper than 8'))).toBe(true);
    expect(refused.some((m) => m.includes('must be given as a string'))).toBe(true);
  });

  it('the length is checked first: text past the cap is refused whatever it holds', () => {
    const r = refusal(() => parseAction('['.repeat(MAX_ACTION_TEXT + 1)));
    expect(r?.message).toBe(`An action's text is at most ${MAX_ACTION_TEXT} characters of JSON text (this one ${MAX_ACTION_TEXT + 1}).`);
  });

  it('nesting is refused exactly where readAction refuses it (8 levels read, 9 do not)', () => {
    for (let depth = 1; depth <= 12; depth++) {
      for (const text of ['['.repeat(depth) + ']'.repeat(depth), '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1)]) {
        const byText = refusal(() => parseAction(text)) === undefined;
        const byValue = refusal(() => readAction(JSON.parse(text))) === undefined;
        expect(byText, text).toBe(byValue);
        expect(byText, text).toBe(depth <= ACTION_LIMITS.depth);
      }
    }
  });

  it('JSON past the action limits gets the message readAction gives for the parsed value', () => {
    for (const text of ['{"a":"' + 's'.repeat(1_001) + '"}', `{${Array.from({ length: 65 }, (_, i) => `"k${i}":0`).join(',')}}`, '{"prototype":0}']) {
      expect(refusal(() => parseAction(text))).toEqual(refusal(() => readAction(JSON.parse(text))));
    }
  });

  it('what JSON allows and the game decides is read as it spells: 1e999, -0, a top-level number', () => {
    expect(parseAction('{"type":"x","n":1e999}')).toEqual({ type: 'x', n: Infinity });
    expect(Object.is((parseAction('{"n":-0}') as { n: number }).n, 0)).toBe(true);
    expect(parseAction('7')).toBe(7);
    expect(parseAction(' {"type" : "pass"}\n')).toEqual({ type: 'pass' });
  });
});

describe('parseAction round-trips every listed action of random games', () => {
  it.each(GAMES.map((g) => [g.game.id, g.game, g.configs] as const))('%s: parseAction(JSON.stringify(a)) equals a and apply accepts it', (_id, game: AnyGame, configs: readonly BaseConfig[]) => {
    let checked = 0;
    for (const [k, config] of configs.entries()) {
      const r = prng(k * 31 + 7);
      let s = game.setup(config, k + 1);
      for (let ply = 0; ply < 400 && !game.isOver(s); ply++) {
        const actors = game.actors(s);
        let next: unknown;
        for (const p of actors) {
          const list = game.legalActions(s, p);
          for (let i = 0; i < list.length; i++) {
            const a = list[i]!;
            const text = JSON.stringify(a);
            expect(text.length).toBeLessThanOrEqual(MAX_ACTION_TEXT);
            const parsed = parseAction(text);
            expect(parsed).toEqual(a);
            // apply accepts the parsed action (it is a fresh object, not the listed one): a sample of
            // each list (the whole list at every 5th ply), compared with applying the listed action.
            if (ply % 5 === 0 || i === 0 || i === list.length - 1) {
              expect(checksum(game.apply(s, parsed as never))).toBe(checksum(game.apply(s, a)));
              checked++;
            }
          }
          if (next === undefined && list.length > 0) next = list[r(list.length)];
        }
        s = game.apply(s, next as never);
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
