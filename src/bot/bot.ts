import { Client, Events, GatewayIntentBits } from 'discord.js';
import type { AnyEngine } from '../engine/types';
import { commands as allCommands } from '../../commands';
import type { SlashCommand } from './command';
import type { BoardRenderer, BotContext, Logger, ScoreChartRenderer } from './context';
import { engineFor } from './context';
import { Locks } from './locks';
import { publish } from './publisher';
import { queueShow } from './show-queue';
import { syncCommands } from './register-commands';
import { createRouter } from './router';
import type { Store } from './store';

export interface BotOptions {
  token: string;
  /** The REST base, e.g. http://127.0.0.1:8484/api for the local Discord; Discord's own when absent. */
  api?: string;
  store: Store;
  engines: Record<string, AnyEngine>;
  renderers?: Record<string, BoardRenderer>;
  scoreChart?: ScoreChartRenderer | null;
  /** Register the commands in this guild only (instant), instead of globally. */
  devGuildId?: string;
  commands?: readonly SlashCommand[];
  log?: Logger;
}

export interface RunningBot {
  client: Client<true>;
  ctx: BotContext;
  /** Waits for running clicks to finish, then disconnects. The store stays open (its owner closes it). */
  stop(): Promise<void>;
}

export const consoleLogger: Logger = {
  info: (message, ...details) => console.log(`[bot] ${message}`, ...details),
  warn: (message, ...details) => console.warn(`[bot] ${message}`, ...details),
  error: (message, ...details) => console.error(`[bot] ${message}`, ...details),
};

/**
 * Re-posts the board of every running game whose newest version was never shown (the process died between
 * saving a move and posting its board), so no game is left with only stale buttons.
 */
async function resumeGames(ctx: BotContext): Promise<number> {
  const shown: Promise<void>[] = [];
  for (const id of await ctx.store.activeGames()) {
    await ctx.locks.run(id, async () => {
      const record = await ctx.store.game(id);
      const engine = record ? engineFor(ctx, record.gameId) : undefined;
      if (!record || !engine || record.status !== 'running' || record.publishedVersion === record.version) return;
      shown.push(queueShow(ctx, id, `resumed board of #${id}`, () => publish(ctx, engine, record, engine.awaiting(record.snapshot))));
    });
  }
  await Promise.all(shown);
  return shown.length;
}

/** Logs in, registers the commands when they changed, resumes games, and starts answering interactions. */
export async function startBot(options: BotOptions): Promise<RunningBot> {
  const log = options.log ?? consoleLogger;
  const client = new Client({ intents: [GatewayIntentBits.Guilds], ...(options.api ? { rest: { api: options.api } } : {}) });
  const ctx: BotContext = {
    client,
    store: options.store,
    locks: new Locks(),
    engines: options.engines,
    renderers: options.renderers ?? {},
    scoreChart: options.scoreChart ?? null,
    log,
  };
  const commands = options.commands ?? allCommands;
  const route = createRouter(ctx, commands);
  const inFlight = new Set<Promise<void>>();
  client.on(Events.InteractionCreate, (interaction) => {
    const job = route(interaction);
    inFlight.add(job);
    void job.finally(() => inFlight.delete(job));
  });
  client.on(Events.Error, (error) => log.error('client error', error));

  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(options.token);
  const readyClient = await ready;
  const engines = Object.values(options.engines);
  await syncCommands(readyClient, ctx.store, commands.map((command) => command.definition(engines)), options.devGuildId, log);
  const resumed = await resumeGames(ctx);
  if (resumed > 0) log.info(`re-posted the board of ${resumed} game(s)`);
  log.info(`ready as ${readyClient.user.tag}`);

  return {
    client: readyClient,
    ctx,
    async stop() {
      await Promise.allSettled([...inFlight]);
      await ctx.locks.idle();
      await client.destroy();
    },
  };
}
