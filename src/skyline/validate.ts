/**
 * `skyline.validate`: every field of a Tower Up state and the invariants the rules keep: one line per
 * seat, no negative supply, every floor and roof of the box in exactly one place (supply, a hand, a
 * building), one stack per site of the board, cards of the components.
 */
import { Problems, type StateProblem } from '../core/index.js';
import { COLOURS, gameData, type GameData } from './data.js';
import type { SkylineComponentsOverride, SkylineState } from './types.js';

const KEYS = [
  'game', 'players', 'options', 'components', 'sites', 'stacks', 'supply', 'deck', 'drawn', 'market', 'discard', 'objectives',
  'playerStates', 'firstPlayer', 'turn', 'pending', 'extraTurn', 'extraEarned', 'triggered', 'end', 'over', 'rng',
];
const PLAYER_KEYS = ['hand', 'roofsLeft', 'markers', 'stars', 'chips', 'cone'];
const BIG = 100_000;

/** Problems with `x` as a Tower Up state (empty = valid). `x` is plain JSON. */
export function validate(x: unknown): StateProblem[] {
  const p = new Problems();
  if (!p.object(x, '', KEYS)) return p.list;
  const s = x as unknown as SkylineState;
  p.check(s.game === 'skyline', '.game', 'must be "skyline"');
  if (!p.int(s.players, '.players', 2, 4, 'SK-1')) return p.list;
  const n = s.players;
  let data: GameData;
  try {
    data = gameData(s.components as SkylineComponentsOverride | null, n);
  } catch {
    return [{ path: '.components', message: 'are not valid component data', rule: 'SK-2' }];
  }
  const comp = data.components;
  const sites = data.board.sites;
  if (p.object(s.options, '.options', ['setupMode', 'startingFloors', 'extraTurnMandatory'])) {
    p.oneOf(s.options.setupMode, '.options.setupMode', ['random', 'manual']);
    p.oneOf(s.options.startingFloors, '.options.startingFloors', [3, 5, 7]);
    p.bool(s.options.extraTurnMandatory, '.options.extraTurnMandatory');
  }
  if (p.array(s.sites, '.sites', sites.length)) s.sites.forEach((id, i) => p.check(id === sites[i], `.sites[${i}]`, `must be site ${sites[i]}`, 'SK-2.2'));
  const colourCount = (v: unknown, path: string, max: number): boolean => {
    if (!p.object(v, path, COLOURS)) return false;
    let ok = true;
    for (const c of COLOURS) if (!p.int((v as Record<string, unknown>)[c], `${path}.${c}`, 0, max, 'SK-4')) ok = false;
    return ok;
  };
  const F = comp.floorsPerColour;
  colourCount(s.supply, '.supply', F);
  if (p.array(s.stacks, '.stacks', sites.length)) {
    s.stacks.forEach((st, i) => {
      if (!p.arrayMax(st, `.stacks[${i}]`, 4 * F + 1)) return;
      st.forEach((piece, k) => {
        if (typeof piece === 'number') p.int(piece, `.stacks[${i}][${k}]`, 0, n - 1);
        else p.oneOf(piece, `.stacks[${i}][${k}]`, COLOURS);
      });
    });
  }
  const cardIds = data.cards;
  const isCard = (id: unknown): boolean => typeof id === 'string' && Object.prototype.hasOwnProperty.call(cardIds, id);
  if (p.array(s.deck, '.deck')) s.deck.forEach((id, i) => p.check(isCard(id), `.deck[${i}]`, 'must be a material card id'));
  p.int(s.drawn, '.drawn', 0, Array.isArray(s.deck) ? s.deck.length : 0);
  if (p.array(s.market, '.market', comp.marketSize)) s.market.forEach((id, i) => id === null || p.check(isCard(id), `.market[${i}]`, 'must be a material card id or null'));
  if (p.array(s.discard, '.discard')) s.discard.forEach((id, i) => p.check(isCard(id), `.discard[${i}]`, 'must be a material card id'));
  if (p.arrayMax(s.objectives, '.objectives', 16)) {
    s.objectives.forEach((o, i) => {
      if (typeof o !== 'object' || o === null) return p.add(`.objectives[${i}]`, 'must be an objective');
      const r = o as unknown as Record<string, unknown>;
      p.str(r.id, `.objectives[${i}].id`);
      p.ints(r.chips, `.objectives[${i}].chips`, 0, BIG);
      p.ints(r.claimedBy, `.objectives[${i}].claimedBy`, 0, n - 1);
      p.check(typeof r.condition === 'object' && r.condition !== null, `.objectives[${i}].condition`, 'must be an objective condition');
    });
  }
  if (p.array(s.playerStates, '.playerStates', n, 'SK-1')) {
    s.playerStates.forEach((ps, i) => {
      const path = `.playerStates[${i}]`;
      if (!p.object(ps, path, PLAYER_KEYS)) return;
      colourCount(ps.hand, `${path}.hand`, F);
      p.int(ps.roofsLeft, `${path}.roofsLeft`, 0, comp.roofsPerPlayer, 'SK-6');
      colourCount(ps.markers, `${path}.markers`, BIG);
      p.ints(ps.stars, `${path}.stars`, 0, BIG);
      if (p.array(ps.chips, `${path}.chips`)) {
        ps.chips.forEach((c, k) => {
          if (p.object(c, `${path}.chips[${k}]`, ['objective', 'value'])) {
            p.str(c.objective, `${path}.chips[${k}].objective`);
            p.int(c.value, `${path}.chips[${k}].value`, 0, BIG);
          }
        });
      }
      if (ps.cone !== null) p.int(ps.cone, `${path}.cone`, 0, BIG);
    });
  }
  p.int(s.firstPlayer, '.firstPlayer', 0, n - 1);
  p.int(s.turn, '.turn', 0, n - 1);
  if (typeof s.pending !== 'object' || s.pending === null) p.add('.pending', 'must be an object');
  else {
    const pd = s.pending as unknown as Record<string, unknown>;
    if (pd.kind === 'none' || pd.kind === 'discard') p.object(pd, '.pending', ['kind']);
    else if (pd.kind === 'setup') {
      if (p.object(pd, '.pending', ['kind', 'floors', 'index'])) {
        if (p.arrayMax(pd.floors, '.pending.floors', 16)) pd.floors.forEach((f, i) => p.oneOf(f, `.pending.floors[${i}]`, [...COLOURS, 'multi']));
        p.int(pd.index, '.pending.index', 0, 16);
      }
    } else if (pd.kind === 'choose') {
      if (p.object(pd, '.pending', ['kind', 'card', 'slot', 'index', 'shortage'])) {
        p.check(isCard(pd.card), '.pending.card', 'must be a material card id');
        p.int(pd.slot, '.pending.slot', 0, comp.marketSize - 1);
        p.int(pd.index, '.pending.index', 0, 16);
        p.bool(pd.shortage, '.pending.shortage');
      }
    } else p.add('.pending.kind', 'must be none, setup, choose or discard');
  }
  p.bool(s.extraTurn, '.extraTurn');
  p.bool(s.extraEarned, '.extraEarned');
  if (s.triggered !== null) p.oneOf(s.triggered, '.triggered', ['roof', 'shortage', 'locked']);
  if (s.end !== null && p.object(s.end, '.end', ['trigger', 'by', 'finalTurns'])) {
    p.oneOf(s.end.trigger, '.end.trigger', ['roof', 'shortage', 'locked']);
    p.int(s.end.by, '.end.by', 0, n - 1);
    p.ints(s.end.finalTurns, '.end.finalTurns', 0, n - 1);
  }
  p.bool(s.over, '.over');
  p.rng(s.rng, '.rng');
  if (!p.ok) return p.list;
  // Every floor and roof of the box is in one place (SK-4: the supply holds the rest).
  for (const c of COLOURS) {
    let k = s.supply[c];
    for (const ps of s.playerStates) k += ps.hand[c];
    for (const st of s.stacks) for (const piece of st) if (piece === c) k++;
    if (k !== F) p.add(`.supply.${c}`, `${k} ${c} floors in play, the box has ${F}`, 'SK-4');
  }
  for (let seat = 0; seat < n; seat++) {
    let k = s.playerStates[seat]!.roofsLeft;
    for (const st of s.stacks) for (const piece of st) if (piece === seat) k++;
    if (k !== comp.roofsPerPlayer) p.add(`.playerStates[${seat}].roofsLeft`, `${k} roofs of seat ${seat} in play, the box has ${comp.roofsPerPlayer}`, 'SK-6');
  }
  return p.list;
}
