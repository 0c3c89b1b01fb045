import { DEFAULT_STORE_PATH, type StoreConfig } from './store';

/** Every setting `npm start` reads from the environment (or .env); .env.example lists the same. */
export interface BotConfig {
  /** The bot token; without it `npm start` runs the local playground. */
  token: string | undefined;
  /** The application id (Discord's "Application ID"); read from the login when absent. */
  appId: string | undefined;
  /** Register slash commands in this guild only (instant, for development). */
  devGuildId: string | undefined;
  store: StoreConfig;
  /** Port of the local playground; 8484 by default, another free one when taken. */
  playgroundPort: number;
  /** Time allowed to make a finished game's timelapse before it is skipped with a note (ms). */
  timelapseBudgetMs: number;
}

/** TAFELRUNDE_TIMELAPSE_BUDGET_MS when unset: a minute. */
export const DEFAULT_TIMELAPSE_BUDGET_MS = 60_000;

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

export function readConfig(env: NodeJS.ProcessEnv = process.env): BotConfig {
  const port = Number(nonEmpty(env.PLAYGROUND_PORT) ?? 8484);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PLAYGROUND_PORT must be a port number, not "${env.PLAYGROUND_PORT}"`);
  const url = nonEmpty(env.TAFELRUNDE_STORE_URL);
  const budget = Number(nonEmpty(env.TAFELRUNDE_TIMELAPSE_BUDGET_MS) ?? DEFAULT_TIMELAPSE_BUDGET_MS);
  if (!Number.isFinite(budget) || budget <= 0) throw new Error(`TAFELRUNDE_TIMELAPSE_BUDGET_MS must be a positive number of milliseconds, not "${env.TAFELRUNDE_TIMELAPSE_BUDGET_MS}"`);
  return {
    token: nonEmpty(env.DISCORD_TOKEN),
    appId: nonEmpty(env.DISCORD_APP_ID),
    devGuildId: nonEmpty(env.DISCORD_DEV_GUILD_ID),
    store: url ? { url } : { path: nonEmpty(env.TAFELRUNDE_STORE_PATH) ?? DEFAULT_STORE_PATH },
    playgroundPort: port,
    timelapseBudgetMs: budget,
  };
}
