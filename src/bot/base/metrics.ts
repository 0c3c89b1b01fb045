import { Counter, Gauge, Histogram, Registry, Summary, collectDefaultMetrics } from 'prom-client';

/** What an interaction came to: done, refused with a reason the player was told, or failed. */
export type Outcome = 'applied' | 'refused' | 'error';

/** Seconds: interactions are acknowledged within Discord's 3 s; drawing a board takes up to a few seconds. */
const LATENCY_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10];
const PERCENTILES = [0.5, 0.9, 0.95, 0.99];
/** Percentiles of the last ten minutes (a summary's sliding window). */
const WINDOW = { maxAgeSeconds: 600, ageBuckets: 5 };

/**
 * One duration kept two ways: histogram buckets `tafelrunde_<name>_duration_seconds` (aggregate over processes) and a
 * ten-minute summary `tafelrunde_<name>_latency_seconds` (percentiles as they are now). Returns the observer.
 */
function latency<L extends string>(
  registry: Registry,
  name: string,
  label: L,
  help: { duration: string; percentiles: string },
): (value: string, seconds: number) => void {
  const histogram = new Histogram<L>({
    name: `tafelrunde_${name}_duration_seconds`,
    help: help.duration,
    labelNames: [label],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const summary = new Summary<L>({
    name: `tafelrunde_${name}_latency_seconds`,
    help: help.percentiles,
    labelNames: [label],
    percentiles: PERCENTILES,
    ...WINDOW,
    registers: [registry],
  });
  return (value, seconds) => {
    const labels = { [label]: value } as Partial<Record<L, string>>;
    histogram.observe(labels, seconds);
    summary.observe(labels, seconds);
  };
}

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

  private readonly interactionTime = latency(this.registry, 'interaction', 'type', {
    duration: 'Time from receiving an interaction to having answered it, by type',
    percentiles: 'Percentiles of the interaction time over the last ten minutes, by type',
  });

  readonly renders = new Counter({
    name: 'tafelrunde_renders_total',
    help: 'Pictures drawn (boards, phone pictures, score charts), by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly renderTime = latency(this.registry, 'render', 'kind', {
    duration: 'Time to draw a picture, by kind',
    percentiles: 'Percentiles of the drawing time over the last ten minutes, by kind',
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

  readonly lateBoardPictures = new Counter({
    name: 'tafelrunde_late_board_pictures_total',
    help: 'Boards that went out before their pictures were drawn and got them by an edit (the draw queue was busy)',
    registers: [this.registry],
  });

  constructor(sources: { gateway: () => number; ready: () => boolean; games: () => Promise<Record<string, number>>; drawsWaiting?: () => number }) {
    new Gauge({
      name: 'tafelrunde_draws_waiting',
      help: 'Pictures waiting in the draw queue for the render pool',
      registers: [this.registry],
      collect() {
        this.set(sources.drawsWaiting?.() ?? 0);
      },
    });
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
    this.interactionTime(type, ms / 1000);
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
        this.renders.inc({ kind, outcome });
        this.renderTime(kind, (performance.now() - start) / 1000);
      }
    };
  }
}
