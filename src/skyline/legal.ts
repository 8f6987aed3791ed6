/**
 * Legal moves (SK-4.4, SK-5 – SK-8) and the reasons a move is illegal, shared by `legalActions`
 * and by `apply`'s error messages.
 */
import { RuleError, assertKeys, assertInt, assertOneOf, type PlayerId } from '../core/index.js';
import { COLOURS, gameData, type GameData } from './data.js';
import { frontierOf, knownFrontier, siteCounts, type Frontier } from './frontier.js';
import type {
  BuildAction, CardFloor, ChooseColourAction, Colour, DeclineExtraTurnAction, DiscardAction, EndState, EndTrigger, PassAction, Piece,
  ResolvedBoard, SkylineAction, SkylineState, TakeCardAction,
} from './types.js';

/** The board, cards and numbers of this game (cached from `state.components`). */
export function dataOf(s: SkylineState): GameData {
  return gameData(s.components, s.players);
}

/** The shared "nothing pending" value (frozen; assigning it again is free). */
export const PENDING_NONE: { kind: 'none' } = Object.freeze({ kind: 'none' as const }) as { kind: 'none' };

/** Colour index of a floor colour. */
export const COLOUR_INDEX: Readonly<Record<Colour, number>> = { grey: 0, white: 1, brown: 2, black: 3 };

const indexCache = new WeakMap<ResolvedBoard, Map<string, number>>();

/** Index of site `id` on the board, or -1. */
export function siteIndex(board: ResolvedBoard, id: string): number {
  let m = indexCache.get(board);
  if (!m) {
    m = new Map(board.sites.map((s, i) => [s, i]));
    indexCache.set(board, m);
  }
  return m.get(id) ?? -1;
}

/** Number of floors in a stack (SK-3.3: roofs never count). */
export function height(stack: readonly Piece[]): number {
  let h = 0;
  for (let k = 0; k < stack.length; k++) if (typeof stack[k] === 'string') h++;
  return h;
}

/** A building's colour: its bottom floor (SK-3.2); `null` for an empty site. */
export function colourOf(stack: readonly Piece[]): Colour | null {
  return stack.length === 0 ? null : (stack[0] as Colour);
}

/** Total floors in a hand or supply. */
export function total(h: Readonly<Record<Colour, number>>): number {
  return h.grey + h.white + h.brown + h.black;
}

/** SK-4.4: empty sites where a starting floor of colour `c` may go (no adjacent building of colour c). */
export function legalSetupSites(stacks: readonly (readonly Piece[])[], adjacency: readonly (readonly number[])[], c: Colour): number[] {
  const out: number[] = [];
  for (let i = 0; i < stacks.length; i++) {
    if (stacks[i]!.length > 0) continue;
    if (adjacency[i]!.every((j) => stacks[j]!.length === 0 || stacks[j]![0] !== c)) out.push(i);
  }
  return out;
}

/** SK-4.4: colours a starting floor may take (the card's colour, or any for multicolour) that have a legal site. */
export function setupColours(
  stacks: readonly (readonly Piece[])[],
  adjacency: readonly (readonly number[])[],
  supply: Readonly<Record<Colour, number>>,
  floor: CardFloor,
): Colour[] {
  const options = floor === 'multi' ? COLOURS : [floor];
  return options.filter((c) => supply[c] > 0 && legalSetupSites(stacks, adjacency, c).length > 0);
}

/** First starting-floor index from `from` that can be placed somewhere (unplaceable ones are skipped). */
export function nextSetupIndex(
  stacks: readonly (readonly Piece[])[],
  adjacency: readonly (readonly number[])[],
  supply: Readonly<Record<Colour, number>>,
  floors: readonly CardFloor[],
  from: number,
): number {
  let i = from;
  while (i < floors.length && setupColours(stacks, adjacency, supply, floors[i]!).length === 0) i++;
  return i;
}

/**
 * DEFAULT "locked city": no empty site can ever be built on again, because every empty site next to a
 * building touches buildings of all four colours (SK-7.3), or no site is empty. New buildings are the only
 * way out, so the lock is permanent and no roof (trigger A) can be placed any more.
 */
export function cityLocked(stacks: readonly (readonly Piece[])[], adjacency: readonly (readonly number[])[]): boolean {
  for (let i = 0; i < stacks.length; i++) {
    if (stacks[i]!.length !== 0) continue;
    let mask = 0;
    let built = false;
    for (const j of adjacency[i]!) {
      const st = stacks[j]!;
      if (st.length === 0) continue;
      built = true;
      mask |= 1 << COLOUR_INDEX[st[0] as Colour];
    }
    if (built && mask !== 15) return false;
  }
  return true;
}

/** SK-10.2: the final round after a trigger by `by`: every seat from the next one, `by` last. */
export function finalRound(trigger: EndTrigger, by: PlayerId, players: number): EndState {
  const finalTurns: PlayerId[] = [];
  for (let k = 1; k <= players; k++) finalTurns.push((by + k) % players);
  return { trigger, by, finalTurns };
}

/** Starting floors that already lock the city: the final round starts with the first player. */
export function lockedAtSetup(first: PlayerId, players: number): EndState {
  return finalRound('locked', (first + players - 1) % players, players);
}

/** SK-7.2: the built neighbours of site `i`. */
function builtNeighbours(s: SkylineState, i: number): number[] {
  return dataOf(s).board.adjacency[i]!.filter((j) => s.stacks[j]!.length > 0);
}

/**
 * The action objects `legalActions` lists, made once per game data (board, cards, numbers) and seat
 * and shared by every state: frozen, so no caller can change them, and a listed action is the same
 * object in every state it is legal in (harden's memo recognises it per state). A fresh object for
 * every listed build (dozens per call), each frozen, was most of the cost of listing.
 */
interface ListedActions {
  /** `build[player][site]` (made on first use): per colour index, the build roofing the site itself, then one roofing each neighbour in adjacency order. */
  readonly build: (BuildAction[][] | undefined)[][];
  readonly takeCard: TakeCardAction[][];
  readonly chooseColour: ChooseColourAction[][];
  readonly discard: DiscardAction[][];
  readonly declineExtraTurn: DeclineExtraTurnAction[];
  readonly pass: PassAction[];
}
const listedActions = new WeakMap<GameData, ListedActions>();

/** The last game data asked about and its actions: a listing asks two or three times per call (a WeakMap lookup each). */
let lastData: GameData | undefined;
let lastListed: ListedActions | undefined;

function listedOf(data: GameData, players: number): ListedActions {
  if (data === lastData) return lastListed!;
  let t = listedActions.get(data);
  if (t) {
    lastData = data;
    lastListed = t;
    return t;
  }
  const seats = Array.from({ length: players }, (_, player) => player);
  const slots = Array.from({ length: data.components.marketSize }, (_, slot) => slot);
  t = {
    build: seats.map(() => []),
    takeCard: seats.map((player) => slots.map((slot) => Object.freeze({ type: 'takeCard' as const, player, slot }))),
    chooseColour: seats.map((player) => COLOURS.map((colour) => Object.freeze({ type: 'chooseColour' as const, player, colour }))),
    discard: seats.map((player) => COLOURS.map((colour) => Object.freeze({ type: 'discard' as const, player, colour }))),
    declineExtraTurn: seats.map((player) => Object.freeze({ type: 'declineExtraTurn' as const, player })),
    pass: seats.map((player) => Object.freeze({ type: 'pass' as const, player })),
  };
  listedActions.set(data, t);
  lastData = data;
  lastListed = t;
  return t;
}

/** The builds of one seat by site (see {@link ListedActions}): `row[i][colour index][roof position]`. */
type BuildRow = (BuildAction[][] | undefined)[];

/** The builds of `player` on site `i` (see {@link ListedActions}). */
function buildsOn(row: BuildRow, board: ResolvedBoard, player: PlayerId, i: number): BuildAction[][] {
  let on = row[i];
  if (!on) {
    const site = board.sites[i]!;
    const roofs = [site, ...board.adjacency[i]!.map((j) => board.sites[j]!)];
    on = row[i] = COLOURS.map((colour) => roofs.map((roofSite) => Object.freeze({ type: 'build' as const, player, site, colour, roofSite })));
  }
  return on;
}

/**
 * Scratch lists (listing is synchronous and never re-entered): the actions are written into `listing`
 * and copied out once at their exact length (a new array pushed to from empty grew its storage once or
 * twice per listing: the pushes were the costliest lines of a playout's listing), and the built
 * neighbours of the site being listed into `builtAround`.
 */
const listing: SkylineAction[] = [];
const builtAround: number[] = [];

/** Write every legal build of `player` (SK-7.9) into `out` from `n`, site by site; returns the new count. */
function pushBuilds(s: SkylineState, player: PlayerId, out: SkylineAction[], n: number): number {
  if (!mayBuild(s, player)) return n;
  const data = dataOf(s);
  const board = data.board;
  const hand = s.playerStates[player]!.hand;
  const row = listedOf(data, s.players).build[player]!;
  // Built sites and the colours around each site, counted once per stacks array (frontier.ts): this
  // loop runs over every site on every listing, so its test is a small function the compiler inlines.
  const f = frontierOf(s.stacks, board.adjacency);
  for (let i = 0, b = 0; b < f.length; i++, b += 5) if (openSite(f, b, hand)) n = pushBuildsOn(s, player, row, board, hand, f, true, b, i, out, n);
  return n;
}

/** SK-7.1: `player` has a roof left, and a floor in hand. */
function mayBuild(s: SkylineState, player: PlayerId): boolean {
  const ps = s.playerStates[player]!;
  return ps.roofsLeft >= 1 && total(ps.hand) > 0;
}

/**
 * Whether the site whose five counts `f` holds from `b` (frontier.ts) can take a building from this
 * hand: it is empty and next to a building (SK-7.2), and the hand holds a floor of each neighbour's
 * colour for it (SK-7.4, SK-7.5). The colour of the new floor is chosen in {@link pushBuildsOn}.
 */
function openSite(f: Frontier, b: number, hand: Readonly<Record<Colour, number>>): boolean {
  if (f[b] !== 0) return false;
  const n0 = f[b + 1]!, n1 = f[b + 2]!, n2 = f[b + 3]!, n3 = f[b + 4]!;
  return n0 + n1 + n2 + n3 > 0 && n0 <= hand.grey && n1 <= hand.white && n2 <= hand.brown && n3 <= hand.black;
}

/**
 * Write the legal builds on an {@link openSite} `i` into `out` from `n` (returns the new count): each
 * colour that no neighbour has (SK-7.3) and the hand still holds one more floor of (SK-7.4), with the
 * roof on the new building or on a built neighbour (SK-7.6). `f` from `b` holds the site's five
 * counts, and is the whole board's frontier if `whole` (else those five counts alone); `row` is
 * `player`'s listed builds by site.
 */
function pushBuildsOn(
  s: SkylineState, player: PlayerId, row: BuildRow, board: ResolvedBoard, hand: Readonly<Record<Colour, number>>,
  f: Frontier, whole: boolean, b: number, i: number, out: SkylineAction[], n: number,
): number {
  const h0 = hand.grey, h1 = hand.white, h2 = hand.brown, h3 = hand.black;
  const n0 = f[b + 1]!, n1 = f[b + 2]!, n2 = f[b + 3]!, n3 = f[b + 4]!; // floors the neighbours take
  let on: BuildAction[][] | undefined;
  let nb = -1; // built neighbours, as positions in adjacency order (`builtAround[0..nb)`), found once
  for (let c = 0; c < 4; c++) {
    if ((c === 0 ? n0 : c === 1 ? n1 : c === 2 ? n2 : n3) !== 0) continue; // SK-7.3
    if ((c === 0 ? h0 : c === 1 ? h1 : c === 2 ? h2 : h3) < 1) continue; // SK-7.4 the new floor (no neighbour has colour c)
    if (on === undefined) {
      on = buildsOn(row, board, player, i);
      nb = 0;
      const around = board.adjacency[i]!;
      // SK-7.2: the built neighbours, from the whole board's frontier if `f` is that (a plain array), else
      // (`f` is site i's five counts alone: the guard of a state from outside) from the frozen stacks.
      for (let k = 0; k < around.length; k++) if (whole ? f[5 * around[k]!] !== 0 : s.stacks[around[k]!]!.length !== 0) builtAround[nb++] = k;
    }
    const builds = on[c]!;
    out[n++] = builds[0]!; // roof on the new building
    for (let k = 0; k < nb; k++) out[n++] = builds[builtAround[k]! + 1]!; // SK-7.6: or on a built neighbour
  }
  return n;
}

/** Every legal action of `player` now (complete; empty for a seat that may not act). A new array each call. */
export function legalActions(s: SkylineState, player: PlayerId): SkylineAction[] {
  if (s.over || player !== s.turn) return [];
  const pend = s.pending;
  switch (pend.kind) {
    case 'setup': {
      const out: SkylineAction[] = [];
      const floor = pend.floors[pend.index]!;
      const { adjacency } = dataOf(s).board;
      for (const colour of setupColours(s.stacks, adjacency, s.supply, floor)) {
        for (const i of legalSetupSites(s.stacks, adjacency, colour)) {
          out.push(Object.freeze({ type: 'setupPlace', player, site: s.sites[i]!, colour }));
        }
      }
      return out;
    }
    case 'choose': {
      const out: SkylineAction[] = [];
      const listed = listedOf(dataOf(s), s.players).chooseColour[player]!;
      for (let c = 0; c < 4; c++) if (s.supply[COLOURS[c]!] > 0) out.push(listed[c]!);
      return out;
    }
    case 'discard': {
      const out: SkylineAction[] = [];
      const listed = listedOf(dataOf(s), s.players).discard[player]!;
      const hand = s.playerStates[player]!.hand;
      for (let c = 0; c < 4; c++) if (hand[COLOURS[c]!] > 0) out.push(listed[c]!);
      return out;
    }
    case 'none':
      break;
  }
  // Builds are listed before the market cards, so a naive "first legal action" player still builds
  // and the game moves towards its end (taking a card and discarding it can repeat for ever).
  const out = listing;
  let n = pushBuilds(s, player, out, 0);
  const listed = listedOf(dataOf(s), s.players);
  const take = listed.takeCard[player]!;
  for (let slot = 0; slot < s.market.length; slot++) if (s.market[slot] !== null) out[n++] = take[slot]!;
  if (s.extraTurn && !s.options.extraTurnMandatory) out[n++] = listed.declineExtraTurn[player]!;
  if (n === 0) out[n++] = listed.pass[player]!; // SK-5.3
  return out.slice(0, n);
}

/**
 * The actions of `legalActions(s, player)` that can equal `action`, in list order: the same objects
 * (the listing stays the single source of truth), but for a build only those on its site with its
 * colour and roof site, for a take only the one of its slot. `apply`'s guard compares an action from
 * outside (a JSON copy) against these instead of against every listed build: listing them all was
 * most of the cost of such an apply. Anything else, or a shape this does not recognise, gets the
 * whole list (still correct: the guard compares field by field).
 */
export function legalActionsLike(s: SkylineState, player: PlayerId, action: unknown): SkylineAction[] {
  if (s.over || player !== s.turn || s.pending.kind !== 'none' || typeof action !== 'object' || action === null) return legalActions(s, player);
  const a = action as Record<string, unknown>;
  const out: SkylineAction[] = [];
  if (a.type === 'build') {
    if (typeof a.site !== 'string' || !mayBuild(s, player)) return out;
    const board = dataOf(s).board;
    const i = siteIndex(board, a.site);
    if (i < 0) return out;
    // The whole frontier if it is known, else this site's counts alone (the guard of a state from outside).
    const known = knownFrontier(s.stacks);
    const f = known ?? siteCounts(s.stacks, board.adjacency, i);
    const b = known !== undefined ? 5 * i : 0;
    const hand = s.playerStates[player]!.hand;
    if (!openSite(f, b, hand)) return out;
    const on = listing;
    const n = pushBuildsOn(s, player, listedOf(dataOf(s), s.players).build[player]!, board, hand, f, known !== undefined, b, i, on, 0);
    for (let k = 0; k < n; k++) {
      const x = on[k] as BuildAction;
      if (x.colour === a.colour && x.roofSite === a.roofSite) out.push(x);
    }
    return out;
  }
  if (a.type === 'takeCard') {
    const slot = a.slot;
    // The listed take of this slot (SK-6.1: a card lies there); any other slot value matches none.
    if (typeof slot === 'number' && Number.isInteger(slot) && slot >= 0 && slot < s.market.length && s.market[slot] !== null) {
      out.push(listedOf(dataOf(s), s.players).takeCard[player]![slot]!);
    }
    return out;
  }
  return legalActions(s, player);
}

const TYPES = ['setupPlace', 'takeCard', 'chooseColour', 'discard', 'build', 'declineExtraTurn', 'pass'] as const;

const PENDING_RULE = { setup: 'SK-4.4', choose: 'SK-6.2', discard: 'SK-6.6', none: 'SK-5.1' } as const;
const PENDING_TEXT = {
  setup: 'The starting floors must be placed first.',
  choose: 'First choose the colour of the floor you are taking from the card.',
  discard: 'First return floors to the supply until you hold at most the hand limit.',
  none: '',
} as const;

function ill(rule: string, message: string): RuleError {
  return new RuleError('ILLEGAL_ACTION', rule, message);
}

/**
 * Why `action` is not legal now: `MALFORMED_ACTION` for a bad shape, otherwise the `ILLEGAL_ACTION`
 * naming the rule that forbids it. Called by `guardAction` only for unlisted actions.
 */
export function explain(s: SkylineState, a: Record<string, unknown>): RuleError {
  const type = assertOneOf(a, 'type', TYPES, 'SK-14');
  const board = dataOf(s).board;
  const sites = board.sites;
  const p = a.player as number;
  const ps = s.playerStates[p]!;
  const pend = s.pending;
  const wrongStep = (kind: keyof typeof PENDING_RULE): RuleError | null =>
    pend.kind !== kind ? ill(PENDING_RULE[pend.kind], pend.kind === 'none' ? `There is no ${type} step now.` : PENDING_TEXT[pend.kind]) : null;
  switch (type) {
    case 'setupPlace': {
      assertKeys(a, ['site', 'colour'], 'SK-14');
      const site = assertOneOf(a, 'site', sites, 'SK-2.1');
      const colour = assertOneOf(a, 'colour', COLOURS, 'SK-2');
      if (pend.kind !== 'setup') return ill('SK-4.4', 'The starting floors are already placed.');
      const floor = pend.floors[pend.index]!;
      if (floor !== 'multi' && colour !== floor) return ill('SK-4.4', `This starting floor is ${floor} (the bottom of the market card), not ${colour}.`);
      if (s.stacks[siteIndex(board, site)]!.length > 0) return ill('SK-4.4', `Site ${site} is not empty.`);
      return ill('SK-4.4', `A ${colour} floor on ${site} would touch a ${colour} building; adjacent buildings never share a colour.`);
    }
    case 'takeCard': {
      assertKeys(a, ['slot'], 'SK-14');
      const slot = assertInt(a, 'slot', 0, s.market.length - 1, 'SK-6.1');
      const w = wrongStep('none');
      if (w) return w;
      if (s.market[slot] === null) return ill('SK-6.1', `Market slot ${slot + 1} is empty.`);
      return ill('SK-6.1', 'You cannot take that card now.');
    }
    case 'chooseColour': {
      assertKeys(a, ['colour'], 'SK-14');
      const colour = assertOneOf(a, 'colour', COLOURS, 'SK-2');
      const w = wrongStep('choose');
      if (w) return w;
      return ill(pend.kind === 'choose' && pend.shortage ? 'SK-6.5' : 'SK-6.2', `The supply has no ${colour} floor left; choose an available colour.`);
    }
    case 'discard': {
      assertKeys(a, ['colour'], 'SK-14');
      const colour = assertOneOf(a, 'colour', COLOURS, 'SK-2');
      const w = wrongStep('discard');
      if (w) return w;
      return ill('SK-6.6', `You hold no ${colour} floor to return.`);
    }
    case 'build': {
      assertKeys(a, ['site', 'colour', 'roofSite'], 'SK-14');
      const site = assertOneOf(a, 'site', sites, 'SK-2.1');
      const colour = assertOneOf(a, 'colour', COLOURS, 'SK-2');
      const roofSite = assertOneOf(a, 'roofSite', sites, 'SK-2.1');
      const w = wrongStep('none');
      if (w) return w;
      if (ps.roofsLeft < 1) return ill('SK-7.1', 'You have no roof left, so you cannot build.');
      const i = siteIndex(board, site);
      if (s.stacks[i]!.length > 0) return ill('SK-7.2', `Site ${site} is already built; a new building needs an empty site.`);
      const nb = builtNeighbours(s, i);
      if (nb.length === 0) return ill('SK-7.2', `Site ${site} is not joined by a street to any building.`);
      const clash = nb.find((j) => s.stacks[j]![0] === colour);
      if (clash !== undefined) return ill('SK-7.3', `${site} touches the ${colour} building on ${sites[clash]}; adjacent buildings never share a colour.`);
      const need: Record<Colour, number> = { grey: 0, white: 0, brown: 0, black: 0 };
      need[colour]++;
      for (const j of nb) need[s.stacks[j]![0] as Colour]++;
      for (const c of COLOURS) {
        if (ps.hand[c] < need[c]) {
          return ill('SK-7.4', `Building ${colour} on ${site} costs ${COLOURS.filter((x) => need[x] > 0).map((x) => `${need[x]} ${x}`).join(' + ')}; you hold only ${ps.hand[c]} ${c}.`);
        }
      }
      return ill('SK-7.6', `The roof must go on ${site} or on a building next to it (${nb.map((j) => sites[j]).join(', ')}), not on ${roofSite}.`);
    }
    case 'declineExtraTurn': {
      assertKeys(a, [], 'SK-14');
      const w = wrongStep('none');
      if (w) return w;
      if (s.options.extraTurnMandatory && s.extraTurn) return ill('SK-8.3', 'Extra turns are mandatory in this game (extraTurnMandatory).');
      return ill('SK-8.3', 'Only an extra turn can be declined; this is a regular turn.');
    }
    case 'pass': {
      assertKeys(a, [], 'SK-14');
      const w = wrongStep('none');
      if (w) return w;
      return ill('SK-5.3', 'You may pass only when you can neither take a card nor build.');
    }
  }
}
