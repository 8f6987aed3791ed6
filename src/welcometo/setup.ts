/**
 * Setup (WT-3, WT-11.1, WT-12.1) and the start of every turn: the reveal of the three combinations
 * (WT-4.1), stack exhaustion (WT-4.2), plan reshuffles (WT-8.7), expert draws (WT-11.2) and solo
 * draws (WT-12.2).
 */
import { assertConfigKeys, printValue, RuleError, createRng, deepFreeze, withRng, type Draft, type Seed } from '../core/index.js';
import { EFFECTS, WELCOMETO_COMPONENTS, type StreetSpec, type WelcomeToComponents } from './data.js';
import { blankSheet, some, type Building } from './sheet.js';
import { SOLO_CARD, type ResolvedConfig, type TurnState, type WelcomeToConfig, type WelcomeToState } from './types.js';

/** Seats supported (WT-3.1; BGA 1..12). */
export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 12;

/** Every option of `WelcomeToConfig` but `players`, with its allowed values (setup and validate both check them). */
export const OPTIONS: Readonly<Record<string, readonly unknown[]>> = {
  variant: ['standard', 'advanced'],
  expert: [true, false],
  board: ['base', 'icecream', 'christmas'],
  roundaboutTiming: ['beforeWrite', 'beforeChoosing', 'beforeOrAfter'],
  refusalConsidersTemp: [true, false],
  reshufflePolicy: ['perPlan', 'firstPlanOnly', 'never'],
  iceBonusTrigger: ['sellLastCone', 'reachLastConeHouse'],
  tempRanking: ['dense', 'competition'],
  tempZeroModifierHires: [true, false],
  thematicReplacesStack3: [true, false],
};

function bad(rule: string, message: string): never {
  throw new RuleError('BAD_CONFIG', rule, message);
}

/** Fill in the defaults and check the config. Throws `BAD_CONFIG`. */
export function resolveConfig(config: WelcomeToConfig): ResolvedConfig {
  assertConfigKeys(config, ['players', 'components', ...Object.keys(OPTIONS)], 'WT-3.1');
  const n = config.players;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS) {
    bad('WT-3.1', `Welcome To is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${printValue(n)}.`);
  }
  for (const key of Object.keys(config)) {
    if (key === 'players' || key === 'components') continue;
    const allowed = OPTIONS[key]!; // a known key: assertConfigKeys checked it
    const v = (config as unknown as Record<string, unknown>)[key];
    if (v !== undefined && !allowed.includes(v)) {
      bad('WT-3.1', `Option "${key}" must be one of ${allowed.map((x) => JSON.stringify(x)).join(', ')}.`);
    }
  }
  const expert = config.expert ?? false;
  if (expert && n < 2) bad('WT-3.1', 'Expert rules need at least 2 players (1 player is the solo mode).');
  return {
    players: n,
    variant: config.variant ?? 'standard',
    expert,
    board: config.board ?? 'base',
    roundaboutTiming: config.roundaboutTiming ?? 'beforeWrite',
    refusalConsidersTemp: config.refusalConsidersTemp ?? false,
    reshufflePolicy: config.reshufflePolicy ?? 'perPlan',
    iceBonusTrigger: config.iceBonusTrigger ?? 'sellLastCone',
    tempRanking: config.tempRanking ?? 'dense',
    tempZeroModifierHires: config.tempZeroModifierHires ?? true,
    thematicReplacesStack3: config.thematicReplacesStack3 ?? true,
  };
}

/**
 * Hard resource limits on user component data (the published game: 81 cards, 34 plans, 3 streets of
 * 10–12 houses, scores below 100): beyond them `setup` refuses with `BAD_CONFIG` naming the limit.
 * `points` bounds every number printed on a track or plan (so no sum overflows), `name` every id
 * and street name, `trackLength` every track.
 */
export const COMPONENT_LIMITS = { cards: 500, plans: 200, streets: 8, houses: 30, points: 1_000_000, name: 40, trackLength: 200, cones: 240 } as const;

const EFFECT_NAMES: readonly string[] = EFFECTS;
const REQUIREMENTS = ['estates', 'fullStreet', 'bisInOneStreet', 'tempsHired', 'extremities', 'allParksInStreets', 'parksPoolsRoundaboutSameStreet', 'allPoolsInStreets', 'allParksAndPoolsInStreet', 'allConesSoldInOneStreet', 'allGapsLitInOneStreet'];

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isName = (v: unknown): v is string => typeof v === 'string' && v.length >= 1 && v.length <= COMPONENT_LIMITS.name;

/**
 * BAD_CONFIG unless `o` is an object whose every key is one of `known` (its required and optional
 * fields): a typo in custom component data is refused, not silently ignored. `path` names `o` in the message.
 */
function onlyKeys(o: unknown, known: readonly string[], path: string, rule: string): void {
  if (!isObj(o)) bad(rule, `${path} must be an object.`);
  for (const k in o) if (!known.includes(k)) bad(rule, `Unknown key ${printValue(k)} in ${path} (known: ${known.join(', ')}).`);
}

/** The fields of each object of component data (WT-2). */
const FIELDS = {
  components: ['cards', 'plans', 'planPools', 'streets', 'tracks', 'iceCream'],
  street: ['name', 'houses', 'poolHouses', 'parkTrack'],
  card: ['id', 'number', 'effect'],
  tracks: ['pools', 'temps', 'realEstate', 'bis', 'roundabouts', 'permitRefusals'],
  temps: ['boxes', 'majorityPoints', 'solo'],
  solo: ['threshold', 'points'],
  plan: ['id', 'set', 'stack', 'firstPoints', 'laterPoints', 'requirement', 'marksHousesUsed'],
  planPools: ['base', 'advanced', 'iceCream', 'christmas'],
  iceCream: ['cones', 'trucks'],
  cone: ['street', 'house', 'scoops'],
} as const;

/** The fields of a plan requirement of each type (WT-2.2): `type` and these. */
const REQUIREMENT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  estates: ['type', 'sizes', 'soldConesInEstate', 'internalLights'],
  fullStreet: ['type', 'street'],
  allParksAndPoolsInStreet: ['type', 'street'],
  bisInOneStreet: ['type', 'count'],
  tempsHired: ['type', 'count'],
  allParksInStreets: ['type', 'streets'],
  allPoolsInStreets: ['type', 'streets'],
  extremities: ['type', 'houses'],
};

/** A track: 1..`trackLength` integer values within ±`points`. */
function track(v: unknown, what: string, minLength = 1): void {
  const L = COMPONENT_LIMITS;
  if (!Array.isArray(v) || v.length < minLength || v.length > L.trackLength || !v.every((x) => isInt(x, -L.points, L.points))) {
    bad('WT-2.3', `${what} must be a list of ${minLength} to ${L.trackLength} whole numbers within ±${L.points} (limit).`);
  }
}

/** Throw BAD_CONFIG unless `c` is usable component data within {@link COMPONENT_LIMITS} (every field the rules read). */
export function checkComponents(c: WelcomeToComponents): void {
  const L = COMPONENT_LIMITS;
  const x = c as unknown;
  if (!isObj(x) || !Array.isArray(x.cards) || !Array.isArray(x.plans) || !Array.isArray(x.streets) || !isObj(x.tracks) || !isObj(x.planPools) || !isObj(x.iceCream)) {
    bad('WT-2', 'config.components must have cards, plans, planPools, streets, tracks and iceCream.');
  }
  onlyKeys(x, FIELDS.components, 'config.components', 'WT-2');
  // Streets (WT-2.3).
  if (x.streets.length < 1 || x.streets.length > L.streets) bad('WT-2.3', `config.components.streets may hold 1 to ${L.streets} streets (limit).`);
  for (const [i, st] of x.streets.entries()) {
    const h = (st as { houses?: unknown } | null)?.houses;
    if (!isInt(h, 1, L.houses)) bad('WT-2.3', `Every street needs 1 to ${L.houses} houses (limit).`);
    const s = st as Record<string, unknown>;
    onlyKeys(s, FIELDS.street, `config.components.streets[${i}]`, 'WT-2.3');
    if (!isName(s.name)) bad('WT-2.3', `Every street needs a name of 1 to ${L.name} characters (limit).`);
    if (!Array.isArray(s.poolHouses) || !s.poolHouses.every((k) => isInt(k, 0, h - 1)) || new Set(s.poolHouses).size !== s.poolHouses.length) {
      bad('WT-2.3', `A street's poolHouses must be distinct houses of that street.`);
    }
    track(s.parkTrack, 'A street\'s parkTrack');
  }
  const streets = x.streets as readonly StreetSpec[];
  const houseOk = (s: unknown, h: unknown): boolean => isInt(s, 0, streets.length - 1) && isInt(h, 0, streets[s]!.houses - 1);
  // Cards (WT-2.1).
  if (x.cards.length < 6) bad('WT-2', 'config.components.cards must hold at least 6 cards.');
  if (x.cards.length > L.cards) bad('WT-2', `config.components.cards may hold at most ${L.cards} cards (limit).`);
  for (const [i, card] of x.cards.entries()) {
    onlyKeys(card, FIELDS.card, `config.components.cards[${i}]`, 'WT-2.1');
    const n = (card as { number?: unknown } | null)?.number;
    if (!isInt(n, 0, 17)) bad('WT-2.1', 'Every card needs a house number from 0 to 17.');
    if (!EFFECT_NAMES.includes((card as { effect?: unknown }).effect as string)) bad('WT-2.1', `Every card needs an effect, one of ${EFFECTS.join(', ')}.`);
    if (!isName((card as { id?: unknown }).id)) bad('WT-2.1', `Every card needs an id of 1 to ${L.name} characters (limit).`);
  }
  // Tracks (WT-2.3).
  const t = x.tracks;
  onlyKeys(t, FIELDS.tracks, 'config.components.tracks', 'WT-2.3');
  track(t.pools, 'tracks.pools', 1 + streets.reduce((k, st) => k + st.poolHouses.length, 0));
  track(t.bis, 'tracks.bis');
  track(t.roundabouts, 'tracks.roundabouts');
  track(t.permitRefusals, 'tracks.permitRefusals', 2);
  if (!Array.isArray(t.realEstate) || t.realEstate.length !== 6) bad('WT-2.3', 'tracks.realEstate needs one column per estate size 1..6.');
  for (const col of t.realEstate) track(col, 'A tracks.realEstate column');
  const temps = t.temps as Record<string, unknown> | undefined;
  if (!isObj(temps) || !isInt(temps.boxes, 0, L.trackLength) || !isObj(temps.solo) || !isInt(temps.solo.threshold, 0, L.trackLength) || !isInt(temps.solo.points, -L.points, L.points)) {
    bad('WT-2.3', `tracks.temps needs boxes (0 to ${L.trackLength}), majorityPoints and solo { threshold, points } (limit).`);
  }
  onlyKeys(temps, FIELDS.temps, 'config.components.tracks.temps', 'WT-2.3');
  onlyKeys(temps.solo, FIELDS.solo, 'config.components.tracks.temps.solo', 'WT-2.3');
  track(temps.majorityPoints, 'tracks.temps.majorityPoints');
  // City Plans (WT-2.2).
  if (x.plans.length > L.plans) bad('WT-2', `config.components.plans may hold at most ${L.plans} plans (limit).`);
  const ids = new Set<string>();
  for (const [i, plan] of x.plans.entries()) {
    const p = plan as Record<string, unknown>;
    if (!isObj(p) || !isName(p.id) || ids.has(p.id)) bad('WT-2.2', `Every City Plan needs its own id of 1 to ${L.name} characters.`);
    onlyKeys(p, FIELDS.plan, `config.components.plans[${i}]`, 'WT-2.2');
    ids.add(p.id);
    if (!isInt(p.firstPoints, -L.points, L.points) || !isInt(p.laterPoints, -L.points, L.points)) bad('WT-2.2', `City Plan ${p.id}: points must be whole numbers within ±${L.points} (limit).`);
    if (!['base', 'advanced', 'iceCream', 'christmas'].includes(p.set as string) || !isInt(p.stack, 1, 3)) bad('WT-2.2', `City Plan ${p.id}: set or stack is not one of the published ones.`);
    if (![null, 'estates', 'street', 'listed'].includes(p.marksHousesUsed as string)) bad('WT-2.2', `City Plan ${p.id}: marksHousesUsed must be estates, street, listed or null.`);
    const r = p.requirement as Record<string, unknown>;
    if (!isObj(r) || !REQUIREMENTS.includes(r.type as string) || !requirementOk(r, streets.length, houseOk)) bad('WT-2.2', `City Plan ${p.id}: its requirement is not one the rules know, or names a street or house the board lacks.`);
    onlyKeys(r, REQUIREMENT_FIELDS[r.type as string] ?? ['type'], `config.components.plans[${i}].requirement`, 'WT-2.2');
  }
  // Plan pools (WT-3.3).
  const pp = x.planPools;
  onlyKeys(pp, FIELDS.planPools, 'config.components.planPools', 'WT-2.2');
  const names = (v: unknown): v is string[] => Array.isArray(v) && v.length <= L.plans && v.every((id) => typeof id === 'string');
  if (!Array.isArray(pp.base) || pp.base.length !== 3) bad('WT-2.2', 'planPools.base needs three pools (n°1, n°2, n°3).');
  if (!Array.isArray(pp.advanced) || pp.advanced.length > 3) bad('WT-2.2', 'planPools.advanced needs at most three pools (added to n°1, n°2, n°3).');
  const lists = [...pp.base, ...pp.advanced, pp.iceCream, pp.christmas];
  if (!lists.every(names)) bad('WT-2.2', `Every plan pool must be a list of at most ${L.plans} plan ids (limit).`);
  for (const id of lists.flat() as string[]) if (!ids.has(id)) bad('WT-2.2', `Plan pool names an unknown plan "${id}".`);
  // The Ice Cream board (WT-13.1, WT-13.2).
  const ice = x.iceCream;
  onlyKeys(ice, FIELDS.iceCream, 'config.components.iceCream', 'WT-13.1');
  if (!Array.isArray(ice.cones) || ice.cones.length > L.cones) bad('WT-13.1', `iceCream.cones must be a list of at most ${L.cones} cones (limit).`);
  const coneAt = new Set<string>();
  for (const [i, cone] of ice.cones.entries()) {
    const k = cone as Record<string, unknown>;
    if (!isObj(k) || !houseOk(k.street, k.house) || !isInt(k.scoops, 1, 9) || coneAt.has(`${k.street}/${k.house}`)) bad('WT-13.1', 'Every cone needs a house of the board (one cone per house) and 1 to 9 scoops.');
    onlyKeys(k, FIELDS.cone, `config.components.iceCream.cones[${i}]`, 'WT-13.1');
    coneAt.add(`${k.street}/${k.house}`);
  }
  const dirs = ['leftToRight', 'rightToLeft'];
  if (!Array.isArray(ice.trucks) || ice.trucks.length !== streets.length || !ice.trucks.every((d) => Array.isArray(d) && d.length >= 1 && d.length <= 2 && new Set(d).size === d.length && d.every((x) => dirs.includes(x as string)))) {
    bad('WT-13.2', 'iceCream.trucks needs, for every street, one or two distinct directions (leftToRight, rightToLeft).');
  }
}

/** The fields of a plan requirement are in range for a board of `streets` streets. */
function requirementOk(r: Record<string, unknown>, streets: number, houseOk: (s: unknown, h: unknown) => boolean): boolean {
  const count = (v: unknown) => isInt(v, 0, 10_000);
  switch (r.type) {
    case 'estates': {
      const sizes = r.sizes;
      if (!Array.isArray(sizes) || sizes.length < 1 || sizes.length > 12 || !sizes.every((k) => isInt(k, 1, 6))) return false;
      const sc = r.soldConesInEstate;
      if (sc !== undefined && (!isObj(sc) || Object.keys(sc).some((k) => k !== 'min' && k !== 'max') || (sc.min !== undefined && !count(sc.min)) || (sc.max !== undefined && !count(sc.max)))) return false;
      return r.internalLights === undefined || r.internalLights === 'all' || r.internalLights === 'none';
    }
    case 'fullStreet':
    case 'allParksAndPoolsInStreet':
      return isInt(r.street, 0, streets - 1);
    case 'bisInOneStreet':
    case 'tempsHired':
      return count(r.count);
    case 'allParksInStreets':
    case 'allPoolsInStreets':
      return count(r.streets);
    case 'extremities':
      return Array.isArray(r.houses) && r.houses.length <= 240 && r.houses.every((x) => Array.isArray(x) && x.length === 2 && houseOk(x[0], x[1]));
    default:
      return true;
  }
}

/** The three plan pools for this config (WT-3.3). */
export function planPools(c: WelcomeToComponents, cfg: ResolvedConfig): string[][] {
  const pools = c.planPools.base.map((p) => [...p]);
  if (cfg.variant === 'advanced') c.planPools.advanced.forEach((extra, i) => pools[i]!.push(...extra));
  const themed = cfg.board === 'icecream' ? c.planPools.iceCream : cfg.board === 'christmas' ? c.planPools.christmas : null;
  if (themed) pools[2] = cfg.thematicReplacesStack3 ? [...themed] : [...pools[2]!, ...themed];
  return pools;
}

/** A fresh turn for a seat. */
export const FRESH_TURN: TurnState = Object.freeze({
  step: 'choose',
  roundabout: false,
  choice: null,
  refused: false,
  written: null,
  claiming: null,
  reshuffle: false,
});

/**
 * Freeze a new list of card indices as it is stored (the state is deep-frozen at the end; freezing the
 * long card lists here saves walking them number by number).
 */
function frozen<T>(list: T[]): T[] {
  return Object.freeze(list) as T[];
}

/**
 * A stack without its top card: a spread, then `shift` on the plain copy (`slice` of a frozen array
 * is slow in V8, and so is reading its elements one by one: a spread copies it on the fast path).
 */
function belowTop(stack: readonly number[]): number[] {
  const out = [...stack];
  out.shift();
  return out;
}

/** Deal all cards into three equal stacks (WT-3.4, WT-4.2). */
function dealStacks(d: Draft<WelcomeToState>, all: number[]): void {
  withRng(d, (r) => {
    const deck = r.shuffle(all);
    const per = Math.floor(deck.length / 3);
    d.stacks = [deck.slice(0, per), deck.slice(per, 2 * per), deck.slice(2 * per, 3 * per)];
    d.discard = deck.slice(3 * per);
    d.flipped = [];
  });
}

/**
 * Start turn `d.turn`: apply an asked-for reshuffle, reveal the combinations (standard), or draw
 * hands (expert, solo); every seat starts at the `choose` step. `d` is a plain state being built by
 * hand (`setup`; `apply` at the end of a turn, on copies of the frozen parts) or an immer draft: it only
 * assigns fields of `d` and of its seats, never edits a part in place. `before` is the plain state a draft was made from (when the
 * deck, stacks, discard and hands were not replaced in the draft), read instead of the draft for speed.
 */
export function startTurn(d: Draft<WelcomeToState>, before?: WelcomeToState): void {
  const cfg = d.config;
  const total = (d.components ?? WELCOMETO_COMPONENTS).cards.length;
  if (cfg.players === 1 || cfg.expert) {
    // Work on plain copies of the deck, the discard pile and the hands, then store them.
    // The discard pile is only replaced (by a shuffle), never added to here: it is read as it is.
    let deck = [...(before ? before.deck : d.deck)];
    let discard: readonly number[] = before ? before.discard : d.discard;
    const hands = d.players.map((p) => [...p.hand]);
    if (cfg.expert && d.reshuffleNext) {
      // WT-11.5: a plan reshuffle shuffles deck + discards; cards in hands stay there.
      deck = withRng(d, (r) => r.shuffle([...deck, ...discard]));
      discard = [];
    }
    const draw = (): number => {
      if (deck.length === 0) {
        // WT-11.5: shuffle the discard pile into a new deck.
        deck = withRng(d, (r) => r.shuffle([...discard])); // a plain copy: `slice` of a frozen array is slow
        discard = [];
      }
      return deck.shift()!;
    };
    if (cfg.players === 1) {
      // WT-12.2: draw three cards; the Solo card is set aside and replaced (WT-12.3).
      while (hands[0]!.length < 3) {
        const c = draw();
        if (c === SOLO_CARD) d.soloApprovedTurn = d.turn;
        else hands[0]!.push(c);
      }
    } else {
      // WT-11.2: fill every hand to 3 (the passed card + 2, or 3 after a refusal upstream).
      for (const hand of hands) while (hand.length < 3) hand.push(draw());
    }
    d.deck = frozen(deck);
    d.discard = frozen(discard as number[]);
    d.players.forEach((p, i) => {
      p.hand = frozen(hands[i]!);
    });
  } else {
    // WT-4.2 / WT-8.7: reshuffle all the cards when a stack cannot flip and still show a number.
    // Reads the plain `before` state when given (faster than reading the draft).
    const src = before ?? d;
    if (d.reshuffleNext || some(src.stacks, (st) => st.length < 2)) {
      dealStacks(d, Array.from({ length: total }, (_, i) => i));
      d.flipped = d.stacks.map((st) => st[0]!);
      d.stacks = d.stacks.map((st) => st.slice(1));
    } else {
      // WT-4.1: flip the top card of each stack; its effect pairs with the number now on top.
      d.discard = frozen([...src.discard, ...src.flipped]);
      const flipped: number[] = [];
      const stacks: number[][] = [];
      for (let i = 0; i < src.stacks.length; i++) {
        flipped.push(src.stacks[i]![0]!);
        stacks.push(frozen(belowTop(src.stacks[i]!)));
      }
      d.flipped = frozen(flipped);
      d.stacks = frozen(stacks);
    }
  }
  d.reshuffleNext = false;
  for (const p of d.players) {
    p.turn = FRESH_TURN as Draft<TurnState>;
    p.shown = null;
  }
}

/** `setup(config, seed)`: empty sheets, three City Plans, the cards dealt and the first turn revealed. */
export function setup(config: WelcomeToConfig, seed: Seed): WelcomeToState {
  const cfg = resolveConfig(config);
  const custom = config.components ?? null;
  if (custom) checkComponents(custom);
  const c = custom ?? WELCOMETO_COMPONENTS;
  if (cfg.expert && c.cards.length < 3 * cfg.players) {
    bad('WT-11.2', `Expert rules deal 3 cards to each of ${cfg.players} players: the components need at least ${3 * cfg.players} cards, not ${c.cards.length}.`);
  }
  const sheet = blankSheet(c, cfg.board === 'icecream');
  // Built as a plain object, then deep-frozen (no draft needed: nothing here is shared yet).
  const base: Building<WelcomeToState> = {
    game: 'welcometo',
    config: cfg,
    components: custom ? (JSON.parse(JSON.stringify(custom)) as WelcomeToComponents) : null,
    turn: 1,
    plans: [],
    planFirstTurn: [null, null, null],
    stacks: [],
    flipped: [],
    deck: [],
    discard: [],
    soloApprovedTurn: null,
    reshuffleNext: false,
    players: Array.from({ length: cfg.players }, () => ({ sheet, shown: null, turn: FRESH_TURN, hand: [] })),
    over: false,
    rng: createRng(seed),
  };
  const d = base as Draft<WelcomeToState>;
  withRng(d, (r) => {
    // WT-3.3: one plan from each pool.
    d.plans = planPools(c, cfg).map((pool) => {
      if (pool.length === 0) bad('WT-3.3', 'A City Plan pool is empty.');
      return r.pick(pool);
    });
  });
  const all = Array.from({ length: c.cards.length }, (_, i) => i);
  if (cfg.players === 1) {
    // WT-12.1: 40 on top, the Solo card shuffled into the bottom 41.
    withRng(d, (r) => {
      const deck = r.shuffle(all);
      const top = Math.floor(deck.length / 2);
      d.deck = [...deck.slice(0, top), ...r.shuffle([...deck.slice(top), SOLO_CARD])];
    });
  } else if (cfg.expert) {
    withRng(d, (r) => {
      d.deck = r.shuffle(all);
    });
  } else {
    dealStacks(d, all);
  }
  startTurn(d);
  return deepFreeze(base as WelcomeToState);
}
