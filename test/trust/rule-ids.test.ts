/**
 * The checked-in rule-ID table of the package root's `ruleDoc` (src/rule-ids.ts) equals what the rules
 * references docs/rules/<game>.md name. After editing a reference, regenerate the table:
 *   UPDATE_RULE_IDS=1 npx vitest run test/trust/rule-ids.test.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_IDS, RULE_PREFIXES } from '../../src/rule-ids.js';
import { gameIds } from '../../src/index.js';

const root = resolve(__dirname, '../..');
const MARKER = '// GENERATED BELOW by test/trust/rule-ids.test.ts (UPDATE_RULE_IDS=1): do not edit by hand.';

/** Every ID with one of `prefixes` that `text` names as a whole token (`WT-4.1` is not inside `WT-4.12`), sorted. */
export function ruleIdsIn(text: string, prefixes: readonly string[]): string[] {
  const re = new RegExp(`(?<![\\w.-])((?:${prefixes.join('|')})-\\d+(?:\\.\\d+)*[a-z]?)(?![\\w]|\\.\\d)`, 'g');
  const ids = new Set<string>();
  for (const m of text.matchAll(re)) ids.add(m[1]!);
  return [...ids].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** The table the references give, in registry order. */
function expected(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const id of gameIds) out[id] = ruleIdsIn(readFileSync(join(root, 'docs/rules', `${id}.md`), 'utf8'), RULE_PREFIXES[id]!);
  return out;
}

/** The generated part of src/rule-ids.ts for `table`. */
function generated(table: Record<string, string[]>): string {
  const rows = Object.entries(table).map(([id, ids]) => {
    const lines: string[] = [];
    let line = '   ';
    for (const r of ids) {
      const item = ` '${r}',`;
      if (line.length + item.length > 118) {
        lines.push(line);
        line = '   ';
      }
      line += item;
    }
    lines.push(line);
    return `  ${id}: Object.freeze([\n${lines.join('\n')}\n  ]),`;
  });
  return `${MARKER}\nexport const RULE_IDS: Readonly<Record<string, readonly string[]>> = Object.freeze({\n${rows.join('\n')}\n});\n`;
}

describe('src/rule-ids.ts', () => {
  const table = expected();
  if (process.env.UPDATE_RULE_IDS === '1') {
    const file = join(root, 'src/rule-ids.ts');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.slice(0, text.indexOf(MARKER)) + generated(table));
  }
  it('has a row for every shipped game, with its prefixes', () => {
    expect(Object.keys(RULE_IDS)).toEqual([...gameIds]);
    expect(Object.keys(RULE_PREFIXES)).toEqual([...gameIds]);
  });
  it('lists exactly the rule IDs docs/rules/<game>.md names (regenerate with UPDATE_RULE_IDS=1)', () => {
    expect(Object.fromEntries(Object.entries(RULE_IDS).map(([k, v]) => [k, [...v]]))).toEqual(table);
    for (const ids of Object.values(table)) expect(ids.length).toBeGreaterThan(40);
  });
  it('is the generated text (so a hand edit is caught too)', () => {
    const text = readFileSync(join(root, 'src/rule-ids.ts'), 'utf8');
    expect(text.slice(text.indexOf(MARKER))).toBe(generated(table));
  });
  it('the token rule: a whole ID only, with the game\'s prefix', () => {
    expect(ruleIdsIn('WT-4.12 and (WT-4.1), WT-6.1.2b; XWT-9 U-3 SK-1', ['WT'])).toEqual(['WT-4.1', 'WT-4.12', 'WT-6.1.2b']);
  });
});
