// The published package as a user gets it: the packed file list (scripts/pack-rules.mjs, also run by
// `npm run lint:package`), and `require()` of the ESM build from an unpacked tarball (Node >= 20.19).
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gameSubpaths, packProblems } from '../scripts/pack-rules.mjs';

const root = resolve(__dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
};

describe('packed file list rules', () => {
  const good = [
    'package.json',
    'README.md',
    'LICENSE',
    'docs/README.md',
    'docs/architecture.md',
    'dist/index.js',
    'dist/index.d.ts',
    'dist/core/index.js',
    'dist/core/index.d.ts',
    'dist/core/testing.js',
    'dist/core/testing.d.ts',
    'dist/cli/main.js',
    'dist/cli/tasks.js',
    'dist/boardgameio/index.js',
    'dist/boardgameio/index.d.ts',
    ...gameSubpaths(pkg).flatMap((g) => [`dist/${g}/index.js`, `dist/${g}/index.d.ts`, `docs/${g}.md`, `docs/rules/${g}.md`]),
  ];
  it('accepts the list a clean build packs, and knows every game subpath', () => {
    expect(gameSubpaths(pkg)).toEqual(['welcometo', 'villagers', 'skyline', 'simplicity', 'bellavista']);
    expect(packProblems(good, pkg)).toEqual([]);
  });
  it('fails without dist/ or docs/rules/, and with docs/api/, test/ or src/', () => {
    expect(packProblems(good.filter((f) => !f.startsWith('dist/')), pkg)).toEqual(
      expect.arrayContaining(['missing dist/index.js', 'no dist/ at all (is "prepack": "npm run build" set?)']),
    );
    expect(packProblems(good.filter((f) => f !== 'docs/rules/welcometo.md'), pkg)).toEqual(['missing docs/rules/welcometo.md']);
    expect(packProblems(good.filter((f) => f !== 'LICENSE'), pkg)).toEqual(['missing LICENSE']);
    expect(packProblems([...good, 'docs/api/index.html'], pkg)).toEqual(['docs/api/index.html: TypeDoc output docs/api/ must not ship']);
    expect(packProblems([...good, 'test/fixtures/skyline/components.json'], pkg)).toEqual([
      'test/fixtures/skyline/components.json: tests and test fixtures must not ship',
    ]);
    expect(packProblems([...good, 'src/index.ts'], pkg)).toHaveLength(1);
  });
  it('prepack builds, so npm pack and npm publish from a clean clone ship dist/', () => {
    expect(pkg.scripts.prepack).toBe('npm run build');
  });
});

describe.skipIf(!existsSync(join(root, 'dist/index.js')))('the packed package (built)', () => {
  it('packs the right files, and require() loads every subpath (require of ESM)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ttr-require-'));
    try {
      const packed = spawnSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], { cwd: root, encoding: 'utf8' });
      expect(packed.status, packed.stderr).toBe(0);
      const [info] = JSON.parse(packed.stdout) as [{ filename: string; files: { path: string }[] }];
      expect(packProblems(info.files.map((f) => f.path), pkg)).toEqual([]);
      // Install it as npm would, without the network: unpack into node_modules, link the runtime dependencies.
      const target = join(dir, 'node_modules', 'tabletop-rules');
      mkdirSync(target, { recursive: true });
      const tar = spawnSync('tar', ['-xzf', join(dir, info.filename), '-C', target, '--strip-components=1'], { encoding: 'utf8' });
      expect(tar.status, tar.stderr).toBe(0);
      for (const dep of Object.keys(pkg.dependencies)) symlinkSync(join(root, 'node_modules', dep), join(dir, 'node_modules', dep), 'dir');
      const script = `
        const { games, RuleError, ruleDoc } = require('tabletop-rules');
        const out = { registry: Object.keys(games), subpaths: {} };
        for (const id of Object.keys(games)) out.subpaths[id] = require('tabletop-rules/' + id)[id].id;
        out.core = typeof require('tabletop-rules/core').scoreSheet;
        const { simplicity } = require('tabletop-rules/simplicity');
        const s = simplicity.setup({ players: 2 }, 1);
        try { simplicity.apply(s, { type: 'nope', player: 0 }); } catch (e) { out.error = [e instanceof RuleError, e.code, e.rule]; }
        out.doc = require('node:fs').existsSync(require('node:path').join('node_modules/tabletop-rules', ruleDoc('welcometo', 'WT-7.2')));
        console.log(JSON.stringify(out));`;
      const r = spawnSync(process.execPath, ['-e', script], { cwd: dir, encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stderr).toBe('');
      const out = JSON.parse(r.stdout) as { registry: string[]; subpaths: Record<string, string>; core: string; error: unknown[]; doc: boolean };
      expect(out.subpaths).toEqual(Object.fromEntries(out.registry.map((id) => [id, id])));
      expect(out.core).toBe('function');
      expect(out.error).toEqual([true, 'MALFORMED_ACTION', expect.stringMatching(/^SIM-/)]);
      expect(out.doc).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
