/**
 * The library's own immer instance. Reducers use this `produce`, never the global one, so a host
 * application's `setAutoFreeze(false)` cannot change how our states behave, and ours cannot change
 * theirs. Results are deep-frozen and structurally shared with their input.
 */
import { Immer } from 'immer';

const instance = new Immer({ autoFreeze: true });

/** `produce(base, recipe)`: immer's producer bound to the library's instance. */
export const produce: Immer['produce'] = instance.produce;

export type { Draft } from 'immer';
