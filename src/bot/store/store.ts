import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Keyv, { type KeyvStoreAdapter } from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import { isComponentId, type ComponentId } from '../base/custom-id';
import { Locks } from '../base/locks';
import type { GameStore } from './game-store';
import type { GameRecord, UserPrefs } from './records';
import { withinTime } from '../base/within-time';
import { StoreError } from './store-error';

export const DEFAULT_STORE_PATH = 'runtime/tafelrunde.sqlite';

export interface StoreConfig {
  /** A sqlite file (default runtime/tafelrunde.sqlite). Ignored when `url` is set. */
  path?: string;
  /** redis://…, rediss://…, postgres://…, postgresql://… or sqlite://… — the adapter package must be installed. */
  url?: string;
}

/** The keyv adapters a store URL can name, by scheme, with the npm package that provides each. */
const ADAPTERS: Record<string, string> = {
  'redis:': '@keyv/redis',
  'rediss:': '@keyv/redis',
  'postgres:': '@keyv/postgres',
  'postgresql:': '@keyv/postgres',
};

type AdapterModule = { default: new (url: string) => KeyvStoreAdapter };

async function adapterFor(url: string): Promise<KeyvStoreAdapter> {
  const scheme = url.slice(0, url.indexOf(':') + 1).toLowerCase();
  if (scheme === 'sqlite:') return prepareSqlite(url.replace(/^sqlite:\/\//, ''));
  const pkg = ADAPTERS[scheme];
  if (!pkg) throw new Error(`TAFELRUNDE_STORE_URL: unsupported scheme "${scheme}" (use sqlite://, redis:// or postgres://)`);
  let module: AdapterModule;
  try {
    module = (await import(/* @vite-ignore */ pkg)) as AdapterModule;
  } catch {
    throw new Error(`TAFELRUNDE_STORE_URL names ${scheme}//, but the package ${pkg} is not installed. Install it with: npm install ${pkg}`);
  }
  return new module.default(url);
}

async function prepareSqlite(path: string): Promise<KeyvStoreAdapter> {
  const file = resolve(path);
  try {
    mkdirSync(dirname(file), { recursive: true });
    const adapter = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 5000, iterationLimit: 500 });
    // A failed open (unwritable folder, not a database) must stop start-up, not surface at the first click.
    await adapter.query('SELECT 1');
    return adapter;
  } catch (error) {
    throw new StoreError(`the sqlite store ${file} cannot be opened`, error);
  }
}

/** The sqlite adapter of a file (tests wrap it to inject failures). */
export const openSqliteAdapter = prepareSqlite;

export { StoreError } from './store-error';

/** How long start-up waits for the store to answer its first write and read. */
const STARTUP_CHECK_MS = 10_000;

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return withinTime(work, ms, (): never => {
    throw new StoreError(`${what} did not answer within ${ms / 1000} s`);
  });
}

/** Which store a config names, for messages (never the URL itself: it may carry a password). */
function describeStore(config: StoreConfig): string {
  if (config.url) return `the ${config.url.slice(0, config.url.indexOf(':'))} store`;
  return `the sqlite store ${resolve(config.path ?? DEFAULT_STORE_PATH)}`;
}

/**
 * All the bot's persistent data, over keyv. Keys: `game:<id>` records, `channel:<id>` and `user:<id>` game id
 * indexes, `active` the ids of unfinished games, `prefs:<user>`, `stash:<token>` long custom_ids, `meta:<name>`.
 * Every write is awaited: when a method resolves, the data is in the backing store.
 */
export class Store implements GameStore {
  private readonly indexLocks = new Locks();

  private constructor(private readonly keyv: Keyv) {}

  /**
   * Opens the store and proves it works: one write and one read back (a Redis or Postgres server that does not
   * answer, a sqlite file that cannot be written) — start-up stops here with the reason instead of at the first click.
   */
  static async open(config: StoreConfig = {}): Promise<Store> {
    const adapter = await adapterFor(config.url ?? `sqlite://${config.path ?? DEFAULT_STORE_PATH}`);
    return Store.withAdapter(adapter, describeStore(config));
  }

  /** A store over a given keyv adapter (tests inject failing ones), checked as `open` does. */
  static async withAdapter(adapter: KeyvStoreAdapter, name = 'the store', checkMs = STARTUP_CHECK_MS): Promise<Store> {
    // throwOnErrors: keyv otherwise swallows a failed get (answering undefined) and a failed set (answering false).
    const keyv = new Keyv({ store: adapter, namespace: 'tafelrunde', throwOnErrors: true });
    // keyv also emits every error; it is thrown to the caller as well, so the event only needs a listener.
    keyv.on('error', () => undefined);
    const store = new Store(keyv);
    try {
      await withTimeout(
        (async () => {
          const probe = new Date().toISOString();
          await store.setMeta('store-check', probe);
          if ((await store.meta('store-check')) !== probe) throw new StoreError('a value written was not read back');
        })(),
        checkMs,
        name,
      );
    } catch (error) {
      await keyv.disconnect().catch(() => undefined);
      throw new StoreError(`${name} is unreachable or not writable; start-up stopped`, error);
    }
    return store;
  }

  private async read<T>(key: string): Promise<T | undefined> {
    try {
      return (await this.keyv.get<T>(key)) ?? undefined;
    } catch (error) {
      throw new StoreError(`reading ${key} failed`, error);
    }
  }

  private async write(key: string, value: unknown, ttlMs?: number): Promise<void> {
    let ok: boolean;
    try {
      ok = await this.keyv.set(key, value, ttlMs);
    } catch (error) {
      throw new StoreError(`writing ${key} failed`, error);
    }
    if (!ok) throw new StoreError(`writing ${key} was not confirmed`);
  }

  private async remove(key: string): Promise<void> {
    try {
      await this.keyv.delete(key);
    } catch (error) {
      throw new StoreError(`deleting ${key} failed`, error);
    }
  }

  async game(id: string): Promise<GameRecord | undefined> {
    return this.read<GameRecord>(`game:${id}`);
  }

  /**
   * Saves a record (stamping updatedAt) and keeps the indexes in step. The record's write is the commit: an unfinished
   * game enters the active index before it (so a failure leaves nothing half-done); a game that ended leaves the active,
   * channel and user indexes after it (they serve running games only) and moves to the ended lists, and its stashed
   * long ids are dropped. A failure after the commit is logged by the caller's logger, never reported as "not saved".
   * The version a change was based on is not checked here (one process, under the game's lock): the SQL store does.
   */
  async saveGame(record: GameRecord, _expectedVersion?: number): Promise<void> {
    const active = record.status === 'lobby' || record.status === 'running';
    if (active) await this.updateIndex('active', record.id, true);
    record.updatedAt = new Date().toISOString();
    await this.write(`game:${record.id}`, record);
    if (!active) await this.retire(record);
  }

  /** Takes an ended game out of the indexes of running games; failures are reported to onError (the commit is done). */
  private async retire(record: GameRecord): Promise<void> {
    const channels = [...new Set([record.channelId, ...(record.threadId ? [record.threadId] : [])])];
    const users = [...new Set([record.hostId, ...record.seats.map((seat) => seat.userId), ...(record.imported?.claims.flatMap((c) => (c ? [c.userId] : [])) ?? [])])];
    const steps: (() => Promise<void>)[] = [() => this.updateIndex('active', record.id, false)];
    for (const channel of channels) steps.push(() => this.updateIndex(`channel:${channel}`, record.id, false), () => this.updateIndex(`ended:channel:${channel}`, record.id, true));
    for (const user of users) steps.push(() => this.updateIndex(`user:${user}`, record.id, false), () => this.updateIndex(`ended:user:${user}`, record.id, true));
    steps.push(async () => {
      for (const token of (await this.read<string[]>(`stashes:${record.id}`)) ?? []) await this.remove(`stash:${token}`);
      await this.remove(`stashes:${record.id}`);
    });
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        this.onError(error instanceof StoreError ? error : new StoreError(`retiring game ${record.id}`, error));
      }
    }
  }

  /**
   * Once per store: games that ended before ended games left the lists of running games are taken out of them now
   * (stores whose adapter can list its keys: sqlite, Redis, Postgres). Answers how many were moved.
   */
  async retireEndedGames(): Promise<number> {
    if ((await this.meta('ended-lists')) === 'v1' || !this.keyv.iterator) return 0;
    let moved = 0;
    try {
      for await (const [key, value] of this.keyv.iterator(undefined)) {
        const record = value as GameRecord | undefined;
        if (typeof key !== 'string' || !key.startsWith('game:') || !record || record.status === 'lobby' || record.status === 'running') continue;
        await this.retire(record);
        moved++;
      }
    } catch (error) {
      throw new StoreError('listing the games to move ended ones out of the running lists failed', error);
    }
    await this.setMeta('ended-lists', 'v1');
    return moved;
  }

  /** Where errors go that cannot be thrown to a caller any more (after a commit); the bot points it at its logger. */
  onError: (error: StoreError) => void = (error) => console.error(error.message);

  /** The newest ended games of a channel or thread, newest last (for /log). */
  async endedInChannel(channelId: string, limit = 10): Promise<string[]> {
    return (await this.index(`ended:channel:${channelId}`)).slice(-limit);
  }

  async endedOfUser(userId: string, limit = 10): Promise<string[]> {
    return (await this.index(`ended:user:${userId}`)).slice(-limit);
  }

  async gamesInChannel(channelId: string): Promise<string[]> {
    return this.index(`channel:${channelId}`);
  }

  async gamesOfUser(userId: string): Promise<string[]> {
    return this.index(`user:${userId}`);
  }

  async activeGames(): Promise<string[]> {
    return this.index('active');
  }

  async indexChannel(channelId: string, gameId: string): Promise<void> {
    await this.updateIndex(`channel:${channelId}`, gameId, true);
  }

  /**
   * Adds a game to a user's list (before the record that seats them is saved), or takes it out (after: a failure then
   * goes to onError, not to the caller — the seat change is saved, and readers skip games the user is not in).
   */
  async indexUser(userId: string, gameId: string, member: boolean): Promise<void> {
    if (member) return this.updateIndex(`user:${userId}`, gameId, true);
    try {
      await this.updateIndex(`user:${userId}`, gameId, false);
    } catch (error) {
      this.onError(error instanceof StoreError ? error : new StoreError(`unindexing ${gameId} for ${userId}`, error));
    }
  }

  async prefs(userId: string): Promise<UserPrefs> {
    return (await this.read<UserPrefs>(`prefs:${userId}`)) ?? { notify: true };
  }

  async savePrefs(userId: string, prefs: UserPrefs): Promise<void> {
    await this.write(`prefs:${userId}`, prefs);
  }

  /** Keeps a long component id under its token; the token is listed with its game and dropped when the game ends. */
  async stash(token: string, id: ComponentId): Promise<void> {
    await this.updateIndex(`stashes:${id.game}`, token, true);
    await this.write(`stash:${token}`, id);
  }

  async unstash(token: string): Promise<ComponentId | undefined> {
    const value: unknown = await this.read(`stash:${token}`);
    return isComponentId(value) ? value : undefined;
  }

  async meta(name: string): Promise<string | undefined> {
    return this.read<string>(`meta:${name}`);
  }

  async setMeta(name: string, value: string): Promise<void> {
    await this.write(`meta:${name}`, value);
  }

  /** A value of any shape under `meta:<name>` (the lease record), optionally expiring after ttlMs. */
  async metaValue<T>(name: string): Promise<T | undefined> {
    return this.read<T>(`meta:${name}`);
  }

  async setMetaValue(name: string, value: unknown, ttlMs?: number): Promise<void> {
    await this.write(`meta:${name}`, value, ttlMs);
  }

  async deleteMeta(name: string): Promise<void> {
    await this.remove(`meta:${name}`);
  }

  /** A record of another area by its full key (e.g. `ratings:<guild>:<game>`, see src/ratings/records.ts). */
  async data<T>(key: string): Promise<T | undefined> {
    return (await this.keyv.get<T>(key)) ?? undefined;
  }

  async setData(key: string, value: unknown): Promise<void> {
    await this.keyv.set(key, value);
  }

  async deleteData(key: string): Promise<void> {
    await this.keyv.delete(key);
  }

  /** Every stored key and value, for offline jobs (npm run ratings:rebuild); reads the whole store, never on a click. */
  async *entries(): AsyncGenerator<[string, unknown]> {
    if (!this.keyv.iterator) throw new Error('this store adapter cannot list its keys');
    for await (const [key, value] of this.keyv.iterator(undefined)) yield [String(key), value];
  }

  async close(): Promise<void> {
    await this.indexLocks.idle();
    await this.keyv.disconnect();
  }

  private async index(key: string): Promise<string[]> {
    return (await this.read<string[]>(key)) ?? [];
  }

  /**
   * Adds or removes one id; read-modify-write under a lock so concurrent updates do not lose each other. A failed
   * read throws before anything is written, so a list is never replaced by a partial one.
   */
  private async updateIndex(key: string, id: string, member: boolean): Promise<void> {
    await this.indexLocks.run(key, async () => {
      const ids = await this.index(key);
      const has = ids.includes(id);
      if (member === has) return;
      await this.write(key, member ? [...ids, id] : ids.filter((other) => other !== id));
    });
  }
}
