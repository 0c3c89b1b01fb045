import type { AnyEngine, Text } from '../../engine/types';
import { t, tx } from '../../i18n';
import type { BotContext } from '../kernel/context';
import { sendableChannel } from '../kernel/channels';
import { gameChannelId, type GameRecord } from '../store/records';
import { logDiscordError } from '../kernel/replies';
import { clockOf, syncClocks, type ClockSync } from '../game/seat-clock';
import { droppedSeats } from '../game/seat-state';

/** Edits a message of the game's channel to a closing text without buttons (a closed vote, offer or gift). */
export async function closeSeatMessage(ctx: BotContext, record: GameRecord, messageId: string | null, text: Text): Promise<void> {
  if (!messageId) return;
  const channel = await sendableChannel(ctx, gameChannelId(record));
  if (!channel || !('messages' in channel)) return;
  try {
    await channel.messages.edit(messageId, { content: t(record.locale, text), components: [], allowedMentions: { parse: [] } });
  } catch (error) {
    logDiscordError(ctx.log, `close seat message ${messageId} of #${record.id}`, error);
  }
}

/**
 * Brings the seats' clocks in step after a change (see syncClocks) and closes what the change outlived: a time-out
 * vote or seat offer whose seat moved (its clock restarted) or is no longer awaited, a gift whose giver no longer holds
 * the seat, and everything once the game is over. The closed messages lose their buttons. Returns the record to save.
 */
export async function upkeepSeats(ctx: BotContext, engine: AnyEngine, record: GameRecord, how: ClockSync): Promise<GameRecord> {
  const synced = syncClocks(engine, record, ctx.clock.now(), how);
  const running = synced.status === 'running';
  const sameClock = (seat: number, since: string) => running && clockOf(synced, seat)?.since === since;
  const name = (seat: number) => synced.seats[seat]?.name ?? `#${seat + 1}`;
  const timeouts = synced.timeouts ?? [];
  const offers = synced.seatOffers ?? [];
  const gifts = synced.seatGifts ?? [];
  for (const vote of timeouts.filter((v) => !sameClock(v.seat, v.since))) {
    await closeSeatMessage(ctx, synced, vote.messageId, running ? tx('bot.timeout.outlived', { name: name(vote.seat) }) : tx('bot.timeout.gameOver'));
  }
  // An offer to take a seat back from the computer stays while the computer plays it.
  const offerHolds = (o: { seat: number; since: string }) => (running && synced.seats[o.seat]?.computer !== undefined) || sameClock(o.seat, o.since);
  for (const offer of offers.filter((o) => !offerHolds(o))) {
    await closeSeatMessage(ctx, synced, offer.messageId, running ? tx('bot.seat.offerOutlived', { name: name(offer.seat) }) : tx('bot.timeout.gameOver'));
  }
  const dropped = running ? droppedSeats(engine, synced) : [];
  const giftHolds = (gift: { seat: number; fromUserId: string }) => running && synced.seats[gift.seat]?.userId === gift.fromUserId && !dropped.includes(gift.seat);
  for (const gift of gifts.filter((g) => !giftHolds(g))) {
    await closeSeatMessage(ctx, synced, gift.messageId, running ? tx('bot.seat.giftClosed', { name: name(gift.seat) }) : tx('bot.timeout.gameOver'));
  }
  return {
    ...synced,
    timeouts: timeouts.filter((v) => sameClock(v.seat, v.since)),
    seatOffers: offers.filter(offerHolds),
    seatGifts: gifts.filter(giftHolds),
  };
}
