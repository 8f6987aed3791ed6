/**
 * `position(spec, seed?)` / `positionOf(state)`: build a Welcome To... position from a short
 * description, and describe the public part of a state the same way (`position(positionOf(s))` has
 * the spectator view of `s`).
 *
 * ```ts
 * const s = position({
 *   config: { players: 2 },
 *   sheets: [{ streets: ['3 8 _ O _ 2 | 4 4b 9', '_ _ _ 5p', ''], parks: [1, 0, 0] }, {}],
 *   offer: '8 surveyor, 4 landscaper, 6 pool',
 *   turn: 5,
 * }, 'seed');
 * ```
 * A street is written house by house, left to right: a house number, `_` empty, `O` a roundabout,
 * `|` a fence between two houses; after a number `b` = written as a bis, `p` = its pool built,
 * `u` = used for a City Plan (`12bp`). A shorter street is padded with empty houses.
 * Not given: the start of a game from `seed`. Derived with the engine's own data: bis and roundabout
 * counts, the fences beside every roundabout (WT-7.3), the cards: the offered numbers and effects
 * (standard) or the hands (expert, solo) are taken from the card list, every other card is shuffled
 * from `seed` into the stacks (of the given sizes) or the deck (of the given size), the rest discarded.
 * @throws RuleError `BAD_STATE` naming what is impossible: a street too long, a bad token, a house
 *   number out of range, no card left with a number or effect, stack or deck sizes above the cards left.
 */
import { badState, createRng, openRng, problemsError, type Seed , buildPosition, readPosition } from '../core/index.js';
import { EFFECTS, type Effect } from './data.js';
import { FRESH_TURN, setup } from './setup.js';
import { comps } from './sheet.js';
import { validate } from './validate.js';
import {
  EMPTY,
  ROUNDABOUT,
  SOLO_CARD,
  type IceSheet,
  type Sheet,
  type TurnState,
  type WelcomeToConfig,
  type WelcomeToState,
} from './types.js';

/** One sheet. Every field is optional (default: a blank sheet). */
export interface SheetSpec {
  /** Top, middle, bottom street (see the module docs). */
  readonly streets?: readonly string[];
  /** Parks crossed per street. */
  readonly parks?: readonly number[];
  /** Real-estate boxes crossed per estate size 1..6. */
  readonly realEstate?: readonly number[];
  readonly temps?: number;
  readonly refusals?: number;
  /** Per plan slot: the turn this sheet claimed it, or null. */
  readonly plans?: readonly (number | null)[];
  /** Ice Cream board: the cone marks, trucks and bonuses (WT-13). */
  readonly ice?: IceSheet | null;
}

/** A Welcome To... position. Only `config` is required. */
export interface WelcomeToPosition {
  readonly config: WelcomeToConfig;
  /** Turn number, from 1. */
  readonly turn?: number;
  /** City Plan ids, n°1..n°3. */
  readonly plans?: readonly string[];
  /** Per plan: the first turn anyone claimed it. Default (and the only valid value): derived from the sheets' claims (WT-8.6). */
  readonly planFirstTurn?: readonly (number | null)[];
  /** One per seat (the revealed sheet). */
  readonly sheets?: readonly SheetSpec[];
  /** Standard: the three combinations on offer, `'8 surveyor, 4 landscaper, 6 pool'`. Default: dealt. */
  readonly offer?: string;
  /** Standard: cards left in each stack under the offer. Default: as dealt. */
  readonly stackSizes?: readonly number[];
  /** Expert/solo: per seat its hand as `'14 surveyor, 5 bis'` or a count (dealt). Default: dealt. */
  readonly hands?: readonly (string | number)[];
  /** Expert/solo: cards in the draw deck. Default: as dealt. */
  readonly deckSize?: number;
  /** Solo: turn the Solo card was drawn, or null. */
  readonly soloApprovedTurn?: number | null;
  /** Solo, Solo card not yet drawn: its place in the deck (0 = top). Default: shuffled in from `seed`. */
  readonly soloCardAt?: number;
  /** Seats that finished this turn. */
  readonly done?: readonly boolean[];
  /** Full turn progress per seat, overriding `done` (advanced use). */
  readonly turns?: readonly TurnState[];
  readonly over?: boolean;
}

/**
 * Parse one street of the notation (see the module docs) into houses, the bis/pool/used mark strings
 * and the fence string (fences beside a roundabout included, WT-7.3), padded to `length` houses.
 * @throws RuleError `BAD_STATE` for a bad token or a street longer than `length`.
 */
export function parseStreet(text: string, length: number, where: string) {
  const houses: number[] = [];
  const marks = { bis: '', pools: '', used: '' };
  const fenceAfter = new Set<number>();
  for (const tok of text.trim().split(/\s+/).filter(Boolean)) {
    if (tok === '|') {
      if (houses.length === 0) badState('WT-6.1', `${where}: a fence before the first house.`);
      fenceAfter.add(houses.length - 1);
      continue;
    }
    const m = /^(_|O|\d+)([bpu]*)$/.exec(tok);
    if (!m) badState('WT-4.2', `${where}: "${tok}" is not a house (a number, _ or O, then b/p/u) or a fence |.`);
    const v = m[1] === '_' ? EMPTY : m[1] === 'O' ? ROUNDABOUT : Number(m[1]);
    if (v > 17) badState('WT-4.2', `${where}: house number ${v} is above 17.`);
    if (m[2] && v < 0) badState('WT-4.2', `${where}: "${tok}": only a numbered house has marks.`);
    houses.push(v);
    marks.bis += m[2]!.includes('b') ? 'b' : '.';
    marks.pools += m[2]!.includes('p') ? 'p' : '.';
    marks.used += m[2]!.includes('u') ? 'u' : '.';
  }
  if (houses.length > length) badState('WT-3.2', `${where} has ${length} houses, not ${houses.length}.`);
  while (houses.length < length) {
    houses.push(EMPTY);
    marks.bis += '.';
    marks.pools += '.';
    marks.used += '.';
  }
  let fences = '';
  for (let g = 0; g < length - 1; g++) {
    const rb = houses[g] === ROUNDABOUT || houses[g + 1] === ROUNDABOUT; // WT-7.3
    fences += fenceAfter.has(g) || rb ? '|' : '.';
  }
  return { houses, fences, ...marks };
}

const STREET = ['top', 'middle', 'bottom'];

function buildSheet(blank: Sheet, spec: SheetSpec, who: string): Sheet {
  const parsed = blank.houses.map((row, s) => parseStreet(spec.streets?.[s] ?? '', row.length, `${who} ${STREET[s]} street`));
  const count = (xs: string[], ch: string) => xs.join('').split(ch).length - 1;
  return {
    houses: parsed.map((p) => p.houses),
    bis: parsed.map((p) => p.bis),
    fences: parsed.map((p) => p.fences),
    used: parsed.map((p) => p.used),
    pools: parsed.map((p) => p.pools),
    parks: [...(spec.parks ?? blank.parks)],
    realEstate: [...(spec.realEstate ?? blank.realEstate)],
    temps: spec.temps ?? 0,
    bisUsed: count(parsed.map((p) => p.bis), 'b'),
    roundabouts: parsed.reduce((k, p) => k + p.houses.filter((h) => h === ROUNDABOUT).length, 0),
    refusals: spec.refusals ?? 0,
    plans: [...(spec.plans ?? blank.plans)],
    ice: spec.ice === undefined ? blank.ice : spec.ice,
  };
}

/** A street in the notation. */
export function streetText(sheet: Sheet, s: number): string {
  const out: string[] = [];
  sheet.houses[s]!.forEach((v, h) => {
    if (h > 0 && sheet.fences[s]![h - 1] === '|') out.push('|');
    const marks = (sheet.bis[s]![h] === 'b' ? 'b' : '') + (sheet.pools[s]![h] === 'p' ? 'p' : '') + (sheet.used[s]![h] === 'u' ? 'u' : '');
    out.push((v === EMPTY ? '_' : v === ROUNDABOUT ? 'O' : String(v)) + marks);
  });
  return out.join(' ');
}

/** Build the state a spec describes (see the module docs). */
export function position(spec: WelcomeToPosition, seed: Seed = 1): WelcomeToState {
  return buildPosition('welcometo', POSITION_FIELDS, spec, (plain: WelcomeToPosition) => build(plain, seed), seed);
}

/** The fields of a WelcomeToPosition (any other is BAD_STATE). */
const POSITION_FIELDS: readonly (keyof WelcomeToPosition)[] = ['config', 'turn', 'plans', 'planFirstTurn', 'sheets', 'offer', 'stackSizes', 'hands', 'deckSize', 'soloApprovedTurn', 'soloCardAt', 'done', 'turns', 'over'];

function build(spec: WelcomeToPosition, seed: Seed): WelcomeToState {
  const base = setup(spec.config, seed);
  const c = comps(base);
  const cfg = base.config;
  const n = cfg.players;
  const rng = openRng(createRng(`${String(seed)}/position`));
  const blank = base.players[0]!.sheet;
  const sheets = base.players.map((p, i) => (spec.sheets?.[i] ? buildSheet(blank, spec.sheets[i]!, `P${i + 1}'s`) : p.sheet));
  const plans = spec.plans ? [...spec.plans] : [...base.plans];
  if (plans.length !== 3) badState('WT-3.3', `three City Plans are in play, not ${plans.length}.`);
  for (const id of plans) if (!c.plans.some((p) => p.id === id)) badState('WT-3.3', `there is no City Plan ${id}.`);

  // Cards: named ones first (by number and effect), the rest shuffled from the seed.
  const free = new Set(c.cards.map((_, i) => i));
  const find = (pred: (i: number) => boolean, what: string): number => {
    for (const i of free) if (pred(i)) return free.delete(i), i;
    return badState('WT-3.4', `no card left for ${what}.`);
  };
  const parseCards = (text: string, what: string): { number: number | null; effect: Effect | null }[] =>
    text.split(',').map((x) => x.trim()).filter(Boolean).map((x) => {
      const m = /^(\d+)\s+(\w+)$/.exec(x);
      if (!m || !EFFECTS.includes(m[2] as Effect)) badState('WT-3.4', `${what}: "${x}" is not "number effect" (effects: ${EFFECTS.join(', ')}).`);
      return { number: Number(m[1]), effect: m[2] as Effect };
    });
  let stacks = base.stacks.map((st) => [...st]);
  let flipped = [...base.flipped];
  let deck = [...base.deck];
  let discard = [...base.discard];
  let hands = base.players.map((p) => [...p.hand]);
  const solo = n === 1;
  if (!solo && !cfg.expert) {
    const offer = spec.offer === undefined ? null : parseCards(spec.offer, 'offer');
    if (offer && offer.length !== 3) badState('WT-4.2', `the offer has three combinations, not ${offer.length}.`);
    const tops = [0, 1, 2].map((k) => (offer ? find((i) => c.cards[i]!.number === offer[k]!.number, `number ${offer[k]!.number}`) : base.stacks[k]![0]!));
    if (!offer) tops.forEach((t) => free.delete(t));
    flipped = [0, 1, 2].map((k) => (offer ? find((i) => c.cards[i]!.effect === offer[k]!.effect, `effect ${offer[k]!.effect}`) : base.flipped[k]!));
    if (!offer) flipped.forEach((t) => free.delete(t));
    const sizes = spec.stackSizes ?? base.stacks.map((st) => st.length - 1);
    const rest = rng.shuffle([...free].sort((a, b) => a - b));
    if (sizes.reduce((a, b) => a + b, 0) > rest.length) badState('WT-3.4', `stacks of ${sizes.join('/')} need more than the ${rest.length} cards left.`);
    let at = 0;
    stacks = tops.map((t, k) => [t, ...rest.slice(at, (at += sizes[k]!))]);
    discard = rest.slice(at);
  } else {
    const handSpec = spec.hands ?? base.players.map((p) => p.hand.length);
    hands = handSpec.map((h, p) =>
      typeof h === 'number' ? [] : parseCards(h, `hand of P${p + 1}`).map((x) => find((i) => c.cards[i]!.number === x.number && c.cards[i]!.effect === x.effect, `${x.number} ${x.effect}`)),
    );
    if (hands.length !== n) badState('WT-11.1', `hands needs one entry per seat (${n}).`);
    let rest = rng.shuffle([...free].sort((a, b) => a - b));
    handSpec.forEach((h, p) => {
      if (typeof h === 'number') {
        if (h > rest.length) badState('WT-11.1', `no cards left to deal P${p + 1} ${h}.`);
        hands[p] = rest.slice(0, h);
        rest = rest.slice(h);
      }
    });
    const soloApproved = spec.soloApprovedTurn === undefined ? base.soloApprovedTurn : spec.soloApprovedTurn;
    const size = spec.deckSize ?? base.deck.length;
    const withSolo = solo && soloApproved === null;
    const cards = size - (withSolo ? 1 : 0);
    if (cards < 0 || cards > rest.length) badState('WT-3.4', `a deck of ${size} needs more than the ${rest.length} cards left.`);
    deck = rest.slice(0, cards);
    if (withSolo) {
      const where = spec.soloCardAt ?? rng.int(deck.length + 1);
      if (!Number.isInteger(where) || where < 0 || where > deck.length) badState('WT-12.1', `the Solo card goes at 0..${deck.length} in the deck, not ${where}.`);
      deck.splice(where, 0, SOLO_CARD);
    }
    discard = rest.slice(cards);
  }
  const turns = base.players.map((p, i): TurnState => spec.turns?.[i] ?? (spec.done?.[i] ? { ...FRESH_TURN, step: 'done' } : p.turn));
  const turn = spec.turn ?? base.turn;
  const over = spec.over ?? false;
  // WT-8.6: each plan's first turn is the earliest claim of a turn already resolved.
  const firstTurn = [0, 1, 2].map((k) => {
    const resolved = sheets.map((sh) => sh.plans[k] ?? null).filter((t): t is number => t !== null && (t < turn || over));
    return resolved.length > 0 ? Math.min(...resolved) : null;
  });
  const state: WelcomeToState = {
    ...base,
    turn,
    plans,
    planFirstTurn: [...(spec.planFirstTurn ?? firstTurn)],
    stacks,
    flipped,
    deck,
    discard,
    soloApprovedTurn: spec.soloApprovedTurn === undefined ? base.soloApprovedTurn : spec.soloApprovedTurn,
    players: base.players.map((_, i) => ({ sheet: sheets[i]!, shown: null, turn: turns[i]!, hand: hands[i]! })),
    over,
    rng: rng.state(),
  };
  // The engine's own checks: an impossible combination of parts is BAD_STATE naming what is wrong.
  const problems = validate(state);
  if (problems.length > 0) throw problemsError(problems, 'welcometo');
  return state;
}

/** The spec of the public part of `s` (other hands as counts): `position(positionOf(s))` has its spectator view. */
export function positionOf(s: WelcomeToState): WelcomeToPosition {
  return readPosition('welcometo', validate, s, read);
}

function read(s: WelcomeToState): WelcomeToPosition {
  const c = comps(s);
  const cfg = s.config;
  const solo = cfg.players === 1;
  const { players: _p, ...rest } = cfg;
  void _p;
  const sheets = s.players.map((p): SheetSpec => {
    const sh = p.shown ?? p.sheet;
    return {
      streets: sh.houses.map((_, k) => streetText(sh, k)),
      parks: [...sh.parks],
      realEstate: [...sh.realEstate],
      temps: sh.temps,
      refusals: sh.refusals,
      plans: [...sh.plans],
      ice: sh.ice,
    };
  });
  const card = (i: number) => `${c.cards[i]!.number} ${c.cards[i]!.effect}`;
  const standard = !solo && !cfg.expert;
  return {
    config: { players: cfg.players, ...rest, ...(s.components ? { components: s.components } : {}) },
    turn: s.turn,
    plans: [...s.plans],
    sheets,
    ...(standard
      ? { offer: [0, 1, 2].map((k) => `${c.cards[s.stacks[k]![0]!]!.number} ${c.cards[s.flipped[k]!]!.effect}`).join(', '), stackSizes: s.stacks.map((st) => st.length - 1) }
      : { hands: s.players.map((p) => (solo ? p.hand.map(card).join(', ') : p.hand.length)), deckSize: s.deck.length }),
    soloApprovedTurn: s.soloApprovedTurn,
    done: s.players.map((p) => p.turn.step === 'done'),
    over: s.over,
  };
}

