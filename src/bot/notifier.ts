import { RESTJSONErrorCodes, type SendableChannels } from 'discord.js';
import type { AnyEngine, Seat } from '../engine/types';
import { t, tx } from '../i18n';
import type { BotContext } from './context';
import { gameChannelId, type GameRecord } from './records';
import { discordCode, logDiscordError } from './replies';

/** After a DM failed with 50007, wait this long before trying that user again (every 403 counts against a limit). */
const DM_RETRY_MS = 24 * 60 * 60 * 1000;

export async function sendableChannel(ctx: BotContext, channelId: string): Promise<SendableChannels | null> {
  try {
    const channel = await ctx.client.channels.fetch(channelId);
    return channel && channel.isSendable() ? channel : null;
  } catch (error) {
    logDiscordError(ctx.log, `fetch channel ${channelId}`, error);
    return null;
  }
}

/**
 * Tells the given seats it is their turn: a DM with a jump link to the board, or — when the player turned DMs
 * off or their DMs are closed — one mention in the game's channel. Never throws: a ping must not undo a move.
 */
export async function pingSeats(ctx: BotContext, engine: AnyEngine, record: GameRecord, seats: readonly Seat[], boardUrl: string | null): Promise<void> {
  const mention: string[] = [];
  for (const seat of seats) {
    const player = record.seats[seat];
    if (!player) continue;
    const prefs = await ctx.store.prefs(player.userId);
    const recentlyClosed = prefs.dmClosedAt !== undefined && Date.now() - Date.parse(prefs.dmClosedAt) < DM_RETRY_MS;
    if (!prefs.notify || recentlyClosed || !boardUrl) {
      mention.push(player.userId);
      continue;
    }
    try {
      await ctx.client.users.send(player.userId, t(prefs.locale ?? record.locale, tx('bot.ping.dm', { game: engine.name, id: record.id, link: boardUrl })));
    } catch (error) {
      logDiscordError(ctx.log, `DM to ${player.userId}`, error);
      if (discordCode(error) === RESTJSONErrorCodes.CannotSendMessagesToThisUser) {
        await ctx.store.savePrefs(player.userId, { ...prefs, dmClosedAt: new Date().toISOString() });
      }
      mention.push(player.userId);
    }
  }
  if (mention.length === 0) return;
  const channel = await sendableChannel(ctx, gameChannelId(record));
  if (!channel) return;
  try {
    await channel.send({
      content: t(record.locale, tx('bot.ping.mention', { mention: mention.map((id) => `<@${id}>`).join(' '), game: engine.name, id: record.id })),
      allowedMentions: { users: mention },
    });
  } catch (error) {
    logDiscordError(ctx.log, `mention in ${channel.id}`, error);
  }
}
