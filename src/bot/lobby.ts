import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  PermissionFlagsBits,
  ThreadAutoArchiveDuration,
  type ButtonInteraction,
  type Interaction,
} from 'discord.js';
import type { AnyEngine, GameOptions, Locale } from '../engine/types';
import { t, toLocale, tx } from '../i18n';
import { engineFor, type BotContext } from './context';
import { encodeComponentId, type LobbyAction } from './custom-id';
import { handleImportedLobbyClick } from './imported-game';
import type { OutgoingMessage } from './messages';
import { publish } from './publisher';
import type { GameRecord } from './records';
import { logDiscordError, refuse } from './replies';
import { lobbyExpired } from './resume';
import { effectiveOptions, settleAutomatic, startGame } from './session';
import { timeLimitLabel } from './time-limit';
import { changeComputerSeats, computerButtons, isComputerAction } from './computer-lobby';

/** Keeps the user's client language for the DMs the bot sends them later. */
export async function rememberLocale(ctx: BotContext, interaction: Interaction): Promise<void> {
  const prefs = await ctx.store.prefs(interaction.user.id);
  const locale = toLocale(interaction.locale);
  if (prefs.locale !== locale) await ctx.store.savePrefs(interaction.user.id, { ...prefs, locale });
}

/** The display name of the user behind an interaction (server nickname first). */
export function displayName(interaction: Interaction): string {
  const member = interaction.member;
  if (member && 'displayName' in member && typeof member.displayName === 'string') return member.displayName;
  return interaction.user.globalName ?? interaction.user.username;
}

function optionValueText(engine: AnyEngine, id: string, value: string | boolean, locale: Locale): string {
  const spec = engine.options.find((option) => option.id === id);
  if (!spec) return String(value);
  if (spec.kind === 'boolean') return t(locale, tx(value ? 'bot.on' : 'bot.off'));
  const choice = spec.choices?.find((c) => c.value === value);
  return choice ? t(locale, choice.label) : String(value);
}

function describeOptions(engine: AnyEngine, options: GameOptions, seats: number, locale: Locale): string {
  const effective = effectiveOptions(engine.options, options, seats);
  const parts = engine.options.map((spec) => `${t(locale, spec.label)}: ${optionValueText(engine, spec.id, effective[spec.id], locale)}`);
  return parts.length > 0 ? t(locale, tx('bot.lobby.options', { list: parts.join(', ') })) : t(locale, tx('bot.lobby.noOptions'));
}

export function lobbyMessage(engine: AnyEngine, record: GameRecord): OutgoingMessage {
  const locale = record.locale;
  const host = record.seats.find((seat) => seat.userId === record.hostId)?.name ?? '?';
  const lines = [
    t(locale, tx('bot.lobby.title', { game: engine.name, host, id: record.id })),
    t(locale, tx('bot.lobby.seats', { n: record.seats.length, min: engine.minSeats, max: engine.maxSeats, names: record.seats.map((s) => s.name).join(', ') })),
    describeOptions(engine, record.options, Math.max(record.seats.length, engine.minSeats), locale),
    t(locale, tx('bot.lobby.seating', { order: tx(`bot.seating.${record.seatOrder}`) })),
    t(locale, tx('bot.time.lobby', { limit: timeLimitLabel(record.timeLimit ?? 'none') })),
    t(locale, tx('bot.lobby.hint')),
    t(locale, tx('bot.lobby.expiresNote')),
  ];
  const button = (action: LobbyAction, style: ButtonStyle) =>
    new ButtonBuilder()
      .setCustomId(encodeComponentId({ kind: 'lobby', game: record.id, action }).customId)
      .setLabel(t(locale, tx(`bot.lobby.${action}`)))
      .setStyle(style);
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
    button('join', ButtonStyle.Primary),
    button('leave', ButtonStyle.Secondary),
    button('start', ButtonStyle.Success).setDisabled(record.seats.length < engine.minSeats),
    button('cancel', ButtonStyle.Danger),
  );
  return { content: lines.join('\n'), files: [], components: [row.toJSON(), computerButtons(engine, record).toJSON()] };
}

/** Opens the game's thread when the bot may; null means the game plays in the lobby's channel. */
async function openThread(ctx: BotContext, interaction: ButtonInteraction, engine: AnyEngine, record: GameRecord): Promise<string | null> {
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

/** A click on Join / Leave / Start / Cancel. Runs under the game's lock. */
export async function handleLobbyClick(ctx: BotContext, interaction: ButtonInteraction, gameRecordId: string, action: LobbyAction): Promise<void> {
  await ctx.locks.run(gameRecordId, async () => {
    const record = await ctx.store.game(gameRecordId);
    const engine = record ? engineFor(ctx, record.gameId) : undefined;
    if (!record || !engine) return refuse(interaction, tx('bot.refuse.unknownGame'), ctx.log);
    if (record.status !== 'lobby') return refuse(interaction, tx('bot.lobby.closed'), ctx.log);
    if (lobbyExpired(record)) {
      // Lapsed since the last sweep: it expires now, and the click shows it on the lobby message itself.
      await ctx.store.saveGame({ ...record, status: 'abandoned' });
      await interaction.update({ content: t(record.locale, tx('bot.lobby.expired', { game: engine.name, id: record.id })), components: [] });
      return;
    }
    // A lobby continuing an uploaded log has seats to claim instead (imported-game.ts).
    if (record.imported) return handleImportedLobbyClick(ctx, interaction, engine, record, action);
    const userId = interaction.user.id;
    const seated = record.seats.some((seat) => seat.userId === userId);
    const isHost = userId === record.hostId;
    const hostName = record.seats.find((seat) => seat.userId === record.hostId)?.name ?? '?';

    if (isComputerAction(action)) return changeComputerSeats(ctx, interaction, engine, record, action);
    switch (action) {
      case 'join': {
        if (seated) return refuse(interaction, tx('bot.lobby.alreadyIn'), ctx.log);
        if (record.seats.length >= engine.maxSeats) return refuse(interaction, tx('bot.lobby.full', { max: engine.maxSeats }), ctx.log);
        const next = { ...record, seats: [...record.seats, { userId, name: displayName(interaction) }] };
        // Indexed before the seat is saved: a failed save then leaves no seat without its index entry.
        await ctx.store.indexUser(userId, record.id, true);
        await ctx.store.saveGame(next);
        await rememberLocale(ctx, interaction);
        await interaction.update(lobbyMessage(engine, next));
        return;
      }
      case 'leave': {
        if (isHost) return refuse(interaction, tx('bot.lobby.hostStays'), ctx.log);
        if (!seated) return refuse(interaction, tx('bot.lobby.notIn'), ctx.log);
        const next = { ...record, seats: record.seats.filter((seat) => seat.userId !== userId) };
        await ctx.store.saveGame(next);
        await ctx.store.indexUser(userId, record.id, false);
        await interaction.update(lobbyMessage(engine, next));
        return;
      }
      case 'cancel': {
        if (!isHost) return refuse(interaction, tx('bot.lobby.onlyHost', { host: hostName }), ctx.log);
        const next: GameRecord = { ...record, status: 'abandoned' };
        await ctx.store.saveGame(next);
        await interaction.update({ content: t(record.locale, tx('bot.lobby.cancelled', { game: engine.name, id: record.id })), components: [] });
        return;
      }
      case 'start': {
        if (!isHost) return refuse(interaction, tx('bot.lobby.onlyHost', { host: hostName }), ctx.log);
        const n = record.seats.length;
        if (n < engine.minSeats || n > engine.maxSeats) {
          return refuse(interaction, tx('bot.lobby.seatCount', { min: engine.minSeats, max: engine.maxSeats, n }), ctx.log);
        }
        await interaction.deferUpdate();
        const threadId = await openThread(ctx, interaction, engine, record);
        const started = settleAutomatic(engine, { ...startGame(engine, record), threadId });
        // The thread is indexed first: a crash in between leaves an index entry to a lobby, not a game unknown in its thread.
        if (threadId) await ctx.store.indexChannel(threadId, record.id);
        await ctx.store.saveGame(started);
        const where = threadId ? `<#${threadId}>` : t(record.locale, tx('bot.lobby.here'));
        try {
          await interaction.editReply({ content: t(record.locale, tx('bot.lobby.started', { game: engine.name, id: record.id, where })), components: [] });
        } catch (error) {
          logDiscordError(ctx.log, `close lobby #${record.id}`, error);
        }
        await publish(ctx, engine, started, engine.awaiting(started.snapshot));
        return;
      }
    }
  });
}

/** The game thread opener, shared with the lobby of an imported log. */
export { openThread as openGameThread };
