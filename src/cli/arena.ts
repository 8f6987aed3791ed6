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
import type { Shard } from './run.js';
import { seedText } from './usage.js';

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

/** An {@link ArenaSpec} as plain JSON (the game by id), for a worker thread (`arenaTask` in `tasks.ts`). */
export type ArenaTaskData = Omit<ArenaSpec, 'game'> & { readonly game: string };

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
  /**
   * The exact sums behind the means, so that shard reports merge exactly: `firsts[k]` = seat-games
   * in which this bot shared first place with k others; `score` and `margin` sums; moves made and
   * milliseconds spent choosing them.
   */
  readonly sums: { readonly firsts: readonly number[]; readonly score: number; readonly margin: number; readonly moves: number; readonly ms: number };
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
  /** Present when this report covers only some of the games (`--shard K/M`). */
  readonly shard?: Shard;
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

type SpecHead = Omit<ArenaSpec, 'game'> & { game: { id: string } | string };

interface Sums {
  games: number;
  firsts: number[];
  score: number;
  margin: number;
  moves: number;
  ms: number;
}

/** A report line from its exact sums. */
function lineOf(bot: BotKind, t: Sums): ArenaLine {
  const wins = t.firsts.reduce((w, n, k) => w + n / (k + 1), 0);
  const [lo, hi] = wilson(wins, t.games);
  const games = t.games;
  return {
    bot,
    games,
    wins: round(wins, 2),
    winRate: games ? round(wins / games, 3) : 0,
    winRateLow: round(lo, 3),
    winRateHigh: round(hi, 3),
    meanScore: games ? round(t.score / games, 2) : 0,
    meanMargin: games ? round(t.margin / games, 2) : 0,
    msPerMove: t.moves ? round(t.ms / t.moves, 2) : 0,
    sums: { firsts: [...t.firsts], score: t.score, margin: t.margin, moves: t.moves, ms: round(t.ms, 3) },
  };
}

function kindsOf(bots: readonly BotKind[]): BotKind[] {
  const kinds: BotKind[] = [];
  for (const k of bots) if (!kinds.includes(k)) kinds.push(k);
  return kinds;
}

function reportOf(spec: SpecHead, games: number, unfinished: number, lines: ArenaLine[], shard?: Shard): ArenaReport {
  const r: ArenaReport = {
    game: typeof spec.game === 'string' ? spec.game : spec.game.id,
    players: spec.config.players,
    games,
    seed: spec.seed,
    budget: spec.budget,
    lineup: spec.bots,
    unfinished,
    bots: lines,
  };
  return shard ? { ...r, shard } : r;
}

/**
 * Fold game results (in any order) into the report. With `shard`, the results are that shard's games
 * and the report says so (`games` is then the whole run's count, for {@link mergeArenaReports}).
 */
export function summarizeArena(spec: SpecHead, results: readonly ArenaGameResult[], shard?: Shard): ArenaReport {
  const lines = kindsOf(spec.bots).map((bot) => {
    const t: Sums = { games: 0, firsts: new Array<number>(spec.config.players).fill(0), score: 0, margin: 0, moves: 0, ms: 0 };
    for (const r of results) {
      r.seats.forEach((k, p) => {
        if (k !== bot) return;
        t.games++;
        if (r.winners.includes(p)) t.firsts[r.winners.length - 1]!++;
        t.score += r.totals[p]!;
        t.margin += r.margins[p]!;
        t.moves += r.moves[p]!;
        t.ms += r.ms[p]!;
      });
    }
    return lineOf(bot, t);
  });
  return reportOf(spec, shard ? spec.games : results.length, results.filter((r) => !r.finished).length, lines, shard);
}

/** Whether `x` is an `arena --json` report (with the exact sums, so mergeable). */
export function isArenaReport(x: unknown): x is ArenaReport {
  const r = x as ArenaReport;
  return (
    typeof r === 'object' && r !== null && typeof r.game === 'string' && Number.isSafeInteger(r.players) && Number.isSafeInteger(r.games) &&
    Array.isArray(r.lineup) && Array.isArray(r.bots) && r.bots.every((l) => typeof l === 'object' && l !== null && Array.isArray(l.sums?.firsts))
  );
}

/**
 * Merge the `arena --json` reports of shards (`--shard K/M`) into the report of the whole run:
 * grouped by (game, players, games, seed, line-up, budget), in the order first met; each group's
 * shards must cover games 0 .. games - 1 exactly once. The result equals the unsharded run's report
 * up to the timing fields (`msPerMove`, `sums.ms`).
 * @throws RangeError naming the group when a game is in no shard or in two.
 */
export function mergeArenaReports(reports: readonly ArenaReport[]): ArenaReport[] {
  const groups = new Map<string, ArenaReport[]>();
  for (const r of reports) {
    const key = JSON.stringify([r.game, r.players, r.games, r.seed, r.lineup, r.budget]);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const merged: ArenaReport[] = [];
  for (const parts of groups.values()) {
    const head = parts[0]!;
    const name = `${head.game} at ${head.players} players, ${head.games} games, line-up ${head.lineup.join(',')}, seed ${JSON.stringify(head.seed)}`;
    const ranged = parts.map((p) => ({ p, first: p.shard?.first ?? 0, count: p.shard?.count ?? head.games })).sort((a, b) => a.first - b.first);
    let next = 0;
    for (const { first, count } of ranged) {
      if (first !== next) throw new RangeError(`${name}: ${first < next ? `games from ${first} are in two shards` : `games ${next} to ${first - 1} are in no shard`}`);
      next = first + count;
    }
    if (next !== head.games) throw new RangeError(`${name}: games ${next} to ${head.games - 1} are in no shard`);
    let unfinished = 0;
    const lines = kindsOf(head.lineup).map((bot) => {
      const t: Sums = { games: 0, firsts: new Array<number>(head.players).fill(0), score: 0, margin: 0, moves: 0, ms: 0 };
      for (const { p } of ranged) {
        const l = p.bots.find((x) => x.bot === bot);
        if (!l) continue;
        t.games += l.games;
        l.sums.firsts.forEach((n, k) => (t.firsts[k]! += n));
        t.score += l.sums.score;
        t.margin += l.sums.margin;
        t.moves += l.sums.moves;
        t.ms += l.sums.ms;
      }
      return lineOf(bot, t);
    });
    for (const { p } of ranged) unfinished += p.unfinished;
    merged.push(reportOf({ game: head.game, config: { players: head.players }, bots: head.lineup, games: head.games, seed: head.seed, budget: head.budget }, head.games, unfinished, lines));
  }
  return merged;
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
    `${title}: ${report.games} games at ${report.players} player${report.players === 1 ? '' : 's'}, line-up ${report.lineup.join(',')} (seats rotated)${mcts}, seed ${seedText(report.seed)}`,
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map(line),
  ];
  if (report.shard) out[0] += ` (shard ${report.shard.index}/${report.shard.of}: games ${report.shard.first} to ${report.shard.first + report.shard.count - 1})`;
  if (report.unfinished > 0) out.push(`${report.unfinished} game(s) did not finish`);
  return out.join('\n');
}
