/**
 * Seats are 0-based in clockwise table order. The player "to the right" of a seat is its counter-clockwise
 * neighbour, (s - 1 + n) % n: the opening draft starts there and the packet travels that way. Play order
 * (placement, the start player marker) goes clockwise, (s + 1) % n.
 */
import type { Seat } from '../../engine/types';

export function rightOf(seat: Seat, seats: number): Seat {
  return (seat - 1 + seats) % seats;
}

export function leftOf(seat: Seat, seats: number): Seat {
  return (seat + 1) % seats;
}
