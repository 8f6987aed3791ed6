/**
 * `ruleDoc` at the trust boundary (issue #11): an ID the rules reference does not name, and any hostile
 * argument, is a RuleError `UNKNOWN_RULE` (rule `core`) in bounded time; never another exception.
 */
import { describe, expect, it } from 'vitest';
import { games, gameIds, isRuleError, ruleDoc, type GameRegistry } from '../../src/index.js';
import { ruleDoc as coreRuleDoc } from '../../src/core/index.js';
import { RULE_IDS } from '../../src/rule-ids.js';

type Doc = (game: unknown, rule: unknown) => string;
const root = ruleDoc as Doc;
const core = coreRuleDoc as Doc;

/** The RuleError `f` throws (failing on a return or another exception), and how long it took. */
function refusal(f: () => unknown): { message: string; ms: number } {
  const t = performance.now();
  try {
    f();
  } catch (e) {
    const ms = performance.now() - t;
    expect(isRuleError(e), String(e)).toBe(true);
    expect((e as { code: string }).code).toBe('UNKNOWN_RULE');
    expect((e as { rule: string }).rule).toBe('core');
    return { message: (e as Error).message, ms };
  }
  throw new Error('expected a RuleError');
}

const throwing = new Proxy({}, { get: () => { throw new Error('trap'); }, getOwnPropertyDescriptor: () => { throw new Error('trap'); } });
const revoked = Proxy.revocable({}, {});
revoked.revoke();
const getter = Object.defineProperty({}, 'id', { get: () => { throw new Error('getter'); }, enumerable: true });
const huge = 'a'.repeat(10_000_000);
const HOSTILE: Array<[string, unknown]> = [
  ['undefined', undefined],
  ['null', null],
  ['a number', 7],
  ['NaN', Number.NaN],
  ['a BigInt', 1n],
  ['a symbol', Symbol('x')],
  ['a function', () => 'welcometo'],
  ['an array', ['welcometo']],
  ['a throwing Proxy', throwing],
  ['a revoked Proxy', revoked.proxy],
  ['a throwing getter', getter],
  ['an object with a BigInt id', { id: 5n }],
  ['a 10^7-character string', huge],
  ['a 10^7-character WT- string', `WT-${'1'.repeat(10_000_000)}`],
  ['a string with a NUL', 'welcometo\u0000'],
  ['a lone surrogate', '\ud800'],
];

describe('ruleDoc refuses hostile arguments with a RuleError (root and core)', () => {
  for (const [name, value] of HOSTILE) {
    it(`game: ${name}`, () => {
      for (const f of [root, core]) {
        const r = refusal(() => f(value, 'WT-7.2'));
        expect(r.message.length).toBeLessThan(200);
        expect(r.ms).toBeLessThan(50);
      }
    });
    it(`rule: ${name}`, () => {
      for (const f of [root, core]) {
        const r = refusal(() => f('welcometo', value));
        expect(r.message.length).toBeLessThan(200);
        expect(r.ms).toBeLessThan(50);
      }
    });
  }
});

describe('the package root ruleDoc knows the rules references (src/rule-ids.ts)', () => {
  it('accepts every ID of every reference, and core', () => {
    for (const id of gameIds) {
      expect(RULE_IDS[id]!.length).toBeGreaterThan(40);
      for (const rule of RULE_IDS[id]!) expect(ruleDoc(id, rule)).toBe(`docs/rules/${id}.md`);
      expect(ruleDoc((games as GameRegistry)[id]!, 'core')).toBe('docs/README.md');
    }
  });
  it('refuses a well-formed ID the reference does not name, naming the file', () => {
    expect(refusal(() => ruleDoc('welcometo', 'WT-99.1')).message).toBe('"WT-99.1" is not a rule of welcometo: docs/rules/welcometo.md does not name it.');
    for (const [g, r] of [['welcometo', 'WT-7.2.9'], ['skyline', 'SK-0'], ['villagers', 'S-999'], ['simplicity', 'SIM-3.2z'], ['bellavista', 'BV-10.99']] as const) {
      expect(refusal(() => ruleDoc(g, r)).message).toMatch(/is not a rule of/);
    }
    // The core version cannot know a third-party game's reference: shape only.
    expect(coreRuleDoc('welcometo', 'WT-99.1')).toBe('docs/rules/welcometo.md');
  });
  it('refuses another game\'s ID and a game it does not ship', () => {
    expect(refusal(() => ruleDoc('skyline', 'WT-7.2')).message).toBe('"WT-7.2" is not a rule ID of skyline (its rules are SK-…).');
    expect(refusal(() => ruleDoc('nosuchgame', 'core')).message).toBe('Not a game this package ships: "nosuchgame" (its games: welcometo, villagers, skyline, simplicity, bellavista).');
    expect(refusal(() => ruleDoc('toString', 'core')).message).toMatch(/Not a game id/);
  });
  it('every rule a real rejection carries is accepted (a sample of each game)', () => {
    for (const [id, game] of Object.entries(games as GameRegistry)) {
      const state = game.setup({ players: game.players.min }, 3);
      const seat = game.actors(state)[0]!;
      const move = game.legalActions(state, seat)[0]!;
      for (const bad of [{ ...move, type: 'no-such-action' }, { ...move, player: seat + 99 }, { ...move, extra: 1 }]) {
        try {
          game.apply(state, bad);
        } catch (e) {
          expect(isRuleError(e)).toBe(true);
          expect(ruleDoc(id, (e as { rule: string }).rule)).toMatch(/^docs\//);
        }
      }
    }
  });
});
