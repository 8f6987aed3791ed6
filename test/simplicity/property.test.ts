import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/core/testing.js';
import { simplicity } from '../../src/simplicity/index.js';
import type { SimplicityConfig } from '../../src/simplicity/types.js';
import { MODES, invariant, leaks } from './helpers.js';

describe('checkGame: 200+ random full games at every player count, all modes', () => {
  for (let players = 2; players <= 6; players++) {
    it(`${players} players`, () => {
      const report = checkGame(simplicity, { games: 50, players: [players], configs: MODES, invariant, leaks, probeRate: 0.05 });
      expect(report.games).toBe(200);
    });
  }
});

describe('checkGame on user component data (SIM-3.5: any board shape; SIM-4.8 fallback exercised)', () => {
  it('a mostly-circle board with holes and two blanks', () => {
    const cells = Array.from({ length: 6 }, (_, r) =>
      Array.from({ length: 7 }, (_, c) => (r === 0 ? 'triangle' : (r + c) % 9 === 0 ? null : 'circle') as string | null),
    );
    cells[3]![3] = 'blank';
    cells[5]![6] = 'blank';
    const board = { cells, startTilePositions: [[1, 1], [2, 2]] as [number, number][] };
    const components = { boards: { T4: board, T5: board, T6: board } };
    const report = checkGame(simplicity, {
      games: 20,
      configs: (players): SimplicityConfig[] => [
        { players, components },
        { players, components, fallbackScope: 'perRow', turnStructure: 'pawnsThenPlace' },
      ],
      invariant,
      leaks,
      probeRate: 0.05,
    });
    expect(report.games).toBe(200);
  });
});
