/**
 * `play <game> --human <seats>` and `show <log>`: a person plays some seats in the terminal against
 * bots, and saved logs are rendered as positions.
 *
 * Each turn of a human seat: the position as that seat sees it (`render`), the legal actions numbered
 * with `describe` wording, and a prompt. A choice is a number, an action as JSON (a rejected one is
 * explained with its RuleError message), `board` (print the position and the choices again), `undo`
 * (back to the previous decision of a human seat) or `quit` (the log is saved when a log file is
 * given). End of input counts as `quit`. After an invalid input only the error and the prompt are
 * printed again: the position is redrawn when the state changes (an action, `undo`) or on `board`.
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { AnyGame, BaseAction, BaseConfig, PlayerId, Seed } from '../core/game.js';
import { isRuleError } from '../core/errors.js';
import type { Bot } from '../core/bots.js';
import { createLog, parseLog, replay, type GameLog } from '../core/replay.js';
import { printValue } from '../core/json.js';
import type { GameRegistry } from '../core/game.js';
import { count } from './format.js';

/** Options of {@link playHuman}. */
export interface HumanPlayOptions {
  readonly game: AnyGame;
  readonly config: BaseConfig;
  readonly seed: Seed;
  /** Seats a person plays (0-based). */
  readonly humans: ReadonlySet<PlayerId>;
  /** One bot per seat (the human seats' entries are not used). */
  readonly bots: readonly Bot[];
  readonly input: Readable;
  readonly output: Writable;
  /** Print the start position (before a bot acts first) and the position after every bot action too. */
  readonly show?: boolean;
}

/** What {@link playHuman} ends with. */
export interface HumanPlayResult {
  readonly state: unknown;
  readonly log: GameLog;
  /** True when the person quit (or input ended) before the game was over. */
  readonly quit: boolean;
}

/** Parse `--human 0,2` into seats; throws a message for anything else. */
export function parseSeats(text: string, players: number): Set<PlayerId> {
  const out = new Set<PlayerId>();
  for (const part of text.split(',').map((x) => x.trim())) {
    const p = /^\d{1,4}$/.test(part) ? Number(part) : Number.NaN;
    if (part === '' || !Number.isInteger(p) || p < 0 || p >= players) {
      throw new Error(`--human takes seat numbers 0..${players - 1} separated by commas, not "${text}"`);
    }
    out.add(p);
  }
  return out;
}

/** Play one game with `humans` answering from `input`; see the module docs. */
export async function playHuman(o: HumanPlayOptions): Promise<HumanPlayResult> {
  const { game, config, seed, output } = o;
  const say = (s = '') => void output.write(s + '\n');
  const rl = createInterface({ input: o.input, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const read = async (): Promise<string | null> => {
    const r = await lines.next();
    return r.done ? null : String(r.value);
  };
  let state: unknown = game.setup(config, seed);
  let log: GameLog = createLog(game.id, config, seed);
  /** Log lengths at each human decision, for `undo`. */
  const decisions: number[] = [];
  /** The state and seat whose position and choices were printed last. */
  let drawn: { state: unknown; seat: PlayerId } | undefined;
  try {
    while (!game.isOver(state)) {
      const actors = game.actors(state);
      const human = actors.find((p) => o.humans.has(p));
      if (human === undefined) {
        // --show: the start position before a bot's first action (a person's turn shows their view).
        if (o.show && log.actions.length === 0) say(game.render(state, null));
        const p = actors[0]!;
        const action = o.bots[p]!.choose(state, p, game.legalActions(state, p));
        say(`${String(log.actions.length + 1).padStart(4)}. ${game.describe(state, action, [...o.humans][0] ?? null)}`);
        state = game.apply(state, action);
        log = { ...log, actions: [...log.actions, action] };
        if (o.show) say(game.render(state, null));
        continue;
      }
      const legal = game.legalActions(state, human) as BaseAction[];
      // The position and the choices once per state and seat (an invalid input changes neither), or on `board`.
      if (!drawn || drawn.state !== state || drawn.seat !== human) {
        say('');
        say(game.render(state, human));
        say('');
        legal.forEach((a, i) => say(`${String(i + 1).padStart(4)}) ${game.describe(state, a, human)}`));
        drawn = { state, seat: human };
      }
      output.write(`P${human + 1}, choose 1..${legal.length} (or an action as JSON, board, undo, quit)> `);
      const line = await read();
      if (line === null) {
        say('');
        say('End of input: quitting.');
        return { state, log, quit: true };
      }
      const answer = line.trim();
      if (answer === 'quit') return { state, log, quit: true };
      if (answer === 'board') {
        drawn = undefined;
        continue;
      }
      if (answer === 'undo') {
        const back = decisions.pop();
        if (back === undefined) {
          say('Nothing to undo.');
          continue;
        }
        log = { ...log, actions: log.actions.slice(0, back) };
        state = replay(game, log);
        say(`Undone: back to action ${back}.`);
        continue;
      }
      let action: unknown;
      if (/^\d+$/.test(answer)) {
        const k = Number(answer);
        if (k < 1 || k > legal.length) {
          say(`There is no choice ${k}: type a number from 1 to ${legal.length}.`);
          continue;
        }
        action = legal[k - 1];
      } else if (answer.startsWith('{')) {
        try {
          action = JSON.parse(answer);
        } catch {
          say('That is not valid JSON.');
          continue;
        }
      } else {
        say(`Type a number from 1 to ${legal.length}, an action as JSON, board (the position and choices again), undo or quit.`);
        continue;
      }
      try {
        const next = game.apply(state, action);
        decisions.push(log.actions.length);
        say(`${String(log.actions.length + 1).padStart(4)}. ${game.describe(state, action, human)}`);
        log = { ...log, actions: [...log.actions, action as BaseAction] };
        state = next;
      } catch (e) {
        if (!isRuleError(e)) throw e;
        say(`Rejected (${e.code}, ${e.rule}): ${e.message}`);
      }
    }
    say('');
    say(game.render(state, null));
    return { state, log, quit: false };
  } finally {
    rl.close();
  }
}

/**
 * `show <log> [--at N] [--seat S]`: the picture of the position after the first `at` actions of a
 * saved log (all by default), as seat `seat` (0-based) or a spectator (null) sees it.
 * @throws RuleError `BAD_LOG` for a log that is not one; Error for a bad `at` or `seat`.
 */
export function showLog(registry: GameRegistry, text: string, at: number | undefined, seat: PlayerId | null): string {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    input = text;
  }
  const log = parseLog(input);
  const game = Object.prototype.hasOwnProperty.call(registry, log.game) ? registry[log.game] : undefined;
  if (!game) throw new Error(`Unknown game ${printValue(log.game)}.`); // as replay (replayAny) says it
  if (at !== undefined && (!Number.isInteger(at) || at < 0 || at > log.actions.length)) {
    throw new Error(`--at must be 0..${log.actions.length} (the log has ${count(log.actions.length, 'action')})`);
  }
  if (seat !== null && (!Number.isInteger(seat) || seat < 0 || seat >= log.config.players)) {
    throw new Error(`--seat must be 0..${log.config.players - 1}`);
  }
  const n = at ?? log.actions.length;
  // Without --at the whole log is replayed and checked against its recorded end (a cut log is BAD_LOG).
  const state = at === undefined ? replay(game, log) : replay(game, log, n);
  return `${game.title}: position after ${n} of ${count(log.actions.length, 'action')}\n\n${game.render(state, seat)}`;
}
