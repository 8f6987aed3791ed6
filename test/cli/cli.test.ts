// The CLI, run as a user runs it: the built `dist/cli/main.js` (npm test builds before vitest).
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { games as typed, type GameRegistry } from '../../src/index.js';

const games: GameRegistry = typed;

const cli = resolve(__dirname, '../../dist/cli/main.js');
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 120_000 });
const ids = Object.keys(games);

describe.skipIf(!existsSync(cli))('tabletop-rules CLI (built)', () => {
  it('usage errors print one line and exit 2', () => {
    for (const args of [['play', 'no-such-game'], ['simulate', 'all'], ['bogus'], ['simulate', 'all', '--games', 'x'], ['replay', '/no/such/file'], ['play', 'simplicity', '--seed', ''], ['play', 'skyline', '--players', '0x2'], ['play', 'skyline', '--players', '2.0'], ['simulate', 'simplicity', '--games', '1', '--seed', ' ']]) {
      const r = run(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
  it('play --show prints the start position before the first action', () => {
    const r = run('play', 'simplicity', '--players', '2', '--seed', '5', '--show', '--quiet');
    expect(r.status).toBe(0);
    const g = games.simplicity!;
    expect(r.stdout.startsWith(g.render(g.setup({ players: 2 }, 5), null) + '\n')).toBe(true);
  });
  it('checks the log path and --config players before playing', () => {
    const id = ids[0]!;
    const noDir = run('play', id, '--log', '/no/such/dir/game.json');
    expect(noDir.status).toBe(2);
    expect(noDir.stdout).toBe('');
    expect(noDir.stderr.trim().split('\n')).toHaveLength(1);
    expect(run('play', id, '--config', '{"players":"3"}').status).toBe(2);
  });
  it('simulate all clamps --players into each game\'s range', () => {
    const r = run('simulate', 'all', '--games', '1', '--players', '5', '--json');
    expect(r.status, r.stderr).toBe(0);
    const rows = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { game: string; players: number });
    expect(rows.map((x) => x.game)).toEqual(ids);
    for (const row of rows) expect(row.players).toBe(Math.min(games[row.game]!.players.max, Math.max(games[row.game]!.players.min, 5)));
  });
  it('--help exits 0', () => {
    expect(run('--help').status).toBe(0);
  });
  it('each option\'s --help line names its default once (bench --workers said "default 1" and "(default: 1)")', () => {
    for (const command of ['play', 'simulate', 'arena', 'bench', 'demo', 'show']) {
      const r = run(command, '--help');
      expect(r.status).toBe(0);
      // One entry per option: the help text joined onto one line, cut before each flag.
      const entries = r.stdout.replace(/\s+/g, ' ').split(/ (?=--[a-z]|-h, )/);
      expect(entries.length).toBeGreaterThan(2);
      for (const entry of entries) expect(entry.match(/default/gi)?.length ?? 0, `${command}: ${entry}`).toBeLessThanOrEqual(1);
    }
    expect(run('bench', '--help').stdout.replace(/\s+/g, ' ')).toMatch(/--workers <n> worker threads for the rows \(more than 1: rows side by side disturb each other's timings\) \(default: 1\)/);
  });
  it('--players and "players" in --config must agree; arena takes the seat count from --config', () => {
    const r = run('play', 'simplicity', '--config', '{"players":3}', '--players', '2', '--quiet');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--players 2 and "players": 3 in --config disagree/);
    const a = run('arena', 'simplicity', '--bots', 'greedy,random', '--games', '1', '--config', '{"players":3}', '--json');
    expect(a.status).toBe(0);
    expect(JSON.parse(a.stdout.trim().split('\n').pop()!).players).toBe(3);
  });
  it('a corrupt log is a clear error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ttr-'));
    const f = join(dir, 'bad.json');
    writeFileSync(f, '{"format":"tabletop-rules/log@1","game":"x"');
    const r = run('replay', f);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/not valid JSON/);
  });
  it('replay and show say the same of a log of a game this build does not have', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ttr-'));
    const f = join(dir, 'game.json');
    expect(run('play', 'simplicity', '--players', '2', '--quiet', '--log', f).status).toBe(0);
    const log = JSON.parse(readFileSync(f, 'utf8'));
    writeFileSync(f, JSON.stringify({ ...log, game: 'chess' }));
    for (const cmd of ['replay', 'show']) {
      const r = run(cmd, f);
      expect(r.status, cmd).toBe(2);
      expect(r.stderr.trim(), cmd).toBe(`tabletop-rules: ${f}: Unknown game "chess".`);
    }
  });
  for (const id of ids) {
    it(`${id}: play --log, then replay gives the same score table; simulate --json has the documented fields`, () => {
      const dir = mkdtempSync(join(tmpdir(), 'ttr-'));
      const log = join(dir, 'game.json');
      const game = games[id]!;
      const played = run('play', id, '--players', String(game.players.min), '--seed', '5', '--log', log);
      expect(played.status, played.stderr).toBe(0);
      const table = played.stdout.slice(played.stdout.lastIndexOf('\n\n') + 2).split('\n').slice(1).join('\n');
      expect(table).toMatch(/total/);
      const replayed = run('replay', log);
      expect(replayed.status, replayed.stderr).toBe(0);
      expect(replayed.stdout).toContain(table.trim());
      const saved = JSON.parse(readFileSync(log, 'utf8')) as { actions: unknown[]; end: { actions: number } };
      expect(saved.actions.length).toBeGreaterThan(0);
      // The saved log records its end: cut short, replay and show refuse it (BAD_LOG) instead of a shorter game.
      expect(saved.end.actions).toBe(saved.actions.length);
      const cut = join(dir, 'cut.json');
      writeFileSync(cut, JSON.stringify({ ...saved, actions: saved.actions.slice(0, -1) }));
      for (const cmd of ['replay', 'show']) {
        const r = run(cmd, cut);
        expect(r.status, `${cmd} of a cut log`).toBe(2);
        expect(r.stderr).toMatch(/cut or extended/);
      }
      for (let n = game.players.min; n <= game.players.max; n++) {
        const sim = run('simulate', id, '--games', '3', '--players', String(n), '--json');
        expect(sim.status, sim.stderr).toBe(0);
        const last = JSON.parse(sim.stdout.trim().split('\n').at(-1)!);
        expect(Object.keys(last)).toEqual(expect.arrayContaining(['game', 'players', 'games', 'seed', 'finished', 'errors', 'actions', 'seconds', 'gamesPerSecond', 'actionsPerSecond', 'scores', 'wins']));
        expect(last).toMatchObject({ game: id, players: n, games: 3, finished: 3, errors: 0 });
        expect(last.scores.mean).toHaveLength(n);
        expect(last.wins).toHaveLength(n);
      }
      const bad = run('play', id, '--players', String(game.players.max + 1));
      expect(bad.status).toBe(2);
    });
  }
});
