import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRenderPool } from '../../../renderers/pool';
import { startEmulator, type Emulator, type RateLimitOptions } from '../../emulator';
import { engines } from '../../games';
import { startBot } from './bot';
import { readConfig, type BotConfig } from './config';
import type { Logger } from '../base/log';
import { createLogger } from '../kernel/logger';
import { DEFAULT_DATABASE_PATH } from '../store/sql/connect';
import { SqlRecordStore } from '../store/sql/record-store';

/**
 * The playground keeps its games in the SQLite database playground.db beside the configured database file (also when
 * the bot's database is Postgres), emptied at every start: the local Discord forgets its channels on exit, so its
 * games cannot go on.
 */
function playgroundStorePath(config: Pick<BotConfig, 'database'>): string {
  return join(dirname(config.database.path ?? DEFAULT_DATABASE_PATH), 'playground.db');
}

/** Users to play with besides the guild's owner (Artus): switch between them in the page. */
const PLAYERS: { name: string; locale: string }[] = [
  { name: 'Lancelot', locale: 'en-US' },
  { name: 'Guinevere', locale: 'de' },
  { name: 'Gawain', locale: 'en-GB' },
];

async function emulatorOn(port: number, log: Logger, rateLimits: RateLimitOptions | undefined): Promise<Emulator> {
  const emulatorLog = (level: 'info' | 'warn', line: string) => log[level](`local Discord: ${line}`, { component: 'emulator' });
  const limits = rateLimits ? { rateLimits } : {};
  try {
    return await startEmulator({ port, host: '127.0.0.1', log: emulatorLog, ...limits });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    log.info(`port ${port} is taken; picking a free one`);
    return startEmulator({ port: 0, host: '127.0.0.1', log: emulatorLog, ...limits });
  }
}

export interface Playground {
  url: string;
  emulator: Emulator;
  close(): Promise<void>;
}

/**
 * Starts the local Discord on 127.0.0.1 with a guild and a few users, and the bot connected to it. The local Discord
 * keeps Discord's rate limits unless `rateLimits` says otherwise (tests that play long games by clicks).
 */
export async function startPlayground(
  config: Pick<BotConfig, 'playgroundPort' | 'database'> & Partial<Pick<BotConfig, 'metricsPort' | 'metricsHost' | 'timelapseBudgetMs' | 'turnPingGraceMs' | 'thinkThreads'>> & { rateLimits?: RateLimitOptions },
  log: Logger = createLogger({ level: readConfig().logLevel, pretty: true }),
): Promise<Playground> {
  const storePath = playgroundStorePath(config);
  const emulator = await emulatorOn(config.playgroundPort, log, config.rateLimits);
  for (const player of PLAYERS) await emulator.control.createUser(player.name, { locale: player.locale });
  for (const file of [storePath, `${storePath}-wal`, `${storePath}-shm`]) rmSync(file, { force: true });
  const store = await SqlRecordStore.open({ path: storePath });
  // As under a real token: pictures are drawn on worker threads.
  const pool = createRenderPool();
  const bot = await startBot({
    token: emulator.token,
    api: emulator.restUrl,
    store,
    engines,
    renderers: pool.renderers,
    phoneRenderers: pool.phoneRenderers,
    highlightRenderers: pool.highlightRenderers,
    scoreChart: pool.scoreChart,
    timelapse: pool.timelapse,
    drawSlots: pool.slots,
    ...(config.timelapseBudgetMs === undefined ? {} : { timelapseBudgetMs: config.timelapseBudgetMs }),
    ...(config.turnPingGraceMs === undefined ? {} : { turnPingGraceMs: config.turnPingGraceMs }),
    ...(config.thinkThreads === undefined ? {} : { thinkThreads: config.thinkThreads }),
    devGuildId: emulator.seed?.guildId,
    log,
    ...(config.metricsPort === null || config.metricsPort === undefined ? {} : { health: { port: config.metricsPort, host: config.metricsHost ?? '127.0.0.1' } }),
    // POST /control/clock moves the bot's time too, so a time-out can be tried in the browser.
    clock: emulator.internals.core.clock,
  }).catch(async (error: unknown) => {
    await pool.close();
    throw error;
  });
  return {
    url: emulator.url,
    emulator,
    async close() {
      await bot.stop();
      await store.close();
      await pool.close();
      await emulator.close();
    },
  };
}
