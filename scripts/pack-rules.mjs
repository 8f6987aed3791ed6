/**
 * What `npm pack` must ship, as a pure check of a packed file list (used by `scripts/check-pack.mjs`
 * and tested in `test/package.test.ts`).
 *
 * Required: `package.json`, README.md, LICENSE, `docs/README.md`, every file an `exports` / `bin` / `main`
 * / `types` entry points at, and `docs/rules/<game>.md` for every game subpath (so a user who gets
 * `RuleError { rule: 'WT-7.2' }` finds WT-7.2 in `node_modules/tabletop-rules/docs/rules/welcometo.md`).
 * Forbidden: `docs/api/` (TypeDoc output, rebuilt by `npm run docs`), `test/` (fixtures), `src/`,
 * `scripts/`, tarballs and `node_modules/`.
 */

/** Subpaths that are not a game (the registry, core, harness, boardgame.io adapter, package.json). */
const NOT_GAMES = new Set(['.', './core', './testing', './boardgameio', './package.json']);

/** Every file path a package.json entry point names, without the leading `./`. */
function entryFiles(pkg) {
  const out = new Set();
  const add = (v) => {
    if (typeof v === 'string') out.add(v.replace(/^\.\//, ''));
    else if (v && typeof v === 'object') for (const x of Object.values(v)) add(x);
  };
  add(pkg.main);
  add(pkg.types);
  add(pkg.bin);
  add(pkg.exports);
  return [...out];
}

/** The game ids of a package.json: its subpath exports that are not the registry, core or harness. */
export function gameSubpaths(pkg) {
  return Object.keys(pkg.exports ?? {})
    .filter((k) => !NOT_GAMES.has(k))
    .map((k) => k.slice(2));
}

/**
 * Problems with a packed file list, one sentence each; empty when the list is right.
 * @param {readonly string[]} files paths inside the tarball (as `npm pack --json` lists them)
 * @param {object} pkg the package.json
 * @returns {string[]}
 */
export function packProblems(files, pkg) {
  const have = new Set(files);
  const problems = [];
  const required = ['package.json', 'README.md', 'LICENSE', 'docs/README.md', ...entryFiles(pkg)];
  for (const g of gameSubpaths(pkg)) required.push(`docs/rules/${g}.md`, `docs/${g}.md`);
  for (const f of required) if (!have.has(f)) problems.push(`missing ${f}`);
  if (!files.some((f) => f.startsWith('dist/'))) problems.push('no dist/ at all (is "prepack": "npm run build" set?)');
  const forbidden = [
    [/^docs\/api\//, 'TypeDoc output docs/api/ must not ship'],
    [/^test\//, 'tests and test fixtures must not ship'],
    [/^src\//, 'sources must not ship (dist/ has the build)'],
    [/^scripts\//, 'repository scripts must not ship'],
    [/(^|\/)node_modules\//, 'node_modules must not ship'],
    [/\.tgz$/, 'tarballs must not ship'],
  ];
  for (const f of files) for (const [re, why] of forbidden) if (re.test(f)) problems.push(`${f}: ${why}`);
  return problems;
}
