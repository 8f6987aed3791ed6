import { defineConfig } from 'vitest/config';

// Browser tests of the playground (`npm run test:e2e`): they build the app with Vite, serve it on
// 127.0.0.1 and drive Debian's Chromium through playwright-core. Not part of `npm test`.
export default defineConfig({
  test: {
    include: ['examples/playground/e2e/**/*.e2e.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
