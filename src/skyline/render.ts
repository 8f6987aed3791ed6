/**
 * `skyline.render`: a plain-text picture of a view. The board is drawn district by district, each
 * site with its tower, pieces bottom to top: a floor by its colour letter (`g` grey, `w` white,
 * `b` brown, `k` black), a roof by its owner's seat number (`1` = P1). `*` marks a site bordering a
 * park (SK-2.3), `.` an empty site:
 *
 * ```
 *   A  A1* w1      A2* g2g1    A3 .  ...
 * ```
 * The second line says what is due and the round (SK-10.7: `round 3 of 150`, the round limit).
 * Then the market (floors bottom to top, vehicles), the deck, supply, objectives with their chips,
 * and each seat's hand, roofs, vehicle markers, stars and chips. Every line fits {@link COLUMNS}
 * columns (an 80-column terminal: `play skyline --show`); a district's row of sites wraps under itself.
 */
import { lines, rule, seatName, viewerName, wrap } from '../core/text.js';
import type { PlayerId } from '../core/index.js';
import { view } from './view.js';
import type { Colour, MaterialCard, Piece, SkylineState, SkylineView } from './types.js';

/** The widest line of the picture: an 80-column terminal (narrower than the core's `WIDTH`). */
export const COLUMNS = 80;

/** One-letter floor colours. */
export const COLOUR_LETTER: Readonly<Record<Colour | 'multi', string>> = { grey: 'g', white: 'w', brown: 'b', black: 'k', multi: 'm' };

/** A tower in the notation: floors by letter, roofs by owner seat + 1, bottom to top. */
export function towerText(stack: readonly Piece[]): string {
  return stack.map((p) => (typeof p === 'number' ? String(p + 1) : COLOUR_LETTER[p])).join('');
}

function cardText(c: MaterialCard | undefined, id: string): string {
  if (!c) return id;
  const veh = Object.entries(c.vehicles).map(([col, n]) => `${COLOUR_LETTER[col as Colour]}×${n}`);
  return `${id} ${c.floors.map((f) => COLOUR_LETTER[f]).join('')}${veh.length ? ` car ${veh.join(' ')}` : ''}`;
}

function phase(v: SkylineView): string {
  if (v.over) return 'game over';
  const who = seatName(v.turn);
  switch (v.pending.kind) {
    case 'setup':
      return `${who} places starting floor ${v.pending.index + 1} of ${v.pending.floors.length} (setup)`;
    case 'choose':
      return `${who} chooses a colour for floor ${v.pending.index + 1} of ${v.pending.card}`;
    case 'discard':
      return `${who} returns floors down to the hand limit of ${v.handLimit}`;
    default:
      return `${who} to take a card or build${v.extraTurn ? ' (extra turn)' : ''}`;
  }
}

/** The picture of a view (the view has no viewer field: pass who looks). Pure function of its inputs. */
export function renderView(v: SkylineView, viewer: PlayerId | null = null): string {
  const out = [`Tower Up · ${v.players} players · ${viewerName(viewer)}`, ...wrap('', [phase(v), `round ${v.round} of ${v.options.roundLimit}`], COLUMNS, ' · ')];
  if (v.end) out.push(...wrap(`End triggered (${v.end.trigger}) by ${seatName(v.end.by)}; final turns: `, v.end.finalTurns.length ? v.end.finalTurns.map(seatName) : ['none'], COLUMNS, ' '));
  out.push(rule('board (floors g w b k bottom→top, roofs by seat, * borders a park)', COLUMNS));
  const b = v.board;
  const districts: string[] = [];
  b.districts.forEach((d) => districts.includes(d) || districts.push(d));
  const cells = b.sites.map((id, i) => `${id}${b.parkAdjacent[i] ? '*' : ' '}${towerText(v.stacks[i] ?? []) || '.'}`);
  const width = Math.max(...cells.map((c) => c.length)) + 2;
  for (const d of districts) {
    const mine = cells.filter((_, i) => b.districts[i] === d).map((c) => c.padEnd(width));
    out.push(...wrap(`  ${d.padEnd(3)}`, mine, COLUMNS, ''));
  }
  out.push(rule('market, deck, supply', COLUMNS));
  out.push(...wrap('Market: ', v.market.map((m, i) => `${i + 1}) ${m === null ? '-' : cardText(v.cards[m], m)}`), COLUMNS));
  const top = v.discard.length ? `, top ${v.discard[v.discard.length - 1]}` : '';
  out.push(...wrap('', [`Deck ${v.deckSize}`, `discard ${v.discard.length}${top}`, `supply ${Object.entries(v.supply).map(([c, n]) => `${COLOUR_LETTER[c as Colour]}${n}`).join(' ')}`], COLUMNS, ' · '));
  out.push(
    ...wrap(
      'Objectives: ',
      v.objectives.map((o) => `${o.id} ${o.name} chips [${o.chips.join(',')}]${o.claimedBy.length ? ` claimed ${o.claimedBy.map(seatName).join(',')}` : ''}`),
      COLUMNS,
    ),
  );
  v.playerStates.forEach((p, i) => {
    const you = i === viewer ? ' (you)' : '';
    const marks = (Object.keys(p.markers) as Colour[]).map((c) => `${COLOUR_LETTER[c]}${p.markers[c]}`).join(' ');
    const hand = (Object.keys(p.hand) as Colour[]).map((c) => `${COLOUR_LETTER[c]}${p.hand[c]}`).join(' ');
    out.push(rule(`${seatName(i)}${you}${i === v.firstPlayer ? ' · first player' : ''}${!v.over && i === v.turn ? ' · to play' : ''}`, COLUMNS));
    out.push(...wrap('  ', [`hand ${hand}`, `roofs left ${p.roofsLeft}`, `tracks ${marks}`, `stars [${p.stars.join(',')}]`], COLUMNS, ' · '));
    const chips = p.chips.map((c) => `${c.objective}:${c.value}`);
    out.push(...wrap('  chips ', [...(chips.length ? chips : ['none']), ...(p.cone === null ? [] : [`· cone ${p.cone}`])], COLUMNS, ' '));
  });
  return lines(out);
}

/** `skyline.render`: {@link renderView} of `view(state, viewer)`. */
export function render(state: SkylineState, viewer: PlayerId | null): string {
  return renderView(view(state, viewer), viewer);
}
