/**
 * The edited-state corpus of `validate-edits.test.ts` (fast slice) and `validate-edits.fuzz.test.ts`
 * (soak): states at sampled points of seeded random games, each edited one way (a leaf replaced by a
 * wrong-typed, negative, huge or NaN value, a key deleted, an array emptied, shortened or grown by a
 * duplicate, two seats' entries swapped), then either reported by `validate` or run through every
 * contract function, which may only return or throw a RuleError, each call under 50 ms.
 */
import { createRng, isRuleError, openRng, type Rng } from '../../src/core/index.js';
import { deepFreeze } from '../../src/core/freeze.js';
import type { WelcomeToConfig, WelcomeToState } from '../../src/welcometo/index.js';
import { g } from './helpers.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Configs the corpus samples from: every board, both variants, expert drafting and solo. */
export const EDIT_CONFIGS: WelcomeToConfig[] = [
  { players: 2 },
  { players: 3, variant: 'advanced', board: 'icecream' },
  { players: 3, expert: true, variant: 'advanced', board: 'christmas' },
  { players: 1, variant: 'advanced' },
];

/** States of one seeded random game: the start, two mid-game points, the last ply before the end, and the end. */
export function sampleStates(config: WelcomeToConfig, seed: string): WelcomeToState[] {
  const rng = openRng(createRng(seed));
  const all: WelcomeToState[] = [];
  let s = g.setup(config, seed);
  all.push(s);
  while (!g.isOver(s)) {
    const p = g.actors(s)[0]!;
    const legal = g.legalActions(s, p);
    s = g.apply(s, rng.pick(legal));
    all.push(s);
  }
  const n = all.length;
  return [all[0]!, all[Math.floor(n / 3)]!, all[Math.floor((2 * n) / 3)]!, all[n - 2]!, all[n - 1]!];
}

/** Every leaf and container path of a JSON value. */
function paths(v: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...at, i], out));
  else if (v !== null && typeof v === 'object') for (const k of Object.keys(v)) paths(v[k]!, [...at, k], out);
  return out;
}

const WRONG: readonly Json[] = ['x', -1, -3, 18, 1e9, 1e300, 0.5, true, null, {}, []];

/** One edit: a description and the edited copy of the state's JSON. */
export interface Edit {
  readonly what: string;
  readonly state: Json;
}

/** The edits of one state: every path gets a few replacements (chosen from `rng`), deletions and resizes. */
export function editsOf(state: WelcomeToState, rng: Rng, perPath: number): Edit[] {
  const text = JSON.stringify(state);
  const base = JSON.parse(text) as Json;
  const out: Edit[] = [];
  const edit = (path: (string | number)[], what: string, f: (parent: Json[] | { [k: string]: Json }, key: string | number) => void) => {
    if (path.length === 0) return;
    const copy = JSON.parse(JSON.stringify(base)) as Json;
    let parent = copy as { [k: string]: Json };
    for (const k of path.slice(0, -1)) parent = parent[k as string] as { [k: string]: Json };
    f(parent, path[path.length - 1]!);
    if (JSON.stringify(copy) !== text) out.push({ what: `${path.join('.')} ${what}`, state: copy });
  };
  for (const path of paths(base)) {
    for (let k = 0; k < perPath; k++) {
      const v = WRONG[rng.int(WRONG.length)]!;
      edit(path, `= ${JSON.stringify(v)}`, (p, key) => void ((p as { [k: string]: Json })[key as string] = v));
    }
    edit(path, '+1', (p, key) => {
      const x = (p as { [k: string]: Json })[key as string];
      if (typeof x === 'number') (p as { [k: string]: Json })[key as string] = x + 1;
    });
    edit(path, 'deleted', (p, key) => {
      if (Array.isArray(p)) p.splice(key as number, 1);
      else delete p[key as string];
    });
    edit(path, 'emptied / shortened / grown', (p, key) => {
      const x = (p as { [k: string]: Json })[key as string];
      if (!Array.isArray(x) || x.length === 0) return;
      const r = rng.int(3);
      if (r === 0) x.length = 0;
      else if (r === 1) x.pop();
      else x.push(JSON.parse(JSON.stringify(x[0]!)) as Json);
    });
  }
  // Seats swapped, cards moved between places.
  const swap = JSON.parse(JSON.stringify(base)) as { players: Json[] };
  if (swap.players.length > 1) {
    const [a, b] = [swap.players[0]!, swap.players[1]!];
    swap.players[0] = { ...(a as object), hand: (b as { hand: Json }).hand } as Json;
    swap.players[1] = { ...(b as object), hand: (a as { hand: Json }).hand } as Json;
    out.push({ what: 'hands swapped between seats 0 and 1', state: swap as unknown as Json });
  }
  return out;
}

/** One contract call's outcome. */
export interface Outcome {
  readonly calls: number;
  readonly slowest: number;
  readonly slowestCall: string;
  readonly nonRuleErrors: string[];
}

/** Run every contract function on an accepted state; only RuleErrors, each call timed. */
export function exercise(state: WelcomeToState, what: string): Outcome {
  let calls = 0;
  let slowest = 0;
  let slowestCall = '';
  const nonRuleErrors: string[] = [];
  const timed = (f: () => unknown): [number, unknown, unknown] => {
    const t0 = performance.now();
    let out: unknown;
    let thrown: unknown = null;
    try {
      out = f();
    } catch (e) {
      thrown = e ?? 'undefined thrown';
    }
    return [performance.now() - t0, out, thrown];
  };
  const call = (name: string, f: (s: WelcomeToState) => unknown): unknown => {
    calls++;
    const [first, out, thrown] = timed(() => f(state));
    let ms = first;
    if (thrown !== null && !isRuleError(thrown)) nonRuleErrors.push(`${what}: ${name}: ${String((thrown as Error)?.stack ?? thrown).slice(0, 300)}`);
    // The machine is shared: a slow call is timed again (on a fresh copy, so no per-state cache
    // answers it, entered first) and its best time counts. A call slow for its input stays slow.
    for (let k = 0; k < 3 && ms > 50; k++) {
      const fresh = deepFreeze(JSON.parse(JSON.stringify(state)) as WelcomeToState);
      g.isOver(fresh);
      ms = Math.min(ms, timed(() => f(fresh))[0]);
    }
    if (ms > slowest) {
      slowest = ms;
      slowestCall = `${what}: ${name}`;
    }
    return out;
  };
  const seats = Array.isArray(state.players) ? state.players.length : 0;
  call('actors', (s) => g.actors(s));
  call('isOver', (s) => g.isOver(s));
  call('score', (s) => g.score(s));
  for (const viewer of [null, ...Array.from({ length: seats }, (_, i) => i)]) {
    call(`view ${viewer}`, (s) => g.view(s, viewer));
    call(`render ${viewer}`, (s) => g.render(s, viewer));
    call(`determinize ${viewer}`, (s) => g.determinize(s, viewer, 'edits'));
  }
  for (let p = 0; p < seats; p++) {
    const legal = (call(`legalActions ${p}`, (s) => g.legalActions(s, p)) ?? []) as ReturnType<typeof g.legalActions>;
    // Every listed action is applied (capped: the write lists can hold a hundred entries).
    const step = Math.max(1, Math.floor(legal.length / 12));
    for (let i = 0; i < legal.length; i += step) {
      const a = legal[i]!;
      call(`apply ${JSON.stringify(a)}`, (s) => g.apply(s, a));
      call(`describe ${JSON.stringify(a)}`, (s) => g.describe(s, a, p));
    }
  }
  return { calls, slowest, slowestCall, nonRuleErrors };
}

/** The corpus run: counts for the report. */
export interface CorpusReport {
  edited: number;
  rejected: number;
  accepted: number;
  calls: number;
  slowest: number;
  slowestCall: string;
  nonRuleErrors: string[];
}

/** A report with nothing counted yet. */
export function emptyReport(): CorpusReport {
  return { edited: 0, rejected: 0, accepted: 0, calls: 0, slowest: 0, slowestCall: '', nonRuleErrors: [] };
}

/**
 * Edit the sampled states of game `k` of config `ci` (seed `edits-<ci>-<k>`), keeping about `keep` of the
 * edits (0..1, drawn from `rng`), and add what happened to `report`.
 */
export function editGame(report: CorpusReport, ci: number, k: number, rng: Rng, keep: number, perPath = 1): void {
  for (const s of sampleStates(EDIT_CONFIGS[ci]!, `edits-${ci}-${k}`)) {
    for (const e of editsOf(s, rng, perPath)) {
      if (rng.int(10_000) >= keep * 10_000) continue;
      report.edited++;
      if (g.validate(e.state).length > 0) {
        report.rejected++;
        continue;
      }
      report.accepted++;
      // As a server would: a state from storage is checked once when it enters, then used frozen.
      const out = exercise(deepFreeze(e.state) as unknown as WelcomeToState, e.what);
      report.calls += out.calls;
      report.nonRuleErrors.push(...out.nonRuleErrors);
      if (out.slowest > report.slowest) {
        report.slowest = out.slowest;
        report.slowestCall = out.slowestCall;
      }
    }
  }
}

/** Edit states of `games` random games per config, keeping about `keep` of the edits (0..1). */
export function runCorpus(games: number, keep: number, perPath = 1): CorpusReport {
  const report = emptyReport();
  const rng = openRng(createRng(`edits/${games}/${keep}`));
  for (const ci of EDIT_CONFIGS.keys()) {
    for (let k = 0; k < games; k++) editGame(report, ci, k, rng, keep, perPath);
  }
  return report;
}
