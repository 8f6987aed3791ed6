/**
 * Issue #11: `replay` validates every state it produces, and Welcome To's validate skips the seats it
 * found valid in the state before (an identity memo, see `lastPlayers` in src/welcometo/validate.ts).
 * Right after replaying a long 12-player log, a state that shares eleven seats with the replayed one
 * but has one seat edited is still refused, with the same problems as its plain JSON copy; and the
 * long log itself, cut or extended, is still BAD_LOG.
 */
import { describe, expect, it } from 'vitest';
import { replay, type GameLog } from '../../src/core/index.js';
import { seededLog } from './seeded-log.js';
import { expectRuleError } from '../../src/core/testing.js';
import { games } from '../../src/index.js';
import type { WelcomeToState } from '../../src/welcometo/types.js';

const g = games.welcometo;

/** A sealed 12-player log of `n` seeded pseudo-random legal actions, and the state it reaches. */
function longLog(n: number): { log: GameLog; state: WelcomeToState } {
  return seededLog<WelcomeToState>(g, { players: 12 }, 'memo-12', 12345, n);
}

/** The replayed state with seat `i` replaced by `edit(seat)`, every other seat and field shared (frozen). */
function withSeat(s: WelcomeToState, i: number, edit: (seat: WelcomeToState['players'][number]) => object): WelcomeToState {
  const players = Object.freeze(s.players.map((pl, k) => (k === i ? Object.freeze(edit(pl)) : pl)));
  return Object.freeze({ ...s, players }) as WelcomeToState;
}

describe('replay of a long 12-player Welcome To log, then an edited state sharing its seats', () => {
  const { log, state } = longLog(400);

  it('replays to the recorded state', () => {
    expect(log.actions.length).toBeGreaterThan(300);
    expect(replay(g, log as never)).toEqual(state);
  });

  const edits: [string, (pl: WelcomeToState['players'][number]) => object, string][] = [
    ['a house number out of range', (pl) => ({ ...pl, sheet: Object.freeze({ ...pl.sheet, houses: Object.freeze([Object.freeze(pl.sheet.houses[0]!.map((v, h) => (h === 0 ? 99 : v))), ...pl.sheet.houses.slice(1)]) }) }), '.players[7].sheet.houses[0][0]'],
    ['an unknown turn step', (pl) => ({ ...pl, turn: Object.freeze({ ...pl.turn, step: 'bogus' }) }), '.players[7].turn.step'],
    ['a card in hand in standard mode (WT-3.4)', (pl) => ({ ...pl, hand: Object.freeze([0]) }), '.players[7].hand'],
  ];
  for (const [name, edit, path] of edits) {
    it(`${name} in seat 7 is reported, as for its plain JSON copy`, () => {
      const replayed = replay(g, log as never) as WelcomeToState;
      const edited = withSeat(replayed, 7, edit);
      const problems = g.validate(edited);
      expect(problems.map((p) => p.path)).toContain(path);
      expect(problems).toEqual(g.validate(JSON.parse(JSON.stringify(edited))));
      // the memo was not replaced by the refused state: the replayed state is still valid
      expect(g.validate(replayed)).toEqual([]);
    });
  }

  it('seat 3 and seat 4 swapped (each a valid seat, shared by identity) is checked like its copy', () => {
    const replayed = replay(g, log as never) as WelcomeToState;
    const players = Object.freeze(replayed.players.map((pl, k) => (k === 3 ? replayed.players[4]! : k === 4 ? replayed.players[3]! : pl)));
    const swapped = Object.freeze({ ...replayed, players }) as WelcomeToState;
    expect(g.validate(swapped)).toEqual(g.validate(JSON.parse(JSON.stringify(swapped))));
  });

  // Turn invariants are skipped for a seat shared with the last valid state only while the offer, plans,
  // config and `over` are the same objects and values too: any of them changed, every seat is checked.
  it('the offer (stacks, flipped cards), the plans or `over` edited, every seat shared, is checked like its copy', () => {
    const replayed = replay(g, log as never) as WelcomeToState;
    const rot = <T>(a: readonly T[]): readonly T[] => Object.freeze([...a.slice(1), a[0]!]);
    const variants: Partial<WelcomeToState>[] = [
      { stacks: rot(replayed.stacks) as WelcomeToState['stacks'] },
      { flipped: rot(replayed.flipped) as WelcomeToState['flipped'] },
      { plans: rot(replayed.plans) as WelcomeToState['plans'] },
      { over: !replayed.over },
    ];
    for (const v of variants) {
      expect(g.validate(replayed)).toEqual([]);
      const edited = Object.freeze({ ...replayed, ...v }) as WelcomeToState;
      expect(g.validate(edited), Object.keys(v)[0]).toEqual(g.validate(JSON.parse(JSON.stringify(edited))));
    }
  });

  it('the long log cut by one action, or extended by one, is BAD_LOG', () => {
    const cut = { ...log, actions: log.actions.slice(0, -1) };
    expectRuleError(() => replay(g, cut as never), 'BAD_LOG', 'core');
    const longer = { ...log, actions: [...log.actions, log.actions.at(-1)] };
    expectRuleError(() => replay(g, longer as never), 'BAD_LOG', 'core');
  });
});
