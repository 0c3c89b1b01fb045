import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/**
 * The schema's versions, oldest first: each name is applied once, in order, at start-up (Kysely's Migrator keeps the
 * applied names in `kysely_migration` and takes a lock, so two processes starting together migrate once). A new
 * version is a new entry here; an applied one is never edited.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_tables': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('games')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('seat_order', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('host_id', 'text', (c) => c.notNull())
        .addColumn('guild_id', 'text')
        .addColumn('channel_id', 'text', (c) => c.notNull())
        .addColumn('thread_id', 'text')
        .addColumn('message_id', 'text')
        .addColumn('published_version', 'integer', (c) => c.notNull())
        .addColumn('board_moves', 'integer')
        .addColumn('lobby_message_id', 'text')
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('engine_version', 'integer')
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('snapshot', 'text')
        .addColumn('move_count', 'integer', (c) => c.notNull())
        .addColumn('undo_points', 'text')
        .addColumn('time_limit', 'text')
        .addColumn('seat_nonce', 'integer')
        .addColumn('seat_life', 'text')
        .addColumn('decisions', 'text')
        .addColumn('lapsed_votes', 'text')
        .addColumn('imported', 'text')
        .addColumn('extra', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .execute();
      await db.schema.createIndex('games_status').on('games').columns(['status']).execute();
      await db.schema.createIndex('games_channel').on('games').columns(['channel_id']).execute();
      await db.schema.createIndex('games_thread').on('games').columns(['thread_id']).execute();

      await db.schema
        .createTable('seats')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('computer', 'text')
        .addPrimaryKeyConstraint('seats_pk', ['game_id', 'seat'])
        .execute();

      await db.schema
        .createTable('game_members')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('game_members_pk', ['game_id', 'user_id'])
        .execute();
      await db.schema.createIndex('game_members_user').on('game_members').columns(['user_id']).execute();

      await db.schema
        .createTable('moves')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('move', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('log', 'text', (c) => c.notNull())
        .addColumn('revealed', 'integer', (c) => c.notNull())
        .addColumn('auto', 'integer')
        .addColumn('computer', 'integer')
        .addPrimaryKeyConstraint('moves_pk', ['game_id', 'n'])
        .execute();

      await db.schema
        .createTable('score_points')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('points', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('score_points_pk', ['game_id', 'n'])
        .execute();

      await db.schema
        .createTable('positions')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('moves', 'integer', (c) => c.notNull())
        .addColumn('snapshot', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('positions_pk', ['game_id', 'moves'])
        .execute();

      await db.schema
        .createTable('votes')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('agreed', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('votes_pk', ['game_id', 'topic'])
        .execute();

      await db.schema
        .createTable('due_times')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('due_at', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('due_times_pk', ['game_id', 'kind'])
        .execute();
      await db.schema.createIndex('due_times_due_at').on('due_times').columns(['due_at']).execute();

      await db.schema
        .createTable('stashes')
        .addColumn('token', 'text', (c) => c.primaryKey())
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('component', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('stashes_game').on('stashes').columns(['game_id']).execute();

      await db.schema
        .createTable('user_prefs')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('notify', 'integer', (c) => c.notNull())
        .addColumn('locale', 'text')
        .addColumn('dm_closed_at', 'text')
        .addColumn('reminders', 'integer')
        .execute();

      await db.schema
        .createTable('meta')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text')
        .execute();

      await db.schema
        .createTable('game_results')
        .addColumn('record_id', 'text', (c) => c.primaryKey())
        .addColumn('guild_id', 'text', (c) => c.notNull())
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text', (c) => c.notNull())
        .addColumn('result', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('rating_games')
        .addColumn('guild_id', 'text', (c) => c.notNull())
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('games', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rating_games_pk', ['guild_id', 'game_id'])
        .execute();

      await db.schema
        .createTable('ratings')
        .addColumn('guild_id', 'text', (c) => c.notNull())
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('player_key', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('mu', 'double precision', (c) => c.notNull())
        .addColumn('sigma', 'double precision', (c) => c.notNull())
        .addColumn('games', 'integer', (c) => c.notNull())
        .addColumn('wins', 'integer', (c) => c.notNull())
        .addColumn('last_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('ratings_pk', ['guild_id', 'game_id', 'player_key'])
        .execute();

      await db.schema
        .createTable('player_histories')
        .addColumn('guild_id', 'text', (c) => c.notNull())
        .addColumn('player_key', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('by_game', 'text', (c) => c.notNull())
        .addColumn('recent', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('player_histories_pk', ['guild_id', 'player_key'])
        .execute();
    },
  },
};

/** The database was migrated by a newer Tafelrunde than this one: start-up stops rather than misread it. */
export class SchemaTooNewError extends Error {
  constructor(readonly unknown: string[]) {
    super(
      `the database's schema is newer than this Tafelrunde knows (applied migrations it does not have: ${unknown.join(', ')}); ` +
        'start the newer version of the bot, or point TAFELRUNDE_DATABASE_URL at another database',
    );
    this.name = 'SchemaTooNewError';
  }
}

class StaticProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(this.migrations);
  }
}

/** The names of the migrations the database has applied (none for an empty database, which has no such table). */
async function appliedMigrations(db: Kysely<unknown>, schema?: string): Promise<string[]> {
  const table = schema ? sql.id(schema, 'kysely_migration') : sql.id('kysely_migration');
  try {
    const { rows } = await sql<{ name: string }>`select name from ${table} order by name`.execute(db);
    return rows.map((row) => row.name);
  } catch (error) {
    if (/no such table|does not exist/.test(error instanceof Error ? error.message : '')) return [];
    throw error;
  }
}

/**
 * Brings the schema (the Postgres `schema` given, else the default one) to the newest version this code knows, or throws SchemaTooNewError when the database has
 * migrations this code does not (written by a newer version). Answers the names applied now.
 */
export async function migrate(db: Kysely<unknown>, { migrations = MIGRATIONS, schema }: { migrations?: Record<string, Migration>; schema?: string } = {}): Promise<string[]> {
  const unknown = (await appliedMigrations(db, schema)).filter((name) => !Object.hasOwn(migrations, name));
  if (unknown.length > 0) throw new SchemaTooNewError(unknown);
  // The migrator looks for its tables in every schema unless told which (Postgres): the store's own.
  const { error, results } = await new Migrator({ db, provider: new StaticProvider(migrations), ...(schema ? { migrationTableSchema: schema } : {}) }).migrateToLatest();
  if (error) throw new Error(`migrating the database failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
