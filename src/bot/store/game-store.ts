import type { ComponentId } from '../base/custom-id';
import type { GameRecord, UserPrefs } from './records';
import type { StoreError } from './store-error';

/**
 * What the bot needs of its store: the SQL store (sql/record-store.ts, the bot's store) and the keyv Store (store.ts,
 * kept for the keyv import and its tests) both answer it. Every write is awaited: when a method resolves, the data is
 * stored. Failures are StoreErrors; `saveGame` with `expectedVersion` refuses a game that moved on meanwhile with a
 * VersionConflictError (sql/errors.ts).
 */
export interface GameStore {
  game(id: string): Promise<GameRecord | undefined>;
  /** Saves a record; `expectedVersion`: the version the change was based on (a compare-and-set where the store can). */
  saveGame(record: GameRecord, expectedVersion?: number): Promise<void>;
  retireEndedGames(): Promise<number>;
  /** Where errors go that cannot be thrown to a caller any more (after a commit); the bot points it at its logger. */
  onError: (error: StoreError) => void;
  endedInChannel(channelId: string, limit?: number): Promise<string[]>;
  endedOfUser(userId: string, limit?: number): Promise<string[]>;
  gamesInChannel(channelId: string): Promise<string[]>;
  gamesOfUser(userId: string): Promise<string[]>;
  activeGames(): Promise<string[]>;
  indexChannel(channelId: string, gameId: string): Promise<void>;
  indexUser(userId: string, gameId: string, member: boolean): Promise<void>;
  prefs(userId: string): Promise<UserPrefs>;
  savePrefs(userId: string, prefs: UserPrefs): Promise<void>;
  stash(token: string, id: ComponentId): Promise<void>;
  unstash(token: string): Promise<ComponentId | undefined>;
  meta(name: string): Promise<string | undefined>;
  setMeta(name: string, value: string): Promise<void>;
  metaValue<T>(name: string): Promise<T | undefined>;
  setMetaValue(name: string, value: unknown, ttlMs?: number): Promise<void>;
  deleteMeta(name: string): Promise<void>;
  /** A record of another area by its key (result:…, ratings:…, history:…; src/ratings/records.ts). */
  data<T>(key: string): Promise<T | undefined>;
  setData(key: string, value: unknown): Promise<void>;
  deleteData(key: string): Promise<void>;
  /** Every stored record under its key, for offline jobs (npm run ratings:rebuild). */
  entries(): AsyncGenerator<[string, unknown]>;
  close(): Promise<void>;
}
