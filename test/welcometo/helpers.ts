/** Shared test helpers: positions built with `position` (src/welcometo/position.ts), actions, checks. */
import type { Seed } from '../../src/core/index.js';
import { welcometo, parseStreet as parseWelcomeToStreet, position, positionOf, type SheetSpec, type WelcomeToPosition } from '../../src/welcometo/index.js';
import { CARDS } from '../../src/welcometo/data.js';
import { expect } from 'vitest';
import { RuleError } from '../../src/core/index.js';
import type { Effect } from '../../src/welcometo/data.js';
import { ROUNDABOUT, SOLO_CARD, type Sheet, type WelcomeToAction, type WelcomeToConfig, type WelcomeToState, type WelcomeToView } from '../../src/welcometo/types.js';

export const g = welcometo;

/**
 * Parse a street written like `"_ 3 _ _ 8 | _ O 4b"` with the package's street notation
 * (`parseStreet` of `tabletop-rules/welcometo`): `_` empty, `O` roundabout, `nb` bis, `|` fence after
 * the previous house. Returns the houses as written (not padded), bis flags and fence slots.
 */
export function parseStreet(text: string): { houses: number[]; bis: boolean[]; fences: number[] } {
  const n = text.trim().split(/\s+/).filter((t) => t !== '|' && t !== '').length;
  const p = parseWelcomeToStreet(text, n, 'street');
  return { houses: p.houses, bis: [...p.bis].map((c) => c === 'b'), fences: explicitFences(text) };
}

/** The fence slots written explicitly with `|`. */
function explicitFences(text: string): number[] {
  const out: number[] = [];
  let houses = 0;
  for (const tok of text.trim().split(/\s+/)) {
    if (tok === '|') out.push(houses - 1);
    else if (tok) houses++;
  }
  return out;
}

/**
 * The position of `s` (a state at the start of a turn: `positionOf` keeps the public part, i.e. the
 * revealed sheets, the offer, the counts) with `patch` applied, rebuilt by `position` from `seed`.
 * Everything derived (bis and roundabout boxes, fences beside roundabouts, plan first turns, the
 * cards) is computed by the engine.
 */
export function at(s: WelcomeToState, patch: Partial<WelcomeToPosition> = {}, seed: Seed = 'test'): WelcomeToState {
  return position({ ...startOfTurn(s), ...patch }, seed);
}

/** `positionOf(s)`, for a state at the start of a turn only (a seat's progress this turn is not public). */
function startOfTurn(s: WelcomeToState): WelcomeToPosition {
  if (s.players.some((p) => p.turn.step !== 'choose' || p.shown !== null)) throw new Error('test helper: rebuild positions only at the start of a turn');
  return positionOf(s);
}

/** `s` with seat `player`'s sheet spec patched (see {@link SheetSpec}). */
export function withSheet(s: WelcomeToState, player: number, patch: SheetSpec, seed: Seed = 'test'): WelcomeToState {
  const spec = startOfTurn(s);
  const sheets = spec.sheets!.map((sh, i) => (i === player ? { ...sh, ...patch } : sh));
  return position({ ...spec, sheets }, seed);
}

/** Set street `st` of `player`'s sheet from text (the package's street notation); the text may be shorter than the street. */
export function setStreet(s: WelcomeToState, player: number, st: number, text: string): WelcomeToState {
  const streets = [...startOfTurn(s).sheets![player]!.streets!];
  streets[st] = text;
  return withSheet(s, player, { streets });
}

/**
 * Force the standard-mode offer: combination i shows number `combos[i][0]` (top of stack i) and effect
 * `combos[i][1]` (flipped from stack i); `position` deals the other cards into the stacks.
 */
export function setOffer(s: WelcomeToState, combos: [number, Effect][]): WelcomeToState {
  return at(s, { offer: combos.map(([n, e]) => `${n} ${e}`).join(', ') });
}

/** Expect `apply` to reject `action` with this code and rule, leaving the state unchanged. */
export function expectReject(s: WelcomeToState, action: unknown, code: string, rule: string): RuleError {
  const before = JSON.stringify(s);
  let err: unknown;
  try {
    g.apply(s, action as WelcomeToAction);
  } catch (e) {
    err = e;
  }
  expect(err, `expected ${code} ${rule} for ${JSON.stringify(action)}`).toBeInstanceOf(RuleError);
  expect((err as RuleError).code).toBe(code);
  expect((err as RuleError).rule).toBe(rule);
  expect(JSON.stringify(s)).toBe(before);
  return err as RuleError;
}

/** Legal actions of a type. */
export function legalOf<T extends WelcomeToAction['type']>(s: WelcomeToState, p: number, type: T): Extract<WelcomeToAction, { type: T }>[] {
  return g.legalActions(s, p).filter((a) => a.type === type) as Extract<WelcomeToAction, { type: T }>[];
}

/** Card index of a card with this number and effect. */
export function cardIndex(number: number, effect: string, skip = 0): number {
  let k = skip;
  const i = CARDS.findIndex((c) => c.number === number && c.effect === effect && k-- === 0);
  if (i < 0) throw new Error(`no card ${number}/${effect}`);
  return i;
}

/** Apply a list of actions. */
export function play(s: WelcomeToState, actions: WelcomeToAction[]): WelcomeToState {
  return actions.reduce((st, a) => g.apply(st, a), s);
}

/** Play every seat to the end of the turn with the first listed action except these preferences. */
export function endTurnAll(s: WelcomeToState): WelcomeToState {
  let st = s;
  const turn = st.turn;
  while (!st.over && st.turn === turn) {
    const p = g.actors(st)[0]!;
    const legal = g.legalActions(st, p);
    const pref = legal.find((a) => a.type === 'end') ?? legal.find((a) => a.type === 'skip') ?? legal.find((a) => a.type === 'refuse') ?? legal[0]!;
    st = g.apply(st, pref);
  }
  return st;
}

export function types(s: WelcomeToState, p: number): string[] {
  return [...new Set(g.legalActions(s, p).map((a) => a.type))];
}

const PLAYER_VIEW_KEYS = ['player', 'sheet', 'done', 'turn', 'hand', 'handSize'];

/** Check for the property test: a view hides what it must. */
export function leaks(state: WelcomeToState, view: WelcomeToView, viewer: number | null): string | undefined {
  // Key checks rather than a text search of the serialised view (the harness serialises it already).
  const hidden = ['deck', 'stacks', 'flipped', 'rng', 'components'];
  if (Object.keys(view).some((k) => hidden.includes(k))) return 'deck or stack order shown';
  for (const pv of view.players) {
    if (Object.keys(pv).some((k) => !PLAYER_VIEW_KEYS.includes(k))) return `P${pv.player + 1}'s view has unexpected fields`;
    const p = state.players[pv.player]!;
    if (pv.player === viewer) continue;
    const revealed = p.shown ?? p.sheet;
    // The same object is the fast path; anything else must serialise the same.
    if (pv.sheet !== revealed && JSON.stringify(pv.sheet) !== JSON.stringify(revealed)) return `P${pv.player + 1}'s sheet shows this turn's unrevealed choices`;
    if (pv.turn !== null) return `P${pv.player + 1}'s turn progress shown`;
    if (state.config.players > 1 && pv.hand !== null) return `P${pv.player + 1}'s hand shown`;
  }
  return undefined;
}

const checkedSheets = new WeakSet<object>();
let lastCards: readonly unknown[] = [];

/** Property-test invariant: card conservation and sheet sanity (each frozen sheet is checked once). */
export function invariant(s: WelcomeToState): string | undefined {
  const cardRefs = [s.stacks, s.flipped, s.deck, s.discard, ...s.players.map((p) => p.hand)];
  if (cardRefs.length !== lastCards.length || cardRefs.some((r, i) => r !== lastCards[i])) {
    lastCards = cardRefs;
    const bad = checkCards(s);
    if (bad) return bad;
  }
  for (const [i, p] of s.players.entries()) {
    if (p.shown !== null && p.turn.step === 'choose' && !p.turn.roundabout) return `P${i + 1} shown set before any click`;
    if (checkedSheets.has(p.sheet)) continue;
    const bad = checkSheet(p.sheet);
    if (bad) return `P${i + 1}: ${bad}`;
    checkedSheets.add(p.sheet);
  }
  return undefined;
}

function checkCards(s: WelcomeToState): string | undefined {
  let cards: number[];
  if (s.config.players === 1) cards = [...s.deck, ...s.discard, ...s.players[0]!.hand];
  else if (s.config.expert) cards = [...s.deck, ...s.discard, ...s.players.flatMap((p) => p.hand)];
  else cards = [...s.stacks.flat(), ...s.flipped, ...s.discard];
  const soloIn = cards.filter((c) => c === SOLO_CARD).length;
  if (s.config.players === 1 && soloIn !== (s.soloApprovedTurn === null ? 1 : 0)) return 'solo card misplaced';
  const real = cards.filter((c) => c !== SOLO_CARD).sort((a, b) => a - b);
  if (real.length !== 81 || real.some((c, i) => c !== i)) return `cards not conserved (${real.length})`;
  if (s.config.expert && !s.over && s.players.some((p) => p.hand.length !== 3)) return 'expert hand is not 3 cards';
  if (!s.config.expert && s.config.players > 1 && s.stacks.some((st) => st.length !== s.stacks[0]!.length)) return 'stacks of unequal size';
  return undefined;
}

function checkSheet(sh: Sheet): string | undefined {
  let bis = 0;
  let rb = 0;
  for (const [st, row] of sh.houses.entries()) {
    let last = -Infinity;
    for (let h = 0; h < row.length; h++) {
      const v = row[h]!;
      if (v === ROUNDABOUT) {
        rb++;
        last = -Infinity;
        if (h > 0 && sh.fences[st]![h - 1] !== '|') return `street ${st}: roundabout without a fence on its left`;
        if (h < row.length - 1 && sh.fences[st]![h] !== '|') return `street ${st}: roundabout without a fence on its right`;
        continue;
      }
      if (sh.bis[st]![h] === 'b') bis++;
      if (v >= 0) {
        if (v < last) return `street ${st}: ${v} after ${last}`;
        if (v === last && sh.bis[st]![h] !== 'b' && sh.bis[st]![h - 1] !== 'b') return `street ${st}: ${v} twice without bis`;
        if (h > 0 && row[h - 1] === v && sh.fences[st]![h - 1] === '|') return `street ${st}: fence inside a bis pair`;
        last = v;
      }
      if (sh.pools[st]![h] === 'p' && v < 0) return `street ${st}: pool on an empty house`;
    }
  }
  if (bis !== sh.bisUsed) return `bis houses ${bis} != bis boxes ${sh.bisUsed}`;
  if (rb !== sh.roundabouts) return `roundabouts ${rb} != boxes ${sh.roundabouts}`;
  if (sh.temps > 11 || sh.refusals > 3 || sh.bisUsed > 9 || sh.roundabouts > 2) return 'track overflow';
  return undefined;
}

/**
 * Every mode at a player count: 3 boards x (standard, advanced, expert) -- expert alternates the
 * variant; solo has no expert. The non-default options (U-1..U-7) rotate with the player count so
 * each is played somewhere.
 */
export const configsFor = (n: number): WelcomeToConfig[] => {
  const boards = ['base', 'icecream', 'christmas'] as const;
  const opts = {
    roundaboutTiming: n % 2 === 1 ? 'beforeOrAfter' : n % 4 === 2 ? 'beforeChoosing' : 'beforeWrite',
    iceBonusTrigger: n % 3 === 0 ? 'reachLastConeHouse' : 'sellLastCone',
    refusalConsidersTemp: n % 4 === 1,
    reshufflePolicy: (['perPlan', 'firstPlanOnly', 'never'] as const)[n % 3],
    tempRanking: n % 5 === 2 ? 'competition' : 'dense',
    tempZeroModifierHires: n % 6 !== 4,
    thematicReplacesStack3: n % 7 !== 3,
  } as const;
  const out: WelcomeToConfig[] = [];
  boards.forEach((board, i) => {
    out.push({ players: n, board });
    out.push({ players: n, board, variant: 'advanced', ...opts });
    if (n > 1) out.push({ players: n, board, expert: true, variant: i === 1 ? 'standard' : 'advanced', ...(i === 2 ? opts : {}) });
  });
  return out;
};

/** Near-miss probes for the property test: one of every action type at fixed targets (legal or not). */
export function probes(s: WelcomeToState, p: number): WelcomeToAction[] {
  const all = allProbes(p);
  // A rotating third of them per probed step keeps the CI budget; over a run every one is tried.
  const k = (s.turn * 7 + p) % 3;
  return all.filter((_, i) => i % 3 === k);
}

function allProbes(t: number): WelcomeToAction[] {
  return [
    { type: 'roundabout', player: t, street: 0, house: 0 },
    { type: 'choose', player: t, numberCard: 0, effectCard: 0 },
    { type: 'choose', player: t, numberCard: 0, effectCard: 1 },
    { type: 'refuse', player: t },
    { type: 'write', player: t, street: 0, house: 0, number: 5, temp: false },
    { type: 'write', player: t, street: 2, house: 11, number: 17, temp: true },
    { type: 'truck', player: t, direction: 'leftToRight' },
    { type: 'fence', player: t, street: 0, slot: 0 },
    { type: 'realEstate', player: t, size: 1 },
    { type: 'park', player: t },
    { type: 'pool', player: t },
    { type: 'bis', player: t, street: 1, house: 0, from: 1 },
    { type: 'skip', player: t },
    { type: 'claim', player: t, plan: 2 },
    { type: 'designate', player: t, street: 2, house: 0 },
    { type: 'reshuffle', player: t },
    { type: 'end', player: t },
  ];
}

/** `s` (at the start of a turn) under other options: `position` rebuilds it with `patch` merged into its config. */
export function withConfig(s: WelcomeToState, patch: Partial<WelcomeToConfig>): WelcomeToState {
  const spec = startOfTurn(s);
  return position({ ...spec, config: { ...spec.config, ...patch } }, 'test');
}
