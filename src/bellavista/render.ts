/**
 * `bellavista.render`: a plain-text picture of a view. The town is drawn as its grid of spaces, three
 * columns a space: a building as its colour letter in capitals and its number (`R4` = red-4, `G8`),
 * an empty space by its tile: `++` park, `~~` river, and for a district its symbol and pattern
 * (`fs` flower striped, `up` butterfly plain, `l` leaf, `i` bird), blank outside the town.
 *
 * ```
 *       0  1  2  3 ...
 *    0 fs fs R4 R4 ...
 * ```
 * Then the offer board (cost, who offered, the card once face up or `?`), the construction order, the
 * zoning card, objectives, face-up contracts, and each architect's coins, hand and contracts.
 */
import { lines, rule, seatName, viewerName, wrap } from '../core/text.js';
import type { PlayerId } from '../core/index.js';
import { view } from './view.js';
import type { BellaVistaState, BellaVistaView, HiddenOffer } from './types.js';

const SYMBOL: Readonly<Record<string, string>> = { flower: 'f', butterfly: 'u', leaf: 'l', bird: 'i' };

/** The two-character code of an empty space of the town. */
function spaceCode(v: BellaVistaView, i: number): string {
  const t = v.town.cellTile[i]!;
  if (t < 0) return '  ';
  const tile = v.town.tiles[t]!;
  if (tile.kind === 'park') return '++';
  if (tile.kind === 'river') return '~~';
  return (SYMBOL[tile.symbol ?? ''] ?? (tile.symbol ?? '?').charAt(0)) + (tile.pattern ?? '?').charAt(0);
}

/** `R4` for red-4. */
export const buildingCode = (id: string): string => id.charAt(0).toUpperCase() + id.slice(id.lastIndexOf('-') + 1);

const offerText = (o: HiddenOffer): string => `${seatName(o.player)} ${o.card ?? '?'}`;

function phase(v: BellaVistaView): string {
  if (v.phase === 'over') return 'game over';
  if (v.phase === 'offer') return `offer phase: ${seatName(v.offerOrder[v.offerTurn]!)} offers a construction card`;
  if (v.phase === 'neutral') return 'neutral building: the last builder places it';
  const o = v.queue[v.buildTurn];
  return `construction: ${o ? seatName(o.player) : '?'} ${v.step === 'place' ? 'places' : 'may take a contract after'} ${o?.card ?? '?'}`;
}

/** The picture of a view. Pure function of the view. */
export function renderView(v: BellaVistaView): string {
  const out = [`Bella Vista · round ${v.round} of 8 · ${v.players} architects · ${viewerName(v.viewer)}`, phase(v), rule('town')];
  const { rows, cols } = v.town;
  // A town wider than 32 columns is drawn in bands of 32 columns, so no line passes 100 columns.
  for (let c0 = 0; c0 < cols; c0 += 32) {
    const c1 = Math.min(cols, c0 + 32);
    out.push('    ' + Array.from({ length: c1 - c0 }, (_, c) => String((c0 + c) % 100).padStart(2)).join(' '));
    for (let r = 0; r < rows; r++) {
      const cells: string[] = [];
      for (let c = c0; c < c1; c++) {
        const b = v.grid[r * cols + c]!;
        cells.push(b >= 0 ? buildingCode(v.buildings[b]!.id).slice(0, 2).padEnd(2) : spaceCode(v, r * cols + c));
      }
      out.push(`${String(r % 1000).padStart(3)} ${cells.join(' ')}`);
    }
  }
  if (v.setAside.length) out.push(`Set aside unbuilt: ${v.setAside.join(' ')}`);
  out.push(rule('offer board and construction'));
  out.push(...wrap('Offer: ', v.spaces.map((s, i) => `[${v.offerCosts[i]}] ${s === null ? '-' : offerText(s)}`)));
  if (v.overflow.length) out.push(...wrap('After the 0 space: ', v.overflow.map(offerText)));
  if (v.queue.length) out.push(...wrap('Build order: ', v.queue.map((o, i) => `${i === v.buildTurn && v.phase === 'build' ? '>' : ''}${offerText(o)}`)));
  out.push(...wrap(`Zoning ${v.zoningCard.id} (${v.zoningCard.kind}) · ${v.zoningDeck} left · past: `, v.zoningPast.length ? [...v.zoningPast] : ['none'], 100, ' '));
  out.push(`Objectives: height ${v.heightObjectiveCard.id} (${v.heightObjectiveCard.kind}), grouping ${v.groupingObjectiveCard.id} (${v.groupingObjectiveCard.kind})`);
  out.push(...wrap('Contracts: ', v.displayCards.map((c) => `${c.id} ${c.coins}c`)), `Contract deck ${v.contractDeck}`);
  for (let p = 0; p < v.players; p++) {
    const roof = v.roofColours[p] ? ` + ${v.roofColours[p]} (roofed)` : '';
    out.push(rule(`${seatName(p)}${p === v.viewer ? ' (you)' : ''} · ${v.colours[p]}${roof} · ${v.coins[p]} coins`));
    const hand = v.hands[p]!;
    out.push(...wrap('  hand: ', typeof hand === 'number' ? [`${hand} cards`] : hand.length ? [...hand] : ['empty']));
    const con = v.contracts[p]!;
    out.push(...wrap(`  deck ${v.decks[p]} · contracts: `, typeof con === 'number' ? [`${con} face down`] : con.length ? [...con] : ['none']));
  }
  if (v.neutralColour) out.push(`Neutral colour: ${v.neutralColour}`);
  return lines(out);
}

/** `bellavista.render`: {@link renderView} of `view(state, viewer)`. */
export function render(state: BellaVistaState, viewer: PlayerId | null): string {
  return renderView(view(state, viewer));
}
