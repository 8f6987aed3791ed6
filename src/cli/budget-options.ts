/**
 * Flag parsers for time and iteration budgets: `--ms` and `--iterations` (an MCTS bot's budget per
 * move, play and arena) and bench's `--time` and `--rounds`. Each is a whole number from 1 to a
 * typo guard far above any useful value, so `--ms 99999999999999` is a one-line error (exit 2)
 * instead of a run that never ends.
 */
import { InvalidArgumentError } from 'commander';

/** The longest MCTS budget per move, and the longest bench row budget: one hour, in ms. */
export const MAX_MS = 3_600_000;
/** The most MCTS iterations per move (hours of search per move in every game). */
export const MAX_ITERATIONS = 10_000_000;
/** The most bench rounds per row. */
export const MAX_ROUNDS = 1_000;

/** A whole number written in decimal digits from 1 to `max`, else commander's option error naming `what`. */
function bounded(value: string, max: number, what: string): number {
  const n = /^\d{1,16}$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > max) throw new InvalidArgumentError(`must be a whole number of ${what} from 1 to ${max}`);
  return n;
}

/** `--ms MS` (mcts, per move) and bench's `--time MS` (per row): 1 to {@link MAX_MS}. */
export function msOption(value: string): number {
  return bounded(value, MAX_MS, 'milliseconds');
}

/** `--iterations K` (mcts, per move): 1 to {@link MAX_ITERATIONS}. */
export function iterationsOption(value: string): number {
  return bounded(value, MAX_ITERATIONS, 'iterations');
}

/** bench's `--rounds N`: 1 to {@link MAX_ROUNDS}. */
export function roundsOption(value: string): number {
  return bounded(value, MAX_ROUNDS, 'rounds');
}
