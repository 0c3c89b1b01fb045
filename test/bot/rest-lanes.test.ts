import { MessageFlags, RequestMethod, Routes, type ChatInputCommandInteraction } from 'discord.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installRestLanes, laneOf, PriorityGate, type RestLanes } from '../../src/bot/kernel/rest-lanes';
import { startEmulator, UNLIMITED_RATE_LIMITS, type Emulator } from '../../src/emulator';
import { startTinyBot, type TinyBot } from '../emulator/tiny-bot';

describe('laneOf', () => {
  it('sends interaction callbacks and webhook-token calls to the answer lane, message edits to the board lane', () => {
    const token = 'aW50ZXJhY3Rpb24.123.abc';
    expect(laneOf({ method: RequestMethod.Post, fullRoute: `/interactions/1400000000000000001/${token}/callback` })).toBe('answer');
    expect(laneOf({ method: RequestMethod.Post, fullRoute: `/webhooks/1400000000000000002/${token}` })).toBe('answer');
    expect(laneOf({ method: RequestMethod.Patch, fullRoute: `/webhooks/1400000000000000002/${token}/messages/@original` })).toBe('answer');
    expect(laneOf({ method: RequestMethod.Patch, fullRoute: '/channels/1400000000000000003/messages/1400000000000000004' })).toBe('board');
    expect(laneOf({ method: RequestMethod.Post, fullRoute: '/channels/1400000000000000003/messages' })).toBe('ping');
    expect(laneOf({ method: RequestMethod.Delete, fullRoute: '/channels/1400000000000000003/messages/1400000000000000004' })).toBe('ping');
    expect(laneOf({ method: RequestMethod.Post, fullRoute: '/users/@me/channels' })).toBe('ping');
  });
});

describe('PriorityGate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at most perSecond tasks a second and, once the budget is spent, board edits before pings', async () => {
    vi.useFakeTimers({ now: 0 });
    const gate = new PriorityGate(2);
    const order: string[] = [];
    const task = (name: string) => async () => {
      order.push(`${name}@${Date.now()}`);
      return name;
    };
    const all = Promise.all([
      gate.run('ping', task('ping1')),
      gate.run('ping', task('ping2')),
      gate.run('ping', task('ping3')),
      gate.run('board', task('board1')),
      gate.run('ping', task('ping4')),
      gate.run('board', task('board2')),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['ping1@0', 'ping2@0']);
    expect(gate.queued).toEqual({ board: 2, ping: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(order).toEqual(['ping1@0', 'ping2@0', 'board1@1000', 'board2@1000']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await all).toEqual(['ping1', 'ping2', 'ping3', 'board1', 'ping4', 'board2']);
    expect(order.slice(4)).toEqual(['ping3@2000', 'ping4@2000']);
    expect(gate.queued).toEqual({ board: 0, ping: 0 });
  });
});

describe('installRestLanes with discord.js against the emulator', () => {
  let emu: Emulator | undefined;
  let bot: TinyBot | undefined;
  let lanes: RestLanes | undefined;

  afterEach(async () => {
    lanes?.uninstall();
    await bot?.stop();
    await emu?.close();
    lanes = undefined;
    bot = undefined;
    emu = undefined;
  });

  /**
   * Parks discord.js's global limiter for 1.5 s (as 50 requests in one second or a global 429 would), then runs a
   * command whose handler defers, edits the reply and follows up; answers when each call finished.
   */
  async function answerWhileGloballyLimited(withLanes: boolean) {
    emu = await startEmulator({ log: () => undefined, rateLimits: UNLIMITED_RATE_LIMITS });
    bot = await startTinyBot(emu);
    const rest = bot.client.rest;
    if (withLanes) lanes = installRestLanes(rest);
    const user = await emu.control.createUser('Tristan');
    await bot.client.application?.commands.set([{ name: 'slow', description: 'Defers' }], emu.seed?.guildId ?? '');
    const finished: Record<string, number> = {};
    bot.handle('slow', async (i) => {
      const c = i as ChatInputCommandInteraction;
      await c.deferReply();
      await c.editReply({ content: 'done' });
      finished.editReply = Date.now();
      await c.followUp({ content: 'and more', flags: MessageFlags.Ephemeral });
      finished.followUp = Date.now();
    });
    const resetAt = Date.now() + 1500;
    rest.globalRemaining = 0;
    rest.globalReset = resetAt;
    const botCall = rest.get(Routes.user('@me')).then(() => (finished.botCall = Date.now()));
    const result = await emu.control.runCommand({ userId: user.id, channelId: emu.seed?.channels.games ?? '', name: 'slow' });
    expect((await bot.outcome(result.interactionId)).ok).toBe(true);
    await botCall;
    return { resetAt, finished, message: await emu.control.message(result.message?.id ?? '', user.id) };
  }

  it('lets editReply and followUp through while the bot lane waits for the global reset', async () => {
    const { resetAt, finished, message } = await answerWhileGloballyLimited(true);
    expect(finished.editReply).toBeLessThan(resetAt);
    expect(finished.followUp).toBeLessThan(resetAt);
    expect(finished.botCall).toBeGreaterThanOrEqual(resetAt);
    expect(message?.content).toBe('done');
  });

  it('without the lanes, discord.js holds editReply and followUp until the global reset', async () => {
    const { resetAt, finished, message } = await answerWhileGloballyLimited(false);
    expect(finished.editReply).toBeGreaterThanOrEqual(resetAt);
    expect(finished.followUp).toBeGreaterThanOrEqual(resetAt);
    expect(message?.content).toBe('done');
  });
});
