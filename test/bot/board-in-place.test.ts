import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import type { RaceState } from './fixtures/race-engine';
import { Harness } from './harness';

/**
 * A move that awaits someone else edits the board into the next one while the board is still the newest message of
 * the game's channel (fewer Discord calls, the same thread: the newest board at the bottom, the only one with buttons);
 * once anything was posted below it — a member's message, a vote — the next board is a new message and the old one
 * loses its buttons.
 */
describe('the next board in place of the newest one', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    h = await Harness.start();
    ann = await h.user('Ann');
    ben = await h.user('Ben');
  });
  afterAll(async () => h?.close());

  const publicMessages = async (channelId: string) => (await h.control.messages(channelId, ann.id)).filter((m) => !m.ephemeral);
  const withButtons = async (channelId: string) => (await publicMessages(channelId)).filter((m) => m.components.length > 0);
  const shown = () => h.bot.ctx.locks.idle();

  it('edits the newest board into the next one, pings the next player, and answers the click in one call', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const board = await h.boardOf(game.id, game.channelId, ann);
    const messages = (await publicMessages(game.channelId)).length;
    const dms = (await h.control.dms(ben.id)).length;
    const calls = await h.control.restCalls();
    await h.raceAdd(game, ann, 2);
    await shown();
    const record = await h.record(game.id);
    expect((record.snapshot as RaceState).points).toEqual([2, 0]);
    const next = await h.boardOf(game.id, game.channelId, ben);
    expect(next.id).toBe(board.id);
    expect(next.content).toContain('Ann');
    expect(next.content).not.toContain('Since this board was posted:');
    expect(record.messageId).toBe(board.id);
    expect(record.publishedVersion).toBe(record.version);
    expect((await publicMessages(game.channelId)).length).toBe(messages);
    expect((await withButtons(game.channelId)).map((m) => m.id)).toEqual([board.id]);
    expect((await h.control.dms(ben.id)).length).toBe(dms + 1);
    // No deferral and edit of the panel: the completing click's answer is its callback alone.
    const after = await h.control.restCalls();
    const route = (name: string) => (after.byRoute[name] ?? 0) - (calls.byRoute[name] ?? 0);
    expect(route('PATCH /webhooks/:id/:token/messages/%40original')).toBe(0);
    expect(route('POST /channels/:id/messages')).toBe(1); // Ben's DM; no new board
  });

  it('posts a new board and strips the old one once a member wrote below it', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const board = await h.boardOf(game.id, game.channelId, ann);
    await h.control.say(ben.id, game.channelId, 'good luck');
    await h.raceAdd(game, ann, 1);
    await shown();
    const next = await h.boardOf(game.id, game.channelId, ben);
    expect(next.id).not.toBe(board.id);
    expect((await withButtons(game.channelId)).map((m) => m.id)).toEqual([next.id]);
  });

  it('posts a new board below a vote message (a public reply to a command), and the outlived vote loses its buttons', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    await h.raceAdd(game, ann, 1);
    await shown();
    const board = await h.boardOf(game.id, game.channelId, ben);
    const vote = (await h.command(ann, 'undo', {}, game.channelId)).message as ControlMessage;
    expect(findComponent(vote, (c) => (c.custom_id ?? '').startsWith(`v:${game.id}:`))).toBeDefined();
    await h.raceAdd(game, ben, 3);
    await shown();
    const next = await h.boardOf(game.id, game.channelId, ann);
    expect(next.id).not.toBe(board.id);
    expect((await withButtons(game.channelId)).map((m) => m.id)).toEqual([next.id]);
    const lapsed = (await h.control.messages(game.channelId, ann.id)).find((m) => m.id === vote.id);
    expect(lapsed?.content).toBe('This vote lapsed: the game went on since it was asked.');
  });
});
