import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import type { AnyEngine } from '../../engine/types';
import { t, toLocale, tx } from '../../i18n';
import type { BotContext } from '../kernel/context';
import { checkGamePermissions, permissionLines } from '../kernel/permissions';
import { logDiscordError, replyPrivately } from '../kernel/replies';
import { StoreError } from '../store/store';

/**
 * The check before /newgame opens a lobby: the bot can post a board in this channel (else a private refusal naming
 * the missing permissions). The host's limits are checked with the lobby's save (member-limits.ts). Answers the
 * lines to tell the host afterwards (missing permissions and what still works), or null when it refused.
 */
export async function lobbyGuard(ctx: BotContext, interaction: ChatInputCommandInteraction, engine: AnyEngine): Promise<string[] | null> {
  const locale = toLocale(interaction.locale);
  const check = checkGamePermissions(ctx, interaction, engine);
  const lines = permissionLines(check, locale);
  if (!check.canPost) {
    await replyPrivately(interaction, lines.join('\n'), ctx.log);
    return null;
  }
  return lines;
}

/** Tells the host, privately, what the missing permissions mean for the lobby just opened. */
export async function tellHost(ctx: BotContext, interaction: ChatInputCommandInteraction, lines: readonly string[]): Promise<void> {
  if (lines.length === 0) return;
  try {
    await interaction.followUp({ content: lines.join('\n'), flags: MessageFlags.Ephemeral });
  } catch (error) {
    logDiscordError(ctx.log, 'permission note', error);
  }
}

/**
 * Keeps the lobby message's id in its record, so the lobby can be marked expired later. Under the game's lock on a
 * fresh read: a Join may already have been saved. A failure is logged: the lobby works, it only cannot be edited.
 */
export async function rememberLobbyMessage(ctx: BotContext, gameRecordId: string, messageId: string | undefined): Promise<void> {
  if (!messageId) return;
  try {
    await ctx.locks.run(gameRecordId, async () => {
      const record = await ctx.store.game(gameRecordId);
      if (record && record.status === 'lobby') await ctx.store.saveGame({ ...record, lobbyMessageId: messageId }, record.version);
    });
  } catch (error) {
    if (!(error instanceof StoreError)) throw error;
    ctx.log.error(`lobby #${gameRecordId}: its message id was not saved (${error.message})`);
  }
}
