/**
 * The playground shell: new-game form, the play loop (bots act, humans click), undo, hot-seat hand-over,
 * game log, score sheet and the shareable link. Each game's engine and renderer are loaded on demand
 * (`import()` per game), so picking one game downloads only that game.
 */
import { createLog, isRuleError, replay, type AnyGame, type BaseAction, type Bot, type GameLog, type ScoreSheet } from 'tabletop-rules/core';
import { BOTS } from './bots.js';
import { h, seatName } from './dom.js';
import type { BindOptions, Ctx, GameUI } from './games/ui.js';
import { decodeShare, encodeShare } from './share.js';
import './style.css';

/** The game list, static so that the form needs no game code. Loaders are one chunk per game. */
const GAMES: Record<string, { title: string; min: number; max: number; def: number; load: () => Promise<GameUI> }> = {
  welcometo: { title: 'Welcome To...', min: 1, max: 12, def: 2, load: () => import('./games/welcometo.js').then((m) => m.ui as GameUI) },
  villagers: { title: 'Villagers', min: 2, max: 5, def: 2, load: () => import('./games/villagers.js').then((m) => m.ui as GameUI) },
  skyline: { title: 'Tower Up', min: 2, max: 4, def: 2, load: () => import('./games/skyline.js').then((m) => m.ui as GameUI) },
  simplicity: { title: 'Simplicity', min: 2, max: 6, def: 3, load: () => import('./games/simplicity.js').then((m) => m.ui as GameUI) },
  bellavista: { title: 'Bella Vista', min: 2, max: 4, def: 2, load: () => import('./games/bellavista.js').then((m) => m.ui as GameUI) },
};

const app = document.getElementById('app')!;

interface Session {
  ui: GameUI;
  game: AnyGame;
  log: GameLog;
  seats: string[];
  bots: (Bot | null)[];
  state: unknown;
  /** `describe` line of each logged action (computed on the state before it). */
  lines: string[];
  /** The human seat whose board is on screen (hot-seat: changes only through the hand-over screen). */
  shown: number | null;
  error: string | null;
}

let session: Session | null = null;
let chooser: { el: HTMLElement; actions: readonly BaseAction[]; options?: BindOptions<BaseAction> } | null = null;

function setStatus(s: 'setup' | 'thinking' | 'waiting' | 'handover' | 'over'): void {
  document.body.dataset.status = s;
}

// ---------------------------------------------------------------------------------------------
// New-game form
// ---------------------------------------------------------------------------------------------

async function showSetup(preset?: { game?: string }): Promise<void> {
  session = null;
  setStatus('setup');
  history.replaceState(null, '', location.pathname + location.search);
  const gameSel = h('select', { id: 'game', 'aria-label': 'Game' }, ...Object.entries(GAMES).map(([id, g]) => h('option', { value: id }, g.title)));
  gameSel.value = preset?.game ?? 'welcometo';
  const form = h('form', { class: 'setup', id: 'setup' });
  const body = h('div');
  form.append(h('h1', null, 'tabletop-rules playground'), h('label', null, 'Game ', gameSel), body);
  app.replaceChildren(form);

  const fill = async () => {
    const id = gameSel.value;
    const meta = GAMES[id]!;
    body.replaceChildren(h('p', null, 'Loading…'));
    const ui = await meta.load();
    if (gameSel.value !== id) return;
    const players = h('input', { id: 'players', type: 'number', min: meta.min, max: meta.max, value: meta.def });
    const seed = h('input', { id: 'seed', type: 'text', value: String(Math.floor(Math.random() * 1e6)) });
    const opts = ui.options.map((o) => {
      const sel = h('select', { 'data-option': o.key }, ...o.choices.map((c, i) => h('option', { value: i }, c.label)));
      return { o, sel };
    });
    const json = h('textarea', { id: 'config-json', rows: 3, placeholder: '{ "more": "options, merged over the fields above" }' });
    const seatsBox = h('div', { class: 'seats' });
    const drawSeats = () => {
      const n = Math.max(meta.min, Math.min(meta.max, Number(players.value) || meta.def));
      const old = [...seatsBox.querySelectorAll('select')].map((s) => s.value);
      seatsBox.replaceChildren(
        ...Array.from({ length: n }, (_, p) => {
          const sel = h('select', { 'data-seat': p }, h('option', { value: 'human' }, 'human'), ...Object.keys(BOTS).map((b) => h('option', { value: b }, `bot: ${b}`)));
          sel.value = old[p] ?? (p === 0 ? 'human' : 'greedy');
          return h('label', null, `${seatName(p)} `, sel);
        }),
      );
    };
    players.addEventListener('input', drawSeats);
    drawSeats();
    const err = h('p', { class: 'error', id: 'setup-error' });
    body.replaceChildren(
      h('label', null, 'Players ', players),
      h('label', null, 'Seed ', seed),
      ...opts.map(({ o, sel }) => h('label', null, `${o.label} `, sel)),
      h('label', { class: 'wide' }, 'More options (JSON) ', json),
      h('fieldset', null, h('legend', null, 'Seats'), seatsBox),
      err,
      h('button', { type: 'submit', id: 'start' }, 'Start'),
    );
    form.onsubmit = (e) => {
      e.preventDefault();
      try {
        const config: Record<string, unknown> = { players: Number(players.value) };
        for (const { o, sel } of opts) {
          const v = o.choices[Number(sel.value)]!.value;
          if (v !== undefined) config[o.key] = v;
        }
        if (json.value.trim()) Object.assign(config, JSON.parse(json.value) as object);
        const seats = [...seatsBox.querySelectorAll('select')].map((s) => s.value);
        const seedValue = /^-?\d+$/.test(seed.value.trim()) && Number.isSafeInteger(Number(seed.value)) ? Number(seed.value) : seed.value;
        start(ui, createLog(id, config as never, seedValue), seats);
      } catch (e) {
        err.textContent = (e as Error).message;
      }
    };
  };
  gameSel.addEventListener('change', () => void fill());
  await fill();
}

// ---------------------------------------------------------------------------------------------
// Play
// ---------------------------------------------------------------------------------------------

function botsFor(game: AnyGame, log: GameLog, seats: readonly string[]): (Bot | null)[] {
  return seats.map((k, p) => (k === 'human' ? null : BOTS[k]!(game, `${String(log.seed)}/bot/${p}`)));
}

/** Start (or reopen) a game from its log. Throws a RuleError for a bad config, seed or log. */
function start(ui: GameUI, log: GameLog, seats: string[]): void {
  const game = ui.game;
  if (seats.length !== log.config.players || seats.some((k) => k !== 'human' && !BOTS[k])) throw new Error('One seat kind per player is needed.');
  let state = game.setup(log.config, log.seed);
  const lines: string[] = [];
  for (const a of log.actions) {
    lines.push(game.describe(state, a));
    state = game.apply(state, a);
  }
  session = { ui, game, log, seats, bots: botsFor(game, log, seats), state, lines, shown: null, error: null };
  void advance();
}

let running = 0;
/** Let bots act until a human must act or the game ends, yielding to the page every few plies. */
async function advance(): Promise<void> {
  const s = session;
  if (!s) return;
  const me = ++running;
  setStatus('thinking');
  let n = 0;
  for (;;) {
    if (s.game.isOver(s.state)) break;
    const actors = s.game.actors(s.state);
    const botSeat = actors.find((p) => s.seats[p] !== 'human');
    if (botSeat === undefined) break;
    const legal = s.game.legalActions(s.state, botSeat);
    play(s, s.bots[botSeat]!.choose(s.state, botSeat, legal));
    if (++n % 25 === 0) {
      draw();
      await new Promise((r) => setTimeout(r, 0));
      if (me !== running || session !== s) return;
    }
  }
  draw();
}

function play(s: Session, a: BaseAction): void {
  const line = s.game.describe(s.state, a);
  s.state = s.game.apply(s.state, a);
  s.log = { ...s.log, actions: [...s.log.actions, a] };
  s.lines.push(line);
}

function humanAct(a: BaseAction): void {
  const s = session;
  if (!s) return;
  chooser = null;
  try {
    play(s, a);
    s.error = null;
  } catch (e) {
    s.error = isRuleError(e) ? `${e.code} (${e.rule}): ${e.message}` : String(e);
  }
  void advance();
}

/** Undo back to before the last human action (the bot moves after it go too). */
function undoLast(): void {
  const s = session;
  if (!s) return;
  let k = s.log.actions.length;
  while (k > 0 && s.seats[s.log.actions[k - 1]!.player] !== 'human') k--;
  if (k === 0) return;
  k--;
  s.log = { ...s.log, actions: s.log.actions.slice(0, k) };
  s.lines = s.lines.slice(0, k);
  s.state = replay(s.game, s.log);
  chooser = null;
  void advance();
}

/** The human seat to act now (lowest), or null. */
function humanToAct(s: Session): number | null {
  if (s.game.isOver(s.state)) return null;
  return s.game.actors(s.state).find((p) => s.seats[p] === 'human') ?? null;
}

function draw(): void {
  const s = session;
  if (!s) return;
  const hash = '#' + encodeShare({ log: s.log, seats: s.seats });
  history.replaceState(null, '', hash);
  const over = s.game.isOver(s.state);
  const humans = s.seats.filter((k) => k === 'human').length;
  const acting = humanToAct(s);
  const meta = GAMES[s.game.id]!;

  // Hot-seat: with several human seats a new seat's board is shown only after the hand-over screen.
  if (!over && acting !== null && humans > 1 && s.shown !== acting) {
    setStatus('handover');
    app.replaceChildren(
      h(
        'div',
        { class: 'handover', id: 'handover' },
        h('h2', null, `Hand over to ${seatName(acting)}`),
        h('p', null, `${seatName(acting)}: click when the other players cannot see the screen.`),
        h('button', { id: 'handover-ok', onclick: () => ((s.shown = acting), draw()) }, `I am ${seatName(acting)}: show my board`),
      ),
    );
    return;
  }
  if (acting !== null) s.shown = acting;
  else if (humans === 1) s.shown = s.seats.indexOf('human');
  const seat = over ? (humans === 1 ? s.shown : null) : s.shown;
  const legal = acting !== null && acting === seat ? s.game.legalActions(s.state, acting) : [];

  const bound = new Set<BaseAction>();
  const ctx: Ctx = {
    state: s.state,
    view: s.game.view(s.state, seat),
    seat,
    legal,
    bind(el, actions, options) {
      if (actions.length === 0) return el;
      for (const a of actions) bound.add(a);
      el.classList.add('target');
      el.dataset.act = String(actions.length);
      if (options?.title) el.title = options.title;
      el.addEventListener('click', (e) => {
        e.stopPropagation();
        if (actions.length === 1) humanAct(actions[0]!);
        else {
          chooser = { el, actions, options: options as BindOptions<BaseAction> | undefined };
          drawChooser(s);
        }
      });
      return el;
    },
  };
  let board: HTMLElement;
  try {
    board = s.ui.render(ctx);
  } catch (e) {
    board = h('pre', { class: 'error' }, `The renderer failed: ${String((e as Error).stack ?? e)}`);
  }
  board.classList.add('board');
  board.id = 'board';

  const rest = legal.filter((a) => !bound.has(a));
  const status = over
    ? 'Game over.'
    : acting === null
      ? 'Bots are playing…'
      : `${seatName(acting)} to act: ${legal.length} legal action${legal.length === 1 ? '' : 's'}${rest.length < legal.length ? ' (highlighted on the board)' : ''}.`;

  const masked = !s.ui.publicLog && !over && humans >= 1;
  const logLines = s.lines.map((line, i) => {
    const p = s.log.actions[i]!.player;
    const hidden = masked && p !== seat;
    return h('li', { class: s.seats[p] === 'human' ? 'human' : 'bot' }, hidden ? `${seatName(p)}: ${s.log.actions[i]!.type}` : line);
  });

  const link = h('a', { id: 'share', href: hash, title: 'Link to this game (config, seed and every action)' }, 'Share link');
  app.replaceChildren(
    h(
      'header',
      null,
      h('strong', null, meta.title),
      h('span', { class: 'muted' }, ` seed ${JSON.stringify(s.log.seed)} · ${s.seats.map((k, p) => `${seatName(p)} ${k}`).join(', ')}`),
      h('span', { class: 'spacer' }),
      h('button', { id: 'undo', onclick: undoLast, disabled: !s.log.actions.some((a) => s.seats[a.player] === 'human') }, 'Undo'),
      link,
      h('button', { onclick: () => navigator.clipboard?.writeText(location.href) }, 'Copy link'),
      h('button', { id: 'new-game', onclick: () => void showSetup({ game: s.game.id }) }, 'New game'),
    ),
    h('p', { id: 'status', class: 'status' }, status, s.error ? h('span', { class: 'error' }, ' ', s.error) : null),
    over ? scoreSheet(s.game.score(s.state) as ScoreSheet) : '',
    h(
      'div',
      { class: 'layout' },
      h('main', null, h('div', { id: 'chooser-slot' }), board),
      h(
        'aside',
        null,
        rest.length > 0
          ? h(
              'section',
              { class: 'fallback', id: 'fallback' },
              h('h3', null, 'Other actions'),
              ...rest.map((a) => {
                const b = h('button', { class: 'target', 'data-act': '1' }, s.game.describe(s.state, a));
                b.onclick = () => humanAct(a);
                return b;
              }),
            )
          : null,
        h('section', { class: 'log' }, h('h3', null, `Log (${s.lines.length})`), h('ol', { id: 'log' }, ...logLines)),
      ),
    ),
  );
  const logEl = document.getElementById('log');
  logEl?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  if (chooser && chooser.actions.every((a) => legal.includes(a))) drawChooser(s);
  else chooser = null;
  setStatus(over ? 'over' : acting === null ? 'thinking' : 'waiting');
  document.body.dataset.ply = String(s.log.actions.length);
  document.body.dataset.game = s.game.id;
}

function drawChooser(s: Session): void {
  const slot = document.getElementById('chooser-slot');
  if (!slot || !chooser) return;
  const c = chooser;
  const clear = () => document.querySelectorAll('.preview').forEach((e) => e.classList.remove('preview'));
  slot.replaceChildren(
    h(
      'div',
      { class: 'chooser', id: 'chooser' },
      h('strong', null, 'Choose: '),
      ...c.actions.map((a) => {
        const b = h('button', { class: 'target', 'data-act': '1' }, s.game.describe(s.state, a));
        b.onclick = () => (clear(), humanAct(a));
        if (c.options?.preview) {
          b.onmouseenter = () => (clear(), c.options!.preview!(a).forEach((e) => e.classList.add('preview')));
          b.onmouseleave = clear;
        }
        return b;
      }),
      h('button', { class: 'cancel', onclick: () => ((chooser = null), clear(), slot.replaceChildren()) }, 'Cancel'),
    ),
  );
}

function scoreSheet(sheet: ScoreSheet): HTMLElement {
  const parts = Object.keys(sheet.players[0]?.parts ?? {});
  return h(
    'section',
    { class: 'scores', id: 'scoresheet' },
    h('h2', null, `Final scores (${sheet.unit})`, sheet.winners.length ? ` — winner${sheet.winners.length > 1 ? 's' : ''}: ${sheet.winners.map(seatName).join(', ')}` : ''),
    h(
      'table',
      null,
      h('thead', null, h('tr', null, h('th', null, 'seat'), ...parts.map((p) => h('th', null, p)), h('th', null, 'total'), ...sheet.tiebreakNames.map((t) => h('th', { class: 'tiebreak' }, `tie-break: ${t}`)), h('th', null, 'rank'))),
      h(
        'tbody',
        null,
        ...sheet.players.map((pl) =>
          h(
            'tr',
            { class: pl.rank === 1 ? 'winner' : '', 'data-player': pl.player, 'data-total': pl.total },
            h('td', null, seatName(pl.player)),
            ...parts.map((p) => h('td', null, pl.parts[p] ?? 0)),
            h('td', { class: 'total' }, pl.total),
            ...pl.tiebreak.map((t) => h('td', { class: 'tiebreak' }, t)),
            h('td', null, pl.rank),
          ),
        ),
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Boot: a shared link reopens its game, otherwise the form.
// ---------------------------------------------------------------------------------------------

async function boot(): Promise<void> {
  let shared = null;
  try {
    shared = decodeShare(location.hash);
  } catch (e) {
    await showSetup();
    document.getElementById('setup-error')!.textContent = `This link is damaged: ${(e as Error).message}`;
    return;
  }
  if (!shared) return showSetup();
  const meta = GAMES[shared.log.game];
  try {
    if (!meta) throw new Error(`Unknown game "${shared.log.game}".`);
    start(await meta.load(), shared.log, [...shared.seats]);
  } catch (e) {
    await showSetup(meta ? { game: shared.log.game } : undefined);
    document.getElementById('setup-error')!.textContent = `This link cannot be replayed: ${(e as Error).message}`;
  }
}

// A link pasted into this tab's address bar (only the hash changes) reopens that game too.
window.addEventListener('hashchange', () => void boot());
void boot();
