/**
 * Flag parsers for spreading a run: `--workers N` (worker threads, one of the whole-number options of
 * budget-options.ts) and `--shard K/M` (this machine's part of a run split over M machines). A bad
 * value is a usage error (commander prints one line, exit 2).
 */
import { InvalidArgumentError } from 'commander';
import { MAX_GAMES } from './budget-options.js';

export { MAX_WORKERS, workersOption } from './budget-options.js';

/** `--shard K/M`: shard K (1-based) of M, with 1 <= K <= M <= {@link MAX_GAMES}, in decimal digits. */
export function shardOption(value: string): { index: number; of: number } {
  const m = /^(\d{1,16})\/(\d{1,16})$/.exec(value);
  const index = m ? Number(m[1]) : NaN;
  const of = m ? Number(m[2]) : NaN;
  if (!m || !Number.isSafeInteger(of) || of < 1 || of > MAX_GAMES || index < 1 || index > of) {
    throw new InvalidArgumentError(`must be K/M with 1 <= K <= M <= ${MAX_GAMES}, e.g. 2/3`);
  }
  return { index, of };
}
