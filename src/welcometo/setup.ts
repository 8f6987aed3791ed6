/**
 * Setup (WT-3, WT-11.1, WT-12.1) and the start of every turn: the reveal of the three combinations
 * (WT-4.1), stack exhaustion (WT-4.2), plan reshuffles (WT-8.7), expert draws (WT-11.2) and solo
 * draws (WT-12.2).
 */
import { assertConfigKeys, RuleError, createRng, deepFreeze, withRng, type Draft, type Seed } from '../core/index.js';
import { WELCOMETO_COMPONENTS, type WelcomeToComponents } from './data.js';
import { blankSheet, type Building } from './sheet.js';
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
    bad('WT-3.1', `Welcome To is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${String(n)}.`);
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
 * Hard resource limits on user component data (the published game: 81 cards, 3 streets of 10–12
 * houses): beyond them `setup` refuses with `BAD_CONFIG` naming the limit.
 */
export const COMPONENT_LIMITS = { cards: 500, plans: 200, streets: 8, houses: 30 } as const;

/** Throw BAD_CONFIG unless `c` is usable component data within {@link COMPONENT_LIMITS}. */
export function checkComponents(c: WelcomeToComponents): void {
  const L = COMPONENT_LIMITS;
  if (Array.isArray(c?.cards) && c.cards.length > L.cards) bad('WT-2', `config.components.cards may hold at most ${L.cards} cards (limit).`);
  if (Array.isArray(c?.plans) && c.plans.length > L.plans) bad('WT-2', `config.components.plans may hold at most ${L.plans} plans (limit).`);
  if (Array.isArray(c?.streets)) {
    if (c.streets.length > L.streets) bad('WT-2.3', `config.components.streets may hold at most ${L.streets} streets (limit).`);
    for (const st of c.streets) {
      const h = (st as { houses?: unknown } | null)?.houses;
      if (typeof h !== 'number' || !Number.isInteger(h) || h < 1 || h > L.houses) bad('WT-2.3', `Every street needs 1 to ${L.houses} houses (limit).`);
    }
  }
  if (Array.isArray(c?.cards)) {
    for (const card of c.cards) {
      const n = (card as { number?: unknown } | null)?.number;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 17) bad('WT-2.1', 'Every card needs a house number from 0 to 17.');
    }
  }
  const ok =
    typeof c === 'object' &&
    c !== null &&
    Array.isArray(c.cards) &&
    c.cards.length >= 6 &&
    Array.isArray(c.plans) &&
    Array.isArray(c.streets) &&
    c.streets.length >= 1 &&
    typeof c.tracks === 'object' &&
    typeof c.planPools === 'object' &&
    typeof c.iceCream === 'object';
  if (!ok) bad('WT-2', 'config.components must have cards, plans, planPools, streets, tracks and iceCream.');
  const ids = new Set(c.plans.map((p) => p.id));
  const pools = [...c.planPools.base.flat(), ...c.planPools.advanced.flat(), ...c.planPools.iceCream, ...c.planPools.christmas];
  for (const id of pools) if (!ids.has(id)) bad('WT-2.2', `Plan pool names an unknown plan "${id}".`);
  if (c.planPools.base.length !== 3) bad('WT-2.2', 'planPools.base needs three pools (n°1, n°2, n°3).');
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

/** A stack without its top card (a loop: `slice` of a frozen array is slow in V8). */
function belowTop(stack: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < stack.length; i++) out.push(stack[i]!);
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
    let deck = [...(before ? before.deck : d.deck)];
    let discard = [...d.discard];
    const hands = d.players.map((p) => [...p.hand]);
    if (cfg.expert && d.reshuffleNext) {
      // WT-11.5: a plan reshuffle shuffles deck + discards; cards in hands stay there.
      deck = withRng(d, (r) => r.shuffle([...deck, ...discard]));
      discard = [];
    }
    const draw = (): number => {
      if (deck.length === 0) {
        // WT-11.5: shuffle the discard pile into a new deck.
        deck = withRng(d, (r) => r.shuffle(discard));
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
    d.discard = frozen(discard);
    d.players.forEach((p, i) => {
      p.hand = frozen(hands[i]!);
    });
  } else {
    // WT-4.2 / WT-8.7: reshuffle all the cards when a stack cannot flip and still show a number.
    // Reads the plain `before` state when given (faster than reading the draft).
    const src = before ?? d;
    if (d.reshuffleNext || src.stacks.some((st) => st.length < 2)) {
      dealStacks(d, Array.from({ length: total }, (_, i) => i));
      d.flipped = d.stacks.map((st) => st[0]!);
      d.stacks = d.stacks.map((st) => st.slice(1));
    } else {
      // WT-4.1: flip the top card of each stack; its effect pairs with the number now on top.
      d.discard = frozen([...src.discard, ...src.flipped]);
      d.flipped = frozen(src.stacks.map((st) => st[0]!));
      d.stacks = frozen(src.stacks.map((st) => frozen(belowTop(st))));
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
