/**
 * Issue #11, "no call over 50 ms on any input": the slowest call of every contract function, per game
 * and player count, on the largest legitimate inputs (the longest of several random playouts, every state
 * along it, the final state as JSON from storage, its whole sealed log) and on the hostile corpus.
 * Not part of `npm test` (it takes minutes). Bundle and run:
 *
 *   npx esbuild --bundle --platform=node --format=esm test/trust/timing.ts --outfile=/tmp/timing.mjs
 *   node /tmp/timing.mjs gen /tmp/timing-logs     # the longest playout per game and player count
 *   node /tmp/timing.mjs warm /tmp/timing-logs    # every function, warm (max over every state, 5 rounds)
 *   node /tmp/timing.mjs fresh /tmp/timing-logs 2 welcometo-12,villagers-5   # fresh processes: the first replay, setup, validate, legalActions
 *   node /tmp/timing.mjs replay /tmp/timing-logs 12 [prefix]   # replay alone, first / warm min, median, max
 *   node /tmp/timing.mjs corpus                   # the hostile corpus (test/trust/run.ts), slowest call per game
 *
 * Times are this thread's CPU time (see `threadMs`), ~4 ms resolution; wall times are printed beside them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, readSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLog, parseLog, record, replay, sealLog, undo, type AnyGame, type BaseConfig, type GameLog } from '../../src/core/index.js';
import { games } from '../../src/index.js';
import { prng } from './corpus.js';
import { runCorpus } from './run.js';

const EXTRA: Record<string, BaseConfig[]> = {
  welcometo: [{ players: 12, expert: true } as BaseConfig, { players: 12, variant: 'advanced', board: 'icecream' } as BaseConfig],
  simplicity: [{ players: 6, turnStructure: 'pawnsThenPlace' } as BaseConfig],
  bellavista: [{ players: 4, neutralInFinalRound: true } as BaseConfig],
};

function configs(g: AnyGame): BaseConfig[] {
  const out: BaseConfig[] = [];
  for (let p = g.players.min; p <= g.players.max; p++) out.push({ players: p });
  return [...out, ...(EXTRA[g.id] ?? [])];
}

/** The corpus's xorshift generator, seeded by a multiplicative hash of `seed`. */
const rng = (seed: number): ((n: number) => number) => prng(seed * 2654435761);

const ENDING = new Set(['end', 'pass', 'refuse', 'skip', 'endBuild']);
/**
 * Welcome To's longest games: no plan claims (three claimed plans end the game, WT-10.1), no bis or
 * roundabout (each fills a house without a turn), so the game lasts until a sheet is full or stuck.
 */
const WT_LONG = new Set([...ENDING, 'claim', 'bis', 'roundabout']);

/**
 * A Welcome To seat that keeps its sheet open as long as it can: it writes each number where its size
 * says (number / 17 of the way along the street), so it rarely gets stuck and refuses; other steps at random.
 */
function wtPick(s: unknown, list: readonly { type: string }[], r: (n: number) => number): { type: string } {
  const writes = list.filter((x) => x.type === 'write') as unknown as { player: number; street: number; house: number }[];
  if (writes.length === 0) return list[r(list.length)]!;
  const st = s as { players: { turn: { choice: { number: number } | null }; sheet: { houses: number[][] } }[] };
  const pl = st.players[writes[0]!.player]!;
  const n = pl.turn.choice?.number ?? 8;
  let best = writes[0]!;
  let bestD = Infinity;
  for (const w of writes) {
    const len = pl.sheet.houses[w.street]!.length;
    const d = Math.abs(w.house / (len - 1) - n / 17) + r(1000) / 1e6;
    if (d < bestD) {
      bestD = d;
      best = w;
    }
  }
  return best as unknown as { type: string };
}

/** One random playout to the end (or 20,000 actions); its sealed log. */
function playout(g: AnyGame, config: BaseConfig, seed: number, long: boolean, avoid: ReadonlySet<string> = ENDING): GameLog {
  const r = rng(seed);
  let s = g.setup(config, seed);
  const actions: unknown[] = [];
  while (!g.isOver(s) && actions.length < 20_000) {
    const actors = g.actors(s);
    const all = g.legalActions(s, actors[r(actors.length)]!);
    // The long policy avoids ending a turn while anything else is legal (every effect, claim, designation).
    const rest = long ? all.filter((x) => !avoid.has(x.type)) : all;
    const list = rest.length > 0 ? rest : all;
    const a = long && g.id === 'welcometo' ? wtPick(s, list, r) : list[r(list.length)]!;
    s = g.apply(s, a);
    actions.push(a);
  }
  return sealLog({ ...createLog(g.id, config, seed), actions } as GameLog, s);
}

const name = (g: AnyGame, c: BaseConfig): string => `${g.id}-${Object.values(c).join('-')}`;

function gen(dir: string, seeds: number, only?: string): void {
  mkdirSync(dir, { recursive: true });
  for (const g of Object.values(games) as AnyGame[]) {
    if (only !== undefined && g.id !== only) continue;
    for (const c of configs(g)) {
      let best: GameLog | undefined;
      for (let k = 1; k <= 3 * seeds; k++) {
        const log = playout(g, c, k, k > seeds, g.id === 'welcometo' && k > 2 * seeds ? WT_LONG : ENDING);
        if (best === undefined || log.actions.length > best.actions.length) best = log;
      }
      writeFileSync(join(dir, `${name(g, c)}.json`), JSON.stringify(best));
      console.log(`${name(g, c)}: ${best!.actions.length} actions (longest of ${seeds} random, ${2 * seeds} long-policy); maxGameLength ${g.maxGameLength(g.setup(c, 1))}`);
    }
  }
}

/**
 * CPU time of this thread in ms, from /proc/thread-self/schedstat (nanoseconds on CPU): on a shared,
 * overloaded machine wall time counts the time the process waits for a CPU (measured: 923 ms wall for a
 * 28 ms call), and process.cpuUsage counts the compiler and GC helper threads running beside the call
 * (8 ms for a 0.1 ms call). Its resolution is the scheduler tick (~4 ms: a 0.1 ms call reads 0 or 4),
 * enough to tell a call over 50 ms. Falls back to process.cpuUsage where /proc is missing.
 */
const statBuf = Buffer.alloc(128);
let statFd = -1;
try {
  statFd = openSync('/proc/thread-self/schedstat', 'r');
} catch {
  statFd = -1;
}
function threadMs(): number {
  if (statFd < 0) {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1000;
  }
  const n = readSync(statFd, statBuf, 0, statBuf.length, 0);
  const text = statBuf.toString('latin1', 0, n);
  return Number(text.slice(0, text.indexOf(' '))) / 1e6;
}

/** The worst main-thread CPU time per function (a GC pause on this thread counts), and the worst wall time. */
type Maxima = Record<string, number>;
const wallMax: Maxima = {};
function timed(m: Maxima, what: string, fn: () => unknown): unknown {
  const c0 = threadMs();
  const t0 = performance.now();
  let out: unknown;
  try {
    out = fn();
  } catch {
    out = undefined;
  }
  const wall = performance.now() - t0;
  const ms = threadMs() - c0;
  if (!(what in m) || ms > m[what]!) m[what] = ms;
  if (!(what in wallMax) || wall > wallMax[what]!) wallMax[what] = wall;
  return out;
}

/** Every contract function on every state of `log`'s game (produced states), and on the JSON copies of some. */
function allCalls(g: AnyGame, log: GameLog, m: Maxima): void {
  let s = g.setup(log.config, log.seed);
  timed(m, 'setup', () => g.setup(log.config, log.seed));
  const n = log.actions.length;
  for (let i = 0; i <= n; i++) {
    timed(m, 'validate', () => g.validate(s));
    timed(m, 'isOver', () => g.isOver(s));
    const actors = (timed(m, 'actors', () => g.actors(s)) as number[] | undefined) ?? [];
    for (const p of actors) {
      const list = (timed(m, 'legalActions', () => g.legalActions(s, p)) as unknown[] | undefined) ?? [];
      if (list.length > 0) {
        const a = list[list.length >> 1];
        timed(m, 'describe', () => g.describe(s, a, p));
        timed(m, 'apply(listed)', () => g.apply(s, a));
        timed(m, 'apply(copy)', () => g.apply(s, JSON.parse(JSON.stringify(a))));
      }
    }
    timed(m, 'view', () => g.view(s, 0));
    timed(m, 'view(null)', () => g.view(s, null));
    timed(m, 'render', () => g.render(s, null));
    timed(m, 'score', () => g.score(s));
    timed(m, 'maxGameLength', () => g.maxGameLength(s));
    timed(m, 'determinize', () => g.determinize(s, 0, i + 1));
    // From storage: a plain JSON copy enters (read, validated, frozen) on its first call.
    if (i % 25 === 0 || i === n) {
      const text = JSON.stringify(s);
      timed(m, 'validate(JSON)', () => g.validate(JSON.parse(text)));
      timed(m, 'legalActions(JSON)', () => g.legalActions(JSON.parse(text), actors[0] ?? 0));
      if (i < n) timed(m, 'apply(JSON)', () => g.apply(JSON.parse(text), log.actions[i]));
    }
    if (i < n) s = g.apply(s, log.actions[i]!);
  }
  const text = JSON.stringify(log);
  timed(m, 'parseLog', () => parseLog(text));
  timed(m, 'replay', () => replay(g, log));
  timed(m, 'replay(text)', () => replay(g, text as never));
  timed(m, 'replay(half)', () => replay(g, log, n >> 1));
  timed(m, 'undo', () => undo(g, log, 1));
  const last = g.legalActions(s, g.actors(s)[0] ?? 0)[0];
  if (last !== undefined) timed(m, 'record', () => record(g, log, s, last));
  const unsealed = { ...log, end: undefined };
  delete (unsealed as { end?: unknown }).end;
  if (last !== undefined) timed(m, 'record(unsealed)', () => record(g, unsealed as GameLog, s, last));
}

function loadLogs(dir: string): { file: string; g: AnyGame; log: GameLog }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const log = JSON.parse(readFileSync(join(dir, f), 'utf8')) as GameLog;
      return { file: f, g: (games as Record<string, AnyGame>)[log.game]!, log };
    });
}

function warm(dir: string, rounds: number): void {
  const all: Record<string, Maxima> = {};
  for (const { file, g, log } of loadLogs(dir)) {
    const first: Maxima = {};
    allCalls(g, log, first); // round 1: JIT warm-up (reported as "first")
    const m: Maxima = {};
    for (const k of Object.keys(wallMax)) delete wallMax[k];
    for (let k = 1; k < rounds; k++) allCalls(g, log, m);
    all[file] = m;
    const top = Object.entries(m).sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`${file} (${log.actions.length} actions): warm max thread-cpu ms ${top.map(([k, v]) => `${k} ${v.toFixed(1)} (wall ${wallMax[k]!.toFixed(1)})`).join(', ')} | first-round replay thread-cpu ${first.replay!.toFixed(1)}`);
  }
  console.log(JSON.stringify(all));
}

/** One call, the first of its kind in this process. */
function freshOne(dir: string, file: string, what: string): void {
  const log = JSON.parse(readFileSync(join(dir, file), 'utf8')) as GameLog;
  const g = (games as Record<string, AnyGame>)[log.game]!;
  const u0 = threadMs();
  const t0 = performance.now();
  if (what === 'replay') replay(g, log);
  else if (what === 'setup') g.setup(log.config, log.seed);
  else {
    // a stored final state: the replay is done first (untimed) to get it, in another call order
    const t = JSON.stringify(replayUntimed(g, log));
    const s = JSON.parse(t) as unknown;
    const u1 = threadMs();
    const t1 = performance.now();
    if (what === 'validate(JSON)') g.validate(s);
    else if (what === 'legalActions(JSON)') g.legalActions(s, g.actors(JSON.parse(t))[0] ?? 0);
    console.log(JSON.stringify({ file, what, ms: performance.now() - t1, cpuMs: threadMs() - u1 }));
    return;
  }
  console.log(JSON.stringify({ file, what, ms: performance.now() - t0, cpuMs: threadMs() - u0 }));
}

function replayUntimed(g: AnyGame, log: GameLog): unknown {
  let s = g.setup(log.config, log.seed);
  for (const a of log.actions) s = g.apply(s, a);
  return s;
}

function fresh(dir: string, runs: number, only?: string): void {
  const self = fileURLToPath(import.meta.url);
  const wanted = only?.split(',');
  for (const { file } of loadLogs(dir)) {
    if (wanted !== undefined && !wanted.includes(file.replace(/\.json$/, ''))) continue;
    const line: string[] = [];
    for (const what of ['replay', 'setup', 'validate(JSON)', 'legalActions(JSON)']) {
      let worst = 0;
      let worstCpu = 0;
      for (let k = 0; k < runs; k++) {
        const r = spawnSync(process.execPath, [self, 'one', dir, file, what], { encoding: 'utf8' });
        if (r.status !== 0) throw new Error(r.stderr);
        const o = JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { ms: number; cpuMs: number };
        worst = Math.max(worst, o.ms);
        worstCpu = Math.max(worstCpu, o.cpuMs);
      }
      line.push(`${what} ${worst.toFixed(1)} ms (cpu ${worstCpu.toFixed(1)})`);
    }
    console.log(`${file} fresh (worst of ${runs}): ${line.join(', ')}`);
  }
}

/** `replay` (and `undo`, which replays the whole log) of every log, `rounds` times each: min, median and max CPU ms. */
function replays(dir: string, rounds: number, only?: string): void {
  for (const { file, g, log } of loadLogs(dir)) {
    if (only !== undefined && !file.startsWith(only)) continue;
    const m: number[] = [];
    for (let k = 0; k < rounds; k++) {
      const one: Maxima = {};
      timed(one, 'replay', () => replay(g, log));
      m.push(one.replay!);
    }
    const first = m[0]!;
    const rest = m.slice(1).sort((a, b) => a - b);
    console.log(`${file} (${log.actions.length} actions): replay thread-cpu ms first ${first.toFixed(1)}, warm min ${rest[0]!.toFixed(1)} median ${rest[rest.length >> 1]!.toFixed(1)} max ${rest.at(-1)!.toFixed(1)}`);
  }
}

function corpus(): void {
  // The corpus times each call with performance.now (wall time, which on this shared machine counts the
  // waits for a CPU): for this run only, it reads this thread's CPU time instead.
  const wall = performance.now.bind(performance);
  performance.now = threadMs;
  let r: ReturnType<typeof runCorpus>;
  try {
    r = runCorpus({ games: 2, points: 3, edits: 60 });
  } finally {
    performance.now = wall;
  }
  for (const [id, t] of Object.entries(r)) console.log(`${id}: ${t.calls} calls, max thread-cpu ${t.maxMs.toFixed(1)} ms (${t.slowest}), non-RuleError ${t.failures.length}`);
}

const [mode, dir = '/tmp/timing-logs', a, b] = process.argv.slice(2);
if (mode === 'gen') gen(dir, Number(a ?? 6), b);
else if (mode === 'warm') warm(dir, Number(a ?? 5));
else if (mode === 'fresh') fresh(dir, Number(a ?? 3), b);
else if (mode === 'one') freshOne(dir, a!, b!);
else if (mode === 'corpus') corpus();
else if (mode === 'replay') replays(dir, Number(a ?? 10), b);
else console.log('usage: gen|warm|fresh|corpus [dir]');
