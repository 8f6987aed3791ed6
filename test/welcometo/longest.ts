/**
 * Issue #11: the longest Welcome To games this file can construct, for `maxGameLength`'s test and for the
 * replay timing of the longest legal log (`node longest.mjs` below). A policy that plays every click
 * that adds an action without shortening the game:
 *
 * - in a turn that does not end the game: every effect with a target (fence, real estate, park, pool),
 *   but `skip` a bis (a bis fills a house: the game ends sooner, WT-10.1); no roundabout (same); every
 *   claim but the one that would complete a seat's three plans (WT-10.1), with all its designations
 *   and a reshuffle whenever one is listed (WT-8.7); numbers written where their size says (number / 17
 *   of the way along the street, so the sheet rarely gets stuck and refuses a third time);
 * - the last turn (found by playing the turn once and seeing the game end): also every roundabout, bis
 *   and the last claims: nothing is saved for later.
 *
 * Every click is one of the listed actions, so the games are legal by construction.
 */
import { welcometo } from '../../src/welcometo/index.js';
import type { WelcomeToAction, WelcomeToConfig, WelcomeToState } from '../../src/welcometo/types.js';

/** A small deterministic generator (xorshift32), seeded by a number. */
function prng(seed: number): () => number {
  let x = (seed * 2654435761) >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

/**
 * How much a write closes the sheet (lower is better): for every run of empty houses, the numbers that
 * still fit it (WT-5.2: the card numbers 1..15 strictly between its neighbours) against its length; a run with fewer
 * numbers than houses will get the seat stuck (a refusal, WT-5.6), a wide run keeps it open.
 */
function misplacement(s: WelcomeToState, a: Extract<WelcomeToAction, { type: 'write' }>): number {
  const houses = s.players[a.player]!.sheet.houses;
  let cost = 0;
  for (let st = 0; st < houses.length; st++) {
    const row = houses[st]!;
    let lo = -1;
    let run = 0;
    for (let h = 0; h <= row.length; h++) {
      const v = h === row.length ? 18 : st === a.street && h === a.house ? a.number : row[h]!;
      if (v === -1) {
        run++;
        continue;
      }
      const hi = v === -2 ? 18 : v;
      if (run > 0) {
        // the card numbers 1..15 strictly between the neighbours (WT-2.1, WT-5.2), against the houses
        const slack = Math.max(0, Math.min(hi - 1, 15) - Math.max(lo + 1, 1) + 1) - run;
        cost += slack < 0 ? 4 - slack : 1 / (slack + 1);
      }
      run = 0;
      lo = v === -2 ? -1 : v;
    }
  }
  return cost;
}

/** The best write of a list (the least closing; `noise` breaks ties and varies the games). */
function bestWrite(s: WelcomeToState, writes: readonly Extract<WelcomeToAction, { type: 'write' }>[], noise: () => number, spread: number): WelcomeToAction {
  let best = writes[0]!;
  let bestD = Infinity;
  for (const w of writes) {
    const d = misplacement(s, w) + spread * noise() - (w.temp ? 0.01 : 0);
    if (d < bestD) {
      bestD = d;
      best = w;
    }
  }
  return best;
}

/** How well a `choose` keeps the game long: its best write, and an effect that will give a click (not Temp). */
function chooseScore(s: WelcomeToState, a: WelcomeToAction): number {
  const next = welcometo.apply(s, a);
  const me = next.players[a.player]!;
  const writes = welcometo.legalActions(next, a.player).filter((x): x is Extract<WelcomeToAction, { type: 'write' }> => x.type === 'write');
  let d = Infinity;
  for (const w of writes) d = Math.min(d, misplacement(next, w));
  return d + (me.turn.choice!.effect === 'temp' ? 0.15 : 0);
}

/** One seat's click by the policy (`last`: the game ends with this turn). */
function pick(s: WelcomeToState, p: number, last: boolean, noise: () => number, spread: number): WelcomeToAction {
  const list = welcometo.legalActions(s, p);
  const of = (t: WelcomeToAction['type']) => list.filter((a) => a.type === t);
  const first = (...ts: WelcomeToAction['type'][]) => {
    for (const t of ts) {
      const xs = of(t);
      if (xs.length > 0) return xs[Math.floor(noise() * xs.length)]!;
    }
    return undefined;
  };
  const sheet = s.players[p]!.sheet;
  const claimed = sheet.plans.filter((x) => x !== null).length;
  const designate = first('designate');
  if (designate) return designate;
  const claims = of('claim');
  if (claims.length > 0 && (last || claimed + 1 < sheet.plans.length)) return claims[0]!;
  const reshuffle = first('reshuffle');
  if (reshuffle) return reshuffle;
  if (last) {
    const more = first('roundabout', 'bis');
    if (more) return more;
  }
  const effect = first('fence', 'realEstate', 'park', 'pool');
  if (effect) return effect;
  const chooses = of('choose');
  if (chooses.length > 0) {
    let best = chooses[0]!;
    let bestD = Infinity;
    for (const c of chooses) {
      const d = chooseScore(s, c) + spread * noise();
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    return best;
  }
  const writes = of('write') as Extract<WelcomeToAction, { type: 'write' }>[];
  if (writes.length > 0) return bestWrite(s, writes, noise, spread);
  return first('truck', 'refuse', 'skip', 'end') ?? list[0]!;
}

/** Play one whole turn (every seat, in seat order) by the policy. */
function playTurn(s: WelcomeToState, last: boolean, noise: () => number, spread: number, out: WelcomeToAction[]): WelcomeToState {
  const turn = s.turn;
  while (!s.over && s.turn === turn) {
    const p = welcometo.actors(s)[0]!;
    const a = pick(s, p, last, noise, spread);
    s = welcometo.apply(s, a);
    out.push(a);
  }
  return s;
}

/** A long game by the policy: its actions and final state. `spread` > 0 varies the choices (0: the policy alone). */
export function longGame(config: WelcomeToConfig, seed: string, variation = 0, spread = 0): { actions: WelcomeToAction[]; state: WelcomeToState; start: WelcomeToState } {
  const start = welcometo.setup(config, seed);
  let s = start;
  const actions: WelcomeToAction[] = [];
  while (!s.over) {
    // Play the turn once to see whether it ends the game; if so play it again as the last turn.
    const trial: WelcomeToAction[] = [];
    const noiseA = prng(variation * 1_000_003 + s.turn);
    const after = playTurn(s, false, noiseA, spread, trial);
    if (!after.over) {
      actions.push(...trial);
      s = after;
      continue;
    }
    const noiseB = prng(variation * 1_000_003 + s.turn);
    s = playTurn(s, true, noiseB, spread, actions);
  }
  return { actions, state: s, start };
}
