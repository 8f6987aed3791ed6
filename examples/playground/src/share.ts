/**
 * The shareable link: the URL hash carries the game log (game, config, seed, actions) and the seat
 * kinds, as base64url JSON. Opening the link replays the log and reopens the same game.
 */
import type { GameLog } from 'tabletop-rules/core';

export interface Shared {
  readonly log: GameLog;
  /** `'human'` or a bot name of the bot menu, per seat. */
  readonly seats: readonly string[];
}

export function encodeShare(s: Shared): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ v: 1, log: s.log, seats: s.seats }));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return 'g=' + btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Read a hash (with or without `#`); null when it holds no game. Throws on a damaged one. */
export function decodeShare(hash: string): Shared | null {
  const m = /^#?g=([A-Za-z0-9_-]+)$/.exec(hash);
  if (!m) return null;
  const b64 = m[1]!.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  const data = JSON.parse(new TextDecoder().decode(bytes)) as { v: number; log: GameLog; seats: string[] };
  if (data.v !== 1 || !data.log || !Array.isArray(data.seats)) throw new Error('Not a playground link.');
  return { log: data.log, seats: data.seats };
}
