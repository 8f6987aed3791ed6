/**
 * A staller (SK-10.7 tests and the replay measurement of docs/skyline.md "Stalling"): a seat that never
 * builds and makes its turns as long as the rules allow. It takes the card with the most multicolour
 * floors, then the most floors (the most `chooseColour` and `discard` steps), plays every extra turn,
 * chooses the colour the supply has most of and returns the colour the supply has least of (so no colour
 * runs out and no shortage, SK-6.5, ends the game).
 */
import { skyline, type SkylineAction, type SkylineState } from '../../src/skyline/index.js';
import { dataOf } from '../../src/skyline/legal.js';

/** The staller's action in `s` for the seat on turn. */
export function stall(s: SkylineState): SkylineAction {
  const list = skyline.legalActions(s, s.turn);
  const { cards } = dataOf(s);
  let best: SkylineAction | undefined;
  let bestValue = -Infinity;
  for (const a of list) {
    let v: number;
    if (a.type === 'takeCard') {
      const floors = cards[s.market[a.slot]!]!.floors;
      v = 100 * floors.filter((f) => f === 'multi').length + floors.length;
    } else if (a.type === 'chooseColour') v = s.supply[a.colour];
    else if (a.type === 'discard') v = -s.supply[a.colour];
    else if (a.type === 'pass') v = -1e6;
    else continue; // never build, never decline an extra turn
    if (v > bestValue) {
      bestValue = v;
      best = a;
    }
  }
  return best ?? list[0]!;
}

/** A whole game of stallers from `setup(config, seed)`: its actions and the final state. */
export function stallingGame(config: Parameters<typeof skyline.setup>[0], seed: string | number): { actions: SkylineAction[]; state: SkylineState } {
  let s = skyline.setup(config, seed);
  const actions: SkylineAction[] = [];
  while (!s.over && actions.length < 100_000) {
    const a = stall(s);
    actions.push(a);
    s = skyline.apply(s, a);
  }
  return { actions, state: s };
}
