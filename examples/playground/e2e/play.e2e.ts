/**
 * Browser tests of the playground: Vite builds the app, `vite preview` serves it on 127.0.0.1, Debian's
 * Chromium (through playwright-core, no browser download) plays a whole game of every game by clicking:
 * seat 1 is human and always clicks the first highlighted target (the chooser's first line when one is
 * open, else the first board target, else the first action of the fallback list); the other seats are
 * bots. The final score shown must equal the library's score of the same log, read back from the page's
 * share link and replayed here in Node. Screenshots of each board go to `test-results/e2e/`.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, preview, type PreviewServer } from 'vite';
import { gameById, replay, type GameLog } from 'tabletop-rules';
import { decodeShare } from '../src/share.js';

const here = dirname(fileURLToPath(import.meta.url));
const configFile = resolve(here, '../vite.config.ts');
const shots = resolve(here, '../../../test-results/e2e');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Clicks allowed per game: a bound, so that a stuck page fails instead of hanging. */
const MAX_CLICKS = 3000;

let server: PreviewServer;
let browser: Browser;
let base: string;
/** The app is built into its own temporary folder (a dev build in examples/playground/dist is left alone). */
const outDir = mkdtempSync(resolve(tmpdir(), 'playground-e2e-'));

beforeAll(async () => {
  await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  server = await preview({ configFile, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false } });
  const addr = server.httpServer.address() as AddressInfo;
  base = `http://127.0.0.1:${addr.port}/`;
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
  mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((r) => (server ? server.httpServer.close(() => r()) : r()));
  rmSync(outDir, { recursive: true, force: true });
});

/** Wait until the page waits for a human (or the game is over); returns the status. */
async function settle(page: Page): Promise<string> {
  await page.waitForFunction(() => ['waiting', 'over', 'handover'].includes(document.body.dataset.status ?? ''), null, { timeout: 60_000 });
  return (await page.evaluate(() => document.body.dataset.status)) ?? '';
}

async function newGame(page: Page, game: string, players: number, seed: string, seats: string[], options: Record<string, string> = {}, json = ''): Promise<void> {
  await page.goto(base);
  await page.selectOption('#game', game);
  await page.waitForSelector('#players');
  await page.fill('#players', String(players));
  await page.dispatchEvent('#players', 'input');
  await page.fill('#seed', seed);
  for (const [key, label] of Object.entries(options)) await page.selectOption(`select[data-option="${key}"]`, { label });
  if (json) await page.fill('#config-json', json);
  for (let p = 0; p < seats.length; p++) await page.selectOption(`select[data-seat="${p}"]`, seats[p]!);
  await page.click('#start');
}

/** Click the first target until the game is over; screenshot the board once mid-game. Returns clicks made. */
async function playByClicking(page: Page, game: string): Promise<{ clicks: number; boardTargets: number }> {
  let clicks = 0;
  let boardTargets = 0;
  for (;;) {
    const status = await settle(page);
    if (status === 'over') return { clicks, boardTargets };
    if (status === 'handover') {
      await page.click('#handover-ok');
      continue;
    }
    const chooser = page.locator('#chooser [data-act]');
    const board = page.locator('#board [data-act]');
    const fallback = page.locator('#fallback [data-act]');
    const target = (await chooser.count()) > 0 ? chooser.first() : (await board.count()) > 0 ? board.first() : fallback.first();
    if ((await chooser.count()) === 0 && (await board.count()) > 0) boardTargets++;
    const ply = await page.evaluate(() => document.body.dataset.ply);
    await target.click();
    clicks++;
    if (clicks === 12) await page.screenshot({ path: resolve(shots, `${game}-mid.png`), fullPage: true });
    expect(clicks, `${game}: the game did not end within ${MAX_CLICKS} clicks (ply ${ply})`).toBeLessThan(MAX_CLICKS);
  }
}

async function shownTotals(page: Page): Promise<number[]> {
  return page.$$eval('#scoresheet tr[data-player]', (rows) => rows.map((r) => Number((r as HTMLElement).dataset.total)));
}

async function sharedLog(page: Page): Promise<{ log: GameLog; seats: readonly string[] }> {
  const hash = await page.evaluate(() => location.hash);
  const shared = decodeShare(hash);
  expect(shared).not.toBeNull();
  return shared!;
}

const CASES: { game: string; players: number; seats: string[]; options?: Record<string, string> }[] = [
  { game: 'welcometo', players: 2, seats: ['human', 'greedy'], options: { variant: 'advanced (roundabouts)', board: 'Ice Cream Truck' } },
  { game: 'villagers', players: 2, seats: ['human', 'random'] },
  { game: 'skyline', players: 3, seats: ['human', 'greedy', 'random'] },
  { game: 'simplicity', players: 3, seats: ['human', 'greedy', 'random'] },
  { game: 'bellavista', players: 3, seats: ['human', 'random', 'greedy'] },
];

describe('playground: a full game of every game, played by clicking in Chromium', () => {
  for (const c of CASES) {
    it(`${c.game}: the final score shown equals the library's score of the logged game; the link reopens it`, async () => {
      const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      for (const shot of ['mid', 'final']) rmSync(resolve(shots, `${c.game}-${shot}.png`), { force: true });
      await newGame(page, c.game, c.players, `e2e-${c.game}`, c.seats, c.options);
      const { clicks, boardTargets } = await playByClicking(page, c.game);
      await page.screenshot({ path: resolve(shots, `${c.game}-final.png`), fullPage: true });
      expect(clicks).toBeGreaterThan(0);
      for (const shot of ['mid', 'final']) expect(existsSync(resolve(shots, `${c.game}-${shot}.png`))).toBe(true);
      expect(boardTargets, 'most clicks should hit the board').toBeGreaterThan(clicks / 4);

      const totals = await shownTotals(page);
      const { log, seats } = await sharedLog(page);
      expect(seats).toEqual(c.seats);
      expect(log.game).toBe(c.game);
      expect(log.seed).toBe(`e2e-${c.game}`);
      const game = gameById(c.game)!;
      const state = replay(game, log);
      expect(game.isOver(state)).toBe(true);
      const sheet = game.score(state);
      expect(totals).toEqual(sheet.players.map((p) => p.total));
      // Every human action came from a click (a click applies one action or opens a chooser).
      const humanActions = log.actions.filter((a) => a.player === 0).length;
      expect(humanActions).toBeGreaterThan(0);
      expect(humanActions).toBeLessThanOrEqual(clicks);

      // The share link reopens the same game (a fresh page, same hash): same log, same totals.
      const again = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
      await again.goto(base + (await page.evaluate(() => location.hash)));
      expect(await settle(again)).toBe('over');
      expect(await shownTotals(again)).toEqual(totals);
      expect((await sharedLog(again)).log).toEqual(log);
      await again.close();
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('a bad config is refused with the RuleError shown in the form; a damaged link opens the form', async () => {
    let page = await browser.newPage();
    await newGame(page, 'villagers', 2, 'bad', ['human', 'random'], {}, '{ "nope": 1 }');
    await page.waitForFunction(() => (document.getElementById('setup-error')?.textContent ?? '') !== '');
    expect(await page.textContent('#setup-error')).toMatch(/nope/);
    expect(await page.evaluate(() => document.body.dataset.status)).toBe('setup');
    await page.close();
    page = await browser.newPage();
    await page.goto(base + '#g=bm90IGEgbG9n');
    await page.waitForFunction(() => (document.getElementById('setup-error')?.textContent ?? '') !== '');
    expect(await page.textContent('#setup-error')).toMatch(/damaged/);
    await page.close();
  });

  it('Welcome To solo (1 seat) is played from the hand of three cards', async () => {
    const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
    await newGame(page, 'welcometo', 1, 'solo', ['human']);
    expect(await settle(page)).toBe('waiting');
    expect(await page.locator('#board [data-hand][data-act]').count()).toBe(3);
    await page.locator('#board [data-hand][data-act]').first().click();
    await page.locator('#chooser [data-act]').first().click();
    expect(await settle(page)).toBe('waiting');
    expect(await page.locator('#board [data-house][data-act]').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('undo takes back the last human action and the bot moves after it', async () => {
    const page = await browser.newPage();
    await newGame(page, 'simplicity', 2, 'undo', ['human', 'random']);
    expect(await settle(page)).toBe('waiting');
    const before = await page.evaluate(() => ({ ply: document.body.dataset.ply, hash: location.hash }));
    await page.locator('#board [data-act]').first().click();
    await settle(page);
    expect(Number(await page.evaluate(() => document.body.dataset.ply))).toBeGreaterThan(Number(before.ply));
    await page.click('#undo');
    await settle(page);
    expect(await page.evaluate(() => ({ ply: document.body.dataset.ply, hash: location.hash }))).toEqual(before);
    await page.close();
  });

  it('hot-seat: with two human seats a hand-over screen hides the board between seats', async () => {
    const page = await browser.newPage();
    await newGame(page, 'bellavista', 2, 'hotseat', ['human', 'human']);
    expect(await settle(page)).toBe('handover');
    expect(await page.locator('#board').count()).toBe(0);
    const first = await page.textContent('#handover h2');
    await page.click('#handover-ok');
    expect(await settle(page)).toBe('waiting');
    // Only the seat on screen sees its hand; the other hand is a count.
    const seatOnScreen = Number(/P(\d)/.exec(first ?? '')![1]) - 1;
    expect(await page.locator(`[data-seat="${seatOnScreen}"] [data-hand]`).count()).toBeGreaterThan(0);
    expect(await page.locator(`[data-seat="${1 - seatOnScreen}"] [data-hand]`).count()).toBe(0);
    // Act until the other seat must act: the hand-over screen comes back.
    for (let i = 0; i < 10 && (await settle(page)) === 'waiting'; i++) {
      const chooser = page.locator('#chooser [data-act]');
      await ((await chooser.count()) > 0 ? chooser.first() : page.locator('#board [data-act]').first()).click();
    }
    expect(await settle(page)).toBe('handover');
    expect(await page.textContent('#handover h2')).toBe(`Hand over to P${2 - seatOnScreen}`);
    await page.close();
  });
});
