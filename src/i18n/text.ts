/**
 * Building localized texts: what engines need to write a text (a key, its parameters, seats as placeholders). No
 * catalog is loaded here, so the games import this file without the catalogs (which list the games' own texts):
 * rendering a text to a string is src/i18n/index.ts.
 */
import type { Seat, SeatRef, Text, TextParam } from '../engine/types';

export const isSeatRef = (value: TextParam): value is SeatRef => typeof value === 'object' && 'seat' in value;

/** Shorthand for building a Text. */
export function tx(key: string, params?: Record<string, TextParam>): Text {
  return params ? { key, params } : { key };
}

/** The key of the shared "Seat n" (n 1-based), shown for a seat when no player names are at hand. */
export const SEAT_KEY = 'common.seat';

/** A seat as a text parameter: the bot shows the seated player's display name there. */
export const seatRef = (seat: Seat): SeatRef => ({ seat });

/** A seat as a whole text (e.g. an option label that is just a player). */
export const seatText = (seat: Seat): Text => ({ key: 'common.name', params: { name: seatRef(seat) } });

/** Several values as one text ("Ann, Ben, Cy"); a dash when there are none. */
export function listText(items: readonly TextParam[]): Text {
  if (items.length === 0) return { key: 'common.name', params: { name: '—' } };
  const [first, ...rest] = items;
  return rest.length === 0 ? { key: 'common.name', params: { name: first } } : { key: 'common.list', params: { first, rest: listText(rest) } };
}

/** Several seats as one text ("Ann, Ben, Cy"). */
export const seatList = (seats: readonly Seat[]): Text => listText(seats.map(seatRef));

/**
 * Puts the seated players' names (by seat index) into every seat placeholder of a text, at any depth. The older
 * `common.seat` text (n 1-based) is named the same way.
 */
export function withSeatNames(text: Text, names: readonly string[]): Text {
  if (text.key === SEAT_KEY) {
    const n = Number(text.params?.n);
    if (Number.isInteger(n) && names[n - 1] !== undefined) return { key: 'common.name', params: { name: names[n - 1] } };
  }
  if (!text.params) return text;
  const params: Record<string, TextParam> = {};
  for (const [name, value] of Object.entries(text.params)) params[name] = namedParam(value, names);
  return { key: text.key, params };
}

function namedParam(value: TextParam, names: readonly string[]): TextParam {
  if (typeof value !== 'object') return value;
  if (isSeatRef(value)) return names[value.seat] ?? value;
  return withSeatNames(value, names);
}
