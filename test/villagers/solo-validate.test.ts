/**
 * `villagers.validate` on solo states (S-1..S-5): every state of real solo games passes (see also the
 * checkGame run in solo.test.ts); each kind of edit below is rejected with the rule it breaks; an
 * edited `players` or card list is refused as BAD_STATE instead of sizing the card table by it.
 */
import { describe, expect, it } from 'vitest';
import { RuleError, createRng, openRng } from '../../src/core/index.js';
import { CARDS, COUNTESS, SOLO_EVENTS, villagers } from '../../src/villagers/index.js';
import { position, positionOf } from '../../src/villagers/position.js';
import type { VillagersState } from '../../src/villagers/types.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const copy = (s: VillagersState): Json => JSON.parse(JSON.stringify(s));
const rules = (x: unknown) => villagers.validate(x).map((p) => p.rule);

/** Random solo play from `seed`; every state is validated; returns them all. */
function play(seed: string): VillagersState[] {
  const rng = openRng(createRng(seed));
  let s = villagers.setup({ players: 1 }, seed);
  const out = [s];
  while (!villagers.isOver(s)) {
    const legal = villagers.legalActions(s, villagers.actors(s)[0]!);
    s = villagers.apply(s, legal[rng.int(legal.length)]!);
    out.push(s);
  }
  return out;
}

describe('villagers validate: solo states (S-1..S-5)', () => {
  const states = [...play('v1'), ...play('v2'), ...play('v3'), ...play('v4')];
  const drafting = states.find((s) => s.phase === 'draft' && s.solo!.current !== null && s.solo!.summer.length > 0)!;
  it('accepts every state of 4 random solo games, each phase of solo included', () => {
    for (const s of states) expect(villagers.validate(s)).toEqual([]);
    expect(new Set(states.map((s) => s.phase))).toEqual(new Set(['event', 'draft', 'countess', 'roadCoins', 'build', 'over']));
  });

  it('determinize (seat 0 and a spectator) and position(positionOf(s)) of those states are valid too', () => {
    states.forEach((s, i) => {
      if (i % 3 !== 0) return;
      expect(villagers.validate(villagers.determinize(s, 0, i))).toEqual([]);
      expect(villagers.validate(villagers.determinize(s, null, i))).toEqual([]);
      expect(villagers.validate(position(JSON.parse(JSON.stringify(positionOf(s))), i))).toEqual([]);
    });
  });

  it('S-2 / S-3 in position: a chain in the Countess\'s village or an unknown event id is BAD_STATE', () => {
    const spec = JSON.parse(JSON.stringify(positionOf(drafting)));
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return [(e as RuleError).code, (e as RuleError).rule];
      }
      return 'accepted';
    };
    expect(code(() => position({ ...spec, villages: [spec.villages[0], ['lumberjack > carpenter']] }))).toEqual(['BAD_STATE', 'S-2']);
    expect(code(() => position({ ...spec, solo: { ...spec.solo, current: 'S99' } }))).toEqual(['BAD_STATE', 'S-3']);
  });

  const setupState = villagers.setup({ players: 1 }, 'edit');

  it('S-1: a solo part in a multi-player state, a solo phase with 2 players, 3 seats in solo', () => {
    const two = copy(villagers.setup({ players: 2 }, 1));
    expect(rules({ ...two, solo: setupState.solo })).toContain('S-1');
    expect(rules({ ...two, phase: 'countess' })).toContain('S-1');
    const m = copy(setupState);
    m.seats.push(m.seats[1]);
    expect(rules(m)).toContain('S-1');
    expect(rules({ ...copy(setupState), solo: null })).not.toEqual([]);
  });

  it('S-1: the Countess holds no hand and never drafts or builds', () => {
    const m = copy(drafting);
    m.seats[COUNTESS].hand.push(m.seats[0].hand.pop());
    expect(rules(m)).toContain('S-1');
    const b = copy(drafting);
    b.seats[COUNTESS].builds = 1;
    expect(rules(b)).toContain('S-1');
  });

  it('S-2: every card of the Countess is a column of its own', () => {
    const s = states.find((x) => x.seats[COUNTESS]!.village.length >= 2)!;
    const m = copy(s);
    m.seats[COUNTESS].village[1].on = 0;
    expect(rules(m)).toContain('S-2');
  });

  it('S-3: every event index once — a duplicate, a missing one, one out of range', () => {
    const dup = copy(drafting);
    dup.solo.summer.push(dup.solo.current);
    expect(rules(dup)).toContain('S-3');
    const missing = copy(drafting);
    missing.solo.summer.pop();
    expect(rules(missing)).toContain('S-3');
    const range = copy(drafting);
    range.solo.winter[0] = SOLO_EVENTS.length;
    expect(rules(range)).toContain('S-3');
  });

  it('S-3.1: the decks hold only their season; the face-up event is a Summer', () => {
    const m = copy(drafting);
    [m.solo.summer[0], m.solo.winter[0]] = [m.solo.winter[0], m.solo.summer[0]];
    expect(rules(m)).toContain('S-3.1');
  });

  it('S-3.3: a stolen card is in the Countess\'s village', () => {
    const s = states.find((x) => x.solo!.log.some((r) => r.stolen !== null));
    expect(s).toBeDefined();
    const m = copy(s!);
    const r = m.solo.log.find((x: Json) => x.stolen !== null);
    r.stolen = m.seats[0].village[0].card;
    expect(rules(m)).toContain('S-3.3');
  });

  it('S-4: a revealed event only in phase event, with the Jester unused; the Jester used means one discard', () => {
    const m = copy(setupState);
    m.phase = 'draft';
    expect(rules(m)).toContain('S-4');
    const j = copy(drafting);
    j.solo.jester = !j.solo.jester;
    expect(rules(j)).toContain('S-4');
  });

  it('S-5: the Countess\'s gold is her starting gold plus her income by source', () => {
    const m = copy(drafting);
    m.seats[COUNTESS].gold += 1;
    expect(rules(m)).toContain('S-5');
  });

  it('an edited players count (1e8) is BAD_STATE, not a card table of that size (solo and 2 players)', () => {
    for (const s of [setupState, villagers.setup({ players: 2 }, 1)]) {
      const m = { ...copy(s), players: 1e8 };
      expect(rules(m)).toContain('V-1.1');
      for (const f of [() => villagers.view(m as never, null), () => villagers.render(m as never, null)]) {
        expect(f).toThrow(RuleError);
        try {
          f();
        } catch (e) {
          expect((e as RuleError).code).toBe('BAD_STATE');
        }
      }
    }
  });

  it('an edited card list with 1e9 copies is BAD_STATE in view, not a table of that size (V-2.10)', () => {
    const m = copy(villagers.setup({ players: 2 }, 1));
    m.cardSet = JSON.parse(JSON.stringify(CARDS));
    m.cardSet[10].copies = 1e9;
    expect(rules(m)).toContain('V-2.10');
    expect(() => villagers.view(m as never, null)).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
  });
});
