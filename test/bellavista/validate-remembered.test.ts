/**
 * Issue #11: `validate` remembers, per config, the frozen parts of a state that passed the checks
 * depending on them alone (buildings, lists of card ids, the grid's range). Those checks must never
 * stand in for the ones that depend on the rest of the state: a state that shares a remembered part
 * with a valid state gets exactly the problems a fresh JSON copy of it gets (nothing remembered).
 * And a placement read from JSON (replay) is found among the listed ones without listing them all:
 * it must be the very listed action, and anything else still goes through the guard.
 */
import { describe, expect, it } from 'vitest';
import { bellavista } from '../../src/bellavista/index.js';
import { validate } from '../../src/bellavista/validate.js';
import type { BellaVistaAction, BellaVistaState } from '../../src/bellavista/types.js';
import { deepFreeze } from '../../src/core/index.js';
import { samplePoints } from './edits.js';
import { legal, play, rejects } from './helpers.js';

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
/** `s` with some root fields replaced: every other part is the very (remembered) object of `s`. */
const sharing = (s: BellaVistaState, fields: Partial<Record<keyof BellaVistaState, unknown>>): BellaVistaState =>
  Object.freeze({ ...s, ...deepFreeze(fields) }) as BellaVistaState;

describe('BV-10 validate: remembered frozen parts are checked against the rest of every state', () => {
  const states = samplePoints({ players: 4 }, 'remembered', 4);
  const late = states.filter((s) => s.buildings.length >= 6).at(-1)!;

  it('engine states are valid, and each is checked again in full with parts of another state', () => {
    for (const s of states) expect(validate(s)).toEqual([]);
    const early = states[0]!;
    for (const k of ['round', 'buildings', 'grid', 'decks', 'hands', 'queue', 'zoningPast', 'contractDeck'] as const) {
      const mixed = sharing(late, { [k]: early[k] });
      expect(validate(mixed), k).toEqual(validate(json(mixed)));
    }
  });

  it('a remembered building: the round (BV-5.13), a second copy (BV-2.1), another grid (BV-5.8)', () => {
    expect(validate(late)).toEqual([]);
    const round = sharing(late, { round: 1, zoningPast: [] });
    const r = validate(round);
    expect(r.map((p) => p.rule)).toContain('BV-5.13');
    expect(r).toEqual(validate(json(round)));
    const twice = sharing(late, { buildings: [...late.buildings, late.buildings[0]!] });
    const t = validate(twice);
    expect(t.map((p) => p.message).join(' ')).toMatch(/stands twice/);
    expect(t).toEqual(validate(json(twice)));
    const grid = sharing(late, { grid: late.grid.map((v) => (v === 0 ? -1 : v)) });
    const g = validate(grid);
    expect(g.map((p) => p.path).some((p) => p.startsWith('.grid'))).toBe(true);
    expect(g).toEqual(validate(json(grid)));
  });

  it('remembered card lists moved to another seat or place (BV-4.10)', () => {
    const mid = states.find((s) => s.decks[0]!.length > 0 && s.decks[1]!.length > 0)!;
    expect(validate(mid)).toEqual([]);
    const swapped = sharing(mid, { decks: [mid.decks[1]!, mid.decks[0]!, ...mid.decks.slice(2)] });
    const p = validate(swapped);
    expect(p.map((x) => x.rule)).toContain('BV-4.10');
    expect(p).toEqual(validate(json(swapped)));
    const twice = sharing(mid, { setAside: [...mid.setAside, mid.decks[0]![0]!] });
    expect(validate(twice).map((x) => x.message).join(' ')).toMatch(/is also at \.decks\[0\]\[0\]/);
    expect(validate(twice)).toEqual(validate(json(twice)));
  });
});

describe('BV-5.8 a placement read from JSON is the listed action', () => {
  /** A construction turn's placing state of a seeded 4-player game. */
  const placing = (): BellaVistaState => {
    let s = bellavista.setup({ players: 4 }, 'from-json');
    while (!(s.phase === 'build' && s.step === 'place' && s.round >= 2)) s = play(s, legal(s)[0]!);
    return s;
  };

  it('a JSON copy (cells in any order) reaches the state the listed object reaches', () => {
    const s = placing();
    const l = legal(s);
    for (const a of [l[0]!, l[l.length - 1]!, l[l.length >> 1]!]) {
      const listed = bellavista.apply(s, a);
      const copy = json(a) as BellaVistaAction & { cells: [number, number][] };
      expect(json(bellavista.apply(s, copy))).toEqual(json(listed));
      const shuffled = { ...copy, cells: [...copy.cells].reverse() };
      expect(json(bellavista.apply(s, shuffled))).toEqual(json(listed));
    }
  });

  it('anything else still gets the guard\'s error: another seat, a free but unlisted placement, an extra key', () => {
    const s = placing();
    const a = json(legal(s)[0]!) as BellaVistaAction & { cells: [number, number][] };
    rejects(s, { ...a, player: (a.player + 1) % 4 }, 'NOT_YOUR_TURN', 'core');
    rejects(s, { ...a, extra: 1 }, 'MALFORMED_ACTION', 'BV-5.8');
    rejects(s, { ...a, type: 'place_neutral' }, 'ILLEGAL_ACTION', 'BV-9.1');
  });
});
