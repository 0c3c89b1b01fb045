import { EmulatorClock } from './clock';
import type { ResolvedOptions } from './options';
import type { WireContext } from './serialize';
import { SnowflakeGenerator } from './snowflake';
import { EmulatorState } from './state';

export interface UnknownRoute {
  method: string;
  path: string;
  at: string;
}

/** What every part of the emulator shares: options, clock, state, the public URL and the log. */
export class EmulatorCore implements WireContext {
  readonly clock = new EmulatorClock();
  readonly state: EmulatorState;
  /** Set once the server listens. */
  baseUrl = '';
  /** Requests no route answered — logged loudly and kept for tests to assert on. */
  readonly unknownRoutes: UnknownRoute[] = [];

  constructor(readonly options: ResolvedOptions) {
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
