/**
 * The arena: seeded games between bots with seats rotated, and a table of how each bot did.
 *
 * Pure library code over the Game contract, split so that a worker pool can run it: {@link arenaGame}
 * plays game `i` of a spec and returns its {@link ArenaGameResult} (plain JSON), {@link summarizeArena}
 * folds any set of results into the report, {@link formatArena} prints it.
 */
import type { AnyGame, BaseConfig, PlayerId, Seed } from '../core/game.js';
import { playoutAny, type Bot } from '../core/bots.js';
import { makeBot, type BotKind, type BotBudget } from './bots.js';

/** What to play: the game, its config, the line-up and the budget. Plain JSON (apart from `game`). */
export interface ArenaSpec {
  readonly game: AnyGame;
  readonly config: BaseConfig;
  /**
   * Bot kinds by seat before rotation; a line-up shorter than the table is padded with its last
   * entry (`['mcts', 'greedy']` at 4 players: one mcts seat against three greedy seats).
   */
  readonly bots: readonly BotKind[];
  /** Number of games. */
  readonly games: number;
  /** Base seed: game `i` is set up with `"<seed>/<i>"` and its bots are seeded from it. */
  readonly seed: Seed;
  readonly budget: BotBudget;
}

/** One played game of the arena. */
export interface ArenaGameResult {
  readonly index: number;
  /** The game's setup seed. */
  readonly seed: string;
  /** Bot kind at each seat. */
  readonly seats: readonly BotKind[];
  readonly totals: readonly number[];
  readonly winners: readonly PlayerId[];
  /** Own total minus the best other total, per seat (own total when alone). */
  readonly margins: readonly number[];
  /** Moves made and milliseconds spent choosing them, per seat. */
  readonly moves: readonly number[];
  readonly ms: readonly number[];
  readonly plies: number;
  readonly finished: boolean;
}

/** One bot's line of the report. */
export interface ArenaLine {
  readonly bot: BotKind;
  /** Seat-games played. */
  readonly games: number;
  /** Wins, a shared first place counting 1/(number of winners). */
  readonly wins: number;
  readonly winRate: number;
  /** 95% Wilson score interval of the win rate. */
  readonly winRateLow: number;
  readonly winRateHigh: number;
  readonly meanScore: number;
  readonly meanMargin: number;
  readonly msPerMove: number;
}

/** The arena's report (`arena --json` prints it). */
export interface ArenaReport {
  readonly game: string;
  readonly players: number;
  readonly games: number;
  readonly seed: Seed;
  readonly budget: BotBudget;
  readonly lineup: readonly BotKind[];
  readonly unfinished: number;
  readonly bots: readonly ArenaLine[];
}

/** The bot kind at each seat in game `i`: the padded line-up rotated by `i` seats. */
export function arenaSeats(bots: readonly BotKind[], players: number, i: number): BotKind[] {
  if (bots.length === 0) throw new RangeError('arena: the line-up is empty');
  if (bots.length > players) throw new RangeError(`arena: ${bots.length} bots for ${players} seats`);
  const padded = Array.from({ length: players }, (_, s) => bots[Math.min(s, bots.length - 1)]!);
  return Array.from({ length: players }, (_, s) => padded[(((s - i) % players) + players) % players]!);
}

/** Play game `i` of `spec` (pure apart from the clock readings in `ms`). */
export function arenaGame(spec: ArenaSpec, i: number): ArenaGameResult {
  const { game, config } = spec;
  const n = config.players;
  const seed = `${String(spec.seed)}/${i}`;
  const seats = arenaSeats(spec.bots, n, i);
  const moves = new Array<number>(n).fill(0);
  const ms = new Array<number>(n).fill(0);
  const clock = () => globalThis.performance.now();
  const bots: Bot[] = seats.map((kind, p) => {
    const inner = makeBot(kind, game, `${seed}/bot${p}`, spec.budget);
    return {
      name: inner.name,
      choose(state, player, legal) {
        const t0 = clock();
        const a = inner.choose(state, player, legal);
        ms[p]! += clock() - t0;
        moves[p]!++;
        return a;
      },
    };
  });
  const r = playoutAny(game, config, seed, { bots, botSeed: `${seed}/scheduler` });
  const sheet = game.score(r.state);
  const totals = sheet.players.map((l) => l.total);
  const margins = totals.map((t, p) => {
    let best = -Infinity;
    totals.forEach((o, q) => {
      if (q !== p && o > best) best = o;
    });
    return best === -Infinity ? t : t - best;
  });
  return { index: i, seed, seats, totals, winners: [...sheet.winners], margins, moves, ms, plies: r.plies, finished: r.finished };
}

/** 95% Wilson score interval for `wins` successes in `n` trials. */
export function wilson(wins: number, n: number, z = 1.96): [low: number, high: number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;

/** Fold game results (in any order) into the report. */
export function summarizeArena(spec: Omit<ArenaSpec, 'game'> & { game: { id: string } }, results: readonly ArenaGameResult[]): ArenaReport {
  const kinds: BotKind[] = [];
  for (const k of spec.bots) if (!kinds.includes(k)) kinds.push(k);
  const lines = kinds.map((bot) => {
    let games = 0;
    let wins = 0;
    let score = 0;
    let margin = 0;
    let moves = 0;
    let ms = 0;
    for (const r of results) {
      r.seats.forEach((k, p) => {
        if (k !== bot) return;
        games++;
        if (r.winners.includes(p)) wins += 1 / r.winners.length;
        score += r.totals[p]!;
        margin += r.margins[p]!;
        moves += r.moves[p]!;
        ms += r.ms[p]!;
      });
    }
    const [lo, hi] = wilson(wins, games);
    return {
      bot,
      games,
      wins: round(wins, 2),
      winRate: games ? round(wins / games, 3) : 0,
      winRateLow: round(lo, 3),
      winRateHigh: round(hi, 3),
      meanScore: games ? round(score / games, 2) : 0,
      meanMargin: games ? round(margin / games, 2) : 0,
      msPerMove: moves ? round(ms / moves, 2) : 0,
    };
  });
  return {
    game: spec.game.id,
    players: spec.config.players,
    games: results.length,
    seed: spec.seed,
    budget: spec.budget,
    lineup: spec.bots,
    unfinished: results.filter((r) => !r.finished).length,
    bots: lines,
  };
}

/** Play every game of `spec` in this thread and report. `onGame` sees each result (progress bars). */
export function runArena(spec: ArenaSpec, onGame?: (r: ArenaGameResult, done: number) => void): ArenaReport {
  const results: ArenaGameResult[] = [];
  for (let i = 0; i < spec.games; i++) {
    const r = arenaGame(spec, i);
    results.push(r);
    onGame?.(r, i + 1);
  }
  return summarizeArena(spec, results);
}

/** The report as a text table. */
export function formatArena(report: ArenaReport, title: string): string {
  const header = ['bot', 'seat-games', 'wins', 'win rate', '95% interval', 'mean score', 'mean margin', 'ms/move'];
  const rows = report.bots.map((l) => [
    l.bot,
    String(l.games),
    String(l.wins),
    `${(l.winRate * 100).toFixed(1)}%`,
    `${(l.winRateLow * 100).toFixed(1)}–${(l.winRateHigh * 100).toFixed(1)}%`,
    l.meanScore.toFixed(2),
    l.meanMargin.toFixed(2),
    l.msPerMove.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const budget = report.budget.ms !== undefined ? `${report.budget.ms} ms/move` : `${report.budget.iterations ?? 200} iterations/move`;
  const mcts = report.lineup.includes('mcts') ? `, mcts ${budget}` : '';
  const out = [
    `${title}: ${report.games} games at ${report.players} player${report.players === 1 ? '' : 's'}, line-up ${report.lineup.join(',')} (seats rotated)${mcts}, seed ${String(report.seed)}`,
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map(line),
  ];
  if (report.unfinished > 0) out.push(`${report.unfinished} game(s) did not finish`);
  return out.join('\n');
}
