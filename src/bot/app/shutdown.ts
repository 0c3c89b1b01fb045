import type { Logger } from '../base/log';

/** Runs `close` once on SIGINT or SIGTERM, then exits 0 (1 when closing failed). */
export function closeOnSignals(log: Logger, close: () => Promise<void>): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: shutting down`, { signal });
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}
