/**
 * A read or write of the store failed (or a write was not confirmed). Thrown by every Store method instead of being
 * swallowed, so a click is answered "not saved" and start-up stops with the reason.
 */
export class StoreError extends Error {
  constructor(what: string, cause?: unknown) {
    super(`store: ${what}${cause instanceof Error ? `: ${cause.message}` : cause !== undefined ? `: ${String(cause)}` : ''}`, { cause });
    this.name = 'StoreError';
  }
}
