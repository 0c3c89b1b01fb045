import { ActionRowBuilder, ButtonBuilder, MessageFlags, type APIActionRowComponent, type APIComponentInMessageActionRow, type ButtonInteraction, type RepliableInteraction } from 'discord.js';
import type { AnyEngine, Locale, Seat } from '../../engine/types';
import { t, toLocale, tx } from '../../i18n';
import { engineFor, type BotContext } from '../kernel/context';
import { mineButton } from '../show/mine-button';
import { boardFile, clipLines, named } from '../show/messages';
import { privateLines } from './private-view';
import type { GameRecord } from '../store/records';
import { logDiscordError, refuse, replyPrivately } from '../kernel/replies';
import { seatOf } from '../game/session';
import { askerOf, visibleGame } from '../kernel/game-visibility';

/** Discord's limit of buttons in one row. */
const ROW_BUTTONS = 5;

/**
 * The buttons under a /status answer: one per running game listed that `userId` plays in (named by game number when
 * there are several), at most one row.
 */
export function mineRows(records: readonly GameRecord[], userId: string, locale: Locale): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  const own = records.filter((record) => record.status === 'running' && seatOf(record, userId) !== null).slice(0, ROW_BUTTONS);
  if (own.length === 0) return [];
  const label = (record: GameRecord) => (own.length === 1 ? t(locale, tx('bot.mine.button')) : `${t(locale, tx('bot.mine.button'))} #${record.id}`);
  return [new ActionRowBuilder<ButtonBuilder>().addComponents(own.map((record) => mineButton(record, locale, label(record)))).toJSON()];
}

/** A seat's resource line with the players' names put in, or null when the game has none. */
export function resourceText(engine: AnyEngine, record: GameRecord, seat: Seat, locale: Locale): string | null {
  return engine.resourceLine ? t(locale, named(record, engine.resourceLine(record.snapshot, seat))) : null;
}

/** The lines of a player's private view: the game, its status, their resources, and what only they see. */
export function mineLines(engine: AnyEngine, record: GameRecord, seat: Seat, locale: Locale): string[] {
  const lines = [t(locale, tx('bot.mine.title', { game: engine.name, id: record.id, name: record.seats[seat].name })), t(locale, named(record, engine.status(record.snapshot)))];
  const resources = resourceText(engine, record, seat, locale);
  if (resources !== null) lines.push(t(locale, tx('bot.mine.resources', { line: resources })));
  const secret = privateLines(engine, record.snapshot, seat, locale, (text) => named(record, text));
  lines.push('');
  if (secret.length > 0) lines.push(t(locale, tx('bot.panel.private')), ...secret.map((line) => `> ${line}`));
  else lines.push(t(locale, tx('bot.mine.nothingHidden')));
  return lines;
}

/**
 * "My hand / my board": the clicker's own things in an ephemeral answer, also when it is not their turn. Changes
 * nothing, so it needs no lock and no version; someone who does not play in the game is refused politely. The text
 * answers at once; the picture of the cards only they hold (where the game has such cards) is added once drawn, so
 * drawing never eats into Discord's 3 seconds.
 */
export async function handleMine(ctx: BotContext, interaction: ButtonInteraction, gameRecordId: string): Promise<void> {
  const record = await visibleGame(ctx, gameRecordId, askerOf(interaction));
  const engine = record ? engineFor(ctx, record.gameId) : undefined;
  if (!record || !engine) return refuse(interaction, tx('bot.refuse.unknownGame'), ctx.log);
  const seat = seatOf(record, interaction.user.id);
  if (seat === null) return refuse(interaction, tx('bot.mine.notPlayer'), ctx.log);
  if (record.status === 'lobby' || record.snapshot === null) return refuse(interaction, tx('bot.refuse.notRunning'), ctx.log);
  const locale = toLocale(interaction.locale);
  await replyPrivately(interaction, clipLines(mineLines(engine, record, seat, locale)), ctx.log);
  const cards = record.status === 'running' ? (engine.privateCards?.(record.snapshot, seat) ?? []) : [];
  if (cards.length === 0 || !interaction.replied) return;
  const files = await boardFile(ctx, engine, record, { locale, cards });
  if (files.length === 0) return;
  try {
    await interaction.editReply({ files });
  } catch (error) {
    logDiscordError(ctx.log, `hand picture of #${record.id}`, error);
  }
}

/** A private answer (a /status) with the "My hand / my board" buttons under it, when there are any. */
export async function replyWithMine(
  interaction: RepliableInteraction,
  content: string,
  components: APIActionRowComponent<APIComponentInMessageActionRow>[],
  ctx: Pick<BotContext, 'log'>,
): Promise<void> {
  if (components.length === 0) return replyPrivately(interaction, content, ctx.log);
  try {
    if (interaction.deferred || interaction.replied) await interaction.followUp({ content, components, flags: MessageFlags.Ephemeral });
    else await interaction.reply({ content, components, flags: MessageFlags.Ephemeral });
  } catch (error) {
    logDiscordError(ctx.log, 'private reply', error);
  }
}
