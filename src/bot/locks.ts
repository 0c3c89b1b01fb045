/**
 * One lock per key (a game id, an index key): callers with the same key run one after another, in arrival
 * order. Per process only — a guild lives on one shard, so every click of a game reaches the same process.
 */
export class Locks {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.tails.set(key, tail);
    await previous;
    try {
      return await work();
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
