/**
 * The bot's notion of "now", injected so deadlines and reminders can be tested (and tried in the playground) by
 * moving time forward instead of waiting. Production uses the system clock.
 */
export interface Clock {
  now(): number;
  /** Called after the clock jumps forward (a test or the playground moved it), so due work can be looked at at once. */
  onAdvance?(listener: () => void): () => void;
}

export const systemClock: Clock = { now: () => Date.now() };
