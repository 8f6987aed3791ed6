/**
 * `simplicity.render`: a plain-text picture of a view. The city board is drawn as a grid, one cell
 * of three characters per space: the space's symbol, the tile on it, the team disc on it.
 *
 * ```
 *   o..  ^..  [P1  *..
 * ```
 * Symbols: `o` circle, `^` triangle, `[` square, `*` star, `h` hexagon, `_` blank (others: their first
 * letter); tiles by the first letter of the colour in capitals (`B`lue, `O`range, `P`urple, `Y`ellow),
 * `#` a park; the disc by team number (1 = the first team colour); `.` = none; `   ` = not a space.
 * Then the planning board (symbols, tile, pawn, demolition), the teams and the draw pile count.
 */
import { lines, rule, seatName, viewerName, wrap } from '../core/text.js';
import type { PlayerId } from '../core/index.js';
import { view } from './view.js';
import type { CellView, SimplicityState, SimplicityView } from './types.js';

/** One-character symbols of the DEFAULT spaces. */
export const SYMBOL_CHAR: Readonly<Record<string, string>> = { circle: 'o', triangle: '^', square: '[', star: '*', hexagon: 'h', blank: '_' };

/** The letter of a tile kind: `#` for a park, else the colour's first letter in capitals. */
export const tileChar = (tile: string): string => (tile === 'park' ? '#' : tile.charAt(0).toUpperCase());

function cell(c: CellView): string {
  if (c.space === null) return '   ';
  const sym = SYMBOL_CHAR[c.space] ?? c.space.charAt(0);
  return `${sym}${c.tile === null ? '.' : tileChar(c.tile)}${c.disc === null ? '.' : String(c.disc + 1)}`;
}

function phase(v: SimplicityView): string {
  if (v.phase === 'over' || v.activeTeam === null || v.activePlayer === null) return 'game over';
  const t = v.teams[v.activeTeam]!;
  const who = `${seatName(v.activePlayer)} for team ${v.activeTeam + 1} (${t.colour})`;
  if (v.phase === 'demolish') return `${who} puts the demolition token on a row`;
  if (v.phase === 'choose') return `${who} chooses a planning row`;
  return `${who} places the tile of row ${v.placingRow}`;
}

/** The picture of a view. Pure function of the view. */
export function renderView(v: SimplicityView): string {
  const out = [
    `Simplicity · round ${v.round} of 5 · side ${v.side} · ${v.phase} phase · ${viewerName(v.viewer)}`,
    phase(v),
    `Turn order: ${v.order.map((t) => `${t + 1}`).join(' ')}${v.demolition ? ' · demolition token in use' : ''}`,
    rule('city (symbol, tile, disc)'),
  ];
  const cols = v.city[0]?.length ?? 0;
  // A city wider than 19 columns is drawn in bands of 19 columns (100 columns a line at most).
  for (let c0 = 0; c0 < cols; c0 += 19) {
    const c1 = Math.min(cols, c0 + 19);
    out.push('     ' + Array.from({ length: c1 - c0 }, (_, c) => String(c0 + c).padEnd(5)).join(''));
    v.city.forEach((row, r) => out.push(`  ${String(r).padStart(2)} ${row.slice(c0, c1).map((c) => cell(c).padEnd(5)).join('')}`));
  }
  out.push(rule('planning board'));
  for (const p of v.planningBoard) {
    const sym = p.symbols === 'wild' ? 'wild' : p.symbols.join('/');
    const tile = p.tile === null ? '-' : p.tile;
    const pawn = p.pawn === null ? '' : `  pawn of team ${p.pawn + 1}`;
    out.push(`  row ${p.row}  ${sym.padEnd(18)} tile ${tile.padEnd(8)}${pawn}${p.demolished ? '  DEMOLISHED' : ''}`);
  }
  out.push(rule('teams'));
  for (const t of v.teams) {
    const s = t.score;
    out.push(
      `  team ${t.team + 1} ${t.colour.padEnd(6)} ${seatName(t.player)}  bonus ${t.bonus}  pawn row ${t.pawnRow ?? '-'}  ` +
        `score ${s.total} (links ${s.links}, neighbourhoods ${s.neighbourhoods}, parks ${s.parks}, bonus ${s.bonus})`,
    );
  }
  const disc = Object.entries(v.discarded).map(([k, n]) => `${k} ${n}`);
  out.push(...wrap(`Pile ${v.pileCount} tiles · discarded: `, disc.length ? disc : ['none']));
  return lines(out);
}

/** `simplicity.render`: {@link renderView} of `view(state, viewer)`. */
export function render(state: SimplicityState, viewer: PlayerId | null): string {
  return renderView(view(state, viewer));
}
