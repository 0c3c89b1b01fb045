import { RESTJSONErrorCodes, type Message, type SendableChannels } from 'discord.js';
import type { AnyEngine, Seat } from '../../engine/types';
import { t, tx } from '../../i18n';
import type { BotContext } from '../kernel/context';
import { encodeComponentId } from '../base/custom-id';
import { boardMessage, boardText, clipLines, finalMessage, type OutgoingMessage } from './messages';
import { sendableChannel } from '../kernel/channels';
import { gameChannelId, type GameRecord } from '../store/records';
import { discordCode, logDiscordError } from '../kernel/replies';
import { saveShownBoard, withStoredBoard } from './show-queue';
import { StoreError } from '../store/store';
import { stripLapsedVotes } from './vote-lapse';
import { addPicturesWhenDrawn } from './late-pictures';

export { newlyAwaited, sameSeats } from '../game/awaited-seats';

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

/** How many of the channel's newest messages a restart searches for a board it posted but did not record. */
const RECENT_SEARCH = 50;

/**
 * The message of this version that a process posted before it died without recording it (crash window between
 * posting and saving the message id): a board carries the Play button of its game and version in its custom_id,
 * the final or abandoned message starts with its game's header line. Null when there is none.
 */
async function alreadyPosted(ctx: BotContext, channel: SendableChannels, record: GameRecord, message: OutgoingMessage): Promise<Message | null> {
  if (!('messages' in channel)) return null;
  const play = encodeComponentId({ kind: 'game', game: record.id, version: record.version, action: 'play' }).customId;
  const header = message.content.split('\n')[0];
  try {
    const recent = await channel.messages.fetch({ limit: RECENT_SEARCH });
    const mine = [...recent.values()].filter((m) => m.author.id === ctx.client.user?.id);
    const found = record.status === 'running'
      ? mine.find((m) => m.components.some((row) => 'components' in row && row.components.some((c) => 'customId' in c && c.customId === play)))
      : mine.find((m) => m.content.split('\n')[0] === header);
    return found ?? null;
  } catch (error) {
    logDiscordError(ctx.log, `search recent messages of ${channel.id}`, error);
    return null;
  }
}

/**
 * Posts a message; when Discord refuses the upload (50013: no Attach Files here) it goes out without its pictures and
 * with a note naming the missing permission. Null when it cannot be posted at all (logged).
 */
async function postWithFallback(ctx: BotContext, channel: SendableChannels, record: GameRecord, message: OutgoingMessage): Promise<Message | null> {
  const send = (content: string, files: OutgoingMessage['files']) => channel.send({ content, files, components: message.components, allowedMentions: { parse: [] } });
  try {
    return await send(message.content, message.files);
  } catch (error) {
    if (message.files.length === 0 || discordCode(error) !== RESTJSONErrorCodes.MissingPermissions) {
      logDiscordError(ctx.log, `post board of #${record.id}`, error);
      return null;
    }
    logDiscordError(ctx.log, `post board of #${record.id} with its picture`, error);
  }
  const note = t(record.locale, tx('bot.board.noPicture', { permission: tx('bot.perm.AttachFiles') }));
  try {
    return await send(clipLines([...message.content.split('\n'), note]), []);
  } catch (error) {
    logDiscordError(ctx.log, `post board of #${record.id} without its picture`, error);
    return null;
  }
}

/**
 * While the current board is still the newest message of its channel (nothing was said or posted below it), the next
 * board takes its place: one edit instead of posting a new board and stripping the old one's buttons, and the thread
 * looks the same either way (the newest board at the bottom, the only one with buttons). Only for a running game's
 * board; null when it does not apply or the edit fails (deleted board, a picture no longer allowed), then a new board
 * is posted.
 */
async function editedInPlace(ctx: BotContext, channel: SendableChannels, record: GameRecord, message: OutgoingMessage): Promise<Message | null> {
  if (record.status !== 'running' || !record.messageId || !('messages' in channel) || channel.lastMessageId !== record.messageId) return null;
  try {
    return await channel.messages.edit(record.messageId, { content: message.content, files: message.files, components: message.components, allowedMentions: { parse: [] } });
  } catch (error) {
    logDiscordError(ctx.log, `edit board of #${record.id} into the next one`, error);
    return null;
  }
}

/**
 * Saves after the fact (the move itself is already saved; see saveShownBoard for a change saved meanwhile): a store
 * failure here is logged, and a restart repairs it.
 */
async function saveShown(ctx: BotContext, base: GameRecord, record: GameRecord): Promise<void> {
  try {
    await saveShownBoard(ctx, base, record);
  } catch (error) {
    if (!(error instanceof StoreError)) throw error;
    ctx.log.error(`game #${record.id}: the posted board was not recorded (${error.message}); a restart finds it again`);
  }
}

export interface PublishOptions {
  /** After a restart: adopt a message of this version found among the channel's recent ones instead of posting again. */
  adopt?: boolean;
  /** /board: always a new message, even where the current board could be edited into the next one. */
  repost?: boolean;
  /** The turn DM whose own button made the move: the click's answer rewrote it already, so it is not edited again. */
  answeredDm?: string;
}

/**
 * Shows the record's current version in its channel: posts a new board (or the final / abandoned message), strips
 * the previous board's components and the buttons of the votes the change outlived, stores the new message id, then pings the seats in `ping` — also when the post
 * failed (missing permissions), with a link to the channel then. Runs after the change itself is persisted, outside
 * the game's lock and in version order (show-queue.ts), or under the lock by a caller that holds it. Returns the
 * record as shown.
 */
export async function publish(ctx: BotContext, engine: AnyEngine, changed: GameRecord, ping: readonly Seat[], options: PublishOptions = {}): Promise<GameRecord> {
  // Only computers to move: their chain of moves ends with one board for all (computer-turns.ts); meanwhile the
  // current board says at once who is thinking.
  if (ctx.reactions.computersTakeOver(ctx, engine, changed)) {
    await showThinking(ctx, engine, changed);
    return changed;
  }
  const base = await withStoredBoard(ctx, changed);
  const record = await ctx.reactions.upkeep(ctx, engine, base, 'change');
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

  const found = options.adopt ? await alreadyPosted(ctx, channel, record, message) : null;
  if (found) ctx.log.info(`game #${record.id}: found its board of version ${record.version} already posted; not posting it again`);
  const posted = found ?? (options.repost ? null : await editedInPlace(ctx, channel, record, message)) ?? (await postWithFallback(ctx, channel, record, message));
  if (!posted) {
    // The board could not go out (e.g. missing permissions): the awaited players still learn it is their turn.
    await ctx.reactions.afterShown(ctx, engine, record, { outcome: 'failed', ping, url: 'url' in channel ? channel.url : null, ...answered(options) });
    return record;
  }
  if (record.messageId && record.messageId !== posted.id) await stripComponents(ctx, channelId, record.messageId);
  const saved = await stripLapsedVotes(ctx, { ...record, messageId: posted.id, publishedVersion: record.version, boardMoves: record.moves.length });
  await saveShown(ctx, base, saved);
  addPicturesWhenDrawn(ctx, saved, posted.id, message);
  await ctx.reactions.afterShown(ctx, engine, saved, { outcome: 'posted', ping, url: posted.url, ...answered(options) });
  return saved;
}

/**
 * While computers think after a human move, the current board's text and buttons become this version's: the move
 * just made, "Merlin · computer, strong — thinking…", and a Play button that explains the wait instead of "not your
 * turn". Its pictures stay (no drawing for a board that lives seconds): the chain's board replaces it all. The record
 * is not saved as shown, so that board still goes out. Never throws.
 */
async function showThinking(ctx: BotContext, engine: AnyEngine, changed: GameRecord): Promise<void> {
  const record = await withStoredBoard(ctx, changed);
  if (record.status !== 'running' || !record.messageId) return;
  const channel = await sendableChannel(ctx, gameChannelId(record));
  if (!channel || !('messages' in channel)) return;
  const { content, components } = boardText(ctx, engine, record, record.boardMoves ?? record.moves.length);
  try {
    await channel.messages.edit(record.messageId, { content, components, allowedMentions: { parse: [] } });
  } catch (error) {
    logDiscordError(ctx.log, `show the computers thinking on the board of #${record.id}`, error);
  }
}

function answered(options: PublishOptions): { answeredDm?: string } {
  return options.answeredDm ? { answeredDm: options.answeredDm } : {};
}

/**
 * Shows a quiet move (the same seats are awaited after it): the current board message is edited in place — new
 * picture, buttons of the new version, the moves since it was posted — and nobody is pinged. Falls back to posting a
 * new board when there is none to edit (never posted, posted before boards counted their moves, or deleted).
 */
export async function refreshBoard(ctx: BotContext, engine: AnyEngine, changed: GameRecord): Promise<GameRecord> {
  const base = await withStoredBoard(ctx, changed);
  const record = await ctx.reactions.upkeep(ctx, engine, base, 'quiet');
  if (record.status !== 'running' || !record.messageId || record.boardMoves === undefined) return publish(ctx, engine, record, []);
  const channel = await sendableChannel(ctx, gameChannelId(record));
  if (!channel || !('messages' in channel)) return publish(ctx, engine, record, []);
  const message = await boardMessage(ctx, engine, record, record.boardMoves);
  try {
    await channel.messages.edit(record.messageId, { content: message.content, files: message.files, components: message.components, allowedMentions: { parse: [] } });
  } catch (error) {
    // 10008: the board was deleted; 50013: e.g. the picture may not be attached any more. Either way a new board goes out.
    logDiscordError(ctx.log, `edit board of #${record.id}`, error);
    return publish(ctx, engine, record, []);
  }
  const saved = await stripLapsedVotes(ctx, { ...record, publishedVersion: record.version });
  await saveShown(ctx, base, saved);
  addPicturesWhenDrawn(ctx, saved, record.messageId, message);
  await ctx.reactions.afterShown(ctx, engine, saved, { outcome: 'edited', ping: [], url: null });
  return saved;
}
