/**
 * The queue in front of the render pool: every picture the bot draws waits here for a free slot, so the pool's own
 * queue never fills (a full piscina queue refuses the job at once, and the board went out without its picture).
 *
 * Order: by class first (a game's live board, then panel pictures, then browsing — /replay, /leaderboard —, then
 * score charts, then timelapses); within a class, round robin over servers and, within a server, over lanes (a
 * member, or a game), so one member's /replay clicks take turns with everyone else's instead of queueing in front of
 * them. Browsing and later classes never take the last slot: a board waits for at most one running drawing.
 * A request with a key replaces a request with the same key that still waits (a game's board: only its newest
 * version is drawn); the replaced one is answered with Superseded.
 *
 * Why not p-queue: its priorities are one FIFO per priority, with no round robin per key and no way to replace a
 * waiting job; the scheduler below is the small part that is needed (about sixty lines), and it only orders
 * promises — the drawing itself stays on the pool's worker threads.
 */

/** The kinds of picture, most urgent first. */
export const DRAW_CLASSES = ['board', 'panel', 'browse', 'chart', 'timelapse'] as const;
export type DrawClass = (typeof DRAW_CLASSES)[number];

/** Classes that leave one slot free for the ones before them. */
const YIELDING: ReadonlySet<DrawClass> = new Set(['browse', 'chart', 'timelapse']);

export interface DrawRequest<T> {
  kind: DrawClass;
  /** The server it is for ('' outside one). */
  guild: string;
  /** Who or what takes turns within the server: the member asking, or the game. */
  lane: string;
  /** A later request with the same key replaces this one while it waits. */
  key?: string;
  /** Called when the drawing starts (after its wait). */
  started?: () => void;
  draw: () => Promise<T>;
}

/** The answer of a request replaced by a newer one with the same key before it was drawn. */
export class Superseded extends Error {
  constructor(key: string) {
    super(`drawing ${key} was replaced by a newer one`);
    this.name = 'Superseded';
  }
}

interface Waiting {
  request: DrawRequest<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Server → lane → requests; Map order is the round robin's order (a served entry moves to the end). */
type ClassQueue = Map<string, Map<string, Waiting[]>>;

export class DrawQueue {
  private readonly queues = new Map<DrawClass, ClassQueue>(DRAW_CLASSES.map((kind) => [kind, new Map()]));
  private readonly byKey = new Map<string, Waiting>();
  private running = 0;
  private waitingCount = 0;

  /** `slots`: drawings at once (the pool's threads plus a little lead, so no thread idles between jobs). */
  constructor(readonly slots: number) {
    if (slots < 1) throw new Error('a draw queue needs at least one slot');
  }

  run<T>(request: DrawRequest<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const entry: Waiting = { request: request as DrawRequest<unknown>, resolve: resolve as (value: unknown) => void, reject };
      if (request.key !== undefined) {
        const earlier = this.byKey.get(request.key);
        if (earlier) this.remove(earlier).reject(new Superseded(request.key));
        this.byKey.set(request.key, entry);
      }
      const queue = this.queues.get(request.kind)!;
      const server = queue.get(request.guild) ?? new Map<string, Waiting[]>();
      queue.set(request.guild, server);
      const lane = server.get(request.lane) ?? [];
      server.set(request.lane, lane);
      lane.push(entry);
      this.waitingCount++;
      this.pump();
    });
  }

  /** Requests waiting for a slot. */
  waiting(): number {
    return this.waitingCount;
  }

  /** Drawings running now. */
  busy(): number {
    return this.running;
  }

  private remove(entry: Waiting): Waiting {
    const server = this.queues.get(entry.request.kind)!.get(entry.request.guild);
    const lane = server?.get(entry.request.lane);
    const index = lane?.indexOf(entry) ?? -1;
    if (lane && index >= 0) {
      lane.splice(index, 1);
      this.waitingCount--;
      if (lane.length === 0) server!.delete(entry.request.lane);
      if (server!.size === 0) this.queues.get(entry.request.kind)!.delete(entry.request.guild);
    }
    return entry;
  }

  /** The next request in round-robin order among the classes that may take a slot now, taken out of the queue. */
  private next(): Waiting | null {
    for (const kind of DRAW_CLASSES) {
      if (YIELDING.has(kind) && this.slots > 1 && this.running >= this.slots - 1) return null;
      const queue = this.queues.get(kind)!;
      const [guild, server] = queue.entries().next().value ?? [];
      if (guild === undefined || !server) continue;
      const [lane, entries] = server.entries().next().value!;
      const entry = entries.shift()!;
      this.waitingCount--;
      // Served: this lane goes behind the server's other lanes, and the server behind the other servers.
      server.delete(lane);
      if (entries.length > 0) server.set(lane, entries);
      queue.delete(guild);
      if (server.size > 0) queue.set(guild, server);
      return entry;
    }
    return null;
  }

  private pump(): void {
    while (this.running < this.slots) {
      const entry = this.next();
      if (!entry) return;
      const { request } = entry;
      if (request.key !== undefined && this.byKey.get(request.key) === entry) this.byKey.delete(request.key);
      this.running++;
      const work = (async () => {
        request.started?.();
        return request.draw();
      })();
      work.then(entry.resolve, entry.reject).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }
}

/** Through the queue when there is one (the bot always has one; contexts built by tests may not), else at once. */
export function drawQueued<T>(queue: DrawQueue | undefined, request: DrawRequest<T>): Promise<T> {
  if (queue) return queue.run(request);
  request.started?.();
  return request.draw();
}
