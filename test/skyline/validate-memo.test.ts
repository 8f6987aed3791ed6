/**
 * validate.ts skips parts it already found valid (frozen throughout: stacks, deck, sites, objectives).
 * Its answers must not depend on what it saw before: a state that reuses a checked part but breaks an
 * invariant elsewhere is still reported, a part with a problem is reported every time, and shared parts
 * give the same problems as fresh copies (issue #11: per-state caches never serve a stale answer).
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze, playout } from '../../src/core/index.js';
import { DEFAULT_COMPONENTS, skyline, type SkylineState } from '../../src/skyline/index.js';
import { validate } from '../../src/skyline/validate.js';

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('validate: remembered parts never change an answer', () => {
  const states: SkylineState[] = [];
  playout(skyline, { players: 3 }, 'memo', { onAction: (_s, _a, next) => void states.push(next) });
  const s = states[Math.floor(states.length / 2)]!;

  it('a checked stacks array and deck in a state whose hands break conservation (SK-4.2): still reported', () => {
    expect(validate(s)).toEqual([]); // remembers s.stacks, s.deck, s.sites, s.objectives
    const edited = copy(s) as { -readonly [K in keyof SkylineState]: SkylineState[K] };
    edited.stacks = s.stacks;
    edited.deck = s.deck;
    edited.objectives = s.objectives;
    edited.sites = s.sites;
    (edited.playerStates[0]!.hand as { grey: number }).grey += 1;
    deepFreeze(edited);
    const problems = validate(edited);
    expect(problems.map((p) => p.rule)).toContain('SK-4.2');
    expect(problems).toEqual(validate(copy(edited)));
  });

  it('a frozen part with a problem is reported every time', () => {
    const bad = copy(s) as { -readonly [K in keyof SkylineState]: SkylineState[K] };
    const i = bad.stacks.findIndex((st) => st.length > 0);
    bad.stacks = bad.stacks.map((st, k) => (k === i ? [0, ...st] : st)); // a roof first (SK-7)
    bad.deck = [...bad.deck, bad.deck[0]!]; // a card twice
    deepFreeze(bad);
    const first = validate(bad);
    expect(first.length).toBeGreaterThan(0);
    expect(validate(bad)).toEqual(first);
    expect(validate(copy(bad))).toEqual(first);
  });

  it('every state of a game: the same problems (none) as its plain JSON copy, and a checked deck under other components is checked again', () => {
    for (const x of states) {
      expect(validate(x)).toEqual([]);
      expect(validate(copy(x))).toEqual([]);
    }
    // The same frozen deck, checked before, under components without its last card: checked again.
    const other = copy(s) as { -readonly [K in keyof SkylineState]: SkylineState[K] };
    other.deck = s.deck;
    const gone = s.deck[s.deck.length - 1]!;
    other.components = { materialCards: DEFAULT_COMPONENTS.materialCards.filter((c) => c.id !== gone) };
    deepFreeze(other);
    expect(validate(other).map((p) => p.path)).toContain(`.deck[${s.deck.length - 1}]`);
    expect(validate(other)).toEqual(validate(copy(other)));
  });
});
