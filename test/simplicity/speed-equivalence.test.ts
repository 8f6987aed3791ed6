/**
 * Speed work (issue #13) must not change a single game: the same seeded random playouts give the same
 * actions (so the same legal lists in the same order), the same final states, plies and scores as the
 * engine before the speed work. The checksums were computed from the base commit 916917d.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/core/bots.js';
import { simplicity, type SimplicityConfig } from '../../src/simplicity/index.js';

const CASES: { name: string; config: SimplicityConfig; games: number; golden: string }[] = [
  { name: '2 players', config: { players: 2 }, games: 40, golden: '657f74dbeb39d6943e11dd344cc3d68d1b5a71282e9aed558e6afe92f960eec9' },
  { name: '3 players', config: { players: 3 }, games: 30, golden: '7889f432f97214f78b1e7cc4e1dcb1cf4d81863cd84817325fbf9e271fa5f2dc' },
  { name: '4 players', config: { players: 4 }, games: 60, golden: '0b803f384eab24b2c09dddddae4e6a1febdbea20875115b01e407da3e975f436' },
  { name: '5 players', config: { players: 5 }, games: 20, golden: '17433ec594b166ea3dbeb41b34f23cfba26b66931b29a163df39d2be4b8a0f81' },
  { name: '6 players', config: { players: 6 }, games: 20, golden: '83b828321e070ad344d72f7bbaf3907c242f81917a8c63d190510cda7c49b3f7' },
  { name: '4 players, pawnsThenPlace, perRow', config: { players: 4, turnStructure: 'pawnsThenPlace', fallbackScope: 'perRow' }, games: 15, golden: 'c208e6c55901cc1555015dbcdadaf9d1d50d1b09fc68863f66bb6975d907d5e2' },
  { name: '2 players, side B, start discs', config: { players: 2, startSide: 'B', startTilesHaveDiscs: true }, games: 15, golden: 'd9d12787c55a959a098194fede63e7e5e550827fee7267c92fffd70a7adda6ff' },
];

describe('simplicity speed equivalence: 200 seeded random playouts match the base engine', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const h = createHash('sha256');
      for (let i = 0; i < c.games; i++) {
        const p = playout(simplicity, c.config, `speed/${c.name}/${i}`);
        h.update(String(p.plies));
        h.update(JSON.stringify(p.log.actions));
        h.update(JSON.stringify(simplicity.score(p.state)));
        h.update(JSON.stringify(p.state));
      }
      expect(h.digest('hex')).toBe(c.golden);
    });
  }
});
