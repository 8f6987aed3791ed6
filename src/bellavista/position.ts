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
import { badState, createRng, openRng, type PlayerId, type Seed } from '../core/index.js';
import { makeBuilding } from './apply.js';
import { rulesOf } from './rules.js';
import { cardColour, cardNumber, setup, sortCards } from './setup.js';
import type { BellaVistaConfig, BellaVistaState, Building, Offer, Phase } from './types.js';

/** An offer: whose card, the card (null = face down, dealt from that architect's cards), where, what was paid. */
export interface OfferSpec {
  readonly player: PlayerId;
  readonly card: string | null;
  readonly space: number | null;
  readonly cost: number;
}

/** A Bella Vista position. Only `config` is required. */
export interface BellaVistaPosition {
  readonly config: BellaVistaConfig;
  /** Standing buildings: `'red-4: 0,3 1,3 2,3'`, `'red-4@2: …'` built in round 2 (default 1), `'yellow-3!: …'` neutral (no owner). */
  readonly buildings?: readonly string[];
  readonly heightObjective?: string;
  readonly groupingObjective?: string;
  readonly round?: number;
  readonly phase?: Phase;
  readonly step?: 'place' | 'contract';
  readonly coins?: readonly number[];
  /** Per seat: card ids, or how many cards (dealt from its deck). */
  readonly hands?: readonly (readonly string[] | number)[];
  /** Per seat: contract ids taken, or how many (dealt from the contract deck). */
  readonly contracts?: readonly (readonly string[] | number)[];
  readonly offerOrder?: readonly PlayerId[];
  readonly offerTurn?: number;
  readonly spaces?: readonly (OfferSpec | null)[];
  readonly overflow?: readonly OfferSpec[];
  readonly queue?: readonly OfferSpec[];
  readonly buildTurn?: number;
  readonly setAside?: readonly string[];
  readonly zoning?: string;
  readonly zoningPast?: readonly string[];
  /** Face-up contracts. */
  readonly display?: readonly string[];
}

/**
 * Building `id` (`'red-4'`) of `owner` on `cells` (`[row, col]`), with the attributes the engine
 * derives (district tiles, border, parks, rivers: BV-3.5, BV-3.6) from the town's placement table.
 * @throws RuleError `BAD_STATE` when building #n does not fit on those cells.
 */
export function buildingOn(state: BellaVistaState, id: string, owner: PlayerId | null, cells: readonly (readonly [number, number])[], round = 1): Building {
  const rules = rulesOf(state);
  const cols = rules.town.cols;
  const h = cardNumber(id);
  const key = cells.map(([r, c]) => r * cols + c).sort((a, b) => a - b).join(',');
  const cand = rules.info.byKey[h - 1]?.get(key);
  if (!cand) badState('BV-5.8', `${id} (building #${h}) does not fit on ${cells.map((c) => c.join(',')).join(' ')}.`);
  return makeBuilding({ config: state.config, round }, id, owner, cand);
}

/** Build the state a spec describes (see the module docs). */
export function position(spec: BellaVistaPosition, seed: Seed = 1): BellaVistaState {
  const base = setup(spec.config, seed);
  const rules = rulesOf(base);
  const n = base.players;
  const cols = rules.town.cols;
  const rng = openRng(createRng(`${String(seed)}/position`));
  const round = spec.round ?? base.round;

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

  // Buildings (BV-5.8): derived attributes from the town's placement table, as `place` computes them.
  const buildings: Building[] = [];
  const grid = rules.town.cellTile.map(() => -1);
  for (const text of spec.buildings ?? []) {
    const m = /^([a-z]+-\d+)(?:@(\d+))?(!?)\s*:\s*(.*)$/.exec(text.trim());
    if (!m) badState('BV-2.1', `"${text}" is not "colour-number[@round]: row,col row,col ...".`);
    const [, id, r, neutralMark, cellText] = m;
    const cells = cellText!.trim().split(/\s+/).map((x) => x.split(',').map(Number) as [number, number]);
    if (cells.some((c) => c.length !== 2 || !c.every(Number.isInteger))) badState('BV-2.1', `${id}: cells must be "row,col" pairs.`);
    const b = buildingOn(base, id!, null, cells, r === undefined ? 1 : Number(r));
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
  const offers = (list: readonly (OfferSpec | null)[] | undefined, dflt: readonly (Offer | null)[]) => (list ?? dflt).map((o) => (o ? { ...o } : null));
  const spaces = offers(spec.spaces, base.spaces);
  const overflow = offers(spec.overflow, base.overflow) as OfferSpec[];
  const queue = offers(spec.queue, base.queue) as OfferSpec[];
  const allOffers = [...spaces, ...overflow, ...queue].filter((o): o is OfferSpec => o !== null);
  // A queued card already built (or set aside) stays in the construction order (BV-5.7).
  const placed = new Set([...buildings.map((b) => b.id), ...setAside]);
  for (const o of allOffers) if (o.card !== null && !(queue.includes(o) && placed.has(o.card))) take(o.card, 'offer', o.player);
  const handSpec = spec.hands ?? base.hands.map((h) => h.length);
  handSpec.forEach((h, p) => typeof h !== 'number' && h.forEach((c) => take(c, `hand of P${p + 1}`, p)));
  const left = pools.map((pool) => rng.shuffle([...pool].filter((c) => !used.has(c)).sort()));
  const deal = (p: PlayerId, what: string): string => {
    const c = left[p]?.pop();
    if (c === undefined) badState('BV-4.10', `P${p + 1} has no card left for ${what}.`);
    used.add(c);
    return c;
  };
  const fill = (o: OfferSpec | null): Offer | null => (o === null ? null : { ...o, card: o.card ?? deal(o.player, 'a face-down offer') });
  const spacesOut = spaces.map(fill);
  const overflowOut = overflow.map((o) => fill(o)!);
  const queueOut = queue.map((o) => fill(o)!);
  const hands = handSpec.map((h, p) => sortCards(typeof h === 'number' ? Array.from({ length: h }, () => deal(p, 'the hand')) : [...h]));
  const decks = left.map((l) => [...l]);

  // Contracts (BV-5.11) and zoning (BV-4.3).
  const comp = rules.components;
  const contractBox: string[] = comp.contractCards.flatMap((c) => Array.from({ length: c.copies }, () => c.id));
  const takeContract = (id: string, where: string) => {
    const i = contractBox.indexOf(id);
    if (i < 0) badState('BV-5.11', `${where}: no contract ${id} left in the box.`);
    contractBox.splice(i, 1);
  };
  const display = [...(spec.display ?? base.display)];
  display.forEach((c) => takeContract(c, 'display'));
  const conSpec = spec.contracts ?? base.contracts;
  conSpec.forEach((c, p) => typeof c !== 'number' && c.forEach((id) => takeContract(id, `contracts of P${p + 1}`)));
  const contractPool = rng.shuffle(contractBox.sort());
  const contracts = conSpec.map((c, p) =>
    typeof c === 'number'
      ? Array.from({ length: c }, () => contractPool.pop() ?? badState('BV-5.11', `no contract left to deal to P${p + 1}.`))
      : [...c],
  );
  const zoning = spec.zoning ?? base.zoning;
  const zoningPast = [...(spec.zoningPast ?? base.zoningPast)];
  const zoningIds = comp.zoningCards.map((z) => z.id);
  for (const z of [zoning, ...zoningPast]) if (!zoningIds.includes(z)) badState('BV-4.3', `no zoning card ${z}.`);
  if (new Set([zoning, ...zoningPast]).size !== zoningPast.length + 1) badState('BV-4.3', 'a zoning card is shown twice.');
  const zoningDeck = rng.shuffle(zoningIds.filter((z) => z !== zoning && !zoningPast.includes(z)));
  const seatList = (xs: readonly PlayerId[]) => xs.map((p) => (Number.isInteger(p) && p >= 0 && p < n ? p : badState('BV-4.7', `${p} is not a seat 0..${n - 1}.`)));
  return {
    ...base,
    heightObjective: spec.heightObjective ?? base.heightObjective,
    groupingObjective: spec.groupingObjective ?? base.groupingObjective,
    round,
    phase: spec.phase ?? base.phase,
    step: spec.step ?? base.step,
    coins: spec.coins ? [...spec.coins] : base.coins,
    decks,
    hands,
    offerOrder: seatList(spec.offerOrder ?? base.offerOrder),
    offerTurn: spec.offerTurn ?? base.offerTurn,
    spaces: spacesOut,
    overflow: overflowOut,
    queue: queueOut,
    buildTurn: spec.buildTurn ?? base.buildTurn,
    buildings,
    grid,
    setAside,
    zoning,
    zoningDeck,
    zoningPast,
    contractDeck: contractPool,
    display,
    contracts,
    rng: rng.state(),
  };
}

/** The spec of the public part of `s` (hidden cards as counts or null): `position(positionOf(s))` has its spectator view. */
export function positionOf(s: BellaVistaState): BellaVistaPosition {
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
