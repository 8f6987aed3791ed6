import { expect } from 'vitest';
import { UsageError } from '../../src/cli/usage.js';

/** The usage error message of `f`, or a failure if it returns or throws something else. */
export function usageOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error('expected a usage error');
}
