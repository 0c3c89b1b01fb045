import { ActionRowBuilder, ButtonBuilder, ButtonStyle, MessageFlags, type ButtonInteraction, type ChatInputCommandInteraction } from 'discord.js';
import type { Seat } from '../../engine/types';
import { RuleError } from '../../engine/rule-error';
import { t, toLocale, tx } from '../../i18n';
import { engineFor, type BotContext } from '../kernel/context';
import type { GameRecord } from '../store/records';
import { logDiscordError, refuse } from '../kernel/replies';
import { encodeSeatComponentId } from '../game/seat-ids';
import { dropMoveOf, dropSeat } from './seat-moves';
import { seatOf } from '../game/session';
import { lastHumanAmongComputers } from '../computers/computer-seats';

/**
 * /leave: a player resigns, after a private confirm button. Their seat is dropped at once by the game's own drop move
 * (what the seat does afterwards is the game's rule), as that seat's move.
 */

/** The game /leave is about: the one whose thread this is (whatever its state), else the newest running one here. */
async function gameForLeave(ctx: BotContext, channelId: string): Promise<GameRecord | undefined> {
  // Ended games leave the channel's running list (store.ts); a finished game's thread still answers "over".
  const ids = [...(await ctx.store.gamesInChannel(channelId)), ...(await ctx.store.endedInChannel(channelId))];
  const records = (await Promise.all(ids.map((id) => ctx.store.game(id)))).filter((r): r is GameRecord => r !== undefined);
  return records.find((r) => r.threadId === channelId && r.status !== 'lobby') ?? records.filter((r) => r.status === 'running').at(-1);
}

export async function startLeave(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const record = await gameForLeave(ctx, interaction.channelId);
  const engine = record ? engineFor(ctx, record.gameId) : undefined;
  if (!record || !engine) return refuse(interaction, tx('bot.leave.none'), ctx.log);
  if (record.status !== 'running') return refuse(interaction, tx('bot.leave.over'), ctx.log);
  const seat = seatOf(record, interaction.user.id);
  if (seat === null) return refuse(interaction, tx('bot.refuse.notSeated'), ctx.log);
  if (!engine.dropMove) return refuse(interaction, tx('bot.leave.unsupported', { game: engine.name }), ctx.log);
  if (dropMoveOf(engine, record, seat) === null) return refuse(interaction, tx('bot.leave.cannot'), ctx.log);
  if (lastHumanAmongComputers(engine, record, seat)) return refuse(interaction, tx('bot.computer.lastHuman'), ctx.log);
  const locale = toLocale(interaction.locale);
  const button = (confirm: boolean) =>
    new ButtonBuilder()
      .setCustomId(encodeSeatComponentId({ kind: 'leave', game: record.id, seat, confirm }))
      .setLabel(t(locale, tx(confirm ? 'bot.leave.confirm' : 'bot.leave.stay')))
      .setStyle(confirm ? ButtonStyle.Danger : ButtonStyle.Secondary);
  await interaction.reply({
    content: t(locale, tx('bot.leave.ask', { game: engine.name, id: record.id })),
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(button(true), button(false)).toJSON()],
    flags: MessageFlags.Ephemeral,
  });
}

/** The confirm (or keep playing) button of /leave. */
export async function handleLeave(ctx: BotContext, interaction: ButtonInteraction, gameRecordId: string, seat: Seat, confirm: boolean): Promise<void> {
  // Acknowledged first: the game's lock may be busy; the message is edited once the change is saved.
  await interaction.deferUpdate();
  const locale = toLocale(interaction.locale);
  if (!confirm) {
    await interaction.editReply({ content: t(locale, tx('bot.leave.stays')), components: [] });
    return;
  }
  await ctx.locks.run(gameRecordId, async () => {
    const record = await ctx.store.game(gameRecordId);
    const engine = record ? engineFor(ctx, record.gameId) : undefined;
    if (!record || !engine) return refuse(interaction, tx('bot.refuse.unknownGame'), ctx.log);
    if (record.status !== 'running') return refuse(interaction, tx('bot.leave.over'), ctx.log);
    if (record.seats[seat]?.userId !== interaction.user.id) return refuse(interaction, tx('bot.refuse.notSeated'), ctx.log);
    if (dropMoveOf(engine, record, seat) === null) return refuse(interaction, tx('bot.leave.cannot'), ctx.log);
    try {
      await dropSeat(ctx, engine, record, seat);
    } catch (error) {
      if (error instanceof RuleError) return refuse(interaction, { key: error.key, params: error.params }, ctx.log);
      throw error;
    }
    try {
      await interaction.editReply({ content: t(locale, tx('bot.leave.done', { game: engine.name, id: record.id })), components: [] });
    } catch (error) {
      logDiscordError(ctx.log, `answer /leave on #${record.id}`, error);
    }
  });
}
