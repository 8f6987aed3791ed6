/**
 * Issue #11, the components override (SIM-3.5): every object of component data (a board, the planning
 * board, `boardForPlayers`) may carry only its own fields, so a typo (an unknown key) is a BAD_CONFIG
 * naming the key, where it is and the rule, not silently kept in the state; every name (symbol, building
 * colour, team colour, board id) is capped at MAX_NAME characters. A stored state whose components carry
 * an unknown key is reported by `validate` and is BAD_STATE when it enters the game.
 */
import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../../src/core/testing.js';
import { DEFAULT_COMPONENTS as D, simplicity as g, type SimplicityConfig } from '../../src/simplicity/index.js';
import { MAX_NAME } from '../../src/simplicity/data.js';

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const copy = <T>(x: T): Rec => JSON.parse(JSON.stringify(x)) as Rec;
const setupWith = (components: Rec, players = 4) => g.setup({ players, components } as SimplicityConfig, 1);

describe('simplicity components: unknown keys and name lengths (SIM-3.5)', () => {
  it('the DEFAULT components, given in full as an override, still set up (2 and 6 players)', () => {
    for (const players of [2, 6]) expect(g.validate(copy(setupWith(copy(D), players)))).toEqual([]);
  });

  it.each([
    ['boards', 'board "T5"', 'SIM-3.5', (c: Rec) => c.boards.T5],
    ['planningBoard', '"planningBoard"', 'SIM-3.8', (c: Rec) => c.planningBoard],
    ['boardForPlayers', '"boardForPlayers"', 'SIM-3.5', (c: Rec) => c.boardForPlayers],
  ] as const)('an unknown key in %s is BAD_CONFIG naming the key and where (%s); the config is unchanged', (field, where, rule, at) => {
    const c = { [field]: copy(D[field]) };
    at(c).C = 1;
    const before = JSON.stringify(c);
    expectRuleError(() => setupWith(c), 'BAD_CONFIG', rule, new RegExp(`${where} has an unknown key "C" \\(known: `));
    expect(JSON.stringify(c)).toBe(before);
  });

  it(`names of ${MAX_NAME} characters set up; ${MAX_NAME + 1} is BAD_CONFIG naming the limit`, () => {
    expect(MAX_NAME).toBe(40);
    const long = (n: number) => 'x'.repeat(n);
    // A building colour and a team colour at the limit play.
    const ok = { buildings: [long(MAX_NAME), ...D.buildings.slice(1)], tileCounts: { orange: 12, purple: 12, yellow: 12, park: 12, [long(MAX_NAME)]: 12 }, teamColours: [long(MAX_NAME), ...D.teamColours.slice(1)] };
    expect(setupWith(ok).components!.buildings[0]).toHaveLength(40);
    const tooLong: [Rec, string, RegExp][] = [
      [{ symbols: [long(MAX_NAME + 1), ...D.symbols.slice(1)] }, 'SIM-2.2', /"symbols" must be 1\.\.30 distinct names of 1\.\.40 characters \(limit MAX_NAME\)/],
      [{ buildings: [long(MAX_NAME + 1), ...D.buildings.slice(1)] }, 'SIM-2.1', /"buildings" .* of 1\.\.40 characters \(limit MAX_NAME\)/],
      [{ teamColours: [long(10_000), ...D.teamColours.slice(1)] }, 'SIM-3.2', /"teamColours" .* of 1\.\.40 characters \(limit MAX_NAME\)/],
      [{ boards: { ...copy(D.boards), [long(MAX_NAME + 1)]: copy(D.boards.T4) } }, 'SIM-3.5', /board id "x+.*" must have 1\.\.40 characters \(limit MAX_NAME\)/],
    ];
    for (const [c, rule, re] of tooLong) {
      const e = expectRuleError(() => setupWith(c), 'BAD_CONFIG', rule, re);
      expect(e.message.length).toBeLessThan(300);
    }
  });

  it('an unknown key in the components a state stores is reported by validate and is BAD_STATE', () => {
    const s = copy(setupWith({ boards: copy(D.boards) }));
    s.components.boards.T4.startTilePositoins = [];
    const problems = g.validate(s);
    expect(problems.map((q) => [q.path, q.rule])).toEqual([['.components', 'SIM-3.5']]);
    expect(problems[0]!.message).toMatch(/board "T4" has an unknown key "startTilePositoins"/);
    expectRuleError(() => g.legalActions(s as never, 0), 'BAD_STATE', 'SIM-3.5', /startTilePositoins/);
  });
});
