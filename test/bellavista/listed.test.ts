/**
 * `listedAction` (legal.ts) recognises a plain-JSON action without listing every legal action; `apply`
 * relies on it being exactly the listing: for every action it is asked about, it must return the very
 * object `legalActions` lists that is equal to it, and nothing for an action that is not listed.
 * Checked on the states of seeded random playouts (2–4 players, neutral buildings included) and on
 * the BV-5.9 fallback positions, for every listed action and for near misses of each kind.
 */
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/core/bots.js';
import { bellavista, type BellaVistaAction, type BellaVistaState, type Components } from '../../src/bellavista/index.js';
import { actors, eligibleContracts, listedAction } from '../../src/bellavista/legal.js';
import { rulesOf } from '../../src/bellavista/rules.js';
import { placementCoords, placementTable } from '../../src/bellavista/town.js';
import { turnOf, type Built, walledTown } from './helpers.js';

/** The listed actions by their JSON text (the probes are built with the listed objects' key order). */
function byListing(listed: readonly BellaVistaAction[]): Map<string, BellaVistaAction> {
  return new Map(listed.map((x) => [JSON.stringify(x), x]));
}

/**
 * Near misses of the listed actions of `state` for the seat to act: every kind of field changed; with
 * `everyPlacement`, also every town placement of every building number.
 */
function probes(state: BellaVistaState, listed: readonly BellaVistaAction[], p: number, everyPlacement: boolean): unknown[] {
  const out: unknown[] = [];
  const n = state.players;
  const info = rulesOf(state).info;
  const hand = [...new Set(state.hands[p] ?? [])];
  for (const space of [null, -1, 0, 1, 2, 3, 4, 1.5, '0']) {
    for (const card of [...hand, 'red-9', 'nope', 3]) out.push({ type: 'offer', player: p, space, card });
  }
  out.push({ type: 'offer', player: (p + 1) % n, space: 0, card: hand[0] ?? 'red-1' });
  out.push({ type: 'offer', player: p, space: 0, card: hand[0] ?? 'red-1', extra: 1 });
  for (const id of [...state.display, ...state.contractDeck.slice(0, 2), 'C-NONE', 7]) {
    out.push({ type: 'take_contract', player: p, contract: id }, { type: 'take_contract', player: (p + 1) % n, contract: id });
  }
  out.push({ type: 'skip_contract', player: p }, { type: 'skip_contract', player: (p + 1) % n }, { type: 'skip_contract', player: p, contract: null });
  // an extra key on a listed action (the lookup compares fields one by one, then the key sets)
  for (const a of listed.slice(0, 6)) out.push({ ...a, extra: 1 }, { ...a, type: undefined });
  // every town placement of every building number, as place and as place_neutral, for this seat
  if (everyPlacement) for (let h = 1; h <= 8; h++) {
    const table = placementTable(info, h);
    for (let i = 0; i < table.count; i++) {
      const coords = placementCoords(info, table, i);
      out.push({ type: 'place', player: p, cells: coords.map(([r, k]) => [r, k]) });
      out.push({ type: 'place_neutral', player: p, cells: coords.map(([r, k]) => [r, k]) });
    }
  }
  for (const a of listed.slice(0, 12)) {
    if (a.type !== 'place' && a.type !== 'place_neutral') continue;
    out.push({ ...a, player: (p + 1) % n });
    out.push({ ...a, cells: a.cells.slice(1) });
    out.push({ ...a, cells: a.cells.map(([r, c]) => [r, c + 1]) });
    out.push({ ...a, cells: [...a.cells, [0, 0]] });
    out.push({ ...a, cells: 'x' });
  }
  return out;
}

function check(state: BellaVistaState, everyPlacement: boolean): number {
  let asked = 0;
  const [p] = actors(state);
  if (p === undefined) return 0;
  // BV-7.1 / BV-5.11: the remembered answer for frozen buildings is the one counted afresh on a plain copy.
  for (let seat = 0; seat < state.players; seat++) {
    const ids = eligibleContracts(state, seat);
    expect(eligibleContracts(state, seat)).toBe(ids); // remembered
    expect(ids).toEqual(eligibleContracts(JSON.parse(JSON.stringify(state)) as BellaVistaState, seat));
  }
  const listed = bellavista.legalActions(state, p);
  for (const a of listed) {
    expect(listedAction(state, JSON.parse(JSON.stringify(a)))).toBe(a);
    asked++;
  }
  const keyed = byListing(listed);
  for (const x of probes(state, listed, p, everyPlacement)) {
    const want = keyed.get(JSON.stringify(x));
    const got = listedAction(state, x);
    if (got !== want) expect({ action: x, got }).toEqual({ action: x, got: want });
    asked++;
  }
  return asked;
}

describe('listedAction is the listing: the same object for every listed action, nothing for any other', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: every state of 3 seeded random playouts (every town placement on every 8th)`, () => {
      let asked = 0;
      let ply = 0;
      for (let g = 0; g < 3; g++) {
        playout(bellavista, { players }, `listed/${players}/${g}`, { onAction: (state) => (asked += check(state, ply++ % 8 === 0)) });
      }
      expect(asked).toBeGreaterThan(1000);
    });
  }

  it('BV-5.9 fallbacks: on the border when zoning cannot be met, anywhere when the border is full too', () => {
    const mini = walledTown('walled', [{ id: 'C-BORDER', kind: 'buildingsOnBorder', required: { default: 1, twoPlayer: 1 }, coins: 6, copies: 4 }]);
    const border: Built[] = [['blue-7', 1, [[1, 2]]]];
    const ring: Built[] = [['blue-8', 1, [[0, 0]]], ['blue-7', 1, [[0, 1]]], ['blue-6', 1, [[0, 2], [1, 2]]], ['blue-5', 1, [[1, 0], [2, 0]]], ['green-6', 2, [[2, 1], [2, 2]]]];
    const onBorder = turnOf('red-8', 'Z-PARK-0', border, { coins: [5, 5, 5, 5] }, { players: 4, components: mini });
    const anywhere = turnOf('red-8', 'Z-PARK-0', ring, { coins: [5, 5, 5, 5] }, { players: 4, components: mini });
    expect(bellavista.legalActions(onBorder, 0)).toHaveLength(7);
    expect(bellavista.legalActions(anywhere, 0)).toHaveLength(1);
    expect(check(onBorder, true)).toBeGreaterThan(20);
    expect(check(anywhere, true)).toBeGreaterThan(20);
  });
});
