/**
 * Villagers solo (S-1..S-5): the Countess in the second seat, the Event decks and the Jester.
 *
 * What is published (rules reference §SOLO): set up as for 2 players without the Special suit, stacks
 * of 5; the Countess's card 4-gold side up, 1 gold, no hand; she takes a face-up Road villager of your
 * choice each time you draft from the Road; 24 Event cards, one Summer then one Winter each round, of
 * two kinds (pay her coins, or she steals a non-basic villager); the Jester discards one event once;
 * you win with more gold than the Countess. The event texts and her scoring are not published: the
 * {@link SOLO_EVENTS} and {@link COUNTESS_RULES} below are DEFAULT data, replaceable by config.
 */
import { badConfig, isPlainObject, printValue } from '../core/index.js';
import { SUITS, type Suit } from './data.js';
import type { CountessRules, SoloEvent, SoloState, VillagersState } from './types.js';

/** The Countess's seat (S-1: the second seat). */
export const COUNTESS = 1;

const ev = (id: string, name: string, season: 'summer' | 'winter', kind: 'pay' | 'steal', coins: number, suit: Suit | null): SoloEvent =>
  Object.freeze({ id, name, season, kind, coins, suit });

/**
 * DEFAULT solo Event cards (S-3): **invented**, not the printed ones (their texts are not published).
 * 12 Summer and 12 Winter, in the two known kinds: 16 "pay the Countess" (1–5 coins, 46 in all) and 8
 * "the Countess steals a villager" (one per suit of the solo game, two of any suit). Replace with
 * `villagers.setup({ players: 1, events: [...] })` when the printed cards are known.
 */
export const SOLO_EVENTS: readonly SoloEvent[] = Object.freeze([
  ev('S01', 'Church Tithe', 'summer', 'pay', 2, null),
  ev('S02', 'Harvest Tax', 'summer', 'pay', 3, null),
  ev('S03', 'Road Toll', 'summer', 'pay', 2, null),
  ev('S04', 'Market Levy', 'summer', 'pay', 4, null),
  ev('S05', 'Summer Fair', 'summer', 'pay', 1, null),
  ev('S06', 'Bridge Repairs', 'summer', 'pay', 3, null),
  ev('S07', 'Wedding Gift', 'summer', 'pay', 2, null),
  ev('S08', 'Midsummer Feast', 'summer', 'pay', 3, null),
  ev('S09', 'The Countess Hires a Cook', 'summer', 'steal', 0, 'Grains'),
  ev('S10', 'Timber for the Manor', 'summer', 'steal', 0, 'Wood'),
  ev('S11', 'Hay for the Stables', 'summer', 'steal', 0, 'Hay'),
  ev('S12', 'A Summer Servant', 'summer', 'steal', 0, null),
  ev('W01', 'Winter Tax', 'winter', 'pay', 3, null),
  ev('W02', 'Firewood Levy', 'winter', 'pay', 4, null),
  ev('W03', 'Frost', 'winter', 'pay', 2, null),
  ev('W04', 'Heating the Manor', 'winter', 'pay', 5, null),
  ev('W05', 'Snowed-in Roads', 'winter', 'pay', 2, null),
  ev('W06', 'Hungry Season', 'winter', 'pay', 3, null),
  ev('W07', 'Lean Times', 'winter', 'pay', 4, null),
  ev('W08', 'Blizzard', 'winter', 'pay', 3, null),
  ev('W09', 'Ore for the Armoury', 'winter', 'steal', 0, 'Ore'),
  ev('W10', 'The Wine Cellar', 'winter', 'steal', 0, 'Grapes'),
  ev('W11', 'A Hermit at the Gate', 'winter', 'steal', 0, 'Solitary'),
  ev('W12', 'A Winter Servant', 'winter', 'steal', 0, null),
]);

/**
 * DEFAULT Countess scoring (S-5). Published: she starts with 1 gold and her card shows 4 gold. DEFAULT:
 * at each Market she is paid her card's 4 gold plus the printed gold of every villager in her village
 * (she ignores chains, so none is covered), plus the coins on her cards as a player is (V-9.2, V-9.3
 * step 3); no silver; nothing per villager.
 */
export const COUNTESS_RULES: CountessRules = Object.freeze({ startingGold: 1, cardGold: 4, villagerGold: true, perVillagerAtSecondMarket: 0 });

/**
 * Hard limits on the solo config (the published game: 24 events of at most 5 coins; the Countess
 * starts with 1 gold, her card shows 4): beyond them `setup` refuses with `BAD_CONFIG`, so that no
 * game can pay past the state's gold range. `idLength` / `nameLength` bound an event's strings.
 */
export const SOLO_LIMITS = { events: 100, coins: 100, countess: 1000, idLength: 40, nameLength: 80 } as const;

/** The fields of a solo Event card (S-3), every one required (as `validate` checks a stored list). */
const EVENT_FIELDS = ['id', 'name', 'season', 'kind', 'coins', 'suit'];

function checkEvents(events: unknown): readonly SoloEvent[] {
  if (!Array.isArray(events)) badConfig('S-3', '"events" must be a list of solo Event cards.');
  if (events.length > SOLO_LIMITS.events) badConfig('S-3', `"events" may list at most ${SOLO_LIMITS.events} events (limit), not ${events.length}.`);
  const ids = new Set<string>();
  for (const e of events as unknown[]) {
    if (!isPlainObject(e) || typeof e.id !== 'string' || typeof e.name !== 'string') badConfig('S-3', 'Every event needs a string "id" and "name".');
    if (e.id.length < 1 || e.id.length > SOLO_LIMITS.idLength || e.name.length > SOLO_LIMITS.nameLength) {
      badConfig('S-3', `Event ids are 1..${SOLO_LIMITS.idLength} characters and names at most ${SOLO_LIMITS.nameLength} (limit).`);
    }
    if (ids.has(e.id)) badConfig('S-3', `Event id "${e.id}" appears twice.`);
    ids.add(e.id);
    for (const k in e) if (!EVENT_FIELDS.includes(k)) badConfig('S-3', `Event ${e.id} has an unknown key ${printValue(k)} (known: ${EVENT_FIELDS.join(', ')}).`);
    if (e.season !== 'summer' && e.season !== 'winter') badConfig('S-3', `Event ${e.id}: "season" must be "summer" or "winter".`);
    if (e.kind !== 'pay' && e.kind !== 'steal') badConfig('S-3', `Event ${e.id}: "kind" must be "pay" or "steal".`);
    if (typeof e.coins !== 'number' || !Number.isInteger(e.coins) || e.coins < 0 || e.coins > SOLO_LIMITS.coins) {
      badConfig('S-3', `Event ${e.id}: "coins" must be a whole number from 0 to ${SOLO_LIMITS.coins} (limit).`);
    }
    if (e.kind === 'steal' && e.coins !== 0) badConfig('S-3', `Event ${e.id}: a steal event has "coins" 0.`);
    if (e.kind === 'pay' && e.suit !== null) badConfig('S-3', `Event ${e.id}: a pay event has "suit" null.`);
    if (e.suit !== null && !SUITS.includes(e.suit as Suit)) badConfig('S-3', `Event ${e.id}: "suit" must be a suit or null.`);
  }
  return JSON.parse(JSON.stringify(events)) as SoloEvent[];
}

function checkCountess(c: unknown): CountessRules {
  if (c === null || c === undefined) return COUNTESS_RULES;
  if (!isPlainObject(c)) badConfig('S-5', '"countess" must be an object like { cardGold: 4 }.');
  const out: Record<string, unknown> = { ...COUNTESS_RULES };
  for (const [k, v] of Object.entries(c)) {
    if (!(k in COUNTESS_RULES)) badConfig('S-5', `Unknown Countess option "${k}" (known: ${Object.keys(COUNTESS_RULES).join(', ')}).`);
    const ok = k === 'villagerGold' ? typeof v === 'boolean' : typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= SOLO_LIMITS.countess;
    if (!ok) badConfig('S-5', `Countess option "${k}" must be ${k === 'villagerGold' ? 'true or false' : `a whole number from 0 to ${SOLO_LIMITS.countess} (limit)`}.`);
    out[k] = v;
  }
  return out as unknown as CountessRules;
}

/** The event list of a solo game. */
export function eventsOf(state: VillagersState): readonly SoloEvent[] {
  return state.solo?.events ?? SOLO_EVENTS;
}

/**
 * S-1: the solo part of the state — the config checked, the Summer and Winter decks shuffled
 * separately (with `shuffle`, the game's seeded RNG), the Jester unused. The first Summer is turned
 * face up by the caller.
 */
export function soloSetup(
  config: { events?: unknown; countess?: unknown },
  shuffle: (xs: number[]) => number[],
): SoloState {
  const events = config.events === undefined || config.events === null ? null : checkEvents(config.events);
  const list = events ?? SOLO_EVENTS;
  // a plain loop: the event list is frozen (V8's array builtins are slow on frozen arrays, see work.ts)
  const season = (s: 'summer' | 'winter') => {
    const out: number[] = [];
    for (let i = 0; i < list.length; i++) if (list[i]!.season === s) out.push(i);
    return out;
  };
  return {
    events,
    countess: checkCountess(config.countess),
    summer: shuffle(season('summer')),
    winter: shuffle(season('winter')),
    current: null,
    revealed: null,
    jester: true,
    log: [],
    income: { events: 0, roadCoins: 0, firstMarket: 0, secondMarket: 0 },
  };
}
