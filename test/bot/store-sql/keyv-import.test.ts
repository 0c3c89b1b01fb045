import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../../src/bot/store/records';
import { applyMove } from '../../../src/bot/game/session';
import { Store } from '../../../src/bot/store/store';
import { importKeyvStore, importKeyvStoreOnce } from '../../../src/bot/store/sql/keyv-import';
import { SqlRecordStore } from '../../../src/bot/store/sql/record-store';
import { SqlStore } from '../../../src/bot/store/sql/sql-store';
import { rebuildRatings } from '../../../src/ratings/ratings-store';
import { BACKENDS } from './backends';
import { engine } from './games';

/** Written by today's bot (test/bot/fixtures/make-keyv-store.ts): one game finished and rated, one running, one lobby. */
const FIXTURE = fileURLToPath(new URL('../fixtures/keyv-store-v1.sqlite', import.meta.url));
const FINISHED = 'cloe1cp2';
const RUNNING = 'tf51whfn';
const LOBBY = '9j0oykh2';

/** Everything the keyv store holds, read with today's Store from a copy of the fixture. */
async function readWithTodaysStore(file: string): Promise<Map<string, unknown>> {
  const store = await Store.open({ path: file });
  const entries = new Map<string, unknown>();
  for await (const [key, value] of store.entries()) entries.set(key, value);
  await store.close();
  return entries;
}

describe.each(BACKENDS)('importing a keyv store file written by today’s bot (%o)', (make) => {
  const backend = make();
  const dir = mkdtempSync(join(tmpdir(), 'tafelrunde-import-'));
  const file = join(dir, 'tafelrunde.sqlite');
  let before: Map<string, unknown>;

  beforeAll(async () => {
    copyFileSync(FIXTURE, file);
    before = await readWithTodaysStore(file);
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await backend.close();
  });

  it(`${backend.name}: every game, result, board, history and pref arrives as it was`, async () => {
    const store = await SqlStore.open(await backend.fresh());
    try {
      const summary = await importKeyvStore(file, store);
      // The turn DMs' entry expires 60 days after the fixture was written (as keyv's own reads, the import drops it then).
      const meta = [...before.keys()].filter((key) => key.startsWith('meta:') && !/^meta:(store-check|lease|ended-lists)$/.test(key));
      expect(meta.length === 2 || meta.length === 1).toBe(true);
      expect(summary).toEqual({ games: 3, prefs: 3, stashes: 0, meta: meta.length, results: 1, boards: 1, histories: 2, skipped: [] });
      for (const key of meta) expect(await store.metaValue(key.slice('meta:'.length))).toEqual(before.get(key));
      for (const id of [FINISHED, RUNNING, LOBBY]) expect(await store.load(id)).toEqual(before.get(`game:${id}`));
      const records = SqlRecordStore.over(store);
      for (const [key, value] of before) {
        if (/^(result|ratings|history):/.test(key)) expect(await records.data(key)).toEqual(value);
        if (key.startsWith('prefs:')) expect(await records.prefs(key.slice('prefs:'.length))).toEqual(value);
      }
      const running = before.get(`game:${RUNNING}`) as GameRecord;
      expect(await store.activeGames()).toEqual([RUNNING, LOBBY].sort((a, b) => ((before.get(`game:${a}`) as GameRecord).createdAt < (before.get(`game:${b}`) as GameRecord).createdAt ? -1 : 1)));
      expect(await store.gamesInChannel(running.threadId ?? '')).toEqual([RUNNING]);
      expect(await store.endedOfUser(running.seats[0].userId)).toEqual([FINISHED]);
      // npm run ratings:rebuild reads every game and result through the adapter and writes the same boards again.
      const summary2 = await rebuildRatings(records as unknown as Store, { race: engine });
      expect(summary2).toEqual({ finished: 1, rated: 1, skipped: [], boards: 1, players: 2 });
      for (const [key, value] of before) if (/^(ratings|history):/.test(key)) expect(await records.data(key)).toEqual(value);
    } finally {
      await store.close();
    }
  });

  it(`${backend.name}: the game in progress goes on after the upgrade: same version, same board, next move appended`, async () => {
    const store = await SqlStore.open(await backend.fresh());
    try {
      expect((await importKeyvStoreOnce(file, store))?.games).toBe(3);
      expect(await importKeyvStoreOnce(file, store)).toBeNull();
      const old = before.get(`game:${RUNNING}`) as GameRecord;
      const loaded = await store.load(RUNNING);
      expect(loaded?.version).toBe(old.version);
      expect(loaded?.moves).toHaveLength(4);
      expect(engine.view(loaded?.snapshot, null)).toEqual(engine.view(old.snapshot, null));
      const [seat] = engine.awaiting(old.snapshot);
      const next = await store.update(RUNNING, old.version, (g) => applyMove(engine, g, seat, { kind: 'add', n: 2 }));
      expect(next.version).toBe(old.version + 1);
      expect(next.moves.slice(0, 4)).toEqual(old.moves);
      expect(next.snapshot).toEqual(engine.apply(old.snapshot, seat, { kind: 'add', n: 2 }));
      expect(await store.load(RUNNING)).toEqual(next);
    } finally {
      await store.close();
    }
  });
});
