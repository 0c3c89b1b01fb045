import type { Message } from 'discord.js';
import { t, tx } from '../i18n';
import type { BotContext } from './context';
import type { VoteTopic } from './custom-id';
import { sendableChannel } from './notifier';
import type { GameRecord, Vote } from './records';
import { logDiscordError } from './replies';

const TOPICS: readonly VoteTopic[] = ['undo', 'abandon'];

/**
 * Notes where a vote's message stands, under the game's lock, unless the vote changed meanwhile (answered, or lapsed
 * by a move): the record then knows which message to strip when play outlives the vote.
 */
export async function rememberVoteMessage(ctx: BotContext, gameRecordId: string, topic: VoteTopic, vote: Vote, posted: Pick<Message, 'id' | 'channelId'>): Promise<void> {
  await ctx.locks.run(gameRecordId, async () => {
    const record = await ctx.store.game(gameRecordId);
    const open = record?.[topic];
    if (!record || !open || open.version !== vote.version || open.agreed.join() !== vote.agreed.join()) return;
    await ctx.store.saveGame({ ...record, [topic]: { ...open, message: { channelId: posted.channelId, messageId: posted.id } } });
  });
}

/**
 * A vote asked about an older position lapses with the next move (session.ts clears it); its message then says so and
 * loses its buttons, so nobody answers a question that no longer stands. Called after a change is shown, with the
 * record before and after it.
 */
export async function stripLapsedVotes(ctx: BotContext, before: GameRecord, after: GameRecord): Promise<void> {
  for (const topic of TOPICS) {
    const vote = before[topic];
    if (!vote?.message || after[topic]?.version === vote.version) continue;
    const channel = await sendableChannel(ctx, vote.message.channelId);
    if (!channel || !('messages' in channel)) continue;
    try {
      await channel.messages.edit(vote.message.messageId, { content: t(before.locale, tx('bot.vote.outlived')), components: [], allowedMentions: { parse: [] } });
    } catch (error) {
      logDiscordError(ctx.log, `lapsed vote of #${before.id}`, error);
    }
  }
}
