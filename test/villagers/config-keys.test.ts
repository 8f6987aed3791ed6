/**
 * Issue #11, custom card lists (V-2.10): every card type, its silver formula and its flip side may carry
 * only their own fields, so a typo (an unknown key) is a BAD_CONFIG naming the key, its path and the
 * rule, not silently kept in the state; a card `name` is capped at CARD_NAME_LIMIT characters. A stored
 * state whose card list carries an unknown key is reported by `validate` and is BAD_STATE when it enters
 * the game. The published list still sets up.
 */
import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../../src/core/testing.js';
import { CARDS, SOLO_EVENTS, villagers as g, type CardType, type SoloEvent } from '../../src/villagers/index.js';
import { CARD_NAME_LIMIT } from '../../src/villagers/setup.js';

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const copy = <T>(x: T): Rec => JSON.parse(JSON.stringify(x)) as Rec;
const cardsOf = (c: Rec): CardType[] => c as unknown as CardType[];
const silverAt = CARDS.findIndex((t) => t.silver !== null);
const flipAt = CARDS.findIndex((t) => t.flipSide !== null);

describe('villagers card list: unknown keys and name length (V-2.10)', () => {
  it('the published list, given as a config, still sets up (3 players and solo)', () => {
    for (const players of [1, 3]) {
      const s = g.setup({ players, cards: cardsOf(copy(CARDS)) }, 1);
      expect(g.validate(copy(s))).toEqual([]);
    }
  });

  it.each([
    [`cards[4]`, (c: Rec) => c[4]],
    [`cards[${silverAt}].silver`, (c: Rec) => c[silverAt].silver],
    [`cards[${flipAt}].flipSide`, (c: Rec) => c[flipAt].flipSide],
  ] as const)('an unknown key in %s is BAD_CONFIG naming the key and its path; the list is unchanged', (path, at) => {
    const c = copy(CARDS);
    at(c).coppies = 2;
    const before = JSON.stringify(c);
    const esc = path.replace(/[[\].]/g, (m) => `\\${m}`);
    expectRuleError(() => g.setup({ players: 2, cards: cardsOf(c) }, 1), 'BAD_CONFIG', 'V-2.10', new RegExp(`Unknown key "coppies" in ${esc} \\(known: `));
    expect(JSON.stringify(c)).toBe(before);
  });

  it(`a card name of ${CARD_NAME_LIMIT} characters sets up; ${CARD_NAME_LIMIT + 1} (or none) is BAD_CONFIG naming the limit`, () => {
    expect(CARD_NAME_LIMIT).toBe(40);
    const c = copy(CARDS);
    c[4].name = 'n'.repeat(CARD_NAME_LIMIT);
    expect(g.setup({ players: 2, cards: cardsOf(c) }, 1).cardSet![4]!.name).toHaveLength(40);
    for (const name of ['n'.repeat(CARD_NAME_LIMIT + 1), 'y'.repeat(10_000), '']) {
      c[4].name = name;
      expectRuleError(() => g.setup({ players: 2, cards: cardsOf(c) }, 1), 'BAD_CONFIG', 'V-2.10', /"name" must have 1 to 40 characters \(limit\)/);
    }
  });

  it('S-3 an unknown key in a solo Event card is BAD_CONFIG naming it (setup kept it, and validate then refused the state it made)', () => {
    const events = copy(SOLO_EVENTS) as unknown as Rec[];
    expect(g.validate(copy(g.setup({ players: 1, events: events as unknown as SoloEvent[] }, 1)))).toEqual([]);
    events[2]!.coinz = 3;
    expectRuleError(() => g.setup({ players: 1, events: events as unknown as SoloEvent[] }, 1), 'BAD_CONFIG', 'S-3', new RegExp(`Event ${SOLO_EVENTS[2]!.id} has an unknown key "coinz" \\(known: `));
  });

  it('an unknown key or a long name in the card list a state stores is reported by validate and is BAD_STATE', () => {
    const s = copy(g.setup({ players: 2, cards: cardsOf(copy(CARDS)) }, 1));
    s.cardSet[0].coppies = 2;
    const problems = g.validate(s);
    expect(problems.map((q) => [q.path, q.rule])).toEqual([['.cardSet', 'V-2.10']]);
    expect(problems[0]!.message).toMatch(/Unknown key "coppies" in cards\[0\]/);
    expectRuleError(() => g.legalActions(s as never, 0), 'BAD_STATE', 'V-2.10', /coppies/);
    delete s.cardSet[0].coppies;
    s.cardSet[0].name = 'n'.repeat(41);
    expect(g.validate(s).map((q) => q.message).join()).toMatch(/"name" must have 1 to 40 characters/);
  });
});
