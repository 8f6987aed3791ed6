/**
 * Play an (edited, accepted) state to the end with seeded random legal actions, calling every contract
 * function on the way: shared by the tests that check "a state validate accepts gets only RuleErrors".
 */
import { createRng, isRuleError, openRng, type AnyGame, type PlayerId } from '../src/core/index.js';

export interface PlayOutOptions {
  /** Give up (an error) after this many plies. */
  readonly plies: number;
  /** Call score, view and render on every `viewEvery`-th ply. */
  readonly viewEvery: number;
  /** Call determinize on every `determinizeEvery`-th ply. */
  readonly determinizeEvery: number;
  /** Which acting seat plays: the first (no draw from the generator) or a random one. */
  readonly seat: 'first' | 'random';
}

/** The non-RuleErrors of any contract call while `s` is played to the end (with where they happened); empty = fine. */
export function playOutErrors(g: AnyGame, s: unknown, seed: string, o: PlayOutOptions): string[] {
  const errors: string[] = [];
  const rng = openRng(createRng(seed));
  const call = (what: string, f: () => unknown): unknown => {
    try {
      return f();
    } catch (e) {
      if (!isRuleError(e)) errors.push(`${what}: ${String(e).slice(0, 200)}`);
      return undefined;
    }
  };
  for (let ply = 0; ply < o.plies && errors.length === 0; ply++) {
    if (ply % o.viewEvery === 0) {
      call('score', () => g.score(s));
      call('view', () => g.view(s, 0));
      call('render', () => g.render(s, null));
    }
    if (ply % o.determinizeEvery === 0) call('determinize', () => g.determinize(s, 0, seed));
    if (call('isOver', () => g.isOver(s)) !== false) return errors;
    const actors = call('actors', () => g.actors(s)) as PlayerId[] | undefined;
    if (!actors || actors.length === 0) return [...errors, `ply ${ply}: nobody to act in a game not over`];
    const p = o.seat === 'first' ? actors[0]! : rng.pick(actors);
    const legal = call('legalActions', () => g.legalActions(s, p)) as unknown[] | undefined;
    if (!legal || legal.length === 0) return [...errors, `ply ${ply}: seat ${p} has no legal action`];
    const a = rng.pick(legal);
    call('describe', () => g.describe(s, a, p));
    const next = call('apply', () => g.apply(s, a));
    if (!next) return [...errors, `ply ${ply}: a listed action was refused`];
    s = next;
  }
  return errors.length > 0 ? errors : [`did not end in ${o.plies} plies`];
}
