import { readdirSync, existsSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per public subpath: the registry, the core, the test harness, the CLI, and every game
// folder that has an index.ts (each game is its own subpath export).
const games = readdirSync('src', { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'core' && d.name !== 'cli' && existsSync(`src/${d.name}/index.ts`))
  .map((d) => d.name);

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'core/index': 'src/core/index.ts',
    'core/testing': 'src/core/testing.ts',
    'cli/main': 'src/cli/main.ts',
    ...Object.fromEntries(games.map((g) => [`${g}/index`, `src/${g}/index.ts`])),
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'node20',
});
