/**
 * #11 (trial 14): a turn counter at its maximum for the seat to act. Such a state would have left
 * its phase, so `validate` refuses it; before the fix it was accepted, actions were still listed and
 * `apply` returned a state `validate` rejects (coinsPlaced 3 of 2, drafted 3 of 2).
 */
import { describe, expect, it } from 'vitest';
import { villagers as g } from '../../src/villagers/index.js';
import type { VillagersState } from '../../src/villagers/types.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const copy = (s: unknown): Json => JSON.parse(JSON.stringify(s));
const rules = (x: unknown) => g.validate(x).map((p) => `${p.path} ${p.rule}`);

/** From `setup(config, 7)`, always the first listed action, until `until` holds. */
function playTo(players: number, until: (s: VillagersState) => boolean): VillagersState {
  let s = g.setup({ players }, 7);
  while (!until(s)) s = g.apply(s, g.legalActions(s, g.actors(s)[0]!)[0]!);
  return s;
}

/** Every listed action of an accepted state gives a state `validate` accepts. */
function closed(x: Json): void {
  for (const p of g.actors(x as never)) for (const a of g.legalActions(x as never, p)) expect(g.validate(copy(g.apply(x as never, a)))).toEqual([]);
}

describe('V-5.9 Road coins: at most 2 coins (2 players), 1 (solo), placed in turn', () => {
  for (const players of [1, 2]) {
    const s = playTo(players, (t) => t.phase === 'roadCoins');
    const max = players === 1 ? 1 : 2;
    it(`${players} player(s): the reached state is valid and closed under apply`, () => {
      expect(g.validate(copy(s))).toEqual([]);
      closed(copy(s));
    });
    it(`${players} player(s): coinsPlaced ${max} in roadCoins is refused (the phase would be over)`, () => {
      const x = copy(s);
      x.coinsPlaced = max;
      expect(rules(x)).toEqual(['.coinsPlaced V-5.9']);
    });
  }
  it('2 players: coinsPlaced 1 is valid with the first player to place, refused with the other seat', () => {
    const s = playTo(2, (t) => t.phase === 'roadCoins' && t.coinsPlaced === 1);
    expect(s.turn).toBe(s.firstPlayer);
    expect(g.validate(copy(s))).toEqual([]);
    closed(copy(s));
    const x = copy(s);
    x.turn = 1 - s.firstPlayer;
    expect(rules(x)).toEqual(['.turn V-5.9']);
    const y = copy(s);
    y.coinsPlaced = 0;
    y.turn = s.firstPlayer; // the first coin is the other seat's
    expect(rules(y)).toEqual(['.turn V-5.9']);
  });
});

describe('V-5.3 the seat to draft is below its draft limit', () => {
  it('2 players, seed 7, first draft state: drafted = draftLimit for the seat to move is refused', () => {
    const s = playTo(2, (t) => t.phase === 'draft' && g.actors(t).length > 0);
    const p = s.turn;
    expect(s.seats[p]!.drafted).toBe(0);
    expect(s.seats[p]!.draftLimit).toBe(2);
    const x = copy(s);
    x.seats[p].drafted = x.seats[p].draftLimit; // the square empty, as at the limit (V-5.7)
    expect(rules(x)).toEqual([`.seats[${p}].drafted V-5.3`]);
  });
  it('the other seat at its limit (its square gone to the hand) is fine: it is skipped', () => {
    const s = playTo(2, (t) => t.phase === 'draft' && t.seats[t.firstPlayer]!.drafted === 1);
    expect(g.validate(copy(s))).toEqual([]);
    closed(copy(s));
  });
  it('solo, the Countess phase: the drafting seat at its limit is refused', () => {
    const s = playTo(1, (t) => t.phase === 'countess');
    expect(g.validate(copy(s))).toEqual([]);
    closed(copy(s));
    const x = copy(s);
    x.seats[0].drafted = x.seats[0].draftLimit;
    x.seats[0].hand = [...x.seats[0].hand, ...x.seats[0].square];
    x.seats[0].square = [];
    expect(rules(x)).toEqual(['.seats[0].drafted V-5.3']);
    expect(rules(x)).toContain('.seats[0].drafted V-5.3');
  });
});

describe('V-11.3 the draft ends when nothing can be drafted', () => {
  it('a draft state with an empty Road, stacks and Reserve is refused (no seat would have an action)', () => {
    const s = playTo(3, (t) => t.phase === 'draft' && g.actors(t).length > 0);
    const x = copy(s);
    const moved = [...x.road.filter((r: Json) => r !== null).map((r: Json) => r.card), ...x.stacks.flat(), ...x.reserve];
    x.road = x.road.map(() => null);
    x.stacks = x.stacks.map(() => []);
    x.reserve = [];
    x.discard = [...x.discard, ...moved];
    expect(rules(x)).toContain('.phase V-11.3');
  });
});
