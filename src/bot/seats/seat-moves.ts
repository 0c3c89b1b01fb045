import type { AnyEngine, Seat } from '../../engine/types';
import type { BotContext } from '../kernel/context';
import { newlyAwaited, publish } from '../show/publisher';
import type { GameRecord, SeatRecord } from '../store/records';
import { tx } from '../../i18n';
import { freshClock } from '../game/seat-clock';
import { closeSeatMessage } from './seat-upkeep';
import { applyMove, lapseVotes, settleAutomatic } from '../game/session';

/**
 * The two changes of a seat's life that are not clicks in a panel: dropping it (the engine's own drop move, through
 * the same path as every move: persisted, logged, board re-posted, the next players pinged) and handing it to another
 * member. Both run under the game's lock (the caller holds it).
 */

/** The engine's move that drops `seat` now, or null when the game cannot drop it (no dropMove, already dropped, over). */
export function dropMoveOf(engine: AnyEngine, record: GameRecord, seat: Seat): unknown {
  if (!engine.dropMove || record.status !== 'running') return null;
  return engine.dropMove(record.snapshot, seat);
}

/** Applies the seat's drop move and its automatic follow-ups, saves, and publishes. Throws the engine's RuleError. */
export async function dropSeat(ctx: BotContext, engine: AnyEngine, record: GameRecord, seat: Seat): Promise<GameRecord | null> {
  const show = await saveDrop(ctx, engine, record, seat);
  return show ? show() : null;
}

/**
 * The saving half of dropSeat: applies and saves the drop, and answers its showing (the board and pings) for the
 * caller to run once it has said so — or null when the game cannot drop the seat (nothing saved). Throws the engine's
 * RuleError and the store's StoreError before anything is saved or shown.
 */
export async function saveDrop(ctx: BotContext, engine: AnyEngine, record: GameRecord, seat: Seat): Promise<(() => Promise<GameRecord>) | null> {
  const move = dropMoveOf(engine, record, seat);
  if (move === null || move === undefined) return null;
  const before = engine.awaiting(record.snapshot);
  const next = settleAutomatic(engine, applyMove(engine, record, seat, move));
  await ctx.store.saveGame(next, record.version);
  const after = next.status === 'running' ? engine.awaiting(next.snapshot) : [];
  return () => publish(ctx, engine, next, newlyAwaited(before, after));
}

/**
 * Hands `seat` to `owner`: same position, hand and settings (the engine state does not change); the record's seat
 * names the new owner, so pings, panels and /status follow them. The change is logged, the seat's clock starts anew
 * (a time-out vote or offer of the seat is closed; a gift of the old owner lapses when published),
 * and the version moves on so a panel the old owner still has open cannot play for the seat any more. Saved, indexed
 * and published (the new owner is pinged when the seat is awaited).
 */
export async function transferSeat(ctx: BotContext, engine: AnyEngine, record: GameRecord, seat: Seat, owner: SeatRecord): Promise<GameRecord> {
  const show = await saveHandOver(ctx, engine, record, handedOver(ctx, record, seat, owner), seat);
  return show();
}

/** The record with `seat` handed to `owner` (see transferSeat), not saved yet. */
export function handedOver(ctx: BotContext, record: GameRecord, seat: Seat, owner: SeatRecord): GameRecord {
  const now = ctx.clock.now();
  const previous = record.seats[seat];
  const seats = record.seats.map((held, index) => (index === seat ? owner : held));
  const change = { afterMoves: record.moves.length, seat, from: previous.name, to: owner.name, at: new Date(now).toISOString() };
  const clocks = (record.clocks ?? []).map((clock) => (clock.seat === seat ? freshClock(record, seat, now) : clock));
  return {
    ...record,
    seats,
    clocks,
    timeouts: (record.timeouts ?? []).filter((vote) => vote.seat !== seat),
    seatOffers: (record.seatOffers ?? []).filter((offer) => offer.seat !== seat),
    seatChanges: [...(record.seatChanges ?? []), change],
    version: record.version + 1,
    ...lapseVotes(record),
  };
}

/**
 * The saving half of transferSeat: saves `next` (from handedOver, perhaps with more in it) and indexes the owners,
 * then answers the showing — the closed vote and offer messages, the board, the new owner's ping — for the caller to
 * run once it has said so. A StoreError comes before anything is shown.
 */
export async function saveHandOver(ctx: BotContext, engine: AnyEngine, record: GameRecord, next: GameRecord, seat: Seat): Promise<() => Promise<GameRecord>> {
  const previous = record.seats[seat];
  const owner = next.seats[seat];
  // A vote or offer about the seat is over: it has an owner again.
  const closing = [...(record.timeouts ?? []), ...(record.seatOffers ?? [])].filter((open) => open.seat === seat);
  await ctx.store.saveGame(next, record.version);
  await ctx.store.indexUser(owner.userId, record.id, true);
  if (!next.seats.some((held) => held.userId === previous.userId)) await ctx.store.indexUser(previous.userId, record.id, false);
  return async () => {
    // Saved first, then shown: a closed vote message never stands for a vote the store still holds.
    for (const open of closing) await closeSeatMessage(ctx, record, open.messageId, tx('bot.seat.newOwner', { from: previous.name, to: owner.name }));
    const awaited = engine.awaiting(next.snapshot);
    return publish(ctx, engine, next, awaited.includes(seat) ? [seat] : []);
  };
}
