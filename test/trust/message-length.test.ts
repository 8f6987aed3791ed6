/**
 * Issue #11 ("error messages show values through a bounded printer, cut at ~80 characters"), from the
 * fresh-user trial: a 999-character string, a long array or object in any field of any action type
 * gives a message of bounded length, and a field with many allowed values lists only the first few.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError, type AnyGame } from '../../src/core/index.js';
import { games } from '../../src/index.js';

const LONG = 'x'.repeat(999);
const VALUES: unknown[] = [LONG, [LONG, LONG], { x: LONG }, 'A'.repeat(120), 1e300];
/** The longest message a refusal may have: a sentence with one printed value and one list of allowed values. */
const MAX = 260;

describe('refusal messages stay short whatever the field holds', () => {
  for (const g of Object.values(games) as AnyGame[]) {
    it(`${g.id}: every field of every action type met on 3 games, at most ${MAX} characters`, () => {
      let worst = '';
      let fields = 0;
      for (let seed = 1; seed <= 3; seed++) {
        let s = g.setup({ players: 3 }, seed);
        for (let step = 0; step < 60 && !g.isOver(s); step++) {
          const p = g.actors(s)[0]!;
          const list = g.legalActions(s, p) as Record<string, unknown>[];
          for (const a of list.slice(0, 6)) {
            for (const k of Object.keys(a)) {
              if (k === 'type' || k === 'player') continue;
              fields++;
              // A long unknown key beside the field (its name is printed bounded, like a value).
              try {
                g.apply(s, { ...a, ['k'.repeat(999)]: 1 });
              } catch (e) {
                expect(isRuleError(e)).toBe(true);
                if ((e as Error).message.length > worst.length) worst = (e as Error).message;
              }
              for (const v of VALUES) {
                try {
                  g.apply(s, { ...a, [k]: v });
                } catch (e) {
                  expect(isRuleError(e)).toBe(true);
                  const m = (e as Error).message;
                  if (m.length > worst.length) worst = m;
                }
              }
            }
          }
          s = g.apply(s, list[(step * 7) % list.length]!);
        }
      }
      expect(fields).toBeGreaterThan(10);
      expect(worst.length, worst).toBeLessThanOrEqual(MAX);
    });
  }
});

describe('an unknown action type lists the game\'s types cut at ~80 characters (issue #11)', () => {
  // Villagers has 14 action types: the full list made a 269-character message for a long unknown type.
  for (const g of Object.values(games) as AnyGame[]) {
    it(`${g.id}: a 999-character unknown type, at most ${MAX} characters and the list bounded`, () => {
      const s = g.setup({ players: 2 }, 1);
      const p = g.actors(s)[0]!;
      let message = '';
      try {
        g.apply(s, { type: LONG, player: p });
      } catch (e) {
        expect(isRuleError(e)).toBe(true);
        message = (e as Error).message;
      }
      expect(message).toMatch(/has no ".* action \(its actions: /);
      expect(message.length, message).toBeLessThanOrEqual(MAX);
      const list = message.slice(message.indexOf('(its actions: ') + '(its actions: '.length, -2);
      expect(list.replace(/, … \(\d+ in all\)$/, '').length).toBeLessThanOrEqual(80 + 42);
    });
  }
  it('villagers: the list ends "… (14 in all)"', () => {
    const g = games.villagers as AnyGame;
    const s = g.setup({ players: 2 }, 1);
    expect(() => g.apply(s, { type: 'nope', player: g.actors(s)[0]! })).toThrow(/\(its actions: "draftRoad", .*, … \(14 in all\)\)\.$/);
  });
});
