/** One decision of a computer seat, by game id and level: what the worker threads run (and tests call directly). */
import { engines, moduleById } from '../games/index';
import type { Seat } from '../engine/types';
import { BUDGETS, type Level } from './levels';
import { search, type RankedMove, type SearchBudget } from './search';

export interface ThinkJob {
  gameId: string;
  state: unknown;
  seat: Seat;
  level: Level;
  seed: string;
  /** Overrides the level's budget (tests, the arena's quick runs). */
  budget?: SearchBudget;
  /** Also rank the seat's whole moves, following its next moves this deep (search's `rank`). */
  rank?: number;
}

export interface ThinkAnswer {
  path: string[];
  iterations: number;
  ms: number;
  ranking?: RankedMove[];
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
    ...(job.rank === undefined ? {} : { rank: job.rank }),
  });
}

/**
 * A few short searches in every game, run once when a thread starts: the first real decision then runs on compiled
 * code, so a cold thread does not spend an easy player's whole 0.2 s on one iteration.
 */
export function warmUp(iterations = 60): void {
  for (const engine of Object.values(engines)) {
    const state = engine.setup({}, 2, 'warm-up');
    const seat = engine.awaiting(state)[0];
    if (seat === undefined) continue;
    think({ gameId: engine.id, state, seat, level: 'easy', seed: 'warm-up', budget: { iterations, ms: 2_000 } });
  }
}
