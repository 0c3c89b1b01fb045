import { EmulatorClock } from './clock';
import type { ResolvedOptions } from './options';
import type { WireContext } from './serialize';
import { SnowflakeGenerator } from './snowflake';
import { EmulatorState } from './state';
import { RateLimiter, resolveRateLimits } from './rate-limits';

export interface UnknownRoute {
  method: string;
  path: string;
  at: string;
}

/** The Discord REST calls the bot made: the total, and by route (ids and tokens written as :id and :token). */
export interface RestCallCount {
  total: number;
  byRoute: Record<string, number>;
}

/** A request path with its ids and tokens replaced, so calls to one route count together. */
export function restRouteKey(method: string, path: string): string {
  const segments = path.split('/').map((segment) => (/^\d+$/.test(segment) ? ':id' : segment.length > 30 ? ':token' : segment));
  return `${method} ${segments.join('/')}`;
}

/** What every part of the emulator shares: options, clock, state, the public URL and the log. */
export class EmulatorCore implements WireContext {
  readonly clock = new EmulatorClock();
  readonly state: EmulatorState;
  /** Set once the server listens. */
  baseUrl = '';
  /** Requests no route answered — logged loudly and kept for tests to assert on. */
  readonly unknownRoutes: UnknownRoute[] = [];
  /** Every Discord REST request, counted (benches count the calls a move costs). */
  readonly restCalls: RestCallCount = { total: 0, byRoute: {} };

  /** Discord's REST rate limits, enforced on every /api request. */
  readonly rateLimiter: RateLimiter;

  countRestCall(method: string, path: string): void {
    const key = restRouteKey(method, path);
    this.restCalls.total++;
    this.restCalls.byRoute[key] = (this.restCalls.byRoute[key] ?? 0) + 1;
  }

  constructor(readonly options: ResolvedOptions) {
    this.rateLimiter = new RateLimiter(resolveRateLimits(options.rateLimits));
    this.state = new EmulatorState(new SnowflakeGenerator(), this.clock, {
      name: options.botName,
      token: options.token,
      applicationId: options.applicationId,
    });
  }

  iso(ms: number): string {
    return new Date(ms).toISOString();
  }

  info(line: string): void {
    if (!this.options.verbose) return;
    if (this.options.log) this.options.log('info', line);
    else console.log(`[emulator] ${line}`);
  }

  warn(line: string): void {
    if (this.options.log) this.options.log('warn', line);
    else console.warn(`[emulator] ${line}`);
  }
}
