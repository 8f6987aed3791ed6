/**
 * SK-10.7 (DEFAULT, issue #11): the round limit. A game of stallers (test/skyline/staller.ts: never build,
 * always take a card) reaches it and ends as after trigger B (SK-10.2); the config option and its hard
 * limit; `validate` of the round counter; `maxGameLength` (length.ts) and the numbers of docs/skyline.md.
 */
import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../../src/core/testing.js';
import { DEFAULT_ROUND_LIMIT, SKYLINE_LIMITS, maxGameLength, position, positionOf, skyline, type SkylineConfig, type SkylineState } from '../../src/skyline/index.js';
import { stall, stallingGame } from './staller.js';
import { build, positionT } from './helpers.js';

/** Every state of a staller game, and the normal turns each seat began. */
function stallLine(config: SkylineConfig, seed: string): { states: SkylineState[]; turns: number[] } {
  let s = skyline.setup(config, seed);
  const states = [s];
  const turns = new Array<number>(s.players).fill(0);
  turns[s.turn]!++;
  while (!s.over) {
    const next = skyline.apply(s, stall(s));
    if (next.turn !== s.turn && !next.over) turns[next.turn]!++;
    s = next;
    states.push(s);
  }
  return { states, turns };
}

describe('SK-10.7 a stalling game ends after roundLimit rounds, as after trigger B', () => {
  it('2 players, roundLimit 4: the last seat of round 3 triggers, round 4 is the final round, scores', () => {
    const { states, turns } = stallLine({ players: 2, firstPlayer: 1, roundLimit: 4 }, 'limit/2');
    const end = states[states.length - 1]!;
    expect(end.over).toBe(true);
    expect(end.end).toEqual({ trigger: 'limit', by: 0, finalTurns: [] }); // P1 is last in a round that P2 begins
    expect(end.round).toBe(4);
    expect(turns).toEqual([4, 4]); // every seat plays exactly roundLimit normal turns
    expect(end.playerStates.every((p) => p.cone !== null)).toBe(true); // every seat set its cone (SK-10.4)
    // The end is scheduled exactly when round 3 ends: every seat from the first player then plays one final turn.
    const at = states.findIndex((s) => s.end !== null);
    expect(states[at - 1]!.round).toBe(3);
    expect(states[at - 1]!.turn).toBe(0);
    expect(states[at]!).toMatchObject({ round: 4, turn: 1, end: { trigger: 'limit', by: 0, finalTurns: [1, 0] } });
    for (const s of states) expect(skyline.validate(s)).toEqual([]);
    const sheet = skyline.score(end);
    expect(sheet.players.length).toBe(2);
    expect(sheet.players.every((p) => Number.isInteger(p.total))).toBe(true);
  });

  it('4 players with the DEFAULT limit: round 150 is the last, within maxGameLength', () => {
    const config = { players: 4, firstPlayer: 2 };
    const { actions, state } = stallingGame(config, 'limit/4');
    expect(state.over).toBe(true);
    expect(state.end).toEqual({ trigger: 'limit', by: 1, finalTurns: [] });
    expect(state.round).toBe(DEFAULT_ROUND_LIMIT);
    expect(state.stacks.filter((st) => st.length > 0).length).toBe(3); // nobody built: only the starting floors
    expect(actions.length).toBeLessThanOrEqual(skyline.maxGameLength(state));
    expect(actions.length).toBeGreaterThan(4 * DEFAULT_ROUND_LIMIT); // at least one action a turn
  });

  it('a trigger in the same turn comes first (SK-10.3): a last roof at the end of round roundLimit − 1 is trigger A', () => {
    const s = positionT(2, { towers: 'X1: g', hands: ['', 'g1 w1'], turn: 1, round: 2 }, { roundLimit: 3, components: { roofsPerPlayer: 1 } });
    const next = skyline.apply(s, build(s, 'X2', 'white', 'X2'));
    expect(next.end).toEqual({ trigger: 'roof', by: 1, finalTurns: [0] });
    expect(next.round).toBe(3);
    expect(skyline.validate(next)).toEqual([]);
  });

  it('before the limit a round goes up only when the turn passes to the first player', () => {
    const { states } = stallLine({ players: 3, firstPlayer: 1, roundLimit: 3 }, 'limit/3');
    for (let i = 1; i < states.length; i++) {
      const [a, b] = [states[i - 1]!, states[i]!];
      const passed = !b.over && b.turn !== a.turn && b.turn === b.firstPlayer;
      expect(b.round).toBe(a.round + (passed ? 1 : 0));
    }
    expect(states[states.length - 1]!.end).toMatchObject({ trigger: 'limit', by: 0 });
  });
});

describe('SK-10.7 the roundLimit option', () => {
  it('DEFAULT 150; any integer from 2 to SKYLINE_LIMITS.roundLimit (200); otherwise BAD_CONFIG naming the limit', () => {
    expect(DEFAULT_ROUND_LIMIT).toBe(150);
    expect(SKYLINE_LIMITS.roundLimit).toBe(200);
    expect(skyline.setup({ players: 2 }, 1).options.roundLimit).toBe(150);
    expect(skyline.setup({ players: 2, roundLimit: null as never }, 1).options.roundLimit).toBe(150);
    expect(skyline.setup({ players: 2, roundLimit: 2 }, 1).options.roundLimit).toBe(2);
    expect(skyline.setup({ players: 4, roundLimit: 200 }, 1).options.roundLimit).toBe(200);
    expectRuleError(() => skyline.setup({ players: 2, roundLimit: 201 }, 1), 'BAD_CONFIG', 'SK-10.7', /^roundLimit is 201; the limit is 200 \(SKYLINE_LIMITS\.roundLimit\)\.$/);
    for (const bad of [1, 0, -3, 2.5, '10', true, [], 1e9]) {
      expectRuleError(() => skyline.setup({ players: 2, roundLimit: bad as never }, 1), 'BAD_CONFIG', 'SK-10.7');
    }
  });
});

describe('SK-10.7 validate: the round counter', () => {
  const base = skyline.setup({ players: 3, firstPlayer: 0, roundLimit: 5 }, 7);
  const problems = (edit: Record<string, unknown>) => skyline.validate({ ...JSON.parse(JSON.stringify(base)), ...edit });
  it('type and range: 1..roundLimit', () => {
    expect(problems({})).toEqual([]);
    for (const round of [0, 6, 1.5, '1', null, -1]) expect(problems({ round }).map((p) => p.path)).toContain('.round');
    expect(skyline.validate({ ...JSON.parse(JSON.stringify(base)), options: { ...base.options, roundLimit: 1 } }).map((p) => p.path)).toContain('.options.roundLimit');
  });
  it('the last round only with the end scheduled; a limit end by the last seat, in the last round; setup in round 1', () => {
    expect(problems({ round: 5 })).toEqual([{ path: '.round', message: 'round 5 is the last one (roundLimit); it begins with the end scheduled', rule: 'SK-10.7' }]);
    expect(problems({ round: 5, end: { trigger: 'limit', by: 2, finalTurns: [0, 1, 2] } })).toEqual([]);
    expect(problems({ round: 5, end: { trigger: 'limit', by: 1, finalTurns: [2, 0, 1] }, turn: 2 }).map((p) => p.message)).toContain('must be P3, the last seat of a round (first player P1)');
    expect(problems({ round: 4, end: { trigger: 'limit', by: 2, finalTurns: [0, 1, 2] } }).map((p) => p.path)).toContain('.round');
    expect(problems({ triggered: 'limit' }).map((p) => p.path)).toContain('.triggered');
    const manual = JSON.parse(JSON.stringify(skyline.setup({ players: 3, setupMode: 'manual' }, 7)));
    expect(skyline.validate(manual)).toEqual([]);
    expect(skyline.validate({ ...manual, round: 2 }).map((p) => p.path)).toContain('.pending');
  });
  it('position() takes the round, positionOf() gives it back, render shows it', () => {
    const s = position({ config: { players: 2, roundLimit: 40 }, round: 12, turn: 1 }, 'r');
    expect(s.round).toBe(12);
    expect(positionOf(s)).toMatchObject({ round: 12, config: { roundLimit: 40 } });
    expect(position(positionOf(s)).round).toBe(12);
    expect(skyline.render(s, null).split('\n')[1]).toBe('P2 to take a card or build · round 12 of 40');
    expect(skyline.determinize(s, 0, 1).round).toBe(12);
    expect(skyline.view(s, 0).round).toBe(12);
  });
});

describe('maxGameLength (length.ts): K + n · (L + S) · (1 + 2F)', () => {
  it('the numbers of docs/skyline.md: 2184, 3276, 4368 actions with the DEFAULT data and limit', () => {
    expect([2, 3, 4].map((players) => skyline.maxGameLength(skyline.setup({ players }, 1)))).toEqual([2184, 3276, 4368]);
    // S = 6 star columns, F = 3 floors at most on a card: n · (150 + 6) · 7.
    expect(maxGameLength(skyline.setup({ players: 2 }, 1))).toBe(2 * 156 * 7);
    // Manual setup adds one setupPlace per starting floor: the 3 market bottoms, + 4 extra cards for 7 floors.
    expect(skyline.maxGameLength(skyline.setup({ players: 2, setupMode: 'manual', startingFloors: 7 }, 1))).toBe(7 + 2184);
    expect(skyline.maxGameLength(skyline.setup({ players: 4, roundLimit: 200 }, 1))).toBe(4 * 206 * 7);
  });

  it('random and stalling games never exceed it, and it is the same at every point of a game', () => {
    const configs: SkylineConfig[] = [
      { players: 2, roundLimit: 6 },
      { players: 3, roundLimit: 5, setupMode: 'manual', extraTurnMandatory: true },
      { players: 4, roundLimit: 4, startingFloors: 5 },
      { players: 2, roundLimit: 8, components: { handLimit: 4, track: { endColumn: 4, values: [0, 1, 2, 3, 4], starColumns: [1, 2, 3, 4] } } },
    ];
    for (const config of configs) {
      for (const seed of [1, 2, 3]) {
        const stalled = stallingGame(config, `bound/${seed}`);
        const bound = skyline.maxGameLength(skyline.setup(config, `bound/${seed}`));
        expect(stalled.state.over).toBe(true);
        expect(stalled.actions.length).toBeLessThanOrEqual(bound);
        expect(skyline.maxGameLength(stalled.state)).toBe(bound);
        let s = skyline.setup(config, `random/${seed}`);
        let n = 0;
        let r = seed;
        while (!s.over) {
          const list = skyline.legalActions(s, s.turn);
          r = (Math.imul(r, 1103515245) + 12345) >>> 0;
          s = skyline.apply(s, list[r % list.length]!);
          n++;
        }
        expect(n).toBeLessThanOrEqual(skyline.maxGameLength(s));
      }
    }
  });
});
