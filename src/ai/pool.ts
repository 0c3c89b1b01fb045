/**
 * Computer players think on worker threads, so a search of seconds never holds up other games' clicks on the main
 * event loop. A small pool of its own (node:worker_threads): jobs queue when every thread is busy.
 */
import { Worker } from 'node:worker_threads';
import type { ThinkAnswer, ThinkJob } from './think';

export interface ThinkPool {
  think(job: ThinkJob): Promise<ThinkAnswer>;
  /** Jobs running or waiting. */
  pending(): number;
  close(): Promise<void>;
}

interface Waiting {
  id: number;
  job: ThinkJob;
  resolve: (answer: ThinkAnswer) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  busy: Waiting | null;
}

/** One thread by default: the machine's other core stays with the main loop and the render pool. */
export function createThinkPool(threads = 1): ThinkPool {
  const queue: Waiting[] = [];
  const pool: Thread[] = [];
  let nextId = 1;
  let closed = false;

  const startThread = (): Thread => {
    const thread: Thread = { worker: new Worker(new URL('./worker.mjs', import.meta.url)), busy: null };
    thread.worker.on('message', (message: { id: number; answer?: ThinkAnswer; error?: string }) => {
      const job = thread.busy;
      thread.busy = null;
      if (job && job.id === message.id) {
        if (message.answer) job.resolve(message.answer);
        else job.reject(new Error(message.error ?? 'computer player failed'));
      }
      dispatch();
    });
    thread.worker.on('error', (error) => {
      thread.busy?.reject(error);
      thread.busy = null;
      const index = pool.indexOf(thread);
      if (index >= 0 && !closed) pool[index] = startThread();
      dispatch();
    });
    // A thread that never finished a job must not keep the process alive on its own.
    thread.worker.unref();
    return thread;
  };

  const dispatch = (): void => {
    for (const thread of pool) {
      if (thread.busy || queue.length === 0) continue;
      const job = queue.shift()!;
      thread.busy = job;
      thread.worker.ref();
      thread.worker.postMessage({ id: job.id, job: job.job });
    }
    for (const thread of pool) if (!thread.busy) thread.worker.unref();
  };

  for (let i = 0; i < Math.max(1, threads); i++) pool.push(startThread());

  return {
    think: (job) =>
      new Promise<ThinkAnswer>((resolve, reject) => {
        if (closed) return reject(new Error('the computer player pool is closed'));
        queue.push({ id: nextId++, job, resolve, reject });
        dispatch();
      }),
    pending: () => queue.length + pool.filter((t) => t.busy).length,
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) waiting.reject(new Error('the computer player pool is closed'));
      await Promise.all(pool.map((t) => t.worker.terminate()));
    },
  };
}
