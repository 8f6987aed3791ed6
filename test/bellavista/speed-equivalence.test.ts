/**
 * Speed work (issue #13) must not change a single game: the same seeded random playouts give the same
 * actions (so the same legal lists in the same order), the same final states and the same scores as
 * the engine before the speed work. The checksums were computed from the base commit 6ce24eb.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/core/bots.js';
import { bellavista } from '../../src/bellavista/index.js';

const GOLDEN: Record<number, string> = {
  2: 'c9172b5af895ffb9b4989adc138fc68a3ffbd970a3edbbafb1f5744e39461e72',
  3: '5c6afb85659bb80f6064c8d006b1e0041eebce9fe05ba2b3d3bda355298748d7',
  4: 'e628355eac0932d8ec5c389fdf3bdd590bad137de585a7fb0fb14739ee1cb792',
};

describe('bellavista speed equivalence: 50 seeded random playouts per player count match the base engine', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} player(s)`, () => {
      const h = createHash('sha256');
      for (let i = 0; i < 50; i++) {
        const p = playout(bellavista, { players }, `speed/${players}/${i}`);
        h.update(JSON.stringify(p.log.actions));
        h.update(JSON.stringify(bellavista.score(p.state)));
        h.update(JSON.stringify(p.state));
      }
      expect(h.digest('hex')).toBe(GOLDEN[players]);
    });
  }
});
