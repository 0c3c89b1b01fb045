import { ChannelType, PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import type { AnyEngine, Locale } from '../../engine/types';
import { t, tx } from '../../i18n';
import type { BotContext } from './context';

/** The permissions a game uses in its channel, by the name Discord shows them under (the catalog's bot.perm.<name>). */
type Used = 'SendMessages' | 'AttachFiles' | 'CreatePublicThreads' | 'SendMessagesInThreads';

export interface PermissionCheck {
  missing: Used[];
  /** Whether the game can play in its own thread. */
  threads: boolean;
  /** Whether a board can be posted at all (in the thread or the channel). */
  canPost: boolean;
}

/**
 * What the bot may do in the channel /newgame runs in (the interaction's app permissions, channel overwrites
 * included): the board goes into the game's own thread (Create Public Threads + Send Messages in Threads) or else
 * the channel (Send Messages), with its picture (Attach Files, only for games with a renderer). Embeds are not used.
 */
export function checkGamePermissions(ctx: BotContext, interaction: ChatInputCommandInteraction, engine: AnyEngine): PermissionCheck {
  const granted = interaction.appPermissions;
  const needed: Used[] = ['SendMessages', 'CreatePublicThreads', 'SendMessagesInThreads'];
  if (Object.hasOwn(ctx.renderers, engine.id)) needed.push('AttachFiles');
  const missing = granted ? needed.filter((name) => !granted.has(PermissionFlagsBits[name])) : [];
  const threads = interaction.channel?.type === ChannelType.GuildText && !missing.includes('CreatePublicThreads') && !missing.includes('SendMessagesInThreads');
  // Run inside a thread, the game plays in that thread: posting there needs Send Messages in Threads.
  const inThread = interaction.channel?.isThread() ?? false;
  const canPostHere = inThread ? !missing.includes('SendMessagesInThreads') : !missing.includes('SendMessages');
  return { missing, threads, canPost: threads || canPostHere };
}

/** Which permissions are missing and what still works (empty when nothing is missing). */
export function permissionLines(check: PermissionCheck, locale: Locale): string[] {
  if (check.missing.length === 0) return [];
  const lines = [t(locale, tx('bot.perm.missing', { list: check.missing.map((name) => t(locale, tx(`bot.perm.${name}`))).join(', ') }))];
  if (!check.canPost) return [...lines, t(locale, tx('bot.perm.cannotPost'))];
  if (!check.threads) lines.push(t(locale, tx('bot.perm.noThread')));
  if (check.missing.includes('AttachFiles')) lines.push(t(locale, tx('bot.perm.noPicture')));
  return lines;
}
