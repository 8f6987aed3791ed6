/**
 * `simplicity.validate` (issue #11): shapeless input, tile conservation, the RNG, the round's
 * invariants, and the hard limits on component data in configs. Each corrupt state here is edited
 * on purpose and the test names the problem it expects.
 */
import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../../src/core/testing.js';
import { DEFAULT_COMPONENTS } from '../../src/simplicity/data.js';
import { simplicity as g, position } from '../../src/simplicity/index.js';
import { validate } from '../../src/simplicity/validate.js';
import { randomGame, start, type S } from './helpers.js';

/** `s` as JSON with `patch` over it (a corrupt copy, on purpose). */
const edited = (s: S, patch: Record<string, unknown>): unknown => ({ ...JSON.parse(JSON.stringify(s)), ...patch });
const rules = (x: unknown): string[] => validate(x).map((p) => `${p.path} ${p.rule}`);
const messages = (x: unknown): string => validate(x).map((p) => `${p.path}: ${p.message}`).join('\n');

describe('validate: shapeless input is reported, never thrown', () => {
  it('null, arrays, {}, strings, numbers, objects without the fields or with wrong nested shapes', () => {
    const s = start({ players: 4 }, 1);
    const inputs: unknown[] = [
      null, undefined, [], {}, 'state', 42, true, Object.create(null), { players: 4 },
      edited(s, { options: [] }), edited(s, { options: null }), edited(s, { components: 'x' }), edited(s, { components: {} }),
      edited(s, { components: { ...DEFAULT_COMPONENTS, extra: 1 } }), edited(s, { board: 'nowhere' }), edited(s, { board: 'T5' }),
      edited(s, { tile: {} }), edited(s, { rowTile: 'BOPY' }), edited(s, { order: [[0], [1], [2], [3]] }), edited(s, { extra: 1 }),
    ];
    for (const x of inputs) {
      expect(() => validate(x)).not.toThrow();
      expect(validate(x).length, JSON.stringify(x)?.slice(0, 60)).toBeGreaterThan(0);
      expect(() => g.actors(x as S)).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
    }
    expect(rules({})).toContain('.players core');
    expect(rules(edited(s, { board: 'T5' }))).toEqual(['.board SIM-3.5']);
  });
});

describe('SIM-3.3 tile conservation: every tile of the box exactly once in pile, rows, city and discards', () => {
  const s = randomGame({ players: 4 }, 2).states[20]!;
  it('a duplicated, a removed, a changed tile', () => {
    expect(validate(s)).toEqual([]);
    const i = s.tile.findIndex((k) => k < 0);
    expect(rules(edited(s, { tile: s.tile.map((k, x) => (x === i ? 0 : k)) }))).toContain('.pile SIM-3.3');
    expect(rules(edited(s, { pile: s.pile.slice(1) }))).toContain('.pile SIM-3.3');
    expect(rules(edited(s, { pile: [...s.pile, 4] }))).toContain('.pile SIM-3.3');
    expect(rules(edited(s, { discarded: s.discarded.map((n, k) => (k === 0 ? n + 1 : n)) }))).toContain('.pile SIM-3.3');
    expect(messages(edited(s, { pile: s.pile.map((k) => (k === 4 ? 0 : k)) }))).toMatch(/blue tiles: \d+ in play, the box has 12/);
  });
  it('SIM-4.3: the pile must hold the tiles of the rounds to come', () => {
    expectRuleError(
      () => position({ config: { players: 4 }, city: ['B O P Y B O', 'P Y B O P Y', 'B O P Y B O', 'P Y B O P Y', 'B O P Y B O'] }),
      'BAD_STATE',
      'SIM-4.3',
      /pile: holds 23 tiles; rounds 2\.\.5 draw 28/,
    );
  });
});

describe('RNG state well-formed', () => {
  const s = start({ players: 5 }, 3);
  it('four 32-bit integers, not all zero', () => {
    for (const rng of [[0, 0, 0, 0], [1, 2, 3], [1, 2, 3, 4, 5], ['a', 1, 2, 3], [2 ** 40, 1, 2, 3], [1.5, 1, 2, 3], null, 'seed']) {
      expect(rules(edited(s, { rng })).some((r) => r.startsWith('.rng'))).toBe(true);
    }
  });
});

describe('the round in play (SIM-3.8, SIM-4.2 – SIM-4.6, SIM-4.4, SIM-9.6)', () => {
  const s = position({ config: { players: 4 }, round: 2, phase: 'choose', order: '3 1 2 4', pawns: '3 . 1 . . 2 .', planning: '. B . O P . Y', demolished: 2, bonus: '1 0 0 1' }, 4);
  it('the position is valid; each field set against the others is reported with its rule', () => {
    expect(validate(s)).toEqual([]);
    expect(rules(edited(s, { side: 0 }))).toEqual(['.side SIM-3.8']);
    expect(rules(edited(s, { bonus: [1, 0, 0, 0] }))).toEqual(['.bonus SIM-4.4']);
    expect(rules(edited(s, { active: 2 }))).toEqual(['.active SIM-4.2']);
    expect(rules(edited(s, { turn: 2 }))).toContain('.rowPawn SIM-4.6');
    expect(rules(edited(s, { demolished: -1 }))).toEqual(['.demolished SIM-4.5']);
    expect(rules(edited(s, { demolished: 0 }))).toContain('.rowPawn SIM-4.5');
    expect(rules(edited(s, { pawnRow: [3, 5, 0, -1] }))).toEqual(['.pawnRow[0] SIM-8.4']);
    expect(rules(edited(s, { rowPawn: [2, -1, 0, -1, -1, 1, 3] }))).toContain('.rowPawn SIM-4.6'); // a pawn of the team still to choose
    const blue = s.pile.indexOf(0);
    const pile = s.pile.filter((_, i) => i !== blue);
    expect(rules(edited(s, { rowTile: [0, 0, -1, 1, 2, -1, 3], pile }))).toContain('.rowTile[0] SIM-4.6'); // the tile of a row whose team placed
    expect(rules(edited(s, { phase: 'place', placeRow: 6 }))).toContain('.placeRow SIM-4.6');
    expect(rules(edited(s, { phase: 'over', turn: 4, active: -1 }))).toContain('.rowPawn SIM-4.6'); // over: every team's pawn is down
  });
  it('SIM-4.6: a team puts one disc a round; SIM-9.6: every team still to choose finds a row', () => {
    const d = s.tile.findIndex((k) => k >= 0);
    // Every tile of this round-2 city is a start tile: a disc on one is SIM-3.4 (a neutral start tile), not a count problem.
    expect(rules(edited(s, { disc: s.disc.map((x, i) => (i === d ? 3 : x)) }))).toEqual([`.disc[${d}] SIM-3.4`]);
    const two = s.tile.map((k, i) => (k >= 0 ? i : -1)).filter((i) => i >= 0).slice(0, 2);
    expect(messages(edited(s, { disc: s.disc.map((x, i) => (two.includes(i) ? 3 : x)) }))).toMatch(/team 3 \(\w+\) has 2 discs on the city; by now it has put at most 1/);
    expect(rules(edited(s, { rowTile: [-1, 0, -1, -1, -1, -1, -1], pile: [...s.pile, 1, 2, 3] }))).toContain('.rowTile SIM-9.6');
  });
});

describe('config limits (BAD_CONFIG naming the limit); a config setup accepts gives a valid state', () => {
  const bad = (components: object, rule: string, message: RegExp) =>
    expectRuleError(() => g.setup({ players: 4, components } as never, 1), 'BAD_CONFIG', rule, message);
  const cells = (rows: number, cols: number) => Array.from({ length: rows }, () => new Array<string>(cols).fill('circle'));
  it('tiles, boards, cells, start positions, colours', () => {
    bad({ tileCounts: { blue: 1000, orange: 1000, purple: 1000, yellow: 1000, park: 1001 } }, 'SIM-2.1', /integer 0\.\.1000/);
    bad({ buildings: Array.from({ length: 6 }, (_, i) => `c${i}`), tileCounts: { ...Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`c${i}`, 1000])), park: 1000 } }, 'SIM-2.1', /at most 5000 tiles/);
    bad({ boards: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`B${i}`, { cells: [['circle']], startTilePositions: [] }])) }, 'SIM-3.5', /at most 16 boards/);
    bad({ boards: { ...DEFAULT_COMPONENTS.boards, T4: { cells: cells(65, 64), startTilePositions: [] } } }, 'SIM-3.5', /1\.\.4096 cells/);
    bad({ boards: { ...DEFAULT_COMPONENTS.boards, T4: { cells: cells(1, 2), startTilePositions: [[0, 0], [0, 1], [0, 0]] } } }, 'SIM-3.5', /at most 2 spaces/);
    bad({ teamColours: Array.from({ length: 31 }, (_, i) => `t${i}`) }, 'SIM-3.2', /6\.\.30 distinct names/);
    bad({ tileCounts: { blue: 10, orange: 10, purple: 5, yellow: 0, park: 0 } }, 'SIM-4.3', /at least 39/);
  });
  it('the largest accepted components set up in milliseconds and give a state validate accepts', () => {
    const buildings = ['b0', 'b1', 'b2', 'b3'];
    const big = cells(64, 64);
    const components = { buildings, tileCounts: { b0: 1000, b1: 1000, b2: 1000, b3: 1000, park: 1000 }, boards: { T4: { cells: big, startTilePositions: [[0, 0]] }, T5: { cells: big, startTilePositions: [] }, T6: { cells: big, startTilePositions: [] } } };
    const t0 = process.cpuUsage();
    const s = g.setup({ players: 4, components } as never, 1);
    const used = process.cpuUsage(t0);
    expect((used.user + used.system) / 1000).toBeLessThan(500); // CPU ms, generous for a loaded CI machine
    expect(g.validate(JSON.parse(JSON.stringify(s)))).toEqual([]);
    expect(g.legalActions(s, g.actors(s)[0]!)).toHaveLength(7);
  });
});

describe('docs/simplicity.md Positions: the game-over example', () => {
  it('pawns on rows 1-4, row 5 demolished: turn, active, pawn rows and side derived; no seat acts', () => {
    const s = position({
      config: { players: 4 }, round: 5, phase: 'over', order: '1 2 3 4',
      pawns: '1 2 3 4 . . .', planning: '. . . . B O P', demolished: 5, bonus: '2 1 1 1',
    });
    expect([s.turn, s.active, s.side, s.placeRow]).toEqual([4, -1, 0, -1]);
    expect(s.pawnRow).toEqual([0, 1, 2, 3]);
    expect(g.actors(s)).toEqual([]);
    expect(g.score(s).final).toBe(true);
  });
});
