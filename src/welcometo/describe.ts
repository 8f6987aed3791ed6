/** Small naming helpers for `describe` and messages. */
import type { WelcomeToComponents } from './data.js';
export { comps, planAt, streetName } from './sheet.js';

/** "house 3 of the top street". */
export function houseName(c: WelcomeToComponents, s: number, h: number): string {
  return `house ${h + 1} of the ${c.streets[s]?.name ?? `#${s}`} street`;
}
