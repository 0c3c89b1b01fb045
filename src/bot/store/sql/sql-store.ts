import { sql, type Kysely, type Transaction } from 'kysely';
import { isComponentId, type ComponentId } from '../../base/custom-id';
import type { Locale } from '../../../engine/types';
import type { GameRecord, UserPrefs } from '../records';
import type { GameResult, PlayerHistory, RatingBoard, RatingKey } from '../../../ratings/records';
import { connect, type Backend, type SqlConfig } from './connect';
import { GameExistsError, VersionConflictError } from './errors';
import { insertGame, readGame, writeChanges } from './game-writes';
import { migrate } from './migrations';
import { readBoard, readHistory, readResult, writeBoard, writeHistory, writeResult } from './ratings';
import type { Database } from './schema';

const ACTIVE = ['lobby', 'running'];

/** A timer of a game that is due: what to do (`kind`), since when, for which version of the game. */
export interface DueTime {
  gameId: string;
  kind: string;
  dueAt: string;
  version: number;
}

/**
 * What a change of a game may do besides changing the record, in the same transaction: set or clear its timers
 * (stamped with the version the change leaves), and read and write the ratings a finished game makes.
 */
export interface GameWork {
  /** Sets the timer `kind` to `dueAt` (ISO time), or clears it with null. */
  due(kind: string, dueAt: string | null): void;
  result(recordId: string): Promise<GameResult | undefined>;
  /** The server's board of a game, locked until the change commits (two games ending at once rate one after the other). */
  ratingBoard(guildId: string, gameId: string): Promise<RatingBoard | undefined>;
  playerHistory(guildId: string, key: RatingKey): Promise<PlayerHistory | undefined>;
  /** Writes a rated game's result, its board (the result's players only) and the histories given. */
  saveRatings(result: GameResult, board: RatingBoard, histories: readonly PlayerHistory[]): void;
}

/** A change of one game: the current record in, the next record out (the same object when nothing changed). */
export type GameChange = (current: GameRecord, work: GameWork) => GameRecord | Promise<GameRecord>;

type Queued = (trx: Transaction<Database>, version: number) => Promise<void>;

/**
 * The bot's data in SQL tables (schema.ts), on SQLite or Postgres through one set of queries. Every change of a game
 * goes through `update`: a compare-and-set on its version inside a transaction, which writes only what changed.
 */
export class SqlStore {
  private constructor(
    readonly db: Kysely<Database>,
    readonly backend: Backend,
    readonly name: string,
    private readonly clock: () => Date,
  ) {}

  /** Connects, migrates the schema to this code's newest version (refusing a newer one) and answers the store. */
  static async open(config: SqlConfig = {}, clock: () => Date = () => new Date()): Promise<SqlStore> {
    const { db, backend, name } = connect(config);
    try {
      if (backend === 'postgres' && config.schema) await sql`create schema if not exists ${sql.id(config.schema)}`.execute(db);
      await migrate(db as Kysely<unknown>, backend === 'postgres' && config.schema ? { schema: config.schema } : {});
    } catch (error) {
      await db.destroy();
      throw error;
    }
    return new SqlStore(db, backend, name, clock);
  }

  private now(): string {
    return this.clock().toISOString();
  }

  /** A transaction in which reads agree with each other (one snapshot on Postgres too). */
  private reading<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const tx = this.db.transaction();
    return (this.backend === 'postgres' ? tx.setIsolationLevel('repeatable read') : tx).execute(work);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  // ---- games ----

  /** Stores a new game (stamping updatedAt); GameExistsError when its id is taken. */
  async create(record: GameRecord): Promise<void> {
    const now = this.now();
    record.updatedAt = now;
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('games').select('id').where('id', '=', record.id).executeTakeFirst();
      if (existing) throw new GameExistsError(record.id);
      await insertGame(trx, record, now);
    });
  }

  async load(id: string): Promise<GameRecord | undefined> {
    return (await this.reading((trx) => readGame(trx, id)))?.record;
  }

  /**
   * The one way a game changes: in one transaction, claim the game at `expectedVersion` (a conflicting change waits,
   * then finds the version moved), read it, let `change` make the next record, and write only what differs. Throws
   * VersionConflictError when the game is at another version (or missing), and whatever `change` throws — in both
   * cases nothing is written. Answers the record as saved (updatedAt stamped).
   */
  async update(gameId: string, expectedVersion: number, change: GameChange): Promise<GameRecord> {
    return this.db.transaction().execute(async (trx) => {
      // The first statement writes: on Postgres it locks the row, on SQLite it takes the write lock at once, so the
      // game cannot change between this check and the commit.
      const claimed = await trx
        .updateTable('games')
        .set((eb) => ({ revision: eb('revision', '+', 1) }))
        .where('id', '=', gameId)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) {
        const found = await trx.selectFrom('games').select('version').where('id', '=', gameId).executeTakeFirst();
        throw new VersionConflictError(gameId, expectedVersion, found?.version ?? null);
      }
      const stored = await readGame(trx, gameId);
      if (!stored) throw new VersionConflictError(gameId, expectedVersion, null);
      const queued: Queued[] = [];
      const next = await change(stored.record, this.work(trx, gameId, queued));
      if (next.id !== gameId) throw new Error(`a change of game ${gameId} answered game ${next.id}`);
      const now = this.now();
      next.updatedAt = now;
      await writeChanges(trx, stored, next, now);
      for (const write of queued) await write(trx, next.version);
      return next;
    });
  }

  /**
   * Saves a whole record as the bot does today (load, change, save): a compare-and-set on `expectedVersion` when it is
   * given, and only what differs from the stored game is written; a new game is created. Without `expectedVersion`
   * the record replaces whatever is stored (the bot's per-process locks keep that safe in one process).
   */
  async save(record: GameRecord, expectedVersion?: number): Promise<void> {
    if (expectedVersion !== undefined) {
      await this.update(record.id, expectedVersion, () => record);
      return;
    }
    const now = this.now();
    record.updatedAt = now;
    await this.db.transaction().execute(async (trx) => {
      const locked = trx.selectFrom('games').select('id').where('id', '=', record.id);
      const exists = await (this.backend === 'postgres' ? locked.forUpdate() : locked).executeTakeFirst();
      if (!exists) return insertGame(trx, record, now);
      await trx.updateTable('games').set((eb) => ({ revision: eb('revision', '+', 1) })).where('id', '=', record.id).execute();
      const stored = await readGame(trx, record.id);
      if (stored) await writeChanges(trx, stored, record, now);
    });
  }

  private work(trx: Transaction<Database>, gameId: string, queued: Queued[]): GameWork {
    return {
      due: (kind, dueAt) =>
        void queued.push(async (t, version) => {
          if (dueAt === null) await t.deleteFrom('due_times').where('game_id', '=', gameId).where('kind', '=', kind).execute();
          else {
            await t
              .insertInto('due_times')
              .values({ game_id: gameId, kind, due_at: dueAt, version })
              .onConflict((oc) => oc.columns(['game_id', 'kind']).doUpdateSet({ due_at: dueAt, version }))
              .execute();
          }
        }),
      result: (recordId) => readResult(trx, recordId),
      ratingBoard: async (guildId, game) => {
        if (this.backend === 'postgres') {
          // A board row to lock even before its first game: two first games of a server then rate one after the other.
          await trx.insertInto('rating_games').values({ guild_id: guildId, game_id: game, games: 0 }).onConflict((oc) => oc.columns(['guild_id', 'game_id']).doNothing()).execute();
          await trx.selectFrom('rating_games').select('games').where('guild_id', '=', guildId).where('game_id', '=', game).forUpdate().execute();
        }
        const board = await readBoard(trx, guildId, game);
        return board && (board.games > 0 || Object.keys(board.players).length > 0) ? board : undefined;
      },
      playerHistory: (guildId, key) => readHistory(trx, guildId, key),
      saveRatings: (result, board, histories) =>
        void queued.push(async (t) => {
          await writeResult(t, result);
          await writeBoard(t, board, result.seats.map((seat) => seat.key));
          for (const history of histories) await writeHistory(t, result.guildId, history);
        }),
    };
  }

  // ---- lists ----

  async activeGames(): Promise<string[]> {
    const rows = await this.db.selectFrom('games').select('id').where('status', 'in', ACTIVE).orderBy('created_at').orderBy('id').execute();
    return rows.map((row) => row.id);
  }

  /** The running games (and lobbies) of a channel or of a game's thread. */
  async gamesInChannel(channelId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('games')
      .select('id')
      .where('status', 'in', ACTIVE)
      .where((eb) => eb.or([eb('channel_id', '=', channelId), eb('thread_id', '=', channelId)]))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  async gamesOfUser(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('games')
      .innerJoin('game_members', 'game_members.game_id', 'games.id')
      .select('games.id')
      .where('game_members.user_id', '=', userId)
      .where('games.status', 'in', ACTIVE)
      .orderBy('games.created_at')
      .orderBy('games.id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** The newest ended games of a channel or thread, newest last (for /log). */
  async endedInChannel(channelId: string, limit = 10): Promise<string[]> {
    const rows = await this.db
      .selectFrom('games')
      .select('id')
      .where('status', 'not in', ACTIVE)
      .where((eb) => eb.or([eb('channel_id', '=', channelId), eb('thread_id', '=', channelId)]))
      .orderBy('ended_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id).reverse();
  }

  async endedOfUser(userId: string, limit = 10): Promise<string[]> {
    const rows = await this.db
      .selectFrom('games')
      .innerJoin('game_members', 'game_members.game_id', 'games.id')
      .select('games.id')
      .where('game_members.user_id', '=', userId)
      .where('games.status', 'not in', ACTIVE)
      .orderBy('games.ended_at', 'desc')
      .orderBy('games.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id).reverse();
  }

  /** Every game id (offline jobs). */
  async allGames(): Promise<string[]> {
    return (await this.db.selectFrom('games').select('id').orderBy('id').execute()).map((row) => row.id);
  }

  // ---- timers ----

  /** The timers due at `now` (ISO), oldest first: reads the due ones only (index on due_at). */
  async dueTimes(now: string, limit = 100): Promise<DueTime[]> {
    const rows = await this.db.selectFrom('due_times').selectAll().where('due_at', '<=', now).orderBy('due_at').orderBy('game_id').limit(limit).execute();
    return rows.map((row) => ({ gameId: row.game_id, kind: row.kind, dueAt: row.due_at, version: row.version }));
  }

  /** Marks a timer done, if it is still the one for `version` (a change since set a new one, which stays). */
  async clearDue(gameId: string, kind: string, version: number): Promise<boolean> {
    const result = await this.db.deleteFrom('due_times').where('game_id', '=', gameId).where('kind', '=', kind).where('version', '=', version).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  // ---- users ----

  async prefs(userId: string): Promise<UserPrefs> {
    const row = await this.db.selectFrom('user_prefs').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (!row) return { notify: true };
    const prefs: UserPrefs = { notify: row.notify === 1 };
    if (row.locale !== null) prefs.locale = row.locale as Locale;
    if (row.dm_closed_at !== null) prefs.dmClosedAt = row.dm_closed_at;
    if (row.reminders !== null) prefs.reminders = row.reminders === 1;
    return prefs;
  }

  async savePrefs(userId: string, prefs: UserPrefs): Promise<void> {
    const values = {
      notify: prefs.notify ? 1 : 0,
      locale: prefs.locale ?? null,
      dm_closed_at: prefs.dmClosedAt ?? null,
      reminders: prefs.reminders === undefined ? null : prefs.reminders ? 1 : 0,
    };
    await this.db.insertInto('user_prefs').values({ user_id: userId, ...values }).onConflict((oc) => oc.column('user_id').doUpdateSet(values)).execute();
  }

  // ---- stashed custom ids ----

  /** Keeps a long component id under its token, until its game ends. */
  async stash(token: string, id: ComponentId): Promise<void> {
    const values = { game_id: id.game, component: JSON.stringify(id) };
    await this.db.insertInto('stashes').values({ token, ...values }).onConflict((oc) => oc.column('token').doUpdateSet(values)).execute();
  }

  async unstash(token: string): Promise<ComponentId | undefined> {
    const row = await this.db.selectFrom('stashes').select('component').where('token', '=', token).executeTakeFirst();
    const value: unknown = row ? JSON.parse(row.component) : undefined;
    return isComponentId(value) ? value : undefined;
  }

  // ---- named values ----

  async metaValue<T>(name: string): Promise<T | undefined> {
    const row = await this.db.selectFrom('meta').select(['value', 'expires_at']).where('name', '=', name).executeTakeFirst();
    if (!row || (row.expires_at !== null && row.expires_at <= this.now())) return undefined;
    return JSON.parse(row.value) as T;
  }

  async setMetaValue(name: string, value: unknown, ttlMs?: number): Promise<void> {
    const values = { value: JSON.stringify(value ?? null), expires_at: ttlMs === undefined ? null : new Date(this.clock().getTime() + ttlMs).toISOString() };
    await this.db.insertInto('meta').values({ name, ...values }).onConflict((oc) => oc.column('name').doUpdateSet(values)).execute();
  }

  async deleteMeta(name: string): Promise<void> {
    await this.db.deleteFrom('meta').where('name', '=', name).execute();
  }

  // ---- ratings (outside a game's change: the rebuild script, /leaderboard, /profile) ----

  result(recordId: string): Promise<GameResult | undefined> {
    return readResult(this.db, recordId);
  }

  ratingBoard(guildId: string, gameId: string): Promise<RatingBoard | undefined> {
    return readBoard(this.db, guildId, gameId);
  }

  playerHistory(guildId: string, key: RatingKey): Promise<PlayerHistory | undefined> {
    return readHistory(this.db, guildId, key);
  }
}
