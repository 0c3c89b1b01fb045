import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findComponent, startEmulator, UNLIMITED_RATE_LIMITS, type ControlMessage, type Emulator, type UserInfo } from '../../src/emulator';
import { SqlRecordStore } from '../../src/bot/store/sql/record-store';
import { ChildBot } from './fixtures/child-bot';

/**
 * The bot process dies (SIGKILL on itself) inside a crash window: between posting a board and saving its message id,
 * and between opening the game thread and saving the start. The restarted process must not post twice, ping twice
 * or open a second thread.
 */
describe('crash windows', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tafelrunde-crash-'));
  const storePath = join(dir, 'tafelrunde.db');
  let emu: Emulator;
  let bot: ChildBot;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    emu = await startEmulator({ log: () => undefined, rateLimits: UNLIMITED_RATE_LIMITS });
    bot = new ChildBot(emu, storePath);
    ann = await emu.control.createUser('Ann');
    ben = await emu.control.createUser('Ben');
  });
  afterAll(async () => {
    await bot?.kill();
    await emu?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function recordOf(id: string) {
    const store = await SqlRecordStore.open({ path: storePath });
    try {
      return (await store.game(id))!;
    } finally {
      await store.close();
    }
  }

  const act = (user: UserInfo, message: ControlMessage, customId: string) => emu.control.click({ userId: user.id, messageId: message.id, customId, settle: true });
  const games = () => emu.seed?.channels.games ?? '';

  async function openLobby(): Promise<{ id: string; lobby: ControlMessage }> {
    const lobby = (await emu.control.runCommand({ userId: ann.id, channelId: games(), name: 'newgame race', options: { seating: 'joined', target: '9' }, settle: true })).message!;
    const id = /#([a-z0-9]{8})/.exec(lobby.content)![1];
    await act(ben, lobby, `l:${id}:join`);
    return { id, lobby };
  }

  const threadsOf = async (id: string) => (await emu.control.state()).guilds[0].threads.filter((t) => t.name.includes(id));
  const boardsIn = async (channelId: string) => (await emu.control.messages(channelId, ann.id)).filter((m) => findComponent(m, (c) => (c.custom_id ?? '').endsWith(':play')));

  it('finds the board posted before the kill instead of posting it again, and pings once', async () => {
    await bot.start({ BOT_CRASH: 'board-save' });
    const { id, lobby } = await openLobby();
    const dmsBefore = (await emu.control.dms(ann.id)).length;
    void act(ann, lobby, `l:${id}:start`).catch(() => undefined);
    await bot.exited();
    const [thread] = await threadsOf(id);
    // Died after posting the first board, before recording it: the record names no board yet.
    expect(await boardsIn(thread.id)).toHaveLength(1);
    expect((await recordOf(id)).messageId).toBeNull();

    await bot.start();
    const record = await emu.control.waitFor(async () => {
      const now = await recordOf(id);
      return now.messageId ? now : null;
    });
    const boards = await boardsIn(thread.id);
    expect(boards).toHaveLength(1);
    expect(record.messageId).toBe(boards[0].id);
    expect(record.publishedVersion).toBe(record.version);
    // Ann, awaited first, gets one DM for this board: the killed process never pinged, the restart did once.
    await emu.control.waitFor(async () => (await emu.control.dms(ann.id)).length > dmsBefore);
    expect((await emu.control.dms(ann.id)).length).toBe(dmsBefore + 1);
    await bot.kill();
  });

  it('reuses the game thread opened before a kill when Start is pressed again', async () => {
    await bot.start({ BOT_CRASH: 'start-save' });
    const { id, lobby } = await openLobby();
    void act(ann, lobby, `l:${id}:start`).catch(() => undefined);
    await bot.exited();
    expect(await threadsOf(id)).toHaveLength(1);
    expect((await recordOf(id)).status).toBe('lobby');

    await bot.start();
    const started = await act(ann, lobby, `l:${id}:start`);
    expect(started.outcome).toBe('responded');
    const record = await emu.control.waitFor(async () => {
      const now = await recordOf(id);
      return now.messageId ? now : null;
    });
    const threads = await threadsOf(id);
    expect(threads).toHaveLength(1);
    expect(record.threadId).toBe(threads[0].id);
    expect(await boardsIn(threads[0].id)).toHaveLength(1);
    await bot.kill();
  });
});
