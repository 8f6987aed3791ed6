// A tiny script client for examples/server: creates a 2-seat match of one game through the lobby
// API, joins both seats, and plays it to the end over socket.io, each seat asking the server for
// its own legal actions (it holds only its view). Run the server first, then:
//
//   node examples/server/client.mjs [--game simplicity] [--port 8000] [--lobby-port 8001]
import { parseArgs } from 'node:util';
import bgioClient from 'boardgame.io/dist/cjs/client.js';
import bgioMultiplayer from 'boardgame.io/dist/cjs/multiplayer.js';
import { games } from 'tabletop-rules';
import { toBoardgameIO, LEGAL_EVENT, REJECTED_EVENT } from 'tabletop-rules/boardgameio';

const { Client, LobbyClient } = bgioClient;
const { SocketIO } = bgioMultiplayer;
const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'simplicity' },
    port: { type: 'string', default: '8000' },
    'lobby-port': { type: 'string', default: '8001' },
  },
});
const game = games[values.game];
if (!game) throw new Error(`unknown game ${values.game}; one of ${Object.keys(games).join(', ')}`);
const server = `http://127.0.0.1:${values.port}`;

const lobby = new LobbyClient({ server: `http://127.0.0.1:${values['lobby-port']}` });
const { matchID } = await lobby.createMatch(game.id, { numPlayers: 2, setupData: { players: 2 } });
const seats = [];
for (const playerID of ['0', '1']) {
  const { playerCredentials } = await lobby.joinMatch(game.id, matchID, { playerID, playerName: `P${playerID}` });
  const client = Client({ game: toBoardgameIO(game), multiplayer: SocketIO({ server, socketOpts: { transports: ['websocket'] } }), matchID, playerID, credentials: playerCredentials });
  client.start();
  client.transport.socket.on(REJECTED_EVENT, (_id, error) => console.log(`seat ${playerID} rejected:`, error));
  seats.push({ client, playerID, credentials: playerCredentials });
}
console.log(`match ${matchID} of ${game.title}`);

const legalOf = (seat) =>
  new Promise((resolve) => seat.client.transport.socket.emit(LEGAL_EVENT, matchID, seat.playerID, seat.credentials, resolve));
// Resolves once every seat's client holds a state that satisfies `ok`.
const waitFor = (ok) =>
  new Promise((resolve) => {
    const check = () => {
      if (seats.every((seat) => { const st = seat.client.getState(); return st && ok(st); })) {
        for (const u of unsubscribe) u();
        resolve(seats[0].client.getState());
      }
    };
    const unsubscribe = seats.map((seat) => seat.client.subscribe(check));
    check();
  });

let plies = 0;
let state = await waitFor(() => true);
while (!state.ctx.gameover) {
  let moved = false;
  for (const seat of seats) {
    const legal = await legalOf(seat); // [] when it is not this seat's turn
    if (legal.length === 0) continue;
    seat.client.moves.act(legal[Math.floor(Math.random() * legal.length)]);
    plies++;
    moved = true;
    break;
  }
  if (!moved) throw new Error('no seat has a legal action, yet the match is not over');
  const before = state._stateID;
  state = await waitFor((st) => st._stateID > before);
}
const sheet = seats[0].client.getState().ctx.gameover;
console.log(`over after ${plies} moves; winners ${sheet.winners.map((p) => `P${p + 1}`).join(', ')}`);
for (const line of sheet.players) console.log(`  P${line.player + 1}: ${line.total} ${sheet.unit}`);
for (const seat of seats) seat.client.stop();
