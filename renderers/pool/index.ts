/**
 * The render pool: the bot's board, panel and final pictures are drawn and encoded on worker threads (piscina), so
 * drawing one game's board never holds up another game's clicks on the main event loop. It offers the same
 * functions as the in-process registry (renderers/index.ts), which tests inject directly instead.
 */
import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
// Loaded here too so the native library stays in the process when a worker thread exits (sharp's advice for workers).
import 'sharp';
import type { Locale } from '../../src/engine/types';
import {
  highlightRenderers as inProcessHighlight,
  phoneRenderers as inProcessPhone,
  renderers as inProcess,
  type BoardRenderer,
  type HighlightOptions,
  type HighlightRenderer,
  type PhoneRenderer,
  type RenderOptions,
  type ScoreChartInput,
} from '../index';
import type { RenderJob } from './job';
import type { AnimationOptions } from '../timelapse';

export interface RenderPoolOptions {
  /** Worker threads; one fewer than the machine's cores by default (at least one). */
  threads?: number;
  /** Jobs waiting beyond the busy threads; one more is refused at once (the bot's draw queue keeps within `slots`). */
  maxQueue?: number;
}

export interface RenderPool {
  /** By game id, as the in-process registry. */
  renderers: Record<string, BoardRenderer>;
  /** The board message's phone pictures, by game id, as the in-process registry. */
  phoneRenderers: Record<string, PhoneRenderer>;
  /** A prompt's cells as a picture (the Play panel's), by game id, as the in-process registry. */
  highlightRenderers: Record<string, HighlightRenderer>;
  scoreChart: (input: ScoreChartInput, locale: Locale) => Promise<Buffer>;
  /** A finished game's frames → its animated GIF (renderers/timelapse.ts), on a worker like every picture. */
  timelapse: (frames: Buffer[], options: AnimationOptions) => Promise<Buffer>;
  /**
   * Jobs to hand the pool at once: each thread's job and one waiting behind it, so no thread idles between jobs.
   * The bot's draw queue (src/bot/base/draw-queue.ts) holds everything beyond, in its own order.
   */
  slots: number;
  /** Jobs running or waiting now. */
  pending(): number;
  close(): Promise<void>;
}

/**
 * Threads for this machine: one per core but one, which stays with the main thread's event loop, so clicks are
 * acknowledged while boards draw (docs/rendering.md).
 */
export function defaultRenderThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * The thread's file: from the sources (tsx, vitest) the shim that loads the TypeScript through tsx; in the build
 * (scripts/build.mjs) this code is part of dist/main.js and the bundled thread sits beside it.
 */
const THREAD_FILE = import.meta.url.endsWith('.ts') ? new URL('./worker.mjs', import.meta.url) : new URL('./render-thread.js', import.meta.url);

export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  const threads = options.threads ?? defaultRenderThreads();
  const maxQueue = options.maxQueue ?? 8 * threads;
  const pool = new Piscina<RenderJob, Uint8Array | Uint8Array[]>({
    filename: THREAD_FILE.href,
    minThreads: threads,
    maxThreads: threads,
    maxQueue,
    // A board is a few ms of work: idle threads stay, so the next click does not pay for a thread start.
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  let inFlight = 0;
  const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const runRaw = async (job: RenderJob): Promise<Uint8Array | Uint8Array[]> => {
    inFlight++;
    try {
      return await pool.run(job);
    } finally {
      inFlight--;
    }
  };
  const run = async (job: RenderJob): Promise<Buffer> => {
    const bytes = await runRaw(job);
    if (Array.isArray(bytes)) throw new Error('render pool: one picture expected');
    return asBuffer(bytes);
  };
  const phoneRenderers: Record<string, PhoneRenderer> = {};
  for (const gameId of Object.keys(inProcessPhone)) {
    phoneRenderers[gameId] = async (view: unknown, locale: Locale, renderOptions?: RenderOptions) => {
      const pictures = await runRaw({ kind: 'phone', gameId, view, locale, ...(renderOptions ? { options: renderOptions } : {}) });
      return (Array.isArray(pictures) ? pictures : [pictures]).map(asBuffer);
    };
  }
  const highlightRenderers: Record<string, HighlightRenderer> = {};
  for (const gameId of Object.keys(inProcessHighlight)) {
    highlightRenderers[gameId] = (view: unknown, cells: readonly string[], locale: Locale, highlightOptions?: HighlightOptions) =>
      run({ kind: 'highlight', gameId, view, cells: [...cells], locale, ...(highlightOptions ? { options: highlightOptions } : {}) });
  }
  const renderers: Record<string, BoardRenderer> = {};
  for (const gameId of Object.keys(inProcess)) {
    renderers[gameId] = (view: unknown, locale: Locale, renderOptions?: RenderOptions) =>
      run({ kind: 'board', gameId, view, locale, ...(renderOptions ? { options: renderOptions } : {}) });
  }
  return {
    renderers,
    phoneRenderers,
    highlightRenderers,
    scoreChart: (input, locale) => run({ kind: 'score-chart', input, locale }),
    // Between frames is the worker's own business: the bot's thread only waits (the caller keeps its deadline).
    timelapse: (frames, { between: _between, ...options }) => run({ kind: 'timelapse', frames, options }),
    slots: threads + Math.min(threads, maxQueue),
    pending: () => inFlight,
    close: () => pool.destroy(),
  };
}
