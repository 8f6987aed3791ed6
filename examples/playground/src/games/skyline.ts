/**
 * Tower Up: the city graph (sites at their printed positions, streets between neighbours, parks), each
 * tower as its stack of floors with the roof in its owner's colour; the market; per player the floors in
 * hand, the four vehicle tracks with their star columns, roofs, chips; and the objectives.
 */
import { DEFAULT_COMPONENTS, skyline, type Colour, type SkylineAction, type SkylineState, type SkylineView } from 'tabletop-rules/skyline';
import { h, seatName } from '../dom.js';
import { pick, type Ctx, type GameUI } from './ui.js';

const FLOOR: Record<string, string> = { grey: '#9e9e9e', white: '#f7f7f7', brown: '#8d5a2b', black: '#222', multi: 'linear-gradient(90deg,#9e9e9e,#f7f7f7,#8d5a2b,#222)' };
const SEAT = ['#d62828', '#1d4ed8', '#2a9d3f', '#f59e0b'];
const COLOURS: Colour[] = ['grey', 'white', 'brown', 'black'];
const STEP = 72;
const SIZE = 52;
const SVGNS = 'http://www.w3.org/2000/svg';

function render(ctx: Ctx<SkylineState, SkylineAction, SkylineView>): HTMLElement {
  const v = ctx.view;
  const L = ctx.legal;
  const side = v.players === 2 ? '2p' : '3-4p';
  const data = (v.components?.boards?.[side] ?? DEFAULT_COMPONENTS.boards[side])!;
  const pos = new Map<string, { x: number; y: number }>();
  data.sites.forEach((s, i) => pos.set(s.id, { x: s.x ?? i % 10, y: s.y ?? Math.floor(i / 10) }));
  const at = (id: string) => pos.get(id) ?? { x: 0, y: 0 };
  const maxX = Math.max(...[...pos.values()].map((p) => p.x)) + 1;
  const maxY = Math.max(...[...pos.values()].map((p) => p.y)) + 1;
  const W = maxX * STEP;
  const H = maxY * STEP;
  const centre = (id: string) => ({ cx: at(id).x * STEP + STEP / 2, cy: at(id).y * STEP + STEP / 2 });

  const svg = document.createElementNS(SVGNS, 'svg');
  svg.setAttribute('width', String(W));
  svg.setAttribute('height', String(H));
  svg.setAttribute('class', 'sk-svg');
  for (const park of data.parks) {
    const pts = park.borderingSites.filter((s) => v.board.sites.includes(s)).map(centre);
    if (!pts.length) continue;
    const c = document.createElementNS(SVGNS, 'circle');
    c.setAttribute('cx', String(pts.reduce((a, p) => a + p.cx, 0) / pts.length));
    c.setAttribute('cy', String(pts.reduce((a, p) => a + p.cy, 0) / pts.length));
    c.setAttribute('r', '22');
    c.setAttribute('class', 'sk-park');
    svg.append(c);
  }
  v.board.adjacency.forEach((ns, i) =>
    ns.forEach((j) => {
      if (j < i) return;
      const a = centre(v.board.sites[i]!);
      const b = centre(v.board.sites[j]!);
      const line = document.createElementNS(SVGNS, 'line');
      line.setAttribute('x1', String(a.cx));
      line.setAttribute('y1', String(a.cy));
      line.setAttribute('x2', String(b.cx));
      line.setAttribute('y2', String(b.cy));
      line.setAttribute('class', 'sk-street');
      svg.append(line);
    }),
  );

  const siteEls = new Map<string, HTMLElement>();
  const sites = v.board.sites.map((id, i) => {
    const stack = v.stacks[i] ?? [];
    const floors = stack.filter((p): p is Colour => typeof p === 'string');
    const roof = stack.find((p): p is number => typeof p === 'number');
    const { x, y } = at(id);
    const el = h(
      'div',
      { class: `sk-site${v.board.parkAdjacent[i] ? ' park-adj' : ''}`, 'data-site': id, style: `left:${x * STEP + (STEP - SIZE) / 2}px; top:${y * STEP + (STEP - SIZE) / 2}px`, title: `${id} (district ${v.board.districts[i]})${stack.length ? ` · height ${floors.length}` : ''}` },
      h('span', { class: 'sk-id' }, id),
      h(
        'div',
        { class: 'sk-tower' },
        roof !== undefined ? h('div', { class: 'sk-roof', style: `border-bottom-color:${SEAT[roof] ?? '#000'}`, title: `roof of ${seatName(roof)}` }) : null,
        ...[...floors].reverse().map((c) => h('div', { class: 'sk-floor', style: `background:${FLOOR[c]}` })),
      ),
      floors.length ? h('span', { class: 'sk-h' }, floors.length) : null,
    );
    siteEls.set(id, el);
    return el;
  });
  for (const [id, el] of siteEls) {
    ctx.bind(el, [...pick(L, 'build', (a) => a.site === id), ...pick(L, 'setupPlace', (a) => a.site === id)], {
      preview: (a) => [a.type === 'build' || a.type === 'setupPlace' ? siteEls.get(a.site) : undefined, a.type === 'build' ? siteEls.get(a.roofSite) : undefined].filter((e): e is HTMLElement => !!e),
    });
  }
  const city = h('div', { class: 'sk-city', style: `width:${W}px; height:${H}px` }, svg as unknown as Node, ...sites);

  const cardEl = (id: string | null, i: number) => {
    if (!id) return h('div', { class: 'card sk-card empty' }, 'empty');
    const c = v.cards[id];
    return ctx.bind(
      h(
        'div',
        { class: 'card sk-card', 'data-market': i },
        h('div', { class: 'muted' }, id),
        h('div', { class: 'sk-cardfloors' }, ...(c?.floors ?? []).map((f) => h('div', { class: 'sk-floor big', style: `background:${FLOOR[f]}`, title: f }))),
        h('div', { class: 'sk-veh' }, ...Object.entries(c?.vehicles ?? {}).map(([col, n]) => h('span', { class: 'chip', style: `background:${FLOOR[col]}; color:${col === 'black' || col === 'brown' ? '#fff' : '#000'}` }, `vehicle ×${n}`))),
      ),
      pick(L, 'takeCard', (a) => a.slot === i),
    );
  };
  const market = h('div', { class: 'panel' }, h('h4', null, `Market · deck ${v.deckSize} · discard ${v.discard.length}`), h('div', { class: 'row' }, ...v.market.map(cardEl)));
  const pending = v.pending.kind === 'choose' ? `choosing a colour for card ${v.pending.card}` : v.pending.kind === 'discard' ? `returning floors to ${v.handLimit}` : v.pending.kind === 'setup' ? 'placing starting floors' : '';

  const players = v.playerStates.map((ps, p) => {
    const own = p === ctx.seat;
    const hand = h(
      'div',
      { class: 'row' },
      ...COLOURS.map((c) =>
        ctx.bind(h('div', { class: 'sk-handfloor', 'data-hand': c, style: `background:${FLOOR[c]}; color:${c === 'black' || c === 'brown' ? '#fff' : '#000'}` }, `${c} ×${ps.hand[c]}`), own ? [...pick(L, 'chooseColour', (a) => a.colour === c), ...pick(L, 'discard', (a) => a.colour === c)] : []),
      ),
    );
    const tracks = h(
      'table',
      { class: 'sk-tracks' },
      h('tr', null, h('th', null, ''), ...v.track.values.map((val, col) => h('th', { class: v.track.starColumns.includes(col) ? 'star' : '' }, v.track.starColumns.includes(col) ? `★${val}` : val))),
      ...COLOURS.map((c) => h('tr', null, h('th', null, c), ...v.track.values.map((_, col) => h('td', { class: ps.markers[c] === col ? 'marker' : '', style: ps.markers[c] === col ? `background:${FLOOR[c]}` : '' }, ps.markers[c] === col ? '■' : '')))),
    );
    return h(
      'section',
      { class: `panel sk-player${own ? ' me' : ''}${v.turn === p && !v.over ? ' turn' : ''}`, 'data-seat': p },
      h('h3', null, h('span', { class: 'sk-seat', style: `background:${SEAT[p]}` }), ` ${seatName(p)}${own ? ' (you)' : ''} `, h('span', { class: 'muted' }, `roofs left ${ps.roofsLeft} · chips ${ps.chips.map((c) => c.value).join('+') || '0'}${ps.cone !== null ? ` · cone ${ps.cone}` : ''}`)),
      hand,
      tracks,
    );
  });
  const objectives = h(
    'div',
    { class: 'panel' },
    h('h4', null, 'Objectives'),
    ...v.objectives.map((o) => h('div', null, h('b', null, o.name), ` (${o.shape}) chips left: ${o.chips.join(', ') || '—'}${o.claimedBy.length ? ` · claimed by ${o.claimedBy.map(seatName).join(', ')}` : ''}`)),
  );
  return h(
    'div',
    { class: 'sk' },
    h('p', null, `${seatName(v.turn)} to play${v.extraTurn ? ' (extra turn)' : ''}${pending ? ` · ${pending}` : ''}${v.end ? ` · end triggered (${v.end.trigger}) by ${seatName(v.end.by)}` : ''}`),
    h('div', { class: 'row' }, city, h('div', null, market, objectives)),
    h('div', { class: 'row' }, ...players),
  );
}

const css = `
.sk-city { position: relative; background: #cfd8c4; border-radius: 10px; }
.sk-svg { position: absolute; left: 0; top: 0; }
.sk-street { stroke: #7a7a7a; stroke-width: 6; stroke-linecap: round; }
.sk-park { fill: #4caf50; stroke: #2e7d32; stroke-width: 2; }
.sk-site { position: absolute; width: ${SIZE}px; height: ${SIZE}px; background: #f3efe4; border: 2px solid #666; border-radius: 6px; display: flex; align-items: flex-end; justify-content: center; }
.sk-site.park-adj { border-color: #2e7d32; }
.sk-id { position: absolute; left: 2px; top: 0; font-size: 9px; color: #555; }
.sk-h { position: absolute; right: 2px; top: 0; font-size: 10px; font-weight: bold; }
.sk-tower { display: flex; flex-direction: column; align-items: center; margin-bottom: 2px; }
.sk-floor { width: 26px; height: 5px; border: 1px solid #333; margin-top: -1px; }
.sk-floor.big { width: 40px; height: 12px; }
.sk-roof { width: 0; height: 0; border-left: 16px solid transparent; border-right: 16px solid transparent; border-bottom: 11px solid #000; }
.sk-card { width: 80px; }
.sk-cardfloors { display: flex; flex-direction: column-reverse; align-items: center; }
.sk-handfloor { padding: 2px 6px; border: 1px solid #333; border-radius: 3px; font-size: 12px; }
.sk-tracks { border-collapse: collapse; font-size: 10px; margin-top: 4px; }
.sk-tracks td, .sk-tracks th { border: 1px solid #ccc; min-width: 16px; height: 14px; text-align: center; padding: 0 1px; }
.sk-tracks th.star { background: #fff3b0; }
.sk-tracks td.marker { color: #fff; text-shadow: 0 0 2px #000; }
.sk-seat { display: inline-block; width: 14px; height: 14px; border-radius: 50%; }
.sk-player.turn { border-color: #c60; }
`;

export const ui: GameUI<SkylineState, SkylineAction, SkylineView> = {
  game: skyline,
  publicLog: true,
  options: [
    { key: 'objectives', label: 'Objectives', choices: [{ value: undefined, label: 'random (default)' }, { value: 'starter', label: 'starter set' }] },
    { key: 'setupMode', label: 'Starting floors', choices: [{ value: undefined, label: 'random (default)' }, { value: 'manual', label: 'placed by hand' }] },
  ],
  render,
};
document.head.append(h('style', null, css));
