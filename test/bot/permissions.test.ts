import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findComponent, type UserInfo } from '../../src/emulator';
import { Harness, panelChoices, refusalOf } from './harness';

/** Missing permissions in a channel fail loudly and never leave a game without its board or its pings. */
describe('missing permissions', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    h = await Harness.start();
    ann = await h.user('Ann');
    ben = await h.user('Ben');
  });
  afterAll(async () => h?.close());

  async function channel(name: string, deny: string[]): Promise<string> {
    const created = await h.control.createChannel(h.guildId, name);
    const set = await h.control.setBotChannelPermissions(created.id, { deny });
    expect(BigInt(set.botPermissions) & (1n << 15n)).toBe(deny.includes('AttachFiles') ? 0n : 1n << 15n);
    return created.id;
  }

  it('names the missing permissions at /newgame, plays in the channel and posts the board without its picture', async () => {
    const here = await channel('no-files', ['AttachFiles', 'CreatePublicThreads']);
    const opened = await h.command(ann, 'newgame race', { seating: 'joined', target: '9' }, here);
    expect(opened.message?.content).toMatch(/The lobby expires <t:\d+:R> unless started\./);
    const note = await h.control.waitFor(async () => (await h.control.interaction(opened.interactionId)).followUps.find((m) => m.ephemeral));
    expect(note?.content).toBe(
      [
        'The bot lacks these permissions here: Create Public Threads, Attach Files.',
        'The game will play in this channel instead of its own thread.',
        'Boards will be posted without their picture.',
      ].join('\n'),
    );
    const id = /#([a-z0-9]{8})/.exec(opened.message?.content ?? '')![1];
    const dms = (await h.control.dms(ann.id)).length;
    await h.click(ben, opened.message!, `l:${id}:join`);
    await h.click(ann, opened.message!, `l:${id}:start`);
    const board = await h.boardOf(id, here, ann);
    expect(board.attachments).toEqual([]);
    expect(board.content.split('\n').at(-1)).toBe('(No picture: the bot lacks the permission “Attach Files” here.)');
    expect((await h.record(id)).threadId).toBeNull();
    // Ann, awaited first, is pinged as usual.
    await h.control.waitFor(async () => (await h.control.dms(ann.id)).length > dms);
  });

  it('refuses /newgame privately where no board can be posted, creating nothing', async () => {
    const here = await channel('read-only', ['SendMessages', 'CreatePublicThreads']);
    const before = await h.store.gamesOfUser(ben.id);
    const refused = await h.command(ben, 'newgame race', {}, here);
    expect(refused.ephemeral).toBe(true);
    expect(refusalOf(refused)).toBe(
      ['The bot lacks these permissions here: Send Messages, Create Public Threads.', 'The bot cannot post a board here, so no game can be played in this channel.'].join('\n'),
    );
    expect(await h.store.gamesOfUser(ben.id)).toEqual(before);
  });

  it('still pings the next player when the board cannot be posted', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const board = await h.boardOf(game.id, game.channelId, ann);
    const panel = await h.raceAmounts(ann, board);
    // Ben wrote below the board, so the next board must be a new message; then a moderator takes the bot's right to
    // post in the game's thread (through its parent channel) mid-game.
    await h.control.say(ben.id, game.channelId, 'my turn next');
    await h.control.setBotChannelPermissions(h.gamesChannel, { deny: ['SendMessagesInThreads'] });
    const dms = (await h.control.dms(ben.id)).length;
    try {
      await h.click(ann, panel, panelChoices(panel)[0].component.custom_id ?? '');
      const dm = await h.control.waitFor(async () => (await h.control.dms(ben.id)).slice(dms)[0]);
      expect(dm.content).toContain(`#${game.id}`);
      expect(h.log.lines.some((line) => line.includes(`post board of #${game.id}`) && line.includes('50013'))).toBe(true);
      // No new board went out; the record still names the old one, so /board or a restart shows the move later.
      const record = await h.record(game.id);
      expect(record.messageId).toBe(board.id);
      expect(record.publishedVersion).toBe(record.version - 1);
    } finally {
      await h.control.setBotChannelPermissions(h.gamesChannel, {});
    }
    const again = await h.command(ben, 'board', {}, game.channelId);
    expect(again.message?.content).toMatch(/is posted again/);
    expect(findComponent(await h.boardOf(game.id, game.channelId, ben), `g:${game.id}:${(await h.record(game.id)).version}:play`)).toBeTruthy();
  });
});
