// Every rule ID an engine can put in a RuleError is findable in the shipped rules reference.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { games, isRuleError, ruleDoc, type GameRegistry } from '../../src/index.js';
import { ruleDoc as coreRuleDoc } from '../../src/core/index.js';

const root = resolve(__dirname, '../..');
const read = (f: string) => readFileSync(join(root, f), 'utf8');
/** The ID as a whole token: `WT-4.1` is not found inside `WT-4.12`. */
const mentions = (text: string, id: string) => new RegExp(`(?<![\\w.-])${id.replace(/\./g, '\\.')}(?![\\w]|\\.\\d)`).test(text);

describe('ruleDoc', () => {
  it('names the shipped rules reference of a game, and docs/README.md for core', () => {
    expect(ruleDoc('welcometo', 'WT-7.2')).toBe('docs/rules/welcometo.md');
    expect(ruleDoc(games.simplicity, 'SIM-3.2')).toBe('docs/rules/simplicity.md');
    expect(ruleDoc('villagers', 'core')).toBe('docs/README.md');
    expect(read('docs/README.md')).toMatch(/`core`/);
    expect(() => ruleDoc('../elsewhere', 'X-1')).toThrow(expect.objectContaining({ code: 'UNKNOWN_RULE' }));
  });
  it('refuses games the package does not ship and strings that are no rule ID', () => {
    for (const g of ['nosuchgame', 'toString', '', 'WELCOMETO', null, 5, {}]) {
      expect(() => ruleDoc(g as string, 'WT-7.2'), String(g)).toThrow(expect.objectContaining({ code: 'UNKNOWN_RULE' }));
    }
    for (const r of ['x', '', 'WT', 'WT-', 'wt-7.2', 'WT-7.2.', 'WT-7..2', '../../etc/passwd', 'CORE', null, 7]) {
      expect(() => ruleDoc('welcometo', r as string), String(r)).toThrow(expect.objectContaining({ code: 'UNKNOWN_RULE' }));
    }
    expect(ruleDoc('villagers', 'V-2.9')).toBe('docs/rules/villagers.md');
    expect(ruleDoc('villagers', 'S-5')).toBe('docs/rules/villagers.md');
    // Another game's rule ID is not this game's (trial: skyline + WT-7.2 named skyline's file).
    for (const [g, r] of [['skyline', 'WT-7.2'], ['welcometo', 'SK-1'], ['simplicity', 'S-5'], ['bellavista', 'SIM-3.2'], ['villagers', 'BV-10']]) {
      expect(() => ruleDoc(g!, r!), `${g} ${r}`).toThrow(/is not a rule ID of/);
    }
    // The core version knows no registry: a third-party game's id is fine there.
    expect(coreRuleDoc('my-game', 'MG-1.2')).toBe('docs/rules/my-game.md');
    expect(() => coreRuleDoc('my-game', 'nonsense')).toThrow(expect.objectContaining({ code: 'UNKNOWN_RULE' }));
  });
});

for (const [id, game] of Object.entries(games as GameRegistry)) {
  describe(`${id}: rule IDs point into docs/rules/${id}.md`, () => {
    const doc = read(coreRuleDoc(id, 'X-1'));
    it('has the header saying it is the reference the engine implements', () => {
      expect(doc.slice(0, 1500)).toMatch(/the rules reference the `tabletop-rules\/\w+` engine implements/);
      expect(doc.slice(0, 1500)).toMatch(/RuleError/);
    });
    it('defines every rule ID the source can throw', () => {
      const dir = join(root, 'src', id);
      const ids = new Set<string>();
      for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts'))) {
        for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/['"`]([A-Z]{1,4}-\d+(?:\.\d+)*[a-z]?)['"`]/g)) ids.add(m[1]!);
      }
      expect(ids.size).toBeGreaterThan(2);
      expect([...ids].filter((r) => !mentions(doc, r))).toEqual([]);
    });
    it('a real rejection names an ID found there', () => {
      const state = game.setup({ players: game.players.min }, 1);
      const seat = game.actors(state)[0]!;
      const move = game.legalActions(state, seat)[0]!;
      let err: unknown;
      try {
        game.apply(state, { ...move, type: 'no-such-action' });
      } catch (e) {
        err = e;
      }
      expect(isRuleError(err)).toBe(true);
      const rule = (err as { rule: string }).rule;
      expect(existsSync(join(root, ruleDoc(id, rule)))).toBe(true);
      if (rule !== 'core') expect(mentions(doc, rule), rule).toBe(true);
    });
  });
}
