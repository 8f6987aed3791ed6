/**
 * `position(spec, seed?)` / `positionOf(state)`: build a Bella Vista position from a short
 * description, and describe the public part of a state the same way (`position(positionOf(s))` has
 * the spectator view of `s`).
 *
 * ```ts
 * const s = position({
 *   config: { players: 2 },
 *   buildings: ['red-4: 0,3 1,3 2,3', 'green-1@2: 6,5 6,6 7,5 7,6'],  // id[@round]: cells row,col
 *   coins: [19, 22],
 *   hands: [['red-2', 'green-5'], 2],         // card ids, or a count dealt from the seat's own cards
 *   round: 3,
 * }, 'seed');
 * ```
 * Not given: the start of a game from `seed`. Derived with the engine's own code: each building's
 * district tiles, border, parks and rivers (from the town's placement table, as `place` does), the
 * town grid, each architect's face-down deck (own cards not in hand, offered, built or set aside,
 * shuffled from `seed`), face-down offers and counted hands or contracts (dealt from what is left),
 * the zoning deck and the contract deck (every card not in sight).
 * @throws RuleError `BAD_STATE` naming what is impossible: a building that does not fit its cells,
 *   overlapping buildings, an unknown or doubled card, a card of another architect's colour, more
 *   contracts than the box holds.
 */
import { badState, createRng, deepFreeze, isRuleError, openRng, problemsError, type PlayerId, type Seed , buildPosition, readPosition } from '../core/index.js';
import { makeBuilding } from './apply.js';
import { rulesOf } from './rules.js';
import { candidateAt } from './town.js';
import { cardColour, cardNumber, setup, sortCards } from './setup.js';
import type { BellaVistaConfig, BellaVistaState, Building, Offer, Phase } from './types.js';
import { validate } from './validate.js';

/**
 * An offer: whose card, the card (null = face down, dealt from that architect's cards), where, what
 * was paid. `cost` may be left out: it is the space's cost (0 after the board), as the engine charges it.
 * Written as a card id alone (`'red-7'`), the offer is that card's architect's, on the space of the
 * same index in `spaces` and `queue` (after the board in `overflow`).
 */
export interface OfferSpec {
  readonly player: PlayerId;
  readonly card: string | null;
  readonly space: number | null;
  readonly cost?: number;
}

/** A Bella Vista position. Only `config` is required. */
export interface BellaVistaPosition {
  readonly config: BellaVistaConfig;
  /** Standing buildings: `'red-4: 0,3 1,3 2,3'`, `'red-4@2: …'` built in round 2 (default 1; a card of this round's construction order: this round), `'yellow-3!: …'` neutral (no owner). */
  readonly buildings?: readonly string[];
  readonly heightObjective?: string;
  readonly groupingObjective?: string;
  readonly round?: number;
  readonly phase?: Phase;
  readonly step?: 'place' | 'contract';
  readonly coins?: readonly number[];
  /** Per seat: card ids, or how many cards (dealt from its deck). Default: the hand size, or fewer if fewer cards are left. */
  readonly hands?: readonly (readonly string[] | number)[];
  /** Per seat: contract ids taken, or how many (dealt from the contract deck). */
  readonly contracts?: readonly (readonly string[] | number)[];
  readonly offerOrder?: readonly PlayerId[];
  /** Default: 0 in the offer phase, else the end of the offer order (every offer made). */
  readonly offerTurn?: number;
  readonly spaces?: readonly (OfferSpec | string | null)[];
  readonly overflow?: readonly (OfferSpec | string)[];
  /** The construction order (BV-5.7): the board's cards left to right, then the overflow's. */
  readonly queue?: readonly (OfferSpec | string)[];
  /** Default: 0 in the construction phase, else the end of the queue. */
  readonly buildTurn?: number;
  readonly setAside?: readonly string[];
  readonly zoning?: string;
  /** Default: as many cards as rounds played (round − 1), dealt from the zoning deck. */
  readonly zoningPast?: readonly string[];
  /** The top of the zoning deck, top first (the rest is shuffled below). */
  readonly zoningDeck?: readonly string[];
  /** Face-up contracts. Default: setup's display (a card the spec names elsewhere is replaced from the deck). */
  readonly display?: readonly string[];
  /** The top of the contract deck, top first (the rest is shuffled below). */
  readonly contractDeck?: readonly string[];
}

/**
 * Building `id` (`'red-4'`) of `owner` on `cells` (`[row, col]`), with the attributes the engine
 * derives (district tiles, border, parks, rivers: BV-3.5, BV-3.6) from the town's placement table.
 * @throws RuleError `BAD_STATE` when building #n does not fit on those cells.
 */
export function buildingOn(state: BellaVistaState, id: string, owner: PlayerId | null, cells: readonly (readonly [number, number])[], round = 1): Building {
  const rules = rulesOf(state);
  const h = cardNumber(id);
  const cand = candidateAt(rules.info, h, cells);
  if (!cand) badState('BV-5.8', `${id} (building #${h}) does not fit on ${cells.map((c) => c.join(',')).join(' ')}.`);
  return makeBuilding({ round }, id, owner, cand);
}

/**
 * Build the state a spec describes (see the module docs). The result passes `validate` and is deep-frozen.
 * @throws RuleError `BAD_STATE` naming what is impossible (a malformed spec too).
 */
export function position(spec: BellaVistaPosition, seed: Seed = 1): BellaVistaState {
  return buildPosition('bellavista', POSITION_FIELDS, spec, (plain: BellaVistaPosition) => checked(plain, seed), seed);
}

/** The fields of a BellaVistaPosition (any other is BAD_STATE). */
const POSITION_FIELDS: readonly (keyof BellaVistaPosition)[] = ['config', 'buildings', 'heightObjective', 'groupingObjective', 'round', 'phase', 'step', 'coins', 'hands', 'contracts', 'offerOrder', 'offerTurn', 'spaces', 'overflow', 'queue', 'buildTurn', 'setAside', 'zoning', 'zoningPast', 'zoningDeck', 'display', 'contractDeck'];

function checked(spec: BellaVistaPosition, seed: Seed): BellaVistaState {
  let s: BellaVistaState;
  try {
    s = build(spec, seed);
  } catch (e) {
    if (isRuleError(e)) throw e;
    return badState('core', `Not a Bella Vista position spec (${String((e as Error)?.message ?? e).slice(0, 120)}).`);
  }
  const problems = validate(JSON.parse(JSON.stringify(s)));
  if (problems.length > 0) throw problemsError(problems, 'bellavista');
  // Frozen throughout, like every state the engine makes: checked once when it enters the game.
  return deepFreeze(s);
}

function build(spec: BellaVistaPosition, seed: Seed): BellaVistaState {
  const base = setup(spec.config, seed);
  const rules = rulesOf(base);
  const n = base.players;
  const cols = rules.town.cols;
  const rng = openRng(createRng(`${String(seed)}/position`));
  const round = spec.round ?? base.round;
  const phase = spec.phase ?? base.phase;

  // Whose cards: each seat's own colour (and, with 2, its roofed colour).
  const ownerOfColour = new Map<string, PlayerId>();
  base.colours.forEach((c, p) => ownerOfColour.set(c, p));
  base.roofColours.forEach((c, p) => c && ownerOfColour.set(c, p));
  const pools: Set<string>[] = base.hands.map((h, p) => new Set([...h, ...base.decks[p]!]));
  const used = new Set<string>();
  const take = (card: string, where: string, p: PlayerId | null): void => {
    if (used.has(card)) badState('BV-2.1', `${card} is in two places.`);
    const owner = ownerOfColour.get(cardColour(card));
    const neutral = base.neutralColour !== null && cardColour(card) === base.neutralColour;
    if (!neutral && (owner === undefined || !pools[owner]!.has(card))) badState('BV-2.1', `${where}: there is no construction card ${card} in this game.`);
    if (p !== null && owner !== p) badState('BV-4.10', `${where}: ${card} is not a card of P${p + 1}.`);
    used.add(card);
  };

  // Offers: a card id alone is that card's architect's, on the space of its index (after the board in the overflow).
  const costs = rules.offerCosts;
  const offerOf = (o: OfferSpec | string, i: number | null): OfferSpec => {
    if (typeof o !== 'string') return { ...o, cost: o.cost ?? (o.space === null ? 0 : (costs[o.space] ?? 0)) };
    const player = ownerOfColour.get(cardColour(o));
    if (player === undefined) badState('BV-2.1', `offer ${o}: there is no construction card ${o} in this game.`);
    return { player, card: o, space: i, cost: i === null ? 0 : (costs[i] ?? 0) };
  };
  const spaces = (spec.spaces ?? base.spaces).map((o, i) => (o === null ? null : offerOf(o, i)));
  const overflow = (spec.overflow ?? base.overflow).map((o) => offerOf(o, null));
  const queue = (spec.queue ?? base.queue).map((o, i) => offerOf(o, i));
  const buildTurn = spec.buildTurn ?? (phase === 'build' || queue.length === 0 ? base.buildTurn : queue.length);
  const step = spec.step ?? base.step;
  // The queue's cards already built: before the current turn, and the current one in its contract step.
  const builtPart = new Set(queue.slice(0, phase === 'build' ? buildTurn + (step === 'contract' ? 1 : 0) : queue.length).map((o) => o.card));

  // Buildings (BV-5.8): derived attributes from the town's placement table, as `place` computes them.
  const buildings: Building[] = [];
  const grid = rules.town.cellTile.map(() => -1);
  for (const text of spec.buildings ?? []) {
    const m = /^([a-z]+-\d+)(?:@(\d+))?(!?)\s*:\s*(.*)$/.exec(text.trim());
    if (!m) badState('BV-2.1', `"${text}" is not "colour-number[@round]: row,col row,col ...".`);
    const [, id, r, neutralMark, cellText] = m;
    const cells = cellText!.trim().split(/\s+/).map((x) => x.split(',').map(Number) as [number, number]);
    if (cells.some((c) => c.length !== 2 || !c.every(Number.isInteger))) badState('BV-2.1', `${id}: cells must be "row,col" pairs.`);
    const built = r !== undefined ? Number(r) : builtPart.has(id!) ? round : 1;
    const b = buildingOn(base, id!, null, cells, built);
    const owner = neutralMark ? null : (ownerOfColour.get(cardColour(id!)) ?? null);
    if (!neutralMark) take(id!, `building ${id}`, null);
    else if (cardColour(id!) !== base.neutralColour) badState('BV-4.8', `${id} is marked neutral, but the neutral colour is ${base.neutralColour ?? 'not in play'}.`);
    else if (used.has(id!)) badState('BV-2.1', `${id} is in two places.`);
    else used.add(id!);
    const idx = b.cells.map(([rr, c]) => rr * cols + c);
    for (const i of idx) {
      if (grid[i] !== -1) badState('BV-5.8', `${id} overlaps ${buildings[grid[i]!]!.id} at ${Math.floor(i / cols)},${i % cols}.`);
      grid[i] = buildings.length;
    }
    buildings.push({ ...b, owner });
  }
  const setAside = [...(spec.setAside ?? base.setAside)];
  setAside.forEach((c) => take(c, 'setAside', null));

  // Offers and hands: named cards first, then the face-down ones dealt from what is left.
  const allOffers = [...spaces, ...overflow, ...queue].filter((o): o is OfferSpec => o !== null);
  // A queued card already built (or set aside) stays in the construction order (BV-5.7).
  const placed = new Set([...buildings.map((b) => b.id), ...setAside]);
  for (const o of allOffers) if (o.card !== null && !(queue.includes(o) && placed.has(o.card))) take(o.card, 'offer', o.player);
  handsNamed(spec).forEach((h, p) => h.forEach((c) => take(c, `hand of P${p + 1}`, p)));
  const left = pools.map((pool) => rng.shuffle([...pool].filter((c) => !used.has(c)).sort()));
  const deal = (p: PlayerId, what: string): string => {
    const c = left[p]?.pop();
    if (c === undefined) badState('BV-4.10', `P${p + 1} has no card left for ${what}.`);
    used.add(c);
    return c;
  };
  const fill = (o: OfferSpec | null): Offer | null => (o === null ? null : { player: o.player, card: o.card ?? deal(o.player, 'a face-down offer'), space: o.space, cost: o.cost! });
  const spacesOut = spaces.map(fill);
  const overflowOut = overflow.map((o) => fill(o)!);
  const queueOut = queue.map((o) => fill(o)!);
  const handSpec = spec.hands ?? base.hands.map((h, p) => Math.min(h.length, left[p]!.length));
  const hands = handSpec.map((h, p) => sortCards(typeof h === 'number' ? Array.from({ length: h }, () => deal(p, 'the hand')) : [...h]));
  const decks = left.map((l) => [...l]);

  // Contracts (BV-5.11): named ones first (taken, on the deck's top, face up), then the display, then counts.
  const comp = rules.components;
  const box: string[] = comp.contractCards.flatMap((c) => Array.from({ length: c.copies }, () => c.id));
  const takeContract = (id: string, where: string): string => {
    const i = box.indexOf(id);
    if (i < 0) badState('BV-5.11', `${where}: no contract ${id} left in the box.`);
    box.splice(i, 1);
    return id;
  };
  const conSpec = spec.contracts ?? base.contracts;
  conSpec.forEach((c, p) => typeof c !== 'number' && c.forEach((id) => takeContract(id, `contracts of P${p + 1}`)));
  const deckTop = (spec.contractDeck ?? []).map((id) => takeContract(id, 'contractDeck'));
  const display: string[] = spec.display ? spec.display.map((c) => takeContract(c, 'display')) : [];
  let missing = 0;
  if (!spec.display) for (const c of base.display) if (box.includes(c)) display.push(takeContract(c, 'display')); else missing++;
  const contractPool = rng.shuffle(box.sort());
  for (; missing > 0 && contractPool.length > 0; missing--) display.push(contractPool.pop()!);
  const contracts = conSpec.map((c, p) =>
    typeof c === 'number'
      ? Array.from({ length: c }, () => contractPool.pop() ?? badState('BV-5.11', `no contract left to deal to P${p + 1}.`))
      : [...c],
  );

  // Zoning (BV-4.3): the active card, the past ones (one per round played), the deck.
  const zoningIds = comp.zoningCards.map((z) => z.id);
  const shown = [...(spec.zoning !== undefined ? [spec.zoning] : []), ...(spec.zoningPast ?? []), ...(spec.zoningDeck ?? [])];
  for (const z of shown) if (!zoningIds.includes(z)) badState('BV-4.3', `no zoning card ${z}.`);
  if (new Set(shown).size !== shown.length) badState('BV-4.3', 'a zoning card is named twice.');
  const zoningRest = rng.shuffle(zoningIds.filter((z) => !shown.includes(z)));
  const zoning = spec.zoning ?? (zoningRest.includes(base.zoning) ? zoningRest.splice(zoningRest.indexOf(base.zoning), 1)[0]! : zoningRest.pop()!);
  const zoningPast = spec.zoningPast ? [...spec.zoningPast] : zoningRest.splice(0, Math.max(0, round - 1));
  const zoningDeck = [...(spec.zoningDeck ?? []), ...zoningRest];
  const seatList = (xs: readonly PlayerId[]) => xs.map((p) => (Number.isInteger(p) && p >= 0 && p < n ? p : badState('BV-4.7', `${p} is not a seat 0..${n - 1}.`)));
  const offerOrder = seatList(spec.offerOrder ?? base.offerOrder);
  return {
    ...base,
    heightObjective: spec.heightObjective ?? base.heightObjective,
    groupingObjective: spec.groupingObjective ?? base.groupingObjective,
    round,
    phase,
    step,
    coins: spec.coins ? [...spec.coins] : base.coins,
    decks,
    hands,
    offerOrder,
    offerTurn: spec.offerTurn ?? (phase === 'offer' ? base.offerTurn : offerOrder.length),
    spaces: spacesOut,
    overflow: overflowOut,
    queue: queueOut,
    buildTurn,
    buildings,
    grid,
    setAside,
    zoning,
    zoningDeck,
    zoningPast,
    contractDeck: [...deckTop, ...contractPool],
    display,
    contracts,
    rng: rng.state(),
  };
}

/** The hand cards a spec names, per seat (none for a seat given as a count). */
function handsNamed(spec: BellaVistaPosition): (readonly string[])[] {
  return (spec.hands ?? []).map((h) => (typeof h === 'number' ? [] : h));
}

/** The spec of the public part of `s` (hidden cards as counts or null): `position(positionOf(s))` has its spectator view. */
export function positionOf(s: BellaVistaState): BellaVistaPosition {
  return readPosition('bellavista', validate, s, read);
}

function read(s: BellaVistaState): BellaVistaPosition {
  const building = s.phase === 'build' || s.phase === 'neutral' || s.phase === 'over';
  const hide = (o: Offer, shown: boolean): OfferSpec => ({ player: o.player, card: shown ? o.card : null, space: o.space, cost: o.cost });
  return {
    config: {
      players: s.players,
      layout: s.config.layout,
      neutralInFinalRound: s.config.neutralInFinalRound,
      ...(s.config.components ? { components: s.config.components } : {}),
    },
    buildings: s.buildings.map((b) => `${b.id}${b.round === 1 ? '' : `@${b.round}`}${b.owner === null ? '!' : ''}: ${b.cells.map(([r, c]) => `${r},${c}`).join(' ')}`),
    heightObjective: s.heightObjective,
    groupingObjective: s.groupingObjective,
    round: s.round,
    phase: s.phase,
    step: s.step,
    coins: [...s.coins],
    hands: s.hands.map((h) => h.length),
    contracts: s.contracts.map((c) => (s.phase === 'over' ? [...c] : c.length)),
    offerOrder: [...s.offerOrder],
    offerTurn: s.offerTurn,
    spaces: s.spaces.map((o) => (o ? hide(o, false) : null)),
    overflow: s.overflow.map((o) => hide(o, false)),
    queue: s.queue.map((o, i) => hide(o, building && (i <= s.buildTurn || s.phase !== 'build'))),
    buildTurn: s.buildTurn,
    setAside: [...s.setAside],
    zoning: s.zoning,
    zoningPast: [...s.zoningPast],
    display: [...s.display],
  };
}
