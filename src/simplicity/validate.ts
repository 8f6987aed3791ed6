/**
 * `simplicity.validate`: every field of a Simplicity state, its ranges, and the invariants the rules
 * keep: team counts, the side up, the bonus tokens, the discs, every tile of the box in exactly one
 * place, enough tiles left for the remaining rounds, and the phase, turn, pawns and planning rows of
 * the round in play. A state it accepts is one every contract function handles (issue #11).
 *
 * One function per part of the state; each problem names the field, what is wrong and the rule.
 */
import { Problems, type StateProblem } from '../core/index.js';
import { DEMOLITION_PLAYERS, PLAN_ROWS, ROUNDS, boxProblem, compiledOf, teamsPerPlayer, type Compiled, type Geo } from './data.js';
import type { SimplicityComponents, SimplicityState } from './types.js';

const KEYS = [
  'players', 'teams', 'teamsPerPlayer', 'options', 'demolition', 'board', 'components', 'round', 'side', 'phase',
  'order', 'turn', 'active', 'placeRow', 'rowTile', 'rowPawn', 'demolished', 'pawnRow', 'tile', 'disc', 'pile',
  'discarded', 'bonus', 'rng',
];
const OPTION_KEYS = ['turnStructure', 'fallbackScope', 'startSide', 'startTilesHaveDiscs'];
const COMPONENT_KEYS = ['symbols', 'buildings', 'tileCounts', 'planningBoard', 'boards', 'boardForPlayers', 'teamColours'];

/** Problems with `x` as a Simplicity state (empty = valid). `x` is plain JSON. Never throws; linear in its size. */
export function validate(x: unknown): StateProblem[] {
  const p = new Problems();
  if (!p.object(x, '', KEYS)) return p.list;
  const s = x as unknown as SimplicityState;
  const tables = header(s, p);
  if (!tables) return p.list;
  const { cp, geo } = tables;
  fields(s, p, cp, geo);
  if (!p.ok) return p.list;
  city(s, p, geo);
  box(s, p, cp);
  roundAndBonus(s, p);
  planning(s, p, geo, cp);
  if (p.ok) discs(s, p, geo, cp);
  return p.list;
}

/** Player count, teams, options and the component data (SIM-3.1, SIM-3.5): the tables the rest is read with. */
function header(s: SimplicityState, p: Problems): { cp: Compiled; geo: Geo } | undefined {
  if (!p.int(s.players, '.players', 2, 6, 'SIM-1.1')) return undefined;
  const tpp = teamsPerPlayer(s.players);
  const teams = s.players * tpp;
  p.check(s.teamsPerPlayer === tpp, '.teamsPerPlayer', `must be ${tpp} with ${s.players} players`, 'SIM-3.1');
  p.check(s.teams === teams, '.teams', `must be ${teams} with ${s.players} players`, 'SIM-3.1');
  p.check(s.demolition === DEMOLITION_PLAYERS.includes(s.players), '.demolition', 'must match the player count', 'SIM-4.5');
  if (p.object(s.options, '.options', OPTION_KEYS)) {
    p.oneOf(s.options.turnStructure, '.options.turnStructure', ['pickAndPlace', 'pawnsThenPlace'], 'SIM-4.10');
    p.oneOf(s.options.fallbackScope, '.options.fallbackScope', ['global', 'perRow'], 'SIM-4.8');
    p.oneOf(s.options.startSide, '.options.startSide', ['A', 'B'], 'SIM-3.8');
    p.bool(s.options.startTilesHaveDiscs, '.options.startTilesHaveDiscs');
  }
  if (s.components !== null && !p.object(s.components, '.components', COMPONENT_KEYS)) return undefined;
  if (!p.ok) return undefined;
  let cp: Compiled;
  try {
    cp = compiledOf(s.components as SimplicityComponents | null);
  } catch (e) {
    p.add('.components', `are not valid component data (${(e as Error).message})`, 'SIM-3.5');
    return undefined;
  }
  const geo = typeof s.board === 'string' && Object.prototype.hasOwnProperty.call(cp.geo, s.board) ? cp.geo[s.board] : undefined;
  if (!geo) {
    p.add('.board', 'must name a board of the components', 'SIM-3.5');
    return undefined;
  }
  const board = cp.c.boardForPlayers[String(s.players)];
  p.check(s.board === board, '.board', `must be the board for ${s.players} players ("${board}")`, 'SIM-3.5');
  const short = boxProblem(cp, geo);
  if (short !== undefined) p.add('.components.tileCounts', short, 'SIM-4.3');
  return p.ok ? { cp, geo } : undefined;
}

/** Every field's type, length and range. */
function fields(s: SimplicityState, p: Problems, cp: Compiled, geo: Geo): void {
  const teams = s.teams;
  const K = cp.kinds.length;
  p.int(s.round, '.round', 1, ROUNDS, 'SIM-4.1');
  p.int(s.side, '.side', 0, 1, 'SIM-3.8');
  p.oneOf(s.phase, '.phase', ['demolish', 'choose', 'place', 'over']);
  if (p.ints(s.order, '.order', 0, teams - 1, teams, 'SIM-4.2')) {
    p.check(new Set(s.order).size === teams, '.order', 'must hold every team once', 'SIM-4.2');
  }
  p.int(s.turn, '.turn', 0, teams, 'SIM-4.6');
  p.int(s.active, '.active', -1, teams - 1);
  p.int(s.placeRow, '.placeRow', -1, PLAN_ROWS - 1);
  p.ints(s.rowTile, '.rowTile', -1, K - 1, PLAN_ROWS);
  p.ints(s.rowPawn, '.rowPawn', -1, teams - 1, PLAN_ROWS);
  p.int(s.demolished, '.demolished', -1, PLAN_ROWS - 1, 'SIM-4.5');
  p.ints(s.pawnRow, '.pawnRow', -1, PLAN_ROWS - 1, teams, 'SIM-8.4');
  p.ints(s.tile, '.tile', -1, K - 1, geo.n);
  p.ints(s.disc, '.disc', -1, teams - 1, geo.n);
  if (p.arrayMax(s.pile, '.pile', cp.deck.length, 'SIM-3.3')) p.ints(s.pile, '.pile', 0, K - 1);
  p.ints(s.discarded, '.discarded', 0, cp.deck.length, K);
  p.ints(s.bonus, '.bonus', 0, ROUNDS, teams, 'SIM-4.4');
  p.rng(s.rng, '.rng');
}

/** The city (SIM-3.5, SIM-4.6): tiles only on spaces, a disc only on a tile. */
function city(s: SimplicityState, p: Problems, geo: Geo): void {
  for (let i = 0; i < geo.n; i++) {
    const r = (i / geo.cols) | 0;
    const c = i % geo.cols;
    if (geo.space[i]! < 0 && s.tile[i] !== -1) p.add(`.tile[${i}]`, `city ${r},${c} is not a space of the board but holds a tile`, 'SIM-3.5');
    if (s.disc[i]! >= 0 && s.tile[i]! < 0) p.add(`.disc[${i}]`, `the disc at city ${r},${c} lies on no tile`, 'SIM-4.6');
  }
}

/**
 * Messages name a team as the paths and actions do, by its index 0..T-1 (`.disc` and `.order` values,
 * an action's `team`), with its colour, as the core names a seat: `Seat 0 (P1)`. A planning row is
 * named by its index 0..6 in `.rowTile` / `.rowPawn` (the path's), with the row number 1..7 that the
 * rules and the actions' `row` use.
 */
const teamLabel = (cp: Compiled, t: number): string => `team ${t} (${cp.c.teamColours[t] ?? 'no colour'})`;
const rowLabel = (i: number): string => `row index ${i} (row ${i + 1})`;

/**
 * SIM-4.6, U-14: a team puts one disc a round, when it places its tile (none when the tile is
 * discarded, U-11), plus the disc of its start tile with `startTilesHaveDiscs` (SIM-3.4): at most
 * the rounds before this one, this one if its tile is placed already.
 * SIM-3.4 / U-13: the start tiles are placed before play, no tile ever goes on an occupied space and
 * none leaves the city, so every start position holds a tile, a building (parks are redrawn), and its
 * disc is the one setup put there: team i's on the i-th start position with `startTilesHaveDiscs`, none
 * without (an option flipped, or a start position moved to an empty space, in a stored state is
 * reported here).
 */
function discs(s: SimplicityState, p: Problems, geo: Geo, cp: Compiled): void {
  const withDiscs = s.options.startTilesHaveDiscs;
  for (let i = 0; i < geo.start.length; i++) {
    const cell = geo.start[i]!;
    const want = withDiscs && i < s.teams ? i : -1;
    const at = `start position ${i} (city ${(cell / geo.cols) | 0},${cell % geo.cols})`;
    if (s.tile[cell]! < 0) {
      // Setup lays a start tile on every start position (the box always holds enough buildings,
      // `boxProblem`) and no tile ever leaves the city: an empty start position means the state and
      // its component data disagree (e.g. start positions edited in a stored state). Accepting it
      // would list a placement there whose result this very check refuses.
      p.add(`.tile[${cell}]`, `${at} holds no tile; setup lays a start tile on every start position and no tile leaves the city`, 'SIM-3.4');
    } else if (s.tile[cell] === cp.park) {
      p.add(`.tile[${cell}]`, `${at} holds a park; start tiles are buildings (a drawn park is set aside and replaced)`, 'SIM-3.4');
    } else if (s.disc[cell] !== want) {
      p.add(
        `.disc[${cell}]`,
        want >= 0
          ? `${at} carries the disc of ${teamLabel(cp, want)} with startTilesHaveDiscs (options.startTilesHaveDiscs is true)`
          : `${at} carries no disc without startTilesHaveDiscs (options.startTilesHaveDiscs is false): its start tile is neutral and no tile goes on it`,
        'SIM-3.4',
      );
    }
  }
  const count = new Array<number>(s.teams).fill(0);
  for (let i = 0; i < geo.n; i++) if (s.disc[i]! >= 0) count[s.disc[i]!]! += 1;
  const pickAndPlace = s.options.turnStructure === 'pickAndPlace';
  const place = new Array<number>(s.teams).fill(-1); // team -> index in the order
  s.order.forEach((t, j) => (place[t] = j));
  for (let t = 0; t < s.teams; t++) {
    const row = s.rowPawn.indexOf(t);
    const placed =
      s.phase === 'over' ||
      (pickAndPlace ? s.phase !== 'demolish' && place[t]! < s.turn : s.phase === 'place' && row >= 0 && row < s.placeRow);
    const max = s.round - 1 + (placed ? 1 : 0) + (s.options.startTilesHaveDiscs && t < geo.start.length ? 1 : 0);
    if (count[t]! > max) p.add('.disc', `${teamLabel(cp, t)} has ${count[t]} discs on the city; by now it has put at most ${max}`, 'SIM-4.6');
  }
}

/** SIM-3.3: every tile of the box is in exactly one place; U-11: the pile holds 7 tiles for each round still to come. */
function box(s: SimplicityState, p: Problems, cp: Compiled): void {
  const K = cp.kinds.length;
  const count = new Array<number>(K).fill(0);
  for (const k of cp.deck) count[k]!++;
  const seen = new Array<number>(K).fill(0);
  for (const k of s.pile) seen[k]!++;
  for (const k of s.rowTile) if (k >= 0) seen[k]!++;
  for (const k of s.tile) if (k >= 0) seen[k]!++;
  for (let k = 0; k < K; k++) seen[k]! += s.discarded[k]!;
  for (let k = 0; k < K; k++) {
    if (seen[k] !== count[k]) p.add('.pile', `${cp.kinds[k]} tiles: ${seen[k]} in play, the box has ${count[k]}`, 'SIM-3.3');
  }
  const need = PLAN_ROWS * (ROUNDS - s.round);
  if (s.pile.length < need) p.add('.pile', `holds ${s.pile.length} tiles; rounds ${s.round + 1}..${ROUNDS} draw ${need}`, 'SIM-4.3');
}

/** SIM-3.8: the side up is the start side turned over every round; SIM-4.4: one bonus token per round so far. */
function roundAndBonus(s: SimplicityState, p: Problems): void {
  const side = ((s.options.startSide === 'A' ? 0 : 1) + s.round - 1) % 2;
  p.check(s.side === side, '.side', `must be ${side === 0 ? 'A' : 'B'} (0/1) in round ${s.round}: the board is turned over every round`, 'SIM-3.8');
  let tokens = 0;
  for (const b of s.bonus) tokens += b;
  p.check(tokens === s.round, '.bonus', `${tokens} tokens given; one is given each round, ${s.round} by round ${s.round}`, 'SIM-4.4');
}

/**
 * The round in play: phase, turn, active team, pawns, the demolition token and the tiles beside the
 * rows agree with each other as the rules leave them (SIM-4.2 – SIM-4.10), and every team still to
 * choose has a row to choose (SIM-9.6).
 */
function planning(s: SimplicityState, p: Problems, geo: Geo, cp: Compiled): void {
  const T = s.teams;
  const pickAndPlace = s.options.turnStructure === 'pickAndPlace';
  const phase = s.phase;
  // Which teams have their pawn on the board this round: a prefix of the order.
  const onBoard = new Array<number>(T).fill(-1); // team -> row
  let pawns = 0;
  for (let i = 0; i < PLAN_ROWS; i++) {
    const t = s.rowPawn[i]!;
    if (t < 0) continue;
    if (onBoard[t]! >= 0) p.add('.rowPawn', `${teamLabel(cp, t)} has one pawn, not one on ${rowLabel(onBoard[t]!)} and ${rowLabel(i)}`, 'SIM-4.6');
    onBoard[t] = i;
    pawns++;
  }
  if (!p.ok) return;
  const chosen = phase === 'demolish' ? 0 : phase === 'choose' ? s.turn : phase === 'over' || !pickAndPlace ? T : s.turn + 1;
  p.check(pawns === chosen, '.rowPawn', `${pawns} pawns on the planning board; the ${phase} phase at turn ${s.turn} has ${chosen}`, 'SIM-4.6');
  for (let j = 0; j < T; j++) {
    const t = s.order[j]!;
    if (j < chosen && onBoard[t]! < 0) p.add('.rowPawn', `${teamLabel(cp, t)} (.order[${j}]) has chosen, but no pawn of it is on a row`, 'SIM-4.6');
    if (j < chosen && onBoard[t]! >= 0 && s.pawnRow[t] !== onBoard[t]) {
      p.add(`.pawnRow[${t}]`, `must be ${onBoard[t]} (the row of its pawn)`, 'SIM-8.4');
    }
    if (j >= chosen && s.round === 1 && s.pawnRow[t] !== -1) p.add(`.pawnRow[${t}]`, 'must be -1: the team has placed no pawn yet', 'SIM-8.4');
  }
  // Turn, active team and the row being placed (derived from the phase and the order).
  const turnOk =
    phase === 'demolish' ? s.turn === 0 : phase === 'choose' ? s.turn < T : phase === 'over' || !pickAndPlace ? s.turn === T : s.turn < T;
  p.check(turnOk, '.turn', `turn ${s.turn} is not one of the ${phase} phase`, 'SIM-4.6');
  if (phase === 'place') {
    if (s.placeRow < 0) p.add('.placeRow', 'must name the row whose tile is placed', 'SIM-4.6');
    else {
      p.check(s.rowPawn[s.placeRow]! >= 0, '.placeRow', `${rowLabel(s.placeRow)} has no pawn`, 'SIM-4.6');
      p.check(s.rowTile[s.placeRow]! >= 0, '.placeRow', `${rowLabel(s.placeRow)} has no tile to place`, 'SIM-4.6');
    }
    let empty = false;
    for (let i = 0; i < geo.n && !empty; i++) if (s.tile[i]! < 0 && geo.bit[i] !== 0) empty = true;
    p.check(empty, '.tile', 'a tile is being placed but the city has no empty space (U-11: it is discarded)', 'SIM-4.8');
  } else p.check(s.placeRow === -1, '.placeRow', `must be -1 in the ${phase} phase`, 'SIM-4.6');
  if (!p.ok) return;
  const active =
    phase === 'over' ? -1 : phase === 'demolish' ? s.order[T - 1]! : phase === 'place' ? s.rowPawn[s.placeRow]! : s.order[s.turn]!;
  p.check(s.active === active, '.active', `must be ${active} (the team to act in the ${phase} phase)`, 'SIM-4.2');
  if (phase === 'place' && pickAndPlace) {
    p.check(s.rowPawn[s.placeRow] === s.order[s.turn], '.placeRow', 'must be the row of the pawn of the team whose turn it is', 'SIM-4.6');
  }
  p.check(phase !== 'over' || s.round === ROUNDS, '.round', `the game ends after round ${ROUNDS}`, 'SIM-8.1');
  // The demolition token (SIM-4.5): placed first, in 2/4/5-player games only, on a row with a tile and no pawn.
  if (!s.demolition) {
    p.check(phase !== 'demolish' && s.demolished === -1, '.demolished', `no demolition token with ${s.players} players`, 'SIM-4.5');
  } else if (phase === 'demolish') {
    p.check(s.demolished === -1, '.demolished', 'the token is not placed yet in the demolish phase', 'SIM-4.5');
  } else if (p.check(s.demolished >= 0, '.demolished', `the token is placed before the first turn of every round`, 'SIM-4.5')) {
    p.check(s.rowPawn[s.demolished] === -1, '.rowPawn', 'no pawn goes on the demolished row', 'SIM-4.5');
    p.check(s.rowTile[s.demolished]! >= 0, '.rowTile', 'the demolished row keeps its tile until the round ends', 'SIM-4.5');
  }
  // Tiles beside rows with a pawn: taken (placed or discarded) once its team has placed.
  for (let i = 0; i < PLAN_ROWS; i++) {
    if (s.rowPawn[i]! < 0) continue;
    const keeps =
      phase === 'over' ? false : pickAndPlace ? phase === 'place' && i === s.placeRow : phase === 'choose' || (phase === 'place' && i >= s.placeRow);
    p.check((s.rowTile[i]! >= 0) === keeps, `.rowTile[${i}]`, `${rowLabel(i)}: its tile ${keeps ? 'is not placed yet' : 'was taken by its pawn'}`, 'SIM-4.6');
  }
  // SIM-9.6: every team still to choose finds an available row (after the demolition).
  if (phase !== 'over') {
    let avail = 0;
    for (let i = 0; i < PLAN_ROWS; i++) if (s.rowTile[i]! >= 0 && s.rowPawn[i]! < 0 && s.demolished !== i) avail++;
    const need = T - chosen + (phase === 'demolish' ? 1 : 0);
    p.check(avail >= need, '.rowTile', `${avail} rows hold a tile to choose; ${need} are needed this round`, 'SIM-9.6');
  }
}
