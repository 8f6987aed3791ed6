/**
 * Issue #11: `validate` checks a state that differs from the last valid one in one seat only (every click
 * inside a turn) by that seat's checks alone (validate.ts, `changedSeat`). It must report exactly what
 * the full check reports. Along seeded games, each state's acting seat is edited (a leaf of its sheet,
 * shown sheet or turn replaced by a wrong or a plausible value) in a frozen copy that shares everything
 * else with the state, validated right after the state before it (so the one-seat path is taken), and
 * compared with the same edit as plain JSON (the full path).
 */
import { describe, expect, it } from 'vitest';
import { createRng, openRng } from '../../src/core/index.js';
import { deepFreeze } from '../../src/core/freeze.js';
import { welcometo as g } from '../../src/welcometo/index.js';
import { validate } from '../../src/welcometo/validate.js';
import type { WelcomeToConfig, WelcomeToState } from '../../src/welcometo/types.js';

type Path = (string | number)[];
const WRONG: readonly unknown[] = [-1, -2, 0, 1, 5, 17, 18, 'x', '.', null, true, 2, 3, [], 0.5];

function leaves(v: unknown, at: Path, out: Path[]): Path[] {
  if (Array.isArray(v)) v.forEach((x, i) => leaves(x, [...at, i], out));
  else if (v !== null && typeof v === 'object') for (const k of Object.keys(v)) leaves((v as Record<string, unknown>)[k], [...at, k], out);
  else out.push(at);
  return out;
}

/** `root` with the value at `path` replaced, copying (and freezing, with `freeze`) only along the path. */
function edited(root: unknown, path: Path, value: unknown, freeze: boolean): unknown {
  if (path.length === 0) return freeze ? deepFreeze(structuredClone(value)) : structuredClone(value);
  const [head, ...rest] = path;
  const node = root as Record<string | number, unknown>;
  const copy = (Array.isArray(node) ? [...(node as unknown[])] : { ...node }) as Record<string | number, unknown>;
  copy[head!] = edited(node[head!], rest, value, freeze);
  return freeze ? Object.freeze(copy) : copy;
}

/** Mark strings are edited one character at a time (a whole-string change is a shape problem, found either way). */
function markEdit(v: unknown, k: number): unknown {
  if (typeof v !== 'string' || v.length === 0) return WRONG[k % WRONG.length];
  const i = k % v.length;
  return v.slice(0, i) + '.bup|sx'[k % 7] + v.slice(i + 1);
}

describe('validate of a state one seat away from the last valid one (issue #11)', () => {
  it('reports the same problems as the full check, for edits of the acting seat along seeded games', () => {
    const configs: WelcomeToConfig[] = [{ players: 4, variant: 'advanced', board: 'icecream' }, { players: 3, expert: true }, { players: 2, board: 'christmas' }];
    let compared = 0;
    let rejected = 0;
    let oneSeat = 0;
    for (const [ci, config] of configs.entries()) {
      const rng = openRng(createRng(`seat-memo-${ci}`));
      let s: WelcomeToState = g.setup(config, `seat-memo-${ci}`);
      let step = 0;
      while (!g.isOver(s)) {
        const before = s;
        s = g.apply(s, rng.pick(g.legalActions(s, g.actors(s)[0]!)));
        step++;
        const j = s.players.findIndex((pl, i) => pl !== before.players[i]);
        if (step % 3 !== 0 || s.turn !== before.turn || s.stacks !== before.stacks) continue;
        oneSeat++;
        const paths = leaves(JSON.parse(JSON.stringify(s.players[j])), ['players', j], []);
        for (let k = step % 5; k < paths.length; k += 11) {
          const path = paths[k]!;
          const old = path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], s);
          const value = typeof old === 'string' ? markEdit(old, k) : WRONG[(k + step) % WRONG.length];
          expect(validate(before)).toEqual([]); // the state before, valid: the one-seat path is open
          const shared = validate(edited(s, path, value, true));
          const full = validate(edited(JSON.parse(JSON.stringify(s)), path, value, false));
          expect(shared, path.join('.')).toEqual(full);
          compared++;
          if (full.length > 0) rejected++;
        }
        expect(validate(before)).toEqual([]);
        expect(validate(s)).toEqual([]);
      }
    }
    expect(oneSeat).toBeGreaterThan(50);
    expect(compared).toBeGreaterThan(500);
    expect(rejected).toBeGreaterThan(200);
  });
});
