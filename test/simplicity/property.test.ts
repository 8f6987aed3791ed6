import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/core/testing.js';
import { simplicity } from '../../src/simplicity/index.js';
import { DEFAULT_COMPONENTS } from '../../src/simplicity/data.js';
import type { SimplicityConfig, SimplicityState, SimplicityView } from '../../src/simplicity/types.js';

/** Every mode: the default, the pawns-first turn structure, the per-row fallback, side B first with start discs. */
export const MODES = (players: number): SimplicityConfig[] => [
  { players },
  { players, turnStructure: 'pawnsThenPlace' },
  { players, fallbackScope: 'perRow' },
  { players, startSide: 'B', startTilesHaveDiscs: true },
];

/** Tile conservation: pile + planning rows + city + discarded = the box. */
function invariant(s: SimplicityState): string | undefined {
  const total = Object.values(DEFAULT_COMPONENTS.tileCounts).reduce((a, b) => a + b, 0);
  const onBoard = s.tile.filter((k) => k >= 0).length;
  const rows = s.rowTile.filter((k) => k >= 0).length;
  const discarded = s.discarded.reduce((a, b) => a + b, 0);
  if (s.pile.length + onBoard + rows + discarded !== total) return `tiles not conserved: ${s.pile.length}+${onBoard}+${rows}+${discarded}`;
  for (let i = 0; i < s.tile.length; i++) if (s.disc[i]! >= 0 && s.tile[i]! < 0) return `disc without a tile at cell ${i}`;
  const discs = new Array<number>(s.teams).fill(0);
  for (const t of s.disc) if (t >= 0) discs[t]! += 1;
  const extra = s.options.startTilesHaveDiscs ? 1 : 0;
  for (let t = 0; t < s.teams; t++) if (discs[t]! > 5 + extra) return `team ${t} has ${discs[t]} discs`;
  if (s.bonus.reduce((a, b) => a + b, 0) !== s.round) return `bonus tokens ${s.bonus} in round ${s.round}`;
  return undefined;
}

/** The draw pile order must not be visible (SIM-6.1). */
function leaks(s: SimplicityState, v: SimplicityView): string | undefined {
  if ('pile' in v) return 'the view has a pile field';
  if (v.pileCount !== s.pile.length) return 'pile count wrong';
  if (s.pile.length > 3 && JSON.stringify(v).includes(JSON.stringify(s.pile))) return 'the pile order is in the view';
  return undefined;
}

describe('checkGame: 200+ random full games at every player count, all modes', () => {
  for (let players = 2; players <= 6; players++) {
    it(`${players} players`, () => {
      const report = checkGame(simplicity, { games: 50, players: [players], configs: MODES, invariant, leaks, probeRate: 0.1 });
      expect(report.games).toBe(200);
    });
  }
});
