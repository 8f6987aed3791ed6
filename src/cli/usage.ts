/** Usage errors of the CLI: main.ts prints the message as one line and exits with status 2. */
export class UsageError extends Error {}

/** Throw a {@link UsageError} (the message is folded onto one line). */
export function usage(message: string): never {
  throw new UsageError(message.replace(/\s*\n\s*/g, ' '));
}
