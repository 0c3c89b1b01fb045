import type { ComponentId } from '../../base/custom-id';
import type { GameRecord, UserPrefs } from '../records';
import type { GameStore } from '../game-store';
import { StoreError } from '../store-error';
import { boardKey, historyKey, resultKey, type GameResult, type PlayerHistory, type RatingBoard } from '../../../ratings/records';
import type { SqlConfig } from './connect';
import { VersionConflictError } from './errors';
import { SchemaTooNewError } from './migrations';
import { deleteBoard, deleteHistory, readBoard, readHistory, readResult, writeBoard, writeHistory, writeResult } from './ratings';
import { SqlStore } from './sql-store';

/** Keys of other areas (src/ratings/records.ts) and where they live in the tables. */
type DataKey = { kind: 'result'; recordId: string } | { kind: 'board'; guildId: string; gameId: string } | { kind: 'history'; guildId: string; key: string } | { kind: 'other'; name: string };

function dataKey(key: string): DataKey {
  const [prefix, ...rest] = key.split(':');
  const tail = rest.join(':');
  const cut = tail.indexOf(':');
  if (prefix === 'result' && tail) return { kind: 'result', recordId: tail };
  if (prefix === 'ratings' && cut > 0) return { kind: 'board', guildId: tail.slice(0, cut), gameId: tail.slice(cut + 1) };
  if (prefix === 'history' && cut > 0) return { kind: 'history', guildId: tail.slice(0, cut), key: tail.slice(cut + 1) };
  return { kind: 'other', name: `data:${key}` };
}

/**
 * The keyv Store's API over the SQL store, so the bot's code (load a GameRecord, change it, save it) runs on the
 * tables unchanged: `game` loads the record from its rows, `saveGame` writes what differs (a compare-and-set when the
 * version it was loaded at is given). The lists the keyv store kept by hand (active, channel, user, ended) are
 * queries here, so indexChannel, indexUser and retireEndedGames have nothing left to do. Failures are StoreErrors,
 * as before; a version conflict stays a VersionConflictError ("the board has moved on").
 */
export class SqlRecordStore implements GameStore {
  private constructor(readonly sql: SqlStore) {}

  static async open(config: SqlConfig = {}): Promise<SqlRecordStore> {
    try {
      return new SqlRecordStore(await SqlStore.open(config));
    } catch (error) {
      // A newer schema is not a failure of the database: its own message says what to do.
      if (error instanceof SchemaTooNewError) throw error;
      throw new StoreError('the database is unreachable or cannot be migrated; start-up stopped', error);
    }
  }

  static over(store: SqlStore): SqlRecordStore {
    return new SqlRecordStore(store);
  }

  /** Where errors go that cannot be thrown to a caller any more; the bot points it at its logger. */
  onError: (error: StoreError) => void = (error) => console.error(error.message);

  private async guard<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof VersionConflictError || error instanceof StoreError) throw error;
      throw new StoreError(what, error);
    }
  }

  game(id: string): Promise<GameRecord | undefined> {
    return this.guard(`reading game ${id} failed`, () => this.sql.load(id));
  }

  /**
   * Saves a record (stamping updatedAt): only what differs from the stored game is written. With `expectedVersion`
   * (the version the record was loaded at) a game that moved on meanwhile is not overwritten: VersionConflictError.
   */
  saveGame(record: GameRecord, expectedVersion?: number): Promise<void> {
    return this.guard(`writing game ${record.id} failed`, () => this.sql.save(record, expectedVersion));
  }

  retireEndedGames(): Promise<number> {
    return Promise.resolve(0);
  }

  endedInChannel(channelId: string, limit = 10): Promise<string[]> {
    return this.guard('listing ended games failed', () => this.sql.endedInChannel(channelId, limit));
  }

  endedOfUser(userId: string, limit = 10): Promise<string[]> {
    return this.guard('listing ended games failed', () => this.sql.endedOfUser(userId, limit));
  }

  gamesInChannel(channelId: string): Promise<string[]> {
    return this.guard('listing games failed', () => this.sql.gamesInChannel(channelId));
  }

  gamesOfUser(userId: string): Promise<string[]> {
    return this.guard('listing games failed', () => this.sql.gamesOfUser(userId));
  }

  activeGames(): Promise<string[]> {
    return this.guard('listing games failed', () => this.sql.activeGames());
  }

  /** A game's thread is a column of its row: found by gamesInChannel once the record is saved. */
  indexChannel(): Promise<void> {
    return Promise.resolve();
  }

  /** A game's players are rows of its own: found by gamesOfUser once the record is saved. */
  indexUser(): Promise<void> {
    return Promise.resolve();
  }

  prefs(userId: string): Promise<UserPrefs> {
    return this.guard(`reading prefs of ${userId} failed`, () => this.sql.prefs(userId));
  }

  savePrefs(userId: string, prefs: UserPrefs): Promise<void> {
    return this.guard(`writing prefs of ${userId} failed`, () => this.sql.savePrefs(userId, prefs));
  }

  stash(token: string, id: ComponentId): Promise<void> {
    return this.guard(`stashing ${token} failed`, () => this.sql.stash(token, id));
  }

  unstash(token: string): Promise<ComponentId | undefined> {
    return this.guard(`reading stash ${token} failed`, () => this.sql.unstash(token));
  }

  meta(name: string): Promise<string | undefined> {
    return this.metaValue<string>(name);
  }

  setMeta(name: string, value: string): Promise<void> {
    return this.setMetaValue(name, value);
  }

  metaValue<T>(name: string): Promise<T | undefined> {
    return this.guard(`reading meta ${name} failed`, () => this.sql.metaValue<T>(name));
  }

  setMetaValue(name: string, value: unknown, ttlMs?: number): Promise<void> {
    return this.guard(`writing meta ${name} failed`, () => this.sql.setMetaValue(name, value, ttlMs));
  }

  deleteMeta(name: string): Promise<void> {
    return this.guard(`deleting meta ${name} failed`, () => this.sql.deleteMeta(name));
  }

  /** A record of another area by its keyv key (result:…, ratings:…, history:…), from its table. */
  async data<T>(key: string): Promise<T | undefined> {
    const at = dataKey(key);
    const db = this.sql.db;
    const value = await this.guard(`reading ${key} failed`, async (): Promise<unknown> => {
      if (at.kind === 'result') return readResult(db, at.recordId);
      if (at.kind === 'board') return readBoard(db, at.guildId, at.gameId);
      if (at.kind === 'history') return readHistory(db, at.guildId, at.key);
      return this.sql.metaValue(at.name);
    });
    return value as T | undefined;
  }

  async setData(key: string, value: unknown): Promise<void> {
    const at = dataKey(key);
    // Other keys are meta rows, written on the store's own connection: inside a transaction on SQLite (one connection)
    // that write would wait for the transaction forever.
    if (at.kind === 'other') return this.setMetaValue(at.name, value);
    await this.guard(`writing ${key} failed`, () =>
      this.sql.db.transaction().execute(async (trx) => {
        if (at.kind === 'result') await writeResult(trx, value as GameResult);
        else if (at.kind === 'board') {
          await deleteBoard(trx, at.guildId, at.gameId);
          await writeBoard(trx, value as RatingBoard);
        } else await writeHistory(trx, at.guildId, value as PlayerHistory);
      }),
    );
  }

  async deleteData(key: string): Promise<void> {
    const at = dataKey(key);
    const db = this.sql.db;
    await this.guard(`deleting ${key} failed`, async () => {
      if (at.kind === 'result') await db.deleteFrom('game_results').where('record_id', '=', at.recordId).execute();
      else if (at.kind === 'board') await deleteBoard(db, at.guildId, at.gameId);
      else if (at.kind === 'history') await deleteHistory(db, at.guildId, at.key);
      else await this.sql.deleteMeta(at.name);
    });
  }

  /** Every game, result, board and history under its keyv key, for offline jobs (npm run ratings:rebuild). */
  async *entries(): AsyncGenerator<[string, unknown]> {
    const db = this.sql.db;
    for (const id of await this.sql.allGames()) {
      const record = await this.sql.load(id);
      if (record) yield [`game:${id}`, record];
    }
    for (const row of await db.selectFrom('game_results').select(['record_id', 'result']).orderBy('record_id').execute()) yield [resultKey(row.record_id), JSON.parse(row.result) as GameResult];
    for (const row of await db.selectFrom('rating_games').select(['guild_id', 'game_id']).orderBy('guild_id').orderBy('game_id').execute()) {
      yield [boardKey(row.guild_id, row.game_id), await readBoard(db, row.guild_id, row.game_id)];
    }
    for (const row of await db.selectFrom('player_histories').select(['guild_id', 'player_key']).orderBy('guild_id').orderBy('player_key').execute()) {
      yield [historyKey(row.guild_id, row.player_key), await readHistory(db, row.guild_id, row.player_key)];
    }
  }

  close(): Promise<void> {
    return this.sql.close();
  }
}
