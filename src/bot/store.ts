import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Keyv, { type KeyvStoreAdapter } from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import { isComponentId, type ComponentId } from './custom-id';
import { Locks } from './locks';
import type { GameRecord, UserPrefs } from './records';

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
  mkdirSync(dirname(file), { recursive: true });
  const adapter = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 5000, iterationLimit: 500 });
  // A failed open (unwritable folder, not a database) must stop start-up, not surface at the first click.
  await adapter.query('SELECT 1');
  return adapter;
}

/**
 * All the bot's persistent data, over keyv. Keys: `game:<id>` records, `channel:<id>` and `user:<id>` game id
 * indexes, `active` the ids of unfinished games, `prefs:<user>`, `stash:<token>` long custom_ids, `meta:<name>`.
 * Every write is awaited: when a method resolves, the data is in the backing store.
 */
export class Store {
  private readonly indexLocks = new Locks();

  private constructor(private readonly keyv: Keyv) {}

  static async open(config: StoreConfig = {}): Promise<Store> {
    const adapter = await adapterFor(config.url ?? `sqlite://${config.path ?? DEFAULT_STORE_PATH}`);
    const keyv = new Keyv({ store: adapter, namespace: 'tafelrunde' });
    keyv.on('error', (error: unknown) => console.error('store error:', error));
    return new Store(keyv);
  }

  async game(id: string): Promise<GameRecord | undefined> {
    return (await this.keyv.get<GameRecord>(`game:${id}`)) ?? undefined;
  }

  /** Saves a record (stamping updatedAt) and keeps the index of unfinished games in step. */
  async saveGame(record: GameRecord): Promise<void> {
    record.updatedAt = new Date().toISOString();
    await this.keyv.set(`game:${record.id}`, record);
    const active = record.status === 'lobby' || record.status === 'running';
    await this.updateIndex('active', record.id, active);
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

  async indexUser(userId: string, gameId: string, member: boolean): Promise<void> {
    await this.updateIndex(`user:${userId}`, gameId, member);
  }

  async prefs(userId: string): Promise<UserPrefs> {
    return (await this.keyv.get<UserPrefs>(`prefs:${userId}`)) ?? { notify: true };
  }

  async savePrefs(userId: string, prefs: UserPrefs): Promise<void> {
    await this.keyv.set(`prefs:${userId}`, prefs);
  }

  async stash(token: string, id: ComponentId): Promise<void> {
    await this.keyv.set(`stash:${token}`, id);
  }

  async unstash(token: string): Promise<ComponentId | undefined> {
    const value: unknown = await this.keyv.get(`stash:${token}`);
    return isComponentId(value) ? value : undefined;
  }

  async meta(name: string): Promise<string | undefined> {
    return (await this.keyv.get<string>(`meta:${name}`)) ?? undefined;
  }

  async setMeta(name: string, value: string): Promise<void> {
    await this.keyv.set(`meta:${name}`, value);
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
    return (await this.keyv.get<string[]>(key)) ?? [];
  }

  /** Adds or removes one id; read-modify-write under a lock so concurrent updates do not lose each other. */
  private async updateIndex(key: string, id: string, member: boolean): Promise<void> {
    await this.indexLocks.run(key, async () => {
      const ids = await this.index(key);
      const has = ids.includes(id);
      if (member === has) return;
      await this.keyv.set(key, member ? [...ids, id] : ids.filter((other) => other !== id));
    });
  }
}
