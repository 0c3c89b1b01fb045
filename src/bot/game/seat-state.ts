import type { AnyEngine, Locale } from '../../engine/types';
import { t, tx } from '../../i18n';
import type { GameRecord } from '../store/records';

/** The seats that left the game (none for engines that cannot drop seats, or before the start). */
export function droppedSeats(engine: AnyEngine, record: GameRecord): number[] {
  return record.snapshot === null || !engine.droppedSeats ? [] : engine.droppedSeats(record.snapshot);
}

/** The log lines of the seat changes made after `moves` moves (shown before move number `moves` in the log). */
export function seatChangeLines(record: GameRecord, moves: number, locale: Locale): string[] {
  return (record.seatChanges ?? []).filter((change) => change.afterMoves === moves).map((change) => t(locale, tx('bot.seat.logLine', { from: change.from, to: change.to })));
}
