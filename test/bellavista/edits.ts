/**
 * Edited states (issue #11): from states at sampled points of seeded random games, every leaf replaced
 * by wrong-typed / negative / huge / NaN / plausible-but-wrong values, keys deleted, arrays resized or
 * emptied, entries swapped between seats, cards duplicated or removed. Each edited state is either
 * reported by `validate`, or every contract function handles it (returns or throws a RuleError) in
 * under 50 ms. Shared by validate-edits.test.ts (a slice in `npm test`) and the fuzz file.
 */
import { bellavista } from '../../src/bellavista/index.js';
import { validate as rawValidate } from '../../src/bellavista/validate.js';
import type { BellaVistaConfig, BellaVistaState } from '../../src/bellavista/types.js';
import { createRng, deepFreeze, isRuleError, openRng, type Rng } from '../../src/core/index.js';

type Json = unknown;
type Path = (string | number)[];

export interface EditTally {
  states: number;
  edited: number;
  rejected: number;
  accepted: number;
  calls: number;
  ruleErrors: number;
  /** Non-RuleError exceptions (must stay empty). */
  failures: string[];
  slowestMs: number;
  slowest: string;
  /** Total ms spent, by the first word of the call's name after the edit (validate, apply, render, …). */
  ms: Record<string, number>;
}

/** States at sampled points of a seeded random game: setup, a few mid-game plies (each phase), the last ply, game over. */
export function samplePoints(config: BellaVistaConfig, seed: string, mid = 4): BellaVistaState[] {
  const rng = openRng(createRng(seed));
  const all: BellaVistaState[] = [];
  let s = bellavista.setup(config, seed);
  while (!bellavista.isOver(s)) {
    all.push(s);
    const [p] = bellavista.actors(s);
    const l = bellavista.legalActions(s, p!);
    // Prefer contracts, so that contract steps and taken contracts appear.
    const take = l.find((a) => a.type === 'take_contract');
    s = bellavista.apply(s, take && rng.int(2) === 0 ? take : l[rng.int(l.length)]!);
  }
  const out = [all[0]!];
  const phases = ['offer', 'build', 'neutral'] as const;
  for (let i = 0; i < mid; i++) {
    const want = phases[i % phases.length]!;
    const pool = all.filter((x) => x.phase === want && (want !== 'build' || i % 2 === 0 || x.step === 'contract'));
    if (pool.length) out.push(pool[rng.int(pool.length)]!);
  }
  out.push(all[all.length - 1]!, s);
  return out;
}

const WRONG: Json[] = ['x', '', null, true, {}, [], -1, 0.5, 1e9, 1e308, Number.NaN, -0x80000001];
const WORDS: Json[] = ['red-1', 'blue-8', 'green-9', 'yellow-8', 'C-BORDER', 'Z-PARK', 'H-PARK', 'G-COUNT', 'offer', 'build', 'neutral', 'over', 'contract', 'place', 'LAYOUT-B'];

function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

function at(root: Json, path: Path): Json {
  let o = root as Record<string | number, Json>;
  for (const k of path) o = o[k] as Record<string | number, Json>;
  return o;
}

function setAt(root: Json, path: Path, v: Json): void {
  const parent = at(root, path.slice(0, -1)) as Record<string | number, Json>;
  parent[path[path.length - 1]!] = v;
}

/** Every path of `x` (arrays longer than `wide` only at a few indices). */
function paths(x: Json, wide: number, p: Path = [], out: Path[] = []): Path[] {
  if (p.length) out.push(p);
  if (Array.isArray(x)) {
    const idx = x.length <= wide ? x.map((_, i) => i) : [...new Set([0, 1, x.length >> 1, x.length - 1])];
    for (const i of idx) paths(x[i], wide, [...p, i], out);
  } else if (x && typeof x === 'object') {
    for (const k of Object.keys(x)) paths((x as Record<string, Json>)[k], wide, [...p, k], out);
  }
  return out;
}

/** All edits of `s`, as functions that make the edited copy. */
export function editsOf(s: BellaVistaState, wide = 12): { name: string; make: () => Json }[] {
  const plain = clone(s) as Json;
  const out: { name: string; make: () => Json }[] = [];
  const edit = (name: string, fn: (t: Record<string, Json>) => void): void => {
    out.push({
      name,
      make: () => {
        const t = clone(plain) as Record<string, Json>;
        fn(t);
        return t;
      },
    });
  };
  for (const path of paths(plain, wide)) {
    const v = at(plain, path);
    const name = path.join('.');
    const values: Json[] = [...WRONG];
    if (typeof v === 'number') values.push(v + 1, v - 1, -v - 1, v * 2 + 3);
    if (typeof v === 'string') values.push(...WORDS);
    if (typeof v === 'boolean') values.push(!v);
    for (const w of values) edit(`${name} = ${String(w)}`, (t) => setAt(t, path, w));
    if (Array.isArray(v)) {
      edit(`${name}: pop`, (t) => (at(t, path) as Json[]).pop());
      edit(`${name}: shift`, (t) => (at(t, path) as Json[]).shift());
      edit(`${name}: emptied`, (t) => setAt(t, path, []));
      edit(`${name}: last doubled`, (t) => {
        const a = at(t, path) as Json[];
        if (a.length) a.push(clone(a[a.length - 1]));
      });
      edit(`${name}: reversed`, (t) => (at(t, path) as Json[]).reverse());
    } else if (v && typeof v === 'object') {
      for (const k of Object.keys(v)) edit(`${name}: delete ${k}`, (t) => delete (at(t, path) as Record<string, Json>)[k]);
      edit(`${name}: extra key`, (t) => ((at(t, path) as Record<string, Json>).extra = 1));
    }
  }
  for (const k of Object.keys(plain as object)) edit(`delete ${k}`, (t) => delete t[k]);
  // Entries swapped between seats; cards duplicated, moved or removed.
  for (const k of ['coins', 'decks', 'hands', 'contracts', 'colours', 'roofColours'] as const) {
    edit(`${k}: seats 0 and 1 swapped`, (t) => {
      const a = t[k] as Json[];
      [a[0], a[1]] = [a[1], a[0]];
    });
  }
  const cards = (t: Record<string, Json>, k: 'decks' | 'hands') => t[k] as string[][];
  edit('a deck card also in the hand', (t) => cards(t, 'decks')[0]![0] !== undefined && cards(t, 'hands')[0]!.push(cards(t, 'decks')[0]![0]!));
  edit('a deck card moved to the hand', (t) => cards(t, 'decks')[0]!.length > 0 && cards(t, 'hands')[0]!.push(cards(t, 'decks')[0]!.pop()!));
  edit('a hand card moved to the deck', (t) => cards(t, 'hands')[0]!.length > 0 && cards(t, 'decks')[0]!.push(cards(t, 'hands')[0]!.pop()!));
  edit("a card of seat 1 in seat 0's hand", (t) => {
    const c = cards(t, 'decks')[1]!.pop() ?? cards(t, 'hands')[1]!.pop();
    if (c) cards(t, 'hands')[0]!.push(c);
  });
  edit('a contract moved from the deck to the display', (t) => {
    const d = t.contractDeck as string[];
    if (d.length) (t.display as string[]).push(d.pop()!);
  });
  edit('a contract taken twice', (t) => (t.contracts as string[][])[0]!.push((t.display as string[])[0] ?? 'C-BORDER'));
  edit('a zoning card moved to the past', (t) => {
    const d = t.zoningDeck as string[];
    if (d.length) (t.zoningPast as string[]).push(d.pop()!);
  });
  edit('a building removed (grid kept)', (t) => (t.buildings as Json[]).pop());
  edit('a building removed with its grid', (t) => {
    const b = t.buildings as { cells: [number, number][] }[];
    const gone = b.pop();
    if (!gone) return;
    const g = t.grid as number[];
    for (let i = 0; i < g.length; i++) if (g[i] === b.length) g[i] = -1;
  });
  edit('the construction order loses its first card', (t) => (t.queue as Json[]).shift());
  edit('buildTurn at the end of the queue', (t) => (t.buildTurn = (t.queue as Json[]).length));
  edit('phase build', (t) => (t.phase = 'build'));
  edit('phase neutral', (t) => (t.phase = 'neutral'));
  edit('phase over', (t) => (t.phase = 'over'));
  edit('step contract', (t) => (t.step = 'contract'));
  edit('players 3 (arrays kept)', (t) => (t.players = 3));
  return out;
}

/** Limit for one call (issue #11). A call over it is timed twice more (the functions are pure): a GC pause or a busy machine is not a slow call. */
export const CALL_MS = 50;

function timed(t: EditTally, what: string, fn: () => unknown): unknown {
  t.calls++;
  const once = (): { out: unknown; ms: number } => {
    const t0 = performance.now();
    let out: unknown;
    try {
      out = fn();
    } catch (e) {
      if (isRuleError(e)) t.ruleErrors++;
      else if (t.failures.length < 20) t.failures.push(`${what}: ${String((e as Error)?.stack ?? e).slice(0, 300)}`);
    }
    return { out, ms: performance.now() - t0 };
  };
  const first = once();
  const out = first.out;
  let ms = first.ms;
  for (let k = 0; k < 2 && ms > CALL_MS; k++) ms = Math.min(ms, once().ms);
  const kind = what.startsWith('validate') || what.startsWith('bellavista.validate') ? what.split(' ')[0]! : what.slice(what.lastIndexOf(': ') + 2).split(' ')[0]!;
  t.ms[kind] = (t.ms[kind] ?? 0) + ms;
  if (ms > t.slowestMs) {
    t.slowestMs = ms;
    t.slowest = what;
  }
  return out;
}

/** Every contract function on `state` (through the public game object); `applyAll` applies every listed action, else a sample. */
export function everyContractFunction(t: EditTally, state: unknown, name: string, rng: Rng, applyAll: boolean): void {
  const g = bellavista;
  const s = state as BellaVistaState;
  const seats = [0, 1, 2, 3];
  timed(t, `${name}: actors`, () => g.actors(s));
  timed(t, `${name}: isOver`, () => g.isOver(s));
  timed(t, `${name}: score`, () => g.score(s));
  for (const v of [null, ...seats]) {
    timed(t, `${name}: view ${v}`, () => g.view(s, v));
    timed(t, `${name}: render ${v}`, () => g.render(s, v));
    timed(t, `${name}: determinize ${v}`, () => g.determinize(s, v, 7));
  }
  for (const p of seats) {
    const l = timed(t, `${name}: legalActions ${p}`, () => g.legalActions(s, p)) as ReturnType<typeof g.legalActions> | undefined;
    if (!Array.isArray(l) || l.length === 0) continue;
    const pick = applyAll || l.length <= 6 ? l : [l[0]!, l[l.length - 1]!, ...Array.from({ length: 4 }, () => l[rng.int(l.length)]!)];
    for (const a of pick) {
      timed(t, `${name}: apply ${JSON.stringify(a)}`, () => g.apply(s, a));
      timed(t, `${name}: describe`, () => g.describe(s, a, p));
    }
    timed(t, `${name}: describe (spectator)`, () => g.describe(s, l[0]!, null));
  }
}

/**
 * Run the edits of states sampled from `games` seeded games per config; `share` (0..1) of all edits
 * are tried (a seeded sample).
 */
export function runEdits(opts: { configs: BellaVistaConfig[]; games: number; share: number; mid: number; applyAll: boolean; seed: string }): EditTally {
  const t: EditTally = { states: 0, edited: 0, rejected: 0, accepted: 0, calls: 0, ruleErrors: 0, failures: [], slowestMs: 0, slowest: '', ms: {} };
  const rng = openRng(createRng(opts.seed));
  for (let g = 0; g < opts.games; g++) {
    for (const config of opts.configs) {
      for (const s of samplePoints(config, `${opts.seed}/${g}/${config.players}`, opts.mid)) {
        t.states++;
        for (const e of editsOf(s)) {
          if (opts.share < 1 && rng.int(1_000_000) >= opts.share * 1_000_000) continue;
          t.edited++;
          const edited = e.make();
          // The game's own check on plain JSON (what `bellavista.validate` runs after reading its input
          // into plain JSON); an accepted state is then checked through the public game object too.
          const problems = timed(t, `validate ${e.name}`, () => rawValidate(edited)) as unknown[] | undefined;
          if (problems === undefined) continue;
          if (problems.length > 0) {
            t.rejected++;
            continue;
          }
          t.accepted++;
          const again = timed(t, `bellavista.validate ${e.name}`, () => bellavista.validate(edited)) as unknown[] | undefined;
          if (again && again.length > 0) t.failures.push(`${e.name}: the game's validate rejects what the rules' validate accepts: ${JSON.stringify(again[0])}`);
          everyContractFunction(t, deepFreeze(edited), e.name, rng, opts.applyAll);
        }
      }
    }
  }
  return t;
}
