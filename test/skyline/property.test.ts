import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/core/testing.js';
import { COLOURS, DEFAULT_COMPONENTS, gameData, skyline, type SkylineConfig, type SkylineState, type SkylineView } from '../../src/skyline/index.js';

/** Floors are conserved: supply + hands + board = 4 × floorsPerColour, per colour; roofs likewise. */
function invariant(s: SkylineState): string | undefined {
  const { board, cards, components } = gameData(s.components, s.players);
  for (const c of COLOURS) {
    let n = s.supply[c];
    for (const ps of s.playerStates) n += ps.hand[c];
    for (const st of s.stacks) for (const x of st) if (x === c) n++;
    if (n !== components.floorsPerColour) return `${c} floors: ${n} instead of ${components.floorsPerColour}`;
    if (s.supply[c] < 0) return `negative ${c} supply`;
  }
  for (let p = 0; p < s.players; p++) {
    const ps = s.playerStates[p]!;
    let placed = 0;
    for (const st of s.stacks) for (const x of st) if (x === p) placed++;
    if (placed + ps.roofsLeft !== 10) return `P${p + 1} roofs: ${placed} placed + ${ps.roofsLeft} left`;
    if (s.pending.kind === 'none' && Object.values(ps.hand).reduce((a, b) => a + b, 0) > 10) return `P${p + 1} holds more than 10 floors between turns`;
  }
  const nCards = s.deck.length - s.drawn + s.discard.length + s.market.filter((m) => m !== null).length + (s.pending.kind === 'choose' ? 1 : 0);
  if (nCards !== Object.keys(cards).length) return `${nCards} cards instead of ${Object.keys(cards).length}`;
  for (let i = 0; i < s.stacks.length; i++) {
    const st = s.stacks[i]!;
    if (st.length === 0) continue;
    if (typeof st[0] !== 'string') return `stack ${i} starts with a roof`;
    for (let k = 1; k < st.length; k++) {
      if (typeof st[k] === 'number' && typeof st[k - 1] === 'number') return `two roofs in a row on ${board.sites[i]}`;
      if (typeof st[k] === 'string' && st[k] !== st[0]) return `mixed colours on ${board.sites[i]}`;
    }
    for (const j of board.adjacency[i]!) if (s.stacks[j]!.length > 0 && s.stacks[j]![0] === st[0]) return `adjacent ${st[0]} buildings`;
  }
  return undefined;
}

/** The deck order is the only hidden information. */
function leaks(s: SkylineState, v: SkylineView): string | undefined {
  if ('deck' in v) return 'the deck order is visible';
  if (v.deckSize !== s.deck.length - s.drawn) return 'wrong deck size';
  return undefined;
}

const configs = (n: number): SkylineConfig[] => {
  const out: SkylineConfig[] = [{ players: n }, { players: n, setupMode: 'manual', objectives: 'starter', extraTurnMandatory: true }];
  if (n <= 3) out.push({ players: n, startingFloors: 7 });
  else out.push({ players: n, startingFloors: 5 });
  return out;
};

describe('checkGame: random full games (SK-1 … SK-13)', () => {
  for (const n of [2, 3, 4]) {
    it(`${n} players, every mode`, () => {
      const report = checkGame(skyline, { players: [n], configs, games: Number(process.env.SKYLINE_GAMES ?? 67), probeRate: 0.05, invariant, leaks });
      expect(report.games).toBeGreaterThanOrEqual(3);
    });
  }
});

describe('SK-2 a corrected component set plays through the same engine', () => {
  it('shorter track, other stars and cone row, smaller deck, other chips', () => {
    const components = {
      track: { endColumn: 12, values: [0, 1, 2, 3, 5, 7, 9, 11, 13, 15, 18, 21, 25], starColumns: [3, 6, 9] },
      coneValues: [0, 3, 6, 10],
      materialCards: DEFAULT_COMPONENTS.materialCards.slice(4, 36),
      chips: { shapes: ['a', 'b', 'c'], byPlayerCount: { '2': [6, 4], '3': [6, 4, 2], '4': [6, 4, 2, 1] } },
    };
    const report = checkGame(skyline, {
      configs: (n) => [{ players: n, components }],
      games: 4,
      probeRate: 0.05,
      invariant,
      leaks,
    });
    expect(report.games).toBe(12);
    const s = skyline.setup({ players: 3, components }, 1);
    expect(s.objectives[0]!.chips).toEqual([6, 4, 2]);
    expect(skyline.view(s, null).track.endColumn).toBe(12);
  });
});
