import { ActionRowBuilder, ButtonBuilder, ButtonStyle, type ButtonInteraction, type ChatInputCommandInteraction } from 'discord.js';
import type { AnyEngine, Seat } from '../../engine/types';
import { t, tx } from '../../i18n';
import { engineFor, type BotContext } from '../kernel/context';
import { displayName, safeName } from '../kernel/display-name';
import type { OutgoingMessage } from '../show/messages';
import type { GameRecord } from '../store/records';
import { logDiscordError, refuse } from '../kernel/replies';
import { encodeSeatComponentId } from '../game/seat-ids';
import { handedOver, saveHandOver } from './seat-moves';
import type { SeatGift } from '../store/seat-records';
import { droppedSeats } from '../game/seat-state';
import { seatOf } from '../game/session';
import { gameHere } from './votes';

/**
 * Substitutes: a seat passes to another member with its position, hand and settings — offered to anyone after a
 * time-out vote ("Take this seat": the first click wins, under the game's lock), or handed on by its player with
 * /seat give (the member accepts by button).
 */

function seatName(record: GameRecord, seat: Seat): string {
  return record.seats[seat]?.name ?? `#${seat + 1}`;
}

/** The public offer of a free seat with its "Take this seat" button. */
export function offerMessage(engine: AnyEngine, record: GameRecord, seat: Seat, nonce: number): OutgoingMessage {
  const button = new ButtonBuilder()
    .setCustomId(encodeSeatComponentId({ kind: 'take', game: record.id, seat, nonce }))
    .setLabel(t(record.locale, tx('bot.seat.take')))
    .setStyle(ButtonStyle.Primary);
  return {
    content: t(record.locale, tx('bot.seat.offer', { game: engine.name, id: record.id, name: seatName(record, seat) })),
    files: [],
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(button).toJSON()],
  };
}

/** "Take this seat": the first member not yet in the game gets it; everyone after that is told it is taken. */
export async function handleTakeSeat(ctx: BotContext, interaction: ButtonInteraction, gameRecordId: string, seat: Seat, nonce: number): Promise<void> {
  // Acknowledged first: the game's lock may be busy; the message is edited once the change is saved.
  await interaction.deferUpdate();
  await ctx.locks.run(gameRecordId, async () => {
    const record = await ctx.store.game(gameRecordId);
    const engine = record ? engineFor(ctx, record.gameId) : undefined;
    if (!record || !engine) return refuse(interaction, tx('bot.refuse.unknownGame'), ctx.log);
    const offer = record.seatOffers?.find((o) => o.seat === seat && o.nonce === nonce);
    if (record.status !== 'running' || !offer) return refuse(interaction, tx('bot.seat.offerGone'), ctx.log);
    if (interaction.user.bot) return refuse(interaction, tx('bot.seat.bot'), ctx.log);
    if (seatOf(record, interaction.user.id) !== null) return refuse(interaction, tx('bot.seat.alreadySeated'), ctx.log);
    const from = seatName(record, seat);
    const owner = { userId: interaction.user.id, name: displayName(interaction) };
    const next: GameRecord = { ...record, seatOffers: (record.seatOffers ?? []).filter((o) => o !== offer) };
    // Saved first, then shown: a failed save ("Not saved") leaves the offer with its button.
    const show = await saveHandOver(ctx, engine, next, handedOver(ctx, next, seat, owner), seat);
    await interaction.editReply({ content: t(record.locale, tx('bot.seat.taken', { game: engine.name, id: record.id, from, to: owner.name })), components: [] });
    await show();
  });
}

function giftMessage(engine: AnyEngine, record: GameRecord, gift: SeatGift): OutgoingMessage {
  const locale = record.locale;
  const button = (accept: boolean) =>
    new ButtonBuilder()
      .setCustomId(encodeSeatComponentId({ kind: 'gift', game: record.id, seat: gift.seat, nonce: gift.nonce, accept }))
      .setLabel(t(locale, tx(accept ? 'bot.seat.accept' : 'bot.seat.decline')))
      .setStyle(accept ? ButtonStyle.Success : ButtonStyle.Secondary);
  return {
    content: t(locale, tx('bot.seat.gift', { game: engine.name, id: record.id, from: seatName(record, gift.seat), mention: `<@${gift.toUserId}>` })),
    files: [],
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(button(true), button(false)).toJSON()],
  };
}

/** /seat give member: offers the caller's seat to a member, who accepts by button. Refusals change nothing. */
export async function giveSeat(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await gameHere(ctx, interaction.channelId);
  const engine = found ? engineFor(ctx, found.gameId) : undefined;
  if (!found || !engine) return refuse(interaction, tx('bot.seat.noGame'), ctx.log);
  const target = interaction.options.getUser('member', true);
  await ctx.locks.run(found.id, async () => {
    const record = await ctx.store.game(found.id);
    if (!record || record.status !== 'running') return refuse(interaction, tx('bot.seat.noGame'), ctx.log);
    const seat = seatOf(record, interaction.user.id);
    if (seat === null) return refuse(interaction, tx('bot.refuse.notSeated'), ctx.log);
    if (droppedSeats(engine, record).includes(seat)) return refuse(interaction, tx('bot.seat.dropped'), ctx.log);
    if (target.bot) return refuse(interaction, tx('bot.seat.bot'), ctx.log);
    if (target.id === interaction.user.id) return refuse(interaction, tx('bot.seat.self'), ctx.log);
    if (seatOf(record, target.id) !== null) return refuse(interaction, tx('bot.seat.targetSeated', { name: safeName(target.displayName) }), ctx.log);
    const nonce = (record.seatNonce ?? 0) + 1;
    const gift: SeatGift = { seat, nonce, fromUserId: interaction.user.id, toUserId: target.id, messageId: null };
    const earlier = (record.seatGifts ?? []).filter((g) => g.seat === seat);
    const next: GameRecord = { ...record, seatNonce: nonce, seatGifts: [...(record.seatGifts ?? []).filter((g) => g.seat !== seat), gift] };
    await ctx.store.saveGame(next, record.version);
    const message = giftMessage(engine, next, gift);
    const response = await interaction.reply({ ...message, allowedMentions: { users: [target.id] }, withResponse: true });
    const posted = response.resource?.message;
    if (posted) await ctx.store.saveGame({ ...next, seatGifts: (next.seatGifts ?? []).map((g) => (g === gift ? { ...g, messageId: posted.id } : g)) }, next.version);
    // A second gift of the same seat replaces the first: its buttons go.
    for (const old of earlier) {
      if (!old.messageId || !interaction.channel || !('messages' in interaction.channel)) continue;
      await interaction.channel.messages.edit(old.messageId, { content: t(record.locale, tx('bot.seat.giftClosed', { name: seatName(record, seat) })), components: [] }).catch((error: unknown) => logDiscordError(ctx.log, 'close an earlier gift', error));
    }
  });
}

/** Accept / Decline under a gift: only the member it is for answers (the giver may withdraw it with Decline). */
export async function handleGift(ctx: BotContext, interaction: ButtonInteraction, gameRecordId: string, seat: Seat, nonce: number, accept: boolean): Promise<void> {
  // Acknowledged first: the game's lock may be busy; the message is edited once the change is saved.
  await interaction.deferUpdate();
  await ctx.locks.run(gameRecordId, async () => {
    const record = await ctx.store.game(gameRecordId);
    const engine = record ? engineFor(ctx, record.gameId) : undefined;
    if (!record || !engine) return refuse(interaction, tx('bot.refuse.unknownGame'), ctx.log);
    const gift = record.seatGifts?.find((g) => g.seat === seat && g.nonce === nonce);
    if (record.status !== 'running' || !gift || record.seats[seat]?.userId !== gift.fromUserId) return refuse(interaction, tx('bot.seat.giftGone'), ctx.log);
    const userId = interaction.user.id;
    const withdraws = !accept && userId === gift.fromUserId;
    if (userId !== gift.toUserId && !withdraws) return refuse(interaction, tx('bot.seat.notForYou'), ctx.log);
    const rest: GameRecord = { ...record, seatGifts: (record.seatGifts ?? []).filter((g) => g !== gift) };
    const params = { game: engine.name, id: record.id, from: seatName(record, seat), to: displayName(interaction) };
    if (!accept) {
      await ctx.store.saveGame(rest, record.version);
      await interaction.editReply({ content: t(record.locale, tx(withdraws ? 'bot.seat.giftWithdrawn' : 'bot.seat.giftDeclined', params)), components: [] });
      return;
    }
    if (seatOf(record, userId) !== null) return refuse(interaction, tx('bot.seat.alreadySeated'), ctx.log);
    const show = await saveHandOver(ctx, engine, rest, handedOver(ctx, rest, seat, { userId, name: displayName(interaction) }), seat);
    await interaction.editReply({ content: t(record.locale, tx('bot.seat.taken', params)), components: [] });
    await show();
  });
}
