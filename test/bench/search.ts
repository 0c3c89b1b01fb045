/**
 * The computer players' search speed per game (`npm run bench -- search`): iterations a second of the search every
 * level runs, at fixed decision points of a seeded 2-seat random game, with the game module's own tuning. The strong
 * level's strength in a game grows with this figure, since its budget is a time limit.
 */
import { search } from '../../src/ai/search';
import { playout } from '../../src/engine/driver';
import type { AnyGameModule } from '../../src/engine/module';
import type { Seat } from '../../src/engine/types';
import { gameModules } from '../../src/games';
import { cpuClock, fastestTimes, perSecond, round, type Metric } from './metric';

const SEATS = 2;
const POSITIONS = 8;
const ITERATIONS = 300;
/** Each search is run this often; its fastest time counts (fastestTimes). */
const RUNS = 2;

export interface DecisionPoint {
  state: unknown;
  seat: Seat;
}

/** `count` decision points spread evenly over one seeded random game, each with more than one option to weigh. */
export function decisionPoints(module: AnyGameModule, count: number, seed = 'bench-search'): DecisionPoint[] {
  const { engine } = module;
  const all: DecisionPoint[] = [];
  playout(engine, {}, SEATS, seed, undefined, ({ before, seat }) => {
    const node = engine.prompt(before, seat, []);
    if ('prompt' in node && node.prompt.options.length > 1) all.push({ state: before, seat });
  });
  const step = all.length / count;
  return Array.from({ length: Math.min(count, all.length) }, (_, i) => all[Math.floor(i * step)]);
}

function searchFigures(module: AnyGameModule): Metric[] {
  const points = decisionPoints(module, POSITIONS);
  const iterations = new Array<number>(points.length).fill(0);
  const work = (i: number) => {
    const { state, seat } = points[i];
    iterations[i] = search({ engine: module.engine, state, seat, budget: { iterations: ITERATIONS, ms: Infinity }, seed: `bench-${i}`, tuning: module.search }).iterations;
  };
  // Warm-up so the JIT does not count against the figures.
  for (let i = 0; i < points.length; i++) work(i);
  // Searches a second times the mean iterations of a search.
  const meanIterations = iterations.reduce((sum, n) => sum + n, 0) / points.length;
  const iterationsPerSecond = (timesMs: readonly number[]) => round(perSecond(timesMs) * meanIterations, 0);
  return [
    { metric: `search.${module.id}.iterations_per_s`, value: iterationsPerSecond(fastestTimes(points.length, RUNS, work)), unit: 'iterations/s' },
    { metric: `search.${module.id}.iterations_per_cpu_s`, value: iterationsPerSecond(fastestTimes(points.length, RUNS, work, cpuClock)), unit: 'iterations/s' },
  ];
}

export async function bench(): Promise<Metric[]> {
  return gameModules.flatMap(searchFigures);
}
