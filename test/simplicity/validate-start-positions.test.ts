/**
 * Issue #11, found by the edited-state soak (`npm run fuzz`, EDIT_CONFIGS[5]): a stored state whose
 * component data moves a start position onto an empty space was accepted by `validate`, and then the
 * listed placement on that space gave a state `validate` refused (its start position carried a disc,
 * SIM-3.4). Root cause: setup lays a start tile on every start position and no tile ever leaves the
 * city (SIM-3.4, SIM-4.6), so an empty start position is impossible; `validate` only checked the disc
 * of a start position holding a tile. It now refuses an empty start position, naming SIM-3.4.
 */
import { describe, expect, it } from 'vitest';
import { createRng, openRng } from '../../src/core/index.js';
import { simplicity as g } from '../../src/simplicity/index.js';
import type { SimplicityConfig, SimplicityState } from '../../src/simplicity/types.js';
import { EDIT_CONFIGS, sampleStates } from './edits.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** The user-board config of the soak (4 players, pawnsThenPlace, a 4×5 board with start tiles (0,0), (2,4)). */
const SOAK = EDIT_CONFIGS[5]!;
/** The same board with a disc of team i on the i-th start tile (SIM-3.4 option). */
const WITH_DISCS: SimplicityConfig = { ...SOAK, startTilesHaveDiscs: true };

/** A copy of `s` with `fn` applied to the start positions of its board. */
function editStarts(s: SimplicityState, fn: (list: unknown[]) => void): Json {
  const e = clone(s) as Json;
  fn(e.components.boards[e.board].startTilePositions as unknown[]);
  return e;
}

/** Every edit of a state's start positions: each coordinate set to every value around the board and to wrong types, and the list itself resized, reordered and emptied. */
function startEdits(s: SimplicityState): { what: string; state: Json }[] {
  const list = (s.components!.boards[s.board]!.startTilePositions as readonly (readonly number[])[]).map((p) => [...p]);
  const out: { what: string; state: Json }[] = [];
  const values: unknown[] = [-1, 0, 1, 2, 3, 4, 5, 6, 0.5, 'x', null];
  list.forEach((p, i) =>
    p.forEach((_, j) => {
      for (const v of values) out.push({ what: `startTilePositions.${i}.${j} = ${JSON.stringify(v)}`, state: editStarts(s, (l) => ((l[i] as unknown[])[j] = v)) });
    }),
  );
  out.push({ what: 'startTilePositions emptied', state: editStarts(s, (l) => l.splice(0)) });
  out.push({ what: 'startTilePositions popped', state: editStarts(s, (l) => l.pop()) });
  out.push({ what: 'startTilePositions shifted', state: editStarts(s, (l) => l.shift()) });
  out.push({ what: 'startTilePositions reversed', state: editStarts(s, (l) => l.reverse()) });
  out.push({ what: 'startTilePositions doubled entry', state: editStarts(s, (l) => l.push(l[0])) });
  for (let r = 0; r < 4; r++) for (let c = 0; c < 5; c++) out.push({ what: `startTilePositions + [${r},${c}]`, state: editStarts(s, (l) => l.push([r, c])) });
  return out;
}

/** The listed actions of the seat to act, each applied: the results validate accepts, or the first one it refuses. */
function playsOn(e: Json, seed: string): string | undefined {
  const rng = openRng(createRng(seed));
  let s = e as unknown as SimplicityState;
  // Every listed action of the edited state itself, then a random line to the end of the game.
  for (let ply = 0; !g.isOver(s); ply++) {
    const seat = g.actors(s)[0]!;
    const list = g.legalActions(s, seat);
    if (list.length === 0) return `ply ${ply}: no legal action for seat ${seat}`;
    const nexts = (ply === 0 ? list : [list[rng.int(list.length)]!]).map((a) => [a, g.apply(s, a)] as const);
    for (const [a, next] of nexts) {
      const bad = g.validate(clone(next));
      if (bad.length > 0) return `ply ${ply}: ${JSON.stringify(a)} gives a state validate refuses: ${bad[0]!.path} ${bad[0]!.message} (${bad[0]!.rule})`;
    }
    s = nexts[nexts.length - 1]![1];
  }
  g.score(s);
  return undefined;
}

describe('SIM-3.4 start positions of a stored state agree with its city (issue #11)', () => {
  it('the soak finding: startTilePositions.0.1 = 4 (also .1.0 = 0, .1.1 = 3) is refused naming SIM-3.4', () => {
    for (let seed = 100; seed < 104; seed++) {
      for (const s of sampleStates(SOAK, seed)) {
        for (const [i, j, v] of [[0, 1, 4], [1, 0, 0], [1, 1, 3]] as const) {
          const e = editStarts(s, (l) => ((l[i] as number[])[j] = v));
          const problems = g.validate(e);
          expect(problems.map((p) => p.rule), `seed ${seed} round ${s.round}: .${i}.${j} = ${v}`).toContain('SIM-3.4');
          expect(() => g.actors(e as unknown as SimplicityState)).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
        }
      }
    }
    // The very state of the report: mid-game, the moved start position (0,4) still empty, and the
    // placement the engine would have listed there, {type:'place',player:2,team:2,r:0,c:4}.
    const s = sampleStates(SOAK, 100)[1]!;
    const e = editStarts(s, (l) => ((l[0] as number[])[1] = 4));
    expect(s.tile[4]).toBe(-1);
    expect(g.validate(e)).toContainEqual({
      path: '.tile[4]',
      message: 'start position 0 (city 0,4) holds no tile; setup lays a start tile on every start position and no tile leaves the city',
      rule: 'SIM-3.4',
    });
  });

  it('a start position holding a park is refused naming SIM-3.4 (start tiles are buildings: a drawn park is replaced)', () => {
    const s = g.setup({ players: 4 }, 5);
    const cell = 1 * 6 + 1; // T4's first start position (1,1)
    const park = 4;
    const j = s.pile.indexOf(park);
    // the start tile and a park of the pile trade places: the box still holds every tile once (SIM-3.3)
    const e = { ...clone(s), tile: s.tile.map((k, i) => (i === cell ? park : k)), pile: s.pile.map((k, i) => (i === j ? s.tile[cell]! : k)) };
    expect(g.validate(e)).toEqual([
      { path: '.tile[7]', message: 'start position 0 (city 1,1) holds a park; start tiles are buildings (a drawn park is set aside and replaced)', rule: 'SIM-3.4' },
    ]);
  });

  it('every startTilePositions edit is refused by validate or plays on to the end with only valid states', () => {
    let refused = 0;
    let emptyRefused = 0;
    let accepted = 0;
    const failures: string[] = [];
    for (const config of [SOAK, WITH_DISCS]) {
      for (let seed = 100; seed < 103; seed++) {
        for (const s of sampleStates(config, seed)) {
          for (const { what, state } of startEdits(s)) {
            const problems = g.validate(state);
            const starts = (state.components.boards[state.board].startTilePositions as unknown[]) ?? [];
            // A start position (well-formed, on the board) over an empty city space: must be SIM-3.4.
            const onEmpty = starts.some((p) => Array.isArray(p) && Number.isInteger(p[0]) && Number.isInteger(p[1]) && p[0] >= 0 && p[0] < 4 && p[1] >= 0 && p[1] < 5 && s.tile[p[0] * 5 + p[1]] === -1 && !(p[0] === 3 && p[1] === 0));
            const duplicate = new Set(starts.map((p) => JSON.stringify(p))).size !== starts.length;
            if (problems.length > 0) {
              refused++;
              if (onEmpty && !duplicate) {
                emptyRefused++;
                if (!problems.some((p) => p.rule === 'SIM-3.4')) failures.push(`${what}: refused, but not naming SIM-3.4: ${JSON.stringify(problems[0])}`);
              }
              continue;
            }
            accepted++;
            if (onEmpty) failures.push(`${what}: a start position over an empty space was accepted`);
            const why = playsOn(state, `${seed}/${what}`);
            if (why !== undefined) failures.push(`${JSON.stringify(config).slice(0, 40)} seed ${seed} round ${s.round} ${s.phase}: ${what}: ${why}`);
          }
        }
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect(emptyRefused).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThan(0); // e.g. the list reversed without start discs: the same game
  });
});
