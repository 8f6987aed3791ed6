/**
 * Welcome To...: the offer (or hand), the City Plans, and each score sheet: three streets of houses with
 * fence slots, planned pools, bis marks, roundabouts, ice-cream cones, the park tracks and the scoring
 * tracks (pools, temps, real estate, bis, roundabouts, refusals).
 */
import {
  WELCOMETO_COMPONENTS,
  welcometo,
  type Sheet,
  type WelcomeToAction,
  type WelcomeToComponents,
  type WelcomeToState,
  type WelcomeToView,
} from 'tabletop-rules/welcometo';
import { h, seatName } from '../dom.js';
import { pick, type Ctx, type GameUI } from './ui.js';

const EFFECT: Record<string, { label: string; colour: string }> = {
  surveyor: { label: 'Surveyor (fence)', colour: '#8d6e63' },
  realEstate: { label: 'Real estate', colour: '#7b1fa2' },
  landscaper: { label: 'Landscaper (park)', colour: '#2e7d32' },
  pool: { label: 'Pool manufacturer', colour: '#0277bd' },
  temp: { label: 'Temp agency', colour: '#ef6c00' },
  bis: { label: 'Bis', colour: '#c62828' },
};

function track(title: string, values: readonly number[], crossed: number, from = 1): HTMLElement {
  return h(
    'div',
    { class: 'wt-track' },
    h('span', { class: 'wt-track-name' }, title),
    ...values.slice(from).map((v, i) => h('span', { class: `wt-box${i < crossed ? ' crossed' : ''}` }, v)),
  );
}

function planText(c: WelcomeToComponents, id: string): string {
  const p = c.plans.find((x) => x.id === id);
  if (!p) return id;
  const r = p.requirement as { type: string; sizes?: readonly number[] };
  return r.type === 'estates' && r.sizes ? `estates of ${r.sizes.join(' + ')}` : r.type.replace(/([A-Z])/g, ' $1').toLowerCase();
}

function sheetEl(ctx: Ctx<WelcomeToState, WelcomeToAction, WelcomeToView>, c: WelcomeToComponents, p: number, own: boolean): HTMLElement {
  const v = ctx.view;
  const pl = v.players[p]!;
  const sheet: Sheet = pl.sheet;
  const legal = own ? ctx.legal : [];
  const turn = own ? pl.turn : null;
  const written = turn?.written ?? null;
  const ice = sheet.ice;
  const streets = c.streets.map((st, s) => {
    const cells: HTMLElement[] = [];
    for (let k = 0; k < st.houses; k++) {
      const n = sheet.houses[s]![k]!;
      const pool = st.poolHouses.includes(k);
      const cone = v.config.board === 'icecream' ? c.iceCream.cones.find((x) => x.street === s && x.house === k) : undefined;
      const coneMark = ice?.cones[s]?.[k] ?? '.';
      const house = h(
        'div',
        {
          class: `wt-house${sheet.used[s]![k] === 'u' ? ' used' : ''}${written && written.street === s && written.house === k ? ' written' : ''}`,
          'data-house': `${s},${k}`,
          title: `house ${k + 1} of the ${st.name} street`,
        },
        h('span', { class: 'wt-num' }, n === -2 ? '⟳' : n >= 0 ? String(n) : ''),
        sheet.bis[s]![k] === 'b' ? h('span', { class: 'wt-bis' }, 'bis') : null,
        pool ? h('span', { class: `wt-pool${sheet.pools[s]![k] === 'p' ? ' built' : ''}`, title: 'planned pool' }) : null,
        cone ? h('span', { class: `wt-cone ${coneMark === 's' ? 'sold' : coneMark === 'x' ? 'crossed' : ''}`, title: `${cone.scoops}-scoop cone` }, '▼'.repeat(cone.scoops)) : null,
        ice && ice.pos[s] === k ? h('span', { class: 'wt-truck', title: 'ice-cream truck' }, 'truck') : null,
      );
      const here = (a: { street: number; house: number }) => a.street === s && a.house === k;
      const acts: WelcomeToAction[] = [...pick(legal, 'write', here), ...pick(legal, 'roundabout', here), ...pick(legal, 'bis', here), ...pick(legal, 'designate', here)];
      if (written && written.street === s && written.house === k) acts.push(...pick(legal, 'pool'));
      cells.push(ctx.bind(house, acts));
      if (k < st.houses - 1) {
        // Christmas board (WT-14.1): the gap is lit when both houses hold numbers differing by 0 or 1. The
        // package does not export this test, so it is repeated here for drawing only.
        const a = sheet.houses[s]![k]!;
        const b = sheet.houses[s]![k + 1]!;
        const lit = v.config.board === 'christmas' && a >= 0 && b >= 0 && (b === a || b - a === 1);
        const fence = h('div', { class: `wt-fence${sheet.fences[s]![k] === '|' ? ' built' : ''}${lit ? ' lit' : ''}`, 'data-fence': `${s},${k}`, title: `fence slot between houses ${k + 1} and ${k + 2}` });
        cells.push(ctx.bind(fence, pick(legal, 'fence', (a) => a.street === s && a.slot === k)));
      }
    }
    const parks = ctx.bind(
      h('div', { class: 'wt-parks', title: 'park track' }, h('span', { class: 'wt-track-name' }, 'parks'), ...st.parkTrack.slice(1).map((val, i) => h('span', { class: `wt-box park${i < sheet.parks[s]! ? ' crossed' : ''}` }, val))),
      written?.street === s ? pick(legal, 'park') : [],
    );
    // Ice Cream board: the truck's directions at the street's ends (the truck of the street just written in).
    const truckEnd = (dir: 'leftToRight' | 'rightToLeft') => {
      const acts = written?.street === s ? pick(legal, 'truck', (a) => a.direction === dir) : [];
      return acts.length ? ctx.bind(h('div', { class: 'wt-truck-go', 'data-truck': dir, title: 'send the ice-cream truck' }, dir === 'leftToRight' ? 'truck ▶' : '◀ truck'), acts) : null;
    };
    return h(
      'div',
      { class: 'wt-street' },
      h('div', { class: 'wt-street-name' }, st.name),
      truckEnd('leftToRight'),
      h('div', { class: 'wt-houses' }, h('div', { class: 'wt-fence end' }), ...cells, h('div', { class: 'wt-fence end' })),
      truckEnd('rightToLeft'),
      parks,
    );
  });
  const t = c.tracks;
  const estates = h(
    'div',
    { class: 'wt-estates' },
    h('span', { class: 'wt-track-name' }, 'estates'),
    ...t.realEstate.map((col, i) =>
      ctx.bind(
        h('div', { class: 'wt-estate', 'data-estate': i + 1, title: `value of a size-${i + 1} estate` }, h('b', null, `${i + 1}`), ...col.map((val, j) => h('span', { class: `wt-box${j === sheet.realEstate[i] ? ' current' : j < sheet.realEstate[i]! ? ' crossed' : ''}` }, val))),
        pick(legal, 'realEstate', (a) => a.size === i + 1),
      ),
    ),
  );
  const poolTrack = track('pools', t.pools, sheet.pools.join('').split('p').length - 1);
  const tracks = h(
    'div',
    { class: 'wt-tracks' },
    poolTrack,
    track('temps', Array.from({ length: t.temps.boxes + 1 }, (_, i) => i), sheet.temps),
    track('bis', t.bis, sheet.bisUsed),
    v.config.variant === 'advanced' ? track('roundabouts', t.roundabouts, sheet.roundabouts) : null,
    track('refusals', t.permitRefusals, sheet.refusals),
    estates,
  );
  const status = pl.done ? 'done this turn' : turn ? `step: ${turn.step}${turn.choice ? ` · chose ${turn.choice.number} / ${turn.choice.effect}` : ''}${turn.refused ? ' · refused' : ''}` : '';
  return h(
    'section',
    { class: `wt-sheet panel${own ? ' me' : ' other'}`, 'data-sheet': p },
    h('h3', null, `${seatName(p)}${own ? ' (you)' : ''} `, h('span', { class: 'muted' }, status), ' ', h('span', { class: 'muted' }, `plans: ${sheet.plans.map((x) => (x === null ? '–' : `✓${x}`)).join(' ')}`)),
    ...streets,
    tracks,
  );
}

function render(ctx: Ctx<WelcomeToState, WelcomeToAction, WelcomeToView>): HTMLElement {
  const v = ctx.view;
  const c = ctx.state.components ?? WELCOMETO_COMPONENTS; // static component data (the view does not carry it)
  const me = ctx.seat;
  const plans = h(
    'div',
    { class: 'row' },
    ...v.plans.map((p, k) =>
      ctx.bind(
        h('div', { class: 'card wt-plan', 'data-plan': k }, h('b', null, `City Plan n°${k + 1}`), h('div', null, planText(c, p.id)), h('div', null, `${p.firstPoints} / ${p.laterPoints} pts`), p.firstTurn !== null ? h('div', { class: 'muted' }, `first claimed turn ${p.firstTurn}`) : null),
        pick(ctx.legal, 'claim', (a) => a.plan === k),
      ),
    ),
  );
  const card = (num: number, eff: string, attrs: Record<string, unknown>) =>
    h('div', { class: 'card wt-card', ...attrs }, h('div', { class: 'wt-cardnum' }, num), h('div', { class: 'wt-eff', style: `background:${EFFECT[eff]?.colour ?? '#555'}` }, EFFECT[eff]?.label ?? eff));
  const hand = me !== null ? v.players[me]?.hand : null;
  const offer =
    v.offer.length > 0
      ? v.offer.map((o, i) => ctx.bind(card(o.number, o.effect, { 'data-offer': i }), pick(ctx.legal, 'choose', (a) => a.numberCard === o.numberCard && a.effectCard === o.effectCard)))
      : (hand ?? []).map((x, i) => ctx.bind(card(x.number, x.effect, { 'data-hand': i }), pick(ctx.legal, 'choose', (a) => a.numberCard === i)));
  const order = me === null ? v.players.map((p) => p.player) : [me, ...v.players.map((p) => p.player).filter((p) => p !== me)];
  return h(
    'div',
    { class: 'wt' },
    h(
      'div',
      { class: 'row' },
      h('div', { class: 'panel' }, h('h4', null, `Turn ${v.turn}: ${v.offer.length ? 'the three combinations' : 'your hand'}`), h('div', { class: 'row' }, ...offer), h('div', { class: 'muted' }, v.offer.length ? `stacks: ${v.stackSizes.join(' / ')}` : `deck ${v.deckSize} · discard ${v.discardSize}`)),
      h('div', { class: 'panel' }, h('h4', null, 'City Plans'), plans),
    ),
    ...order.map((p) => sheetEl(ctx, c, p, p === me)),
  );
}

const css = `
.wt-street { display: flex; align-items: center; gap: 8px; margin: 4px 0; }
.wt-street-name { width: 52px; color: #666; font-size: 12px; }
.wt-houses { display: flex; align-items: stretch; background: #d8e8c8; padding: 3px; border-radius: 4px; }
.wt-house { width: 40px; height: 46px; background: #fff; border: 1px solid #999; border-radius: 3px 3px 0 0; position: relative; display: flex; align-items: center; justify-content: center; clip-path: polygon(0 22%, 50% 0, 100% 22%, 100% 100%, 0 100%); }
.wt-house.used { background: #e6e6e6; }
.wt-house.written { background: #fff4c2; }
.wt-num { font-size: 18px; font-weight: bold; margin-top: 6px; }
.wt-bis { position: absolute; left: 2px; bottom: 1px; font-size: 9px; color: #c62828; }
.wt-pool { position: absolute; right: 2px; bottom: 2px; width: 10px; height: 10px; border-radius: 50%; border: 2px solid #0277bd; }
.wt-pool.built { background: #0277bd; }
.wt-cone { position: absolute; left: 2px; top: 11px; font-size: 7px; color: #e91e63; }
.wt-cone.sold { color: #fff; background: #e91e63; border-radius: 3px; }
.wt-cone.crossed { color: #999; text-decoration: line-through; }
.wt-truck { position: absolute; right: 0; top: 10px; font-size: 8px; background: #e91e63; color: #fff; border-radius: 2px; padding: 0 1px; }
.wt-truck-go { font-size: 11px; background: #e91e63; color: #fff; border-radius: 4px; padding: 2px 4px; }
.wt-fence { width: 8px; margin: 0 1px; border-radius: 2px; }
.wt-fence.built, .wt-fence.end { background: #5d4037; }
.wt-fence.lit { box-shadow: 0 0 6px 3px #ffd600; background-image: radial-gradient(circle, #ffea00 0 3px, transparent 4px); }
.wt-fence.target { background: #ffe08a; }
.wt-parks, .wt-track, .wt-estates { display: flex; gap: 2px; align-items: center; font-size: 11px; }
.wt-track-name { color: #666; width: 60px; text-align: right; padding-right: 4px; }
.wt-box { display: inline-block; min-width: 20px; height: 20px; line-height: 18px; text-align: center; border: 1px solid #999; border-radius: 3px; background: #fff; }
.wt-box.park { background: #e1f3dc; }
.wt-box.crossed { background: #555; color: #fff; text-decoration: line-through; }
.wt-box.current { background: #7b1fa2; color: #fff; }
.wt-tracks { display: flex; flex-wrap: wrap; gap: 4px 14px; margin-top: 6px; }
.wt-estate { display: flex; flex-direction: column; gap: 1px; align-items: center; padding: 2px; border-radius: 3px; }
.wt-estates { align-items: flex-start; }
.wt-card { width: 110px; }
.wt-cardnum { font-size: 26px; font-weight: bold; }
.wt-eff { color: #fff; border-radius: 3px; font-size: 11px; padding: 2px; }
.wt-plan { width: 150px; font-size: 12px; }
.wt-sheet.other { transform-origin: top left; font-size: 12px; opacity: .92; }
`;

export const ui: GameUI<WelcomeToState, WelcomeToAction, WelcomeToView> = {
  game: welcometo,
  publicLog: false,
  options: [
    { key: 'variant', label: 'Variant', choices: [{ value: undefined, label: 'standard' }, { value: 'advanced', label: 'advanced (roundabouts)' }] },
    { key: 'board', label: 'Board', choices: [{ value: undefined, label: 'base' }, { value: 'icecream', label: 'Ice Cream Truck' }, { value: 'christmas', label: 'Christmas' }] },
    { key: 'expert', label: 'Expert drafting', choices: [{ value: undefined, label: 'no' }, { value: true, label: 'yes (2+ players)' }] },
  ],
  render,
};
document.head.append(h('style', null, css));
