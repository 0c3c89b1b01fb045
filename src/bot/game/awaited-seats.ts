import type { Seat } from '../../engine/types';

/** Whether a move left exactly the same seats awaited (the mover continues their own turn): a quiet move. */
export function sameSeats(before: readonly Seat[], after: readonly Seat[]): boolean {
  return before.length === after.length && before.every((seat) => after.includes(seat));
}

/** Seats that must act now but did not have to before: the ones to ping after a move. */
export function newlyAwaited(before: readonly Seat[], after: readonly Seat[]): Seat[] {
  return after.filter((seat) => !before.includes(seat));
}
