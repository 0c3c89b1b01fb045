import 'dotenv/config';
import './composition';
import { createRenderPool } from '../renderers/pool';
import { startBot } from './bot/app/bot';
import { readConfig } from './bot/app/config';
import { createLogger } from './bot/kernel/logger';
import { closeOnSignals } from './bot/app/shutdown';
import { HealthPortError } from './bot/app/health-server';
import { LeaseHeldError } from './bot/store/lease';
import { openBotStore } from './bot/app/open-store';
import { SchemaTooNewError } from './bot/store/sql/migrations';
import { StoreError } from './bot/store/store-error';
import { engines } from './games';

/**
 * `npm start`: with DISCORD_TOKEN, the bot on Discord; without, the local playground (a fake Discord with a web
 * page, and the bot connected to it) on 127.0.0.1.
 */
const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    // A bad setting stops start-up with its reason alone (the logger's level is itself a setting).
    console.error(`Tafelrunde cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
})();
// JSON lines for a bot on Discord (for a log collector); readable coloured lines in the playground.
const log = createLogger({ level: config.logLevel, pretty: !config.token });
const health = config.metricsPort === null ? undefined : { port: config.metricsPort, host: config.metricsHost };

/**
 * Start-up stops with the reason (an unreachable database, a schema newer than this code, a second process on the
 * same database, a taken METRICS_PORT), not a stack trace.
 */
function stopStartup(error: unknown): never {
  if (error instanceof StoreError || error instanceof SchemaTooNewError || error instanceof LeaseHeldError || error instanceof HealthPortError) {
    log.error(`Tafelrunde cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

if (config.token) {
  const store = await openBotStore(config, log).catch(stopStartup);
  // Pictures are drawn on worker threads, so one game's board never delays another game's clicks.
  const pool = createRenderPool();
  const bot = await startBot({ token: config.token, store, engines, renderers: pool.renderers, phoneRenderers: pool.phoneRenderers, highlightRenderers: pool.highlightRenderers, scoreChart: pool.scoreChart, timelapse: pool.timelapse, drawSlots: pool.slots, timelapseBudgetMs: config.timelapseBudgetMs, turnPingGraceMs: config.turnPingGraceMs, thinkThreads: config.thinkThreads, devGuildId: config.devGuildId, log, health }).catch(async (error: unknown) => {
    // A failed start (bad token, lease held, no network) must not leave the worker threads keeping the process alive.
    await pool.close();
    await store.close().catch(() => undefined);
    return stopStartup(error);
  });
  if (config.appId && config.appId !== bot.client.application.id) {
    log.warn(`DISCORD_APP_ID is ${config.appId}, but the token belongs to application ${bot.client.application.id}`);
  }
  closeOnSignals(log, async () => {
    await bot.stop();
    await store.close();
    await pool.close();
  });
} else {
  const { startPlayground } = await import('./bot/app/playground');
  const playground = await startPlayground(config, log);
  log.info(`Tafelrunde playground: ${playground.url}`);
  closeOnSignals(log, () => playground.close());
}
