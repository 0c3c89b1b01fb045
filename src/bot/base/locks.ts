import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * One lock per key (a game id, an index key): callers with the same key run one after another, in arrival
 * order. Per process only — a guild lives on one shard, so every click of a game reaches the same process.
 */
export class Locks {
  private readonly tails = new Map<string, Promise<void>>();
  /** The keys the running code holds, so that a nested run of a held key runs at once instead of waiting for itself. */
  private readonly held = new AsyncLocalStorage<ReadonlySet<string>>();

  /**
   * Runs `work` once every earlier job of `key` has finished. Inside a job of `key`, a nested run of `key` runs at
   * once (it holds the lock already). `detached`: the job does not belong to the caller (queued, not awaited by it),
   * so it inherits none of the caller's keys.
   */
  async run<T>(key: string, work: () => Promise<T>, { detached = false }: { detached?: boolean } = {}): Promise<T> {
    const inherited = detached ? new Set<string>() : (this.held.getStore() ?? new Set<string>());
    if (inherited.has(key)) return work();
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.tails.set(key, tail);
    await previous;
    try {
      return await this.held.run(new Set([...inherited, key]), work);
    } finally {
      release();
      // Forget the key once nobody queues behind us, so the map does not grow with every game ever played.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** Keys somebody holds or waits for (for tests and shutdown). */
  get busy(): number {
    return this.tails.size;
  }

  /** Resolves once every queued job has finished. */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }
}
