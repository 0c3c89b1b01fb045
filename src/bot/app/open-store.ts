import { resolve } from 'node:path';
import type { Logger } from '../base/log';
import { withinTime } from '../base/within-time';
import { StoreError } from '../store/store-error';
import { DEFAULT_DATABASE_PATH, type SqlConfig } from '../store/sql/connect';
import { importKeyvStoreOnce } from '../store/sql/keyv-import';
import { SchemaTooNewError } from '../store/sql/migrations';
import { SqlRecordStore } from '../store/sql/record-store';

/** How long start-up waits for the database to answer (connect and migrate). */
const OPEN_WITHIN_MS = 15_000;

/** Which database a config names, for messages (never the URL itself: it may carry a password). */
export function databaseName(config: SqlConfig): string {
  return config.url ? 'the Postgres database of TAFELRUNDE_DATABASE_URL' : `the SQLite database ${resolve(config.path ?? DEFAULT_DATABASE_PATH)}`;
}

/** The reason of a failed connect in words: pg answers a refused connection to every address as an AggregateError without a message. */
function reasonOf(error: unknown): string {
  if (error instanceof StoreError && error.cause !== undefined) return reasonOf(error.cause);
  if (error instanceof AggregateError && error.errors.length > 0) return reasonOf(error.errors[0]);
  if (error instanceof Error) return error.message || (error as NodeJS.ErrnoException).code || error.name;
  return String(error);
}

/**
 * Start-up's store: the database the config names, migrated (a schema newer than this code stops start-up with
 * SchemaTooNewError), and, the first time, the games of the keyv store file of earlier versions imported into it.
 * An unreachable database is a StoreError naming it and the reason, in one line.
 */
export async function openBotStore(config: { database: SqlConfig; keyvStore: string }, log: Logger, withinMs = OPEN_WITHIN_MS): Promise<SqlRecordStore> {
  const name = databaseName(config.database);
  const opening = SqlRecordStore.open(config.database);
  const late = Symbol('late');
  let opened: SqlRecordStore | typeof late;
  try {
    opened = await withinTime(opening, withinMs, () => late);
  } catch (error) {
    if (error instanceof SchemaTooNewError) throw error;
    throw new StoreError(`${name} is unreachable or cannot be migrated (${reasonOf(error)}); start-up stopped`);
  }
  if (opened === late) {
    // An answer after all still opened a pool: close it so the process can end.
    void opening.then((store) => store.close()).catch(() => undefined);
    throw new StoreError(`${name} did not answer within ${withinMs / 1000} s; start-up stopped`);
  }
  const store = opened;
  try {
    const imported = await importKeyvStoreOnce(config.keyvStore, store.sql);
    if (imported) {
      log.info(`imported the keyv store ${resolve(config.keyvStore)}: ${imported.games} games, ${imported.prefs} players' settings, ${imported.results} results, ${imported.boards} leaderboards, ${imported.histories} player histories`);
      for (const key of imported.skipped) log.warn(`keyv import skipped ${key}`);
    }
  } catch (error) {
    await store.close().catch(() => undefined);
    throw new StoreError(`importing the keyv store ${resolve(config.keyvStore)} into ${name} failed; start-up stopped`, error);
  }
  return store;
}
