import { MessageFlags, Routes, type ChatInputCommandInteraction, type TextChannel } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../src/emulator';
import { startTinyBot, type TinyBot } from './tiny-bot';

describe('REST rate limits', () => {
  let emu: Emulator | undefined;
  let bot: TinyBot | undefined;

  afterEach(async () => {
    await bot?.stop();
    await emu?.close();
    bot = undefined;
    emu = undefined;
  });

  async function start(options: EmulatorOptions = {}): Promise<Emulator> {
    emu = await startEmulator({ log: () => undefined, ...options });
    return emu;
  }

  const get = (e: Emulator, path: string) => fetch(`${e.restUrl}/v10${path}`, { headers: { authorization: `Bot ${e.token}` } });

  it('defaults to Discord: 50 requests/s global, 5 per 5 s per route bucket', async () => {
    const e = await start();
    const stats = await e.control.rateLimits();
    expect(stats.limits).toEqual({ globalPerSecond: 50, route: { limit: 5, windowMs: 5000 }, routes: {} });
    expect(stats.limited).toBe(0);
  });

  it('puts the bucket headers on every answer and refuses the sixth request to one channel with a route 429', async () => {
    const e = await start();
    const games = e.seed?.channels.games ?? '';
    const general = e.seed?.channels.general ?? '';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await get(e, `/channels/${games}`));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers.map((a) => a.headers.get('x-ratelimit-remaining'))).toEqual(['4', '3', '2', '1', '0', '0']);
    expect(new Set(answers.map((a) => a.headers.get('x-ratelimit-limit')))).toEqual(new Set(['5']));
    const bucket = answers[0]?.headers.get('x-ratelimit-bucket');
    expect(bucket).toMatch(/^[0-9a-f]{32}$/);
    expect(answers.every((a) => a.headers.get('x-ratelimit-bucket') === bucket)).toBe(true);
    const resetAfter = Number(answers[0]?.headers.get('x-ratelimit-reset-after'));
    expect(resetAfter).toBeGreaterThan(4);
    expect(resetAfter).toBeLessThanOrEqual(5);
    const reset = Number(answers[0]?.headers.get('x-ratelimit-reset'));
    expect(Math.abs(reset - (Date.now() / 1000 + resetAfter))).toBeLessThan(1);

    const refused = answers[5];
    const body = (await refused?.json()) as { message: string; retry_after: number; global: boolean };
    expect(body.global).toBe(false);
    expect(body.message).toBe('You are being rate limited.');
    expect(body.retry_after).toBeGreaterThan(4);
    expect(body.retry_after).toBeLessThanOrEqual(5);
    expect(Number(refused?.headers.get('retry-after'))).toBe(body.retry_after);
    expect(refused?.headers.get('x-ratelimit-scope')).toBe('user');
    expect(refused?.headers.get('x-ratelimit-global')).toBeNull();

    // Another channel is another top-level resource: its own bucket, same bucket id.
    const other = await get(e, `/channels/${general}`);
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-remaining')).toBe('4');
    expect(other.headers.get('x-ratelimit-bucket')).toBe(bucket);

    const stats = await e.control.rateLimits();
    expect(stats).toMatchObject({ limited: 1, global: 0, byRoute: { 'GET /channels/:channelId': 1 } });
  });

  it('answers a global 429 past the global limit, with X-RateLimit-Global and scope global', async () => {
    const e = await start({ rateLimits: { globalPerSecond: 10, route: { limit: 1000, windowMs: 1000 } } });
    const answers = await Promise.all(Array.from({ length: 15 }, () => get(e, '/users/@me')));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.headers.get('x-ratelimit-global')).toBe('true');
    expect(refused?.headers.get('x-ratelimit-scope')).toBe('global');
    const body = (await refused?.json()) as { retry_after: number; global: boolean };
    expect(body.global).toBe(true);
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(1);
    expect(await e.control.rateLimits()).toMatchObject({ limited: 5, global: 5, byRoute: { 'GET /users/@me': 5 } });
  });

  it('lets discord.js wait out a small route bucket and deliver every message', async () => {
    const e = await start({ rateLimits: { route: { limit: 2, windowMs: 1000 } } });
    bot = await startTinyBot(e);
    const channel = (await bot.client.channels.fetch(e.seed?.channels.games ?? '')) as TextChannel;
    const started = Date.now();
    const sent = await Promise.all(Array.from({ length: 5 }, (_, i) => channel.send(`message ${i}`)));
    const elapsed = Date.now() - started;
    expect(sent.map((m) => m.content).sort()).toEqual(['message 0', 'message 1', 'message 2', 'message 3', 'message 4']);
    // Two per second: the fifth send waits for the third window.
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    const reader = await e.control.createUser('Galahad');
    const texts = (await e.control.messages(channel.id, reader.id, 10)).map((m) => m.content);
    expect(texts.filter((t) => t.startsWith('message '))).toHaveLength(5);
  });

  it('lets discord.js retry after global 429s until every request succeeds', async () => {
    const e = await start({ rateLimits: { globalPerSecond: 3, route: { limit: 1000, windowMs: 1000 } } });
    const { client } = (bot = await startTinyBot(e));
    const ids = [e.seed?.channels.games ?? '', e.seed?.channels.general ?? ''];
    const fetched = await Promise.all(Array.from({ length: 8 }, (_, i) => client.rest.get(Routes.channel(ids[i % 2] ?? ''))));
    expect(fetched.map((c) => (c as { id: string }).id).sort()).toEqual([...ids, ...ids, ...ids, ...ids].sort());
    const stats = await e.control.rateLimits();
    expect(stats.global).toBeGreaterThanOrEqual(1);
    expect(stats.global).toBe(stats.limited);
  });

  it('answers interactions while the global bucket is saturated: callbacks and interaction webhooks are exempt', async () => {
    const e = await start({ rateLimits: { globalPerSecond: 1, route: { limit: 1000, windowMs: 1000 } } });
    bot = await startTinyBot(e);
    const user = await e.control.createUser('Lancelot');
    await bot.client.application?.commands.set([{ name: 'ping', description: 'Answers' }], e.seed?.guildId ?? '');
    bot.handle('ping', async (i) => {
      const c = i as ChatInputCommandInteraction;
      await c.reply({ content: 'pong' });
      await c.followUp({ content: 'and again', flags: MessageFlags.Ephemeral });
      await c.editReply({ content: 'pong, edited' });
    });
    // Saturate the global window by hand (not through the bot, whose own limiter would then hold back).
    let refusedByHand = 0;
    for (let i = 0; i < 3 && refusedByHand === 0; i++) if ((await get(e, '/users/@me')).status === 429) refusedByHand++;
    expect(refusedByHand).toBe(1);
    const started = Date.now();
    const result = await e.control.runCommand({ userId: user.id, channelId: e.seed?.channels.games ?? '', name: 'ping' });
    const outcome = await bot.outcome(result.interactionId);
    const elapsed = Date.now() - started;
    expect(outcome.ok).toBe(true);
    expect(result.outcome).toBe('responded');
    expect(elapsed).toBeLessThan(900);
    // Still inside the same saturated second: a bot-initiated call is refused, the interaction calls were not.
    const after = await get(e, '/users/@me');
    expect(after.status).toBe(429);
    const stats = await e.control.rateLimits();
    expect(stats.byRoute['GET /users/@me']).toBe(refusedByHand + 1);
    expect(Object.keys(stats.byRoute).filter((route) => /interactions|webhooks/.test(route))).toEqual([]);
    expect((await e.control.message(result.message?.id ?? '', user.id))?.content).toBe('pong, edited');
  });
});
