/**
 * Issue #11: `position(positionOf(s))` rebuilds a Villagers position exactly — every village with
 * the same card uids in the same order — so the spectator view is
 * deep-equal (it was rebuilt with other uids in another order in 35 of 35 states). Specs written by
 * hand (no `#uid`, no `order`) still work.
 */
import { describe, expect, it } from 'vitest';
import { createRng, openRng } from '../../src/core/index.js';
import { position, positionOf, villagers } from '../../src/villagers/index.js';
import type { VillagersState } from '../../src/villagers/types.js';

function sample(players: number, seed: string, every: number): VillagersState[] {
  const rng = openRng(createRng(seed));
  let s = villagers.setup({ players }, seed);
  const out: VillagersState[] = [];
  for (let i = 0; !villagers.isOver(s); i++) {
    if (i % every === 0) out.push(s);
    const legal = villagers.legalActions(s, villagers.actors(s)[0]!);
    s = villagers.apply(s, legal[rng.int(legal.length)]!);
  }
  return [...out, s];
}

describe('villagers position(positionOf(s)) round-trips exactly', () => {
  it('villages (uids, order, on, coins, sides, roles) deep-equal; the spectator view deep-equal (solo, 2, 3, 5 players)', () => {
    let n = 0;
    for (const players of [1, 2, 3, 5]) {
      for (const s of sample(players, `exact-${players}`, 9)) {
        const spec = JSON.parse(JSON.stringify(positionOf(s)));
        const t = position(spec, `other-${n}`);
        expect(t.seats.map((x) => x.village)).toEqual(s.seats.map((x) => x.village));

        expect(villagers.view(t, null)).toEqual(villagers.view(s, null));
        n++;
      }
    }
    expect(n).toBeGreaterThan(40);
  });

  it('a village written by hand is listed column by column; `#uid` and `order` give the copies and their order', () => {
    const hand = position({ config: { players: 2 }, villages: [['founders(gold)', 'lumberjack > wheeler'], ['founders(gold)']] });
    expect(hand.seats[0]!.village.map((x) => x.on)).toEqual([null, null, 1]);
    const s = position({ config: { players: 2 }, villages: [['founders(gold)', 'lumberjack > wheeler'], ['founders(gold)']] });
    const [, h, b] = s.seats[0]!.village.map((x) => x.card);
    const ordered = position({
      config: { players: 2 },
      villages: [[`founders(gold)#0`, `lumberjack#${h} > wheeler#${b}`], ['founders(gold)']],
      seats: [{ order: [h!, 0, b!] }],
    });
    expect(ordered.seats[0]!.village.map((x) => [x.card, x.on])).toEqual([[h, null], [0, null], [b, 0]]);
  });

  it('V-6.2 V-2.10 an order that is not the village once each, a card before the one it lies on, or a #uid of another card is BAD_STATE', () => {
    const s = position({ config: { players: 2 }, villages: [['founders(gold)', 'lumberjack > wheeler'], ['founders(gold)']] });
    const [, h, b] = s.seats[0]!.village.map((x) => x.card);
    const villages = [[`founders(gold)`, `lumberjack#${h} > wheeler#${b}`], ['founders(gold)']];
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as { code?: string; rule?: string }).code + ' ' + (e as { rule?: string }).rule;
      }
      return 'returned';
    };
    expect(code(() => position({ config: { players: 2 }, villages, seats: [{ order: [0, b!, h!] }] }))).toBe('BAD_STATE V-6.2');
    expect(code(() => position({ config: { players: 2 }, villages, seats: [{ order: [0, h!] }] }))).toBe('BAD_STATE V-6.2');
    expect(code(() => position({ config: { players: 2 }, villages, seats: [{ order: [0, h!, h!] }] }))).toBe('BAD_STATE V-6.2');
    expect(code(() => position({ config: { players: 2 }, villages: [[`founders(gold)`, `lumberjack#${b}`], ['founders(gold)']] }))).toBe('BAD_STATE V-2.10');
    expect(code(() => position({ config: { players: 2 }, villages: [[`founders(gold)`, `lumberjack#${h}`, `lumberjack#${h}`], ['founders(gold)']] }))).toBe('BAD_STATE V-2.10');
  });
});
