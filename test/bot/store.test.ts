import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Store } from '../../src/bot/store/store';
import type { GameRecord } from '../../src/bot/store/records';

const dirs: string[] = [];
function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tafelrunde-store-'));
  dirs.push(dir);
  return join(dir, 'nested', 'store.sqlite');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function record(id: string, status: GameRecord['status'] = 'running'): GameRecord {
  return {
    id, gameId: 'nim', options: {}, seatOrder: 'joined', locale: 'en', hostId: 'u1', guildId: 'g', channelId: 'c',
    threadId: null, messageId: null, publishedVersion: 0, seats: [{ userId: 'u1', name: 'A' }],
    seed: 's', moves: [], snapshot: { stones: 3 }, version: 0, status, scoreHistory: [], undo: null, abandon: null,
    createdAt: '', updatedAt: '',
  };
}

describe('keyv store', () => {
  it('keeps games, indexes and prefs across a close and reopen of the sqlite file', async () => {
    const path = tempFile();
    const store = await Store.open({ path });
    await store.saveGame(record('aaaaaaaa'));
    await store.saveGame(record('bbbbbbbb', 'finished'));
    await store.indexChannel('c1', 'aaaaaaaa');
    await store.indexUser('u1', 'aaaaaaaa', true);
    await store.indexUser('u1', 'bbbbbbbb', true);
    await store.indexUser('u1', 'bbbbbbbb', false);
    await store.savePrefs('u1', { notify: false });
    await store.setMeta('commands', 'hash');
    await store.close();

    const again = await Store.open({ path });
    expect((await again.game('aaaaaaaa'))?.snapshot).toEqual({ stones: 3 });
    expect(await again.game('cccccccc')).toBeUndefined();
    expect(await again.activeGames()).toEqual(['aaaaaaaa']);
    expect(await again.gamesInChannel('c1')).toEqual(['aaaaaaaa']);
    expect(await again.gamesOfUser('u1')).toEqual(['aaaaaaaa']);
    expect(await again.prefs('u1')).toEqual({ notify: false });
    expect(await again.prefs('u2')).toEqual({ notify: true });
    expect(await again.meta('commands')).toBe('hash');
    await again.close();
  });

  it('drops a game from the active index when it ends', async () => {
    const store = await Store.open({ path: tempFile() });
    const game = record('aaaaaaaa');
    await store.saveGame(game);
    expect(await store.activeGames()).toEqual(['aaaaaaaa']);
    game.status = 'abandoned';
    await store.saveGame(game);
    expect(await store.activeGames()).toEqual([]);
    await store.close();
  });

  it('loses no index entry under concurrent updates', async () => {
    const store = await Store.open({ path: tempFile() });
    const ids = Array.from({ length: 20 }, (_, i) => `game${String(i).padStart(4, '0')}`);
    await Promise.all(ids.map((id) => store.indexChannel('busy', id)));
    expect((await store.gamesInChannel('busy')).sort()).toEqual(ids);
    await store.close();
  });

  it('stashes long component ids and refuses garbage under a token', async () => {
    const store = await Store.open({ path: tempFile() });
    await store.stash('tok', { kind: 'panel', game: 'aaaaaaaa', version: 1, path: ['x'] });
    expect(await store.unstash('tok')).toEqual({ kind: 'panel', game: 'aaaaaaaa', version: 1, path: ['x'] });
    expect(await store.unstash('missing')).toBeUndefined();
    await store.close();
  });

  it('explains a store URL whose adapter is not installed', async () => {
    await expect(Store.open({ url: 'redis://127.0.0.1:6379' })).rejects.toThrow(/npm install @keyv\/redis/);
    await expect(Store.open({ url: 'postgres://127.0.0.1/db' })).rejects.toThrow(/npm install @keyv\/postgres/);
    await expect(Store.open({ url: 'mongodb://x' })).rejects.toThrow(/unsupported scheme/);
  });

  it('opens a sqlite store named by URL', async () => {
    const store = await Store.open({ url: `sqlite://${tempFile()}` });
    await store.setMeta('x', 'y');
    expect(await store.meta('x')).toBe('y');
    await store.close();
  });
});
