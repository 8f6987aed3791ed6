/**
 * `welcometo.render`: a plain-text picture of a view (WT-1.1 decides what a seat sees). Each sheet is
 * drawn as its three streets, house by house, left to right:
 *
 * ```
 *   top     _    8    _  | 3b   O    _ ...
 * ```
 * a number is a written house (`b` = bis, `p` = a built pool, `u` = used for a City Plan), `_` an
 * empty house, `O` a roundabout, `|` a fence between two houses. Below the streets: parks per
 * street, the real-estate, temp, bis, roundabout and refusal boxes crossed, and the plans claimed.
 */
import { lines, padEnd, padStart, rule, seatName, viewerName, wrap } from '../core/text.js';
import type { PlayerId } from '../core/index.js';
import { view } from './view.js';
import { EMPTY, ROUNDABOUT, type PlayerView, type Sheet, type WelcomeToState, type WelcomeToView } from './types.js';

const STREETS = ['top', 'middle', 'bottom'];

/** One house cell, 5 columns: number (2), bis, pool, used. */
function house(sheet: Sheet, s: number, h: number): string {
  const v = sheet.houses[s]![h]!;
  const num = v === EMPTY ? ' _' : v === ROUNDABOUT ? ' O' : padStart(String(v), 2);
  const mark = (str: string | undefined, ch: string) => (str?.[h] === ch ? ch : ' ');
  return num + mark(sheet.bis[s], 'b') + mark(sheet.pools[s], 'p') + mark(sheet.used[s], 'u');
}

/** A street's name in the picture, 7 columns ("str. 4" for the streets of a custom board beyond the third). */
const streetLabel = (s: number): string => padEnd(STREETS[s] ?? `str. ${s + 1}`, 7);

/** Houses per line: 9 columns of label, then 6 per house (the cell and the fence slot after it), within 100. */
const HOUSES_PER_LINE = 15;

/**
 * One street, house by house; a street of more than 15 houses (a custom board) goes on over more
 * lines, indented under the first, so every line fits in 100 columns.
 */
function street(sheet: Sheet, s: number): string[] {
  const row = sheet.houses[s]!;
  const out: string[] = [];
  let line = '  ' + streetLabel(s);
  for (let h = 0; h < row.length; h++) {
    if (h > 0 && h % HOUSES_PER_LINE === 0) {
      out.push(line);
      line = ' '.repeat(9);
    }
    line += house(sheet, s, h);
    if (h < row.length - 1) line += sheet.fences[s]?.[h] === '|' ? '|' : ' ';
  }
  out.push(line);
  return out;
}

function iceLines(sheet: Sheet): string[] {
  const ice = sheet.ice;
  if (!ice) return [];
  const bonus = ['open', 'earned', 'lost'];
  return ice.cones.flatMap((cones, s) =>
    wrap(`  ${streetLabel(s)}`, [`cones ${cones} (s sold, x crossed)`, `truck ${ice.dir[s] ?? 'not started'} at ${ice.pos[s]}`, `bonus ${bonus[ice.bonus[s] ?? 0]}`], 100, ' · '),
  );
}

function status(v: WelcomeToView, p: PlayerView): string {
  if (v.over) return 'game over';
  if (p.turn) return p.done ? 'done this turn' : `to ${p.turn.step}${p.turn.choice ? ` (chose ${p.turn.choice.number} ${p.turn.choice.effect})` : p.turn.refused ? ' (refused)' : ''}`;
  return p.done ? 'done this turn' : 'playing';
}

function sheetLines(v: WelcomeToView, p: PlayerView): string[] {
  const sh = p.sheet;
  const who = `${seatName(p.player)}${p.player === v.viewer ? ' (you)' : ''} · ${status(v, p)}`;
  const out = [rule(who)];
  for (let s = 0; s < sh.houses.length; s++) out.push(...street(sh, s));
  out.push(...iceLines(sh));
  const plans = sh.plans.map((t, k) => `n°${k + 1} ${t === null ? '-' : `turn ${t}`}`).join(', ');
  out.push(
    ...wrap('  ', [
      `parks ${sh.parks.join('/')}`,
      `estates ${sh.realEstate.join(' ')}`,
      `temps ${sh.temps}`,
      `bis ${sh.bisUsed}`,
      `roundabouts ${sh.roundabouts}`,
      `refusals ${sh.refusals}`,
      `plans ${plans}`,
    ]),
  );
  if (p.hand && p.hand.length > 0) out.push(...wrap('  hand: ', p.hand.map((c, i) => `${i + 1}) ${c.number} ${c.effect}`)));
  else if (p.handSize > 0) out.push(`  hand: ${p.handSize} cards`);
  return out;
}

/** The picture of a view. Pure function of the view. */
export function renderView(v: WelcomeToView): string {
  const c = v.config;
  const mode = `${c.players === 1 ? 'solo' : c.expert ? 'expert drafting' : 'standard'}, ${c.variant} variant, ${c.board} board`;
  const waiting = v.players.filter((p) => !p.done).map((p) => seatName(p.player));
  const out = [
    `Welcome To... · turn ${v.turn} · ${mode} · ${viewerName(v.viewer)}`,
    v.over ? 'Game over.' : `Every seat plays at once; still to play: ${waiting.join(' ') || 'nobody'}`,
    ...wrap(
      'City Plans: ',
      v.plans.map((p, k) => `n°${k + 1} ${p.id} ${p.firstPoints}/${p.laterPoints}${p.firstTurn === null ? '' : ` (first claimed turn ${p.firstTurn})`}`),
    ),
  ];
  if (v.offer.length > 0) {
    out.push(`Offer: ${v.offer.map((o, i) => `${i + 1}) ${o.number} ${o.effect}`).join('  ')}   stacks ${v.stackSizes.join('/')}`);
  } else out.push(`Deck ${v.deckSize} cards${v.soloApprovedTurn === null ? '' : `, Solo card drawn turn ${v.soloApprovedTurn}`}`);
  out.push(`Discard ${v.discardSize} cards`);
  for (const p of v.players) out.push(...sheetLines(v, p));
  return lines(out);
}

/** `welcometo.render`: {@link renderView} of `view(state, viewer)`. */
export function render(state: WelcomeToState, viewer: PlayerId | null): string {
  return renderView(view(state, viewer));
}
