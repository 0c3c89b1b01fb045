import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findComponent, type UserInfo } from '../../src/emulator';
import { Harness, panelChoices, refusalOf, stubRenderer } from './harness';
import { offerGame } from './fixtures/offer-engine';
import type { RaceState } from './fixtures/race-engine';

/** A deleted board strands no game: /board posts it again, and a restart does too. */
describe('/board and deleted boards', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    h = await Harness.start();
    ann = await h.user('Ann');
    ben = await h.user('Ben');
  });
  afterAll(async () => h?.close());

  const boardsIn = async (channelId: string) => (await h.control.messages(channelId, ann.id)).filter((m) => findComponent(m, (c) => (c.custom_id ?? '').endsWith(':play')));

  it('re-posts the current board with live buttons after a moderator deleted it; older boards lose theirs', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const board = await h.boardOf(game.id, game.channelId, ann);
    await h.control.deleteMessage(board.id);
    expect(await boardsIn(game.channelId)).toHaveLength(0);

    const answer = await h.command(ben, 'board', {}, game.channelId);
    expect(answer.ephemeral).toBe(true);
    const fresh = await h.boardOf(game.id, game.channelId, ann);
    expect(answer.message?.content).toBe(`The board of #${game.id} is posted again: https://discord.com/channels/${h.guildId}/${game.channelId}/${fresh.id}`);
    expect(fresh.id).not.toBe(board.id);
    expect((await h.record(game.id)).messageId).toBe(fresh.id);

    // Again, by number from another channel: the newest board is the only one with buttons.
    await h.command(ann, 'board', { game: game.id }, h.gamesChannel);
    const boards = await boardsIn(game.channelId);
    expect(boards).toHaveLength(1);
    expect(boards[0].id).not.toBe(fresh.id);
    // The re-posted board plays: Ann moves from it.
    await h.raceAdd(game, ann, 2);
    expect(((await h.record(game.id)).snapshot as RaceState).points).toEqual([2, 0]);
  });

  it('refuses privately where there is no running game, in the caller language', async () => {
    const none = await h.command(ann, 'board', {}, h.emu.seed?.channels.general);
    expect(refusalOf(none)).toBe('There is no running game here.');
    const german = await h.user('Gerd', { locale: 'de' });
    expect(refusalOf(await h.command(german, 'board', { game: 'zzzzzzzz' }))).toBe('Es gibt kein Spiel #zzzzzzzz.');
  });

  it('posts a deleted board again when the bot restarts', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const board = await h.boardOf(game.id, game.channelId, ann);
    await h.stopBot();
    await h.control.deleteMessage(board.id);
    await h.startBot();
    const fresh = await h.boardOf(game.id, game.channelId, ann);
    expect(fresh.id).not.toBe(board.id);
    expect((await h.record(game.id)).messageId).toBe(fresh.id);
    const panel = await h.raceAmounts(ann, fresh);
    await h.click(ann, panel, panelChoices(panel)[0].component.custom_id ?? '');
    expect(((await h.record(game.id)).snapshot as RaceState).points).toEqual([1, 0]);
  });
});

describe('a quiet move on a deleted board', () => {
  it('posts a new board when the edit answers 10008, and pings nobody', async () => {
    const h = await Harness.start({ engines: { offer: offerGame }, renderers: { offer: stubRenderer } });
    try {
      const [ann, ben, cid] = [await h.user('Ann'), await h.user('Ben'), await h.user('Cid')];
      const game = await h.startGame(ann, [ben, cid], { game: 'offer', seating: 'joined' });
      const board = await h.boardOf(game.id, game.channelId, ann);
      const panel = await h.play(ann, board);
      await h.bot.ctx.locks.idle();
      const dms = (await h.control.dms(ann.id)).length + (await h.control.dms(ben.id)).length;
      await h.control.deleteMessage(board.id);
      // A swap keeps Ann on the move: the board would be edited in place, but it is gone.
      const swap = panelChoices(panel).find((c) => c.component.label === 'test.swap');
      expect(refusalOf(await h.click(ann, panel, swap?.component.custom_id ?? ''))).toBe('');
      const fresh = await h.boardOf(game.id, game.channelId, ann);
      expect(fresh.id).not.toBe(board.id);
      await h.control.waitFor(async () => (await h.record(game.id)).messageId === fresh.id);
      expect(h.log.lines.some((line) => line.includes(`edit board of #${game.id}`) && line.includes('10008'))).toBe(true);
      expect((await h.control.dms(ann.id)).length + (await h.control.dms(ben.id)).length).toBe(dms);
    } finally {
      await h.close();
    }
  });
});
