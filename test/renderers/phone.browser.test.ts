/**
 * The board message on a phone: each game's phone pictures, posted as the bot posts them, seen in the playground in
 * real Chromium at 400 CSS px wide. Every picture's smallest font (measured while drawing, carried in the PNG) times
 * its displayed/natural width must reach 11 CSS px. With PHONE_SCREENSHOTS=1 the screenshots go to docs/phone/ (the
 * README shows them).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AttachmentBuilder, type TextChannel } from 'discord.js';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneRenderers } from '../../renderers';
import { MIN_FONT_KEY, readPngText } from '../../renderers/kit/png-text';
import { startEmulator, UNLIMITED_RATE_LIMITS, type Emulator, type UserInfo } from '../../src/emulator';
import { largestBoards, PLAYER_NAMES, type LargestBoardGame } from '../bench/largest-boards';
import { startTinyBot, type TinyBot } from '../emulator/tiny-bot';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
if (!available && process.env.CI) throw new Error(`Chromium is required in CI but ${CHROMIUM} is missing (.ci/run installs the Debian package "chromium")`);
if (!available) console.warn(`[phone browser test] SKIPPED: no Chromium at ${CHROMIUM} (install the Debian package "chromium"; CI always runs it)`);

const PHONE = { width: 400, height: 860 };
/** `PHONE_SCREENSHOTS=1` refreshes the README's screenshots in docs/phone/; otherwise they go to a temporary folder. */
const SCREENSHOTS = process.env.PHONE_SCREENSHOTS ? 'docs/phone' : join(tmpdir(), 'tafelrunde-phone');
const SMALLEST_LABEL = 11;
const GAMES = Object.keys(phoneRenderers) as LargestBoardGame[];

describe.skipIf(!available)('board messages on a 400 px phone screen', () => {
  let emu: Emulator;
  let bot: TinyBot;
  let browser: Browser;
  let reader: UserInfo;

  beforeAll(async () => {
    emu = await startEmulator({ rateLimits: UNLIMITED_RATE_LIMITS });
    bot = await startTinyBot(emu);
    reader = await emu.control.createUser('Percival');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await bot?.stop();
    await emu?.close();
  });

  it.each(GAMES)('%s: every label of every picture is at least 11 CSS px', async (game) => {
    const [view] = largestBoards(game, 1);
    const pictures = await phoneRenderers[game](view, 'en', { playerNames: PLAYER_NAMES[game] });
    const channelId = emu.seed?.channels.games ?? '';
    const channel = (await bot.client.channels.fetch(channelId)) as TextChannel;
    const files = pictures.map((png, index) => new AttachmentBuilder(png, { name: index === 0 ? 'board.png' : `players-${index}.png` }));
    const posted = await channel.send({ content: `**${game}** · phone board`, files });

    // Twice the pixels, as a phone has: CSS sizes are the same, the README's screenshots sharper.
    const page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 2 });
    try {
      await page.goto(`${emu.url}/#user=${reader.id}&channel=${channelId}`);
      await page.waitForSelector('body[data-ready="true"]');
      const message = page.locator(`[data-testid="message"][data-message-id="${posted.id}"]`);
      await message.waitFor();
      const images = message.locator('[data-testid="image"]');
      await expect.poll(() => images.count()).toBe(pictures.length);
      // The page loads pictures lazily: bring each into view once so all of them load.
      for (let index = 0; index < pictures.length; index++) await images.nth(index).scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (id) => Array.from(document.querySelectorAll(`[data-message-id="${id}"] img`)).every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
        posted.id,
      );
      const shown = await images.evaluateAll((nodes) =>
        nodes.map((node) => {
          const img = node as HTMLImageElement;
          return { src: img.currentSrc || img.src, natural: img.naturalWidth, displayed: img.getBoundingClientRect().width, right: img.getBoundingClientRect().right };
        }),
      );
      for (const image of shown) {
        // The file as the page loaded it, with the smallest font its renderer drew.
        const bytes = new Uint8Array(await (await fetch(image.src)).arrayBuffer());
        const smallestFont = Number(readPngText(bytes, MIN_FONT_KEY));
        expect(smallestFont).toBeGreaterThan(0);
        expect(image.right).toBeLessThanOrEqual(PHONE.width);
        const onScreen = (smallestFont * image.displayed) / image.natural;
        expect(onScreen, `${game} ${image.src}: ${smallestFont} px at ${image.displayed}/${image.natural}`).toBeGreaterThanOrEqual(SMALLEST_LABEL);
      }
      // The README's picture: the whole message, unclipped by the scrolling chat (measured above as laid out).
      await page.addStyleTag({ content: '.sidebar { display: none; } .app, .chat { height: auto; } .messages { overflow: visible; }' });
      mkdirSync(SCREENSHOTS, { recursive: true });
      // Palette PNG keeps the committed screenshots small.
      await sharp(await message.screenshot()).png({ palette: true, effort: 7 }).toFile(join(SCREENSHOTS, `${game}.png`));
    } finally {
      await page.close();
    }
  }, 120_000);
});
