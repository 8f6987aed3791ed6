import { defineConfig } from 'tsup';

// One entry per public subpath: the registry, the core, the test harness, the CLI, and every
// registered game (each game is its own subpath export; keep this list equal to src/index.ts).
export const games: string[] = ['welcometo', 'villagers', 'skyline', 'simplicity', 'bellavista'];

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'core/index': 'src/core/index.ts',
    'core/testing': 'src/core/testing.ts',
    'cli/main': 'src/cli/main.ts',
    // The CLI's worker tasks: a file of its own, so worker threads can import it (src/cli/pool.ts).
    'cli/tasks': 'src/cli/tasks.ts',
    'boardgameio/index': 'src/boardgameio/index.ts',
    ...Object.fromEntries(games.map((g) => [`${g}/index`, `src/${g}/index.ts`])),
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'node20',
  // The bench loads boardgame.io (a devDependency) at run time when it is installed; never bundle it.
  external: ['boardgame.io'],
});
