import type { BotContext } from '../kernel/context';
import { sweepLobbies } from '../lobby/lobby-expiry';
import { sweep } from '../seats/timeouts';
import { sweepTurnPings } from '../pings/turn-pings';

/** Looks for due reminders, time-outs, expired lobbies and held turn pings once a minute unless told otherwise. */
export const DEFAULT_SWEEP_INTERVAL_MS = 60_000;

export interface Sweeper {
  /** Runs a sweep now (or once more after the running one); resolves when done. */
  sweep(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The periodic sweep: an interval timer, plus a sweep whenever the clock jumps forward. Only one sweep runs at a
 * time; asking while one runs queues exactly one more. The store holds everything a sweep needs, so the timer is only
 * a trigger: a restart loses nothing.
 */
export function startSweeper(ctx: BotContext, intervalMs = DEFAULT_SWEEP_INTERVAL_MS): Sweeper {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await sweep(ctx);
        await sweepLobbies(ctx);
        await sweepTurnPings(ctx);
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void run().catch((error: unknown) => ctx.log.error('sweep failed', error)), intervalMs);
  timer.unref();
  const unsubscribe = ctx.clock.onAdvance?.(() => void run().catch((error: unknown) => ctx.log.error('sweep failed', error)));
  return {
    sweep: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe?.();
      await running;
    },
  };
}
