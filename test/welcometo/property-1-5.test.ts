/** checkGame CI plan (see property-plan.ts): >= 200 random full games per player count, every mode. */
import { describe } from 'vitest';
import { propertyCase } from './property-plan.js';

describe('checkGame: >= 200 random full games per player count over every mode (1 2 3 4 5)', () => {
  for (const players of [1, 2, 3, 4, 5]) propertyCase(players);
});
