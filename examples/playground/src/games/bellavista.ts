/**
 * Bella Vista: the town (district tiles by symbol and pattern, parks, rivers) with the buildings standing
 * on it (owner colour, height), the offer board with its costs and face-down cards, the construction
 * queue, the face-up contracts, the zoning card and objectives, and each architect's coins and contracts.
 * Placements are clicked on the town: each is anchored at its first space, a chooser previews the
 * footprints that share an anchor.
 */
import { bellavista, type BellaVistaAction, type BellaVistaState, type BellaVistaView, type ContractCard, type Coord } from 'tabletop-rules/bellavista';
import { h, seatName } from '../dom.js';
import { pick, type Ctx, type GameUI } from './ui.js';

const SYMBOL: Record<string, string> = { flower: '#f7b6d2', butterfly: '#ffcc80', leaf: '#e6ee9c', bird: '#d1c4e9' };
const COLOUR: Record<string, string> = { red: '#d62828', blue: '#1d4ed8', green: '#2a9d3f', yellow: '#e0b000' };
const CELL = 34;
const col = (c: string | null | undefined) => (c ? (COLOUR[c] ?? c) : '#888');

function contractText(c: ContractCard, players: number): string {
  const need = 'required' in c ? (players === 2 ? c.required.twoPlayer : c.required.default) : null;
  const what: Record<ContractCard['kind'], string> = {
    buildingsWhollyInDistrict: `buildings wholly in ${'district' in c ? c.district : ''}`,
    oneWhollyInEachDistrict: `one building wholly in each of ${'districts' in c ? c.districts.join(', ') : ''}`,
    buildingsStraddlingDistrictTiles: 'buildings straddling district tiles',
    buildingsOnBorder: 'buildings on the town border',
    buildingsAdjacentToRiver: 'buildings next to a river',
    buildingsAdjacentToPark: 'buildings next to a park',
  };
  return `${need !== null ? `${need} ` : ''}${what[c.kind]} → ${c.coins} coins`;
}

function render(ctx: Ctx<BellaVistaState, BellaVistaAction, BellaVistaView>): HTMLElement {
  const v = ctx.view;
  const L = ctx.legal;
  const { rows, cols, tiles, cellTile } = v.town;
  const cellEls: HTMLElement[] = [];
  const placements = [...pick(L, 'place'), ...pick(L, 'place_neutral')];
  const anchor = (cells: readonly Coord[]) => Math.min(...cells.map(([r, c]) => r * cols + c));
  const byAnchor = new Map<number, BellaVistaAction[]>();
  for (const a of placements) {
    const k = anchor(a.cells);
    byAnchor.set(k, [...(byAnchor.get(k) ?? []), a]);
  }
  const firstCell = new Map<number, number>();
  v.buildings.forEach((b, i) => firstCell.set(i, anchor(b.cells)));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      const t = cellTile[i]!;
      const tile = t >= 0 ? tiles[t]! : null;
      let bg = 'transparent';
      if (tile?.kind === 'park') bg = 'radial-gradient(circle at 50% 45%, #2e7d32 0 28%, #a5d6a7 31%)';
      else if (tile?.kind === 'river') bg = 'repeating-linear-gradient(160deg, #64b5f6 0 5px, #bbdefb 5px 9px)';
      else if (tile) {
        const base = SYMBOL[tile.symbol ?? ''] ?? '#ddd';
        bg = tile.pattern === 'striped' ? `repeating-linear-gradient(45deg, ${base} 0 5px, #fff8 5px 9px)` : base;
      }
      const b = v.grid[i]!;
      const building = b >= 0 ? v.buildings[b]! : null;
      const same = (rr: number, cc: number) => rr >= 0 && cc >= 0 && rr < rows && cc < cols && v.grid[rr * cols + cc] === b;
      const edge = (side: string, on: boolean) => (on ? '' : `border-${side}: 3px solid #000;`);
      const style = building
        ? `background:${col(building.colour)}; ${edge('top', same(r - 1, c))} ${edge('bottom', same(r + 1, c))} ${edge('left', same(r, c - 1))} ${edge('right', same(r, c + 1))}`
        : `background:${bg}`;
      const el = h(
        'div',
        { class: `bv-cell${t < 0 ? ' void' : ''}${building ? ' built' : ''}`, 'data-cell': `${r},${c}`, style, title: tile ? `${tile.id}${building ? ` · ${building.id} (${building.owner === null ? 'neutral' : seatName(building.owner)})` : ''}` : '' },
        building && firstCell.get(b) === i ? h('span', { class: 'bv-height' }, building.height) : !building && tile?.kind === 'district' && tileFirst(cellTile, t) === i ? h('span', { class: 'bv-glyph', title: tile.id }, tile.id.replace(/^D-/, '')) : null,
      );
      cellEls.push(el);
    }
  }
  for (const [k, acts] of byAnchor) ctx.bind(cellEls[k]!, acts, { preview: (a) => ('cells' in a ? a.cells.map(([r, c]) => cellEls[r * cols + c]!) : []) });
  const town = h(
    'div',
    null,
    h('div', { class: 'bv-town', style: `grid-template-columns: repeat(${cols}, ${CELL}px)` }, ...cellEls),
    h(
      'div',
      { class: 'bv-legend' },
      ...Object.entries(SYMBOL).map(([sym, c]) => h('span', { style: `background:${c}` }, `${sym} (${sym.slice(0, 2).toUpperCase()})`)),
      h('span', { style: 'background: repeating-linear-gradient(45deg, #ddd 0 5px, #fff 5px 9px)' }, '-S striped / -P plain'),
      h('span', { style: 'background:#a5d6a7' }, 'park'),
      h('span', { style: 'background:#90caf9' }, 'river'),
    ),
  );

  const offerBoard = h(
    'div',
    { class: 'row' },
    ...v.offerCosts.map((cost, i) => {
      const o = v.spaces[i] ?? null;
      return ctx.bind(
        h('div', { class: 'card bv-space', 'data-space': i }, h('div', { class: 'bv-cost' }, `${cost} coins`), o ? h('div', { class: 'bv-offer', style: `background:${col(v.colours[o.player])}` }, o.card ?? 'face down') : h('div', { class: 'muted' }, 'free')),
        pick(L, 'offer', (a) => a.space === i),
      );
    }),
    ctx.bind(h('div', { class: 'card bv-space', 'data-space': 'none' }, h('div', { class: 'bv-cost' }, 'after 0'), ...v.overflow.map((o) => h('div', { class: 'bv-offer', style: `background:${col(v.colours[o.player])}` }, o.card ?? 'face down'))), pick(L, 'offer', (a) => a.space === null)),
  );
  const queue = v.queue.length
    ? h('div', { class: 'row' }, h('span', { class: 'muted' }, 'building order:'), ...v.queue.map((o, i) => h('span', { class: `chip${i === v.buildTurn && v.phase === 'build' ? ' now' : ''}`, style: `border-color:${col(v.colours[o.player])}` }, `${seatName(o.player)} ${o.card ?? '?'}`)))
    : null;
  const contracts = h(
    'div',
    { class: 'row' },
    ...v.displayCards.map((c) => ctx.bind(h('div', { class: 'card bv-contract', 'data-contract': c.id }, h('b', null, c.id), h('div', null, contractText(c, v.players))), pick(L, 'take_contract', (a) => a.contract === c.id))),
  );
  const z = v.zoningCard;
  const zoning = z.kind === 'districts' ? `build only in ${z.allowedDistricts.join(', ')}` : z.kind.replace(/([A-Z])/g, ' $1').toLowerCase();
  const seats = v.colours.map((c, p) => {
    const hand = v.hands[p];
    const taken = v.contracts[p];
    return h(
      'section',
      { class: `panel bv-seat${p === ctx.seat ? ' me' : ''}`, 'data-seat': p },
      h('h4', null, h('span', { class: 'bv-swatch', style: `background:${col(c)}` }), ` ${seatName(p)} (${c})${v.roofColours[p] ? ` + roofed ${v.roofColours[p]}` : ''}${p === ctx.seat ? ' (you)' : ''}: ${v.coins[p]} coins`),
      Array.isArray(hand)
        ? h('div', { class: 'row' }, h('span', { class: 'muted' }, 'hand:'), ...hand.map((card) => ctx.bind(h('span', { class: 'card bv-hand', 'data-hand': card, style: `border-color:${col(card.split('-')[0])}` }, card), pick(L, 'offer', (a) => a.card === card))))
        : h('div', { class: 'muted' }, `hand: ${String(hand)} cards`),
      h('div', { class: 'muted' }, `deck ${v.decks[p]} · contracts: ${Array.isArray(taken) ? taken.join(', ') || 'none' : `${String(taken)} face down`}`),
    );
  });
  return h(
    'div',
    { class: 'bv' },
    h('p', null, `Round ${v.round}/8 · ${v.phase}${v.phase === 'build' ? ` (${v.step})` : ''}${v.neutralColour ? ` · neutral ${v.neutralColour}` : ''}${v.setAside.length ? ` · set aside: ${v.setAside.join(', ')}` : ''}`),
    h(
      'div',
      { class: 'row' },
      town,
      h(
        'div',
        { class: 'bv-side' },
        h('div', { class: 'panel' }, h('h4', null, 'Offer board'), offerBoard, queue),
        h('div', { class: 'panel' }, h('h4', null, `Zoning: ${zoning}`), h('div', null, `Height objective: ${v.heightObjectiveCard.kind} (${v.heightObjectiveCard.coinsPerHeight}/height)`), h('div', null, `Grouping objective: ${v.groupingObjectiveCard.kind}`)),
        h('div', { class: 'panel' }, h('h4', null, `Contracts (deck ${v.contractDeck})`), contracts),
        ...seats,
      ),
    ),
  );
}

function tileFirst(cellTile: readonly number[], t: number): number {
  return cellTile.indexOf(t);
}

const css = `
.bv-town { display: grid; gap: 0; background: #f4efe3; padding: 4px; border-radius: 6px; }
.bv-cell { width: ${CELL}px; height: ${CELL}px; border: 1px solid #0002; position: relative; display: flex; align-items: center; justify-content: center; }
.bv-cell.void { border-color: transparent; }
.bv-cell.built { box-shadow: inset 0 0 0 1px #0003; }
.bv-height { color: #fff; font-weight: bold; font-size: 16px; text-shadow: 0 0 3px #000; }
.bv-glyph { position: absolute; left: 1px; top: 0; color: #000a; font-size: 9px; font-weight: bold; white-space: nowrap; z-index: 1; }
.bv-swatch { display: inline-block; width: 14px; height: 14px; border-radius: 3px; vertical-align: middle; }
.bv-legend span { display: inline-block; padding: 0 6px; margin-right: 4px; border-radius: 3px; font-size: 11px; }
.bv-side { max-width: 460px; }
.bv-space { width: 84px; }
.bv-cost { font-weight: bold; }
.bv-offer { color: #fff; border-radius: 3px; font-size: 11px; margin-top: 2px; padding: 1px; }
.bv-contract { width: 140px; font-size: 11px; }
.bv-hand { border-width: 2px; font-weight: bold; }
.chip.now { background: #ffe9a8; }
`;

export const ui: GameUI<BellaVistaState, BellaVistaAction, BellaVistaView> = {
  game: bellavista,
  publicLog: false,
  options: [{ key: 'neutralInFinalRound', label: '3 players: neutral in round 8', choices: [{ value: undefined, label: 'no (default)' }, { value: true, label: 'yes' }] }],
  render,
};
document.head.append(h('style', null, css));
