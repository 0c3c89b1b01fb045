/** One decision of a computer seat, by game id and level: what the worker threads run (and tests call directly). */
import { moduleById } from '../games/index';
import type { Seat } from '../engine/types';
import { BUDGETS, type Level } from './levels';
import { search, type SearchBudget } from './search';

export interface ThinkJob {
  gameId: string;
  state: unknown;
  seat: Seat;
  level: Level;
  seed: string;
  /** Overrides the level's budget (tests, the arena's quick runs). */
  budget?: SearchBudget;
}

export interface ThinkAnswer {
  path: string[];
  iterations: number;
  ms: number;
}

export function think(job: ThinkJob): ThinkAnswer {
  const module = moduleById(job.gameId);
  if (!module) throw new Error(`unknown game ${job.gameId}`);
  return search({
    engine: module.engine,
    state: job.state,
    seat: job.seat,
    budget: job.budget ?? BUDGETS[job.level],
    seed: job.seed,
    tuning: module.search ?? {},
  });
}
