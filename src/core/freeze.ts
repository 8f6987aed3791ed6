/**
 * Freezing plain data that is shared: component tables, stored configs, anything a cache or a view
 * hands to more than one game, so nobody can edit it in place.
 */

/**
 * Freeze `x` and everything inside it; returns `x`. An object that is already frozen is taken to be
 * deep-frozen and is not walked again (immer and this function both freeze deeply).
 */
export function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) freezeTree(x);
  return x;
}

/**
 * Freeze the unfrozen object `x` and the unfrozen objects inside it. Plain loops, no Object.values
 * array: this runs on every new state the engine makes. A number, string or boolean in it costs one
 * `typeof`, not a call (issue #13: a Simplicity setup state is ~150 numbers in a dozen arrays, and a
 * call per number was most of its freeze, 4% of a playout).
 */
function freezeTree(x: object): void {
  Object.freeze(x);
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const v: unknown = x[i];
      if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) freezeTree(v);
    }
  } else {
    for (const k in x) {
      const v: unknown = (x as Record<string, unknown>)[k];
      if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) freezeTree(v);
    }
  }
}
