import {
  AttachmentBuilder,
  DiscordAPIError,
  MessageFlags,
  Routes,
  type ChatInputCommandInteraction,
  type InteractionReplyOptions,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator, type UserInfo } from '../../src/emulator';
import { startTinyBot, TINY_PNG, type TinyBot } from './tiny-bot';

const button = (customId: string, label = 'Go') => ({ type: 2, style: 1, custom_id: customId, label });
const row = (...components: object[]) => ({ type: 1, components });
const options = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `Option ${i}`, value: `v${i}` }));

/** Every documented limit the bot could trip, answered with Discord's own error codes and field paths. */
describe('Discord limits and error codes', () => {
  let emu: Emulator;
  let bot: TinyBot;
  let user: UserInfo;
  let games: string;

  beforeAll(async () => {
    emu = await startEmulator({ attachmentSizeLimit: 64 * 1024 });
    bot = await startTinyBot(emu);
    games = emu.seed?.channels.games ?? '';
    user = await emu.control.createUser('Bedivere');
    await bot.client.application?.commands.set([{ name: 'try', description: 'Try a payload' }], emu.seed?.guildId ?? '');
  });

  afterAll(async () => {
    await bot?.stop();
    await emu?.close();
  });

  /** Replies with `payload`; when Discord refuses, answers "refused" so the interaction completes, and hands back the error. */
  async function refusal(payload: InteractionReplyOptions): Promise<DiscordAPIError> {
    let caught: unknown;
    bot.handle('try', async (i) => {
      const c = i as ChatInputCommandInteraction;
      try {
        await c.reply(payload);
      } catch (error) {
        caught = error;
        await c.reply({ content: 'refused', flags: MessageFlags.Ephemeral });
      }
    });
    const result = await emu.control.runCommand({ userId: user.id, channelId: games, name: 'try' });
    expect(result.message?.content).toBe('refused');
    if (!(caught instanceof DiscordAPIError)) throw new Error(`expected a DiscordAPIError, got ${String(caught)}`);
    return caught;
  }

  /** The `_errors` codes at a dotted path of Discord's error tree. */
  function fieldCodes(error: DiscordAPIError, path: string): string[] {
    let node: unknown = (error.rawError as { errors?: unknown }).errors;
    for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
    const list = (node as { _errors?: { code: string }[] } | undefined)?._errors ?? [];
    return list.map((e) => e.code);
  }

  it('26 select options → 50035 at data.components.0.components.0.options', async () => {
    const error = await refusal({ components: [row({ type: 3, custom_id: 'pick', options: options(26) })] } as InteractionReplyOptions);
    expect(error.code).toBe(50035);
    expect(error.status).toBe(400);
    expect(fieldCodes(error, 'data.components.0.components.0.options')).toEqual(['BASE_TYPE_BAD_LENGTH']);
    expect(error.message).toContain('data.components[0].components[0].options[BASE_TYPE_BAD_LENGTH]');
  });

  it('25 select options pass', async () => {
    bot.handle('try', (i) => (i as ChatInputCommandInteraction).reply({ components: [row({ type: 3, custom_id: 'pick', options: options(25) })] } as InteractionReplyOptions));
    const result = await emu.control.runCommand({ userId: user.id, channelId: games, name: 'try' });
    expect(result.outcome).toBe('responded');
  });

  it('a 101-character custom_id → 50035; 100 characters pass', async () => {
    const error = await refusal({ components: [row(button('x'.repeat(101)))] } as InteractionReplyOptions);
    expect(fieldCodes(error, 'data.components.0.components.0.custom_id')).toEqual(['BASE_TYPE_BAD_LENGTH']);
    bot.handle('try', (i) => (i as ChatInputCommandInteraction).reply({ components: [row(button('x'.repeat(100)))] } as InteractionReplyOptions));
    expect((await emu.control.runCommand({ userId: user.id, channelId: games, name: 'try' })).outcome).toBe('responded');
  });

  it('an 81-character button label → 50035', async () => {
    const error = await refusal({ components: [row(button('b', 'L'.repeat(81)))] } as InteractionReplyOptions);
    expect(fieldCodes(error, 'data.components.0.components.0.label')).toEqual(['BASE_TYPE_MAX_LENGTH']);
  });

  it('six action rows, six buttons in a row, a select beside a button, duplicate custom_ids → 50035', async () => {
    const rows = await refusal({ components: Array.from({ length: 6 }, (_, i) => row(button(`r${i}`))) } as InteractionReplyOptions);
    expect(fieldCodes(rows, 'data.components')).toEqual(['BASE_TYPE_MAX_LENGTH']);
    const wide = await refusal({ components: [row(...Array.from({ length: 6 }, (_, i) => button(`b${i}`)))] } as InteractionReplyOptions);
    expect(fieldCodes(wide, 'data.components.0.components')).toEqual(['BASE_TYPE_BAD_LENGTH']);
    const mixed = await refusal({ components: [row(button('a'), { type: 3, custom_id: 's', options: options(2) })] } as InteractionReplyOptions);
    expect(fieldCodes(mixed, 'data.components.0.components')).toEqual(['COMPONENT_LAYOUT_WIDTH_EXCEEDED']);
    const twice = await refusal({ components: [row(button('same'), button('same'))] } as InteractionReplyOptions);
    expect(fieldCodes(twice, 'data.components.0.components.1.custom_id')).toEqual(['COMPONENT_CUSTOM_ID_DUPLICATED']);
  });

  it('content over 2000 characters → 50035; an empty message → 50006', async () => {
    const long = await refusal({ content: 'x'.repeat(2001) });
    expect(fieldCodes(long, 'data.content')).toEqual(['BASE_TYPE_MAX_LENGTH']);
    const empty = await refusal({ content: '' });
    expect(empty.code).toBe(50006);
  });

  it('embed limits: 11 embeds, a 257-character title, more than 6000 characters in total', async () => {
    const many = await refusal({ embeds: Array.from({ length: 11 }, () => ({ title: 't' })) });
    expect(fieldCodes(many, 'data.embeds')).toEqual(['BASE_TYPE_MAX_LENGTH']);
    const title = await refusal({ embeds: [{ title: 't'.repeat(257) }] });
    expect(fieldCodes(title, 'data.embeds.0.title')).toEqual(['BASE_TYPE_MAX_LENGTH']);
    const total = await refusal({ embeds: [{ description: 'd'.repeat(4000) }, { description: 'd'.repeat(2001) }] });
    expect(fieldCodes(total, 'data.embeds')).toEqual(['MAX_EMBED_SIZE_EXCEEDED']);
  });

  it('attachments: 11 files → 30015, a file over the upload limit → 40005 (413)', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => new AttachmentBuilder(TINY_PNG, { name: `f${i}.png` }));
    expect((await refusal({ files: eleven })).code).toBe(30015);
    const big = await refusal({ files: [new AttachmentBuilder(Buffer.alloc(64 * 1024 + 1), { name: 'big.png' })] });
    expect([big.code, big.status]).toEqual([40005, 413]);
  });

  it('Components V2: no content beside the flag, at most 40 components, files only by attachment://', async () => {
    const v2 = MessageFlags.IsComponentsV2;
    const withContent = await refusal({ content: 'hi', flags: v2, components: [{ type: 10, content: 'text' }] } as InteractionReplyOptions);
    expect(fieldCodes(withContent, 'data.content')).toEqual(['MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2']);
    const texts = Array.from({ length: 41 }, (_, i) => ({ type: 10, content: `line ${i}` }));
    const tooMany = await refusal({ flags: v2, components: texts } as InteractionReplyOptions);
    expect(fieldCodes(tooMany, 'data.components')).toContain('BASE_TYPE_MAX_LENGTH');
    const nested = [{ type: 17, components: Array.from({ length: 20 }, () => ({ type: 10, content: 'x' })) }, { type: 17, components: Array.from({ length: 20 }, () => ({ type: 10, content: 'y' })) }];
    const nestedTooMany = await refusal({ flags: v2, components: nested } as InteractionReplyOptions);
    expect(fieldCodes(nestedTooMany, 'data.components')).toEqual(['COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED']);
    const file = await refusal({ flags: v2, components: [{ type: 13, file: { url: 'https://example.com/a.png' } }] } as InteractionReplyOptions);
    expect(fieldCodes(file, 'data.components.0.file.url')).toEqual(['UNFURLED_MEDIA_ITEM_URL_SCHEME_INVALID']);
  });

  it('Components V2: a gallery shows an uploaded board; the flag cannot be dropped on edit', async () => {
    let dropped: unknown;
    bot.handle('try', async (i) => {
      const c = i as ChatInputCommandInteraction;
      await c.reply({
        flags: MessageFlags.IsComponentsV2,
        files: [new AttachmentBuilder(TINY_PNG, { name: 'board.png' })],
        components: [{ type: 17, components: [{ type: 10, content: '**Round 1**' }, { type: 12, items: [{ media: { url: 'attachment://board.png' } }] }] }],
      } as InteractionReplyOptions);
      dropped = await c.editReply({ content: 'legacy again', components: [], flags: 0 } as never).catch((e: unknown) => e);
    });
    const result = await emu.control.runCommand({ userId: user.id, channelId: games, name: 'try' });
    const gallery = result.message?.components[0]?.components?.[1];
    expect(gallery?.items?.[0]?.media.url).toBe(result.message?.attachments[0]?.url);
    await bot.outcome(result.interactionId);
    expect((dropped as DiscordAPIError).code).toBe(50035);
  });

  it('acknowledging after the 3-second window → 10062, and the user sees the interaction fail', async () => {
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = (): void => undefined;
    const invoked = new Promise<void>((resolve) => {
      started = resolve;
    });
    bot.handle('try', async (i) => {
      started();
      await gate;
      await (i as ChatInputCommandInteraction).reply('too late');
    });
    const pending = emu.control.runCommand({ userId: user.id, channelId: games, name: 'try' });
    await invoked;
    await emu.control.advanceClock(3_001);
    const result = await pending;
    release();
    expect(result).toMatchObject({ outcome: 'failed', failure: 'timeout', callbackType: null });
    expect(await bot.errorCode(result.interactionId)).toBe(10062);
    expect((await emu.control.interaction(result.interactionId)).errors).toEqual([10062]);
  });

  it('a second acknowledgement → 40060', async () => {
    bot.handle('try', async (i) => {
      await (i as ChatInputCommandInteraction).deferReply();
      await bot.client.rest.post(Routes.interactionCallback(i.id, i.token), { body: { type: 4, data: { content: 'again' } }, auth: false });
    });
    const result = await emu.control.runCommand({ userId: user.id, channelId: games, name: 'try' });
    expect(result.callbackType).toBe(5);
    expect(await bot.errorCode(result.interactionId)).toBe(40060);
  });

  it('the interaction token expires after 15 minutes → 50027 on edits and follow-ups', async () => {
    let saved: ChatInputCommandInteraction | undefined;
    bot.handle('try', async (i) => {
      saved = i as ChatInputCommandInteraction;
      await saved.reply('board');
    });
    await emu.control.runCommand({ userId: user.id, channelId: games, name: 'try' });
    await expect(saved?.editReply('still fresh')).resolves.toBeTruthy();
    await emu.control.advanceClock(15 * 60_000 + 1);
    await expect(saved?.followUp('stale')).rejects.toMatchObject({ code: 50027, status: 401 });
    await expect(saved?.editReply('stale')).rejects.toMatchObject({ code: 50027 });
  });

  it('channel sends are validated the same way (no data. prefix) and need a known channel', async () => {
    const channel = bot.client.channels.cache.get(games);
    if (!channel?.isSendable()) throw new Error('games channel missing');
    const error = await channel.send({ components: [row(button('x'.repeat(101)))] } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).message).toContain('components[0].components[0].custom_id[BASE_TYPE_BAD_LENGTH]');
    await expect(bot.client.rest.post(Routes.channelMessages('123'), { body: { content: 'x' } })).rejects.toMatchObject({ code: 10003 });
  });

  it('refuses an invalid command registration with 50035 at the command’s path', async () => {
    const error = await bot.client.application?.commands
      .set([{ name: 'fine', description: 'ok' }, { name: 'Not Valid', description: 'x'.repeat(101) }], emu.seed?.guildId ?? '')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(fieldCodes(error as DiscordAPIError, '1.name')).toEqual(['APPLICATION_COMMAND_INVALID_NAME']);
    expect(fieldCodes(error as DiscordAPIError, '1.description')).toEqual(['BASE_TYPE_BAD_LENGTH']);
    expect((await emu.control.commands(emu.seed?.guildId)).map((c) => c.name)).toEqual(['try']);
  });

  it('answers unknown routes with 404 in Discord’s shape and records them loudly', async () => {
    const warnings: string[] = [];
    const quiet = await startEmulator({ log: (_level, line) => warnings.push(line) });
    try {
      const response = await fetch(`${quiet.restUrl}/v10/channels/1/pins/2`, { method: 'PUT', headers: { authorization: `Bot ${quiet.token}` } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 0, message: '404: Not Found' });
      expect((await quiet.control.unknownRoutes()).map((r) => `${r.method} ${r.path}`)).toEqual(['PUT /api/v10/channels/1/pins/2']);
      expect(warnings.some((w) => w.includes('UNKNOWN DISCORD ROUTE PUT /api/v10/channels/1/pins/2'))).toBe(true);
    } finally {
      await quiet.close();
    }
  });

  it('rejects bot routes without the bot token (401)', async () => {
    const response = await fetch(`${emu.restUrl}/v10/users/@me`, { headers: { authorization: 'Bot wrong' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 0, message: '401: Unauthorized' });
  });
});
