import { cardOf } from '../../src/villagers/village.js';
/**
 * Game-specific checks for checkGame: card conservation (invariant) and hidden information (leaks).
 */
import type { VillagersState, VillagersView } from '../../src/villagers/types.js';
import { uids } from '../../src/villagers/village.js';

/** Every card uid is in exactly one place (card conservation). */
export function conservation(s: VillagersState): string | undefined {
  const ids = uids(s).ids;
  const seen = new Array<number>(ids.length).fill(0);
  const mark = (u: number) => void (seen[u] = (seen[u] ?? 0) + 1);
  s.road.forEach((r) => r && mark(r.card));
  s.stacks.forEach((st) => st.forEach(mark));
  s.reserve.forEach(mark);
  s.discard.forEach(mark);
  Object.values(s.basics).forEach((pile) => pile.forEach(mark));
  for (const seat of s.seats) {
    seat.hand.forEach(mark);
    seat.square.forEach(mark);
    seat.village.forEach((n) => mark(n.card));
    if (seat.taken !== null) mark(seat.taken);
    if (seat.gold < 0) return `negative gold ${seat.gold}`;
    const cover = new Array<number>(seat.village.length).fill(0);
    seat.village.forEach((n) => n.on !== null && cover[n.on]!++);
    for (let i = 0; i < seat.village.length; i++) {
      const n = seat.village[i]!;
      if (n.role !== null && cover[i] === 0 && seat.taken === null) return `a Monk/Apprentice is a top card (V-7.2)`;
    }
  }
  const bad = seen.findIndex((k) => k !== 1);
  return bad >= 0 ? `card ${bad} (${ids[bad]}) is in ${seen[bad]} places` : undefined;
}

/** A view shows no other player's hand and no stack or Reserve contents. */
export function leaks(s: VillagersState, v: VillagersView, viewer: number | null): string | undefined {
  for (let p = 0; p < s.players; p++) {
    if (p !== viewer && v.seats[p]!.hand !== null) return `seat ${p}'s hand is shown to ${viewer}`;
    if (v.seats[p]!.handCount !== s.seats[p]!.hand.length) return 'hand count wrong';
  }
  for (const st of v.stacks) if (Object.keys(st).sort().join() !== 'count,market,topSuit') return 'stack shows more than count and top suit';
  if (Object.keys(v.reserve).sort().join() !== 'count,topSuit') return 'reserve shows more than count and top suit';
  return undefined;
}


/**
 * Card names a viewer cannot see (for the harness's describe check): other seats' hands, the stacks
 * and the Reserve (face down).
 */
export function hiddenNames(s: VillagersState, viewer: number | null): string[] {
  const names = new Set<string>();
  s.seats.forEach((seat, p) => {
    if (p !== viewer) for (const u of seat.hand) names.add(cardOf(s, u).name);
  });
  for (const st of s.stacks) for (const u of st) names.add(cardOf(s, u).name);
  for (const u of s.reserve) names.add(cardOf(s, u).name);
  // A name is no secret while a card of that type lies face up (Road, villages, discard pile): views show those by id.
  for (const r of s.road) if (r) names.delete(cardOf(s, r.card).name);
  for (const seat of s.seats) for (const n of seat.village) names.delete(cardOf(s, n.card).name);
  for (const u of s.discard) names.delete(cardOf(s, u).name);
  s.seats.forEach((seat, p) => {
    for (const u of seat.square) names.delete(cardOf(s, u).name);
    if (p === viewer) for (const u of seat.hand) names.delete(cardOf(s, u).name);
    if (seat.taken !== null) names.delete(cardOf(s, seat.taken).name);
  });
  return [...names];
}
