import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator, type UserInfo } from '../../src/emulator';
import { startTinyBot, TINY_PNG, type TinyBot } from './tiny-bot';

const LIMIT = 4096;

/** Application-command options of type ATTACHMENT (11): the file a user picks reaches the bot as Discord hands it over. */
describe('attachment options', () => {
  let emu: Emulator;
  let bot: TinyBot;
  let user: UserInfo;
  let games: string;
  /** What the bot saw of the last upload: discord.js' Attachment and the bytes behind its URL. */
  let seen: { name: string; size: number; contentType: string | null; url: string; proxyURL: string; ephemeral: boolean; bytes: Buffer } | null = null;

  beforeAll(async () => {
    emu = await startEmulator({ heartbeatIntervalMs: 500, attachmentSizeLimit: LIMIT, log: () => undefined });
    bot = await startTinyBot(emu);
    games = emu.seed?.channels.games ?? '';
    user = await emu.control.createUser('Tristan');
    await bot.client.application?.commands.set(
      [
        {
          name: 'upload',
          description: 'Reads a file',
          options: [
            { type: 11, name: 'file', description: 'The file', required: true },
            { type: 3, name: 'note', description: 'A note' },
          ],
        },
        { name: 'maybe', description: 'An optional file', options: [{ type: 11, name: 'file', description: 'The file' }] },
      ],
      emu.seed?.guildId ?? '',
    );
    const read = async (interaction: ChatInputCommandInteraction, required: boolean) => {
      const file = interaction.options.getAttachment('file', required);
      if (!file) {
        seen = null;
        return interaction.reply({ content: 'no file', flags: MessageFlags.Ephemeral });
      }
      const bytes = Buffer.from(await (await fetch(file.url)).arrayBuffer());
      seen = { name: file.name, size: file.size, contentType: file.contentType, url: file.url, proxyURL: file.proxyURL, ephemeral: file.ephemeral, bytes };
      return interaction.reply({ content: `got ${file.name}`, flags: MessageFlags.Ephemeral });
    };
    bot.handle('upload', (interaction) => read(interaction as ChatInputCommandInteraction, true));
    bot.handle('maybe', (interaction) => read(interaction as ChatInputCommandInteraction, false));
  });

  afterAll(async () => {
    await bot?.stop();
    await emu?.close();
  });

  it('hands a text file to the bot in resolved.attachments and serves it on its URL', async () => {
    const result = await emu.control.runCommand({ userId: user.id, channelId: games, name: 'upload', options: { file: { filename: 'my game.txt', content: 'setup witches\nsetup nomads\n' } } });
    expect(result.message?.content).toBe('got my_game.txt');
    expect(seen).toMatchObject({ name: 'my_game.txt', size: 27, contentType: 'text/plain; charset=utf-8', ephemeral: true });
    expect(seen?.bytes.toString('utf8')).toBe('setup witches\nsetup nomads\n');
    expect(seen?.url).toMatch(new RegExp(`^${emu.url}/attachments/${games}/\\d+/my_game\\.txt$`));
    expect(seen?.proxyURL).toBe(seen?.url);

    // The interaction payload carries the attachment the way Discord sends it.
    const payload = (await emu.control.interaction(result.interactionId)).payload as { data: { options: { name: string; type: number; value: string }[]; resolved: { attachments: Record<string, Record<string, unknown>> } } };
    const option = payload.data.options.find((o) => o.name === 'file');
    expect(option?.type).toBe(11);
    expect(payload.data.resolved.attachments[option?.value ?? '']).toMatchObject({ id: option?.value, filename: 'my_game.txt', size: 27, url: seen?.url, proxy_url: seen?.url, content_type: 'text/plain; charset=utf-8' });
  });

  it('takes base64 content and an explicit content type', async () => {
    await emu.control.runCommand({ userId: user.id, channelId: games, name: 'upload', options: { file: { filename: 'board.png', content: TINY_PNG.toString('base64'), encoding: 'base64' }, note: 'x' } });
    expect(seen).toMatchObject({ name: 'board.png', size: TINY_PNG.length, contentType: 'image/png' });
    expect(seen?.bytes.equals(TINY_PNG)).toBe(true);
    await emu.control.runCommand({ userId: user.id, channelId: games, name: 'upload', options: { file: { filename: 'data.bin', content: 'abc', contentType: 'text/x-log' } } });
    expect(seen?.contentType).toBe('text/x-log');
  });

  it('refuses what a Discord client would not send: a missing required file, an empty or too large one, a plain value', async () => {
    const refused = (options: Record<string, unknown>, name = 'upload') =>
      emu.control.runCommand({ userId: user.id, channelId: games, name, options: options as never }).then(
        () => 'sent',
        (error: Error) => error.message,
      );
    expect(await refused({})).toMatch(/option "file" is required/);
    expect(await refused({ file: { filename: 'empty.txt', content: '' } })).toMatch(/empty/);
    expect(await refused({ file: { filename: 'big.txt', content: 'x'.repeat(LIMIT + 1) } })).toMatch(new RegExp(`${LIMIT + 1} bytes; uploads may have at most ${LIMIT}`));
    expect(await refused({ file: 'game.txt' })).toMatch(/expects a file/);
    expect(await refused({ file: { filename: 'a.txt', content: 'x', encoding: 'hex' } })).toMatch(/encoding/);
    expect(await refused({ file: { filename: 'a.png', content: '***', encoding: 'base64' } })).toMatch(/not base64/);
    // A file of exactly the limit passes; an optional attachment may be left out.
    expect(await refused({ file: { filename: 'full.txt', content: 'y'.repeat(LIMIT) } })).toBe('sent');
    expect(seen?.size).toBe(LIMIT);
    expect(await refused({}, 'maybe')).toBe('sent');
    expect(seen).toBeNull();
  });
});
