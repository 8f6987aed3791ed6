/**
 * WT-5.2 / WT-5.4 in `validate`: along a street section the house numbers ascend strictly; equal numbers
 * only as a bis pair side by side; a roundabout starts a new section. (A fresh user's trial found a
 * descending street accepted.)
 */
import { describe, expect, test } from 'vitest';
import { playout } from '../../src/core/index.js';
import { welcometo } from '../../src/welcometo/index.js';

type Json = { players: { sheet: { houses: number[][]; bis: string[] } }[] };

/** A JSON copy of a late position of a seeded 1-player game, with its first street's written houses. */
function late(): { s: Json; street: number; written: number[] } {
  const { log } = playout(welcometo, { players: 1 }, 'order');
  let state = welcometo.setup({ players: 1 }, 'order');
  for (const a of log.actions.slice(0, Math.floor(log.actions.length * 0.8))) state = welcometo.apply(state, a);
  const s = JSON.parse(JSON.stringify(state)) as Json;
  const houses = s.players[0]!.sheet.houses;
  const street = houses.findIndex((row) => row.filter((v) => v >= 0).length >= 3);
  const written = houses[street]!.flatMap((v, h) => (v >= 0 ? [h] : []));
  return { s, street, written };
}
const rules = (s: unknown) => welcometo.validate(s).map((p) => p.rule);

describe('validate: house numbers along a street', () => {
  test('the real position is valid', () => {
    const { s, street } = late();
    expect(street).toBeGreaterThanOrEqual(0);
    expect(welcometo.validate(s)).toEqual([]);
  });
  test('two written houses swapped (descending) is WT-5.2', () => {
    const { s, street, written } = late();
    const row = s.players[0]!.sheet.houses[street]!;
    const [a, b] = [written[0]!, written.at(-1)!];
    expect(row[a]).not.toBe(row[b]);
    [row[a], row[b]] = [row[b]!, row[a]!];
    expect(rules(s)).toContain('WT-5.2');
  });
  test('a number repeated without a bis pair is WT-5.4', () => {
    const { s, street, written } = late();
    const sheet = s.players[0]!.sheet;
    const row = sheet.houses[street]!;
    const [a, b] = [written[0]!, written[1]!];
    row[b] = row[a]!;
    sheet.bis[street] = sheet.bis[street]!.split('').map((c, h) => (h === a || h === b ? '.' : c)).join('');
    expect(rules(s).some((r) => r === 'WT-5.4' || r === 'WT-6.6.3')).toBe(true);
    expect(welcometo.validate(s).some((p) => p.rule === 'WT-5.4' && p.path.endsWith(`houses[${street}][${b}]`))).toBe(true);
  });
  test('a descending street is BAD_STATE when it enters', () => {
    const { s, street, written } = late();
    const row = s.players[0]!.sheet.houses[street]!;
    const vals = written.map((h) => row[h]!).reverse();
    written.forEach((h, i) => (row[h] = vals[i]!));
    expect(() => welcometo.legalActions(s as never, 0)).toThrow(/WT-5\.[24]|ascend/);
  });
});
