import type { SendableChannels } from 'discord.js';
import type { BotContext } from './context';
import { logDiscordError } from './replies';

/** The channel (or thread, or DM) with this id when the bot can post there; null when it is gone or not sendable (logged). */
export async function sendableChannel(ctx: BotContext, channelId: string): Promise<SendableChannels | null> {
  try {
    const channel = await ctx.client.channels.fetch(channelId);
    return channel && channel.isSendable() ? channel : null;
  } catch (error) {
    logDiscordError(ctx.log, `fetch channel ${channelId}`, error);
    return null;
  }
}
