import type { AnyEngine, Locale } from '../../engine/types';
import { t, tx } from '../../i18n';
import type { GameRecord } from '../store/records';

/** The seats that left the game (none for engines that cannot drop seats, or before the start). */
export function droppedSeats(engine: AnyEngine, record: GameRecord): number[] {
  return record.snapshot === null || !engine.droppedSeats ? [] : engine.droppedSeats(record.snapshot);
}

/**
 * Who held each seat when move `index` was made: today's names, with every seat change made after that move undone
 * (newest first). So a move stays credited to its maker after the seat changed hands — a computer's moves are not
 * shown under the member who took the seat back. Needs nothing beyond the record's seat changes, which older
 * records have too.
 */
export function seatNamesAt(record: GameRecord, index: number): string[] {
  const names = record.seats.map((seat) => seat.name);
  const later = (record.seatChanges ?? []).filter((change) => change.afterMoves > index);
  for (const change of [...later].reverse()) if (change.seat < names.length) names[change.seat] = change.from;
  return names;
}

/** The log lines of the seat changes made after `moves` moves (shown before move number `moves` in the log). */
export function seatChangeLines(record: GameRecord, moves: number, locale: Locale): string[] {
  return (record.seatChanges ?? []).filter((change) => change.afterMoves === moves).map((change) => t(locale, tx('bot.seat.logLine', { from: change.from, to: change.to })));
}
