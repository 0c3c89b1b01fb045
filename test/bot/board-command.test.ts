import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findComponent, type UserInfo } from '../../src/emulator';
import { Harness, panelChoices, refusalOf } from './harness';
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
