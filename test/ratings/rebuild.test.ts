import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/bot/store/records';
import { Store } from '../../src/bot/store/store';
import { rebuildRatings } from '../../src/ratings/ratings-store';
import { boardKey, historyKey, resultKey, type PlayerHistory, type RatingBoard } from '../../src/ratings/records';
import { race, type RaceState } from '../bot/fixtures/race-engine';

function finished(id: string, gameId: string, points: number[], at: string): GameRecord {
  const state: RaceState = { ...race.setup({ target: '5' }, points.length, id), points };
  return {
    id,
    gameId,
    options: {},
    seatOrder: 'joined',
    locale: 'en',
    hostId: 'u0',
    guildId: 'G',
    channelId: 'C',
    threadId: null,
    messageId: null,
    publishedVersion: 1,
    seats: points.map((_, i) => ({ userId: `u${i}`, name: `P${i}` })),
    seed: id,
    moves: [{ seat: 0, move: { kind: 'add', n: 1 }, at, log: [], revealed: false }],
    snapshot: state,
    version: 1,
    status: 'finished',
    scoreHistory: [],
    undo: null,
    abandon: null,
    createdAt: at,
    updatedAt: at,
  };
}

describe('npm run ratings:rebuild', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tafelrunde-rebuild-'));
  let store: Store;
  beforeAll(async () => {
    store = await Store.open({ path: join(dir, 'store.sqlite') });
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rates finished games from their final state in the order they ended, skips what it cannot read, drops stale records', async () => {
    await store.saveGame(finished('bbbb2222', 'race', [2, 6], '2026-03-02T00:00:00.000Z'));
    await store.saveGame(finished('aaaa1111', 'race', [6, 2], '2026-03-01T00:00:00.000Z'));
    await store.saveGame(finished('cccc3333', 'gone', [6, 2], '2026-03-03T00:00:00.000Z'));
    await store.saveGame({ ...finished('dddd4444', 'race', [6, 2], '2026-03-04T00:00:00.000Z'), status: 'abandoned' });
    await store.setData(historyKey('G', 'u9'), { key: 'u9', name: 'Gone', byGame: {}, recent: [] });

    const summary = await rebuildRatings(store, { race });
    expect(summary).toEqual({ finished: 3, rated: 2, skipped: ['#cccc3333: no engine "gone"'], boards: 1, players: 2 });
    const board = await store.data<RatingBoard>(boardKey('G', 'race'));
    // u0 won the first game and lost the second: 1138 after the first, then down; u1 the other way round.
    const history = await store.data<PlayerHistory>(historyKey('G', 'u0'));
    expect(history?.recent.map((e) => [e.recordId, e.rank, e.change > 0])).toEqual([
      ['bbbb2222', 2, false],
      ['aaaa1111', 1, true],
    ]);
    expect(history?.recent.at(-1)?.rating).toBe(1138);
    expect([board?.games, board?.players.u0.wins, board?.players.u1.wins]).toEqual([2, 1, 1]);
    expect(await store.data(resultKey('aaaa1111'))).toBeDefined();
    expect(await store.data(resultKey('dddd4444'))).toBeUndefined();
    expect(await store.data(historyKey('G', 'u9'))).toBeUndefined();

    // Running it again changes nothing.
    expect(await rebuildRatings(store, { race })).toEqual(summary);
    expect(await store.data<RatingBoard>(boardKey('G', 'race'))).toEqual(board);
  });
});
