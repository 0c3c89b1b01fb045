import { Events, type ChatInputCommandInteraction } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { shardOf, startEmulator, type Emulator } from '../../src/emulator';
import { startTinyBot, type TinyBot } from './tiny-bot';

/** The gateway as @discordjs/ws meets it: resume with replay after a dropped socket, and two shards. */
describe('gateway', () => {
  let emu: Emulator | undefined;
  const bots: TinyBot[] = [];

  afterEach(async () => {
    for (const bot of bots.splice(0)) await bot.stop();
    await emu?.close();
    emu = undefined;
  });

  it('resumes the same session after the emulator drops the socket and replays what was missed', async () => {
    emu = await startEmulator({ heartbeatIntervalMs: 500 });
    const bot = await startTinyBot(emu);
    bots.push(bot);
    await bot.client.application?.commands.set([{ name: 'ping', description: 'ping' }]);
    bot.handle('ping', (i) => (i as ChatInputCommandInteraction).reply('pong'));
    const user = await emu.control.createUser('Percival');
    const before = (await emu.control.state()).gateway.sessions;
    expect(before).toHaveLength(1);
    const resumed = new Promise<void>((resolve) => bot.client.once(Events.ShardResume, () => resolve()));

    expect(await emu.control.dropGateway()).toBe(1);
    // Sent while the client is still reconnecting: the session buffers it and RESUME replays it.
    const result = await emu.control.runCommand({ userId: user.id, channelId: emu.seed?.channels.games ?? '', name: 'ping' });
    await resumed;

    expect(result).toMatchObject({ outcome: 'responded', callbackType: 4 });
    expect(result.message?.content).toBe('pong');
    const after = (await emu.control.state()).gateway.sessions;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: before[0]?.id, connected: true, resumes: 1 });
  });

  it('reconnects and resumes when asked with opcode 7', async () => {
    emu = await startEmulator({ heartbeatIntervalMs: 500 });
    const bot = await startTinyBot(emu);
    bots.push(bot);
    const resumed = new Promise<void>((resolve) => bot.client.once(Events.ShardResume, () => resolve()));
    expect(await emu.control.requestReconnect()).toBe(1);
    await resumed;
    const sessions = (await emu.control.state()).gateway.sessions;
    expect(sessions[0]).toMatchObject({ connected: true, resumes: 1 });
  });

  it('gives each of two shards only its guilds and routes interactions to the owning shard (DMs to shard 0)', async () => {
    emu = await startEmulator({ heartbeatIntervalMs: 1000 });
    const seeded = emu.seed?.guildId ?? '';
    const byShard = new Map<number, string>([[shardOf(seeded, 2), seeded]]);
    for (let i = 0; byShard.size < 2 && i < 20; i += 1) {
      const guild = await emu.control.createGuild(`Guild ${i}`);
      byShard.set(shardOf(guild.id, 2), byShard.get(shardOf(guild.id, 2)) ?? guild.id);
    }
    const guild0 = byShard.get(0) ?? '';
    const guild1 = byShard.get(1) ?? '';
    const user = await emu.control.createUser('Tristan');
    const state = await emu.control.state();
    const channelOf = (guildId: string): string => state.guilds.find((g) => g.id === guildId)?.channels[0]?.id ?? '';

    const shard0 = await startTinyBot(emu, { shards: [0], shardCount: 2 });
    bots.push(shard0);
    await shard0.client.application?.commands.set([{ name: 'where', description: 'which shard' }]);
    // Shard 1 is not connected yet: nobody receives the interaction, the user sees it fail at once.
    const orphan = await emu.control.runCommand({ userId: user.id, channelId: channelOf(guild1), name: 'where' });
    expect(orphan).toMatchObject({ outcome: 'failed', failure: 'no_gateway_session' });

    const shard1 = await startTinyBot(emu, { shards: [1], shardCount: 2 });
    bots.push(shard1);
    const allGuilds = (await emu.control.state()).guilds.map((g) => g.id);
    expect([...shard0.client.guilds.cache.keys()].sort()).toEqual(allGuilds.filter((id) => shardOf(id, 2) === 0).sort());
    expect([...shard1.client.guilds.cache.keys()].sort()).toEqual(allGuilds.filter((id) => shardOf(id, 2) === 1).sort());
    expect(shard1.client.guilds.cache.has(guild1) && shard0.client.guilds.cache.has(guild0)).toBe(true);
    shard0.handle('where', (i) => (i as ChatInputCommandInteraction).reply('shard 0'));
    shard1.handle('where', (i) => (i as ChatInputCommandInteraction).reply('shard 1'));

    const in0 = await emu.control.runCommand({ userId: user.id, channelId: channelOf(guild0), name: 'where' });
    const in1 = await emu.control.runCommand({ userId: user.id, channelId: channelOf(guild1), name: 'where' });
    const inDm = await emu.control.runCommand({ userId: user.id, channelId: 'dm', name: 'where' });
    expect([in0.message?.content, in1.message?.content, inDm.message?.content]).toEqual(['shard 0', 'shard 1', 'shard 0']);
  });

  it('announces a guild created while the bot is connected with GUILD_CREATE', async () => {
    emu = await startEmulator();
    const bot = await startTinyBot(emu);
    bots.push(bot);
    const guild = await emu.control.createGuild('Camelot', { channels: ['lobby', 'tables'] });
    const joined = await emu.control.waitFor(() => bot.client.guilds.cache.get(guild.id), { description: 'GUILD_CREATE' });
    expect(joined.channels.cache.map((c) => c.name).sort()).toEqual(['lobby', 'tables']);
  });

  it('refuses a wrong token at login', async () => {
    emu = await startEmulator();
    const { Client, GatewayIntentBits } = await import('discord.js');
    const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: emu.restUrl } });
    await expect(client.login('not-the-token')).rejects.toMatchObject({ code: 'TokenInvalid' });
    await client.destroy();
  });
});
