/**
 * The playground is built like any app that depends on `tabletop-rules`: every `tabletop-rules/<subpath>`
 * import resolves through the package's own `exports` map to the built `dist/` (run `npm run build`
 * first). Nothing here reaches into `src/`.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const pkg = JSON.parse(readFileSync(resolve(repo, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string | { default: string }>;
};

/** One exact alias per JS subpath export: `tabletop-rules/welcometo` -> `<repo>/dist/welcometo/index.js`. */
const aliases: Alias[] = Object.entries(pkg.exports)
  .filter(([, target]) => typeof target === 'object' && target.default.endsWith('.js'))
  .map(([sub, target]) => ({
    find: new RegExp(`^${pkg.name}${sub === '.' ? '' : sub.slice(1)}$`),
    replacement: resolve(repo, (target as { default: string }).default),
  }));

export default defineConfig({
  root: here,
  base: './',
  resolve: { alias: aliases },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
    // PLAYGROUND_SIZES=1 (measuring only): every library module goes into one `tabletop-rules` chunk, so the
    // report shows the app's own code per chunk (index = shell, <game> = that game's renderer). The
    // shipped build splits automatically: index = shell + core, <game> = renderer + that game's engine.
    rolldownOptions: process.env.PLAYGROUND_SIZES
      ? { output: { advancedChunks: { groups: [{ name: 'tabletop-rules', test: /[\\/](dist|node_modules)[\\/]/ }] } } }
      : {},
  },
});
