/**
 * Edited Tower Up states for the trust-boundary tests (validate-edits.test.ts, and the larger run in
 * validate-edits.fuzz.test.ts): states sampled from seeded random games, each edited in one way (a leaf
 * replaced by a wrong-typed, negative, huge or NaN value, a key deleted, an array resized or emptied,
 * entries swapped between seats, a card duplicated or removed). For each edited state: if `validate`
 * accepts it, every contract function must return or throw a RuleError within 50 ms; if it rejects it,
 * the public game object must refuse it with BAD_STATE (and the raw rules are tried to count the edits
 * the validator kept away from them that would have crashed them).
 */
import { createRng, deepFreeze, isRuleError, openRng, type Rng } from '../../src/core/index.js';
import { skyline, type SkylineConfig, type SkylineState } from '../../src/skyline/index.js';
import { legalActions as rawLegal } from '../../src/skyline/legal.js';
import { apply as rawApply } from '../../src/skyline/apply.js';
import { score as rawScore } from '../../src/skyline/score.js';
import { render as rawRender } from '../../src/skyline/render.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Seeded random games: the states at setup, a third, two thirds, the last ply and game over, plus pending steps met on the way. */
export function sampleStates(configs: readonly SkylineConfig[], seeds: readonly number[]): SkylineState[] {
  const out: SkylineState[] = [];
  for (const config of configs) {
    for (const seed of seeds) {
      const rng = openRng(createRng(`edits/${seed}`));
      const line: SkylineState[] = [skyline.setup(config, seed)];
      let s = line[0]!;
      while (!skyline.isOver(s) && line.length < 3000) {
        const list = skyline.legalActions(s, skyline.actors(s)[0]!);
        s = skyline.apply(s, rng.pick(list));
        line.push(s);
      }
      const at = (f: number) => line[Math.min(line.length - 1, Math.floor(f * (line.length - 1)))]!;
      out.push(line[0]!, at(1 / 3), at(2 / 3), line[line.length - 2] ?? line[0]!, line[line.length - 1]!);
      const choose = line.find((x) => x.pending.kind === 'choose');
      const discard = line.find((x) => x.pending.kind === 'discard');
      const extra = line.find((x) => x.extraTurn);
      for (const x of [choose, discard, extra]) if (x) out.push(x);
    }
  }
  return out;
}

const BAD_VALUES: readonly Json[] = ['x', null, true, {}, [], -1, 1e9, 1.5, 0, 3];
const HUGE = Number.MAX_SAFE_INTEGER;

/** Every (path, value) leaf of a JSON value. */
function leaves(x: Json, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (typeof x === 'object' && x !== null) {
    const entries = Array.isArray(x) ? x.map((v, i) => [i, v] as const) : Object.entries(x);
    if (entries.length === 0) out.push(path);
    for (const [k, v] of entries) leaves(v as Json, [...path, k], out);
  } else out.push(path);
  return out;
}

/** Every object/array node path of a JSON value. */
function nodes(x: Json, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (typeof x === 'object' && x !== null) {
    out.push(path);
    const entries = Array.isArray(x) ? x.map((v, i) => [i, v] as const) : Object.entries(x);
    for (const [k, v] of entries) nodes(v as Json, [...path, k], out);
  }
  return out;
}

function at(root: Json, path: readonly (string | number)[]): Json {
  let x: Json = root;
  for (const k of path) x = (x as Record<string, Json>)[k as string] as Json;
  return x;
}

/** A copy of `root` with `fn` applied to the node at `path` (its parent and key). */
function edit(root: Json, path: readonly (string | number)[], fn: (parent: Record<string | number, Json>, key: string | number) => void): Json {
  // The root sits in a holder, so an edit of the root itself (a key of the state deleted) is one too.
  const holder = { root: JSON.parse(JSON.stringify(root)) as Json } as Record<string | number, Json>;
  const full = ['root', ...path];
  fn(at(holder, full.slice(0, -1)) as Record<string | number, Json>, full[full.length - 1]!);
  return holder.root!;
}

export interface Edited {
  readonly what: string;
  readonly state: unknown;
}

/** The edits of one state (every kind, every leaf); `keep` samples them (1 = all). */
export function* editsOf(state: SkylineState, rng: Rng, keep = 1): Generator<Edited> {
  const root = JSON.parse(JSON.stringify(state)) as Json;
  const take = () => keep >= 1 || rng.int(1_000_000) < keep * 1_000_000;
  for (const path of leaves(root)) {
    const name = path.join('.');
    for (const v of BAD_VALUES) if (take()) yield { what: `${name} = ${JSON.stringify(v)}`, state: edit(root, path, (p, k) => (p[k] = v)) };
    if (take()) yield { what: `${name} = NaN`, state: edit(root, path, (p, k) => (p[k] = Number.NaN as Json)) };
    if (take()) yield { what: `${name} = MAX_SAFE_INTEGER`, state: edit(root, path, (p, k) => (p[k] = HUGE)) };
    const old = at(root, path);
    if (typeof old === 'number' && take()) yield { what: `${name} + 1`, state: edit(root, path, (p, k) => (p[k] = old + 1)) };
    if (typeof old === 'number' && take()) yield { what: `${name} - 1`, state: edit(root, path, (p, k) => (p[k] = old - 1)) };
  }
  for (const path of nodes(root)) {
    const name = path.join('.') || 'state';
    const node = at(root, path);
    if (Array.isArray(node)) {
      if (take()) yield { what: `${name} emptied`, state: edit(root, path, (p, k) => (p[k] = [])) };
      if (node.length > 0 && take()) yield { what: `${name} last removed`, state: edit(root, path, (p, k) => (p[k] = (p[k] as Json[]).slice(0, -1))) };
      if (node.length > 0 && take()) yield { what: `${name} first duplicated`, state: edit(root, path, (p, k) => (p[k] = [...(p[k] as Json[]), (p[k] as Json[])[0]!])) };
      if (node.length > 1 && take()) {
        yield { what: `${name} first two swapped`, state: edit(root, path, (p, k) => { const a = p[k] as Json[]; [a[0], a[1]] = [a[1]!, a[0]!]; }) };
      }
      if (take()) yield { what: `${name} = 2000 copies`, state: edit(root, path, (p, k) => (p[k] = new Array(2000).fill((p[k] as Json[])[0] ?? 0))) };
    } else if (node !== null && typeof node === 'object') {
      for (const key of Object.keys(node)) if (take()) yield { what: `${name}.${key} deleted`, state: edit(root, path, (p, k) => delete (p[k] as Record<string, Json>)[key]) };
      if (take()) yield { what: `${name}.extra added`, state: edit(root, path, (p, k) => ((p[k] as Record<string, Json>).extra = 1)) };
    }
  }
  // Between seats and between card places.
  const ps = (root as { playerStates: Json[] }).playerStates;
  for (const field of ['hand', 'roofsLeft', 'markers', 'stars', 'chips', 'cone']) {
    if (ps.length > 1 && take()) {
      yield {
        what: `playerStates[0].${field} <-> [1]`,
        state: edit(root, ['playerStates'], (p, k) => {
          const a = p[k] as Record<string, Json>[];
          [a[0]![field], a[1]![field]] = [a[1]![field]!, a[0]![field]!];
        }),
      };
    }
  }
  const s = state;
  const someCard = s.deck[s.drawn] ?? s.discard[0] ?? s.market.find((m) => m !== null) ?? null;
  if (someCard !== null) {
    if (take()) yield { what: `card ${someCard} also in the discard`, state: edit(root, ['discard'], (p, k) => (p[k] = [...(p[k] as Json[]), someCard])) };
    if (take()) yield { what: `card ${someCard} also in market slot 1`, state: edit(root, ['market'], (p, k) => ((p[k] as Json[])[0] = someCard)) };
  }
  if (take()) yield { what: 'a material card removed from the deck', state: edit(root, ['deck'], (p, k) => (p[k] = (p[k] as Json[]).slice(0, -1))) };
  if (take()) yield { what: 'market slot 1 emptied', state: edit(root, ['market'], (p, k) => ((p[k] as Json[])[0] = null)) };
  if (take()) yield { what: 'a grey floor removed from the supply', state: edit(root, ['supply'], (p, k) => { const sup = p[k] as Record<string, number>; sup.grey = (sup.grey ?? 0) - 1; }) };
  if (take()) yield { what: 'a roof added on the first building', state: edit(root, ['stacks'], (p, k) => { const st = (p[k] as Json[][]).find((x) => x.length > 0); st?.push(0); }) };
}

export interface Tally {
  edited: number;
  rejected: number;
  accepted: number;
  calls: number;
  nonRuleErrors: string[];
  slow: string[];
  slowestMs: number;
  slowest: string;
  /** Rejected edits on which a raw rules function threw a non-RuleError (kept away by validate). */
  rawCrashesCaught: number;
  notBadState: string[];
}

export const newTally = (): Tally => ({ edited: 0, rejected: 0, accepted: 0, calls: 0, nonRuleErrors: [], slow: [], slowestMs: 0, slowest: '', rawCrashesCaught: 0, notBadState: [] });

const LIMIT_MS = 50;

/**
 * One timed run of `fn`: its result or error, and its time: the smaller of wall-clock and CPU time
 * (the CPU time of this process does not count the time another process had the core).
 */
function timed(fn: () => unknown): { result: unknown; error: unknown; ms: number } {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const ms = () => {
    const c = process.cpuUsage(c0);
    return Math.min(performance.now() - t0, (c.user + c.system) / 1000);
  };
  try {
    const result = fn();
    return { result, error: undefined, ms: ms() };
  } catch (error) {
    return { result: undefined, error: error ?? 'undefined', ms: ms() };
  }
}

/**
 * Run `fn`, recording a non-RuleError or a slow call in `t`. A call over the limit is run twice more
 * and judged on its fastest run, so a pause of the shared machine (GC, another process) is not taken
 * for a slow engine.
 */
function call(t: Tally, what: string, fn: () => unknown): unknown {
  t.calls++;
  const r = timed(fn);
  if (r.error !== undefined && !isRuleError(r.error)) t.nonRuleErrors.push(`${what}: ${(r.error as Error)?.message ?? String(r.error)}`);
  let ms = r.ms;
  for (let k = 0; k < 2 && ms > LIMIT_MS; k++) ms = Math.min(ms, timed(fn).ms);
  if (ms > t.slowestMs) {
    t.slowestMs = ms;
    t.slowest = what;
  }
  if (ms > LIMIT_MS) t.slow.push(`${what}: ${ms.toFixed(1)} ms`);
  return r.result;
}

/** Whether raw rules throw a non-RuleError on `s` (unchecked input, as without the trust boundary). */
function rawCrashes(s: SkylineState): boolean {
  try {
    rawScore(s);
    rawRender(s, null);
    for (let p = 0; p < 4; p++) {
      const list = rawLegal(s, p);
      if (list.length > 0) rawApply(s, list[0]!);
    }
    return false;
  } catch (e) {
    return !isRuleError(e);
  }
}

/** Check one edited state (see the module docs) and add to the tally. */
export function checkEdited(t: Tally, e: Edited, maxActions = 12): void {
  t.edited++;
  const problems = skyline.validate(e.state);
  if (problems.length > 0) {
    t.rejected++;
    try {
      skyline.isOver(e.state as SkylineState);
      t.notBadState.push(`${e.what}: entered although validate reports ${problems[0]!.path}`);
    } catch (err) {
      if (!isRuleError(err) || err.code !== 'BAD_STATE') t.notBadState.push(`${e.what}: ${(err as Error).message}`);
    }
    // The raw rules are run on small edits only: given a count of 1e9 or 2^53 they may exhaust the heap,
    // an uncatchable V8 abort that would end the test process (a rejected state never reaches them).
    if (!/= (1000000000|MAX_SAFE_INTEGER)$/.test(e.what) && rawCrashes(e.state as SkylineState)) t.rawCrashesCaught++;
    return;
  }
  t.accepted++;
  // As a server would keep it after checking it once: frozen (each later call then enters at once).
  const s = deepFreeze(e.state) as SkylineState;
  const w = e.what;
  call(t, `${w}: actors`, () => skyline.actors(s));
  call(t, `${w}: isOver`, () => skyline.isOver(s));
  call(t, `${w}: score`, () => skyline.score(s));
  for (const viewer of [null, 0, 1, 2, 3]) {
    if (viewer !== null && viewer >= s.players) continue;
    call(t, `${w}: view ${viewer}`, () => skyline.view(s, viewer as number));
    call(t, `${w}: render ${viewer}`, () => skyline.render(s, viewer));
    call(t, `${w}: determinize ${viewer}`, () => skyline.determinize(s, viewer, 7));
  }
  for (let seat = 0; seat < s.players; seat++) {
    const list = call(t, `${w}: legalActions ${seat}`, () => skyline.legalActions(s, seat)) as ReturnType<typeof skyline.legalActions> | undefined;
    if (!list) continue;
    const step = Math.max(1, Math.floor(list.length / maxActions));
    for (let i = 0; i < list.length; i += step) {
      const a = list[i]!;
      call(t, `${w}: describe ${JSON.stringify(a)}`, () => skyline.describe(s, a, null));
      call(t, `${w}: apply ${JSON.stringify(a)}`, () => skyline.apply(s, a));
    }
  }
}
