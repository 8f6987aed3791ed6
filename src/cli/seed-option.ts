/**
 * `--seed S` (play, simulate, arena, demo): how the command line reads a seed.
 *
 * A seed of this library is a string (at most {@link MAX_SEED_LENGTH} characters) or a safe
 * integer, and the two are different seeds (`7` is used as it is, `"7"` is hashed). On the command
 * line every value is text, so:
 *
 * - a whole number written in digits, with an optional minus (`7`, `-3`, `007`), is the integer seed:
 *   `--seed 7` plays the game of `setup(config, 7)`;
 * - text that looks like a number but is not such a whole number (`1.5`, `7.0`, `1e3`, `+7`, or
 *   beyond ±(2^53 − 1)) is refused: it would be neither the number a user means nor a seed `setup`
 *   takes;
 * - a number with spaces around it (`" 7"`, `"7 "`, a quoting slip) is refused too: it is not the
 *   seed 7, and taking it as the string seed `" 7"` would play a different game without a word;
 * - any other text (`v1.5`, `game-7`, `0x10`) is the string seed.
 *
 * A refused value is commander's option error: one line, exit 2 (like `--players 2.0`).
 */
import { InvalidArgumentError } from 'commander';
import type { Seed } from '../core/game.js';
import { MAX_SEED_LENGTH } from '../core/rng.js';

/** Decimal number syntax: digits with an optional sign, decimal point and exponent (`1.5`, `+7`, `1e3`, `.5`). */
const NUMBER_LIKE = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A seed as an error message shows it: at most 24 characters. */
const cut = (s: string): string => (s.length > 24 ? `${s.slice(0, 24)}…` : s);

/** What `--help` says of `--seed`. */
export const SEED_HELP = 'a whole number in digits (e.g. 7) is the integer seed; any other text (e.g. v1.5) a string seed; 1.5, 1e3 or " 7" (spaces around a number) are refused';

/**
 * Parse a `--seed` value (see the module docs).
 * @throws InvalidArgumentError for an empty value, number-looking text that is not a safe integer or
 *   has spaces around it, or more than {@link MAX_SEED_LENGTH} characters.
 */
export function seedOption(value: string): Seed {
  if (value.trim() === '') throw new InvalidArgumentError('must not be empty (a whole number or text, e.g. --seed 7)');
  const trimmed = value.trim();
  if (value !== trimmed && NUMBER_LIKE.test(trimmed)) {
    throw new InvalidArgumentError(`a number seed is written without spaces around it (--seed ${cut(trimmed)}); for a text seed use text that is not a number`);
  }
  if (NUMBER_LIKE.test(value)) {
    const n = Number(value);
    if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(n)) {
      throw new InvalidArgumentError(
        `a number seed must be a whole number written in digits from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER} (for a text seed use text that is not a number, e.g. v${cut(value)})`,
      );
    }
    return n === 0 ? 0 : n; // -0 is 0
  }
  if (value.length > MAX_SEED_LENGTH) throw new InvalidArgumentError(`a text seed has at most ${MAX_SEED_LENGTH} characters, not ${value.length}`);
  return value;
}

/**
 * `simulate` and `arena` play game i with the string seed `"<seed>/<i>"`, which must itself be a seed
 * the library takes: a text seed may be at most {@link MAX_SEED_LENGTH} minus the length of
 * `"/<games - 1>"` characters. Calls `usage` (a one-line error, exit 2) for a longer one.
 */
export function checkRunSeed(seed: Seed, games: number, usage: (message: string) => never): void {
  const longest = `${String(seed)}/${games - 1}`.length;
  if (longest > MAX_SEED_LENGTH) {
    const room = MAX_SEED_LENGTH - `/${games - 1}`.length;
    usage(`--seed: game i plays the seed "<seed>/<i>" (at most ${MAX_SEED_LENGTH} characters), so with --games ${games} a seed has at most ${room} characters, not ${String(seed).length}`);
  }
}
