/**
 * Issue #11 (no aliasing), from the fresh-user trial: every data constant the package exports (limits,
 * component lists, card lists) is frozen throughout, so a caller cannot change a limit or the components
 * of matches already running; and every game's view shares nothing mutable with the engine.
 */
import { describe, expect, it } from 'vitest';
import * as root from '../../src/index.js';
import * as core from '../../src/core/index.js';
import * as welcometo from '../../src/welcometo/index.js';
import * as villagers from '../../src/villagers/index.js';
import * as skyline from '../../src/skyline/index.js';
import * as simplicity from '../../src/simplicity/index.js';
import * as bellavista from '../../src/bellavista/index.js';
import { games } from '../../src/index.js';
import type { AnyGame } from '../../src/core/index.js';
import { unfrozen } from '../frozen.js';

const modules = { root, core, welcometo, villagers, skyline, simplicity, bellavista } as Record<string, Record<string, unknown>>;

describe('exported data cannot be changed', () => {
  for (const [name, m] of Object.entries(modules)) {
    it(`${name}: every exported object or array is frozen throughout`, () => {
      const bad: string[] = [];
      for (const [k, v] of Object.entries(m)) {
        if (typeof v !== 'object' || v === null) continue;
        // Game objects are checked for their data, not their methods (functions are not data).
        const p = unfrozen(v, `${name}.${k}`);
        if (p !== null) bad.push(p);
      }
      expect(bad).toEqual([]);
    });
  }
  it('ACTION_LIMITS cannot be raised', () => {
    expect(() => {
      (core.ACTION_LIMITS as { depth: number }).depth = 1e9;
    }).toThrow(TypeError);
    expect(core.ACTION_LIMITS.depth).toBe(8);
  });
});

describe('views share nothing mutable with the engine', () => {
  for (const g of Object.values(games) as AnyGame[]) {
    it(`${g.id}: the view of a state is frozen throughout, for every viewer`, () => {
      const s = g.setup({ players: 2 }, 1);
      for (const viewer of [null, 0, 1]) expect(unfrozen(g.view(s, viewer), `${g.id} view`)).toBeNull();
    });
  }
  it('skyline: editing nothing is possible, so another match keeps its view, score and setup', () => {
    const a = skyline.skyline.setup({ players: 2 }, 1);
    const b = skyline.skyline.setup({ players: 2 }, 2);
    const before = JSON.stringify([skyline.skyline.view(b, null), skyline.skyline.score(b)]);
    const v = skyline.skyline.view(a, 0) as unknown as { coneValues: number[]; board: { sites: unknown[] } };
    expect(() => v.coneValues.reverse()).toThrow(TypeError);
    expect(() => v.board.sites.pop()).toThrow(TypeError);
    expect(JSON.stringify([skyline.skyline.view(b, null), skyline.skyline.score(b)])).toBe(before);
    expect(skyline.skyline.setup({ players: 2 }, 3)).toBeTruthy();
  });
});
