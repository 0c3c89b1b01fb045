/** Per-game tuning of the search (playout length, evaluation, playout policy); games not listed use the defaults. */
import type { SearchTuning } from './search';

const TUNING: Record<string, SearchTuning> = {
  // A Pandoria move can cost tens of ms (placements over the whole board): short playouts keep one iteration well
  // inside easy's budget (with six moves the arena saw easy's p95 at 0.22 s on the loaded machine).
  pandoria: { playoutMoves: 2 },
};

export function tuningFor(gameId: string): SearchTuning {
  return TUNING[gameId] ?? {};
}
