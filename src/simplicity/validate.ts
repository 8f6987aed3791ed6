/**
 * `simplicity.validate`: every field of a Simplicity state, its ranges, and the invariants the rules
 * keep (team counts, turn order, every tile of the box in exactly one place).
 */
import { Problems, type StateProblem } from '../core/index.js';
import { DEMOLITION_PLAYERS, PLAN_ROWS, ROUNDS, compiledOf, teamsPerPlayer, type Compiled } from './data.js';
import type { SimplicityComponents, SimplicityState } from './types.js';

const KEYS = [
  'players', 'teams', 'teamsPerPlayer', 'options', 'demolition', 'board', 'components', 'round', 'side', 'phase',
  'order', 'turn', 'active', 'placeRow', 'rowTile', 'rowPawn', 'demolished', 'pawnRow', 'tile', 'disc', 'pile',
  'discarded', 'bonus', 'rng',
];

/** Problems with `x` as a Simplicity state (empty = valid). `x` is plain JSON. */
export function validate(x: unknown): StateProblem[] {
  const p = new Problems();
  if (!p.object(x, '', KEYS)) return p.list;
  const s = x as unknown as SimplicityState;
  if (!p.int(s.players, '.players', 2, 6, 'SIM-1.1')) return p.list;
  const tpp = teamsPerPlayer(s.players);
  const teams = s.players * tpp;
  p.check(s.teamsPerPlayer === tpp, '.teamsPerPlayer', `must be ${tpp} with ${s.players} players`, 'SIM-3.1');
  p.check(s.teams === teams, '.teams', `must be ${teams} with ${s.players} players`, 'SIM-3.1');
  p.check(s.demolition === DEMOLITION_PLAYERS.includes(s.players), '.demolition', 'must match the player count', 'SIM-4.5');
  if (p.object(s.options, '.options', ['turnStructure', 'fallbackScope', 'startSide', 'startTilesHaveDiscs'])) {
    p.oneOf(s.options.turnStructure, '.options.turnStructure', ['pickAndPlace', 'pawnsThenPlace']);
    p.oneOf(s.options.fallbackScope, '.options.fallbackScope', ['global', 'perRow']);
    p.oneOf(s.options.startSide, '.options.startSide', ['A', 'B']);
    p.bool(s.options.startTilesHaveDiscs, '.options.startTilesHaveDiscs');
  }
  if (!p.ok) return p.list;
  let cp: Compiled;
  try {
    cp = compiledOf(s.components as SimplicityComponents | null);
  } catch {
    return [{ path: '.components', message: 'are not valid component data', rule: 'SIM-3.5' }];
  }
  const geo = typeof s.board === 'string' && Object.prototype.hasOwnProperty.call(cp.geo, s.board) ? cp.geo[s.board] : undefined;
  if (!geo) return [{ path: '.board', message: 'must name a board of the components', rule: 'SIM-3.5' }];
  if (cp.c.teamColours.length < teams) p.add('.components.teamColours', `must name at least ${teams} teams`, 'SIM-3.5');
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
  p.ints(s.pawnRow, '.pawnRow', -1, PLAN_ROWS - 1, teams);
  p.ints(s.tile, '.tile', -1, K - 1, geo.n);
  p.ints(s.disc, '.disc', -1, teams - 1, geo.n);
  p.ints(s.pile, '.pile', 0, K - 1, undefined);
  p.ints(s.discarded, '.discarded', 0, cp.deck.length, K);
  p.ints(s.bonus, '.bonus', 0, ROUNDS, teams, 'SIM-4.4');
  p.rng(s.rng, '.rng');
  if (!p.ok) return p.list;
  // Cells that are not spaces hold nothing.
  for (let i = 0; i < geo.n; i++) {
    if (geo.space[i]! < 0 && (s.tile[i] !== -1 || s.disc[i] !== -1)) p.add(`.tile[${i}]`, 'is not a space of the board but holds a tile or disc', 'SIM-3.5');
    if (s.disc[i]! >= 0 && s.tile[i]! < 0) p.add(`.disc[${i}]`, 'a disc lies on a tile', 'SIM-4.6');
  }
  // Each team's pawn is on at most one row.
  const pawns = s.rowPawn.filter((t) => t >= 0);
  p.check(new Set(pawns).size === pawns.length, '.rowPawn', 'a team has one pawn', 'SIM-4.6');
  if (s.demolished >= 0) p.check(s.rowPawn[s.demolished] === -1, '.rowPawn', 'no pawn goes on the demolished row', 'SIM-4.5');
  // Every tile of the box is in exactly one place: pile, beside the planning board, city, discards.
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
  // Phase and turn agree.
  if (s.phase === 'over') {
    p.check(s.active === -1, '.active', 'must be -1 once the game is over');
  } else {
    p.check(s.active >= 0, '.active', 'must name the team to act');
    if (s.phase === 'place') p.check(s.placeRow >= 0, '.placeRow', 'must name the row whose tile is placed');
  }
  return p.list;
}
