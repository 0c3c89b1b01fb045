import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { startBot } from '../../src/bot/app/bot';
import { LeaseHeldError, type LeaseRecord } from '../../src/bot/store/lease';
import { SqlRecordStore } from '../../src/bot/store/sql/record-store';
import { race } from './fixtures/race-engine';
import { Harness, MemoryLog, panelChoices } from './harness';

/**
 * One process per store: the bot shards internally (as many shards as Discord recommends, one process), and a
 * second process on the same store refuses to start while the first holds the store's lease.
 */
describe('one bot process per store', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ emulator: { recommendedShards: 2 } });
    ann = await h.user('Ann');
    ben = await h.user('Ben');
  });
  afterAll(async () => h?.close());

  const second = async (store: SqlRecordStore, log = new MemoryLog()) =>
    startBot({ token: h.emu.token, api: h.emu.restUrl, store, engines: { race }, devGuildId: h.guildId, log, lease: { settleMs: 50 } });

  it('connects one process with the shard count Discord recommends; and plays through them', async () => {
    const sessions = (await h.control.state()).gateway.sessions.filter((s) => s.connected);
    expect(sessions.map((s) => s.shard).sort()).toEqual([
      [0, 2],
      [1, 2],
    ]);
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    await h.raceAdd(game, ann, 1);
    expect((await h.record(game.id)).moves).toHaveLength(1);
  });

  it('refuses a second process on the same store with a clear message, and lets it start once the first stopped', async () => {
    const other = await SqlRecordStore.open({ path: h.storePath });
    try {
      const refused = await second(other).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(LeaseHeldError);
      expect((refused as Error).message).toMatch(new RegExp(`^another Tafelrunde process \\(pid ${process.pid} on .+\\) is running on this store until .+; one process serves every server`));

      await h.bot.stop();
      const log = new MemoryLog();
      const taken = await second(other, log);
      await taken.stop();
      expect(log.lines.some((line) => line.includes('took over'))).toBe(false);
    } finally {
      await other.close();
      await h.store.close();
      await h.startBot();
    }
  });

  it('takes over a lease only after it expired (a crashed process), and warns', async () => {
    await h.stopBot();
    const other = await SqlRecordStore.open({ path: h.storePath });
    try {
      const crashed: LeaseRecord = { owner: 'crashed', host: 'elsewhere', pid: 4242, expiresAt: Date.now() + 60_000 };
      await other.setMetaValue('lease', crashed);
      await expect(second(other)).rejects.toThrow(/pid 4242 on elsewhere/);
      await other.setMetaValue('lease', { ...crashed, expiresAt: Date.now() - 1 });
      const log = new MemoryLog();
      const taken = await second(other, log);
      expect(log.lines.some((line) => line.startsWith('warn') && line.includes('took over the store\'s lease of pid 4242 on elsewhere'))).toBe(true);
      await taken.stop();
      // Released on a clean shutdown.
      expect(await other.metaValue('lease')).toBeUndefined();
    } finally {
      await other.close();
      await h.startBot();
    }
  });

  it('keeps renewing its lease while it runs', async () => {
    await h.stopBot();
    const store = await SqlRecordStore.open({ path: h.storePath });
    const bot = await startBot({ token: h.emu.token, api: h.emu.restUrl, store, engines: { race }, devGuildId: h.guildId, log: new MemoryLog(), lease: { ttlMs: 400, renewMs: 100, settleMs: 20 } });
    const other = await SqlRecordStore.open({ path: h.storePath });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await expect(second(other)).rejects.toThrow(LeaseHeldError);
    } finally {
      await bot.stop();
      await store.close();
      await other.close();
      await h.startBot();
    }
    // The restarted harness bot plays on.
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const panel = await h.raceAmounts(ann, await h.boardOf(game.id, game.channelId, ann));
    await h.click(ann, panel, panelChoices(panel)[0].component.custom_id ?? '');
    expect((await h.record(game.id)).moves).toHaveLength(1);
  });
});
