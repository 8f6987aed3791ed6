import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.fuzz.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker per core: vitest's default leaves one core to the main process, which on a 2-core CI
    // machine runs the CPU-bound property files one at a time (measured: 622 s wall for 590 s of tests).
    maxWorkers: availableParallelism(),
  },
});
