import type { Metric } from './metric';

/** Every benchmark of the project by area; each area adds one line. */
export const benches: Record<string, () => Promise<Metric[]>> = {};
