/**
 * Issue #11: `validate` (as `replay` calls it on every state it makes) skips what it checked on the
 * last valid state and finds unchanged: a seat that is the same frozen object (`lastSeats`), a stack that
 * is the same frozen list (`lastStacks`), a village node that is the same object at the same index
 * (`lastVillage`). Right after a valid state, frozen states that share all of that with it except one
 * edited stack or one edited village node are refused with exactly the problems of their plain JSON
 * copies (nodes swapped: judged as the copy is), and the valid state is still valid.
 */
import { describe, expect, it } from 'vitest';
import { villagers } from '../../src/villagers/index.js';
import { validate } from '../../src/villagers/validate.js';
import type { SeatState, VillageNode, VillagersState } from '../../src/villagers/types.js';

/** The state after `n` actions of a seeded pseudo-random game (frozen throughout, made by the engine). */
function stateAfter(players: number, n: number): VillagersState {
  let s = villagers.setup({ players }, `vmemo20-${players}`);
  let r = 12345 + players;
  for (let k = 0; k < n && !villagers.isOver(s); k++) {
    const [p] = villagers.actors(s);
    const list = villagers.legalActions(s, p!);
    r = Math.imul(r ^ (r >>> 13), 3266489917) >>> 0;
    s = villagers.apply(s, list[r % list.length]!);
  }
  return s;
}

const frozen = <T>(x: T): T => Object.freeze(x);

function withStack(s: VillagersState, i: number, stack: readonly number[]): VillagersState {
  return frozen({ ...s, stacks: frozen(s.stacks.map((st, k) => (k === i ? frozen([...stack]) : st))) }) as VillagersState;
}

function withVillage(s: VillagersState, q: number, village: readonly VillageNode[]): VillagersState {
  const seats = frozen(s.seats.map((seat, k) => (k === q ? frozen({ ...seat, village: frozen([...village]) }) : seat))) as readonly SeatState[];
  return frozen({ ...s, seats }) as VillagersState;
}

const json = (s: VillagersState): unknown => JSON.parse(JSON.stringify(s));

describe('validate after a valid state: edits of one stack or one village node are still found', () => {
  for (const [players, n] of [[4, 70], [2, 90], [1, 40]] as const) {
    it(`${players} player(s), after ${n} actions`, () => {
      const s = stateAfter(players, n);
      expect(validate(s)).toEqual([]);
      const q = s.seats.findIndex((seat) => seat.village.length >= 2);
      expect(q).toBeGreaterThanOrEqual(0);
      const village = s.seats[q]!.village;
      const last = village.length - 1;
      const stack = s.stacks.findIndex((st) => st.length > 1);
      const cases: [string, VillagersState][] = [
        ['a stack card out of range', withStack(s, stack, s.stacks[stack]!.map((u, k) => (k === 0 ? 100_000 : u)))],
        ['a Founders (never dealt) in a stack', withStack(s, stack, s.stacks[stack]!.map((u, k) => (k === 0 ? 0 : u)))],
        ['a bad role on the last node', withVillage(s, q, village.map((nd, k) => (k === last ? frozen({ ...nd, role: 'nobody' }) : nd)))],
        ['negative coins on the first node', withVillage(s, q, village.map((nd, k) => (k === 0 ? frozen({ ...nd, coins: -1 }) : nd)))],
        ['a node lying on itself', withVillage(s, q, village.map((nd, k) => (k === last ? frozen({ ...nd, on: last }) : nd)))],
        ['nodes swapped (each valid where it was)', withVillage(s, q, village.map((nd, k) => (k === 0 ? village[last]! : k === last ? village[0]! : nd)))],
      ];
      for (const [name, edited] of cases) {
        const problems = validate(edited);
        if (!name.startsWith('nodes swapped')) expect(problems.length, name).toBeGreaterThan(0); // a swap may be valid
        expect(problems, name).toEqual(validate(json(edited)));
        expect(validate(s), name).toEqual([]);
        // and once more straight after the valid state (the memo of `s` in place)
        expect(validate(edited), name).toEqual(problems);
      }
    });
  }
});

describe('solo: an edited event log entry is reported at its path', () => {
  it('shape, ranges and the rules of each entry', () => {
    let s = stateAfter(1, 80);
    for (let n = 100; s.solo!.log.length === 0 && n < 400; n += 20) s = stateAfter(1, n);
    const log = s.solo!.log;
    expect(log.length).toBeGreaterThan(0);
    expect(validate(s)).toEqual([]);
    const withEntry = (entry: object): VillagersState =>
      frozen({ ...s, solo: frozen({ ...s.solo!, log: frozen(log.map((r, k) => (k === 0 ? frozen(entry) : r))) }) }) as VillagersState;
    const r = log[0]!;
    const cases: [string, object, string][] = [
      ['negative paid', { ...r, paid: -1 }, '.solo.log[0].paid'],
      ['a round not an integer', { ...r, round: 1.5 }, '.solo.log[0].round'],
      ['an unknown key', { ...r, extra: 1 }, '.solo.log[0].extra'],
      ['a round after the current one', { ...r, round: s.round + 1 }, '.solo.log[0].round'],
      ['discarded but paying', { ...r, discarded: true, paid: 1, stolen: null }, '.solo.log[0]'],
    ];
    for (const [name, entry, path] of cases) {
      const problems = validate(withEntry(entry));
      expect(problems.map((p) => p.path), name).toContain(path);
      expect(problems, name).toEqual(validate(json(withEntry(entry))));
    }
  });
});
