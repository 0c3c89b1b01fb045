/**
 * Computer players think on worker threads (piscina), so a search of seconds never holds up other games' clicks on
 * the main event loop. Decisions queue when every thread is busy; each one's time is its level's budget (think.ts).
 */
import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import type { ThinkAnswer, ThinkJob } from './think';

export interface ThinkPool {
  think(job: ThinkJob): Promise<ThinkAnswer>;
  /** Jobs running or waiting. */
  pending(): number;
  close(): Promise<void>;
}

/**
 * Threads for this machine (TAFELRUNDE_THINK_THREADS when unset): one per core but one, which stays with the main
 * thread's event loop; on two cores or fewer a single thread, so clicks and pictures keep a core.
 */
export function defaultThinkThreads(cores = availableParallelism()): number {
  return cores <= 2 ? 1 : cores - 1;
}

/**
 * The thread's file: from the sources (tsx, vitest) the shim that loads the TypeScript through tsx; in the build
 * (scripts/build.mjs) this code is part of dist/main.js and the bundled thread sits beside it.
 */
const THREAD_FILE = import.meta.url.endsWith('.ts') ? new URL('./worker.mjs', import.meta.url) : new URL('./think-thread.js', import.meta.url);

export function createThinkPool(threads = defaultThinkThreads()): ThinkPool {
  const count = Math.max(1, threads);
  const pool = new Piscina<ThinkJob, ThinkAnswer>({
    filename: THREAD_FILE.href,
    minThreads: count,
    maxThreads: count,
    // Warm threads stay (think-thread.ts warms each one up once); idle ones do not keep the process alive.
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  let inFlight = 0;
  let closed = false;
  return {
    async think(job) {
      if (closed) throw new Error('the computer player pool is closed');
      inFlight++;
      try {
        return await pool.run(job);
      } finally {
        inFlight--;
      }
    },
    pending: () => inFlight,
    async close() {
      closed = true;
      await pool.destroy();
    },
  };
}
