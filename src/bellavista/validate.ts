/**
 * `bellavista.validate`: every field of a Bella Vista state and the invariants the rules keep: one
 * entry per seat in every per-seat list, coins never negative, each architect's construction cards
 * in exactly one place (deck, hand, offer board, construction queue, town, set aside), contracts and
 * zoning cards of the components, a grid of the town's size pointing at real buildings.
 */
import { Problems, type StateProblem } from '../core/index.js';
import { ROUNDS } from './data.js';
import { rulesOf, type Rules } from './rules.js';
import type { BellaVistaState } from './types.js';

const KEYS = [
  'players', 'config', 'heightObjective', 'groupingObjective', 'round', 'phase', 'step', 'colours', 'roofColours', 'neutralColour',
  'coins', 'decks', 'hands', 'offerOrder', 'offerTurn', 'spaces', 'overflow', 'queue', 'buildTurn', 'buildings', 'grid', 'setAside',
  'zoning', 'zoningDeck', 'zoningPast', 'contractDeck', 'display', 'contracts', 'rng',
];
const BUILDING_KEYS = ['id', 'colour', 'height', 'owner', 'cells', 'tiles', 'border', 'parks', 'rivers', 'round'];
const BIG = 100_000;

/** Problems with `x` as a Bella Vista state (empty = valid). `x` is plain JSON. */
export function validate(x: unknown): StateProblem[] {
  const p = new Problems();
  if (!p.object(x, '', KEYS)) return p.list;
  const s = x as unknown as BellaVistaState;
  if (!p.int(s.players, '.players', 2, 4, 'BV-1.1')) return p.list;
  const n = s.players;
  if (!p.object(s.config, '.config', ['players', 'layout', 'neutralInFinalRound', 'components'])) return p.list;
  p.check(s.config.players === n, '.config.players', 'must equal .players');
  p.bool(s.config.neutralInFinalRound, '.config.neutralInFinalRound');
  if (!p.ok) return p.list;
  let rules: Rules;
  try {
    rules = rulesOf(s);
  } catch {
    return [{ path: '.config', message: 'is not a valid Bella Vista config', rule: 'BV-4.1' }];
  }
  const comp = rules.components;
  const cells = rules.town.rows * rules.town.cols;
  p.check(typeof s.heightObjective === 'string' && rules.height.has(s.heightObjective), '.heightObjective', 'must name a height objective', 'BV-4.4');
  p.check(typeof s.groupingObjective === 'string' && rules.grouping.has(s.groupingObjective), '.groupingObjective', 'must name a grouping objective', 'BV-4.4');
  p.int(s.round, '.round', 1, ROUNDS, 'BV-5.13');
  p.oneOf(s.phase, '.phase', ['offer', 'build', 'neutral', 'over']);
  p.oneOf(s.step, '.step', ['place', 'contract']);
  const expected = comp.colours.slice(0, n === 2 ? 2 : n);
  if (p.array(s.colours, '.colours', n)) s.colours.forEach((c, i) => p.check(c === expected[i], `.colours[${i}]`, `must be ${expected[i]}`, 'BV-4.6'));
  if (p.array(s.roofColours, '.roofColours', n)) {
    s.roofColours.forEach((c, i) => p.check(c === (n === 2 ? comp.colours[2 + i] : null), `.roofColours[${i}]`, 'must be the seat\'s roofed colour (2 players) or null', 'BV-8.1'));
  }
  p.check(s.neutralColour === (n === 3 ? comp.colours[3] : null), '.neutralColour', 'must be the fourth colour with 3 players, else null', 'BV-4.8');
  p.ints(s.coins, '.coins', 0, BIG, n, 'BV-4.7');
  const perSeat = n === 2 ? 16 : 8;
  for (const k of ['decks', 'hands', 'contracts'] as const) {
    if (p.array(s[k], `.${k}`, n)) s[k].forEach((list, i) => p.arrayMax(list, `.${k}[${i}]`, k === 'contracts' ? BIG : perSeat) && list.forEach((c, j) => p.str(c, `.${k}[${i}][${j}]`)));
  }
  p.ints(s.offerOrder, '.offerOrder', 0, n - 1, n === 2 ? 4 : n, 'BV-5.1');
  p.int(s.offerTurn, '.offerTurn', 0, Array.isArray(s.offerOrder) ? s.offerOrder.length : 0);
  const offer = (o: unknown, path: string): boolean => {
    if (!p.object(o, path, ['player', 'card', 'space', 'cost'])) return false;
    const r = o as Record<string, unknown>;
    p.int(r.player, `${path}.player`, 0, n - 1);
    p.str(r.card, `${path}.card`);
    if (r.space !== null) p.int(r.space, `${path}.space`, 0, rules.offerCosts.length - 1);
    p.int(r.cost, `${path}.cost`, 0, BIG);
    return true;
  };
  if (p.array(s.spaces, '.spaces', rules.offerCosts.length, 'BV-4.2')) s.spaces.forEach((o, i) => o === null || offer(o, `.spaces[${i}]`));
  if (p.arrayMax(s.overflow, '.overflow', 4 * perSeat)) s.overflow.forEach((o, i) => offer(o, `.overflow[${i}]`));
  if (p.arrayMax(s.queue, '.queue', 4 * perSeat)) s.queue.forEach((o, i) => offer(o, `.queue[${i}]`));
  p.int(s.buildTurn, '.buildTurn', 0, Array.isArray(s.queue) ? s.queue.length : 0);
  if (p.arrayMax(s.buildings, '.buildings', cells)) {
    s.buildings.forEach((b, i) => {
      const path = `.buildings[${i}]`;
      if (!p.object(b, path, BUILDING_KEYS)) return;
      p.str(b.id, `${path}.id`);
      p.str(b.colour, `${path}.colour`);
      p.int(b.height, `${path}.height`, 0, 64);
      if (b.owner !== null) p.int(b.owner, `${path}.owner`, 0, n - 1);
      if (p.arrayMax(b.cells, `${path}.cells`, cells)) {
        b.cells.forEach((c, k) => {
          if (p.array(c, `${path}.cells[${k}]`, 2)) {
            p.int(c[0], `${path}.cells[${k}][0]`, 0, rules.town.rows - 1);
            p.int(c[1], `${path}.cells[${k}][1]`, 0, rules.town.cols - 1);
          }
        });
      }
      if (p.array(b.tiles, `${path}.tiles`)) b.tiles.forEach((t, k) => p.str(t, `${path}.tiles[${k}]`));
      p.bool(b.border, `${path}.border`);
      p.ints(b.parks, `${path}.parks`, 0, cells);
      p.ints(b.rivers, `${path}.rivers`, 0, cells);
      p.int(b.round, `${path}.round`, 1, ROUNDS);
    });
  }
  p.ints(s.grid, '.grid', -1, Array.isArray(s.buildings) ? s.buildings.length - 1 : -1, cells);
  if (p.array(s.setAside, '.setAside')) s.setAside.forEach((c, i) => p.str(c, `.setAside[${i}]`));
  p.check(typeof s.zoning === 'string' && rules.zoning.has(s.zoning), '.zoning', 'must name a zoning card', 'BV-4.3');
  for (const k of ['zoningDeck', 'zoningPast'] as const) {
    if (p.arrayMax(s[k], `.${k}`, comp.zoningCards.length)) s[k].forEach((z, i) => p.check(typeof z === 'string' && rules.zoning.has(z), `.${k}[${i}]`, 'must name a zoning card', 'BV-4.3'));
  }
  for (const k of ['contractDeck', 'display'] as const) {
    if (p.array(s[k], `.${k}`)) s[k].forEach((c, i) => p.check(typeof c === 'string' && rules.contracts.has(c), `.${k}[${i}]`, 'must name a contract card', 'BV-7.1'));
  }
  if (Array.isArray(s.contracts)) {
    s.contracts.forEach((list, i) => Array.isArray(list) && list.forEach((c, j) => p.check(rules.contracts.has(c), `.contracts[${i}][${j}]`, 'must name a contract card', 'BV-7.1')));
  }
  p.rng(s.rng, '.rng');
  if (!p.ok) return p.list;
  // Grid and buildings agree: each building's cells point at it.
  s.buildings.forEach((b, i) => {
    for (const [r, c] of b.cells) if (s.grid[r * rules.town.cols + c] !== i) p.add(`.grid[${r * rules.town.cols + c}]`, `must point at building ${i}`, 'BV-5.8');
  });
  // Each architect's construction cards: in one place each (deck, hand, town, set aside), or on the offer board / queue.
  for (let seat = 0; seat < n; seat++) {
    const own = [s.colours[seat]!, ...(n === 2 ? [s.roofColours[seat]!] : [])];
    const all = new Set<string>();
    for (const c of own) for (let k = 1; k <= 8; k++) all.add(`${c}-${k}`);
    const seen = new Set<string>();
    const put = (card: string, path: string): void => {
      if (!all.has(card)) return void p.add(path, `${card} is not a card of seat ${seat}`, 'BV-4.10');
      if (seen.has(card)) p.add(path, `${card} is in two places`, 'BV-4.10');
      seen.add(card);
    };
    s.decks[seat]!.forEach((c, j) => put(c, `.decks[${seat}][${j}]`));
    s.hands[seat]!.forEach((c, j) => put(c, `.hands[${seat}][${j}]`));
    for (const b of s.buildings) if (b.owner === seat && all.has(b.id)) put(b.id, '.buildings');
    const offered = new Set<string>();
    for (const o of [...s.spaces, ...s.overflow, ...s.queue.slice(s.buildTurn)]) if (o !== null && o.player === seat) offered.add(o.card);
    // The card being built is in the town and still at the queue's current place until the turn ends.
    for (const c of offered) if (!seen.has(c) || !s.buildings.some((b) => b.id === c)) put(c, '.spaces');
    for (const c of s.setAside) if (all.has(c) && !seen.has(c)) seen.add(c);
    if (seen.size !== all.size) p.add(`.decks[${seat}]`, `${all.size - seen.size} of seat ${seat}'s cards are nowhere`, 'BV-4.10');
  }
  return p.list;
}
