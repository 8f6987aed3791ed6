/**
 * What each game's module gives the shell: the engine (from `tabletop-rules/<game>`), its main options
 * as form fields, and a renderer drawing `view(state, seat)` with the legal actions bound to board
 * elements through {@link Ctx.bind}.
 */
import type { AnyGame, BaseAction } from 'tabletop-rules/core';

/** A main option shown in the new-game form (a select); everything else goes in the JSON box. */
export interface OptionField {
  readonly key: string;
  readonly label: string;
  readonly choices: readonly { readonly value: unknown; readonly label: string }[];
}

export interface BindOptions<A> {
  /** Elements to highlight while the pointer is over this action in the chooser (e.g. a building's cells). */
  readonly preview?: (a: A) => readonly Element[];
  /** Tooltip. */
  readonly title?: string;
}

/** What a renderer gets. */
export interface Ctx<S = unknown, A extends BaseAction = BaseAction, V = unknown> {
  readonly state: S;
  readonly view: V;
  /** The seat whose view is drawn, or null (spectator: game over or bots only). */
  readonly seat: number | null;
  /** Legal actions of `seat` now (empty when it may not act). */
  readonly legal: readonly A[];
  /**
   * Make `el` a click target for `actions` (a subset of `legal`; nothing happens if empty): one action is
   * applied on click, several open a chooser listing their `describe` lines. Returns `el`.
   */
  bind<E extends HTMLElement>(el: E, actions: readonly A[], options?: BindOptions<A>): E;
}

export interface GameUI<S = unknown, A extends BaseAction = BaseAction, V = unknown> {
  readonly game: AnyGame;
  readonly options: readonly OptionField[];
  /**
   * True when a `describe` line never shows what other seats may not see (the log is then shown whole
   * in hot-seat play); false masks other seats' lines until the game is over.
   */
  readonly publicLog: boolean;
  render(ctx: Ctx<S, A, V>): HTMLElement;
}

/** Filter helper: the legal actions of one type matching `pred`. */
export function pick<A extends BaseAction, T extends A['type']>(
  legal: readonly A[],
  type: T,
  pred: (a: Extract<A, { type: T }>) => boolean = () => true,
): Extract<A, { type: T }>[] {
  return legal.filter((a): a is Extract<A, { type: T }> => a.type === type && pred(a as Extract<A, { type: T }>));
}
