/**
 * Set-valued action fields (BV-5.8). A placement's `cells` are a set of spaces, not a sequence: a UI
 * sends them in click order. Before an action is matched against `legalActions`, and before
 * `describe` prints it, its cells are put in the canonical order `legalActions` uses: **row-major**
 * (top row first, each row left to right; `[r1, c1]` before `[r2, c2]` iff `r1 < r2`, or `r1 = r2`
 * and `c1 < c2`).
 */
import { isPlainObject } from '../core/index.js';
import type { BellaVistaAction } from './types.js';

const isPair = (p: unknown): p is [number, number] =>
  Array.isArray(p) && p.length === 2 && typeof p[0] === 'number' && typeof p[1] === 'number';

/**
 * The action with its `cells` (for `place` and `place_neutral`) in row-major order, as a new object;
 * any other value is returned as it is. Never changes its input. Does not validate: a `cells` that is
 * not a list of number pairs is left alone for the guard to refuse (MALFORMED_ACTION, BV-5.8).
 */
export function canonicalAction<A = BellaVistaAction>(action: A): A {
  if (!isPlainObject(action)) return action;
  // Only plain data: an accessor is left for the guard (engineer #11's safe reading) to refuse. The
  // type is read first (as a data property), so only placements pay for reading every descriptor.
  const t = Object.getOwnPropertyDescriptor(action, 'type');
  if (t === undefined || !('value' in t) || (t.value !== 'place' && t.value !== 'place_neutral')) return action;
  for (const d of Object.values(Object.getOwnPropertyDescriptors(action))) if (!('value' in d)) return action;
  return orderCells(action);
}

/**
 * {@link canonicalAction} for plain JSON data, as the trust boundary hands it over (read once into a
 * fresh plain copy: no accessor can be in it, so no descriptor is read).
 */
export function canonicalPlain(action: unknown): unknown {
  if (!isPlainObject(action) || (action.type !== 'place' && action.type !== 'place_neutral')) return action;
  return orderCells(action);
}

function orderCells<A>(action: A & Record<string, unknown>): A {
  const cells = action.cells;
  if (!Array.isArray(cells)) return action;
  for (let i = 0; i < cells.length; i++) if (!isPair(cells[i])) return action;
  let sorted = true;
  for (let i = 1; i < cells.length && sorted; i++) {
    const [r0, c0] = cells[i - 1] as [number, number];
    const [r1, c1] = cells[i] as [number, number];
    sorted = r0 < r1 || (r0 === r1 && c0 <= c1);
  }
  if (sorted) return action;
  const ordered = (cells as [number, number][]).map(([r, c]): [number, number] => [r, c]);
  ordered.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  return { ...action, cells: ordered } as A;
}
