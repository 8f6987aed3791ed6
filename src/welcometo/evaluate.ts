/**
 * A heuristic value of a Welcome To... position for bots: the running score sheet (WT-9) plus the
 * sheet's promise — houses written, minus houses that can no longer take any number (WT-5.2: an empty
 * run between two numbers needs as many numbers strictly between them) and a penalty for tight runs —
 * relative to the best other seat. Weights are DEFAULT, tuned by hand in arena runs.
 */
import type { PlayerId } from '../core/index.js';
import { apply } from './apply.js';
import { legalActions } from './legal.js';
import { iceCreamPoints, lightsPoints, planValue } from './score.js';
import { comps, estates } from './sheet.js';
import { EMPTY, POOL, ROUNDABOUT, type Sheet, type WelcomeToState } from './types.js';

/** DEFAULT weights of {@link sheetPromise}. */
export const PROMISE_WEIGHTS = { written: 0.6, dead: 4, tight: 1.5, fit: 25 };

/**
 * The promise of a sheet, in points: `written` per house holding a number, minus `dead` per empty
 * house no number can fill any more, minus `tight` × (empty houses / (numbers that fit + 1)) per run,
 * minus `fit` × the share of construction cards whose number fits in no house (WT-5.2; `cardShare[n]`
 * = share of the cards showing n, none: no such term): a sheet that only high numbers still fit
 * refuses most turns (WT-5.6).
 */
export function sheetPromise(sheet: Sheet, w = PROMISE_WEIGHTS, cardShare?: readonly number[]): number {
  let written = 0;
  let dead = 0;
  let tight = 0;
  let fits = 0;
  for (const row of sheet.houses) {
    let lo = -1;
    let run = 0;
    const close = (hi: number) => {
      if (run > 0) {
        const fit = Math.max(0, hi - lo - 1);
        if (fit > 0) fits |= ((1 << Math.min(hi, 18)) - 1) & ~((1 << Math.max(lo + 1, 0)) - 1);
        dead += Math.max(0, run - fit);
        tight += run / (fit + 1);
      }
      run = 0;
    };
    for (const v of row) {
      if (v === EMPTY) run++;
      else if (v === ROUNDABOUT) {
        close(18);
        lo = -1;
      } else {
        close(v);
        lo = v;
        written++;
      }
    }
    close(18);
  }
  let unfit = 0;
  if (cardShare && w.fit !== 0) for (let n = 0; n < cardShare.length; n++) if (!((fits >> n) & 1)) unfit += cardShare[n]!;
  return w.written * written - w.dead * dead - w.tight * tight - w.fit * unfit;
}

// Share of the construction cards showing each number 0..17, per components object.
const shares = new WeakMap<object, number[]>();
function cardShares(state: WelcomeToState): number[] {
  const c = comps(state);
  let out = shares.get(c);
  if (!out) {
    out = new Array<number>(18).fill(0);
    for (const card of c.cards) if (card.number >= 0 && card.number < 18) out[card.number]! += 1 / c.cards.length;
    shares.set(c, out);
  }
  return out;
}

/**
 * `evaluate(state, seat)`: the seat's running total plus its sheet's promise, minus the best such
 * value among the other seats (solo: the seat's own value). Larger is better; in points.
 */
export function evaluate(state: WelcomeToState, seat: PlayerId): number {
  const share = cardShares(state);
  const value = (p: number) => ownTotal(state, p) + sheetPromise(state.players[p]!.sheet, PROMISE_WEIGHTS, share);
  const own = value(seat);
  let best = -Infinity;
  for (let p = 0; p < state.players.length; p++) if (p !== seat) best = Math.max(best, value(p));
  return best === -Infinity ? own : own - best;
}

/** The best `value` after the seat's completion of the click sequence it is in (writing, truck, effect, designating). */
function bestCompletion(state: WelcomeToState, seat: PlayerId, value: (s: WelcomeToState, p: PlayerId) => number): number {
  const turn = state.players[seat]!.turn;
  const open = !state.over && (turn.step === 'write' || turn.step === 'truck' || turn.step === 'effect' || turn.claiming !== null);
  if (!open) return value(state, seat);
  let best = -Infinity;
  for (const a of legalActions(state, seat)) best = Math.max(best, bestCompletion(apply(state, a), seat, value));
  return best === -Infinity ? value(state, seat) : best;
}

/**
 * {@link evaluate} after the seat's best completion of the current click sequence: while the seat is
 * writing a number, choosing a truck or an effect, or designating estates, the best value over its
 * legal actions (so a one-ply greedy bot choosing a combination sees where it would write it).
 */
export function evaluateTurn(state: WelcomeToState, seat: PlayerId): number {
  return bestCompletion(state, seat, evaluate);
}

/**
 * The seat's own value ({@link evaluateOwn}, points) after its best play of the turn it is in: at the
 * start of a turn (step `choose`) the best over the offered combinations (and refusal) of the best
 * completion of each — number written, effect used — else the best completion of the current click
 * sequence. MCTS scores its leaves with it at the start of the seat's next turn, so a move is judged
 * by how well the next cards (re-dealt in each determinization) fit the sheet it leaves.
 */
export function evaluateAhead(state: WelcomeToState, seat: PlayerId): number {
  if (state.over || state.players[seat]!.turn.step !== 'choose') return bestCompletion(state, seat, evaluateOwn);
  let best = -Infinity;
  for (const a of legalActions(state, seat)) {
    if (a.type === 'choose' || a.type === 'refuse') best = Math.max(best, bestCompletion(apply(state, a), seat, evaluateOwn));
  }
  return best === -Infinity ? evaluateOwn(state, seat) : best;
}

/** The game's turn number (`state.turn`, WT-4): MCTS tells the seat's turns apart by it (a solo seat always acts). */
export function turnNumber(state: WelcomeToState): number {
  return state.turn;
}

/**
 * The seat's own running total plus its sheet's promise, ignoring the other seats (points). MCTS
 * leaves use it: the other seats' sheets in a determinization hold random turns, whose noise would
 * swamp the differences between the seat's own moves.
 */
export function evaluateOwn(state: WelcomeToState, seat: PlayerId): number {
  return ownTotal(state, seat) + sheetPromise(state.players[seat]!.sheet, PROMISE_WEIGHTS, cardShares(state));
}

/**
 * The seat's running total (WT-9), equal to `score(state).players[seat].total`, computed for that seat
 * alone (no score sheet, no tie-break, no other seat's parts): the bots call it for every leaf.
 */
export function ownTotal(state: WelcomeToState, seat: PlayerId): number {
  const c = comps(state);
  const tr = c.tracks;
  const sheet = state.players[seat]!.sheet;
  let total = 0;
  for (let k = 0; k < sheet.plans.length; k++) if (sheet.plans[k] !== null) total += planValue(state, sheet, k);
  for (let s = 0; s < sheet.parks.length; s++) total += c.streets[s]!.parkTrack[sheet.parks[s]!]!;
  let pools = 0;
  for (const row of sheet.pools) for (let h = 0; h < row.length; h++) if (row[h] === POOL) pools++;
  total += tr.pools[pools]!;
  // WT-9.5 temps: the seat's place among the positive counts (dense or competition ranking).
  const x = sheet.temps;
  const players = state.players;
  if (players.length === 1) total += x >= tr.temps.solo.threshold ? tr.temps.solo.points : 0;
  else if (x > 0) {
    let place = 0;
    if (state.config.tempRanking === 'dense') {
      const above: number[] = [];
      for (const p of players) {
        const y = p.sheet.temps;
        if (y > x && !above.includes(y)) above.push(y);
      }
      place = above.length;
    } else for (const p of players) if (p.sheet.temps > x) place++;
    total += tr.temps.majorityPoints[place] ?? 0;
  }
  // WT-9.4 estates: the completed estates the score sheet counts (sheet.ts).
  for (const e of estates(sheet)) total += tr.realEstate[e.size - 1]![sheet.realEstate[e.size - 1]!]!;
  total -= tr.bis[sheet.bisUsed]! + tr.roundabouts[sheet.roundabouts]! + tr.permitRefusals[sheet.refusals]!;
  if (state.config.board === 'icecream') total += iceCreamPoints(sheet, c);
  if (state.config.board === 'christmas') total += lightsPoints(sheet);
  return total;
}
