import { Counter, Gauge, Histogram, Registry, Summary, collectDefaultMetrics } from 'prom-client';

/** What an interaction came to: done, refused with a reason the player was told, or failed. */
export type Outcome = 'applied' | 'refused' | 'error';

/** Seconds: interactions are acknowledged within Discord's 3 s; drawing a board takes up to a few seconds. */
const LATENCY_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10];
const PERCENTILES = [0.5, 0.9, 0.95, 0.99];
/** Percentiles of the last ten minutes (a summary's sliding window). */
const WINDOW = { maxAgeSeconds: 600, ageBuckets: 5 };

/**
 * The bot's Prometheus metrics (prom-client), in a registry of its own so several bots in one process (tests) do not
 * share counters. Rates per minute are `rate(…[1m]) * 60` of the counters; percentiles come from the summaries (last
 * ten minutes) or from the histograms' buckets.
 */
export class BotMetrics {
  readonly registry = new Registry();

  readonly interactions = new Counter({
    name: 'tafelrunde_interactions_total',
    help: 'Interactions answered (slash commands and clicks), by type, kind and outcome',
    labelNames: ['type', 'kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly interactionSeconds = new Histogram({
    name: 'tafelrunde_interaction_duration_seconds',
    help: 'Time from receiving an interaction to having answered it, by type',
    labelNames: ['type'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly interactionLatency = new Summary({
    name: 'tafelrunde_interaction_latency_seconds',
    help: 'Percentiles of the interaction time over the last ten minutes, by type',
    labelNames: ['type'] as const,
    percentiles: PERCENTILES,
    ...WINDOW,
    registers: [this.registry],
  });

  readonly renders = new Counter({
    name: 'tafelrunde_renders_total',
    help: 'Pictures drawn (boards, phone pictures, score charts), by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly renderSeconds = new Histogram({
    name: 'tafelrunde_render_duration_seconds',
    help: 'Time to draw a picture, by kind',
    labelNames: ['kind'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly renderLatency = new Summary({
    name: 'tafelrunde_render_latency_seconds',
    help: 'Percentiles of the drawing time over the last ten minutes, by kind',
    labelNames: ['kind'] as const,
    percentiles: PERCENTILES,
    ...WINDOW,
    registers: [this.registry],
  });

  readonly storeErrors = new Counter({
    name: 'tafelrunde_store_errors_total',
    help: 'Store reads or writes that failed',
    registers: [this.registry],
  });

  readonly discordErrors = new Counter({
    name: 'tafelrunde_discord_rest_errors_total',
    help: 'Discord REST requests answered with an error status (4xx, 5xx), by HTTP status',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });

  constructor(sources: { gateway: () => number; ready: () => boolean; games: () => Promise<Record<string, number>> }) {
    new Gauge({
      name: 'tafelrunde_gateway_status',
      help: 'The gateway connection status (discord.js Status: 0 ready, 1 connecting, 2 reconnecting, 3 idle, 4 nearly, 5 disconnected, 6 waiting for guilds, 7 identifying, 8 resuming)',
      registers: [this.registry],
      collect() {
        this.set(sources.gateway());
      },
    });
    new Gauge({
      name: 'tafelrunde_gateway_ready',
      help: '1 while the gateway connection is ready, else 0',
      registers: [this.registry],
      collect() {
        this.set(sources.ready() ? 1 : 0);
      },
    });
    new Gauge({
      name: 'tafelrunde_games',
      help: 'Unfinished games, by status (lobby or running)',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        const counts = await sources.games();
        this.reset();
        for (const [status, count] of Object.entries(counts)) this.set({ status }, count);
      },
    });
    collectDefaultMetrics({ register: this.registry, prefix: 'tafelrunde_' });
  }

  /** Counts one answered interaction and its duration. */
  interaction(type: 'command' | 'component', kind: string, outcome: Outcome, ms: number): void {
    this.interactions.inc({ type, kind, outcome });
    this.interactionSeconds.observe({ type }, ms / 1000);
    this.interactionLatency.observe({ type }, ms / 1000);
  }

  /** Wraps a drawing function so that every call is counted and timed. */
  timed<A extends unknown[], R>(kind: string, draw: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
    return async (...args) => {
      const start = performance.now();
      let outcome = 'error';
      try {
        const result = await draw(...args);
        outcome = 'ok';
        return result;
      } finally {
        const seconds = (performance.now() - start) / 1000;
        this.renders.inc({ kind, outcome });
        this.renderSeconds.observe({ kind }, seconds);
        this.renderLatency.observe({ kind }, seconds);
      }
    };
  }
}
