import type { AnyEngine } from '../../engine/types';
import { t, tx } from '../../i18n';
import { sendableChannel } from '../kernel/channels';
import { engineFor, type BotContext } from '../kernel/context';
import { logDiscordError } from '../kernel/replies';
import type { GameRecord } from '../store/records';

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
  await ctx.store.saveGame({ ...record, status: 'abandoned' }, record.version);
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
