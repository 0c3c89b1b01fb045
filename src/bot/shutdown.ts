/** Runs `close` once on SIGINT or SIGTERM, then exits 0 (1 when closing failed). */
export function closeOnSignals(close: () => Promise<void>, log: (message: string) => void = console.log): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log(`${signal}: shutting down`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}
