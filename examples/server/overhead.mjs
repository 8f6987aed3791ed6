// The adapter's overhead: the same recorded matches replayed by our own loop (game.apply) and
// through boardgame.io 0.50.2's server reducer (CreateGameReducer, MAKE_MOVE of `act`), in one
// process, 2 seats, default configs. Run after `npm run build`, with NODE_ENV=production (the
// reducer then skips its development checks and logging):
//
//   NODE_ENV=production node examples/server/overhead.mjs [--games 20]
//
// Prints one line per game: plies, µs per ply for each loop, and the ratio. Takes ~10-60 s.
import { parseArgs } from 'node:util';
import bgioInternal from 'boardgame.io/dist/cjs/internal.js';
import { games, playout, randomBot } from 'tabletop-rules';
import { toBoardgameIO, MOVE } from 'tabletop-rules/boardgameio';

const { CreateGameReducer, InitializeGame } = bgioInternal;
const { values } = parseArgs({ options: { games: { type: 'string', default: '20' } } });
const n = Number(values.games);
if (process.env.NODE_ENV !== 'production') console.warn('warning: NODE_ENV is not production');

for (const game of Object.values(games)) {
  const bg = toBoardgameIO(game);
  const reducer = CreateGameReducer({ game: bg });
  // Record n matches: each starts from the state boardgame.io sets up (its seed), bots choose.
  const matches = [];
  for (let i = 0; i < n; i++) {
    const bgioState = InitializeGame({ game: { ...bg, seed: `overhead/${i}` }, numPlayers: 2, setupData: { players: 2 } });
    const { seed, config } = bgioState.G;
    const { log } = playout(game, config, seed, { bots: [randomBot(i), randomBot(i + 1000)] });
    matches.push({ bgioState, seed, config, actions: log.actions });
  }
  const plies = matches.reduce((s, m) => s + m.actions.length, 0);

  const ours = () => {
    for (const m of matches) {
      let s = game.setup(m.config, m.seed);
      for (const a of m.actions) s = game.apply(s, a);
    }
  };
  const theirs = () => {
    for (const m of matches) {
      let s = m.bgioState;
      for (const a of m.actions) {
        s = reducer(s, { type: 'MAKE_MOVE', payload: { type: MOVE, args: [a], playerID: String(a.player) } });
      }
      if (s.ctx.gameover === undefined) throw new Error(`${game.id}: the boardgame.io match did not end`);
    }
  };
  const time = (fn) => {
    fn(); // warm-up
    const t = process.hrtime.bigint();
    fn();
    return Number(process.hrtime.bigint() - t) / 1e3 / plies; // µs per ply
  };
  const a = time(ours);
  const b = time(theirs);
  console.log(`${game.id.padEnd(10)} ${String(plies).padStart(6)} plies  ours ${a.toFixed(1).padStart(7)} µs/ply  boardgame.io reducer ${b.toFixed(1).padStart(7)} µs/ply  x${(b / a).toFixed(1)}`);
}
