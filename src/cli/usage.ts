/** Usage errors of the CLI: main.ts prints the message as one line and exits with status 2. */
import { printable } from '../core/json.js';

/** Re-exported: the CLI's escaping is the core's (`printable` in src/core/json.ts). */
export { printable };

export class UsageError extends Error {}

/** The longest "word" (run of non-space characters) a CLI error shows whole, and the most of one it shows. */
const LONG_WORD = 200;
const SHOWN = 80;
/** The longest CLI error line. */
const MAX_MESSAGE = 1000;

/**
 * `message` bounded for one line of stderr: every run of over 200 non-space characters (a 100,000-character
 * option value, game id, `--config` or path echoed back) is cut to its first 80 with its length (not
 * counting quotes or punctuation around it), and the whole to 1,000 characters. Applied to usage errors
 * and to commander's own errors.
 */
export function clip(message: string): string {
  // The count is the value's own length: quotes and punctuation around it (`"…",`) are not counted.
  const s = message.replace(new RegExp(`\\S{${LONG_WORD + 1},}`, 'g'), (w) => `${w.slice(0, SHOWN)}…(${w.replace(/^["'(]+|["'),.;:]+$/g, '').length} characters)`);
  return s.length > MAX_MESSAGE ? `${s.slice(0, MAX_MESSAGE - 1)}…` : s;
}


/**
 * A seed as a header shows it: as it is when it is printable ASCII without spaces, quotes or
 * backslashes (`7`, `bench/3`), else as a JSON string made {@link printable} (`"a b"`, `"a\\u001b"`
 * for the seven characters `a\u001b`, `"a\u001b"` for an `a` and a real ESC), so two seeds never
 * print alike.
 */
export function seedText(seed: unknown): string {
  const s = String(seed);
  return /^[\x21-\x7e]+$/.test(s) && !/["\\]/.test(s) ? s : printable(JSON.stringify(s));
}

/** Throw a {@link UsageError} (the message is folded onto one line, made {@link printable} and clipped, {@link clip}). */
export function usage(message: string): never {
  throw new UsageError(clip(printable(message.replace(/\s*\n\s*/g, ' '))));
}
