/**
 * A heuristic value of a Welcome To... position for bots: the running score sheet (WT-9) plus the
 * sheet's promise — houses written, minus houses that can no longer take any number (WT-5.2: an empty
 * run between two numbers needs as many numbers strictly between them) and a penalty for tight runs —
 * relative to the best other seat. Weights are DEFAULT, tuned by hand in arena runs.
 */
import type { PlayerId } from '../core/index.js';
import { apply } from './apply.js';
import { legalActions } from './legal.js';
import { score } from './score.js';
import { EMPTY, ROUNDABOUT, type Sheet, type WelcomeToState } from './types.js';

/** DEFAULT weights of {@link sheetPromise}. */
export const PROMISE_WEIGHTS = { written: 0.6, dead: 4, tight: 1.5 };

/**
 * The promise of a sheet, in points: `written` per house holding a number, minus `dead` per empty
 * house no number can fill any more, minus `tight` × (empty houses / (numbers that fit + 1)) per run.
 */
export function sheetPromise(sheet: Sheet, w = PROMISE_WEIGHTS): number {
  let written = 0;
  let dead = 0;
  let tight = 0;
  for (const row of sheet.houses) {
    let lo = -1;
    let run = 0;
    const close = (hi: number) => {
      if (run > 0) {
        const fit = Math.max(0, hi - lo - 1);
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
  return w.written * written - w.dead * dead - w.tight * tight;
}

/**
 * `evaluate(state, seat)`: the seat's running total plus its sheet's promise, minus the best such
 * value among the other seats (solo: the seat's own value). Larger is better; in points.
 */
export function evaluate(state: WelcomeToState, seat: PlayerId): number {
  const sheet = score(state);
  const value = (p: number) => sheet.players[p]!.total + sheetPromise(state.players[p]!.sheet);
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
  return score(state).players[seat]!.total + sheetPromise(state.players[seat]!.sheet);
}
