import type { BotContext } from '../kernel/context';
import type { OutgoingMessage } from './messages';
import { sendableChannel } from '../kernel/channels';
import { gameChannelId, type GameRecord } from '../store/records';
import { logDiscordError } from '../kernel/replies';
import { queueShow } from './show-queue';

/**
 * A board that went out before its pictures were drawn (the draw queue was busy, messages.ts) gets them by an edit as
 * soon as they are: queued behind the game's other showings, and only while that message still shows that version —
 * a newer board, or a quiet move edited into the same message, is never overwritten with an older picture. Call it
 * after the posted message is recorded, so the check sees it.
 */
export function addPicturesWhenDrawn(ctx: BotContext, shown: GameRecord, messageId: string, message: OutgoingMessage): void {
  const later = message.later;
  if (!later) return;
  void later.then((files) => {
    if (files.length === 0) return;
    ctx.metrics?.lateBoardPictures.inc();
    return queueShow(ctx, shown.id, `add the picture to the board of #${shown.id}`, async () => {
      const stored = await ctx.store.game(shown.id);
      if (!stored || stored.messageId !== messageId || stored.publishedVersion !== shown.version) return;
      const channel = await sendableChannel(ctx, gameChannelId(stored));
      if (!channel || !('messages' in channel)) return;
      try {
        await channel.messages.edit(messageId, { content: message.content, files, components: message.components, allowedMentions: { parse: [] } });
      } catch (error) {
        logDiscordError(ctx.log, `add the picture to the board of #${shown.id}`, error);
      }
    });
  });
}
