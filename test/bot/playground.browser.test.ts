import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlayground, type Playground } from '../../src/bot/app/playground';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
if (!available && process.env.CI) throw new Error(`Chromium is required in CI but ${CHROMIUM} is missing (.ci/run installs the Debian package "chromium")`);
if (!available) console.warn(`[bot browser test] SKIPPED: no Chromium at ${CHROMIUM} (install the Debian package "chromium"; CI always runs it)`);

/** `npm start`'s playground in real Chromium: open a City of Rome lobby, fill it, start, and play one turn by clicking. */
describe.skipIf(!available)('playing City of Rome in the playground page', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tafelrunde-browser-'));
  let playground: Playground;
  let browser: Browser;
  let page: Page;
  let users: Map<string, string>;
  let games: string;

  /** Switches the page to a user (by name) and waits until it shows that user's view. */
  async function actAs(name: string): Promise<void> {
    await page.selectOption('[data-testid=user-select]', users.get(name) ?? '');
    await page.waitForFunction((id) => (document.querySelector('[data-testid=user-select]') as HTMLSelectElement | null)?.value === id, users.get(name));
  }

  beforeAll(async () => {
    playground = await startPlayground({ playgroundPort: 0, database: { path: join(dir, 'tafelrunde.db') } });
    const state = await playground.emulator.control.state();
    users = new Map(state.users.map((u) => [u.name, u.id]));
    games = playground.emulator.seed?.channels.games ?? '';
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${playground.url}/#user=${users.get('Lancelot')}&channel=${games}`);
    await page.waitForSelector('body[data-ready="true"]');
  });

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens a lobby with /newgame, fills it, starts, and plays one turn', async () => {
    await page.fill('[data-testid=command-input]', '/newgame city-of-rome ');
    await page.click('[data-testid=command-send]');
    const lobby = page.locator('[data-testid=message]', { hasText: 'new game by Lancelot' });
    await lobby.waitFor();
    for (const name of ['Guinevere', 'Gawain']) {
      await actAs(name);
      await lobby.locator('button[data-custom-id$=":join"]').click();
      await page.locator('[data-testid=message]', { hasText: name }).first().waitFor();
    }
    await actAs('Lancelot');
    await page.locator('[data-testid=message]', { hasText: 'Lancelot, Guinevere, Gawain' }).waitFor();
    await lobby.locator('button[data-custom-id$=":start"]').click();
    await page.locator('[data-testid=message]', { hasText: 'has started' }).waitFor();

    const thread = await playground.emulator.control.waitFor(async () => (await playground.emulator.control.state()).guilds[0].threads[0]);

    const control = playground.emulator.control;
    await control.waitFor(async () => (await control.messages(thread.id, users.get('Lancelot') ?? '')).some((m) => m.content.includes('Waiting for:')), { timeoutMs: 20_000 });
    await page.goto(`${playground.url}/#user=${users.get('Lancelot')}&channel=${thread.id}`);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    const board = page.locator('[data-testid=message]', { hasText: 'Waiting for:' }).last();
    await board.waitFor();
    const waiting = /Waiting for: (Lancelot|Guinevere|Gawain)/.exec((await board.textContent()) ?? '')?.[1] ?? '';
    expect(['Lancelot', 'Guinevere', 'Gawain']).toContain(waiting);
    // The board's phone pictures reached the page: the strip with the offer, the influence display, then one per city
    // (renderers/city-of-rome/phone.ts), 540 px wide.
    const widths = await board.locator('img[data-testid=image]').evaluateAll((images) =>
      Promise.all(
        images.map(async (node) => {
          const img = node as HTMLImageElement;
          if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
          return img.naturalWidth;
        }),
      ),
    );
    expect(widths).toEqual([540, 540, 540, 540, 540]);

    await actAs(waiting);
    await board.locator('button[data-custom-id$=":play"]').click();
    await page.locator('[data-testid=message].ephemeral', { hasText: /your move|du bist am Zug/ }).waitFor();
    // The panel is edited in place at every step; once the move is played its text changes to "Played: …".
    const panel = page.locator('[data-testid=message].ephemeral').last();
    // Take the first choice at every step until the move is played.
    for (let step = 0; step < 10; step++) {
      const text = (await panel.textContent()) ?? '';
      if (/Played:|Gespielt:/.test(text)) break;
      // Option buttons come before the navigation row (Back, Cancel), so the first "p:" button is a choice.
      const option = panel.locator('button[data-custom-id^="p:"]').first();
      if ((await option.count()) > 0) await option.click();
      else {
        const select = panel.locator('select[data-custom-id^="s:"], select[data-custom-id^="G:"]').first();
        const value = await select.locator('option:not([disabled])').first().getAttribute('value');
        await select.selectOption(value ?? '');
      }
      await page.waitForFunction((before) => {
        const panels = Array.from(document.querySelectorAll('[data-testid=message].ephemeral'));
        return (panels.at(-1)?.textContent ?? '') !== before;
      }, text);
    }
    expect(await panel.textContent()).toMatch(/Played:|Gespielt:/);
    // A new board for the next move, with the move in its log.
    await page.locator('[data-testid=message]', { hasText: 'Last moves:' }).last().waitFor();
  });

  it('moves the clock forward from the page: the awaited player’s time runs out and the others are asked', async () => {
    // The page speaks the acting user's language; the first test may have left a German-speaking player acting.
    await actAs('Lancelot');
    // Switching users loads the new user's texts asynchronously: poll until the page speaks English.
    await expect.poll(() => page.locator('[data-testid=clock-amount] option').allTextContents()).toEqual(['Time +1 hour', 'Time +12 hours', 'Time +1 day', 'Time +3 days']);
    await page.selectOption('[data-testid=clock-amount]', String(3 * 24 * 60 * 60 * 1000));
    await page.click('[data-testid=clock-advance]');
    const vote = page.locator('[data-testid=message]', { hasText: 'has run out' }).last();
    await vote.waitFor({ timeout: 20_000 });
    expect(await vote.locator('button[data-custom-id^="T:"]').allTextContents()).toEqual(expect.arrayContaining(['Let someone take the seat']));
  });
});
