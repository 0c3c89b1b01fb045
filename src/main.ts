import 'dotenv/config';
import { createRenderPool } from '../renderers/pool';
import { consoleLogger, startBot } from './bot/bot';
import { readConfig } from './bot/config';
import { closeOnSignals } from './bot/shutdown';
import { Store } from './bot/store';
import { engines } from './games';

/**
 * `npm start`: with DISCORD_TOKEN, the bot on Discord; without, the local playground (a fake Discord with a web
 * page, and the bot connected to it) on 127.0.0.1.
 */
const config = readConfig();

if (config.token) {
  const store = await Store.open(config.store);
  // Pictures are drawn on worker threads, so one game's board never delays another game's clicks.
  const pool = createRenderPool();
  // A failed start (bad token, no network) must not leave the worker threads keeping the process alive.
  const bot = await startBot({ token: config.token, store, engines, renderers: pool.renderers, scoreChart: pool.scoreChart, devGuildId: config.devGuildId }).catch(async (error: unknown) => {
    await pool.close();
    throw error;
  });
  if (config.appId && config.appId !== bot.client.application.id) {
    consoleLogger.warn(`DISCORD_APP_ID is ${config.appId}, but the token belongs to application ${bot.client.application.id}`);
  }
  closeOnSignals(async () => {
    await bot.stop();
    await store.close();
    await pool.close();
  });
} else {
  const { startPlayground } = await import('./bot/playground');
  const playground = await startPlayground(config);
  console.log(`Tafelrunde playground: ${playground.url}`);
  closeOnSignals(() => playground.close());
}
