// A boardgame.io 0.50.2 server for all five games of tabletop-rules, on 127.0.0.1, with FlatFile
// storage (node-persist) so matches survive a restart. Run: npm run example:server
//
//   node examples/server/server.mjs [--port 8000] [--lobby-port 8001] [--dir examples/server/.data] [--seed S]
//
// --seed fixes boardgame.io's Game.seed (every match of a game then deals the same; for tests).
// Prints one line `listening {"host":"127.0.0.1","port":N,"lobbyPort":M}` once it accepts
// connections (socket.io on port N, the lobby REST API on port M; 0 picks free ports).
// boardgame.io 0.50.2 has no package "exports", so Node ESM imports its CommonJS build by path.
import { parseArgs } from 'node:util';
import bgioServer from 'boardgame.io/dist/cjs/server.js';
import { games } from 'tabletop-rules';
import { toBoardgameIO, guardServer, privateInitialState } from 'tabletop-rules/boardgameio';

const { Server, FlatFile, Origins, SocketIO } = bgioServer;
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8000' },
    'lobby-port': { type: 'string', default: '8001' },
    dir: { type: 'string', default: 'examples/server/.data' },
    seed: { type: 'string' },
  },
});

const adapted = Object.values(games).map((game) => ({
  game,
  bgio: toBoardgameIO(game, {
    ...(values.seed !== undefined ? { seed: `${values.seed}/${game.id}` } : {}),
    onRejected: ({ playerID, error }) => console.error(`rejected ${game.id} seat ${playerID}: ${error.code} ${error.rule} ${error.message}`),
  }),
}));
const bgioGames = adapted.map((a) => a.bgio);

// FlatFile keeps node-persist's default write queue, which flushes once a second; boardgame.io
// waits for the write before it takes the match's next move, so every move would wait up to 1 s,
// and a move already sent to the clients could be lost if the server dies in that second.
// The same storage, writing each item at once:
class FlatFileNow extends FlatFile {
  constructor(opts) {
    super(opts);
    this.dirPath = opts.dir;
  }
  async connect() {
    await this.games.init({ dir: this.dirPath, logging: false, ttl: false, writeQueue: false });
  }
}

const server = Server({
  games: bgioGames,
  // The initial state boardgame.io sends on sync is not filtered by playerView: store a safe one.
  db: privateInitialState(new FlatFileNow({ dir: values.dir }), bgioGames),
  origins: [Origins.LOCALHOST],
  // A move is a few hundred bytes. Cap socket.io messages well below its 1 MB default: V8 alone takes
  // seconds to parse and enumerate an object of 10^5-10^6 keys, before any code of ours can refuse it.
  transport: new SocketIO({ socketOpts: { maxHttpBufferSize: 64 * 1024 } }),
});
// Only our one move reaches boardgame.io; rejected moves are answered with their RuleError.
// Moves the guard drops never reach the game's move, so it has its own listener.
guardServer(server, adapted, {
  onRejected: ({ matchID, playerID, error }) => console.error(`rejected match ${matchID} seat ${playerID}: ${error.code} ${error.rule} ${error.message}`),
});

// The lobby API gets its own port: with koa-compose >= 4.2 (what koa 2 installs today), routes
// that boardgame.io 0.50.2 adds to the socket app inside run() are never reached (the app's
// handler was composed earlier, in Server()), so its lobby answers 404 on the app port.
// `run` passes each port to Koa's listen(); an options object binds the host too.
const host = '127.0.0.1';
const servers = await server.run({
  port: { port: Number(values.port), host },
  lobbyConfig: { apiPort: { port: values['lobby-port'] === undefined ? 0 : Number(values['lobby-port']), host } },
});
const address = (s) => s.address().port;
console.log(`listening ${JSON.stringify({ host, port: address(servers.appServer), lobbyPort: address(servers.apiServer) })}`);

const stop = () => {
  server.kill(servers);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
