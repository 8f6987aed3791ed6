/** The first object reachable from `x` that is not frozen, as a path from `path`, or null. */
export function unfrozen(x: unknown, path = 'state'): string | null {
  if (typeof x !== 'object' || x === null) return null;
  if (!Object.isFrozen(x)) return path;
  for (const [k, v] of Object.entries(x)) {
    const q = unfrozen(v, `${path}.${k}`);
    if (q) return q;
  }
  return null;
}
