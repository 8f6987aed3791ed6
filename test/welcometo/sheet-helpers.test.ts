/**
 * The sheet helpers the reducer reads at every end of turn agree with the counts they stand for:
 * `hasEmptyHouse` (WT-10.1: the game ends when a sheet has no empty house left; roundabouts count as
 * filled, WT-7.4) is `emptyHouses(sheet) > 0` on every sheet of seeded games, in every mode.
 */
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/core/index.js';
import { welcometo, welcometoModes } from '../../src/welcometo/index.js';
import { emptyHouses, hasEmptyHouse } from '../../src/welcometo/sheet.js';
import { EMPTY, ROUNDABOUT, type Sheet } from '../../src/welcometo/types.js';

describe('WT-10.1 hasEmptyHouse', () => {
  it('is emptyHouses > 0 on every sheet of seeded 4-player and solo games, every mode', () => {
    let checked = 0;
    for (const config of [...welcometoModes(4), ...welcometoModes(1)]) {
      for (let g = 0; g < 2; g++) {
        playout(welcometo, config, `sheet-helpers/${g}`, {
          onAction: (_s, _a, next) => {
            for (const p of next.players) {
              expect(hasEmptyHouse(p.sheet)).toBe(emptyHouses(p.sheet) > 0);
              checked++;
            }
          },
        });
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('is false once every house holds a number or a roundabout (WT-7.4), true with one empty house left', () => {
    const s = welcometo.setup({ players: 1 }, 'sheet-helpers/full');
    const sheet = s.players[0]!.sheet;
    const fill = (last: number): Sheet => ({
      ...sheet,
      houses: sheet.houses.map((row, st) => row.map((_, h) => (st === 0 && h === 0 ? last : h % 5 === 4 ? ROUNDABOUT : h))),
    });
    expect(hasEmptyHouse(sheet)).toBe(true);
    expect(hasEmptyHouse(fill(0))).toBe(false);
    expect(emptyHouses(fill(0))).toBe(0);
    expect(hasEmptyHouse(fill(EMPTY))).toBe(true);
    expect(emptyHouses(fill(EMPTY))).toBe(1);
  });
});
