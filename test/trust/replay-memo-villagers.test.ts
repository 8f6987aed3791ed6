/**
 * Issue #11: `replay` validates every state it produces, and Villagers' validate skips the per-seat
 * checks for a seat that is the frozen seat at the same index of the last state it found valid (see
 * `lastSeats` in src/villagers/validate.ts). Right after replaying a 5-player log, a frozen state that
 * shares four seats with the replayed one and has one seat edited is still refused, with the same
 * problems as its plain JSON copy; seats swapped between indexes are checked like the copy; and the
 * replayed state is still valid afterwards.
 */
import { describe, expect, it } from 'vitest';
import { replay, type GameLog } from '../../src/core/index.js';
import { seededLog } from './seeded-log.js';
import { games } from '../../src/index.js';
import type { SeatState, VillagersState } from '../../src/villagers/types.js';

const g = games.villagers;

/** A sealed log of a seeded pseudo-random game (`players` seats), and the state after `n` actions. */
function log(players: number, n: number): { log: GameLog; state: VillagersState } {
  return seededLog<VillagersState>(g, { players }, `vmemo-${players}`, 777 + players, n);
}

function withSeat(s: VillagersState, i: number, edit: (seat: SeatState) => object): VillagersState {
  const seats = Object.freeze(s.seats.map((seat, k) => (k === i ? Object.freeze(edit(seat)) : seat)));
  return Object.freeze({ ...s, seats }) as VillagersState;
}

const frozenCopy = <T>(x: T): T => {
  if (typeof x === 'object' && x !== null) {
    for (const v of Object.values(x)) frozenCopy(v);
    Object.freeze(x);
  }
  return x;
};

describe('replay of a 5-player Villagers log, then an edited state sharing its seats', () => {
  for (const at of [60, 140, 100_000]) {
    const { log: l, state } = log(5, at);
    it(`after ${l.actions.length} actions: each edit of seat 2 is reported as for its plain JSON copy`, () => {
      const replayed = replay(g, l as never) as VillagersState;
      expect(replayed).toEqual(state);
      const edits: [string, (seat: SeatState) => object, string][] = [
        ['negative gold', (seat) => ({ ...seat, gold: -1 }), '.seats[2].gold'],
        ['a card of seat 0 in the hand too', (seat) => ({ ...seat, hand: Object.freeze([...seat.hand, replayed.seats[0]!.village[0]!.card]) }), ''],
        ['an unknown key', (seat) => ({ ...seat, extra: 1 }), '.seats[2].extra'],
        ['a role on the first village card', (seat) => ({ ...seat, village: Object.freeze(seat.village.map((n, j) => (j === 0 ? Object.freeze({ ...n, role: 'nobody' }) : n))) }), '.seats[2].village[0].role'],
      ];
      for (const [name, edit, path] of edits) {
        const edited = withSeat(replayed, 2, edit);
        const problems = g.validate(edited);
        expect(problems.length, name).toBeGreaterThan(0);
        if (path !== '') expect(problems.map((p) => p.path), name).toContain(path);
        expect(problems, name).toEqual(g.validate(JSON.parse(JSON.stringify(edited))));
        expect(g.validate(replayed), name).toEqual([]);
      }
    });

    it(`after ${l.actions.length} actions: seats swapped (each a valid frozen seat) are checked like the copy`, () => {
      const replayed = replay(g, l as never) as VillagersState;
      const seats = Object.freeze(replayed.seats.map((seat, k) => (k === 1 ? replayed.seats[3]! : k === 3 ? replayed.seats[1]! : seat)));
      const swapped = Object.freeze({ ...replayed, seats }) as VillagersState;
      expect(g.validate(swapped)).toEqual(g.validate(JSON.parse(JSON.stringify(swapped))));
      // a frozen copy (new objects throughout) of the replayed state is valid, and the replayed one still is
      expect(g.validate(frozenCopy(JSON.parse(JSON.stringify(replayed))))).toEqual([]);
      expect(g.validate(replayed)).toEqual([]);
    });
  }
});
