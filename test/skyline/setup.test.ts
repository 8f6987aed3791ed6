import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPONENTS, COLOURS, gameData, position, skyline, type SkylineState } from '../../src/skyline/index.js';
import { legalOf, play, positionT, ruleError } from './helpers.js';

const onBoard = (s: SkylineState) => s.stacks.filter((st) => st.length > 0);
const bottoms = (s: SkylineState) => s.market.map((id) => gameData(s.components, s.players).cards[id!]!.floors[0]);

/** No two adjacent buildings share a colour. */
function noAdjacentSameColour(s: SkylineState): boolean {
  const { adjacency } = gameData(s.components, s.players).board;
  return s.stacks.every((st, i) => st.length === 0 || adjacency[i]!.every((j) => s.stacks[j]!.length === 0 || s.stacks[j]![0] !== st[0]));
}

describe('SK-4.1 board side by player count', () => {
  it('2 players play the back side (30 sites), 3–4 the front', () => {
    expect(skyline.setup({ players: 2 }, 3).sites).toEqual(DEFAULT_COMPONENTS.boards['2p'].sites.map((s) => s.id));
    expect(skyline.setup({ players: 4 }, 3).sites).toEqual(DEFAULT_COMPONENTS.boards['3-4p'].sites.map((s) => s.id));
  });
});

describe('SK-4.2 SK-13.7 SK-3.6 supply, and EXAMPLE-15 setup supply arithmetic', () => {
  it('EXAMPLE-15: 4 players, bottoms grey / multi (brown) / white', () => {
    let s = position({ config: { players: 4, setupMode: 'manual', firstPlayer: 0 }, pending: { kind: 'setup', floors: ['grey', 'multi', 'white'], index: 0 } }, 5);
    expect(s.supply).toEqual({ grey: 26, white: 26, brown: 26, black: 26 });
    s = play(
      s,
      { type: 'setupPlace', player: 0, site: 'A1', colour: 'grey' },
      { type: 'setupPlace', player: 0, site: 'C1', colour: 'brown' },
      { type: 'setupPlace', player: 0, site: 'E1', colour: 'white' },
    );
    expect(s.supply).toEqual({ grey: 25, white: 25, brown: 25, black: 26 });
    for (const ps of s.playerStates) expect(ps.hand).toEqual({ grey: 1, white: 1, brown: 1, black: 1 });
    expect(s.pending.kind).toBe('none');
  });
  it('random setup: supply + board + hands = 30 of each colour', () => {
    for (const seed of [1, 2, 3, 4]) {
      const s = skyline.setup({ players: 4 }, seed);
      for (const c of COLOURS) {
        const board = s.stacks.flat().filter((x) => x === c).length;
        expect(s.supply[c] + board + 4).toBe(30);
      }
    }
  });
});

describe('SK-4 SK-4.3 deck and market', () => {
  it('44 shuffled cards: 3 in the market, 41 face down, reproducible from the seed', () => {
    const s = skyline.setup({ players: 3 }, 'abc');
    expect(s.market.length).toBe(3);
    expect(s.deck.length - s.drawn).toBe(41);
    expect([...s.market, ...s.deck].sort()).toEqual(DEFAULT_COMPONENTS.materialCards.map((c) => c.id).sort());
    expect(skyline.setup({ players: 3 }, 'abc')).toEqual(s);
    expect(skyline.setup({ players: 3 }, 'abd').deck).not.toEqual(s.deck);
  });
});

describe('SK-4.4 starting floors', () => {
  it('random (DEFAULT): one floor per market bottom, never two adjacent of a colour', () => {
    for (let seed = 0; seed < 30; seed++) {
      const s = skyline.setup({ players: 3 }, seed);
      const placed = onBoard(s).map((st) => st[0]);
      expect(placed.length).toBe(3);
      for (const b of bottoms(s)) if (b !== 'multi') expect(placed).toContain(b);
      expect(noAdjacentSameColour(s)).toBe(true);
      expect(onBoard(s).every((st) => st.length === 1)).toBe(true);
    }
  });
  it('manual: the first player places each floor; legal counts by hand on board T', () => {
    let s = positionT(2, { pending: { kind: 'setup', floors: ['grey', 'multi', 'white'], index: 0 } }, { firstPlayer: 1 });
    expect(skyline.actors(s)).toEqual([1]);
    expect(legalOf(s, 'setupPlace').length).toBe(6); // grey on any of the 6 empty sites
    expect(skyline.legalActions(s, 1).every((a) => a.type === 'setupPlace')).toBe(true);
    s = play(s, { type: 'setupPlace', player: 1, site: 'X2', colour: 'grey' });
    // multi: grey on X5/X6 (X1, X3, X4 touch X2) = 2, other colours on 5 sites = 15
    expect(legalOf(s, 'setupPlace').length).toBe(17);
    const before = JSON.stringify(s);
    expect(ruleError(() => skyline.apply(s, { type: 'setupPlace', player: 1, site: 'X1', colour: 'grey' }))).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'SK-4.4' });
    expect(ruleError(() => skyline.apply(s, { type: 'setupPlace', player: 1, site: 'X2', colour: 'white' }))).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'SK-4.4' });
    expect(JSON.stringify(s)).toBe(before);
    s = play(s, { type: 'setupPlace', player: 1, site: 'X1', colour: 'black' });
    expect(ruleError(() => skyline.apply(s, { type: 'setupPlace', player: 1, site: 'X5', colour: 'grey' }))).toMatchObject({ rule: 'SK-4.4' });
    s = play(s, { type: 'setupPlace', player: 1, site: 'X6', colour: 'white' });
    expect(s.pending.kind).toBe('none');
    expect(s.turn).toBe(1);
    expect(legalOf(s, 'takeCard').length).toBe(3);
  });
  it('manual: no street connection is needed and the market cards stay', () => {
    let s = skyline.setup({ players: 3, setupMode: 'manual', firstPlayer: 0 }, 11);
    const market = s.market;
    expect(s.pending).toMatchObject({ kind: 'setup', index: 0, floors: bottoms(s) });
    while (s.pending.kind === 'setup') s = skyline.apply(s, legalOf(s, 'setupPlace').at(-1)!);
    expect(onBoard(s).length).toBe(3);
    expect(s.market).toEqual(market);
  });
});

describe('SK-4.5 SK-4.8 SK-3.8 personal boards and hands', () => {
  it('markers at column 0, 10 roofs, no cone yet, one floor of each colour', () => {
    const s = skyline.setup({ players: 4 }, 9);
    for (const ps of s.playerStates) {
      expect(ps).toEqual({ hand: { grey: 1, white: 1, brown: 1, black: 1 }, roofsLeft: 10, markers: { grey: 0, white: 0, brown: 0, black: 0 }, stars: [], chips: [], cone: null });
    }
  });
});

describe('SK-4.6 SK-12.3 objectives and SK-4.7 chips by player count', () => {
  it('starter set, explicit ids, random draw', () => {
    expect(skyline.setup({ players: 2, objectives: 'starter' }, 1).objectives.map((o) => o.id)).toEqual(['S1', 'S2', 'S3']);
    expect(skyline.setup({ players: 2, objectives: ['O9', 'S2', 'O5'] }, 1).objectives.map((o) => o.id)).toEqual(['O9', 'S2', 'O5']);
    const seen = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const ids = skyline.setup({ players: 2 }, seed).objectives.map((o) => o.id);
      expect(new Set(ids).size).toBe(3);
      ids.forEach((x) => seen.add(x));
    }
    expect(seen.size).toBeGreaterThan(3);
  });
  it('slot shapes circle/square/hexagon; chips 7,5 / 7,5,3 / 7,5,3,3', () => {
    const chips = (n: number) => skyline.setup({ players: n }, 1).objectives.map((o) => [o.shape, o.chips]);
    expect(chips(2)).toEqual([['circle', [7, 5]], ['square', [7, 5]], ['hexagon', [7, 5]]]);
    expect(chips(3)).toEqual([['circle', [7, 5, 3]], ['square', [7, 5, 3]], ['hexagon', [7, 5, 3]]]);
    expect(chips(4)).toEqual([['circle', [7, 5, 3, 3]], ['square', [7, 5, 3, 3]], ['hexagon', [7, 5, 3, 3]]]);
  });
});

describe('SK-4.9 first player', () => {
  it('config seat, else drawn by the seeded RNG; play goes by increasing seat', () => {
    expect(skyline.setup({ players: 4, firstPlayer: 2 }, 1).turn).toBe(2);
    const firsts = new Set<number>();
    for (let seed = 0; seed < 40; seed++) firsts.add(skyline.setup({ players: 4 }, seed).turn);
    expect([...firsts].sort()).toEqual([0, 1, 2, 3]);
    let s = skyline.setup({ players: 4, firstPlayer: 3 }, 1);
    s = play(s, { type: 'takeCard', player: 3, slot: 0 });
    while (s.pending.kind !== 'none') s = skyline.apply(s, skyline.legalActions(s, s.turn)[0]!);
    expect(s.turn).toBe(0);
  });
});

describe('SK-12 SK-12.1 SK-12.2 starting-floor variants', () => {
  it('7 floors (2–3 players): 4 extra cards drawn for bottoms, returned to the deck', () => {
    for (let seed = 0; seed < 10; seed++) {
      const s = skyline.setup({ players: 3, startingFloors: 7 }, seed);
      expect(onBoard(s).length).toBe(7);
      expect(s.deck.length - s.drawn).toBe(41);
      expect(noAdjacentSameColour(s)).toBe(true);
    }
    const m = skyline.setup({ players: 2, startingFloors: 7, setupMode: 'manual' }, 4);
    expect(m.pending.kind === 'setup' && m.pending.floors.length).toBe(7);
    expect(m.pending.kind === 'setup' && m.pending.floors.slice(0, 3)).toEqual(bottoms(m));
  });
  it('5 floors (4 players): 2 extra cards', () => {
    const s = skyline.setup({ players: 4, startingFloors: 5 }, 2);
    expect(onBoard(s).length).toBe(5);
    expect(s.deck.length - s.drawn).toBe(41);
  });
});

describe('SK-15 components must be component data', () => {
  it('a non-object components override is BAD_CONFIG, never a TypeError', () => {
    for (const bad of ['x', 5, true, [1]]) {
      expect(() => skyline.setup({ players: 3, components: bad } as never, 1)).toThrow(expect.objectContaining({ name: 'RuleError', code: 'BAD_CONFIG', rule: 'SK-15' }));
    }
    expect(skyline.setup({ players: 3, components: null } as never, 1).components).toBeNull();
  });
});

describe('SK-10 a "first legal action" player reaches the end', () => {
  it('builds are listed first, so always taking legalActions()[0] ends the game at every player count', () => {
    for (let players = 2; players <= 4; players++) {
      for (const seed of [1, 2, 3, 'x']) {
        let s = skyline.setup({ players }, seed);
        let plies = 0;
        while (!skyline.isOver(s) && plies < 5000) {
          s = skyline.apply(s, skyline.legalActions(s, skyline.actors(s)[0]!)[0]!);
          plies++;
        }
        expect(skyline.isOver(s), `${players}p seed ${seed}`).toBe(true);
      }
    }
  });
});
