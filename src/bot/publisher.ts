import type { AnyEngine, Seat } from '../engine/types';
import { t, tx } from '../i18n';
import type { BotContext } from './context';
import { boardMessage, finalMessage, type OutgoingMessage } from './messages';
import { pingSeats, sendableChannel } from './notifier';
import { gameChannelId, type GameRecord } from './records';
import { logDiscordError } from './replies';
import { saveShownBoard, withStoredBoard } from './show-queue';

/** Removes the buttons of an older board so only the newest one can be clicked. */
async function stripComponents(ctx: BotContext, channelId: string, messageId: string): Promise<void> {
  const channel = await sendableChannel(ctx, channelId);
  if (!channel || !('messages' in channel)) return;
  try {
    await channel.messages.edit(messageId, { components: [] });
  } catch (error) {
    // 10008: a moderator deleted the old board; nothing to strip.
    logDiscordError(ctx.log, `strip components of ${messageId}`, error);
  }
}

/**
 * Shows the record's current version in its channel: posts a new board (or the final / abandoned message), strips
 * the previous board's components, stores the new message id, then pings the seats in `ping`. Runs after the move
 * itself is persisted, outside the game's lock, in version order (show-queue.ts). Returns the record as shown.
 */
export async function publish(ctx: BotContext, engine: AnyEngine, queued: GameRecord, ping: readonly Seat[]): Promise<GameRecord> {
  const record = await withStoredBoard(ctx, queued);
  const channelId = gameChannelId(record);
  const channel = await sendableChannel(ctx, channelId);
  if (!channel) {
    ctx.log.warn(`game #${record.id}: channel ${channelId} is gone; the board was not posted`);
    return record;
  }
  let message: OutgoingMessage;
  if (record.status === 'finished') message = await finalMessage(ctx, engine, record);
  else if (record.status === 'abandoned') message = { content: t(record.locale, tx('bot.game.abandoned', { game: engine.name, id: record.id })), files: [], components: [] };
  else message = await boardMessage(ctx, engine, record);

  let posted: { id: string; url: string } | null = null;
  try {
    posted = await channel.send({ content: message.content, files: message.files, components: message.components, allowedMentions: { parse: [] } });
  } catch (error) {
    logDiscordError(ctx.log, `post board of #${record.id}`, error);
    return record;
  }
  if (record.messageId && record.messageId !== posted.id) await stripComponents(ctx, channelId, record.messageId);
  const saved: GameRecord = { ...record, messageId: posted.id, publishedVersion: record.version, boardMoves: record.moves.length };
  await saveShownBoard(ctx, saved);
  if (saved.status === 'running' && ping.length > 0) await pingSeats(ctx, engine, saved, ping, posted.url);
  return saved;
}

/**
 * Shows a quiet move (the same seats are awaited after it): the current board message is edited in place — new
 * picture, buttons of the new version, the moves since it was posted — and nobody is pinged. Falls back to posting a
 * new board when there is none to edit (never posted, posted before boards counted their moves, or deleted).
 */
export async function refreshBoard(ctx: BotContext, engine: AnyEngine, queued: GameRecord): Promise<GameRecord> {
  const record = await withStoredBoard(ctx, queued);
  if (record.status !== 'running' || !record.messageId || record.boardMoves === undefined) return publish(ctx, engine, record, []);
  const channel = await sendableChannel(ctx, gameChannelId(record));
  if (!channel || !('messages' in channel)) return publish(ctx, engine, record, []);
  const message = await boardMessage(ctx, engine, record, record.boardMoves);
  try {
    await channel.messages.edit(record.messageId, { content: message.content, files: message.files, components: message.components, allowedMentions: { parse: [] } });
  } catch (error) {
    logDiscordError(ctx.log, `edit board of #${record.id}`, error);
    return publish(ctx, engine, record, []);
  }
  const saved: GameRecord = { ...record, publishedVersion: record.version };
  await saveShownBoard(ctx, saved);
  return saved;
}

/** Whether a move left exactly the same seats awaited (the mover continues their own turn): a quiet move. */
export function sameSeats(before: readonly Seat[], after: readonly Seat[]): boolean {
  return before.length === after.length && before.every((seat) => after.includes(seat));
}

/** Seats that must act now but did not have to before: the ones to ping after a move. */
export function newlyAwaited(before: readonly Seat[], after: readonly Seat[]): Seat[] {
  return after.filter((seat) => !before.includes(seat));
}
