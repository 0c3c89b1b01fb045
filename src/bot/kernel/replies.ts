import { DiscordAPIError, MessageFlags, type RepliableInteraction } from 'discord.js';
import type { Text } from '../../engine/types';
import { t, toLocale } from '../../i18n';
import type { Logger } from './context';
import { noteRefusal } from './interaction-log';

/**
 * Answers privately: the first response when the interaction was not acknowledged yet, else a follow-up.
 * Every refusal goes through here, so a refused click always gets its own ephemeral message.
 */
export async function replyPrivately(interaction: RepliableInteraction, content: string, log: Logger): Promise<void> {
  try {
    if (interaction.deferred || interaction.replied) await interaction.followUp({ content, flags: MessageFlags.Ephemeral });
    else await interaction.reply({ content, flags: MessageFlags.Ephemeral });
  } catch (error) {
    logDiscordError(log, 'private reply', error);
  }
}

export async function refuse(interaction: RepliableInteraction, text: Text, log: Logger): Promise<void> {
  noteRefusal(text.key);
  await replyPrivately(interaction, t(toLocale(interaction.locale), text), log);
}

/**
 * Discord errors are expected now and then (DMs closed, a deleted message, a late click): log, never throw. The line
 * carries the request (method, route) and Discord's code and status as fields.
 */
export function logDiscordError(log: Logger, what: string, error: unknown): void {
  if (error instanceof DiscordAPIError) {
    log.warn(`${what}: Discord error ${error.code} (${error.status}) ${error.message}`, { what, discord: { code: error.code, status: error.status, method: error.method, url: error.url } });
  } else log.error(`${what} failed`, { what }, error);
}

export function discordCode(error: unknown): number | string | null {
  return error instanceof DiscordAPIError ? error.code : null;
}
