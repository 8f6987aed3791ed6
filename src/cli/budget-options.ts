/**
 * Flag parsers for every whole-number option of the CLI: the counts `--games` (simulate, arena),
 * `--players` (play, simulate, arena, bench) and `--workers` (simulate, arena, bench), and the
 * budgets `--ms` / `--iterations` (an MCTS bot's budget per move, play and arena) and bench's
 * `--time` and `--rounds`. They are one parser, {@link wholeNumberOption}, with the unit and the
 * limit as parameters, so every such option reads its value the same way: decimal digits only (no
 * sign, point, exponent or spaces: `7`, `007`; not ` 7`, `+7`, `7.0`, `1e3`, `0x7`), from 1 to a typo
 * guard far above any useful value. Anything else is commander's option error, one line naming
 * the unit and the range, exit 2: `--games 99999999999999` is refused instead of a run that never
 * ends.
 */
import { InvalidArgumentError } from 'commander';

/** The longest MCTS budget per move, and the longest bench row budget: one hour, in ms. */
export const MAX_MS = 3_600_000;
/** The most MCTS iterations per move (hours of search per move in every game). */
export const MAX_ITERATIONS = 10_000_000;
/** The most bench rounds per row. */
export const MAX_ROUNDS = 1_000;
/**
 * The most games of one `simulate` or `arena` run (and shards of it, `--shard K/M`): a million
 * random games take minutes to hours; a larger count is a typo.
 */
export const MAX_GAMES = 1_000_000;
/** The largest `--players` accepted before the game's own range is checked (the shipped games seat at most 12). */
export const MAX_PLAYERS = 100;
/** The most worker threads accepted (a typo guard, far above any machine's cores). */
export const MAX_WORKERS = 1024;

/**
 * A commander option parser: a whole number of `unit` (`'games'`, `'milliseconds'`) written in
 * decimal digits only, from 1 to `max` (a safe integer).
 * @throws InvalidArgumentError `must be a whole number of <unit> from 1 to <max>` for anything else.
 */
export function wholeNumberOption(unit: string, max: number): (value: string) => number {
  return (value: string): number => {
    // At most 16 digits: longer text is never a safe integer in range, and Number() never sees it.
    const n = /^\d{1,16}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > max) throw new InvalidArgumentError(`must be a whole number of ${unit} from 1 to ${max}`);
    return n;
  };
}

/** `--ms MS` (mcts, per move) and bench's `--time MS` (per row): 1 to {@link MAX_MS}. */
export const msOption = wholeNumberOption('milliseconds', MAX_MS);

/** `--iterations K` (mcts, per move): 1 to {@link MAX_ITERATIONS}. */
export const iterationsOption = wholeNumberOption('iterations', MAX_ITERATIONS);

/** bench's `--rounds N`: 1 to {@link MAX_ROUNDS}. */
export const roundsOption = wholeNumberOption('rounds', MAX_ROUNDS);

/** `--games N` (simulate, arena): 1 to {@link MAX_GAMES}. */
export const gamesOption = wholeNumberOption('games', MAX_GAMES);

/** `--players N`: 1 to {@link MAX_PLAYERS}; the game's own range is checked after (a usage error naming it). */
export const playersOption = wholeNumberOption('players', MAX_PLAYERS);

/** `--workers N`: 1 to {@link MAX_WORKERS} threads. */
export const workersOption = wholeNumberOption('worker threads', MAX_WORKERS);
