/**
 * `welcometo.validate`: every field of a Welcome To... state, with the ranges the sheet allows
 * (house numbers 0..17 or a roundabout, marks, track positions) and the invariants the rules keep
 * (one sheet per player, the street sizes of the components, no card in two places).
 */
import { Problems, type StateProblem } from '../core/index.js';
import { WELCOMETO_COMPONENTS, type WelcomeToComponents } from './data.js';
import { MAX_PLAYERS, MIN_PLAYERS, OPTIONS, checkComponents } from './setup.js';
import { SOLO_CARD, type Sheet, type WelcomeToState } from './types.js';

const KEYS = ['game', 'config', 'components', 'turn', 'plans', 'planFirstTurn', 'stacks', 'flipped', 'deck', 'discard', 'soloApprovedTurn', 'reshuffleNext', 'players', 'over', 'rng'];
const SHEET_KEYS = ['houses', 'bis', 'fences', 'used', 'pools', 'parks', 'realEstate', 'temps', 'bisUsed', 'roundabouts', 'refusals', 'plans', 'ice'];
const TURN_KEYS = ['step', 'roundabout', 'choice', 'refused', 'written', 'claiming', 'reshuffle'];
/** No game lasts longer than this many turns (81 cards, reshuffles bounded by the plans). */
const MAX_TURNS = 10_000;

function marks(p: Problems, v: unknown, path: string, lens: readonly number[], chars: string): void {
  if (!p.array(v, path, lens.length)) return;
  v.forEach((m, i) => {
    if (typeof m !== 'string' || m.length !== lens[i]) p.add(`${path}[${i}]`, `must be a string of ${lens[i]} marks`);
    else for (const ch of m) if (!chars.includes(ch)) p.add(`${path}[${i}]`, `has an unknown mark "${ch}"`);
  });
}

/**
 * Frozen sheets already found valid (with the default components), and with or without the Ice
 * Cream board: states share unchanged sheets, so validating each state costs only what changed.
 */
const validSheets = new WeakMap<object, boolean>();

function sheet(p: Problems, v: unknown, path: string, c: WelcomeToComponents, ice: boolean): void {
  const cacheable = c === WELCOMETO_COMPONENTS && typeof v === 'object' && v !== null && Object.isFrozen(v);
  if (cacheable && validSheets.get(v) === ice) return;
  const before = p.list.length;
  checkSheet(p, v, path, c, ice);
  if (cacheable && p.list.length === before) validSheets.set(v, ice);
}

function checkSheet(p: Problems, v: unknown, path: string, c: WelcomeToComponents, ice: boolean): void {
  if (!p.object(v, path, SHEET_KEYS)) return;
  const s = v as unknown as Sheet;
  const houses = c.streets.map((st) => st.houses);
  if (p.array(s.houses, `${path}.houses`, houses.length)) {
    s.houses.forEach((row, i) => p.ints(row, `${path}.houses[${i}]`, -2, 17, houses[i], 'WT-5.5'));
  }
  marks(p, s.bis, `${path}.bis`, houses, '.b');
  marks(p, s.fences, `${path}.fences`, houses.map((h) => h - 1), '.|');
  marks(p, s.used, `${path}.used`, houses, '.u');
  marks(p, s.pools, `${path}.pools`, houses, '.p');
  if (p.array(s.parks, `${path}.parks`, houses.length)) {
    s.parks.forEach((n, i) => p.int(n, `${path}.parks[${i}]`, 0, Math.max(0, c.streets[i]!.parkTrack.length - 1), 'WT-6.3'));
  }
  if (p.array(s.realEstate, `${path}.realEstate`, c.tracks.realEstate.length)) {
    s.realEstate.forEach((n, i) => p.int(n, `${path}.realEstate[${i}]`, 0, Math.max(0, c.tracks.realEstate[i]!.length - 1), 'WT-6.2'));
  }
  p.int(s.temps, `${path}.temps`, 0, 1000);
  p.int(s.bisUsed, `${path}.bisUsed`, 0, 1000);
  p.int(s.roundabouts, `${path}.roundabouts`, 0, 1000);
  p.int(s.refusals, `${path}.refusals`, 0, Math.max(0, c.tracks.permitRefusals.length - 1), 'WT-7');
  if (p.array(s.plans, `${path}.plans`, 3)) s.plans.forEach((x, i) => x === null || p.int(x, `${path}.plans[${i}]`, 0, 1000));
  if (!ice) {
    p.check(s.ice === null, `${path}.ice`, 'must be null without the Ice Cream board');
  } else if (p.object(s.ice, `${path}.ice`, ['cones', 'dir', 'pos', 'bonus'])) {
    const i = s.ice as unknown as Record<string, unknown>;
    marks(p, i.cones, `${path}.ice.cones`, houses, '.sx');
    if (p.array(i.dir, `${path}.ice.dir`, houses.length)) i.dir.forEach((d, k) => d === null || p.oneOf(d, `${path}.ice.dir[${k}]`, ['leftToRight', 'rightToLeft']));
    if (p.array(i.pos, `${path}.ice.pos`, houses.length)) i.pos.forEach((x, k) => p.int(x, `${path}.ice.pos[${k}]`, -1, houses[k]!));
    p.ints(i.bonus, `${path}.ice.bonus`, 0, 2, houses.length);
  }
}

/** Problems with `x` as a Welcome To... state (empty = valid). `x` is plain JSON. */
export function validate(x: unknown): StateProblem[] {
  const p = new Problems();
  if (!p.object(x, '', KEYS)) return p.list;
  const s = x as unknown as WelcomeToState;
  p.check(s.game === 'welcometo', '.game', 'must be "welcometo"');
  if (!p.object(s.config, '.config', ['players', ...Object.keys(OPTIONS)])) return p.list;
  const cfg = s.config as unknown as Record<string, unknown>;
  if (!p.int(cfg.players, '.config.players', MIN_PLAYERS, MAX_PLAYERS, 'WT-3.1')) return p.list;
  for (const [k, values] of Object.entries(OPTIONS)) p.oneOf(cfg[k], `.config.${k}`, values);
  if (!p.ok) return p.list;
  const n = s.config.players;
  let c: WelcomeToComponents = WELCOMETO_COMPONENTS;
  if (s.components !== null) {
    try {
      checkComponents(s.components);
      c = s.components;
      // Shapes the sheet checks read.
      for (const st of c.streets) if (!Array.isArray(st.parkTrack)) throw new Error('parkTrack');
      if (!Array.isArray(c.tracks.realEstate) || !Array.isArray(c.tracks.permitRefusals) || !Array.isArray(c.iceCream.trucks)) throw new Error('tracks');
      c.tracks.realEstate.forEach((r) => { if (!Array.isArray(r)) throw new Error('realEstate'); });
    } catch {
      return [{ path: '.components', message: 'are not valid component data', rule: 'WT-2' }];
    }
  }
  const cards = c.cards.length;
  p.int(s.turn, '.turn', 1, MAX_TURNS);
  if (p.array(s.plans, '.plans', 3, 'WT-3.3')) {
    s.plans.forEach((id, i) => p.check(typeof id === 'string' && c.plans.some((q) => q.id === id), `.plans[${i}]`, 'must name a City Plan of the components', 'WT-3.3'));
  }
  if (p.array(s.planFirstTurn, '.planFirstTurn', 3)) s.planFirstTurn.forEach((t, i) => t === null || p.int(t, `.planFirstTurn[${i}]`, 1, MAX_TURNS));
  const solo = n === 1;
  if (p.arrayMax(s.stacks, '.stacks', 3)) s.stacks.forEach((st, i) => p.ints(st, `.stacks[${i}]`, 0, cards - 1));
  p.ints(s.flipped, '.flipped', 0, cards - 1);
  p.check(Array.isArray(s.flipped) && s.flipped.length <= 3, '.flipped', 'holds at most 3 cards');
  p.ints(s.deck, '.deck', solo ? SOLO_CARD : 0, cards - 1);
  p.ints(s.discard, '.discard', solo ? SOLO_CARD : 0, cards - 1);
  if (s.soloApprovedTurn !== null) p.int(s.soloApprovedTurn, '.soloApprovedTurn', 1, MAX_TURNS, 'WT-12');
  p.bool(s.reshuffleNext, '.reshuffleNext');
  p.bool(s.over, '.over');
  p.rng(s.rng, '.rng');
  if (!p.array(s.players, '.players', n, 'WT-3.1')) return p.list;
  const ice = s.config.board === 'icecream';
  s.players.forEach((pl, i) => {
    const path = `.players[${i}]`;
    if (!p.object(pl, path, ['sheet', 'shown', 'turn', 'hand'])) return;
    sheet(p, pl.sheet, `${path}.sheet`, c, ice);
    if (pl.shown !== null) sheet(p, pl.shown, `${path}.shown`, c, ice);
    p.ints(pl.hand, `${path}.hand`, solo ? SOLO_CARD : 0, cards - 1);
    p.check(Array.isArray(pl.hand) && pl.hand.length <= 3, `${path}.hand`, 'holds at most 3 cards', 'WT-11.2');
    if (p.object(pl.turn, `${path}.turn`, TURN_KEYS)) {
      const t = pl.turn as unknown as Record<string, unknown>;
      p.oneOf(t.step, `${path}.turn.step`, ['choose', 'write', 'truck', 'effect', 'plans', 'done']);
      p.bool(t.roundabout, `${path}.turn.roundabout`);
      p.bool(t.refused, `${path}.turn.refused`);
      p.bool(t.reshuffle, `${path}.turn.reshuffle`);
      if (t.choice !== null && p.object(t.choice, `${path}.turn.choice`, ['numberCard', 'effectCard', 'number', 'effect'])) {
        const ch = t.choice as Record<string, unknown>;
        p.int(ch.numberCard, `${path}.turn.choice.numberCard`, 0, 2);
        p.int(ch.effectCard, `${path}.turn.choice.effectCard`, 0, 2);
        p.int(ch.number, `${path}.turn.choice.number`, 0, 17, 'WT-5.5');
        p.oneOf(ch.effect, `${path}.turn.choice.effect`, ['surveyor', 'realEstate', 'landscaper', 'pool', 'temp', 'bis']);
      }
      if (t.written !== null && p.object(t.written, `${path}.turn.written`, ['street', 'house'])) {
        const w = t.written as Record<string, unknown>;
        if (p.int(w.street, `${path}.turn.written.street`, 0, c.streets.length - 1)) p.int(w.house, `${path}.turn.written.house`, 0, c.streets[w.street]!.houses - 1);
      }
      if (t.claiming !== null && p.object(t.claiming, `${path}.turn.claiming`, ['plan', 'estates'])) {
        const cl = t.claiming as Record<string, unknown>;
        p.int(cl.plan, `${path}.turn.claiming.plan`, 0, 2);
        if (p.arrayMax(cl.estates, `${path}.turn.claiming.estates`, 12)) {
          cl.estates.forEach((e, k) => {
            if (!p.array(e, `${path}.turn.claiming.estates[${k}]`, 2)) return;
            if (p.int(e[0], `${path}.turn.claiming.estates[${k}][0]`, 0, c.streets.length - 1)) p.int(e[1], `${path}.turn.claiming.estates[${k}][1]`, 0, c.streets[e[0]]!.houses - 1);
          });
        }
      }
    }
  });
  if (!p.ok) return p.list;
  // No construction card is in two places.
  const seen = new Uint8Array(cards);
  const place = (list: readonly number[], path: string): void => {
    for (const k of list) {
      if (k === SOLO_CARD) continue;
      if (seen[k]) p.add(path, `card ${k} is also elsewhere`, 'WT-3.4');
      seen[k] = 1;
    }
  };
  s.stacks.forEach((st, i) => place(st, `.stacks[${i}]`));
  place(s.deck, '.deck');
  place(s.discard, '.discard');
  s.players.forEach((pl, i) => place(pl.hand, `.players[${i}].hand`));
  return p.list;
}
