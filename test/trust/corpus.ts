/**
 * The attacker's corpus (issue #11): malformed actions at every field of every action type, edited
 * states, wrong configs and forged logs, thrown at every game's contract functions. Each call must
 * return or throw a RuleError; `run` counts calls, errors by code, anything else, and the slowest call.
 */
import { createLog, isRuleError, record, replay, type AnyGame, type BaseConfig } from '../../src/core/index.js';
import { welcometo } from '../../src/welcometo/index.js';
import { villagers } from '../../src/villagers/index.js';
import { skyline } from '../../src/skyline/index.js';
import { simplicity } from '../../src/simplicity/index.js';
import { bellavista } from '../../src/bellavista/index.js';

export const GAMES: readonly { game: AnyGame; configs: readonly BaseConfig[] }[] = [
  { game: welcometo, configs: [{ players: 2 }, { players: 1, board: 'icecream', variant: 'advanced' } as BaseConfig, { players: 3, expert: true } as BaseConfig] },
  { game: villagers, configs: [{ players: 2 }, { players: 4 }, { players: 1 }] },
  { game: skyline, configs: [{ players: 2 }, { players: 3 }] },
  { game: simplicity, configs: [{ players: 2 }, { players: 5 }] },
  { game: bellavista, configs: [{ players: 2 }, { players: 3 }] },
];

export { HANG_MS } from '../hang.js';

/** Counts of one corpus run. */
export interface Tally {
  calls: number;
  /** RuleError codes seen, and `returned` for calls that returned. */
  outcomes: Record<string, number>;
  /** Exceptions that were not RuleErrors (must stay empty), with where they happened. */
  failures: string[];
  maxMs: number;
  slowest: string;
  /** Edited states validate rejected / accepted. */
  statesRejected: number;
  statesAccepted: number;
}

export function newTally(): Tally {
  return { calls: 0, outcomes: {}, failures: [], maxMs: 0, slowest: '', statesRejected: 0, statesAccepted: 0 };
}

/** Call `fn` and tally its outcome; returns what it returned, or undefined. */
export function call<T>(t: Tally, what: string, fn: () => T): T | undefined {
  t.calls++;
  const t0 = performance.now();
  let out: T | undefined;
  try {
    out = fn();
    t.outcomes.returned = (t.outcomes.returned ?? 0) + 1;
  } catch (e) {
    if (isRuleError(e)) t.outcomes[e.code] = (t.outcomes[e.code] ?? 0) + 1;
    else if (t.failures.length < 20) t.failures.push(`${what}: ${String((e as Error)?.stack ?? e).slice(0, 400)}`);
    else t.failures.push('…');
  }
  const ms = performance.now() - t0;
  if (ms > t.maxMs) {
    t.maxMs = ms;
    t.slowest = what;
  }
  return out;
}

/** A small seeded PRNG for the corpus itself (not game code). */
export function prng(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

function deep(n: number): unknown {
  let v: unknown = 0;
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
}

/** The value classes of the issue, built fresh (some are big). */
export function badValues(): { name: string; value: unknown }[] {
  const cycle: Record<string, unknown> = { a: 1 };
  cycle.self = cycle;
  const getter = Object.defineProperty({}, 'x', { enumerable: true, get: () => { throw new Error('getter'); } });
  const trap = new Proxy({}, { get: () => { throw new Error('trap'); }, ownKeys: () => { throw new Error('trap'); }, getPrototypeOf: () => { throw new Error('trap'); }, getOwnPropertyDescriptor: () => { throw new Error('trap'); }, isExtensible: () => { throw new Error('trap'); } });
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const protoKey = JSON.parse('{"__proto__": {"polluted": true}}') as unknown;
  class Thing { x = 1; }
  return [
    { name: 'bigint', value: 1n },
    { name: 'symbol', value: Symbol('s') },
    { name: 'function', value: () => 1 },
    { name: 'cycle', value: cycle },
    { name: 'deep 10^4', value: deep(10_000) },
    { name: 'array 10^6', value: new Array(1_000_000).fill(0) },
    { name: 'getter that throws', value: getter },
    { name: 'throwing Proxy', value: trap },
    { name: 'revoked Proxy', value: revoked.proxy },
    { name: 'NaN', value: NaN },
    { name: 'Infinity', value: Infinity },
    { name: '-0', value: -0 },
    { name: 'huge string', value: 'x'.repeat(1_000_000) },
    { name: 'undefined', value: undefined },
    { name: 'null', value: null },
    { name: 'object', value: {} },
    { name: 'array', value: [] },
    { name: 'sparse array', value: [1, , 3] }, // eslint-disable-line no-sparse-arrays
    { name: 'string', value: 'x' },
    { name: 'boolean', value: true },
    { name: 'big number', value: 1e300 },
    { name: 'negative', value: -5 },
    { name: 'fraction', value: 0.5 },
    { name: '__proto__ key', value: protoKey },
    { name: 'class instance', value: new Thing() },
    { name: 'Date', value: new Date(0) },
  ];
}

/** Play a random game, returning the states at the given fractions of its length (and the log). */
export function sampleStates(game: AnyGame, config: BaseConfig, seed: number, points: number): { states: unknown[]; log: ReturnType<typeof createLog> } {
  const rnd = prng(seed * 7919 + 13);
  let state = game.setup(config, seed);
  let log = createLog(game.id, config, seed);
  const all: unknown[] = [state];
  for (let ply = 0; ply < 5000 && !game.isOver(state); ply++) {
    const actors = game.actors(state);
    const p = actors[rnd(actors.length)]!;
    const legal = game.legalActions(state, p);
    const r = record(game, log, state, legal[rnd(legal.length)]);
    state = r.state;
    log = r.log;
    all.push(state);
  }
  const states: unknown[] = [];
  for (let i = 0; i < points; i++) states.push(all[Math.floor(((i + 0.5) / points) * (all.length - 1))]);
  states.push(all[all.length - 1]);
  return { states, log };
}

/** Malformed actions: each bad value at each field of one listed action of each type, and as the whole action. */
export function attackActions(t: Tally, game: AnyGame, state: unknown, values: readonly { name: string; value: unknown }[]): void {
  const byType = new Map<string, Record<string, unknown>>();
  for (const p of game.actors(state)) for (const a of game.legalActions(state, p)) if (!byType.has(a.type)) byType.set(a.type, { ...a });
  for (const a of byType.values()) {
    for (const k of Object.keys(a)) {
      for (const v of values) {
        const bad = { ...a, [k]: v.value };
        call(t, `${game.id} apply ${a.type}.${k}=${v.name}`, () => game.apply(state, bad));
        call(t, `${game.id} describe ${a.type}.${k}=${v.name}`, () => game.describe(state, bad));
      }
    }
    const getterAction = Object.defineProperty({ ...a }, 'type', { enumerable: true, get: () => { throw new Error('getter'); } });
    call(t, `${game.id} apply getter type`, () => game.apply(state, getterAction));
    const proxy = new Proxy({ ...a }, { get: () => { throw new Error('trap'); } });
    call(t, `${game.id} apply proxy action`, () => game.apply(state, proxy));
  }
  for (const v of values) {
    call(t, `${game.id} apply action=${v.name}`, () => game.apply(state, v.value));
    call(t, `${game.id} legalActions seat=${v.name}`, () => game.legalActions(state, v.value as number));
    call(t, `${game.id} view viewer=${v.name}`, () => game.view(state, v.value as number));
  }
}

type Path = (string | number)[];

function leaves(x: unknown, path: Path, out: Path[]): void {
  if (typeof x !== 'object' || x === null) {
    out.push(path);
    return;
  }
  out.push(path); // containers are edited too (deleted / resized)
  if (Array.isArray(x)) x.forEach((v, i) => leaves(v, [...path, i], out));
  else for (const [k, v] of Object.entries(x)) leaves(v, [...path, k], out);
}

function edit(base: unknown, path: Path, how: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = JSON.parse(JSON.stringify(base)) as Record<string | number, unknown>;
  if (path.length === 0) return copy;
  let parent = copy;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
  how(parent, path[path.length - 1]!);
  return copy;
}

const REPLACEMENTS: readonly unknown[] = ['x', -5, 1e8, 1e300, 1.5, null, true, [], {}, -1, 0, 99];

/** Edited states: `samples` leaves replaced, deleted or resized; validate, then every contract function. */
export function attackStates(t: Tally, game: AnyGame, state: unknown, samples: number, seed: number): void {
  const rnd = prng(seed);
  const paths: Path[] = [];
  leaves(JSON.parse(JSON.stringify(state)), [], paths);
  for (let i = 0; i < samples; i++) {
    const path = paths[rnd(paths.length)]!;
    const kind = rnd(REPLACEMENTS.length + 5);
    const R = REPLACEMENTS.length;
    const edited =
      kind < R
        ? edit(state, path, (p, k) => { p[k] = REPLACEMENTS[kind]; })
        : kind === R
          ? edit(state, path, (p, k) => { if (Array.isArray(p)) p.splice(Number(k), 1); else delete p[k]; })
          : kind <= R + 2
            ? edit(state, path, (p, k) => {
                const v = p[k];
                if (Array.isArray(v)) { if (kind % 2 === 0) v.push(v[0] ?? 0); else v.pop(); } else p[k] = [v];
              })
            : edit(state, path, (p, k) => {
                // Semantic edits: swap this entry with a sibling (cards change places between seats or piles),
                // or overwrite it with a copy of a sibling (a card duplicated, another lost).
                const keys = Object.keys(p);
                const other = keys[rnd(keys.length)]!;
                const key = Array.isArray(p) ? Number(other) : other;
                if (kind === R + 3) [p[k], p[key]] = [p[key], p[k]];
                else p[k] = JSON.parse(JSON.stringify(p[key] ?? null));
              });
    const where = `${game.id} edit ${path.join('.')} (${kind})`;
    const problems = call(t, `${where} validate`, () => game.validate(edited));
    if (!Array.isArray(problems)) {
      t.failures.push(`${where}: validate returned ${String(problems)}`);
      continue;
    }
    if (problems.length > 0) t.statesRejected++;
    else t.statesAccepted++;
    const actors = call(t, `${where} actors`, () => game.actors(edited));
    call(t, `${where} isOver`, () => game.isOver(edited));
    call(t, `${where} score`, () => game.score(edited));
    call(t, `${where} view`, () => game.view(edited, null));
    call(t, `${where} view 0`, () => game.view(edited, 0));
    const seats = Array.isArray(actors) && actors.length > 0 ? actors : [0];
    for (const p of seats.slice(0, 2)) {
      const legal = call(t, `${where} legalActions ${p}`, () => game.legalActions(edited, p));
      if (Array.isArray(legal) && legal.length > 0) {
        const a = legal[rnd(legal.length)];
        call(t, `${where} describe`, () => game.describe(edited, a, p));
        call(t, `${where} apply`, () => game.apply(edited, a));
      }
    }
  }
  for (const junk of [null, {}, [], 7, 'state', undefined]) {
    call(t, `${game.id} actors(${String(junk)})`, () => game.actors(junk));
    call(t, `${game.id} apply(${String(junk)})`, () => game.apply(junk, { type: 'x', player: 0 }));
    call(t, `${game.id} legalActions(${String(junk)})`, () => game.legalActions(junk, 0));
    call(t, `${game.id} validate(${String(junk)})`, () => game.validate(junk));
  }
}

/** Configs with every option wrong, and the component sizes of issue #11 (copies 1e9). */
export function attackConfigs(t: Tally, game: AnyGame, config: BaseConfig, values: readonly { name: string; value: unknown }[]): void {
  const keys = [...Object.keys(config), 'components', 'cards', 'board', 'variant', 'expert', 'layout', 'setupMode', 'turnStructure', 'startingRoad'];
  for (const k of keys) for (const v of values) call(t, `${game.id} setup ${k}=${v.name}`, () => game.setup({ ...config, [k]: v.value } as BaseConfig, 1));
  for (const v of values) {
    call(t, `${game.id} setup config=${v.name}`, () => game.setup(v.value as BaseConfig, 1));
    call(t, `${game.id} setup seed=${v.name}`, () => game.setup(config, v.value as number));
  }
}

/** Forged logs: cut, extended, edited, bad upTo. */
export function attackLogs(t: Tally, game: AnyGame, log: ReturnType<typeof createLog>): void {
  const n = log.actions.length;
  call(t, `${game.id} replay cut`, () => replay(game, { ...log, actions: log.actions.slice(0, Math.max(0, n - 1)) }));
  call(t, `${game.id} replay extended`, () => replay(game, { ...log, actions: [...log.actions, log.actions[0]!] }));
  call(t, `${game.id} replay bad checksum`, () => replay(game, { ...log, end: { actions: n, checksum: '00000000' } }));
  for (const upTo of [NaN, -5, 0.5, n + 1, Infinity, '3' as unknown as number]) call(t, `${game.id} replay upTo=${upTo}`, () => replay(game, log, upTo));
}
