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
 * Characters written as `\uXXXX` by {@link printable}: C0, DEL and C1 (a terminal's escape sequences
 * start with them); the bidirectional controls (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069:
 * they reorder the text shown after them); the line and paragraph separators U+2028/U+2029; the
 * invisible U+200B-U+200D, U+2060 and U+FEFF; and lone surrogates (written out as U+FFFD otherwise).
 */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * `text` with every character that could drive the terminal or disguise what is shown (see
 * UNPRINTABLE: control characters, bidirectional controls, invisible characters, lone surrogates)
 * written as `\uXXXX`, so a file's bytes, a seed or a path echoed back show as what they are.
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
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
