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

/** Throw a {@link UsageError} (the message is folded onto one line and clipped, {@link clip}). */
export function usage(message: string): never {
  throw new UsageError(clip(message.replace(/\s*\n\s*/g, ' ')));
}
