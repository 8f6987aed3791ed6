/**
 * Villagers: the Road (face-up spaces with coins, the six stacks with the suit on their top card, the
 * Reserve, the basic piles), and each village as its production chains (columns growing upwards,
 * branching where a card has several slots), the own hand, the Village Square and the limits.
 */
import { CARDS, villagers, type CardType, type VillagersAction, type VillagersState, type VillagersView, type ViewNode } from 'tabletop-rules/villagers';
import { h, seatName } from '../dom.js';
import { pick, type Ctx, type GameUI } from './ui.js';

const SUIT: Record<string, string> = {
  Grains: '#e2b93b',
  Wood: '#8d5a2b',
  Hay: '#b5a642',
  Ore: '#7d8b99',
  Grapes: '#7b3f8c',
  Wool: '#d9c7a0',
  Leather: '#a0522d',
  Solitary: '#2a8c8c',
  Special: '#d4467a',
};
const byId = new Map<string, CardType>(CARDS.map((c) => [c.id, c]));
const nameOf = (id: string) => byId.get(id)?.name ?? id;

function cardEl(id: string, extra: Record<string, unknown> = {}, ...more: (Node | string | null)[]): HTMLElement {
  const t = byId.get(id);
  const colour = t ? (SUIT[t.suit] ?? '#888') : '#888';
  const facts = t ? [t.printedGold ? `${t.printedGold}g` : '', t.food ? `${t.food} food` : '', t.builders ? `${t.builders} bld` : '', t.padlock ? `lock: ${nameOf(t.padlock)}` : ''].filter(Boolean).join(' · ') : '';
  return h('div', { class: 'vi-card', style: `border-top: 8px solid ${colour}`, title: t ? `${t.name} (${t.suit})${t.chain.length ? ` · chain: ${t.chain.map(nameOf).join(' → ')}` : ''}` : id, ...extra }, h('b', null, nameOf(id)), h('div', { class: 'vi-facts' }, facts), ...more);
}

function render(ctx: Ctx<VillagersState, VillagersAction, VillagersView>): HTMLElement {
  const v = ctx.view;
  const L = ctx.legal;
  const road = h(
    'div',
    { class: 'row vi-road' },
    ...v.road.map((slot, i) =>
      slot
        ? ctx.bind(cardEl(slot.card, { 'data-road': i }, slot.coins ? h('span', { class: 'chip vi-coin' }, `${slot.coins} coin${slot.coins > 1 ? 's' : ''}`) : null), [
            ...pick(L, 'draftRoad', (a) => a.slot === i),
            ...pick(L, 'placeCoin', (a) => a.slot === i),
          ])
        : h('div', { class: 'vi-card empty' }, 'empty'),
    ),
  );
  const stacks = h(
    'div',
    { class: 'row' },
    ...v.stacks.map((st, i) =>
      ctx.bind(
        h('div', { class: 'vi-stack', 'data-stack': i, style: `background:${st.topSuit ? (SUIT[st.topSuit] ?? '#888') : '#ccc'}` }, h('b', null, `stack ${i + 1}`), h('div', null, `${st.count} cards`), h('div', null, st.topSuit ?? '—'), st.market ? h('div', { class: 'chip' }, `${st.market} market below`) : null),
        pick(L, 'draftStack', (a) => a.stack === i),
      ),
    ),
    ctx.bind(h('div', { class: 'vi-stack reserve', 'data-reserve': '', style: `background:${v.reserve.topSuit ? (SUIT[v.reserve.topSuit] ?? '#888') : '#ccc'}` }, h('b', null, 'Reserve'), h('div', null, `${v.reserve.count} cards`), h('div', null, v.reserve.topSuit ?? '—')), pick(L, 'draftReserve')),
    h('div', { class: 'vi-stack basics' }, h('b', null, 'Basics'), ...Object.entries(v.basics).map(([b, n]) => h('div', null, `${nameOf(b)}: ${n}`))),
  );

  const seatEl = (p: number) => {
    const seat = v.seats[p]!;
    const own = p === ctx.seat;
    const nodes = seat.village;
    const childrenOf = (uid: number | null) => nodes.filter((n) => n.on === uid);
    const nodeEl = (n: ViewNode): HTMLElement => {
      const card = ctx.bind(
        cardEl(n.card, { 'data-node': n.uid, class: `vi-card${n.covered ? ' covered' : ''}` }, n.role ? h('div', { class: 'muted' }, `as ${nameOf(n.role)}`) : null, n.side ? h('div', { class: 'chip' }, `${n.side} side`) : null, n.coins ? h('span', { class: 'chip vi-coin' }, `${n.coins} coins`) : null),
        [...pick(L, 'build', (a) => a.on === n.uid), ...pick(L, 'apprentice', (a) => a.target === n.uid), ...pick(L, 'smuggler', (a) => a.target === n.uid), ...pick(L, 'placeTaken', (a) => a.on === n.uid)],
      );
      const kids = childrenOf(n.uid);
      return h('div', { class: 'vi-col' }, kids.length ? h('div', { class: 'vi-branches' }, ...kids.map(nodeEl)) : null, card);
    };
    const newColumn = own ? ctx.bind(h('div', { class: 'vi-card new', 'data-newcol': '' }, '+ new column'), [...pick(L, 'build', (a) => a.on === null), ...pick(L, 'placeTaken', (a) => a.on === null)]) : null;
    const hand = seat.hand
      ? h(
          'div',
          { class: 'row vi-hand' },
          h('span', { class: 'muted' }, 'hand:'),
          ...seat.hand.map((id, i) =>
            ctx.bind(cardEl(id, { 'data-hand': i }), [
              ...pick(L, 'build', (a) => a.card === id),
              ...pick(L, 'trade', (a) => a.card === id),
              ...(id === 'tinner' ? pick(L, 'tinner') : []),
            ]),
          ),
        )
      : h('div', { class: 'muted' }, `hand: ${seat.handCount} cards`);
    return h(
      'section',
      { class: `panel vi-seat${own ? ' me' : ''}${v.turn === p && v.phase !== 'over' ? ' turn' : ''}`, 'data-seat': p },
      h('h3', null, `${seatName(p)}${own ? ' (you)' : ''} `, h('span', { class: 'muted' }, `${seat.gold} gold · drafted ${seat.drafted}/${seat.draftLimit} · builds ${seat.builds}/${seat.buildLimit}${seat.tinner ? ' · Tinner active' : ''}${seat.taken ? ` · holding ${nameOf(seat.taken)}` : ''}`)),
      h('div', { class: 'vi-village' }, ...childrenOf(null).map((n) => h('div', { class: 'vi-column' }, nodeEl(n))), newColumn),
      seat.square.length ? h('div', { class: 'row' }, h('span', { class: 'muted' }, 'Village Square:'), ...seat.square.map((id) => cardEl(id))) : null,
      hand,
    );
  };
  const order = ctx.seat === null ? v.seats.map((_, p) => p) : [ctx.seat, ...v.seats.map((_, p) => p).filter((p) => p !== ctx.seat)];
  return h(
    'div',
    { class: 'vi' },
    h('section', { class: 'panel' }, h('h3', null, `Round ${v.round} · ${v.phase} phase · ${seatName(v.turn)} to act`), h('h4', null, 'The Road'), road, stacks),
    ...order.map(seatEl),
  );
}

const css = `
.vi-card { width: 88px; min-height: 52px; background: #fffdf7; border: 1px solid #777; border-radius: 5px; padding: 3px; font-size: 11px; text-align: center; position: relative; }
.vi-card.empty, .vi-card.new { border-style: dashed; color: #888; display: flex; align-items: center; justify-content: center; border-top-width: 1px; }
.vi-card.covered { opacity: .85; }
.vi-facts { color: #555; font-size: 10px; }
.vi-coin { background: #f4d03f; }
.vi-stack { width: 90px; min-height: 70px; color: #fff; text-shadow: 0 0 2px #000; border-radius: 6px; padding: 4px; font-size: 11px; text-align: center; border: 2px solid #333; }
.vi-stack.basics { background: #eee; color: #222; text-shadow: none; width: 130px; }
.vi-village { display: flex; gap: 8px; align-items: flex-end; flex-wrap: wrap; min-height: 60px; background: #eef3e6; padding: 6px; border-radius: 6px; }
.vi-column { border: 1px solid #b9c7a5; background: #e2ead5; border-radius: 6px; padding: 3px; }
.vi-col { display: flex; flex-direction: column; align-items: center; gap: 2px; }
.vi-branches { display: flex; gap: 4px; align-items: flex-end; }
.vi-hand { margin-top: 4px; }
.vi-seat.turn h3::after { content: ' ◀ to act'; color: #c60; }
`;

export const ui: GameUI<VillagersState, VillagersAction, VillagersView> = {
  game: villagers,
  publicLog: true,
  options: [],
  render,
};
document.head.append(h('style', null, css));
