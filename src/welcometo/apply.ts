/**
 * The reducer: each click of a player's turn (WT-4.3), then, once every player has ended their
 * turn, the end-of-turn resolution (WT-4.4): plan ranks, ice-cream bonus race, card passing,
 * reshuffles, end of game (WT-10) and the next reveal.
 */
import { guardAction, produce, type Draft } from '../core/index.js';
import type { WelcomeToComponents } from './data.js';
import { actors, effectActions, explain, legalActions, neededSizes, offers } from './legal.js';
import { startTurn } from './setup.js';
import { comps, emptyHouses, estates, planAt, setChar } from './sheet.js';
import {
  BONUS_EARNED,
  BONUS_LOST,
  BONUS_OPEN,
  BIS,
  CONE_CROSSED,
  CONE_SOLD,
  FENCE,
  NO_MARK,
  POOL,
  USED,
  ROUNDABOUT,
  SOLO_CARD,
  type IceSheet,
  type Sheet,
  type WelcomeToAction,
  type WelcomeToState,
} from './types.js';

/** Clicks that change the sheet. */
const SHEET_CLICKS = new Set(['roundabout', 'refuse', 'write', 'truck', 'fence', 'realEstate', 'park', 'pool', 'bis', 'claim', 'designate']);

const guarded = { isOver: (s: WelcomeToState) => s.over, actors, legalActions };

const coneCache = new WeakMap<WelcomeToComponents, number[][]>();
/** Scoops of the cone on each house (0 = no cone), per street (WT-13.1). */
export function coneScoops(c: WelcomeToComponents): number[][] {
  let m = coneCache.get(c);
  if (!m) {
    m = c.streets.map((st) => Array<number>(st.houses).fill(0));
    for (const cone of c.iceCream.cones) m[cone.street]![cone.house] = cone.scoops;
    coneCache.set(c, m);
  }
  return m;
}

/** The last cone house of a street in the truck's direction (WT-13.5), or null if the street has no cone. */
export function lastConeHouse(c: WelcomeToComponents, s: number, dir: 'leftToRight' | 'rightToLeft'): number | null {
  const row = coneScoops(c)[s]!;
  let last: number | null = null;
  for (let h = 0; h < row.length; h++) {
    if (row[h]! > 0 && (last === null || dir === 'leftToRight')) last = h;
  }
  return last;
}

/**
 * WT-13.3: a number (or bis copy) written in house `h` of street `s` drives that street's truck to it if
 * it has not passed it yet: cones passed are crossed off, the cone on `h` is sold; WT-13.5 bonus.
 */
export function driveTruck(
  ice: Draft<IceSheet>,
  c: WelcomeToComponents,
  s: number,
  h: number,
  trigger: 'sellLastCone' | 'reachLastConeHouse',
): void {
  const dir = ice.dir[s];
  if (!dir) return;
  const pos = ice.pos[s]!;
  const step = dir === 'leftToRight' ? 1 : -1;
  if ((h - pos) * step <= 0) return; // already passed
  const scoops = coneScoops(c)[s]!;
  let row = ice.cones[s]!;
  for (let i = pos + step; i !== h; i += step) if (scoops[i]! > 0 && row[i] === NO_MARK) row = setChar(row, i, CONE_CROSSED);
  if (scoops[h]! > 0) row = setChar(row, h, CONE_SOLD);
  ice.cones[s] = row;
  ice.pos[s] = h;
  const last = lastConeHouse(c, s, dir);
  if (last === null || ice.bonus[s] !== BONUS_OPEN) return;
  const earned = trigger === 'sellLastCone' ? h === last : (h - last) * step >= 0;
  if (earned) ice.bonus[s] = BONUS_EARNED;
}

/** After the number (and truck) step: to the effect if it has a target, else straight to plans (WT-15.2). */
function afterWrite(d: Draft<WelcomeToState>, s: WelcomeToState, player: number, sheet: Sheet, written: { street: number; house: number }): void {
  const turn = { ...s.players[player]!.turn, written };
  d.players[player]!.turn.step = effectActions(s, player, sheet, turn).length > 0 ? 'effect' : 'plans';
}

/** Mark the houses a claimed plan uses and record the claim turn (WT-8.3, WT-8.6). */
function completeClaim(d: Draft<WelcomeToState>, s: WelcomeToState, player: number, k: number, picked: readonly (readonly [number, number])[]): void {
  const sheet = s.players[player]!.sheet;
  const used = d.players[player]!.sheet.used;
  const mark = (st: number, from: number, to: number): void => {
    let row = used[st]!;
    for (let i = from; i < to; i++) row = setChar(row, i, USED);
    used[st] = row;
  };
  const plan = planAt(s, k);
  const req = plan.requirement;
  if (plan.marksHousesUsed === 'estates') {
    const all = estates(sheet);
    for (const [st, h] of picked) {
      const e = all.find((x) => x.street === st && x.start === h)!;
      mark(st, e.start, e.start + e.size);
    }
  } else if (plan.marksHousesUsed === 'street' && req.type === 'fullStreet') {
    mark(req.street, 0, sheet.used[req.street]!.length);
  } else if (plan.marksHousesUsed === 'listed' && req.type === 'extremities') {
    for (const [st, h] of req.houses) mark(st, h, h + 1);
  }
  d.players[player]!.sheet.plans[k] = s.turn;
  d.players[player]!.turn.claiming = null;
}

/** A copy of `sheet` with house `h` of street `st` set to `v` (to look ahead without a draft). */
function withHouse(sheet: Sheet, st: number, h: number, v: number): Sheet {
  return { ...sheet, houses: sheet.houses.map((row, i) => (i === st ? row.map((x, j) => (j === h ? v : x)) : row)) };
}

/** One click of a player's turn. Reads the plain state `s`, writes the draft `d`. */
function click(d: Draft<WelcomeToState>, s: WelcomeToState, a: WelcomeToAction): void {
  const c = comps(s);
  const me = s.players[a.player]!;
  const sheet = me.sheet;
  const turn = me.turn;
  const dsheet = d.players[a.player]!.sheet;
  const dturn = d.players[a.player]!.turn;
  switch (a.type) {
    case 'roundabout': {
      // WT-7.3: the roundabout, with fences on both sides, and its box.
      dsheet.houses[a.street]![a.house] = ROUNDABOUT;
      let fences = sheet.fences[a.street]!;
      if (a.house > 0) fences = setChar(fences, a.house - 1, FENCE);
      if (a.house < fences.length) fences = setChar(fences, a.house, FENCE);
      dsheet.fences[a.street] = fences;
      dsheet.roundabouts = sheet.roundabouts + 1;
      dturn.roundabout = true;
      break;
    }
    case 'choose': {
      const o = offers(s, a.player).find((x) => x.numberCard === a.numberCard && x.effectCard === a.effectCard)!;
      dturn.choice = { ...o };
      dturn.step = 'write';
      break;
    }
    case 'refuse':
      // WT-5.6: cross the next refusal box; nothing is written (WT-4.5).
      dsheet.refusals = sheet.refusals + 1;
      dturn.refused = true;
      dturn.step = 'plans';
      break;
    case 'write': {
      dsheet.houses[a.street]![a.house] = a.number;
      if (a.temp && sheet.temps < c.tracks.temps.boxes) dsheet.temps = sheet.temps + 1; // WT-6.5.2
      const written = { street: a.street, house: a.house };
      dturn.written = written;
      if (sheet.ice) {
        if (sheet.ice.dir[a.street] === null) {
          dturn.step = 'truck'; // WT-13.2: choose which bottom truck drives
          break;
        }
        driveTruck(dsheet.ice!, c, a.street, a.house, s.config.iceBonusTrigger);
      }
      afterWrite(d, s, a.player, withHouse(sheet, a.street, a.house, a.number), written);
      break;
    }
    case 'truck': {
      const ice = dsheet.ice!;
      const w = turn.written!;
      ice.dir[w.street] = a.direction;
      ice.pos[w.street] = a.direction === 'leftToRight' ? -1 : c.streets[w.street]!.houses;
      driveTruck(ice, c, w.street, w.house, s.config.iceBonusTrigger);
      afterWrite(d, s, a.player, sheet, w);
      break;
    }
    case 'fence':
      dsheet.fences[a.street] = setChar(sheet.fences[a.street]!, a.slot, FENCE);
      dturn.step = 'plans';
      break;
    case 'realEstate':
      dsheet.realEstate[a.size - 1] = sheet.realEstate[a.size - 1]! + 1;
      dturn.step = 'plans';
      break;
    case 'park':
      dsheet.parks[turn.written!.street] = sheet.parks[turn.written!.street]! + 1;
      dturn.step = 'plans';
      break;
    case 'pool':
      dsheet.pools[turn.written!.street] = setChar(sheet.pools[turn.written!.street]!, turn.written!.house, POOL);
      dturn.step = 'plans';
      break;
    case 'bis':
      dsheet.houses[a.street]![a.house] = sheet.houses[a.street]![a.from]!;
      dsheet.bis[a.street] = setChar(sheet.bis[a.street]!, a.house, BIS);
      dsheet.bisUsed = sheet.bisUsed + 1;
      if (sheet.ice) driveTruck(dsheet.ice!, c, a.street, a.house, s.config.iceBonusTrigger);
      dturn.step = 'plans';
      break;
    case 'skip':
      dturn.step = 'plans';
      break;
    case 'claim':
      if (planAt(s, a.plan).requirement.type === 'estates') dturn.claiming = { plan: a.plan, estates: [] };
      else completeClaim(d, s, a.player, a.plan, []);
      break;
    case 'designate': {
      const picked = [...turn.claiming!.estates, [a.street, a.house] as const];
      const plan = planAt(s, turn.claiming!.plan);
      if (neededSizes(plan, picked, sheet).length === 0) completeClaim(d, s, a.player, turn.claiming!.plan, picked);
      else dturn.claiming!.estates.push([a.street, a.house]);
      break;
    }
    case 'reshuffle':
      dturn.reshuffle = true;
      break;
    case 'end':
      dturn.step = 'done';
      break;
  }
}

/** WT-4.4: every player has ended their turn. Reads the plain state `s`, writes the draft `d`. */
function resolveTurn(d: Draft<WelcomeToState>, s: WelcomeToState): void {
  const c = comps(s);
  const n = s.players.length;
  // WT-8.6: the earliest turn in which anyone claimed a plan gives its high value.
  for (let k = 0; k < s.plans.length; k++) {
    if (s.planFirstTurn[k] === null && s.players.some((p) => p.sheet.plans[k] === s.turn)) d.planFirstTurn[k] = s.turn;
  }
  // WT-13.6: everyone else crosses a street bonus someone earned.
  if (s.config.board === 'icecream') {
    c.streets.forEach((_, st) => {
      if (s.players.some((p) => p.sheet.ice!.bonus[st] === BONUS_EARNED)) {
        s.players.forEach((p, i) => {
          if (p.sheet.ice!.bonus[st] === BONUS_OPEN) d.players[i]!.sheet.ice!.bonus[st] = BONUS_LOST;
        });
      }
    });
  }
  // WT-8.7: a first completer asked for a reshuffle (never in solo).
  d.reshuffleNext = n > 1 && s.players.some((p) => p.turn.reshuffle);
  // Cards: expert passing (WT-11.3/11.4/11.8), solo discard (WT-12.2).
  if (n === 1) {
    d.discard.push(...s.players[0]!.hand);
    d.players[0]!.hand = [];
  } else if (s.config.expert) {
    const next: number[][] = s.players.map(() => []);
    const discard: number[] = [];
    s.players.forEach((p, i) => {
      const ch = p.turn.choice;
      if (p.turn.refused || !ch) {
        discard.push(...p.hand);
      } else {
        p.hand.forEach((card, j) => {
          if (j === ch.numberCard || j === ch.effectCard) discard.push(card);
          else next[(i + 1) % n]!.push(card);
        });
      }
    });
    d.discard.push(...discard);
    d.players.forEach((p, i) => {
      p.hand = next[i]!;
    });
  }
  // WT-10.1: end of game.
  const maxRefusals = c.tracks.permitRefusals.length - 1;
  const over =
    s.players.some((p) => p.sheet.refusals >= maxRefusals || p.sheet.plans.every((t) => t !== null) || emptyHouses(p.sheet) === 0) ||
    (n === 1 && s.deck.filter((x) => x !== SOLO_CARD).length < 3);
  if (over) {
    d.over = true;
    for (const p of d.players) p.shown = null;
    return;
  }
  d.turn = s.turn + 1;
  startTurn(d, s.config.expert ? undefined : s);
}

/** `apply(state, action)`: validate, click, and resolve the turn once everyone is done. */
export function apply(state: WelcomeToState, action: WelcomeToAction): WelcomeToState {
  const a = guardAction(guarded, state, action, state.players.length, explain);
  const next = produce(state, (d) => {
    const me = state.players[a.player]!;
    // Keep the sheet as it was at the start of the turn for the other players' views (WT-1.1).
    if (me.shown === null && SHEET_CLICKS.has(a.type)) d.players[a.player]!.shown = me.sheet as Draft<Sheet>;
    click(d, state, a);
  });
  if (next.players.some((p) => p.turn.step !== 'done')) return next;
  return produce(next, (d) => resolveTurn(d, next));
}
