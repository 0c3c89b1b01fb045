/** One decision of a computer seat, by game id and level: what the worker threads run (and tests call directly). */
import { engineById } from '../games/index';
import type { Seat } from '../engine/types';
import { BUDGETS, type Level } from './levels';
import { search, type SearchBudget } from './search';
import { tuningFor } from './tuning';

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
  const engine = engineById(job.gameId);
  if (!engine) throw new Error(`unknown game ${job.gameId}`);
  return search({
    engine,
    state: job.state,
    seat: job.seat,
    budget: job.budget ?? BUDGETS[job.level],
    seed: job.seed,
    tuning: tuningFor(job.gameId),
  });
}
