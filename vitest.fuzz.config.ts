import { defineConfig } from 'vitest/config';

// `npm run fuzz`: long soak runs, kept out of `npm test`. Each file runs within the FUZZ_MINUTES budget of
// test/fuzz.ts (default 5 min per file; 0 = every full count, FUZZ_SCALE multiplies the counts); two files
// at a time, so the 12 files take about 12 x FUZZ_MINUTES / 2.
export default defineConfig({
  test: {
    include: ['test/**/*.fuzz.test.ts'],
    testTimeout: 0,
    pool: 'forks',
    maxWorkers: 2,
  },
});
