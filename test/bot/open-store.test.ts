import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openBotStore } from '../../src/bot/app/open-store';
import { StoreError } from '../../src/bot/store/store-error';
import { migrate, MIGRATIONS, SchemaTooNewError } from '../../src/bot/store/sql/migrations';
import { SqlStore } from '../../src/bot/store/sql/sql-store';
import { MemoryLog } from './harness';

/** Written by the keyv bot (test/bot/fixtures/make-keyv-store.ts): one game finished and rated, one running, one lobby. */
const FIXTURE = fileURLToPath(new URL('fixtures/keyv-store-v1.sqlite', import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'tafelrunde-open-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('start-up opens the bot’s database', () => {
  it('creates the SQLite file with no configuration, imports the keyv store file once, and not again', async () => {
    const keyvStore = join(dir, 'tafelrunde.sqlite');
    copyFileSync(FIXTURE, keyvStore);
    const database = { path: join(dir, 'first', 'tafelrunde.db') };
    const log = new MemoryLog();
    const store = await openBotStore({ database, keyvStore }, log);
    expect((await store.activeGames()).length).toBe(2);
    expect(log.lines).toEqual([`info imported the keyv store ${keyvStore}: 3 games, 3 players' settings, 1 results, 1 leaderboards, 2 player histories`]);
    await store.close();
    const again = new MemoryLog();
    const reopened = await openBotStore({ database, keyvStore }, again);
    expect(again.lines).toEqual([]);
    expect((await reopened.activeGames()).length).toBe(2);
    await reopened.close();
  });

  it('starts empty when there is no keyv store file', async () => {
    const log = new MemoryLog();
    const store = await openBotStore({ database: { path: join(dir, 'empty.db') }, keyvStore: join(dir, 'none.sqlite') }, log);
    expect(await store.activeGames()).toEqual([]);
    expect(log.lines).toEqual([]);
    await store.close();
  });

  it('refuses a database migrated by a newer Tafelrunde, in one line', async () => {
    const path = join(dir, 'newer.db');
    const newer = await SqlStore.open({ path });
    await migrate(newer.db as never, { migrations: { ...MIGRATIONS, '0099_future': { up: async () => undefined } } });
    await newer.close();
    const refused = await openBotStore({ database: { path }, keyvStore: join(dir, 'none.sqlite') }, new MemoryLog()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SchemaTooNewError);
    expect((refused as Error).message).toBe(
      "the database's schema is newer than this Tafelrunde knows (applied migrations it does not have: 0099_future); start the newer version of the bot, or point TAFELRUNDE_DATABASE_URL at another database",
    );
  });

  it('names an unreachable Postgres server and the reason, in one line, without the URL', async () => {
    const refused = await openBotStore({ database: { url: 'postgres://bot:secret@127.0.0.1:1/tafelrunde' }, keyvStore: join(dir, 'none.sqlite') }, new MemoryLog()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreError);
    expect((refused as Error).message).toBe('store: the Postgres database of TAFELRUNDE_DATABASE_URL is unreachable or cannot be migrated (connect ECONNREFUSED 127.0.0.1:1); start-up stopped');
  });

  it('names a SQLite file that cannot be created', async () => {
    const blocker = join(dir, 'a-file');
    copyFileSync(FIXTURE, blocker);
    const refused = await openBotStore({ database: { path: join(blocker, 'tafelrunde.db') }, keyvStore: join(dir, 'none.sqlite') }, new MemoryLog()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreError);
    expect((refused as Error).message).toBe(`store: the SQLite database ${join(blocker, 'tafelrunde.db')} is unreachable or cannot be migrated (EEXIST: file already exists, mkdir '${blocker}'); start-up stopped`);
  });
});
