import { existsSync } from 'node:fs';
import { AttachmentBuilder, MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator, type UserInfo } from '../../src/emulator';
import { startTinyBot, TINY_PNG, type TinyBot } from './tiny-bot';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
if (!available && process.env.CI) throw new Error(`Chromium is required in CI but ${CHROMIUM} is missing (.ci/run installs the Debian package "chromium")`);
if (!available) console.warn(`[playground browser test] SKIPPED: no Chromium at ${CHROMIUM} (install the Debian package "chromium"; CI always runs it)`);

/** The playground page in real Chromium: run a command, see the image, click a button, see the reply update live. */
describe.skipIf(!available)('playground page in Chromium', () => {
  let emu: Emulator;
  let bot: TinyBot;
  let browser: Browser;
  let page: Page;
  let percival: UserInfo;
  let kay: UserInfo;
  let games: string;

  beforeAll(async () => {
    emu = await startEmulator();
    bot = await startTinyBot(emu);
    games = emu.seed?.channels.games ?? '';
    percival = await emu.control.createUser('Percival');
    kay = await emu.control.createUser('Kay', { locale: 'de' });
    await bot.client.application?.commands.set(
      [
        { name: 'ping', description: 'Shows a board', options: [{ type: 3, name: 'word', description: 'A word', required: true }] },
        { name: 'hand', description: 'Shows your hand' },
      ],
      emu.seed?.guildId ?? '',
    );
    bot.handle('ping', (i) =>
      (i as ChatInputCommandInteraction).reply({
        content: `you said ${(i as ChatInputCommandInteraction).options.getString('word')}`,
        embeds: [{ title: 'Board', image: { url: 'attachment://board.png' } }],
        files: [new AttachmentBuilder(TINY_PNG, { name: 'board.png' })],
        components: [
          { type: 1, components: [{ type: 2, style: 1, custom_id: 'go', label: 'Go' }, { type: 2, style: 4, custom_id: 'never', label: 'Locked', disabled: true }] },
        ],
      }),
    );
    bot.handle('go', async (i) => {
      if (!i.isButton()) return;
      await i.update({ content: `clicked by ${i.user.username}`, components: [] });
    });
    bot.handle('hand', (i) => (i as ChatInputCommandInteraction).reply({ content: 'your secret hand', flags: MessageFlags.Ephemeral }));

    // playwright-core starts Chromium with a fresh temporary profile (user data dir) and removes it on close.
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${emu.url}/#user=${percival.id}&channel=${games}`);
    await page.waitForSelector('body[data-ready="true"]');
    expect(errors).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await bot?.stop();
    await emu?.close();
  });

  it('offers the registered commands when typing /', async () => {
    await page.fill('[data-testid=command-input]', '/');
    await page.waitForSelector('[data-testid=command-ping]');
    expect(await page.textContent('[data-testid=command-popup]')).toContain('Shows a board');
    await page.fill('[data-testid=command-input]', '');
  });

  it('runs a command, shows the reply with its image, and a button click updates it', async () => {
    await page.fill('[data-testid=command-input]', '/ping ');
    await page.fill('[data-testid=option-word]', 'Excalibur');
    await page.click('[data-testid=command-send]');
    const reply = page.locator('[data-testid=message]', { hasText: 'you said Excalibur' });
    await reply.waitFor();
    const imageWidth = await reply.locator('img[data-testid=image]').evaluate(async (img: HTMLImageElement) => {
      if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
      return img.naturalWidth;
    });
    expect(imageWidth).toBe(2);
    expect(await reply.locator('button[data-custom-id=never]').isDisabled()).toBe(true);

    await reply.locator('button[data-custom-id=go]').click();
    await page.locator('[data-testid=message]', { hasText: 'clicked by percival' }).waitFor();
    expect(await page.locator('button[data-custom-id=go]').count()).toBe(0);
  });

  it('shows an ephemeral reply only to the user who ran the command', async () => {
    await page.fill('[data-testid=command-input]', '/hand');
    await page.keyboard.press('Enter');
    const secret = page.locator('[data-testid=message]', { hasText: 'your secret hand' });
    await secret.waitFor();
    expect(await secret.locator('[data-testid=ephemeral-note]').textContent()).toContain('Only you can see this');

    await page.selectOption('[data-testid=user-select]', kay.id);
    // Kay's view: German texts, the public reply still there, Percival's ephemeral gone.
    await page.waitForFunction(() => document.querySelector('[data-testid=command-input]')?.getAttribute('placeholder')?.startsWith('Tippe /'));
    await secret.waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid=message]', { hasText: 'clicked by percival' }).count()).toBe(1);
  });

  it('shows what the bot posts on its own as it happens, and DMs with an unread badge', async () => {
    const channel = bot.client.channels.cache.get(games);
    if (!channel?.isSendable()) throw new Error('games channel missing');
    await channel.send('a new board appears <img src=x onerror="window.injected=1"> **bold**');
    const posted = page.locator('[data-testid=message]', { hasText: 'a new board appears' });
    await posted.waitFor();
    // Content is text, never markup: the tag shows literally, markdown still formats.
    expect(await posted.locator('.content').textContent()).toContain('<img src=x onerror="window.injected=1">');
    expect(await posted.locator('.content img').count()).toBe(0);
    expect(await posted.locator('.content strong').textContent()).toBe('bold');
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
    await bot.client.users.send(kay.id, 'Du bist am Zug');
    await page.waitForSelector('[data-testid=dm-unread]');
    await page.click('[data-testid=dm-link]');
    await page.locator('[data-testid=message]', { hasText: 'Du bist am Zug' }).waitFor();
  });

  it('shows a relative timestamp in the reader’s language and counts it down with the local Discord’s clock', async () => {
    const inTwoHours = Math.floor((emu.internals.core.clock.now() + 2 * 3600_000) / 1000);
    await bot.client.users.send(kay.id, `Frist <t:${inTwoHours}:R>`);
    const message = page.locator('[data-testid=message]', { hasText: 'Frist' });
    await message.waitFor();
    const chip = message.locator('.timestamp-chip');
    expect(await chip.textContent()).toBe('in 2 Stunden');
    // The page's time travel (one hour, the first step): the same message now reads one hour less.
    await page.selectOption('[data-testid=clock-amount]', String(3600_000));
    await page.click('[data-testid=clock-advance]');
    await page.waitForFunction(() => document.querySelector('.timestamp-chip')?.textContent === 'in 1 Stunde');
  });
});
