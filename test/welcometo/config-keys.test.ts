/**
 * Issue #11, custom component data (WT-2): every object of `config.components` is checked against its
 * known fields, so a typo (an unknown key) is a BAD_CONFIG naming the key, its path and the rule, not
 * silently kept in the state; a stored state whose components carry an unknown key is reported by
 * `validate` and is BAD_STATE when it enters the game. The published components still set up.
 */
import { describe, expect, it } from 'vitest';
import { expectRuleError } from '../../src/core/testing.js';
import { WELCOMETO_COMPONENTS as W, welcometo as g, type WelcomeToComponents } from '../../src/welcometo/index.js';

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const copy = <T>(x: T): Rec => JSON.parse(JSON.stringify(x)) as Rec;

/** Each object of the component data, with the rule its check names. */
const PLACES: readonly [string, string, (c: Rec) => Rec][] = [
  ['config.components', 'WT-2', (c) => c],
  ['config.components.cards[3]', 'WT-2.1', (c) => c.cards[3]],
  ['config.components.streets[1]', 'WT-2.3', (c) => c.streets[1]],
  ['config.components.tracks', 'WT-2.3', (c) => c.tracks],
  ['config.components.tracks.temps', 'WT-2.3', (c) => c.tracks.temps],
  ['config.components.tracks.temps.solo', 'WT-2.3', (c) => c.tracks.temps.solo],
  ['config.components.plans[0]', 'WT-2.2', (c) => c.plans[0]],
  ['config.components.plans[0].requirement', 'WT-2.2', (c) => c.plans[0].requirement],
  ['config.components.planPools', 'WT-2.2', (c) => c.planPools],
  ['config.components.iceCream', 'WT-13.1', (c) => c.iceCream],
  ['config.components.iceCream.cones[0]', 'WT-13.1', (c) => c.iceCream.cones[0]],
];

describe('welcometo component data: unknown keys (WT-2)', () => {
  it('the published components, given as a config, still set up', () => {
    const s = g.setup({ players: 3, board: 'icecream', components: copy(W) as WelcomeToComponents }, 1);
    expect(g.validate(copy(s))).toEqual([]);
  });

  it.each(PLACES)('an unknown key in %s is BAD_CONFIG naming the key and its path (%s); the config is unchanged', (path, rule, at) => {
    const c = copy(W);
    at(c).numbr = 5;
    const before = JSON.stringify(c);
    const esc = path.replace(/[[\].]/g, (m) => `\\${m}`);
    expectRuleError(() => g.setup({ players: 2, components: c as WelcomeToComponents }, 1), 'BAD_CONFIG', rule, new RegExp(`Unknown key "numbr" in ${esc} \\(known: `));
    expect(JSON.stringify(c)).toBe(before);
  });

  it('an unknown key in the components a state stores is reported by validate and is BAD_STATE', () => {
    const s = copy(g.setup({ players: 2, components: copy(W) as WelcomeToComponents }, 1));
    s.components.cards[0].numbr = 5;
    const problems = g.validate(s);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path).toBe('.components');
    expect(problems[0]!.message).toMatch(/Unknown key "numbr" in config\.components\.cards\[0\]/);
    expectRuleError(() => g.legalActions(s as never, 0), 'BAD_STATE', 'WT-2', /numbr/);
  });
});
