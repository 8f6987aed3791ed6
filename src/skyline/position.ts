/**
 * `position(spec, seed?)` / `positionOf(state)`: build a Tower Up position from a short description,
 * and describe the public part of a state the same way (`position(positionOf(s))` has the view of `s`).
 *
 * ```ts
 * const s = position({
 *   config: { players: 2, objectives: 'starter' },
 *   towers: 'A1: g1, A2: ww2w, C4: k',         // floors g w b k bottom→top, roofs by seat (1 = P1)
 *   hands: ['g1 w2', 'k3'],                     // floors in hand; colours not named are 0
 *   market: ['M06', 'M07', 'M21'],
 *   turn: 1,
 * }, 'seed');
 * ```
 * Everything not given is the start of a game: markers at 0, no chips or claims, an empty
 * discard, a random market (dealt from `seed`). Derived from the spec with the engine's own data:
 * the supply (floors not on the board or in hands), roofs left, the face-down deck (every card not in
 * the market, discard or being taken, shuffled from `seed`), the chips left beside each objective and
 * each seat's chips (SK-9.4: highest first, in claim order), the credited star columns (SK-8.1), and
 * once an end is given the cones of the seats that have counted (SK-10.4).
 * The result is checked with `validate`: a spec the rules cannot reach (a hand above the limit between
 * turns, a final round out of seat order, …) is `BAD_STATE` naming the problem.
 * @throws RuleError `BAD_STATE` naming what is impossible (unknown site or card, a card twice, more
 *   floors or roofs than the box holds, a tower breaking SK-7: a roof first, two roofs in a row,
 *   mixed colours, two adjacent buildings of one colour), `BAD_CONFIG` for a bad config.
 */
import { badState, createRng, openRng, problemsError, type PlayerId, type Seed , buildPosition, readPosition } from '../core/index.js';
import { COLOURS } from './data.js';
import { dataOf } from './legal.js';
import { roofsOnTop } from './objectives.js';
import { COLOUR_LETTER, towerText } from './render.js';
import { setup } from './setup.js';
import { validate } from './validate.js';
import type { Colour, EndState, EndTrigger, Pending, Piece, SkylineConfig, SkylineState } from './types.js';

/** A Tower Up position. Only `config` is required. */
export interface SkylinePosition {
  /** The config, as for `setup`. Give `objectives` as three ids to fix them; `firstPlayer` to fix it. */
  readonly config: SkylineConfig;
  /** Towers by site: `'A1: g1, A2: ww2w'` (see the module docs), or `{ A1: 'g1' }`. Other sites are empty. */
  readonly towers?: string | Readonly<Record<string, string>>;
  /** Floors in hand per seat: `'g1 w2 k0'`. Default: the starting hand (SK-4.8). */
  readonly hands?: readonly string[];
  /** Vehicle marker columns per seat: `'g3 w0 b1 k5'`. Default all 0. */
  readonly markers?: readonly string[];
  /**
   * Star columns credited per seat (SK-8.1). Derived: the star columns every marker has reached (markers
   * only advance, and each advance credits them); if given, it must be that list.
   */
  readonly stars?: readonly (readonly number[])[];
  /**
   * Roofs on top counted for each seat's cone (SK-10.4), null until the seat has counted. Default: null
   * for every seat before the end is scheduled; once it is (`end`), each seat that has counted (not in
   * `end.finalTurns`) gets its roofs on top now, capped.
   */
  readonly cones?: readonly (number | null)[];
  /** Objective ids each seat claimed, in the order it claimed them: `['S3 S2', 'S3']`. */
  readonly claims?: readonly string[];
  /** For each objective id, the seats that claimed it in claim order (which chip each got). Default: seat order. */
  readonly claimOrder?: Readonly<Record<string, readonly PlayerId[]>>;
  /** Market slots (card ids, null = empty). Default: dealt from `seed`. */
  readonly market?: readonly (string | null)[];
  /** Face-up discard pile, last = top. Default empty. */
  readonly discard?: readonly string[];
  /** The face-down deck, top first: exactly the cards not in the market, discard or being taken. Default: shuffled from `seed`. */
  readonly deck?: readonly string[];
  readonly firstPlayer?: PlayerId;
  /** Seat to act. Default the first player. */
  readonly turn?: PlayerId;
  /** The round being played (SK-10.7), 1..`config.roundLimit`. Default 1. */
  readonly round?: number;
  readonly pending?: Pending;
  readonly extraTurn?: boolean;
  readonly extraEarned?: boolean;
  readonly triggered?: Exclude<EndTrigger, 'limit'> | null;
  readonly end?: EndState | null;
  readonly over?: boolean;
}

const LETTER_COLOUR: Readonly<Record<string, Colour>> = { g: 'grey', w: 'white', b: 'brown', k: 'black' };

/** `'g1 w2'` → a full colour record (missing colours 0). */
function colourCounts(text: string, what: string): Record<Colour, number> {
  const out: Record<Colour, number> = { grey: 0, white: 0, brown: 0, black: 0 };
  for (const tok of text.trim().split(/[\s,]+/).filter(Boolean)) {
    const m = /^([gwbk])(\d+)$/.exec(tok);
    if (!m) badState('SK-2.4', `${what}: "${tok}" is not a colour letter (g w b k) and a count.`);
    out[LETTER_COLOUR[m[1]!]!] = Number(m[2]);
  }
  return out;
}

const countsText = (h: Readonly<Record<Colour, number>>): string => COLOURS.map((c) => `${COLOUR_LETTER[c]}${h[c]}`).join(' ');

/** A tower `'ww2w'` as pieces. */
function parseTower(text: string, site: string, players: number): Piece[] {
  return [...text.replace(/\s+/g, '')].map((ch) => {
    if (LETTER_COLOUR[ch]) return LETTER_COLOUR[ch]!;
    const p = Number(ch);
    if (Number.isInteger(p) && p >= 1 && p <= players) return p - 1;
    return badState('SK-2.1', `tower ${site}: "${ch}" is neither a floor (g w b k) nor the roof of a seat 1..${players}.`);
  });
}

/** Build the state a spec describes (see the module docs). */
export function position(spec: SkylinePosition, seed: Seed = 1): SkylineState {
  return buildPosition('skyline', POSITION_FIELDS, spec, (plain: SkylinePosition) => build(plain, seed), seed);
}

/** The fields of a SkylinePosition (any other is BAD_STATE). */
const POSITION_FIELDS: readonly (keyof SkylinePosition)[] = ['config', 'towers', 'hands', 'markers', 'stars', 'cones', 'claims', 'claimOrder', 'market', 'discard', 'deck', 'firstPlayer', 'turn', 'round', 'pending', 'extraTurn', 'extraEarned', 'triggered', 'end', 'over'];

function build(spec: SkylinePosition, seed: Seed): SkylineState {
  const base = setup({ ...spec.config, setupMode: 'manual' }, seed);
  const n = base.players;
  const { board, cards, components } = dataOf(base);
  const rng = openRng(createRng(`${String(seed)}/position`));
  const seat = (p: unknown, what: string): PlayerId =>
    Number.isInteger(p) && (p as number) >= 0 && (p as number) < n ? (p as number) : badState('SK-3', `${what}: ${String(p)} is not a seat 0..${n - 1}.`);

  // Towers.
  const stacks: Piece[][] = board.sites.map(() => []);
  const towers: Record<string, string> =
    typeof spec.towers === 'string'
      ? Object.fromEntries(
          spec.towers
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean)
            .map((t) => {
              const m = /^(\S+)\s*:\s*(\S*)$/.exec(t);
              if (!m) badState('SK-2.1', `"${t}" is not "site: tower".`);
              return [m[1]!, m[2]!];
            }),
        )
      : { ...(spec.towers ?? {}) };
  for (const [site, text] of Object.entries(towers)) {
    const i = board.sites.indexOf(site);
    if (i < 0) badState('SK-2.2', `there is no site ${site} on the ${n}-player board.`);
    const st = parseTower(text, site, n);
    if (st.length > 0 && typeof st[0] !== 'string') badState('SK-7.1', `tower ${site} starts with a roof.`);
    for (let k = 1; k < st.length; k++) {
      if (typeof st[k] === 'number' && typeof st[k - 1] === 'number') badState('SK-7.3', `tower ${site} has two roofs in a row.`);
      if (typeof st[k] === 'string' && st[k] !== st[0]) badState('SK-7.1', `tower ${site} mixes ${st[0]} and ${st[k]} floors.`);
    }
    stacks[i] = st;
  }
  stacks.forEach((st, i) => {
    for (const j of board.adjacency[i]!) {
      if (j > i && st.length > 0 && stacks[j]!.length > 0 && st[0] === stacks[j]![0]) {
        badState('SK-7.1', `adjacent sites ${board.sites[i]} and ${board.sites[j]} both hold ${st[0]} buildings.`);
      }
    }
  });

  // Seats.
  const claims = (spec.claims ?? []).map((c) => c.trim().split(/[\s,]+/).filter(Boolean));
  const objectiveIds = base.objectives.map((o) => o.id);
  const claimOrder: Record<string, PlayerId[]> = {};
  for (const id of objectiveIds) {
    const given = spec.claimOrder?.[id];
    const claimers = [...(given ?? [])].map((p) => seat(p, `claimOrder ${id}`));
    for (let p = 0; p < n; p++) if (claims[p]?.includes(id) && !claimers.includes(p)) claimers.push(p);
    for (const p of claimers) if (!claims[p]?.includes(id)) badState('SK-9.1', `claimOrder lists P${p + 1} for ${id}, but claims do not.`);
    claimOrder[id] = claimers;
  }
  claims.forEach((list, p) => {
    for (const id of list) if (!objectiveIds.includes(id)) badState('SK-9.1', `P${p + 1} claims ${id}, which is not in play (${objectiveIds.join(', ')}).`);
    if (new Set(list).size !== list.length) badState('SK-9.1', `P${p + 1} claims an objective twice.`);
  });
  const objectives = base.objectives.map((o) => {
    const claimedBy = claimOrder[o.id]!;
    if (claimedBy.length > o.chips.length) badState('SK-9.4', `${o.id} is claimed ${claimedBy.length} times but has ${o.chips.length} chips.`);
    return { ...o, claimedBy, chips: o.chips.slice(claimedBy.length) };
  });
  const chipOf = (id: string, p: PlayerId): number => base.objectives.find((o) => o.id === id)!.chips[claimOrder[id]!.indexOf(p)]!;
  const supply = { grey: components.floorsPerColour, white: components.floorsPerColour, brown: components.floorsPerColour, black: components.floorsPerColour };
  for (const st of stacks) for (const x of st) if (typeof x === 'string') supply[x]--;
  const playerStates = base.playerStates.map((ps, p) => {
    const hand = spec.hands?.[p] === undefined ? { ...ps.hand } : colourCounts(spec.hands[p]!, `hand of P${p + 1}`);
    for (const c of COLOURS) supply[c] -= hand[c];
    const placed = stacks.reduce((k, st) => k + st.filter((x) => x === p).length, 0);
    const roofsLeft = components.roofsPerPlayer - placed;
    if (roofsLeft < 0) badState('SK-4.5', `P${p + 1} has ${placed} roofs on the board; a seat has ${components.roofsPerPlayer}.`);
    const markers = spec.markers?.[p] === undefined ? { ...ps.markers } : colourCounts(spec.markers[p]!, `markers of P${p + 1}`);
    for (const c of COLOURS) if (markers[c] > components.track.endColumn) badState('SK-2.5', `P${p + 1}'s ${c} marker is past column ${components.track.endColumn}.`);
    const low = Math.min(markers.grey, markers.white, markers.brown, markers.black);
    const stars = components.track.starColumns.filter((j) => j <= low);
    const given = spec.stars?.[p];
    if (given !== undefined && (given.length !== stars.length || given.some((j, k) => j !== stars[k]))) {
      badState('SK-8.1', `P${p + 1}'s credited star columns are [${stars.join(', ')}] (every marker at ${low} or more), not [${given.join(', ')}].`);
    }
    const counted = spec.end != null && !spec.end.finalTurns.includes(p);
    const cone = spec.cones?.[p] !== undefined ? spec.cones[p]! : counted ? Math.min(roofsOnTop(stacks, p), components.coneValues.length - 1) : null;
    return {
      hand,
      roofsLeft,
      markers,
      stars,
      chips: (claims[p] ?? []).map((id) => ({ objective: id, value: chipOf(id, p) })),
      cone,
    };
  });
  for (const c of COLOURS) if (supply[c] < 0) badState('SK-4.2', `${-supply[c]} ${c} floors more than the ${components.floorsPerColour} in the box.`);

  // Cards.
  const used = new Set<string>();
  const useCard = (id: string, where: string) => {
    if (!cards[id]) badState('SK-2.4', `${where}: there is no material card ${id}.`);
    if (used.has(id)) badState('SK-2.4', `card ${id} is in two places.`);
    used.add(id);
  };
  const discard = [...(spec.discard ?? [])];
  discard.forEach((id) => useCard(id, 'discard'));
  const pending = spec.pending ?? { kind: 'none' };
  if (pending.kind === 'choose') useCard(pending.card, 'pending');
  let market: (string | null)[];
  if (spec.market) {
    if (spec.market.length !== components.marketSize) badState('SK-4.3', `the market has ${components.marketSize} slots, not ${spec.market.length}.`);
    market = [...spec.market];
    market.forEach((id) => id !== null && useCard(id, 'market'));
  } else market = [];
  let deck = rng.shuffle(Object.keys(cards).filter((id) => !used.has(id)));
  if (spec.deck) {
    if (!spec.market) badState('SK-4.3', 'a deck order needs the market too.');
    const left = new Set(deck);
    if (spec.deck.length !== left.size || spec.deck.some((id) => !left.delete(id))) {
      badState('SK-2.4', `the deck must hold exactly the ${deck.length} cards not in the market, discard or being taken.`);
    }
    deck = [...spec.deck];
  }
  if (!spec.market) {
    market = deck.slice(0, components.marketSize);
    deck = deck.slice(components.marketSize);
  }
  const firstPlayer = seat(spec.firstPlayer ?? base.firstPlayer, 'firstPlayer');
  const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
  const state: SkylineState = {
    ...base,
    options: { ...base.options, setupMode: spec.config.setupMode ?? 'random' },
    stacks,
    supply,
    deck,
    drawn: 0,
    market,
    discard,
    objectives,
    playerStates,
    firstPlayer,
    turn: seat(spec.turn ?? firstPlayer, 'turn'),
    round: spec.round ?? 1,
    pending: copy(pending),
    extraTurn: spec.extraTurn ?? false,
    extraEarned: spec.extraEarned ?? false,
    triggered: spec.triggered ?? null,
    end: spec.end ? copy(spec.end) : null,
    over: spec.over ?? false,
    rng: rng.state(),
  };
  // Whatever the spec says, the result is a state the rules can be in.
  const problems = validate(copy(state));
  if (problems.length > 0) throw problemsError(problems, 'skyline');
  return state;
}

/** The spec of the public part of `state`: `position(positionOf(s))` has the same views as `s`. */
export function positionOf(s: SkylineState): SkylinePosition {
  return readPosition('skyline', validate, s, read);
}

function read(s: SkylineState): SkylinePosition {
  const towers = s.sites
    .map((id, i) => (s.stacks[i]!.length ? `${id}: ${towerText(s.stacks[i]!)}` : ''))
    .filter(Boolean)
    .join(', ');
  const claimOrder: Record<string, PlayerId[]> = {};
  for (const o of s.objectives) claimOrder[o.id] = [...o.claimedBy];
  return {
    config: {
      players: s.players,
      setupMode: s.options.setupMode,
      startingFloors: s.options.startingFloors as 3 | 5 | 7,
      extraTurnMandatory: s.options.extraTurnMandatory,
      roundLimit: s.options.roundLimit,
      objectives: s.objectives.map((o) => o.id),
      firstPlayer: s.firstPlayer,
      ...(s.components ? { components: s.components } : {}),
    },
    towers,
    hands: s.playerStates.map((p) => countsText(p.hand)),
    markers: s.playerStates.map((p) => countsText(p.markers)),
    stars: s.playerStates.map((p) => [...p.stars]),
    cones: s.playerStates.map((p) => p.cone),
    claims: s.playerStates.map((p) => p.chips.map((c) => c.objective).join(' ')),
    claimOrder,
    market: [...s.market],
    discard: [...s.discard],
    firstPlayer: s.firstPlayer,
    turn: s.turn,
    round: s.round,
    pending: s.pending,
    extraTurn: s.extraTurn,
    extraEarned: s.extraEarned,
    triggered: s.triggered,
    end: s.end,
    over: s.over,
  };
}
