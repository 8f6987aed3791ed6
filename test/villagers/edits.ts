/**
 * Edited Villagers states (issue #11): from states at sampled points of seeded random games (setup,
 * mid-game, the last ply, game over), every kind of edit a stored or forged state could carry —
 * a leaf replaced by a wrong-typed, negative, huge or NaN value, a key deleted or added, an array
 * resized or emptied, entries swapped between seats, a card duplicated or removed. Each edited state
 * is either reported by `validate`, or every contract function on it (through the public game object,
 * which validates on entry) returns or throws a RuleError, each call in under 50 ms.
 */
import { createRng, isRuleError, openRng, type Rng } from '../../src/core/index.js';
import { villagers } from '../../src/villagers/index.js';
import { legalActions as rawLegal, actors as rawActors } from '../../src/villagers/legal.js';
import { view as rawView } from '../../src/villagers/view.js';
import type { VillagersConfig, VillagersState } from '../../src/villagers/types.js';

type Json = unknown;
type Path = (string | number)[];

/** Counts of one run. */
export interface EditTally {
  edited: number;
  rejected: number;
  accepted: number;
  calls: number;
  /** Exceptions that were not RuleErrors (must stay empty), with the edit and the call. */
  failures: string[];
  maxMs: number;
  slowest: string;
  /** Rejected edits on which the raw rules (no trust boundary) threw a non-RuleError: what validate saves us from. */
  rawCrashes: number;
}

/** States at sampled points of a seeded random game: setup, a third, two thirds, the last ply, game over. */
export function samples(config: VillagersConfig, seed: string): VillagersState[] {
  const rng = openRng(createRng(seed));
  let s = villagers.setup(config, seed);
  const all = [s];
  while (!villagers.isOver(s)) {
    const acts = villagers.legalActions(s, villagers.actors(s)[0]!);
    s = villagers.apply(s, acts[rng.int(acts.length)]!);
    all.push(s);
  }
  const n = all.length;
  return [all[0]!, all[Math.floor(n / 3)]!, all[Math.floor((2 * n) / 3)]!, all[n - 2]!, all[n - 1]!];
}

/** Every path to a leaf or a container of `x`. */
function paths(x: Json, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (typeof x === 'object' && x !== null) {
    for (const [k, v] of Object.entries(x)) paths(v, [...at, Array.isArray(x) ? Number(k) : k], out);
  }
  return out;
}

function parentOf(root: Json, path: Path): [Record<string | number, Json>, string | number] | null {
  if (path.length === 0) return null;
  let o = root as Record<string | number, Json>;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, Json>;
  return [o, path[path.length - 1]!];
}

const WRONG: readonly Json[] = ['x', -1, 1e9, Number.NaN, null, true, [], {}, 1.5, -0x80000001, 2 ** 53];

/** One random edit of a copy of `s` (returns the edited copy and a label). */
function edit(s: VillagersState, rng: Rng): [Json, string] {
  const root = JSON.parse(JSON.stringify(s)) as Record<string, Json>;
  const all = paths(root);
  const kind = rng.int(8);
  const path = all[1 + rng.int(all.length - 1)]!;
  const pp = parentOf(root, path)!;
  const [parent, key] = pp;
  const label = path.join('.');
  switch (kind) {
    case 0:
    case 1: {
      const v = WRONG[rng.int(WRONG.length)];
      parent[key] = v;
      return [root, `${label} = ${String(JSON.stringify(v))}`];
    }
    case 2: {
      const cur = parent[key];
      if (typeof cur === 'number') {
        const v = [cur + 1, cur - 1, -cur - 1, cur * 1000 + 7][rng.int(4)]!;
        parent[key] = v;
        return [root, `${label} = ${v} (near ${cur})`];
      }
      delete parent[key];
      return [root, `delete ${label}`];
    }
    case 3: {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
      return [root, `remove ${label}`];
    }
    case 4: {
      const cur = parent[key];
      if (Array.isArray(cur)) {
        const how = rng.int(3);
        if (how === 0) cur.length = 0;
        else if (how === 1 && cur.length > 0) cur.push(JSON.parse(JSON.stringify(cur[rng.int(cur.length)])));
        else cur.pop();
        return [root, `resize ${label} (${['empty', 'grow', 'shrink'][how]})`];
      }
      (parent as Record<string, Json>).extra = 1;
      return [root, `add a key beside ${label}`];
    }
    case 5: {
      // swap a field between two seats
      const seats = root.seats as Record<string, Json>[];
      const f = ['gold', 'hand', 'square', 'village', 'draftLimit', 'buildLimit', 'builds', 'taken', 'income', 'drafted'][rng.int(10)]!;
      const a = rng.int(seats.length);
      const b = rng.int(seats.length);
      [seats[a]![f], seats[b]![f]] = [seats[b]![f], seats[a]![f]];
      return [root, `swap seats[${a}].${f} and seats[${b}].${f}`];
    }
    default: {
      // a card duplicated into, or removed from, one of the places a uid can be
      const places: number[][] = [root.reserve as number[], root.discard as number[], ...(root.stacks as number[][])];
      for (const seat of root.seats as { hand: number[]; square: number[]; village: { card: number }[] }[]) places.push(seat.hand, seat.square);
      for (const b of Object.values(root.basics as Record<string, number[]>)) places.push(b);
      const from = places[rng.int(places.length)]!;
      const to = places[rng.int(places.length)]!;
      if (from.length === 0) return [root, 'no card to move'];
      const u = from[rng.int(from.length)]!;
      if (kind === 6) {
        to.push(u);
        return [root, `duplicate card ${u}`];
      }
      from.splice(from.indexOf(u), 1);
      if (rng.int(2) === 0) to.push(u);
      return [root, `remove or move card ${u}`];
    }
  }
}

/** Run every contract function on `x`, tallying; only RuleErrors and < 50 ms allowed. */
function contract(t: EditTally, x: Json, label: string): void {
  const s = x as VillagersState;
  const run = <T>(what: string, fn: () => T): T | undefined => {
    t.calls++;
    const t0 = performance.now();
    let out: T | undefined;
    try {
      out = fn();
    } catch (e) {
      if (!isRuleError(e) && t.failures.length < 20) t.failures.push(`${label} / ${what}: ${String((e as Error)?.stack ?? e).slice(0, 300)}`);
    }
    let ms = performance.now() - t0;
    // A slow call is timed again (the functions are pure): on 2 shared cores the scheduler, not the
    // engine, is the usual cause; the fastest of 5 runs counts.
    for (let k = 0; k < 4 && ms > 50; k++) {
      const t1 = performance.now();
      try {
        fn();
      } catch {
        // the outcome was tallied above
      }
      ms = Math.min(ms, performance.now() - t1);
    }
    if (ms > t.maxMs) [t.maxMs, t.slowest] = [ms, `${label} / ${what}`];
    return out;
  };
  const seats = Array.isArray(s.seats) ? s.seats.length : 0;
  run('actors', () => villagers.actors(s));
  run('isOver', () => villagers.isOver(s));
  run('score', () => villagers.score(s));
  for (const viewer of [null, ...Array.from({ length: Math.min(seats, 6) }, (_, i) => i)]) {
    run(`view ${viewer}`, () => villagers.view(s, viewer));
    run(`render ${viewer}`, () => villagers.render(s, viewer));
    run(`determinize ${viewer}`, () => villagers.determinize(s, viewer, 1));
  }
  for (let p = 0; p < Math.min(seats, 6); p++) {
    const acts = run(`legalActions ${p}`, () => villagers.legalActions(s, p)) ?? [];
    // every listed action (at most 30, spread over the list)
    const step = Math.max(1, Math.ceil(acts.length / 30));
    for (let i = 0; i < acts.length; i += step) {
      run(`apply ${JSON.stringify(acts[i])}`, () => villagers.apply(s, acts[i]!));
      run(`describe ${JSON.stringify(acts[i])}`, () => villagers.describe(s, acts[i]!, p));
    }
  }
}

/** Would the raw rules (no trust boundary) crash on `x`? */
function rawCrash(x: Json): boolean {
  const s = x as VillagersState;
  try {
    rawActors(s);
    rawView(s, null);
    for (let p = 0; p < 2; p++) rawLegal(s, p);
    return false;
  } catch (e) {
    return !isRuleError(e);
  }
}

/** `perState` random edits of each sample state of the given games. */
export function runEdits(games: readonly [VillagersConfig, string][], perState: number, seed = 'edits'): EditTally {
  const t: EditTally = { edited: 0, rejected: 0, accepted: 0, calls: 0, failures: [], maxMs: 0, slowest: '', rawCrashes: 0 };
  const rng = openRng(createRng(seed));
  for (const [config, gameSeed] of games) {
    for (const s of samples(config, gameSeed)) {
      for (let i = 0; i < perState; i++) {
        const [x, label] = edit(s, rng);
        t.edited++;
        let problems = villagers.validate(x);
        let ms = Infinity;
        for (let k = 0; k < 3 && ms > 50; k++) {
          const t0 = performance.now();
          problems = villagers.validate(x);
          ms = Math.min(ms, performance.now() - t0);
        }
        if (ms > t.maxMs) [t.maxMs, t.slowest] = [ms, `validate ${label}`];
        if (problems.length > 0) {
          t.rejected++;
          if (rawCrash(x)) t.rawCrashes++;
          continue;
        }
        t.accepted++;
        contract(t, x, `${config.players}p ${gameSeed} ${label}`);
      }
    }
  }
  return t;
}
