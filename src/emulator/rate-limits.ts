// Discord's REST rate limits as the docs describe them (topics/rate-limits): a global limit per bot token that
// interaction endpoints are exempt from, and per-route buckets keyed by method + route, counted separately for each
// top-level resource (channel, guild, webhook id + token). Every answer carries the bucket's X-RateLimit-* headers.
import { createHash } from 'node:crypto';

/** A fixed window: `limit` requests, then wait until `windowMs` after the window's first request. */
export interface BucketLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimitOptions {
  /** Bot-initiated requests per second across all routes (Discord: 50); Infinity turns the global limit off. */
  globalPerSecond?: number;
  /** Every route's bucket unless `routes` names it. Discord publishes none; 5 per 5 s is what message sends observe. */
  route?: BucketLimit;
  /** Buckets for single routes, keyed like "POST /channels/:channelId/messages". */
  routes?: Record<string, BucketLimit>;
}

export type ResolvedRateLimits = Required<RateLimitOptions>;

export const DISCORD_RATE_LIMITS: ResolvedRateLimits = {
  globalPerSecond: 50,
  route: { limit: 5, windowMs: 5_000 },
  routes: {},
};

/** Options for tests that want speed, not Discord's pacing: every limit far out of reach. */
export const UNLIMITED_RATE_LIMITS: RateLimitOptions = {
  globalPerSecond: Infinity,
  route: { limit: Number.MAX_SAFE_INTEGER, windowMs: 1_000 },
};

export function resolveRateLimits(options: RateLimitOptions = {}): ResolvedRateLimits {
  return {
    globalPerSecond: options.globalPerSecond ?? DISCORD_RATE_LIMITS.globalPerSecond,
    route: options.route ?? DISCORD_RATE_LIMITS.route,
    routes: options.routes ?? {},
  };
}

/** The path parameters that make their own bucket (docs: "top-level resources"). */
const MAJOR_PARAMS = ['channelId', 'guildId', 'appId', 'token'] as const;

/** What the server needs to answer: headers for every reply, and the 429 body when refused. */
export interface RateLimitVerdict {
  headers: Record<string, string>;
  /** Discord's rate-limit body; the OpenAPI description requires `code` (0 when no error code applies). */
  refused: { message: string; retry_after: number; global: boolean; code: number } | null;
}

/** What the control API reports: how many 429s were served, by scope and by route. */
export interface RateLimitStats {
  limited: number;
  global: number;
  byRoute: Record<string, number>;
  limits: { globalPerSecond: number | null; route: BucketLimit; routes: Record<string, BucketLimit> };
}

interface Window {
  startedAt: number;
  used: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Window>();
  private globalWindow: Window = { startedAt: 0, used: 0 };
  private readonly stats = { limited: 0, global: 0, byRoute: {} as Record<string, number> };

  constructor(
    private readonly limits: ResolvedRateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one request to `route` (e.g. "POST /channels/:channelId/messages") and says whether it may pass.
   * `exemptFromGlobal` is for interaction callbacks and interaction webhooks.
   */
  take(route: string, params: Record<string, string>, exemptFromGlobal: boolean): RateLimitVerdict {
    const now = this.now();
    const limit = this.limits.routes[route] ?? this.limits.route;
    const major = MAJOR_PARAMS.map((key) => params[key] ?? '').join('/');
    const key = `${route} ${major}`;
    let window = this.buckets.get(key);
    if (!window || now >= window.startedAt + limit.windowMs) {
      window = { startedAt: now, used: 0 };
      this.buckets.set(key, window);
    }
    const resetAt = window.startedAt + limit.windowMs;
    const headersAfter = (used: number): Record<string, string> => ({
      'x-ratelimit-limit': String(limit.limit),
      'x-ratelimit-remaining': String(Math.max(0, limit.limit - used)),
      'x-ratelimit-reset': (resetAt / 1000).toFixed(3),
      'x-ratelimit-reset-after': seconds(resetAt - now),
      'x-ratelimit-bucket': bucketHash(route),
    });

    if (!exemptFromGlobal && Number.isFinite(this.limits.globalPerSecond)) {
      if (now >= this.globalWindow.startedAt + 1000) this.globalWindow = { startedAt: now, used: 0 };
      if (this.globalWindow.used >= this.limits.globalPerSecond) {
        const retryAfter = seconds(this.globalWindow.startedAt + 1000 - now);
        this.count(route, true);
        return {
          // A global 429 carries no bucket headers (docs: the global limit is not a bucket).
          headers: { 'retry-after': retryAfter, 'x-ratelimit-global': 'true', 'x-ratelimit-scope': 'global' },
          refused: { message: 'You are being rate limited.', retry_after: Number(retryAfter), global: true, code: 0 },
        };
      }
    }
    if (window.used >= limit.limit) {
      const retryAfter = seconds(resetAt - now);
      this.count(route, false);
      return {
        headers: { ...headersAfter(window.used), 'retry-after': retryAfter, 'x-ratelimit-scope': 'user' },
        refused: { message: 'You are being rate limited.', retry_after: Number(retryAfter), global: false, code: 0 },
      };
    }
    window.used++;
    if (!exemptFromGlobal) this.globalWindow.used++;
    return { headers: headersAfter(window.used), refused: null };
  }

  report(): RateLimitStats {
    return {
      limited: this.stats.limited,
      global: this.stats.global,
      byRoute: { ...this.stats.byRoute },
      limits: {
        globalPerSecond: Number.isFinite(this.limits.globalPerSecond) ? this.limits.globalPerSecond : null,
        route: this.limits.route,
        routes: this.limits.routes,
      },
    };
  }

  private count(route: string, global: boolean): void {
    this.stats.limited++;
    if (global) this.stats.global++;
    this.stats.byRoute[route] = (this.stats.byRoute[route] ?? 0) + 1;
  }
}

/** Seconds with millisecond precision, as Discord writes them ("0.337"); never below one millisecond. */
function seconds(ms: number): string {
  return (Math.max(1, Math.ceil(ms)) / 1000).toFixed(3);
}

/** An opaque bucket id per route, like Discord's hex hashes. */
function bucketHash(route: string): string {
  return createHash('sha1').update(route).digest('hex').slice(0, 32);
}
