import { existsSync } from 'node:fs';
import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator, type UserInfo } from '../../src/emulator';
import { startTinyBot, TINY_PNG, type TinyBot } from './tiny-bot';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
if (!available && process.env.CI) throw new Error(`Chromium is required in CI but ${CHROMIUM} is missing (.ci/run installs the Debian package "chromium")`);
if (!available) console.warn(`[attachment option browser test] SKIPPED: no Chromium at ${CHROMIUM} (install the Debian package "chromium"; CI always runs it)`);

/** The slash box's file picker: a file chosen for an attachment option reaches the bot byte for byte. */
describe.skipIf(!available)('playground file picker for attachment options', () => {
  let emu: Emulator;
  let bot: TinyBot;
  let browser: Browser;
  let page: Page;
  let gareth: UserInfo;
  let received: Buffer | null = null;

  beforeAll(async () => {
    emu = await startEmulator({ log: () => undefined });
    bot = await startTinyBot(emu);
    gareth = await emu.control.createUser('Gareth', { locale: 'de' });
    await bot.client.application?.commands.set(
      [{ name: 'upload', description: 'Reads a file', options: [{ type: 11, name: 'file', description: 'The file', required: true }] }],
      emu.seed?.guildId ?? '',
    );
    bot.handle('upload', async (i) => {
      const file = (i as ChatInputCommandInteraction).options.getAttachment('file', true);
      received = Buffer.from(await (await fetch(file.url)).arrayBuffer());
      return (i as ChatInputCommandInteraction).reply({ content: `got ${file.name} (${file.size} bytes, ${file.contentType})`, flags: MessageFlags.Ephemeral });
    });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'] });
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${emu.url}/#user=${gareth.id}&channel=${emu.seed?.channels.games ?? ''}`);
    await page.waitForSelector('body[data-ready="true"]');
  });

  afterAll(async () => {
    await browser?.close();
    await bot?.stop();
    await emu?.close();
  });

  it('offers a file field and sends the picked file with the command', async () => {
    await page.fill('[data-testid=command-input]', '/upload ');
    const picker = page.locator('[data-testid=option-file]');
    expect(await picker.getAttribute('type')).toBe('file');
    expect(await picker.getAttribute('title')).toBe('Datei zum Hochladen wählen');
    await picker.setInputFiles({ name: 'partie.txt', mimeType: 'text/plain', buffer: Buffer.from('setup witches\nsetup nomads\n') });
    await page.click('[data-testid=command-send]');
    await page.locator('[data-testid=message]', { hasText: 'got partie.txt (27 bytes, text/plain)' }).waitFor();
    expect(received?.toString('utf8')).toBe('setup witches\nsetup nomads\n');
  });

  it('sends binary files unchanged', async () => {
    await page.fill('[data-testid=command-input]', '/upload ');
    await page.locator('[data-testid=option-file]').setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.click('[data-testid=command-send]');
    await page.locator('[data-testid=message]', { hasText: `got board.png (${TINY_PNG.length} bytes, image/png)` }).waitFor();
    expect(received?.equals(TINY_PNG)).toBe(true);
  });

  it('refuses sending without the required file, as a Discord client would', async () => {
    await page.fill('[data-testid=command-input]', '/upload ');
    await page.click('[data-testid=command-send]');
    await page.waitForFunction(() => /required/.test(document.querySelector('[data-testid=composer-error]')?.textContent ?? ''));
  });
});
