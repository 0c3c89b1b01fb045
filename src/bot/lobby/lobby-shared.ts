/**
 * What the lobby (lobby.ts) and the lobby of an imported log (imported-game.ts) share: who clicked, opening the game's
 * thread, and showing a game just started.
 */
import { ChannelType, PermissionFlagsBits, ThreadAutoArchiveDuration, type ButtonInteraction, type ChatInputCommandInteraction, type Interaction } from 'discord.js';
import type { LobbyInput } from '../game/session';
import { readTimeLimit } from '../game/time-limit';
import { displayName } from '../kernel/display-name';
import { tableLocale } from './table-language';
import type { AnyEngine, Text } from '../../engine/types';
import { t, toLocale, tx } from '../../i18n';
import type { BotContext } from '../kernel/context';
import { publish } from '../show/publisher';
import type { GameRecord } from '../store/records';
import { logDiscordError } from '../kernel/replies';
import { queueShow } from '../show/show-queue';

/** Keeps the user's client language for the DMs the bot sends them later. */
export async function rememberLocale(ctx: BotContext, interaction: Interaction): Promise<void> {
  const prefs = await ctx.store.prefs(interaction.user.id);
  const locale = toLocale(interaction.locale);
  if (prefs.locale !== locale) await ctx.store.savePrefs(interaction.user.id, { ...prefs, locale });
}

/** What a lobby opened by /newgame takes from the command, whatever the game: host, place, time, language, time limit. */
export function lobbyFromCommand(ctx: BotContext, interaction: ChatInputCommandInteraction): Omit<LobbyInput, 'engine' | 'options' | 'seatOrder'> {
  return {
    timeLimit: readTimeLimit(interaction),
    locale: tableLocale(interaction),
    host: { userId: interaction.user.id, name: displayName(interaction) },
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    now: ctx.clock.now(),
  };
}

/** Opens the game's thread when the bot may; null means the game plays in the lobby's channel. */
export async function openGameThread(ctx: BotContext, interaction: ButtonInteraction, engine: AnyEngine, record: GameRecord): Promise<string | null> {
  const channel = interaction.channel;
  if (!channel || channel.type !== ChannelType.GuildText) return null;
  const allowed = interaction.appPermissions?.has([PermissionFlagsBits.CreatePublicThreads, PermissionFlagsBits.SendMessagesInThreads]) ?? false;
  if (!allowed) return null;
  try {
    const name = t(record.locale, tx('bot.lobby.threadName', { game: engine.name, id: record.id })).slice(0, 100);
    // A Start that died after opening the thread but before saving the game left it behind: reuse it (its name carries the game's number).
    const botId = ctx.client.user?.id;
    const isLeftOver = (thread: { name: string; ownerId: string | null }) => thread.name === name && thread.ownerId === botId;
    const left = channel.threads.cache.find(isLeftOver) ?? (await channel.threads.fetchActive()).threads.find(isLeftOver);
    if (left) return left.id;
    const thread = await channel.threads.create({ name, autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek });
    return thread.id;
  } catch (error) {
    logDiscordError(ctx.log, `open thread for #${record.id}`, error);
    return null;
  }
}

/** What a lobby click under the game's lock came to: a private refusal, or the change saved and its showing queued. */
export type LobbyOutcome = { refuse: Text } | { shown: Promise<void> };

/** Queues the showing of a game just started (call under the game's lock, after saving): the lobby says where it plays, the first board is posted. */
export function showStart(ctx: BotContext, interaction: ButtonInteraction, engine: AnyEngine, started: GameRecord): Promise<void> {
  const where = started.threadId ? `<#${started.threadId}>` : t(started.locale, tx('bot.lobby.here'));
  const text = t(started.locale, tx('bot.lobby.started', { game: engine.name, id: started.id, where }));
  return queueShow(ctx, started.id, `start of #${started.id}`, async () => {
    try {
      await interaction.editReply({ content: text, components: [], allowedMentions: { parse: [] } });
    } catch (error) {
      logDiscordError(ctx.log, `close lobby #${started.id}`, error);
    }
    await publish(ctx, engine, started, engine.awaiting(started.snapshot));
  });
}
