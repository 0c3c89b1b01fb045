import { t, tx } from '../i18n';
import type { BotContext } from './context';
import { encodeComponentId, type VoteTopic } from './custom-id';
import { messageCustomIds } from './click-origin';
import { sendableChannel } from './notifier';
import { gameChannelId, type GameRecord } from './records';
import { logDiscordError } from './replies';

const TOPICS: readonly VoteTopic[] = ['undo', 'abandon'];
/** How many of the game channel's newest messages are searched for the lapsed vote's message. */
const RECENT_SEARCH = 50;

/**
 * A vote asked about an older position lapses with the next move (session.ts clears it); its message then says so and
 * loses its buttons, so nobody answers a question that no longer stands. Called after a change is shown, with the
 * record before and after it. The vote's message is found among the game channel's recent messages by its Agree
 * button (the record keeps no message ids of votes, so a vote's showing never changes the saved game).
 */
export async function stripLapsedVotes(ctx: BotContext, before: GameRecord, after: GameRecord): Promise<void> {
  const lapsed = TOPICS.filter((topic) => {
    const vote = before[topic];
    return vote !== null && vote.version === before.version && after[topic]?.version !== vote.version;
  });
  if (lapsed.length === 0) return;
  const channel = await sendableChannel(ctx, gameChannelId(before));
  if (!channel || !('messages' in channel)) return;
  try {
    const recent = await channel.messages.fetch({ limit: RECENT_SEARCH });
    for (const topic of lapsed) {
      const agree = encodeComponentId({ kind: 'vote', game: before.id, version: before.version, topic, agree: true }).customId;
      const message = [...recent.values()].find((m) => m.author.id === ctx.client.user?.id && messageCustomIds(m).includes(agree));
      if (message) await message.edit({ content: t(before.locale, tx('bot.vote.outlived')), components: [], allowedMentions: { parse: [] } });
    }
  } catch (error) {
    logDiscordError(ctx.log, `lapsed vote of #${before.id}`, error);
  }
}
