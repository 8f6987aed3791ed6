/**
 * determinize on every game: the seat's view is unchanged, the result depends only on that view
 * (states with equal views give equal results for the same seed), different seeds re-deal the hidden
 * cards, and the result plays on.
 */
import { describe, expect, it } from 'vitest';
import { jsonEqual } from '../../src/index.js';
import { positions } from './positions.js';

const sample = positions(4, 7);

describe('determinize', () => {
  for (const { id, game, config, state } of sample) {
    const label = `${id} ${JSON.stringify(config)}`;
    it(`${label}: keeps every view, reads only the view, plays on`, () => {
      const before = JSON.stringify(state);
      const seats = [null, ...Array.from({ length: config.players }, (_, i) => i)];
      for (const seat of seats) {
        const seen = game.view(state, seat);
        const a = game.determinize(state, seat, 11);
        expect(jsonEqual(game.view(a, seat), seen), `view of seat ${seat}`).toBe(true);
        // A different state with the same view for this seat gives the same result for the same seed.
        const other = game.determinize(state, seat, 12);
        expect(jsonEqual(game.view(other, seat), seen)).toBe(true);
        expect(jsonEqual(game.determinize(other, seat, 11), a), `view-only for seat ${seat}`).toBe(true);
        // The RNG state is re-drawn.
        expect(jsonEqual((a as { rng: unknown }).rng, (state as { rng: unknown }).rng)).toBe(false);
        if (!game.isOver(a)) {
          for (const p of game.actors(a)) {
            const legal = game.legalActions(a, p);
            expect(legal.length).toBeGreaterThan(0);
            game.apply(a, legal[legal.length - 1]);
          }
        }
      }
      expect(JSON.stringify(state)).toBe(before);
    });
  }

  it('re-deals hidden cards: a Welcome To expert opponent hand differs between seeds', () => {
    const pos = sample.find((p) => p.id === 'welcometo' && (p.config as { expert?: boolean }).expert && !p.game.isOver(p.state))!;
    const hands = new Set<string>();
    for (let seed = 0; seed < 8; seed++) {
      const d = pos.game.determinize(pos.state, 0, seed) as { players: { hand: number[] }[] };
      hands.add(JSON.stringify(d.players[1]!.hand));
    }
    expect(hands.size).toBeGreaterThan(1);
  });
});
