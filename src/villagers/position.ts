/**
 * `position(spec, seed?)` / `positionOf(state)`: build a Villagers position from a short description,
 * and describe the public part of a state the same way.
 *
 * ```ts
 * const s = position({
 *   config: { players: 2 },
 *   villages: [
 *     ['founders(food) > swineherd', 'hayer > baker > [innkeeper | cook]', 'miner'],
 *     ['founders(gold)', 'apprentice=miner > glass_blower'],
 *   ],
 *   hands: [['blacksmith', 'mason'], 3],   // card ids, or a count dealt from the deck
 *   gold: [9, 12], phase: 'build', turn: 1,
 * }, 'seed');
 * ```
 * A village is a list of columns, each a chain bottom card first, written as `render` draws it:
 * `a > b` = b lies on a, `a > [b | c]` = b and c both lie on a, `monk=baker` = a Monk standing in for
 * a Baker, `founders(food)` = the Founders side up, `(2c)` = coins lying on the card, `#12` = this
 * copy is the card with uid 12 (optional; also on a Road card, `miner(1c)#40`). A seat's `order`
 * lists its village's uids in the order the cards came into the village (the order a state keeps
 * them in); without it the village is listed column by column, each chain bottom card first.
 * `positionOf` gives every village uid and order, so `position(positionOf(s))` rebuilds the
 * villages exactly (same uids, same order) and `view(…, null)` is deep-equal. Cards outside the
 * villages are public only by id (Road, squares, discard, taken), so their uids are not given.
 * Solo (players 1, S-1): a second seat is the Countess's (no hand; her village is single-card columns,
 * no Founders); `solo` gives the face-up and revealed events, the Jester, the log and her income by
 * event id, and the Summer and Winter decks are the other events of each season, shuffled from `seed`.
 * Not given: the start of a game from `seed`. Derived with the engine's own code: the draft limit
 * (V-5.1) and, in the build phase, the build limit (V-6.2) from the villages, the basic villager
 * supplies (copies not in a village), and the card uids: every named card takes a free copy, the
 * others are dealt from `seed` — hands given as counts, then the stacks (each of the given size with a
 * card of the given suit on top, V-11.7), then the Reserve.
 * @throws RuleError `BAD_STATE` naming what is impossible: an unknown card, more copies than exist,
 *   a bad chain, no card of a stack's top suit left, cards left over or missing.
 */
import { badState, createRng, openRng, problemsError, type PlayerId, type Seed , buildPosition, readPosition } from '../core/index.js';
import { BASICS, LIMITS, type BasicId, type Suit } from './data.js';
import { villageChains } from './render.js';
import { setup } from './setup.js';
import { COUNTESS, eventsOf } from './solo.js';
import type { CountessIncome, MarketIncome, Phase, SeatState, SoloState, VillageNode, VillagersConfig, VillagersState } from './types.js';
import { buildLimit, draftLimit, idOf, uids } from './village.js';
import { validate } from './validate.js';
import { view } from './view.js';

/** A pile as seen: how many cards and the suit on the top card's back. */
export interface PileSpec {
  readonly count: number;
  readonly topSuit: Suit | null;
}

/** A Villagers position. Only `config` is required. */
export interface VillagersPosition {
  readonly config: VillagersConfig;
  readonly phase?: Phase;
  readonly round?: number;
  readonly firstPlayer?: PlayerId;
  /** The seat to act. Default the first player. */
  readonly turn?: PlayerId;
  /** Per seat: its village as chains (see the module docs). Default: the Founders alone, gold side up. */
  readonly villages?: readonly (readonly string[])[];
  /** Per seat: card ids in hand, or a count dealt from the deck. */
  readonly hands?: readonly (readonly string[] | number)[];
  /** Per seat: cards drafted onto the Village Square this phase. */
  readonly squares?: readonly (readonly string[])[];
  readonly gold?: readonly number[];
  /** The Road, left to right: card id (with `(2c)` for coins on it) or null. */
  readonly road?: readonly (string | null)[];
  /** The six stacks. Default: as dealt (2 × players each, V-3.7; solo 5, S-1). */
  readonly stacks?: readonly PileSpec[];
  /** The Reserve. Default: every deck card not elsewhere. */
  readonly reserve?: PileSpec;
  /**
   * The discard pile, bottom first: card ids; or a count of cards dealt from the deck; or `'rest'`:
   * every deck card not placed elsewhere (after the Reserve, so give the Reserve too). Default empty.
   */
  readonly discard?: readonly string[] | number | 'rest';
  readonly firstMarketDone?: boolean;
  readonly secondMarketDone?: boolean;
  /** 2 players: coins placed in this Road refresh (V-5.9). */
  readonly coinsPlaced?: number;
  /** Per seat turn counters and records; anything not given is derived (limits) or 0. */
  readonly seats?: readonly Partial<{
    draftLimit: number;
    drafted: number;
    buildLimit: number;
    builds: number;
    trades: number;
    tinner: boolean;
    taken: string | null;
    income: MarketIncome;
    /**
     * The village's card uids in the order they came into the village (the state's order); each
     * must be given as `#uid` in the chains, and every card comes after the card it lies on (V-6.2).
     */
    order: readonly number[];
  }>[];
  /** Solo (S-3, S-4): the events in play by id, the Jester, the log (stolen cards by id) and the Countess's income. */
  readonly solo?: SoloPosition;
}

/** The public solo part of a position (S-3, S-4, S-5); deck orders are dealt from the seed. */
export interface SoloPosition {
  /** This round's face-up Summer event id, or null. */
  readonly current?: string | null;
  /** Phase `event`: the event id waiting for the Jester decision. */
  readonly revealed?: string | null;
  readonly jester?: boolean;
  readonly log?: readonly { readonly event: string; readonly round: number; readonly paid: number; readonly stolen: string | null; readonly discarded: boolean }[];
  readonly income?: CountessIncome;
  /**
   * Hidden: the next Summer events to be turned up, by id, the next first (the rest of the deck is
   * shuffled from the seed under them). For puzzles and tests; `positionOf` never gives it.
   */
  readonly summerNext?: readonly string[];
  /** Hidden: the next Winter events, by id, the next first (see `summerNext`). */
  readonly winterNext?: readonly string[];
}

interface ChainNode {
  id: string;
  uid: number | null;
  role: string | null;
  side: 'gold' | 'food' | null;
  coins: number;
  on: ChainNode[];
}

/** Parse `a > b > [c > d | e]` into a tree. */
function parseChain(text: string, where: string): ChainNode {
  let i = 0;
  const s = text.replace(/\s+/g, '');
  const fail = (why: string): never => badState('V-2.6', `${where}: ${why} in "${text}".`);
  const node = (): ChainNode => {
    const m = /^([a-z_]+)(?:=([a-z_]+))?(?:\((gold|food)\))?(?:\((\d+)c\))?(?:#(\d{1,4}))?/.exec(s.slice(i));
    if (!m) return fail(`a card name expected at ${i}`);
    i += m[0].length;
    const n: ChainNode = { id: m[1]!, uid: m[5] === undefined ? null : Number(m[5]), role: m[2] ?? null, side: (m[3] as 'gold' | 'food' | undefined) ?? null, coins: Number(m[4] ?? 0), on: [] };
    if (s[i] === '>') {
      i++;
      if (s[i] === '[') {
        i++;
        n.on.push(node());
        while (s[i] === '|') i++, n.on.push(node());
        if (s[i] !== ']') fail('"]" expected');
        i++;
      } else n.on.push(node());
    }
    return n;
  };
  const root = node();
  if (i !== s.length) fail(`unexpected "${s.slice(i)}"`);
  return root;
}

/** Build the state a spec describes (see the module docs). */
export function position(spec: VillagersPosition, seed: Seed = 1): VillagersState {
  return buildPosition('villagers', POSITION_FIELDS, spec, (plain: VillagersPosition) => build(plain, seed), seed);
}

/** The fields of a VillagersPosition (any other is BAD_STATE). */
const POSITION_FIELDS: readonly (keyof VillagersPosition)[] = ['config', 'phase', 'round', 'firstPlayer', 'turn', 'villages', 'hands', 'squares', 'gold', 'road', 'stacks', 'reserve', 'discard', 'firstMarketDone', 'secondMarketDone', 'coinsPlaced', 'seats', 'solo'];

function build(spec: VillagersPosition, seed: Seed): VillagersState {
  const base = setup(spec.config, seed);
  const n = base.players;
  const seatCount = base.seats.length; // solo: the player and the Countess (S-1)
  const table = uids(base);
  const rng = openRng(createRng(`${String(seed)}/position`));
  const free = new Set(table.ids.map((_, u) => u));
  // Named cards take copies off the setup's Road last, so a default Road keeps its cards where it can.
  const onRoad = new Set(spec.road === undefined ? base.road.flatMap((r) => (r === null ? [] : [r.card])) : []);
  const takeId = (id: string, where: string, prefer?: number): number => {
    if (prefer !== undefined && free.has(prefer) && table.ids[prefer] === id) return free.delete(prefer), prefer;
    for (const u of free) if (table.ids[u] === id && table.cards[u]!.kind !== 'founders' && !onRoad.has(u)) return free.delete(u), u;
    for (const u of free) if (table.ids[u] === id && table.cards[u]!.kind !== 'founders') return free.delete(u), u;
    if (!table.ids.includes(id)) return badState('V-2.10', `${where}: there is no card "${id}" at ${n} players.`);
    return badState('V-2.10', `${where}: no copy of ${id} left (all ${table.ids.filter((x) => x === id).length} are placed).`);
  };
  /** The copy `uid` of card `id` (`#uid` in a spec), which must be free. */
  const takeUid = (id: string, uid: number, where: string): number => {
    if (table.ids[uid] !== id) return badState('V-2.10', `${where}: card ${uid} is not a ${id}.`);
    if (!free.has(uid)) return badState('V-2.10', `${where}: card ${uid} (${id}) is placed twice.`);
    free.delete(uid);
    return uid;
  };

  // Villages (V-6.4): each chain node takes a copy; Founders take the seat's own Founders card.
  const villages: VillageNode[][] = [];
  for (let p = 0; p < seatCount; p++) {
    const countess = p >= n; // S-2: her cards are columns of their own; she has no Founders
    const cols = spec.villages?.[p] ?? (countess ? [] : ['founders(gold)']);
    const nodes: VillageNode[] = [];
    const add = (c: ChainNode, on: number | null) => {
      if (countess && (on !== null || c.on.length > 0 || c.role !== null || c.side !== null)) badState('S-2', `the Countess's village: every card is a column of its own, with no role or side.`);
      const isFounders = !countess && table.cards[p]!.id === c.id;
      if (isFounders && c.uid !== null && c.uid !== p) badState('V-3.4', `village of P${p + 1}: its Founders is card ${p}, not ${c.uid}.`);
      const card = isFounders
        ? free.has(p) ? (free.delete(p), p) : badState('V-3.4', `P${p + 1} has two Founders.`)
        : c.uid !== null ? takeUid(c.id, c.uid, `village of P${p + 1}`) : takeId(c.id, `village of P${p + 1}`);
      if (c.role !== null && !table.ids.includes(c.role)) badState('V-7.2', `village of P${p + 1}: ${c.id} stands in for unknown "${c.role}".`);
      nodes.push({ card, on, role: c.role, coins: c.coins, side: isFounders ? (c.side ?? 'gold') : null });
      const at = nodes.length - 1;
      c.on.forEach((k) => add(k, at));
    };
    cols.forEach((col) => add(parseChain(col, `village of P${p + 1}`), null));
    if (!countess && !nodes.some((x) => x.card === p)) badState('V-3.4', `the village of P${p + 1} has no Founders card.`);
    const order = spec.seats?.[p]?.order;
    villages.push(order === undefined ? nodes : inOrder(nodes, order, p));
  }
  const roadSpec = spec.road ?? base.road.map((r) => (r === null ? null : `${table.ids[r.card]}${r.coins ? `(${r.coins}c)` : ''}`));
  if (roadSpec.length !== LIMITS.roadSize) badState('V-3.2', `the Road has ${LIMITS.roadSize} spaces, not ${roadSpec.length}.`);
  // A default Road space whose card a village or hand took is dealt from the deck instead.
  const redeal: number[] = [];
  const road = roadSpec.map((r, i) => {
    if (r === null) return null;
    const prev = base.road[i];
    if (spec.road === undefined && prev && !free.has(prev.card)) return redeal.push(i), null;
    const m = /^([a-z_]+)(?:\((\d+)c\))?(?:#(\d{1,4}))?$/.exec(r.trim());
    if (!m) badState('V-3.2', `Road space ${i + 1}: "${r}" is not a card id with optional (Nc) and #uid.`);
    const where = `Road space ${i + 1}`;
    return { card: m[3] !== undefined ? takeUid(m[1]!, Number(m[3]), where) : takeId(m[1]!, where, prev ? prev.card : undefined), coins: Number(m[2] ?? 0) };
  });
  const discardSpec = spec.discard ?? [];
  const namedDiscard = typeof discardSpec === 'string' || typeof discardSpec === 'number' ? [] : discardSpec.map((id) => takeId(id, 'discard'));
  if (typeof discardSpec === 'number' && !(Number.isInteger(discardSpec) && discardSpec >= 0)) badState('V-3.8', `the discard: bad count ${discardSpec}.`);
  if (typeof discardSpec === 'string' && discardSpec !== 'rest') badState('V-3.8', `the discard: "${String(discardSpec).slice(0, 20)}" is not a list of ids, a count or "rest".`);
  const squares = Array.from({ length: seatCount }, (_, p) => (spec.squares?.[p] ?? []).map((id) => takeId(id, `square of P${p + 1}`)));
  const takenSpec = (p: number) => spec.seats?.[p]?.taken ?? null;
  const taken = Array.from({ length: seatCount }, (_, p) => (takenSpec(p) === null ? null : takeId(takenSpec(p)!, `taken by P${p + 1}`)));
  const handSpec = spec.hands ?? base.seats.map((x) => x.hand.length);
  handSpec.forEach((h) => typeof h !== 'number' || h >= 0 || badState('V-3.9', 'a hand count is negative.'));
  const namedHands = handSpec.map((h, p) => (typeof h === 'number' ? null : h.map((id) => takeId(id, `hand of P${p + 1}`))));

  // Basic villagers not placed stay in their supplies (V-3.3); the deck cards left are dealt.
  const basics = {} as Record<BasicId, number[]>;
  for (const b of BASICS) basics[b] = [];
  const deck: number[] = [];
  for (const u of [...free].sort((a, b) => a - b)) {
    const kind = table.cards[u]!.kind;
    if (kind === 'basic') basics[table.ids[u] as BasicId].push(u);
    else if (kind === 'deck') deck.push(u);
  }
  let pool = rng.shuffle(deck);
  // First the top card of every pile with a given top suit (V-11.7), then hands dealt, then the rest.
  const stackSpec = spec.stacks ?? base.stacks.map((st) => ({ count: Math.min(st.length, n === 1 ? LIMITS.soloStackSize : 2 * n), topSuit: null as Suit | null }));
  if (stackSpec.length !== LIMITS.stacks) badState('V-3.7', `there are ${LIMITS.stacks} stacks, not ${stackSpec.length}.`);
  const pileSpecs: { ps: PileSpec; what: string }[] = stackSpec.map((ps, i) => ({ ps, what: `stack ${i + 1}` }));
  if (spec.reserve) pileSpecs.push({ ps: spec.reserve, what: 'the Reserve' });
  const tops = pileSpecs.map(({ ps, what }) => {
    if (!Number.isInteger(ps.count) || ps.count < 0) badState('V-3.7', `${what}: bad count ${ps.count}.`);
    if (ps.count === 0 && ps.topSuit !== null) badState('V-11.7', `${what}: an empty pile has no top suit.`);
    if (ps.topSuit === null) return null;
    const top = pool.findIndex((u) => table.cards[u]!.suit === ps.topSuit);
    if (top < 0) badState('V-11.7', `${what}: no card of suit ${String(ps.topSuit)} left for its top.`);
    const t = pool[top]!;
    pool = [...pool.slice(0, top), ...pool.slice(top + 1)];
    return t;
  });
  const dealN = (k: number, what: string): number[] => {
    if (k > pool.length) badState('V-3.7', `${what}: ${k} more cards needed, only ${pool.length} left.`);
    const out = pool.slice(0, k);
    pool = pool.slice(k);
    return out;
  };
  const hands = namedHands.map((h, p) => h ?? dealN(handSpec[p] as number, `the hand of P${p + 1}`));
  for (const i of redeal) road[i] = { card: dealN(1, `Road space ${i + 1}`)[0]!, coins: 0 };
  const piles = pileSpecs.map(({ ps, what }, i) => (tops[i] === null ? dealN(ps.count, what) : [...dealN(ps.count - 1, what), tops[i]!]));
  const stacks = piles.slice(0, LIMITS.stacks);
  const dealtDiscard = typeof discardSpec === 'number' ? dealN(discardSpec, 'the discard') : [];
  const reserve = spec.reserve ? piles[LIMITS.stacks]! : pool.splice(0);
  const discard = typeof discardSpec === 'number' ? dealtDiscard : discardSpec === 'rest' ? pool.splice(0) : namedDiscard;
  if (pool.length > 0) badState('V-3.8', `${pool.length} deck cards are nowhere: give them a place (Reserve, stacks, discard).`);

  const phase = spec.phase ?? base.phase;
  const firstPlayer = spec.firstPlayer ?? base.firstPlayer;
  const seats: SeatState[] = [];
  for (let p = 0; p < seatCount; p++) {
    const o = spec.seats?.[p] ?? {};
    const partial: SeatState = {
      gold: spec.gold?.[p] ?? base.seats[p]!.gold,
      hand: hands[p]!,
      square: squares[p]!,
      village: villages[p]!,
      draftLimit: 0,
      drafted: o.drafted ?? 0,
      buildLimit: 0,
      builds: o.builds ?? 0,
      trades: o.trades ?? 0,
      tinner: o.tinner ?? false,
      taken: taken[p]!,
      income: o.income ?? base.seats[p]!.income,
    };
    seats.push(partial);
  }
  const state: VillagersState = {
    ...base,
    phase,
    round: spec.round ?? base.round,
    firstPlayer,
    turn: spec.turn ?? firstPlayer,
    road,
    stacks,
    reserve,
    discard,
    basics,
    firstMarketDone: spec.firstMarketDone ?? false,
    secondMarketDone: spec.secondMarketDone ?? false,
    coinsPlaced: spec.coinsPlaced ?? 0,
    seats,
    solo: base.solo === null ? null : soloPart(base, spec.solo ?? {}, villages[COUNTESS]!, (xs) => rng.shuffle(xs)),
    rng: rng.state(),
  };
  // Limits from the villages, by the engine's own rules (V-5.1, V-6.2), unless given.
  const out: VillagersState = {
    ...state,
    seats: seats.map((x, p) => ({
      ...x,
      draftLimit: spec.seats?.[p]?.draftLimit ?? (p < n ? draftLimit(state, x) : 0),
      buildLimit: spec.seats?.[p]?.buildLimit ?? (phase === 'build' && p < n ? buildLimit(state, x) : 0),
    })),
  };
  // The whole state passes the trust boundary's check, or the spec was impossible (BAD_STATE naming why).
  const problems = validate(out);
  if (problems.length > 0) throw problemsError(problems, 'villagers');
  return out;
}

/**
 * The village `nodes` (listed chain by chain) put in the order `order` gives by uid: every card once,
 * each after the card it lies on (V-6.2).
 * @throws RuleError `BAD_STATE` (V-6.2) if `order` is not such a list of the village's uids.
 */
function inOrder(nodes: readonly VillageNode[], order: readonly number[], p: number): VillageNode[] {
  const where = `seats[${p}].order`;
  if (!Array.isArray(order) || order.length !== nodes.length) badState('V-6.2', `${where} lists the ${nodes.length} cards of the village once each.`);
  const at = new Map<number, number>(); // uid -> new index
  order.forEach((u, i) => {
    if (at.has(u) || !nodes.some((x) => x.card === u)) badState('V-6.2', `${where}: ${String(u).slice(0, 20)} is not a card of the village, or is listed twice.`);
    at.set(u, i);
  });
  const byUid = new Map(nodes.map((x) => [x.card, x]));
  return order.map((u, i) => {
    const x = byUid.get(u)!;
    const on = x.on === null ? null : at.get(nodes[x.on]!.card)!;
    if (on !== null && on >= i) badState('V-6.2', `${where}: card ${u} comes before the card it lies on.`);
    return { ...x, on };
  });
}

/** Solo: the events in play from their ids, the rest of each season shuffled into its deck (S-1, S-3, S-4). */
function soloPart(base: VillagersState, o: SoloPosition, hers: readonly VillageNode[], shuffle: (xs: number[]) => number[]): SoloState {
  const solo = base.solo!;
  const events = eventsOf(base);
  const used = new Set<number>();
  const index = (id: string, what: string): number => {
    const i = events.findIndex((e) => e.id === id);
    if (i < 0) badState('S-3', `${what}: there is no event "${id}".`);
    if (used.has(i)) badState('S-3', `${what}: event "${id}" is already in play.`);
    used.add(i);
    return i;
  };
  const current = o.current === undefined ? null : o.current === null ? null : index(o.current, 'solo.current');
  let revealed: number | null = null;
  if (o.revealed !== undefined && o.revealed !== null) revealed = o.revealed === o.current ? current : index(o.revealed, 'solo.revealed');
  const stolen = new Set<number>();
  const log = (o.log ?? []).map((r, i) => {
    let uid: number | null = null;
    if (r.stolen !== null) {
      const node = hers.find((x) => idOf(base, x.card) === r.stolen && !stolen.has(x.card));
      if (node === undefined) badState('S-3.3', `solo.log[${i}]: the stolen ${r.stolen} is not in the Countess's village.`);
      uid = node.card;
      stolen.add(uid);
    }
    return { event: index(r.event, `solo.log[${i}]`), round: r.round, paid: r.paid, stolen: uid, discarded: r.discarded };
  });
  // The deck's top card is its last element: the named next events go on top, the next one last.
  const deck = (season: 'summer' | 'winter', next: readonly string[] = []) => {
    const tops = next.map((id, i) => {
      const e = index(id, `solo.${season}Next[${i}]`);
      if (events[e]!.season !== season) badState('S-3.1', `solo.${season}Next[${i}]: "${id}" is not a ${season} event.`);
      return e;
    });
    return [...shuffle(events.flatMap((e, i) => (e.season === season && !used.has(i) ? [i] : []))), ...tops.reverse()];
  };
  const summer = deck('summer', o.summerNext);
  const winter = deck('winter', o.winterNext);
  return { ...solo, summer, winter, current, revealed, jester: o.jester ?? solo.jester, log, income: o.income ?? solo.income };
}

/** The spec of the public part of `s` (hands and piles as counts): see {@link comparableView}. */
export function positionOf(s: VillagersState): VillagersPosition {
  return readPosition('villagers', validate, s, read);
}

function read(s: VillagersState): VillagersPosition {
  const v = view(s, null);
  return {
    config: { players: s.players, ...(s.startingRoad ? { startingRoad: s.startingRoad } : {}), ...(s.cardSet ? { cards: s.cardSet } : {}) },
    phase: v.phase,
    round: v.round,
    firstPlayer: v.firstPlayer,
    turn: v.turn,
    villages: v.seats.map((x) => villageChains(x.village, true)),
    hands: v.seats.map((x) => x.handCount),
    squares: v.seats.map((x) => [...x.square]),
    gold: v.seats.map((x) => x.gold),
    road: v.road.map((r) => (r === null ? null : `${r.card}${r.coins ? `(${r.coins}c)` : ''}`)),
    stacks: v.stacks.map((x) => ({ count: x.count, topSuit: x.topSuit })),
    reserve: { ...v.reserve },
    discard: [...v.discard],
    firstMarketDone: v.firstMarketDone,
    secondMarketDone: v.secondMarketDone,
    coinsPlaced: s.coinsPlaced,
    seats: v.seats.map((x) => ({
      draftLimit: x.draftLimit,
      drafted: x.drafted,
      buildLimit: x.buildLimit,
      builds: x.builds,
      trades: x.trades,
      tinner: x.tinner,
      taken: x.taken,
      income: x.income,
      order: x.village.map((node) => node.uid),
    })),
    ...(v.solo === null
      ? {}
      : { solo: { current: v.solo.current?.id ?? null, revealed: v.solo.revealed?.id ?? null, jester: v.solo.jester, log: v.solo.log, income: v.solo.income } }),
  };
}

/**
 * The spectator view with each village as its chains (`render`'s notation) instead of nodes: card
 * copies (uids) and the order cards were built in are not part of a position, so a rebuilt position
 * is compared with the original this way.
 * @throws RuleError `BAD_STATE` for anything that is not a valid Villagers state (as `positionOf`).
 */
export function comparableView(s: VillagersState): unknown {
  return readPosition('villagers', validate, s, comparable);
}

function comparable(s: VillagersState): unknown {
  const v = view(s, null);
  return { ...v, seats: v.seats.map((x) => ({ ...x, village: villageChains(x.village) })) };
}
