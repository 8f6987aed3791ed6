/**
 * `villagers.render`: a plain-text picture of a view. The Road, the six stacks (count and the suit on
 * the top card's back, V-11.7), the Reserve, each seat's gold, hand (own only), Village Square and
 * village. A village is drawn column by column as chains, bottom card first:
 *
 * ```
 *   hayer > baker > [innkeeper | cook]
 * ```
 * `>` = lies on, `[a | b]` = several cards on the same card, `monk=baker` = a Monk standing in for
 * a Baker, `(2c)` = coins on the card, `founders(food)` = the side of the Founders card up.
 */
import { lines, rule, seatName, viewerName, wrap } from '../core/text.js';
import type { PlayerId } from '../core/index.js';
import { view } from './view.js';
import type { ViewNode, ViewSeat, VillagersState, VillagersView } from './types.js';

function nodeName(n: ViewNode): string {
  let s = n.role === null ? n.card : `${n.card}=${n.role}`;
  if (n.side !== null) s += `(${n.side})`;
  if (n.coins > 0) s += `(${n.coins}c)`;
  return s;
}

/** The village as chains, one string per column (bottom card of the column first); `withUids` adds each card's `#uid` (as `positionOf` writes them). */
export function villageChains(village: readonly ViewNode[], withUids = false): string[] {
  const kids = new Map<number, ViewNode[]>();
  for (const n of village) if (n.on !== null) kids.set(n.on, [...(kids.get(n.on) ?? []), n]);
  const name = withUids ? (n: ViewNode) => `${nodeName(n)}#${n.uid}` : nodeName;
  const chain = (n: ViewNode): string => {
    const k = kids.get(n.uid) ?? [];
    if (k.length === 0) return name(n);
    return `${name(n)} > ${k.length === 1 ? chain(k[0]!) : `[${k.map(chain).join(' | ')}]`}`;
  };
  return village.filter((n) => n.on === null).map(chain);
}

const PHASE: Record<VillagersView['phase'], string> = {
  draft: 'drafting phase',
  roadCoins: 'road coins (2-player refresh)',
  build: 'building phase',
  countess: 'the Countess takes a Road villager (solo)',
  event: 'event revealed: Jester or accept (solo)',
  over: 'game over',
};

/** Solo (S-1..S-5): the event decks (counts only), the events in play and the Countess's income. */
function soloLines(solo: NonNullable<VillagersView['solo']>): string[] {
  const ev = (e: { name: string; kind: string; coins: number } | null) =>
    e === null ? '-' : `${e.name} (${e.kind === 'pay' ? `pay ${e.coins}` : 'steal'})`;
  const i = solo.income;
  return [
    `Solo · Summer deck ${solo.summerLeft} · Winter deck ${solo.winterLeft} · Jester ${solo.jester ? 'unused' : 'used'}`,
    `  summer event: ${ev(solo.current)}${solo.revealed ? ` · revealed: ${ev(solo.revealed)}` : ''}`,
    `  Countess gold: events ${i.events} · road coins ${i.roadCoins} · Markets ${i.firstMarket} + ${i.secondMarket}`,
  ];
}

function seatLines(v: VillagersView, s: ViewSeat, p: number, name = seatName(p)): string[] {
  const you = p === v.viewer ? ' (you)' : '';
  const first = p === v.firstPlayer ? ' · first player' : '';
  const out = [rule(`${name}${you} · ${s.gold} gold${first}`)];
  const hand = s.hand === null ? [`${s.handCount} cards`] : s.hand.length === 0 ? ['empty'] : [...s.hand];
  out.push(...wrap('  hand: ', hand));
  if (s.square.length > 0) out.push(...wrap('  square: ', [...s.square]));
  if (s.taken !== null) out.push(`  taken by the Apprentice: ${s.taken}`);
  if (v.phase === 'draft') out.push(`  drafted ${s.drafted} of ${s.draftLimit}`);
  if (v.phase === 'build') out.push(`  built ${s.builds} of ${s.buildLimit}, trades ${s.trades}${s.tinner ? ', Tinner played' : ''}`);
  out.push('  village:');
  for (const c of villageChains(s.village)) out.push(...wrap('    ', c.split(' '), 100, ' '));
  return out;
}

/** The picture of a view. Pure function of the view. */
export function renderView(v: VillagersView): string {
  const out = [
    `Villagers · round ${v.round} · ${PHASE[v.phase]} · ${viewerName(v.viewer)}`,
    v.phase === 'over' ? 'Game over.' : `${seatName(v.turn)} to play`,
    ...wrap('Road: ', v.road.map((r, i) => `${i + 1}) ${r === null ? '-' : r.card}${r && r.coins > 0 ? ` (${r.coins}c)` : ''}`)),
    ...wrap(
      'Stacks: ',
      v.stacks.map((s, i) => `${i + 1}) ${s.count}${s.topSuit ? ` ${s.topSuit}` : ''}${s.market ? ` [${s.market} market]` : ''}`),
    ),
    `Reserve: ${v.reserve.count}${v.reserve.topSuit ? ` ${v.reserve.topSuit}` : ''}   Basics: ${Object.entries(v.basics).map(([b, n]) => `${b} ${n}`).join(', ')}`,
    ...wrap('Discard: ', v.discard.length === 0 ? ['empty'] : [...v.discard]),
  ];
  if (v.solo) out.push(...soloLines(v.solo));
  v.seats.forEach((s, p) => out.push(...seatLines(v, s, p, v.solo && p === 1 ? 'Countess' : seatName(p))));
  return lines(out);
}

/** `villagers.render`: {@link renderView} of `view(state, viewer)`. */
export function render(state: VillagersState, viewer: PlayerId | null): string {
  return renderView(view(state, viewer));
}
