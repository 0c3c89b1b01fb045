import { RESTJSONErrorCodes } from 'discord.js';
import type { AnyEngine } from '../engine/types';
import { t, tx } from '../i18n';
import { engineFor, type BotContext } from './context';
import { sendableChannel } from './notifier';
import { keepComputersMoving, publish } from './publisher';
import type { GameRecord } from './records';
import { discordCode, logDiscordError } from './replies';

/** A lobby not started within this long expires (the lobby message says so). */
export const LOBBY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** `now` from the bot's clock (ctx.clock), so the playground's time control expires lobbies too. */
export function lobbyExpired(record: GameRecord, now: number): boolean {
  return record.status === 'lobby' && now - Date.parse(record.createdAt) >= LOBBY_LIFETIME_MS;
}

/**
 * Ends an expired lobby: saved as abandoned (so it leaves the lists of open games), then its message is edited to
 * say it expired and loses its buttons. Call under the game's lock with a freshly read record.
 */
export async function expireLobby(ctx: BotContext, engine: AnyEngine, record: GameRecord): Promise<void> {
  await ctx.store.saveGame({ ...record, status: 'abandoned' });
  if (!record.lobbyMessageId) return;
  const channel = await sendableChannel(ctx, record.channelId);
  if (!channel || !('messages' in channel)) return;
  try {
    await channel.messages.edit(record.lobbyMessageId, { content: t(record.locale, tx('bot.lobby.expired', { game: engine.name, id: record.id })), components: [] });
  } catch (error) {
    logDiscordError(ctx.log, `mark lobby #${record.id} expired`, error);
  }
}

/** Expires every lobby older than a day. Runs at start-up and, at most every few minutes, after an interaction. */
export async function sweepLobbies(ctx: BotContext, now = ctx.clock.now()): Promise<number> {
  let expired = 0;
  for (const id of await ctx.store.activeGames()) {
    await ctx.locks.run(id, async () => {
      const record = await ctx.store.game(id);
      const engine = record ? engineFor(ctx, record.gameId) : undefined;
      if (!record || !engine || !lobbyExpired(record, now)) return;
      await expireLobby(ctx, engine, record);
      expired++;
    });
  }
  return expired;
}

/** Whether the game's current board message still exists; false only on Discord's 10008 (deleted). */
async function boardExists(ctx: BotContext, record: GameRecord): Promise<boolean> {
  if (!record.messageId) return false;
  const channel = await sendableChannel(ctx, record.threadId ?? record.channelId);
  if (!channel || !('messages' in channel)) return true;
  try {
    await channel.messages.fetch({ message: record.messageId, force: true });
    return true;
  } catch (error) {
    if (discordCode(error) === RESTJSONErrorCodes.UnknownMessage) return false;
    logDiscordError(ctx.log, `check board of #${record.id}`, error);
    return true;
  }
}

/**
 * At start-up, every running game gets a live board: a version saved but never shown (the process died between
 * saving a move and posting, or between posting and recording the post) is shown — adopting a board of that version
 * already in the channel instead of posting it twice — and a board a moderator deleted is posted again (no pings).
 */
export async function resumeGames(ctx: BotContext): Promise<number> {
  let resumed = 0;
  for (const id of await ctx.store.activeGames()) {
    await ctx.locks.run(id, async () => {
      const record = await ctx.store.game(id);
      const engine = record ? engineFor(ctx, record.gameId) : undefined;
      if (!record || !engine || record.status !== 'running') return;
      // A computer seat awaited when the process stopped moves now (publish below also looks).
      keepComputersMoving(ctx, record);
      if (record.publishedVersion !== record.version) {
        await publish(ctx, engine, record, engine.awaiting(record.snapshot), { adopt: true });
        resumed++;
      } else if (!(await boardExists(ctx, record))) {
        ctx.log.info(`game #${record.id}: its board was deleted; posting it again`);
        await publish(ctx, engine, record, []);
        resumed++;
      }
    });
  }
  return resumed;
}
