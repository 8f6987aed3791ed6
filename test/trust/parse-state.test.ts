/**
 * Issue #11, states from storage as TEXT: `parseState(game, text)` reads a state's JSON text (bounded by
 * MAX_STATE_TEXT, nesting checked before JSON.parse), freezes it and enters it into the game once
 * (BAD_STATE naming the problems if `validate` rejects it), so later calls use it unchecked.
 */
import { describe, expect, it } from 'vitest';
import { MAX_STATE_TEXT, STATE_LIMITS, checksum, isRuleError, parseState } from '../../src/core/index.js';
import { GAMES, sampleStates } from './corpus.js';

function refusal(fn: () => unknown): { code: string; rule: string; message: string } | undefined {
  try {
    fn();
    return undefined;
  } catch (e) {
    if (isRuleError(e)) return { code: e.code, rule: e.rule, message: e.message };
    throw e;
  }
}

function frozenThroughout(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return true;
  return Object.isFrozen(x) && Object.values(x).every(frozenThroughout);
}

describe('parseState', () => {
  it.each(GAMES.map((g) => [g.game.id, g] as const))('%s: a stored state reads back frozen, equal, and entered once', (_id, { game, configs }) => {
    const { states } = sampleStates(game, configs[0]!, 3, 4);
    for (const s of states) {
      const text = JSON.stringify(s);
      const back = parseState(game, text);
      expect(frozenThroughout(back)).toBe(true);
      expect(checksum(back)).toBe(checksum(s));
      expect(JSON.stringify(back)).toBe(text);
      if (!game.isOver(back)) {
        const p = game.actors(back)[0]!;
        // Entered once: the copy the game checked is remembered, so the listed actions are the same objects.
        const list = game.legalActions(back, p);
        expect(game.legalActions(back, p)[0]).toBe(list[0]);
        expect(checksum(game.apply(back, list[0]!))).toBe(checksum(game.apply(s, list[0]!)));
      }
    }
  });

  it('refuses hostile texts and invalid states with BAD_STATE and a bounded message', () => {
    const { game, configs } = GAMES[3]!; // simplicity: small states
    const s = game.setup(configs[0]!, 1) as Record<string, unknown>;
    const text = JSON.stringify(s);
    const cases: unknown[] = [
      undefined,
      42,
      s,
      '\ufeff' + text,
      ' '.repeat(MAX_STATE_TEXT + 1),
      '['.repeat(STATE_LIMITS.depth + 1) + ']'.repeat(STATE_LIMITS.depth + 1),
      '{"a":'.repeat(STATE_LIMITS.depth) + '{}' + '}'.repeat(STATE_LIMITS.depth),
      text.slice(0, -1),
      '',
      'null',
      '[]',
      '{}',
      `[${'0,'.repeat(70_000)}0]`,
      `{"x":[${'0,'.repeat(70_000)}0]}`,
      text.replace('{', '{"__proto__":1,'),
      text.replace('{', '{"extra":1e999,'),
      JSON.stringify({ ...s, rng: 'junk' }),
    ];
    for (const c of cases) {
      const r = refusal(() => parseState(game, c as string));
      expect(r?.code, String(c).slice(0, 60)).toBe('BAD_STATE');
      expect(r!.message.length, r!.message).toBeLessThan(400);
    }
    expect(refusal(() => parseState(game, ' '.repeat(MAX_STATE_TEXT + 1)))?.message).toContain(`at most ${MAX_STATE_TEXT} characters`);
  });
});
