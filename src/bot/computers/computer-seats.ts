/**
 * Computer seats (issue 17): a seat of the record played by the computer player at a level. It is a seat like any
 * other for the game; the bot never pings it, never lets it vote, and shows it with its mark, e.g.
 * "Merlin · computer, strong". The name carries the mark, so boards, /status and the final message show it as is.
 */
import type { AnyEngine, Locale, Seat, Text } from '../../engine/types';
import { droppedSeats } from '../game/seat-state';
import { t, tx } from '../../i18n';
import { COMPUTER_PREFIX } from '../../ratings/records';
import type { Level } from '../../ai/levels';
import type { GameRecord, SeatRecord } from '../store/records';

/** Names of the round table, given in order to a game's computer seats. */
const NAMES = ['Merlin', 'Morgana', 'Viviane', 'Gawain', 'Percival'];

export function isComputerSeat(seat: SeatRecord | undefined): boolean {
  return seat?.computer !== undefined;
}

/** A new computer seat for `record`: the next free name of the round table, marked with its level. */
export function computerSeat(record: Pick<GameRecord, 'seats' | 'locale'>, level: Level): SeatRecord {
  const taken = new Set(record.seats.filter(isComputerSeat).map((seat) => seat.name.split(' · ')[0]));
  const first = NAMES.find((name) => !taken.has(name)) ?? `${NAMES[0]} ${taken.size + 1}`;
  return { userId: `${COMPUTER_PREFIX}${level}`, name: computerName(first, level, record.locale), computer: level };
}

export function computerName(name: string, level: Level, locale: Locale): string {
  return t(locale, tx('bot.computer.name', { name, level: levelText(level) }));
}

/** A level's name in the reader's language ("strong", "stark"). */
export function levelText(level: Level): Text {
  return tx(`bot.computer.level.${level}`);
}

/** Whether the seats hold at least one human: a game of computers only is refused. */
export function hasHuman(seats: readonly SeatRecord[]): boolean {
  return seats.some((seat) => !isComputerSeat(seat));
}

/**
 * Whether `seat` is the last human still playing beside computer seats: leaving would leave a game of computers only,
 * which is refused (/abandon ends the game instead).
 */
export function lastHumanAmongComputers(engine: AnyEngine, record: GameRecord, seat: Seat): boolean {
  const dropped = droppedSeats(engine, record);
  const playing = record.seats.filter((_, index) => index !== seat && !dropped.includes(index));
  return playing.length > 0 && !hasHuman(playing);
}
