// Score sheets in words: each game's ScoreLabels, on sheets of real seeded games.
import { describe, expect, it } from 'vitest';
import { camelToWords, playout, plainScoreLabels, type AnyGame, type BaseConfig, type ScoreLabels } from '../../src/index.js';
import { welcometo, welcometoScoreLabels } from '../../src/welcometo/index.js';
import { villagers, villagersScoreLabels } from '../../src/villagers/index.js';
import { skyline, skylineScoreLabels } from '../../src/skyline/index.js';
import { simplicity, simplicityScoreLabels } from '../../src/simplicity/index.js';
import { bellavista, bellavistaScoreLabels } from '../../src/bellavista/index.js';

describe('each game names its score parts and tie-breaks in words', () => {
  it('welcometo: the score pad\'s words', () => {
    expect(['plans', 'temps', 'estates', 'refusals', 'iceCream', 'lights', 'bis'].map(welcometoScoreLabels.part)).toEqual([
      'city plans', 'temp agencies', 'real estate', 'permit refusals', 'ice cream', 'Christmas lights', 'bis',
    ]);
    expect(welcometoScoreLabels.tiebreak('estates of size 3', 2)).toEqual({ label: 'estates of size 3', value: '2' });
  });
  it('villagers: "fewer villagers" is shown as the count, not negated', () => {
    expect(villagersScoreLabels.tiebreak('fewer villagers', -21)).toEqual({ label: 'fewer villagers', value: '21' });
    expect(villagersScoreLabels.part('Second Market silver: Grocer')).toBe('Second Market silver: Grocer');
  });
  it('skyline: tracks and chips', () => {
    expect(['greyTrack', 'whiteTrack', 'brownTrack', 'blackTrack', 'chips', 'cone'].map(skylineScoreLabels.part)).toEqual([
      'grey track', 'white track', 'brown track', 'black track', 'bonus chips', 'cone',
    ]);
    expect(skylineScoreLabels.tiebreak('floors in hand', 6)).toEqual({ label: 'more floors in hand', value: '6' });
  });
  it('simplicity: the final pawn row, 1 at the top; none before a pawn is placed', () => {
    expect(simplicityScoreLabels.tiebreak('final pawn (-row)', -6)).toEqual({ label: 'final pawn row (higher wins)', value: '6' });
    expect(simplicityScoreLabels.tiebreak('final pawn (-row)', -8).value).toBe('none');
    expect(simplicityScoreLabels.part('bonus')).toBe('bonus tokens');
  });
  it('bellavista: contracts by what they ask for', () => {
    expect(
      ['coins', 'contract C-STRADDLE', 'contract C-BORDER (2)', 'contract C-SAME-LE-S', 'contract C-TWO-3', 'contract C-FOUR-1', 'contract C-MINE', 'heightObjective'].map(
        bellavistaScoreLabels.part,
      ),
    ).toEqual([
      'coins in hand', 'contract: straddle', 'contract: border (2)', 'contract: striped leaf', 'contract: striped leaf & plain bird',
      'contract: striped flower, plain butterfly, striped leaf & plain bird', 'contract: C-MINE', 'height objective',
    ]);
  });
  it('plain labels turn camelCase keys into words and leave the rest', () => {
    expect(camelToWords('groupingObjective')).toBe('grouping objective');
    expect(plainScoreLabels.part('links')).toBe('links');
    expect(plainScoreLabels.tiebreak('x', -3)).toEqual({ label: 'x', value: '-3' });
  });
});

const cases: [AnyGame, ScoreLabels, BaseConfig][] = [
  [welcometo, welcometoScoreLabels, { players: 3, board: 'icecream' } as BaseConfig],
  [villagers, villagersScoreLabels, { players: 3 }],
  [skyline, skylineScoreLabels, { players: 3 }],
  [simplicity, simplicityScoreLabels, { players: 3 }],
  [bellavista, bellavistaScoreLabels, { players: 4 }],
];

describe('on the sheet of a played game', () => {
  for (const [game, labels, config] of cases) {
    it(`${game.id}: every part and tie-break has a label in words, and tie-break values read as numbers players count`, () => {
      const sheet = game.score(playout(game, config, 'labels').state);
      for (const p of sheet.players) {
        for (const key of Object.keys(p.parts)) {
          const label = labels.part(key);
          expect(label, key).not.toMatch(/[a-z][A-Z]/);
          expect(label, key).not.toMatch(/^contract C-/);
        }
        sheet.tiebreakNames.forEach((name, i) => {
          const t = labels.tiebreak(name, p.tiebreak[i]!);
          expect(t.value, name).toMatch(/^(\d+|none)$/);
          expect(t.label).not.toMatch(/\(-/);
        });
      }
    });
  }
});
