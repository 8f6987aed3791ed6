/**
 * `render` for every game: every seat and a spectator on random positions, at most 100 columns, the
 * same picture for states with the same view, and never a hidden card (an id the view does not hold).
 */
import { describe, expect, it } from 'vitest';
import { createRng, openRng, type AnyGame, type BaseConfig } from '../../src/core/index.js';
import { gameById } from '../../src/index.js';
import { sameView } from './same-view.js';

const CONFIGS: Record<string, BaseConfig[]> = {
  welcometo: [{ players: 3 }, { players: 3, expert: true, board: 'icecream', variant: 'advanced' } as BaseConfig, { players: 1, board: 'christmas' } as BaseConfig],
  villagers: [{ players: 2 }, { players: 4 }],
  skyline: [{ players: 2 }, { players: 4 }],
  simplicity: [{ players: 2 }, { players: 5 }],
  bellavista: [{ players: 2 }, { players: 3 }, { players: 4 }],
};

/** Strings a seat may not see: ids in the hidden parts of the state that its view does not contain. */
function hiddenIds(id: string, s: Record<string, unknown>, viewer: number | null, viewJson: string): string[] {
  const out: string[] = [];
  const add = (xs: readonly unknown[]) => xs.forEach((x) => typeof x === 'string' && !viewJson.includes(JSON.stringify(x)) && out.push(x));
  if (id === 'bellavista') {
    const b = s as { hands: string[][]; decks: string[][]; contractDeck: string[]; zoningDeck: string[]; contracts: string[][] };
    b.hands.forEach((h, p) => p !== viewer && add(h));
    b.decks.forEach(add);
    add(b.contractDeck);
    add(b.zoningDeck);
    b.contracts.forEach((c, p) => p !== viewer && add(c));
  } else if (id === 'skyline') {
    // The view lists every card of the game (static data): a deck card is hidden unless it is in the market or discard.
    const k = s as { deck: string[]; drawn: number; market: (string | null)[]; discard: string[] };
    out.push(...k.deck.slice(k.drawn).filter((c) => !k.market.includes(c) && !k.discard.includes(c)));
  }
  return out;
}

/** Villagers: card names (by uid) in other hands, stacks and the Reserve that the view does not show. */
function villagersHidden(game: AnyGame, s: { seats: { hand: number[] }[]; stacks: number[][]; reserve: number[] }, viewer: number | null, viewJson: string, names: (u: number) => string): string[] {
  const uids = [...s.stacks.flat(), ...s.reserve, ...s.seats.flatMap((x, p) => (p === viewer ? [] : x.hand))];
  void game;
  return [...new Set(uids.map(names))].filter((n) => !viewJson.includes(JSON.stringify(n)));
}

const word = (text: string, token: string): boolean => new RegExp(`(?<![\\w-])${token.replace(/[-]/g, '\\-')}(?![\\w-])`).test(text);

describe('render: every seat and a spectator, 100 columns, a function of the view, no hidden card', () => {
  for (const [id, configs] of Object.entries(CONFIGS)) {
    it(id, async () => {
      const game = gameById(id)!;
      const same = (sameView as unknown as Record<string, (s: unknown, v: number | null) => unknown[]>)[id]!;
      let checked = 0;
      let hiddenChecked = 0;
      const names = id === 'villagers' ? (await import('../../src/villagers/village.js')).idOf : null;
      for (const [ci, config] of configs.entries()) {
        for (let g = 0; g < 2; g++) {
          const rng = openRng(createRng(`render/${id}/${ci}/${g}`));
          let s = game.setup(config, `${ci}-${g}`);
          for (let ply = 0; !game.isOver(s); ply++) {
            if (rng.int(8) === 0 || ply < 2) {
              for (const viewer of [null, ...Array.from({ length: config.players }, (_, p) => p)]) {
                const pic = game.render(s, viewer);
                for (const line of pic.split('\n')) expect([...line].length).toBeLessThanOrEqual(100);
                const vj = JSON.stringify(game.view(s, viewer));
                for (const other of same(s, viewer)) {
                  expect(JSON.stringify(game.view(other, viewer))).toBe(vj);
                  expect(game.render(other, viewer)).toBe(pic);
                }
                const hidden =
                  id === 'villagers' ? villagersHidden(game, s, viewer, vj, (u) => names!(s, u)) : hiddenIds(id, s, viewer, vj);
                for (const h of hidden) {
                  expect(word(pic, h), `${id} render(${viewer}) shows hidden ${h}`).toBe(false);
                  hiddenChecked++;
                }
                checked++;
              }
            }
            const p = game.actors(s)[rng.int(game.actors(s).length)]!;
            const legal = game.legalActions(s, p);
            s = game.apply(s, legal[rng.int(legal.length)]);
          }
          for (const viewer of [null, 0]) expect(game.render(s, viewer)).toMatch(/over/i);
        }
      }
      expect(checked).toBeGreaterThan(20);
      if (id === 'bellavista' || id === 'skyline' || id === 'villagers') expect(hiddenChecked).toBeGreaterThan(20);
    });
  }
});
