/**
 * Speed work (issue #13) must not change a single game: the same seeded random playouts give the same
 * actions (so the same legal lists in the same order), the same final states and the same scores as
 * the engine before the speed work. The checksums were computed from the base commit 6ce24eb.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/core/bots.js';
import { villagers } from '../../src/villagers/index.js';

const GOLDEN: Record<number, string> = {
  1: '801b7cad59fb1956debe254ec9ed33cadcb706dda9d759a4012bbd69ddf7a207',
  2: '77112c5128158a5a5e863ce81b9f6df7ffdb55ef1d9fbfcbb08036cf4fb3a167',
  3: '078131fdc642ac2c60a1983b80696243d9739b4d3a71f50fe09c12aeb992f668',
  4: 'ea192703e423d5ea87b17d8ccaade692aaac0ee43c20f2bcfe6014ff24b6bd4c',
  5: '9f7618542e2e1671351d92f5c416b886947495a2136cde74d53a1b9a0458e6ce',
};

describe('villagers speed equivalence: 40 seeded random playouts per player count match the base engine', () => {
  for (const players of [1, 2, 3, 4, 5]) {
    it(`${players} player(s)`, () => {
      const h = createHash('sha256');
      for (let i = 0; i < 40; i++) {
        const p = playout(villagers, { players }, `speed/${players}/${i}`);
        h.update(JSON.stringify(p.log.actions));
        h.update(JSON.stringify(villagers.score(p.state)));
        h.update(JSON.stringify(p.state));
      }
      expect(h.digest('hex')).toBe(GOLDEN[players]);
    });
  }
});
