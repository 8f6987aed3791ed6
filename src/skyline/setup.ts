/**
 * Setup (SK-4, SK-12): board side by player count, supply, shuffled deck and market, starting floors
 * (random by default, or placed by the first player), personal boards, objectives and chips, hands.
 */
import { assertConfigKeys, badConfig, createRng, openRng, printValue, type Rng, type Seed } from '../core/index.js';
import { COLOURS, DEFAULT_ROUND_LIMIT, EXTRA_SETUP_CARDS, SKYLINE_LIMITS, gameData, resolveCondition } from './data.js';
import { PENDING_NONE, cityLocked, legalSetupSites, lockedAtSetup, nextSetupIndex } from './legal.js';
import type { CardFloor, Colour, ObjectiveCard, Piece, ResolvedCondition, SkylineComponentsOverride, ObjectiveState, PlayerState, SkylineConfig, SkylineState } from './types.js';

const CONFIG_KEYS = ['players', 'setupMode', 'objectives', 'startingFloors', 'firstPlayer', 'extraTurnMandatory', 'roundLimit', 'components'];

/** Check the config's options (not the components) and return them with their DEFAULTs filled in. */
function resolveOptions(config: SkylineConfig) {
  assertConfigKeys(config, CONFIG_KEYS, 'SK-4');
  const players = config.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 4) {
    badConfig('SK-2.2', `Tower Up is for 2 to 4 players, not ${printValue(players)}.`);
  }
  const setupMode = config.setupMode ?? 'random';
  if (setupMode !== 'random' && setupMode !== 'manual') badConfig('SK-4.4', 'setupMode must be "random" or "manual".');
  const startingFloors = config.startingFloors ?? 3;
  if (startingFloors !== 3 && startingFloors !== 5 && startingFloors !== 7) {
    badConfig('SK-12', 'startingFloors must be 3, 5 (4-player variant) or 7 (2–3-player variant).');
  }
  if (startingFloors === 7 && players > 3) badConfig('SK-12.1', 'The 7-starting-floor variant is for 2 or 3 players.');
  if (startingFloors === 5 && players !== 4) badConfig('SK-12.2', 'The 5-starting-floor variant is for 4 players.');
  const firstPlayer = config.firstPlayer ?? null;
  if (firstPlayer !== null && (typeof firstPlayer !== 'number' || !Number.isInteger(firstPlayer) || firstPlayer < 0 || firstPlayer >= players)) {
    badConfig('SK-4.9', `firstPlayer must be a seat from 0 to ${players - 1} or null.`);
  }
  const extraTurnMandatory = config.extraTurnMandatory ?? false;
  if (typeof extraTurnMandatory !== 'boolean') badConfig('SK-8.3', 'extraTurnMandatory must be true or false.');
  const roundLimit = config.roundLimit ?? DEFAULT_ROUND_LIMIT;
  if (typeof roundLimit !== 'number' || !Number.isInteger(roundLimit) || roundLimit < 2) {
    badConfig('SK-10.7', `roundLimit must be an integer of at least 2 (a first round and a final one), not ${printValue(roundLimit)}.`);
  }
  if (roundLimit > SKYLINE_LIMITS.roundLimit) badConfig('SK-10.7', `roundLimit is ${roundLimit}; the limit is ${SKYLINE_LIMITS.roundLimit} (SKYLINE_LIMITS.roundLimit).`);
  const objectives = config.objectives ?? 'random';
  if (objectives !== 'random' && objectives !== 'starter' && !Array.isArray(objectives)) {
    badConfig('SK-4.6', 'objectives must be "random", "starter" or a list of 3 objective card ids.');
  }
  return { players, setupMode, startingFloors, firstPlayer, extraTurnMandatory, roundLimit, objectives };
}

/** Place one starting floor at random (SK-4.4 DEFAULT): colour among those with a legal site, then a site. */
function placeRandom(s: { stacks: Piece[][]; supply: Record<Colour, number> }, adjacency: readonly (readonly number[])[], floor: CardFloor, rng: Rng): void {
  const options = floor === 'multi' ? COLOURS : [floor];
  const colours = options.filter((c) => s.supply[c] > 0 && legalSetupSites(s.stacks, adjacency, c).length > 0);
  if (colours.length === 0) return; // no legal site for this floor (only on tiny custom boards): skipped
  const c = floor === 'multi' ? rng.pick(colours) : colours[0]!;
  const site = rng.pick(legalSetupSites(s.stacks, adjacency, c));
  s.stacks[site]!.push(c);
  s.supply[c]--;
}

/** The empty stack of every site nobody has built on at setup (frozen, shared). */
const EMPTY_STACK = Object.freeze([]) as unknown as Piece[];

/**
 * Resolved conditions by objective card (the cards of a cached game data are the same objects game
 * after game): resolved once and shared, frozen, by every state, instead of once per setup.
 */
const conditions = new WeakMap<ObjectiveCard, ResolvedCondition>();
function conditionOf(card: ObjectiveCard): ResolvedCondition {
  let c = conditions.get(card);
  if (c === undefined) conditions.set(card, (c = Object.freeze(resolveCondition(card))));
  return c;
}

/** SK-4: a new game. Throws `BAD_CONFIG` for bad options or component data. */
export function setup(config: SkylineConfig, seed: Seed): SkylineState {
  const opt = resolveOptions(config);
  const n = opt.players;
  const given: unknown = config.components;
  if (given !== undefined && given !== null && (typeof given !== 'object' || Array.isArray(given))) {
    badConfig('SK-15', `"components" must be an object of component data (or null for the defaults), not ${printValue(given)}.`);
  }
  const override = given === undefined || given === null ? null : (JSON.parse(JSON.stringify(given)) as SkylineComponentsOverride);
  const data = gameData(override, n);
  const comp = data.components;
  const board = data.board;
  const cards = data.cards;
  const rngState = createRng(seed);
  const rng = openRng(rngState);

  // SK-4.6 objectives (validated before drawing anything)
  let objectiveCards = comp.objectiveCards;
  if (opt.objectives === 'starter') {
    objectiveCards = comp.objectiveCards.filter((c) => c.starter);
    if (objectiveCards.length !== 3) badConfig('SK-4.6', `The starter set needs exactly 3 cards marked starter, found ${objectiveCards.length}.`);
  } else if (Array.isArray(opt.objectives)) {
    const ids = opt.objectives as readonly unknown[];
    if (ids.length !== 3 || new Set(ids).size !== 3) badConfig('SK-4.6', 'objectives must list 3 different objective card ids.');
    objectiveCards = ids.map((oid) => {
      const card = comp.objectiveCards.find((c) => c.id === oid);
      if (!card) badConfig('SK-4.6', `Unknown objective card ${printValue(oid)}.`);
      return card;
    });
  }
  const chips = comp.chips.byPlayerCount[String(n)] ?? [];

  // SK-4.2, SK-13.7: one supply for board floors and hands
  const extra = EXTRA_SETUP_CARDS[opt.startingFloors]!;
  const supply = { grey: comp.floorsPerColour, white: comp.floorsPerColour, brown: comp.floorsPerColour, black: comp.floorsPerColour };
  for (const c of COLOURS) {
    if (supply[c] < comp.startingHand[c] * n + opt.startingFloors) {
      badConfig('SK-4.2', `${comp.floorsPerColour} ${c} floors are too few for ${n} starting hands and the starting floors.`);
    }
  }
  const handSize = comp.startingHand.grey + comp.startingHand.white + comp.startingHand.brown + comp.startingHand.black;
  if (handSize > comp.handLimit) badConfig('SK-6.6', `A starting hand of ${handSize} floors is above the hand limit of ${comp.handLimit}.`);
  if (comp.materialCards.length < comp.marketSize + extra) {
    badConfig('SK-2.4', `The deck needs at least ${comp.marketSize + extra} cards for the market and the starting floors.`);
  }

  // SK-4.3 deck and market
  let deck = rng.shuffle(comp.materialCards.map((c) => c.id));
  const firstPlayer = opt.firstPlayer ?? rng.int(n); // SK-4.9 DEFAULT: seeded random
  if (opt.objectives === 'random') objectiveCards = rng.shuffle(objectiveCards).slice(0, 3);
  const market = deck.slice(0, comp.marketSize);
  deck = deck.slice(comp.marketSize);
  const bottoms: CardFloor[] = market.map((id) => cards[id]!.floors[0]!);
  if (extra > 0) {
    // SK-12.1/12.2: draw extra cards for their bottoms, then return them and reshuffle (DEFAULT)
    bottoms.push(...deck.slice(0, extra).map((id) => cards[id]!.floors[0]!));
    deck = rng.shuffle(deck);
  }

  // SK-4.4 starting floors
  const stacks: Piece[][] = board.sites.map(() => []);
  const live = { stacks, supply };
  if (opt.setupMode === 'random') for (const f of bottoms) placeRandom(live, board.adjacency, f, rng);
  // Every empty site shares one frozen empty stack: the reducer replaces a stack, never edits it, and a
  // new game then has ~50 arrays fewer to make and freeze (setup is a tenth of a 4-player playout).
  for (let i = 0; i < stacks.length; i++) if (stacks[i]!.length === 0) stacks[i] = EMPTY_STACK;

  // SK-4.5, SK-4.8 personal boards and hands
  const playerStates: PlayerState[] = [];
  for (let p = 0; p < n; p++) {
    for (const c of COLOURS) supply[c] -= comp.startingHand[c];
    playerStates.push({
      hand: { ...comp.startingHand },
      roofsLeft: comp.roofsPerPlayer,
      markers: { grey: 0, white: 0, brown: 0, black: 0 },
      stars: [],
      chips: [],
      cone: null,
    });
  }

  // SK-4.6, SK-4.7 objectives with their chips
  const objectives: ObjectiveState[] = objectiveCards.map((card, i) => ({
    id: card.id,
    name: card.name,
    shape: comp.chips.shapes[i]!,
    condition: conditionOf(card),
    chips: [...chips],
    claimedBy: [],
  }));

  let state: SkylineState = {
    game: 'skyline',
    players: n,
    options: {
      setupMode: opt.setupMode,
      startingFloors: opt.startingFloors,
      extraTurnMandatory: opt.extraTurnMandatory,
      roundLimit: opt.roundLimit,
    },
    components: override,
    sites: [...board.sites],
    stacks: stacks as SkylineState['stacks'],
    supply,
    deck,
    drawn: 0,
    market,
    discard: [],
    objectives,
    playerStates,
    firstPlayer,
    turn: firstPlayer,
    round: 1,
    pending: PENDING_NONE,
    extraTurn: false,
    extraEarned: false,
    triggered: null,
    end: null,
    over: false,
    rng: rng.state(),
  };
  if (opt.setupMode === 'manual') {
    const index = nextSetupIndex(stacks, board.adjacency, supply, bottoms, 0);
    if (index < bottoms.length) state = { ...state, pending: { kind: 'setup', floors: bottoms, index } };
  }
  // DEFAULT locked city (only on tiny custom boards): nothing can ever be built, the final round starts
  if (state.pending.kind === 'none' && cityLocked(stacks, board.adjacency)) state = { ...state, end: lockedAtSetup(firstPlayer, n) };
  return state;
}
