import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { safeName } from '../../src/bot/kernel/display-name';
import { tally } from './fixtures/tally-engine';
import { add, advance, buttonIds, HOUR, messageById, messageWith } from './absent-helpers';
import { withoutAllowedMentions } from './fixtures/mention-guard';
import { Harness, stubRenderer } from './harness';

/**
 * Names are text (issue 46, item 5): members named `@everyone`, `<@id>` and a markdown link join, play, time out and
 * are replaced. Every message the bot creates or edits says which mentions it allows — none but the turn ping's own
 * player — and the names show escaped, never as a link.
 */
describe('names ping nobody', () => {
  let h: Harness;
  let everyone: UserInfo, link: UserInfo, mention: UserInfo, dora: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines: { tally }, renderers: { tally: stubRenderer } });
    everyone = await h.user('@everyone');
    // DMs closed: their turn ping goes to the game's thread and mentions exactly them.
    link = await h.user('[click](https://evil.example)', { dmsOpen: false });
    mention = await h.user('Cid');
    mention = await h.control.updateUser(mention.id, { name: `<@${everyone.id}>` });
    dora = await h.user('Dora');
  });
  afterAll(async () => h?.close());

  it('escapes markdown and every square bracket, so no name (nor two side by side) forms a link', () => {
    expect(safeName('[click](https://evil.example)')).toBe('\\[click\\](https://evil.example)');
    expect(safeName('**bold** _it_')).toBe('\\*\\*bold\\*\\* \\_it\\_');
    expect(safeName('# big')).toBe('\\# big');
    expect(`${safeName('[x')}, ${safeName('](https://evil.example)')}`).toBe('\\[x, \\](https://evil.example)');
    expect(safeName('@everyone')).toBe('@everyone');
  });

  it('a game with such names through its time-out vote and a substitute: every payload allows no mention but its turn ping\'s player', async () => {
    const game = await h.startGame(everyone, [link, mention], { game: 'tally', seating: 'joined', time: '12h' });
    await add(h, game, everyone, 2);
    await advance(h, 12 * HOUR);
    // The vote about the link-named player: both others vote for a substitute (a tally, then the decision: the offer).
    const vote = await messageWith(h, game.channelId, everyone, `T:${game.id}:`);
    expect(vote.content).toContain('the time of \\[click\\](https://evil.example) has run out');
    await h.click(everyone, vote, buttonIds(vote)[1]);
    await h.click(mention, vote, buttonIds(vote)[1]);
    const offer = await messageById(h, game.channelId, everyone, vote.id);
    await h.click(dora, offer, buttonIds(offer)[0]);
    await h.control.waitFor(async () => ((await h.record(game.id)).seats[1].userId === dora.id ? true : null), { description: 'the seat taken' });
    await h.bot.ctx.locks.idle();
    const taken = await messageById(h, game.channelId, everyone, vote.id);
    expect(taken.content).toBe(`🪑 **test.tally** #${game.id}: Dora has taken over the seat of \\[click\\](https://evil.example).`);
    const board = await h.boardOf(game.id, game.channelId, everyone);
    expect(board.content).toContain('@everyone');
    expect(board.content).not.toContain('[click](');

    // Every message payload names its allowed mentions; none lets @everyone or a role through, users only where meant.
    const messages = h.sentMessages;
    expect(messages.length).toBeGreaterThan(10);
    expect(withoutAllowedMentions(messages)).toEqual([]);
    for (const { message } of messages) {
      const allowed = message.allowed_mentions as { parse?: string[]; roles?: string[] };
      expect(allowed?.parse ?? []).toEqual([]);
      expect(allowed?.roles ?? []).toEqual([]);
    }
    // The only user any payload allows: the player with closed DMs, in their turn ping in the thread.
    expect([...new Set(messages.flatMap(({ message }) => (message.allowed_mentions as { users?: string[] }).users ?? []))]).toEqual([link.id]);
    // What Discord made of it: nobody pinged but that player, by their turn ping and their time-out reminder.
    const pinged: string[] = [];
    for (const channel of [game.channelId, h.gamesChannel]) {
      for (const shown of await h.control.messages(channel, everyone.id)) {
        expect(shown.mention_everyone ?? false, shown.content).toBe(false);
        pinged.push(...shown.mentions.map((user) => `${user.id} ${shown.content.split(':')[0]}`));
      }
    }
    expect(pinged.sort()).toEqual([`${link.id} <@${link.id}>, your turn in **test.tally** #${game.id}`, `${link.id} ⌛ <@${link.id}>, your time in **test.tally** #${game.id} has run out. You can still move until the other players decide.`].sort());
  });

  it('logged no error on the way', () => {
    expect(h.log.errors).toEqual([]);
  });
});
