/**
 * Issue #11 for Simplicity: an option flipped in a stored state, and discs removed from the city.
 * `startTilesHaveDiscs` is written on the city itself (SIM-3.4 / U-13: the start tiles' discs are put
 * at setup and no tile ever goes on a start position), so a flip either way is reported. The other
 * options, and a city with discs removed, are states of a different (valid) game or position that
 * `position` can build too: they are accepted, and every contract call on them, played to the end,
 * returns or throws a RuleError. Every validate message names teams and rows by the path's index.
 */
import { describe, expect, it } from 'vitest';
import { simplicity as g } from '../../src/simplicity/index.js';
import { compiledOf } from '../../src/simplicity/data.js';
import { validate } from '../../src/simplicity/validate.js';
import type { SimplicityConfig, SimplicityState } from '../../src/simplicity/types.js';
import { randomGame, type S } from './helpers.js';
import { playOutErrors } from '../play-out.js';

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const copy = (s: S): Rec => JSON.parse(JSON.stringify(s)) as Rec;
const rules = (x: unknown): string[] => validate(x).map((p) => `${p.path} ${p.rule}`);

/** Mid-game states (every 13th ply) of seeded games of every player count, with and without start discs. */
function midGame(startTilesHaveDiscs: boolean): S[] {
  const out: S[] = [];
  for (let players = 2; players <= 6; players++) {
    const { states } = randomGame({ players, startTilesHaveDiscs } as SimplicityConfig, 100 + players);
    for (let i = 3; i < states.length; i += 13) out.push(states[i]!);
  }
  return out;
}

/** Play `s` to the end (score, view, render every 3rd ply, determinize every 4th): the non-RuleErrors. */
const playOut = (s: SimplicityState, seed: string): string[] => playOutErrors(g, s, seed, { plies: 200, viewEvery: 3, determinizeEvery: 4, seat: 'first' });

describe('startTilesHaveDiscs flipped in a stored state (SIM-3.4, U-13)', () => {
  it('true -> false: the start tiles still carry discs of teams; false -> true: they carry none', () => {
    let flipped = 0;
    for (const withDiscs of [true, false]) {
      for (const s of midGame(withDiscs)) {
        expect(validate(s)).toEqual([]);
        const a = copy(s);
        a.options.startTilesHaveDiscs = !withDiscs;
        const geo = compiledOf(s.components).geo[s.board]!;
        if (geo.start.length === 0) continue;
        expect(rules(a)).toContain(`.disc[${geo.start[0]}] SIM-3.4`);
        flipped++;
      }
    }
    expect(flipped).toBeGreaterThan(10);
  });
  it('a start tile’s disc removed, or given to another team, is reported too', () => {
    const s = midGame(true)[2]!;
    const cell = compiledOf(s.components).geo[s.board]!.start[1]!;
    const a = copy(s);
    a.disc[cell] = -1;
    expect(rules(a)).toContain(`.disc[${cell}] SIM-3.4`);
    const b = copy(s);
    b.disc[cell] = 0;
    expect(validate(b).find((p) => p.path === `.disc[${cell}]`)?.message).toMatch(/carries the disc of team 1 \(\w+\) with startTilesHaveDiscs/);
  });
});

describe('what a state cannot tell: accepted, and played to the end with RuleErrors only', () => {
  it('the other options flipped, and every disc removed from the city', () => {
    const variants: [string, (a: Rec) => void][] = [
      ['turnStructure', (a) => (a.options.turnStructure = a.options.turnStructure === 'pickAndPlace' ? 'pawnsThenPlace' : 'pickAndPlace')],
      ['fallbackScope', (a) => (a.options.fallbackScope = a.options.fallbackScope === 'global' ? 'perRow' : 'global')],
      ['startSide', (a) => (a.options.startSide = a.options.startSide === 'A' ? 'B' : 'A')],
      ['every disc removed', (a) => (a.disc = a.disc.map(() => -1))],
      ['every placed disc removed', (a) => (a.disc = a.disc.map((d: number, i: number) => (compiledOf(a.components).geo[a.board]!.start.indexOf(i) === d && d >= 0 ? d : -1)))],
    ];
    let accepted = 0;
    let refused = 0;
    const errors: string[] = [];
    for (const withDiscs of [false, true]) {
      for (const [k, s] of midGame(withDiscs).entries()) {
        for (const [what, edit] of variants) {
          const a = copy(s);
          edit(a);
          if (validate(a).length > 0) {
            refused++; // e.g. turnStructure flipped mid-round: the pawns and turn contradict it
            continue;
          }
          accepted++;
          errors.push(...playOut(a as S, `${what}-${k}`).map((e) => `${what} (state ${k}): ${e}`));
        }
      }
    }
    console.log(`simplicity undetectable edits: ${accepted} accepted and played out, ${refused} refused`);
    expect(errors).toEqual([]);
    expect(accepted).toBeGreaterThan(20);
  });
});

describe('validate messages name teams and rows by the index of the path (SIM-4.6)', () => {
  it('a pawn on two rows, a row without its tile: indices as in .rowPawn / .rowTile, rule numbers in brackets', () => {
    const s = midGame(false).find((x) => x.phase === 'choose' && x.turn >= 1 && x.players === 4)!;
    const team = s.order[0]!;
    const row = s.rowPawn.indexOf(team);
    const free = s.rowPawn.findIndex((t, i) => t < 0 && i !== row && i !== s.demolished);
    const a = copy(s);
    a.rowPawn[free] = team;
    const msg = validate(a).map((p) => p.message).join('\n');
    const colour = compiledOf(s.components).c.teamColours[team]!;
    const [lo, hi] = [Math.min(row, free), Math.max(row, free)];
    expect(msg).toContain(`team ${team} (${colour}) has one pawn, not one on row index ${lo} (row ${lo + 1}) and row index ${hi} (row ${hi + 1})`);
    // No message counts teams from 1: the only "team N" is a path index.
    for (const p of validate(a)) for (const m of p.message.matchAll(/team (\d+)/g)) expect(Number(m[1])).toBeLessThan(s.teams);
  });
});
