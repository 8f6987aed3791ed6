/**
 * One order of error codes for a refused action (docs/README.md, "Error codes"), in every game and in
 * `apply` and `describe` alike: GAME_OVER → MALFORMED_ACTION (not plain JSON, not an object, no string
 * `type`, `player` not a seat, a `type` the game does not have) → NOT_YOUR_TURN → the game's own reason.
 */
import { describe, expect, it } from 'vitest';
import { defineGame, guardAction, isRuleError, playoutAny, scoreSheet, type AnyGame, type BaseAction, type StateProblem } from '../../src/core/index.js';
import { GAMES } from './corpus.js';

type Fn = 'apply' | 'describe';

function codeOf(game: AnyGame, fn: Fn, state: unknown, action: unknown): string {
  try {
    if (fn === 'apply') game.apply(state, action);
    else game.describe(state, action);
    return 'ok';
  } catch (e) {
    if (isRuleError(e)) return e.code;
    throw e;
  }
}

interface Point {
  game: AnyGame;
  live: unknown;
  /** A seat that may act in `live`, one of its listed actions, and a seat that may not (if any). */
  actor: number;
  listed: BaseAction;
  idle: number | undefined;
  /** A listed action of another type than `listed` for `actor`, if any (as a type the game has). */
  otherType: string | undefined;
  over: unknown;
}

/** A live state with a seat that may not act (where the game has one early on) and the game's end. */
function points(): Point[] {
  return GAMES.map(({ game }) => {
    const config = { players: 2 };
    let live: unknown;
    const seen = new Set<string>();
    const run = playoutAny(game, config, 7, {
      onAction: (s, a) => {
        seen.add(a.type);
        if (live === undefined && game.actors(s).length < 2) live = s;
      },
    });
    expect(run.finished).toBe(true);
    live ??= game.setup(config, 7);
    const actor = game.actors(live)[0]!;
    const listed = game.legalActions(live, actor)[0]!;
    const idle = [0, 1].find((p) => !game.actors(live).includes(p));
    const otherType = [...seen].find((t) => t !== listed.type);
    return { game, live, actor, listed, idle, otherType, over: run.state };
  });
}

const getter = (a: object): object => Object.defineProperty({ ...a }, 'x', { get: () => 1, enumerable: true });

/** Hostile actions for a live state, with the one code every game must give. */
function hostile(p: Point): { name: string; action: unknown; code: string }[] {
  const { actor, listed, idle } = p;
  const t = listed.type;
  const rows = [
    { name: 'a number', action: 5, code: 'MALFORMED_ACTION' },
    { name: 'null', action: null, code: 'MALFORMED_ACTION' },
    { name: 'an array', action: [listed], code: 'MALFORMED_ACTION' },
    { name: 'a BigInt field', action: { ...listed, x: 1n }, code: 'MALFORMED_ACTION' },
    { name: 'a getter', action: getter(listed), code: 'MALFORMED_ACTION' },
    { name: 'no type', action: { player: actor }, code: 'MALFORMED_ACTION' },
    { name: 'a numeric type', action: { type: 1, player: actor }, code: 'MALFORMED_ACTION' },
    { name: 'player 99', action: { ...listed, player: 99 }, code: 'MALFORMED_ACTION' },
    { name: 'player -1', action: { ...listed, player: -1 }, code: 'MALFORMED_ACTION' },
    { name: 'player 0.5', action: { ...listed, player: 0.5 }, code: 'MALFORMED_ACTION' },
    { name: 'player "0"', action: { ...listed, player: '0' }, code: 'MALFORMED_ACTION' },
    { name: 'player NaN', action: { ...listed, player: NaN }, code: 'MALFORMED_ACTION' },
    { name: 'no player', action: { type: t }, code: 'MALFORMED_ACTION' },
    { name: 'an unknown type (actor)', action: { type: 'nope', player: actor }, code: 'MALFORMED_ACTION' },
    { name: 'a prototype key as type', action: { type: 'toString', player: actor }, code: 'MALFORMED_ACTION' },
    { name: 'an unknown type, seat 99', action: { type: 'nope', player: 99 }, code: 'MALFORMED_ACTION' },
    { name: 'a listed action with an extra field', action: { ...listed, zzz: 1 }, code: 'MALFORMED_ACTION' },
    { name: 'a JSON copy of a listed action', action: JSON.parse(JSON.stringify(listed)) as unknown, code: 'ok' },
  ];
  if (idle !== undefined) {
    rows.push(
      { name: 'an unknown type (idle seat)', action: { type: 'nope', player: idle }, code: 'MALFORMED_ACTION' },
      { name: 'a listed action of an idle seat', action: { ...listed, player: idle }, code: 'NOT_YOUR_TURN' },
    );
    if (p.otherType !== undefined) rows.push({ name: 'another type (idle seat)', action: { type: p.otherType, player: idle }, code: 'NOT_YOUR_TURN' });
  }
  return rows;
}

describe('error codes: one order in every game, for apply and describe', () => {
  const all = points();

  it.each(all.map((p) => [p.game.id, p] as const))('%s: hostile actions on a live state', (_id, p) => {
    const got: Record<string, string> = {};
    const want: Record<string, string> = {};
    for (const { name, action, code } of hostile(p)) {
      for (const fn of ['apply', 'describe'] as const) {
        got[`${fn}: ${name}`] = codeOf(p.game, fn, p.live, action);
        want[`${fn}: ${name}`] = code;
      }
    }
    expect(got).toEqual(want);
  });

  it.each(all.map((p) => [p.game.id, p] as const))('%s: anything on an ended game is GAME_OVER', (_id, p) => {
    for (const { name, action } of hostile(p)) {
      for (const fn of ['apply', 'describe'] as const) expect(codeOf(p.game, fn, p.over, action), `${fn}: ${name}`).toBe('GAME_OVER');
    }
  });

  it.each(all.filter((p) => p.idle !== undefined).map((p) => [p.game.id, p] as const))(
    '%s: an unknown type gets one message and the rule that lists the actions, whoever sends it (the seat to move or another seat, apply or describe)',
    (_id, p) => {
      const error = (fn: Fn, player: number) => {
        try {
          if (fn === 'apply') p.game.apply(p.live, { type: 'nope', player });
          else p.game.describe(p.live, { type: 'nope', player });
        } catch (e) {
          if (isRuleError(e)) return `${e.code} ${e.rule} ${e.message}`;
          throw e;
        }
        return 'ok';
      };
      const first = error('apply', p.actor);
      const rule = ({ welcometo: 'WT-4.3', villagers: 'V-4', skyline: 'SK-14', simplicity: 'SIM-5.3', bellavista: 'BV-10' } as Record<string, string>)[p.game.id] ?? 'core';
      expect(first).toMatch(new RegExp(`^MALFORMED_ACTION ${rule} .* has no "nope" action \\(its actions: `));
      for (const fn of ['apply', 'describe'] as const) for (const seat of [p.actor, p.idle!]) expect(error(fn, seat), `${fn} seat ${seat}`).toBe(first);
    },
  );

  it('every listed action type is one the game declares (a JSON copy of each passes the type check)', () => {
    for (const { game } of GAMES) {
      playoutAny(game, { players: 2 }, 11, {
        maxPlies: 300,
        onAction: (s, a) => {
          expect(() => game.describe(s, JSON.parse(JSON.stringify(a)))).not.toThrow();
        },
      });
    }
  });

  it('describe of an unlisted action lists legal actions once, and gives the game reason apply gives', () => {
    interface S { readonly n: number }
    interface A extends BaseAction { readonly type: 'add'; readonly k: number }
    let listings = 0;
    const legal = (s: S, p: number): A[] => {
      listings++;
      return p === 0 && s.n < 5 ? [{ type: 'add', player: 0, k: 1 }, { type: 'add', player: 0, k: 2 }] : [];
    };
    const guard = { isOver: (s: S) => s.n >= 5, actors: (s: S) => (s.n < 5 ? [0] : []), legalActions: legal };
    const validate = (x: unknown): StateProblem[] => (typeof (x as S).n === 'number' ? [] : [{ path: '.n', message: 'a number', rule: 'T-1' }]);
    const game = defineGame<S, A, { players: number }, S>({
      id: 'adder',
      title: 'Adder',
      actionTypes: { add: true },
      players: { min: 2, max: 2 },
      setup: () => ({ n: 0 }),
      actors: guard.actors,
      legalActions: legal,
      seats: () => 2,
      apply: (s, a) => {
        const x = guardAction(guard, s, a, 2, () => undefined);
        return { n: s.n + x.k };
      },
      isOver: guard.isOver,
      score: (s) => scoreSheet([{ parts: { n: s.n } }, { parts: { n: 0 } }], { unit: 'points', final: s.n >= 5 }),
      view: (s) => s,
      describe: (_s, a) => `add ${a.k}`,
      render: (s) => String(s.n),
      determinize: (s) => s,
      validate,
      maxGameLength: () => 5,
    });
    const s = game.setup({ players: 2 }, 1);
    listings = 0;
    expect(codeOf(game, 'describe', s, { type: 'add', player: 0, k: 3 })).toBe('ILLEGAL_ACTION');
    expect(listings).toBe(1);
    expect(codeOf(game, 'apply', s, { type: 'add', player: 0, k: 3 })).toBe('ILLEGAL_ACTION');
    expect(codeOf(game, 'describe', s, { type: 'add', player: 1, k: 1 })).toBe('NOT_YOUR_TURN');
    expect(codeOf(game, 'apply', s, { type: 'add', player: 2, k: 1 })).toBe('MALFORMED_ACTION');
    expect(codeOf(game, 'describe', s, { type: 'sub', player: 1, k: 1 })).toBe('MALFORMED_ACTION');
    expect(game.describe(s, { type: 'add', player: 0, k: 2 })).toBe('add 2');
    expect(listings).toBe(1); // the list made by the first describe is remembered for this frozen state
  });

  it('a game of your own without actionTypes: an unknown type gets the game\'s own refusal', () => {
    interface S { readonly n: number }
    interface A extends BaseAction { readonly type: 'add' }
    const legal = (s: S, p: number): A[] => (p === 0 && s.n < 5 ? [{ type: 'add', player: 0 }] : []);
    const guard = { isOver: (s: S) => s.n >= 5, actors: (s: S) => (s.n < 5 ? [0] : []), legalActions: legal };
    const game = defineGame<S, A, { players: number }, S>({
      id: 'counter',
      title: 'Counter',
      players: { min: 2, max: 2 },
      setup: () => ({ n: 0 }),
      actors: guard.actors,
      legalActions: legal,
      seats: () => 2,
      apply: (s, a) => (guardAction(guard, s, a, 2, () => undefined), { n: s.n + 1 }),
      isOver: guard.isOver,
      score: (s) => scoreSheet([{ parts: { n: s.n } }, { parts: { n: 0 } }], { unit: 'points', final: s.n >= 5 }),
      view: (s) => s,
      describe: () => 'add',
      render: (s) => String(s.n),
      determinize: (s) => s,
      validate: (x: unknown): StateProblem[] => (typeof (x as S).n === 'number' ? [] : [{ path: '.n', message: 'a number', rule: 'T-1' }]),
      maxGameLength: () => 5,
    });
    const s = game.setup({ players: 2 }, 1);
    expect(codeOf(game, 'apply', s, { type: 'zzz', player: 0 })).toBe('ILLEGAL_ACTION');
    expect(codeOf(game, 'describe', s, { type: 'zzz', player: 0 })).toBe('ILLEGAL_ACTION');
    expect(codeOf(game, 'apply', s, { type: 'zzz', player: 1 })).toBe('NOT_YOUR_TURN');
    expect(game.apply(s, { type: 'add', player: 0 })).toEqual({ n: 1 });
  });
});
