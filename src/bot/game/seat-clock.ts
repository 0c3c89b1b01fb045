import type { AnyEngine, Locale, Seat } from '../../engine/types';
import { t, tx } from '../../i18n';
import type { GameRecord } from '../store/records';
import type { SeatClock } from '../store/seat-records';
import { awayAt, pausedMs } from './away';
import { durationText, limitMs } from './time-limit';

/**
 * The clocks of the awaited seats. A seat's clock starts when the bot starts waiting for it and runs until it is no
 * longer awaited. How a change is looked at decides what counts as a new decision:
 *  - 'quiet': a quiet move (the same seats awaited, the mover goes on with their turn): no clock restarts;
 *  - 'change': any other change (a move, an undo, the start): a seat that moved since its clock was last looked at and
 *    is awaited again faces a new decision, so its clock restarts; the others keep theirs;
 *  - 'keep': only adds clocks for awaited seats that have none and removes those of seats no longer awaited (the sweep).
 */
export type ClockSync = 'quiet' | 'change' | 'keep';

export function freshClock(record: GameRecord, seat: Seat, now: number): SeatClock {
  return { seat, since: new Date(now).toISOString(), moves: record.moves.length, half: false, out: false, gentle: 0 };
}

function movedSince(record: GameRecord, seat: Seat, moves: number): boolean {
  return record.moves.slice(moves).some((entry) => entry.seat === seat && entry.auto !== true);
}

/** The record with its clocks in step with who is awaited now (no clocks at all once the game is over). */
export function syncClocks(engine: AnyEngine, record: GameRecord, now: number, how: ClockSync): GameRecord {
  const awaited = record.status === 'running' ? engine.awaiting(record.snapshot) : [];
  const old = record.clocks ?? [];
  const clocks = awaited.map((seat) => {
    const existing = old.find((clock) => clock.seat === seat);
    if (!existing || (how === 'change' && movedSince(record, seat, existing.moves))) return freshClock(record, seat, now);
    return { ...existing, moves: record.moves.length };
  });
  return { ...record, clocks };
}

export function clockOf(record: GameRecord, seat: Seat): SeatClock | undefined {
  return record.clocks?.find((clock) => clock.seat === seat);
}

/** How long the clock has run: since it started, less the time its holder was away (/away). */
export function elapsedMs(record: GameRecord, clock: SeatClock, now: number): number {
  const since = Date.parse(clock.since);
  const holder = record.seats[clock.seat]?.userId;
  return now - since - (holder ? pausedMs(record, holder, since, now) : 0);
}

/** How long the seat has left for its decision (negative once over), or null without a limit or clock. */
export function timeLeft(record: GameRecord, seat: Seat, now: number): number | null {
  const limit = limitMs(record);
  const clock = clockOf(record, seat);
  if (limit === null || !clock) return null;
  return limit - elapsedMs(record, clock, now);
}

/** "Guinevere — 2 days 3 h left, Lancelot" : each awaited player's name with their time left where there is a limit. */
export function awaitedNames(record: GameRecord, seats: readonly Seat[], now: number, locale: Locale): string {
  const names = seats.map((seat) => {
    const name = record.seats[seat]?.name ?? `#${seat}`;
    const away = record.seats[seat] ? awayAt(record, record.seats[seat].userId, now) : undefined;
    if (away) return t(locale, tx('bot.away.name', { name, until: `<t:${Math.floor(Date.parse(away.until) / 1000)}:R>` }));
    const left = timeLeft(record, seat, now);
    if (left === null) return name;
    return t(locale, left > 0 ? tx('bot.time.nameLeft', { name, left: durationText(roundUpToMinute(left)) }) : tx('bot.time.nameOver', { name }));
  });
  return names.join(', ') || '—';
}

/** Time left is shown rounded up to the minute: a fresh 1-day clock reads "1 day 0 h", not "23 h 59 min". */
export function roundUpToMinute(ms: number): number {
  return Math.ceil(ms / 60_000) * 60_000;
}
