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
