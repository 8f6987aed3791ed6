/**
 * Seeds are bounded (issue #11): a seed from outside is a string of at most MAX_SEED_LENGTH characters or
 * a safe integer, in every function that takes one — `setup`, `determinize`, `position`, a log's seed.
 */
import { describe, expect, it } from 'vitest';
import { MAX_SEED_LENGTH, checkSeed, parseLog, replay, LOG_FORMAT, isRuleError } from '../../src/core/index.js';
import { position as welcometoPosition } from '../../src/welcometo/index.js';
import { position as villagersPosition } from '../../src/villagers/index.js';
import { position as skylinePosition } from '../../src/skyline/index.js';
import { position as simplicityPosition } from '../../src/simplicity/index.js';
import { position as bellavistaPosition } from '../../src/bellavista/index.js';
import { GAMES } from './corpus.js';

const longest = 'y'.repeat(MAX_SEED_LENGTH);
const tooLong = 'y'.repeat(MAX_SEED_LENGTH + 1);
const huge = 'y'.repeat(100_000);

function code(fn: () => unknown): string {
  try {
    fn();
    return 'ok';
  } catch (e) {
    if (isRuleError(e)) return e.code;
    throw e;
  }
}

const POSITIONS: readonly [string, (spec: never, seed?: never) => unknown][] = [
  ['welcometo', welcometoPosition as never],
  ['villagers', villagersPosition as never],
  ['skyline', skylinePosition as never],
  ['simplicity', simplicityPosition as never],
  ['bellavista', bellavistaPosition as never],
];

describe('seeds are bounded', () => {
  it('checkSeed: strings up to the limit and safe integers', () => {
    expect(checkSeed(longest)).toBe(longest);
    expect(checkSeed(-(2 ** 53 - 1))).toBe(-(2 ** 53 - 1));
    for (const bad of [tooLong, huge, 2 ** 53, 0.5, NaN, null, {}, 1n]) expect(code(() => checkSeed(bad)), String(bad).slice(0, 20)).toBe('BAD_SEED');
  });

  it.each(GAMES.map((g) => [g.game.id, g.game] as const))('%s: setup and determinize refuse a seed over the limit', (_id, game) => {
    const config = { players: 2 };
    expect(code(() => game.setup(config, longest))).toBe('ok');
    const s = game.setup(config, 1);
    expect(code(() => game.determinize(s, 0, longest))).toBe('ok');
    for (const seed of [tooLong, huge]) {
      const t0 = performance.now();
      expect(code(() => game.setup(config, seed))).toBe('BAD_SEED');
      expect(code(() => game.determinize(s, 0, seed))).toBe('BAD_SEED');
      expect(performance.now() - t0).toBeLessThan(1000); // a hang guard, not a speed claim
    }
  });

  it.each(POSITIONS)('%s: position refuses a seed over the limit (and one that is no seed)', (id, position) => {
    const spec = { config: { players: 2 } } as never;
    expect(code(() => position(spec, longest as never)), id).toBe('ok');
    expect(code(() => position(spec, tooLong as never)), id).toBe('BAD_SEED');
    expect(code(() => position(spec, huge as never)), id).toBe('BAD_SEED');
    expect(code(() => position(spec, 1n as never)), id).toBe('BAD_SEED');
  });

  it('a log whose seed is over the limit is BAD_LOG', () => {
    const { game } = GAMES.find((g) => g.game.id === 'simplicity')!;
    const log = (seed: unknown) => ({ format: LOG_FORMAT, game: 'simplicity', config: { players: 2 }, seed, actions: [] });
    expect(code(() => replay(game, log(longest) as never))).toBe('ok');
    expect(code(() => parseLog(log(tooLong)))).toBe('BAD_LOG');
    expect(code(() => replay(game, log(tooLong) as never))).toBe('BAD_LOG');
    expect(code(() => parseLog(JSON.stringify(log(2 ** 60))))).toBe('BAD_LOG');
  });
});
