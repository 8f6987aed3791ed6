/** Usage errors of the CLI: main.ts prints the message as one line and exits with status 2. */
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
 * `text` with every control character (C0, DEL and C1: the terminal's escape sequences start with
 * them) written as `\uXXXX`, so a file's bytes, a seed or a path echoed back cannot drive the terminal.
 */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Throw a {@link UsageError} (the message is folded onto one line, made {@link printable} and clipped, {@link clip}). */
export function usage(message: string): never {
  throw new UsageError(clip(printable(message.replace(/\s*\n\s*/g, ' '))));
}
