/**
 * `apply`'s guard compares an action from outside (a JSON copy) only against the listed actions that
 * can equal it (`legalActionsLike`: the builds on its site with its colour and roof site, the take of
 * its slot) instead of every listed action. This checks that narrowing never changes the answer: for
 * every state of seeded playouts and every listed action, its JSON copy and near misses of it (another
 * colour, roof site, site or slot, an extra field, a non-integer slot), the actions of
 * `legalActionsLike` deep-equal to the probe are exactly those of the full listing, as the same objects,
 * both on the engine's state (its site counts known) and on a JSON copy of it (counted for one site).
 */
import { describe, expect, it } from 'vitest';
import { jsonEqual, playout } from '../../src/core/index.js';
import { dataOf, legalActions, legalActionsLike } from '../../src/skyline/legal.js';
import { UNREAD, frontierOf, siteCounts } from '../../src/skyline/frontier.js';
import { skyline, type SkylineState } from '../../src/skyline/index.js';

function probesOf(s: SkylineState, a: Record<string, unknown>): unknown[] {
  const copy = JSON.parse(JSON.stringify(a)) as Record<string, unknown>;
  const out: unknown[] = [copy, { ...copy, extra: 1 }];
  if (a.type === 'build') {
    for (const colour of ['grey', 'white', 'brown', 'black']) out.push({ ...copy, colour });
    out.push({ ...copy, roofSite: a.site }, { ...copy, roofSite: s.sites[0] }, { ...copy, site: s.sites[0] }, { ...copy, site: 'nowhere' }, { ...copy, site: 7 });
  }
  if (a.type === 'takeCard') out.push({ ...copy, slot: 0 }, { ...copy, slot: 2 }, { ...copy, slot: 1.5 }, { ...copy, slot: -1 }, { ...copy, slot: '1' }, { ...copy, slot: 99 });
  out.push({ type: 'pass', player: a.player }, { type: 'declineExtraTurn', player: a.player });
  return out;
}

describe('SK-14 the guard of apply: narrowed listing = full listing', () => {
  for (const players of [2, 4]) {
    it(`${players} players: every listed action and its near misses match the same listed objects`, () => {
      let checked = 0;
      for (let g = 0; g < 3; g++) {
        playout(skyline, { players }, `narrow/${players}/${g}`, {
          onAction: (s, a) => {
            const full = legalActions(s, a.player);
            const copy = JSON.parse(JSON.stringify(s)) as SkylineState; // no site counts known for it
            for (const probe of probesOf(s, a as unknown as Record<string, unknown>)) {
              const matches = full.filter((x) => jsonEqual(x, probe));
              for (const state of [s, copy]) {
                const narrow = legalActionsLike(state, a.player, probe);
                for (const x of narrow) expect(full).toContain(x); // the very listed objects
                expect(narrow.filter((x) => jsonEqual(x, probe))).toEqual(matches);
                checked++;
              }
            }
          },
        });
      }
      expect(checked).toBeGreaterThan(1000);
    });
  }
});

describe('SK-7.2 SK-7.3 SK-7.5 the counts of one site = its row of the frontier', () => {
  it('siteCounts(stacks, i) equals frontierOf(stacks) from 5 * i, every site of seeded playouts (4 players)', () => {
    let sites = 0;
    let built = 0;
    // The first count says whether the site is built (0 = empty); a derived frontier also holds the
    // roofs as bits, a counted one UNREAD (-1), as siteCounts does: the guard reads only built or not.
    const row = (r: readonly number[]): number[] => [r[0] === 0 ? 0 : 1, ...r.slice(1)];
    playout(skyline, { players: 4 }, 'narrow/counts', {
      onAction: (s) => {
        const adjacency = dataOf(s).board.adjacency;
        const f = frontierOf(s.stacks, adjacency);
        for (let i = 0; i < s.stacks.length; i++, sites++) {
          const one = siteCounts(s.stacks, adjacency, i);
          expect(one[0]).toBe(s.stacks[i]!.length === 0 ? 0 : UNREAD);
          if (one[0] !== 0) built++;
          expect(row(one)).toEqual(row(f.slice(5 * i, 5 * i + 5)));
        }
      },
    });
    expect(sites).toBeGreaterThan(1000);
    expect(built).toBeGreaterThan(100);
  });
});
