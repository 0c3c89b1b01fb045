import type { Seat } from './types';

/**
 * The seats with the best tie-break key: keys compare element by element (points first, then each tie-breaker),
 * higher wins; seats with an equal best key share the win.
 */
export function bestSeats(seatCount: number, key: (seat: Seat) => readonly number[]): Seat[] {
  let best: Seat[] = [];
  let bestKey: readonly number[] = [];
  for (let seat = 0; seat < seatCount; seat++) {
    const k = key(seat);
    const cmp = compareKeys(k, bestKey);
    if (best.length === 0 || cmp > 0) {
      best = [seat];
      bestKey = k;
    } else if (cmp === 0) best.push(seat);
  }
  return best;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
