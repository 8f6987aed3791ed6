/**
 * Freezing plain data that is shared: component tables, stored configs, anything a cache or a view
 * hands to more than one game, so nobody can edit it in place.
 */

/**
 * Freeze `x` and everything inside it; returns `x`. An object that is already frozen is taken to be
 * deep-frozen and is not walked again (immer and this function both freeze deeply).
 */
export function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    // Plain loops, no Object.values array: this runs on every new state the engine makes.
    if (Array.isArray(x)) for (let i = 0; i < x.length; i++) deepFreeze(x[i]);
    else for (const k in x) deepFreeze((x as Record<string, unknown>)[k]);
  }
  return x;
}
