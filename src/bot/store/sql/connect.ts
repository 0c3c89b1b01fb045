import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/** The SQL store's file when no database URL is set (beside the keyv store it imports from, never the same file). */
export const DEFAULT_DATABASE_PATH = 'runtime/tafelrunde.db';

export type Backend = 'sqlite' | 'postgres';

export interface SqlConfig {
  /** postgres://… or postgresql://… (TAFELRUNDE_DATABASE_URL); without it, a SQLite file at `path`. */
  url?: string;
  /** The SQLite file (default runtime/tafelrunde.db). */
  path?: string;
  /** Postgres only: the schema to work in (SqlStore.open creates it when missing); tests give each run its own. */
  schema?: string;
  /** Postgres only: connections in the pool (default 10). */
  poolSize?: number;
  /** Sees every query (the bench counts reads, writes and bytes with it). */
  log?: (event: LogEvent) => void;
}

export interface Connection {
  db: Kysely<Database>;
  backend: Backend;
  /** Where it points, for messages (never the URL: it may carry a password). */
  name: string;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Which backend a config names: Postgres for a postgres:// URL, SQLite otherwise; any other URL is refused. */
export function backendOf(config: SqlConfig): Backend {
  if (!config.url) return 'sqlite';
  if (/^postgres(ql)?:\/\//i.test(config.url)) return 'postgres';
  throw new Error(`TAFELRUNDE_DATABASE_URL: unsupported URL "${config.url.slice(0, config.url.indexOf(':') + 1)}//…" (use postgres://…, or leave it unset for the SQLite file)`);
}

function openSqlite(config: SqlConfig): Connection {
  const file = resolve(config.path ?? DEFAULT_DATABASE_PATH);
  mkdirSync(dirname(file), { recursive: true });
  const database = new BetterSqlite3(file);
  // WAL: readers never wait for the writer; busy_timeout: a second process waits for the write lock instead of failing.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }), ...(config.log ? { log: config.log } : {}) }), backend: 'sqlite', name: `the SQLite database ${file}` };
}

function openPostgres(config: SqlConfig & { url: string }): Connection {
  if (config.schema !== undefined && !SCHEMA_NAME.test(config.schema)) throw new Error(`not a schema name: ${config.schema}`);
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize ?? 10,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  const dialect = new PostgresDialect({ pool });
  return { db: new Kysely<Database>({ dialect, ...(config.log ? { log: config.log } : {}) }), backend: 'postgres', name: 'the Postgres database' };
}

/** Opens the database a config names (no query yet: SqlStore.open migrates and so proves the connection). */
export function connect(config: SqlConfig = {}): Connection {
  const backend = backendOf(config);
  return backend === 'postgres' && config.url ? openPostgres({ ...config, url: config.url }) : openSqlite(config);
}
