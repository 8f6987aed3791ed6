/**
 * boardgame.io 0.50.2 for the tests. It has no package "exports" and its subpaths are directories,
 * which Node's ESM loader refuses; `require` resolves them, and the types come from its own d.ts.
 */
import { createRequire } from 'node:module';

type ClientModule = typeof import('boardgame.io/dist/types/packages/client.js');
type MultiplayerModule = typeof import('boardgame.io/dist/types/packages/multiplayer.js');
type InternalModule = typeof import('boardgame.io/dist/types/packages/internal.js');
type CoreModule = typeof import('boardgame.io/dist/types/packages/core.js');
type AiModule = typeof import('boardgame.io/dist/types/packages/ai.js');

const require = createRequire(import.meta.url);
export const { Client, LobbyClient } = require('boardgame.io/client') as ClientModule;
export const { Local, SocketIO } = require('boardgame.io/multiplayer') as MultiplayerModule;
export const { InitializeGame, CreateGameReducer } = require('boardgame.io/internal') as InternalModule;
export const { INVALID_MOVE } = require('boardgame.io/core') as CoreModule;
export const { RandomBot, Step } = require('boardgame.io/ai') as AiModule;
