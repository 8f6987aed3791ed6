/**
 * Bot evaluations of a Tower Up position: the running money (SK-11) of every seat computed without
 * building a score sheet, and the money lead the greedy bot and MCTS maximise. Equal to the score
 * sheet's totals (`score(state).players[p].total`, in millions); only cheaper, since playouts score
 * every state they sample.
 */
import type { PlayerId } from '../core/index.js';
import { dataOf } from './legal.js';
import type { SkylineState } from './types.js';

/**
 * Running money per seat (millions): the four track values (SK-11.1), bonus chips (SK-9) and the cone
 * value (SK-10.4: the frozen count once set, else the roofs on top now, capped by the cone row).
 */
export function moneyTotals(s: SkylineState): number[] {
  const { track, coneValues } = dataOf(s).components;
  const n = s.playerStates.length;
  const onTop = new Array<number>(n).fill(0);
  for (const st of s.stacks) {
    const top = st.length > 0 ? st[st.length - 1] : undefined;
    if (typeof top === 'number' && top < n) onTop[top]!++;
  }
  const out = new Array<number>(n);
  for (let p = 0; p < n; p++) {
    const ps = s.playerStates[p]!;
    const m = ps.markers;
    let total = track.values[m.grey]! + track.values[m.white]! + track.values[m.brown]! + track.values[m.black]!;
    for (const ch of ps.chips) total += ch.value;
    total += coneValues[ps.cone ?? Math.min(onTop[p]!, coneValues.length - 1)]!;
    out[p] = total;
  }
  return out;
}

/** The seat's running money minus the best other seat's (millions); the greedy heuristic and MCTS leaf. */
export function moneyLead(s: SkylineState, seat: PlayerId): number {
  const t = moneyTotals(s);
  let best = -Infinity;
  for (let p = 0; p < t.length; p++) if (p !== seat && t[p]! > best) best = t[p]!;
  return best === -Infinity ? t[seat]! : t[seat]! - best;
}
