import { t, tx } from '../../i18n';
import type { BotContext } from '../kernel/context';
import { encodeComponentId } from '../base/custom-id';
import { messageCustomIds } from '../game/click-origin';
import { sendableChannel } from '../kernel/channels';
import { gameChannelId, type GameRecord } from '../store/records';
import { logDiscordError } from '../kernel/replies';

/** How many of the game channel's newest messages are searched for the lapsed vote's message. */
const RECENT_SEARCH = 50;

/**
 * A vote asked about an older position lapses with the next change (session.ts's lapseVotes notes it in the record);
 * its message then says so and loses its buttons, so nobody answers a question that no longer stands. Part of showing
 * every change (publisher.ts), whoever made it: a player, a computer, a time-out, a seat change. The vote's message is
 * found among the game channel's recent messages by its Agree button (the record keeps no message ids of votes, so a
 * vote's showing never changes the saved game). Returns the record without the lapsed votes, to save as shown.
 */
export async function stripLapsedVotes(ctx: BotContext, record: GameRecord): Promise<GameRecord> {
  const lapsed = record.lapsedVotes ?? [];
  if (lapsed.length === 0) return record;
  const { lapsedVotes: _shown, ...rest } = record;
  const channel = await sendableChannel(ctx, gameChannelId(record));
  if (!channel || !('messages' in channel)) return rest;
  try {
    const recent = await channel.messages.fetch({ limit: RECENT_SEARCH });
    for (const { topic, version } of lapsed) {
      const agree = encodeComponentId({ kind: 'vote', game: record.id, version, topic, agree: true }).customId;
      const message = [...recent.values()].find((m) => m.author.id === ctx.client.user?.id && messageCustomIds(m).includes(agree));
      if (message) await message.edit({ content: t(record.locale, tx('bot.vote.outlived')), components: [], allowedMentions: { parse: [] } });
    }
  } catch (error) {
    // The next change tries no more: a vote message left with buttons answers "this vote is over" when clicked.
    logDiscordError(ctx.log, `lapsed vote of #${record.id}`, error);
  }
  return rest;
}
