import { defineConfig } from 'vitest/config';

// `npm run fuzz`: long soak runs (many thousands of random games per game), kept out of `npm test`.
export default defineConfig({
  test: {
    include: ['test/**/*.fuzz.test.ts'],
    testTimeout: 0,
    pool: 'forks',
  },
});
