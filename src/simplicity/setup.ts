/**
 * Setup (SIM-3.3) and round preparation (SIM-4.2 – SIM-4.5).
 */
import { assertConfigKeys, badConfig, printValue, deepFreeze, createRng, isPlainObject, withRng, type Draft, type Rng, type RngState, type Seed } from '../core/index.js';
import {
  DEFAULT_COMPONENTS,
  DEMOLITION_PLAYERS,
  PLAN_ROWS,
  ROUNDS,
  boxProblem,
  compiledOf,
  teamsPerPlayer,
  type Compiled,
} from './data.js';
import type { ResolvedOptions, SimplicityComponents, SimplicityConfig, SimplicityState } from './types.js';

const CONFIG_KEYS = ['players', 'turnStructure', 'fallbackScope', 'startSide', 'startTilesHaveDiscs', 'components'];
const COMPONENT_KEYS = Object.keys(DEFAULT_COMPONENTS);

function option<T>(config: Record<string, unknown>, key: string, values: readonly T[], rule: string): T {
  const v = config[key];
  if (v === undefined) return values[0]!;
  if (!values.includes(v as T)) {
    badConfig(rule, `Option "${key}" must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}, not ${printValue(v)}.`);
  }
  return v as T;
}

/** Resolve and validate a config: the options and the (merged, deep-copied) components or null. */
export function resolveConfig(config: SimplicityConfig): {
  options: ResolvedOptions;
  components: SimplicityComponents | null;
} {
  assertConfigKeys(config, CONFIG_KEYS, 'SIM-3.1');
  const raw = config as unknown as Record<string, unknown>;
  const p = raw.players;
  if (typeof p !== 'number' || !Number.isInteger(p) || p < 2 || p > 6) {
    badConfig('SIM-3.1', `Simplicity is for 2 to 6 players, not ${printValue(p)}.`);
  }
  const options: ResolvedOptions = {
    turnStructure: option(raw, 'turnStructure', ['pickAndPlace', 'pawnsThenPlace'] as const, 'SIM-4.10'),
    fallbackScope: option(raw, 'fallbackScope', ['global', 'perRow'] as const, 'SIM-4.8'),
    startSide: option(raw, 'startSide', ['A', 'B'] as const, 'SIM-3.8'),
    startTilesHaveDiscs: option(raw, 'startTilesHaveDiscs', [false, true] as const, 'SIM-3.4'),
  };
  const over = raw.components;
  if (over === undefined || over === null) return { options, components: null };
  if (!isPlainObject(over)) badConfig('SIM-3.5', '"components" must be an object of component fields to replace.');
  for (const k of Object.keys(over)) {
    if (!COMPONENT_KEYS.includes(k)) badConfig('SIM-3.5', `Unknown components field "${k}" (known: ${COMPONENT_KEYS.join(', ')}).`);
  }
  let merged: SimplicityComponents;
  try {
    merged = JSON.parse(JSON.stringify({ ...DEFAULT_COMPONENTS, ...over })) as SimplicityComponents;
  } catch {
    badConfig('SIM-3.5', '"components" must be plain JSON data.');
  }
  return { options, components: merged };
}

/**
 * `n` copies of `v` in a packed array (`new Array(n).fill(v)` makes a holey one: every later read,
 * spread and copy of it, and of the state arrays copied from it, then checks for holes).
 */
function filled(n: number, v: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(v);
  return out;
}

/** SIM-3.3: build the board, shuffle the pile, lay the start tiles, assign teams, start round 1. */
export function setup(config: SimplicityConfig, seed: Seed): SimplicityState {
  const { options, components } = resolveConfig(config);
  const cp = compiledOf(components); // validates (BAD_CONFIG)
  const players = config.players;
  const tpp = teamsPerPlayer(players);
  const teams = players * tpp;
  const board = cp.c.boardForPlayers[String(players)]!;
  const geo = cp.geo[board]!;
  // U-11: the engine requires a pile that can never run dry (default: 60 tiles, at most 41 leave it).
  const short = boxProblem(cp, geo);
  if (short !== undefined) badConfig('SIM-4.3', `Bad components: ${short}`);
  const tile = filled(geo.n, -1);
  const disc = filled(geo.n, -1);
  const s: Draft<SimplicityState> = {
    players,
    teams,
    teamsPerPlayer: tpp,
    options,
    demolition: DEMOLITION_PLAYERS.includes(players),
    board,
    components: components as Draft<SimplicityComponents> | null,
    round: 1,
    side: options.startSide === 'A' ? 0 : 1,
    phase: 'choose',
    order: [],
    turn: 0,
    active: -1,
    placeRow: -1,
    rowTile: filled(PLAN_ROWS, -1),
    rowPawn: filled(PLAN_ROWS, -1),
    demolished: -1,
    pawnRow: filled(teams, -1),
    tile,
    disc,
    pile: [],
    discarded: filled(cp.kinds.length, 0),
    bonus: filled(teams, 0),
    rng: [...createRng(seed)],
  };
  withRng(s, (r) => {
    // SIM-3.3 step 2: one shuffled face-down pile.
    s.pile = r.shuffle(cp.deck);
    // SIM-3.4 (DEFAULT U-13): start tiles are buildings (a drawn park is set aside and replaced).
    const aside: number[] = [];
    geo.start.forEach((cell, i) => {
      let k = s.pile.pop()!;
      while (k === cp.park) {
        aside.push(k);
        k = s.pile.pop()!;
      }
      s.tile[cell] = k;
      if (options.startTilesHaveDiscs && i < teams) s.disc[cell] = i;
    });
    if (aside.length > 0) s.pile = r.shuffle([...s.pile, ...aside]);
  });
  startRound(s, cp);
  deepFreeze(options);
  if (components) deepFreeze(components);
  return frozenState(s);
}

/**
 * `s` frozen throughout, by hand: every field is a number, a string, `null`, a frozen part (`options`,
 * `components`) or an array of numbers, so one freeze per array and one for the state do it (the
 * trust wrapper's `deepFreeze` then stops at the top instead of visiting every number of the state).
 */
function frozenState(s: Draft<SimplicityState>): SimplicityState {
  Object.freeze(s.order);
  Object.freeze(s.rowTile);
  Object.freeze(s.rowPawn);
  Object.freeze(s.pawnRow);
  Object.freeze(s.tile);
  Object.freeze(s.disc);
  Object.freeze(s.pile);
  Object.freeze(s.discarded);
  Object.freeze(s.bonus);
  Object.freeze(s.rng);
  return Object.freeze(s) as SimplicityState;
}

/**
 * SIM-4.3 (DEFAULT U-15): draw one tile for each planning row 1..7 from the top of `pile` (its last
 * element); in round 1 a drawn park is set aside and the row draws again, and the set-aside parks
 * are shuffled back into the pile after row 7. Returns the 7 row tiles (-1 if the pile ran dry) and
 * the pile left (`pile` itself, popped, unless parks were shuffled back). `pile` is consumed.
 */
export function drawRowTiles(pile: number[], round: number, park: number, r: Rng | undefined): { rowTile: number[]; pile: number[] } {
  const rowTile: number[] = [];
  let aside = 0;
  for (let i = 0; i < PLAN_ROWS; i++) {
    let k = pile.length > 0 ? pile.pop()! : -1;
    if (round === 1) {
      while (k === park) {
        aside++;
        k = pile.length > 0 ? pile.pop()! : -1;
      }
    }
    rowTile.push(k);
  }
  if (aside === 0 || r === undefined) return { rowTile, pile };
  for (let j = 0; j < aside; j++) pile.push(park);
  return { rowTile, pile: r.shuffle(pile) };
}

/** SIM-4.3 on the draft: the 7 row tiles drawn from its pile (`r`: the generator, round 1 only). */
function drawInto(d: Draft<SimplicityState>, cp: Compiled, r: Rng | undefined): void {
  const drawn = drawRowTiles(d.pile, d.round, cp.park, r);
  for (let i = 0; i < PLAN_ROWS; i++) d.rowTile[i] = drawn.rowTile[i]!;
  d.pile = drawn.pile;
}

/**
 * Round preparation (SIM-4.2 – SIM-4.5), on a mutable draft whose `round` is already set:
 * discard and turn the board over (rounds 2–5), draw 7 tiles (round 1: parks redrawn), fix the
 * turn order, bonus token to the last team, demolition by the last team (2/4/5 players).
 */
export function startRound(d: Draft<SimplicityState>, cp: Compiled): void {
  if (d.round === 1) {
    withRng(d, (r) => {
      // SIM-4.2: round 1 order is random over teams.
      const teams: number[] = [];
      for (let t = 0; t < d.teams; t++) teams.push(t);
      d.order = r.shuffle(teams);
      // SIM-4.3: one tile beside each row, row 1 to 7 (parks set aside and shuffled back).
      drawInto(d, cp, r);
    });
  } else {
    // SIM-4.3: discard what is left beside the planning board, then turn it over (SIM-3.8).
    for (let i = 0; i < PLAN_ROWS; i++) {
      const k = d.rowTile[i]!;
      if (k >= 0) d.discarded[k]! += 1;
    }
    d.side = 1 - d.side;
    // SIM-4.3: one tile beside each row, row 1 to 7. Rounds 2–5 draw no random number (a drawn
    // park stays), so the generator is not opened and the state keeps its `rng` as it is.
    drawInto(d, cp, undefined);
  }
  if (d.round > 1) {
    // SIM-4.2: next order = previous pawns top to bottom; then the pawns come off the board.
    let j = 0;
    for (let i = 0; i < PLAN_ROWS; i++) {
      const t = d.rowPawn[i]!;
      if (t >= 0) d.order[j++] = t;
    }
  }
  for (let i = 0; i < PLAN_ROWS; i++) d.rowPawn[i] = -1;
  d.demolished = -1;
  d.turn = 0;
  d.placeRow = -1;
  // SIM-4.4: the last team of the round takes a bonus token.
  const last = d.order[d.teams - 1]!;
  d.bonus[last]! += 1;
  if (d.demolition) {
    // SIM-4.5: the last team puts the demolition token before anyone plays.
    d.phase = 'demolish';
    d.active = last;
  } else {
    d.phase = 'choose';
    d.active = d.order[0]!;
  }
}

/**
 * A copy-on-write draft of a state for the reducer's recipes: the scalars are copied, and each
 * array is copied the first time the recipe touches it (reads included), so an action that writes
 * three arrays copies three arrays. Untouched arrays are shared with the input, which is never
 * written. The static parts (`options`, `components`, frozen by `setup`) are always shared.
 */
class StateDraft {
  players = 0;
  teams = 0;
  teamsPerPlayer = 0;
  options: SimplicityState['options'] = undefined as never;
  demolition = false;
  board = '';
  components: SimplicityState['components'] = null;
  round = 0;
  side = 0;
  phase: SimplicityState['phase'] = 'over';
  turn = 0;
  active = 0;
  placeRow = 0;
  demolished = 0;
  private base: SimplicityState = undefined as never;
  private o: number[] | undefined;
  private rt: number[] | undefined;
  private rp: number[] | undefined;
  private pr: number[] | undefined;
  private t: number[] | undefined;
  private d: number[] | undefined;
  private pl: number[] | undefined;
  private di: number[] | undefined;
  private b: number[] | undefined;
  private r: RngState | undefined;
  /** Start a recipe on `s` (a new draft per call, see `update`). */
  open(s: SimplicityState): this {
    this.base = s;
    this.players = s.players;
    this.teams = s.teams;
    this.teamsPerPlayer = s.teamsPerPlayer;
    this.options = s.options;
    this.demolition = s.demolition;
    this.board = s.board;
    this.components = s.components;
    this.round = s.round;
    this.side = s.side;
    this.phase = s.phase;
    this.turn = s.turn;
    this.active = s.active;
    this.placeRow = s.placeRow;
    this.demolished = s.demolished;
    this.o = this.rt = this.rp = this.pr = this.t = this.d = this.pl = this.di = this.b = this.r = undefined;
    return this;
  }
  get order(): number[] { return (this.o ??= [...this.base.order]); }
  set order(v: number[]) { this.o = v; }
  get rowTile(): number[] { return (this.rt ??= [...this.base.rowTile]); }
  set rowTile(v: number[]) { this.rt = v; }
  get rowPawn(): number[] { return (this.rp ??= [...this.base.rowPawn]); }
  set rowPawn(v: number[]) { this.rp = v; }
  get pawnRow(): number[] { return (this.pr ??= [...this.base.pawnRow]); }
  set pawnRow(v: number[]) { this.pr = v; }
  get tile(): number[] { return (this.t ??= [...this.base.tile]); }
  set tile(v: number[]) { this.t = v; }
  get disc(): number[] { return (this.d ??= [...this.base.disc]); }
  set disc(v: number[]) { this.d = v; }
  get pile(): number[] { return (this.pl ??= [...this.base.pile]); }
  set pile(v: number[]) { this.pl = v; }
  get discarded(): number[] { return (this.di ??= [...this.base.discarded]); }
  set discarded(v: number[]) { this.di = v; }
  get bonus(): number[] { return (this.b ??= [...this.base.bonus]); }
  set bonus(v: number[]) { this.b = v; }
  get rng(): RngState { return (this.r ??= this.base.rng); }
  set rng(v: RngState) { this.r = v; }
  /**
   * The new state: a plain object with the keys in the order `setup` gives them, frozen throughout
   * (the arrays this recipe copied are frozen here, the others were already), so the trust wrapper's
   * deep freeze stops at the top.
   */
  done(): SimplicityState {
    const s = this.base;
    return Object.freeze({
      players: this.players,
      teams: this.teams,
      teamsPerPlayer: this.teamsPerPlayer,
      options: this.options,
      demolition: this.demolition,
      board: this.board,
      components: this.components,
      round: this.round,
      side: this.side,
      phase: this.phase,
      order: this.o ? Object.freeze(this.o) : s.order,
      turn: this.turn,
      active: this.active,
      placeRow: this.placeRow,
      rowTile: this.rt ? Object.freeze(this.rt) : s.rowTile,
      rowPawn: this.rp ? Object.freeze(this.rp) : s.rowPawn,
      demolished: this.demolished,
      pawnRow: this.pr ? Object.freeze(this.pr) : s.pawnRow,
      tile: this.t ? Object.freeze(this.t) : s.tile,
      disc: this.d ? Object.freeze(this.d) : s.disc,
      pile: this.pl ? Object.freeze(this.pl) : s.pile,
      discarded: this.di ? Object.freeze(this.di) : s.discarded,
      bonus: this.b ? Object.freeze(this.b) : s.bonus,
      rng: this.r ? Object.freeze(this.r) : s.rng,
    });
  }
}

/**
 * The reducer's `produce`, specialised to this flat state: the recipe edits a copy-on-write draft
 * ({@link StateDraft}), the input is never touched. immer's proxies cost ~20 µs per action here (ten
 * times the rest of the engine); this keeps the same recipe style at well under 1 µs. The result is
 * frozen throughout (`StateDraft.done`); the input must be too (a state of `setup`, `apply` or one
 * the trust wrapper checked and froze), as untouched arrays are shared with it.
 */
export function update<A>(s: SimplicityState, recipe: (d: Draft<SimplicityState>, s: SimplicityState, arg: A) => void, arg: A): SimplicityState {
  // A new draft per call (issue #13): one draft reused for every call lived in the old generation, so
  // each young array or state stored into it went through V8's write barrier stub; a short-lived draft
  // costs less (simplicity 4p playout 10,567 -> 10,259 instructions per ply). The recipe gets the input
  // and `arg` as arguments, so it need not be a closure made per call.
  const d = new StateDraft().open(s);
  recipe(d as unknown as Draft<SimplicityState>, s, arg);
  return d.done();
}
