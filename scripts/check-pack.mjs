#!/usr/bin/env node
/**
 * `npm run lint:package` (after publint): pack the package once, check the packed file list
 * (`scripts/pack-rules.mjs`), then run attw on that same tarball.
 *
 * The tarball is packed with `--ignore-scripts`: `npm test` has just built dist/, and `prepack`
 * (`npm run build`) would build it a second time. A missing dist/ is reported, not rebuilt.
 *
 * attw profile: `node16`, with one rule ignored, `cjs-resolves-to-esm`. The package is ESM only
 * (no `require` condition). Node >= 20.19 (and >= 22.12) loads it with `require()` (require of
 * ESM; checked by test/package.test.ts on a packed tarball), but attw's node16 (from CJS) mode models
 * TypeScript's `module: node16`, where a `require` of an ES module is a type error (TS1471); with
 * TypeScript's `module: nodenext` or `node20` (TS >= 5.8) it type-checks (checked with TS 5.9). So every other node16 check
 * stays on, and only that one known, documented difference is ignored (docs/README.md, "Package").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packProblems } from './pack-rules.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const win = process.platform === 'win32';
if (!existsSync(join(root, 'dist'))) {
  console.error('check-pack: no dist/: run `npm run build` first (npm pack and npm publish run it through prepack)');
  process.exit(1);
}
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const dir = mkdtempSync(join(tmpdir(), 'ttr-pack-'));
let status = 1;
try {
  const packed = spawnSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], { cwd: root, encoding: 'utf8', shell: win });
  if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
  const [info] = JSON.parse(packed.stdout);
  const files = info.files.map((f) => f.path);
  const problems = packProblems(files, pkg);
  if (problems.length > 0) {
    console.error(`check-pack: the packed file list is wrong:\n  ${problems.join('\n  ')}`);
  } else {
    console.log(`check-pack: ${files.length} files, ${info.size} bytes packed; dist/, docs/*.md, docs/rules/*.md, README, LICENSE present; no docs/api/, test/ or src/`);
    const attw = spawnSync('attw', [join(dir, info.filename), '--profile', 'node16', '--ignore-rules', 'cjs-resolves-to-esm'], { cwd: root, stdio: 'inherit', shell: win });
    status = attw.status ?? 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
