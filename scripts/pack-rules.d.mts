/** Types of `scripts/pack-rules.mjs` (see there). */
export function gameSubpaths(pkg: object): string[];
export function packProblems(files: readonly string[], pkg: object): string[];
