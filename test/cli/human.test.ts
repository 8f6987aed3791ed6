/**
 * `play <game> --human 0` driven through its input stream: playable to the end from a script for every
 * game; bad input is explained (RuleError message), `undo` and `quit` work, and `show` renders a log.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/core/bots.js';
import type { BaseConfig } from '../../src/core/game.js';
import { gameById, games } from '../../src/index.js';
import { parseSeats, playHuman, showLog } from '../../src/cli/human.js';

function sink(): { out: PassThrough; text: () => string } {
  const out = new PassThrough();
  const chunks: string[] = [];
  out.on('data', (c: Buffer) => chunks.push(c.toString()));
  return { out, text: () => chunks.join('') };
}

async function play(id: string, script: string, players?: number) {
  const game = gameById(id)!;
  const config: BaseConfig = { players: players ?? game.players.min };
  const { out, text } = sink();
  const bots = Array.from({ length: config.players }, (_, p) => randomBot(`b${p}`));
  const r = await playHuman({ game, config, seed: 3, humans: new Set([0]), bots, input: Readable.from([script]), output: out });
  return { r, text: text(), game };
}

describe('play --human 0: a script feeding stdin plays every game to the end', () => {
  for (const id of Object.keys(games)) {
    it(id, async () => {
      const { r, text, game } = await play(id, '1\n'.repeat(5000));
      expect(r.quit).toBe(false);
      expect(game.isOver(r.state)).toBe(true);
      expect(text).toMatch(/P1, choose 1\.\.\d+/);
      expect(text).toContain('   1) ');
      // The last picture is the final position.
      expect(text.trimEnd().endsWith(game.render(r.state, null).trimEnd())).toBe(true);
      expect(r.log.actions.length).toBeGreaterThan(0);
    });
  }
});

describe('play --human --show: the start position first', () => {
  it.each(['skyline', 'villagers', 'simplicity', 'bellavista'])('%s: a bot that acts first acts after the start position is printed', async (id) => {
    const game = gameById(id)!;
    const config: BaseConfig = { players: 2 };
    const start = game.setup(config, 3);
    const human = 1 - game.actors(start)[0]!; // the seat that does not act first
    const { out, text } = sink();
    const bots = Array.from({ length: 2 }, (_, p) => randomBot(`b${p}`));
    await playHuman({ game, config, seed: 3, humans: new Set([human]), bots, input: Readable.from(['quit\n']), output: out, show: true });
    expect(text().startsWith(game.render(start, null) + '\n   1. ')).toBe(true);
  });
});

describe('play --human: bad input, undo, quit', () => {
  it('explains a rejected input, undoes and quits with the log so far', async () => {
    const script = ['hello', '999', '{"type":"bogus","player":0}', '{not json', 'undo', '1', 'undo', '1', '1', 'quit', '1'].join('\n') + '\n';
    const { r, text } = await play('skyline', script);
    expect(text).toContain('Type a number from 1 to');
    expect(text).toContain('There is no choice 999');
    expect(text).toMatch(/Rejected \(MALFORMED_ACTION, [^)]+\): /);
    expect(text).toContain('That is not valid JSON.');
    expect(text).toContain('Nothing to undo.');
    expect(text).toContain('Undone: back to action');
    expect(r.quit).toBe(true);
    // 1, undo, 1, 1: two human decisions stand (plus any bot actions between them).
    expect(r.log.actions.filter((a) => a.player === 0).length).toBeGreaterThanOrEqual(2);
  });
  it('after an invalid input only the error and the prompt again: the board is drawn when the state changes or on `board`', async () => {
    const game = gameById('skyline')!;
    const config: BaseConfig = { players: 2 };
    const start = game.setup(config, 3);
    const human = game.actors(start)[0]!; // the human acts first: nothing happens before the first prompt
    const { out, text } = sink();
    const bots = Array.from({ length: 2 }, (_, p) => randomBot(`b${p}`));
    const script = ['hello', '999', '{not json', '{"type":"bogus","player":0}', 'board', 'quit'].join('\n') + '\n';
    await playHuman({ game, config, seed: 3, humans: new Set([human]), bots, input: Readable.from([script]), output: out });
    const board = game.render(start, human);
    const menuLine = `   1) ${game.describe(start, game.legalActions(start, human)[0]!, human)}`;
    const shown = text();
    const times = (needle: string) => shown.split(needle).length - 1;
    expect(times(board)).toBe(2); // the first prompt, then `board`
    expect(times(menuLine)).toBe(2);
    const prompt = `P${human + 1}, choose 1..`;
    expect(times(prompt)).toBe(6); // once per input line
    // Between the first prompt and `board`: four errors, each followed by the prompt, no board.
    const afterFirst = shown.slice(shown.indexOf(prompt) + prompt.length, shown.lastIndexOf(board));
    expect(afterFirst).not.toContain(menuLine);
    expect(afterFirst).toContain('Type a number from 1 to');
    expect(afterFirst).toContain('There is no choice 999');
    expect(afterFirst).toContain('That is not valid JSON.');
    expect(afterFirst).toMatch(/Rejected \(MALFORMED_ACTION/);
  });
  it('a taken action and undo redraw the board; "Nothing to undo" does not', async () => {
    const game = gameById('simplicity')!;
    const config: BaseConfig = { players: 2 };
    const start = game.setup(config, 3);
    const human = game.actors(start)[0]!;
    const { out, text } = sink();
    const bots = Array.from({ length: 2 }, (_, p) => randomBot(`b${p}`));
    await playHuman({ game, config, seed: 3, humans: new Set([human]), bots, input: Readable.from(['undo\n1\nundo\nquit\n']), output: out });
    const board = game.render(start, human);
    // start, (undo: nothing to undo: no redraw), after 1 (a different board), after undo (the start again).
    expect(text().split(board).length - 1).toBe(2);
    expect(text()).toContain('Nothing to undo.');
  });
  it('end of input quits', async () => {
    const { r, text } = await play('simplicity', '1\n');
    expect(r.quit).toBe(true);
    expect(text).toContain('End of input: quitting.');
  });
  it('parses seats', () => {
    expect([...parseSeats('0,2', 4)]).toEqual([0, 2]);
    expect(() => parseSeats('4', 4)).toThrow(/0\.\.3/);
    expect(() => parseSeats('x', 2)).toThrow(/seat numbers/);
  });
});

describe('show <log> [--at N] [--seat S]', () => {
  it('renders the position of a saved log after N actions', async () => {
    const { r, game } = await play('bellavista', '1\n'.repeat(2000));
    const text = JSON.stringify(r.log);
    const at5 = showLog(games, text, 5, 1);
    expect(at5).toContain('position after 5 of');
    let s = game.setup(r.log.config, r.log.seed);
    for (const a of r.log.actions.slice(0, 5)) s = game.apply(s, a);
    expect(at5).toContain(game.render(s, 1));
    expect(showLog(games, text, undefined, null)).toContain(game.render(r.state, null));
    expect(() => showLog(games, text, 99999, null)).toThrow(/--at must be/);
    expect(() => showLog(games, text, 1, 7)).toThrow(/--seat must be/);
  });
});

// The built CLI, as a user runs it (npm test builds before vitest): stdin piped from a script.

const cli = resolve(__dirname, '../../dist/cli/main.js');
describe.skipIf(!existsSync(cli))('tabletop-rules play --human / show (built)', () => {
  it('plays skyline from piped stdin, saves the log on quit, and show renders it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ttr-human-'));
    const log = join(dir, 'game.json');
    const r = spawnSync(process.execPath, [cli, 'play', 'skyline', '--players', '2', '--human', '0', '--log', log], { input: '1\n1\n1\nquit\n', encoding: 'utf8', timeout: 60_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Tower Up · 2 players · P1\'s view');
    expect(r.stdout).toMatch(/Quit after \d+ actions; log saved to/);
    const saved = JSON.parse(readFileSync(log, 'utf8')) as { actions: unknown[] };
    expect(saved.actions.length).toBeGreaterThan(0);
    const shown = spawnSync(process.execPath, [cli, 'show', log, '--at', '1', '--seat', '1'], { encoding: 'utf8', timeout: 60_000 });
    expect(shown.status, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(`position after 1 of ${saved.actions.length} actions`);
    expect(shown.stdout).toContain("P2's view");
    const bad = spawnSync(process.execPath, [cli, 'play', 'skyline', '--human', '9'], { encoding: 'utf8', timeout: 60_000 });
    expect(bad.status).toBe(2);
    // Not a count in digits: named as written, not as a range it might be outside of.
    for (const [flag, v] of [['--at', '1e1'], ['--seat', '-1'], ['--at', ' 2']]) {
      const r2 = spawnSync(process.execPath, [cli, 'show', log, flag!, v!], { encoding: 'utf8', timeout: 60_000 });
      expect(r2.status).toBe(2);
      expect(r2.stderr).toContain(`${flag} must be a whole number written in digits, not ${JSON.stringify(v)}`);
    }
  });
  it('play without --human prints the rendered final position before the score table', () => {
    const r = spawnSync(process.execPath, [cli, 'play', 'simplicity', '--players', '2', '--seed', '4'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Simplicity · round 5 of 5');
    expect(r.stdout).toContain('game over');
  });
});

describe('play --human: the menu is worded for the human seat (describe with that viewer)', () => {
  it('welcometo: the numbered choices name the numbers and houses, not the spectator wording', async () => {
    const { text } = await play('welcometo', 'quit\n');
    const menu = text.split('\n').filter((l) => /^ +\d+\) /.test(l));
    expect(menu.length).toBeGreaterThan(1);
    for (const line of menu) expect(line).not.toContain('works on their sheet');
  });
});
