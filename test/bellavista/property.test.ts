import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/core/testing.js';
import { bellavista } from '../../src/bellavista/index.js';
import type { BellaVistaState, BellaVistaView } from '../../src/bellavista/types.js';
import { rulesOf } from '../../src/bellavista/rules.js';

function leaks(state: BellaVistaState, view: BellaVistaView, viewer: number | null): string | undefined {
  for (let p = 0; p < state.players; p++) {
    if (p !== viewer && typeof view.hands[p] !== 'number') return `hand of seat ${p}`;
  }
  if (view.decks.some((d) => typeof d !== 'number')) return 'a deck order';
  for (let p = 0; p < state.players; p++) {
    if (p !== viewer && state.phase !== 'over' && typeof view.contracts[p] !== 'number') return `face-down contracts of seat ${p}`;
  }
  if (typeof view.zoningDeck !== 'number' || typeof view.contractDeck !== 'number') return 'zoning or contract deck order';
  for (const o of [...view.spaces, ...view.overflow]) if (o && o.player !== viewer && o.card !== null) return 'a face-down offer';
  if (state.phase === 'build') {
    view.queue.forEach((o, i) => {
      if (i > state.buildTurn && o.player !== viewer && o.card !== null) throw new Error('face-down queued card shown');
    });
  }
  return undefined;
}

/** Card conservation: every card is in a deck, a hand, on the board, built or set aside. */
function invariant(s: BellaVistaState): string | undefined {
  const perPlayer = s.players === 2 ? 16 : 8;
  const where = new Map<string, number>();
  const add = (c: string) => where.set(c, (where.get(c) ?? 0) + 1);
  s.decks.flat().forEach(add);
  s.hands.flat().forEach(add);
  s.spaces.forEach((o) => o && add(o.card));
  s.overflow.forEach((o) => add(o.card));
  s.queue.slice(s.phase === 'build' ? s.buildTurn + (s.step === 'contract' ? 1 : 0) : s.queue.length).forEach((o) => add(o.card));
  s.buildings.filter((b) => b.owner !== null).forEach((b) => add(b.id));
  s.setAside.filter((c) => !c.startsWith(`${s.neutralColour}-`)).forEach(add);
  if (where.size !== perPlayer * s.players) return `${where.size} distinct cards, expected ${perPlayer * s.players}`;
  for (const [c, n] of where) if (n !== 1) return `card ${c} is in ${n} places`;
  if (s.coins.some((c) => c < 0)) return 'negative coins';
  let cells = 0;
  for (const g of s.grid) if (g >= 0) cells++;
  if (cells !== s.buildings.reduce((t, b) => t + b.cells.length, 0)) return 'grid and buildings disagree';
  const display = s.display.length + s.contractDeck.length + s.contracts.flat().length;
  const total = rulesOf(s).components.contractCards.reduce((t, c) => t + c.copies, 0);
  if (display !== total) return `contract cards: ${display} of ${total}`;
  return undefined;
}

/** Near-miss probes: shifted placements, taken offer spaces, contracts not in the display. */
function probes(s: BellaVistaState, player: number): unknown[] {
  const out: unknown[] = [];
  if (s.phase === 'build' || s.phase === 'neutral') {
    const type = s.phase === 'build' ? 'place' : 'place_neutral';
    const b = s.buildings[s.buildings.length - 1];
    if (b) {
      out.push({ type, player, cells: b.cells });
      out.push({ type, player, cells: b.cells.map(([r, c]) => [r, c + 1]) });
      out.push({ type, player, cells: b.cells.map(([r, c]) => [r + 1, c]) });
    }
    out.push({ type: 'take_contract', player, contract: 'C-BORDER' });
    out.push({ type: 'skip_contract', player });
  } else if (s.phase === 'offer') {
    s.spaces.forEach((o, i) => o && out.push({ type: 'offer', player, space: i, card: s.hands[player]![0] ?? 'red-1' }));
    out.push({ type: 'offer', player, space: null, card: s.hands[player]![0] ?? 'red-1' });
  }
  return out;
}

/** Card ids a viewer cannot see: other architects' decks and hands, and their face-down offers (BV-5.3). */
function hidden(s: BellaVistaState, viewer: number | null): string[] {
  const out: string[] = [];
  for (let p = 0; p < s.players; p++) {
    if (p === viewer) continue;
    out.push(...s.decks[p]!, ...s.hands[p]!);
    for (const o of [...s.spaces, ...s.overflow]) if (o && o.player === p) out.push(o.card);
  }
  return out;
}

describe('BV-1.1 BV-1.2 random full games (checkGame)', () => {
  it('plays 200 games at each player count with the engine contract, hidden information and card conservation', () => {
    const report = checkGame(bellavista, {
      games: 100,
      probeRate: 0.02,
      configs: (n) => [{ players: n }, { players: n, layout: 'LAYOUT-B', ...(n === 3 ? { neutralInFinalRound: true } : {}) }],
      leaks,
      invariant,
      probes,
      hidden,
    });
    expect(report.games).toBe(600);
  });
});
