/** Axis scales for charts: "nice" round tick steps (1, 2, 5 × 10ⁿ) covering a data range. */

/** Ticks from `min` to at least `max` with about `count` steps of a round size. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const low = Math.min(0, min);
  const high = Math.max(low + 1, max);
  const rough = (high - low) / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let value = first; value < high + step; value += step) {
    ticks.push(Number(value.toFixed(10)));
    if (value >= high) break;
  }
  return ticks;
}

/** A linear map from a data range onto a pixel range. */
export function linearScale(domain: [number, number], range: [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}
