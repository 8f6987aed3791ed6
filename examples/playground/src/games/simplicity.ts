/** Simplicity: the city grid (symbols, tiles, team discs) and the planning board (rows, tiles, pawns, demolition). */
import { simplicity, type SimplicityAction, type SimplicityState, type SimplicityView } from 'tabletop-rules/simplicity';
import { h, seatName } from '../dom.js';
import { pick, type Ctx, type GameUI } from './ui.js';

const GLYPH: Record<string, string> = { circle: '●', triangle: '▲', square: '■', star: '★', hexagon: '⬢', blank: '' };
const TILE: Record<string, string> = { blue: '#3b7dd8', orange: '#f08a24', purple: '#8e44ad', yellow: '#f4d03f', park: '#58b368' };
const TEAM: Record<string, string> = { red: '#d62828', green: '#2a9d3f', white: '#ffffff', black: '#111111', pink: '#ff77b7', teal: '#119999' };
const colourOf = (name: string, table: Record<string, string>) => table[name] ?? name;

function render(ctx: Ctx<SimplicityState, SimplicityAction, SimplicityView>): HTMLElement {
  const v = ctx.view;
  const teamColour = (t: number) => colourOf(v.teams[t]?.colour ?? 'grey', TEAM);
  const disc = (t: number) => h('span', { class: 'sim-disc', style: `background:${teamColour(t)}`, title: `team ${v.teams[t]?.colour}` });

  const city = h(
    'div',
    { class: 'sim-city', style: `grid-template-columns: repeat(${v.city[0]?.length ?? 0}, 46px)` },
    ...v.city.flatMap((line, r) =>
      line.map((cell, c) => {
        if (cell.space === null) return h('div', { class: 'sim-void' });
        const el = h(
          'div',
          { class: 'sim-cell', 'data-cell': `${r},${c}`, style: cell.tile ? `background:${colourOf(cell.tile, TILE)}` : '' },
          h('span', { class: 'sim-sym' }, GLYPH[cell.space] ?? cell.space),
          cell.disc !== null ? disc(cell.disc) : null,
        );
        el.title = `(${r},${c}) ${cell.space}${cell.tile ? ` · ${cell.tile}` : ''}`;
        return ctx.bind(el, pick(ctx.legal, 'place', (a) => a.r === r && a.c === c));
      }),
    ),
  );

  const planning = h(
    'div',
    { class: 'sim-plan' },
    h('h3', null, `Planning board, side ${v.side}`),
    ...v.planningBoard.map((row) => {
      const el = h(
        'div',
        { class: `sim-row${row.demolished ? ' demolished' : ''}${v.placingRow === row.row ? ' placing' : ''}`, 'data-row': row.row },
        h('span', { class: 'sim-rownum' }, row.row),
        h('span', { class: 'sim-syms' }, row.symbols === 'wild' ? 'any space' : row.symbols.map((s) => GLYPH[s] ?? s).join(' ')),
        row.tile ? h('span', { class: 'sim-tile', style: `background:${colourOf(row.tile, TILE)}` }, row.tile) : h('span', { class: 'sim-tile empty' }, '—'),
        row.pawn !== null ? h('span', { class: 'sim-pawn', style: `background:${teamColour(row.pawn)}` }, '♟') : null,
        row.demolished ? h('span', { class: 'sim-demo' }, '✖ demolished') : null,
      );
      return ctx.bind(el, [...pick(ctx.legal, 'choose', (a) => a.row === row.row), ...pick(ctx.legal, 'demolish', (a) => a.row === row.row)]);
    }),
    h('p', { class: 'muted' }, `Draw pile: ${v.pileCount} tiles · round ${v.round}/5 · ${v.phase}`),
  );

  const teams = h(
    'table',
    { class: 'sim-teams panel' },
    h('tr', null, ...['team', 'seat', 'links', 'neighbourhoods', 'parks', 'bonus', 'total'].map((t) => h('th', null, t))),
    ...v.teams.map((t) =>
      h(
        'tr',
        { class: v.activeTeam === t.team ? 'active' : '' },
        h('td', null, disc(t.team), ' ', t.colour),
        h('td', null, seatName(t.player), t.player === ctx.seat ? ' (you)' : ''),
        h('td', null, t.score.links),
        h('td', null, t.score.neighbourhoods),
        h('td', null, t.score.parks),
        h('td', null, t.score.bonus),
        h('td', null, h('b', null, t.score.total)),
      ),
    ),
  );
  return h('div', { class: 'sim' }, h('div', { class: 'row' }, city, planning), teams);
}

const css = `
.sim-city { display: grid; gap: 3px; background: #d9d2c3; padding: 6px; border-radius: 8px; }
.sim-cell, .sim-void { width: 46px; height: 46px; }
.sim-cell { background: #fdfaf2; border: 1px solid #a99; border-radius: 4px; position: relative; display: flex; align-items: center; justify-content: center; }
.sim-sym { font-size: 20px; color: #0006; }
.sim-disc { width: 16px; height: 16px; border-radius: 50%; border: 2px solid #333; display: inline-block; }
.sim-cell .sim-disc { position: absolute; right: 2px; bottom: 2px; }
.sim-plan { background: #efe6d2; padding: 6px; border-radius: 8px; min-width: 300px; }
.sim-row { display: flex; gap: 8px; align-items: center; padding: 4px; margin: 2px 0; background: #fff; border-radius: 4px; }
.sim-row.demolished { opacity: .5; text-decoration: line-through; }
.sim-row.placing { background: #ffe9a8; }
.sim-rownum { font-weight: bold; width: 16px; }
.sim-syms { width: 80px; font-size: 16px; }
.sim-tile { padding: 2px 8px; border-radius: 3px; color: #fff; text-shadow: 0 0 2px #000; min-width: 60px; text-align: center; }
.sim-tile.empty { color: #999; text-shadow: none; }
.sim-pawn { border-radius: 50%; width: 24px; height: 24px; text-align: center; border: 1px solid #333; color: #fff; text-shadow: 0 0 2px #000, 0 0 2px #000; }
.sim-teams { margin-top: 8px; border-collapse: collapse; }
.sim-teams td, .sim-teams th { padding: 2px 8px; }
.sim-teams tr.active { background: #ffe9a8; }
`;

export const ui: GameUI<SimplicityState, SimplicityAction, SimplicityView> = {
  game: simplicity,
  publicLog: true,
  options: [
    { key: 'turnStructure', label: 'Turn structure', choices: [{ value: undefined, label: 'pick and place (default)' }, { value: 'pawnsThenPlace', label: 'pawns, then place' }] },
    { key: 'startSide', label: 'Planning side', choices: [{ value: undefined, label: 'A (default)' }, { value: 'B', label: 'B' }] },
  ],
  render,
};
document.head.append(h('style', null, css));
