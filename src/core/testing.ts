/**
 * The property-test harness every game runs (and a user's own variant can run): random full games
 * under fast-check, with the engine contract asserted after every step.
 *
 * ```ts
 * import { checkGame } from 'tabletop-rules/testing';
 * import { welcometo } from 'tabletop-rules/welcometo';
 * checkGame(welcometo, { games: 20, configs: (n) => [{ players: n }, { players: n, expert: true }] });
 * ```
 *
 * Checked for each game, after each step:
 * - the acting seats are valid, each has at least one legal action, and the game ends within `maxPlies`;
 * - every listed action applies, `apply` never mutates its (deep-frozen) input, and never reads
 *   `Math.random` or the clock (they throw while the harness runs game code);
 * - on sampled steps (`probeRate`, and always the first three) and at the end: the input is also
 *   compared with a JSON snapshot, and the state survives `JSON.parse(JSON.stringify(state))` unchanged;
 * - probe actions (wrong seat, unknown type, missing or extra field, NaN, ±1, out-of-range numbers,
 *   wrong types, `__proto__` keys, non-objects) are accepted exactly when they are listed; otherwise they
 *   throw a `RuleError` (`MALFORMED_ACTION` for a bad shape) and the state is unchanged;
 * - views are JSON, never hold the RNG state, and pass the game's own `leaks` check;
 * - `render` gives a string for the sampled seat (for every seat and a spectator on the first three
 *   steps and at the end), no line over 100 columns, and depends only on the view: the same picture
 *   for a state whose RNG state differs (and for each `sameView` state the game supplies, which must
 *   have the same view);
 * - `validate` accepts the setup state and every state `apply` returns (so a reducer bug that breaks
 *   an invariant fails here), and `replay` validates every state it rebuilds;
 * - on sampled steps, `describe` of the chosen action is a line for every viewer that names none of
 *   the viewer's `hidden` words (unless the action revealed them), and `describe` of an unlisted
 *   action (the same action for another seat) throws a `RuleError`;
 * - score parts sum to totals, ranks and winners agree;
 * - `determinize` (on a quarter of the sampled steps, for a random seat or the spectator): the view is unchanged, the result depends only on
 *   that view (re-determinizing a state with the same view gives the same result for the same seed), and
 *   the result plays on (every actor has a legal action that applies);
 * and at the end: `setup` is deterministic, the game took at most `maxGameLength` actions (a positive
 * integer or Infinity, the same at setup and at the end), replaying the log reproduces the final state
 * and a mid-game state, and any action after game over throws `GAME_OVER`.
 *
 * Convention the probes rely on: actions have no optional fields (use `null` for "none").
 */
import fc from 'fast-check';
import { isRuleError, type RuleError, type RuleErrorCode } from './errors.js';
import { isPlainObject, jsonEqual } from './actions.js';
import { createRng, openRng, type Rng } from './rng.js';
import { replay, createLog } from './replay.js';
import type { AnyGame, BaseAction, BaseConfig, Game, PlayerId, Seed } from './game.js';

/** Options of {@link checkGame}. */
export interface CheckOptions<S, A extends BaseAction, C extends BaseConfig, V> {
  /** Random full games per (player count, config) case. Default 10. */
  games?: number;
  /** Player counts to play. Default: every count from `game.players.min` to `max`. */
  players?: readonly number[];
  /** The configs to play at a player count (modes, variants). Default `[{ players }]`. */
  configs?: (players: number) => readonly C[];
  /** A game not over after this many actions fails. Default 20 000. */
  maxPlies?: number;
  /** Share of steps at which the (costlier) probe, view and score checks run, 0..1. Default 0.25. */
  probeRate?: number;
  /** fast-check seed, for reproducing a failure. */
  seed?: number;
  /** A game-specific invariant checked after every step; return a description of what is wrong. */
  invariant?: (state: S) => string | undefined | void;
  /** A game-specific view check: return a description of any hidden information `view` reveals. */
  leaks?: (state: S, view: V, viewer: PlayerId | null) => string | undefined | void;
  /**
   * States that differ from `state` only in what `viewer` cannot see (deck order, other hands...):
   * their view must equal `view(state, viewer)` and so must their `render`.
   */
  sameView?: (state: S, viewer: PlayerId | null) => readonly S[];
  /** Extra probe actions for this state (e.g. a legal-looking move to a taken space). */
  probes?: (state: S, player: PlayerId) => readonly unknown[];
  /**
   * Words `viewer` may not know in `state` (names or ids of cards it cannot see, phrases that would
   * reveal a hidden choice). A `describe(state, action, viewer)` line naming one of them is a leak,
   * unless the word is in that viewer's `view` of the state before or after the action.
   */
  hidden?: (state: S, viewer: PlayerId | null) => readonly string[];
}

/** What {@link checkGame} played. */
export interface CheckReport {
  readonly games: number;
  readonly plies: number;
  readonly probes: number;
  /** Games played per `"players:configIndex"` case. */
  readonly cases: Readonly<Record<string, number>>;
  /** States checked with `validate`. */
  readonly validated: number;
  /** `describe` lines checked against the `hidden` words of their viewer. */
  readonly described: number;
}

/** Thrown by {@link checkGame} with the case, seed and step of the first broken property. */
export class ContractViolation extends Error {
  override readonly name = 'ContractViolation';
}

function fail(msg: string): never {
  throw new ContractViolation(msg);
}

/** Whether `x` and everything inside it is frozen. */
function frozenThroughout(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return true;
  if (!Object.isFrozen(x)) return false;
  for (const k in x) if (!frozenThroughout((x as Record<string, unknown>)[k])) return false;
  return true;
}

/**
 * Whether every part of `x` that the harness has not frozen itself (`seen`: parts shared with an earlier
 * state, checked then) is frozen: a state `apply` returns must be frozen throughout, also when the game
 * declares `frozenStates` and the trust wrapper does not freeze it.
 */
function frozenWhereNew(x: unknown, seen: WeakSet<object>): boolean {
  if (typeof x !== 'object' || x === null || seen.has(x)) return true;
  if (!Object.isFrozen(x)) return false;
  for (const k in x) if (!frozenWhereNew((x as Record<string, unknown>)[k], seen)) return false;
  return true;
}

/** A write to a deep-frozen state throws a TypeError in strict mode: that is a mutated input. */
function isFrozenWrite(e: unknown): e is TypeError {
  return e instanceof TypeError && /read.only|not extensible|Cannot (assign|add|delete|define)/i.test(e.message);
}

/**
 * Deep-freeze a state. Objects the harness has already frozen (shared with an earlier state) are
 * skipped, so each step costs only what changed; objects the game froze itself are still walked, since
 * a frozen parent may hold unfrozen children.
 */
function deepFreeze(x: unknown, seen: WeakSet<object>): void {
  if (typeof x !== 'object' || x === null || seen.has(x)) return;
  Object.freeze(x);
  seen.add(x);
  for (const v of Object.values(x)) deepFreeze(v, seen);
}

function containsKey(x: unknown, key: string): boolean {
  if (typeof x !== 'object' || x === null) return false;
  if (Array.isArray(x)) return x.some((v) => containsKey(v, key));
  for (const [k, v] of Object.entries(x)) if (k === key || containsKey(v, key)) return true;
  return false;
}

function containsSubtree(x: unknown, needle: unknown): boolean {
  if (jsonEqual(x, needle)) return true;
  if (typeof x !== 'object' || x === null) return false;
  return Object.values(x).some((v) => containsSubtree(v, needle));
}

/** Run `fn` with Math.random, Date.now and performance.now throwing: game code must not use them. */
function trapped<T>(fn: () => T): T {
  const rnd = Math.random;
  const now = Date.now;
  Math.random = () => fail('game code called Math.random (randomness must come from the RNG in the state)');
  Date.now = () => fail('game code called Date.now (rules must not read the clock)');
  try {
    return fn();
  } finally {
    Math.random = rnd;
    Date.now = now;
  }
}

const BAD_VALUES: readonly unknown[] = [Number.NaN, -1, 1e9, 0.5, 'x', null, true, [], {}, Infinity];

/** Probe actions derived from a legal one: each a small corruption of it. */
function mutations(legal: Record<string, unknown>, players: number): { action: unknown; shape: boolean }[] {
  const out: { action: unknown; shape: boolean }[] = [];
  for (const [k, v] of Object.entries(legal)) {
    if (k === 'type') continue;
    const rest = { ...legal };
    delete rest[k];
    out.push({ action: rest, shape: true });
    if (k === 'player') continue;
    if (typeof v === 'number') {
      out.push({ action: { ...legal, [k]: v + 1 }, shape: false });
      out.push({ action: { ...legal, [k]: v - 1 }, shape: false });
      out.push({ action: { ...legal, [k]: Number.NaN }, shape: true });
      out.push({ action: { ...legal, [k]: 0.5 + Math.trunc(v) }, shape: true });
    }
    for (const b of BAD_VALUES) out.push({ action: { ...legal, [k]: b }, shape: false });
  }
  for (let p = 0; p < players; p++) if (p !== legal.player) out.push({ action: { ...legal, player: p }, shape: false });
  out.push({ action: { ...legal, player: players }, shape: true });
  out.push({ action: { ...legal, player: -1 }, shape: true });
  out.push({ action: { ...legal, type: 'no-such-action-type' }, shape: true });
  out.push({ action: { ...legal, bogusField: 1 }, shape: false });
  out.push({ action: JSON.parse(`{"__proto__":{"polluted":true},${JSON.stringify(legal).slice(1)}`), shape: true });
  out.push({ action: { ...legal, constructor: 1 }, shape: true });
  out.push({ action: null, shape: true }, { action: 7, shape: true }, { action: 'pass', shape: true });
  out.push({ action: [legal], shape: true }, { action: { player: legal.player }, shape: true });
  return out;
}

interface Ctx<S, A extends BaseAction, C extends BaseConfig, V> {
  game: Game<S, A, C, V>;
  options: CheckOptions<S, A, C, V>;
  config: C;
  seed: Seed;
  where: string;
}

function checkProbe<S, A extends BaseAction, C extends BaseConfig, V>(
  ctx: Ctx<S, A, C, V>,
  state: S,
  snapshot: string,
  probe: unknown,
  shapeOnly: boolean,
): void {
  const { game } = ctx;
  const p = isPlainObject(probe) ? probe.player : undefined;
  const listed =
    typeof p === 'number' &&
    game.actors(state).includes(p) &&
    game.legalActions(state, p).some((a) => jsonEqual(a, probe));
  let threw: unknown = undefined;
  let ok = false;
  try {
    game.apply(state, probe as A);
    ok = true;
  } catch (e) {
    threw = e;
  }
  const show = JSON.stringify(probe) ?? String(probe);
  if (isFrozenWrite(threw)) fail(`${ctx.where}: apply(${show}) mutated its input (it wrote to the frozen state: ${threw.message})`);
  if (listed && !ok) fail(`${ctx.where}: listed action ${show} was rejected: ${String(threw)}`);
  if (!listed) {
    if (ok) fail(`${ctx.where}: unlisted action ${show} was accepted by apply`);
    if (!isRuleError(threw)) fail(`${ctx.where}: ${show} threw a non-RuleError: ${String((threw as Error)?.stack ?? threw)}`);
    const code: RuleErrorCode = threw.code;
    if (shapeOnly && code !== 'MALFORMED_ACTION' && code !== 'NOT_YOUR_TURN') {
      fail(`${ctx.where}: malformed ${show} got ${code} (${threw.rule}), expected MALFORMED_ACTION`);
    }
    if (typeof threw.rule !== 'string' || threw.rule.length === 0) fail(`${ctx.where}: RuleError without a rule ID`);
  }
  if (JSON.stringify(state) !== snapshot) fail(`${ctx.where}: apply(${show}) changed its input state`);
}

function checkScore<S, A extends BaseAction, C extends BaseConfig, V>(ctx: Ctx<S, A, C, V>, state: S, players: number): void {
  const sheet = ctx.game.score(state);
  if (sheet.players.length !== players) fail(`${ctx.where}: score sheet has ${sheet.players.length} lines for ${players} seats`);
  sheet.players.forEach((line, i) => {
    if (line.player !== i) fail(`${ctx.where}: score line ${i} is for seat ${line.player}`);
    let sum = 0;
    for (const v of Object.values(line.parts)) {
      if (typeof v !== 'number' || !Number.isFinite(v)) fail(`${ctx.where}: score part is not a finite number`);
      sum += v;
    }
    if (Math.abs(sum - line.total) > 1e-9) fail(`${ctx.where}: seat ${i} parts sum to ${sum}, total says ${line.total}`);
    // A solo sheet may rank its one seat 2nd, behind the game's own opponent (e.g. Villagers' Countess).
    if (!(line.rank >= 1 && line.rank <= Math.max(players, players === 1 ? 2 : 1))) fail(`${ctx.where}: seat ${i} has rank ${line.rank}`);
  });
  const winners = sheet.players.filter((l) => l.rank === 1).map((l) => l.player);
  if (!jsonEqual(winners, [...sheet.winners])) fail(`${ctx.where}: winners ${JSON.stringify(sheet.winners)} but rank-1 seats ${JSON.stringify(winners)}`);
  if (sheet.final !== ctx.game.isOver(state)) fail(`${ctx.where}: score sheet "final" disagrees with isOver`);
}

function checkViews<S, A extends BaseAction, C extends BaseConfig, V>(
  ctx: Ctx<S, A, C, V>,
  state: S,
  viewers: readonly (PlayerId | null)[],
  renderAll = true,
): void {
  for (const viewer of viewers) {
    const view = ctx.game.view(state, viewer);
    const text = JSON.stringify(view);
    if (!jsonEqual(JSON.parse(text), view)) fail(`${ctx.where}: view(${viewer}) is not plain JSON`);
    if (containsKey(view, 'rng')) fail(`${ctx.where}: view(${viewer}) has an "rng" field`);
    const rngState = (state as { rng?: unknown }).rng;
    if (rngState !== undefined && containsSubtree(view, rngState)) fail(`${ctx.where}: view(${viewer}) contains the RNG state`);
    const leak = ctx.options.leaks?.(state, view, viewer);
    if (leak) fail(`${ctx.where}: view(${viewer}) leaks: ${leak}`);
    if (renderAll || viewer === viewers[viewers.length - 1]) checkRender(ctx, state, viewer, text);
  }
}

/** Widest line `render` may draw. */
export const RENDER_COLUMNS = 100;

function checkRender<S, A extends BaseAction, C extends BaseConfig, V>(
  ctx: Ctx<S, A, C, V>,
  state: S,
  viewer: PlayerId | null,
  viewText: string,
): void {
  const { game } = ctx;
  const pic = game.render(state, viewer);
  if (typeof pic !== 'string' || pic.length === 0) fail(`${ctx.where}: render(${viewer}) is not a non-empty string`);
  pic.split('\n').forEach((line, i) => {
    if ([...line].length > RENDER_COLUMNS) fail(`${ctx.where}: render(${viewer}) line ${i + 1} is ${[...line].length} columns wide (max ${RENDER_COLUMNS})`);
  });
  const others: S[] = [];
  const rng = (state as { rng?: unknown }).rng;
  if (Array.isArray(rng) && rng.every((x) => typeof x === 'number')) {
    others.push({ ...state, rng: rng.map((x: number, i) => (i === 0 ? (x ^ 0x2545f491) >>> 0 : x)) });
  }
  others.push(...(ctx.options.sameView?.(state, viewer) ?? []));
  for (const other of others) {
    if (JSON.stringify(game.view(other, viewer)) !== viewText) fail(`${ctx.where}: a sameView state of viewer ${viewer} has a different view`);
    if (game.render(other, viewer) !== pic) fail(`${ctx.where}: render(${viewer}) depends on something view(${viewer}) does not show`);
  }
}

/**
 * Determinization checks for one viewer: the result looks the same to `viewer`, depends only on what
 * `viewer` sees (re-determinizing another state with the same view gives the same result), is plain
 * JSON, and plays on (every actor has legal actions and one of them applies).
 */
function checkDeterminize<S, A extends BaseAction, C extends BaseConfig, V>(
  ctx: Ctx<S, A, C, V>,
  state: S,
  viewer: PlayerId | null,
  rng: Rng,
): void {
  const { game } = ctx;
  const seed = rng.int(0x7fffffff);
  const seen = game.view(state, viewer);
  const a = game.determinize(state, viewer, seed);
  const who = `determinize(state, ${viewer}, ${seed})`;
  if (!jsonEqual(JSON.parse(JSON.stringify(a)), a)) fail(`${ctx.where}: ${who} is not plain JSON`);
  if (!jsonEqual(game.view(a, viewer), seen)) fail(`${ctx.where}: ${who} looks different to seat ${viewer} (its view changed)`);
  if (!jsonEqual(game.determinize(state, viewer, seed), a)) fail(`${ctx.where}: ${who} is not deterministic`);
  // Another state with the same view: the same seed must give the same state (nothing hidden was read).
  const other = game.determinize(state, viewer, seed ^ 0x2545f491);
  if (!jsonEqual(game.view(other, viewer), seen)) fail(`${ctx.where}: determinize(state, ${viewer}, ${seed ^ 0x2545f491}) changed the view`);
  if (!jsonEqual(game.determinize(other, viewer, seed), a)) {
    fail(`${ctx.where}: ${who} depends on hidden information (a state with the same view gives a different result)`);
  }
  if (game.isOver(a) !== game.isOver(state)) fail(`${ctx.where}: ${who} disagrees on isOver`);
  if (!frozenThroughout(a)) fail(`${ctx.where}: ${who} is not frozen throughout (a part of it can be edited in place)`);
  if (game.isOver(a)) return;
  const actors = game.actors(a);
  if (actors.length === 0) fail(`${ctx.where}: ${who} is not over but nobody may act`);
  for (const p of actors) {
    const legal = game.legalActions(a, p);
    if (legal.length === 0) fail(`${ctx.where}: ${who}: seat ${p} must act but has no legal action`);
    const pick = legal[rng.int(legal.length)]!;
    try {
      game.apply(a, pick);
    } catch (e) {
      fail(`${ctx.where}: ${who}: listed action ${JSON.stringify(pick)} was rejected: ${String(e)}`);
    }
  }
}

/**
 * `seats(state)` is the config's player count, and a seat past it (or a negative one) is no seat:
 * `legalActions`, `view`, `render`, `describe` and `determinize` refuse it with `MALFORMED_ACTION`,
 * even where the game could seat more players.
 */
function checkSeats<S, A extends BaseAction, C extends BaseConfig, V>(ctx: Ctx<S, A, C, V>, state: S, players: number): void {
  const { game } = ctx;
  const n = game.seats(state);
  if (n !== players) fail(`${ctx.where}: seats(state) is ${n}, the config has ${players} players`);
  const someAction = { type: 'x', player: 0 } as unknown as A;
  for (const seat of [players, game.players.max, -1]) {
    const calls: Array<[string, () => unknown]> = [
      ['legalActions', () => game.legalActions(state, seat)],
      ['view', () => game.view(state, seat)],
      ['render', () => game.render(state, seat)],
      ['describe', () => game.describe(state, someAction, seat)],
      ['determinize', () => game.determinize(state, seat, 1)],
    ];
    for (const [name, call] of calls) {
      let code: string | undefined;
      try {
        call();
      } catch (e) {
        code = isRuleError(e) ? e.code : `a non-RuleError ${String(e)}`;
      }
      if (code !== 'MALFORMED_ACTION') fail(`${ctx.where}: ${name} for seat ${seat} of a ${players}-player game gave ${code ?? 'a result'}, not MALFORMED_ACTION`);
    }
  }
}

function playOne<S, A extends BaseAction, C extends BaseConfig, V>(
  game: Game<S, A, C, V>,
  options: CheckOptions<S, A, C, V>,
  config: C,
  seed: number,
  label: string,
): { plies: number; probes: number; described: number; validated: number } {
  const players = config.players;
  const ctx: Ctx<S, A, C, V> = { game, options, config, seed, where: `${game.id} ${label} seed ${seed} setup` };
  const rng: Rng = openRng(createRng(seed ^ 0x5bd1e995));
  // A separate generator for the determinization checks, so they do not change which game is played.
  const drng: Rng = openRng(createRng(seed ^ 0x27d4eb2f));
  const maxPlies = options.maxPlies ?? 20_000;
  const probeRate = options.probeRate ?? 0.25;
  const setupA = trapped(() => game.setup(config, seed));
  const setupB = trapped(() => game.setup(config, seed));
  if (!jsonEqual(setupA, setupB)) fail(`${ctx.where}: setup is not deterministic`);
  if (!jsonEqual(JSON.parse(JSON.stringify(setupA)), setupA)) fail(`${ctx.where}: setup state is not plain JSON`);
  const validatedBefore = validatedCount;
  checkValid(ctx, setupA, 'the setup state');
  let state = setupA;
  const frozen = new WeakSet<object>();
  deepFreeze(state, frozen);
  const actions: A[] = [];
  let probes = 0;
  let described = 0;
  const checkpointAt = rng.int(64);
  let checkpoint: { at: number; state: S } | undefined;
  while (!trapped(() => game.isOver(state))) {
    const step = actions.length;
    ctx.where = `${game.id} ${label} seed ${seed} step ${step}`;
    if (step >= maxPlies) fail(`${ctx.where}: not over after ${maxPlies} actions`);
    const actors = trapped(() => game.actors(state));
    if (actors.length === 0) fail(`${ctx.where}: not over, but nobody may act`);
    for (let i = 0; i < actors.length; i++) {
      const a = actors[i]!;
      if (!Number.isInteger(a) || a < 0 || a >= players) fail(`${ctx.where}: actor ${a} is not a seat`);
      if (i > 0 && a <= actors[i - 1]!) fail(`${ctx.where}: actors ${JSON.stringify(actors)} are not ascending and unique`);
    }
    const p = actors[rng.int(actors.length)]!;
    const legal = trapped(() => game.legalActions(state, p));
    if (legal.length === 0) fail(`${ctx.where}: seat ${p} must act but has no legal action`);
    for (const a of legal) {
      if (!isPlainObject(a) || a.player !== p || typeof a.type !== 'string') fail(`${ctx.where}: listed action ${JSON.stringify(a)} is not an action of seat ${p}`);
      // The engine recognises a listed action by identity (apply skips the deep comparison), so it must
      // not be editable; for a game that declares `frozenActions`, the wrapper does not freeze it.
      if (!frozenThroughout(a)) fail(`${ctx.where}: listed action ${JSON.stringify(a)} is not deep-frozen`);
    }
    // Every step: the input is deep-frozen, so a write to it throws. On sampled steps also: a JSON
    // snapshot compared after apply, the JSON round trip, probes, views and the score sheet.
    const sampled = step < 3 || rng.int(1000) < probeRate * 1000;
    const snapshot = sampled ? JSON.stringify(state) : '';
    if (sampled) {
      const pick = legal[rng.int(legal.length)] as unknown as Record<string, unknown>;
      const all = [...mutations(pick, players), ...(options.probes?.(state, p) ?? []).map((action) => ({ action, shape: false }))];
      for (let i = 0; i < players; i++) {
        if (!actors.includes(i)) all.push({ action: { ...pick, player: i }, shape: false });
      }
      for (const { action, shape } of all) {
        probes++;
        trapped(() => checkProbe(ctx, state, snapshot, action, shape));
      }
      const viewed = rng.int(players);
      trapped(() => checkViews(ctx, state, [null, viewed], step < 3));
      if (step < 3) {
        for (let i = 0; i < players; i++) {
          if (i !== viewed) trapped(() => checkRender(ctx, state, i, JSON.stringify(game.view(state, i))));
        }
      }
      // Determinization on a quarter of the sampled steps (and the first three): a seat or the spectator.
      if (step < 3 || drng.int(4) === 0) {
        const d = drng.int(players + 1);
        trapped(() => checkDeterminize(ctx, state, d === players ? null : d, drng));
      }
      trapped(() => checkScore(ctx, state, players));
      for (let i = 0; i < players; i++) {
        if (!actors.includes(i) && trapped(() => game.legalActions(state, i)).length > 0) {
          fail(`${ctx.where}: seat ${i} is not an actor but has legal actions`);
        }
      }
    }
    const action = legal[rng.int(legal.length)]!;
    let next: S;
    try {
      next = trapped(() => game.apply(state, action));
    } catch (e) {
      if (isFrozenWrite(e)) {
        fail(`${ctx.where}: apply(${JSON.stringify(action)}) mutated its input (it wrote to the frozen state: ${e.message})`);
      }
      fail(`${ctx.where}: listed action ${JSON.stringify(action)} was rejected: ${String((e as Error)?.stack ?? e)}`);
    }
    if (sampled) {
      if (JSON.stringify(state) !== snapshot) fail(`${ctx.where}: apply(${JSON.stringify(action)}) mutated its input`);
      if (!jsonEqual(JSON.parse(JSON.stringify(next)), next)) fail(`${ctx.where}: state after ${JSON.stringify(action)} is not plain JSON`);
    }
    const unfrozen = !frozenWhereNew(next, frozen); // before the harness freezes it
    deepFreeze(next, frozen);
    checkValid(ctx, next, `the state after ${JSON.stringify(action)}`);
    if (unfrozen) fail(`${ctx.where}: the state after ${JSON.stringify(action)} is not frozen throughout (a part of it can be edited in place)`);
    if (sampled) described += checkDescribe(ctx, state, next, action, p, players);
    if (sampled) trapped(() => checkSeats(ctx, state, players));
    actions.push(action);
    state = next;
    if (step + 1 === checkpointAt) checkpoint = { at: step + 1, state };
    const bad = options.invariant?.(state);
    if (bad) fail(`${ctx.where}: after ${JSON.stringify(action)}: invariant broken: ${bad}`);
  }
  ctx.where = `${game.id} ${label} seed ${seed} end (${actions.length} actions)`;
  const end = state;
  if (!jsonEqual(JSON.parse(JSON.stringify(end)), end)) fail(`${ctx.where}: the final state is not plain JSON`);
  if (trapped(() => game.actors(end)).length !== 0) fail(`${ctx.where}: game over but actors remain`);
  for (let i = 0; i < players; i++) {
    if (trapped(() => game.legalActions(end, i)).length !== 0) fail(`${ctx.where}: game over but seat ${i} has legal actions`);
  }
  trapped(() => checkScore(ctx, end, players));
  const viewers: (PlayerId | null)[] = [null];
  for (let i = 0; i < players; i++) viewers.push(i);
  trapped(() => checkViews(ctx, end, viewers));
  // The game's own bound (Game.maxGameLength): a positive integer or Infinity, the same at the end as
  // at setup (it depends on the config only), and never below the length of a game actually played.
  const bound = trapped(() => game.maxGameLength(setupA));
  if (!(bound === Infinity || (Number.isInteger(bound) && bound > 0))) fail(`${ctx.where}: maxGameLength ${bound} is neither a positive integer nor Infinity`);
  if (trapped(() => game.maxGameLength(end)) !== bound) fail(`${ctx.where}: maxGameLength changed during the game`);
  if (actions.length > bound) fail(`${ctx.where}: the game took ${actions.length} actions, over its maxGameLength ${bound}`);
  const log = { ...createLog<C, A>(game.id, config, seed), actions };
  const replayed = trapped(() => replay(game, log));
  if (!jsonEqual(replayed, end)) fail(`${ctx.where}: replaying the log does not reproduce the final state`);
  if (checkpoint) {
    const mid = trapped(() => replay(game, log, checkpoint!.at));
    if (!jsonEqual(mid, checkpoint.state)) fail(`${ctx.where}: replaying ${checkpoint.at} actions does not reproduce that state`);
  }
  const snapshot = JSON.stringify(end);
  if (actions.length > 0) {
    const last = actions[actions.length - 1]!;
    try {
      trapped(() => game.apply(end, last));
      fail(`${ctx.where}: an action was accepted after game over`);
    } catch (e) {
      if (!isRuleError(e) || e.code !== 'GAME_OVER') fail(`${ctx.where}: an action after game over gave ${String(e)}, not GAME_OVER`);
    }
    if (JSON.stringify(end) !== snapshot) fail(`${ctx.where}: apply after game over changed the state`);
  }
  return { plies: actions.length, probes, described, validated: validatedCount - validatedBefore };
}

let validatedCount = 0;

/** `validate` accepts every state the engine produces (a reducer that breaks an invariant fails here). */
function checkValid<S, A extends BaseAction, C extends BaseConfig, V>(ctx: Ctx<S, A, C, V>, state: S, what: string): void {
  validatedCount++;
  const problems = trapped(() => ctx.game.validate(state));
  if (!Array.isArray(problems)) fail(`${ctx.where}: validate returned ${String(problems)}, not a list`);
  if (problems.length > 0) {
    fail(`${ctx.where}: validate rejects ${what}: ${problems.slice(0, 3).map((q) => `${q.path} ${q.message} (${q.rule})`).join('; ')}`);
  }
}

/**
 * `describe` of the chosen action, for a spectator, the actor and every other seat, is a non-empty
 * line naming none of the viewer's `hidden` words (unless the action revealed them); `describe` of
 * an unlisted action throws a RuleError. Returns the number of lines checked.
 */
function checkDescribe<S, A extends BaseAction, C extends BaseConfig, V>(
  ctx: Ctx<S, A, C, V>,
  before: S,
  after: S,
  action: A,
  actor: PlayerId,
  players: number,
): number {
  const { game, options } = ctx;
  const viewers: (PlayerId | null)[] = [null];
  for (let i = 0; i < players; i++) viewers.push(i);
  let n = 0;
  for (const viewer of viewers) {
    const line = trapped(() => game.describe(before, action, viewer));
    if (typeof line !== 'string' || line.length === 0) fail(`${ctx.where}: describe(${JSON.stringify(action)}, ${viewer}) is not a line of text`);
    n++;
    const words = options.hidden?.(before, viewer) ?? [];
    if (words.length === 0) continue;
    // Words the viewer could see before the action (a card on an open Road) or sees after it are not secrets.
    // Compared loosely (case, spaces and punctuation ignored), so a name matches the id a view shows ("Ore Muler", "ore_muler").
    const loose = (t: string) => t.toLowerCase().replace(/[^a-z0-9]/g, '');
    const shown = loose(JSON.stringify(trapped(() => game.view(before, viewer))) + JSON.stringify(trapped(() => game.view(after, viewer))));
    for (const w of words) {
      if (w.length > 0 && line.includes(w) && !shown.includes(loose(w))) {
        fail(`${ctx.where}: describe(${JSON.stringify(action)}) for viewer ${viewer} names "${w}", which that viewer cannot see: "${line}"`);
      }
    }
  }
  const wrongSeat = { ...(action as unknown as Record<string, unknown>), player: (actor + 1) % players };
  const listed = game.actors(before).includes(wrongSeat.player as number) && game.legalActions(before, wrongSeat.player as number).some((a) => jsonEqual(a, wrongSeat));
  if (!listed) {
    let threw: unknown = undefined;
    try {
      trapped(() => game.describe(before, wrongSeat as unknown as A));
    } catch (e) {
      threw = e;
    }
    if (threw === undefined) fail(`${ctx.where}: describe of the unlisted ${JSON.stringify(wrongSeat)} returned a line (it must throw a RuleError)`);
    if (!isRuleError(threw)) fail(`${ctx.where}: describe of the unlisted ${JSON.stringify(wrongSeat)} threw ${String(threw)}, not a RuleError`);
  }
  return n;
}

/**
 * Play random full games of `game` under fast-check and assert the engine contract after every step
 * (see the module documentation). Throws {@link ContractViolation} (wrapped by fast-check with the
 * counterexample and its seed) at the first broken property; returns what it played otherwise.
 */
export function checkGame<S, A extends BaseAction, C extends BaseConfig, V>(
  game: Game<S, A, C, V>,
  options: CheckOptions<S, A, C, V> = {},
): CheckReport {
  const counts = options.players ?? range(game.players.min, game.players.max);
  const cases: { label: string; config: C }[] = [];
  for (const n of counts) {
    const configs = options.configs?.(n) ?? [{ players: n } as C];
    configs.forEach((config, i) => cases.push({ label: `${n}p#${i}`, config }));
  }
  const perCase = options.games ?? 10;
  let plies = 0;
  let probes = 0;
  let games = 0;
  let validated = 0;
  let described = 0;
  const played: Record<string, number> = {};
  for (const c of cases) {
    const out = fc.check(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const r = playOne(game, options, c.config, seed, `${c.label} ${JSON.stringify(c.config)}`);
        plies += r.plies;
        probes += r.probes;
        validated += r.validated;
        described += r.described;
        games++;
        played[c.label] = (played[c.label] ?? 0) + 1;
      }),
      { numRuns: perCase, seed: options.seed, endOnFailure: true },
    );
    if (out.failed) {
      const inner = out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance);
      throw new ContractViolation(
        `${inner}\n(fast-check seed ${out.seed}, path ${out.counterexamplePath}, counterexample ${JSON.stringify(out.counterexample)})`,
        { cause: out.errorInstance },
      );
    }
  }
  return { games, plies, probes, cases: played, validated, described };
}

function range(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let i = lo; i <= hi; i++) out.push(i);
  return out;
}

/**
 * Assert that `game.apply(state, action)` is rejected with a {@link RuleError} of `code` and `rule`
 * (and, if given, a message matching `message`) and that `state` is unchanged (compared as JSON).
 * Returns the error. Throws {@link ContractViolation} naming what differed otherwise. For rules tests:
 *
 * ```ts
 * expectRejected(welcometo, state, { type: 'write', player: 0, ... }, 'ILLEGAL_ACTION', 'WT-5.2');
 * ```
 */
export function expectRejected<S, A extends BaseAction>(
  game: Pick<Game<S, A, never, unknown>, 'apply'>,
  state: S,
  action: unknown,
  code: RuleErrorCode,
  rule: string,
  message?: RegExp,
): RuleError {
  const before = JSON.stringify(state);
  const show = JSON.stringify(action) ?? String(action);
  const err = expectRuleError(() => game.apply(state, action as A), code, rule, message, show);
  if (JSON.stringify(state) !== before) fail(`rejecting ${show} changed the state`);
  return err;
}

/**
 * Assert that `fn` throws a {@link RuleError} of `code` and `rule` (and, if given, a message matching
 * `message`); return it. For setup and replay checks:
 * `expectRuleError(() => game.setup({ players: 9 }, 1), 'BAD_CONFIG', 'BV-1.1')`.
 */
export function expectRuleError(fn: () => unknown, code: RuleErrorCode, rule: string, message?: RegExp, what = 'the call'): RuleError {
  let err: unknown;
  try {
    fn();
  } catch (e) {
    err = e;
  }
  if (err === undefined) fail(`expected ${code} ${rule} for ${what}, but nothing was thrown`);
  if (!isRuleError(err)) fail(`expected ${code} ${rule} for ${what}, but it threw ${String(err)}`);
  if (err.code !== code || err.rule !== rule) {
    fail(`expected ${code} ${rule} for ${what}, got ${err.code} ${err.rule}: ${err.message}`);
  }
  if (message && !message.test(err.message)) fail(`the message "${err.message}" does not match ${String(message)}`);
  return err;
}

/** Type-erased {@link checkGame}, for registries. */
export const checkAnyGame = checkGame as (game: AnyGame, options?: CheckOptions<unknown, BaseAction, BaseConfig, unknown>) => CheckReport;
