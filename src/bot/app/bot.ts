import { Client, Events, GatewayIntentBits, Options, RESTEvents, Status } from 'discord.js';
import type { AnyEngine } from '../../engine/types';
import { commands as allCommands } from '../../../commands';
import type { SlashCommand } from '../kernel/command';
import { systemClock, type Clock } from '../base/clock';
import type { BoardRenderer, BotContext, HighlightRenderer, Logger, PhoneRenderer, ScoreChartRenderer } from '../kernel/context';
import { engineFor } from '../kernel/context';
import { acquireLease, type Lease, type LeaseOptions } from '../store/lease';
import { Locks } from '../base/locks';
import { DrawQueue } from '../base/draw-queue';
import { computersIdle, type Thinker } from '../computers/computer-turns';
import { readConfig } from './config';
import { startHealthServer, type HealthServer } from './health-server';
import { createLogger } from '../kernel/logger';
import { BotMetrics } from '../base/metrics';
import { createThinkPool, defaultThinkThreads, type ThinkPool } from '../../ai/pool';
import { syncCommands } from './register-commands';
import type { TimelapseEncoder } from '../history/timelapse';
import { DEFAULT_TIMELAPSE_BUDGET_MS, DEFAULT_TURN_PING_GRACE_MS } from './config';
import { sweepLobbies } from '../lobby/lobby-expiry';
import { resumeGames } from './resume';
import { showReactions } from './show-reactions';
import { installRestLanes } from '../kernel/rest-lanes';
import { createRouter } from './router';
import type { GameStore } from '../store/game-store';
import { startSweeper } from './sweeper';
import { stopTurnPingTimers } from '../pings/turn-pings';

export interface BotOptions {
  token: string;
  /** The REST base, e.g. http://127.0.0.1:8484/api for the local Discord; Discord's own when absent. */
  api?: string;
  store: GameStore;
  engines: Record<string, AnyEngine>;
  renderers?: Record<string, BoardRenderer>;
  phoneRenderers?: Record<string, PhoneRenderer>;
  highlightRenderers?: Record<string, HighlightRenderer>;
  scoreChart?: ScoreChartRenderer | null;
  timelapse?: TimelapseEncoder | null;
  /**
   * Pictures drawn at once (draw-queue.ts): the render pool's slots (RenderPool.slots), so its own queue never fills;
   * 2 by default (in-process renderers).
   */
  drawSlots?: number;
  /** How long a board waits for its pictures before it goes out without them and gets them by an edit. */
  boardPictureWaitMs?: number;
  /** Time to make a timelapse (config: TAFELRUNDE_TIMELAPSE_BUDGET_MS); a minute by default. */
  timelapseBudgetMs?: number;
  /** How long a newly awaited seat may take before its turn ping (config: TAFELRUNDE_TURN_PING_GRACE_S); a minute by default, 0 at once. */
  turnPingGraceMs?: number;
  /** Register the commands in this guild only (instant), instead of globally. */
  devGuildId?: string;
  commands?: readonly SlashCommand[];
  /** Where the bot logs (pino JSON lines at LOG_LEVEL when absent). */
  log?: Logger;
  /** Serve /healthz and /metrics on this port and host (health-server.ts); none when absent. */
  health?: { port: number; host: string };
  /** Now, for time limits and reminders (the system clock when absent; the local Discord's clock in the playground and tests). */
  clock?: Clock;
  /** How often due reminders and time-outs are looked for (also at start-up, and whenever the clock jumps). */
  sweepIntervalMs?: number;
  /** The store's single-process lease (lease.ts); its timings can be shortened for tests. */
  lease?: LeaseOptions;
  /** Expired lobbies are swept at start-up and after an interaction at most this often (default 5 minutes). */
  lobbySweepMs?: number;
  /** Thinks for computer seats; a pool of worker threads when absent (null: computer seats wait). */
  thinker?: Thinker | null;
  /** That pool's threads (config: TAFELRUNDE_THINK_THREADS); the machine's default when absent. */
  thinkThreads?: number;
}

export interface RunningBot {
  client: Client<true>;
  ctx: BotContext;
  metrics: BotMetrics;
  /** The health and metrics endpoint, when `health` asked for it. */
  health: HealthServer | null;
  /** Looks for due reminders and time-outs now; resolves when that look (and any already running) is done. */
  sweep(): Promise<void>;
  /** Waits for running clicks to finish, then disconnects. The store stays open (its owner closes it). */
  stop(): Promise<void>;
}

/** Logs in, registers the commands when they changed, resumes games, and starts answering interactions. */
export async function startBot(options: BotOptions): Promise<RunningBot> {
  const log = options.log ?? createLogger({ level: readConfig().logLevel });
  // Before connecting: a second process on the same store stops here (LeaseHeldError says why).
  const lease: Lease = await acquireLease(options.store, log, options.lease);
  // Internal sharding: one process serves any number of servers, as many shards as Discord recommends.
  // GuildMessages (not privileged; no message content) keeps each channel's lastMessageId current, so a board that is
  // still the newest message can be edited into the next one (publisher.ts); the messages themselves are not cached.
  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages],
    makeCache: Options.cacheWithLimits({ ...Options.DefaultMakeCacheSettings, MessageManager: 0 }),
    shards: 'auto',
    // Every message the bot sends or edits pings nobody unless it names whom (a turn ping, a seat offer): a name or a
    // move text saying @everyone or <@id> stays text. One default here, so no send or edit can forget it.
    allowedMentions: { parse: [], repliedUser: false },
    ...(options.api ? { rest: { api: options.api } } : {}),
  });
  // Interaction answers never wait behind the bot's own calls, and of those, board edits go before pings (rest-lanes.ts).
  const lanes = installRestLanes(client.rest);
  const draws = new DrawQueue(options.drawSlots ?? 2);
  const metrics = new BotMetrics({ gateway: () => client.ws.status, ready: () => client.ws.status === Status.Ready, games: () => gamesByStatus(options.store), drawsWaiting: () => draws.waiting() });
  options.store.onError = (error) => {
    metrics.storeErrors.inc();
    log.error('store error', error);
  };
  client.rest.on(RESTEvents.Response, (request, response) => {
    if (response.status >= 400) metrics.discordErrors.inc({ status: String(response.status) });
  });
  client.rest.on(RESTEvents.RateLimited, (limit) => log.warn(`Discord rate limit on ${limit.method} ${limit.route}`, { rateLimit: { method: limit.method, route: limit.route, scope: limit.scope, global: limit.global, retryAfterMs: limit.retryAfter } }));
  const ctx: BotContext = {
    client,
    store: options.store,
    locks: new Locks(),
    engines: options.engines,
    // Every drawing is counted and timed (tafelrunde_renders_total, tafelrunde_render_duration_seconds).
    renderers: timedEach(metrics, 'board', options.renderers ?? {}),
    phoneRenderers: timedEach(metrics, 'phone', options.phoneRenderers ?? {}),
    highlightRenderers: timedEach(metrics, 'highlight', options.highlightRenderers ?? {}),
    scoreChart: options.scoreChart ? metrics.timed('chart', options.scoreChart) : null,
    timelapse: options.timelapse ?? null,
    draws,
    ...(options.boardPictureWaitMs !== undefined ? { boardPictureWaitMs: options.boardPictureWaitMs } : {}),
    timelapseBudgetMs: options.timelapseBudgetMs ?? DEFAULT_TIMELAPSE_BUDGET_MS,
    turnPingGraceMs: options.turnPingGraceMs ?? DEFAULT_TURN_PING_GRACE_MS,
    log,
    metrics,
    clock: options.clock ?? systemClock,
    reactions: showReactions,
  };
  const health = options.health
    ? await startHealthServer({ metrics, log, gateway: () => ({ status: Status[client.ws.status], ready: client.ws.status === Status.Ready }) }, options.health.port, options.health.host).catch(async (error: unknown) => {
        await lease.release().catch(() => undefined);
        throw error;
      })
    : null;
  // The worker threads start with the first computer decision, not with every bot.
  let pool: ThinkPool | null = null;
  ctx.thinker = options.thinker !== undefined ? options.thinker : { think: (job) => (pool ??= createThinkPool(options.thinkThreads ?? defaultThinkThreads())).think(job) };
  const commands = options.commands ?? allCommands;
  const route = createRouter(ctx, commands);
  const inFlight = new Set<Promise<void>>();
  const track = (job: Promise<void>) => {
    inFlight.add(job);
    void job.finally(() => inFlight.delete(job));
  };
  const sweepEvery = options.lobbySweepMs ?? 5 * 60 * 1000;
  let lastSweep = ctx.clock.now();
  client.on(Events.InteractionCreate, (interaction) => {
    track(route(interaction));
    if (ctx.clock.now() - lastSweep >= sweepEvery) {
      lastSweep = ctx.clock.now();
      track(sweepLobbies(ctx).then((n) => void (n > 0 && log.info(`expired ${n} lobby(s)`)), (error: unknown) => log.error('lobby sweep failed', error)));
    }
  });
  client.on(Events.Error, (error) => log.error('client error', error));

  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  let readyClient: Client<true>;
  try {
    await client.login(options.token);
    readyClient = await ready;
    const engines = Object.values(options.engines);
    await syncCommands(readyClient, ctx.store, commands.map((command) => command.definition(engines)), options.devGuildId, log);
    const retired = await ctx.store.retireEndedGames();
    if (retired > 0) log.info(`moved ${retired} ended game(s) out of the lists of running games`);
    const expired = await sweepLobbies(ctx);
    if (expired > 0) log.info(`expired ${expired} lobby(s)`);
    const resumed = await resumeGames(ctx);
    if (resumed > 0) log.info(`re-posted the board of ${resumed} game(s)`);
  } catch (error) {
    await client.destroy();
    lanes.uninstall();
    await health?.close().catch(() => undefined);
    await lease.release().catch(() => undefined);
    throw error;
  }
  const sweeper = startSweeper(ctx, options.sweepIntervalMs);
  await sweeper.sweep();
  log.info(`ready as ${readyClient.user.tag}`);

  return {
    client: readyClient,
    ctx,
    metrics,
    health,
    sweep: () => sweeper.sweep(),
    async stop() {
      // Held turn pings stay in the store; the next start sends them.
      stopTurnPingTimers(ctx);
      await sweeper.stop();
      await Promise.allSettled([...inFlight]);
      await ctx.locks.idle();
      await computersIdle(ctx);
      await ctx.locks.idle();
      await pool?.close();
      await client.destroy();
      lanes.uninstall();
      await health?.close();
      await lease.release();
    },
  };
}

/** Wraps every drawing function of a table (by game id) to be counted and timed. */
function timedEach<F extends (...args: never[]) => Promise<unknown>>(metrics: BotMetrics, kind: string, table: Record<string, F>): Record<string, F> {
  return Object.fromEntries(Object.entries(table).map(([id, draw]) => [id, metrics.timed(kind, draw) as F]));
}

/** Unfinished games by status, for the games gauge: the active index, each record read. */
async function gamesByStatus(store: GameStore): Promise<Record<string, number>> {
  const counts: Record<string, number> = { lobby: 0, running: 0 };
  for (const id of await store.activeGames()) {
    const record = await store.game(id);
    if (record && (record.status === 'lobby' || record.status === 'running')) counts[record.status]++;
  }
  return counts;
}
