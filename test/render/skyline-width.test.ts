/**
 * `play skyline --show` in an 80-column terminal: every line of a Tower Up picture fits 80 columns
 * (src/skyline/render.ts COLUMNS), for every player count, viewer and point of seeded random games.
 */
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/core/index.js';
import { skyline } from '../../src/skyline/index.js';
import { COLUMNS } from '../../src/skyline/render.js';

describe('skyline render fits an 80-column terminal', () => {
  it('COLUMNS is 80', () => expect(COLUMNS).toBe(80));
  it.each([2, 3, 4])('%i players: every line of every picture is at most 80 columns', (players) => {
    let widest = 0;
    let pictures = 0;
    const look = (s: unknown) => {
      for (const viewer of [null, ...Array.from({ length: players }, (_, p) => p)]) {
        pictures++;
        for (const line of skyline.render(s as never, viewer).split('\n')) widest = Math.max(widest, line.length);
      }
    };
    const run = playout(skyline, { players }, `width/${players}`, { onAction: (_s, _a, next) => look(next) });
    look(run.state);
    expect(pictures).toBeGreaterThan(50);
    expect(widest).toBeLessThanOrEqual(80);
    expect(widest).toBeGreaterThan(60); // the pictures are drawn to the width, not empty
  });
});
