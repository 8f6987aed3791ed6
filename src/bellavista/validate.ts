/**
 * `bellavista.validate`: every field of a Bella Vista state and the invariants the rules keep, so that
 * any state it accepts is one every contract function handles (docs/bellavista.md "Positions").
 *
 * One function per part of the state:
 * - {@link shape}: every field's type and range, one entry per seat in every per-seat list;
 * - {@link phaseAndTurn}: the offer board, the overflow row, the construction order (`queue`,
 *   `buildTurn`), `offerTurn` and `step` as the phase has them (BV-5.1 … BV-5.12, BV-9.1);
 * - {@link town}: each building's derived fields (colour, height, owner, district tiles, border,
 *   parks, rivers: BV-3.5, BV-3.6) as `place` computes them, and the grid pointing at exactly them;
 * - {@link constructionCards}: each architect's construction cards in exactly one place (deck, hand,
 *   offer board, overflow, the queue's cards still to build, the town, set aside; BV-4.10), the
 *   neutral buildings (BV-9);
 * - {@link contractCards}, {@link zoningCards}: every card of the box in exactly one place;
 * - {@link turnCanBePlayed}: the architect to act has something to do (a card for each offer still to
 *   make, a space for the building to place, a contract to take in the contract step).
 * Never throws; linear in the state's size.
 */
import { Problems, type StateProblem } from '../core/index.js';
import { ROUNDS, TURNS_PER_ROUND } from './data.js';
import { eligibleContracts, zoningCard } from './legal.js';
import { rulesOf, type Rules } from './rules.js';
import { cardColour, cardNumber } from './setup.js';
import { STATE_COIN_LIMIT, cellKeyOf, placementOptions } from './town.js';
import type { BellaVistaState, Building, Offer } from './types.js';

const KEYS = [
  'players', 'config', 'heightObjective', 'groupingObjective', 'round', 'phase', 'step', 'colours', 'roofColours', 'neutralColour',
  'coins', 'decks', 'hands', 'offerOrder', 'offerTurn', 'spaces', 'overflow', 'queue', 'buildTurn', 'buildings', 'grid', 'setAside',
  'zoning', 'zoningDeck', 'zoningPast', 'contractDeck', 'display', 'contracts', 'rng',
];
const BUILDING_KEYS = ['id', 'colour', 'height', 'owner', 'cells', 'tiles', 'border', 'parks', 'rivers', 'round'];
const OFFER_KEYS = ['player', 'card', 'space', 'cost'];

/** Problems with `x` as a Bella Vista state (empty = valid). `x` is plain JSON. */
export function validate(x: unknown): StateProblem[] {
  const p = new Problems();
  if (!p.object(x, '', KEYS)) return p.list;
  const s = x as unknown as BellaVistaState;
  const rules = config(p, s);
  if (!rules) return p.list;
  shape(p, s, rules);
  if (!p.ok) return p.list;
  phaseAndTurn(p, s, rules);
  town(p, s, rules);
  if (!p.ok) return p.list;
  constructionCards(p, s);
  contractCards(p, s, rules);
  zoningCards(p, s, rules);
  if (!p.ok) return p.list;
  turnCanBePlayed(p, s, rules);
  return p.list;
}

/** The player count and the stored config: the rules data it resolves to (BAD_CONFIG data is a problem). */
function config(p: Problems, s: BellaVistaState): Rules | undefined {
  if (!p.int(s.players, '.players', 2, 4, 'BV-1.1')) return undefined;
  if (!p.object(s.config, '.config', ['players', 'layout', 'neutralInFinalRound', 'components'])) return undefined;
  p.check(s.config.players === s.players, '.config.players', 'must equal .players', 'BV-1.1');
  p.bool(s.config.neutralInFinalRound, '.config.neutralInFinalRound');
  p.check(typeof s.config.layout === 'string' || Array.isArray(s.config.layout), '.config.layout', 'must be a layout id or a list of tile placements', 'BV-4.1');
  p.check(s.config.components === null || (typeof s.config.components === 'object' && !Array.isArray(s.config.components)), '.config.components', 'must be null or an object of component overrides', 'BV-4.1');
  if (!p.ok) return undefined;
  try {
    return rulesOf(s);
  } catch (e) {
    p.add('.config', `is not a valid Bella Vista config (${String((e as Error)?.message ?? e).slice(0, 160)})`, 'BV-4.1');
    return undefined;
  }
}

/** Every field's type and range. */
function shape(p: Problems, s: BellaVistaState, rules: Rules): void {
  const n = s.players;
  const comp = rules.components;
  const cells = rules.town.rows * rules.town.cols;
  const perSeat = 8 * (n === 2 ? 2 : 1);
  const box = comp.contractCards.reduce((t, c) => t + c.copies, 0);
  p.check(typeof s.heightObjective === 'string' && rules.height.has(s.heightObjective), '.heightObjective', 'must name a height objective', 'BV-4.4');
  p.check(typeof s.groupingObjective === 'string' && rules.grouping.has(s.groupingObjective), '.groupingObjective', 'must name a grouping objective', 'BV-4.4');
  p.int(s.round, '.round', 1, ROUNDS, 'BV-5.13');
  p.oneOf(s.phase, '.phase', ['offer', 'build', 'neutral', 'over']);
  p.oneOf(s.step, '.step', ['place', 'contract'], 'BV-5.11');
  const expected = comp.colours.slice(0, n === 2 ? 2 : n);
  if (p.array(s.colours, '.colours', n)) s.colours.forEach((c, i) => p.check(c === expected[i], `.colours[${i}]`, `must be ${expected[i]}`, 'BV-4.6'));
  if (p.array(s.roofColours, '.roofColours', n)) {
    s.roofColours.forEach((c, i) => p.check(c === (n === 2 ? comp.colours[2 + i] : null), `.roofColours[${i}]`, "must be the seat's roofed colour (2 players) or null", 'BV-8.1'));
  }
  p.check(s.neutralColour === (n === 3 ? comp.colours[3] : null), '.neutralColour', 'must be the fourth colour with 3 players, else null', 'BV-4.8');
  p.ints(s.coins, '.coins', 0, STATE_COIN_LIMIT, n, 'BV-4.9');
  for (const k of ['decks', 'hands'] as const) {
    if (p.array(s[k], `.${k}`, n)) s[k].forEach((list, i) => p.arrayMax(list, `.${k}[${i}]`, perSeat, 'BV-4.10') && list.forEach((c, j) => p.str(c, `.${k}[${i}][${j}]`)));
  }
  if (p.array(s.contracts, '.contracts', n)) s.contracts.forEach((list, i) => p.arrayMax(list, `.contracts[${i}]`, box, 'BV-5.11') && list.forEach((c, j) => p.str(c, `.contracts[${i}][${j}]`)));
  const turns = n * TURNS_PER_ROUND[n]!;
  p.ints(s.offerOrder, '.offerOrder', 0, n - 1, turns, 'BV-5.1');
  p.int(s.offerTurn, '.offerTurn', 0, turns, 'BV-5.1');
  const maxCost = Math.max(0, ...rules.offerCosts);
  const offer = (o: unknown, path: string): void => {
    if (!p.object(o, path, OFFER_KEYS)) return;
    p.int(o.player, `${path}.player`, 0, n - 1, 'BV-5.2');
    p.str(o.card, `${path}.card`);
    if (o.space !== null) p.int(o.space, `${path}.space`, 0, rules.offerCosts.length - 1, 'BV-5.2');
    p.int(o.cost, `${path}.cost`, 0, maxCost, 'BV-5.2');
  };
  if (p.array(s.spaces, '.spaces', rules.offerCosts.length, 'BV-4.2')) s.spaces.forEach((o, i) => o === null || offer(o, `.spaces[${i}]`));
  if (p.arrayMax(s.overflow, '.overflow', turns, 'BV-5.4')) s.overflow.forEach((o, i) => offer(o, `.overflow[${i}]`));
  if (p.arrayMax(s.queue, '.queue', turns, 'BV-5.7')) s.queue.forEach((o, i) => offer(o, `.queue[${i}]`));
  p.int(s.buildTurn, '.buildTurn', 0, Array.isArray(s.queue) ? s.queue.length : 0, 'BV-5.7');
  if (p.arrayMax(s.buildings, '.buildings', cells, 'BV-5.8')) {
    s.buildings.forEach((b, i) => {
      const path = `.buildings[${i}]`;
      if (!p.object(b, path, BUILDING_KEYS)) return;
      p.str(b.id, `${path}.id`);
      p.str(b.colour, `${path}.colour`);
      p.int(b.height, `${path}.height`, 1, 8, 'BV-2.1');
      if (b.owner !== null) p.int(b.owner, `${path}.owner`, 0, n - 1, 'BV-3.10');
      if (p.arrayMax(b.cells, `${path}.cells`, cells, 'BV-2.2')) {
        b.cells.forEach((c, k) => {
          if (p.array(c, `${path}.cells[${k}]`, 2)) {
            p.int(c[0], `${path}.cells[${k}][0]`, 0, rules.town.rows - 1, 'BV-5.8');
            p.int(c[1], `${path}.cells[${k}][1]`, 0, rules.town.cols - 1, 'BV-5.8');
          }
        });
      }
      if (p.arrayMax(b.tiles, `${path}.tiles`, rules.town.tiles.length)) b.tiles.forEach((t, k) => p.str(t, `${path}.tiles[${k}]`));
      p.bool(b.border, `${path}.border`);
      p.ints(b.parks, `${path}.parks`, 0, rules.info.parkCount - 1, undefined, 'BV-3.6');
      p.ints(b.rivers, `${path}.rivers`, 0, rules.info.riverCount - 1, undefined, 'BV-3.6');
      p.int(b.round, `${path}.round`, 1, ROUNDS, 'BV-5.13');
    });
  }
  p.ints(s.grid, '.grid', -1, Array.isArray(s.buildings) ? s.buildings.length - 1 : -1, cells, 'BV-5.8');
  if (p.arrayMax(s.setAside, '.setAside', n * perSeat + ROUNDS, 'BV-5.9')) s.setAside.forEach((c, i) => p.str(c, `.setAside[${i}]`));
  p.check(typeof s.zoning === 'string' && rules.zoning.has(s.zoning), '.zoning', 'must name a zoning card', 'BV-4.3');
  for (const k of ['zoningDeck', 'zoningPast'] as const) {
    if (p.arrayMax(s[k], `.${k}`, comp.zoningCards.length, 'BV-4.3')) s[k].forEach((z, i) => p.check(typeof z === 'string' && rules.zoning.has(z), `.${k}[${i}]`, 'must name a zoning card', 'BV-4.3'));
  }
  for (const k of ['contractDeck', 'display'] as const) {
    if (p.arrayMax(s[k], `.${k}`, box, 'BV-4.5')) s[k].forEach((c, i) => p.check(typeof c === 'string' && rules.contracts.has(c), `.${k}[${i}]`, 'must name a contract card', 'BV-7.1'));
  }
  if (p.ok) s.contracts.forEach((list, i) => list.forEach((c, j) => p.check(rules.contracts.has(c), `.contracts[${i}][${j}]`, 'must name a contract card', 'BV-7.1')));
  p.rng(s.rng, '.rng');
}

/** Counts of the values of `xs`. */
function tally<T>(xs: Iterable<T>): Map<T, number> {
  const m = new Map<T, number>();
  for (const v of xs) m.set(v, (m.get(v) ?? 0) + 1);
  return m;
}

function sameCounts<T>(a: Map<T, number>, b: Map<T, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

/** The offer board, overflow row and construction order as the phase has them. */
function phaseAndTurn(p: Problems, s: BellaVistaState, rules: Rules): void {
  const n = s.players;
  const turns = s.offerOrder.length;
  const order = tally(s.offerOrder);
  for (let seat = 0; seat < n; seat++) {
    p.check(order.get(seat) === TURNS_PER_ROUND[n], '.offerOrder', `must hold seat ${seat} ${TURNS_PER_ROUND[n]} time(s) (one order card per offer)`, 'BV-5.1');
  }
  const costs = rules.offerCosts;
  const onBoard = (o: Offer, path: string, i: number): void => {
    p.check(o.space === i, `${path}.space`, `must be ${i}, the space it lies on`, 'BV-5.2');
    p.check(o.cost === costs[i], `${path}.cost`, `must be ${costs[i]}, what space ${i} costs`, 'BV-4.2');
  };
  const afterBoard = (o: Offer, path: string): void => {
    p.check(o.space === null && o.cost === 0, path, 'after the 0 space: space null, cost 0', 'BV-5.4');
  };
  if (s.phase === 'offer') {
    p.check(s.offerTurn < turns, '.offerTurn', `must be below ${turns} in the offer phase (an offer is still to make)`, 'BV-5.1');
    p.check(s.step === 'place', '.step', 'must be "place" outside the construction phase', 'BV-5.11');
    p.check(s.queue.length === 0 && s.buildTurn === 0, '.queue', 'must be empty (and buildTurn 0) in the offer phase', 'BV-5.7');
    s.spaces.forEach((o, i) => o && onBoard(o, `.spaces[${i}]`, i));
    s.overflow.forEach((o, i) => afterBoard(o, `.overflow[${i}]`));
    const offers = [...s.spaces.filter((o): o is Offer => o !== null), ...s.overflow];
    p.check(offers.length === s.offerTurn, '.offerTurn', `must count the offers made (${offers.length})`, 'BV-5.1');
    if (offers.length === s.offerTurn) {
      p.check(sameCounts(tally(offers.map((o) => o.player)), tally(s.offerOrder.slice(0, s.offerTurn))), '.spaces', 'the offers made must be those of the order cards before offerTurn', 'BV-5.1');
    }
    return;
  }
  p.check(s.offerTurn === turns, '.offerTurn', `must be ${turns} once every offer is made`, 'BV-5.1');
  p.check(s.spaces.every((o) => o === null) && s.overflow.length === 0, '.spaces', 'the offer board and the overflow row are empty after the offer phase', 'BV-5.7');
  if (s.phase === 'over' && s.queue.length === 0) {
    p.check(s.buildTurn === 0, '.buildTurn', 'must be 0 with no construction order', 'BV-5.7');
  } else if (p.check(s.queue.length === turns, '.queue', `must hold the round's ${turns} offered cards`, 'BV-5.7')) {
    p.check(sameCounts(tally(s.queue.map((o) => o.player)), order), '.queue', "must hold the offer order's architects", 'BV-5.7');
    // BV-5.7: the board left to right (strictly increasing spaces), then the overflow row.
    let last = -1;
    let overflow = false;
    s.queue.forEach((o, i) => {
      const path = `.queue[${i}]`;
      if (o.space === null) {
        overflow = true;
        afterBoard(o, path);
      } else {
        p.check(!overflow && o.space > last, `${path}.space`, 'the board is built left to right, then the overflow row', 'BV-5.7');
        p.check(o.cost === costs[o.space], `${path}.cost`, `must be ${costs[o.space]}, what space ${o.space} costs`, 'BV-4.2');
        last = o.space;
      }
    });
  }
  if (s.phase === 'build') {
    p.check(s.buildTurn < s.queue.length, '.buildTurn', `must be below ${s.queue.length} in the construction phase`, 'BV-5.7');
  } else {
    p.check(s.buildTurn === s.queue.length, '.buildTurn', 'must be at the end of the construction order', 'BV-5.12');
    p.check(s.step === 'place', '.step', 'must be "place" outside the construction phase', 'BV-5.11');
  }
  if (s.phase === 'neutral') {
    p.check(n === 3, '.phase', 'a neutral building is placed only with 3 players', 'BV-9.1');
    p.check(s.round < ROUNDS || s.config.neutralInFinalRound, '.phase', 'no neutral building in round 8 (config neutralInFinalRound)', 'BV-9.2');
  }
  if (s.phase === 'over') p.check(s.round === ROUNDS, '.round', `must be ${ROUNDS} when the game is over`, 'BV-1.2');
}

/** The owner a card's colour gives (null: the neutral colour), or undefined for a colour not in play. */
function ownerOfColour(s: BellaVistaState, colour: string): number | null | undefined {
  const i = s.colours.indexOf(colour);
  if (i >= 0) return i;
  const j = s.roofColours.indexOf(colour);
  if (j >= 0) return j;
  return s.neutralColour !== null && colour === s.neutralColour ? null : undefined;
}

/** Each building's derived fields, as `place` computes them, and the grid pointing at exactly them. */
function town(p: Problems, s: BellaVistaState, rules: Rules): void {
  const cols = rules.town.cols;
  const expected = new Int32Array(s.grid.length).fill(-1);
  const ids = new Set<string>();
  s.buildings.forEach((b: Building, i) => {
    const path = `.buildings[${i}]`;
    const colour = cardColour(b.id);
    const k = cardNumber(b.id);
    if (!p.check(Number.isInteger(k) && k >= 1 && k <= 8 && b.id === `${colour}-${k}`, `${path}.id`, 'must be colour-number, number 1 to 8', 'BV-2.1')) return;
    p.check(!ids.has(b.id), `${path}.id`, `${b.id} stands twice`, 'BV-2.1');
    ids.add(b.id);
    p.check(b.colour === colour && b.height === k, path, `colour and height must be ${colour} and ${k}, as its id says`, 'BV-2.1');
    const owner = ownerOfColour(s, colour);
    if (owner === undefined) p.add(`${path}.id`, `${colour} is not a colour in play`, 'BV-4.6');
    else p.check(b.owner === owner, `${path}.owner`, `must be ${owner === null ? 'null (the neutral colour)' : owner}, the owner of ${colour}`, 'BV-3.10');
    p.check(b.round <= s.round, `${path}.round`, `must be at most the current round ${s.round}`, 'BV-5.13');
    if (owner === null) {
      // BV-9.1: neutral #k is placed at the end of round k.
      p.check(k < s.round || (k === s.round && s.phase === 'over'), `${path}.id`, `neutral #${k} is placed at the end of round ${k}`, 'BV-9.1');
      p.check(b.round === k, `${path}.round`, `neutral #${k} is built in round ${k}`, 'BV-9.1');
    }
    const idx = b.cells.map(([r, c]) => r * cols + c);
    if (!p.check(idx.every((v, j) => j === 0 || v > idx[j - 1]!), `${path}.cells`, 'must be distinct and row-major', 'BV-5.8')) return;
    const cand = rules.info.byKey[k - 1]!.get(cellKeyOf(idx));
    if (!p.check(cand !== undefined, `${path}.cells`, `are not a placement of building #${k} on district spaces`, 'BV-5.8')) return;
    const tiles = cand!.tiles.map((t) => rules.town.tiles[t]!.id);
    const same = (a: readonly unknown[], c: readonly unknown[]) => a.length === c.length && a.every((v, j) => v === c[j]);
    p.check(same(b.tiles, tiles), `${path}.tiles`, `must be ${tiles.join(', ')}, the district tiles under it`, 'BV-3.7');
    p.check(b.border === cand!.border, `${path}.border`, `must be ${cand!.border}`, 'BV-3.5');
    p.check(same(b.parks, cand!.parks), `${path}.parks`, `must be [${cand!.parks.join(', ')}], the parks it touches`, 'BV-3.6');
    p.check(same(b.rivers, cand!.rivers), `${path}.rivers`, `must be [${cand!.rivers.join(', ')}], the rivers it touches`, 'BV-3.6');
    for (const v of idx) {
      if (expected[v] !== -1) p.add(`${path}.cells`, `overlaps building ${expected[v]} at [${Math.floor(v / cols)}, ${v % cols}]`, 'BV-5.8');
      expected[v] = i;
    }
  });
  for (let v = 0; v < expected.length; v++) {
    if (s.grid[v] !== expected[v]) {
      p.add(`.grid[${v}]`, expected[v] === -1 ? 'must be -1: no building covers this space' : `must be ${expected[v]}, the building on this space`, 'BV-5.8');
      break;
    }
  }
}

/**
 * Each architect's construction cards in exactly one place: deck, hand, offer board, overflow row, the
 * construction order's cards still to build, the town, set aside. The order's cards already built (or
 * set aside) stay in it until the round ends (BV-5.7). Neutral buildings: each at most once (BV-9).
 */
function constructionCards(p: Problems, s: BellaVistaState): void {
  const n = s.players;
  const where = new Map<string, string>();
  const put = (card: string, seat: number | null, path: string): void => {
    const owner = ownerOfColour(s, cardColour(card));
    const k = cardNumber(card);
    if (owner === undefined || owner === null || !(Number.isInteger(k) && k >= 1 && k <= 8 && card === `${cardColour(card)}-${k}`)) {
      return void p.add(path, `${card} is not a construction card of this game`, 'BV-4.10');
    }
    if (seat !== null && owner !== seat) return void p.add(path, `${card} is not a card of seat ${seat}`, 'BV-4.10');
    const before = where.get(card);
    if (before !== undefined) return void p.add(path, `${card} is also at ${before}`, 'BV-4.10');
    where.set(card, path);
  };
  for (let seat = 0; seat < n; seat++) {
    s.decks[seat]!.forEach((c, j) => put(c, seat, `.decks[${seat}][${j}]`));
    s.hands[seat]!.forEach((c, j) => put(c, seat, `.hands[${seat}][${j}]`));
  }
  s.spaces.forEach((o, i) => o && put(o.card, o.player, `.spaces[${i}]`));
  s.overflow.forEach((o, i) => put(o.card, o.player, `.overflow[${i}]`));
  const done = s.phase === 'build' ? s.buildTurn + (s.step === 'contract' ? 1 : 0) : s.queue.length;
  s.queue.forEach((o, i) => i >= done && put(o.card, o.player, `.queue[${i}]`));
  for (const [card, k] of tally(s.queue.map((o) => o.card))) p.check(k === 1, '.queue', `${card} is offered ${k} times`, 'BV-5.2');
  const built = new Map<string, Building>();
  const neutral = new Set<string>();
  for (const b of s.buildings) {
    if (b.owner === null) neutral.add(b.id);
    else {
      built.set(b.id, b);
      put(b.id, null, `.buildings (${b.id})`);
    }
  }
  const setAside = new Set<string>();
  s.setAside.forEach((c, i) => {
    const path = `.setAside[${i}]`;
    const k = cardNumber(c);
    if (s.neutralColour !== null && cardColour(c) === s.neutralColour) {
      // BV-9.1 / BV-5.9: neutral #k set aside at the end of round k.
      if (!p.check(c === `${s.neutralColour}-${k}` && Number.isInteger(k) && k >= 1 && (k < s.round || (k === s.round && s.phase === 'over')), path, `${c} is not a neutral building of a round played`, 'BV-9.1')) return;
      p.check(!neutral.has(c), path, `${c} is also in the town`, 'BV-9.1');
      neutral.add(c);
    } else put(c, null, path);
    setAside.add(c);
  });
  // The construction order's cards already built this round: in the town (or set aside), by their architect.
  s.queue.forEach((o, i) => {
    if (i >= done) return;
    const b = built.get(o.card);
    const path = `.queue[${i}]`;
    if (b) {
      p.check(b.owner === o.player, path, `${o.card} was built by seat ${b.owner}, not seat ${o.player}`, 'BV-5.7');
      p.check(b.round === s.round, path, `${o.card} was built in round ${b.round}, not in this round ${s.round}`, 'BV-5.7');
    } else if (setAside.has(o.card)) {
      p.check(!(s.step === 'contract' && i === s.buildTurn), path, `${o.card} was set aside, so there is no contract step for it`, 'BV-5.11');
    } else {
      p.add(path, `${o.card} is before the current construction turn, so it must be built or set aside`, 'BV-5.7');
    }
    p.check(ownerOfColour(s, cardColour(o.card)) === o.player, path, `${o.card} is not a card of seat ${o.player}`, 'BV-4.10');
  });
  const perSeat = 8 * (n === 2 ? 2 : 1);
  p.check(where.size === n * perSeat, '.decks', `${n * perSeat - where.size} construction card(s) are nowhere (deck, hand, offer, queue, town or set aside)`, 'BV-4.10');
}

/** Every contract card of the box once: display, deck, or taken (BV-4.5, BV-5.11). */
function contractCards(p: Problems, s: BellaVistaState, rules: Rules): void {
  const comp = rules.components;
  p.check(s.display.length <= comp.contractDisplaySize, '.display', `at most ${comp.contractDisplaySize} contracts are face up`, 'BV-4.5');
  const counts = tally([...s.display, ...s.contractDeck, ...s.contracts.flat()]);
  for (const c of comp.contractCards) {
    const have = counts.get(c.id) ?? 0;
    p.check(have === c.copies, '.contractDeck', `contract ${c.id}: ${have} card(s) in the display, deck and taken, the box has ${c.copies}`, 'BV-4.5');
  }
}

/** Every zoning card once: active, past (one per round played) or in the deck (BV-4.3, BV-5.13). */
function zoningCards(p: Problems, s: BellaVistaState, rules: Rules): void {
  p.check(s.zoningPast.length === s.round - 1, '.zoningPast', `must hold the ${s.round - 1} card(s) of the rounds played`, 'BV-5.13');
  const counts = tally([s.zoning, ...s.zoningPast, ...s.zoningDeck]);
  for (const z of rules.components.zoningCards) {
    p.check(counts.get(z.id) === 1, '.zoningDeck', `zoning card ${z.id} must be once in the active card, the past ones or the deck (${counts.get(z.id) ?? 0} times)`, 'BV-4.3');
  }
}

/** The architect to act has something to do, as the engine would have made sure. */
function turnCanBePlayed(p: Problems, s: BellaVistaState, rules: Rules): void {
  if (s.phase === 'offer') {
    const still = tally(s.offerOrder.slice(s.offerTurn));
    for (const [seat, k] of still) {
      p.check(s.hands[seat]!.length >= k, `.hands[${seat}]`, `seat ${seat} has ${k} offer(s) still to make this round and ${s.hands[seat]!.length} card(s) in hand`, 'BV-5.2');
    }
  } else if (s.phase === 'build') {
    const o = s.queue[s.buildTurn]!;
    if (s.step === 'place') {
      const { mode } = placementOptions(rules.info, s.grid, zoningCard(s), cardNumber(o.card));
      p.check(mode !== 'none', `.queue[${s.buildTurn}]`, `${o.card} fits nowhere in the town: it is set aside, not built (U-12)`, 'BV-5.9');
    } else {
      p.check(eligibleContracts(s, o.player).length > 0, '.step', `no face-up contract can be taken by seat ${o.player}: there is no contract step`, 'BV-5.11');
    }
  } else if (s.phase === 'neutral') {
    const id = `${s.neutralColour}-${s.round}`;
    p.check(!s.buildings.some((b) => b.id === id) && !s.setAside.includes(id), '.phase', `neutral #${s.round} is already placed`, 'BV-9.1');
    const { mode } = placementOptions(rules.info, s.grid, zoningCard(s), s.round);
    p.check(mode !== 'none', '.phase', `neutral #${s.round} fits nowhere in the town: it is set aside`, 'BV-9.1');
  }
}
