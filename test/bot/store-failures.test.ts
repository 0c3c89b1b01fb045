import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import type { KeyvStoreAdapter } from 'keyv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { openSqliteAdapter, Store, StoreError } from '../../src/bot/store/store';
import { flakyAdapter } from './fixtures/flaky-adapter';
import { Harness, panelChoices, refusalOf } from './harness';
import type { RaceState } from './fixtures/race-engine';

const NOT_SAVED = 'Not saved: the game store did not answer. Nothing was changed; please try again.';

/** Every store error surfaces: the click is answered "not saved", nothing half-done remains, start-up stops. */
describe('store failures through the local Discord', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ flakyStore: true });
    ann = await h.user('Ann');
    ben = await h.user('Ben', { locale: 'de' });
  });
  afterAll(async () => h?.close());

  it('answers a move whose save failed with "not saved", keeps the game as it was, and plays the same click again', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const board = await h.boardOf(game.id, game.channelId, ann);
    const before = await h.record(game.id);
    const amounts = await h.raceAmounts(ann, board);
    const three = panelChoices(amounts)[2].component.custom_id ?? '';
    const dms = (await h.control.dms(ben.id)).length;

    h.storeFaults!.writes = 'throw';
    h.storeFaults!.keys = `game:${game.id}`;
    const failed = await h.click(ann, amounts, three);
    h.storeFaults!.writes = 'ok';
    expect(refusalOf(failed)).toBe(NOT_SAVED);
    const after = await h.record(game.id);
    expect(after.version).toBe(before.version);
    expect(after.moves).toEqual([]);
    // Nothing was shown as played: no new board, no ping.
    const boards = (await h.control.messages(game.channelId, ann.id)).filter((m) => m.components.length > 0 && !m.ephemeral);
    expect(boards.map((m) => m.id)).toEqual([board.id]);
    expect((await h.control.dms(ben.id)).length).toBe(dms);

    // A write that the store does not confirm (set answering false) is a failure as well.
    h.storeFaults!.writes = 'false';
    expect(refusalOf(await h.click(ann, amounts, three))).toBe(NOT_SAVED);
    h.storeFaults!.writes = 'ok';
    expect((await h.record(game.id)).version).toBe(before.version);

    await h.click(ann, amounts, three);
    expect(((await h.record(game.id)).snapshot as RaceState).points).toEqual([3, 0]);
    expect(await h.boardOf(game.id, game.channelId, ben)).toBeTruthy();
  });

  it('opens no lobby when its save fails, and lists no such game', async () => {
    const lists = await h.store.gamesInChannel(h.gamesChannel);
    expect(lists.length).toBeGreaterThan(0);
    const bens = await h.store.gamesOfUser(ben.id);
    h.storeFaults!.writes = 'throw';
    h.storeFaults!.keys = 'game:';
    const refused = await h.command(ben, 'newgame race', {});
    // /newgame is acknowledged (publicly, for the lobby) before it saves: the refusal follows privately once the bot is done.
    const answered = await h.control.waitFor(async () => {
      const details = await h.control.interaction(refused.interactionId);
      return refusalOf(details) !== '' ? details : null;
    }, { description: 'the private refusal' });
    h.storeFaults!.writes = 'ok';
    expect(refusalOf(answered)).toBe('Nicht gespeichert: Der Spielspeicher hat nicht geantwortet. Nichts wurde geändert; bitte versuche es noch einmal.');
    expect(answered.message).toBeNull();
    expect(refused.message?.content ?? '').not.toMatch(/Join/);
    expect(await h.store.gamesInChannel(h.gamesChannel)).toEqual(lists);
    expect(await h.store.gamesOfUser(ben.id)).toEqual(bens);
  });
});

describe('store failures at the store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tafelrunde-store-fail-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('never replaces an id list after a failed read', async () => {
    const { adapter, faults } = flakyAdapter(await openSqliteAdapter(join(dir, 'lists.sqlite')));
    const store = await Store.withAdapter(adapter);
    await store.indexChannel('c', 'aaaaaaaa');
    await store.indexChannel('c', 'bbbbbbbb');
    faults.reads = 'throw';
    await expect(store.indexChannel('c', 'cccccccc')).rejects.toThrow(StoreError);
    await expect(store.game('aaaaaaaa')).rejects.toThrow(/reading game:aaaaaaaa failed: injected read failure/);
    faults.reads = 'ok';
    expect(await store.gamesInChannel('c')).toEqual(['aaaaaaaa', 'bbbbbbbb']);
    await store.close();
  });

  it('stops start-up with the reason when the store is unreachable or not writable, for any backend', async () => {
    // A server that refuses (Redis, Postgres down): every call fails.
    const { adapter: down, faults } = flakyAdapter(await openSqliteAdapter(join(dir, 'down.sqlite')));
    faults.reads = 'throw';
    faults.writes = 'throw';
    await expect(Store.withAdapter(down, 'the redis store')).rejects.toThrow('store: the redis store is unreachable or not writable; start-up stopped: store: writing meta:store-check failed: injected write failure');
    // A server that never answers.
    const silent = new Proxy(new KeyvSqlite({ uri: `sqlite://${join(dir, 'silent.sqlite')}` }) as unknown as KeyvStoreAdapter, {
      get: (target, property, receiver) => (property === 'get' || property === 'set' ? () => new Promise(() => undefined) : Reflect.get(target, property, receiver)),
    });
    await expect(Store.withAdapter(silent, 'the postgres store', 300)).rejects.toThrow(/the postgres store did not answer within 0.3 s/);
    // A sqlite file that cannot be created (its folder is a file).
    writeFileSync(join(dir, 'not-a-folder'), 'x');
    await expect(Store.open({ path: join(dir, 'not-a-folder', 'store.sqlite') })).rejects.toThrow(/cannot be opened/);
    // A sqlite file that is not a database.
    writeFileSync(join(dir, 'garbage.sqlite'), 'this is not a database, just text that is long enough to be read as a header');
    await expect(Store.open({ path: join(dir, 'garbage.sqlite') })).rejects.toThrow(StoreError);
  });
});
