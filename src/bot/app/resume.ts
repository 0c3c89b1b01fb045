import { RESTJSONErrorCodes } from 'discord.js';
import type { AnyEngine } from '../../engine/types';
import { t, tx } from '../../i18n';
import { engineFor, type BotContext } from '../kernel/context';
import { sendableChannel } from '../kernel/channels';
import { keepComputersMoving } from '../computers/computer-turns';
import { publish } from '../show/publisher';
import type { GameRecord } from '../store/records';
import { discordCode, logDiscordError } from '../kernel/replies';

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
