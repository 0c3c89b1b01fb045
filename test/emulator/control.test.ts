import { ChannelType, MessageFlags, PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type ControlEvent, type Emulator, type UserInfo } from '../../src/emulator';
import { startTinyBot, type TinyBot } from './tiny-bot';

/** The control API as tests and the playground use it. */
describe('control API', () => {
  let emu: Emulator;
  let bot: TinyBot;
  let user: UserInfo;
  let games: string;
  let guildId: string;

  beforeAll(async () => {
    emu = await startEmulator();
    bot = await startTinyBot(emu);
    games = emu.seed?.channels.games ?? '';
    guildId = emu.seed?.guildId ?? '';
    user = await emu.control.createUser('Galahad', { locale: 'de' });
    await bot.client.application?.commands.set(
      [
        { name: 'abandon', description: 'Needs Manage Server', default_member_permissions: String(PermissionFlagsBits.ManageGuild) },
        { name: 'rules', description: 'Rules', options: [{ type: 3, name: 'game', description: 'Which', autocomplete: true }] },
        { name: 'name', description: 'Asks for a name' },
        { name: 'ask', description: 'Replies in several ways', options: [{ type: 6, name: 'who', description: 'A user' }] },
      ],
      guildId,
    );
  });

  afterAll(async () => {
    await bot?.stop();
    await emu?.close();
  });

  it('GET /control/state lists the seeded guild, channels, users (with locale) and the gateway session', async () => {
    const state = await emu.control.state();
    expect(state.application).toEqual({ id: emu.applicationId, name: 'Tafelrunde', botUserId: emu.botUserId });
    expect(state.guilds[0]).toMatchObject({ id: guildId, name: 'Tafelrunde', channels: [{ name: 'general' }, { name: 'games' }] });
    expect(state.guilds[0]?.memberIds).toEqual(expect.arrayContaining([emu.botUserId, user.id]));
    expect(state.users.find((u) => u.id === user.id)).toMatchObject({ name: 'Galahad', locale: 'de', dmsOpen: true, admin: false });
    expect(state.gateway.sessions).toEqual([expect.objectContaining({ shard: [0, 1], connected: true })]);
  });

  it('admin users hold Manage Server; commands with default_member_permissions are hidden from others', async () => {
    const admin = await emu.control.createUser('Arthur', { admin: true });
    let permitted: boolean | undefined;
    bot.handle('abandon', async (i) => {
      permitted = i.memberPermissions?.has(PermissionFlagsBits.ManageGuild);
      await (i as ChatInputCommandInteraction).reply('abandoned');
    });
    await expect(emu.control.runCommand({ userId: user.id, channelId: games, name: 'abandon' })).rejects.toMatchObject({ status: 403 });
    const result = await emu.control.runCommand({ userId: admin.id, channelId: games, name: 'abandon' });
    expect(result.message?.content).toBe('abandoned');
    expect(permitted).toBe(true);
    const demoted = await emu.control.updateUser(admin.id, { admin: false });
    expect(demoted.admin).toBe(false);
    await expect(emu.control.runCommand({ userId: admin.id, channelId: games, name: 'abandon' })).rejects.toMatchObject({ status: 403 });
  });

  it('answers autocomplete with the bot’s choices (callback 8)', async () => {
    let typed: string | undefined;
    bot.handle('rules', async (i) => {
      if (!i.isAutocomplete()) return;
      typed = i.options.getFocused();
      await i.respond([{ name: 'City of Rome', value: 'city-of-rome' }]);
    });
    const result = await emu.control.autocomplete({ userId: user.id, channelId: games, name: 'rules', options: { game: 'ci' }, focused: 'game' });
    expect(typed).toBe('ci');
    expect(result).toMatchObject({ callbackType: 8, choices: [{ name: 'City of Rome', value: 'city-of-rome' }] });
  });

  it('opens a modal (callback 9) and submits it as a modal-submit interaction', async () => {
    let submitted: string | undefined;
    bot.handle('name', async (i) => {
      await (i as ChatInputCommandInteraction).showModal({
        custom_id: 'named',
        title: 'Your name',
        components: [{ type: 1, components: [{ type: 4, custom_id: 'nick', label: 'Name', style: 1 }] }],
      });
    });
    bot.handle('named', async (i) => {
      if (!i.isModalSubmit()) return;
      submitted = i.fields.getTextInputValue('nick');
      await i.reply({ content: `hello ${submitted}`, flags: MessageFlags.Ephemeral });
    });
    const opened = await emu.control.runCommand({ userId: user.id, channelId: games, name: 'name' });
    expect(opened).toMatchObject({ callbackType: 9, modal: { custom_id: 'named', title: 'Your name' } });
    const reply = await emu.control.submitModal({ userId: user.id, interactionId: opened.interactionId, values: { nick: 'Galahad' } });
    expect(submitted).toBe('Galahad');
    expect(reply.message).toMatchObject({ content: 'hello Galahad', ephemeral: true });
  });

  it('with_response returns the created message; a follow-up right after a deferral fills the loading message', async () => {
    let returnedId: string | undefined;
    bot.handle('ask', async (i) => {
      const c = i as ChatInputCommandInteraction;
      if (c.options.getUser('who')) {
        const response = await c.reply({ content: `hi ${c.options.getUser('who')?.username}`, withResponse: true });
        returnedId = response.resource?.message?.id;
        return;
      }
      await c.deferReply({ flags: MessageFlags.Ephemeral });
      await c.followUp({ content: 'filled in' });
    });
    const named = await emu.control.runCommand({ userId: user.id, channelId: games, name: 'ask', options: { who: user.id } });
    expect(named.message?.content).toBe('hi galahad');
    expect(returnedId).toBe(named.message?.id);
    const deferred = await emu.control.runCommand({ userId: user.id, channelId: games, name: 'ask', settle: true });
    expect(deferred.message).toMatchObject({ content: 'filled in', ephemeral: true });
    expect(deferred.followUps).toEqual([]);
  });

  it('deleteReply removes the response', async () => {
    bot.handle('ask', async (i) => {
      const c = i as ChatInputCommandInteraction;
      await c.reply('short-lived');
      await c.deleteReply();
    });
    const result = await emu.control.runCommand({ userId: user.id, channelId: games, name: 'ask', settle: true });
    await emu.control.waitFor(async () => !(await emu.control.messages(games, user.id)).some((m) => m.id === result.message?.id), { description: 'reply deleted' });
  });

  it('changing the bot’s permissions reaches discord.js and thread creation is refused with 50013', async () => {
    const guild = bot.client.guilds.cache.get(guildId);
    const channel = guild?.channels.cache.get(games);
    if (!guild || channel?.type !== ChannelType.GuildText) throw new Error('games channel missing');
    await emu.control.setBotPermissions(guildId, ['ViewChannel', 'SendMessages', 'ReadMessageHistory'], { includeEveryone: true });
    await emu.control.waitFor(() => guild.members.me && !guild.members.me.permissionsIn(channel).has(PermissionFlagsBits.CreatePublicThreads), {
      description: 'GUILD_ROLE_UPDATE applied',
    });
    await expect(channel.threads.create({ name: 'nope' })).rejects.toMatchObject({ code: 50013, status: 403 });
    await expect(channel.send({ content: 'with file', files: [{ attachment: Buffer.from('x'), name: 'a.txt' }] })).rejects.toMatchObject({ code: 50013 });
    await emu.control.setBotPermissions(guildId, ['Administrator']);
    await emu.control.waitFor(() => guild.members.me?.permissionsIn(channel).has(PermissionFlagsBits.CreatePublicThreads), { description: 'restored' });
  });

  it('per-channel bot permissions: an overwrite reaches discord.js (CHANNEL_UPDATE) and the REST answers 50013 there only', async () => {
    const guild = bot.client.guilds.cache.get(guildId);
    // Administrator passes every overwrite (as on Discord): a role without it.
    await emu.control.setBotPermissions(guildId, ['ViewChannel', 'SendMessages', 'ReadMessageHistory', 'AttachFiles', 'CreatePublicThreads', 'SendMessagesInThreads']);
    const created = await emu.control.createChannel(guildId, 'no-uploads');
    const denied = await emu.control.setBotChannelPermissions(created.id, { deny: ['AttachFiles', 'CreatePublicThreads'] });
    expect(BigInt(denied.botPermissions) & PermissionFlagsBits.AttachFiles).toBe(0n);
    expect(BigInt(denied.botPermissions) & PermissionFlagsBits.SendMessages).toBe(PermissionFlagsBits.SendMessages);
    const channel = await emu.control.waitFor(() => {
      const found = guild?.channels.cache.get(created.id);
      return found?.type === ChannelType.GuildText && found.permissionOverwrites.cache.size === 1 ? found : null;
    }, { description: 'CHANNEL_UPDATE applied' });
    expect(guild?.members.me?.permissionsIn(channel).has(PermissionFlagsBits.AttachFiles)).toBe(false);
    await expect(channel.send({ content: 'with file', files: [{ attachment: Buffer.from('x'), name: 'a.txt' }] })).rejects.toMatchObject({ code: 50013, status: 403 });
    await expect(channel.threads.create({ name: 'nope' })).rejects.toMatchObject({ code: 50013 });
    expect((await channel.send({ content: 'text only' })).content).toBe('text only');
    // Other channels are untouched; an empty overwrite removes it.
    const other = bot.client.channels.cache.get(games);
    if (!other?.isSendable()) throw new Error('games channel missing');
    expect((await other.send({ content: 'file', files: [{ attachment: Buffer.from('x'), name: 'a.txt' }] })).attachments.size).toBe(1);
    const restored = await emu.control.setBotChannelPermissions(created.id, {});
    expect(BigInt(restored.botPermissions) & PermissionFlagsBits.AttachFiles).toBe(PermissionFlagsBits.AttachFiles);
    await emu.control.setBotPermissions(guildId, ['Administrator']);
  });

  it('refuses clicks on unknown, invisible or missing components with clear errors', async () => {
    await expect(emu.control.click({ userId: user.id, messageId: '1', customId: 'x' })).rejects.toMatchObject({ status: 404 });
    const channel = bot.client.channels.cache.get(games);
    if (!channel?.isSendable()) throw new Error('games channel missing');
    const message = await channel.send({ content: 'board', components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'go', label: 'Go' }] }] });
    await expect(emu.control.click({ userId: user.id, messageId: message.id, customId: 'stop' })).rejects.toThrow(/no component "stop"/);
    await expect(emu.control.select({ userId: user.id, messageId: message.id, customId: 'go', values: [] })).rejects.toThrow(/not a string select/);
  });

  it('forges clicks and selects a tampered client could send (unknown custom_id, values not offered)', async () => {
    const channel = bot.client.channels.cache.get(games);
    if (!channel?.isSendable()) throw new Error('games channel missing');
    const message = await channel.send({ content: 'board', components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'forged:real', label: 'Go', disabled: true }] }] });
    const seen: string[] = [];
    bot.handle('forged', async (i) => {
      seen.push(i.isStringSelectMenu() ? `${i.customId}=${i.values.join(',')}` : i.isButton() ? i.customId : '');
      if (i.isMessageComponent()) await i.reply({ content: 'refused', flags: MessageFlags.Ephemeral });
    });
    await expect(emu.control.click({ userId: user.id, messageId: message.id, customId: 'forged:fake' })).rejects.toMatchObject({ status: 404 });
    const click = await emu.control.click({ userId: user.id, messageId: message.id, customId: 'forged:fake', forge: true });
    const disabled = await emu.control.click({ userId: user.id, messageId: message.id, customId: 'forged:real', forge: true });
    const select = await emu.control.select({ userId: user.id, messageId: message.id, customId: 'forged:menu', values: ['x', 'y'], forge: true });
    expect([click.message?.content, disabled.message?.content, select.message?.content]).toEqual(['refused', 'refused', 'refused']);
    expect(seen).toEqual(['forged:fake', 'forged:real', 'forged:menu=x,y']);
  });

  it('answers malformed control requests with 400 and a reason', async () => {
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${emu.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as { error?: string } };
    };
    expect(await post('/control/command', { userId: 1, channelId: games, name: 'ask' })).toEqual({ status: 400, body: { error: '"userId" must be a non-empty string' } });
    expect(await post('/control/command', { userId: user.id, channelId: games, name: 'ask', options: { who: [1] } })).toMatchObject({ status: 400 });
    expect(await post('/control/select', { userId: user.id, messageId: '1', customId: 'x', values: 'a' })).toMatchObject({ status: 400 });
    expect(await post('/control/users', {})).toEqual({ status: 400, body: { error: '"name" is required' } });
  });

  it('streams changes as server-sent events', async () => {
    const controller = new AbortController();
    const response = await fetch(`${emu.url}/control/events`, { signal: controller.signal });
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no event stream');
    const events: ControlEvent[] = [];
    const reading = (async () => {
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += new TextDecoder().decode(value);
        for (const line of buffer.split('\n')) if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as ControlEvent);
        buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
      }
    })().catch(() => undefined);
    const channel = bot.client.channels.cache.get(games);
    if (!channel?.isSendable()) throw new Error('games channel missing');
    const sent = await channel.send('news');
    await emu.control.waitFor(() => events.some((e) => e.kind === 'message' && e.messageId === sent.id && e.action === 'create'), { description: 'SSE message event' });
    controller.abort();
    await reading;
  });

  it('limits the message list and shows DMs only to their user', async () => {
    const channel = bot.client.channels.cache.get(games);
    if (!channel?.isSendable()) throw new Error('games channel missing');
    await channel.send('one');
    await channel.send('two');
    expect((await emu.control.messages(games, user.id, 2)).map((m) => m.content)).toEqual(['one', 'two']);
    const other = await emu.control.createUser('Kay');
    await bot.client.users.send(other.id, 'private');
    expect((await emu.control.dms(other.id)).map((m) => m.content)).toEqual(['private']);
    expect(await emu.control.dms(user.id)).toEqual([]);
  });
});
