import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { Harness, refusalOf } from './harness';

/**
 * Game numbers do not cross servers (issue 46, item 2): a game named by number in another server is as unknown there
 * as a number never given out, and in a DM it exists only for its own players. Every command that takes a game
 * number, run from the other server (even by one of the game's players) and from a non-player's DM, answers the
 * "no such game" refusal privately, word for word as for an unused number, and changes nothing.
 */
describe('game numbers stay on their server', () => {
  let h: Harness;
  let ann: UserInfo, ben: UserInfo, eve: UserInfo, greta: UserInfo;
  let otherChannel: string;
  let game: { id: string; channelId: string };
  const unused = 'zz99zz99';

  beforeAll(async () => {
    h = await Harness.start();
    // The other server first, so the members below join both.
    const other = await h.control.createGuild('Elsewhere', { channels: ['games'] });
    otherChannel = other.channels[0].id;
    [ann, ben, eve] = await Promise.all(['Ann', 'Ben', 'Eve'].map((name) => h.user(name)));
    greta = await h.user('Greta', { locale: 'de' });
    // The bot registers its commands on the test server only; registered globally too, the other server and DMs have them.
    const client = h.bot.client;
    const onTestServer = await client.application.commands.fetch({ guildId: h.guildId });
    await client.application.commands.set([...onTestServer.values()].map((command) => command.toJSON() as Parameters<typeof client.application.commands.create>[0]));
    game = await h.startGame(ann, [ben], { game: 'race' });
  });
  afterAll(async () => h?.close());

  const notFound = (id: string) => `There is no game #${id}.`;

  /** The game's record and the messages of its thread, to show nothing changed. */
  const snapshot = async () => ({ record: await h.record(game.id), messages: (await h.control.messages(game.channelId, ann.id)).map((m) => `${m.id} ${m.content}`) });

  it('refuses every game-number command in another server, even for the game\'s own players, as for an unused number', async () => {
    const before = await snapshot();
    for (const user of [ann, eve]) {
      for (const command of ['status', 'log', 'board', 'settings', 'replay']) {
        const answer = refusalOf(await h.command(user, command, { game: game.id }, otherChannel));
        expect(answer, `/${command}`).toBe(notFound(game.id));
        expect(refusalOf(await h.command(user, command, { game: unused }, otherChannel)), `/${command}`).toBe(notFound(unused));
      }
    }
    expect(refusalOf(await h.command(greta, 'status', { game: game.id }, otherChannel))).toBe(`Es gibt kein Spiel #${game.id}.`);
    // Without a number, the caller's games of the first server are not listed there either.
    expect(refusalOf(await h.command(ann, 'status', {}, otherChannel))).toBe('There is no game here, and you are in none.');
    expect(refusalOf(await h.command(ann, 'log', {}, otherChannel))).toBe('No game here has a log yet — give its number in the option “game”.');
    await h.bot.ctx.locks.idle();
    expect(await snapshot()).toEqual(before);
  });

  it('shows a game in a DM to its players only', async () => {
    const before = await snapshot();
    for (const command of ['status', 'log', 'settings']) {
      expect(refusalOf(await h.command(eve, command, { game: game.id }, 'dm')), `/${command}`).toBe(notFound(game.id));
    }
    expect(refusalOf(await h.command(greta, 'log', { game: game.id }, 'dm'))).toBe(`Es gibt kein Spiel #${game.id}.`);
    const own = await h.command(ann, 'status', { game: game.id }, 'dm');
    expect(own.message?.content).toContain(`#${game.id}`);
    expect(own.message?.ephemeral).toBe(true);
    await h.bot.ctx.locks.idle();
    expect(await snapshot()).toEqual(before);
  });

  it('shows a game on its own server to any member, as before', async () => {
    const status = await h.command(eve, 'status', { game: game.id });
    expect(status.message?.content).toContain(`#${game.id}`);
  });

  it('logged no error on the way', () => {
    expect(h.log.errors).toEqual([]);
  });
});
