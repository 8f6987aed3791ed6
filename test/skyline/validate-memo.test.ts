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

  it('cards placed as in the state before (deck, market, discard shared) but drawn one fewer, or a card also being taken: still reported (SK-4.3)', () => {
    const t = states.find((x) => x.drawn > 0 && x.discard.length > 0 && x.pending.kind === 'none')!;
    expect(validate(t)).toEqual([]); // remembers where its cards are
    const edited = copy(t) as { -readonly [K in keyof SkylineState]: SkylineState[K] };
    edited.deck = t.deck;
    edited.market = t.market;
    edited.discard = t.discard;
    edited.drawn = t.drawn - 1; // the last card drawn is back in the deck and still in play
    deepFreeze(edited);
    const problems = validate(edited);
    expect(problems.map((p) => p.rule)).toContain('SK-4.3');
    expect(problems).toEqual(validate(copy(edited)));
    expect(validate(t)).toEqual([]);
    const taking = copy(t) as { -readonly [K in keyof SkylineState]: SkylineState[K] };
    taking.deck = t.deck;
    taking.market = t.market;
    taking.discard = t.discard;
    taking.pending = { kind: 'choose', card: t.discard[0]!, slot: 0, index: 0, shortage: false }; // a card of the discard pile
    deepFreeze(taking);
    expect(validate(taking).map((p) => p.rule)).toContain('SK-4.3');
    expect(validate(taking)).toEqual(validate(copy(taking)));
  });
});
