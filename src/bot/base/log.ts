/**
 * Where the bot writes what happened (logger.ts: pino). Details: an Error becomes the line's `err`, a plain object's
 * fields are added to the line.
 */
export interface Logger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}
