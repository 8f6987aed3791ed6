/**
 * SIM-5.3: `apply` matches an action read from JSON with the one interned listed action its fields
 * name (legal.ts `listedAction`). The match must accept exactly the JSON copies of listed actions and
 * leave everything else to the guard, with the guard's own reason.
 */
import { describe, expect, it } from 'vitest';
import { apply as rawApply } from '../../src/simplicity/apply.js';
import { legalActions as rawLegal, listedAction } from '../../src/simplicity/legal.js';
import { actor, demolish, expectReject, g, legal, randomGame, start, type S } from './helpers.js';

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('SIM-5.3 a JSON copy of a listed action is matched with the listed one', () => {
  it('every listed action of random 2-, 4- and 6-player games: the copy gives the listed object and the same next state', () => {
    let checked = 0;
    for (const players of [2, 4, 6]) {
      const { states } = randomGame({ players }, players);
      for (const s of states) {
        if (g.isOver(s)) continue;
        const list = rawLegal(s, actor(s));
        for (const a of list) {
          expect(listedAction(s, copy(a))).toBe(a);
          expect(JSON.stringify(g.apply(s, copy(a)))).toBe(JSON.stringify(g.apply(s, a)));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('near misses are not matched and get the guard\'s reason', () => {
    const s: S = demolish(start({ players: 4 }, 3), 5); // choose phase, row 5 demolished
    const a = legal(s)[0]!;
    const near: unknown[] = [
      { ...a, extra: 1 },
      { ...a, row: (a as { row: number }).row + 0.5 },
      { ...a, row: 5 },
      { ...a, row: 0 },
      { ...a, row: 8 },
      { ...a, row: '1' },
      { ...a, player: actor(s) + 1 },
      { ...a, team: s.active + 1 },
      { ...a, type: 'place', r: 0, c: 0 },
      { type: a.type, player: a.player, team: a.team },
    ];
    for (const x of near) expect(listedAction(s, x)).toBeUndefined();
    expectReject(s, { ...a, extra: 1 }, 'MALFORMED_ACTION', 'SIM-5.3');
    expectReject(s, { ...a, row: 5 }, 'ILLEGAL_ACTION', 'SIM-4.5');
    expectReject(s, { ...a, row: 8 }, 'MALFORMED_ACTION', 'SIM-3.7');
    expectReject(s, { ...a, type: 'place', r: 0, c: 0 }, 'MALFORMED_ACTION', 'SIM-5.3');
    // The place phase: a cell outside the board, a taken space, a non-integer cell.
    const p = g.apply(s, a);
    const q = legal(p)[0]! as { r: number; c: number };
    for (const x of [{ ...q, r: 99 }, { ...q, c: -1 }, { ...q, c: q.c + 0.5 }]) expect(listedAction(p, x)).toBeUndefined();
    expectReject(p, { ...q, r: 99 }, 'MALFORMED_ACTION', 'SIM-3.5');
    // The raw reducer (no trust wrapper) takes the same path.
    expect(rawApply(p, copy(legal(p)[0]!)).disc).toContain(p.active);
  });
});
