import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from '../base/log';
import type { GameStore } from './game-store';

/**
 * One bot process per store. Per-game locks live in one process (and Discord delivers DM clicks to shard 0), so two
 * processes on one store could both apply moves to one game. The running process holds a lease record in the store
 * (`meta:lease`: owner id, host, pid, expiry), renews it while it runs and deletes it on a clean shutdown; a second
 * process refuses to start while the lease is held and takes it over only once it has expired (after a crash).
 */
export interface LeaseRecord {
  owner: string;
  host: string;
  pid: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export interface LeaseOptions {
  /** How long a lease lasts without renewal (default 30 s): a crashed process blocks a restart at most this long. */
  ttlMs?: number;
  /** How often the running process renews it (default a third of ttlMs). */
  renewMs?: number;
  /** How long to wait before reading the lease back, so two processes starting together cannot both win (default 200 ms). */
  settleMs?: number;
}

const LEASE_KEY = 'lease';

export class LeaseHeldError extends Error {
  constructor(readonly holder: LeaseRecord) {
    super(
      `another Tafelrunde process (pid ${holder.pid} on ${holder.host}) is running on this store until ${new Date(holder.expiresAt).toISOString()}; ` +
        'one process serves every server (internal sharding), so stop the other one first — a crashed one lets go when its lease expires',
    );
    this.name = 'LeaseHeldError';
  }
}

export interface Lease {
  readonly owner: string;
  /** Stops renewing and deletes the lease (clean shutdown). */
  release(): Promise<void>;
}

function isLease(value: unknown): value is LeaseRecord {
  if (typeof value !== 'object' || value === null) return false;
  const lease = value as Partial<LeaseRecord>;
  return typeof lease.owner === 'string' && typeof lease.expiresAt === 'number';
}

/** Takes the store's lease or throws LeaseHeldError; renews it every renewMs until released. */
export async function acquireLease(store: GameStore, log: Logger, options: LeaseOptions = {}): Promise<Lease> {
  const ttlMs = options.ttlMs ?? 30_000;
  const renewMs = options.renewMs ?? Math.floor(ttlMs / 3);
  const owner = randomUUID();
  const mine = (): LeaseRecord => ({ owner, host: hostname(), pid: process.pid, expiresAt: Date.now() + ttlMs });
  const current = async (): Promise<LeaseRecord | undefined> => {
    const value = await store.metaValue<unknown>(LEASE_KEY);
    return isLease(value) ? value : undefined;
  };

  const held = await current();
  if (held && held.owner !== owner && held.expiresAt > Date.now()) throw new LeaseHeldError(held);
  if (held) log.warn(`took over the store's lease of pid ${held.pid} on ${held.host}, expired at ${new Date(held.expiresAt).toISOString()}`);
  await store.setMetaValue(LEASE_KEY, mine());
  // keyv has no compare-and-set: read back after a moment, so of two processes starting at once one sees the other.
  await new Promise((resolve) => setTimeout(resolve, options.settleMs ?? 200));
  const after = await current();
  if (after && after.owner !== owner) throw new LeaseHeldError(after);

  let released = false;
  const timer = setInterval(() => {
    void (async () => {
      const now = await current();
      if (released) return;
      if (now && now.owner !== owner) {
        log.error(`the store's lease was taken by pid ${now.pid} on ${now.host}: two processes on one store; stop one of them`);
        return;
      }
      await store.setMetaValue(LEASE_KEY, mine());
    })().catch((error: unknown) => log.error('renewing the store lease failed', error));
  }, renewMs);
  timer.unref();

  return {
    owner,
    async release() {
      released = true;
      clearInterval(timer);
      const now = await current().catch(() => undefined);
      if (now?.owner === owner) await store.deleteMeta(LEASE_KEY);
    },
  };
}
