/**
 * The arena on worker threads (piscina): a match's games are played side by side, one game per task, so a long match
 * uses every core it is given. Each game is the same as in `playMatch` (same seed, same seating), so the figures do not
 * depend on the number of threads, only the wall time does.
 */
import Piscina from 'piscina';
import { summarize, type GameFailure, type GameRecord, type MatchResult, type MatchSpec } from './arena';

/** A match as it crosses into a thread: plain data, the engine named by its id. */
export type ArenaTask = Omit<MatchSpec, 'engine'> & { gameId: string; index: number };

export interface ThreadedMatch {
  spec: MatchSpec;
  threads: number;
  /** Called as each game ends, in the order they end (progress lines; partial results of a long run). */
  onGame?: (outcome: GameRecord | GameFailure) => void;
}

export async function playMatchOnThreads({ spec, threads, onGame }: ThreadedMatch): Promise<MatchResult> {
  const pool = new Piscina<ArenaTask, GameRecord | GameFailure>({
    filename: new URL('./arena-worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
  });
  const { engine, ...plain } = spec;
  const first = spec.first ?? 0;
  const outcomes: (GameRecord | GameFailure)[] = [];
  // One game per thread in flight, handed out in index order: given all at once, piscina starts queued games in an
  // order of its own (one 200-game run finished 31 games with one seating before any other), so a run stopped early
  // would hold a lopsided share of the seatings. This way the finished games are always about the first ones.
  let next = 0;
  const feed = async (): Promise<void> => {
    for (let offset = next++; offset < spec.games; offset = next++) {
      const outcome = await pool.run({ ...plain, gameId: engine.id, index: first + offset });
      onGame?.(outcome);
      outcomes.push(outcome);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, threads) }, feed));
    return summarize(spec, outcomes);
  } finally {
    await pool.destroy();
  }
}
