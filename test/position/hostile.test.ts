/**
 * `position` and `positionOf` are part of the trust boundary (issue #11): any spec or state from
 * outside gets a RuleError, never a TypeError. Each field of each game's documented example spec is
 * replaced by values of the wrong kind, unknown fields are refused, getters are never called.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/core/index.js';
import { gameById } from '../../src/index.js';
import * as welcometo from '../../src/welcometo/position.js';
import * as villagers from '../../src/villagers/position.js';
import * as skyline from '../../src/skyline/position.js';
import * as simplicity from '../../src/simplicity/position.js';
import * as bellavista from '../../src/bellavista/position.js';
import { DOC_EXAMPLES } from './doc-examples.js';

const BUILDERS = { welcometo, villagers, skyline, simplicity, bellavista } as unknown as Record<string, { position(spec: unknown, seed?: unknown): unknown; positionOf(state: unknown): unknown }>;
const WRONG: readonly unknown[] = [5, -1, 1e300, 'x', '', null, true, {}, [], [5], [null], [{}], ['x', 5], { a: 1 }, 2n];

function code(fn: () => unknown): string {
  try {
    fn();
    return 'returned';
  } catch (e) {
    if (isRuleError(e)) return e.code;
    return `${(e as Error)?.name}: ${(e as Error)?.message}`;
  }
}

describe('position / positionOf of hostile input: only RuleErrors', () => {
  for (const [id, b] of Object.entries(BUILDERS)) {
    it(id, () => {
      const { spec, seed } = DOC_EXAMPLES[id as keyof typeof DOC_EXAMPLES] as { spec: Record<string, unknown>; seed: string };
      const outcomes = new Map<string, number>();
      const note = (c: string) => outcomes.set(c, (outcomes.get(c) ?? 0) + 1);
      for (const k of Object.keys(spec)) for (const v of WRONG) note(code(() => b.position({ ...spec, [k]: v }, seed)));
      for (const junk of [null, undefined, 5, 'spec', [], {}]) note(code(() => b.position(junk, seed)));
      expect(code(() => b.position({ ...spec, typo: 1 }, seed))).toBe('BAD_STATE');
      let called = false;
      const getter = Object.defineProperty({ ...spec }, 'config', { enumerable: true, get: () => ((called = true), spec.config) });
      expect(code(() => b.position(getter, seed))).toBe('BAD_STATE');
      expect(called).toBe(false);
      for (const junk of [null, {}, 5, [], { players: 2 }]) expect(code(() => b.positionOf(junk))).toBe('BAD_STATE');
      const game = gameById(id)!;
      const s = game.setup({ players: 2 }, 1);
      expect(b.positionOf(JSON.parse(JSON.stringify(s)))).toEqual(b.positionOf(s));
      const bad = [...outcomes.keys()].filter((c) => !/^[A-Z_]+$/.test(c) && c !== 'returned');
      expect(bad, id).toEqual([]);
      expect(outcomes.get('BAD_STATE') ?? 0).toBeGreaterThan(0);
    });
  }
});
