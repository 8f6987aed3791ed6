/**
 * Determinization (WT-1.1 views): a state the seat cannot tell apart from the given one, with every
 * card it cannot see re-dealt and the other seats' unrevealed choices of this turn re-played at random.
 *
 * Seen by the seat (kept): the sheets (others' as of the start of the turn), who is done, its own turn
 * and hand, the plans, the three combinations on offer (standard: the number on top of each stack and
 * the effect of each flipped card), and every count. Hidden (re-dealt): the order and contents of the
 * stacks below their tops, the deck, the discard pile, the other hands (expert), which card with the
 * seen number/effect lies where, the position of the Solo card (solo: still in the bottom part of the
 * deck, WT-12.1), and the RNG. Others who already ended this turn get a random legal turn played from
 * their start-of-turn sheet; others still playing start the turn again (their progress is unseen).
 * Kept from the state as the seat's own memory: its own start-of-turn sheet (`shown`, which only the
 * others' views use).
 */
import { canonical, deepFreeze, determinizationRng, freshRngState, takeFirst, type PlayerId, type Seed } from '../core/index.js';
import { apply } from './apply.js';
import { legalActions } from './legal.js';
import { FRESH_TURN } from './setup.js';
import { comps } from './sheet.js';
import { SOLO_CARD, type PlayerState, type WelcomeToState } from './types.js';

/** `welcometo.determinize`. */
export function determinize(state: WelcomeToState, seat: PlayerId | null, seed: Seed): WelcomeToState {
  const r = determinizationRng(seed);
  const cards = comps(state).cards;
  const n = state.players.length;
  const solo = n === 1;
  const expert = state.config.expert;
  const numberOf = (k: number) => cards[k]!.number;
  const effectOf = (k: number) => cards[k]!.effect;
  const pool = r.shuffle(canonical(cards.map((_, i) => i)));
  const take = (pred: (k: number) => boolean): number => {
    const k = takeFirst(pool, pred);
    if (k === undefined) throw new Error('welcometo.determinize: no hidden card matches what the seat sees');
    return k;
  };
  const seesHand = (i: number) => solo || i === seat;
  // Cards the seat sees, each replaced by some card with the same printed faces.
  const hands: (number[] | null)[] = state.players.map((p, i) =>
    solo || expert ? (seesHand(i) ? p.hand.map((c) => take((k) => numberOf(k) === numberOf(c) && effectOf(k) === effectOf(c))) : null) : [],
  );
  let stacks: number[][] = [];
  let flipped: number[] = [];
  if (!solo && !expert) {
    // The top card of each stack shows its number, the flipped card its effect (WT-4.1).
    const tops = state.stacks.map((st) => take((k) => numberOf(k) === numberOf(st[0]!)));
    flipped = state.flipped.map((f) => take((k) => effectOf(k) === effectOf(f)));
    stacks = state.stacks.map((st, i) => [tops[i]!, ...pool.splice(0, st.length - 1)]);
  }
  // Everything else is unseen: other hands, then the deck, then the discard pile.
  const dealt = hands.map((h, i) => h ?? pool.splice(0, state.players[i]!.hand.length));
  const soloInDeck = state.deck.includes(SOLO_CARD);
  let deck = pool.splice(0, state.deck.length - (soloInDeck ? 1 : 0));
  if (soloInDeck) {
    // WT-12.1: the Solo card was shuffled into the bottom part of the deck and is still below the top part.
    const bottom = cards.length - Math.floor(cards.length / 2) + 1;
    const window = Math.min(bottom, deck.length + 1);
    const at = deck.length + 1 - window + r.int(window);
    deck = [...deck.slice(0, at), SOLO_CARD, ...deck.slice(at)];
  }
  const discard = pool.splice(0);
  const players: PlayerState[] = state.players.map((p, i) => {
    if (i === seat || state.over) return { ...p, hand: dealt[i]! };
    return { sheet: p.shown ?? p.sheet, shown: null, turn: FRESH_TURN, hand: dealt[i]! };
  });
  // Frozen throughout before any turn is re-played: `apply` returns a frozen state that shares the
  // parts it did not change (stacks, flipped, deck...), and the core takes a frozen object to be
  // frozen throughout, so nothing mutable may be left inside it (issue #11: no aliasing).
  let out: WelcomeToState = deepFreeze({
    ...state,
    stacks,
    flipped,
    deck,
    discard,
    reshuffleNext: false,
    players,
    rng: freshRngState(r),
  });
  if (state.over) return out;
  // Others who ended this turn: a random legal turn from their start-of-turn sheet.
  state.players.forEach((p, i) => {
    if (i === seat || p.turn.step !== 'done') return;
    for (let guard = 0; out.players[i]!.turn.step !== 'done'; guard++) {
      if (guard > 1000) throw new Error('welcometo.determinize: a replayed turn did not end');
      out = apply(out, r.pick(legalActions(out, i)));
    }
  });
  return out;
}
