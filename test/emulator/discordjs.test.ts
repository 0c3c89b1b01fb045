import {
  AttachmentBuilder,
  ButtonStyle,
  ChannelType,
  MessageFlags,
  PermissionFlagsBits,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findComponent, startEmulator, type Emulator, type UserInfo } from '../../src/emulator';
import { startTinyBot, TINY_PNG, type TinyBot } from './tiny-bot';

/** The real discord.js client against the emulator: login, commands, replies with files and components, DMs, threads. */
describe('discord.js against the emulator', () => {
  let emu: Emulator;
  let bot: TinyBot;
  let lancelot: UserInfo;
  let gawain: UserInfo;
  let games: string;

  beforeAll(async () => {
    emu = await startEmulator({ heartbeatIntervalMs: 500 });
    bot = await startTinyBot(emu);
    games = emu.seed?.channels.games ?? '';
    lancelot = await emu.control.createUser('Lancelot', { locale: 'de' });
    gawain = await emu.control.createUser('Gawain', { locale: 'en-GB' });
    await bot.client.application?.commands.set(
      [
        {
          name: 'ping',
          description: 'Answers with a board',
          options: [
            { type: 3, name: 'word', description: 'Something to echo', required: true },
            { type: 4, name: 'times', description: 'How often', min_value: 1, max_value: 3 },
          ],
        },
        {
          name: 'notify',
          description: 'DM pings',
          options: [
            { type: 1, name: 'on', description: 'Turn them on' },
            { type: 1, name: 'off', description: 'Turn them off' },
          ],
        },
      ],
      emu.seed?.guildId ?? '',
    );
  });

  afterAll(async () => {
    await bot?.stop();
    await emu?.close();
  });

  it('logs in and receives the seeded guild with channels, roles and the bot member', () => {
    const client = bot.client;
    expect(client.user?.id).toBe(emu.botUserId);
    const guild = client.guilds.cache.get(emu.seed?.guildId ?? '');
    expect(guild?.name).toBe('Tafelrunde');
    expect(guild?.channels.cache.map((c) => c.name).sort()).toEqual(['games', 'general']);
    const me = guild?.members.me;
    const channel = guild?.channels.cache.get(games);
    expect(me && channel ? me.permissionsIn(channel).has(PermissionFlagsBits.CreatePublicThreads) : false).toBe(true);
  });

  it('registers guild commands by PUT and lists them on the control API with stable ids', async () => {
    const listed = await emu.control.commands(emu.seed?.guildId);
    expect(listed.map((c) => c.name).sort()).toEqual(['notify', 'ping']);
    const ping = listed.find((c) => c.name === 'ping');
    const again = await bot.client.application?.commands.set([{ name: 'ping', description: 'Again' }], emu.seed?.guildId ?? '');
    expect(again?.first()?.id).toBe(ping?.id);
    await bot.client.application?.commands.set(
      [
        { name: 'ping', description: 'Answers with a board', options: [{ type: 3, name: 'word', description: 'Something to echo', required: true }, { type: 4, name: 'times', description: 'How often', min_value: 1, max_value: 3 }] },
        { name: 'notify', description: 'DM pings', options: [{ type: 1, name: 'on', description: 'Turn them on' }, { type: 1, name: 'off', description: 'Turn them off' }] },
      ],
      emu.seed?.guildId ?? '',
    );
  });

  it('delivers a slash command with typed options, the user locale and member permissions', async () => {
    let seen: { word: string | null; times: number | null; locale: string; channelId: string | null; manageGuild: boolean | undefined } | undefined;
    bot.handle('ping', async (i) => {
      const c = i as ChatInputCommandInteraction;
      seen = {
        word: c.options.getString('word'),
        times: c.options.getInteger('times'),
        locale: c.locale,
        channelId: c.channelId,
        manageGuild: c.memberPermissions?.has(PermissionFlagsBits.ManageGuild),
      };
      await c.reply({ content: `echo ${seen.word}` });
    });
    const result = await emu.control.runCommand({ userId: lancelot.id, channelId: games, name: 'ping', options: { word: 'Gral', times: 2 } });
    expect(result.outcome).toBe('responded');
    expect(result.callbackType).toBe(4);
    expect(result.message?.content).toBe('echo Gral');
    expect(seen).toEqual({ word: 'Gral', times: 2, locale: 'de', channelId: games, manageGuild: false });
  });

  it('refuses a command invocation a Discord client could not send', async () => {
    await expect(emu.control.runCommand({ userId: lancelot.id, channelId: games, name: 'ping', options: {} })).rejects.toThrow(/"word" is required/);
    await expect(emu.control.runCommand({ userId: lancelot.id, channelId: games, name: 'ping', options: { word: 'x', times: 9 } })).rejects.toThrow(/at most 3/);
    await expect(emu.control.runCommand({ userId: lancelot.id, channelId: games, name: 'nope' })).rejects.toThrow(/no slash command/);
  });

  it('routes subcommands', async () => {
    let sub: string | undefined;
    bot.handle('notify', async (i) => {
      sub = (i as ChatInputCommandInteraction).options.getSubcommand();
      await (i as ChatInputCommandInteraction).reply({ content: `notify ${sub}`, flags: MessageFlags.Ephemeral });
    });
    const result = await emu.control.runCommand({ userId: lancelot.id, channelId: games, name: 'notify off' });
    expect(sub).toBe('off');
    expect(result.ephemeral).toBe(true);
  });

  it('answers with an image and components; the file is served and buttons update the message', async () => {
    bot.handle('ping', async (i) => {
      await (i as ChatInputCommandInteraction).reply({
        embeds: [{ title: 'Board', image: { url: 'attachment://board.png' } }],
        files: [new AttachmentBuilder(TINY_PNG, { name: 'board.png', description: 'the board' })],
        components: [{ type: 1, components: [{ type: 2, style: ButtonStyle.Primary, custom_id: 'move:a1', label: 'A1' }] }],
      });
    });
    bot.handle('move', async (i) => {
      if (!i.isButton()) throw new Error('expected a button');
      await i.update({ content: `moved by ${i.user.username}`, embeds: [], components: [{ type: 1, components: [{ type: 2, style: ButtonStyle.Secondary, custom_id: 'move:a1', label: 'A1', disabled: true }] }] });
    });
    const result = await emu.control.runCommand({ userId: lancelot.id, channelId: games, name: 'ping', options: { word: 'board' } });
    const message = result.message;
    const attachment = message?.attachments[0];
    expect(attachment).toMatchObject({ filename: 'board.png', width: 2, height: 2, content_type: 'image/png', description: 'the board' });
    const bytes = Buffer.from(await (await fetch(attachment?.url ?? '')).arrayBuffer());
    expect(bytes.equals(TINY_PNG)).toBe(true);
    expect(message?.embeds[0]?.image?.url).toBe(attachment?.url);
    expect(findComponent(message ?? { components: [] }, 'move:a1')?.label).toBe('A1');

    const click = await emu.control.click({ userId: gawain.id, messageId: message?.id ?? '', customId: 'move:a1' });
    expect(click.callbackType).toBe(7);
    expect(click.message?.id).toBe(message?.id);
    expect(click.message?.content).toBe('moved by gawain');
    await expect(emu.control.click({ userId: gawain.id, messageId: message?.id ?? '', customId: 'move:a1' })).rejects.toThrow(/disabled/);
  });

  it('delivers string select values and the message the menu sits on', async () => {
    let got: { values: string[]; messageId: string } | undefined;
    bot.handle('ping', async (i) => {
      await (i as ChatInputCommandInteraction).reply({
        content: 'pick',
        components: [{ type: 1, components: [{ type: 3, custom_id: 'pick:1', min_values: 1, max_values: 2, options: [{ label: 'Red', value: 'r' }, { label: 'Blue', value: 'b' }, { label: 'Green', value: 'g' }] }] }],
      });
    });
    bot.handle('pick', async (i) => {
      if (!i.isStringSelectMenu()) throw new Error('expected a select');
      got = { values: i.values, messageId: i.message.id };
      await i.deferUpdate();
    });
    const result = await emu.control.runCommand({ userId: lancelot.id, channelId: games, name: 'ping', options: { word: 'x' } });
    const picked = await emu.control.select({ userId: lancelot.id, messageId: result.message?.id ?? '', customId: 'pick:1', values: ['b', 'g'] });
    expect(picked.callbackType).toBe(6);
    expect(got).toEqual({ values: ['b', 'g'], messageId: result.message?.id });
    await expect(emu.control.select({ userId: lancelot.id, messageId: result.message?.id ?? '', customId: 'pick:1', values: ['x'] })).rejects.toThrow(/not an option/);
  });

  it('shows ephemeral replies only to the invoking user', async () => {
    bot.handle('ping', async (i) => {
      await (i as ChatInputCommandInteraction).reply({ content: 'secret hand', flags: MessageFlags.Ephemeral });
    });
    const result = await emu.control.runCommand({ userId: lancelot.id, channelId: games, name: 'ping', options: { word: 'x' } });
    expect(result.message).toMatchObject({ content: 'secret hand', ephemeral: true, flags: 64 });
    const mine = await emu.control.messages(games, lancelot.id);
    const theirs = await emu.control.messages(games, gawain.id);
    expect(mine.some((m) => m.id === result.message?.id)).toBe(true);
    expect(theirs.some((m) => m.id === result.message?.id)).toBe(false);
    // Channel routes never reach an ephemeral message.
    const channel = bot.client.channels.cache.get(games);
    await expect(channel?.isTextBased() ? channel.messages.fetch(result.message?.id ?? '') : Promise.reject(new Error('no channel'))).rejects.toMatchObject({ code: 10008 });
  });

  it('follows a deferred reply through: loading first, then the edit (settle waits for it)', async () => {
    bot.handle('ping', async (i) => {
      const c = i as ChatInputCommandInteraction;
      await c.deferReply();
      await c.editReply({ content: 'done thinking' });
      await c.followUp({ content: 'only for you', flags: MessageFlags.Ephemeral });
    });
    const settled = await emu.control.runCommand({ userId: lancelot.id, channelId: games, name: 'ping', options: { word: 'x' }, settle: true });
    expect(settled.callbackType).toBe(5);
    expect(settled.message?.content).toBe('done thinking');
    expect((settled.message?.flags ?? 0) & 128).toBe(0);
    const details = await emu.control.waitFor(async () => {
      const d = await emu.control.interaction(settled.interactionId);
      return d.followUps.length === 1 ? d : null;
    });
    expect(details.followUps[0]).toMatchObject({ content: 'only for you', ephemeral: true });
    expect(details.payload).toMatchObject({ type: 2, version: 1, locale: 'de', entitlements: [], context: 0 });
  });

  it('edits the component message after deferUpdate through @original', async () => {
    bot.handle('ping', async (i) => {
      await (i as ChatInputCommandInteraction).reply({ content: 'board v1', components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'next:1', label: 'Next' }] }] });
    });
    bot.handle('next', async (i) => {
      if (!i.isButton()) return;
      await i.deferUpdate();
      await i.editReply({ content: 'board v2', components: [] });
    });
    const reply = await emu.control.runCommand({ userId: gawain.id, channelId: games, name: 'ping', options: { word: 'x' } });
    const click = await emu.control.click({ userId: gawain.id, messageId: reply.message?.id ?? '', customId: 'next:1', settle: true });
    expect(click.message).toMatchObject({ id: reply.message?.id, content: 'board v2', components: [] });
  });

  it('sends DMs, and refuses them with 50007 when the user closed DMs', async () => {
    const closed = await emu.control.createUser('Mordred', { dmsOpen: false });
    await bot.client.users.send(lancelot.id, 'your turn');
    const dms = await emu.control.dms(lancelot.id);
    expect(dms.map((m) => m.content)).toEqual(['your turn']);
    await expect(bot.client.users.send(closed.id, 'your turn')).rejects.toMatchObject({ code: 50007, status: 403 });
    expect(await emu.control.dms(closed.id)).toEqual([]);
  });

  it('runs a command in a DM with the bot (user instead of member, no guild)', async () => {
    await bot.client.application?.commands.set([{ name: 'hello', description: 'Say hello' }]);
    let where: { guildId: string | null; user: string; dm: boolean } | undefined;
    bot.handle('hello', async (i) => {
      where = { guildId: i.guildId, user: i.user.id, dm: i.channel?.type === ChannelType.DM };
      await (i as ChatInputCommandInteraction).reply('hi');
    });
    const result = await emu.control.runCommand({ userId: gawain.id, channelId: 'dm', name: 'hello' });
    expect(result.message?.content).toBe('hi');
    expect(where).toEqual({ guildId: null, user: gawain.id, dm: false });
    expect((await emu.control.dms(gawain.id)).map((m) => m.content)).toContain('hi');
  });

  it('creates threads (with and without a starter message) that arrive over the gateway and take messages', async () => {
    const channel = bot.client.channels.cache.get(games);
    if (!channel || channel.type !== ChannelType.GuildText) throw new Error('games channel missing');
    const thread = await channel.threads.create({ name: 'Game #1', type: ChannelType.PublicThread });
    await emu.control.waitFor(() => bot.client.channels.cache.has(thread.id), { description: 'THREAD_CREATE' });
    const posted = await thread.send({ content: 'board', files: [new AttachmentBuilder(TINY_PNG, { name: 'board.png' })] });
    const state = await emu.control.state();
    expect(state.guilds[0]?.threads.map((t) => t.name)).toContain('Game #1');
    const inThread = await emu.control.messages(thread.id, lancelot.id);
    expect(inThread.map((m) => m.id)).toEqual([posted.id]);
    const starter = await channel.send('lobby');
    const fromMessage = await starter.startThread({ name: 'Game #2' });
    expect(fromMessage.id).toBe(starter.id);
    await expect(starter.startThread({ name: 'again' })).rejects.toMatchObject({ code: 160004 });
  });

  it('edits and deletes channel messages; a message deleted by a moderator answers 10008', async () => {
    const channel = bot.client.channels.cache.get(games);
    if (!channel?.isSendable()) throw new Error('games channel missing');
    const message = await channel.send('v1');
    const edited = await message.edit({ content: 'v2', files: [new AttachmentBuilder(TINY_PNG, { name: 'board.png' })] });
    expect(edited.content).toBe('v2');
    expect(edited.attachments.first()?.name).toBe('board.png');
    const replaced = await edited.edit({ files: [new AttachmentBuilder(TINY_PNG, { name: 'board2.png' })] });
    expect(replaced.attachments.map((a) => a.name)).toEqual(['board2.png']);
    await emu.control.deleteMessage(message.id);
    await expect(message.edit('v3')).rejects.toMatchObject({ code: 10008, status: 404 });
    await expect(channel.messages.fetch({ message: message.id, force: true })).rejects.toMatchObject({ code: 10008 });
  });

  it('pings only whom allowed_mentions lets through (absent: everyone the content mentions)', async () => {
    const channel = bot.client.channels.cache.get(games);
    if (!channel?.isSendable()) throw new Error('games channel missing');
    const text = `<@${lancelot.id}> <@${gawain.id}> @everyone`;
    const pinged = async (id: string) => {
      const seen = (await emu.control.messages(games, gawain.id)).find((m) => m.id === id);
      return { users: seen?.mentions.map((u) => u.id), everyone: seen?.mention_everyone };
    };
    expect(await pinged((await channel.send(text)).id)).toEqual({ users: [lancelot.id, gawain.id], everyone: true });
    expect(await pinged((await channel.send({ content: text, allowedMentions: { parse: [] } })).id)).toEqual({ users: [], everyone: false });
    const one = await channel.send({ content: text, allowedMentions: { users: [gawain.id] } });
    expect(await pinged(one.id)).toEqual({ users: [gawain.id], everyone: false });
    // An edit is read with its own allowed_mentions.
    await one.edit({ content: text, allowedMentions: { parse: [] } });
    expect(await pinged(one.id)).toEqual({ users: [], everyone: false });
  });

  it('reports no unknown routes for everything above', async () => {
    expect(await emu.control.unknownRoutes()).toEqual([]);
  });
});
