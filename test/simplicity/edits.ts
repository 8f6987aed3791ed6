/**
 * Edited states for the trust-boundary tests (issue #11): states from seeded random games, edited on
 * purpose into wrong or unusual ones (this file MEANS to feed corrupt states), and a runner that
 * holds the engine to its promise: a state `validate` accepts makes no contract function throw
 * anything but a RuleError or take 50 ms, and every action it lists leads to a state `validate`
 * accepts again; a state `validate` rejects gets BAD_STATE from every contract function.
 */
import { expect } from 'vitest';
import { createRng, isRuleError, openRng, type Rng } from '../../src/core/index.js';
import { simplicity as g } from '../../src/simplicity/index.js';
import { apply as rawApply } from '../../src/simplicity/apply.js';
import { actors as rawActors, legalActions as rawLegal } from '../../src/simplicity/legal.js';
import { score as rawScore } from '../../src/simplicity/score.js';
import { view as rawView } from '../../src/simplicity/view.js';
import type { SimplicityConfig, SimplicityState } from '../../src/simplicity/types.js';
import { randomGame } from './helpers.js';

type Json = unknown;
type Path = readonly (string | number)[];

/** A small user board (holes, a blank, two start tiles) so that component data is edited too. */
const cells = Array.from({ length: 4 }, (_, r) =>
  Array.from({ length: 5 }, (_, c) => (r === 3 && c === 0 ? null : r === 1 && c === 2 ? 'blank' : ['circle', 'triangle', 'square', 'star', 'hexagon'][(r + 2 * c) % 5]!)),
);
const board = { cells, startTilePositions: [[0, 0], [2, 4]] as [number, number][] };

/** The configs the sampled games are played in: every player count and mode, one with user components. */
export const EDIT_CONFIGS: SimplicityConfig[] = [
  { players: 2 },
  { players: 3, turnStructure: 'pawnsThenPlace' },
  { players: 4, fallbackScope: 'perRow' },
  { players: 5, startSide: 'B', startTilesHaveDiscs: true },
  { players: 6 },
  { players: 4, turnStructure: 'pawnsThenPlace', components: { boards: { T4: board, T5: board, T6: board } } },
];

/** States at sampled points of one seeded random game: setup, two mid-game plies, the last ply, game over. */
export function sampleStates(config: SimplicityConfig, seed: number): SimplicityState[] {
  const { states } = randomGame(config, seed);
  const n = states.length;
  return [states[0]!, states[Math.floor(n / 3)]!, states[Math.floor((2 * n) / 3)]!, states[n - 2]!, states[n - 1]!];
}

const WRONG: readonly Json[] = ['x', '', null, true, {}, [], [1], -1, -2, 0.5, 1e9, 2 ** 53, -1e300, 7, 8, 99];

/** Every leaf (number, string, boolean, null) of a JSON value, by path. */
function leaves(x: Json, path: (string | number)[] = [], out: Path[] = []): Path[] {
  if (Array.isArray(x)) x.forEach((v, i) => leaves(v, [...path, i], out));
  else if (typeof x === 'object' && x !== null) for (const [k, v] of Object.entries(x)) leaves(v, [...path, k], out);
  else out.push(path);
  return out;
}
/** Every array and object of a JSON value, by path (the root included). */
function containers(x: Json, path: (string | number)[] = [], out: Path[] = []): Path[] {
  if (typeof x !== 'object' || x === null) return out;
  out.push(path);
  if (Array.isArray(x)) x.forEach((v, i) => containers(v, [...path, i], out));
  else for (const [k, v] of Object.entries(x)) containers(v, [...path, k], out);
  return out;
}
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
function at(x: Json, path: Path): Json {
  let v = x as Record<string | number, Json>;
  for (const k of path) v = v[k] as Record<string | number, Json>;
  return v;
}
/** A copy of `x` with `fn` applied to the parent of `path` and its last key. */
function edit(x: Json, path: Path, fn: (parent: Record<string | number, Json>, key: string | number) => void): Json {
  const y = clone(x);
  if (path.length === 0) return y;
  fn(at(y, path.slice(0, -1)) as Record<string | number, Json>, path[path.length - 1]!);
  return y;
}
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.int(xs.length)]!;

/**
 * Edited copies of `s` (`rate` = the share of leaf edits kept, 1 = all): every leaf replaced by
 * wrong-typed, negative, huge, fractional values and by every small integer -1..8; keys deleted;
 * arrays resized and emptied; per-team entries swapped; tiles duplicated, removed and moved; and
 * the round, phase and turn fields set to each of their values together.
 */
export function edits(s: SimplicityState, rng: Rng, rate: number): { what: string; state: Json }[] {
  const out: { what: string; state: Json }[] = [];
  const keep = (): boolean => rate >= 1 || rng.int(1_000_000) < rate * 1_000_000;
  for (const path of leaves(s)) {
    const name = path.join('.');
    const values = [...WRONG, ...[0, 1, 2, 3, 4, 5, 6]];
    for (const v of values) if (keep()) out.push({ what: `${name} = ${JSON.stringify(v)}`, state: edit(s, path, (p, k) => (p[k] = v)) });
    if (keep()) out.push({ what: `delete ${name}`, state: edit(s, path, (p, k) => delete p[k]) });
  }
  for (const path of containers(s)) {
    const name = path.join('.') || 'state';
    const v = at(s, path);
    if (Array.isArray(v)) {
      if (keep()) out.push({ what: `${name} emptied`, state: edit({ r: s }, ['r', ...path], (p, k) => (p[k] = [])) });
      if (keep() && v.length > 0) out.push({ what: `${name} popped`, state: edit({ r: s }, ['r', ...path], (p, k) => (p[k] as Json[]).pop()) });
      if (keep() && v.length > 0) out.push({ what: `${name} doubled entry`, state: edit({ r: s }, ['r', ...path], (p, k) => (p[k] as Json[]).push(v[0])) });
      if (keep() && v.length > 1) {
        const i = rng.int(v.length);
        const j = rng.int(v.length);
        out.push({
          what: `${name} swap ${i} ${j}`,
          state: edit({ r: s }, ['r', ...path], (p, k) => {
            const a = p[k] as Json[];
            [a[i], a[j]] = [a[j], a[i]];
          }),
        });
      }
    } else if (path.length > 0 && keep()) out.push({ what: `${name} = {}`, state: edit(s, path, (p, k) => (p[k] = {})) });
  }
  // Tiles duplicated, removed, moved between the pile, the rows, the city and the discards.
  const n = s.tile.length;
  for (let t = 0; t < 12; t++) {
    const i = rng.int(n);
    const j = rng.int(n);
    out.push({ what: `tile[${i}] = tile[${j}]`, state: { ...clone(s), tile: s.tile.map((k, x) => (x === i ? s.tile[j]! : k)) } });
    out.push({ what: `tile[${i}] removed`, state: { ...clone(s), tile: s.tile.map((k, x) => (x === i ? -1 : k)) } });
    out.push({ what: `disc[${i}] = ${t % s.teams}`, state: { ...clone(s), disc: s.disc.map((d, x) => (x === i ? t % s.teams : d)) } });
    if (s.pile.length > 0) {
      const k = s.pile[s.pile.length - 1]!;
      out.push({ what: `pile top to tile[${i}]`, state: { ...clone(s), pile: s.pile.slice(0, -1), tile: s.tile.map((x, y) => (y === i ? k : x)) } });
      const r = rng.int(7);
      out.push({ what: `pile top beside row ${r + 1}`, state: { ...clone(s), pile: s.pile.slice(0, -1), rowTile: s.rowTile.map((x, y) => (y === r ? k : x)) } });
    }
  }
  // The round's fields set together to other values (most of them inconsistent, a few not).
  const phases = ['demolish', 'choose', 'place', 'over'] as const;
  for (let t = 0; t < 40; t++) {
    const e = { ...clone(s), phase: pick(rng, phases), turn: rng.int(s.teams + 1), active: rng.int(s.teams + 1) - 1 } as Record<string, Json>;
    if (rng.int(2) === 0) e.placeRow = rng.int(8) - 1;
    if (rng.int(2) === 0) e.demolished = rng.int(8) - 1;
    if (rng.int(3) === 0) e.round = 1 + rng.int(5);
    if (rng.int(3) === 0) e.side = 1 - s.side;
    out.push({ what: `round fields ${JSON.stringify([e.phase, e.turn, e.active, e.placeRow, e.demolished, e.round])}`, state: e });
  }
  return out;
}

/** What one run of {@link checkEdits} saw. */
export interface EditReport {
  edited: number;
  rejected: number;
  accepted: number;
  calls: number;
  nonRuleErrors: number;
  /** Rejected states on which the raw rules (no trust boundary) throw a non-RuleError: what validate saves them from. */
  rawCrashes: number;
  /** The slowest single call, in CPU milliseconds (a call over 50 ms is timed twice, the faster run counts). */
  slowestMs: number;
  slowest: string;
}

/** Run every contract function on every edited state, as the module docs say. */
export function checkEdits(states: readonly SimplicityState[], rate: number, seed: string): EditReport {
  const rng = openRng(createRng(seed));
  const rep: EditReport = { edited: 0, rejected: 0, accepted: 0, calls: 0, nonRuleErrors: 0, rawCrashes: 0, slowestMs: 0, slowest: '' };
  const failures: string[] = [];
  const call = (what: string, fn: () => unknown): unknown => {
    rep.calls++;
    // CPU time of this process (the machine is shared: wall time measures the neighbours too)
    const t0 = process.cpuUsage();
    let out: unknown;
    try {
      out = fn();
    } catch (e) {
      if (!isRuleError(e)) {
        rep.nonRuleErrors++;
        if (failures.length < 5) failures.push(`${what}: ${String((e as Error)?.stack ?? e)}`);
      }
    }
    const used = process.cpuUsage(t0);
    let ms = (used.user + used.system) / 1000;
    if (ms > 50) {
      // Over the limit once: time it again, so that a garbage-collector pause is not taken for the call's cost.
      const t1 = process.cpuUsage();
      try {
        fn();
      } catch {
        // counted above
      }
      const again = process.cpuUsage(t1);
      ms = Math.min(ms, (again.user + again.system) / 1000);
    }
    if (ms > rep.slowestMs) {
      rep.slowestMs = ms;
      rep.slowest = what;
    }
    return out;
  };
  for (const s of states) {
    for (const { what, state } of edits(s, rng, rate)) {
      rep.edited++;
      const problems = g.validate(state);
      if (problems.length > 0) {
        rep.rejected++;
        // The trust boundary turns it away with BAD_STATE and changes nothing.
        const before = JSON.stringify(state);
        try {
          g.actors(state as SimplicityState);
          failures.push(`${what}: rejected (${problems[0]!.message}) but actors accepted it`);
        } catch (e) {
          if (!isRuleError(e) || e.code !== 'BAD_STATE') failures.push(`${what}: ${String(e)}`);
        }
        if (JSON.stringify(state) !== before) failures.push(`${what}: the state changed`);
        // (only with small numbers: a huge team count would make the raw rules abort the process)
        if (small(state) && rawCrash(state as SimplicityState)) rep.rawCrashes++;
        continue;
      }
      rep.accepted++;
      const e = state as SimplicityState;
      const seats = Array.from({ length: e.players }, (_, p) => p);
      call(`${what}: actors`, () => g.actors(e));
      call(`${what}: isOver`, () => g.isOver(e));
      call(`${what}: score`, () => g.score(e));
      for (const v of [null, ...seats]) {
        call(`${what}: view ${v}`, () => g.view(e, v));
        call(`${what}: render ${v}`, () => g.render(e, v));
        call(`${what}: determinize ${v}`, () => g.determinize(e, v, 'edit'));
      }
      for (const p of seats) {
        const list = call(`${what}: legalActions ${p}`, () => g.legalActions(e, p)) as ReturnType<typeof g.legalActions> | undefined;
        for (const a of list ?? []) {
          call(`${what}: describe ${JSON.stringify(a)}`, () => g.describe(e, a, null));
          call(`${what}: describe ${JSON.stringify(a)} as ${p}`, () => g.describe(e, a, p));
          const next = call(`${what}: apply ${JSON.stringify(a)}`, () => g.apply(e, a)) as SimplicityState | undefined;
          if (next !== undefined) {
            const bad = g.validate(JSON.parse(JSON.stringify(next)));
            if (bad.length > 0 && failures.length < 5) failures.push(`${what}: apply ${JSON.stringify(a)} gives an invalid state: ${JSON.stringify(bad[0])}`);
          }
        }
      }
      // An accepted state whose seat has nothing to do while the game is on would stall a server.
      const actorsNow = g.actors(e);
      if (!g.isOver(e) && (actorsNow.length !== 1 || g.legalActions(e, actorsNow[0]!).length === 0)) {
        failures.push(`${what}: accepted, but no seat has a legal action`);
      }
    }
  }
  expect(failures).toEqual([]);
  return rep;
}

/** Every number in the state but the RNG's is at most 1000 in size. */
function small(x: Json): boolean {
  let ok = true;
  JSON.stringify(x, (k, v: unknown) => {
    if (k === 'rng') return undefined;
    if (typeof v === 'number' && !(Math.abs(v) <= 1000)) ok = false;
    return v;
  });
  return ok;
}

/** True if the raw rules (no trust boundary, no validation) throw something other than a RuleError on `s`. */
function rawCrash(s: SimplicityState): boolean {
  try {
    const who = rawActors(s);
    for (const p of who) for (const a of rawLegal(s, p).slice(0, 3)) rawApply(s, a);
    rawScore(s);
    rawView(s, null);
    return false;
  } catch (e) {
    return !isRuleError(e);
  }
}
