/**
 * Setup (SIM-3.3) and round preparation (SIM-4.2 – SIM-4.5).
 */
import { assertConfigKeys, badConfig, deepFreeze, createRng, isPlainObject, withRng, type Draft, type Seed } from '../core/index.js';
import {
  DEFAULT_COMPONENTS,
  DEMOLITION_PLAYERS,
  PLAN_ROWS,
  ROUNDS,
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
    badConfig(rule, `Option "${key}" must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}, not ${JSON.stringify(v)}.`);
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
    badConfig('SIM-3.1', `Simplicity is for 2 to 6 players, not ${JSON.stringify(p)}.`);
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

/** SIM-3.3: build the board, shuffle the pile, lay the start tiles, assign teams, start round 1. */
export function setup(config: SimplicityConfig, seed: Seed): SimplicityState {
  const { options, components } = resolveConfig(config);
  const cp = compiledOf(components); // validates (BAD_CONFIG)
  const players = config.players;
  const tpp = teamsPerPlayer(players);
  const teams = players * tpp;
  const board = cp.c.boardForPlayers[String(players)]!;
  const geo = cp.geo[board]!;
  const startN = geo.start.length;
  let buildings = 0;
  for (const k of cp.deck) if (k !== cp.park) buildings++;
  // U-11: the engine requires a pile that can never run dry (default: 60 tiles, at most 41 leave it).
  if (cp.deck.length < startN + PLAN_ROWS * ROUNDS || buildings < startN + PLAN_ROWS) {
    badConfig(
      'SIM-4.3',
      `Bad components: the tiles must number at least ${startN + PLAN_ROWS * ROUNDS} (start tiles + 7 per round), ` +
        `${startN + PLAN_ROWS} of them buildings; there are ${cp.deck.length} with ${buildings} buildings.`,
    );
  }
  const tile = new Array<number>(geo.n).fill(-1);
  const disc = new Array<number>(geo.n).fill(-1);
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
    rowTile: new Array<number>(PLAN_ROWS).fill(-1),
    rowPawn: new Array<number>(PLAN_ROWS).fill(-1),
    demolished: -1,
    pawnRow: new Array<number>(teams).fill(-1),
    tile,
    disc,
    pile: [],
    discarded: new Array<number>(cp.kinds.length).fill(0),
    bonus: new Array<number>(teams).fill(0),
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
  return s as SimplicityState;
}

/**
 * Round preparation (SIM-4.2 – SIM-4.5), on a mutable draft whose `round` is already set:
 * discard and turn the board over (rounds 2–5), draw 7 tiles (round 1: parks redrawn), fix the
 * turn order, bonus token to the last team, demolition by the last team (2/4/5 players).
 */
export function startRound(d: Draft<SimplicityState>, cp: Compiled): void {
  withRng(d, (r) => {
    if (d.round === 1) {
      // SIM-4.2: round 1 order is random over teams.
      const teams: number[] = [];
      for (let t = 0; t < d.teams; t++) teams.push(t);
      d.order = r.shuffle(teams);
    } else {
      // SIM-4.3: discard what is left beside the planning board, then turn it over (SIM-3.8).
      for (let i = 0; i < PLAN_ROWS; i++) {
        const k = d.rowTile[i]!;
        if (k >= 0) d.discarded[k]! += 1;
      }
      d.side = 1 - d.side;
    }
    // SIM-4.3: one tile beside each row, row 1 to 7; round 1: a park goes back (U-15: set aside, shuffled back after row 7).
    const aside: number[] = [];
    for (let i = 0; i < PLAN_ROWS; i++) {
      let k = d.pile.length > 0 ? d.pile.pop()! : -1;
      if (d.round === 1) {
        while (k === cp.park) {
          aside.push(k);
          k = d.pile.length > 0 ? d.pile.pop()! : -1;
        }
      }
      d.rowTile[i] = k;
    }
    if (aside.length > 0) d.pile = r.shuffle([...d.pile, ...aside]);
  });
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
 * The reducer's `produce`, specialised to this flat state: the root and its small number arrays
 * are copied, the recipe edits the copy, the input is never touched. The static parts (`options`,
 * `components`, frozen by `setup`) are shared. immer's proxies cost ~20 µs per action here (ten times
 * the rest of the engine); this keeps the same recipe style at about 1 µs. `defineGame` deep-freezes
 * the result (issue #11: measured 3.4-4.1 -> 9.3-9.8 µs per ply of a 4-player random playout).
 */
export function update(s: SimplicityState, recipe: (d: Draft<SimplicityState>) => void): SimplicityState {
  const d: Draft<SimplicityState> = {
    players: s.players,
    teams: s.teams,
    teamsPerPlayer: s.teamsPerPlayer,
    options: s.options,
    demolition: s.demolition,
    board: s.board,
    components: s.components as Draft<SimplicityState>['components'],
    round: s.round,
    side: s.side,
    phase: s.phase,
    order: [...s.order],
    turn: s.turn,
    active: s.active,
    placeRow: s.placeRow,
    rowTile: [...s.rowTile],
    rowPawn: [...s.rowPawn],
    demolished: s.demolished,
    pawnRow: [...s.pawnRow],
    tile: [...s.tile],
    disc: [...s.disc],
    pile: [...s.pile],
    discarded: [...s.discarded],
    bonus: [...s.bonus],
    rng: [...s.rng],
  };
  recipe(d);
  return d as SimplicityState;
}
