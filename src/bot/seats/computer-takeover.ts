/**
 * "Let the computer play this seat", decided by a time-out vote: the seat passes to a computer player (normal level)
 * like to a substitute — same position, hand and settings — and the vote message turns into an offer, so a member
 * not in the game can take the seat back from the computer ("Take this seat", substitutes.ts).
 */
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, type ButtonInteraction } from 'discord.js';
import type { AnyEngine, Seat } from '../../engine/types';
import { t, tx } from '../../i18n';
import type { BotContext } from '../kernel/context';
import { computerSeat } from '../computers/computer-seats';
import type { GameRecord } from '../store/records';
import { encodeSeatComponentId } from '../game/seat-ids';
import { transferSeat } from './seat-moves';

/** The level a computer plays a seat taken over after a time-out. */
const TAKEOVER_LEVEL = 'normal';

/** Runs under the game's lock, the vote already out of `record`. */
export async function letComputerPlay(ctx: BotContext, interaction: ButtonInteraction, engine: AnyEngine, record: GameRecord, seat: Seat): Promise<void> {
  const name = record.seats[seat]?.name ?? `#${seat + 1}`;
  const computer = computerSeat(record, TAKEOVER_LEVEL);
  const nonce = (record.seatNonce ?? 0) + 1;
  const take = new ButtonBuilder()
    .setCustomId(encodeSeatComponentId({ kind: 'take', game: record.id, seat, nonce }))
    .setLabel(t(record.locale, tx('bot.seat.take')))
    .setStyle(ButtonStyle.Primary);
  const message = {
    content: t(record.locale, tx('bot.timeout.decidedComputer', { game: engine.name, id: record.id, name, computer: computer.name })),
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(take).toJSON()],
  };
  // Acknowledged already or not (both ways of the vote's click handling): the vote message becomes the offer.
  if (interaction.deferred || interaction.replied) await interaction.editReply(message);
  else await interaction.update(message);
  // The hand-over closes any offer of the seat; the offer to take it back from the computer is opened after it.
  const handed = await transferSeat(ctx, engine, record, seat, computer);
  const offer = { seat, nonce, since: new Date(ctx.clock.now()).toISOString(), messageId: interaction.message.id };
  const current = (await ctx.store.game(record.id)) ?? handed;
  await ctx.store.saveGame({ ...current, seatNonce: nonce, seatOffers: [...(current.seatOffers ?? []).filter((o) => o.seat !== seat), offer] }, current.version);
}
