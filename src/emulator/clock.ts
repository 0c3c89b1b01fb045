/**
 * The emulator's notion of "now". Tests move it forward instead of sleeping, e.g. to let the 3-second interaction
 * window or the 15-minute token lifetime pass in an instant.
 */
export class EmulatorClock {
  private offsetMs = 0;
  private readonly listeners = new Set<() => void>();

  now(): number {
    return Date.now() + this.offsetMs;
  }

  iso(ms: number = this.now()): string {
    return new Date(ms).toISOString();
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`cannot move the clock by ${ms} ms`);
    this.offsetMs += ms;
    for (const listener of this.listeners) listener();
  }

  /** Called after every advance, so timers that depend on the virtual time can re-check. */
  onAdvance(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
