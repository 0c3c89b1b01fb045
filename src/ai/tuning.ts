/** Per-game tuning of the search (playout length, evaluation, playout policy); games not listed use the defaults. */
import type { SearchTuning } from './search';

const TUNING: Record<string, SearchTuning> = {};

export function tuningFor(gameId: string): SearchTuning {
  return TUNING[gameId] ?? {};
}
