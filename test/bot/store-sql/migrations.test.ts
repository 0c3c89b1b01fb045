import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, type SqlConfig } from '../../../src/bot/store/sql/connect';
import { MIGRATIONS, migrate, SchemaTooNewError } from '../../../src/bot/store/sql/migrations';
import { SqlStore } from '../../../src/bot/store/sql/sql-store';
import { BACKENDS } from './backends';
import { runningGame } from './games';

/** A later version of the schema: today's migrations and one more. */
const NEXT = {
  ...MIGRATIONS,
  '0002_games_note': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('games').addColumn('note', 'text').execute();
    },
  },
};

async function withDb<T>(config: SqlConfig, work: (db: Kysely<unknown>) => Promise<T>): Promise<T> {
  const { db } = connect(config);
  try {
    return await work(db as unknown as Kysely<unknown>);
  } finally {
    await db.destroy();
  }
}

const schemaOf = (config: SqlConfig) => (config.schema ? { schema: config.schema } : {});

describe.each(BACKENDS)('schema migrations (%o)', (make) => {
  const backend = make();
  afterAll(() => backend.close());

  it(`${backend.name}: an empty database is migrated at start-up, once`, async () => {
    const config = await backend.fresh();
    const store = await SqlStore.open(config);
    await store.close();
    const applied = await withDb(config, async (db) => {
      const { rows } = await sql<{ name: string }>`select name from ${config.schema ? sql.id(config.schema, 'kysely_migration') : sql.id('kysely_migration')}`.execute(db);
      return { rows: rows.map((r) => r.name), again: await migrate(db, schemaOf(config)) };
    });
    expect(applied).toEqual({ rows: ['0001_tables'], again: [] });
  });

  it(`${backend.name}: a newer version's migration is applied to a database of this one, its data kept`, async () => {
    const config = await backend.fresh();
    const store = await SqlStore.open(config);
    const record = runningGame(2);
    await store.create(record);
    await store.close();
    expect(await withDb(config, (db) => migrate(db, { migrations: NEXT, ...schemaOf(config) }))).toEqual(['0002_games_note']);
    const note = await withDb(config, async (db) => (await sql<{ note: string | null }>`select note from ${config.schema ? sql.id(config.schema, 'games') : sql.id('games')}`.execute(db)).rows);
    expect(note).toEqual([{ note: null }]);
  });

  it(`${backend.name}: start-up refuses a database whose schema is newer than the code, saying so`, async () => {
    const config = await backend.fresh();
    await withDb(config, async (db) => {
      if (config.schema) await sql`create schema if not exists ${sql.id(config.schema)}`.execute(db);
      await migrate(db, { migrations: NEXT, ...schemaOf(config) });
    });
    const refused = await SqlStore.open(config).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SchemaTooNewError);
    expect((refused as Error).message).toBe(
      "the database's schema is newer than this Tafelrunde knows (applied migrations it does not have: 0002_games_note); " +
        'start the newer version of the bot, or point TAFELRUNDE_DATABASE_URL at another database',
    );
  });
});
