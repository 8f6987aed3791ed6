/**
 * Flag parsers for spreading a run: `--workers N` (worker threads) and `--shard K/M` (this machine's
 * part of a run split over M machines). A bad value is a usage error (commander prints one line, exit 2).
 */
import { InvalidArgumentError } from 'commander';

/** The most worker threads accepted (a typo guard, far above any machine's cores). */
export const MAX_WORKERS = 1024;

/** `--workers N`: a whole number from 1 to {@link MAX_WORKERS}. */
export function workersOption(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < 1 || n > MAX_WORKERS) {
    throw new InvalidArgumentError(`must be a whole number of worker threads from 1 to ${MAX_WORKERS}`);
  }
  return n;
}

/** `--shard K/M`: shard K (1-based) of M, with 1 <= K <= M. */
export function shardOption(value: string): { index: number; of: number } {
  const m = /^(\d+)\/(\d+)$/.exec(value);
  const index = m ? Number(m[1]) : NaN;
  const of = m ? Number(m[2]) : NaN;
  if (!m || !Number.isSafeInteger(of) || of < 1 || index < 1 || index > of) {
    throw new InvalidArgumentError('must be K/M with 1 <= K <= M, e.g. 2/3');
  }
  return { index, of };
}
