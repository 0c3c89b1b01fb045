import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import type { GameRecord } from '../../src/bot/store/records';
import { Harness } from './harness';

/** Longer than Discord's 3-second window for the first answer. */
const SLOW_MS = 3_400;

/**
 * Acknowledge, then save, then show: a slow store write (a busy disk, a remote store) must not leave a change saved
 * that the user's screen does not show (the answer would come too late for Discord and be lost).
 */
describe('a slow save never leaves the screen contradicting the store', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    h = await Harness.start();
    ann = await h.user('Ann');
    ben = await h.user('Ben');
  });
  afterAll(async () => h?.close());

  /** Makes the bot's next game save take SLOW_MS (the store the bot writes is the harness's), running `meanwhile` during it. */
  function slowNextSave(meanwhile: () => Promise<void> = async () => undefined, saving: (record: GameRecord) => void = () => undefined): void {
    const store = h.bot.ctx.store;
    const save = store.saveGame.bind(store);
    store.saveGame = async (record) => {
      store.saveGame = save;
      saving(record);
      await Promise.all([new Promise((resolve) => setTimeout(resolve, SLOW_MS)), meanwhile()]);
      return save(record);
    };
  }

  /** During the save, Discord's 15 minutes for answering the interaction run out: showing the change fails. */
  const tokenRunsOut = () => h.control.advanceClock(16 * 60_000);

  it('/newgame: the lobby saved slowly is shown with its buttons', async () => {
    slowNextSave();
    const opened = await h.command(ann, 'newgame race');
    expect(opened.outcome).toBe('responded');
    const lobby = opened.message as ControlMessage;
    const id = /#([a-z0-9]{8})/.exec(lobby.content)?.[1] as string;
    expect(findComponent(lobby, `l:${id}:join`)).toBeTruthy();
    expect((await h.record(id)).status).toBe('lobby');
  }, 15_000);

  it('Join: the seat saved slowly is shown in the lobby', async () => {
    const lobby = (await h.command(ann, 'newgame race')).message as ControlMessage;
    const id = /#([a-z0-9]{8})/.exec(lobby.content)?.[1] as string;
    slowNextSave();
    const joined = await h.click(ben, lobby, `l:${id}:join`);
    expect(joined.outcome).toBe('responded');
    expect((await h.record(id)).seats.map((seat) => seat.name)).toEqual(['Ann', 'Ben']);
    const shown = (await h.control.messages(lobby.channel_id, ann.id)).find((m) => m.id === lobby.id);
    expect(shown?.content).toContain('Ann, Ben');
  }, 15_000);

  it('/undo: the vote saved slowly is posted', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    await h.raceAdd(game, ann, 1);
    await h.bot.ctx.locks.idle();
    slowNextSave();
    const asked = await h.command(ann, 'undo', {}, game.channelId);
    expect(asked.outcome).toBe('responded');
    const record = await h.record(game.id);
    expect(record.undo?.agreed).toEqual([ann.id]);
    expect(findComponent(asked.message as ControlMessage, `v:${game.id}:${record.version}:undo:y`)).toBeTruthy();
  }, 15_000);

  it('/undo: a vote whose message cannot be shown is withdrawn, so asking again works', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    await h.raceAdd(game, ann, 1);
    await h.bot.ctx.locks.idle();
    slowNextSave(tokenRunsOut);
    await h.control.runCommand({ userId: ann.id, channelId: game.channelId, name: 'undo', options: {}, settle: false });
    await h.bot.ctx.locks.idle();
    expect((await h.record(game.id)).undo).toBeNull();
    const again = await h.command(ann, 'undo', {}, game.channelId);
    expect(findComponent(again.message as ControlMessage, `v:${game.id}:${(await h.record(game.id)).version}:undo:y`)).toBeTruthy();
  }, 15_000);

  it('/newgame: a lobby whose message cannot be shown is closed again', async () => {
    let opened = '';
    slowNextSave(tokenRunsOut, (record) => (opened = record.id));
    await h.control.runCommand({ userId: ann.id, channelId: h.gamesChannel, name: 'newgame race', options: {}, settle: false });
    // The bot is done once the new lobby's record is closed (the command holds no game lock to wait for).
    // (The record is saved closed first, then it leaves the channel's list of open games.)
    await h.control.waitFor(async () => opened !== '' && (await h.store.game(opened))?.status === 'abandoned' && !(await h.store.gamesInChannel(h.gamesChannel)).includes(opened), {
      description: 'the lobby closed again',
      timeoutMs: 8_000,
    });
    const shown = (await h.control.messages(h.gamesChannel, ann.id)).filter((m) => findComponent(m, `l:${opened}:join`));
    expect(shown).toEqual([]);
  }, 15_000);

  it('Join: when the lobby cannot be shown, the next click shows it as saved', async () => {
    const lobby = (await h.command(ann, 'newgame race')).message as ControlMessage;
    const id = /#([a-z0-9]{8})/.exec(lobby.content)?.[1] as string;
    slowNextSave(tokenRunsOut);
    await h.control.click({ userId: ben.id, messageId: lobby.id, customId: `l:${id}:join`, settle: false });
    await h.bot.ctx.locks.idle();
    expect((await h.record(id)).seats.map((seat) => seat.name)).toEqual(['Ann', 'Ben']);
    const cid = await h.user('Cid');
    const joined = await h.click(cid, lobby, `l:${id}:join`);
    expect(joined.message?.content).toContain('Ann, Ben, Cid');
  }, 15_000);
});
