/** checkGame CI plan (see property-plan.ts): >= 200 random full games per player count, every mode. */
import { describe } from 'vitest';
import { propertyCase } from './property-plan.js';

describe('checkGame: >= 200 random full games per player count over every mode (6 7 8)', () => {
  for (const players of [6, 7, 8]) propertyCase(players);
});
