export interface Metric {
  metric: string;
  value: number;
  unit: string;
}

/** The p-th percentile (0–100) of a list of samples. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/**
 * Times `work(i)` for every i < count, `runs` times over, and keeps each i's fastest time in ms. On a machine shared
 * with other jobs their load only ever adds time, so the fastest run is the one that measures the code. `now`: the
 * clock (tests pass a fake one).
 */
export function fastestTimes(count: number, runs: number, work: (i: number) => void, now = () => performance.now()): number[] {
  const best = new Array<number>(count).fill(Infinity);
  for (let run = 0; run < runs; run++) {
    for (let i = 0; i < count; i++) {
      const started = now();
      work(i);
      best[i] = Math.min(best[i], now() - started);
    }
  }
  return best;
}

/**
 * The CPU time this process has used, in ms (a clock for fastestTimes). Under heavy load from other jobs the wall clock
 * counts the time the bench waits for a core; CPU time counts only the bench's own work (GC threads included).
 */
export function cpuClock(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Items per second for per-item times in ms. */
export const perSecond = (timesMs: readonly number[]) => timesMs.length / (timesMs.reduce((a, b) => a + b, 0) / 1000);
