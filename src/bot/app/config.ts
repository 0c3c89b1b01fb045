import { availableParallelism } from 'node:os';
import { defaultThinkThreads } from '../../ai/pool';
import { isLogLevel, LOG_LEVELS, type LogLevel } from '../kernel/logger';
import { DEFAULT_STORE_PATH } from '../store/store';
import { backendOf, DEFAULT_DATABASE_PATH, type SqlConfig } from '../store/sql/connect';

/** Every setting `npm start` reads from the environment (or .env); .env.example lists the same. */
export interface BotConfig {
  /** The bot token; without it `npm start` runs the local playground. */
  token: string | undefined;
  /** The application id (Discord's "Application ID"); read from the login when absent. */
  appId: string | undefined;
  /** Register slash commands in this guild only (instant, for development). */
  devGuildId: string | undefined;
  /** The bot's database: Postgres when TAFELRUNDE_DATABASE_URL is set, else a SQLite file (TAFELRUNDE_DATABASE_PATH, default runtime/tafelrunde.db). */
  database: SqlConfig;
  /** The keyv store file of earlier versions (TAFELRUNDE_STORE_PATH, default runtime/tafelrunde.sqlite), imported once at the first start. */
  keyvStore: string;
  /** Port of the local playground; 8484 by default, another free one when taken. */
  playgroundPort: number;
  /** Time allowed to make a finished game's timelapse before it is skipped with a note (ms). */
  timelapseBudgetMs: number;
  /** How long a player's turn runs before they get a turn ping (TAFELRUNDE_TURN_PING_GRACE_S, in ms here); 0 pings at once. */
  turnPingGraceMs: number;
  /** How much the bot logs (LOG_LEVEL): pino's levels, `info` by default. */
  logLevel: LogLevel;
  /** Serve /healthz and /metrics on this port (METRICS_PORT); off when null. */
  metricsPort: number | null;
  /** The address the metrics port listens on (METRICS_HOST); 127.0.0.1 by default. */
  metricsHost: string;
  /** Worker threads the computer players think on (TAFELRUNDE_THINK_THREADS); by default 1 on two cores or fewer, else one per core but one. */
  thinkThreads: number;
}

/** TAFELRUNDE_TIMELAPSE_BUDGET_MS when unset: a minute. */
export const DEFAULT_TIMELAPSE_BUDGET_MS = 60_000;

/**
 * TAFELRUNDE_TURN_PING_GRACE_S when unset: a minute. Players at the table who move within it are never DM'd (turn-pings.ts);
 * the others learn of their turn a minute late, which a game played over hours does not feel.
 */
export const DEFAULT_TURN_PING_GRACE_MS = 60_000;

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

function portOf(env: NodeJS.ProcessEnv, name: 'PLAYGROUND_PORT' | 'METRICS_PORT', fallback: number): number {
  const port = Number(nonEmpty(env[name]) ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, not "${env[name]}"`);
  return port;
}

function threadsOf(env: NodeJS.ProcessEnv, cores: number): number {
  const threads = Number(nonEmpty(env.TAFELRUNDE_THINK_THREADS) ?? defaultThinkThreads(cores));
  if (!Number.isInteger(threads) || threads < 1) throw new Error(`TAFELRUNDE_THINK_THREADS must be a whole number of threads (1 or more), not "${env.TAFELRUNDE_THINK_THREADS}"`);
  return threads;
}

/** `cores`: the machine's, for the defaults that depend on it. */
export function readConfig(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): BotConfig {
  const port = portOf(env, 'PLAYGROUND_PORT', 8484);
  const logLevel = nonEmpty(env.LOG_LEVEL)?.toLowerCase() ?? 'info';
  if (!isLogLevel(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${env.LOG_LEVEL}"`);
  if (nonEmpty(env.TAFELRUNDE_STORE_URL)) {
    throw new Error('TAFELRUNDE_STORE_URL (a keyv store on Redis or Postgres) is no longer read and its games cannot be imported; set TAFELRUNDE_DATABASE_URL=postgres://… (or nothing, for the SQLite file) and unset TAFELRUNDE_STORE_URL');
  }
  const databaseUrl = nonEmpty(env.TAFELRUNDE_DATABASE_URL);
  const database: SqlConfig = databaseUrl ? { url: databaseUrl } : { path: nonEmpty(env.TAFELRUNDE_DATABASE_PATH) ?? DEFAULT_DATABASE_PATH };
  backendOf(database);
  const budget = Number(nonEmpty(env.TAFELRUNDE_TIMELAPSE_BUDGET_MS) ?? DEFAULT_TIMELAPSE_BUDGET_MS);
  if (!Number.isFinite(budget) || budget <= 0) throw new Error(`TAFELRUNDE_TIMELAPSE_BUDGET_MS must be a positive number of milliseconds, not "${env.TAFELRUNDE_TIMELAPSE_BUDGET_MS}"`);
  const grace = Number(nonEmpty(env.TAFELRUNDE_TURN_PING_GRACE_S) ?? DEFAULT_TURN_PING_GRACE_MS / 1000);
  if (!Number.isFinite(grace) || grace < 0) throw new Error(`TAFELRUNDE_TURN_PING_GRACE_S must be a number of seconds (0 or more), not "${env.TAFELRUNDE_TURN_PING_GRACE_S}"`);
  return {
    token: nonEmpty(env.DISCORD_TOKEN),
    appId: nonEmpty(env.DISCORD_APP_ID),
    devGuildId: nonEmpty(env.DISCORD_DEV_GUILD_ID),
    database,
    keyvStore: nonEmpty(env.TAFELRUNDE_STORE_PATH) ?? DEFAULT_STORE_PATH,
    playgroundPort: port,
    timelapseBudgetMs: budget,
    turnPingGraceMs: grace * 1000,
    logLevel,
    metricsPort: nonEmpty(env.METRICS_PORT) === undefined ? null : portOf(env, 'METRICS_PORT', 0),
    metricsHost: nonEmpty(env.METRICS_HOST) ?? '127.0.0.1',
    thinkThreads: threadsOf(env, cores),
  };
}
