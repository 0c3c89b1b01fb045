import { pino, stdTimeFunctions, type DestinationStream, type Logger as Pino } from 'pino';
import pretty from 'pino-pretty';
import type { Logger } from './context';

/** The levels LOG_LEVEL accepts, most severe first; `silent` writes nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const isLogLevel = (value: string): value is LogLevel => (LOG_LEVELS as readonly string[]).includes(value);

export interface LoggerOptions {
  level: LogLevel;
  /** Human-readable coloured lines (the playground) instead of one JSON object per line. */
  pretty?: boolean;
  /** Where the lines go (stdout when absent); tests pass a stream to read them. */
  destination?: DestinationStream;
}

/** The bot's logger: pino, JSON lines on stdout (or pretty lines in the playground). */
export function createLogger(options: LoggerOptions): Logger {
  const settings = { level: options.level, base: { app: 'tafelrunde' }, timestamp: stdTimeFunctions.isoTime };
  const destination = options.destination ?? (options.pretty ? pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,app' }) : undefined);
  return loggerOver(destination ? pino(settings, destination) : pino(settings));
}

/** The Logger seam (info/warn/error with a message and details) written through a pino logger. */
export function loggerOver(base: Pino): Logger {
  return {
    info: (message, ...details) => base.info(fieldsOf(details), message),
    warn: (message, ...details) => base.warn(fieldsOf(details), message),
    error: (message, ...details) => base.error(fieldsOf(details), message),
  };
}

/**
 * Details become fields of the line: an Error is `err` (pino serializes its type, message, stack and cause), a plain
 * object's fields are merged in, anything else is listed under `details`.
 */
function fieldsOf(details: readonly unknown[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const rest: unknown[] = [];
  for (const detail of details) {
    if (detail instanceof Error) fields.err = detail;
    else if (detail !== null && typeof detail === 'object' && !Array.isArray(detail)) Object.assign(fields, detail);
    else rest.push(detail);
  }
  if (rest.length > 0) fields.details = rest;
  return fields;
}
